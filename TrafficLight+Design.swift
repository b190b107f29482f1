// The parts of TrafficLight that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension TrafficLight {
  /// The design's guard: is_safe_to_change
  nonisolated static func is_safe_to_change(_ state: Self) -> Bool {
    true
  }
}
