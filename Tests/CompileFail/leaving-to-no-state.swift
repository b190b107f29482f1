// A held row leaving for a state the machine at the top does not have: the macro names the
// missing case, and the compiler, type-checking the row's `Part`, refuses it too.
import FSMMacros

@StateMachine
enum Checkout {
  @Initial case cart
  @Composite case processing(Payment)
  case retrying
  @Final case confirmed

  @Submachine
  enum Payment {
    @Initial case authorizing
    @Final case captured
    static let transitions: [Transition] = [
      .from(.authorizing, on: .capture, to: .captured),
      // expect-error: 'leavingTo: .retryng' names no state of 'Checkout': 'Checkout' has no case 'retryng'
      .from(.authorizing, on: .decline, leavingTo: .retryng),
      // expect-error: type 'Checkout.Part' has no member 'retryng'
      .from(.authorizing, on: .retry, leavingTo: .retrying),
    ]
  }

  enum Event { case pay, capture, decline, retry, confirm }
  static let transitions: [Transition] = [
    .from(.cart, on: .pay, to: .processing),
    .from(.retrying, on: .retry, to: .processing),
    .from(.processing, on: .confirm, to: .confirmed),
  ]
}
