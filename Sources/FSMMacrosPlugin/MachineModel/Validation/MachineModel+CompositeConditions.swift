import SwiftDiagnostics

// `.whenIn` in a machine held by a composite state names a state of the machine at the top, at
// any depth (the Design article, "Conditions and names at any level"): checked once the tree
// is read, against the whole tree.

extension MachineModel {
  /// The `.whenIn` conditions of every table `composites` hold: each names a state of this
  /// machine (`unknownPart`), in a region beside the row's own (`conditionOnOwnRegion` for one
  /// on the row's own region or around it, `conditionNeverHolds` for one on a state that
  /// excludes the row's machine).
  func checkHeldConditions(
    _ composites: [PlannedComposite], into diagnostics: inout DiagnosticCollector
  ) {
    for (table, path) in Self.heldTables(composites, below: []) {
      for condition in (table.rows + table.eventlessRows).flatMap(\.conditions) {
        Self.checkCondition(
          condition, inTableAt: path, tableName: table.name, machine: name,
          resolved: resolve(condition.path, composites: composites), into: &diagnostics)
      }
    }
  }

  /// Every table below `composites`, with its path from the top: the composite states and
  /// regions above it (`["processing", "payment"]`).
  static func heldTables(
    _ composites: [PlannedComposite], below path: [String]
  ) -> [(MachineModel, [String])] {
    composites.flatMap { planned -> [(MachineModel, [String])] in
      let inner = path + [planned.composite.state]
      switch planned.held {
      case .states(let model, let plan):
        return [(model, inner)] + heldTables(plan.composites, below: inner)
      case .regions(let model, let plans):
        return zip(model.regions, plans).flatMap { region, plan in
          [(region.model, inner + [region.property])]
            + heldTables(plan.composites, below: inner + [region.property])
        }
      }
    }
  }

  /// What each name of `path` is, from the top down: a state (`true`) or a region (`false`);
  /// `nil`, with the reason, when a name is neither where it stands.
  func resolve(
    _ path: [String], composites top: [PlannedComposite]
  ) -> (kinds: [Bool]?, reason: String?) {
    var kinds: [Bool] = []
    var table = self
    var composites = top
    var remaining = path[...]
    while let name = remaining.first {
      guard table.states.contains(where: { $0.name == name }) else {
        return (nil, "'\(table.name)' has no case '\(name)'")
      }
      kinds.append(true)
      remaining = remaining.dropFirst()
      guard let next = remaining.first else { break }
      guard let planned = composites.first(where: { $0.composite.state == name }) else {
        return (nil, "'\(name)' holds no machine, so nothing is inside it")
      }
      switch planned.held {
      case .states(let model, let plan):
        table = model
        composites = plan.composites
      case .regions(let model, let plans):
        guard let index = model.regions.firstIndex(where: { $0.property == next }) else {
          return (nil, "'\(planned.composite.typeName)' has no region '\(next)'")
        }
        kinds.append(false)
        remaining = remaining.dropFirst()
        guard remaining.first != nil else {
          return (nil, "name a case of region '\(next)'")
        }
        table = model.regions[index].model
        composites = plans[index].composites
      }
    }
    return (kinds, nil)
  }

  /// Checks `condition`, of the table at `tablePath` from the top of `machine`, whose path
  /// resolved to `resolved` (`resolve`).
  static func checkCondition(
    _ condition: RegionCondition, inTableAt tablePath: [String], tableName: String,
    machine: String, resolved: (kinds: [Bool]?, reason: String?),
    into diagnostics: inout DiagnosticCollector
  ) {
    let written = condition.expression
    let (kinds, reason) = resolved
    guard let kinds else {
      diagnostics.report(
        .unknownPart("'.whenIn(\(written))'", machine: machine, reason: reason ?? ""),
        at: condition.anchor)
      return
    }
    let common = zip(condition.path, tablePath).prefix { $0 == $1 }.count
    // On the row's own region, or on a state around its machine: it always holds, or tests
    // what the row's source already says.
    guard common < condition.path.count, common < tablePath.count else {
      diagnostics.report(.conditionOnOwnRegion(region: tableName), at: condition.anchor)
      return
    }
    // The paths part at a state: the condition names a state the row's machine cannot be
    // active beside.
    if kinds[common] {
      diagnostics.report(
        .conditionNeverHolds(condition: written, state: tablePath[common]),
        at: condition.anchor)
    }
  }
}
