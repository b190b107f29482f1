// Effects: started with their step, run in tasks under each case's `EffectPolicy`, waited for
// and cancelled.

#if !hasFeature(Embedded)
  extension Machine {
    /// Cancels every running effect and drops the queued ones.
    ///
    /// Cancellation is cooperative: a handler stops when it checks `Task.isCancelled` (or at its
    /// next cancellable `await`). Effects of later steps run as usual.
    public func cancelEffects() {
      core.withLock { core in
        for task in core.runningEffects.running.values {
          task.cancel()
        }
        for effectCase in core.runningEffects.lanes.keys {
          core.runningEffects.lanes[effectCase]?.waiting.removeAll()
        }
      }
    }

    /// Returns when no effect is running or queued, no event is being processed, and no timer is
    /// due: the machine is quiet until the next `send` or timer. Effects that send events back,
    /// which emit more effects, are waited for too.
    ///
    /// A timer whose deadline has passed on the machine's clock (`clock.now`) is waited for until
    /// it has fired and its step is done; timers still sleeping do not hold it up. With a
    /// `TestClock`, `await clock.advance(by:)` then `await machine.waitForEffects()` runs every
    /// timer the advance made due.
    ///
    /// A machine restored from a snapshot processes its queued events first.
    ///
    /// Returns early when the calling task is cancelled. Calling it from an effect handler waits
    /// for that handler itself, forever.
    public func waitForEffects() async {
      processRestoredQueue()
      let id = core.withLock { core in
        defer { core.runningEffects.nextWaiterID += 1 }
        return core.runningEffects.nextWaiterID
      }
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let isQuiet = core.withLock { core in
            guard !core.isQuiet(), !Task.isCancelled else { return true }
            core.runningEffects.waiters[id] = continuation
            return false
          }
          if isQuiet {
            continuation.resume()
          }
        }
      } onCancel: {
        core.withLock { $0.runningEffects.waiters.removeValue(forKey: id) }?.resume()
      }
    }

    /// Starts `effect`, at `position` among the effects of the machine's last step (its id:
    /// the step's number, `core.run.stepCount`, and the position), as its policy says.
    @usableFromInline
    func startEffect(_ effect: M.Effect, position: Int, _ core: inout Core) {
      let id = EffectID(step: core.run.stepCount, position: position)
      let effectCase = effect.case
      switch effectPolicies[effectCase] ?? .merge {
      case .merge:
        runEffect(effect, id, policy: .merge, &core)
      case .latest:
        if let previous = core.runningEffects.latest[effectCase] {
          core.runningEffects.running[previous]?.cancel()
        }
        core.runningEffects.latest[effectCase] = runEffect(effect, id, policy: .latest, &core)
      case .queue:
        if core.runningEffects.lanes[effectCase]?.isBusy == true {
          core.runningEffects.lanes[effectCase]?.waiting.append(
            EmittedEffect(id: id, effect: effect))
        } else {
          core.runningEffects.lanes[effectCase] = Lane(isBusy: true)
          runEffect(effect, id, policy: .queue, &core)
        }
      }
    }

    /// Starts a task performing `effect`. It cannot finish before the lock is released, so its
    /// bookkeeping is in place when it does.
    @discardableResult
    private func runEffect(
      _ effect: M.Effect, _ effectID: EffectID, policy: EffectPolicy, _ core: inout Core
    ) -> Int {
      guard let effectHandler else { preconditionFailure("an effect started without a handler") }
      let id = core.runningEffects.nextID
      core.runningEffects.nextID += 1
      let context = EffectContext(machine: self, effectID: effectID)
      core.runningEffects.running[id] = Task {
        await effectHandler(effect, context)
        self.effectFinished(id, effect.case, policy)
      }
      return id
    }

    private func effectFinished(_ id: Int, _ effectCase: M.Effect.Case, _ policy: EffectPolicy) {
      let waiters = core.withLock { core in
        core.runningEffects.running[id] = nil
        switch policy {
        case .merge:
          break
        case .latest:
          if core.runningEffects.latest[effectCase] == id {
            core.runningEffects.latest[effectCase] = nil
          }
        case .queue:
          if let next = core.runningEffects.lanes[effectCase]?.waiting.popFirst() {
            runEffect(next.effect, next.id, policy: .queue, &core)
          } else {
            core.runningEffects.lanes[effectCase] = nil
          }
        }
        return core.takeWaitersIfQuiet()
      }
      for waiter in waiters {
        waiter.resume()
      }
    }
  }

  extension Machine {
    /// The effects of one case under ``EffectPolicy/queue``: one runs, the others wait.
    @usableFromInline
    struct Lane {
      @usableFromInline var isBusy: Bool
      @usableFromInline var waiting = FIFO<EmittedEffect<M>>()
    }

    /// The bookkeeping of the effects that run or wait, behind the machine's lock.
    @usableFromInline
    struct RunningEffects {
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
  }
#endif
