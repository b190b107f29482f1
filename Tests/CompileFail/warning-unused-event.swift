// Compiles, with a warning: no row uses the event `honk`.
import FSMMacros

@StateMachine
enum Car {
  @Initial case parked
  case driving

  enum Event {
    case start, stop
    case honk  // expect-warning: event 'honk' is not used by any transition
  }

  static let transitions: [Transition] = [
    .from(.parked, on: .start, to: .driving),
    .from(.driving, on: .stop, to: .parked),
  ]
}
