/// The error thrown, or reported, when a state does not accept an event.
///
/// It holds discriminants only, so it is `Sendable` and cheap to create whatever payloads the
/// machine's states and events carry. Its ``description`` lists the events the state accepts.
public struct InvalidTransition<M: StateMachine>: Error, Hashable {
  /// The case of the state that rejected the event.
  public var state: M.Case
  /// The case of the rejected event.
  public var event: M.Event.Case
  /// Why the event was rejected.
  public var reason: Reason

  /// Why an event was rejected.
  public enum Reason: Hashable, Sendable {
    /// No row of the state takes the event (none for it, or every guard failed).
    case notAccepted
    /// A row took the event, but the eventless rows that followed did not stop after
    /// ``Microstep/limit`` microsteps: the event is rejected as a whole.
    case microstepLimit
    /// The row that took the event names its target case (`to:` beside `build:`, or a row
    /// that stays in its state: `stay`, `stayInAny`), but its `build:` closure returned a value
    /// of another case, the one given: the row is refused, and nothing changes.
    case builtOtherCase(M.Case)
  }

  /// The error for `event` sent to a state of case `state`, which does not accept it
  /// (`reason`).
  @inlinable
  public init(state: M.Case, event: M.Event.Case, reason: Reason = .notAccepted) {
    self.state = state
    self.event = event
    self.reason = reason
  }
}

extension InvalidTransition {
  /// The error for `event`, which `state` does not take: why, worked out again from the table
  /// (a row's `build:` may have built another case than the one it names), only when an event
  /// is refused.
  @_documentation(visibility: private)
  @inlinable
  public static func _rejecting(_ event: M.Event, in state: M) -> Self {
    let reason: Reason =
      state._caseBuiltOtherwise(on: event).map(Reason.builtOtherCase) ?? .notAccepted
    return Self(state: state.case, event: event.case, reason: reason)
  }
}

extension InvalidTransition: CustomStringConvertible {
  /// For example: `state 'locked' does not accept event 'push'; it accepts 'coin', 'fail'`.
  public var description: String {
    if reason == .microstepLimit {
      return "event '\(event)' sent to state '\(state)' of '\(M.self)' was followed by more "
        + "than \(Microstep<M>.limit) eventless microsteps: their guards never let the machine "
        + "settle; the event is rejected and the state is unchanged"
    }
    if case .builtOtherCase(let built) = reason {
      return "event '\(event)' sent to state '\(state)' of '\(M.self)' was taken by a row whose "
        + "'build:' returned a value of case '\(built)', not the case the row names (its 'to:', "
        + "or its own state for a row that stays): the event is rejected and the state is "
        + "unchanged"
    }
    let accepted = M.events(acceptedFrom: state)
    let list =
      accepted.isEmpty
      ? "it accepts no event"
      : "it accepts " + accepted.map { "'\($0)'" }.joined(separator: ", ")
    return "state '\(state)' of '\(M.self)' does not accept event '\(event)'; \(list)"
  }
}
