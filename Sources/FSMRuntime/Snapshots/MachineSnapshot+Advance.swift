// The step of a durable machine as a pure function of its snapshot: what a `Machine` restored at
// a time, on a clock that stands still, does with the snapshot's queued events, the timers due
// by then and one event, without a `Machine`, a task or a clock.

#if !hasFeature(Embedded)
  extension MachineSnapshot {
    /// The machine this snapshot holds, brought to `now` and sent `event`: the steps it takes,
    /// their effects, the activities to start and cancel, and the snapshot after them.
    ///
    /// ```swift
    /// let advance = try saved.advanced(to: WallClock.now, sending: .pay(amount: 40))
    /// if let rejection = advance.rejection { return .conflict(rejection.reason) }
    /// for emitted in advance.effects { outbox.append(emitted.effect, key: "\(order)/\(emitted.id)") }
    /// try store.save(advance.snapshot)
    /// ```
    ///
    /// In order, as a ``Machine`` restored with ``TimerRestore/keepDeadline`` at `now` does on a
    /// clock that stands still: the ``queued`` events (a timer's is dropped when an earlier step
    /// left the visit that timed it); every timer whose wall-clock deadline (``takenAt`` plus its
    /// time left) is `now` or earlier, in deadline order, each a step — the timers a step starts
    /// are due `now` plus their delay, so one whose delay function returns zero fires too; then
    /// `event`, and the timers due at once after it. Each step is the one `Machine` takes
    /// (eventless rows and completion settle it, superstates remember, regions move together).
    /// A timer's event the state refuses is not a step, and not a ``SnapshotAdvance/rejection``.
    ///
    /// Synchronous and pure: no `Machine`, no task, no clock is made, and the snapshot is a
    /// value, unchanged.
    ///
    /// - Parameters:
    ///   - now: The time of the advance, in ``WallClock``'s base (a duration since 1970), not
    ///     before ``takenAt``; by default, the platform's real-time clock.
    ///   - event: The event to send after the due timers; none by default (a server firing a
    ///     timer that fell due).
    /// - Returns: What the advance did; its ``SnapshotAdvance/snapshot`` is taken at `now`.
    /// - Throws: ``SnapshotAdvanceError`` when the snapshot does not fit the machine's table as
    ///   it is now (another machine's, or written before the table changed) or `now` is before
    ///   ``takenAt``: nothing is advanced. An event the state refuses is not an error: see
    ///   ``SnapshotAdvance/rejection``.
    // Inlinable, with what it runs: unspecialized, a step looked generic metadata up at every
    // turn, some 50 µs a request in the order service.
    @inlinable
    public func advanced(to now: Duration = WallClock.now, sending event: M.Event? = nil)
      throws(SnapshotAdvanceError<M>) -> SnapshotAdvance<M>
    {
      try check(at: now)
      var advancing = SnapshotAdvancing(self, at: now)
      advancing.resume(self)
      var rejection: InvalidTransition<M>?
      let eventIndex = advancing.steps.count
      if let event {
        rejection = advancing.process(event)
        advancing.fireDueTimers()
      }
      return SnapshotAdvance(
        steps: advancing.steps, eventIndex: eventIndex, rejection: rejection,
        effects: advancing.effects,
        activitiesToStart: advancing.activitiesToStart,
        activitiesToStop: advancing.activitiesToStop,
        snapshot: advancing.snapshot())
    }

    /// Throws when the snapshot cannot be advanced to `now` as it is.
    @inlinable
    func check(at now: Duration) throws(SnapshotAdvanceError<M>) {
      guard now >= takenAt else {
        throw .earlierThanSnapshot(now: now, takenAt: takenAt)
      }
      for timer in timers {
        guard let delay = state.delay(timing: timer.event) else {
          throw .timerNotInState(timer.event.case)
        }
        guard timer.remaining >= .zero, timer.remaining <= delay else {
          throw .timerOutOfRange(timer.event.case, remaining: timer.remaining)
        }
      }
      for position in queuedFromTimers {
        guard queued.indices.contains(position) else {
          throw .queuedPositionOutOfRange(position)
        }
        guard state.scope(timing: queued[position]) != nil else {
          throw .timerNotInState(queued[position].case)
        }
      }
      if !runningActivities.isEmpty {
        let runs = state._activities().map(\.declaration)
        for declaration in runningActivities where !runs.contains(declaration) {
          throw .activityNotInState(declaration)
        }
      }
    }
  }

  /// What ``MachineSnapshot/advanced(to:sending:)`` did: the steps, their effects, the activities
  /// to start and cancel, and the snapshot after them.
  public struct SnapshotAdvance<M: StateMachine> {
    /// Every step, in order: the queued events', the due timers', the event's, and those of the
    /// timers due at once after it.
    public var steps: [Step<M>]
    /// Where the event was sent among ``steps``: the steps before it are the queued events' and
    /// the due timers'; ``step``, when the state took the event, is `steps[eventIndex]`, and the
    /// steps after it are the timers' that fell due at once.
    public var eventIndex: Int
    /// The step of the event sent, when the state took it: `steps[eventIndex]`.
    // Read from `steps` rather than stored: a second copy of the step cost an advance a copy and
    // a destroy, each through the step's value witnesses (Benchmarks, W12).
    @inlinable
    public var step: Step<M>? {
      // No step follows `eventIndex` without an event: the timers due were fired before it.
      rejection == nil && steps.indices.contains(eventIndex) ? steps[eventIndex] : nil
    }
    /// Why the state refused the event sent, when it did. The steps before it (timers that fell
    /// due) are taken all the same, and in ``snapshot``.
    public var rejection: InvalidTransition<M>?
    /// Every effect of the steps, in order (in a step with regions or microsteps, in the order
    /// a `Machine` starts them), each with its id: the step's number and its position, as a
    /// `Machine` gives them (``EffectContext/effectID``), the same when the advance is taken
    /// again from the same snapshot.
    public var effects: [EmittedEffect<M>]
    /// The activities the machine's state runs that are not running: their scope was entered (or
    /// left and entered again) by a step. Start them; ``snapshot`` lists them as running.
    public var activitiesToStart: [StateActivity<M>]
    /// The activities the snapshot listed as running whose scope a step left. Cancel them. An
    /// activity that a step started and a later step left is in neither list.
    public var activitiesToStop: [StateActivity<M>]
    /// The machine after the steps, taken at the advance's `now`: nothing queued, the pending
    /// timers with the time each has left.
    public var snapshot: MachineSnapshot<M>

    /// An advance's result; ``MachineSnapshot/advanced(to:sending:)`` makes them.
    @inlinable
    public init(
      steps: [Step<M>], eventIndex: Int, rejection: InvalidTransition<M>?,
      effects: [EmittedEffect<M>],
      activitiesToStart: [StateActivity<M>], activitiesToStop: [StateActivity<M>],
      snapshot: MachineSnapshot<M>
    ) {
      self.steps = steps
      self.eventIndex = eventIndex
      self.rejection = rejection
      self.effects = effects
      self.activitiesToStart = activitiesToStart
      self.activitiesToStop = activitiesToStop
      self.snapshot = snapshot
    }
  }

  extension SnapshotAdvance: Sendable
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {}
  extension SnapshotAdvance: Equatable
  where M: Equatable, M.Event: Equatable, M.Effect: Equatable, M.Activity: Equatable {}

  /// Why a snapshot cannot be advanced: it does not fit the machine's table as it is now, or the
  /// time goes back. The snapshot is unchanged.
  public enum SnapshotAdvanceError<M: StateMachine>: Error, Hashable {
    /// The advance's `now` is before the snapshot's ``MachineSnapshot/takenAt``.
    case earlierThanSnapshot(now: Duration, takenAt: Duration)
    /// A pending timer, or an event a timer queued, is for an event the snapshot's state does
    /// not time: another machine's snapshot, or one written before the table changed.
    case timerNotInState(M.Event.Case)
    /// A pending timer has less than zero left, or more than its row's delay.
    case timerOutOfRange(M.Event.Case, remaining: Duration)
    /// A position of ``MachineSnapshot/queuedFromTimers`` is not one of ``MachineSnapshot/queued``.
    case queuedPositionOutOfRange(Int)
    /// ``MachineSnapshot/runningActivities`` lists an activity declaration the state does not run.
    case activityNotInState(Int)
  }

  extension SnapshotAdvanceError: CustomStringConvertible {
    public var description: String {
      switch self {
      case .earlierThanSnapshot(let now, let takenAt):
        "cannot advance to \(now) since 1970: the snapshot was taken at \(takenAt)"
      case .timerNotInState(let event):
        "a timer for '\(event)', which \(M.self)'s state does not time: another machine's "
          + "snapshot, or one written before its table changed"
      case .timerOutOfRange(let event, let remaining):
        "the timer for '\(event)' has \(remaining) left: less than zero, or more than its row's "
          + "delay"
      case .queuedPositionOutOfRange(let position):
        "queuedFromTimers names position \(position), which queued does not have"
      case .activityNotInState(let declaration):
        "runningActivities names activity declaration \(declaration), which \(M.self)'s state does "
          + "not run"
      }
    }
  }

  /// A snapshot being advanced: the machine's own run, the scopes' timers on wall-clock
  /// deadlines, and the activities by declaration.
  @usableFromInline
  struct SnapshotAdvancing<M: StateMachine> {
    /// An activity's declaration while its scope lasts.
    @usableFromInline
    struct ActivityVisit {
      @usableFromInline var activity: M.Activity
      /// Whether it runs: started here, or listed as running by the snapshot.
      @usableFromInline var running: Bool
      /// Whether it is the snapshot's visit (not started here).
      @usableFromInline var restored: Bool

      @inlinable init(activity: M.Activity, running: Bool, restored: Bool) {
        self.activity = activity
        self.running = running
        self.restored = restored
      }
    }

    @usableFromInline var run: MachineRun<M>
    @usableFromInline var settlement = Settlement<M>()
    @usableFromInline let now: Duration
    /// Counts the scopes' visits, as `Machine`'s `Core.visit` does.
    @usableFromInline var visit = 0
    /// Each scope's current visit and its timers, deadlines in wall-clock time; empty for a
    /// machine without timers.
    @usableFromInline var visits: [ScopeVisit<M.Event>] = []
    @usableFromInline var activityVisits: [ActivityVisit?] = []
    @usableFromInline var steps: [Step<M>] = []
    @usableFromInline var effects: [EmittedEffect<M>] = []
    @usableFromInline var activitiesToStop: [StateActivity<M>] = []

    /// Restores `snapshot` at `now`: its state, memory and activities; ``resume(_:)`` then
    /// restores its timers and processes what it had queued and the timers due.
    @inlinable
    init(_ snapshot: MachineSnapshot<M>, at now: Duration) {
      run = MachineRun(state: snapshot.state, recentStepsLimit: 0)
      run.memory = snapshot.memory
      run.stepCount = snapshot.stepCount
      self.now = now
      if M._hasActivities {
        activityVisits = Array(repeating: nil, count: M._activityCases.count)
        for activity in snapshot.state._activities() {
          activityVisits[activity.declaration] = ActivityVisit(
            activity: activity.activity,
            running: snapshot.runningActivities.contains(activity.declaration), restored: true)
        }
      }
    }

    /// Begins a visit of every scope, timing nothing yet. Not `Array(repeating:count:)`:
    /// unspecialized, it looks the buffer's type up at run time, some 600 instructions.
    @inlinable
    mutating func beginVisits() {
      visits.reserveCapacity(M._scopeCount)
      for _ in 0..<M._scopeCount {
        visit &+= 1
        visits.append(ScopeVisit())
        visits[visits.count - 1].begin(visit)
      }
    }

    /// Times the pending timers of `snapshot` in the visits just begun, as `restoredTimers`
    /// restores them with ``TimerRestore/keepDeadline``: each due at its wall-clock deadline
    /// (clamped to now and its row's delay), the first of each event in scope order. A machine
    /// of one scope (a constant once specialized) does it without building an array.
    @inlinable
    mutating func restoreTimers(of snapshot: MachineSnapshot<M>) {
      if snapshot.timers.isEmpty { return }
      guard M._scopeCount == 1 else {
        let restored = snapshot.restoredTimers(.keepDeadline, restoredAt: now)
        for scope in visits.indices {
          startVisit(of: scope, timing: restored[scope])
        }
        return
      }
      let now = self.now
      snapshot.forEachRestoredTimer(.keepDeadline, restoredAt: now) { timed in
        visits[0].timers.insert(timed.event, dueAt: now.deadline(after: timed.delay))
      }
    }

    /// Restores `snapshot`'s timers, then processes its queued events and the timers due by
    /// `now`. Kept out of the initializer: run there, what it mutates made the initializer copy
    /// the whole engine (a value witness call) into its result.
    @inlinable
    mutating func resume(_ snapshot: MachineSnapshot<M>) {
      // The scopes' visits are made when something is timed: a snapshot with timers, or with
      // events timers queued (whose visits are compared), or a step entering a timed state.
      // Most of a server's requests time nothing, and save the array (Benchmarks, W12).
      if M._hasTimers, !snapshot.timers.isEmpty || !snapshot.queuedFromTimers.isEmpty {
        beginVisits()
        restoreTimers(of: snapshot)
      }
      if !snapshot.queued.isEmpty {
        // The queued events, each with the visit it belongs to when a timer queued it.
        let queued = snapshot.queued.enumerated().map { position, event in
          (
            event,
            snapshot.queuedFromTimers.contains(position)
              ? snapshot.state.scope(timing: event) : nil
          )
        }
        let visitsAtRestore = visits.map(\.visit)
        for (event, scope) in queued {
          if let scope, visits[scope].visit != visitsAtRestore[scope] {
            continue  // A step left the visit of the timer that queued it.
          }
          _ = process(event)
        }
      }
      fireDueTimers()
    }

    /// Sends every timer due by `now`, earliest first (ties in scope order), as steps.
    @inlinable
    mutating func fireDueTimers() {
      while let scope = ScopeVisit.scopeOfEarliestTimer(in: visits),
        visits[scope].timers.nextDeadline <= now
      {
        _ = process(visits[scope].timers.takeNext())
      }
    }

    /// Processes `event` as `Machine`'s send does: the step (appended to ``steps``), its
    /// effects, the timers and activities of the scopes it moved. Returns why the state refused
    /// the event, if it did.
    @inlinable
    mutating func process(_ event: M.Event) -> InvalidTransition<M>? {
      let step: Step<M>
      switch run.process(event, settlement: &settlement) {
      case .transitioned(let taken): step = taken
      case .rejected(let invalid): return invalid
      case .enqueued: return nil  // A run never queues: it processes each event at once.
      }
      let moved: UInt64
      // Each effect with its id, appended as it comes: no array of the step's effects first.
      let first = effects.count
      if M._settles {
        if settlement.listsEffects {
          for effect in settlement.effects { emit(effect, first: first) }
        } else {
          for part in settlement.parts {
            if let effect = part.effect { emit(effect, first: first) }
          }
        }
        moved = settlement.movedScopes()
      } else {
        if let effect = step.effect {
          emit(effect, first: first)
          for more in M._moreEffects(of: step) { emit(more, first: first) }
        }
        moved = M._scopesMoved(by: step)
      }
      if M._hasTimers {
        let now = self.now
        for scope in 0..<M._scopeCount where moved & (1 << UInt64(scope)) != 0 {
          if !visits.isEmpty {
            visit &+= 1
            visits[scope].begin(visit)
          }
          M._forEachTimedEvent(of: step.to, scope: scope) { timed in
            // Nothing timed so far: the visits begin with the first timer (this scope's too).
            if visits.isEmpty { beginVisits() }
            visits[scope].timers.insert(timed.event, dueAt: now.deadline(after: timed.delay))
          }
        }
      }
      if M._hasActivities {
        if M._settles {
          let states = [step.from] + settlement.parts.map(\.to)
          let byPart = settlement.scopesMovedByPart()
          updateActivities(from: step.from, to: step.to) {
            M._leavesScope(of: $0, along: states, moved: byPart)
          }
        } else {
          updateActivities(from: step.from, to: step.to) {
            M._leavesScope(of: $0, from: step.from, to: step.to, moved: moved)
          }
        }
      }
      steps.append(consume step)
      return nil
    }

    /// Appends `effect` to ``effects`` with its id: the step's number (the run's count, already
    /// counting it) and its position among the step's effects, the first of which is at `first`.
    @inlinable
    mutating func emit(_ effect: M.Effect, first: Int) {
      effects.append(
        EmittedEffect(
          id: EffectID(step: run.stepCount, position: effects.count - first), effect: effect))
    }

    /// Cancels `scope`'s timers and times `timed` in a new visit, each `delay` after `now`.
    @inlinable
    mutating func startVisit(of scope: Int, timing timed: [TimedEvent<M>]) {
      visit &+= 1
      _ = visits[scope].begin(visit, timing: timed, at: now)
    }

    /// Ends the activities of `from` whose scope the step left (`leaves` says, by declaration), and
    /// starts those of `to` whose scope it entered, as `Machine.updateActivities` does.
    @inlinable
    mutating func updateActivities(from: M, to: M, leaves: (Int) -> Bool) {
      for activity in from._activities() where leaves(activity.declaration) {
        if let ended = activityVisits[activity.declaration].take(), ended.running, ended.restored {
          activitiesToStop.append(
            StateActivity(declaration: activity.declaration, activity: ended.activity))
        }
      }
      for activity in to._activities() where activityVisits[activity.declaration] == nil {
        activityVisits[activity.declaration] = ActivityVisit(
          activity: activity.activity, running: true, restored: false)
      }
    }

    /// The activities started here whose scope lasts, by declaration.
    @inlinable
    var activitiesToStart: [StateActivity<M>] {
      activityVisits.indices.compactMap { declaration in
        guard let visit = activityVisits[declaration], !visit.restored else { return nil }
        return StateActivity(declaration: declaration, activity: visit.activity)
      }
    }

    /// The machine now, taken at `now`.
    @inlinable
    func snapshot() -> MachineSnapshot<M> {
      var snapshot = MachineSnapshot(
        state: run.state, memory: run.memory,
        timers: visits.isEmpty ? [] : PendingTimer.pending(in: visits, now: now), takenAt: now)
      snapshot.runningActivities = activityVisits.indices.filter {
        activityVisits[$0]?.running ?? false
      }
      snapshot.stepCount = run.stepCount
      return snapshot
    }
  }
#endif
