// A typestate struct would take the name of the user's own nested type.
import FSMMacros

@StateMachine(typestate: true)
enum Door {
  case open  // expect-error: 'Open' clashes with a member '@StateMachine' generates
  case closed

  enum Event { case push, pull }

  struct Open {}

  static let transitions: [Transition] = [
    .from(.closed, on: .push, to: .open),
    .from(.open, on: .pull, to: .closed),
  ]
}
