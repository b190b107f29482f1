// Two unguarded rows for one (state, event) pair: which one fires is ambiguous.
import FSMMacros

@StateMachine
enum Light {
  case off, on

  enum Event { case toggle }

  static let transitions: [Transition] = [
    .from(.off, on: .toggle, to: .on),  // expect-note: first transition for 'toggle'
    .from(.on, on: .toggle, to: .off),
    .from(.off, on: .toggle, to: .off),  // expect-error: conflicting transitions for event 'toggle'
  ]
}
