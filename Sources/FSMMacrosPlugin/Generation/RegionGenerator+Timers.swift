import SwiftSyntax

extension RegionGenerator {
  /// `_regionCount` and `_hasTimers` (which a `Machine` would otherwise find by asking every
  /// combination of cases); for a machine with `after:` rows, `timedEvents(in:)` (every
  /// region's timed events in the combination, in declaration order) and
  /// `_timedEvents(in:region:)` (one region's), whose visits a `Machine` keeps apart.
  func timerMembers() -> [DeclSyntax] {
    let hasTimers = regions.contains { !$0.plan.timers.isEmpty }
    var members = [
      declaration([
        "\(memberModifiers)static var _regionCount: Swift.Int {", "\(regions.count)", "}",
      ]),
      declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "\(hasTimers)", "}"]),
    ]
    guard hasTimers else { return members }
    /// The `switch` over one region's case giving its timed events to `result`.
    func regionTimers(_ region: PlannedRegion, _ result: String) -> [String] {
      Generator.timedEventsSwitch(
        over: "_$state.\(escapedMember(region.property))", plan: region.plan,
        stateCount: region.model.states.count, events: machine.events,
        delay: region.model.delayCall, result: result)
    }
    var all = [
      "\(memberModifiers)static func timedEvents(in _$state: Case) -> [\(Qualified.timedEvent)] {",
      "var _$timed: [\(Qualified.timedEvent)] = []",
    ]
    var one = [
      "\(memberModifiers)static func _timedEvents(in _$state: Case, region: Swift.Int) "
        + "-> [\(Qualified.timedEvent)] {",
      "switch region {",
    ]
    for (index, region) in regions.enumerated() where !region.plan.timers.isEmpty {
      all += regionTimers(region, "_$timed += ")
      one += ["case \(index):"] + regionTimers(region, "return ")
    }
    all += ["return _$timed", "}"]
    one += ["default:", "return []", "}", "}"]
    members.append(declaration(all))
    members.append(declaration(one))
    return members
  }
}
