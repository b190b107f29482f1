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
  /// The effects after ``effect``, in a machine with regions where several regions emit one in
  /// the step; `nil` otherwise (no array is made for a step of a machine without regions).
  @usableFromInline var moreEffects: [M.Effect]?
  /// In a machine with regions, bit `i` is set when region `i` (in declaration order) took a
  /// row: a ``Machine`` starts a new visit of those regions' timers. Zero otherwise.
  @usableFromInline var regionsMoved: UInt64 = 0

  /// A step from `from` on `event` to `to`, emitting `effect`.
  @inlinable
  public init(from: M, event: M.Event, to: M, effect: M.Effect? = nil) {
    self.from = from
    self.event = event
    self.to = to
    self.effect = effect
  }

  /// The step of a machine with regions: from `from` on `event` to `to`, emitting `effects` in
  /// order (each region that moved emitting at most one); `regionsMoved` has bit `i` set for
  /// each region `i` that took a row, in declaration order.
  @inlinable
  public init(from: M, event: M.Event, to: M, effects: [M.Effect], regionsMoved: UInt64) {
    self.init(from: from, event: event, to: to, effect: effects.first)
    if effects.count > 1 {
      moreEffects = Array(effects.dropFirst())
    }
    self.regionsMoved = regionsMoved
  }

  /// The step of a machine with regions where at most one region emits an effect.
  @inlinable
  public init(from: M, event: M.Event, to: M, effect: M.Effect?, regionsMoved: UInt64) {
    self.init(from: from, event: event, to: to, effect: effect)
    self.regionsMoved = regionsMoved
  }

  /// Every effect the step emits, in order: ``effect`` if there is one, and in a machine with
  /// regions those of the other regions that moved, in declaration order.
  public var effects: [M.Effect] {
    guard let effect else { return [] }
    return [effect] + (moreEffects ?? [])
  }
}

extension Step: Equatable where M: Equatable, M.Event: Equatable, M.Effect: Equatable {}
extension Step: Hashable where M: Hashable, M.Event: Hashable, M.Effect: Hashable {}
extension Step: Sendable where M: Sendable, M.Event: Sendable, M.Effect: Sendable {}

extension Step: CustomStringConvertible {
  /// `locked --coin--> unlocked / unlockGate`, naming cases only.
  public var description: String {
    var text = "\(from.case) --\(event.case)--> \(to.case)"
    if let effect {
      text += " / " + ([effect] + (moreEffects ?? [])).map { "\($0.case)" }.joined(separator: ", ")
    }
    return text
  }
}
