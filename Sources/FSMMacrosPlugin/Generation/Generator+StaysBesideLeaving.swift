import SwiftSyntax

// Rows that stay beside a row leaving a struct of regions held by a state (the Design article,
// "Rows that stay"). W3C selects a row for every region and then drops the rows whose exits
// conflict with an earlier one's; a row that stays exits nothing, so it conflicts with none. A
// struct's step therefore tells a region that only stayed from one that moved: only a move
// drops a later region's row leaving the struct (`_$moved`), and after a row leaving it, each
// later region's row is taken if it stays (its effect kept) and dropped otherwise. Generated
// only for a struct with both on one event (`staysBesideLeaving`); other machines' code is
// unchanged.

extension Generator {
  /// Whether a struct of regions whose tables are `plans`, at `depth`, has a row leaving it (for
  /// a table above) and a row that stays on the same event, each at any depth inside.
  static func staysBesideLeaving(_ plans: [TransitionPlan], depth: Int) -> Bool {
    let leaving = plans.reduce(into: Set<String>()) {
      $0.formUnion(leavingEvents($1, above: depth))
    }
    return !leaving.isEmpty
      && plans.contains { !leaving.isDisjoint(with: stayEvents($0)) }
  }

  /// The events of the rows of the table `plan`, or of a machine it holds at any depth, leaving
  /// for a table above `depth`.
  private static func leavingEvents(_ plan: TransitionPlan, above depth: Int) -> Set<String> {
    Set(
      PlannedHeld.tables(of: plan).flatMap(\.branches).flatMap(\.events).filter { branch in
        branch.rows.contains { row in
          guard case .leave(let leave) = row.target, let target = leave.depth else { return false }
          return target < depth
        }
      }.map(\.event.name))
  }

  /// The events of the rows that stay of the table `plan`, or of a machine it holds at any depth.
  private static func stayEvents(_ plan: TransitionPlan) -> Set<String> {
    Set(
      PlannedHeld.tables(of: plan).flatMap(\.branches).flatMap(\.events)
        .filter { $0.rows.contains(where: \.target.stays) }.map(\.event.name))
  }

  /// Whether `held`, whose tables are at `depth`, is or holds at any depth such a struct.
  static func staysBesideLeaving(in held: PlannedHeld, depth: Int) -> Bool {
    switch held {
    case .states(_, let plan):
      return plan.composites.contains { staysBesideLeaving(in: $0.held, depth: depth + 1) }
    case .regions(_, let plans):
      return staysBesideLeaving(plans, depth: depth)
        || plans.contains { plan in
          plan.composites.contains { staysBesideLeaving(in: $0.held, depth: depth + 1) }
        }
    }
  }

  /// Whether a table's own rows (`plan`) include one that stays.
  static func hasStayRows(_ plan: TransitionPlan) -> Bool {
    plan.branches.contains { $0.events.contains { $0.rows.contains(where: \.target.stays) } }
  }

  /// The lines stepping `_$held`, a copy of `value`, by the step function of the machine held
  /// at `path` (below the tables of types `levels`), with fresh variables for the targets it may
  /// hand over (at `leaves`), dropped up to `blocked`, nothing collected; and the call, whether
  /// it took the event.
  static func stepOnCopy(
    _ value: String, _ tree: CompositeTree, path: [String], leaves: [Int], levels: [String],
    blocked: String
  ) -> (lines: [String], call: String) {
    let (declarations, call, _) = heldCall(
      tree, path: path, machine: "_$machine", passesEffectThrough: false, more: nil,
      leaves: leaves, local: (-1, ""), blocked: blocked, memory: "\(Qualified.memory)()")
    let fresh = leaves.map { "var \(leaveVariable($0)): \(levels[$0])? = nil" }
    return (["var _$held = \(value)"] + declarations + fresh, call)
  }

  /// `_$stayed$<path>`: whether the step this table (held at `path` below the tables of types
  /// `levels`, its own last) took on `event` from `_$value` only stayed: a row that stays, of
  /// its own or inside the machine a composite state holds, and nothing moved. Asked once the
  /// step is known to have taken the event, with the depth it was blocked to.
  func stayedFunction(_ tree: CompositeTree, path: [String], levels: [String]) -> DeclSyntax {
    let depth = levels.count - 1
    var lines = [
      "/// Whether the step this table took on `event` from `_$value` only stayed.",
      "private nonisolated static func \(Self.traceName("stayed", path))(_ _$value: "
        + "\(model.typeName), on event: Event, in _$machine: Self, blocked _$blocked: Swift.Int) "
        + "-> Swift.Bool {",
    ]
    if !plan.composites.isEmpty {
      lines.append("switch _$value {")
      for planned in plan.composites {
        guard let index = stateIndex(of: planned) else { continue }
        let state = model.states[index]
        let heldPath = path + [planned.composite.state]
        let leaves = Self.leaveDepths(planned.held, above: levels.count)
        let (stepping, call) = Self.stepOnCopy(
          "_$s0", tree, path: heldPath, leaves: leaves, levels: levels, blocked: "_$blocked")
        lines += ["case \(pattern(state, binding: [0], bindingPrefix: "_$s")):"] + stepping
        lines += [
          "if \(call) {",
          "return Self.\(Self.traceName("stayed", heldPath))(_$s0, on: event, in: _$machine, "
            + "blocked: _$blocked)",
          "}",
        ]
        // A row inside leaving for a state of this table moved it.
        if leaves.contains(depth) {
          lines += ["if \(Self.leaveVariable(depth)) != nil {", "return false", "}"]
        }
      }
      lines += (plan.composites.count < model.states.count ? ["default:", "break"] : []) + ["}"]
    }
    lines.append(
      hasStayRows
        ? "return Self.\(Self.traceName("stays", path))(_$value, on: event, in: _$machine)"
        : "return false")
    return declaration(lines + ["}"])
  }

  /// The same for `model`, a struct of regions of type `type` held at `path` below the tables
  /// of types `levels`: every region whose step took the event only stayed.
  static func regionsStayedFunction(
    _ model: RegionMachineModel, plans: [TransitionPlan], type: String, _ tree: CompositeTree,
    path: [String], levels: [String]
  ) -> DeclSyntax {
    let depth = levels.count
    var lines = [
      "/// Whether the step these regions took on `event` from `_$value` only stayed.",
      "private nonisolated static func \(traceName("stayed", path))(_ _$value: \(type), "
        + "on event: Event, in _$machine: Self, blocked _$blocked: Swift.Int) -> Swift.Bool {",
    ]
    for (region, plan) in zip(model.regions, plans) {
      let property = escapedMember(region.property)
      let regionPath = path + [region.property]
      let leaves = leaveDepths(plan, above: depth)
      let (stepping, call) = stepOnCopy(
        "_$value.\(property)", tree, path: regionPath, leaves: leaves, levels: levels,
        blocked: "_$blocked")
      lines +=
        ["do {"] + stepping + [
          "if \(call), !Self.\(traceName("stayed", regionPath))(_$value.\(property), on: event, "
            + "in: _$machine, blocked: _$blocked) {",
          "return false", "}", "}",
        ]
    }
    return declaration(lines + ["return true", "}"])
  }

  /// The lines of a struct's step after region `index` left it: each later region of `model`
  /// (among `taking`) with a row that stays is stepped on a copy, every row leaving the struct
  /// dropped (the depth `depth - 1`, the table holding the struct), with targets of its own to
  /// hand over (none is: every row leaving is dropped), and its effects are kept only if it
  /// stayed.
  static func staysAfterLeaving(
    _ model: RegionMachineModel, plans: [TransitionPlan], after index: Int, taking: [Int],
    _ tree: CompositeTree, path: [String], levels: [String]
  ) -> [String] {
    // Without effects, a row that stays beside one leaving changes nothing a step returns.
    guard tree.emits else { return [] }
    let depth = levels.count
    var lines: [String] = []
    for later in taking where later > index {
      guard PlannedHeld.anyTable(of: plans[later], hasStayRows) else { continue }
      let region = model.regions[later]
      let property = escapedMember(region.property)
      let regionPath = path + [region.property]
      let own = leaveDepths(plans[later], above: depth)
      let arguments = heldParameters(
        tree, leaves: own, levels: levels, blocked: "\(depth - 1)", dropped: "_$droppedBeside"
      ).arguments
      lines += ["do {", "var _$held = _$state.\(property)"]
      // Fresh targets: the real ones hold the row that left, which a struct of regions
      // nested in this region would take for one of its own regions leaving.
      lines += own.map { "var \(leaveVariable($0)): \(levels[$0])? = nil" }
      lines.append("let _$first = _$effect")
      lines += (tree.collects ? ["let _$count = _$more?.count"] : [])
      lines += own.isEmpty ? [] : ["var _$droppedBeside = false"]
      var rollBack = ["_$effect = _$first"]
      if tree.collects {
        rollBack += ["if let _$count {", "_$more?.removeSubrange(_$count...)", "}"]
      }
      let stayed =
        "Self.\(traceName("stayed", regionPath))(_$state.\(property), on: event, "
        + "in: _$machine, blocked: \(depth - 1))"
      lines += [
        "if Self.\(heldStepName(regionPath))(&_$held, on: event, \(arguments)), !\(stayed) {"
      ]
      lines += rollBack + ["}", "}"]
    }
    return lines
  }

  /// `_$beside$<path>`: adds to `_$trace` the rows that stay taken beside the row that, from
  /// `_$value`, leaves for the table at `depth` above this one (held at `path` below the tables
  /// of types `levels`): the way `_$leaving$<path>` goes down to it.
  func besideFunction(
    _ tree: CompositeTree, path: [String], levels: [String], partType: String
  ) -> DeclSyntax {
    var lines = [
      "/// Adds to `_$trace` the rows that stay beside the row that, from `_$value`, leaves for "
        + "the table at `depth` above.",
      "private nonisolated static func \(Self.traceName("beside", path))(_ _$value: "
        + "\(model.typeName), on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
        + "\(Self.completingParameter(tree))\(Self.partParameter(partType)), depth: Swift.Int, "
        + "into _$trace: inout \(Qualified.runtime)._StepTrace<Self>) {",
    ]
    lines += towardsLeaving(tree, path: path, levels: levels) { heldPath, part in
      "Self.\(Self.traceName("beside", heldPath))(_$s0, on: event, in: _$machine, "
        + "blocked: _$blocked, \(Self.completingArgument(tree))\(part), depth: depth, "
        + "into: &_$trace)"
    }
    return declaration(lines + ["}"])
  }

  /// The same for `model`, a struct of regions of type `type` held at `path` below the tables
  /// of types `levels`: each region whose step took the event only stayed adds its rows (its
  /// trace from its value to its value after the step), and the first region to hand a target
  /// over goes down to the row leaving; the regions after it step with every row leaving the
  /// struct dropped, as the struct's step does.
  static func regionsBesideFunction(
    _ model: RegionMachineModel, plans: [TransitionPlan], type: String, _ tree: CompositeTree,
    path: [String], levels: [String]
  ) -> DeclSyntax {
    let depth = levels.count
    var lines = [
      "/// Adds to `_$trace` the rows that stay beside the row that, from `_$value`, leaves for "
        + "the table at `depth` above: each region's that only stayed.",
      "private nonisolated static func \(traceName("beside", path))(_ _$value: \(type), "
        + "on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
        + "\(completingParameter(tree))\(partParameter("\(type).Part")), depth: Swift.Int, "
        + "into _$trace: inout \(Qualified.runtime)._StepTrace<Self>) {",
      // Rows that stay take an event: a microstep has none beside its row leaving.
      "guard let event else {", "return", "}",
      "var _$found = false",
    ]
    for (region, plan) in zip(model.regions, plans) {
      let property = escapedMember(region.property)
      let regionPath = path + [region.property]
      let wrap = "{ _$part(.\(property)($0)) }"
      let leaves = leaveDepths(plan, above: depth)
      let blocked = "_$found ? \(depth - 1) : _$blocked"
      let (stepping, call) = stepOnCopy(
        "_$value.\(property)", tree, path: regionPath, leaves: leaves, levels: levels,
        blocked: blocked)
      lines +=
        ["do {"] + stepping + [
          "if \(call) {",
          "var _$inner = \(Qualified.runtime)._StepTrace<Self>()",
          "Self.\(traceName("trace", regionPath))(_$value.\(property), _$held, on: event, "
            + "in: _$machine, blocked: \(blocked), \(completingArgument(tree, "-1"))\(wrap), "
            + "into: &_$inner)",
          "if _$inner.exited.isEmpty, _$inner.entered.isEmpty {", "_$trace.rows += _$inner.rows",
          "}",
        ]
      if !leaves.isEmpty {
        let handed = leaves.map { "(depth == \($0) && \(leaveVariable($0)) != nil)" }
        lines += [
          "} else if !_$found, \(handed.joined(separator: " || ")) {", "_$found = true",
          "Self.\(traceName("beside", regionPath))(_$value.\(property), on: event, "
            + "in: _$machine, blocked: _$blocked, \(completingArgument(tree, "-1"))\(wrap), "
            + "depth: depth, into: &_$trace)",
        ]
      }
      lines += ["}", "}"]
    }
    return declaration(lines + ["}"])
  }
}
