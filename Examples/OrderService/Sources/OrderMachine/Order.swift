public import FSMMacros

/// An order in a shop: a cart that fills up, a payment that must come in time, and the
/// fulfilment that follows.
///
/// The payment deadline is 5 seconds so that the example's fault test sees timers fall due
/// under load; a shop would give 30 minutes (`.seconds(1800)`), and nothing else changes.
@StateMachine
public enum Order: Sendable, Equatable, Codable {
  @Initial case cart(items: Int = 0, total: Int = 0)
  case awaitingPayment(total: Int)
  case paid(total: Int)
  case shipped(total: Int, tracking: String)
  @Final case delivered(total: Int)
  @Final case cancelled
  @Final case expired(total: Int)
  @Final case refunded(total: Int)

  public enum Event: Sendable, Equatable, Codable {
    case addItem(price: Int)
    case checkout
    case pay(amount: Int)
    case paymentDeadline
    case ship(tracking: String)
    case deliver
    case cancel
    case refund
  }

  /// What a step asks the world to do. The service writes them to its outbox in the step's
  /// transaction and performs them after the commit, at least once, with a key.
  public enum Effect: Sendable, Equatable, Codable {
    case requestPayment(total: Int)
    case sendReceipt(total: Int)
    case releaseStock(total: Int)
    case notifyCourier(tracking: String)
    case refundCard(total: Int)
  }

  public enum Superstate: Sendable { case open, fulfilment }

  public static let superstates: [Superstates] = [
    .superstate(.open, contains: [.cart, .awaitingPayment]),
    .superstate(.fulfilment, contains: [.paid, .shipped]),
  ]

  public static let transitions: [Transition] = [
    .from(.cart, on: .addItem, to: .cart, build: adding),
    .from(.cart, on: .checkout, to: .awaitingPayment, emit: .requestPayment, when: hasItems),
    .from(.awaitingPayment, on: .pay, to: .paid, emit: .sendReceipt, when: paysInFull),
    .from(
      .awaitingPayment, on: .paymentDeadline, after: .seconds(5), to: .expired,
      emit: .releaseStock),
    .from(.paid, on: .ship, to: .shipped, emit: .notifyCourier),
    .from(.shipped, on: .deliver, to: .delivered),
    .within(.open, on: .cancel, to: .cancelled),
    .within(.fulfilment, on: .refund, to: .refunded, emit: .refundCard),
  ]

  /// A new order: an empty cart.
  public static let start = Order.cart()

  static func adding(_ state: Order, _ event: Event) -> Order {
    guard case .cart(let items, let total) = state, case .addItem(let price) = event else {
      return state
    }
    return .cart(items: items + 1, total: total + price)
  }

  static func hasItems(_ state: Order, _ event: Event) -> Bool {
    if case .cart(let items, _) = state { return items > 0 }
    return false
  }

  static func paysInFull(_ state: Order, _ event: Event) -> Bool {
    guard case .awaitingPayment(let total) = state, case .pay(let amount) = event else {
      return false
    }
    return amount == total
  }
}
