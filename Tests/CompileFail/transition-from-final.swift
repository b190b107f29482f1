// A `@Final` state is where the machine stops: no row may leave it.
import FSMMacros

@StateMachine
enum Job {
  @Initial case running
  @Final case finished

  enum Event { case finish, restart }

  static let transitions: [Transition] = [
    .from(.running, on: .finish, to: .finished),
    .from(.finished, on: .restart, to: .running),  // expect-error: 'finished' is marked '@Final'
  ]
}
