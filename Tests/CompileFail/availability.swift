import FSMMacros

// The extensions the macros add repeat a machine's availability and deprecation (on Apple
// platforms, a conformance of a type available only on newer systems needs it). An attribute that
// makes the type unavailable is not repeated: the conformance would be unavailable too, and the
// members generated in the enum would not compile.
@available(*, deprecated, message: "use Gate")
@StateMachine
enum OldGate {
  case closed, open
  enum Event { case push, pull }
  enum Effect { case beep }
  static let transitions: [Transition] = [
    .from(.closed, on: .push, to: .open, emit: .beep),
    .from(.open, on: .pull, to: .closed),
  ]
}

@available(*, unavailable, message: "not on this system")
@StateMachine
enum RetiredGate {
  case closed, open
  enum Event { case push, pull }
  static let transitions: [Transition] = [
    .from(.closed, on: .push, to: .open),
    .from(.open, on: .pull, to: .closed),
  ]
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
@StateMachine
enum NewGate {
  case closed, open
  enum Event { case push, pull }
  static let transitions: [Transition] = [
    .from(.closed, on: .push, to: .open),
    .from(.open, on: .pull, to: .closed),
  ]
}

let gate = OldGate.closed  // expect-warning: 'OldGate' is deprecated: use Gate
func retired() -> Any {
  RetiredGate.closed  // expect-error: 'RetiredGate' is unavailable: not on this system
}
