import SwiftSyntax

/// Timers and activities in a tree of machines (the Design article, "Written once"): a *scope* is
/// one table of the tree at its place, an enum's or one region of a struct's, numbered from the top
/// down (a table, then the machines its states hold, in state order; a struct's regions in
/// declaration order). A `Machine` keeps a visit of each scope: the scopes a step leaves or enters
/// anew restart, the others' timers go on (a move inside a composite state keeps the state's own).
///
/// Generated only when a held table has `after:` rows, or a table of the tree has activities (which
/// stop by scope: `Generator+TreeActivities.swift`); otherwise a tree keeps one scope, the top's,
/// which a move inside does not restart. A struct of regions at the top has one scope per region
/// at least, and its functions whenever a region has timers.
///
/// Per table of the tree, and per struct of regions (the top's too, at the path `[]`), two
/// functions, each taking the value and its first scope:
/// - `_$timers$<path>`: the timed events of one of its scopes (or of a scope below it);
/// - `_$scopes$<path>`: the state each of its scopes is in, as the top's `Part`.
extension Generator {
  /// The members a machine whose held tables have `after:` rows, or whose tables have activities,
  /// adds (`_hasTimers` only for the former), and the functions of every table of the tree
  /// they call.
  func scopeMembers() -> [DeclSyntax] {
    guard hasScopes else { return [] }
    let times = plan.composites.contains(where: \.held.times)
    let hasTimers =
      times
      ? [declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "true", "}"])] : []
    return hasTimers
      + Self.topScopeMembers(
        count: PlannedHeld.scopeCount(plan), memberModifiers: memberModifiers)
      + tableScopeFunctions(path: [], type: "Self", partType: "Part")
  }

  /// The members through which a `Machine` reads the scopes of the table or struct of regions
  /// at the top, from its `_$timers$` and `_$scopes$`: `_timedEvents(of:scope:)`, and when the
  /// machine keeps scopes of its own (`count`; `nil` for a struct with one scope per region,
  /// which the runtime's defaults read by region), `_scopeCount`, the state of each scope
  /// (`_$scopeParts(_:)`) and the scopes a step moved (`scopesMovedMembers`).
  static func topScopeMembers(count: Int?, memberModifiers: String) -> [DeclSyntax] {
    let timed = "[\(Qualified.timedEvent)]"
    var members =
      count.map {
        [declaration(["\(memberModifiers)static var _scopeCount: Swift.Int {", "\($0)", "}"])]
      } ?? []
    members.append(
      declaration([
        "\(memberModifiers)static func _timedEvents(of _$state: Self, scope: Swift.Int) -> \(timed) {",
        "Self.\(traceName("timers", []))(_$state, scope)", "}",
      ]))
    guard let count else { return members }
    return members + [
      declaration([
        "/// The state each scope is in (`nil`: not entered).",
        "private nonisolated static func _$scopeParts(_ _$state: Self) -> [Part?] {",
        "var _$parts = [Part?](repeating: nil, count: \(count))",
        "Self.\(traceName("scopes", []))(_$state, { $0 }, 0, &_$parts)",
        "return _$parts", "}",
      ])
    ] + scopesMovedMembers(memberModifiers: memberModifiers)
  }

  /// Whether the machine keeps scopes of its own (`scopeMembers()`): a held table has `after:`
  /// rows, a table of the tree has activities, or a held table remembers its history.
  var hasScopes: Bool {
    plan.composites.contains(where: \.held.times) || treeRunsActivities
      || (compositeTree?.remembers ?? false)
  }

  /// `_scopesMoved(by:)` and `_scopesMoved(from:to:moved:)`, from `_$scopeParts(_:)` and the
  /// trace: the scopes whose state a step or microstep entered, or that it left.
  static func scopesMovedMembers(memberModifiers: String) -> [DeclSyntax] {
    [
      declaration([
        "\(memberModifiers)static func _scopesMoved(by step: \(Qualified.step)) -> Swift.UInt64 {",
        "Self._scopesEntered(Self._$scopeParts(step.to), entered: Self._trace(of: step).entered)",
        "}",
      ]),
      declaration([
        "\(memberModifiers)static func _scopesMoved(from: Self, to: Self, moved: Swift.UInt64) "
          + "-> Swift.UInt64 {",
        "Self._scopesEntered(Self._$scopeParts(to), "
          + "entered: Self._trace(from: from, to: to, moved: moved).entered)",
        "}",
      ]),
      // A microstep's, whose trace knows the completion it took.
      declaration([
        "\(memberModifiers)static func _scopesMoved(by microstep: "
          + "\(Qualified.runtime).Microstep<Self>) -> Swift.UInt64 {",
        "Self._scopesEntered(Self._$scopeParts(microstep.to), "
          + "entered: Self._trace(of: microstep).entered)",
        "}",
      ]),
    ]
  }

  /// `_$timers$<path>` and `_$scopes$<path>` of this table (of type `type`, its part type
  /// `partType`, held at `path`; the top when `path` is empty) and of every table below it.
  func tableScopeFunctions(path: [String], type: String, partType: String) -> [DeclSyntax] {
    let timed = "[\(Qualified.timedEvent)]"
    var timers = [
      "/// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.",
      "private nonisolated static func \(Self.traceName("timers", path))(_ _$value: \(type), "
        + "_ _$scope: Swift.Int) -> \(timed) {",
    ]
    var scopes = [
      "/// The state of each scope of this table in `_$value`, from `_$base` on.",
      "private nonisolated static func \(Self.traceName("scopes", path))(_ _$value: \(type), "
        + "\(Self.partParameter(partType)), _ _$base: Swift.Int, _ _$parts: inout [Part?]) {",
    ]
    // Its own: the top's are `timedEvents(in:)`'s; a held table's delays are evaluated in its
    // own type, where the names they use are found.
    timers.append("if _$scope == 0 {")
    if path.isEmpty {
      timers.append("return Self.timedEvents(in: _$value)")
    } else if plan.timers.isEmpty {
      timers.append("return []")
    } else {
      timers += Self.timedEventsSwitch(
        over: "_$value", plan: plan, stateCount: model.states.count, events: model.events,
        delay: { model.delayCall($0, entering: "_$value") }, result: .returned)
    }
    timers.append("}")
    var members: [DeclSyntax] = []
    if plan.composites.isEmpty {
      timers.append("return []")
      scopes.append("_$parts[_$base] = _$part(_$value.case)")
    } else {
      timers.append("switch _$value {")
      scopes.append("switch _$value {")
      var first = 1
      for (index, state) in model.states.enumerated() {
        let name = escapedMember(state.name)
        guard let planned = composite(atState: index) else {
          scopes += [
            "case \(pattern(state, binding: [], bindingPrefix: "_$s")):",
            "_$parts[_$base] = _$part(.\(name))",
          ]
          continue
        }
        let heldPath = path + [planned.composite.state]
        let count = planned.held.scopeCount
        let range = "\(first)..<\(first + count)"
        let binding = pattern(state, binding: [0], bindingPrefix: "_$s")
        timers += [
          "case \(binding) where (\(range)).contains(_$scope):",
          "return Self.\(Self.traceName("timers", heldPath))(_$s0, _$scope - \(first))",
        ]
        scopes += [
          "case \(binding):", "_$parts[_$base] = _$part(.\(name)(nil))",
          "Self.\(Self.traceName("scopes", heldPath))(_$s0, { _$part(.\(name)($0)) }, "
            + "_$base + \(first), &_$parts)",
        ]
        members += heldScopeFunctions(planned, path: heldPath)
        first += count
      }
      timers += ["default:", "return []", "}"]
      scopes.append("}")
    }
    return [declaration(timers + ["}"]), declaration(scopes + ["}"])] + members
  }

  /// The scope functions of the machine `planned` holds, at `path`: an enum's, or a struct's
  /// (which hands each region its scopes) and its regions'.
  func heldScopeFunctions(_ planned: PlannedComposite, path: [String]) -> [DeclSyntax] {
    switch planned.held {
    case .states(let model, let plan):
      return Generator(model: model, plan: plan).tableScopeFunctions(
        path: path, type: model.typeName, partType: heldPartType(planned))
    case .regions(let model, let plans):
      return Self.structScopeFunctions(
        zip(model.regions, plans).map { ($0.property, Generator(model: $0.model, plan: $1)) },
        path: path, type: "\(self.model.typeName).\(planned.composite.typeName)",
        partType: "\(self.model.typeName).\(planned.composite.typeName).Part")
    }
  }

  /// `_$timers$<path>` and `_$scopes$<path>` of a struct of regions (of type `type`, its part
  /// type `partType`, held at `path`; the struct at the top when `path` is empty), which hand
  /// each region its scopes, and those of its regions' tables.
  static func structScopeFunctions(
    _ regions: [(property: String, table: Generator)], path: [String], type: String,
    partType: String
  ) -> [DeclSyntax] {
    let timed = "[\(Qualified.timedEvent)]"
    var timers = [
      "/// The timed events of scope `_$scope` of these regions, in `_$value`.",
      "private nonisolated static func \(traceName("timers", path))(_ _$value: \(type), "
        + "_ _$scope: Swift.Int) -> \(timed) {",
    ]
    var scopes = [
      "/// The state of each scope of these regions in `_$value`, from `_$base` on.",
      "private nonisolated static func \(traceName("scopes", path))(_ _$value: \(type), "
        + "\(partParameter(partType)), _ _$base: Swift.Int, _ _$parts: inout [Part?]) {",
    ]
    var members: [DeclSyntax] = []
    var first = 0
    for (property, table) in regions {
      let member = escapedMember(property)
      let regionPath = path + [property]
      let count = PlannedHeld.scopeCount(table.plan)
      timers += [
        "if (\(first)..<\(first + count)).contains(_$scope) {",
        "return Self.\(traceName("timers", regionPath))(_$value.\(member), _$scope - \(first))",
        "}",
      ]
      scopes.append(
        "Self.\(traceName("scopes", regionPath))(_$value.\(member), "
          + "{ _$part(.\(member)($0)) }, _$base + \(first), &_$parts)")
      members += table.tableScopeFunctions(
        path: regionPath, type: table.model.typeName,
        partType: "\(table.model.typeName).\(table.plan.composites.isEmpty ? "Case" : "Part")")
      first += count
    }
    return [declaration(timers + ["return []", "}"]), declaration(scopes + ["}"])] + members
  }
}
