// Compiles, with a warning: `stuck` is not final, yet nothing leaves it.
import FSMMacros

@StateMachine
enum Robot {
  @Initial case walking
  case stuck  // expect-warning: state 'stuck' has no transition to another state

  enum Event { case trip }

  static let transitions: [Transition] = [
    .from(.walking, on: .trip, to: .stuck)
  ]
}
