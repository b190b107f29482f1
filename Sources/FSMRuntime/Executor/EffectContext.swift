#if !hasFeature(Embedded)
  /// What an effect handler can do with the machine that emitted the effect.
  ///
  /// A context keeps its machine alive until the handler returns.
  public struct EffectContext<M: StateMachine>: Sendable
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
    private let machine: Machine<M>
    /// The effect's identity: the number of the step that emitted it and its position among
    /// that step's effects, the same when the step is taken again from a snapshot (an outbox's
    /// or an external API's key for deduplicating).
    public let effectID: EffectID

    init(machine: Machine<M>, effectID: EffectID) {
      self.machine = machine
      self.effectID = effectID
    }

    /// Sends `event` back to the machine: the feedback loop from effects to events.
    ///
    /// Like ``Machine/send(_:)``: the event is processed now when the machine is idle, and queued
    /// (``SendResult/enqueued``) when a step is being processed.
    @discardableResult
    public func send(_ event: M.Event) -> SendResult<M> {
      machine.send(event)
    }

    /// A snapshot of the machine, as ``Machine/snapshot(takenAt:)`` takes it: for an effect that
    /// saves the machine. The effect itself, in flight, is not part of it.
    public func snapshot() -> MachineSnapshot<M> {
      machine.snapshot()
    }

    /// The machine's current state.
    public var state: M {
      machine.state
    }
  }
#endif
