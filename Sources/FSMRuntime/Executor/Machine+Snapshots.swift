// Snapshots: the whole machine taken between two steps, and a machine brought back from one.
//
// A restored machine's queued events wait, in `pending`, for the first of: a send (which
// queues its own event behind them), a timer firing (likewise), or `waitForEffects()`. Until
// then `isProcessing` is set with nobody processing, so that every path that would process an
// event comes to `Core.takeRestoredQueue()`, and takes the processing role from it; the send
// path pays nothing for this, as only its enqueueing branch looks.

#if !hasFeature(Embedded)
  extension Machine {
    /// The whole machine as it is between two steps: its state, what its superstates remember,
    /// the events queued behind the step in progress, and the current visit's timers that have
    /// not fired, with the time each has left on the machine's clock.
    ///
    /// The snapshot equals the machine after some prefix of its steps, and
    /// ``MachineSnapshot/queued`` holds exactly the events accepted after them and not processed
    /// yet: restored and sent the same later events, a machine takes the same steps. Effects in
    /// flight are not part of it. It can be taken anywhere: in an observer (it then holds the state
    /// that step entered, and that state's timers at their full delay on a clock that did not
    /// move), in an effect (``EffectContext/snapshot()``), or from any task.
    ///
    /// - Parameter takenAt: The wall-clock time to record, as a duration since 1970; by default,
    ///   the platform's real-time clock (tests give one).
    @inlinable
    public func snapshot(takenAt: Duration? = nil) -> MachineSnapshot<M> {
      core.withLock { core in
        var queued: [M.Event] = []
        var fromTimers: [Int] = []
        for entry in core.run.pending.elements {
          if let visit = entry.timerVisit {
            // A timer's (or an activity's) event whose visit has ended would be dropped: it is not
            // part of what follows. An activity's event whose visit lasts is restored as any event.
            guard core.isCurrentVisit(visit) else { continue }
            if visit > 0 {
              fromTimers.append(queued.count)
            }
          }
          queued.append(entry.event)
        }
        var snapshot = MachineSnapshot(
          state: core.run.state, memory: core.run.carriedMemory,
          queued: queued,
          queuedFromTimers: fromTimers,
          timers: pendingTimers(core.visits, clock: core.timerClock),
          takenAt: takenAt ?? WallClock.now)
        snapshot.stepCount = core.run.stepCount
        snapshot.runningActivities = core.activities.indices.filter { declaration in
          core.activities[declaration].map { isRunning($0, declaration) } ?? false
        }
        return snapshot
      }
    }

    /// Brings back a machine from a snapshot: its state, its memory, its queued events and its
    /// timers.
    ///
    /// The queued events are processed, in order, on the first of: a ``send(_:)``, a timer firing,
    /// ``waitForEffects()``. That send's own event is queued behind them, and the send processes
    /// them all before it returns ``SendResult/enqueued``, as a send does whose event waits for
    /// earlier ones: read ``state`` or ``recentSteps``, or observe, to learn what it did. Observers registered after `init` see
    /// those steps; no observer is told about the restore itself, and ``recentSteps`` starts empty.
    ///
    /// The snapshot's timers start as `timers` says. A timer for an event the restored state does
    /// not time (its table changed since the snapshot) is dropped, and one with more time left than
    /// the state's row now gives it waits that delay; an event a timer had queued is dropped when
    /// the state does not time it.
    ///
    /// - Parameters:
    ///   - snapshot: What ``snapshot(takenAt:)`` returned, here or in another process.
    ///   - recentStepsLimit: How many of the last steps ``recentSteps`` keeps; 0 (the default)
    ///     keeps none.
    ///   - clock: The clock the timers run on: the continuous clock by default, a `TestClock` in
    ///     tests.
    ///   - timers: How the snapshot's timers start: after the time each had left
    ///     (``TimerRestore/resume``, the default), at their wall-clock deadlines
    ///     (``TimerRestore/keepDeadline``), or afresh (``TimerRestore/restart``).
    ///   - restoredAt: The wall-clock time of the restore, as a duration since 1970, which
    ///     ``TimerRestore/keepDeadline`` compares deadlines with; by default, the platform's
    ///     real-time clock (tests give one).
    ///   - effectPolicy: How effects of each case run relative to each other, as for
    ///     ``init(_:recentStepsLimit:clock:effectPolicy:activities:effects:)``.
    ///   - activities: Runs the states' activities. The activities the snapshot lists as running
    ///     (``MachineSnapshot/runningActivities``) start again, as the restored state runs them;
    ///     an activity that had ended does not.
    ///   - effects: Performs the effect of each step that has one, in a new task.
    public convenience init(
      restoring snapshot: MachineSnapshot<M>,
      recentStepsLimit: Int = 0,
      clock: any Clock<Duration> = ContinuousClock(),
      timers: TimerRestore = .resume,
      restoredAt: Duration? = nil,
      effectPolicy: @escaping @Sendable (M.Effect.Case) -> EffectPolicy = { _ in .merge },
      activities: (any ActivityHandling<M>)? = nil,
      effects: EffectHandler? = nil
    ) {
      var core = Core(state: snapshot.state, recentStepsLimit: recentStepsLimit)
      core.run.memory = snapshot.memory
      core.run.stepCount = snapshot.stepCount
      let restoredAt = restoredAt ?? WallClock.now
      self.init(
        core, clock: clock, effectPolicy: effectPolicy, activities: activities, effects: effects
      ) { machine, core in
        if machine.hasTimers {
          core.visits = Array(repeating: ScopeVisit(), count: M._scopeCount)
          let restored = snapshot.restoredTimers(timers, restoredAt: restoredAt)
          for scope in core.visits.indices {
            machine.startVisit(of: scope, timing: restored[scope], &core)
          }
        }
        let fromTimers = Set(snapshot.queuedFromTimers)
        for (position, event) in snapshot.queued.enumerated() {
          if fromTimers.contains(position) {
            // A timer's event belongs to the visit of the first scope that times it.
            guard let scope = snapshot.state.scope(timing: event) else { continue }
            // A scope times it: the machine has timers, and its visits.
            core.run.enqueue(event, timerVisit: core.visits[scope].visit)
          } else {
            core.run.enqueue(event)
          }
        }
        if machine.activityStarter != nil {
          // The activities that were running start again: an activity in flight is not saved.
          let running = Set(snapshot.runningActivities)
          for activity in snapshot.state._activities() {
            if running.contains(activity.declaration) {
              machine.startActivity(activity, &core)
            } else {
              machine.keepActivity(activity, &core)
            }
          }
        }
        core.restoredQueue = core.run.pending.count
        if core.restoredQueue > 0 {
          core.takeProcessingRole(releasingWithoutLock: false)
        }
      }
    }

    /// Processes a restored machine's queued events if nobody has taken them yet (for
    /// `waitForEffects()`).
    func processRestoredQueue() {
      if core.withLock({ $0.takeRestoredQueue() }) > 0 {
        processQueued()
      }
    }
  }
#endif
