// The send path: one step at a time, in one total order, observers outside the lock.

#if !hasFeature(Embedded)
  extension Machine {
    /// Applies `event`, or queues it when a step is being processed.
    @inlinable
    @discardableResult
    public func send(_ event: M.Event) -> SendResult<M> {
      send(event, skipping: SkippingNone())
    }

    /// `send(_:)`, without calling the transition observer `skipping` names for the steps this
    /// call processes: an `ObservableMachine` shows them when its own send returns. Generic over
    /// the skip, so that `send(_:)`'s specialization, which skips none, is compiled without it.
    @inlinable
    @inline(__always)
    func send(_ event: M.Event, skipping: some ObserverSkip) -> SendResult<M> {
      var tookRestoredQueue = false
      // The observers to call, who run outside the lock, and the result they are called with.
      // Set only when there are observers: the result passed to `notify` lives in memory, and
      // when it was the closure's returned value, every send stored it there before unlocking,
      // observers or not (11 stores a step on W5).
      var observed: (observers: Unmanaged<FrozenObservers>, result: SendResult<M>)?
      // For a machine that settles: the steps the observers see one by one (see `Settlement`).
      // A constant `false` tests it for other machines, which keep nothing.
      var settledSteps: [Step<M>] = []
      let result = core.withLock { core -> SendResult<M> in
        guard !core.holdsProcessingRole() else {
          core.run.enqueue(event)
          // A restored machine's queued events wait for the first send, which takes the
          // processing role for them and its own event (`Machine+Snapshots.swift`). Told through
          // a local, not the returned value, so that the send path is laid out as without it.
          tookRestoredQueue = core.takeRestoredQueue() > 0
          return .enqueued
        }
        let result = apply(event, to: &core)
        // Unretained (see `Core.unretainedSnapshot`): a retained reference costs a retain and a
        // release a step, and `swift_retain` is called even for `nil`.
        guard let snapshot = core.unretainedSnapshot else { return result }
        // A rejected event is for reject observers only: without them, nobody is called. Read
        // from the observers under the lock, not from the snapshot: once the send inlined its
        // step, the snapshot's flag, read through a key path, cost a runtime exclusivity check
        // (`swift_beginAccess`) on every rejected event with observers.
        if case .rejected = result, core.observers.reject.isEmpty {
          return result
        }
        // With observers to call, this sender keeps the processing role until they have run and
        // what they queued is processed; meanwhile other sends enqueue.
        core.takeProcessingRole(releasingWithoutLock: true)
        core.countObserved(result)
        observed = (snapshot, result)
        if M._settles {
          swap(&settledSteps, &core.settlement.parts)
        }
        return result
      }
      // Without observers, the step is complete: one lock, and nothing was queued meanwhile.
      guard let observed else {
        if tookRestoredQueue {
          processQueued(skipping: skipping)
        }
        return result
      }
      observed.observers._withUnsafeGuaranteedRef {
        notify(
          $0, of: observed.result, event: event, settledSteps: settledSteps, skipping: skipping)
      }
      return result
    }

    /// Calls the observers of a step this sender processed, then gives the processing role up.
    /// Out of line: inlined, it made the send path without observers longer (registers spilled
    /// around a branch it never takes; Benchmarks, `machine`).
    @inlinable
    @inline(never)
    func notify(
      _ observers: FrozenObservers, of result: SendResult<M>, event: M.Event,
      settledSteps: [Step<M>], skipping: some ObserverSkip
    ) {
      notifyObservers(
        observers, of: result, event: event, settledSteps: settledSteps, skipping: skipping)
      // Most often nobody sent, waited or changed the observers meanwhile: the role is given up
      // without the lock (`ProcessingRole`).
      if !processingRole.release() {
        processQueued(skipping: skipping)
      }
    }

    /// `observers.notify(of:settledSteps:skipping:)`, with, for a machine whose states hold
    /// machines and settle, what each part of the step moved: read under the lock, which this
    /// sender may take as it still holds the processing role, so the settlement is the step's.
    @inlinable
    @inline(__always)
    func notifyObservers(
      _ observers: FrozenObservers, of result: SendResult<M>, event: M.Event,
      settledSteps: [Step<M>], skipping: some ObserverSkip
    ) {
      if M._holdsMachines, M._settles {
        let moves = core.withLock { $0.settlement.movedByPart }
        observers.notify(
          of: result, event: event, settledSteps: settledSteps, settledMoves: moves,
          skipping: skipping)
      } else {
        observers.notify(
          of: result, event: event, settledSteps: settledSteps, skipping: skipping)
      }
    }

    /// Runs in the processing role, after the observers of a step: processes what observers and
    /// other tasks queued meanwhile, in order, then gives the role up and resumes the
    /// `waitForEffects()` callers if the machine is quiet.
    @inlinable
    func processQueued() {
      processQueued(skipping: SkippingNone())
    }

    @inlinable
    func processQueued(skipping: some ObserverSkip) {
      var waiters: [CheckedContinuation<Void, Never>] = []
      // Released here, outside the lock: an observer's closure may hold the last reference to
      // anything.
      var retired: [FrozenObservers] = []
      var settledSteps: [Step<M>] = []
      // An activity's events whose visit ended while they waited, reported after the lock.
      var dropped: [(event: M.Event, visit: Int, observers: FrozenObservers?)] = []
      // Each step's result, its event (for reject observers) and the observers to call.
      while let (next, event, observers) = core.withLock({
        core -> (SendResult<M>, M.Event, FrozenObservers?)? in
        while let queued = core.run.pending.popFirst() {
          // A timer's (or an activity's) event whose visit of its state ended while it waited sends
          // nothing.
          if let visit = queued.timerVisit, !core.isCurrentVisit(visit) {
            if visit < 0 {
              dropped.append((queued.event, visit, core.snapshot))
            }
            continue
          }
          let result = apply(queued.event, to: &core)
          core.countObserved(result)
          if M._settles {
            settledSteps = []
            swap(&settledSteps, &core.settlement.parts)
          }
          return (result, queued.event, core.snapshot)
        }
        core.isProcessing = false
        waiters = core.takeWaitersIfQuiet()
        swap(&retired, &core.retiredSnapshots)
        return nil
      }) {
        reportDropped(&dropped)
        if let observers {
          notifyObservers(
            observers, of: next, event: event, settledSteps: settledSteps, skipping: skipping)
        }
      }
      reportDropped(&dropped)
      for waiter in waiters {
        waiter.resume()
      }
      withExtendedLifetime(retired) {}
    }

    /// Sends `event`, which a visit of a state sent (an activity's), as `send(_:)` does: queued
    /// behind a step in progress, tagged with `visit`, so that it is dropped if the visit ends
    /// before its turn. When the visit has already ended, nothing is sent: `result` is `nil`, and
    /// `dropped` holds the observers to tell. `accepted` runs under the lock once the visit is
    /// known to last.
    func send(
      _ event: M.Event, fromVisit visit: Int, accepted: (inout Core) -> Void
    ) -> (result: SendResult<M>?, dropped: FrozenObservers?) {
      var dropped: FrozenObservers?
      let result = send(fromVisit: { core in
        guard core.isCurrentVisit(visit) else {
          dropped = core.snapshot
          return nil
        }
        accepted(&core)
        return (event, visit)
      })
      return (result, dropped)
    }

    /// Sends the event of a visit (a timer's, an activity's) that `choose` picks under the lock,
    /// with the visit, as `send(_:)` does: queued behind a step in progress, tagged with the visit,
    /// so that it is dropped if the visit ends before its turn. `nil` from `choose`: nothing is
    /// sent (and the result is `nil`).
    @inlinable
    func send(
      fromVisit choose: (inout Core) -> (event: M.Event, visit: Int)?
    ) -> SendResult<M>? {
      var waiters: [CheckedContinuation<Void, Never>] = []
      var settledSteps: [Step<M>] = []
      // The step's event, result and observers, and whether this task holds the processing role
      // after it.
      let outcome = core.withLock { core -> (M.Event, SendResult<M>, FrozenObservers?, Bool)? in
        guard let (event, visit) = choose(&core) else {
          waiters = core.takeWaitersIfQuiet()
          return nil
        }
        guard !core.holdsProcessingRole() else {
          core.run.enqueue(event, timerVisit: visit)
          // A restored machine's queued events, then this one, are this task's to process.
          return (event, .enqueued, nil, core.takeRestoredQueue() > 0)
        }
        let result = apply(event, to: &core)
        let isProcessing = core.snapshot != nil
        if M._settles {
          swap(&settledSteps, &core.settlement.parts)
        }
        if isProcessing {
          core.countObserved(result)
          core.takeProcessingRole(releasingWithoutLock: false)
        } else {
          waiters = core.takeWaitersIfQuiet()
        }
        return (event, result, core.snapshot, isProcessing)
      }
      for waiter in waiters {
        waiter.resume()
      }
      guard let (event, result, observers, isProcessing) = outcome else { return nil }
      observers?.notify(of: result, event: event, settledSteps: settledSteps)
      if isProcessing {
        processQueued()
      }
      return result
    }

    /// Processes `event` under the lock, starts the step's effect, and the timers of the state it
    /// enters. Always inlined, with `Run.process`: see there.
    @inlinable @inline(__always)
    func apply(_ event: M.Event, to core: inout Core) -> SendResult<M> {
      let result = core.run.process(event, settlement: &core.settlement)
      // Tested first: without recent steps to keep, effects or timers, the step is not looked at
      // again.
      guard hasStepWork, case .transitioned(let step) = result else {
        return result
      }
      doStepWork(for: step, &core)
      return result
    }

    /// Keeps `step` among the recent steps, starts its effects and the timers of the state it
    /// enters, as the machine has them. Out of line, as `notify` is: inlined, the send path of a
    /// machine without any of them grew around a branch it never takes (Benchmarks,
    /// `onTransition`).
    @inlinable @inline(never)
    func doStepWork(for step: Step<M>, _ core: inout Core) {
      if M._settles {
        doSettledStepWork(for: step, &core)
        return
      }
      if core.run.recentStepsLimit > 0 {
        core.run.record(step)
      }
      if effectHandler != nil, let effect = step.effect {
        startEffect(effect, position: 0, &core)
        // The other regions' effects: none, inline, for a machine whose steps emit one.
        for (position, effect) in M._moreEffects(of: step).enumerated() {
          startEffect(effect, position: position + 1, &core)
        }
      }
      if hasTimers {
        startVisits(moved: M._scopesMoved(by: step), in: step.to, &core)
      }
      if runsActivities {
        let moved = M._scopesMoved(by: step)
        updateActivities(from: step.from, to: step.to, &core) {
          M._leavesScope(of: $0, from: step.from, to: step.to, moved: moved)
        }
      }
    }
  }

  extension Machine {
    /// `doStepWork(for:_:)` for a machine that settles: the step is one recent step; each of its
    /// parts (its event's own row's, then one per microstep) starts its effect, in order; the
    /// timers are those of the state the machine settled in.
    @usableFromInline
    func doSettledStepWork(for step: Step<M>, _ core: inout Core) {
      if core.run.recentStepsLimit > 0 {
        core.run.record(step)
      }
      if effectHandler != nil {
        if !core.settlement.listsEffects {
          // Each part emitted one effect at most: its own.
          var position = 0
          for part in core.settlement.parts {
            if let effect = part.effect {
              startEffect(effect, position: position, &core)
              position += 1
            }
          }
        } else {
          for (position, effect) in core.settlement.effects.enumerated() {
            startEffect(effect, position: position, &core)
          }
        }
      }
      if hasTimers {
        startVisits(moved: core.settlement.movedScopes(), in: step.to, &core)
      }
      if runsActivities {
        let states = [step.from] + core.settlement.parts.map(\.to)
        let moved = core.settlement.scopesMovedByPart()
        updateActivities(from: step.from, to: step.to, &core) {
          M._leavesScope(of: $0, along: states, moved: moved)
        }
      }
    }
  }
#endif
