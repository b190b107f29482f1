// The send path: one step at a time, in one total order, observers outside the lock.

extension Machine {
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
      let result = apply(event, to: &core)
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
        return (apply(event, to: &core), core.snapshot)
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
  func apply(_ event: M.Event, to core: inout Core) -> SendResult<M> {
    let result = core.process(event)
    if effectHandler != nil, case .transitioned(let step) = result, let effect = step.effect {
      startEffect(effect, &core)
    }
    return result
  }
}
