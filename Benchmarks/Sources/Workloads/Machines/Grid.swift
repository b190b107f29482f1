import FSMMacros

// W3's machine, its switch and its flat table are generated: see Grid+Generated.swift.

extension Grid {
  static let eventCount = Event.allCases.count

  /// The flat table indexed by state and event: the target's raw value, 0xFF rejects.
  static func tableNext(_ state: Grid, _ event: Event) -> Grid? {
    Grid(rawValue: flatTable[Int(state.rawValue) &* eventCount &+ Int(event.rawValue)])
  }

  static func digest(_ state: Grid) -> UInt64 { UInt64(state.rawValue) }
}
