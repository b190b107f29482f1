// What the rows ask of the layout: where a state is (its enum, its case there, the composite
// states around it), what entering it enters, how a row names it, what an `In()` condition
// of a guard means in the Swift. Nothing here changes the layout.

/// A parallel state inside a state: a `@Composite` case of its enum, holding a `@Submachine`
/// struct with one enum per region (the Regions article, "A state that holds a machine").
struct HeldParallel {
  var node: DesignNode
  /// The struct the composite case holds.
  var type: String
  /// The id of the top of the enum whose case it is.
  var table: String
  var regions: [ImportLayout.Region]
}

extension ImportLayout {
  /// The nodes below `top` that its enum holds, parents first: none inside a parallel state,
  /// whose regions are enums of their own (nor below `top` when it is one).
  func nodes(of top: DesignNode) -> [DesignNode] {
    guard top.kind != .parallel else { return [] }
    return top.children.flatMap { child in [child] + nodes(of: child) }
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
  /// `.processing(.payment(.captured))`, `.processing(nil)` for a composite state itself; in a
  /// struct of regions at the top, inside its region's (`.media(.media(.audio(.muted)))`), or
  /// the region's own `Part` with `inRegion` (what a row of the region's table tests its value
  /// with).
  func part(_ id: String, inRegion: Bool = false) -> String {
    let inner = holders(of: id).reduce(caseReference(id) + (held[id] != nil ? "(nil)" : "")) {
      "\(caseReference($1.composite))(.\($1.property)(\($0)))"
    }
    guard !inRegion, let owner = topRegion(of: id) else { return inner }
    return ".\(owner.property)(\(inner))"
  }

  /// The region of the struct at the top that the state `id` is in, if the machine is one.
  func topRegion(of id: String) -> Region? {
    regionOf[id].flatMap { region in regions.first { $0.node.id == region } }
  }

  /// How that `Part` describes itself: `processing.payment.captured`; inside a composite state
  /// of a struct of regions at the top, from its region (`media.media.audio.muted`), where a
  /// case of the region's own enum is its name alone (`ImportedCase.region` names the region).
  func partDescription(_ id: String) -> String {
    func plain(_ name: String) -> String { name.filter { $0 != "`" } }
    let holders = holders(of: id)
    let inner = holders.reduce(plain(caseNames[id] ?? id)) {
      "\(plain(caseNames[$1.composite] ?? $1.composite)).\(plain($1.property)).\($0)"
    }
    guard !holders.isEmpty, let owner = topRegion(of: id) else { return inner }
    return "\(plain(owner.property)).\(inner)"
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

  /// The case a default entry of `id` ends in.
  func entry(_ id: String, depth: Int = 0) throws(ImportError) -> String {
    guard depth < 64, let node = nodes[id] else {
      throw ImportError(
        line: nodes[id]?.line ?? 0, column: 0,
        "the initial states of '\(id)' form a cycle, or name no state")
    }
    if isCase(node) { return id }
    // A history entered by default (a parent's `initial` naming it): nothing is remembered
    // yet, so its default.
    if node.isHistory, let parent = parents[id] {
      return try entry(node.initial.first ?? parent, depth: depth + 1)
    }
    if let first = node.initial.first {
      guard node.allNodes.dropFirst().contains(where: { $0.id == first }) else {
        throw ImportError(
          line: node.line ?? 0, column: 0,
          "the initial state '\(first)' of '\(node.id.isEmpty ? "the machine" : node.id)' is not"
            + " inside it")
      }
      return try entry(first, depth: depth + 1)
    }
    guard let child = node.children.first(where: { !$0.isHistory }) else {
      throw ImportError(line: node.line ?? 0, column: 0, "'\(id)' has no state to enter")
    }
    return try entry(child.id, depth: depth + 1)
  }

  func caseReference(_ id: String) -> String {
    "." + caseNames[id]!
  }

  /// The history of `node` when it is a parallel state inside a state: the superstate of the
  /// composite case keeps it (the case alone, entered at its regions' initial states by default,
  /// which deep history restores whole).
  func historyOfParallel(_ node: DesignNode) -> DesignNode? {
    guard node.kind == .parallel, held[node.id] != nil else { return nil }
    return node.children.first(where: \.isHistory)
  }

  /// `@Named("…") ` for a state or superstate named after a keyword or a member the macro
  /// generates (`Type_`, `dot_`), or whose key is not an identifier (`s.1`, named `s1`), so
  /// that the documents name it as the design does; or nothing.
  func stateNamed(_ node: DesignNode, _ identifier: String) -> String {
    let key = nameKey(node)
    let decoded = SwiftNames.decode(key)
    guard SwiftNames.isIdentifier(decoded), decoded != "_" else {
      // Named from its name key, unless it clashed with another state's name (then from the
      // whole id, which the export's path writes again).
      let readable = SwiftNames.readable(key)
      guard identifier.hasPrefix(readable),
        identifier.dropFirst(readable.count).allSatisfy({ $0 == "_" })
      else { return "" }
      return "@Named(\(SwiftNames.stringLiteral(decoded))) "
    }
    guard
      identifier == decoded + "_" || identifier == decoded + "__",
      SwiftNames.keywords.contains(decoded) || Self.reservedCaseNames.contains(decoded)
    else { return "" }
    return "@Named(\(SwiftNames.stringLiteral(decoded))) "
  }

  /// Whether the macro refuses the targetless transition at `index` of `node` as a row that
  /// stays: beside a parallel state inside a state (a held struct of regions), on an event a
  /// transition on the other side of it takes (inside it, or of a state around it), or, inside
  /// a parallel state nested in one of its regions, a transition leaving it (for a state outside
  /// its source's region of it), as the macro checks (the Design article, "Rows that stay"). A
  /// region's own targetless transition beside a transition leaving the parallel state is taken,
  /// and so is one of the parallel state itself, or of a superstate around it in its enum, and
  /// one inside it beside those, where `takenBesideRegions(of:on:)` says.
  func staysBesideHeldParallel(_ node: DesignNode, transitionAt index: Int) -> Bool {
    let events = Set(node.transitions[index].events)
    for parallel in held.keys {
      // Inside it (1), or the state itself or a state around it (0), whose transitions are
      // its holder's rows.
      func side(_ id: String) -> Int? {
        id != parallel && isInside(id, parallel) ? 1 : isInside(parallel, id) ? 0 : nil
      }
      guard let own = side(node.id) else { continue }
      let beside =
        (own == 1 || tableOf[node.id] == tableOf[parallel])
        && takenBesideRegions(of: parallel, on: events)
      for other in nodes.values {
        guard let otherSide = side(other.id) else { continue }
        for (position, candidate) in other.transitions.enumerated() {
          guard other.id != node.id || position != index,
            !events.isDisjoint(with: candidate.events)
          else { continue }
          if own != otherSide, !beside { return true }
          if otherSide == 1, let target = candidate.targets.first,
            let region = region(of: other.id, in: parallel), !isInside(target, region),
            isInsideNestedParallel(node.id, in: parallel)
          {
            return true
          }
        }
      }
    }
    return false
  }

  /// Whether the macro takes a targetless transition of `parallel` (or of a superstate around
  /// it in its enum) on one of `events` beside the transitions inside, and those inside beside
  /// it (`TransitionPlan.staysAroundRegions(of:)`): no parallel state is nested in it, every
  /// transition inside on the events is targetless or moves within its region (its W3C domain
  /// is inside the region of its source), and where one inside is targetless, every transition
  /// of `parallel` and of the states around it on the events is of its enum, and targetless or
  /// to another state of that enum (the macro's `movesBesideStays`).
  func takenBesideRegions(of parallel: String, on events: Set<String>) -> Bool {
    guard !held.keys.contains(where: { $0 != parallel && isInside($0, parallel) }) else {
      return false
    }
    let ancestry = Ancestry(parents: parents, nodes: nodes)
    var staysInside = false
    for node in nodes.values where node.id != parallel && isInside(node.id, parallel) {
      for transition in node.transitions where !events.isDisjoint(with: transition.events) {
        guard !transition.targets.isEmpty else {
          staysInside = true
          continue
        }
        guard let region = region(of: node.id, in: parallel),
          let domain = ancestry.domain(of: transition, from: node), isInside(domain.id, region)
        else { return false }
      }
    }
    guard staysInside else { return true }
    let table = tableOf[parallel]
    return nodes.values.filter { isInside(parallel, $0.id) }.allSatisfy { node in
      node.transitions.allSatisfy { transition in
        guard !events.isDisjoint(with: transition.events) else { return true }
        guard tableOf[node.id] == table else { return false }
        guard let target = transition.targets.first else { return true }
        return transition.targets.count == 1 && nodes[target]?.isHistory != true
          && !isInside(target, parallel) && !isInside(parallel, target) && tableOf[target] == table
      }
    }
  }

  /// Whether the node `id` is inside a parallel state (not the state itself) that is inside
  /// one of `parallel`'s regions.
  func isInsideNestedParallel(_ id: String, in parallel: String) -> Bool {
    held.keys.contains { nested in
      nested != parallel && isInside(nested, parallel) && id != nested && isInside(id, nested)
    }
  }

  /// The parallel state held by a state that the row of `node` toward `targetID` leaves and
  /// enters again, its target in the row's own region: W3C's domain of the transition is
  /// outside that region (the row is the region's own, or goes to the region itself, or to its
  /// history from the region), so every region starts again, where a row of FSM's region to a
  /// state of that region moves the region alone; with the state the row enters (`nil` for a
  /// history target). `nil` for any other row.
  func leavesItsParallel(
    _ transition: DesignTransition, of node: DesignNode, toward targetID: String
  ) throws(ImportError) -> (parallel: String, entry: String?)? {
    var child = node.id
    while let parent = parents[child], nodes[parent]?.kind != .parallel { child = parent }
    guard let parallel = parents[child], held[parallel] != nil, let target = nodes[targetID] else {
      return nil
    }
    let region = child
    let entry = target.isHistory ? nil : try entry(targetID)
    guard isInside(entry ?? parents[targetID] ?? targetID, region) else { return nil }
    let ancestry = Ancestry(parents: parents, nodes: nodes)
    let domain = ancestry.domain(of: transition, from: node)
    return domain.map { isInside($0.id, region) } == true ? nil : (parallel, entry)
  }

  /// The region of `parallel` (its child) that the node `id`, inside it, is in.
  func region(of id: String, in parallel: String) -> String? {
    Ancestry(parents: parents).child(of: parallel, holding: id)
  }

  /// Whether the node `id` is `ancestor` or inside it.
  func isInside(_ id: String, _ ancestor: String) -> Bool {
    Ancestry(parents: parents).isInside(id, ancestor)
  }

  /// A transition of `node` guarded by `In('x')` (alone, or first in an `&&`), `x` a `<final>`
  /// child of `node`: the child, and the rest of the guard.
  func finalChildCondition(_ transition: DesignTransition, of node: DesignNode) -> (
    DesignNode, String?
  )? {
    guard let text = transition.guardText, let (id, rest) = Self.leadingIn(text[...]),
      let child = node.children.first(where: { $0.id == id && $0.kind == .final })
    else { return nil }
    return (child, rest.isEmpty ? nil : String(rest))
  }

  /// A guard without its leading `In('x')` conditions that hold whenever a transition of `node`
  /// can be taken (`x` is `node` or a state around it); `nil` when nothing is left. So that a
  /// transition guarded only by those is unguarded, for what comes after it too.
  func withoutConditionsAround(_ text: String?, _ node: DesignNode) -> String? {
    guard let text else { return nil }
    var rest = text[...]
    var kept: [String] = []
    while let (id, after) = Self.leadingIn(rest) {
      let resolved = resolveCondition(id)
      if nodes[resolved] == nil || !isInside(node.id, resolved) { kept.append("In('\(id)')") }
      rest = after
    }
    if !rest.isEmpty { kept.append(String(rest)) }
    return kept.isEmpty ? nil : kept.joined(separator: " && ")
  }

  /// A guard that starts with `In('id')`, alone or before `&&`: the id, and the rest of the
  /// guard (empty when there is none).
  static func leadingIn(_ text: Substring) -> (id: String, rest: Substring)? {
    guard text.hasPrefix("In('") else { return nil }
    let afterQuote = text.dropFirst(4)
    guard let close = afterQuote.firstIndex(of: "'") else { return nil }
    let after = afterQuote[close...].dropFirst()
    guard after.first == ")" else { return nil }
    let trimmed = after.dropFirst().drop { $0 == " " }
    if trimmed.isEmpty { return (String(afterQuote[..<close]), trimmed) }
    guard trimmed.hasPrefix("&&") else { return nil }
    return (String(afterQuote[..<close]), trimmed.dropFirst(2).drop { $0 == " " })
  }

  /// The superstate above `node` (not `node` itself) whose completion `event` is.
  func completedAncestor(of node: DesignNode, on event: String) -> DesignNode? {
    var current = parents[node.id]
    while let id = current, let ancestor = nodes[id] {
      if ancestor.kind == .compound, completes(ancestor, on: event) { return ancestor }
      current = parents[id]
    }
    return nil
  }

  /// Whether `event` is `node`'s completion: `done.state.` and its id (or key).
  func completes(_ node: DesignNode, on event: String) -> Bool {
    event == "done.state." + node.id || event == "done.state." + node.key
  }

  /// `text`, the condition of `node`'s completion transition, without the condition FSM's SCXML
  /// export writes on it (``DesignNode/completionCondition``), which an SCXML interpreter needs
  /// (`done.state.<id>` also matches the done events of the states inside) and an `onDone` row
  /// means. `nil` when nothing is left.
  func withoutCompletionCondition(_ text: String, _ node: DesignNode) -> String? {
    guard let written = node.completionCondition else { return text }
    if text == written { return nil }
    if text.hasPrefix(written + " && ") { return String(text.dropFirst(written.count + 4)) }
    return text
  }

  /// The node an `In()` condition names: a state's id, or, as FSM's XState export writes it, a
  /// region and a case's Swift name (`download.ready`, the case maybe in a superstate).
  func resolveCondition(_ text: String) -> String {
    if nodes[text] != nil { return text }
    // FSM's XState export names a state by its path from the top as the machine's `Part` spells
    // it, without the superstates around it, which XState's ids (key paths) include.
    let path = text.split(separator: ".").map(String.init)
    // Of the states the path names, the one it names with the fewest states left out: in a
    // region whose superstate `g` holds `r2` and a composite `r1` holding a region `r2`,
    // `r1.r2` names the case (`g` left out), not that region (`g` and the region `r1` left out).
    let named = nodes.keys.compactMap { id in statesLeftOut(naming: id, by: path).map { (id, $0) } }
    if let (id, _) = named.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) { return id }
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2,
      let region = regions.first(where: { $0.node.key == parts[0] || $0.property == parts[0] })
    else { return text }
    return region.node.allNodes.first { Self.isLeaf($0) && caseNames[$0.id] == parts[1] }?.id
      ?? text
  }

  /// How many states on the way `path` leaves out when it names the state `id` from the top,
  /// `nil` if it does not name it: its keys, each state's on the way up named in turn, a
  /// superstate's key named or left out (the machine's `Part` leaves out superstates; a state
  /// the design nests, written as a superstate here, may be one the exporting machine held).
  func statesLeftOut(naming id: String, by path: [String]) -> Int? {
    var left = path[...]
    var current = nodes[id]
    var leftOut = 0
    while let node = current, !node.id.isEmpty {
      if left.last == node.key {
        left.removeLast()
      } else if left.isEmpty, node.kind == .parallel, parents[node.id]?.isEmpty ?? true {
        // The document's top parallel state, whose regions a struct's `Part` names first.
        return leftOut
      } else if superstateNames[node.id] == nil, node.kind != .compound {
        // A state the path may leave out: a superstate, or a compound state that is not one
        // here (a region's top; a state the exporting machine held).
        return nil
      } else {
        leftOut += 1
      }
      current = parents[node.id].flatMap { nodes[$0] }
    }
    return left.isEmpty ? leftOut : nil
  }

  /// The `In('id')` conditions a guard starts with (SCXML's, and FSM's XState export's): another
  /// region's case becomes `.whenIn(.region(.case))`; a case of the row's own enum (or a
  /// superstate, in a machine without regions) a test of the state (`state.case == .x`, `Self.superstates(of: state.case)
  /// .contains(.x)`); the rest stays the guard. Returns the `whenIn` parts, the tests and the
  /// guard left.
  func stateConditions(_ text: String?, of node: DesignNode) -> ([[String]], [String], String?) {
    guard var rest = text?[...] else { return ([], [], nil) }
    var parts: [[String]] = []
    var tests: [String] = []
    var kept: [String] = []
    while let (text, after) = Self.leadingIn(rest) {
      rest = after
      let id = resolveCondition(text)
      if nodes[id] != nil, isInside(node.id, id) {
        // The row's own state or one around it: true whenever the row can be taken.
        continue
      }
      if let condition = nodes[id], Self.isLeaf(condition), let region = regionOf[id],
        let owner = regions.first(where: { $0.node.id == region }),
        region != regionOf[node.id]
      {
        parts.append(held.isEmpty ? [".\(owner.property)(\(caseReference(id)))"] : [part(id)])
      } else if held.isEmpty, let condition = nodes[id], superstateNames[id] != nil,
        let region = regionOf[id], let owner = regions.first(where: { $0.node.id == region }),
        region != regionOf[node.id]
      {
        // A superstate of another region: in any of its cases.
        parts.append(
          nodes(of: condition).filter { isCase($0) && caseNames[$0.id] != nil }.map {
            ".\(owner.property)(\(caseReference($0.id)))"
          })
      } else if let condition = nodes[id], regionOf[id] == regionOf[node.id],
        tableOf[id] == tableOf[node.id], isCase(condition), caseNames[id] != nil
      {
        tests.append("state.case == \(caseReference(id))")
      } else if regions.isEmpty, let condition = nodes[id], condition.kind == .compound,
        tableOf[id] == tableOf[node.id], tables[tableOf[id] ?? ""]?.isHeld != true,
        let name = superstateNames[id]
      {
        tests.append("Self.superstates(of: state.case).contains(.\(name))")
      } else if !held.isEmpty, let condition = nodes[id], isCase(condition),
        caseNames[id] != nil, tables[tableOf[node.id] ?? ""]?.isHeld != true,
        regionOf[id] == regionOf[node.id]
      {
        // The machine's own row (or a region's, of a state of its region): its value is the
        // whole tree (the region's).
        tests.append("state.isIn(\(part(id, inRegion: true)))")
      } else if !held.isEmpty, let condition = nodes[id], isCase(condition),
        caseNames[id] != nil, runsBeside(id, node.id)
      {
        parts.append([part(id)])
      } else if !held.isEmpty, let condition = nodes[id], superstateNames[id] != nil,
        runsBeside(id, node.id)
      {
        // A superstate of another region: in any of its cases.
        let table = tableOf[id]
        parts.append(
          nodes(of: condition).filter {
            isCase($0) && caseNames[$0.id] != nil && tableOf[$0.id] == table
          }.map { part($0.id) })
      } else {
        kept.append("In('\(text)')")
      }
    }
    if !rest.isEmpty { kept.append(String(rest)) }
    return (parts, tests, kept.isEmpty ? nil : kept.joined(separator: " && "))
  }

  /// Whether the state `id` is in another region than `node` of a parallel state holding
  /// both, however far up (through held enums on the way): what a held table's `.whenIn` can
  /// name.
  func runsBeside(_ id: String, _ node: String) -> Bool {
    var child = node
    while let parent = parents[child] {
      if held[parent] != nil || parent == topParallel, isInside(id, parent) {
        return !isInside(id, child)
      }
      child = parent
    }
    return false
  }

  /// The type a node's guards and named delays are declared on: the machine (`""`), or its
  /// region's enum (`Region`, or `Composite.Region` inside a composite state).
  func scope(of id: String) -> String {
    tableOf[id].flatMap { tables[$0]?.scope } ?? ""
  }
}
