// In an app's module (default MainActor isolation), a '@StateMachine' enum and what you declare
// in it are nonisolated: its conformance says its values are used from any isolation. Only a
// member you mark '@MainActor' is isolated, and a builder cannot call it.
// swiftc-flags: -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances
import FSMMacros

@StateMachine
enum Counter {
  @Initial case counting(value: Int = 0)

  enum Event { case add(amount: Int) }

  static let limit = 100  // nonisolated, like the enum: the builder may read it

  @MainActor static func clamp(_ value: Int) -> Int { min(value, limit) }

  static let transitions: [Transition] = [
    .from(
      .counting, on: .add, to: .counting,
      build: { state, event in
        guard case .counting(let value) = state, case .add(let amount) = event else { return state }
        let total = clamp(value + amount)  // expect-error: main actor-isolated static method
        return .counting(value: total)
      })
  ]
}
// expect-note: 'clamp' is isolated to the main actor
