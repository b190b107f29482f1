// The parts of ImportedMachine that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension ImportedMachine {
  /// The design's guard: timer >= cook_time
  nonisolated static func guard1(_ state: Self) -> Bool {
    true
  }

  /// The design's guard: door_closed
  nonisolated static func door_closed(_ state: Self) -> Bool {
    true
  }
}
