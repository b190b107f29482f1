/// How a ``Machine`` runs an effect relative to the other effects of the same case.
///
/// A machine asks its `effectPolicy` once per effect case, when it is created.
public enum EffectPolicy: Hashable, Sendable {
  /// Run concurrently with every other effect. The default.
  case merge
  /// Cancel the running effect of the same case, then run this one: only the latest counts.
  ///
  /// Cancellation is cooperative: the cancelled handler sees `Task.isCancelled` and should stop
  /// (and not send events any more).
  case latest
  /// Run after the effects of the same case emitted before it, one at a time, in step order.
  case queue
}

/// What an effect handler can do with the machine that emitted the effect.
///
/// A context keeps its machine alive until the handler returns.
public struct EffectContext<M: StateMachine>: Sendable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  private let machine: Machine<M>

  init(machine: Machine<M>) {
    self.machine = machine
  }

  /// Sends `event` back to the machine: the feedback loop from effects to events.
  ///
  /// Like ``Machine/send(_:)``: the event is processed now when the machine is idle, and queued
  /// (``SendResult/enqueued``) when a step is being processed.
  @discardableResult
  public func send(_ event: M.Event) -> SendResult<M> {
    machine.send(event)
  }

  /// The machine's current state.
  public var state: M {
    machine.state
  }
}

/// A first-in, first-out queue over an array, with amortised O(1) removal at the front and no
/// allocation once its capacity is reached.
@usableFromInline
struct FIFO<Element> {
  @usableFromInline var storage: [Element] = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { head == storage.count }

  @inlinable mutating func append(_ element: Element) {
    storage.append(element)
  }

  @inlinable mutating func popFirst() -> Element? {
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
