#if !hasFeature(Embedded)
  /// The identity of an effect a machine emitted: the number of the step that emitted it and
  /// its position among that step's effects. Stable across snapshots and restores: a machine's
  /// steps are counted from its creation (``MachineSnapshot/stepCount`` carries the count), so
  /// a step taken again from the same snapshot, in another process, emits its effects with the
  /// same ids. An outbox or an external API deduplicates with it (`order/12.0`).
  public struct EffectID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The step's number: 1 for the machine's first step (0 for the effects of the microsteps
    /// its initial state settles by), counted across restores.
    public var step: Int
    /// The effect's position among its step's effects (``Step/effects``, or for a step with
    /// microsteps, every part's in order), from 0.
    public var position: Int

    /// The effect at `position` of step `step`.
    @inlinable
    public init(step: Int, position: Int) {
      self.step = step
      self.position = position
    }

    /// `12.0`: the step's number, then the position.
    public var description: String { "\(step).\(position)" }

    /// In the order the machine emitted them.
    @inlinable
    public static func < (lhs: EffectID, rhs: EffectID) -> Bool {
      (lhs.step, lhs.position) < (rhs.step, rhs.position)
    }
  }

  /// An effect a step emitted, with its identity.
  public struct EmittedEffect<M: StateMachine> {
    /// Which step emitted it, and where among its effects.
    public var id: EffectID
    /// The effect.
    public var effect: M.Effect

    /// `effect`, emitted as `id`.
    @inlinable
    public init(id: EffectID, effect: M.Effect) {
      self.id = id
      self.effect = effect
    }
  }

  extension EmittedEffect: Sendable where M.Effect: Sendable {}
  extension EmittedEffect: Equatable where M.Effect: Equatable {}
  extension EmittedEffect: Hashable where M.Effect: Hashable {}

  extension EmittedEffect: CustomStringConvertible {
    /// `12.0 notifyCourier`.
    public var description: String { "\(id) \(effect.case)" }
  }
#endif
