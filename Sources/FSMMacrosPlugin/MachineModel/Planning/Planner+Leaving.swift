import SwiftDiagnostics

// A held row's `leavingTo:` (the Composition article, "How a row inside leaves"): its target is
// a state of the machine at the top, so it is resolved once every table of the tree is planned,
// against the tree. What reachability needs of it is known before: which states of a table a
// row of another table enters.

/// What the checks of one table of a tree need of the tree's `leavingTo:` rows.
public struct LeavingFacts: Equatable, Sendable {
  /// The states of this table some `leavingTo:` row of the tree enters (or enters a state
  /// inside of).
  public var entered: Set<String> = []
  /// For each composite state of this table, the states of this table a row inside it leaves
  /// for.
  public var fromComposites: [String: Set<String>] = [:]
  /// For each of this table's own `leavingTo:` rows, by index, the state of this table it
  /// enters; none for a row that leaves the table.
  public var rowTargets: [Int: String] = [:]
}

extension MachineModel {
  /// Every `leavingTo:` row's target path of this table and the tables it holds.
  var leavingPaths: [[String]] {
    leavingRows.compactMap { $0.leavingTo?.path }
  }

  /// Notes what the tree's `leavingTo:` targets (`paths`) do to this table, the one at `path`
  /// (the composite states and regions above it).
  mutating func noteLeaving(at path: [String], paths: [[String]]) {
    func state(in target: [String]) -> String? {
      target.count > path.count && target.starts(with: path) ? target[path.count] : nil
    }
    var facts = LeavingFacts()
    facts.entered = Set(paths.compactMap(state(in:)))
    for composite in composites {
      let targets = composite.held.leavingRows.compactMap {
        $0.leavingTo.flatMap { state(in: $0.path) }
      }
      if !targets.isEmpty {
        facts.fromComposites[composite.state] = Set(targets)
      }
    }
    for row in rows + eventlessRows {
      if let target = row.leavingTo.flatMap({ state(in: $0.path) }) {
        facts.rowTargets[row.index] = target
      }
    }
    leaving = facts
  }

  /// Resolves the `leavingTo:` rows of every table `composites` hold, this machine being the
  /// one at the top, or a region of the struct at the top (at `path`, `[region]`, in the
  /// struct `machine`): each target is checked (`unknownPart`) and built from the innermost
  /// table holding both the row and the target. A row whose target cannot be is reported and
  /// left out; so is one whose target is in another region of the struct at the top, which is
  /// never left.
  func resolveLeaving(
    _ composites: inout [PlannedComposite], at path: [String] = [], machine: String? = nil,
    into diagnostics: inout DiagnosticCollector
  ) {
    let top = LeavingTable(
      model: self, composites: composites, path: path, type: path.isEmpty ? "Self" : typeName)
    let all = composites
    for index in composites.indices {
      resolveLeaving(
        in: &composites[index], chain: [top], top: all, machine: machine ?? name,
        into: &diagnostics)
    }
  }

  /// One table on the way from the top to a row: what building a target from it needs.
  private struct LeavingTable {
    var model: MachineModel
    var composites: [PlannedComposite]
    var path: [String]
    var type: String
  }

  private func resolveLeaving(
    in planned: inout PlannedComposite, chain: [LeavingTable], top: [PlannedComposite],
    machine: String, into diagnostics: inout DiagnosticCollector
  ) {
    let path = (chain.last?.path ?? []) + [planned.composite.state]
    switch planned.held {
    case .states(let model, var plan):
      let table = LeavingTable(
        model: model, composites: plan.composites, path: path, type: model.typeName)
      resolveRows(
        of: &plan, table: table, chain: chain + [table], top: top, machine: machine,
        into: &diagnostics)
      for index in plan.composites.indices {
        resolveLeaving(
          in: &plan.composites[index], chain: chain + [table], top: top, machine: machine,
          into: &diagnostics)
      }
      planned.held = .states(model, plan)
    case .regions(let model, var plans):
      for (index, region) in model.regions.enumerated() {
        let table = LeavingTable(
          model: region.model, composites: plans[index].composites,
          path: path + [region.property], type: region.model.typeName)
        resolveRows(
          of: &plans[index], table: table, chain: chain + [table], top: top, machine: machine,
          into: &diagnostics)
        for inner in plans[index].composites.indices {
          resolveLeaving(
            in: &plans[index].composites[inner], chain: chain + [table], top: top,
            machine: machine, into: &diagnostics)
        }
      }
      planned.held = .regions(model, plans)
    }
  }

  /// Resolves the `leavingTo:` rows of `plan`, the plan of `table`, the last of `chain`.
  private func resolveRows(
    of plan: inout TransitionPlan, table: LeavingTable, chain: [LeavingTable],
    top: [PlannedComposite], machine: String, into diagnostics: inout DiagnosticCollector
  ) {
    var reported: Set<Int> = []
    var unresolved: Set<Int> = []
    // Each row as it is taken from one source, on its event or none (an eventless row).
    func resolveRow(_ row: inout PlannedRow, source: Int, event: Int?) {
      guard case .leave(let leave) = row.target else { return }
      let written = table.model.rows + table.model.eventlessRows
      guard let model = written.first(where: { $0.index == row.index }),
        let resolved = resolve(
          leave, row: model, source: table.model.states[source],
          event: event.map { table.model.events[$0] }, chain: chain, top: top,
          machine: machine, report: reported.insert(row.index).inserted, into: &diagnostics)
      else {
        unresolved.insert(row.index)
        return
      }
      row.target = .leave(resolved)
    }
    for branch in plan.branches.indices {
      let source = plan.branches[branch].state.index
      for eventBranch in plan.branches[branch].events.indices {
        let event = plan.branches[branch].events[eventBranch].event.index
        for index in plan.branches[branch].events[eventBranch].rows.indices {
          resolveRow(
            &plan.branches[branch].events[eventBranch].rows[index], source: source, event: event)
        }
      }
    }
    for branch in plan.eventless.indices {
      let source = plan.eventless[branch].state.index
      for index in plan.eventless[branch].rows.indices {
        resolveRow(&plan.eventless[branch].rows[index], source: source, event: nil)
      }
    }
    for completion in plan.completions.indices {
      for branch in plan.completions[completion].states.indices {
        let source = plan.completions[completion].states[branch].state.index
        for index in plan.completions[completion].states[branch].rows.indices {
          resolveRow(
            &plan.completions[completion].states[branch].rows[index], source: source, event: nil)
        }
      }
    }
    plan.removeRows(unresolved)
  }

  /// `leave` built for the row `row` from `source` on `event`; `nil`, reported once per row
  /// when `report`, when its target names no state or its values cannot be found.
  private func resolve(
    _ leave: PlannedLeave, row: RowModel, source: CaseModel, event: CaseModel?,
    chain: [LeavingTable], top: [PlannedComposite], machine: String, report: Bool,
    into diagnostics: inout DiagnosticCollector
  ) -> PlannedLeave? {
    let target = leave.target.path
    let written = "'leavingTo: \(leave.target.expression)'"
    // A region of the struct at the top: the target names its region first.
    let region = chain.first?.path ?? []
    guard target.starts(with: region) else {
      // A bare state (`.ended`): in a struct, it is named from its region.
      if report, let own = region.first, target.count == 1 {
        diagnostics.report(
          .unsupportedRowSyntax(
            reason: "\(written) names no region; in a struct at the top a row leaves for a "
              + "state of its own region, named from the region: '.\(own)(...)'"),
          at: leave.target.anchor)
      } else if report, let own = region.first, let other = target.first {
        diagnostics.report(
          .unsupportedRowSyntax(
            reason: "\(written) names a state of region '\(other)', and this row is inside "
              + "region '\(own)'; the struct at the top is never left, so a row leaves for a "
              + "state of its own region"),
          at: leave.target.anchor)
      }
      return nil
    }
    let resolution = resolve(Array(target.dropFirst(region.count)), composites: top)
    guard resolution.kinds != nil else {
      if report {
        diagnostics.report(
          .unknownPart(written, machine: machine, reason: resolution.reason ?? ""),
          at: leave.target.anchor)
      }
      return nil
    }
    // The innermost table of the row's chain that holds the target.
    guard
      let depth = chain.lastIndex(where: {
        target.count > $0.path.count && target.starts(with: $0.path)
      })
    else { return nil }
    var resolved = leave
    resolved.depth = depth
    var table = chain[depth].model
    var composites = chain[depth].composites
    var type = chain[depth].type
    var position = chain[depth].path.count
    while position < target.count - 1 {
      guard let state = table.states.first(where: { $0.name == target[position] }),
        let planned = composites.first(where: { $0.composite.state == state.name })
      else { return nil }
      let heldType = "\(table.typeName).\(planned.composite.typeName)"
      switch planned.held {
      case .states(let model, let plan):
        resolved.levels.append(PlannedLeave.Level(tableType: type, state: state, regions: nil))
        (table, composites, type) = (model, plan.composites, model.typeName)
        position += 1
      case .regions(let model, let plans):
        guard
          let index = model.regions.firstIndex(where: { $0.property == target[position + 1] })
        else { return nil }
        resolved.levels.append(
          PlannedLeave.Level(
            tableType: type, state: state,
            regions: PlannedLeave.Regions(
              type: heldType, properties: model.regions.map(\.property),
              types: model.regions.map(\.model.typeName), index: index)))
        let region = model.regions[index].model
        (table, composites, type) = (region, plans[index].composites, region.typeName)
        position += 2
      }
    }
    guard let leafIndex = table.states.firstIndex(where: { $0.name == target[position] }) else {
      return nil
    }
    let leaf = table.states[leafIndex]
    let reference = CaseReference(index: leafIndex, name: leaf.name)
    resolved.leafType = type
    // A composite state is entered at its held machine's initial configuration; any other
    // target takes its values from the event, then from the row's source, as `to:` does.
    if let composite = table.composites.first(where: { $0.state == leaf.name }) {
      resolved.leaf = table.entryConstruction(of: composite, at: reference)
      return resolved
    }
    var context = Planner.ResolutionContext(
      row: row, event: event?.name ?? "(none: the row is eventless)", source: source.name)
    context.anchor = leave.target.anchor
    var payloads = DiagnosticCollector()
    guard
      let construction = Planner.construct(
        reference, parameters: leaf.parameters,
        from: (event.map { [.event($0)] } ?? []) + [.sourceState(source)], context,
        into: &payloads)
    else {
      if report {
        for diagnostic in payloads.diagnostics {
          diagnostics.append(diagnostic)
        }
      }
      return nil
    }
    resolved.leaf = construction
    return resolved
  }
}

extension TransitionPlan {
  /// The plan without the rows at `indices` (``RowModel/index``), nor their edges: rows that
  /// were reported, left out so that the generated code compiles and says nothing more.
  mutating func removeRows(_ indices: Set<Int>) {
    guard !indices.isEmpty else { return }
    for branch in branches.indices {
      for event in branches[branch].events.indices {
        branches[branch].events[event].rows.removeAll { indices.contains($0.index) }
      }
      branches[branch].events.removeAll { $0.rows.isEmpty }
    }
    branches.removeAll { $0.events.isEmpty }
    edges.removeAll { indices.contains($0.index) }
    for branch in eventless.indices {
      eventless[branch].rows.removeAll { indices.contains($0.index) }
    }
    eventless.removeAll { $0.rows.isEmpty }
    for completion in completions.indices {
      for branch in completions[completion].states.indices {
        completions[completion].states[branch].rows.removeAll { indices.contains($0.index) }
      }
      completions[completion].states.removeAll { $0.rows.isEmpty }
    }
    completions.removeAll { $0.states.isEmpty }
    eventlessEdges.removeAll { indices.contains($0.index) }
  }
}

// MARK: - Eventless cycles through composite states

extension MachineModel {
  /// Eventless cycles that go through a composite state: one whose held machine, entered at
  /// its initial configuration, leaves at once by an unguarded eventless row for a state of
  /// this table takes that row as its forced step (the held machine's rows come first), and a
  /// cycle of forced steps with such a step is reported (`eventlessCycle`; one without is the
  /// table's own check's). Every table of the tree, this one at `depth` (0: the top).
  func checkEventlessCyclesThroughComposites(
    _ plan: TransitionPlan, depth: Int = 0, into diagnostics: inout DiagnosticCollector
  ) {
    var forced = Planner.forcedSteps(plan, builtTargets: builtTargets)
    var through: Set<Int> = []
    for planned in plan.composites {
      guard let index = states.firstIndex(where: { $0.name == planned.composite.state }),
        enteredAtInitial(index),
        let leave = Self.leavesAtOnce(planned.held, depth: depth),
        let target = states.firstIndex(where: { $0.name == leave.target })
      else { continue }
      forced[index] = Planner.ForcedStep(target: target, row: leave.row)
      through.insert(index)
    }
    for (cycle, first) in Planner.cycles(of: forced) where !through.isDisjoint(with: cycle) {
      let row = (leavingRows + eventlessRows).first { $0.index == forced[first]?.row }
      diagnostics.report(
        .eventlessCycle(states: cycle.map { states[$0].name }), at: row?.anchors.row ?? .none)
    }
    for planned in plan.composites {
      switch planned.held {
      case .states(let model, let plan):
        model.checkEventlessCyclesThroughComposites(plan, depth: depth + 1, into: &diagnostics)
      case .regions(let model, let plans):
        for (region, plan) in zip(model.regions, plans) {
          region.model.checkEventlessCyclesThroughComposites(
            plan, depth: depth + 1, into: &diagnostics)
        }
      }
    }
  }

  /// Whether the state at `index`, a composite state, is entered at its held machine's initial
  /// configuration: its case declares no value of its own.
  private func enteredAtInitial(_ index: Int) -> Bool {
    states[index].parameters.first?.defaultValue == nil
  }

  /// The state of the table at `depth` that `held`, entered at its initial configuration,
  /// leaves for at once, and the row: a held enum's initial case's first eventless row when it
  /// is unguarded and leaves for that table; a struct's first region whose initial case has
  /// eventless rows or holds a machine decides. `nil` when a guard, or a move inside, could.
  static func leavesAtOnce(_ held: PlannedHeld, depth: Int) -> (target: String, row: Int)? {
    switch held {
    case .states(let model, let plan):
      return model.leavesAtOnce(plan, depth: depth)
    case .regions(let model, let plans):
      for (region, plan) in zip(model.regions, plans) {
        let table = region.model
        guard let index = table.states.firstIndex(where: { $0.name == table.initialState })
        else { return nil }
        let active =
          plan.eventless.contains { $0.state.index == index }
          || plan.composites.contains { $0.composite.state == table.initialState }
        if active {
          return table.leavesAtOnce(plan, depth: depth)
        }
      }
      return nil
    }
  }

  /// The same for this table, entered at its initial case.
  private func leavesAtOnce(_ plan: TransitionPlan, depth: Int) -> (target: String, row: Int)? {
    guard let index = states.firstIndex(where: { $0.name == initialState }) else { return nil }
    if let planned = plan.composites.first(where: { $0.composite.state == initialState }) {
      return enteredAtInitial(index) ? Self.leavesAtOnce(planned.held, depth: depth) : nil
    }
    guard let first = plan.eventless.first(where: { $0.state.index == index })?.rows.first,
      !first.guarded, case .leave(let leave) = first.target, leave.depth == depth,
      let target = leave.levels.first?.state.name ?? leave.leaf?.constructed.name
    else { return nil }
    return (target, first.index)
  }
}
