import FSMMacros

/// A machine with an error: `fsm-diagrams` skips it, naming this file and line.
@StateMachine
enum Valve {
  @Initial case shut
  case open

  enum Event { case turn }

  static let transitions: [Transition] = [
    .from(.shut, on: .turn, to: .opne),
    .from(.open, on: .turn, to: .shut),
  ]
}
