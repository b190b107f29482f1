import FSMMacros

/// Guards and builders in an app module. The closures are nonisolated `@Sendable` functions, so
/// what they use must be nonisolated too, and it is: a `@StateMachine` enum conforms to a
/// protocol whose conformances cannot be isolated (`CaseDiscriminable: SendableMetatype`), so the
/// compiler does not infer `@MainActor` for it or its members, as it does not for a `CodingKey`
/// enum. A member marked `@MainActor` by hand is isolated, and a guard cannot use it
/// (Tests/CompileFail/main-actor-member-in-app-module.swift).
@StateMachine
enum CreditTurnstile {
  @Initial case locked(credit: Int = 0)
  case unlocked

  enum Event {
    case coin(amount: Int)
    case push
  }

  static let fare = 3

  static func hasFare(_ state: CreditTurnstile, _ event: Event) -> Bool {
    guard case .locked(let credit) = state, case .coin(let amount) = event else { return false }
    return credit + amount >= fare
  }

  /// Nonisolated like the enum: usable from any task.
  static var label: String { "credit turnstile" }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked, when: hasFare),
    .from(
      .locked, on: .coin, to: .locked,
      build: { state, event in
        guard case .locked(let credit) = state, case .coin(let amount) = event else { return state }
        return .locked(credit: min(credit + amount, 100))
      }),
    .from(.unlocked, on: .push, to: .locked),
  ]
}
