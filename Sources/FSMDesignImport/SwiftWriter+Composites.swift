// A parallel state inside a state: a `@Composite` case of its enum, holding a `@Submachine`
// struct with one enum per region (the Regions article, "A state that holds a machine").

/// A parallel state inside a state, as the Swift declares it.
struct HeldParallel {
  var node: DesignNode
  /// The struct the composite case holds.
  var type: String
  /// The id of the top of the enum whose case it is.
  var table: String
  var regions: [SwiftWriter.Region]
}

extension SwiftWriter {
  /// The nodes below `top` that its enum holds, parents first: none inside a parallel state,
  /// whose regions are enums of their own (nor below `top` when it is one).
  func nodes(of top: DesignNode) -> [DesignNode] {
    guard top.kind != .parallel else { return [] }
    return top.children.flatMap { child in [child] + nodes(of: child) }
  }

  /// Makes `region` the top of its enum unless the design gives it rows, a history or an activity:
  /// then it is a superstate of its enum, named like its property.
  mutating func markTop(_ region: DesignNode) {
    if region.kind != .compound
      || (region.transitions.isEmpty && !region.children.contains(where: \.isHistory)
        && region.invokes.isEmpty)
    {
      tops.insert(region.id)
    }
  }

  /// The case of the enum whose top is `table` that holds the state `id`: the state itself,
  /// or the composite state it is inside; `nil` when it is outside that enum.
  func caseOf(_ id: String, in table: String) -> String? {
    var current: String? = id
    while let node = current {
      if tableOf[node] == table, let known = nodes[node], isCase(known) { return node }
      if node == table { return nil }
      current = parents[node]
    }
    return nil
  }

  /// The value of the composite state `parallel` entered at `target` (a state inside it, every
  /// region without it entered by default), as the struct's initializer: every region's case,
  /// and the leaves that configuration is in.
  func heldValue(_ parallel: String, target: String?) throws(ImportError) -> (
    value: String, leaves: Set<String>
  ) {
    guard let composite = held[parallel] else { return ("", []) }
    var arguments: [String] = []
    var leaves: Set<String> = []
    for region in composite.regions {
      var entered = target ?? ""
      if target == nil || !isInside(entered, region.node.id) {
        entered = try entry(region.node.id)
      }
      guard let state = caseOf(entered, in: region.node.id) else { continue }
      var value = caseReference(state)
      if held[state] != nil {
        let inner = try heldValue(state, target: entered == state ? nil : entered)
        value += "(\(inner.value))"
        leaves.formUnion(inner.leaves)
      } else {
        leaves.insert(state)
      }
      arguments.append("\(region.property): \(value)")
    }
    return (".init(\(arguments.joined(separator: ", ")))", leaves)
  }

  /// The value of the enum whose top is `table` that a default entry ending in `landing`
  /// enters (a superstate's `initial:` or history default): its case, or the composite state
  /// holding it, built with the configuration that entry reaches; and the leaves it is in.
  func enteredValue(_ landing: String, in table: String) throws(ImportError) -> (
    value: String, leaves: Set<String>
  ) {
    guard let state = caseOf(landing, in: table), held[state] != nil else {
      return (caseReference(caseOf(landing, in: table) ?? landing), [landing])
    }
    let inner = try heldValue(state, target: state == landing ? nil : landing)
    return ("\(caseReference(state))(\(inner.value))", inner.leaves)
  }

  /// Whether entering the composite state `parallel` at `target` is entering it by default.
  func entersByDefault(_ parallel: String, at target: String) throws(ImportError) -> Bool {
    try heldValue(parallel, target: target).leaves == heldValue(parallel, target: nil).leaves
  }

  /// The composite states holding the state `id`, innermost first, each with the property of
  /// the region that holds it.
  func holders(of id: String) -> [(composite: String, property: String)] {
    var result: [(String, String)] = []
    var table = tableOf[id] ?? ""
    while let parallel = parents[table], let holder = held[parallel],
      let region = holder.regions.first(where: { $0.node.id == table })
    {
      result.append((parallel, region.property))
      table = tableOf[parallel] ?? ""
    }
    return result
  }

  /// The `Part` of the machine naming the state `id` from the top down: `.idle`,
  /// `.processing(.payment(.captured))`, `.processing(nil)` for a composite state itself.
  func part(_ id: String) -> String {
    holders(of: id).reduce(caseReference(id) + (held[id] != nil ? "(nil)" : "")) {
      "\(caseReference($1.composite))(.\($1.property)(\($0)))"
    }
  }

  /// How that `Part` describes itself: `processing.payment.captured`.
  func partDescription(_ id: String) -> String {
    func plain(_ name: String) -> String { name.filter { $0 != "`" } }
    return holders(of: id).reduce(plain(caseNames[id] ?? id)) {
      "\(plain(caseNames[$1.composite] ?? $1.composite)).\(plain($1.property)).\($0)"
    }
  }

  /// The target of a row of `node`'s enum that lands in `landing` (where a default entry of its
  /// target ends): `to:` a case of the enum, or the composite state it enters by default; one
  /// deep inside a composite state of the enum, `to:` that state with `build:` its value (the
  /// machine's rows) or `leavingTo:` it (a held enum's); a state outside the enum, `leavingTo:`
  /// it, named from the top.
  func targetArguments(of node: DesignNode, landing: String, stateOnly: Bool)
    throws(ImportError) -> [String]
  {
    let table = tableOf[node.id] ?? ""
    guard let state = caseOf(landing, in: table) else { return ["leavingTo: \(part(landing))"] }
    if state == landing {
      return ["to: \(caseReference(state))"]
    }
    if try entersByDefault(state, at: landing) {
      return ["to: \(caseReference(state))"]
    }
    if tables[table]?.isHeld == true {
      return ["leavingTo: \(part(landing))"]
    }
    let value = try heldValue(state, target: landing).value
    let parameters = stateOnly ? "_" : "_, _"
    return [
      "to: \(caseReference(state))",
      "build: { \(parameters) in \(caseReference(state))(\(value)) }",
    ]
  }

  /// The case of the enum whose top is `table` that a default entry ending in `landing` marks
  /// (its `@Initial`, a superstate's default): the composite state holding it, reported when
  /// that enters it otherwise than by default.
  mutating func markedCase(_ landing: String, in table: String, for node: DesignNode?)
    throws(ImportError) -> String
  {
    guard let state = caseOf(landing, in: table) else { return landing }
    if state != landing, try !entersByDefault(state, at: landing) {
      lose(
        node ?? nodes[state],
        "entering '\(state)' at '\(landing)': a composite state is entered at its regions'"
          + " initial states here")
    }
    return state
  }
}
