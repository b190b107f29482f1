import SwiftDiagnostics
import SwiftSyntax

extension Planner {
  /// The checks of the machine as a whole, on its finished plan: unreachable states, dead ends,
  /// unused events. Run only when the table has no error and no row was left out as invalid: a
  /// missing row would make them report what is not there.
  func checkWholeMachine(_ plan: TransitionPlan, into diagnostics: inout DiagnosticCollector) {
    checkReachability(plan, into: &diagnostics)
    checkUnusedEvents(into: &diagnostics)
  }

  /// Unreachable states, and reachable states that cannot leave. Guarded edges count as
  /// possible; a `build:` row whose target is unknown might reach any state, so with one the
  /// check says nothing. A machine with a single state has nowhere else to go: its state is no
  /// dead end.
  private func checkReachability(
    _ plan: TransitionPlan, into diagnostics: inout DiagnosticCollector
  ) {
    guard let initial = model.initialState,
      !plan.edges.contains(where: \.targetIsComputed),
      !plan.eventlessEdges.contains(where: \.targetIsComputed)
    else { return }
    // Each edge as where it leaves and where it goes. A history row goes where the machine has
    // been, or to the default (or, shallow, a nested superstate's initial value): those count
    // as reached. A completion row leaves each final case of its superstate. A `leavingTo:`
    // row goes to a state of this table, or leaves it (`outside`, no state); a composite state
    // goes where a row inside leaves for; a state a row of another table enters is reached.
    struct Arrow {
      var source: String
      var targets: [String]
    }
    let outside = ""
    var arrows = plan.edges.map { edge in
      Arrow(
        source: edge.source.name,
        targets: edge.target.map { [$0.name] }
          ?? edge.historyOf.flatMap { plan.history(of: $0) }?.entered.map(\.name)
          ?? edge.leavingTo.map { _ in [model.leaving.rowTargets[edge.index] ?? outside] } ?? [])
    }
    for (composite, targets) in model.leaving.fromComposites {
      arrows.append(Arrow(source: composite, targets: Array(targets)))
    }
    for edge in plan.eventlessEdges {
      let targets =
        edge.target.map { [$0.name] }
        ?? edge.leavingTo.map { _ in [model.leaving.rowTargets[edge.index] ?? outside] } ?? []
      guard let completes = edge.completes else {
        arrows.append(Arrow(source: edge.source.name, targets: targets))
        continue
      }
      for final in plan.superstateFinals where final.superstate == completes {
        arrows.append(Arrow(source: final.state.name, targets: targets))
      }
    }
    let bySource = Dictionary(grouping: arrows, by: \.source)
    func targets(of arrow: Arrow) -> [String] { arrow.targets }
    var reached = model.leaving.entered.union([initial])
    var pending = Array(reached)
    while let state = pending.popLast() {
      for edge in bySource[state] ?? [] {
        for target in targets(of: edge) where reached.insert(target).inserted {
          pending.append(target)
        }
      }
    }
    for state in model.states {
      if !reached.contains(state.name) {
        diagnostics.report(
          .unreachableState(state: state.name, initial: initial), at: state.anchor)
      } else if model.states.count > 1, !model.finalStates.contains(state.name),
        !(bySource[state.name] ?? []).contains(where: { targets(of: $0) != [state.name] })
      {
        diagnostics.report(
          .deadEndState(state: state.name, returns: bySource[state.name] != nil),
          at: state.anchor, fixIts: markFinalFixIt(state))
      }
    }
  }

  /// Inserts `@Final` before the case, when the declaration declares that case alone.
  private func markFinalFixIt(_ state: CaseModel) -> [FixIt] {
    guard let element = state.anchor.node?.parent?.as(EnumCaseElementSyntax.self),
      let decl = element.parent?.parent?.as(EnumCaseDeclSyntax.self), decl.elements.count == 1
    else { return [] }
    let leading = decl.leadingTrivia
    var marked = decl
    marked.leadingTrivia = []
    let attribute = AttributeSyntax(
      attributeName: IdentifierTypeSyntax(name: .identifier("Final")), trailingTrivia: .space)
    marked.attributes = AttributeListSyntax([.attribute(attribute)] + Array(marked.attributes))
    marked.leadingTrivia = leading
    return [
      FixIt(
        message: FSMFixIt("mark '\(state.name)' '@Final'", id: "markFinal"),
        changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(marked))])
    ]
  }

  private func checkUnusedEvents(into diagnostics: inout DiagnosticCollector) {
    // The rows of the machines its composite states hold take its events too.
    let used = Set(model.rows.map(\.event) + model.heldRows.map(\.event))
    for event in model.events where !used.contains(event.name) {
      diagnostics.report(.unusedEvent(event: event.name), at: event.anchor)
    }
  }
}
