#if !hasFeature(Embedded)
  /// What ``Machine/send(_:)`` did with an event.
  public enum SendResult<M: StateMachine> {
    /// The event was processed: the machine took this step.
    case transitioned(Step<M>)
    /// The event was processed and rejected: the state does not accept it, and is unchanged.
    case rejected(InvalidTransition<M>)
    /// Another step was being processed (the event was sent from an observer, or from another
    /// task): the event is queued and will be processed, exactly once, after the ones before it.
    case enqueued
  }

  extension SendResult: Sendable where M: Sendable, M.Event: Sendable, M.Effect: Sendable {}
  extension SendResult: Equatable where M: Equatable, M.Event: Equatable, M.Effect: Equatable {}

  extension SendResult {
    /// The step taken, when the event was processed and accepted.
    public var step: Step<M>? {
      if case .transitioned(let step) = self { return step }
      return nil
    }
  }
#endif
