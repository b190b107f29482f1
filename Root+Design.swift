// The parts of Root that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension Root {
  /// The design's guard: false
  nonisolated static func guard1(_ state: Self) -> Bool {
    true
  }

  /// The design's guard: true
  nonisolated static func guard2(_ state: Self) -> Bool {
    true
  }
}
