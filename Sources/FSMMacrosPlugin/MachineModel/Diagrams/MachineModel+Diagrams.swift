extension MachineModel {
  /// The machine as a Graphviz digraph: a point node with an arrow into the initial state, final
  /// states as double circles, one edge per (row, source) labelled `event`, `event after 10s`
  /// (a timed event), `event [guard]` and `… / effect`. A `build:` row whose target is unknown
  /// points at a `?` node.
  ///
  /// Each superstate is a cluster (`subgraph cluster_active`), nested as superstates are, and a
  /// `within` row whose target is outside its superstate is one edge leaving the cluster
  /// (`ltail`), drawn from its first state. A `within` row whose target is inside its superstate
  /// cannot leave it: it is drawn from each state, as other rows are.
  ///
  /// A superstate with history has an `H` (shallow) or `H*` (deep) node in its cluster, with a
  /// dashed edge to its default; a row written with `toHistoryOf:` points at it.
  package func dot(plan: TransitionPlan) -> String {
    var lines = ["digraph \(quoted(name)) {", "  rankdir=LR;"]
    if !plan.superstates.isEmpty {
      lines.append("  compound=true;")
    }
    lines.append("  node [shape=ellipse];")
    if let initial = initialState {
      lines.append("  \"__initial\" [shape=point, label=\"\"];")
      lines.append("  \"__initial\" -> \(quoted(initial));")
    }
    func node(_ state: CaseReference, indent: String) -> String {
      let attributes = finalStates.contains(state.name) ? " [shape=doublecircle]" : ""
      return "\(indent)\(quoted(state.name))\(attributes);"
    }
    func cluster(_ superstate: PlannedSuperstate, indent: String) -> [String] {
      var lines = [
        "\(indent)subgraph \(quoted("cluster_" + superstate.superstate.name)) {",
        "\(indent)  label=\(quoted(superstate.superstate.name));",
      ]
      lines += superstate.ownStates.map { node($0, indent: indent + "  ") }
      if let history = plan.history(of: superstate.superstate) {
        lines.append(
          "\(indent)  \(quoted(historyNode(history)))"
            + " [shape=circle, label=\(quoted(history.label))];")
      }
      lines += superstate.children.flatMap { cluster($0, indent: indent + "  ") }
      return lines + ["\(indent)}"]
    }
    let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
    for (index, state) in states.enumerated() where !clustered.contains(index) {
      lines.append(node(CaseReference(index: index, name: state.name), indent: "  "))
    }
    lines += plan.superstates.flatMap { cluster($0, indent: "  ") }
    if plan.edges.contains(where: { $0.target == nil && $0.historyOf == nil }) {
      lines.append("  \"__computed\" [shape=plaintext, label=\"?\"];")
    }
    for history in plan.histories {
      lines.append(
        "  \(quoted(historyNode(history))) -> \(quoted(history.defaultCase.name)) [style=dashed];")
    }
    for (edge, leaves) in drawnEdges(plan) {
      let target =
        edge.target.map { quoted($0.name) }
        ?? edge.historyOf.flatMap { plan.history(of: $0) }.map { quoted(historyNode($0)) }
        ?? "\"__computed\""
      var attributes = "label=\(stringLiteral(label(of: edge)))"
      if edge.target == nil && edge.historyOf == nil {
        attributes += ", style=dashed"
      }
      if let leaves {
        attributes += ", ltail=\(quoted("cluster_" + leaves.name))"
      }
      lines.append("  \(quoted(edge.source.name)) -> \(target) [\(attributes)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The edges the diagrams draw, in table order: each edge of the plan, except that a `within`
  /// row whose target is outside its superstate is drawn once, at its first edge, leaving the
  /// superstate (`leaves`).
  private func drawnEdges(
    _ plan: TransitionPlan
  ) -> [(edge: PlannedEdge, leaves: CaseReference?)] {
    var statesBySuperstate: [Int: Set<Int>] = [:]
    func collect(_ superstate: PlannedSuperstate) {
      statesBySuperstate[superstate.superstate.index] = Set(superstate.states.map(\.index))
      superstate.children.forEach(collect)
    }
    plan.superstates.forEach(collect)
    var drawnRows: Set<Int> = []
    var result: [(edge: PlannedEdge, leaves: CaseReference?)] = []
    for edge in plan.edges {
      // A history row's target is inside the superstate whose history it returns to.
      let targets =
        edge.target.map { [$0.index] }
        ?? edge.historyOf.map {
          Array(statesBySuperstate[$0.index] ?? [])
        }
      guard let superstate = edge.superstate,
        let members = statesBySuperstate[superstate.index],
        !(targets.map { !$0.isEmpty && $0.allSatisfy(members.contains) } ?? false)
      else {
        result.append((edge, nil))
        continue
      }
      if drawnRows.insert(edge.index).inserted {
        result.append((edge, superstate))
      }
    }
    return result
  }

  /// The machine as a Mermaid `stateDiagram-v2`, with case names as state ids.
  ///
  /// Each superstate is a composite state (`state active { … }`), nested as superstates are, and
  /// a `within` row whose target is outside its superstate is one transition from the composite
  /// state.
  package func mermaid(plan: TransitionPlan) -> String {
    var lines = ["stateDiagram-v2"]
    if let initial = initialState {
      lines.append("  [*] --> \(initial)")
    }
    // A composite state's id is its name, unless a state has that name.
    let stateNames = Set(states.map(\.name))
    func id(of superstate: CaseReference) -> String {
      stateNames.contains(superstate.name) ? "\(superstate.name)_superstate" : superstate.name
    }
    func composite(_ superstate: PlannedSuperstate, indent: String) -> [String] {
      let name = superstate.superstate.name
      let id = id(of: superstate.superstate)
      return [
        "\(indent)state " + (id == name ? name : "\"\(name)\" as \(id)") + " {"
      ]
        + superstate.ownStates.map { "\(indent)  \($0.name)" }
        + (plan.history(of: superstate.superstate).map { history in
          ["\(indent)  state \"\(history.label)\" as \(historyNode(history))"]
        } ?? [])
        + superstate.children.flatMap { composite($0, indent: indent + "  ") } + ["\(indent)}"]
    }
    lines += plan.superstates.flatMap { composite($0, indent: "  ") }
    for history in plan.histories {
      lines.append("  \(historyNode(history)) --> \(history.defaultCase.name)")
    }
    for (edge, leaves) in drawnEdges(plan) {
      let source = leaves.map(id(of:)) ?? edge.source.name
      let target =
        edge.target?.name
        ?? edge.historyOf.flatMap { plan.history(of: $0) }.map(historyNode) ?? "computed"
      lines.append("  \(source) --> \(target) : \(label(of: edge))")
    }
    for final in finalStates {
      lines.append("  \(final) --> [*]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func label(of edge: PlannedEdge) -> String {
    var label = edge.event.name
    if let delay = edge.delay {
      label += " after \(delay.label)"
    }
    if let guardLabel = edge.guardLabel {
      label += " [\(guardLabel)]"
    }
    if let effect = edge.effect {
      label += " / \(effect.name)"
    }
    return label
  }

  /// The id of a superstate's history node, `__history_active`: generated ids start with `__`.
  private func historyNode(_ history: PlannedHistory) -> String {
    "__history_" + history.superstate.name
  }

  private func quoted(_ identifier: String) -> String {
    // Names are Swift identifiers: they never contain a quote or a backslash.
    "\"\(identifier)\""
  }
}
