/// One transition taken by a machine: where it was, what happened, where it went, and the effect
/// to perform.
public struct Step<M: StateMachine> {
  /// The state before the step.
  public var from: M
  /// The event that caused it.
  public var event: M.Event
  /// The state after the step (equal to ``from`` in case for a self-transition).
  public var to: M
  /// The effect the row emits, if any; in a machine with regions, the first region's that
  /// emits one (``effects`` holds them all).
  public var effect: M.Effect?

  /// A step from `from` on `event` to `to`, emitting `effect`.
  @inlinable
  public init(from: M, event: M.Event, to: M, effect: M.Effect? = nil) {
    self.from = from
    self.event = event
    self.to = to
    self.effect = effect
  }

  /// Every effect the step emits, in order: ``effect`` if there is one, and in a machine with
  /// regions those of the other regions that moved, in declaration order.
  ///
  /// A step keeps only the first (a second stored field made every step of every machine
  /// costlier to copy: Benchmarks, `machine`); a machine with regions finds the others again
  /// from ``from`` and ``event``, its guards and builders being pure.
  public var effects: [M.Effect] {
    guard effect != nil else { return [] }
    return M._effects(of: self)
  }
}

extension Step: Equatable where M: Equatable, M.Event: Equatable, M.Effect: Equatable {}
extension Step: Hashable where M: Hashable, M.Event: Hashable, M.Effect: Hashable {}
extension Step: Sendable where M: Sendable, M.Event: Sendable, M.Effect: Sendable {}

extension Step: CustomStringConvertible {
  /// `locked --coin--> unlocked / unlockGate`, naming cases only.
  public var description: String {
    var text = "\(from.case) --\(event.case)--> \(to.case)"
    if effect != nil {
      text += " / " + effects.map { "\($0.case)" }.joined(separator: ", ")
    }
    return text
  }
}
