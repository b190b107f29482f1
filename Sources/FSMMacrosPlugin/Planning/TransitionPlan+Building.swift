import SwiftDiagnostics
import SwiftSyntax

extension TransitionPlan {
  /// Resolves `model`'s table into a plan, leaving out the rows validation rejected.
  ///
  /// For every (state, event) pair, the rows that apply in precedence order: rows naming the
  /// state, then `fromAny` rows (which never leave a final state), each group in table order.
  /// A row after an unguarded one of its group can never fire: a conflict (error) when it is
  /// unguarded too, else shadowed (warning). Then the payloads of each row's target and effect
  /// are resolved for each source; a row whose payload cannot be built is reported and left out.
  static func build(
    for model: MachineModel, excluding rejectedRows: Set<Int>,
    diagnostics: inout DiagnosticCollector
  ) -> TransitionPlan {
    var planner = Planner(model: model, rejected: rejectedRows)
    return planner.plan(into: &diagnostics)
  }

  /// Decides whether the typestate structs are generated: when the user asks for them and no
  /// name they need is taken. Reports each clash.
  mutating func decideTypestate(
    for model: MachineModel, diagnostics: inout DiagnosticCollector
  ) {
    guard model.requestsTypestate else { return }
    let clashes = model.typestateClashes(plan: self)
    for (message, anchor) in clashes {
      diagnostics.report(message, at: anchor)
    }
    generatesTypestate = clashes.isEmpty
  }
}

struct Planner {
  let model: MachineModel
  /// Rows left out of the plan: rejected by validation, then by planning.
  var rejected: Set<Int>
  /// Each state's and event's position by name (the first, should a name be declared twice).
  let stateIndex: [String: Int]
  let eventIndex: [String: Int]

  init(model: MachineModel, rejected: Set<Int>) {
    self.model = model
    self.rejected = rejected
    stateIndex = Self.positions(model.states)
    eventIndex = Self.positions(model.events)
  }

  static func positions(_ cases: [CaseModel]) -> [String: Int] {
    Dictionary(cases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func reference(toState index: Int) -> CaseReference {
    CaseReference(index: index, name: model.states[index].name)
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
    plan.edges = edges(applicable, delays: delays)
    return plan
  }

  /// For each state and event (by position), the rows that apply, in precedence order; reports
  /// conflicting and shadowed rows, and rejects the conflicting ones.
  mutating func applicableRows(into diagnostics: inout DiagnosticCollector) -> [[[RowModel]]] {
    // Rows naming their sources, by source and event; `fromAny` rows by event; in table order.
    var namedRows: [String: [String: [RowModel]]] = [:]
    var anyRows: [String: [RowModel]] = [:]
    for row in model.rows where !rejected.contains(row.index) {
      switch row.sources {
      case .states(let sources):
        for source in Set(sources) {
          namedRows[source, default: [:]][row.event, default: []].append(row)
        }
      case .anyExcept:
        anyRows[row.event, default: []].append(row)
      }
    }
    var conflicts: [(later: RowModel, first: RowModel)] = []
    var shadowed: [(later: RowModel, first: RowModel)] = []
    var applicable: [[[RowModel]]] = model.states.map { _ in model.events.map { _ in [] } }
    for (stateIndex, state) in model.states.enumerated() {
      let isFinal = model.finalStates.contains(state.name)
      for (eventIndex, event) in model.events.enumerated() {
        let named = namedRows[state.name]?[event.name] ?? []
        let any = (anyRows[event.name] ?? []).filter { row in
          guard case .anyExcept(let excluded) = row.sources else { return false }
          return !excluded.contains(state.name) && !isFinal
        }
        var chosen: [RowModel] = []
        for group in [named, any] where chosen.last?.isGuarded ?? true {
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
            target: row.target.flatMap { stateIndex[$0] }.map(reference(toState:)),
            effect: row.effect.flatMap { model.effect(named: $0) }, guardLabel: row.guardLabel,
            delay: delays[state]?[event]))
      }
    }
    return edges
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
  /// For each state and event that a row times there, the rows whose `after:` does: the state's
  /// own rows for the event when it has any (a `fromAny` row's timer gives way to them, as its
  /// transition does), else the `fromAny` rows that apply to it; in table order.
  func timingRows() -> [(state: Int, event: Int, rows: [RowModel])] {
    let live = model.rows.filter { !rejected.contains($0.index) }
    let timedEvents = Set(live.filter { $0.delay != nil }.map(\.event))
    guard !timedEvents.isEmpty else { return [] }
    var namedRows: [String: [String: [RowModel]]] = [:]  // event -> state -> rows
    var anyRows: [String: [RowModel]] = [:]
    for row in live where timedEvents.contains(row.event) {
      switch row.sources {
      case .states(let sources):
        for source in Set(sources) {
          namedRows[row.event, default: [:]][source, default: []].append(row)
        }
      case .anyExcept:
        anyRows[row.event, default: []].append(row)
      }
    }
    var result: [(state: Int, event: Int, rows: [RowModel])] = []
    for (stateIndex, state) in model.states.enumerated()
    where self.stateIndex[state.name] == stateIndex {
      for (eventIndex, event) in model.events.enumerated()
      where timedEvents.contains(event.name) && self.eventIndex[event.name] == eventIndex {
        var rows = namedRows[event.name]?[state.name] ?? []
        if rows.isEmpty, !model.finalStates.contains(state.name) {
          rows = (anyRows[event.name] ?? []).filter { row in
            guard case .anyExcept(let excluded) = row.sources else { return false }
            return !excluded.contains(state.name)
          }
        }
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
        index: first.index, expression: delay.source, label: delay.label)
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
