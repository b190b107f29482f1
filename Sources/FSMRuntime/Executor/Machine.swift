#if !hasFeature(Embedded)
  /// Runs a ``StateMachine``: holds the current state, applies events one at a time, keeps its
  /// recent steps, and tells observers and subscribers about every step.
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
  ///   the source state, then those of the superstates it leaves (innermost first), then
  ///   transition observers, then enter observers of the superstates it enters (outermost first),
  ///   then those of the target state, then the ``steps`` subscribers. A self-transition exits and
  ///   enters its state; a step between two cases of a superstate neither leaves nor enters it.
  /// - **Effects** run in tasks, started when their step is taken; an effect handler sends events
  ///   back through its ``EffectContext``. ``EffectPolicy`` decides, per effect case, whether
  ///   effects run concurrently, replace each other or queue. An effect keeps the machine alive
  ///   until it returns; ``cancelEffects()`` stops them, ``waitForEffects()`` waits for them.
  /// - **Timers.** When the machine enters a state with timed events (rows written with `after:`,
  ///   ``StateMachine/timedEvents(in:)``), it schedules each on its clock; any step out of the state
  ///   cancels them, and a self-transition restarts them. A due timer sends its event as
  ///   ``send(_:)`` does: queued behind a step in progress, guards tried, a rejection reported to
  ///   ``onReject(_:)``. A timer belongs to one visit of its state: once the state is left, it sends
  ///   nothing, even if it was already due. The state a machine is created in starts its timers at
  ///   `init`. Pending timers do not keep the machine alive.
  /// - Without observers or subscribers, `send` does not allocate (steps without an effect).
  ///
  /// Create one from any state, for example a decoded, persisted one: `Machine(savedState)`; or
  /// bring back a whole machine, memory, queue and timers too, from a ``snapshot(takenAt:)`` with
  /// ``init(restoring:recentStepsLimit:clock:timers:restoredAt:effectPolicy:activities:effects:)``.
  public final class Machine<M: StateMachine>: Sendable
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
    /// An observer of steps: called with each step it registered for, outside the machine's lock.
    public typealias StepObserver = @Sendable (Step<M>) -> Void
    /// An observer of rejected events: called with each event the current state did not accept.
    public typealias RejectObserver = @Sendable (InvalidTransition<M>) -> Void
    /// Performs an effect, in a task of its own; the context sends events back to the machine.
    public typealias EffectHandler = @Sendable (M.Effect, EffectContext<M>) async -> Void

    @usableFromInline let core: LockedState<Core>
    /// The core's `role`, read outside the lock by a sender that called observers.
    @usableFromInline let processingRole: ProcessingRole
    @usableFromInline let effectHandler: EffectHandler?
    /// Each effect case's policy, asked once, here (see `Machine+Effects.swift`).
    let effectPolicies: [M.Effect.Case: EffectPolicy]
    /// Whether any state has timed events. The send path tests this, not the core's
    /// `timerClock`: comparing an optional existential with `nil` copies the existential, on
    /// every step.
    @usableFromInline let hasTimers: Bool
    /// Whether a step needs more than the transition: recent steps to keep, an effect
    /// handler, timers. One flag, tested once a step: a machine held where the sender cannot see
    /// how it was made (an app's model) would otherwise test each of the three on every step,
    /// and build the step in memory for the recent steps' sake (Benchmarks, `held`).
    @usableFromInline let hasStepWork: Bool
    /// Starts the activities of the states' `activities`; `nil` when the machine was given no
    /// handlers, or its states run none (see `Machine+Activities.swift`).
    @usableFromInline let activityStarter: ActivityStarter?
    /// Whether `activityStarter` is set: the step work tests this.
    @usableFromInline let runsActivities: Bool
    /// Where activities mark their return without an event; set with `activityStarter`.
    @usableFromInline let activityEnds: ActivityEnds?
    /// The machine's clock, which activity handlers are given.
    @usableFromInline let clock: any Clock<Duration>

    /// Creates a machine in `initial`.
    ///
    /// - Parameters:
    ///   - initial: The state to start in: `Machine(.locked)`, or a restored one.
    ///   - recentStepsLimit: How many of the last steps ``recentSteps`` keeps; 0 (the default)
    ///     keeps none.
    ///   - clock: The clock the states' timed events (`after:` rows) are scheduled on: the
    ///     continuous clock by default, a `TestClock` from `FSMTesting` in tests. The timers of
    ///     `initial` start here.
    ///   - effectPolicy: How effects of each case run relative to each other; asked once per
    ///     effect case, here. By default, every effect runs concurrently (``EffectPolicy/merge``).
    ///   - activities: Runs the activities the states declare in `activities`: the machine's
    ///     generated `ActivityHandlers`, one handler per activity. The activities of `initial`
    ///     start here. Without handlers, no activity runs (steps still report them:
    ///     ``Step/startedActivities``).
    ///   - effects: Performs the effect of each step that has one, in a new task. Its context sends
    ///     events back to the machine. Without a handler, effects are only recorded in the steps.
    // Inlinable: specialized for the machine, the core is built without looking up the metadata
    // of its generic types (the observers' lists, the run's), which was most of the time an
    // untimed machine took to make (perf, `fsm-bench many`).
    @inlinable
    public convenience init(
      _ initial: M,
      recentStepsLimit: Int = 0,
      clock: any Clock<Duration> = ContinuousClock(),
      effectPolicy: @escaping @Sendable (M.Effect.Case) -> EffectPolicy = { _ in .merge },
      activities: (any ActivityHandling<M>)? = nil,
      effects: EffectHandler? = nil
    ) {
      self.init(
        Core(state: initial, recentStepsLimit: recentStepsLimit), clock: clock,
        effectPolicy: effectPolicy, activities: activities, effects: effects
      ) { machine, core in
        // SCXML's initial configuration: `initial` settles by its eventless and completion rows.
        if M._settles {
          machine.settleInitialState(&core)
        }
        if machine.hasTimers {
          machine.startVisits(moved: ~0, in: core.run.state, &core)
        }
        if machine.activityStarter != nil {
          for activity in core.run.state._activities() {
            machine.startActivity(activity, &core)
          }
        }
      }
    }

    /// Takes the microsteps the initial state settles by, starting their effects; nobody
    /// observes them yet. A state whose microsteps reach ``Microstep/limit`` is kept as given.
    @usableFromInline
    func settleInitialState(_ core: inout Core) {
      var state = core.run.state
      var memory = core.run.memory
      var effects: [M.Effect] = []
      let settled = M._settle(&state, memory: &memory) { microstep in
        effects += microstep.effects
      }
      guard settled else { return }
      core.run.state = state
      core.run.memory = memory
      if effectHandler != nil {
        // Before any step: step 0.
        for (position, effect) in effects.enumerated() {
          startEffect(effect, position: position, &core)
        }
      }
    }

    /// Creates a machine with `core` (its state, its memory, and its queued events), then lets
    /// `start` start its state's timers and queue its events, under the lock.
    @usableFromInline
    init(
      _ core: Core,
      clock: any Clock<Duration>,
      effectPolicy: @Sendable (M.Effect.Case) -> EffectPolicy,
      activities: (any ActivityHandling<M>)?,
      effects: EffectHandler?,
      start: (Machine, inout Core) -> Void
    ) {
      precondition(core.run.recentStepsLimit >= 0, "recentStepsLimit must not be negative")
      processingRole = core.role
      var core = core
      if M._hasActivities && activities != nil {
        core.activities = Array(repeating: nil, count: Self.declarationCount)
      }
      // Asked once: a conformance by hand answers it from its `edges`, which it builds.
      let timed = M._hasTimers
      core.timerClock = timed ? TimerSource.of(clock) : nil
      self.core = LockedState(core)
      effectHandler = effects
      var policies: [M.Effect.Case: EffectPolicy] = [:]
      if effects != nil {
        for effectCase in M.Effect.Case.allCases {
          policies[effectCase] = effectPolicy(effectCase)
        }
      }
      effectPolicies = policies
      hasTimers = timed
      self.clock = clock
      activityStarter =
        M._hasActivities ? activities.map { Self.activityStarter($0) } : nil
      runsActivities = activityStarter != nil
      activityEnds = runsActivities ? ActivityEnds(count: Self.declarationCount) : nil
      hasStepWork =
        core.run.recentStepsLimit > 0 || effects != nil || hasTimers || runsActivities
      self.core.withLock { start(self, &$0) }
    }

    deinit {
      // Subscribers' streams end with the machine. Finish them outside the lock: finishing runs
      // their termination handlers.
      let (streams, sleeper, activities) = core.withLock {
        ($0.observers.streams, $0.sleeper.task, $0.activities.map { $0?.task })
      }
      sleeper?.cancel()
      for task in activities {
        task?.cancel()
      }
      for subscriber in streams {
        subscriber.continuation.finish()
      }
    }

    /// The current state.
    // Inlinable: unspecialized, the lock's generic closure looks the state's metadata up on every
    // read, and `ObservableMachine` reads it after every send.
    @inlinable
    public var state: M {
      core.withLock { $0.run.state }
    }

    /// The state, and how many steps were taken while the machine had observers, read under one
    /// lock (see `Core.observedSteps`).
    @inlinable
    var stateAndObservedSteps: (state: M, steps: UInt64) {
      core.withLock { ($0.run.state, $0.observedSteps) }
    }

    /// The last `recentStepsLimit` steps, oldest first. (Not to be confused with a superstate's
    /// history, what ``memory`` remembers.)
    public var recentSteps: [Step<M>] {
      core.withLock { $0.run.orderedRecentSteps }
    }

    /// What the machine's superstates with history remember: the value each was last left from.
    /// Every step is recorded; rows written with `toHistoryOf:` return where it says.
    public var memory: StateMemory<M> {
      core.withLock { $0.run.memory }
    }
  }
#endif
