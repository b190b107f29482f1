extension RegionMachineModel {
  /// Each region's table as drawn by both diagrams, with the region's names.
  func diagrams(plan: RegionMachinePlan) -> [(property: String, diagram: TableDiagram)] {
    planned(plan).map { region in
      (
        region.property,
        TableDiagram(
          model: region.model, plan: region.plan,
          names: DiagramNames(
            region: region.property, stateNames: Set(region.model.states.map(\.name))))
      )
    }
  }

  /// One dashed cluster per region, each drawn as a machine's table is (``TableDiagram``), its
  /// node ids `region.case`, labelled with the case.
  package func dot(plan: RegionMachinePlan) -> String {
    var lines = ["digraph \"\(name)\" {", "  rankdir=LR;"]
    if plan.regions.contains(where: { !$0.superstates.isEmpty }) {
      lines.append("  compound=true;")
    }
    lines.append("  node [shape=ellipse];")
    for (property, diagram) in diagrams(plan: plan) {
      lines += [
        "  subgraph \"cluster_\(property)\" {",
        "    label=\"\(property)\";",
        "    style=dashed;",
      ]
      lines += diagram.dot(indent: "    ")
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One composite state holding the regions, separated by `--`, each drawn as a machine's
  /// table is (``TableDiagram``); state ids are `region_case`, shown as the case.
  package func mermaid(plan: RegionMachinePlan) -> String {
    var lines = ["stateDiagram-v2", "  [*] --> \(name)", "  state \(name) {"]
    for (position, (_, diagram)) in diagrams(plan: plan).enumerated() {
      if position > 0 {
        lines.append("    --")
      }
      lines += diagram.mermaid(indent: "    ")
    }
    lines.append("  }")
    return lines.joined(separator: "\n") + "\n"
  }
}
