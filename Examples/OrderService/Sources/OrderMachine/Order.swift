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

  // Version 2 of the table: the cart counts its items (version 1 kept its total only, and
  // called the payment's deadline `timeout`). The snapshots the database holds from version 1
  // decode through the migration; the ones written now record version 2.
  public static let snapshotVersion = 2

  public static let snapshotMigrations: [SnapshotMigration<Order>] = [
    .from(
      version: 1, states: V1.self, events: V1.Event.self,
      state: { old in
        switch old {
        // An old cart with a total held at least one item.
        case .cart(let total): .cart(items: total > 0 ? 1 : 0, total: total)
        case .awaitingPayment(let total): .awaitingPayment(total: total)
        case .paid(let total): .paid(total: total)
        case .shipped(let total, let tracking): .shipped(total: total, tracking: tracking)
        case .delivered(let total): .delivered(total: total)
        case .cancelled: .cancelled
        case .expired(let total): .expired(total: total)
        case .refunded(let total): .refunded(total: total)
        }
      },
      event: { old in
        switch old {
        case .addItem(let price): .addItem(price: price)
        case .checkout: .checkout
        case .pay(let amount): .pay(amount: amount)
        case .timeout: .paymentDeadline
        case .ship(let tracking): .ship(tracking: tracking)
        case .deliver: .deliver
        case .cancel: .cancel
        case .refund: .refund
        }
      })
  ]

  /// The states and events as version 1 of the table had them.
  public enum V1: Decodable, Sendable {
    case cart(total: Int)
    case awaitingPayment(total: Int)
    case paid(total: Int)
    case shipped(total: Int, tracking: String)
    case delivered(total: Int)
    case cancelled
    case expired(total: Int)
    case refunded(total: Int)

    public enum Event: Decodable, Sendable {
      case addItem(price: Int)
      case checkout
      case pay(amount: Int)
      case timeout
      case ship(tracking: String)
      case deliver, cancel, refund
    }
  }

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
