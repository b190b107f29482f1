import SwiftDiagnostics
import SwiftSyntax

// Eventless rows and completion rows: planned as event rows are, for a pseudo-event that no
// case of `Event` names, then checked for a cycle the machine could never leave.

extension Planner {
  /// Plans the eventless and completion rows into `plan`: for each state, its eventless rows in
  /// precedence order (as for an event: its own, then its superstates' from the innermost, each
  /// tier in table order, a row after an unguarded one shadowed); for each superstate, its
  /// completion rows from each of its states; the final cases of superstates; the edges.
  mutating func planEventless(
    into plan: inout TransitionPlan, diagnostics: inout DiagnosticCollector
  ) {
    let live = model.eventlessRows.filter { !rejected.contains($0.index) }
    let finals = Set(model.finalStates)
    // Eventless rows, by state.
    let tiers = RowTiers(
      live.filter { $0.trigger == .eventless }, finalStates: finals, tree: tree)
    var applicable: [(state: Int, rows: [RowModel])] = []
    var shadowed: Set<Int> = []
    for (index, state) in model.states.enumerated() where stateIndex[state.name] == index {
      var chosen: [RowModel] = []
      for group in tiers.rows(from: state.name, on: "") where chosen.last?.isGuarded ?? true {
        for (position, row) in group.enumerated() {
          if group[..<position].contains(where: { !$0.isGuarded }) {
            if shadowed.insert(row.index).inserted {
              diagnostics.report(
                .shadowedEventlessTransition(state: state.name), at: row.anchors.row)
            }
            continue
          }
          chosen.append(row)
        }
      }
      if !chosen.isEmpty {
        applicable.append((index, chosen))
      }
    }
    reportTimersThatNeverFire(leftAtOnce: applicable, into: &diagnostics)
    // Completion rows, by superstate, from each of its states but the machine's final ones.
    var completing: [(superstate: CaseReference, states: [Int], rows: [RowModel])] = []
    for name in tree.names {
      guard let superstate = superstateIndex[name] else { continue }
      var rows: [RowModel] = []
      for row in live where row.trigger == .completion && row.sources == .within(name) {
        if rows.contains(where: { !$0.isGuarded }) {
          diagnostics.report(.shadowedEventlessTransition(state: name), at: row.anchors.row)
          continue
        }
        rows.append(row)
      }
      let states = (tree.states[name] ?? []).filter { !finals.contains($0) }
        .compactMap { stateIndex[$0] }
      if !rows.isEmpty {
        completing.append((CaseReference(index: superstate, name: name), states, rows))
      }
    }

    // Payloads, per (row, source): a row that cannot be built from one of its sources is left
    // out from all of them, as an event row is.
    var resolved: [Int: [Int: PlannedRow]] = [:]
    let pairs =
      applicable.flatMap { entry in entry.rows.map { ($0, entry.state) } }
      + completing.flatMap { entry in entry.rows.flatMap { row in entry.states.map { (row, $0) } } }
    for (row, state) in pairs where !rejected.contains(row.index) {
      if let planned = resolve(row, from: state, on: nil, into: &diagnostics) {
        resolved[row.index, default: [:]][state] = planned
      } else {
        rejected.insert(row.index)
      }
    }
    func branch(_ state: Int, _ rows: [RowModel]) -> EventlessBranch? {
      let planned = rows.compactMap { row in
        rejected.contains(row.index) ? nil : resolved[row.index]?[state]
      }
      return planned.isEmpty
        ? nil : EventlessBranch(state: reference(toState: state), rows: planned)
    }
    plan.eventless = applicable.compactMap { branch($0.state, $0.rows) }
    plan.completions = completing.compactMap { entry in
      let states = entry.states.compactMap { branch($0, entry.rows) }
      return states.isEmpty ? nil : CompletionBranch(superstate: entry.superstate, states: states)
    }
    for superstate in model.superstates {
      guard let index = superstateIndex[superstate.name] else { continue }
      for name in superstate.finals {
        guard let state = stateIndex[name] else { continue }
        plan.superstateFinals.append(
          SuperstateFinal(
            state: reference(toState: state),
            superstate: CaseReference(index: index, name: superstate.name)))
      }
    }
    plan.superstateFinals.sort { $0.state.index < $1.state.index }
    plan.eventlessEdges = eventlessEdges(plan)
    checkEventlessCycles(plan, into: &diagnostics)
  }

  /// The edges of the planned eventless and completion rows, in table order; a completion row
  /// is one edge, from its superstate's first final case, which the diagrams draw from the
  /// superstate.
  func eventlessEdges(_ plan: TransitionPlan) -> [PlannedEventlessEdge] {
    var edges: [PlannedEventlessEdge] = []
    for row in model.eventlessRows where !rejected.contains(row.index) {
      let target = row.target.flatMap { stateIndex[$0] }.map(reference(toState:))
      let historyOf = row.historyOf.flatMap { histories[$0] }?.superstate
      let effect = row.effect.flatMap(reference(toEffect:))
      if row.trigger == .completion {
        guard let completes = superstate(of: row),
          let source = plan.superstateFinals.first(where: { $0.superstate == completes })?.state,
          plan.completions.contains(where: { branch in
            branch.superstate == completes
              && branch.states.contains { $0.rows.contains { $0.index == row.index } }
          })
        else { continue }
        edges.append(
          PlannedEventlessEdge(
            source: source, target: target, effect: effect, guardLabel: row.guardLabel,
            index: row.index, superstate: completes, completes: completes,
            leavingTo: row.leavingTo, historyOf: historyOf))
        continue
      }
      for name in model.sourceStates(of: row) {
        guard let state = stateIndex[name],
          plan.eventless.contains(where: { branch in
            branch.state.index == state && branch.rows.contains { $0.index == row.index }
          })
        else { continue }
        edges.append(
          PlannedEventlessEdge(
            source: reference(toState: state), target: target, effect: effect,
            guardLabel: row.guardLabel, index: row.index, superstate: superstate(of: row),
            completesHeld: row.completesHeld, leavingTo: row.leavingTo, historyOf: historyOf))
      }
    }
    return edges
  }

  /// A cycle the machine takes forever: from each state, the row it takes when it has no
  /// guard to decide (its first eventless row, when that one is unguarded; else, for a final
  /// case of a superstate without eventless rows, the superstate's first completion row, when
  /// unguarded), each with a known target. Reported once per cycle, on the row leaving its
  /// first state in declaration order.
  func checkEventlessCycles(_ plan: TransitionPlan, into diagnostics: inout DiagnosticCollector) {
    let forced = Self.forcedSteps(plan, builtTargets: model.builtTargets)
    for (cycle, first) in Self.cycles(of: forced) {
      let row = (model.rows + model.eventlessRows).first { $0.index == forced[first]?.row }
      diagnostics.report(
        .eventlessCycle(states: cycle.map { model.states[$0].name }),
        at: row?.anchors.row ?? .none)
    }
  }

  /// From each state of `plan`'s table, the target and row of the eventless or completion row
  /// it takes when no guard decides, if it has one with a known target: a case it constructs,
  /// or the case its `build:` closure builds (`builtTargets`, by row).
  static func forcedSteps(_ plan: TransitionPlan, builtTargets: [Int: Int]) -> [Int: ForcedStep] {
    var forced: [Int: ForcedStep] = [:]
    func forcedStep(_ rows: [PlannedRow]) -> ForcedStep? {
      guard let first = rows.first, !first.guarded else { return nil }
      switch first.target {
      case .construct(let target):
        return ForcedStep(target: target.constructed.index, row: first.index)
      case .build:
        return builtTargets[first.index].map { ForcedStep(target: $0, row: first.index) }
      case .history, .leave, .stay:
        return nil
      }
    }
    for branch in plan.eventless {
      if let step = forcedStep(branch.rows) {
        forced[branch.state.index] = step
      }
    }
    for final in plan.superstateFinals
    where !plan.eventless.contains(where: { $0.state == final.state }) {
      let rows =
        plan.completions.first { $0.superstate == final.superstate }?
        .states.first { $0.state == final.state }?.rows ?? []
      if let step = forcedStep(rows) {
        forced[final.state.index] = step
      }
    }
    return forced
  }

  /// A state's forced step: where it goes, by which row.
  struct ForcedStep {
    var target: Int
    var row: Int
  }

  /// Every cycle of `forced` steps, once, as states from its first in declaration order (and
  /// that first state).
  static func cycles(of forced: [Int: ForcedStep]) -> [(cycle: [Int], first: Int)] {
    var reported: Set<Int> = []
    var result: [(cycle: [Int], first: Int)] = []
    for start in forced.keys.sorted() where !reported.contains(start) {
      var path: [Int] = []
      var state = start
      while let next = forced[state], !path.contains(state) {
        path.append(state)
        state = next.target
      }
      guard let loopStart = path.firstIndex(of: state) else { continue }
      let cycle = Array(path[loopStart...])
      guard reported.isDisjoint(with: cycle) else { continue }
      reported.formUnion(cycle)
      let first = cycle.min() ?? state
      let offset = cycle.firstIndex(of: first) ?? 0
      result.append((Array(cycle[offset...] + cycle[..<offset]), first))
    }
    return result
  }
}

extension MachineModel {
  /// The state each row with a `build:` closure goes to, by row, where the table says it (its
  /// `to:`, or the case a one-expression closure builds).
  var builtTargets: [Int: Int] {
    var targets: [Int: Int] = [:]
    for row in rows + eventlessRows where row.build != nil {
      if let target = row.target, let index = states.firstIndex(where: { $0.name == target }) {
        targets[row.index] = index
      }
    }
    return targets
  }
}

extension Planner {
  /// Warns of each `after:` row that times its event in a state whose eventless rows always
  /// leave it (the last of them has no guard, and none stays): the state is left as soon as it is
  /// entered, and its timers never start (`timerNeverFires`). `applicable` is each state's
  /// eventless rows, in precedence order, up to the first without a guard.
  func reportTimersThatNeverFire(
    leftAtOnce applicable: [(state: Int, rows: [RowModel])],
    into diagnostics: inout DiagnosticCollector
  ) {
    let leftStates = Set(
      applicable.filter { entry in
        entry.rows.last.map { !$0.isGuarded } ?? false && !entry.rows.contains(where: \.stays)
      }.map(\.state))
    guard !leftStates.isEmpty else { return }
    var reported: Set<Int> = []
    for (state, event, rows) in timingRows() where leftStates.contains(state) {
      for row in rows where reported.insert(row.index).inserted {
        diagnostics.report(
          .timerNeverFires(state: model.states[state].name, event: model.events[event].name),
          at: row.anchors.delay)
      }
    }
  }
}
