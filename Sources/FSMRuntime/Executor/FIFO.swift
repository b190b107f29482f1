#if !hasFeature(Embedded)
  /// A first-in, first-out queue over an array, with amortised O(1) removal at the front and no
  /// allocation once its capacity is reached. `package`: `FSMInspection`'s inspector queues its
  /// work in one too.
  @usableFromInline
  package struct FIFO<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable package init() {}

    @inlinable var isEmpty: Bool { head == storage.count }

    /// How many elements are queued.
    @inlinable package var count: Int { storage.count - head }

    /// The queued elements, first first.
    @inlinable var elements: ArraySlice<Element> { storage[head..<storage.count] }

    @inlinable package mutating func append(_ element: Element) {
      storage.append(element)
    }

    @inlinable package mutating func popFirst() -> Element? {
      guard head < storage.count else {
        if head > 0 {
          storage.removeAll(keepingCapacity: true)
          head = 0
        }
        return nil
      }
      let element = storage[head]
      head += 1
      // Reclaim the consumed front once it is most of the storage.
      if head >= 1_024, head * 2 >= storage.count {
        storage.removeFirst(head)
        head = 0
      }
      return element
    }

    @inlinable mutating func removeAll() {
      storage.removeAll()
      head = 0
    }
  }
#endif
