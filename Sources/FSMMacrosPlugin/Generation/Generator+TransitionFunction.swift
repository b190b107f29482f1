import SwiftSyntax

extension Generator {
  /// `transition(on:)`: a lookup table for a large machine without payloads, guards or
  /// builders; a nested `switch` otherwise.
  func transitionFunctionMembers() -> [DeclSyntax] {
    if let table = lookupTable() {
      return lookupTableMembers(targets: table.targets, effects: table.effects)
    }
    return switchTransitionFunction()
  }

  // MARK: - Lookup table

  /// The smallest number of (state, event) cells for which a payload-free, unguarded machine
  /// gets a lookup table instead of a nested `switch`. On small machines the `switch` is as fast
  /// (Benchmarks W1, W2); on a 100 × 16 random walk the table is 2.5× faster (W3).
  static let lookupTableMinimumCells = 64

  /// The target (and effect) of every (state, event) cell, by position, when the machine can be
  /// a table: no generic parameters, no associated values, no guard and no `build:`. `nil`
  /// otherwise.
  func lookupTable() -> (targets: [[Int?]], effects: [[Int?]]?)? {
    guard !model.isGeneric, !settles,
      model.states.count * model.events.count >= Self.lookupTableMinimumCells,
      model.states.allSatisfy(\.parameters.isEmpty),
      model.events.allSatisfy(\.parameters.isEmpty),
      (model.effects ?? []).allSatisfy(\.parameters.isEmpty)
    else { return nil }
    var targets = Array(
      repeating: Array(repeating: Int?.none, count: model.events.count), count: model.states.count)
    var effects = targets
    var hasEffects = false
    for branch in plan.branches {
      for eventBranch in branch.events {
        guard eventBranch.rows.count == 1, let row = eventBranch.rows.first, !row.guarded,
          case .construct(let target) = row.target
        else { return nil }
        targets[branch.state.index][eventBranch.event.index] = target.constructed.index
        if let effect = row.effect {
          effects[branch.state.index][eventBranch.event.index] = effect.constructed.index
          hasEffects = true
        }
      }
    }
    return (targets, hasEffects ? effects : nil)
  }

  /// `transition(on:)` and its tables for a table-driven machine: a cell holds the target's
  /// position, or the cell type's largest value to reject, indexed by `state * events + event`.
  ///
  /// A case converts to its position by a `switch` (`_$index(of:)`), which the optimizer turns
  /// into nothing, and back by `_$state(at:)`, which is nothing either; a step costs one load from
  /// the table, read through a buffer pointer (no bounds check: a cell index is in range by
  /// construction). Benchmarks, W3.
  func lookupTableMembers(targets: [[Int?]], effects: [[Int?]]?) -> [DeclSyntax] {
    /// The type of a cell holding a position among `count` cases, and the value for none.
    func cellLayout(for count: Int) -> (type: String, none: String) {
      count < 255 ? ("Swift.UInt8", "0xFF") : ("Swift.UInt16", "0xFFFF")
    }
    let (cellType, none) = cellLayout(for: model.states.count)
    func rows(_ cells: [[Int?]], none: String) -> [String] {
      cells.map { row in
        row.map { $0.map(String.init) ?? none }.joined(separator: ", ") + ","
      }
    }
    func indexFunction(_ type: String, _ list: [CaseModel]) -> DeclSyntax {
      var lines = [
        "private nonisolated static func _$index(of value: \(type)) -> Swift.Int {",
        "switch value {",
      ]
      for (index, caseModel) in list.enumerated() {
        lines += ["case .\(escapedMember(caseModel.name)):", "\(index)"]
      }
      return declaration(lines + ["}", "}"])
    }
    /// The case at a position. Swift stores a payload-free enum of two cases or more as its
    /// case's position, an integer of the smallest size that fits (docs/ABI/TypeLayout.rst in the
    /// Swift repository), so the position converts to the case as it is: a `switch` of a hundred
    /// cases would not be inlined, and an array of the cases is a second dependent load. An
    /// `@objc` enum is stored as its raw value, and a single case takes no storage: those get a
    /// `switch`, whose last case is the `default`.
    func caseFunction(_ name: String, _ type: String, _ list: [CaseModel]) -> DeclSyntax {
      var lines = [
        "@inline(__always)",
        "private nonisolated static func \(name)(at position: Swift.Int) -> \(type) {",
      ]
      if list.count >= 2, !model.hasObjCLayout {
        let tag = list.count <= 256 ? "Swift.UInt8" : "Swift.UInt16"
        lines.append(
          "Swift.unsafeBitCast(\(tag)(truncatingIfNeeded: position), to: \(type).self)")
        return declaration(lines + ["}"])
      }
      lines.append("switch position {")
      for (index, caseModel) in list.enumerated().dropLast() {
        lines += ["case \(index):", ".\(escapedMember(caseModel.name))"]
      }
      lines += ["default:", ".\(escapedMember(list.last?.name ?? ""))"]
      return declaration(lines + ["}", "}"])
    }
    let layout = "one row per state, one column per event"
    var members: [DeclSyntax] = [
      declaration(
        [
          "/// The target's position, or \(none) to reject: \(layout).",
          "private nonisolated static let _$targets: [\(cellType)] = [",
        ] + rows(targets, none: none) + ["]"]),
      caseFunction("_$state", "Self", model.states),
      indexFunction("Self", model.states),
      indexFunction("Event", model.events),
    ]
    func cell(_ table: String) -> String {
      "Swift.Int(Self.\(table).withUnsafeBufferPointer { $0[cell] })"
    }
    var body = [
      "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
      "let cell = Self._$index(of: self) &* \(model.events.count) &+ Self._$index(of: event)",
      "let target = \(cell("_$targets"))",
      "guard target != \(none) else {",
      "return nil",
      "}",
    ]
    if let effects, let effectCases = model.effects {
      let (effectCellType, noEffect) = cellLayout(for: effectCases.count)
      members.append(
        declaration(
          [
            "/// The effect's position, or \(noEffect) for none: \(layout).",
            "private nonisolated static let _$effectCells: [\(effectCellType)] = [",
          ] + rows(effects, none: noEffect) + ["]"]))
      members.append(caseFunction("_$effect", "Effect", effectCases))
      body += [
        "let effect = \(cell("_$effectCells"))",
        "let to = Self._$state(at: target)",
        "return \(Qualified.step)(from: self, event: event, to: to, "
          + "effect: effect == \(noEffect) ? nil : Self._$effect(at: effect))",
      ]
    } else {
      body.append(
        "return \(Qualified.step)(from: self, event: event, to: Self._$state(at: target))")
    }
    members.append(declaration(body + ["}"]))
    return members
  }

  // MARK: - Nested switch

  func switchTransitionFunction() -> [DeclSyntax] {
    var context = SwitchContext { superstate in
      "_$memory._remembered(at: \(historySlot(of: superstate)))"
    }
    context.tree = compositeTree
    let lines = switchLines(context)
    if let tree = context.tree, tree.collects {
      return collectingTransitionFunctions(switchLines: lines)
    }
    if settles {
      return settlingTransitionFunctions(switchLines: lines)
    }
    let inline = Self.inlinesSwitch(lines) ? ["@inline(__always)"] : []
    guard readsMemory else {
      return [
        declaration(
          inline + ["\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {"]
            + lines + ["}"])
      ]
    }
    // A value does not remember: without a memory, a history row goes to its default.
    return [
      declaration([
        "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
        "self.transition(on: event, memory: \(Qualified.memory)())",
        "}",
      ]),
      declaration(
        inline + [
          "\(memberModifiers)func transition(on event: Event, memory _$memory: "
            + "\(Qualified.memory)) -> \(Qualified.step)? {"
        ] + lines + ["}"]),
    ]
  }

  /// `transition(on:)` of a machine one of whose steps may emit several effects: its `switch`
  /// in `_$transition(on:more:)`, which collects every effect of the step when `more` is not
  /// `nil` (`_eventEffects(of:)` runs it again so), and a wrapper that collects none.
  func collectingTransitionFunctions(switchLines lines: [String]) -> [DeclSyntax] {
    let history = readsMemory
    let memoryParameter = history ? ", memory _$memory: \(Qualified.memory)" : ""
    let collecting = declaration(
      [
        "@inline(__always)",
        "private nonisolated func _$transition(on event: Event\(memoryParameter), "
          + "more _$more: inout [Self.Effect]?) -> \(Qualified.step)? {",
      ] + lines + ["}"])
    // A machine that settles: its event's own row is `_firstStep(on:memory:)`, collecting none.
    if settles {
      return settlingTransitionFunctions(switchLines: [
        "var _$more: [Self.Effect]? = nil",
        "return self._$transition(on: event\(history ? ", memory: _$memory" : ""), more: &_$more)",
      ]) + [collecting]
    }
    var wrappers = [
      declaration([
        "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
        "var _$more: [Self.Effect]? = nil",
        "return self._$transition(on: event\(history ? ", memory: \(Qualified.memory)()" : ""), "
          + "more: &_$more)",
        "}",
      ])
    ]
    if history {
      wrappers.append(
        declaration([
          "\(memberModifiers)func transition(on event: Event, memory: \(Qualified.memory)) -> "
            + "\(Qualified.step)? {",
          "var _$more: [Self.Effect]? = nil",
          "return self._$transition(on: event, memory: memory, more: &_$more)",
          "}",
        ]))
    }
    return wrappers + [collecting]
  }

  /// The most arms (`case` labels of states and of events) a nested `switch` may have for its
  /// function to be marked `@inline(__always)`.
  ///
  /// Inlined into `Machine.send`, the switch writes the step where the send reads it, instead of
  /// returning it through memory from a call the optimizer keeps out of line (Benchmarks, W6's
  /// `machine`). A larger switch stays one function: inlined, it would be copied into every
  /// caller.
  static let inlinedSwitchMaximumArms = 64

  /// Whether the transition function holding `lines`, a nested `switch`, is inlined where it is
  /// called.
  static func inlinesSwitch(_ lines: [String]) -> Bool {
    lines.count { $0.hasPrefix("case ") } <= inlinedSwitchMaximumArms
  }

  /// What the nested `switch` is written over: the machine's own value by default; for a
  /// region, the region's value inside the struct's code.
  struct SwitchContext {
    /// The value switched over, passed to guards and builders.
    var subject = "self"
    /// The type whose tables hold the rows.
    var owner = "Self"
    /// The statement returning a step to `target`, emitting `effect` (an expression) or none.
    var returnStep: (_ target: String, _ effect: String?) -> String = { target, effect in
      "return \(Qualified.step)(from: self, event: event, to: \(target)"
        + (effect.map { ", effect: \($0)" } ?? "") + ")"
    }
    /// The condition (an `if` clause) testing a region row's condition on another region.
    var condition: (RegionCondition) -> String = { _ in "false" }
    /// The type of the value switched over.
    var valueType = "Self"
    /// The statement that rejects the event.
    var reject = "return nil"
    /// The expression of what a superstate's history remembers, an optional value. No
    /// default: one that forgot the memory would send every history row to its default.
    var remembered: (String) -> String
    /// The machine at the top, as the code switching here names it: what a held step function
    /// and a condition read.
    var machine = "self"
    /// The tree below the machine, when some of its states hold machines.
    var tree: CompositeTree?
    /// The composite states and regions from the top down to this table: its held machines'
    /// step functions are named from it.
    var heldPath: [String] = []
    /// Whether the code switching here has an `inout` effect (a held step function's) that a
    /// held machine's step writes directly; otherwise a composite state's arm keeps its own.
    var passesEffectThrough = false
    /// How many composite states are above this table (0: the machine at the top).
    var depth = 0
    /// The types of the tables from the top down to this one, as the generated code names
    /// them: what a row leaving for a state of one of them hands over.
    var levelTypes = ["Self"]
    /// The statement handing `target`, a value of the table at `depth` above this one, to that
    /// table (`leavingTo:`), emitting `effect` or none.
    var leaveStep: (_ depth: Int, _ target: String, _ effect: String?) -> String = { _, _, _ in
      "return nil"
    }
    /// Whether the code switching here takes no event: it tries the eventless rows, and a
    /// composite state's held machine's (its settle function, which takes no event).
    var eventless = false
    /// The statement returning a move inside a composite state to `target` (the state holding
    /// the moved machine), emitting `effect`; `returnStep` when `nil`.
    var returnInside: ((_ target: String, _ effect: String?) -> String)?

    init(remembered: @escaping (String) -> String) {
      self.remembered = remembered
    }
  }

  /// The body of a transition function: a `switch` over the state, then over the event, whose
  /// cases try the planned rows in order.
  func switchLines(_ context: SwitchContext) -> [String] {
    var lines: [String] = []
    lines.append("switch \(context.subject) {")
    // A composite state's arm tries its held machine first, with or without rows of its own.
    var branches = plan.branches
    for planned in context.tree == nil ? [] : plan.composites {
      guard let index = stateIndex(of: planned), plan.branch(ofState: index) == nil else {
        continue
      }
      branches.append(
        StateBranch(
          state: CaseReference(index: index, name: planned.composite.state), events: []))
    }
    branches.sort { $0.state.index < $1.state.index }
    for branch in branches {
      let state = model.states[branch.state.index]
      let rows = branch.events.flatMap(\.rows)
      let held = context.tree == nil ? nil : composite(atState: branch.state.index)
      var bound = positionsRead(from: .source, by: rows)
      if held != nil {
        bound.insert(0)
      }
      lines.append("case \(pattern(state, binding: bound, bindingPrefix: "_$s")):")
      if let held {
        lines += heldArm(held, context)
        guard !branch.events.isEmpty else {
          lines.append(context.reject)
          continue
        }
      }
      lines.append("switch event {")
      for eventBranch in branch.events {
        let event = model.events[eventBranch.event.index]
        let bound = positionsRead(from: .event, by: eventBranch.rows)
        lines.append("case \(pattern(event, binding: bound, bindingPrefix: "_$e")):")
        lines += rowLines(eventBranch.rows, context, state: branch.state.index)
      }
      lines += rejecting(model.events, except: Set(branch.events.map(\.event.index)), context)
      lines.append("}")
    }
    lines += rejecting(model.states, except: Set(branches.map(\.state.index)), context)
    lines.append("}")
    return lines
  }

  /// The body of a settle function: a `switch` over the state whose cases try `branches`, the
  /// eventless rows of each state in order, after the held machine's eventless rows for a
  /// composite state whose held machine settles (when `context.tree` is set).
  func eventlessSwitchLines(_ branches: [EventlessBranch], _ context: SwitchContext) -> [String] {
    var states = branches.map { (index: $0.state.index, rows: $0.rows) }
    for planned in context.tree == nil ? [] : plan.composites where planned.held.settles {
      guard let index = stateIndex(of: planned), !states.contains(where: { $0.index == index })
      else { continue }
      states.append((index, []))
    }
    guard !states.isEmpty else { return [context.reject] }
    states.sort { $0.index < $1.index }
    var lines = ["switch \(context.subject) {"]
    for (index, rows) in states {
      let held =
        context.tree == nil
        ? nil
        : composite(atState: index).flatMap {
          $0.held.settles ? $0 : nil
        }
      var bound = positionsRead(from: .source, by: rows)
      if held != nil || rows.contains(where: \.completesHeld) {
        bound.insert(0)
      }
      lines.append("case \(pattern(model.states[index], binding: bound, bindingPrefix: "_$s")):")
      if let held {
        lines += heldArm(held, context)
      }
      lines += rowLines(rows, context, state: index)
    }
    if states.count < model.states.count {
      lines += ["default:", context.reject]
    }
    return lines + ["}"]
  }

  /// The rows one state takes on one event (or none), tried in order: each taking its target
  /// when its tests pass, then `context.reject` unless the last row always does.
  func rowLines(_ rows: [PlannedRow], _ context: SwitchContext, state: Int) -> [String] {
    var lines: [String] = []
    for row in rows {
      let (prelude, target) = targetCode(row, context)
      let effect = row.effect.map { caseExpression($0) }
      // A row leaving for a state outside this table hands its target to the table that holds
      // both; one entering deeper inside this table moves it as any row does.
      let step: String
      if case .leave(let leave) = row.target, let depth = leave.depth, depth < context.depth {
        step = context.leaveStep(depth, target, effect)
      } else {
        step = context.returnStep(target, effect)
      }
      if row.guarded {
        // A composite state's completion first: its held machine is done. Then conditions on
        // other regions, then the row's own guard, if it has one.
        var tests = row.conditions.map(context.condition)
        if row.completesHeld {
          tests.insert(
            composite(atState: state).map {
              "Self.\(Self.heldDoneName(context.heldPath + [$0.composite.state]))(_$s0)"
            } ?? "false", at: 0)
        }
        // In a tree, a completion row fires only in the microstep that takes its completion
        // from the queue (`_$completing`, its number).
        let completing = row.isCompletion && context.eventless && context.tree?.completes == true
        if completing {
          let number = context.tree?.completionNumber(
            of: row, state: model.states[state].name, path: context.heldPath)
          tests.insert(number.map { "_$completing == \($0)" } ?? "false", at: 0)
        }
        if row.callsGuard {
          let arguments = row.stateOnly ? context.subject : "\(context.subject), event"
          tests.append(
            "\(userRow(row, owner: context.owner)).\(Qualified.passesGuard)(\(arguments))")
        }
        lines.append("if \(tests.joined(separator: ", ")) {")
        lines += prelude + (completing ? ["_$completing = -1"] : []) + [step, "}"]
      } else if prelude.isEmpty {
        lines.append(step)
      } else {
        lines += ["do {"] + prelude + [step, "}"]
      }
    }
    if rows.last?.guarded ?? true {
      lines.append(context.reject)
    }
    return lines
  }

  /// For a machine whose superstates have history: `_hasHistory` and `_historySuperstates`,
  /// which tell `StateMemory` what to record, and `_recordHistory(of:into:)`, which records it.
  func historyMembers() -> [DeclSyntax] {
    // A tree whose held tables have history records the whole tree's (`heldHistoryMembers`).
    guard !plan.historySuperstates.isEmpty, !(compositeTree?.remembers ?? false) else {
      return []
    }
    return Self.historyMembers(
      superstates: plan.historySuperstates.map { ".\(escapedMember($0.name))" },
      recording: historyRecording(source: "_$step.from", target: "_$step.to", firstSlot: 0),
      memberModifiers: memberModifiers)
  }

  /// The statements recording a step in `_$memory`: for each superstate with history, in
  /// declaration order, when the step's source is in it and its target is not, the memory
  /// remembers the source (`_$step.from`) in the superstate's slot (`firstSlot` for the first).
  /// `source` and `target` are this machine's values (a region's, in a machine with regions).
  ///
  /// A `switch` over the cases rather than `superstates(of:)` compared with
  /// `_historySuperstates`: that built two arrays a step (Benchmarks, W7's `fsm`, the value with
  /// its memory, against a hand-written switch keeping the memory beside it).
  func historyRecording(
    source: String, target: String, firstSlot: Int, value: String = "_$step.from"
  ) -> [String] {
    var lines: [String] = []
    for (offset, superstate) in plan.historySuperstates.enumerated() {
      let members = model.states.indices.filter {
        plan.superstateChains[$0]?.contains(superstate) ?? false
      }
      // A superstate holding every state is never left: nothing to remember.
      guard members.count < model.states.count else { continue }
      let patterns = members.map { ".\(escapedMember(model.states[$0].name))" }
        .joined(separator: ", ")
      lines += [
        "switch \(source) {", "case \(patterns):", "switch \(target) {", "case \(patterns):",
        "break", "default:", "_$memory._remember(\(value), at: \(firstSlot + offset))", "}",
        "default:", "break", "}",
      ]
    }
    return lines
  }

  /// The slot of `superstate`, a superstate with history, in `_historySuperstates`, counted from
  /// `firstSlot`.
  func historySlot(of superstate: String, firstSlot: Int = 0) -> Int {
    guard let index = plan.historySuperstates.firstIndex(where: { $0.name == superstate }) else {
      preconditionFailure("planning gives history rows only to superstates with history")
    }
    return firstSlot + index
  }

  /// The lines that compute a row's target, if it needs any, and the expression of the target.
  func targetCode(
    _ row: PlannedRow, _ context: SwitchContext
  ) -> (prelude: [String], target: String) {
    let history: PlannedHistory
    switch row.target {
    case .construct(let construction): return ([], caseExpression(construction))
    case .build:
      return builtTarget(row, context)
    case .history(let returned): history = returned
    case .leave(let leave): return ([], leaveExpression(leave))
    case .stay(let builds):
      guard builds else { return ([], context.subject) }
      return builtTarget(row, context)
    }
    let remembered = context.remembered(history.superstate.name)
    // A composite state remembered by a shallow history is entered at its held machine's
    // initial configuration (W3C: the child, then its default entry); a deep one restores it.
    let composites = plan.composites.filter { planned in
      stateIndex(of: planned).map {
        plan.superstateChains[$0]?.contains(history.superstate) ?? false
      } ?? false
    }
    guard history.kind == .shallow, !history.nested.isEmpty || !composites.isEmpty else {
      return ([], "\(remembered) ?? \(history.defaultValue)")
    }
    // Shallow: a state of a nested superstate enters that superstate by its initial value.
    var lines = [
      "let _$target: \(context.valueType)",
      "if let _$remembered = \(remembered) {",
      "switch _$remembered.case {",
    ]
    for nested in history.nested {
      let states = nested.states.map { ".\(escapedMember($0.name))" }
      lines += ["case \(states.joined(separator: ", ")):", "_$target = \(nested.initial)"]
    }
    for planned in composites
    where !history.nested.contains(where: {
      $0.states.contains { $0.name == planned.composite.state }
    }) {
      lines += [
        "case .\(escapedMember(planned.composite.state)):",
        "_$target = \(compositeEntry(planned))",
      ]
    }
    lines += [
      "default:", "_$target = _$remembered", "}", "} else {",
      "_$target = \(history.defaultValue)", "}",
    ]
    return (lines, "_$target")
  }

  /// The target of a row written with `build:`: the closure's value, checked to be of the row's
  /// target case when the row names one (`to:`, or its own state for a row that stays), so that
  /// a closure building another case refuses the event (`_caseBuiltOtherwise(on:)` says why)
  /// rather than moving the machine where its table does not say; and whose values the effect
  /// reads, bound as `_$b0`, `_$b1`…
  func builtTarget(
    _ row: PlannedRow, _ context: SwitchContext
  ) -> (prelude: [String], target: String) {
    let arguments = row.stateOnly ? context.subject : "\(context.subject), event"
    let call = "\(userRow(row, owner: context.owner)).\(Qualified.buildTarget)(\(arguments))"
    var read: Set<Int> = []
    for argument in row.effect?.arguments ?? [] {
      if case .built(let position) = argument.value { read.insert(position) }
    }
    guard let built = row.builtCase, row.mayBuildOtherCase || !read.isEmpty else {
      return ([], call)
    }
    let pattern = pattern(model.states[built.index], binding: read, bindingPrefix: "_$b")
    return (
      ["let _$built = \(call)", "guard case \(pattern) = _$built else {", context.reject, "}"],
      "_$built"
    )
  }

  /// The `case` that rejects the cases of `list` not in `handled`, listed by name rather than as
  /// a `default`, as a careful hand-written switch does: the compiler then lays the `switch`
  /// out as a jump table (with `default:`, W4's `fsm` ran slower than the hand-written switch in
  /// the same number of instructions).
  func rejecting(
    _ list: [CaseModel], except handled: Set<Int>, _ context: SwitchContext
  ) -> [String] {
    let rest = list.indices.filter { !handled.contains($0) }
    guard !rest.isEmpty else { return [] }
    let patterns = rest.map { ".\(escapedMember(list[$0].name))" }.joined(separator: ", ")
    return ["case \(patterns):", context.reject]
  }

  /// The payload a pattern of `transition(on:)` binds values of.
  enum BoundPayload {
    case source, event
  }

  /// The positions of `payload`'s associated values that the targets and effects of `rows`
  /// read, so that the pattern binds those and no other.
  func positionsRead(from payload: BoundPayload, by rows: [PlannedRow]) -> Set<Int> {
    var read: Set<Int> = []
    for row in rows {
      var constructions: [Construction] = []
      if case .construct(let target) = row.target { constructions.append(target) }
      if case .leave(let leave) = row.target, let leaf = leave.leaf { constructions.append(leaf) }
      if let effect = row.effect { constructions.append(effect) }
      for argument in constructions.flatMap({ $0.arguments ?? [] }) {
        switch (argument.value, payload) {
        case (.source(let position), .source), (.event(let position), .event):
          read.insert(position)
        default:
          break
        }
      }
    }
    return read
  }

  // MARK: - Guards and builders

  /// The row as the user wrote it, read from `owner`'s table: the generated code calls its
  /// `when:` and `build:` closures, which are compiled once, where the user wrote them.
  ///
  /// The table is read directly, at a constant position: a table is a constant the compiler
  /// lays out at build time (see `FSMRuntime.Transition.SourceStorage`), so the optimizer sees
  /// which closure is called and inlines it. In a module whose default isolation is `MainActor`
  /// the table is nonisolated like the rest of the enum (`CaseDiscriminable` refines
  /// `SendableMetatype`, so the compiler infers no global actor for a `@StateMachine` enum); a
  /// table marked `@MainActor` is reported (`isolatedMember`).
  func userRow(_ row: PlannedRow, owner: String = "Self") -> String {
    "\(owner).\(escapedMember(row.table))[\(row.position)]"
  }
}
