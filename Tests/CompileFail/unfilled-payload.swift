// The target's associated value `code` comes from nowhere: not the event, not the source state,
// and it has no default.
import FSMMacros

@StateMachine
enum Request {
  @Initial case waiting
  @Final case failed(code: Int)

  enum Event { case timeout }

  static let transitions: [Transition] = [
    .from(.waiting, on: .timeout, to: .failed)  // expect-error: no value for 'code' of type 'Int'
  ]
}
