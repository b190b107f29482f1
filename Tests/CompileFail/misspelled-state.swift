// A misspelled state: the compiler reports the unknown member, and the macro adds a note that
// names the closest state (with a fix-it that replaces the name).
import FSMMacros

@StateMachine
enum Turnstile {
  @Initial case locked
  case unlocked

  enum Event { case coin, push }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlokced),  // expect-error: has no member 'unlokced'
    .from(.unlocked, on: .push, to: .locked),
  ]
}
// expect-note: state 'unlokced' does not exist; did you mean 'unlocked'?
