import SwiftSyntax

extension RegionGenerator {
  /// `_regionCount`, `_scopeCount` and `_hasTimers` (which a `Machine` would otherwise find by
  /// asking every combination of cases); for a machine with `after:` rows, `timedEvents(in:)`
  /// (every region's timed events in the combination, in declaration order), and the scopes'
  /// timed events, which a `Machine` keeps apart: each region's table is a scope, and so is every
  /// table of the machines its states hold, numbered as a held struct's (the tree's scope
  /// functions, `Generator.tableScopeFunctions`).
  func timerMembers() -> [DeclSyntax] {
    let ownTimers = regions.contains { !$0.plan.timers.isEmpty }
    let hasTimers = regions.contains { PlannedHeld.anyTable(of: $0.plan) { !$0.timers.isEmpty } }
    let counts = regions.map { PlannedHeld.scopeCount($0.plan) }
    let count = counts.reduce(0, +)
    var members = [
      declaration([
        "\(memberModifiers)static var _regionCount: Swift.Int {", "\(regions.count)", "}",
      ]),
      declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "\(hasTimers)", "}"]),
    ]
    if count > regions.count {
      members.append(
        declaration(["\(memberModifiers)static var _scopeCount: Swift.Int {", "\(count)", "}"]))
    }
    if ownTimers {
      var all = [
        "\(memberModifiers)static func timedEvents(in _$state: Self) -> [\(Qualified.timedEvent)] {",
        "var _$timed: [\(Qualified.timedEvent)] = []",
      ]
      for region in regions where !region.plan.timers.isEmpty {
        let value = "_$state.\(escapedMember(region.property))"
        all += Generator.timedEventsSwitch(
          over: "\(value).case", plan: region.plan,
          stateCount: region.model.states.count, events: machine.events,
          delay: { region.model.delayCall($0, entering: value) }, result: .appended(to: "_$timed"))
      }
      members.append(declaration(all + ["return _$timed", "}"]))
    }
    let scopes = count > regions.count
    guard hasTimers || scopes else { return members }
    let timed = "[\(Qualified.timedEvent)]"
    var one = [
      "\(memberModifiers)static func _timedEvents(of _$state: Self, scope: Swift.Int) -> \(timed) {"
    ]
    var parts = [
      "/// The state each scope is in (`nil`: not entered).",
      "private nonisolated static func _$scopeParts(_ _$state: Self) -> [Part?] {",
      "var _$parts = [Part?](repeating: nil, count: \(count))",
    ]
    var first = 0
    for (region, scopeCount) in zip(regions, counts) {
      let property = escapedMember(region.property)
      let path = [region.property]
      one += [
        "if (\(first)..<\(first + scopeCount)).contains(scope) {",
        "return Self.\(Generator.traceName("timers", path))(_$state.\(property), scope - \(first))",
        "}",
      ]
      parts.append(
        "Self.\(Generator.traceName("scopes", path))(_$state.\(property), { .\(property)($0) }, "
          + "\(first), &_$parts)")
      members += Generator(model: region.model, plan: region.plan).tableScopeFunctions(
        path: path, type: region.model.typeName, partType: partType(region))
      first += scopeCount
    }
    members.append(declaration(one + ["return []", "}"]))
    // A region's scope is its table; the machines its states hold have scopes of their own,
    // which a move inside a composite state restarts without restarting the region's.
    if scopes {
      members.append(declaration(parts + ["return _$parts", "}"]))
      members += Generator.scopesMovedMembers(memberModifiers: memberModifiers)
    }
    return members
  }
}
