// A guard runs on whichever task sends the event, so it cannot be isolated to the main actor:
// the compiler rejects the row, and the macro says why and offers to make it 'nonisolated'.
import FSMMacros

@StateMachine
enum Gate {
  @Initial case closed
  case open

  enum Event { case coin, push }

  @MainActor static func hasFare(_ state: Gate, _ event: Event) -> Bool { true }

  static let transitions: [Transition] = [
    .from(.closed, on: .coin, to: .open, when: hasFare),  // expect-error: loses global actor
    // expect-note: 'hasFare' is isolated to the main actor, but a machine runs its guards, builders and delays on whichever task sends the event; make 'hasFare' 'nonisolated'
    .from(.open, on: .push, to: .closed),
  ]
}
