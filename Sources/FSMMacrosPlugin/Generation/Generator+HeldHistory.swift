import SwiftSyntax

/// History inside a tree of machines (the Design article, "Written once"): a held table's
/// superstate with history keeps a slot of the machine's one `StateMemory`, after the top's own
/// (table by table in scope order), holding the value of the machine at the top when the
/// superstate was last left; a held row `toHistoryOf:` it reads its table's value out of that.
///
/// The superstate is left as W3C SCXML exits a state, which is when it records its history:
/// when its table's scope moved (`_scopesMoved`) and either the scope holding the table moved
/// too (the composite state around it was left or entered anew) or the table's state is no
/// longer in the superstate.
///
/// Per held table with history: `_$recall$<path>`, the table's value in a remembered value;
/// per such superstate, `_$within$<path>$<superstate>`, whether a value of the machine is in it.
extension Generator {
  /// The members a machine whose held tables have superstates with history adds: the memory's
  /// slots and their names, the recording of a step and of a microstep, and the functions of
  /// every such table they call. The machine's own history, if any, is recorded here too.
  func heldHistoryMembers() -> [DeclSyntax] {
    guard let tree = compositeTree, tree.remembers else { return [] }
    return Self.treeHistoryMembers(
      treePlaces, slots: tree.historySlots,
      own: plan.historySuperstates.map { ".\(escapedMember($0.name))" },
      ownRecording: historyRecording(source: "from", target: "to", firstSlot: 0, value: "from"),
      memberModifiers: memberModifiers)
  }

  /// The history members of a tree whose held tables have superstates with history, the top's
  /// own superstates with history `own` (their slots first, recorded by `ownRecording`, which
  /// reads `from` and `to`), then every held table's at `places`, from its first slot in
  /// `slots` (by path: the tree's `historySlots`, which its step functions read too): an
  /// enum's, or a struct of regions', whose regions are the places held by nobody.
  static func treeHistoryMembers(
    _ places: [TablePlace], slots: [[String]: Int], own: [String], ownRecording: [String],
    memberModifiers: String
  ) -> [DeclSyntax] {
    var count = own.count
    var names: [String] = []
    var remembers: [String] = []
    var recording = ownRecording
    var members: [DeclSyntax] = []
    for place in places {
      let histories = place.generator.plan.historySuperstates
      guard !histories.isEmpty, let parent = place.parent else { continue }
      members.append(place.generator.recallFunction(place))
      let first = slots[place.path] ?? count
      for (offset, superstate) in histories.enumerated() {
        let slot = first + offset
        count = slot + 1
        let within = Self.withinName(place, superstate)
        names += [
          "case \(slot):",
          "return \(stringLiteral((place.path + [superstate.name]).joined(separator: ".")))",
        ]
        remembers += ["case \(slot):", "return Self.\(within)(value)"]
        recording += [
          "if moved & (1 << \(place.scope)) != 0, Self.\(within)(from), "
            + "moved & (1 << \(parent)) != 0 || !Self.\(within)(to) {",
          "_$memory._remember(from, at: \(slot))", "}",
        ]
      }
    }
    let memory = "\(Qualified.memory)"
    // The machine's own members, as a machine with history has them, recording by scopes.
    members += Self.historyMembers(
      superstates: own,
      recording: [
        "Self._$recordHistory(_$step.from, _$step.to, Self._scopesMoved(by: _$step), &_$memory)"
      ],
      memberModifiers: memberModifiers)
    members += [
      declaration(["\(memberModifiers)static var _historySlotCount: Swift.Int {", "\(count)", "}"]),
      declaration([
        "\(memberModifiers)static func _recordHistory(from: Self, to: Self, "
          + "moved: Swift.UInt64, into _$memory: inout \(memory)) {",
        "Self._$recordHistory(from, to, Self._scopesMoved(from: from, to: to, moved: moved), "
          + "&_$memory)",
        "}",
      ]),
      declaration([
        "\(memberModifiers)static func _recordHistory(of microstep: "
          + "\(Qualified.runtime).Microstep<Self>, into _$memory: inout \(memory)) {",
        "Self._$recordHistory(microstep.from, microstep.to, Self._scopesMoved(by: microstep), "
          + "&_$memory)",
        "}",
      ]),
      declaration(
        [
          "/// Records a move from `from` to `to`, which moved the scopes `moved`: each "
            + "superstate with history it leaves remembers `from`.",
          "private nonisolated static func _$recordHistory(_ from: Self, _ to: Self, "
            + "_ moved: Swift.UInt64, _ _$memory: inout \(memory)) {",
        ] + recording + ["}"]),
      declaration(
        [
          "#if !hasFeature(Embedded)",
          "\(memberModifiers)static func _historySlotName(_ slot: Swift.Int) -> Swift.String {",
          "switch slot {",
        ] + names + [
          "default:", own.isEmpty ? "return \"\"" : "return \"\\(Self._historySuperstates[slot])\"",
          "}", "}",
          "\(memberModifiers)static func _canRemember(_ value: Self, at slot: Swift.Int) "
            + "-> Swift.Bool {",
          "switch slot {",
        ] + remembers + [
          "default:",
          own.isEmpty
            ? "return false"
            : "return Self.superstates(of: value.case).contains(Self._historySuperstates[slot])",
          "}", "}", "#endif",
        ]),
    ]
    return members
  }

  /// `_$recall$<path>`: the value of the table at `place` in a remembered value of the machine
  /// (which was in one of the table's superstates, so that its table was entered).
  func recallFunction(_ place: TablePlace) -> DeclSyntax {
    let (conditions, value) = reach(place, from: "_$top")
    return declaration([
      "/// The value of the table held at \(place.path.joined(separator: ".")) in `_$value`.",
      "private nonisolated static func \(Self.traceName("recall", place.path))(_ _$value: Self?) "
        + "-> \(place.generator.model.typeName)? {",
      "guard let _$top = _$value, \(conditions.joined(separator: ", ")) else {",
      "return nil", "}", "return \(value)", "}",
    ])
  }

  /// The name of the function telling whether a value of the machine is in `superstate` of
  /// the table at `place`: `_$within$<path>$<superstate>`.
  static func withinName(_ place: TablePlace, _ superstate: CaseReference) -> String {
    traceName("within", place.path + [superstate.name])
  }

  /// The `_$within$…` functions of a tree: one for each superstate an activity stops by or a
  /// history records by, whichever asks (`leavesSuperstateLines`, `heldHistoryMembers`).
  func withinFunctions() -> [DeclSyntax] {
    guard let tree = compositeTree else { return [] }
    return Self.withinFunctions(
      treePlaces, tasks: model.activityCases != nil, remembers: tree.remembers)
  }

  /// The `_$within$…` functions of the tables at `places`: for the superstates their activities are
  /// bound to (`tasks`), and a held table's superstates with history (`remembers`).
  static func withinFunctions(_ places: [TablePlace], tasks: Bool, remembers: Bool)
    -> [DeclSyntax]
  {
    var members: [DeclSyntax] = []
    for place in places {
      var superstates: [CaseReference] = []
      if tasks {
        superstates += place.generator.plan.activities.compactMap(\.superstate)
      }
      if remembers, place.parent != nil {
        superstates += place.generator.plan.historySuperstates
      }
      var seen: Set<Int> = []
      for superstate in superstates where seen.insert(superstate.index).inserted {
        members.append(place.generator.withinFunction(place, superstate: superstate))
      }
    }
    return members
  }

  /// `_$within$<path>$<superstate>`: whether a value of the machine is in `superstate` of the
  /// table at `place`.
  func withinFunction(_ place: TablePlace, superstate: CaseReference) -> DeclSyntax {
    let table = place.generator
    let members = table.model.states.indices.filter { index in
      table.plan.superstateChains[index]?.contains { $0.index == superstate.index } ?? false
    }
    let (conditions, value) = reach(place, from: "_$value")
    let at = place.path.isEmpty ? "" : " of the table held at \(place.path.joined(separator: "."))"
    var lines = [
      "/// Whether `_$value` is in superstate `\(superstate.name)`\(at).",
      "private nonisolated static func \(Self.withinName(place, superstate))(_ _$value: Self) "
        + "-> Swift.Bool {",
    ]
    if !conditions.isEmpty {
      lines += ["guard \(conditions.joined(separator: ", ")) else {", "return false", "}"]
    }
    if members.count == table.model.states.count {
      lines += conditions.isEmpty ? ["return true"] : ["_ = \(value)", "return true"]
    } else {
      let patterns = members.map { ".\(escapedMember(table.model.states[$0].name))" }
      lines += [
        "switch \(value) {", "case \(patterns.joined(separator: ", ")):", "return true",
        "default:", "return false", "}",
      ]
    }
    return declaration(lines + ["}"])
  }
}
