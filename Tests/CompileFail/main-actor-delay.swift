// A delay computed from the state runs on whichever task enters the state, as a guard does, so
// it cannot be isolated to the main actor: the compiler rejects the row, and the macro says why.
import FSMMacros

@StateMachine
enum Pager {
  @Initial case quiet
  case paging(attempt: Int = 1)

  enum Event { case page, escalate }

  @MainActor static func backoff(_ state: Pager) -> Duration { .seconds(1) }

  static let transitions: [Transition] = [
    .from(.quiet, on: .page, to: .paging),
    .from(.paging, on: .escalate, after: backoff, to: .quiet),  // expect-error: loses global actor
    // expect-note: 'backoff' is isolated to the main actor, but a machine runs its guards, builders and delays on whichever task sends the event; make 'backoff' 'nonisolated'
    // The expansion evaluates the delay again, in `timedEvents(in:)`, where the compiler says it
    // once more:
    // expect-error: converting function value of type '@MainActor @Sendable (Pager) -> Duration' to '(Pager) -> Duration' loses global actor 'MainActor'
  ]
}
