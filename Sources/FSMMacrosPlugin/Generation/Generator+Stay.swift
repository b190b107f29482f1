import SwiftSyntax

// Rows that stay (the Design article, "Rows that stay"): the members that tell the runtime a
// step was taken by one, worked out again from the step as `effects` is, so that a machine
// without such rows pays nothing and a step keeps no field for it; and why an event was refused
// by a row whose `build:` returned another case than the one it names.

extension Generator {
  /// Whether a row of the machine's own table stays in its state.
  var hasStayRows: Bool { Self.hasStayRows(plan) }

  /// Every planned event row, from every state.
  private var plannedRows: [PlannedRow] {
    plan.branches.flatMap { $0.events.flatMap(\.rows) }
  }

  /// For a machine with rows that stay: `_movesInside(_:)` (whether a step was taken by one:
  /// nothing exited or entered) and `_regionsMoved(by:)` from it. For a machine with rows whose
  /// `build:` may return another case than the one they name (`to:`, or a row that stays):
  /// `_caseBuiltOtherwise(on:)`, which says why an event was refused.
  func stayMembers() -> [DeclSyntax] {
    guard compositeTree == nil else { return [] }
    var members: [DeclSyntax] = []
    if hasStayRows {
      var inside = [
        "/// Whether `step` was taken by a row that stays: it exited and entered nothing.",
        "\(memberModifiers)static func _movesInside(_ step: \(Qualified.step)) -> Swift.Bool {",
        "guard step.from.case == step.to.case else {", "return false", "}",
        "let event = step.event",
      ]
      inside += staySwitch(subject: "step.from") { row in
        ["return \(row.target.stays)"]
      }
      members += [
        declaration(inside + ["}"]),
        declaration([
          "\(memberModifiers)static func _regionsMoved(by step: \(Qualified.step)) -> "
            + "Swift.UInt64 {",
          "Self._movesInside(step) ? 0 : 1", "}",
        ]),
      ]
    }
    guard plannedRows.contains(where: \.mayBuildOtherCase) else { return members }
    var built = [
      "/// The case a row's `build:` built for `event`, when it is not the case the row names: "
        + "why the event was refused.",
      "\(memberModifiers)func _caseBuiltOtherwise(on event: Event) -> Case? {",
    ]
    built += staySwitch(subject: "self", builds: true) { row in
      guard row.mayBuildOtherCase, let named = row.builtCase else { return ["return nil"] }
      return [
        "let _$built = \(userRow(row)).\(Qualified.buildTarget)(self, event).case",
        "return _$built == .\(escapedMember(named.name)) ? nil : _$built",
      ]
    }
    members.append(declaration(built + ["}"]))
    return members
  }

  /// `_$stays$<path>`: whether the row this table (held at `path`, its values of type `type`;
  /// the top when `path` is empty) takes for `event` from `_$value` stays in its state, asked
  /// once the table took the event by a row of its own (the first row whose tests pass is the
  /// one it took); `nil` for a table without such rows. The trace reads it, and a machine's
  /// `_movesInside(_:)`.
  func staysFunction(_ tree: CompositeTree, path: [String], type: String) -> DeclSyntax? {
    guard hasStayRows else { return nil }
    let lines =
      [
        "/// Whether the row this table takes for `event` from `_$value` stays in its state.",
        "private nonisolated static func \(Self.traceName("stays", path))(_ _$value: \(type), "
          + "on event: Event, in _$machine: Self) -> Swift.Bool {",
      ]
      + staySwitch(
        subject: "_$value", owner: path.isEmpty ? "Self" : model.typeName, condition: tree.test
      ) { row in ["return \(row.target.stays)"] }
    return declaration(lines + ["}"])
  }

  /// A `switch` over `subject` and then `event` whose arms run `taken` for the row that takes
  /// the event (each guard tried in order), and otherwise return `false` (or `nil`): only the
  /// states and events whose rows stay (with `builds`: whose rows may build another case than
  /// the one they name) have arms.
  ///
  /// `owner` is the type whose table holds the rows; `condition` tests a row's `.whenIn`
  /// conditions on other regions (a region's table), tried before its guard, as the step does.
  func staySwitch(
    subject: String, builds: Bool = false, owner: String = "Self",
    condition: (RegionCondition) -> String = { _ in "false" }, taken: (PlannedRow) -> [String]
  ) -> [String] {
    let none = builds ? "return nil" : "return false"
    func relevant(_ row: PlannedRow) -> Bool {
      builds ? row.mayBuildOtherCase : row.target.stays
    }
    let branches = plan.branches.compactMap { branch -> (StateBranch, [EventBranch])? in
      let events = branch.events.filter { $0.rows.contains(where: relevant) }
      return events.isEmpty ? nil : (branch, events)
    }
    var lines = ["switch \(subject) {"]
    for (branch, events) in branches {
      lines += ["case .\(escapedMember(model.states[branch.state.index].name)):", "switch event {"]
      for eventBranch in events {
        lines.append("case .\(escapedMember(model.events[eventBranch.event.index].name)):")
        for (position, row) in eventBranch.rows.enumerated() {
          // No later row matters once none of them is relevant.
          guard eventBranch.rows[position...].contains(where: relevant) else {
            lines.append(none)
            break
          }
          if row.guarded {
            var tests = row.conditions.map(condition)
            if row.callsGuard {
              tests.append(
                "\(userRow(row, owner: owner)).\(Qualified.passesGuard)(\(subject), event)")
            }
            lines += ["if \(tests.joined(separator: ", ")) {"] + taken(row) + ["}"]
            if position == eventBranch.rows.count - 1 {
              lines.append(none)
            }
          } else {
            lines += taken(row)
            break
          }
        }
      }
      if events.count < model.events.count {
        lines += ["default:", none]
      }
      lines.append("}")
    }
    if branches.count < model.states.count {
      lines += ["default:", none]
    }
    return lines + ["}"]
  }
}
