// Rows that stay, checked as other rows are: one that conflicts with another row of its state
// and event is an error.
import FSMMacros

@StateMachine
enum Gauge {
  @Initial case idle
  case reading(level: Int)
  enum Event {
    case start, stop
    case sample(level: Int)
  }
  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .reading, build: { _, _ in .reading(level: 0) }),
    .stay(
      in: .reading, on: .sample,
      build: { _, event in
        guard case .sample(let level) = event else { return .reading(level: 0) }
        return .reading(level: level)
      }),
    // expect-error: conflicting transitions for event 'sample' from state 'reading'
    // expect-note: first transition for 'sample' from 'reading' is here
    .from(.reading, on: .sample, to: .idle),
    .from(.reading, on: .stop, to: .idle),
  ]
}
