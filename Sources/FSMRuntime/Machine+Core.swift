// The state behind the machine's lock.

extension Machine {
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
    @usableFromInline var runningEffects = RunningEffects()

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
      guard isQuiet, !runningEffects.waiters.isEmpty else { return [] }
      defer { runningEffects.waiters = [:] }
      return Array(runningEffects.waiters.values)
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
      !isProcessing && runningEffects.running.isEmpty
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
