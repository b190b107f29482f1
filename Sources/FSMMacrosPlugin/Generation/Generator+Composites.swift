import SwiftSyntax

/// What a tree of machines needs of every table in it (the Design article, "Composition"): each
/// held table is printed by the one `switchLines` as a step function of the machine at the top,
/// and a composite state's arm tries its held machine's step before its own rows.
struct CompositeTree {
  /// Whether a table of the tree below the top emits effects: the held step functions then
  /// take the step's effect.
  var emits: Bool
  /// Whether one step may emit more than one effect (a held struct of which several regions
  /// emit): the held step functions then also collect every effect, for `_moreEffects(of:)`.
  var collects: Bool
  /// Whether a table below the top has eventless rows: the machine at the top then settles
  /// after every step, each microstep trying the held machines' eventless rows first.
  var settles: Bool
  /// Whether a table of the tree tries completion rows as eventless rows (a composite state's,
  /// or a superstate's below the top): the machine then keeps one queue of completions for the
  /// tree, each numbered (`completionNumbers`), and a microstep passes every settle function
  /// the number of the completion it takes (`_$completing`, `-1` for none).
  var completes: Bool
  /// Whether a held table has a row to a superstate's history: the held step functions then
  /// take the machine's memory, each such table's superstates a slot of it from `historySlots`
  /// on (by the table's path).
  var remembers: Bool
  /// Whether an eventless or completion row of a table of the tree (the top's too) returns to a
  /// superstate's history: the settle functions then take the memory too, which a microstep
  /// keeps (`_nextMicrostep(completing:memory:)`); the trace passes an empty one, as to the
  /// step functions (which row a microstep took does not depend on it).
  var settlesToHistory = false
  /// Whether a struct of regions in the tree has rows that stay beside rows leaving it
  /// (`Generator.staysBesideLeaving`): every table then has `_$stayed$<path>`, and every table a
  /// row leaving a struct passes through `_$beside$<path>`.
  var staysBesideLeaving = false
  /// Whether a move of a table holding a struct of regions may be taken beside rows inside that
  /// only stay (`Generator.staysAroundLines`): every table then has `_$stayed$<path>` too.
  var movesBesideStays = false
  /// Whether every table has `_$stayed$<path>`, which tells a step that only stayed.
  var asksStayed: Bool { staysBesideLeaving || movesBesideStays }
  /// The paths of the structs of regions beside which a row of the holding table that stays is
  /// taken (`TransitionPlan.staysAroundRegions(of:)`): each one's step function says where the
  /// first region that took nothing came (`idle`), and its holder's arm tries its own rows then.
  var staysAround: Set<[String]> = []
  /// The paths of the held enums whose step function hands a region that took nothing, in a
  /// struct below them, to the table holding them (`idle`, as a struct's step does): a table
  /// further out takes a row that stays beside it (`takeStaysFurtherOut`).
  var passesIdle: Set<[String]> = []
  /// The events on which a composite state's arm tries its own rows once the machine it holds
  /// (by that machine's path) took the event with a region taking nothing, for a table further
  /// out than the one holding the struct (`takeStaysFurtherOut`).
  var besideEvents: [[String]: Set<String>] = [:]
  /// The paths of the held enums whose holder's arm may take a move beside rows inside a
  /// struct further in that only stayed (`takeStaysFurtherOut`), as a struct's holder does.
  var movesFurtherOut: Set<[String]> = []

  /// Whether the step function of the machine held at `path` says where a region that took
  /// nothing came (`idle`).
  func takesIdle(_ path: [String]) -> Bool {
    staysAround.contains(path) || passesIdle.contains(path)
  }
  var historySlots: [[String]: Int] = [:]
  /// The number of each completion of a table of the tree, by `superstateCompletionKey` or
  /// `compositeCompletionKey` (`numberCompletions`): the queue of completions names it so.
  var completionNumbers: [String: Int] = [:]

  /// The test of a held table's `.whenIn` condition on `_$machine`, the value of the machine at
  /// the top before the step. A condition that names no state of the machine is reported
  /// (`unknownPart`) and never holds in the generated code, which then compiles, so that the
  /// user reads that message and the compiler's, not a third.
  var test: (RegionCondition) -> String

  /// The tree of the machines `held`: those a table's composite states hold, or the struct of
  /// regions at the top, held by nobody.
  init(
    _ held: [PlannedHeld], completesHeld: Bool, test: @escaping (RegionCondition) -> String
  ) {
    emits = held.contains { $0.emits }
    collects = held.contains { $0.collects }
    settles = held.contains { $0.settles }
    completes = completesHeld || held.contains { $0.completes }
    remembers = held.contains { $0.remembers }
    self.test = test
  }
}

extension Generator {
  /// Whether the machine settles after a step: it has eventless or completion rows, or a
  /// machine it holds has eventless rows.
  var settles: Bool {
    plan.settles || (compositeTree?.settles ?? false)
  }

  /// The tree below this machine, when some of its states hold machines.
  var compositeTree: CompositeTree? {
    guard !plan.composites.isEmpty else { return nil }
    let (model, composites) = (model, plan.composites)
    var tree = CompositeTree(composites.map(\.held), completesHeld: plan.completesHeldStates) {
      model.resolve($0.path, composites: composites).kinds != nil
        ? "_$machine.isIn(\($0.expression))" : "false"
    }
    tree.settlesToHistory = settlesToHistory
    tree.staysBesideLeaving = composites.contains {
      Self.staysBesideLeaving(in: $0.held, depth: 1)
    }
    tree.takeStaysAround(of: plan, path: [])
    // The top's superstates are the machine's `Superstate`.
    tree.numberCompletions(treePlaces, own: [[]])
    if tree.remembers {
      var slot = plan.historySuperstates.count
      for place in treePlaces.dropFirst() {
        tree.historySlots[place.path] = slot
        slot += place.generator.plan.historySuperstates.count
      }
    }
    return tree
  }

  /// Whether a step reads the machine's memory: a row of its own, or of a held table, returns
  /// to a superstate's history.
  var readsMemory: Bool {
    plan.hasHistoryRows || (compositeTree?.remembers ?? false)
  }

  /// The name of the step function of the machine held at `path` (state and region names from
  /// the top).
  static func heldStepName(_ path: [String]) -> String {
    "_$step$" + path.joined(separator: "$")
  }

  /// The name of the settle function of the machine held at `path`: its microstep, the
  /// step function's twin without an event (eventless rows, the machines it holds first).
  static func heldSettleName(_ path: [String]) -> String {
    "_$settle$" + path.joined(separator: "$")
  }

  /// The position of the composite state `planned` among the table's states.
  func stateIndex(of planned: PlannedComposite) -> Int? {
    model.states.firstIndex { $0.name == planned.composite.state }
  }

  /// The composite state at `index`, if the state there holds a machine.
  func composite(atState index: Int) -> PlannedComposite? {
    plan.composites.first { stateIndex(of: $0) == index }
  }

  /// The case expression entering the composite state `planned` at its held machine's initial
  /// configuration (the case's own default, if it declares one), as the table's rows enter it.
  func compositeEntry(_ planned: PlannedComposite) -> String {
    guard let index = stateIndex(of: planned) else { return "" }
    return Self.caseExpression(
      model.states[index], arguments: [model.entryValue(of: planned.composite)])
  }

  /// The call of the step function of the machine held by `state` at `path`, on `_$held`,
  /// with `machine` as the machine at the top, and the lines declaring what it writes: an
  /// effect of its own unless `passesEffectThrough`, a collector when `collects` (`nil`:
  /// none is collected) unless `more` names one, and the target of a row inside leaving for
  /// a state of the table at each of `leaves` (depths from the top), declared for `local`, the
  /// depth of the table calling, and passed on for the others.
  ///
  /// A held machine that may hand a target over also takes the depth up to which a target is
  /// dropped (`blocked`, an expression) and says whether every state of it chose a row that
  /// was dropped (`_$dropped`, declared here unless `passesDropped`).
  ///
  /// `function` names the function called (the step function; `heldSettleName` for a
  /// microstep, which takes no `event`, and in a tree with completion rows the caller's
  /// `_$completing`, or one declared as `completing` says).
  static func heldCall(
    _ tree: CompositeTree, path: [String], machine: String, passesEffectThrough: Bool,
    more: String?, leaves: [Int], local: (depth: Int, type: String),
    blocked: String = "-1", passesDropped: Bool = false,
    function: ([String]) -> String = heldStepName, event: String? = "event",
    completing: String? = nil, memory: String = "_$memory"
  ) -> (lines: [String], call: String, effect: String?) {
    var lines: [String] = []
    var arguments = ["&_$held"] + (event.map { ["on: \($0)"] } ?? []) + ["in: \(machine)"]
    if event == nil ? tree.settlesToHistory : tree.remembers {
      arguments.append("memory: \(memory)")
    }
    var effect: String?
    if tree.emits {
      if passesEffectThrough {
        arguments.append("effect: &_$effect")
      } else {
        lines.append("var _$heldEffect: Self.Effect? = nil")
        arguments.append("effect: &_$heldEffect")
        effect = "_$heldEffect"
      }
    }
    if tree.collects {
      if more == nil {
        lines.append("var _$more: [Self.Effect]? = nil")
      }
      arguments.append("more: &\(more ?? "_$more")")
    }
    for depth in leaves {
      if local.depth == depth {
        lines.append("var \(leaveVariable(depth)): \(local.type)? = nil")
      }
      arguments.append("\(leaveLabel(depth)): &\(leaveVariable(depth))")
    }
    if !leaves.isEmpty {
      if !passesDropped {
        lines.append("var _$dropped = false")
      }
      arguments += ["blocked: \(blocked)", "dropped: &_$dropped"]
    }
    // A struct beside which the holder's rows that stay are taken: where a region took nothing.
    if event != nil, tree.takesIdle(path) {
      lines.append("var _$idle = -1")
      arguments.append("idle: &_$idle")
    }
    // A microstep: whether completion rows may fire, passed through.
    if tree.completes, event == nil {
      if let completing {
        lines.append("var _$completing = \(completing)")
      }
      arguments.append("completing: &_$completing")
    }
    return (lines, "Self.\(function(path))(\(arguments.joined(separator: ", ")))", effect)
  }

  /// The name of the function telling whether the machine held at `path` is done.
  static func heldDoneName(_ path: [String]) -> String {
    "_$done$" + path.joined(separator: "$")
  }

  /// For each composite state of this table (held at `path`) with a completion row
  /// (`.onDone(.processing, …)`), whether the machine it holds is done: a held enum in a
  /// `@Final` case, a held struct with every region in one.
  func heldDoneFunctions(path: [String] = []) -> [DeclSyntax] {
    let completing = Set(
      plan.eventless.filter { $0.rows.contains(where: \.completesHeld) }.map(\.state.index))
    return plan.composites.compactMap { planned in
      guard let index = stateIndex(of: planned), completing.contains(index) else { return nil }
      let tables: [(MachineModel, String)]
      switch planned.held {
      case .states(let model, _): tables = [(model, "_$value")]
      case .regions(let model, _):
        tables = model.regions.map { ($0.model, "_$value.\(escapedMember($0.property))") }
      }
      var lines = [
        "/// Whether the machine `\(planned.composite.state)` holds is done: every region of it "
          + "in a final case.",
        "private nonisolated static func \(Self.heldDoneName(path + [planned.composite.state]))"
          + "(_ _$value: \(model.typeName).\(planned.composite.typeName)) -> Swift.Bool {",
      ]
      // A table without a final case is never done.
      if tables.contains(where: { $0.0.finalStates.isEmpty }) {
        return declaration(lines + ["false", "}"])
      }
      for (table, subject) in tables where table.finalStates.count < table.states.count {
        let finals = table.states.filter { table.finalStates.contains($0.name) }
          .map { ".\(escapedMember($0.name))" }
        lines += [
          "switch \(subject) {", "case \(finals.joined(separator: ", ")):", "break", "default:",
          "return false", "}",
        ]
      }
      return declaration(lines + ["return true", "}"])
    }
  }

  /// The variable holding the target of a row leaving for a state of the table at `depth`.
  static func leaveVariable(_ depth: Int) -> String { "_$leave\(depth)" }

  /// The argument label passing it to a held step function.
  static func leaveLabel(_ depth: Int) -> String { "leaving\(depth)" }

  /// The depths of the tables above `depth` that a `leavingTo:` row of the table `plan` plans
  /// (with an event or eventless), or of a machine it holds, leaves for: what its step and
  /// settle functions hand back.
  static func leaveDepths(_ plan: TransitionPlan, above depth: Int) -> [Int] {
    var depths: Set<Int> = []
    for row in plan.branches.flatMap({ $0.events.flatMap(\.rows) })
      + plan.heldSettlingRows.flatMap(\.rows)
    {
      if case .leave(let leave) = row.target, let target = leave.depth, target < depth {
        depths.insert(target)
      }
    }
    for planned in plan.composites {
      depths.formUnion(leaveDepths(planned.held, above: depth))
    }
    return depths.sorted()
  }

  /// The same for the machine `held`.
  static func leaveDepths(_ held: PlannedHeld, above depth: Int) -> [Int] {
    switch held {
    case .states(_, let plan): leaveDepths(plan, above: depth)
    case .regions(_, let plans):
      Array(Set(plans.flatMap { leaveDepths($0, above: depth) })).sorted()
    }
  }

  /// `leave`'s target, a value of the table that holds both the row and the target: its
  /// states down to the target, each region on the way not named at its initial case.
  func leaveExpression(_ leave: PlannedLeave) -> String {
    guard let leaf = leave.leaf else { return "" }
    var inner = leave.leafType + caseExpression(leaf)
    for level in leave.levels.reversed() {
      var held = inner
      if let regions = level.regions {
        let arguments = zip(regions.properties, regions.types).enumerated().map {
          index, region in
          "\(region.0): " + (index == regions.index ? inner : "\(region.1)._$initial")
        }
        held = "\(regions.type)(\(arguments.joined(separator: ", ")))"
      }
      inner = level.tableType + Self.caseExpression(level.state, arguments: [held])
    }
    return inner
  }

  /// Whether the step function switching in `context` takes the depth up to which a target
  /// handed over is dropped (`_$blocked`), and says whether it dropped one: a held step function
  /// below the top, when a row at or below it may hand one over.
  func passesBlocked(_ context: SwitchContext) -> Bool {
    context.depth > 0 && !Self.leaveDepths(plan, above: context.depth).isEmpty
  }

  /// The lines of a composite state's arm before its own rows: the held machine's step, tried
  /// first (an inner row preempts an outer one), on the held value `_$s0` binds. A row inside
  /// leaving for a state of this table moves it there; one leaving for a table above hands its
  /// target on.
  func heldArm(_ planned: PlannedComposite, _ context: SwitchContext) -> [String] {
    guard let tree = context.tree, let index = stateIndex(of: planned) else { return [] }
    let state = model.states[index]
    let leaves = Self.leaveDepths(planned.held, above: context.depth + 1)
    let passes = passesBlocked(context)
    let (declarations, call, effect) = Self.heldCall(
      tree, path: context.heldPath + [state.name], machine: context.machine,
      passesEffectThrough: context.passesEffectThrough, more: "_$more", leaves: leaves,
      local: (context.depth, context.levelTypes.last ?? "Self"),
      blocked: passes ? "_$blocked" : "-1", passesDropped: passes,
      function: context.eventless ? Self.heldSettleName : Self.heldStepName,
      event: context.eventless ? nil : "event")
    let inside = Self.caseExpression(state, arguments: ["_$held"])
    var lines = ["var _$held = _$s0"] + declarations + ["if \(call) {"]
    if !context.eventless {
      lines += staysAroundLines(planned, state: index, context, effect: effect)
    }
    lines += [(context.returnInside ?? context.returnStep)(inside, effect), "}"]
    // Nothing moved inside: a row inside may have left, for this table or one above (which
    // the state's own rows do not preempt).
    if leaves.contains(context.depth) {
      lines += [
        "if let _$left = \(Self.leaveVariable(context.depth)) {",
        context.returnStep("_$left", effect), "}",
      ]
    }
    let above = leaves.filter { $0 < context.depth }
    if !above.isEmpty {
      lines += [
        "if \(above.map { "\(Self.leaveVariable($0)) != nil" }.joined(separator: " || ")) {",
        context.reject, "}",
      ]
    }
    // Every state inside chose a row that was dropped: none chooses the state's own rows
    // (W3C: a state's transition is selected for an atomic state inside that has none).
    if !leaves.isEmpty {
      lines += ["if _$dropped {", context.reject, "}"]
    }
    return lines
  }

  // MARK: - Held step functions

  /// The step functions of every machine the table's composite states hold, however deep;
  /// `levels`: the types of the tables from the top down to this one.
  func heldStepFunctions(_ tree: CompositeTree, path: [String], levels: [String]) -> [DeclSyntax] {
    plan.composites.flatMap { planned -> [DeclSyntax] in
      let heldPath = path + [planned.composite.state]
      switch planned.held {
      case .states(let model, let plan):
        let generator = Generator(model: model, plan: plan)
        let inner = levels + [model.typeName]
        return [generator.heldStepFunction(tree, path: heldPath, levels: inner)]
          + (planned.held.settles
            ? [generator.heldStepFunction(tree, path: heldPath, levels: inner, eventless: true)]
            : [])
          + generator.heldDoneFunctions(path: heldPath)
          + generator.heldStepFunctions(tree, path: heldPath, levels: inner)
      case .regions(let model, let plans):
        let type = "\(self.model.typeName).\(planned.composite.typeName)"
        var members = [
          Self.regionsStepFunction(
            model, plans: plans, type: type, tree, path: heldPath, levels: levels)
        ]
        if planned.held.settles {
          members.append(
            Self.regionsStepFunction(
              model, plans: plans, type: type, tree, path: heldPath, levels: levels,
              eventless: true))
        }
        for (region, plan) in zip(model.regions, plans) {
          let generator = Generator(model: region.model, plan: plan)
          let regionPath = heldPath + [region.property]
          let inner = levels + [region.model.typeName]
          members.append(generator.heldStepFunction(tree, path: regionPath, levels: inner))
          if PlannedHeld.settles(plan) {
            members.append(
              generator.heldStepFunction(tree, path: regionPath, levels: inner, eventless: true))
          }
          members += generator.heldDoneFunctions(path: regionPath)
          members += generator.heldStepFunctions(tree, path: regionPath, levels: inner)
        }
        return members
      }
    }
  }

  /// The parameters after a held step function's value and event, and the arguments passing
  /// them on: with the targets of rows leaving for the tables at `leaves`, of types `levels`.
  static func heldParameters(
    _ tree: CompositeTree, leaves: [Int], levels: [String], blocked: String = "_$blocked",
    dropped: String = "_$dropped", eventless: Bool = false
  ) -> (parameters: String, arguments: String) {
    var parameters = "in _$machine: Self"
    var arguments = "in: _$machine"
    // A step reads the memory, and a microstep where an eventless row returns to a history.
    if eventless ? tree.settlesToHistory : tree.remembers {
      parameters += ", memory _$memory: \(Qualified.memory)"
      arguments += ", memory: _$memory"
    }
    if tree.emits {
      parameters += ", effect _$effect: inout Self.Effect?"
      arguments += ", effect: &_$effect"
    }
    if tree.collects {
      parameters += ", more _$more: inout [Self.Effect]?"
      arguments += ", more: &_$more"
    }
    for depth in leaves {
      parameters +=
        ", \(leaveLabel(depth)) \(leaveVariable(depth)): inout \(levels[depth])?"
      arguments += ", \(leaveLabel(depth)): &\(leaveVariable(depth))"
    }
    // A row leaving for a table at or above `blocked` is dropped (W3C's conflict resolution:
    // an earlier region of a struct it would leave moved), and says so in `dropped`.
    if !leaves.isEmpty {
      parameters += ", blocked _$blocked: Swift.Int, dropped _$dropped: inout Swift.Bool"
      arguments += ", blocked: \(blocked), dropped: &\(dropped)"
    }
    // A microstep may take a completion row only when no eventless row is enabled, and one.
    if tree.completes, eventless {
      parameters += ", completing _$completing: inout Swift.Int"
      arguments += ", completing: &_$completing"
    }
    return (parameters, arguments)
  }

  /// The step function of this table, a machine held at `path` below the tables of types
  /// `levels` (its own last): its nested `switch`, moving `_$state` in place, or handing a
  /// leaving row's target to the table above that takes it, and writing the effect of the row
  /// it took; whether it took one.
  ///
  /// `eventless`: the settle function instead, which takes no event and tries the eventless
  /// rows, a composite state's held machine's first (a microstep of the machine at the top),
  /// with its superstates' completion rows (`TransitionPlan.heldSettlingRows`).
  func heldStepFunction(
    _ tree: CompositeTree, path: [String], levels: [String], eventless: Bool = false
  ) -> DeclSyntax {
    // A history row reads the memory's value for its superstate's slot, the machine at the top
    // when it left the superstate, down to this table (eventless rows have none).
    let firstSlot = tree.historySlots[path] ?? 0
    var context = SwitchContext { [plan] superstate in
      guard !eventless || tree.settlesToHistory,
        let index = plan.historySuperstates.firstIndex(where: { $0.name == superstate })
      else { return "nil" }
      return
        "Self.\(Self.traceName("recall", path))(_$memory._remembered(at: \(firstSlot + index)))"
    }
    context.eventless = eventless
    context.depth = levels.count - 1
    context.levelTypes = levels
    context.subject = "_$state"
    context.owner = model.typeName
    context.valueType = model.typeName
    context.machine = "_$machine"
    context.tree = tree
    context.heldPath = path
    context.passesEffectThrough = true
    // A condition names a state of the machine at the top, tested on its value before the step.
    context.condition = tree.test
    context.reject = "return false"
    // A row leaving for a table above hands its target over and returns `false`: it did not
    // move this value, and every caller tests for a target handed over only then, off the path
    // of a move inside.
    func assign(_ variable: String, _ target: String, _ effect: String?, moved: Bool) -> String {
      // A row that stays without `build:` keeps the value as it is.
      let set = target == variable ? "" : "\(variable) = \(target); "
      guard let effect else { return "\(set)return \(moved)" }
      guard tree.collects else {
        return "\(set)_$effect = \(effect); return \(moved)"
      }
      // One line: a line break would keep the lines after it from being indented.
      return set
        + [
          "let _$emitted: Self.Effect = \(effect)",
          "if _$effect == nil { _$effect = _$emitted }", "_$more?.append(_$emitted)",
          "return \(moved)",
        ].joined(separator: "; ")
    }
    context.returnStep = { assign("_$state", $0, $1, moved: true) }
    context.leaveStep = { depth, target, effect in
      "if _$blocked >= \(depth) { _$dropped = true; return false }; "
        + assign(Self.leaveVariable(depth), target, effect, moved: false)
    }
    let leaves = Self.leaveDepths(plan, above: context.depth)
    var parameters = Self.heldParameters(
      tree, leaves: leaves, levels: levels, eventless: eventless
    ).parameters
    // Where a region that took nothing came, in a struct below, for a table further out.
    if !eventless, tree.passesIdle.contains(path) {
      parameters += ", idle _$idleOut: inout Swift.Int"
    }
    let held = path.joined(separator: ".")
    guard !eventless else {
      return declaration(
        [
          "/// A microstep of the machine held at \(held): moves `_$state` by its first enabled "
            + "eventless row, inner machines first; whether it took one.",
          "private nonisolated static func \(Self.heldSettleName(path))(_ _$state: inout "
            + "\(model.typeName), \(parameters)) -> Swift.Bool {",
        ] + eventlessSwitchLines(plan.heldSettlingRows, context) + ["}"])
    }
    return declaration(
      [
        "/// The step of the machine held at \(held): moves `_$state` on `event`; whether it "
          + "took a row.",
        "@inline(__always)",
        "private nonisolated static func \(Self.heldStepName(path))(_ _$state: inout "
          + "\(model.typeName), on event: Event, \(parameters)) -> Swift.Bool {",
      ] + switchLines(context) + ["}"])
  }

  /// The step function of `model`, a struct of regions of type `type` held at `path` below
  /// the tables of types `levels`: every region's, in declaration order, each taking at most
  /// one row; whether any did. A row leaving the struct ends the step when no region before
  /// it moved; once one did, a later region's row leaving it is dropped (W3C's conflict
  /// resolution: the earlier row wins, the other regions go on), as the depth it is blocked to
  /// says.
  ///
  /// `eventless`: the settle function instead, each region's that settles (a microstep).
  static func regionsStepFunction(
    _ model: RegionMachineModel, plans: [TransitionPlan], type: String, _ tree: CompositeTree,
    path: [String], levels: [String], eventless: Bool = false
  ) -> DeclSyntax {
    let depth = levels.count
    let regionLeaves = plans.map { leaveDepths($0, above: depth) }
    let leaves = Array(Set(regionLeaves.joined())).sorted()
    var (parameters, _) = heldParameters(
      tree, leaves: leaves, levels: levels, eventless: eventless)
    // Where the first region that took nothing came, for the holder's rows that stay.
    let watched = !eventless && tree.staysAround.contains(path)
    if watched {
      parameters += ", idle _$idle: inout Swift.Int"
    }
    let held = path.isEmpty ? "at the top" : "held at \(path.joined(separator: "."))"
    var lines =
      eventless
      ? [
        "/// A microstep of the regions \(held), in declaration order; whether any moved.",
        "private nonisolated static func \(heldSettleName(path))(_ _$state: inout \(type), "
          + "\(parameters)) -> Swift.Bool {",
      ]
      : [
        "/// The step of the regions \(held), in declaration order; whether any moved.",
        "@inline(__always)",
        "private nonisolated static func \(heldStepName(path))(_ _$state: inout \(type), "
          + "on event: Event, \(parameters)) -> Swift.Bool {",
      ]
    // Rows that stay beside rows leaving the struct: a region that only stayed moved nothing
    // (`_$moved`), though it took the event (`_$took`).
    let stays = !eventless && model.regions.count > 1 && staysBesideLeaving(plans, depth: depth)
    // A settle function calls the regions that settle; every region takes part in a step.
    let taking = model.regions.indices.filter { !eventless || PlannedHeld.settles(plans[$0]) }
    // Whether a move is read: by a later region's row leaving the struct, or as the result.
    let movesRead = !stays || taking.dropFirst().contains { !regionLeaves[$0].isEmpty }
    if movesRead {
      lines.append("var _$moved = false")
    }
    if stays {
      lines.append("var _$took = false")
    }
    for index in taking {
      let region = model.regions[index]
      let property = escapedMember(region.property)
      let name = (eventless ? heldSettleName : heldStepName)(path + [region.property])
      let own = regionLeaves[index]
      // After a move, a row leaving for the table holding the struct, or above, is dropped.
      let blocked = index == 0 ? "_$blocked" : "_$moved ? \(depth - 1) : _$blocked"
      let arguments = heldParameters(
        tree, leaves: own, levels: levels, blocked: blocked, dropped: "_$dropped\(index)",
        eventless: eventless
      ).arguments
      if !own.isEmpty {
        lines.append("var _$dropped\(index) = false")
      }
      // Only a later region's row leaving the struct asks whether this one moved.
      let mayStay =
        stays && PlannedHeld.anyTable(of: plans[index], hasStayRows)
        && taking.contains { $0 > index && !regionLeaves[$0].isEmpty }
      if mayStay {
        lines.append("let _$before\(index) = _$state.\(property)")
      }
      let event = eventless ? "" : "on: event, "
      lines.append("if Self.\(name)(&_$state.\(property), \(event)\(arguments)) {")
      if mayStay {
        lines += [
          "_$took = true",
          "if !Self.\(traceName("stayed", path + [region.property]))(_$before\(index), "
            + "on: event, in: _$machine, blocked: \(blocked)) {",
          "_$moved = true", "}",
        ]
      } else {
        lines += (stays ? ["_$took = true"] : []) + (movesRead ? ["_$moved = true"] : [])
      }
      // The region did not move: a row in it may have left the struct (nothing moved before).
      if !own.isEmpty {
        let leaving = own.map { "\(leaveVariable($0)) != nil" }.joined(separator: " || ")
        lines += ["} else if \(leaving) {"]
        if stays {
          lines += staysAfterLeaving(
            model, plans: plans, after: index, taking: taking, tree, path: path, levels: levels)
        }
        lines.append("return false")
      }
      if watched {
        lines += [
          "} else if _$idle < 0\(own.isEmpty ? "" : ", !_$dropped\(index)") {",
          "_$idle = \(idlePosition(tree))",
        ]
      }
      lines.append("}")
    }
    let took = stays ? "_$took" : "_$moved"
    // Every region chose a row that was dropped: the state holding the struct chooses none.
    if !leaves.isEmpty, taking.count == model.regions.count,
      regionLeaves.allSatisfy({ !$0.isEmpty })
    {
      let dropped = taking.map { "_$dropped\($0)" }.joined(separator: " && ")
      lines += ["if !\(took), \(dropped) {", "_$dropped = true", "}"]
    }
    return declaration(lines + ["return \(took)", "}"])
  }

  // MARK: - The top of the tree

  /// The members a machine whose states hold machines adds: its `Part` from the top down,
  /// `isIn(_:)`, `parts(of:)`, the held step functions, what a move inside a composite state
  /// is to a `Machine`, and every effect of a step.
  func compositeMembers() -> [DeclSyntax] {
    guard let tree = compositeTree else { return [] }
    var members: [DeclSyntax] = []
    let parts = model.states.enumerated().map { index, state in
      CompositeParts.Member(
        name: state.name, held: composite(atState: index).map(heldPartType),
        heldIsCase: composite(atState: index).map(heldPartIsCase) ?? false)
    }
    members += CompositeParts.enumDeclarations(
      parts, access: access,
      documentation: "One state, from the machine down: what `.whenIn` and an edge name.")
    var partsOf = [
      "\(memberModifiers)static func parts(of state: Case) -> [Part] {", "switch state {",
    ]
    for (index, state) in model.states.enumerated() {
      let name = escapedMember(state.name)
      partsOf += [
        "case .\(name):", composite(atState: index) == nil ? "[.\(name)]" : "[.\(name)(nil)]",
      ]
    }
    members.append(declaration(partsOf + ["}", "}"]))
    members += heldStepFunctions(tree, path: [], levels: ["Self"])
    members += heldDoneFunctions()
    members += traceMembers(tree)
    members += scopeMembers()
    members += heldHistoryMembers()
    members += withinFunctions()

    // A move inside a composite state leaves nothing the machine's observers, timers and activities
    // see: the held step is tried again on the source.
    var inside = [
      "/// Whether `step` moved inside a composite state, its own rows aside.",
      "\(memberModifiers)static func _movesInside(_ step: \(Qualified.step)) -> Swift.Bool {",
      "let event = step.event",
      "switch step.from {",
    ]
    for planned in plan.composites {
      guard let index = stateIndex(of: planned) else { continue }
      let state = model.states[index]
      // A row leaving for a state of the machine itself moves nothing inside: the held step
      // returns `false` for it.
      let leaves = Self.leaveDepths(planned.held, above: 1)
      let (declarations, call, _) = Self.heldCall(
        tree, path: [state.name], machine: "step.from", passesEffectThrough: false, more: nil,
        leaves: leaves, local: (0, "Self"), memory: "\(Qualified.memory)()")
      // A row of the holder, or a completion row, from the composite state to itself is no
      // move inside either: the step must end in the state, moved by the held step.
      inside += [
        "case \(pattern(state, binding: [0], bindingPrefix: "_$s")):",
        "guard step.to.case == .\(escapedMember(state.name)) else {", "return false", "}",
        "var _$held = _$s0",
      ]
      inside += declarations
      guard hasStayRows else {
        inside.append("return \(call)")
        continue
      }
      // Not taken inside, nor handed over by a row inside: a row of its own took it.
      inside += ["if \(call) {", "return true", "}"]
      if leaves.contains(0) {
        inside += ["if \(Self.leaveVariable(0)) != nil {", "return false", "}"]
      }
    }
    // A machine whose every state holds a machine (an imported parallel machine: one state)
    // has no other state.
    if plan.composites.count < model.states.count {
      inside += ["default:", hasStayRows ? "break" : "return false"]
    }
    inside.append("}")
    // A row of its own that stays moves nothing either.
    if hasStayRows {
      inside.append(
        "return Self.\(Self.traceName("stays", []))(step.from, on: event, in: step.from)")
    }
    inside.append("}")
    members.append(declaration(inside))
    members.append(
      declaration([
        "\(memberModifiers)static func _regionsMoved(by step: \(Qualified.step)) -> Swift.UInt64 {",
        "Self._movesInside(step) ? 0 : 1", "}",
      ]))
    members.append(
      declaration(["\(memberModifiers)static var _holdsMachines: Swift.Bool {", "true", "}"]))
    if tree.collects {
      members.append(
        declaration([
          "\(memberModifiers)static func _eventEffects(of step: \(Qualified.step)) -> [Self.Effect] {",
          "var _$more: [Self.Effect]? = []",
          "_ = step.from._$transition(on: step.event"
            + (readsMemory ? ", memory: \(Qualified.memory)()" : "") + ", more: &_$more)",
          // Held rows collect their effects; a row of the machine's own emits the step's one.
          "if let _$collected = _$more, !_$collected.isEmpty {", "return _$collected", "}",
          "return step.effect.map { [$0] } ?? []", "}",
        ]))
      members.append(
        declaration([
          "\(memberModifiers)static func _moreEffects(of step: \(Qualified.step)) -> [Self.Effect] {",
          "Swift.Array(Self._eventEffects(of: step).dropFirst())", "}",
        ]))
    }
    return members
  }

  /// The part type of the machine `planned` holds, as the top's code names it.
  func heldPartType(_ planned: PlannedComposite) -> String {
    let type = "\(model.typeName).\(planned.composite.typeName)"
    return heldPartIsCase(planned) ? "\(type).Case" : "\(type).Part"
  }

  /// Whether the machine `planned` holds is named by its `Case`: an enum holding none.
  func heldPartIsCase(_ planned: PlannedComposite) -> Bool {
    guard case .states(_, let plan) = planned.held else { return false }
    return plan.composites.isEmpty
  }

  /// The edges of every table the tree holds, in tree order after the top's: each end the
  /// top's `Part`, `wrap` spelling a state of the table as the top's part.
  func heldEdgeArguments(wrap: @escaping (String) -> String) -> [[String]] {
    plan.composites.flatMap { planned -> [[String]] in
      let state = planned.composite.state
      func inner(_ part: String) -> String { wrap(".\(escapedMember(state))(\(part))") }
      switch planned.held {
      case .states(let model, let plan):
        let generator = Generator(model: model, plan: plan)
        return generator.innerEdgeArguments(wrap: inner, delay: model.edgeDelay)
          + generator.heldEdgeArguments(wrap: inner)
      case .regions(let model, let plans):
        return zip(model.regions, plans).flatMap { region, plan -> [[String]] in
          let property = escapedMember(region.property)
          func inRegion(_ part: String) -> String { inner(".\(property)(\(part))") }
          let generator = Generator(model: region.model, plan: plan)
          return generator.innerEdgeArguments(wrap: inRegion, delay: region.model.edgeDelay)
            + generator.heldEdgeArguments(wrap: inRegion)
        }
      }
    }
  }

  /// This table's own edges as parts of the machine at the top: each end spelled by `wrap`, a
  /// composite state of it as the state itself (`.name(nil)`); its superstates spelled as the
  /// top's when it is the top, left out otherwise (a held table's are not the top's); its delays
  /// as `delay` spells them (a held table's are evaluated in its own type).
  func innerEdgeArguments(
    wrap: @escaping (String) -> String, superstates: Generator.EdgeSuperstates = .omitted,
    delay: @escaping (PlannedDelay) -> EdgeDelay = Generator.ownEdgeDelay
  ) -> [[String]] {
    let composites = Set(plan.composites.map(\.composite.state))
    return tableEdges.map { edge in
      Self.edgeArguments(
        edge,
        part: { name in
          wrap(
            composites.contains(name) ? ".\(escapedMember(name))(nil)" : ".\(escapedMember(name))")
        }, superstates: superstates, delay: delay)
    }
  }
}
