// A struct is a machine with regions: one whose properties are none of its nested enums has none.
import FSMMacros

// expect-error: '@StateMachine' on a struct makes a machine with regions, and 'Door' has none
@StateMachine
struct Door {
  var isOpen: Bool
  enum Event { case open }
}
