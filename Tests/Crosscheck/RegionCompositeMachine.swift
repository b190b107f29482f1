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
      .onDone(.processing, to: .confirmed),
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

/// A garage's car: while the engine runs it holds the drive, whose forward gears return to the
/// last one engaged (deep history, kept while the engine is off; coasting leaves them by an
/// eventless row, so the history may restore a state that settles at once), and which parks
/// by a row of its own leaving for the engine's `off`; the radio beside it returns to its last
/// band (the region's own shallow history).
@StateMachine
struct Garage: Equatable, Sendable {
  var engine: Engine
  var radio: Radio

  enum Engine: Equatable, Sendable {
    @Initial case off
    @Composite case running(Drive)

    @Submachine
    enum Drive: Equatable, Sendable {
      @Initial case neutral
      case first
      case second
      case coasting

      enum Superstate { case forward }

      static let superstates: [Superstates] = [
        .superstate(
          .forward, contains: [.first, .second, .coasting], history: .deep(default: .first))
      ]

      static let transitions: [Transition] = [
        .from(.neutral, on: .engage, toHistoryOf: .forward),
        .from(.first, on: .shift, to: .second),
        .from(.second, on: .shift, to: .first),
        .from([.first, .second], on: .clutch, to: .neutral),
        .from(.second, on: .coast, to: .coasting),
        .from(.coasting, to: .neutral),
        .from(.neutral, on: .park, leavingTo: .engine(.off), emit: .click),
      ]
    }

    static let transitions: [Transition] = [
      .from(.off, on: .ignite, to: .running),
      .from(.running, on: .stall, to: .off),
    ]
  }

  enum Radio: Equatable, Sendable {
    @Initial case silent
    case fm
    case am

    enum Superstate { case on }

    static let superstates: [Superstates] = [
      .superstate(.on, contains: [.fm, .am], history: .shallow(default: .fm))
    ]

    static let transitions: [Transition] = [
      .from(.silent, on: .tune, toHistoryOf: .on),
      .from(.fm, on: .band, to: .am),
      .from(.am, on: .band, to: .fm),
      .within(.on, on: .mute, to: .silent),
      .from(.am, on: .park, to: .fm),
    ]
  }

  enum Event: Equatable, Sendable {
    case ignite, stall, engage, shift, clutch, coast, park, tune, band, mute
  }
  enum Effect: Equatable, Sendable { case click }
}
