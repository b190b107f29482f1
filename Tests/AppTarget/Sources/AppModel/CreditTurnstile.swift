import FSMMacros

/// Guards and builders in an app module. The closures are nonisolated `@Sendable` functions, so
/// what they read must be nonisolated too: `fare` and `hasFare` say so; everything else in the
/// enum stays on the main actor, as the module's default says.
@StateMachine
enum CreditTurnstile {
  @Initial case locked(credit: Int = 0)
  case unlocked

  enum Event {
    case coin(amount: Int)
    case push
  }

  nonisolated static let fare = 3

  nonisolated static func hasFare(_ state: CreditTurnstile, _ event: Event) -> Bool {
    guard case .locked(let credit) = state, case .coin(let amount) = event else { return false }
    return credit + amount >= fare
  }

  /// A main-actor member, as an app's members are by default: the table does not use it.
  static var label: String { "credit turnstile" }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked, when: hasFare),
    .from(.locked, on: .coin, to: .locked, build: { state, event in
      guard case .locked(let credit) = state, case .coin(let amount) = event else { return state }
      return .locked(credit: min(credit + amount, 100))
    }),
    .from(.unlocked, on: .push, to: .locked),
  ]
}
