import FSMMacros

/// A timed machine as an app declares it: the delay is a member of the enum, which default
/// `MainActor` isolation makes main-actor-isolated; a `let` of a `Sendable` type is still read
/// from the row's nonisolated `after:` expression.
@StateMachine
enum Banner: Equatable {
  @Initial case hidden
  case shown
  case pinned

  enum Event { case show, hide, pin }

  static let visibleFor: Duration = .seconds(3)

  static let transitions: [Transition] = [
    .from(.hidden, on: .show, to: .shown),
    .from(.shown, on: .hide, after: visibleFor, to: .hidden),
    .from(.shown, on: .pin, to: .pinned),
    .from(.pinned, on: .hide, to: .hidden),
  ]
}
