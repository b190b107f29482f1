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
/// - **Effects** run in tasks, started when their step is taken; an effect handler sends events
///   back through its ``EffectContext``. ``EffectPolicy`` decides, per effect case, whether
///   effects run concurrently, replace each other or queue. An effect keeps the machine alive
///   until it returns; ``cancelEffects()`` stops them, ``waitForEffects()`` waits for them.
/// - Without observers or subscribers, `send` does not allocate (steps without an effect).
///
/// Create one from any state, for example a decoded, persisted one: `Machine(savedState)`.
public final class Machine<M: StateMachine>: Sendable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  public typealias StepObserver = @Sendable (Step<M>) -> Void
  public typealias RejectObserver = @Sendable (InvalidTransition<M>) -> Void
  public typealias EffectHandler = @Sendable (M.Effect, EffectContext<M>) async -> Void

  @usableFromInline let core: LockedState<Core>
  @usableFromInline let effectHandler: EffectHandler?
  private let effectPolicies: [M.Effect.Case: EffectPolicy]

  /// Creates a machine in `initial`.
  ///
  /// - Parameters:
  ///   - initial: The state to start in: `Machine(.locked)`, or a restored one.
  ///   - historyLimit: How many of the last steps ``history`` keeps; 0 (the default) keeps none.
  ///   - effectPolicy: How effects of each case run relative to each other; asked once per
  ///     effect case, here. By default, every effect runs concurrently (``EffectPolicy/merge``).
  ///   - effects: Performs the effect of each step that has one, in a new task. Its context sends
  ///     events back to the machine. Without a handler, effects are only recorded in the steps.
  public init(
    _ initial: M,
    historyLimit: Int = 0,
    effectPolicy: @escaping @Sendable (M.Effect.Case) -> EffectPolicy = { _ in .merge },
    effects: EffectHandler? = nil
  ) {
    precondition(historyLimit >= 0, "historyLimit must not be negative")
    core = LockedState(Core(state: initial, historyLimit: historyLimit))
    effectHandler = effects
    var policies: [M.Effect.Case: EffectPolicy] = [:]
    if effects != nil {
      for effectCase in M.Effect.Case.allCases {
        policies[effectCase] = effectPolicy(effectCase)
      }
    }
    effectPolicies = policies
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
  @inlinable
  @discardableResult
  public func send(_ event: M.Event) -> SendResult<M> {
    // The result and the observers to call, who run outside the lock. Plain values and a class
    // reference: in every specialization they are copied without the type's metadata.
    let (result, observers) = core.withLock { core -> (SendResult<M>, ObserverSnapshot?) in
      guard !core.isProcessing else {
        core.enqueue(event)
        return (.enqueued, nil)
      }
      let result = step(event, &core)
      // With observers to call, this sender keeps the processing role until they have run and
      // what they queued is processed; meanwhile other sends enqueue.
      core.isProcessing = core.snapshot != nil
      return (result, core.snapshot)
    }
    // Without observers, the step is complete: one lock, and nothing was queued meanwhile.
    guard let observers else { return result }
    observers.notify(of: result)
    // Process what observers and other tasks queued meanwhile, in order.
    var waiters: [CheckedContinuation<Void, Never>] = []
    while let (next, observers) = core.withLock({ core -> (SendResult<M>, ObserverSnapshot?)? in
      if let event = core.pending.popFirst() {
        return (step(event, &core), core.snapshot)
      }
      core.isProcessing = false
      waiters = core.takeWaitersIfQuiet()
      return nil
    }) {
      observers?.notify(of: next)
    }
    for waiter in waiters {
      waiter.resume()
    }
    return result
  }

  /// Processes `event` under the lock and starts the step's effect.
  @inlinable
  func step(_ event: M.Event, _ core: inout Core) -> SendResult<M> {
    let result = core.process(event)
    if effectHandler != nil, case .transitioned(let step) = result, let effect = step.effect {
      startEffect(effect, &core)
    }
    return result
  }

  // MARK: - Effects

  /// Cancels every running effect and drops the queued ones.
  ///
  /// Cancellation is cooperative: a handler stops when it checks `Task.isCancelled` (or at its
  /// next cancellable `await`). Effects of later steps run as usual.
  public func cancelEffects() {
    core.withLock { core in
      for task in core.effects.running.values {
        task.cancel()
      }
      for effectCase in core.effects.lanes.keys {
        core.effects.lanes[effectCase]?.waiting.removeAll()
      }
    }
  }

  /// Returns when no effect is running or queued and no event is being processed: the machine
  /// is quiet until the next `send`. Effects that send events back, which emit more effects, are
  /// waited for too.
  ///
  /// Returns early when the calling task is cancelled. Calling it from an effect handler waits
  /// for that handler itself, forever.
  public func waitForEffects() async {
    let id = core.withLock { core in
      defer { core.effects.nextWaiterID += 1 }
      return core.effects.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isQuiet = core.withLock { core in
          guard !core.isQuiet, !Task.isCancelled else { return true }
          core.effects.waiters[id] = continuation
          return false
        }
        if isQuiet {
          continuation.resume()
        }
      }
    } onCancel: {
      core.withLock { $0.effects.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  @usableFromInline
  func startEffect(_ effect: M.Effect, _ core: inout Core) {
    let effectCase = effect.case
    switch effectPolicies[effectCase] ?? .merge {
    case .merge:
      runEffect(effect, policy: .merge, &core)
    case .latest:
      if let previous = core.effects.latest[effectCase] {
        core.effects.running[previous]?.cancel()
      }
      core.effects.latest[effectCase] = runEffect(effect, policy: .latest, &core)
    case .queue:
      if core.effects.lanes[effectCase]?.isBusy == true {
        core.effects.lanes[effectCase]?.waiting.append(effect)
      } else {
        core.effects.lanes[effectCase] = Lane(isBusy: true)
        runEffect(effect, policy: .queue, &core)
      }
    }
  }

  /// Starts a task performing `effect`. It cannot finish before the lock is released, so its
  /// bookkeeping is in place when it does.
  @discardableResult
  private func runEffect(_ effect: M.Effect, policy: EffectPolicy, _ core: inout Core) -> Int {
    guard let effectHandler else { preconditionFailure("an effect started without a handler") }
    let id = core.effects.nextID
    core.effects.nextID += 1
    let context = EffectContext(machine: self)
    core.effects.running[id] = Task {
      await effectHandler(effect, context)
      self.effectFinished(id, effect.case, policy)
    }
    return id
  }

  private func effectFinished(_ id: Int, _ effectCase: M.Effect.Case, _ policy: EffectPolicy) {
    let waiters = core.withLock { core in
      core.effects.running[id] = nil
      switch policy {
      case .merge:
        break
      case .latest:
        if core.effects.latest[effectCase] == id {
          core.effects.latest[effectCase] = nil
        }
      case .queue:
        if let next = core.effects.lanes[effectCase]?.waiting.popFirst() {
          runEffect(next, policy: .queue, &core)
        } else {
          core.effects.lanes[effectCase] = nil
        }
      }
      return core.takeWaitersIfQuiet()
    }
    for waiter in waiters {
      waiter.resume()
    }
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
  /// removed. Iterating never throws: `for await step in machine.steps`.
  ///
  /// NB: a concrete `AsyncStream`, not an opaque `AsyncSequence` with `Never` as its `Failure`: that
  /// primary associated type needs macOS 15 / iOS 18, and `Machine` supports macOS 14 / iOS 17.
  public var steps: AsyncStream<Step<M>> {
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
      core.observersChanged()
      return id
    }
    return ObservationToken { [weak self] in
      self?.core.withLock { core in
        core.observers.remove(id)
        core.observersChanged()
      }
    }
  }
}

// MARK: - State behind the lock

extension Machine {
  @usableFromInline
  struct Observers: Sendable {
    @usableFromInline var nextID = 0

    @inlinable init() {}

    @usableFromInline var transition: [(id: Int, body: StepObserver)] = []
    @usableFromInline var enter: [(id: Int, state: M.Case, body: StepObserver)] = []
    @usableFromInline var exit: [(id: Int, state: M.Case, body: StepObserver)] = []
    @usableFromInline var reject: [(id: Int, body: RejectObserver)] = []
    @usableFromInline var streams: [(id: Int, continuation: AsyncStream<Step<M>>.Continuation)] = []

    /// How many observers and subscribers are registered.
    var count: Int {
      transition.count + enter.count + exit.count + reject.count + streams.count
    }

    mutating func remove(_ id: Int) {
      transition.removeAll { $0.id == id }
      enter.removeAll { $0.id == id }
      exit.removeAll { $0.id == id }
      reject.removeAll { $0.id == id }
      streams.removeAll { $0.id == id }
    }
  }

  /// The observers as they were when a step was processed: an immutable reference, so that a
  /// processed event carries them out of the lock with one retain, and `nil` costs nothing.
  @usableFromInline
  final class ObserverSnapshot: Sendable {
    @usableFromInline let observers: Observers

    init(_ observers: Observers) {
      self.observers = observers
    }

    /// Calls the observers of `result`: exit, transition, enter, then the subscribers.
    @inlinable
    func notify(of result: SendResult<M>) {
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

  /// The effects of one case under ``EffectPolicy/queue``: one runs, the others wait.
  @usableFromInline
  struct Lane {
    @usableFromInline var isBusy: Bool
    @usableFromInline var waiting = FIFO<M.Effect>()
  }

  @usableFromInline
  struct Effects {
    @usableFromInline var nextID = 0

    @inlinable init() {}

    /// Every running effect's task, by id.
    @usableFromInline var running: [Int: Task<Void, Never>] = [:]
    /// Under ``EffectPolicy/latest``: the id of the effect of each case that is the latest.
    @usableFromInline var latest: [M.Effect.Case: Int] = [:]
    /// Under ``EffectPolicy/queue``: the lanes with a running effect.
    @usableFromInline var lanes: [M.Effect.Case: Lane] = [:]
    /// Callers of `waitForEffects()` waiting for the machine to be quiet.
    @usableFromInline var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    @usableFromInline var nextWaiterID = 0
  }

  @usableFromInline
  struct Core {
    @usableFromInline var state: M
    @usableFromInline let historyLimit: Int
    /// A ring buffer of the last `historyLimit` steps; the oldest is at `historyStart`.
    @usableFromInline var history: [Step<M>] = []
    @usableFromInline var historyStart = 0
    /// Events waiting for the current step to finish.
    @usableFromInline var pending = FIFO<M.Event>()
    /// Whether a sender is processing events; others enqueue.
    @usableFromInline var isProcessing = false
    /// The registered observers; `snapshot` is what steps carry out of the lock.
    @usableFromInline var observers = Observers()
    @usableFromInline var snapshot: ObserverSnapshot?
    @usableFromInline var effects = Effects()

    @inlinable init(state: M, historyLimit: Int) {
      self.state = state
      self.historyLimit = historyLimit
    }

    @inlinable var orderedHistory: [Step<M>] {
      Array(history[historyStart...] + history[..<historyStart])
    }

    mutating func observersChanged() {
      snapshot = observers.count == 0 ? nil : ObserverSnapshot(observers)
    }

    @inlinable mutating func enqueue(_ event: M.Event) {
      pending.append(event)
    }

    /// Removes and returns the `waitForEffects()` callers to resume, when the machine is quiet.
    @inlinable mutating func takeWaitersIfQuiet() -> [CheckedContinuation<Void, Never>] {
      guard isQuiet, !effects.waiters.isEmpty else { return [] }
      defer { effects.waiters = [:] }
      return Array(effects.waiters.values)
    }

    @inlinable mutating func process(_ event: M.Event) -> SendResult<M> {
      if let step = state.transition(on: event) {
        state = step.to
        if historyLimit > 0 {
          record(step)
        }
        return .transitioned(step)
      }
      return .rejected(InvalidTransition(state: state.case, event: event.case))
    }

    /// No event is being processed and no effect runs (queued effects wait for a running one).
    @inlinable var isQuiet: Bool {
      !isProcessing && effects.running.isEmpty
    }

    @usableFromInline mutating func record(_ step: Step<M>) {
      if history.count < historyLimit {
        history.append(step)
      } else {
        history[historyStart] = step
        historyStart = (historyStart + 1) % historyLimit
      }
    }
  }
}
