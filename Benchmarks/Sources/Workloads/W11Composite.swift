import FSMMacros

/// W11: a parallel state inside a state. An order's `processing` state holds payment and
/// shipping side by side (a struct of regions held by a `@Composite` case): most events move
/// one inner region (a guard on a payload, an effect), `cancel` leaves all of it, `lose` leaves
/// it from inside (a shipping row with `leavingTo:`), `pay` enters it at both regions' initial
/// cases, and the cart counts its items with a builder.
@StateMachine
enum Order: Sendable {
  @Initial case cart(items: Int = 0)
  @Composite case processing(Fulfilment)
  case confirmed

  @Submachine
  struct Fulfilment: Sendable {
    var payment: Payment
    var shipping: Shipping

    enum Payment: Sendable {
      @Initial case authorizing
      case captured(amount: Int)

      static let transitions: [Transition] = [
        .from(
          .authorizing, on: .capture, to: .captured, emit: .receipt,
          when: { _, event in
            guard case .capture(let amount) = event else { return false }
            return amount > 0
          }),
        .from(.captured, on: .refund, to: .authorizing),
      ]
    }

    enum Shipping: Sendable {
      @Initial case packing
      case shipped

      static let transitions: [Transition] = [
        .from(.packing, on: .ship, to: .shipped),
        .from(.shipped, on: .recall, to: .packing),
        // Lost in transit: out of processing, back to an empty cart.
        .from(.shipped, on: .lose, leavingTo: .cart),
      ]
    }
  }

  enum Event: Sendable {
    case add, pay, refund, ship, recall, lose, cancel, confirm, reset
    case capture(amount: Int)
  }

  enum Effect: Sendable {
    case receipt
  }

  static let transitions: [Transition] = [
    .from(
      .cart, on: .add, to: .cart,
      build: { state, _ in
        guard case .cart(let items) = state else { return state }
        return .cart(items: items + 1)
      }),
    .from(
      .cart, on: .pay, to: .processing,
      when: { state, _ in
        guard case .cart(let items) = state else { return false }
        return items > 0
      }),
    .from(.processing, on: .cancel, to: .cart),
    .from(.processing, on: .confirm, to: .confirmed),
    .from(.confirmed, on: .reset, to: .cart),
  ]
}

// MARK: - By hand

/// The baseline: the same configurations flattened into one enum whose `processing` case keeps
/// both regions, and one `switch` over the state and the event, as a careful engineer writes a
/// machine with a parallel state by hand: the inner rows first, then the outer ones.
enum HandWrittenOrder {
  case cart(items: Int)
  case processing(payment: Order.Fulfilment.Payment, shipping: Order.Fulfilment.Shipping)
  case confirmed

  static func next(_ order: Self, _ event: Order.Event) -> (Self, Order.Effect?)? {
    switch order {
    case .cart(let items):
      switch event {
      case .add: return (.cart(items: items + 1), nil)
      case .pay:
        return items > 0 ? (.processing(payment: .authorizing, shipping: .packing), nil) : nil
      default: return nil
      }
    case .processing(let payment, let shipping):
      var nextPayment = payment
      var nextShipping = shipping
      var effect: Order.Effect?
      var moved = false
      switch (payment, event) {
      case (.authorizing, .capture(let amount)) where amount > 0:
        nextPayment = .captured(amount: amount)
        effect = .receipt
        moved = true
      case (.captured, .refund):
        nextPayment = .authorizing
        moved = true
      default:
        break
      }
      switch (shipping, event) {
      case (.packing, .ship):
        nextShipping = .shipped
        moved = true
      case (.shipped, .recall):
        nextShipping = .packing
        moved = true
      case (.shipped, .lose):
        // Payment takes no `lose`: nothing moved before, so the row leaves.
        return (.cart(items: 0), nil)
      default:
        break
      }
      if moved {
        return (.processing(payment: nextPayment, shipping: nextShipping), effect)
      }
      switch event {
      case .cancel: return (.cart(items: 0), nil)
      case .confirm: return (.confirmed, nil)
      default: return nil
      }
    case .confirmed:
      if case .reset = event { return (.cart(items: 0), nil) }
      return nil
    }
  }

  static func state(_ order: Self, _ event: Order.Event) -> Self? {
    next(order, event)?.0
  }

  static func digest(_ order: Self, _ effect: Order.Effect?) -> UInt64 {
    let state: UInt64
    switch order {
    case .cart(let items): state = UInt64(UInt32(truncatingIfNeeded: items))
    case .processing(let payment, let shipping):
      let paid: UInt64 =
        switch payment {
        case .authorizing: 0
        case .captured(let amount): 1 << 16 | UInt64(UInt16(truncatingIfNeeded: amount))
        }
      state = 1 << 40 | paid << 1 | (shipping == .shipped ? 1 : 0)
    case .confirmed: state = 2 << 40
    }
    return state &* 3 &+ (effect == nil ? 0 : 1)
  }

  /// The flattened form of `order`, for the digest.
  static func flattened(_ order: Order) -> Self {
    switch order {
    case .cart(let items): .cart(items: items)
    case .processing(let held): .processing(payment: held.payment, shipping: held.shipping)
    case .confirmed: .confirmed
    }
  }
}

extension Order.Fulfilment.Shipping: Equatable {}

let orderEvents = randomWalk(
  from: HandWrittenOrder.cart(items: 0), length: 4_096, acceptedShare: 0.7, seed: 11,
  candidates: { order, random in
    let all: [Order.Event] = [
      .add, .pay, .capture(amount: random.below(3)), .refund, .ship, .recall, .lose, .cancel,
      .confirm, .reset,
    ]
    let accepted = all.filter { HandWrittenOrder.state(order, $0) != nil }
    return (accepted, all.filter { HandWrittenOrder.state(order, $0) == nil })
  },
  next: HandWrittenOrder.state,
  home: { order in
    switch order {
    case .cart(0): []
    case .cart: [.pay, .cancel]
    case .processing: [.cancel]
    case .confirmed: [.reset]
    }
  })

let w11Composite = Workload(
  name: "W11",
  summary:
    "a parallel state inside a state: inner rows first, a guard, an effect, leaving it from "
    + "outside and from inside",
  stepsPerPass: orderEvents.count,
  acceptedShare: acceptedShare(
    of: orderEvents, from: HandWrittenOrder.cart(items: 0), next: HandWrittenOrder.state),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: HandWrittenOrder.cart(items: 0), orderEvents, passes: passes,
        next: HandWrittenOrder.next, target: \.0, digest: { HandWrittenOrder.digest($0.0, $0.1) })
    },
    Implementation("locked") { passes in
      replayLocked(
        from: HandWrittenOrder.cart(items: 0), orderEvents, passes: passes,
        next: HandWrittenOrder.next, target: \.0, digest: { HandWrittenOrder.digest($0.0, $0.1) })
    },
    Implementation("fsm") { passes in
      replay(
        from: Order.cart(), orderEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to,
        digest: { HandWrittenOrder.digest(HandWrittenOrder.flattened($0.to), $0.effect) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Order.cart(), orderEvents, passes: passes,
        digest: { HandWrittenOrder.digest(HandWrittenOrder.flattened($0.to), $0.effect) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: Order.cart(), orderEvents, passes: passes,
        digest: { HandWrittenOrder.digest(HandWrittenOrder.flattened($0.to), $0.effect) })
    },
  ])
