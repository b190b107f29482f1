// Which activities have returned, written by the activities without the machine's lock: see
// `ActivityEnds`.

#if !hasFeature(Embedded)
  #if !canImport(Darwin)
    import Synchronization
  #endif

  /// The latest visit, per activity declaration, whose activity returned without an event.
  ///
  /// An activity that returns with an event sends it, under the machine's lock, which marks the
  /// activity as no longer running. One that returns without an event (its declaration names no
  /// `done:`) used to take the lock only for that mark, against every sender; the mark is kept here
  /// instead, with one atomic operation (Benchmarks, W10: the activities' ends waited on the lock).
  /// The machine reads it under its lock, where it asks which activities run (`runningActivities`,
  /// a snapshot).
  ///
  /// Visit tokens are negative and a newer visit's is smaller: each slot keeps the smallest
  /// token recorded, so that an older activity returning late never hides a newer one's end.
  /// Apple platforms before macOS 15 / iOS 18 have no `Synchronization.Atomic`: there the slots
  /// sit behind a lock of their own (an `os_unfair_lock`, `LockedState`'s).
  @usableFromInline
  final class ActivityEnds: @unchecked Sendable {
    #if canImport(Darwin)
      let latest: LockedState<[Int]>
    #else
      let count: Int
      let latest: UnsafeMutablePointer<Atomic<Int>>
    #endif

    /// Slots for `count` declarations, none ended (0 is no visit's token).
    init(count: Int) {
      #if canImport(Darwin)
        latest = LockedState(Array(repeating: 0, count: count))
      #else
        self.count = count
        latest = .allocate(capacity: count)
        for slot in 0..<count {
          (latest + slot).initialize(to: Atomic(0))
        }
      #endif
    }

    #if !canImport(Darwin)
      deinit {
        latest.deinitialize(count: count)
        latest.deallocate()
      }
    #endif

    /// The activity of `visit`, of `declaration`, returned without an event.
    func record(_ visit: Int, declaration: Int) {
      #if canImport(Darwin)
        latest.withLock { $0[declaration] = min($0[declaration], visit) }
      #else
        var current = latest[declaration].load(ordering: .relaxed)
        while visit < current {
          let (exchanged, found) = latest[declaration].compareExchange(
            expected: current, desired: visit, ordering: .releasing)
          if exchanged { break }
          current = found
        }
      #endif
    }

    /// Whether the activity of `visit`, of `declaration`, returned without an event.
    func hasEnded(_ visit: Int, declaration: Int) -> Bool {
      #if canImport(Darwin)
        return latest.withLock { $0[declaration] <= visit }
      #else
        return latest[declaration].load(ordering: .acquiring) <= visit
      #endif
    }
  }
#endif
