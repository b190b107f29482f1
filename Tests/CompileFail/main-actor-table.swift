// A table with a guard, marked `@MainActor`: the generated `transition(on:)` reads it from any
// isolation, so the compiler rejects the read; the macro's note names the table, with a fix-it.
import FSMMacros

@StateMachine
enum Barrier {
  @Initial case closed
  case open
  enum Event { case coin, pass }
  @MainActor static let transitions: [Transition] = [
    .from(.closed, on: .coin, to: .open, when: { _, _ in true }),
    .from(.open, on: .pass, to: .closed),
  ]
}
// expect-error: main actor-isolated static property 'transitions' can not be referenced from a nonisolated context
// expect-note: 'transitions' is isolated to the main actor, but a machine runs its guards, builders and delays
