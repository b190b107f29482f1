// The parts of Transient that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension Transient {
  /// The design's guard: alwaysFalse
  nonisolated static func alwaysFalse(_ state: Self) -> Bool {
    true
  }
}
