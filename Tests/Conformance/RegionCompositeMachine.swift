import FSMMacros

/// A struct of regions at the top whose order region holds a struct of regions while it is
/// processing (payment and shipping side by side, shipping waiting on the payment, the payment
/// settling by an eventless row); the lamp beside it toggles. Its SCXML, a `<parallel>` inside a region of the
/// top `<parallel>`, runs in the interpreter as `Machine` runs the Swift.
@StateMachine
struct Dockyard: Equatable, Sendable {
  var order: Order
  var lamp: Lamp

  enum Order: Equatable, Sendable {
    @Initial case cart
    @Composite case processing(Fulfilment)
    case confirmed
    case cancelled

    @Submachine
    struct Fulfilment: Equatable, Sendable {
      var payment: Payment
      var shipping: Shipping

      enum Payment: Equatable, Sendable {
        @Initial case authorizing
        case capturing
        @Final case captured
        static let transitions: [Transition] = [
          .from(.authorizing, on: .capture, to: .capturing, emit: .charge),
          // Eventless, inside: the capture settles at once.
          .from(.capturing, to: .captured),
        ]
      }

      enum Shipping: Equatable, Sendable {
        @Initial case packing
        @Final case shipped
        static let transitions: [Transition] = [
          .from(.packing, on: .ship, to: .shipped, emit: .label)
            .whenIn(.order(.processing(.payment(.captured))))
        ]
      }
    }

    static let transitions: [Transition] = [
      .from(.cart, on: .pay, to: .processing),
      .from(.processing, on: .cancel, to: .cancelled, emit: .refund),
      // Not `.onDone`: fsm-import reads the condition FSM's SCXML writes on the `done.state` of
      // a parallel state in a region of the top `<parallel>` as a guard (issue 68), which the
      // import round trip of this machine would show; its completion is tested in Swift.
      .from(.processing, on: .reset, to: .confirmed),
      .from([.confirmed, .cancelled], on: .reset, to: .cart),
    ]
  }

  enum Lamp: Equatable, Sendable {
    @Initial case off
    case on
    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .on),
      .from(.on, on: .toggle, to: .off),
      .from(.on, on: .ship, to: .off),
    ]
  }

  enum Event: Equatable, Sendable { case pay, capture, ship, cancel, reset, toggle }
  enum Effect: Equatable, Sendable { case charge, label, refund }
}
