extension RegionMachineModel {
  /// The case a region starts in: the one marked `@Initial`, else the first.
  func initialCase(of region: RegionModel) -> String {
    region.model.initialState ?? region.model.states.first?.name ?? ""
  }

  /// An edge's label: `event`, `event [guard]`, `event [in download.ready]`, `… / effect`.
  func label(_ edge: PlannedEdge) -> String {
    var label = edge.event.name
    if let guardLabel = edge.guardLabel {
      label += " [\(guardLabel)]"
    }
    if let effect = edge.effect {
      label += " / \(effect.name)"
    }
    return label
  }

  /// One dashed cluster per region, each with its own initial point, and inside it a cluster
  /// per superstate, nested as they are, with a history's `H` or `H*` node; node ids are
  /// `region.case`, labelled with the case.
  package func dot() -> String {
    var lines = ["digraph \"\(name)\" {", "  rankdir=LR;", "  node [shape=ellipse];"]
    for region in regions {
      let name = region.property
      let model = region.model
      let plan = region.plan
      func node(_ state: CaseReference, _ indent: String) -> String {
        let shape = model.finalStates.contains(state.name) ? "doublecircle" : "ellipse"
        return "\(indent)\"\(name).\(state.name)\" [label=\"\(state.name)\", shape=\(shape)];"
      }
      func cluster(_ superstate: PlannedSuperstate, _ indent: String) -> [String] {
        var lines = [
          "\(indent)subgraph \"cluster_\(name)_\(superstate.superstate.name)\" {",
          "\(indent)  label=\"\(superstate.superstate.name)\";",
          "\(indent)  style=solid;",
        ]
        lines += superstate.ownStates.map { node($0, indent + "  ") }
        if let history = plan.history(of: superstate.superstate) {
          lines.append(
            "\(indent)  \"\(historyNode(name, history))\" [shape=circle, "
              + "label=\"\(history.kind == .deep ? "H*" : "H")\"];")
        }
        lines += superstate.children.flatMap { cluster($0, indent + "  ") }
        return lines + ["\(indent)}"]
      }
      lines += [
        "  subgraph \"cluster_\(name)\" {",
        "    label=\"\(name)\";",
        "    style=dashed;",
        "    \"__initial_\(name)\" [shape=point, label=\"\"];",
      ]
      let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
      for (index, state) in model.states.enumerated() where !clustered.contains(index) {
        lines.append(node(CaseReference(index: index, name: state.name), "    "))
      }
      lines += plan.superstates.flatMap { cluster($0, "    ") }
      lines.append("    \"__initial_\(name)\" -> \"\(name).\(initialCase(of: region))\";")
      if plan.edges.contains(where: { $0.target == nil && $0.historyOf == nil }) {
        lines.append("    \"__computed_\(name)\" [shape=plaintext, label=\"?\"];")
      }
      for history in plan.histories {
        lines.append(
          "    \"\(historyNode(name, history))\" -> \"\(name).\(history.defaultCase.name)\" "
            + "[style=dashed];")
      }
      for edge in plan.edges {
        let target =
          edge.target.map { "\"\(name).\($0.name)\"" }
          ?? edge.historyOf.flatMap { plan.history(of: $0) }.map {
            "\"\(historyNode(name, $0))\""
          } ?? "\"__computed_\(name)\""
        let style = edge.target == nil && edge.historyOf == nil ? ", style=dashed" : ""
        lines.append(
          "    \"\(name).\(edge.source.name)\" -> \(target) "
            + "[label=\(stringLiteral(label(edge)))\(style)];")
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The id of a region's superstate's history node: `__history_playback_active`.
  func historyNode(_ region: String, _ history: PlannedHistory) -> String {
    "__history_\(region)_\(history.superstate.name)"
  }

  /// One composite state holding the regions, separated by `--`, each region's superstates
  /// composite states inside it; state ids are `region_case`, shown as the case.
  package func mermaid() -> String {
    var lines = ["stateDiagram-v2", "  [*] --> \(name)", "  state \(name) {"]
    for (position, region) in regions.enumerated() {
      let name = region.property
      let plan = region.plan
      if position > 0 {
        lines.append("    --")
      }
      func declare(_ state: CaseReference, _ indent: String) -> String {
        "\(indent)state \"\(state.name)\" as \(name)_\(state.name)"
      }
      func composite(_ superstate: PlannedSuperstate, _ indent: String) -> [String] {
        var lines = [
          "\(indent)state \"\(superstate.superstate.name)\" as "
            + "\(name)__\(superstate.superstate.name) {"
        ]
        lines += superstate.ownStates.map { declare($0, indent + "  ") }
        if let history = plan.history(of: superstate.superstate) {
          lines.append(
            "\(indent)  state \"\(history.kind == .deep ? "H*" : "H")\" as "
              + historyNode(name, history))
        }
        lines += superstate.children.flatMap { composite($0, indent + "  ") }
        return lines + ["\(indent)}"]
      }
      let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
      for (index, state) in region.model.states.enumerated() where !clustered.contains(index) {
        lines.append(declare(CaseReference(index: index, name: state.name), "    "))
      }
      lines += plan.superstates.flatMap { composite($0, "    ") }
      lines.append("    [*] --> \(name)_\(initialCase(of: region))")
      for history in plan.histories {
        lines.append("    \(historyNode(name, history)) --> \(name)_\(history.defaultCase.name)")
      }
      for edge in plan.edges {
        let target =
          edge.target.map { "\(name)_\($0.name)" }
          ?? edge.historyOf.flatMap { plan.history(of: $0) }.map { historyNode(name, $0) }
          ?? "\(name)_computed"
        lines.append("    \(name)_\(edge.source.name) --> \(target) : \(label(edge))")
      }
      for final in region.model.finalStates {
        lines.append("    \(name)_\(final) --> [*]")
      }
    }
    lines.append("  }")
    return lines.joined(separator: "\n") + "\n"
  }
}
