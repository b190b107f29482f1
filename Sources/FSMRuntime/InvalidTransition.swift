/// The error thrown, or reported, when a state does not accept an event.
///
/// It holds discriminants only, so it is `Sendable` and cheap to create whatever payloads the
/// machine's states and events carry. Its ``description`` lists the events the state accepts.
public struct InvalidTransition<M: StateMachine>: Error, Hashable {
  /// The case of the state that rejected the event.
  public var state: M.Case
  /// The case of the rejected event.
  public var event: M.Event.Case

  /// The error for `event` sent to a state of case `state`, which does not accept it.
  @inlinable
  public init(state: M.Case, event: M.Event.Case) {
    self.state = state
    self.event = event
  }
}

extension InvalidTransition: CustomStringConvertible {
  /// For example: `state 'locked' does not accept event 'push'; it accepts 'coin', 'fail'`.
  public var description: String {
    let accepted = M.events(acceptedFrom: state)
    let list =
      accepted.isEmpty
      ? "it accepts no event"
      : "it accepts " + accepted.map { "'\($0)'" }.joined(separator: ", ")
    return "state '\(state)' of '\(M.self)' does not accept event '\(event)'; \(list)"
  }
}
