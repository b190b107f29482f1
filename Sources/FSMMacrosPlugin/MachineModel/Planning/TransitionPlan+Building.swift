import SwiftDiagnostics
import SwiftSyntax

extension TransitionPlan {
  /// Resolves `model`'s table into a plan, leaving out the rows validation rejected.
  ///
  /// For every (state, event) pair, the rows that apply in precedence order, by tier: rows
  /// naming the state, then the `within` rows of the superstates containing it, innermost first,
  /// then `fromAny` rows (neither of the last two leaves a final state), each tier in table
  /// order. A row after an unguarded one of its tier can never fire: a conflict (error) when it
  /// is unguarded too, else shadowed (warning); a later tier is reached only when every row
  /// before it is guarded. Then the payloads of each row's target and effect
  /// are resolved for each source; a row whose payload cannot be built is reported and left out.
  ///
  /// Then, when the table has no error and no row was left out as invalid, the checks of the
  /// machine as a whole (`Planner+WholeMachine.swift`); and the names of the generated members
  /// that depend on the user's: the methods named after events, and the typestate structs, when
  /// asked for and nothing they need is taken (`Planner+Typestate.swift`).
  static func build(
    for model: MachineModel, validation: TableValidation,
    diagnostics: inout DiagnosticCollector
  ) -> TransitionPlan {
    var planner = Planner(model: model, rejected: Set(validation.rejectedRows.keys))
    var plan = planner.plan(into: &diagnostics)
    let leftOutInvalidRows = validation.rejectedRows.values.contains(.invalid)
    if model.parsedWithoutErrors, !leftOutInvalidRows, !diagnostics.hasErrors {
      planner.checkWholeMachine(plan, into: &diagnostics)
    }
    // Not those named like `Event`'s own members or a method of the user's, which validation
    // reports.
    plan.eventMethods = EventMethodClash.methods(of: model.events, userMembers: model.userMembers)
    if model.requestsTypestate {
      if plan.settles {
        diagnostics.report(.eventlessTypestate, at: model.typestateAnchor)
      } else {
        plan.typestate = planner.typestate(plan, into: &diagnostics)
      }
    }
    return plan
  }
}

struct Planner {
  let model: MachineModel
  /// Rows left out of the plan: rejected by validation, then by planning.
  var rejected: Set<Int>
  /// Each state's, event's and effect's position by name (the first, should a name be declared
  /// twice).
  let stateIndex: [String: Int]
  let eventIndex: [String: Int]
  let effectIndex: [String: Int]
  let superstateIndex: [String: Int]
  let tree: SuperstateTree
  /// The superstates with history, by name.
  let histories: [String: PlannedHistory]

  init(model: MachineModel, rejected: Set<Int>) {
    self.model = model
    self.rejected = rejected
    stateIndex = Self.positions(model.states)
    eventIndex = Self.positions(model.events)
    effectIndex = Self.positions(model.effects ?? [])
    superstateIndex = Self.positions(model.superstateCases ?? [])
    tree = model.superstateTree
    histories = Self.histories(model, tree: tree, states: stateIndex, superstates: superstateIndex)
  }

  /// Each superstate with history, as its rows resolve their target; none for a declaration
  /// that validation rejected (its rows are rejected too).
  static func histories(
    _ model: MachineModel, tree: SuperstateTree, states: [String: Int],
    superstates: [String: Int]
  ) -> [String: PlannedHistory] {
    func reference(_ name: String) -> CaseReference? {
      states[name].map { CaseReference(index: $0, name: name) }
    }
    var result: [String: PlannedHistory] = [:]
    for name in tree.names {
      guard let declaration = model.superstates.first(where: { $0.name == name }),
        let history = declaration.history, let index = superstates[name],
        let defaultCase = reference(history.defaultValue.caseName)
      else { continue }
      var nested: [PlannedHistory.NestedInitial] = []
      if history.kind == .shallow {
        for child in tree.children(of: name) {
          guard let childIndex = superstates[child],
            let initial = model.superstates.first(where: { $0.name == child })?.initial,
            let initialCase = reference(initial.caseName)
          else { continue }
          nested.append(
            PlannedHistory.NestedInitial(
              superstate: CaseReference(index: childIndex, name: child),
              states: (tree.states[child] ?? []).compactMap(reference),
              initial: initial.expression, initialCase: initialCase))
        }
      }
      result[name] = PlannedHistory(
        superstate: CaseReference(index: index, name: name), kind: history.kind,
        defaultValue: history.defaultValue.expression, defaultCase: defaultCase, nested: nested)
    }
    return result
  }

  static func positions(_ cases: [CaseModel]) -> [String: Int] {
    Dictionary(cases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func reference(toState index: Int) -> CaseReference {
    CaseReference(index: index, name: model.states[index].name)
  }

  /// The effect named `name`, with its position; `nil` for a name the machine does not declare.
  func reference(toEffect name: String) -> CaseReference? {
    effectIndex[name].map { CaseReference(index: $0, name: name) }
  }

  func reference(toEvent index: Int) -> CaseReference {
    CaseReference(index: index, name: model.events[index].name)
  }

  mutating func plan(into diagnostics: inout DiagnosticCollector) -> TransitionPlan {
    checkTimers(into: &diagnostics)
    let applicable = applicableRows(into: &diagnostics)

    // Resolve payloads per (row, source): a row that cannot be built from one source is left
    // out from every source, so that a table means the same thing for each of its sources.
    var resolvedByRow: [Int: [Int: PlannedRow]] = [:]  // row index -> state index -> row
    for state in model.states.indices {
      for event in model.events.indices {
        for row in applicable[state][event] where !rejected.contains(row.index) {
          if let resolved = resolve(row, from: state, on: event, into: &diagnostics) {
            resolvedByRow[row.index, default: [:]][state] = resolved
          } else {
            rejected.insert(row.index)
          }
        }
      }
    }

    var plan = TransitionPlan()
    for state in model.states.indices {
      var branches: [EventBranch] = []
      for event in model.events.indices {
        let rows = applicable[state][event].compactMap { row in
          rejected.contains(row.index) ? nil : resolvedByRow[row.index]?[state]
        }
        if !rows.isEmpty {
          branches.append(EventBranch(event: reference(toEvent: event), rows: rows))
        }
      }
      if !branches.isEmpty {
        plan.branches.append(StateBranch(state: reference(toState: state), events: branches))
      }
    }
    let delays = timerDelays()
    plan.timers = timers(delays)
    plan.superstates = plannedSuperstates(in: nil)
    for (state, chain) in tree.chains {
      guard let index = stateIndex[state] else { continue }
      plan.superstateChains[index] = chain.compactMap { name in
        superstateIndex[name].map { CaseReference(index: $0, name: name) }
      }
    }
    plan.edges = edges(applicable, delays: delays)
    plan.histories = tree.names.compactMap { histories[$0] }
    if !model.eventlessRows.isEmpty || model.superstates.contains(where: { !$0.finals.isEmpty }) {
      planEventless(into: &plan, diagnostics: &diagnostics)
    }
    plan.activities = planActivities(into: &diagnostics)
    return plan
  }

  /// For each state and event (by position), the rows that apply, in precedence order; reports
  /// conflicting and shadowed rows, and rejects the conflicting ones.
  mutating func applicableRows(into diagnostics: inout DiagnosticCollector) -> [[[RowModel]]] {
    let tiers = RowTiers(
      model.rows.filter { !rejected.contains($0.index) }, finalStates: Set(model.finalStates),
      tree: tree)
    var conflicts: [(later: RowModel, first: RowModel)] = []
    var shadowed: [(later: RowModel, first: RowModel)] = []
    var applicable: [[[RowModel]]] = model.states.map { _ in model.events.map { _ in [] } }
    for (stateIndex, state) in model.states.enumerated() {
      for (eventIndex, event) in model.events.enumerated() {
        var chosen: [RowModel] = []
        for group in tiers.rows(from: state.name, on: event.name)
        where chosen.last?.isGuarded ?? true {
          for (position, row) in group.enumerated() {
            if let first = group[..<position].first(where: { !$0.isGuarded }) {
              if row.isGuarded {
                shadowed.append((row, first))
              } else {
                conflicts.append((row, first))
              }
              continue
            }
            chosen.append(row)
          }
        }
        applicable[stateIndex][eventIndex] = chosen
      }
    }
    for (later, first) in conflicts {
      rejected.insert(later.index)
      let state = firstSharedState(later, first)
      diagnostics.report(
        .conflictingTransitions(state: state, event: later.event), at: later.anchors.row,
        notes: first.anchors.row.node.map {
          [
            Note(
              node: $0,
              message: FSMNote(.conflictingTransitionsFirst(state: state, event: first.event)))
          ]
        } ?? [])
    }
    for (later, first) in shadowed where !rejected.contains(later.index) {
      diagnostics.report(
        .shadowedTransition(state: firstSharedState(later, first), event: later.event),
        at: later.anchors.row)
    }
    // A `within` row that no case of its superstate takes: each has a row of its own (or of an
    // inner superstate) that always wins.
    let reported = Set((conflicts + shadowed).map(\.later.index))
    for row in model.rows where !rejected.contains(row.index) && !reported.contains(row.index) {
      guard case .within(let superstate) = row.sources, let event = eventIndex[row.event] else {
        continue
      }
      let sources = model.sourceStates(of: row).compactMap { stateIndex[$0] }
      if !sources.isEmpty,
        !sources.contains(where: { applicable[$0][event].contains { $0.index == row.index } })
      {
        diagnostics.report(
          .shadowedWithinTransition(superstate: superstate, event: row.event),
          at: row.anchors.row)
      }
    }
    return applicable
  }

  /// The edges, in table order: one per source a planned row really applies to.
  func edges(_ applicable: [[[RowModel]]], delays: [Int: [Int: PlannedDelay]]) -> [PlannedEdge] {
    var edges: [PlannedEdge] = []
    for row in model.rows where !rejected.contains(row.index) {
      guard let event = eventIndex[row.event] else { continue }
      for name in model.sourceStates(of: row) {
        guard let state = stateIndex[name],
          applicable[state][event].contains(where: { $0.index == row.index })
        else { continue }
        edges.append(
          PlannedEdge(
            source: reference(toState: state), event: reference(toEvent: event),
            target: row.stays
              ? reference(toState: state)
              : row.target.flatMap { stateIndex[$0] }.map(reference(toState:)),
            effect: row.effect.flatMap(reference(toEffect:)), guardLabel: row.guardLabel,
            delay: delays[state]?[event], index: row.index, superstate: superstate(of: row),
            historyOf: row.historyOf.flatMap { histories[$0] }?.superstate,
            leavingTo: row.leavingTo, stays: row.stays))
      }
    }
    return edges
  }

  /// The superstates nested directly in `parent` (the outermost for `nil`), with theirs.
  func plannedSuperstates(in parent: String?) -> [PlannedSuperstate] {
    tree.children(of: parent).compactMap { name in
      guard let index = superstateIndex[name] else { return nil }
      let children = plannedSuperstates(in: name)
      let nested = Set(children.flatMap(\.states))
      let states = (tree.states[name] ?? []).compactMap { state in
        stateIndex[state].map(reference(toState:))
      }
      return PlannedSuperstate(
        superstate: CaseReference(index: index, name: name),
        ownStates: states.filter { !nested.contains($0) }, states: states, children: children)
    }
  }

  /// The superstate of a `within` row.
  func superstate(of row: RowModel) -> CaseReference? {
    guard case .within(let name) = row.sources, let index = superstateIndex[name] else {
      return nil
    }
    return CaseReference(index: index, name: name)
  }

  /// The first state both rows leave, where their conflict is reported.
  func firstSharedState(_ a: RowModel, _ b: RowModel) -> String {
    let other = Set(model.sourceStates(of: b))
    let sources = model.sourceStates(of: a)
    return sources.first(where: other.contains) ?? sources.first ?? ""
  }
}

// MARK: - Timers

extension Planner {
  /// For each state and event that a row times there, the rows whose `after:` does: those of the
  /// first tier that has rows for the event in the state (its own rows, its superstates' from
  /// the innermost, `fromAny` rows), as for its transition; in table order.
  func timingRows() -> [(state: Int, event: Int, rows: [RowModel])] {
    let live = model.rows.filter { !rejected.contains($0.index) }
    let timedEvents = Set(live.filter { $0.delay != nil }.map(\.event))
    guard !timedEvents.isEmpty else { return [] }
    let tiers = RowTiers(
      live.filter { timedEvents.contains($0.event) }, finalStates: Set(model.finalStates),
      tree: tree)
    var result: [(state: Int, event: Int, rows: [RowModel])] = []
    for (stateIndex, state) in model.states.enumerated()
    where self.stateIndex[state.name] == stateIndex {
      for (eventIndex, event) in model.events.enumerated()
      where timedEvents.contains(event.name) && self.eventIndex[event.name] == eventIndex {
        let rows =
          tiers.rows(from: state.name, on: event.name)
          .first { !$0.isEmpty } ?? []
        let timed = rows.filter { $0.delay != nil }
        if !timed.isEmpty {
          result.append((stateIndex, eventIndex, timed))
        }
      }
    }
    return result
  }

  /// Rows that time one event in one state must say the same delay: a later one that does not
  /// is an error, with a fix-it writing the first one's, and is left out.
  mutating func checkTimers(into diagnostics: inout DiagnosticCollector) {
    var reported: Set<Int> = []
    for (state, _, rows) in timingRows() {
      guard let first = rows.first, let firstDelay = first.delay else { continue }
      for row in rows.dropFirst() {
        guard let delay = row.delay, !delay.isWrittenLike(firstDelay),
          reported.insert(row.index).inserted
        else { continue }
        rejected.insert(row.index)
        var fixIts: [FixIt] = []
        if let old = row.anchors.delay.node, let new = first.anchors.delay.node {
          let replacement = new.trimmed.with(\.leadingTrivia, old.leadingTrivia)
            .with(\.trailingTrivia, old.trailingTrivia)
          fixIts.append(
            FixIt(
              message: FSMFixIt(
                "replace '\(delay.expression)' with '\(firstDelay.expression)'",
                id: "useEarlierDelay"),
              changes: [.replace(oldNode: old, newNode: replacement)]))
        }
        diagnostics.report(
          .conflictingTimers(
            state: model.states[state].name, event: row.event, delay: delay.expression,
            earlier: firstDelay.expression),
          at: row.anchors.delay, fallback: row.anchors.row, fixIts: fixIts)
      }
    }
  }

  /// The delay of each timed event in each state, by state and event position.
  func timerDelays() -> [Int: [Int: PlannedDelay]] {
    var delays: [Int: [Int: PlannedDelay]] = [:]
    for (state, event, rows) in timingRows() {
      guard let first = rows.first, let delay = first.delay else { continue }
      delays[state, default: [:]][event] = PlannedDelay(
        index: first.index, table: first.table, position: first.position,
        expression: delay.source, label: delay.label, isLiteral: delay.isLiteral)
    }
    return delays
  }

  /// Each state's timed events, in the order of the rows that time them.
  func timers(_ delays: [Int: [Int: PlannedDelay]]) -> [StateTimers] {
    model.states.indices.compactMap { state in
      guard let events = delays[state] else { return nil }
      let ordered = events.sorted { ($0.value.index, $0.key) < ($1.value.index, $1.key) }
      return StateTimers(
        state: reference(toState: state),
        timers: ordered.map { PlannedTimer(event: reference(toEvent: $0.key), delay: $0.value) })
    }
  }
}

// MARK: - Tiers

/// The rows of a table sorted for precedence: rows naming their sources, by source and event;
/// `within` rows by superstate and event; `fromAny` rows by event; each in table order.
struct RowTiers {
  var named: [String: [String: [RowModel]]] = [:]
  var within: [String: [String: [RowModel]]] = [:]
  var any: [String: [RowModel]] = [:]
  /// The final states, which have only their own rows.
  let finalStates: Set<String>
  /// The superstates, for the `within` rows that apply to a state.
  let tree: SuperstateTree

  init(_ rows: [RowModel], finalStates: Set<String>, tree: SuperstateTree) {
    self.finalStates = finalStates
    self.tree = tree
    for row in rows {
      switch row.sources {
      case .states(let sources):
        for source in Set(sources) {
          named[source, default: [:]][row.event, default: []].append(row)
        }
      case .within(let superstate):
        within[superstate, default: [:]][row.event, default: []].append(row)
      case .anyExcept:
        any[row.event, default: []].append(row)
      }
    }
  }

  /// The tiers of rows for `state` and `event`, in precedence order: the state's own rows, then
  /// for each superstate containing it, innermost first, its `within` rows, then the `fromAny`
  /// rows that apply. A final state has only its own rows (which validation rejects).
  func rows(from state: String, on event: String) -> [[RowModel]] {
    var tiers = [named[state]?[event] ?? []]
    guard !finalStates.contains(state) else { return tiers }
    for superstate in tree.chain(of: state) {
      tiers.append(within[superstate]?[event] ?? [])
    }
    tiers.append(
      (any[event] ?? []).filter { row in
        guard case .anyExcept(let excluded) = row.sources else { return false }
        return !excluded.contains(state)
      })
    return tiers
  }
}
