/// One row of a transition table as data, for one source state.
///
/// A row with several sources, or a `fromAny` row, is one edge per source state.
public struct Edge<M: StateMachine>: Hashable, Sendable {
  /// The state the edge leaves.
  public var source: M.Case
  /// The event that takes it.
  public var event: M.Event.Case
  /// The state it enters; `nil` only for a `build:` row whose target cannot be known at compile
  /// time.
  public var target: M.Case?
  /// The effect it emits, if any.
  public var effect: M.Effect.Case?
  /// Whether a `when:` guard decides if it fires.
  public var guarded: Bool

  @inlinable
  public init(
    source: M.Case,
    event: M.Event.Case,
    target: M.Case?,
    effect: M.Effect.Case? = nil,
    guarded: Bool = false
  ) {
    self.source = source
    self.event = event
    self.target = target
    self.effect = effect
    self.guarded = guarded
  }
}

extension Edge: CustomStringConvertible {
  public var description: String {
    var text = "\(source) --\(event)"
    if guarded {
      text += " [guard]"
    }
    text += "--> " + (target.map { "\($0)" } ?? "?")
    if let effect {
      text += " / \(effect)"
    }
    return text
  }
}
