import SwiftSyntax

extension RegionGenerator {
  /// `_regionCount`, `_scopeCount` and `_hasTimers` (which a `Machine` would otherwise find by
  /// asking every combination of cases); with timers or scopes below the regions, the struct's
  /// scope functions at the top, as a held struct's (`Generator.structScopeFunctions`: each
  /// region's table is a scope, and so is every table of the machines its states hold), read
  /// through `Generator.topScopeMembers`; and with `after:` rows in a region's own table,
  /// `timedEvents(in:)`: every region's own timed events, in declaration order.
  func timerMembers() -> [DeclSyntax] {
    let hasTimers = regions.contains { PlannedHeld.anyTable(of: $0.plan) { !$0.timers.isEmpty } }
    let count = regions.map { PlannedHeld.scopeCount($0.plan) }.reduce(0, +)
    var members = [
      declaration([
        "\(memberModifiers)static var _regionCount: Swift.Int {", "\(regions.count)", "}",
      ]),
      declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "\(hasTimers)", "}"]),
    ]
    // A region's scopes beyond its own are the tables its states hold.
    let scopes = count > regions.count
    guard hasTimers || scopes else { return members }
    members += Generator.topScopeMembers(
      count: scopes ? count : nil, memberModifiers: memberModifiers)
    members += Generator.structScopeFunctions(
      regions.map { ($0.property, Generator(model: $0.model, plan: $0.plan)) }, path: [],
      type: "Self", partType: "Part")
    // A region's own timed events are the first scope of its table.
    let own = regions.filter { !$0.plan.timers.isEmpty }.map {
      "_$timed += Self.\(Generator.traceName("timers", [$0.property]))"
        + "(_$state.\(escapedMember($0.property)), 0)"
    }
    guard !own.isEmpty else { return members }
    let timed = "[\(Qualified.timedEvent)]"
    members.append(
      declaration(
        [
          "\(memberModifiers)static func timedEvents(in _$state: Self) -> \(timed) {",
          "var _$timed: \(timed) = []",
        ] + own + ["return _$timed", "}"]))
    return members
  }
}
