// The parts of SmartHome that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension SmartHome.Security {
  /// The design's guard: is_code_correct
  nonisolated static func is_code_correct(_ state: Self) -> Bool {
    true
  }
}
