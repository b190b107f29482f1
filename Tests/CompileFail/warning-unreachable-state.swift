// Compiles, with a warning: no row leads to `attic`.
import FSMMacros

@StateMachine
enum House {
  @Initial case hall
  case kitchen
  @Final case attic  // expect-warning: state 'attic' is unreachable from the initial state 'hall'

  enum Event { case walk }

  static let transitions: [Transition] = [
    .from(.hall, on: .walk, to: .kitchen),
    .from(.kitchen, on: .walk, to: .hall),
  ]
}
