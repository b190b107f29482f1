// The parts of CalculatorStateMachine that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension CalculatorStateMachine {
  /// The design's guard: _event.name != 'DIGIT.0'
  nonisolated static func guard1(_ state: Self) -> Bool {
    true
  }
}
