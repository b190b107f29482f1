// Activities bound to a state: started after the step that enters their scope, cancelled by the
// step that leaves it, their outcome delivered only to the visit that started them.
//
// Each activity runs one visit of its scope (a case, or a superstate). A visit is named by a
// negative token (timers' visits are positive), which tags the events the activity sends: an event
// whose visit has ended by the time its turn comes is dropped and reported, like a late timer's,
// but told to `onDroppedOutcome` observers. The token's remainder by the number of declarations is
// the declaration, so that the check is one lookup.

#if !hasFeature(Embedded)
  /// Runs a machine's activities: `@StateMachine` generates one, `ActivityHandlers`, with a handler
  /// per case of the machine's `enum Activity`, typed by its declaration.
  ///
  /// ```swift
  /// let machine = Machine(
  ///   SearchBox.idle,
  ///   activities: SearchBox.ActivityHandlers(search: { query, context in
  ///     try await api.search(query)   // the `done:` event's payload; a throw is `failed:`
  ///   }))
  /// ```
  public protocol ActivityHandling<Definition>: Sendable {
    /// The `@StateMachine` type whose activities it runs: the definition, not the ``Machine`` that
    /// executes it.
    associatedtype Definition: StateMachine
    where
      Definition: Sendable, Definition.Event: Sendable, Definition.Effect: Sendable,
      Definition.Activity: Sendable

    /// Runs `activity` to its end and returns the event its outcome becomes (its `done:` event
    /// with the result, or its `failed:` event with the error), or `nil` when it has none.
    func run(_ activity: Definition.Activity, context: ActivityContext<Definition>) async
      -> Definition.Event?
  }

  /// What an activity's handler can do with the machine whose state runs it.
  ///
  /// A context does not keep its machine alive: an activity ends with the machine (it is
  /// cancelled).
  public struct ActivityContext<M: StateMachine>: Sendable
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
    private weak let machine: Machine<M>?
    /// The visit of the activity's scope that started it.
    let visit: Int
    /// Where the activity's return without an event is marked (kept alive by the context, which
    /// the machine is not).
    let ends: ActivityEnds
    /// The machine's clock: the one its timers run on, a `TestClock` in tests. Sleep on it,
    /// rather than with `Task.sleep`, so that a test controls the task's time too.
    public let clock: any Clock<Duration>

    @usableFromInline
    init(machine: Machine<M>, visit: Int, ends: ActivityEnds, clock: any Clock<Duration>) {
      self.machine = machine
      self.visit = visit
      self.ends = ends
      self.clock = clock
    }

    /// Sends `event` to the machine while the visit that started the activity lasts: a progress
    /// report. Like ``Machine/send(_:)`` otherwise: processed now when the machine is idle,
    /// queued (``SendResult/enqueued``) when a step is being processed, and then dropped if a
    /// step before it ends the visit.
    ///
    /// - Returns: What the machine did with the event, or `nil` when the visit had ended (or the
    ///   machine is gone): the event was dropped, and `onDroppedOutcome` observers told.
    @discardableResult
    public func send(_ event: M.Event) -> SendResult<M>? {
      machine?.sendFromActivity(event, visit: visit, ending: false)
    }

    /// The activity returned `outcome`: sent if the visit lasts; the activity no longer runs.
    /// Without an event, the end is only marked, without the machine's lock.
    func ended(_ outcome: M.Event?) {
      guard let outcome else {
        ends.record(visit, declaration: Machine<M>.declaration(of: visit))
        return
      }
      machine?.sendFromActivity(outcome, visit: visit, ending: true)
    }

    /// Delivers `event` as the activity's outcome now, as the activity's return would: for
    /// `FSMTesting`, which holds outcomes and releases them when a test says.
    package func _deliver(_ event: M.Event) -> SendResult<M>? {
      machine?.sendFromActivity(event, visit: visit, ending: true)
    }

    /// Whether the visit that started the activity lasts: its scope has not been left. The activity
    /// is cancelled when it ends; a task that cannot check `Task.isCancelled` can check this.
    public var isCurrent: Bool {
      machine?.isCurrentActivityVisit(visit) ?? false
    }

    /// The machine's current state (`nil` once the machine is gone).
    public var state: M? {
      machine?.state
    }
  }

  /// An event of an activity that reached the machine after the visit that started the activity had
  /// ended: its result, its error, or a progress event. The machine drops it, and tells the
  /// observers registered with ``Machine/onDroppedOutcome(_:)``.
  public struct DroppedOutcome<M: StateMachine> {
    /// The activity's case.
    public var activity: M.Activity.Case
    /// The activity's declaration, its position in `static let activities`.
    public var declaration: Int
    /// The event dropped: the activity's outcome (its `done:` or `failed:` event), or a progress
    /// event it sent through ``ActivityContext/send(_:)``.
    public var event: M.Event
  }

  extension DroppedOutcome: Sendable where M.Event: Sendable {}

  extension DroppedOutcome: CustomStringConvertible {
    /// `search: found, dropped`.
    public var description: String {
      "\(activity): \(event.case), dropped"
    }
  }

  extension Machine {
    /// An observer of dropped activity events: called with each event an activity sent after the
    /// visit that started it had ended.
    public typealias DroppedOutcomeObserver = @Sendable (DroppedOutcome<M>) -> Void

    /// Calls `observer` with every event an activity sent after its visit had ended (see
    /// ``DroppedOutcome``): a late result, a late error, a late progress event. Outside the
    /// machine's lock, on the task that dropped it.
    @discardableResult
    public func onDroppedOutcome(_ observer: @escaping DroppedOutcomeObserver)
      -> ObservationToken
    {
      register { $0.dropped.append(($1, observer)) }
    }

    /// The activities running now, outermost scope first: started, and not yet ended or cancelled.
    /// An activity whose outcome was delivered is no longer running, though its scope lasts.
    public var runningActivities: [StateActivity<M>] {
      core.withLock { core in
        core.activities.indices.compactMap { declaration in
          guard let running = core.activities[declaration], isRunning(running, declaration)
          else { return nil }
          return StateActivity(declaration: declaration, activity: running.activity)
        }
      }
    }

    /// Under the lock: whether the activity of `running`, of `declaration`, has neither been
    /// delivered its outcome nor returned without one.
    @usableFromInline
    func isRunning(_ running: RunningActivity<M>, _ declaration: Int) -> Bool {
      guard running.task != nil, let activityEnds else { return false }
      return !activityEnds.hasEnded(running.visit, declaration: declaration)
    }

    /// A visit token for `declaration`: negative, the declaration its remainder by the number
    /// of declarations.
    @usableFromInline
    static func activityVisit(_ counter: Int, declaration: Int) -> Int {
      -((counter &* declarationCount) &+ declaration &+ 1)
    }

    /// How many task declarations the machine has (at least 1): what a visit token is counted
    /// in, so that any number of declarations fits.
    @usableFromInline
    static var declarationCount: Int { max(1, M._activityCases.count) }

    func isCurrentActivityVisit(_ visit: Int) -> Bool {
      core.withLock { $0.isCurrentVisit(visit) }
    }

    /// Stops the activities of `from` whose scope the step leaves (`leaves` says, by declaration),
    /// and starts the activities of `to` that are not kept: `Step.activityChanges`, told by the
    /// machine's own record, where a declaration has a visit exactly while the state runs its
    /// activity. Inlinable, so that it is specialized for the machine where `send` is.
    @inlinable
    func updateActivities(from: M, to: M, _ core: inout Core, leaves: (Int) -> Bool) {
      for activity in from._activities() where leaves(activity.declaration) {
        core.activities[activity.declaration].take()?.task?.cancel()
      }
      for activity in to._activities() where core.activities[activity.declaration] == nil {
        startActivity(activity, &core)
      }
    }

    /// Starts an activity for `activity`, in a new visit of its scope, under the lock. Inlinable
    /// with `updateActivities`: unspecialized, it looked up the metadata of its generic types
    /// on every start (Benchmarks, W10).
    @inlinable
    func startActivity(_ activity: StateActivity<M>, _ core: inout Core) {
      guard let activityStarter, let activityEnds else { return }
      let declaration = activity.declaration
      core.activities[declaration].take()?.task?.cancel()
      core.activityCounter &+= 1
      let visit = Self.activityVisit(core.activityCounter, declaration: declaration)
      let context = ActivityContext(machine: self, visit: visit, ends: activityEnds, clock: clock)
      core.activities[declaration] = RunningActivity(
        visit: visit, activity: activity.activity,
        task: activityStarter(activity.activity, context))
    }

    /// Records `activity`'s visit without starting it: a restored machine's activity that had
    /// returned before the snapshot (its scope lasts; a step that keeps it does not start it).
    func keepActivity(_ activity: StateActivity<M>, _ core: inout Core) {
      core.activityCounter &+= 1
      core.activities[activity.declaration] = RunningActivity(
        visit: Self.activityVisit(core.activityCounter, declaration: activity.declaration),
        activity: activity.activity, task: nil)
    }

    /// Starts a task: runs an activity with its context, then hands its outcome on.
    @usableFromInline
    typealias ActivityStarter =
      @Sendable (M.Activity, ActivityContext<M>) -> Task<Void, Never>

    /// The starter of `handlers`' tasks. Generic, so that the activity is known to be `Sendable`
    /// where the task takes it.
    static func activityStarter<H: ActivityHandling>(_ handlers: H) -> ActivityStarter
    where H.Definition == M {
      { activity, context in
        Task {
          context.ended(await handlers.run(activity, context: context))
        }
      }
    }

    @usableFromInline
    static func declaration(of visit: Int) -> Int {
      (-visit - 1) % declarationCount
    }

    /// Sends an activity's event as `send(_:)` does, unless the visit that started the activity has
    /// ended: the event is then dropped and reported. `ending`: the activity's outcome, after which
    /// it no longer runs.
    @discardableResult
    func sendFromActivity(_ event: M.Event, visit: Int, ending: Bool) -> SendResult<M>? {
      let declaration = Self.declaration(of: visit)
      let sent = send(event, fromVisit: visit) { core in
        if ending {
          core.activities[declaration]?.task = nil
        }
      }
      if sent.result == nil {
        sent.dropped?.notifyDropped(
          DroppedOutcome(
            activity: M._activityCases[declaration], declaration: declaration, event: event))
      }
      return sent.result
    }

    /// Tells the observers about the activities' events that were queued and whose visit had ended
    /// when their turn came, and forgets them.
    @usableFromInline
    func reportDropped(
      _ dropped: inout [(event: M.Event, visit: Int, observers: FrozenObservers?)]
    ) {
      guard !dropped.isEmpty else { return }
      for (event, visit, observers) in dropped {
        let declaration = Self.declaration(of: visit)
        observers?.notifyDropped(
          DroppedOutcome(
            activity: M._activityCases[declaration], declaration: declaration, event: event))
      }
      dropped.removeAll()
    }
  }

  extension Machine.FrozenObservers {
    func notifyDropped(_ outcome: DroppedOutcome<M>) {
      for observer in observers.dropped {
        observer.body(outcome)
      }
    }
  }

  /// One visit of an activity's scope: the activity, while it runs.
  @usableFromInline
  struct RunningActivity<M: StateMachine> {
    @usableFromInline var visit: Int
    @usableFromInline var activity: M.Activity
    /// `nil` once the activity's outcome was delivered, or the activity was not started (its scope
    /// may last). An activity that returned without an event keeps it: `Machine.activityEnds` says.
    @usableFromInline var task: Task<Void, Never>?

    @inlinable init(visit: Int, activity: M.Activity, task: Task<Void, Never>?) {
      self.visit = visit
      self.activity = activity
      self.task = task
    }
  }
#endif
