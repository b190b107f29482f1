// The parts of MediaPlayerStateMachine that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension MediaPlayerStateMachine {
  /// The design's guard: isValidMedia()
  nonisolated static func guard1(_ state: Self) -> Bool {
    true
  }

  /// The design's guard: !isValidMedia() || media == eventData().value(QStringLiteral("media"))
  nonisolated static func guard2(_ state: Self) -> Bool {
    true
  }

  /// The design's guard: isValidMedia() && media != eventData().value(QStringLiteral("media"))
  nonisolated static func guard3(_ state: Self) -> Bool {
    true
  }
}
