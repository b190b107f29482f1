import SwiftSyntax

/// What a step of a tree of machines did at every depth (the Design article, "Conditions and
/// names at any level"): the states it left and entered as W3C SCXML orders them, and the rows
/// it took, for `Step.exited`, `Step.entered` and `FSMTesting`'s moves. Off the path of a step:
/// worked out again from the step's source and event, each table's step function run on a copy
/// (as `_movesInside(_:)` does), so a step costs nothing more.
///
/// Per table of the tree, three functions, each taking the table's value and `_$part`, which
/// spells a part of the table as the top's `Part`:
/// - `_$parts$<path>`: the states the value is in, outermost first;
/// - `_$trace$<path>`: the step from one value of the table to another, which moved either
///   inside a composite state (the held step took the event: its trace) or the table itself (a
///   row of it, or a row inside leaving for one of its states: every state of the one value
///   left, every state of the other entered);
/// - `_$leaving$<path>`: the source of the row that, from the value, leaves for a table above
///   (at `depth`), when its step is known to hand one over.
extension Generator {
  /// The name of one of a table's trace functions: `kind` and the path from the top.
  static func traceName(_ kind: String, _ path: [String]) -> String {
    "_$\(kind)" + path.map { "$" + $0 }.joined()
  }

  /// In a tree whose tables try completion rows as eventless rows, the trace and leaving
  /// functions take the number of the completion the microstep they follow took
  /// (`_$completingNow`, `-1` for none, or `_$completingIn` for a struct's, which its regions
  /// pass on), as the settle functions did: each held call starts from it, a copy.
  static func completingParameter(_ tree: CompositeTree, name: String = "_$completingNow")
    -> String
  {
    tree.completes ? "completing \(name): Swift.Int, " : ""
  }

  /// The argument passing `value` to that parameter.
  static func completingArgument(_ tree: CompositeTree, _ value: String = "_$completingNow")
    -> String
  {
    tree.completes ? "completing: \(value), " : ""
  }

  /// The members of a machine whose states hold machines: `_activeParts(of:)` and
  /// `_trace(of:)`, and the functions of every table of the tree they call.
  func traceMembers(_ tree: CompositeTree) -> [DeclSyntax] {
    var members: [DeclSyntax] = [
      declaration([
        "\(memberModifiers)static func _activeParts(of state: Self) -> [Part] {",
        "Self.\(Self.traceName("parts", []))(state) { $0 }", "}",
      ]),
      declaration([
        "\(memberModifiers)static func _trace(of step: \(Qualified.step)) -> "
          + "\(Qualified.runtime)._StepTrace<Self> {",
        "var _$trace = \(Qualified.runtime)._StepTrace<Self>()",
        "Self.\(Self.traceName("trace", []))(step.from, step.to, on: step.event, in: step.from, "
          + "blocked: -1, \(Self.completingArgument(tree, "-1")){ $0 }, into: &_$trace)",
        "return _$trace", "}",
      ]),
      // A microstep: no event, the held machines' eventless rows first (as it was chosen).
      declaration([
        "\(memberModifiers)static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> "
          + "\(Qualified.runtime)._StepTrace<Self> {",
        "var _$trace = \(Qualified.runtime)._StepTrace<Self>()",
        "Self.\(Self.traceName("trace", []))(from, to, on: nil, in: from, blocked: -1, "
          + "\(Self.completingArgument(tree, "-1")){ $0 }, "
          + "into: &_$trace)",
        "return _$trace", "}",
      ]),
    ]
    if tree.completes {
      // A microstep of a completion: that completion's rows run again.
      members.append(
        Self.microstepTraceMember(memberModifiers: memberModifiers) { completion in
          [
            "var _$trace = \(Qualified.runtime)._StepTrace<Self>()",
            "Self.\(Self.traceName("trace", []))(from, to, on: nil, in: from, blocked: -1, "
              + "completing: \(completion), { $0 }, into: &_$trace)",
            "return _$trace",
          ]
        })
    }
    members += tableTraceFunctions(tree, path: [], levels: ["Self"], partType: "Part")
    return members
  }

  /// The trace functions of this table (of type `levels.last`, its part type `partType`, held
  /// at `path`; the top when `path` is empty, a region of the struct at the top when it is the
  /// region's property) and of every table below it.
  func tableTraceFunctions(
    _ tree: CompositeTree, path: [String], levels: [String], partType: String
  ) -> [DeclSyntax] {
    let type = path.isEmpty ? "Self" : model.typeName
    var members = [
      partsFunction(path: path, type: type, partType: partType),
      traceFunction(tree, path: path, levels: levels, type: type, partType: partType),
    ]
    if let stays = staysFunction(tree, path: path, type: type) {
      members.append(stays)
    }
    // Only where a row below hands a target over to a table above.
    if !path.isEmpty, !Self.leaveDepths(plan, above: levels.count - 1).isEmpty {
      members.append(leavingFunction(tree, path: path, levels: levels, partType: partType))
      if tree.staysBesideLeaving {
        members.append(besideFunction(tree, path: path, levels: levels, partType: partType))
      }
    }
    if tree.asksStayed, !path.isEmpty {
      members.append(stayedFunction(tree, path: path, levels: levels))
    }
    for planned in plan.composites {
      let heldPath = path + [planned.composite.state]
      let heldType = "\(model.typeName).\(planned.composite.typeName)"
      switch planned.held {
      case .states(let model, let plan):
        members += Generator(model: model, plan: plan).tableTraceFunctions(
          tree, path: heldPath, levels: levels + [model.typeName],
          partType: heldPartType(planned))
      case .regions(let model, let plans):
        members += Self.regionsTraceFunctions(
          model, plans: plans, type: heldType, tree, path: heldPath, levels: levels)
        if tree.asksStayed {
          members.append(
            Self.regionsStayedFunction(
              model, plans: plans, type: heldType, tree, path: heldPath, levels: levels))
        }
        if tree.staysBesideLeaving {
          if plans.contains(where: { !Self.leaveDepths($0, above: levels.count).isEmpty }) {
            members.append(
              Self.regionsBesideFunction(
                model, plans: plans, type: heldType, tree, path: heldPath, levels: levels))
          }
        }
        for (region, plan) in zip(model.regions, plans) {
          let generator = Generator(model: region.model, plan: plan)
          members += generator.tableTraceFunctions(
            tree, path: heldPath + [region.property], levels: levels + [region.model.typeName],
            partType: "\(region.model.typeName).\(plan.composites.isEmpty ? "Case" : "Part")")
        }
      }
    }
    return members
  }

  /// The parameters every trace function of a table takes after its value(s).
  static func partParameter(_ partType: String) -> String {
    "_ _$part: (\(partType)) -> Part"
  }

  /// `_$parts$<path>`: the states a value of this table is in, outermost first: its state,
  /// then for a composite state the states of the machine it holds.
  func partsFunction(path: [String], type: String, partType: String) -> DeclSyntax {
    var lines = [
      "/// The states `_$value` is in, outermost first (W3C's configuration, in document order).",
      "private nonisolated static func \(Self.traceName("parts", path))(_ _$value: \(type), "
        + "\(Self.partParameter(partType))) -> [Part] {",
    ]
    guard !plan.composites.isEmpty else {
      return declaration(lines + ["[_$part(_$value.case)]", "}"])
    }
    lines.append("switch _$value {")
    for (index, state) in model.states.enumerated() {
      let name = escapedMember(state.name)
      guard let planned = composite(atState: index) else {
        lines += [
          "case \(pattern(state, binding: [], bindingPrefix: "_$s")):", "[_$part(.\(name))]",
        ]
        continue
      }
      lines += [
        "case \(pattern(state, binding: [0], bindingPrefix: "_$s")):",
        "[_$part(.\(name)(nil))] + Self.\(Self.traceName("parts", path + [planned.composite.state]))"
          + "(_$s0) { _$part(.\(name)($0)) }",
      ]
    }
    return declaration(lines + ["}", "}"])
  }

  /// Whether the held machine moved `_$held`: on `event`, by its step function's call `step`;
  /// without one (a microstep), by its settle function's `settle` (none: it has no eventless
  /// rows). Both write the same variables.
  static func tookLines(step: String, settle: String?) -> [String] {
    [
      "let _$took: Swift.Bool", "if let event {", "_$took = \(step)", "} else {",
      "_$took = \(settle ?? "false")", "}",
    ]
  }

  /// The calls of the step and settle functions of the machine held at `path` (`settles`:
  /// whether it has a settle function), on `_$held`, and the lines declaring what they write:
  /// `heldCall`'s, once.
  static func heldCalls(
    _ tree: CompositeTree, path: [String], settles: Bool, leaves: [Int], blocked: String
  ) -> (lines: [String], took: [String]) {
    // Which row a step (or microstep) took does not depend on the memory, only where a
    // history row goes: the trace reads that from the step's target.
    let (lines, step, _) = heldCall(
      tree, path: path, machine: "_$machine", passesEffectThrough: false, more: nil,
      leaves: leaves, local: (-1, ""), blocked: blocked, memory: "\(Qualified.memory)()")
    let settle =
      settles
      ? heldCall(
        tree, path: path, machine: "_$machine", passesEffectThrough: false, more: nil,
        leaves: leaves, local: (-1, ""), blocked: blocked, function: heldSettleName, event: nil,
        memory: "\(Qualified.memory)()"
      ).call : nil
    // The settle function's own copy of whether a completion row may fire.
    let completing = settles && tree.completes ? ["var _$completing = _$completingNow"] : []
    return (lines + completing, tookLines(step: step, settle: settle))
  }

  /// Whether the machine `planned` holds (at `path`) moved `_$held` (`_$took`), with fresh
  /// variables for every target it may hand over (their depths, `leaves`).
  func freshHeldCall(
    _ tree: CompositeTree, _ planned: PlannedComposite, path: [String], levels: [String]
  ) -> (lines: [String], leaves: [Int]) {
    let leaves = Self.leaveDepths(planned.held, above: levels.count)
    let (lines, took) = Self.heldCalls(
      tree, path: path + [planned.composite.state], settles: planned.held.settles,
      leaves: leaves, blocked: "_$blocked")
    return (
      lines + leaves.map { "var \(Self.leaveVariable($0)): \(levels[$0])? = nil" } + took, leaves
    )
  }

  /// `_$trace$<path>`: a step of this table from `_$from` to `_$to` on `event`, `_$machine` the
  /// machine at the top before it.
  func traceFunction(
    _ tree: CompositeTree, path: [String], levels: [String], type: String, partType: String
  ) -> DeclSyntax {
    let depth = levels.count - 1
    let parts = "Self.\(Self.traceName("parts", path))"
    var lines = [
      "/// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite "
        + "state, or a row of its own.",
      "private nonisolated static func \(Self.traceName("trace", path))(_ _$from: \(type), "
        + "_ _$to: \(type), on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
        + "\(Self.completingParameter(tree))\(Self.partParameter(partType)), into _$trace: inout "
        + "\(Qualified.runtime)._StepTrace<Self>) {",
    ]
    if !plan.composites.isEmpty {
      lines.append("switch _$from {")
      for planned in plan.composites {
        guard let index = stateIndex(of: planned) else { continue }
        let state = model.states[index]
        let name = escapedMember(state.name)
        let heldPath = path + [planned.composite.state]
        let (took, leaves) = freshHeldCall(tree, planned, path: path, levels: levels)
        let wrap = "{ _$part(.\(name)($0)) }"
        lines += [
          "case \(pattern(state, binding: [0], bindingPrefix: "_$s")):", "var _$held = _$s0",
        ]
        lines += took
        lines += [
          "if _$took, case \(pattern(state, binding: [0], bindingPrefix: "_$t")) = _$to {",
          "Self.\(Self.traceName("trace", heldPath))(_$s0, _$t0, on: event, in: _$machine, "
            + "blocked: _$blocked, \(Self.completingArgument(tree))\(wrap), into: &_$trace)",
        ]
        // A row of this table that stays, taken beside the regions' moves for one that took
        // nothing (`staysAroundLines`).
        if tree.takesIdle(heldPath), hasStayRows {
          lines += [
            "if _$idle >= 0, let event, Self.\(Self.traceName("stays", path))(_$from, on: event, "
              + "in: _$machine) {",
            "let _$source = \(parts)(_$from, _$part)[0]",
            "_$trace.rows.append(\(Qualified.runtime)._StepTrace<Self>.Row(source: _$source, "
              + "target: _$source, entered: []))",
            "}",
          ]
        }
        lines += ["return", "}"]
        // A row of this table that moves, taken beside the rows inside that only stayed: their
        // rows, before its own (which the landing below adds).
        if tree.staysAround.contains(heldPath) && tree.movesBesideStays
          || tree.movesFurtherOut.contains(heldPath)
        {
          lines += [
            "if _$took, _$idle >= 0, event != nil {",
            "var _$inner = \(Qualified.runtime)._StepTrace<Self>()",
            "Self.\(Self.traceName("trace", heldPath))(_$s0, _$s0, on: event, in: _$machine, "
              + "blocked: _$blocked, \(Self.completingArgument(tree))\(wrap), into: &_$inner)",
            "_$trace.rows += _$inner.rows", "}",
          ]
        }
        // A row inside leaving for a state of this table: its source is inside.
        if leaves.contains(depth) {
          lines += ["if \(Self.leaveVariable(depth)) != nil {"]
          if tree.staysBesideLeaving {
            lines.append(
              "Self.\(Self.traceName("beside", heldPath))(_$s0, on: event, in: _$machine, "
                + "blocked: _$blocked, \(Self.completingArgument(tree))\(wrap), "
                + "depth: \(depth), into: &_$trace)")
          }
          lines += [
            "let _$source = Self.\(Self.traceName("leaving", heldPath))(_$s0, on: event, "
              + "in: _$machine, blocked: _$blocked, \(Self.completingArgument(tree))\(wrap), "
              + "depth: \(depth))",
            "_$trace.land(from: \(parts)(_$from, _$part), to: \(parts)(_$to, _$part), "
              + "source: _$source)",
            "return", "}",
          ]
        }
      }
      // Every state holding a machine: no other.
      lines += (plan.composites.count < model.states.count ? ["default:", "break"] : []) + ["}"]
    }
    // A row of its own that stays: from the state to itself, nothing exited or entered.
    if hasStayRows {
      lines += [
        "if let event, Self.\(Self.traceName("stays", path))(_$from, on: event, in: _$machine) {",
        "let _$source = \(parts)(_$from, _$part)[0]",
        "_$trace.rows.append(\(Qualified.runtime)._StepTrace<Self>.Row(source: _$source, "
          + "target: _$source, entered: []))",
        "return", "}",
      ]
    }
    lines += ["_$trace.land(from: \(parts)(_$from, _$part), to: \(parts)(_$to, _$part))", "}"]
    return declaration(lines)
  }

  /// `_$leaving$<path>`: the source of the row that, from `_$value`, leaves for the table at
  /// `depth` above this one: a row inside a composite state that hands such a target over, or
  /// else a row of this table.
  func leavingFunction(
    _ tree: CompositeTree, path: [String], levels: [String], partType: String
  ) -> DeclSyntax {
    var lines = [
      "/// The source of the row that, from `_$value`, leaves for the table at `depth` above.",
      "private nonisolated static func \(Self.traceName("leaving", path))(_ _$value: "
        + "\(model.typeName), on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
        + "\(Self.completingParameter(tree))\(Self.partParameter(partType)), depth: Swift.Int) "
        + "-> Part {",
    ]
    lines += towardsLeaving(tree, path: path, levels: levels) { heldPath, part in
      "return Self.\(Self.traceName("leaving", heldPath))(_$s0, on: event, in: _$machine, "
        + "blocked: _$blocked, \(Self.completingArgument(tree))\(part), depth: depth)"
    }
    lines.append("return Self.\(Self.traceName("parts", path))(_$value, _$part)[0]")
    return declaration(lines + ["}"])
  }

  /// The `switch` over `_$value` of a function going down to the row that leaves for the table
  /// at `depth` above this one (held at `path` below the tables of types `levels`): for each
  /// composite state whose held machine hands such a target over, `call` of the held machine's
  /// path and of the closure spelling its parts (on `_$s0`, the held value).
  func towardsLeaving(
    _ tree: CompositeTree, path: [String], levels: [String],
    call: (_ heldPath: [String], _ part: String) -> String
  ) -> [String] {
    let holding = plan.composites.filter {
      !Self.leaveDepths($0.held, above: levels.count - 1).isEmpty
    }
    guard !holding.isEmpty else { return [] }
    var lines = ["switch _$value {"]
    for planned in holding {
      guard let index = stateIndex(of: planned) else { continue }
      let state = model.states[index]
      let (took, leaves) = freshHeldCall(tree, planned, path: path, levels: levels)
      let handed = leaves.filter { $0 < levels.count - 1 }
        .map { "(depth == \($0) && \(Self.leaveVariable($0)) != nil)" }
      lines += [
        "case \(pattern(state, binding: [0], bindingPrefix: "_$s")):", "var _$held = _$s0",
      ]
      lines += took
      lines += [
        "if !_$took, \(handed.isEmpty ? "false" : handed.joined(separator: " || ")) {",
        call(
          path + [planned.composite.state], "{ _$part(.\(escapedMember(state.name))($0)) }"),
        "}",
      ]
    }
    // Every state holding a machine: no other.
    return lines + (holding.count < model.states.count ? ["default:", "break"] : []) + ["}"]
  }

  /// The trace functions of `model`, a struct of regions of type `type` held at `path` below
  /// the tables of types `levels`: its states are its regions'; a step inside it moves the
  /// regions whose step took the event (exits in reverse declaration order); the row leaving
  /// it is the first region's that hands a target over.
  static func regionsTraceFunctions(
    _ model: RegionMachineModel, plans: [TransitionPlan], type: String, _ tree: CompositeTree,
    path: [String], levels: [String]
  ) -> [DeclSyntax] {
    let partParameter = partParameter("\(type).Part")
    // Whether a region's microstep may use up the completion (then not the later regions').
    let counting = tree.completes && plans.contains(where: PlannedHeld.settles)
    let leavingCounting =
      tree.completes
      && plans.contains { PlannedHeld.settles($0) && !leaveDepths($0, above: levels.count).isEmpty }
    var parts = [
      "/// The states `_$value` is in, outermost first, regions in declaration order.",
      "private nonisolated static func \(traceName("parts", path))(_ _$value: \(type), "
        + "\(partParameter)) -> [Part] {",
    ]
    var trace =
      [
        "/// Adds to `_$trace` a step inside these regions: each region's that took the event.",
        "private nonisolated static func \(traceName("trace", path))(_ _$from: \(type), "
          + "_ _$to: \(type), on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
          + "\(completingParameter(tree, name: counting ? "_$completingIn" : "_$completingNow"))"
          + "\(partParameter), into _$trace: inout \(Qualified.runtime)._StepTrace<Self>) {",
        "var _$exited: [[Part]] = []",
        "var _$moved = false",
      ] + (counting ? ["var _$completingNow = _$completingIn"] : [])
    var leaving =
      [
        "/// The source of the row that, from `_$value`, leaves for the table at `depth` above: "
          + "the first region's to hand one over.",
        "private nonisolated static func \(traceName("leaving", path))(_ _$value: \(type), "
          + "on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, "
          + "\(completingParameter(tree, name: leavingCounting ? "_$completingIn" : "_$completingNow"))"
          + "\(partParameter), depth: Swift.Int) -> Part {",
      ] + (leavingCounting ? ["var _$completingNow = _$completingIn"] : [])
    let depth = levels.count
    let stays = model.regions.count > 1 && staysBesideLeaving(plans, depth: depth)
    var all: [String] = []
    for (region, plan) in zip(model.regions, plans) {
      let property = escapedMember(region.property)
      let regionPath = path + [region.property]
      let wrap = "{ _$part(.\(property)($0)) }"
      all.append(
        (all.isEmpty ? "" : "+ ")
          + "Self.\(traceName("parts", regionPath))(_$value.\(property)) \(wrap)")
      let leaves = leaveDepths(plan, above: depth)
      // As the step does: after a region moved, a row leaving the struct is dropped.
      let blocked = "_$moved ? \(depth - 1) : _$blocked"
      let settles = PlannedHeld.settles(plan)
      let (declarations, took) = heldCalls(
        tree, path: regionPath, settles: settles, leaves: leaves, blocked: blocked)
      let fresh = leaves.map { "var \(leaveVariable($0)): \(levels[$0])? = nil" }
      let body = ["do {", "var _$held = _$from.\(property)"] + declarations + fresh + took
      trace +=
        body + [
          "if _$took {",
          "var _$inner = \(Qualified.runtime)._StepTrace<Self>()",
          "Self.\(traceName("trace", regionPath))(_$from.\(property), _$to.\(property), "
            + "on: event, in: _$machine, blocked: \(blocked), \(completingArgument(tree))"
            + "\(wrap), into: &_$inner)",
          "_$exited.append(_$inner.exited)", "_$trace.entered += _$inner.entered",
          "_$trace.rows += _$inner.rows",
        ]
        // A region that only stayed (nothing exited or entered) drops no later row leaving.
        + (stays
          ? ["if !_$inner.exited.isEmpty || !_$inner.entered.isEmpty {", "_$moved = true", "}"]
          : ["_$moved = true"])
        + ["}"] + (counting && settles ? ["_$completingNow = _$completing"] : []) + ["}"]
      guard !leaves.isEmpty else { continue }
      // The first region to hand a target over: none before it moved.
      let (searching, search) = heldCalls(
        tree, path: regionPath, settles: settles, leaves: leaves, blocked: "_$blocked")
      let handed = leaves.map { "(depth == \($0) && \(leaveVariable($0)) != nil)" }
      leaving +=
        ["do {", "var _$held = _$value.\(property)"] + searching + fresh + search + [
          "if !_$took, \(handed.joined(separator: " || ")) {",
          "return Self.\(traceName("leaving", regionPath))(_$value.\(property), on: event, "
            + "in: _$machine, blocked: _$blocked, \(completingArgument(tree))\(wrap), "
            + "depth: depth)",
          "}",
        ] + (leavingCounting && settles ? ["_$completingNow = _$completing"] : []) + ["}"]
    }
    parts += all + ["}"]
    trace += ["_$trace.exited += _$exited.reversed().joined()", "}"]
    // Never reached: the caller knows a region hands a target over.
    leaving += ["return Self.\(traceName("parts", path))(_$value, _$part)[0]", "}"]
    let leaves = plans.contains { !leaveDepths($0, above: depth).isEmpty }
    return [declaration(parts), declaration(trace)] + (leaves ? [declaration(leaving)] : [])
  }
}
