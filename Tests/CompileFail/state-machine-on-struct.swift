// The states are an enum's cases: a struct cannot be a state machine.
import FSMMacros

@StateMachine  // expect-error: '@StateMachine' can only be applied to an enum, not to a struct
struct Door {
  var isOpen: Bool
}
