extension MachineModel {
  /// The table as drawn by both diagrams, with the machine's names.
  func diagram(plan: TransitionPlan) -> TableDiagram {
    TableDiagram(
      model: self, plan: plan,
      names: DiagramNames(region: nil, stateNames: Set(states.map(\.name))))
  }

  /// The machine as a Graphviz digraph (see ``TableDiagram``).
  package func dot(plan: TransitionPlan) -> String {
    var lines = ["digraph \"\(name)\" {", "  rankdir=LR;"]
    if !plan.superstates.isEmpty || !plan.composites.isEmpty {
      lines.append("  compound=true;")
    }
    lines.append("  node [shape=ellipse];")
    lines += diagram(plan: plan).dot(indent: "  ")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The machine as a Mermaid `stateDiagram-v2`, with case names as state ids (see
  /// ``TableDiagram``).
  package func mermaid(plan: TransitionPlan) -> String {
    (["stateDiagram-v2"] + diagram(plan: plan).mermaid(indent: "  "))
      .joined(separator: "\n") + "\n"
  }
}
