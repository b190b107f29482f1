// The state behind the machine's lock.

#if !hasFeature(Embedded)
  /// An event waiting for the current step to finish.
  @usableFromInline
  struct QueuedEvent<M: StateMachine> {
    @usableFromInline var event: M.Event
    /// For a timer's event, the visit of the state that scheduled it: the event is dropped when
    /// that visit has ended by the time its turn comes.
    @usableFromInline var timerVisit: Int?

    @inlinable init(event: M.Event, timerVisit: Int?) {
      self.event = event
      self.timerVisit = timerVisit
    }
  }

  /// The machine's own state: where it is (its state, and what its superstates remember), what
  /// waits (the events queued behind the current step), and what it did (its recent steps).
  /// Pure, like the value layer it runs: it takes no lock, starts no task and calls nobody.
  /// `Machine`'s `Core` holds it beside the executor's plumbing, which does; a snapshot's
  /// `advanced(to:sending:)` runs it alone.
  @usableFromInline
  struct MachineRun<M: StateMachine> {
    @usableFromInline var state: M
    /// What the superstates with history remember; empty for a machine without.
    @usableFromInline var memory = StateMemory<M>()
    @usableFromInline let recentStepsLimit: Int
    /// A ring buffer of the last `recentStepsLimit` steps; the oldest is at `recentStart`.
    @usableFromInline var recentSteps: [Step<M>] = []
    @usableFromInline var recentStart = 0
    /// Events waiting for the current step to finish.
    @usableFromInline var pending = FIFO<QueuedEvent<M>>()
    /// How many steps the machine has taken, across restores: the number of the last step,
    /// which its effects' ids carry (`EffectID`).
    @usableFromInline var stepCount = 0
    @inlinable init(state: M, recentStepsLimit: Int) {
      self.state = state
      self.recentStepsLimit = recentStepsLimit
    }

    /// The memory a step starts from or a snapshot keeps: `memory`, or for a machine without
    /// history (`_hasHistory`, a constant) an empty one, so that nothing is copied.
    @inlinable var carriedMemory: StateMemory<M> {
      M._hasHistory ? memory : StateMemory()
    }

    @inlinable var orderedRecentSteps: [Step<M>] {
      Array(recentSteps[recentStart...] + recentSteps[..<recentStart])
    }

    @inlinable mutating func enqueue(_ event: M.Event, timerVisit: Int? = nil) {
      pending.append(QueuedEvent(event: event, timerVisit: timerVisit))
    }

    /// Always inlined, as `Machine.apply` is: so is a small generated transition function,
    /// whose step then stays in registers instead of going through memory. With the function
    /// alone marked, the optimizer kept this out of line instead (Benchmarks, W6).
    ///
    /// `settlement`: for a machine that settles, what the step did part by part (the storage's
    /// buffer, filled anew; untouched otherwise).
    @inlinable @inline(__always) mutating func process(
      _ event: M.Event, settlement: inout Settlement<M>
    ) -> SendResult<M> {
      // A constant for each machine: without eventless or completion rows, the branch is gone.
      if M._settles {
        return processSettling(event, into: &settlement)
      }
      // NB: `_hasHistory` is a constant `false` for a machine without history, so that its
      // send is what it was before history existed.
      let taken =
        M._hasHistory ? state.transition(on: event, memory: memory) : state.transition(on: event)
      if let step = taken {
        state = step.to
        stepCount &+= 1
        if M._hasHistory {
          memory.record(step)
        }
        return .transitioned(step)
      }
      return .rejected(InvalidTransition._rejecting(event, in: state))
    }

    /// `process(_:settlement:)` for a machine that settles: the event's own row, then the
    /// microsteps its target settles by, each a part of `settlement`. When they reach
    /// `Microstep.limit`, the event is rejected and nothing changes. A rejected event leaves
    /// `settlement` for nobody to read.
    @inlinable @inline(never) mutating func processSettling(
      _ event: M.Event, into settlement: inout Settlement<M>
    ) -> SendResult<M> {
      guard let first = state._firstStep(on: event, memory: memory) else {
        return .rejected(InvalidTransition._rejecting(event, in: state))
      }
      settlement.removeAll()
      var next = first.to
      // A machine without history keeps no memory: nothing to copy, or to write back.
      var nextMemory = carriedMemory
      nextMemory.record(first)
      let entered = M._regionsMoved(by: first)
      settlement.append(first, moved: entered)
      if first.effect != nil {
        let more = M._moreEffects(of: first)
        if !more.isEmpty {
          settlement.appendMoreEffects(more)
        }
      }
      var effect = first.effect
      let settled = M._settle(
        &next, entered: entered, first: first, memory: &nextMemory
      ) { microstep in
        settlement.append(
          Step(from: microstep.from, event: event, to: microstep.to, effect: microstep.effect),
          moved: microstep._moved, completion: microstep._completion)
        if !microstep._moreEffects.isEmpty {
          settlement.appendMoreEffects(microstep._moreEffects)
        }
        if effect == nil {
          effect = microstep.effect
        }
      }
      guard settled else {
        settlement.removeAll()
        return .rejected(
          InvalidTransition(state: state.case, event: event.case, reason: .microstepLimit))
      }
      state = next
      if M._hasHistory {
        memory = nextMemory
      }
      stepCount &+= 1
      return .transitioned(Step(from: first.from, event: event, to: next, effect: effect))
    }

    /// Adds `step` to the recent steps (`Machine.apply` calls it for a machine with a
    /// `recentStepsLimit`). Inlinable: called, the step was copied to memory for the call on every
    /// send, before the limit was tested (Benchmarks, W5 and W6).
    @inlinable mutating func record(_ step: Step<M>) {
      if recentSteps.count < recentStepsLimit {
        recentSteps.append(step)
      } else {
        recentSteps[recentStart] = step
        recentStart = (recentStart + 1) % recentStepsLimit
      }
    }
  }

  extension Machine {
    /// An event waiting for the current step to finish.
    @usableFromInline typealias Queued = QueuedEvent<M>
    /// The machine's own state.
    @usableFromInline typealias Run = MachineRun<M>

    /// What the machine's lock guards: the machine's own state (`run`), and the executor's
    /// plumbing around it (who processes events, observers, effects, timers).
    @usableFromInline
    struct Core {
      @usableFromInline var run: Run
      /// For a machine that settles, what the last processed event's step did part by part:
      /// `run` fills it, the executor acts on it. Kept between steps for its buffers: without
      /// observers, nothing takes them away, and a step allocates nothing (W9's `machine`).
      @usableFromInline var settlement = Settlement<M>()
      /// Whether a sender is processing events; others enqueue. Read through
      /// `holdsProcessingRole()`: the holder may have given the role up without the lock.
      @usableFromInline var isProcessing = false
      /// How the holder gives the role up (see `ProcessingRole`); shared with the `Machine`,
      /// which reads it outside the lock.
      @usableFromInline let role = ProcessingRole()
      /// The registered observers; `snapshot` is what steps carry out of the lock.
      @usableFromInline var observers = Observers()
      @usableFromInline var snapshot: FrozenObservers?
      /// `snapshot`, unretained: what `send` carries out of the lock, without a retain and a
      /// release a step. While a sender holds the processing role, the snapshots it may be reading
      /// are kept alive: a replaced one waits in `retiredSnapshots` until the role is given up.
      @usableFromInline var unretainedSnapshot: Unmanaged<FrozenObservers>?
      @usableFromInline var retiredSnapshots: [FrozenObservers] = []
      @usableFromInline var runningEffects = RunningEffects()
      /// Counts the visits of regions' states, for a machine with timers: every step starts a new
      /// one in each region it moves (a machine without regions is one region).
      @usableFromInline var visit = 0
      /// For a machine with timers, each scope's current visit and its timers (a region of a
      /// table at any depth, ``StateMachine/_scopeCount``), in order; empty otherwise.
      @usableFromInline var visits: [ScopeVisit<M.Event>] = []
      /// For a machine with timers, the clock timed events are scheduled on (`nil` when no
      /// state has any; see `Machine+Timers.swift`); and the task that sleeps until the earliest
      /// deadline.
      @usableFromInline var timerClock: TimerSource?
      @usableFromInline var sleeper = Sleeper()
      /// For a machine that runs activities, the visit of each declaration's scope that lasts, and
      /// its activity while it runs, at the declaration's position (see
      /// `Machine+Activities.swift`); empty otherwise.
      @usableFromInline var activities: [RunningActivity<M>?] = []
      /// Counts the visits of activities' scopes.
      @usableFromInline var activityCounter = 0
      /// How many events a machine restored from a snapshot found queued, while nobody has taken
      /// them: until the first send, timer or `waitForEffects()` takes them (and the processing
      /// role, which `isProcessing` holds for them meanwhile), they are `pending`'s first.
      @usableFromInline var restoredQueue = 0
      /// How many steps were taken while the machine had observers. An `ObservableMachine`,
      /// which observes its machine for as long as it lives, compares it with the count it last
      /// showed, and leaves its state alone when no step was taken since: a rejected event then
      /// invalidates no view. Counted only where observers are called, so that the send without
      /// observers does not pay for it.
      @usableFromInline var observedSteps: UInt64 = 0

      @inlinable init(state: M, recentStepsLimit: Int) {
        run = Run(state: state, recentStepsLimit: recentStepsLimit)
      }

      /// Whether `visit` is the current visit of one of the regions, or (negative) of an activity's
      /// scope.
      @inlinable func isCurrentVisit(_ visit: Int) -> Bool {
        if visit < 0 {
          let declaration = Machine.declaration(of: visit)
          return activities.indices.contains(declaration)
            && activities[declaration]?.visit == visit
        }
        return visits.contains { $0.visit == visit }
      }

      /// The scope whose next timer is due first (ties: the first scope), if a timer is pending.
      @inlinable func scopeOfEarliestTimer() -> Int? {
        ScopeVisit.scopeOfEarliestTimer(in: visits)
      }

      mutating func observersChanged() {
        if holdsProcessingRole(), let snapshot {
          retiredSnapshots.append(snapshot)
        }
        snapshot = observers.count == 0 ? nil : FrozenObservers(observers)
        unretainedSnapshot = snapshot.map { Unmanaged.passUnretained($0) }
      }

      /// Whether a sender holds the processing role. When one does, it will come back to the lock
      /// before it gives the role up, for what the caller leaves it (an event, a waiter, a snapshot
      /// of observers to release).
      @inlinable mutating func holdsProcessingRole() -> Bool {
        guard isProcessing else { return false }
        // The common case inline: the holder gave the role up after its observers, without the
        // lock (an out-of-line call for it made every send after an observed step longer;
        // Benchmarks, `onTransition`).
        if role.wasGivenUp() {
          isProcessing = false
          return false
        }
        return stillHoldsProcessingRole()
      }

      /// `holdsProcessingRole()` when the holder had not given the role up: out of line, it is
      /// rare.
      @inlinable @inline(never) mutating func stillHoldsProcessingRole() -> Bool {
        if role.isHeldWithWorkMarked() {
          return true
        }
        // Given up without the lock, after the holder's observers.
        isProcessing = false
        return false
      }

      /// Takes the processing role: `releasingWithoutLock` when the holder gives it up with
      /// `ProcessingRole.release()` if nothing is left for it. Inline: out of line, it made a
      /// step with one observer longer and the send without observers no shorter (Benchmarks,
      /// `onTransition` and `machine`).
      @inlinable mutating func takeProcessingRole(releasingWithoutLock: Bool) {
        isProcessing = true
        role.take(releasingWithoutLock: releasingWithoutLock)
      }

      /// Gives the caller the processing role for a restored machine's queued events, if nobody
      /// has taken them yet; returns how many there are (0 when there are none to take).
      @inlinable mutating func takeRestoredQueue() -> Int {
        defer { restoredQueue = 0 }
        return restoredQueue
      }

      /// Removes and returns the `waitForEffects()` callers to resume, when the machine is quiet.
      @inlinable mutating func takeWaitersIfQuiet() -> [CheckedContinuation<Void, Never>] {
        guard !runningEffects.waiters.isEmpty, isQuiet() else { return [] }
        defer { runningEffects.waiters = [:] }
        return Array(runningEffects.waiters.values)
      }

      /// No event is being processed, no effect runs (queued effects wait for a running one), and
      /// no timer is due on the clock without having fired.
      @inlinable mutating func isQuiet() -> Bool {
        guard !holdsProcessingRole(), runningEffects.running.isEmpty else { return false }
        guard let scope = scopeOfEarliestTimer(), let timerClock else { return true }
        return visits[scope].timers.nextDeadline > timerClock.now()
      }

      /// Counts `result` in `observedSteps` if it is a step.
      @inlinable mutating func countObserved(_ result: SendResult<M>) {
        if case .transitioned = result {
          observedSteps &+= 1
        }
      }
    }
  }

  /// What one event's step did, part by part, for a machine that settles: its own row's part,
  /// then one per microstep. The pure part of the machine (`Machine.Run`) fills it; the executor
  /// starts its effects, restarts the timers and activities of the regions it moved, and shows its
  /// parts to the observers. The same for every kind of machine: a machine without regions is
  /// one region, which every part moves, and whose parts emit one effect each at most.
  @usableFromInline
  struct Settlement<M: StateMachine> {
    /// The parts, as the observers see them, each with the event. Kept between steps for its
    /// buffer: without observers, nothing takes it away, and a step allocates nothing (W9).
    @usableFromInline var parts: [Step<M>] = []
    /// Every region a part moved, a bit each in declaration order.
    @usableFromInline var movedRegions: UInt64 = 0
    /// For a machine with activities, the regions each part moved (their activities' scopes may
    /// end); for a machine whose states hold machines, also whether each moved only inside one
    /// (`0`).
    @usableFromInline var movedByPart: [UInt64] = []
    /// For a machine whose held machines complete (`_completesInside`), the completion each
    /// part took (`Microstep._completion`), which its trace runs again.
    @usableFromInline var completionByPart: [Int] = []
    /// Every effect, in order, once a part has emitted more than one (regions); empty while
    /// each part emitted its own `effect` at most, which are then the effects.
    @usableFromInline var effects: [M.Effect] = []
    /// Whether `effects` lists the effects: a flag beside the parts, not a look into the
    /// array's storage, for each part of a step.
    @usableFromInline var listsEffects = false

    @inlinable init() {}

    /// Empties it, keeping the buffers. Always inlined, as `append` is: called, both cost a
    /// machine that settles a quarter of its step (W9).
    @inlinable @inline(__always) mutating func removeAll() {
      parts.removeAll(keepingCapacity: true)
      movedRegions = 0
      if M._hasActivities || M._holdsMachines {
        movedByPart.removeAll(keepingCapacity: true)
      }
      if M._completesInside {
        completionByPart.removeAll(keepingCapacity: true)
      }
      if listsEffects {
        effects.removeAll(keepingCapacity: true)
        listsEffects = false
      }
    }

    /// Adds `part`, which moved the regions `moved` and emitted `part.effect`.
    @inlinable @inline(__always) mutating func append(
      _ part: Step<M>, moved: UInt64, completion: Int = -1
    ) {
      if _slowPath(listsEffects), let effect = part.effect {
        effects.append(effect)
      }
      parts.append(part)
      movedRegions |= moved
      if M._hasActivities || M._holdsMachines {
        movedByPart.append(moved)
      }
      if M._completesInside {
        completionByPart.append(completion)
      }
    }

    /// Every scope a part left or entered anew (a bit each, ``StateMachine/_scopeCount``). Read
    /// by the executor of a machine with timers, after the step: the regions the parts moved,
    /// which are its scopes, unless its states hold machines, whose scopes each part's entered
    /// states tell (``StateMachine/_scopesMoved(by:)``, whose default is the regions' bits).
    /// Worked out here rather than as each part is added: a machine without timers or activities
    /// pays nothing for it (W9's `machine`: 383 instructions a step against 373).
    @usableFromInline func movedScopes() -> UInt64 {
      guard M._holdsMachines else { return movedRegions }
      return scopesMovedByPart().reduce(0, |)
    }

    /// The scopes each part left or entered anew: the regions it moved, unless its states hold
    /// machines (as `movedScopes()`).
    @usableFromInline func scopesMovedByPart() -> [UInt64] {
      guard M._holdsMachines, let first = parts.first else { return movedByPart }
      var moved = [M._scopesMoved(by: first)]
      for index in parts.indices.dropFirst() {
        let part = parts[index]
        guard M._completesInside else {
          moved.append(M._scopesMoved(from: part.from, to: part.to, moved: movedByPart[index]))
          continue
        }
        let microstep = Microstep(
          from: part.from, to: part.to, effect: nil, completed: nil, _moreEffects: [],
          _moved: movedByPart[index], _completion: completionByPart[index])
        moved.append(M._scopesMoved(by: microstep))
      }
      return moved
    }

    /// Adds the effects the last part emitted after its `effect` (other regions'): from then on
    /// `effects` lists every effect, the earlier parts' first.
    @inlinable @inline(never) mutating func appendMoreEffects(_ moreEffects: [M.Effect]) {
      if !listsEffects {
        effects = parts.compactMap(\.effect)
        listsEffects = true
      }
      effects += moreEffects
    }
  }

  /// A scope's current visit and its timers (a machine without regions or held timers is one
  /// scope).
  @usableFromInline
  struct ScopeVisit<Event> {
    @usableFromInline var visit = 0
    @usableFromInline var timers = VisitTimers<Event>()

    @inlinable init() {}
  }

  extension ScopeVisit: Sendable where Event: Sendable {}

  extension ScopeVisit {
    /// Starts visit `visit`: the timers of the visit before are cancelled, and each event of
    /// `timed` is due its delay after `now` (`Machine` passes `nil` when `timed` is empty: it
    /// reads the clock only for a visit that times something). Returns the earliest deadline,
    /// if any. The start of a visit from a list of timers: a restored `Machine`'s and the pure
    /// step's. A `Machine`'s step reads its state's timers one by one instead
    /// (`Machine.startVisit(of:in:_:)`), with `begin(_:)` and the same `insert`.
    @inlinable mutating func begin<M: StateMachine>(
      _ visit: Int, timing timed: [TimedEvent<M>], at now: Duration?
    ) -> Duration? where M.Event == Event {
      begin(visit)
      guard let now, !timed.isEmpty else { return nil }
      for timer in timed {
        timers.insert(timer.event, dueAt: now.deadline(after: timer.delay))
      }
      return timers.firstDeadline
    }

    /// Starts visit `visit`, which times nothing yet: the timers of the visit before are
    /// cancelled.
    @inlinable mutating func begin(_ visit: Int) {
      self.visit = visit
      timers.removeAll()
    }

    /// The scope whose next timer is due first (ties: the first scope), if a timer is pending.
    @inlinable static func scopeOfEarliestTimer(in visits: [ScopeVisit]) -> Int? {
      var earliest: Int?
      for scope in visits.indices where visits[scope].timers.isPending {
        if let current = earliest,
          visits[current].timers.nextDeadline <= visits[scope].timers.nextDeadline
        {
          continue
        }
        earliest = scope
      }
      return earliest
    }
  }
#endif
