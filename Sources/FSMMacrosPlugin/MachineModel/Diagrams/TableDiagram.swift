/// One table drawn: an enum machine's, or one region's inside its machine's. Both kinds of
/// machine draw their tables with it, so a row form is drawn the same way in either: only the
/// names of the nodes differ (``DiagramNames``).
///
/// - DOT: a point node with an arrow into the initial case, final cases as double circles, one
///   edge per (row, source) labelled `event`, `event after 10s` (a timed event), `event [guard]`
///   (`[in download.ready]` for a region's condition) and `… / effect`. A `build:` row whose
///   target is unknown points at a `?` node.
/// - Each superstate is a cluster, nested as superstates are, and a `within` row whose target is
///   outside its superstate is one edge leaving the cluster (`ltail`), drawn from its first
///   state. A `within` row whose target is inside its superstate cannot leave it: it is drawn
///   from each state, as other rows are.
/// - A superstate with history has an `H` (shallow) or `H*` (deep) node in its cluster, with a
///   dashed edge to its default; a row written with `toHistoryOf:` points at it.
struct TableDiagram {
  let model: MachineModel
  let plan: TransitionPlan
  let names: DiagramNames

  // MARK: - DOT

  /// The statements drawing the table, each indented by `indent`.
  func dot(indent: String) -> [String] {
    var lines: [String] = []
    if let initial = model.initialState {
      let (node, cluster) = endpoint(initial)
      lines.append("\(indent)\(quoted(names.initialNode)) [shape=point, label=\"\"];")
      lines.append(
        "\(indent)\(quoted(names.initialNode)) -> \(quoted(node))"
          + (cluster.map { " [lhead=\(quoted($0))]" } ?? "") + ";")
    }
    func node(_ state: CaseReference, indent: String) -> String {
      let activities = doLines(ofState: state.index)
      var attributes =
        names.region == nil && activities.isEmpty
        ? [] : ["label=\(quoted(([state.name] + activities).joined(separator: "\\n")))"]
      if model.finalStates.contains(state.name) {
        attributes.append("shape=doublecircle")
      } else if plan.superstateFinals.contains(where: { $0.state == state }) {
        // Final for its superstate: a double outline, not the machine's double circle.
        attributes.append("peripheries=2")
      }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      return "\(indent)\(quoted(names.node(state.name)))\(list);"
    }
    func nodes(_ state: CaseReference, indent: String) -> [String] {
      heldCluster(state.name, indent: indent) ?? [node(state, indent: indent)]
    }
    func cluster(_ superstate: PlannedSuperstate, indent: String) -> [String] {
      var lines = [
        "\(indent)subgraph \(quoted(names.cluster(superstate.superstate.name))) {",
        "\(indent)  label=\(quoted(([superstate.superstate.name] + doLines(ofSuperstate: superstate.superstate.index)).joined(separator: "\\n")));",
      ]
      // Inside a region's dashed cluster, a superstate's is drawn solid.
      if names.region != nil {
        lines.append("\(indent)  style=solid;")
      }
      lines += superstate.ownStates.flatMap { nodes($0, indent: indent + "  ") }
      if let history = plan.history(of: superstate.superstate) {
        lines.append(
          "\(indent)  \(quoted(names.historyNode(history.superstate.name)))"
            + " [shape=circle, label=\(quoted(history.label))];")
      }
      lines += superstate.children.flatMap { cluster($0, indent: indent + "  ") }
      return lines + ["\(indent)}"]
    }
    let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
    for (index, state) in model.states.enumerated() where !clustered.contains(index) {
      lines += nodes(CaseReference(index: index, name: state.name), indent: indent)
    }
    lines += plan.superstates.flatMap { cluster($0, indent: indent) }
    if plan.edges.contains(where: \.targetIsComputed)
      || plan.eventlessEdges.contains(where: \.targetIsComputed)
    {
      lines.append("\(indent)\(quoted(names.computedNode)) [shape=plaintext, label=\"?\"];")
    }
    for history in plan.histories {
      lines.append(
        "\(indent)\(quoted(names.historyNode(history.superstate.name))) -> "
          + "\(quoted(names.node(history.defaultCase.name))) [style=dashed];")
    }
    // A row leaving a held machine is drawn at the top (`leavingEdges`): an edge written
    // inside a cluster would pull its target in.
    for (edge, leaves) in drawnEdges() where edge.leavingTo == nil {
      let targetEnd = edge.target.map { endpoint($0.name) }
      let target =
        targetEnd.map { quoted($0.node) }
        ?? edge.historyOf.flatMap { plan.history(of: $0) }.map {
          quoted(names.historyNode($0.superstate.name))
        } ?? quoted(names.computedNode)
      let source = endpoint(edge.source.name)
      var attributes = "label=\(stringLiteral(label(of: edge)))"
      if edge.targetIsComputed {
        attributes += ", style=dashed"
      }
      if let leaves {
        attributes += ", ltail=\(quoted(names.cluster(leaves.name)))"
      } else if let cluster = source.cluster {
        attributes += ", ltail=\(quoted(cluster))"
      }
      if let cluster = targetEnd?.cluster {
        attributes += ", lhead=\(quoted(cluster))"
      }
      lines.append("\(indent)\(quoted(source.node)) -> \(target) [\(attributes)];")
    }
    // Eventless rows are bold; a completion row leaves its superstate's cluster.
    for edge in plan.eventlessEdges where edge.leavingTo == nil {
      // From and to a composite state: its cluster.
      let targetEnd = edge.target.map { endpoint($0.name) }
      let target = quoted(
        targetEnd?.node
          ?? edge.historyOf.flatMap { plan.history(of: $0) }.map {
            names.historyNode($0.superstate.name)
          } ?? names.computedNode)
      var attributes = "label=\(stringLiteral(label(of: edge))), style=bold"
      let source = endpoint(edge.source.name)
      // A completion row to a state inside its superstate is drawn from the final case: an
      // edge from a cluster cannot end inside it.
      let inside =
        edge.target.map {
          plan.superstateChains[$0.index]?.contains(where: { $0 == edge.completes }) ?? false
        } ?? false
      if let completes = edge.completes, !inside {
        attributes += ", ltail=\(quoted(names.cluster(completes.name)))"
      } else if let cluster = source.cluster {
        attributes += ", ltail=\(quoted(cluster))"
      }
      if let cluster = targetEnd?.cluster {
        attributes += ", lhead=\(quoted(cluster))"
      }
      lines.append("\(indent)\(quoted(source.node)) -> \(target) [\(attributes)];")
    }
    if names.region == nil {
      lines += leavingEdges(indent: indent)
    }
    return lines
  }

  /// The edges of the rows leaving a machine this table holds, however deep, drawn by `top`
  /// (the machine's diagram): each from its source's node to its target's.
  func leavingEdges(indent: String, top: TableDiagram? = nil) -> [String] {
    let top = top ?? self
    var lines: [String] = []
    // Event rows, then eventless rows (bold), as the table's own edges are drawn.
    let leaving =
      plan.edges.compactMap { edge in
        edge.leavingTo.map { (edge.source, $0, "label=\(stringLiteral(label(of: edge)))") }
      }
      + plan.eventlessEdges.compactMap { edge in
        edge.leavingTo.map {
          (edge.source, $0, "label=\(stringLiteral(label(of: edge))), style=bold")
        }
      }
    for (source, leavingTo, label) in leaving {
      guard let target = top.endpoint(path: leavingTo.path) else { continue }
      let sourceEnd = endpoint(source.name)
      var attributes = label
      if let cluster = sourceEnd.cluster {
        attributes += ", ltail=\(quoted(cluster))"
      }
      // Into a composite state from inside it: to its initial point, without entering its
      // cluster (Graphviz draws no edge into a cluster its tail is in).
      let inside = names.node(source.name).hasPrefix(leavingTo.path.joined(separator: ".") + ".")
      if let cluster = target.cluster, !inside {
        attributes += ", lhead=\(quoted(cluster))"
      }
      lines.append(
        "\(indent)\(quoted(sourceEnd.node)) -> \(quoted(target.node)) [\(attributes)];")
    }
    for state in model.states {
      for (_, diagram) in heldDiagrams(state.name) ?? [] {
        lines += diagram.leavingEdges(indent: indent, top: top)
      }
    }
    return lines
  }

  /// The DOT node, and cluster, of the state `path` names from this table down (a `Part`'s
  /// names: states, and a held struct's regions): as `endpoint(_:)` draws it in its table.
  func endpoint(path: [String]) -> (node: String, cluster: String?)? {
    guard let state = path.first else { return nil }
    guard path.count > 1 else { return endpoint(state) }
    guard let held = heldDiagrams(state) else { return nil }
    if held.count == 1, held[0].region == nil {
      return held[0].diagram.endpoint(path: Array(path.dropFirst()))
    }
    guard let region = held.first(where: { $0.region == path[1] }) else { return nil }
    return region.diagram.endpoint(path: Array(path.dropFirst(2)))
  }

  // MARK: - Mermaid

  /// The statements drawing the table in a `stateDiagram-v2`, each indented by `indent`.
  func mermaid(indent: String) -> [String] {
    var lines: [String] = []
    // A region's cases are declared with their names as labels: their ids are the region's.
    func declare(_ state: CaseReference, indent: String) -> [String] {
      names.region == nil
        ? [] : ["\(indent)state \"\(state.name)\" as \(names.mermaidNode(state.name))"]
    }
    func composite(_ superstate: PlannedSuperstate, indent: String) -> [String] {
      let name = superstate.superstate.name
      let id = names.composite(name)
      var lines = ["\(indent)state " + (id == name ? name : "\"\(name)\" as \(id)") + " {"]
      lines += superstate.ownStates.flatMap { state in
        heldState(state.name, indent: indent + "  ")
          ?? (names.region == nil
            ? ["\(indent)  \(state.name)"] : declare(state, indent: indent + "  "))
      }
      if let history = plan.history(of: superstate.superstate) {
        lines.append(
          "\(indent)  state \"\(history.label)\" as \(names.historyNode(history.superstate.name))"
        )
      }
      lines += superstate.children.flatMap { composite($0, indent: indent + "  ") }
      // A final case of the superstate ends the composite state.
      for final in plan.superstateFinals where final.superstate == superstate.superstate {
        lines.append("\(indent)  \(names.mermaidNode(final.state.name)) --> [*]")
      }
      return lines + ["\(indent)}"]
    }
    if let initial = model.initialState {
      lines.append("\(indent)[*] --> \(names.mermaidNode(initial))")
    }
    let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
    for (index, state) in model.states.enumerated() where !clustered.contains(index) {
      lines +=
        heldState(state.name, indent: indent)
        ?? declare(CaseReference(index: index, name: state.name), indent: indent)
    }
    lines += plan.superstates.flatMap { composite($0, indent: indent) }
    for history in plan.histories {
      lines.append(
        "\(indent)\(names.historyNode(history.superstate.name)) --> "
          + names.mermaidNode(history.defaultCase.name))
    }
    for (edge, leaves) in drawnEdges() {
      let source = leaves.map { names.composite($0.name) } ?? names.mermaidNode(edge.source.name)
      let target =
        edge.target.map { names.mermaidNode($0.name) }
        ?? edge.leavingTo.map { DiagramNames.mermaid($0.path.joined(separator: ".")) }
        ?? edge.historyOf.flatMap { plan.history(of: $0) }.map {
          names.historyNode($0.superstate.name)
        } ?? names.mermaidComputedNode
      lines.append("\(indent)\(source) --> \(target) : \(label(of: edge))")
    }
    for edge in plan.eventlessEdges {
      let source =
        edge.completes.map { names.composite($0.name) } ?? names.mermaidNode(edge.source.name)
      let target =
        edge.target.map { names.mermaidNode($0.name) }
        ?? edge.leavingTo.map { DiagramNames.mermaid($0.path.joined(separator: ".")) }
        ?? edge.historyOf.flatMap { plan.history(of: $0) }.map {
          names.historyNode($0.superstate.name)
        } ?? names.mermaidComputedNode
      lines.append("\(indent)\(source) --> \(target) : \(label(of: edge))")
    }
    for final in model.finalStates {
      lines.append("\(indent)\(names.mermaidNode(final)) --> [*]")
    }
    // Activities: a description of their state, `do / search`.
    for (index, state) in model.states.enumerated() {
      for line in doLines(ofState: index) {
        lines.append("\(indent)\(names.mermaidNode(state.name)) : \(line)")
      }
    }
    for activity in plan.activities {
      guard let superstate = activity.superstate else { continue }
      lines.append("\(indent)\(names.composite(superstate.name)) : do / \(activity.activity.name)")
    }
    return lines
  }

  // MARK: - Composite states

  /// The diagrams of the machine the composite state `state` holds: one table's, or one per
  /// region; `nil` when the state holds none.
  func heldDiagrams(_ state: String) -> [(region: String?, diagram: TableDiagram)]? {
    guard let planned = plan.composites.first(where: { $0.composite.state == state }) else {
      return nil
    }
    let inner = names.node(state)
    switch planned.held {
    case .states(let model, let plan):
      return [
        (
          nil,
          TableDiagram(
            model: model, plan: plan,
            names: DiagramNames(region: inner, stateNames: Set(model.states.map(\.name))))
        )
      ]
    case .regions(let model, let plans):
      return zip(model.regions, plans).map { region, plan in
        (
          region.property,
          TableDiagram(
            model: region.model, plan: plan,
            names: DiagramNames(
              region: "\(inner).\(region.property)",
              stateNames: Set(region.model.states.map(\.name))))
        )
      }
    }
  }

  /// The cluster drawing a composite state with the machine it holds (regions dashed inside
  /// it); `nil` for a state that holds none.
  func heldCluster(_ state: String, indent: String) -> [String]? {
    guard let tables = heldDiagrams(state) else { return nil }
    var lines = [
      "\(indent)subgraph \(quoted(names.heldCluster(state))) {",
      "\(indent)  label=\(quoted(state));", "\(indent)  style=solid;",
    ]
    for (region, diagram) in tables {
      guard let region else {
        lines += diagram.dot(indent: indent + "  ")
        continue
      }
      lines += [
        "\(indent)  subgraph \(quoted(diagram.names.heldCluster(""))) {",
        "\(indent)    label=\(quoted(region));", "\(indent)    style=dashed;",
      ]
      lines += diagram.dot(indent: indent + "    ")
      lines.append("\(indent)  }")
    }
    return lines + ["\(indent)}"]
  }

  /// The DOT node an edge to or from `state` is drawn at, and the cluster it then enters or
  /// leaves: for a composite state, the initial point of the machine it holds (its first
  /// region's), and the state's cluster.
  func endpoint(_ state: String) -> (node: String, cluster: String?) {
    guard let first = heldDiagrams(state)?.first?.diagram else {
      return (names.node(state), nil)
    }
    return (first.names.initialNode, names.heldCluster(state))
  }

  /// The Mermaid composite state drawing `state` with the machine it holds (its regions
  /// separated by `--`); `nil` for a state that holds none.
  func heldState(_ state: String, indent: String) -> [String]? {
    guard let tables = heldDiagrams(state) else { return nil }
    let id = names.mermaidNode(state)
    var lines = ["\(indent)state " + (id == state ? state : "\"\(state)\" as \(id)") + " {"]
    for (position, (_, diagram)) in tables.enumerated() {
      if position > 0 {
        lines.append("\(indent)  --")
      }
      lines += diagram.mermaid(indent: indent + "  ")
    }
    return lines + ["\(indent)}"]
  }

  // MARK: - Edges

  /// The edges the diagrams draw, in table order: each edge of the plan, except that a `within`
  /// row whose target is outside its superstate is drawn once, at its first edge, leaving the
  /// superstate (`leaves`).
  func drawnEdges() -> [(edge: PlannedEdge, leaves: CaseReference?)] {
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

  /// An edge's label: `event`, `event after 10s`, `event [guard]`, `… / effect`.
  func label(of edge: PlannedEdge) -> String {
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
    if edge.stays {
      label += " (stays)"
    }
    return label
  }

  /// An eventless row's label: `always`, `always [guard]`, `… / effect`; a completion row's:
  /// `done`, `done [guard]`, `… / effect`.
  func label(of edge: PlannedEventlessEdge) -> String {
    var label = edge.completes == nil && !edge.completesHeld ? "always" : "done"
    if let guardLabel = edge.guardLabel {
      label += " [\(guardLabel)]"
    }
    if let effect = edge.effect {
      label += " / \(effect.name)"
    }
    return label
  }

  /// `do / search` for each activity a case runs (its own, not its superstates').
  func doLines(ofState index: Int) -> [String] {
    plan.activities(ofState: index)
      .map { "do / \($0.activity.name)" }
  }

  /// `do / fetch` for each activity a superstate runs.
  func doLines(ofSuperstate index: Int) -> [String] {
    plan.activities(ofSuperstate: index).map { "do / \($0.activity.name)" }
  }

  private func quoted(_ identifier: String) -> String {
    // Names are Swift identifiers, and a region's ids join two with a dot: never a quote or a
    // backslash.
    "\"\(identifier)\""
  }
}

/// The ids a table's diagram gives what it draws: an enum machine's are its names; a region's
/// are prefixed with the region's property, so that two regions' cases never share a node.
struct DiagramNames {
  /// The region's property; `nil` for an enum machine's table.
  var region: String?
  /// The table's case names, which a Mermaid composite state's id must not take.
  var stateNames: Set<String>

  /// A case's DOT node: `paused`, or `playback.paused`.
  func node(_ state: String) -> String {
    region.map { "\($0).\(state)" } ?? state
  }

  /// A case's Mermaid id: `paused`, or `playback_paused`.
  func mermaidNode(_ state: String) -> String {
    region.map { "\(Self.mermaid($0))_\(state)" } ?? state
  }

  /// A prefix as Mermaid ids spell it: the dots of a held machine's path as underscores.
  static func mermaid(_ prefix: String) -> String {
    String(prefix.map { $0 == "." ? "_" : $0 })
  }

  /// A superstate's DOT cluster: `cluster_active`, or `cluster_playback_active`.
  func cluster(_ superstate: String) -> String {
    "cluster_" + (region.map { "\($0)_" } ?? "") + superstate
  }

  /// The DOT cluster of a composite state and the machine it holds: `cluster_connected__held`,
  /// or `cluster_playback_connected__held`; with an empty state, the cluster of a region held
  /// at this prefix.
  func heldCluster(_ state: String) -> String {
    "cluster_" + ([region, state.isEmpty ? nil : state].compactMap { $0 }.joined(separator: "_"))
      + "__held"
  }

  /// A superstate's Mermaid composite id: its name (`active_superstate` when a case has that
  /// name), or `playback__active`.
  func composite(_ superstate: String) -> String {
    if let region {
      return "\(Self.mermaid(region))__\(superstate)"
    }
    return stateNames.contains(superstate) ? "\(superstate)_superstate" : superstate
  }

  /// The id of a superstate's history node, `__history_active` or `__history_playback_active`
  /// (a held table's path with `_` for `.`, which a Mermaid id cannot hold): generated ids start
  /// with `__`.
  func historyNode(_ superstate: String) -> String {
    "__history_" + (region.map { "\(Self.mermaid($0))_" } ?? "") + superstate
  }

  /// The DOT point node the initial arrow starts from.
  var initialNode: String { "__initial" + (region.map { "_\($0)" } ?? "") }

  /// The DOT node of a `build:` row's unknown target.
  var computedNode: String { "__computed" + (region.map { "_\($0)" } ?? "") }

  /// The Mermaid state of a `build:` row's unknown target.
  var mermaidComputedNode: String {
    region.map { "\(Self.mermaid($0))_computed" } ?? "computed"
  }
}
