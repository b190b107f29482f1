import FSMMacros

/// W12: a durable machine stepped as a server steps it, one request at a time, from the snapshot
/// it saved: the payment's deadline falls due while nobody sends anything, and the next request
/// fires it first. The order service's machine (Examples/OrderService), with a `reopen` that
/// brings a closed order back to an empty cart so that one walk visits every state again.
@StateMachine
enum Purchase: Sendable, Equatable {
  @Initial case cart(items: Int = 0, total: Int = 0)
  case awaitingPayment(total: Int)
  case paid(total: Int)
  case shipped(total: Int, tracking: String)
  case delivered(total: Int)
  case closed

  enum Event: Sendable, Equatable {
    case addItem(price: Int)
    case checkout
    case pay(amount: Int)
    case paymentDeadline
    case ship(tracking: String)
    case deliver
    case cancel
    case refund
    case reopen
  }

  enum Effect: Sendable, Equatable {
    case requestPayment(total: Int)
    case sendReceipt(total: Int)
    case releaseStock(total: Int)
    case notifyCourier(tracking: String)
    case refundCard(total: Int)
  }

  enum Superstate: Sendable { case open, fulfilment }

  static let superstates: [Superstates] = [
    .superstate(.open, contains: [.cart, .awaitingPayment]),
    .superstate(.fulfilment, contains: [.paid, .shipped]),
  ]

  static let transitions: [Transition] = [
    .from(.cart, on: .addItem, to: .cart, build: adding),
    .from(.cart, on: .checkout, to: .awaitingPayment, emit: .requestPayment, when: hasItems),
    .from(.awaitingPayment, on: .pay, to: .paid, emit: .sendReceipt, when: paysInFull),
    .from(
      .awaitingPayment, on: .paymentDeadline, after: .seconds(5), to: .closed,
      emit: .releaseStock),
    .from(.paid, on: .ship, to: .shipped, emit: .notifyCourier),
    .from(.shipped, on: .deliver, to: .delivered),
    .within(.open, on: .cancel, to: .closed),
    .within(.fulfilment, on: .refund, to: .closed, emit: .refundCard),
    .from([.delivered, .closed], on: .reopen, build: { _, _ in .cart() }),
  ]

  static func adding(_ state: Purchase, _ event: Event) -> Purchase {
    guard case .cart(let items, let total) = state, case .addItem(let price) = event else {
      return state
    }
    return .cart(items: items + 1, total: total + price)
  }

  static func hasItems(_ state: Purchase, _ event: Event) -> Bool {
    if case .cart(let items, _) = state { return items > 0 }
    return false
  }

  static func paysInFull(_ state: Purchase, _ event: Event) -> Bool {
    guard case .awaitingPayment(let total) = state, case .pay(let amount) = event else {
      return false
    }
    return amount == total
  }
}

// MARK: - By hand

/// The baseline: what a careful engineer stores for such an order without FSM (the state and
/// the payment's deadline, a wall-clock time) and the request's step over it as one `switch`:
/// the deadline fires first when it has passed, then the event; effects in an array, as an
/// outbox wants them.
struct HandDurablePurchase: Equatable {
  static let paymentDelay = Duration.seconds(5)

  var state = Purchase.cart()
  /// When `awaitingPayment` expires; `nil` in every other state.
  var deadline: Duration?

  /// The record after a request at `now` sending `event`, its effects, and whether the state
  /// refused the event.
  static func advance(
    _ record: Self, to now: Duration, sending event: Purchase.Event?
  ) -> (record: Self, effects: [Purchase.Effect], rejected: Bool) {
    var record = record
    var effects: [Purchase.Effect] = []
    if let deadline = record.deadline, deadline <= now,
      case .awaitingPayment(let total) = record.state
    {
      record.state = .closed
      record.deadline = nil
      effects.append(.releaseStock(total: total))
    }
    guard let event else { return (record, effects, false) }
    guard let (state, effect) = next(record.state, event) else {
      return (record, effects, true)
    }
    if case .awaitingPayment = state {
      if case .awaitingPayment = record.state {} else { record.deadline = now + paymentDelay }
    } else {
      record.deadline = nil
    }
    record.state = state
    if let effect { effects.append(effect) }
    return (record, effects, false)
  }

  /// The state after `event`, and its effect; `nil` when the state refuses it.
  static func next(
    _ state: Purchase, _ event: Purchase.Event
  ) -> (Purchase, Purchase.Effect?)? {
    switch (state, event) {
    case (.cart(let items, let total), .addItem(let price)):
      return (.cart(items: items + 1, total: total + price), nil)
    case (.cart(let items, let total), .checkout) where items > 0:
      return (.awaitingPayment(total: total), .requestPayment(total: total))
    case (.awaitingPayment(let total), .pay(let amount)) where amount == total:
      return (.paid(total: total), .sendReceipt(total: total))
    case (.paid(let total), .ship(let tracking)):
      return (.shipped(total: total, tracking: tracking), .notifyCourier(tracking: tracking))
    case (.shipped(let total, _), .deliver):
      return (.delivered(total: total), nil)
    case (.cart, .cancel), (.awaitingPayment, .cancel):
      return (.closed, nil)
    case (.paid(let total), .refund), (.shipped(let total, _), .refund):
      return (.closed, .refundCard(total: total))
    case (.delivered, .reopen), (.closed, .reopen):
      return (.cart(), nil)
    default:
      return nil
    }
  }

  static func digest(_ state: Purchase, effects: Int, rejected: Bool) -> UInt64 {
    let value: UInt64 =
      switch state {
      case .cart(let items, let total): 1 << 48 | UInt64(items) << 24 | UInt64(total)
      case .awaitingPayment(let total): 2 << 48 | UInt64(total)
      case .paid(let total): 3 << 48 | UInt64(total)
      case .shipped(let total, let tracking): 4 << 48 | UInt64(total) << 8 | UInt64(tracking.count)
      case .delivered(let total): 5 << 48 | UInt64(total)
      case .closed: 6 << 48
      }
    return value &* 7 &+ UInt64(effects) &* 2 &+ (rejected ? 1 : 0)
  }
}

/// One request: the time since the one before, and its event (none: a timer that fell due).
struct PurchaseRequest: Sendable {
  var elapsed: Duration
  var event: Purchase.Event?
}

/// A walk of requests, ~70 % accepted; about one in five waits past the payment's deadline.
let purchaseRequests: [PurchaseRequest] = {
  var random = SplitMix64(state: 12)
  var record = HandDurablePurchase()
  var now = Duration.zero
  var requests: [PurchaseRequest] = []
  func add(_ request: PurchaseRequest) {
    now += request.elapsed
    record = HandDurablePurchase.advance(record, to: now, sending: request.event).record
    requests.append(request)
  }
  for _ in 0..<4_096 {
    let elapsed = Duration.seconds(random.below(5) == 0 ? 6 : 1)
    let all: [Purchase.Event?] = [
      .addItem(price: 1 + random.below(9)), .checkout, .pay(amount: random.below(40)),
      .ship(tracking: "1Z\(random.below(1_000))"), .deliver, .cancel, .refund, .reopen, nil,
    ]
    // The amount due, now and then, so that payments go through.
    let due: [Purchase.Event?] =
      if case .awaitingPayment(let total) = record.state { [.pay(amount: total)] } else { [] }
    let candidates = all + due + due
    let accepted = candidates.filter { event in
      event.map { HandDurablePurchase.next(record.state, $0) != nil } ?? false
    }
    let wantsAccepted = random.below(1_000) < 700
    let pool = wantsAccepted && !accepted.isEmpty ? accepted : candidates
    add(PurchaseRequest(elapsed: elapsed, event: pool[random.below(pool.count)]))
  }
  // Home: an empty cart, no deadline (a deadline falling due on the way closes the order too).
  switch record.state {
  case .cart(items: 0, _): break
  case .cart, .awaitingPayment:
    add(PurchaseRequest(elapsed: .seconds(1), event: .cancel))
    add(PurchaseRequest(elapsed: .seconds(1), event: .reopen))
  case .paid, .shipped:
    add(PurchaseRequest(elapsed: .seconds(1), event: .refund))
    add(PurchaseRequest(elapsed: .seconds(1), event: .reopen))
  case .delivered, .closed:
    add(PurchaseRequest(elapsed: .seconds(1), event: .reopen))
  }
  precondition(record == HandDurablePurchase(), "the walk does not end where it starts")
  return requests
}()

let w12Durable = Workload(
  name: "W12",
  summary:
    "a durable order stepped from its snapshot per request (MachineSnapshot.advanced): a timer "
    + "falling due between requests, a guard, a builder, effects with payloads, superstates",
  stepsPerPass: purchaseRequests.count,
  acceptedShare: {
    var record = HandDurablePurchase()
    var now = Duration.zero
    var accepted = 0
    for request in purchaseRequests {
      now += request.elapsed
      let advance = HandDurablePurchase.advance(record, to: now, sending: request.event)
      record = advance.record
      if request.event != nil, !advance.rejected { accepted += 1 }
    }
    return Double(accepted) / Double(purchaseRequests.count)
  }(),
  implementations: [
    Implementation("switch") { passes in
      var record = HandDurablePurchase()
      var now = Duration.zero
      var checksum: UInt64 = 0
      for _ in 0..<passes {
        for request in purchaseRequests {
          now += request.elapsed
          let advance = HandDurablePurchase.advance(record, to: now, sending: request.event)
          record = advance.record
          checksum = mix(
            checksum,
            HandDurablePurchase.digest(
              record.state, effects: advance.effects.count, rejected: advance.rejected))
        }
      }
      return checksum
    },
    Implementation("fsm") { passes in
      var snapshot = MachineSnapshot(state: Purchase.cart(), takenAt: .zero)
      var now = Duration.zero
      var checksum: UInt64 = 0
      for _ in 0..<passes {
        for request in purchaseRequests {
          now += request.elapsed
          guard let advance = try? snapshot.advanced(to: now, sending: request.event) else {
            fatalError("the snapshot no longer fits Purchase's table")
          }
          snapshot = advance.snapshot
          checksum = mix(
            checksum,
            HandDurablePurchase.digest(
              snapshot.state, effects: advance.effects.count,
              rejected: advance.rejection != nil))
        }
      }
      return checksum
    },
  ])
