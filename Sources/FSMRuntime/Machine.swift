import Synchronization

/// Runs a ``StateMachine``: holds the current state, applies events one at a time, records a
/// bounded history, and tells observers and subscribers about every step.
///
/// `Machine` is safe to share between tasks. Its semantics:
/// - **One step at a time, in one total order.** The sender that finds the machine idle
///   processes its event, then every event queued meanwhile, before its `send` returns. An event
///   sent while a step is being processed (from an observer, or from another task) is queued and
///   `send` returns ``SendResult/enqueued``: it is processed exactly once, after the events
///   queued before it. Nothing recurses, so a chain of 100,000 sends from observers runs in
///   constant stack.
/// - **Invalid events** are reported as ``SendResult/rejected(_:)`` and to ``onReject(_:)``;
///   the state is unchanged and nothing traps.
/// - **Observers run outside the machine's lock**, on the task that processes the step: they may
///   read ``state`` or call ``send(_:)`` (which then enqueues). For each step: exit observers of
///   the source state, then transition observers, then enter observers of the target state, then
///   the ``steps`` subscribers. A self-transition exits and enters its state.
/// - Without observers or subscribers, `send` does not allocate.
///
/// Create one from any state, for example a decoded, persisted one: `Machine(savedState)`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class Machine<M: StateMachine>: Sendable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  public typealias StepObserver = @Sendable (Step<M>) -> Void
  public typealias RejectObserver = @Sendable (InvalidTransition<M>) -> Void

  private let core: Mutex<Core>

  /// Creates a machine in `initial`, keeping the last `historyLimit` steps in ``history``.
  public init(_ initial: M, historyLimit: Int = 0) {
    precondition(historyLimit >= 0, "historyLimit must not be negative")
    core = Mutex(Core(state: initial, historyLimit: historyLimit))
  }

  deinit {
    // Subscribers' streams end with the machine. Finish them outside the lock: finishing runs
    // their termination handlers.
    let streams = core.withLock { $0.observers.streams }
    for subscriber in streams {
      subscriber.continuation.finish()
    }
  }

  /// The current state.
  public var state: M {
    core.withLock { $0.state }
  }

  /// The last `historyLimit` steps, oldest first.
  public var history: [Step<M>] {
    core.withLock { $0.orderedHistory }
  }

  // MARK: - Sending events

  /// Applies `event`, or queues it when a step is being processed.
  @discardableResult
  public func send(_ event: M.Event) -> SendResult<M> {
    let first = core.withLock { core -> Processed? in
      guard !core.isProcessing else {
        core.enqueue(event)
        return nil
      }
      core.isProcessing = true
      return core.process(event)
    }
    guard let first else { return .enqueued }
    first.notify()
    // Process what observers and other tasks queued meanwhile, in order.
    while let next = core.withLock({ $0.processNext() }) {
      next.notify()
    }
    return first.result
  }

  // MARK: - Observing

  /// Calls `observer` with every step, after the exit observers and before the enter observers.
  @discardableResult
  public func onTransition(_ observer: @escaping StepObserver) -> ObservationToken {
    register { $0.transition.append(($1, observer)) }
  }

  /// Calls `observer` with every step that enters a state of case `state`.
  @discardableResult
  public func onEnter(_ state: M.Case, _ observer: @escaping StepObserver) -> ObservationToken {
    register { $0.enter.append(($1, state, observer)) }
  }

  /// Calls `observer` with every step that leaves a state of case `state`.
  @discardableResult
  public func onExit(_ state: M.Case, _ observer: @escaping StepObserver) -> ObservationToken {
    register { $0.exit.append(($1, state, observer)) }
  }

  /// Calls `observer` with every rejected event.
  @discardableResult
  public func onReject(_ observer: @escaping RejectObserver) -> ObservationToken {
    register { $0.reject.append(($1, observer)) }
  }

  /// Every step taken after this property is read, in order, none lost.
  ///
  /// Each read is a new subscriber with its own unbounded buffer. The sequence ends when the
  /// machine is deallocated; a subscriber that stops iterating (or whose task is cancelled) is
  /// removed.
  public var steps: some AsyncSequence<Step<M>, Never> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Step<M>.self, bufferingPolicy: .unbounded)
    let token = register { $0.streams.append(($1, continuation)) }
    continuation.onTermination = { _ in token.cancel() }
    return stream
  }

  private func register(_ add: (inout Observers, Int) -> Void) -> ObservationToken {
    let id = core.withLock { core in
      let id = core.observers.nextID
      core.observers.nextID += 1
      add(&core.observers, id)
      return id
    }
    return ObservationToken { [weak self] in
      self?.core.withLock { $0.observers.remove(id) }
    }
  }
}

// MARK: - State behind the lock

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Machine {
  private struct Observers {
    var nextID = 0
    var transition: [(id: Int, body: StepObserver)] = []
    var enter: [(id: Int, state: M.Case, body: StepObserver)] = []
    var exit: [(id: Int, state: M.Case, body: StepObserver)] = []
    var reject: [(id: Int, body: RejectObserver)] = []
    var streams: [(id: Int, continuation: AsyncStream<Step<M>>.Continuation)] = []

    var isEmpty: Bool {
      transition.isEmpty && enter.isEmpty && exit.isEmpty && reject.isEmpty && streams.isEmpty
    }

    mutating func remove(_ id: Int) {
      transition.removeAll { $0.id == id }
      enter.removeAll { $0.id == id }
      exit.removeAll { $0.id == id }
      reject.removeAll { $0.id == id }
      streams.removeAll { $0.id == id }
    }
  }

  /// A processed event, with the observers to tell, copied out of the lock.
  private struct Processed {
    var result: SendResult<M>
    var observers: Observers?

    func notify() {
      guard let observers else { return }
      switch result {
      case .transitioned(let step):
        for observer in observers.exit where observer.state == step.from.case {
          observer.body(step)
        }
        for observer in observers.transition {
          observer.body(step)
        }
        for observer in observers.enter where observer.state == step.to.case {
          observer.body(step)
        }
        for subscriber in observers.streams {
          subscriber.continuation.yield(step)
        }
      case .rejected(let error):
        for observer in observers.reject {
          observer.body(error)
        }
      case .enqueued:
        break
      }
    }
  }

  private struct Core {
    var state: M
    let historyLimit: Int
    /// A ring buffer of the last `historyLimit` steps; the oldest is at `historyStart`.
    var history: [Step<M>] = []
    var historyStart = 0
    /// Events waiting for the current step to finish, first at `pendingStart`.
    var pending: [M.Event] = []
    var pendingStart = 0
    /// Whether a sender is processing events; others enqueue.
    var isProcessing = false
    var observers = Observers()

    init(state: M, historyLimit: Int) {
      self.state = state
      self.historyLimit = historyLimit
    }

    var orderedHistory: [Step<M>] {
      Array(history[historyStart...] + history[..<historyStart])
    }

    mutating func enqueue(_ event: M.Event) {
      pending.append(event)
    }

    mutating func process(_ event: M.Event) -> Processed {
      let result: SendResult<M>
      if let step = state.transition(on: event) {
        state = step.to
        record(step)
        result = .transitioned(step)
      } else {
        result = .rejected(InvalidTransition(state: state.case, event: event.case))
      }
      return Processed(result: result, observers: observers.isEmpty ? nil : observers)
    }

    /// Processes the next queued event, or ends processing when there is none.
    mutating func processNext() -> Processed? {
      guard pendingStart < pending.count else {
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        isProcessing = false
        return nil
      }
      let event = pending[pendingStart]
      pendingStart += 1
      if pendingStart >= 1_024, pendingStart * 2 >= pending.count {
        pending.removeFirst(pendingStart)
        pendingStart = 0
      }
      return process(event)
    }

    mutating func record(_ step: Step<M>) {
      guard historyLimit > 0 else { return }
      if history.count < historyLimit {
        history.append(step)
      } else {
        history[historyStart] = step
        historyStart = (historyStart + 1) % historyLimit
      }
    }
  }
}
