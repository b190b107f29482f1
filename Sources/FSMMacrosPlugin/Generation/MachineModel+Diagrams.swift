extension MachineModel {
  /// The machine as a Graphviz digraph: a point node with an arrow into the initial state, final
  /// states as double circles, one edge per (row, source) labelled `event`, `event after 10s`
  /// (a timed event), `event [guard]` and `… / effect`. A `build:` row whose target is unknown points at a `?` node.
  func dot(plan: TransitionPlan) -> String {
    var lines = ["digraph \(quoted(name)) {", "  rankdir=LR;", "  node [shape=ellipse];"]
    if let initial = initialState {
      lines.append("  \"__initial\" [shape=point, label=\"\"];")
      lines.append("  \"__initial\" -> \(quoted(initial));")
    }
    for state in states {
      let attributes = finalStates.contains(state.name) ? " [shape=doublecircle]" : ""
      lines.append("  \(quoted(state.name))\(attributes);")
    }
    if plan.edges.contains(where: { $0.target == nil }) {
      lines.append("  \"__computed\" [shape=plaintext, label=\"?\"];")
    }
    for edge in plan.edges {
      let target = edge.target.map { quoted($0.name) } ?? "\"__computed\""
      let style = edge.target == nil ? ", style=dashed" : ""
      lines.append(
        "  \(quoted(edge.source.name)) -> \(target) [label=\(stringLiteral(label(of: edge)))\(style)];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The machine as a Mermaid `stateDiagram-v2`, with case names as state ids.
  func mermaid(plan: TransitionPlan) -> String {
    var lines = ["stateDiagram-v2"]
    if let initial = initialState {
      lines.append("  [*] --> \(initial)")
    }
    for edge in plan.edges {
      lines.append(
        "  \(edge.source.name) --> \(edge.target?.name ?? "computed") : \(label(of: edge))")
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

  private func quoted(_ identifier: String) -> String {
    // Names are Swift identifiers: they never contain a quote or a backslash.
    "\"\(identifier)\""
  }
}
