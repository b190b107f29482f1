// Design → the Swift of a `@StateMachine` enum, and the hand-written file's stubs (guards, named
// delays) that the generated file calls.

/// The Swift written for a design: the generated file, rewritten on every import, and the stubs
/// of what the user fills in, written once.
package struct ImportedMachine: Sendable {
  /// The machine's type name.
  package var name: String
  /// The generated file: the `@StateMachine` enum.
  package var machine: String
  /// The user's file, as it starts: one stub per guard and named delay, `nil` when there are
  /// none.
  package var userFile: String?
  /// The names the generated file calls in the user's file (`static func` and `static var`).
  package var userMembers: [String]
  /// What the design says that the Swift does not.
  package var losses: [Loss]
  /// What the Swift says as the design does, but a user should know (``Design/warnings``, and a
  /// guard stub that hides a fallback until it is written).
  package var warnings: [Loss] = []
  /// The design's states that are cases, in the order the Swift declares them.
  package var cases: [ImportedCase] = []
}

/// A state of the design that is a case of the Swift.
package struct ImportedCase: Equatable, Sendable {
  /// The design's id of the state.
  package var id: String
  /// The property of its region, in a machine with regions.
  package var region: String?
  /// The case's Swift name.
  package var name: String
  /// In a machine whose states hold machines, the state's `Part` from the top as it describes
  /// itself (`processing.payment.captured`, or `idle` for a case of the machine's own).
  package var part: String?
}

/// Options of the Swift written.
package struct WriterOptions: Sendable {
  /// The type's name; by default the design's (`<scxml name>`, XState's `id`).
  package var name: String?
  /// `public` for a machine used from other modules.
  package var isPublic = false
  /// The design's file name, for the generated file's header.
  package var source = "the design"

  package init(name: String? = nil, isPublic: Bool = false, source: String = "the design") {
    self.name = name
    self.isPublic = isPublic
    self.source = source
  }
}

extension Design {
  /// The Swift of this design.
  package func swift(_ options: WriterOptions = WriterOptions()) throws(ImportError)
    -> ImportedMachine
  {
    var writer = SwiftWriter(design: expandingDescriptors(), options: options)
    return try writer.write()
  }
}

struct SwiftWriter {
  let design: Design
  let options: WriterOptions
  var losses: [Loss]
  var warnings: [Loss]
  /// Every node by design id, and its parent's id.
  var nodes: [String: DesignNode] = [:]
  var parents: [String: String] = [:]
  /// Swift names of cases and superstates, by design id.
  var caseNames: [String: String] = [:]
  var superstateNames: [String: String] = [:]
  var events: [String] = []
  var effects: [String] = []
  var activities: [String] = []
  /// The design's names of events, effects and activities whose Swift names differ (`@Named`), by
  /// Swift name; and each design name's Swift name.
  var designNames: [String: String] = [:]
  var effectDesignNames: [String: String] = [:]
  var activityDesignNames: [String: String] = [:]
  var eventNames: [String: String] = [:]
  var effectNames: [String: String] = [:]
  var activityNames: [String: String] = [:]
  /// The user's members: guards (name, comment) and named delays, each in the type it is
  /// declared on (`""`: the machine; a region enum's name).
  var guards: [(scope: String, name: String, text: String, row: String?)] = []
  var delays: [(scope: String, name: String)] = []
  /// Comments to write beside a case or superstate, by design id.
  var notes: [String: [String]] = [:]
  /// Machines with regions: the region each node is in, by design id (the region's id), and
  /// each region's property and enum names. Empty for a machine without regions.
  var regionOf: [String: String] = [:]
  var regions: [Region] = []
  typealias Region = (node: DesignNode, property: String, type: String)
  /// The Swift names of the design's events, which a region's property cannot have.
  var eventIdentifiers: Set<String> = []
  /// Every enum, by the id of its top.
  var tables: [String: EnumPart] = [:]
  /// The nodes that are the top of a Swift enum, not a superstate: the machine (`""`), the
  /// parallel state of a machine with regions, and each region that is not a superstate too.
  var tops: Set<String> = [""]
  /// The parallel state whose regions are the struct at the top, if the machine is one.
  var topParallel: String?
  /// The parallel states inside states, by id: each a `@Composite` case of its enum, holding a
  /// `@Submachine` struct of region enums.
  var held: [String: HeldParallel] = [:]
  /// The enum each node is a case or a superstate of, by design id: the id of that enum's top
  /// (the machine's `""`, or a region's). A parallel state inside a state is its holder's case.
  var tableOf: [String: String] = [:]

  init(design: Design, options: WriterOptions) {
    self.design = design
    self.options = options
    losses = design.losses
    warnings = design.warnings
  }

  static func isLeaf(_ node: DesignNode) -> Bool {
    node.kind == .atomic || node.kind == .final
  }

  /// Whether the node is a case of its enum: a leaf, or a parallel state inside a state.
  func isCase(_ node: DesignNode) -> Bool {
    Self.isLeaf(node) || (node.kind == .parallel && node.id != topParallel)
  }

  mutating func lose(_ node: DesignNode?, _ what: String, line: Int? = nil) {
    let loss = Loss(state: node?.id, line: line ?? node?.line, what)
    losses.append(loss)
    notes[node?.id ?? "", default: []].append("Not imported: \(what)")
  }

  mutating func index(_ node: DesignNode, parent: String?) {
    nodes[node.id] = node
    if let parent { parents[node.id] = parent }
    for child in node.children { index(child, parent: node.id) }
  }

  /// What one Swift enum holds: the machine's, or one region's.
  struct EnumPart {
    var top: DesignNode
    /// The enum's type, and its path from the machine's type (`""` for the machine itself;
    /// `Region`, or `Composite.Region` for one inside a composite state).
    var type = ""
    var scope = ""
    /// The property of the region it is, if it is one.
    var property: String?
    /// Whether the enum is held by a composite state (a region of a parallel state inside a
    /// state).
    var isHeld = false
    var leaves: [DesignNode] = []
    var compounds: [DesignNode] = []
    var rows: [String] = []
    var activityRows: [String] = []
    /// Its `.superstate(…)` rows, one per compound, in `compounds`' order.
    var superstateRows: [String] = []
    var initial = ""
  }

  /// The parallel state whose children are the machine's regions: the top (XState's
  /// `type: "parallel"` machine), or the only state of an SCXML document. A parallel state
  /// anywhere else is a composite state of its enum (`@Composite`). A struct of regions at the
  /// top holds no composite state: a top whose regions hold parallel states is not one, and the
  /// machine is an enum holding it (`holdingTopParallel(_:)`).
  func regionParent(_ root: DesignNode) -> DesignNode? {
    let states = root.children.filter { !$0.isHistory }
    let top: DesignNode? =
      root.kind == .parallel
      ? root : (states.count == 1 && states[0].kind == .parallel ? states[0] : nil)
    if top?.allNodes.dropFirst().contains(where: { $0.kind == .parallel }) ?? false {
      return nil
    }
    return top
  }

  /// A parallel machine (XState's `type: "parallel"`) whose regions hold parallel states, as
  /// the only state of a compound one: the enum holds it as its one composite state, named
  /// after the machine, every state inside keeping its id. Any other root as it is.
  func holdingTopParallel(_ root: DesignNode) -> DesignNode {
    guard root.kind == .parallel,
      root.allNodes.dropFirst().contains(where: { $0.kind == .parallel })
    else { return root }
    let ids = Set(root.allNodes.map(\.id))
    var key = SwiftNames.identifier(root.key.isEmpty ? "running" : root.key)
    while ids.contains(key) {
      key += "State"
    }
    var held = root
    held.id = key
    held.key = key
    var holder = DesignNode(id: "", key: root.key, kind: .compound, line: root.line)
    holder.initial = [key]
    holder.children = [held]
    return holder
  }

  /// The names of the struct of `parallel`'s regions: each region's property (not a member
  /// the macro generates, not an event's method) and enum (not a type the macro generates,
  /// nor one named already).
  func regionNames(_ parallel: DesignNode, usedTypes: inout Set<String>) throws(ImportError)
    -> [Region]
  {
    let regionNodes = parallel.children.filter { !$0.isHistory }
    guard !regionNodes.isEmpty else {
      throw ImportError(
        line: parallel.line ?? 0, column: 0,
        parallel.id == topParallel
          ? "the parallel state has no region to import"
          : "the parallel state '\(parallel.id)' has no region to import")
    }
    var usedProperties: Set<String> = []
    var result: [Region] = []
    for region in regionNodes {
      var property = SwiftNames.identifier(region.key)
      if let first = property.first, first.isUppercase {
        property = first.lowercased() + property.dropFirst()
      }
      while Self.reservedRegionProperties.contains(property)
        || eventIdentifiers.contains(property) || usedProperties.contains(property)
      {
        property += "Region"
      }
      usedProperties.insert(property)
      var type = Self.typeName(region.key)
      while Self.reservedCaseNames.contains(type) || usedTypes.contains(type) {
        type += "Region"
      }
      usedTypes.insert(type)
      result.append((region, property, type))
    }
    return result
  }

  mutating func write() throws(ImportError) -> ImportedMachine {
    var root = design.root
    root.id = ""
    root = holdingTopParallel(root)
    index(root, parent: nil)
    let name = Self.typeName(options.name ?? design.name ?? "ImportedMachine")
    var parts: [EnumPart] = []
    for node in root.allNodes {
      for transition in node.transitions {
        for event in transition.events { eventIdentifiers.insert(SwiftNames.readable(event)) }
      }
    }
    var usedTypes: Set<String> = [name]
    if let parallel = regionParent(root) {
      topParallel = parallel.id
      tops.insert(parallel.id)
      regions = try regionNames(parallel, usedTypes: &usedTypes)
      for region in regions {
        for node in region.node.allNodes { regionOf[node.id] = region.node.id }
        markTop(region.node)
      }
      for transition in parallel.transitions {
        lose(
          parallel,
          "a transition of the parallel state (on \(transition.events.joined(separator: " "))):"
            + " FSM's regions have no rows around them", line: transition.line)
      }
      if !parallel.invokes.isEmpty || !parallel.entry.isEmpty || !parallel.exit.isEmpty {
        lose(parallel, "the parallel state's actions and invocations")
      }
      for region in regions {
        parts.append(
          EnumPart(
            top: region.node, type: region.type, scope: region.type, property: region.property))
      }
    } else {
      parts.append(EnumPart(top: root, type: name))
    }
    // The parallel states inside states, outermost first: each a composite case of its enum,
    // each of its regions an enum of its own, nested in the struct the case holds.
    var next = 0
    while next < parts.count {
      let holder = parts[next]
      next += 1
      // A region that is itself a parallel state is its enum's one case, a composite state.
      let own = holder.property != nil && holder.top.kind == .parallel ? [holder.top] : []
      for node in own + nodes(of: holder.top)
      where node.kind == .parallel && node.id != topParallel {
        // Not named like a case of the enum holding it, which keeps the design's name.
        let caseKeys = Set(nodes(of: holder.top).map { SwiftNames.identifier($0.key) })
        var type = Self.typeName(node.key)
        while Self.reservedCaseNames.contains(type) || usedTypes.contains(type)
          || caseKeys.contains(type)
        {
          type += "State"
        }
        usedTypes.insert(type)
        let regionsOfNode = try regionNames(node, usedTypes: &usedTypes)
        held[node.id] = HeldParallel(
          node: node, type: type, table: holder.top.id, regions: regionsOfNode)
        let scope = (holder.scope.isEmpty ? "" : holder.scope + ".") + type
        for region in regionsOfNode {
          markTop(region.node)
          parts.append(
            EnumPart(
              top: region.node, type: region.type, scope: scope + "." + region.type,
              property: region.property, isHeld: true))
        }
      }
    }
    for part in parts {
      for node in [part.top] + nodes(of: part.top) { tableOf[node.id] = part.top.id }
    }
    // What the rows read of each enum (its scope, whether it is held); written again, whole,
    // once they are made.
    tables = Dictionary(parts.map { ($0.top.id, $0) }, uniquingKeysWith: { first, _ in first })

    for index in parts.indices {
      let top = parts[index].top
      let below = nodes(of: top)
      parts[index].leaves = isCase(top) ? [top] : below.filter(isCase)
      // A parallel state with a history is a composite case inside a superstate of its own,
      // which keeps the history (`historyOfParallel`).
      parts[index].compounds =
        (tops.contains(top.id) ? [] : [top])
        + below.filter { $0.kind == .compound || historyOfParallel($0) != nil }
      guard !parts[index].leaves.isEmpty else {
        throw ImportError(
          line: top.line ?? root.line ?? 0, column: 0,
          parts[index].property == nil
            ? "the design has no state to import" : "the region '\(top.id)' has no state")
      }
      // A case is named unlike its enum and the structs its composite states hold.
      let types = held.values.filter { $0.table == top.id }.map(\.type)
      caseNames.merge(
        Self.names(
          parts[index].leaves.map { ($0.id, nameKey($0)) },
          reserved: Self.reservedCaseNames.union([parts[index].type] + types)),
        uniquingKeysWith: { $1 })
      // A region that is a superstate too is named like its property.
      let compounds = parts[index].compounds.map {
        (
          $0.id,
          historyOfParallel($0)?.key
            ?? ($0.id != top.id ? nameKey($0) : parts[index].property ?? $0.key)
        )
      }
      superstateNames.merge(Self.names(compounds, reserved: []), uniquingKeysWith: { $1 })
    }
    for index in parts.indices {
      let top = parts[index].top
      let nodesOfPart = parts[index].property == nil ? nodes(of: top) : [top] + nodes(of: top)
      for node in nodesOfPart where !node.isHistory {
        parts[index].rows += try self.rows(of: node)
      }
      for node in nodesOfPart where !node.entry.isEmpty || !node.exit.isEmpty {
        let names = (node.entry + node.exit).map(\.name).joined(separator: ", ")
        lose(
          node,
          "entry and exit actions (\(names)); observe the state (onEnter/onExit) to run them")
      }
      for node in nodesOfPart {
        let (declarations, outcomeRows) = try activities(of: node)
        parts[index].activityRows += declarations
        parts[index].rows += outcomeRows
      }
      parts[index].initial = try initialCase(of: top, root: root)
    }
    tables = Dictionary(parts.map { ($0.top.id, $0) }, uniquingKeysWith: { first, _ in first })
    // The superstates last, in the order the enums are written.
    for index in regions.isEmpty ? [0] : Array(regions.indices) {
      try planSuperstates(of: parts[index].top.id)
    }
    parts = parts.map { tables[$0.top.id] ?? $0 }
    return text(name: name, parts: parts)
  }

  /// The `.superstate(…)` rows of the enum whose top is `table`, then of the enums its
  /// composite states hold, as they are written (what they report comes in that order).
  mutating func planSuperstates(of table: String) throws(ImportError) {
    guard let part = tables[table] else { return }
    var rows: [String] = []
    for compound in part.compounds {
      rows.append(try superstate(compound))
    }
    tables[table]?.superstateRows = rows
    for leaf in part.leaves {
      for region in held[leaf.id]?.regions ?? [] {
        try planSuperstates(of: region.node.id)
      }
    }
  }

  /// The case an enum starts in: the document's initial (an SCXML `initial` may name a state
  /// in each region), else its top's default entry.
  mutating func initialCase(of top: DesignNode, root: DesignNode) throws(ImportError) -> String {
    if !regions.isEmpty,
      let named = root.initial.first(where: { regionOf[$0] == top.id && $0 != top.id })
    {
      return try entry(named)
    }
    return try markedCase(try entry(top.id), in: tableOf[top.id] ?? "", for: top)
  }

  /// Names a region's property cannot have: the members `@StateMachine` generates on a struct.
  static let reservedRegionProperties: Set<String> = [
    "case", "transition", "send", "accepts", "isIn", "edges", "dot", "mermaid", "scxml", "xstate",
    "initialCase", "finalCases", "superstates", "activities", "transitions", "init", "self",
    "Type",
  ]

  /// A type's name: the identifier, its first letter upper-cased (`vendingMachine` becomes
  /// `VendingMachine`).
  static func typeName(_ name: String) -> String {
    let identifier = SwiftNames.identifier(name)
    guard let first = identifier.first, first.isLowercase else { return identifier }
    return first.uppercased() + identifier.dropFirst()
  }

  /// Names a case cannot have: the members `@StateMachine` generates, and the nested types.
  /// Such a case gets an underscore after its name (`dot_`).
  static let reservedCaseNames: Set<String> = [
    "Case", "case", "Transition", "initialCase", "finalCases", "edges", "dot", "mermaid",
    "scxml", "xstate", "Event", "Effect", "Superstate", "Superstates", "Activity", "Activities",
    "ActivityHandlers", "Typed", "typed", "Part", "Machine", "State",
  ]

  /// FSM's XState export suffixes a superstate's key that a case has: `playing (superstate)`.
  static func superstateKey(_ key: String) -> String {
    key.hasSuffix(" (superstate)") ? String(key.dropLast(" (superstate)".count)) : key
  }

  /// The part of a key a state's Swift name comes from: SCXML's id's last component, or the one
  /// before FSM's `.superstate`.
  static func shortKey(_ key: String) -> String {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1, parts.last == "superstate" { return parts[parts.count - 2] }
    return parts.last ?? key
  }

  /// The part of `node`'s key its Swift name is made from: the key, but for a path FSM's SCXML
  /// export writes, the name at its end (a state of a region, whose id starts with the
  /// region's: `playback.paused` inside `playback`, `r0.a3.r0.b2` inside `r0.a3.r0`; a
  /// superstate named like a case, `active.superstate`); an XState key's `(superstate)` left
  /// out. Another id with dots is a name (Qt's `s.1`, `door.open`).
  func nameKey(_ node: DesignNode) -> String {
    let key = Self.superstateKey(node.key)
    guard design.keysArePaths else { return key }
    if key.hasSuffix(".superstate") { return Self.shortKey(key) }
    var ancestor = parents[node.id]
    while let id = ancestor, !id.isEmpty {
      if key.hasPrefix(id + "."), key.count > id.count + 1 {
        return Self.shortKey(key)
      }
      ancestor = parents[id]
    }
    return key
  }

  /// Swift names for the nodes: each from its name key (`nameKey`) as a person would write it
  /// (``SwiftNames/readable(_:)``: an identifier as it is, a keyword followed by `_`; `s.1` is
  /// `s1`, which keeps the design's name with `@Named`, `stateNamed`), or, where two would be
  /// equal, from the whole id.
  static func names(_ nodes: [(id: String, key: String)], reserved: Set<String>)
    -> [String: String]
  {
    let base = SwiftNames.readable
    var counts: [String: Int] = [:]
    for node in nodes { counts[base(node.key), default: 0] += 1 }
    var result: [String: String] = [:]
    var used: Set<String> = []
    for node in nodes {
      var name = base(node.key)
      if counts[name, default: 0] > 1 { name = SwiftNames.identifier(node.id) }
      while used.contains(name) || reserved.contains(name) { name += "_" }
      used.insert(name)
      result[node.id] = name
    }
    return result
  }

  static func commentText(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
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

  mutating func superstate(_ node: DesignNode) throws(ImportError) -> String {
    let cases =
      historyOfParallel(node) != nil
      ? [caseReference(node.id)] : nodes(of: node).filter(isCase).map { caseReference($0.id) }
    let table = tableOf[node.id] ?? ""
    var text =
      ".superstate(.\(superstateNames[node.id]!), contains: [\(cases.joined(separator: ", "))]"
    if node.id != table, let parent = parents[node.id], !tops.contains(parent) {
      text += ", in: .\(superstateNames[parent]!)"
    }
    // A shallow history of the parent enters this superstate's default.
    if let parent = parents[node.id], let parentNode = nodes[parent],
      parentNode.children.contains(where: { $0.kind == .history(deep: false) })
    {
      text += ", initial: \(try enteredValue(try entry(node.id), in: table).value)"
    }
    if let first = node.initial.first, let initial = nodes[first], initial.isHistory,
      parents[first] == node.id
    {
      lose(
        node,
        "the initial state of '\(node.id)' is its history '\(first)': FSM enters '\(node.id)' at"
          + " the history's default, not at what the history remembers")
    }
    if let history = node.children.first(where: \.isHistory) {
      let deep = history.kind == .history(deep: true)
      // W3C: a history's default names states inside its parent.
      for other in history.initial
      where !node.allNodes.dropFirst().contains(where: { $0.id == other && !$0.isHistory }) {
        throw ImportError(
          line: history.line ?? node.line ?? 0, column: 0,
          "the default '\(other)' of the history '\(history.id)' is not a state inside"
            + " '\(node.id)'")
      }
      let target = try enteredValue(try entry(history.initial.first ?? node.id), in: table)
      // A parallel state's default may name a state in each region: the value is built for
      // the first, and holds the others only if they are entered by default.
      for other in history.initial.dropFirst() where !target.leaves.contains(try entry(other)) {
        lose(
          node,
          "the default of the history '\(history.id)' enters '\(other)' beside "
            + "'\(history.initial[0])': FSM's default is built for '\(history.initial[0])', "
            + "the other regions entered by default", line: history.line)
      }
      text += ", history: .\(deep ? "deep" : "shallow")(default: \(target.value))"
    }
    // A region's final cases are the machine's (`@Final`): the machine is done when every
    // region is.
    // A parallel state's final child is a region, done from the start (XState allows it).
    let finals = node.children.filter { $0.kind == .final }.map { caseReference($0.id) }
    if !finals.isEmpty, node.kind != .parallel, !regions.contains(where: { $0.node.id == node.id })
    {
      text += ", final: [\(finals.joined(separator: ", "))]"
    }
    return text + ")"
  }

  mutating func event(_ name: String) -> String {
    Self.caseName(name, in: &events, byName: &eventNames, designNames: &designNames)
  }

  /// The Swift name of a design's event, effect or activity (`name`) among those of its enum
  /// (`list`): a name a person would write (``SwiftNames/readable(_:)``), one no other name of
  /// the design has; the design's name kept for `@Named` when the two differ.
  static func caseName(
    _ name: String, in list: inout [String], byName: inout [String: String],
    designNames: inout [String: String]
  ) -> String {
    if let known = byName[name] { return known }
    var identifier = SwiftNames.readable(name)
    // The enum's own members (its discriminant).
    if identifier == "Case" { identifier += "_" }
    while list.contains(identifier) { identifier += "_" }
    list.append(identifier)
    byName[name] = identifier
    let decoded = SwiftNames.decode(name)
    if decoded != identifier { designNames[identifier] = decoded }
    return identifier
  }

  /// `@Named("…") ` for a case whose design name differs from its Swift name, or nothing.
  func named(_ identifier: String, _ names: [String: String]) -> String {
    names[identifier].map { "@Named(\(Self.stringLiteral($0))) " } ?? ""
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
      return "@Named(\(Self.stringLiteral(decoded))) "
    }
    guard
      identifier == decoded + "_" || identifier == decoded + "__",
      SwiftNames.keywords.contains(decoded) || Self.reservedCaseNames.contains(decoded)
    else { return "" }
    return "@Named(\(Self.stringLiteral(decoded))) "
  }

  /// A Swift string literal of `text`.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The rows of the transitions written on `node`, in order.
  mutating func rows(of node: DesignNode) throws(ImportError) -> [String] {
    var rows: [String] = []
    // Events the state sends itself after a delay (FSM's SCXML timers), by event.
    var timers: [String: String] = [:]
    for transition in node.transitions
    where transition.delay != nil && transition.targets.isEmpty
      && transition.isInternal && transition.events.count == 1
    {
      timers[transition.events[0]] = transition.delay
    }
    var unguarded: Set<String> = []
    for (position, original) in node.transitions.enumerated() {
      if original.delay != nil, original.targets.isEmpty, original.isInternal,
        original.events.count == 1, timers[original.events[0]] != nil
      {
        continue
      }
      // A superstate's completion on a state inside it: FSM's export writes the superstate's
      // completion rows there too (on a final state's parent, on the condition `In('child')`),
      // where the state is in a superstate nested in the completed one, so that W3C's domain is
      // the one FSM's rows have: the superstate's own are the rows. Another design's, which
      // applies in that state alone, FSM cannot hold: a completion row applies in every state.
      if original.events.count == 1,
        let completed = completedAncestor(of: node, on: original.events[0])
      {
        let twin = completed.transitions.contains { other in
          other.events == original.events && other.targets == original.targets
            && other.actions.map(\.name) == original.actions.map(\.name)
            && other.row == original.row
            && (other.guardText == original.guardText || node.kind == .compound)
        }
        if !twin {
          lose(
            node,
            "the completion of '\(completed.id)' written on '\(node.id)', a state inside it: an"
              + " FSM completion row applies in every state of its superstate",
            line: original.line)
        }
        continue
      }
      // A `<final>` holds no transition: FSM's export writes the rows that apply to a final
      // child (its superstates') on its parent, on the condition `In('child')`. A final case has
      // no rows of its own in FSM either: they are the parent's rows, guarded by the case.
      var transition = original
      transition.guardText = withoutConditionsAround(transition.guardText, node)
      warnAboutAStubBeforeAFallback(transition, at: position, of: node)
      var onlyIn: String?
      var source = node
      // Not the state's completion, whose condition names its final children for another
      // reason (`withoutCompletionCondition`).
      let completion = transition.events.contains { completes(node, on: $0) }
      if node.kind == .compound, !completion,
        let (child, rest) = finalChildCondition(transition, of: node)
      {
        onlyIn = child.id
        transition.guardText = rest
      }
      // XState lets a final child have transitions: they are its parent's, guarded by the case.
      if node.kind == .final, let parent = parents[node.id], let owner = nodes[parent],
        owner.kind == .compound, !tops.contains(parent)
      {
        onlyIn = node.id
        source = owner
      }
      guard transition.targets.count <= 1 else {
        lose(
          node, "a transition with several targets (\(transition.targets.joined(separator: " ")))",
          line: transition.line)
        continue
      }
      // A targetless transition runs its actions and stays: a row that stays (`.stay`), on an
      // event, in any table. Where FSM has none (a timed one, a completion, one beside a
      // parallel state inside a state on an event taken across it), the nearest row is a
      // self-transition, which also exits and enters the state (its timers and activities restart).
      let targetID = transition.targets.first ?? node.id
      var stays = false
      if transition.targets.isEmpty {
        if transition.events.isEmpty, transition.delay == nil {
          lose(
            node, "a targetless eventless transition: it would fire forever as a row",
            line: transition.line)
          continue
        }
        stays =
          !transition.events.isEmpty && transition.delay == nil && !completion
          && node.kind != .final && !staysBesideHeldParallel(node, transitionAt: position)
        if !stays {
          lose(
            node,
            "a targetless transition on \(transition.events.joined(separator: " ")) is a"
              + " self-transition here: it exits and enters the state", line: transition.line)
        }
      }
      // An eventless transition without a condition into its own source (or the source itself)
      // is enabled again as soon as it is taken: the macro refuses the row, whose microsteps
      // never end (found by the fuzzer: a mangled `event` attribute left one). A final child's
      // row is the child's: it is enabled only there (FSM's export of `.from(.done, to: .p)`,
      // `p` the superstate around `done`, re-enters `p` at its initial case, and stops).
      if transition.events.isEmpty, transition.delay == nil, transition.guardText == nil,
        isInside(targetID, onlyIn ?? source.id)
      {
        lose(
          node,
          "an eventless transition without a condition to '\(targetID)', inside its source:"
            + " taken again at once, forever", line: transition.line)
        continue
      }
      // The triggers: each event, or none (eventless), or a delay (XState `after`).
      var triggers: [String?] = transition.events.isEmpty ? [nil] : transition.events
      var delay = transition.delay
      if transition.events.isEmpty, let after = transition.delay {
        triggers = [Self.delayEvent(after)]
        delay = after
      }
      for trigger in triggers {
        let key = (onlyIn ?? "") + "\u{0}" + (trigger ?? "")
        if unguarded.contains(key), let trigger, transition.matched.contains(trigger) {
          // W3C takes the transition before: as the Swift does, with nothing to report.
          continue
        }
        if unguarded.contains(key) {
          lose(
            node,
            "a transition on \(trigger ?? "no event") after an unguarded one on the same event:"
              + " never taken", line: transition.line)
          continue
        }
        if transition.guardText == nil { unguarded.insert(key) }
        rows += try row(
          source, trigger: trigger, delay: delay ?? trigger.flatMap { timers[$0] },
          target: targetID, transition: transition, onlyIn: onlyIn, stays: stays)
      }
    }
    return rows
  }

  /// Whether the macro refuses the targetless transition at `index` of `node` as a row that
  /// stays: beside a parallel state inside a state (a held struct of regions), on an event a
  /// transition on the other side of it takes (inside it, or of a state around it), or, inside
  /// it, a transition leaving it (for a state outside its source's region of it), as the macro
  /// checks (the Design article, "Rows that stay").
  func staysBesideHeldParallel(_ node: DesignNode, transitionAt index: Int) -> Bool {
    let events = Set(node.transitions[index].events)
    for parallel in held.keys {
      // Inside it (1), or the state itself or a state around it (0), whose transitions are
      // its holder's rows.
      func side(_ id: String) -> Int? {
        id != parallel && isInside(id, parallel) ? 1 : isInside(parallel, id) ? 0 : nil
      }
      guard let own = side(node.id) else { continue }
      for other in nodes.values {
        guard let otherSide = side(other.id) else { continue }
        for (position, candidate) in other.transitions.enumerated() {
          guard other.id != node.id || position != index,
            !events.isDisjoint(with: candidate.events)
          else { continue }
          if own != otherSide { return true }
          if otherSide == 1, let target = candidate.targets.first,
            let region = region(of: other.id, in: parallel), !isInside(target, region)
          {
            return true
          }
        }
      }
    }
    return false
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

  /// A guard that starts with `In('id')`, alone or before `&&`: the id, and the rest of the
  /// guard (empty when there is none).
  /// A guard the Swift calls as a stub (what is left of it after its `In()` conditions) returns
  /// `true` until the user writes it: a later transition of the state on one of its events (a
  /// fallback) is not taken until then. Said once per such transition.
  mutating func warnAboutAStubBeforeAFallback(
    _ transition: DesignTransition, at position: Int, of node: DesignNode
  ) {
    guard var rest = transition.guardText?[...] else { return }
    while let (_, after) = Self.leadingIn(rest) { rest = after }
    guard !rest.isEmpty, !transition.events.isEmpty else { return }
    let events = Set(transition.events)
    guard
      let fallback = node.transitions.dropFirst(position + 1).first(where: {
        !events.isDisjoint(with: $0.events)
      })
    else { return }
    let event = transition.events.first { fallback.events.contains($0) } ?? ""
    warnings.append(
      Loss(
        state: node.id, line: transition.line,
        "the guard '\(Self.commentText(String(rest)))' is a stub that returns true until you"
          + " write it: until then the transition after it on '\(event)'"
          + (fallback.line.map { " (line \($0))" } ?? "") + " is never taken"))
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

  /// An event for an XState `after` delay: `after1000ms`, `after_shortDelay`.
  static func delayEvent(_ delay: String) -> String {
    delay.allSatisfy(\.isNumber) ? "after\(delay)ms" : "after_\(delay)"
  }

  /// A duration for a delay: milliseconds (XState), a CSS time (SCXML), or a named delay the
  /// user defines. A delay of zero (after rounding to the millisecond) or too long for a
  /// `Duration` is refused: FSM's timed rows wait more than zero (found by the fuzzer:
  /// `after: {"0": …}` was written as `.milliseconds(0)`, which the macro rejects).
  mutating func duration(
    _ delay: String, scope: String, line: Int?
  ) throws(ImportError) -> String {
    var milliseconds: Double?
    if delay.allSatisfy(\.isNumber), !delay.isEmpty {
      milliseconds = Double(delay)
    }
    for (unit, scale) in [("ms", 1.0), ("s", 1000.0)]
    where milliseconds == nil && delay.hasSuffix(unit) {
      if let value = Double(delay.dropLast(unit.count)), value >= 0 {
        milliseconds = value * scale
      }
    }
    guard let milliseconds else {
      if !delays.contains(where: { $0 == (scope, delay) }) { delays.append((scope, delay)) }
      return "Self.\(SwiftNames.identifier(delay))"
    }
    let rounded = milliseconds.rounded()
    // A day of milliseconds times a million: far below `Int64`'s seconds, a round number.
    guard rounded >= 1, rounded <= 86_400_000_000_000 else {
      throw ImportError(
        line: line ?? 0, column: 0,
        "the delay '\(delay)' is \(rounded < 1 ? "zero" : "too long"): FSM's timed rows wait"
          + " between 1 ms and a million days (a transition that should happen at once is"
          + " eventless: no `after`)")
    }
    // As written when it is a whole number of its unit.
    if delay.hasSuffix("s"), !delay.hasSuffix("ms"), let seconds = Int64(delay.dropLast()) {
      return ".seconds(\(seconds))"
    }
    return ".milliseconds(\(Int64(rounded)))"
  }

  mutating func row(
    _ node: DesignNode, trigger: String?, delay: String?, target targetID: String,
    transition: DesignTransition, onlyIn: String? = nil, stays: Bool = false
  ) throws(ImportError) -> [String] {
    if !regions.isEmpty, let target = nodes[targetID] {
      let landing = target.isHistory ? targetID : try entry(targetID)
      if target.kind == .parallel || regionOf[landing] != regionOf[node.id] {
        lose(
          node,
          "a transition to '\(targetID)', outside the region '\(regionOf[node.id] ?? "")': an FSM"
            + " region moves only itself", line: transition.line)
        return []
      }
    }
    var transition = transition
    let isCompound = node.kind == .compound
    let superstate = isCompound ? superstateNames[node.id] : nil
    var arguments: [String] = []
    var form: String
    // A completion row: `done.state.<this superstate>`, or of this composite state.
    if let trigger, isCompound || held[node.id] != nil, completes(node, on: trigger) {
      // A compound state without a final child never completes (in XState and SCXML alike):
      // its completion transition never fires, and FSM refuses one (`completionWithoutFinal`);
      // nor does a parallel state one of whose regions has none.
      let completes =
        if let composite = held[node.id] {
          composite.regions.allSatisfy { region in
            region.node.kind == .final || region.node.children.contains { $0.kind == .final }
          }
        } else {
          node.children.contains(where: { $0.kind == .final })
        }
      guard completes else {
        lose(
          node,
          "the completion transition of '\(node.id)', which has no final state, so never"
            + " completes", line: transition.line)
        return []
      }
      form = "onDone"
      arguments.append(isCompound ? ".\(superstate!)" : caseReference(node.id))
      transition.guardText = transition.guardText.flatMap { withoutCompletionCondition($0, node) }
    } else if stays, let trigger {
      // A superstate's applies to its current case, as W3C's targetless transition does.
      form = "stay"
      arguments.append(isCompound ? "within: .\(superstate!)" : "in: \(caseReference(node.id))")
      arguments.append("on: .\(event(trigger))")
    } else {
      form = isCompound ? "within" : "from"
      arguments.append(isCompound ? ".\(superstate!)" : caseReference(node.id))
      if let trigger {
        arguments.append("on: .\(event(trigger))")
        if let delay {
          let duration = try duration(delay, scope: scope(of: node.id), line: transition.line)
          arguments.append("after: \(duration)")
        }
      }
    }
    let (parts, tests, rest) = stateConditions(transition.guardText, of: node)
    transition.guardText = rest
    guard let target = nodes[targetID] else {
      throw ImportError(
        line: transition.line ?? 0, column: 0, "the target '\(targetID)' names no state")
    }
    // FSM's eventless and completion rows return to a history in a machine's own table and in
    // a region's of a struct at the top, not yet in a machine whose states hold machines.
    if target.isHistory, trigger == nil || form == "onDone", !held.isEmpty {
      lose(
        node,
        "an eventless or completion transition to the history '\(targetID)' in a machine with"
          + " composite states: FSM returns to a history there on an event only",
        line: transition.line)
      return []
    }
    if target.isHistory, let owner = parents[targetID], tableOf[owner] != tableOf[node.id] {
      lose(
        node,
        "a transition to the history '\(targetID)' in another machine of the tree: FSM returns"
          + " to a history of the row's own machine", line: transition.line)
      return []
    }
    if stays {
      // No target: the row keeps the state.
    } else if target.isHistory, let owner = parents[targetID],
      let ownerName = superstateNames[owner]
    {
      arguments.append("toHistoryOf: .\(ownerName)")
    } else {
      arguments += try targetArguments(
        of: node, landing: try entry(targetID), stateOnly: trigger == nil || form == "onDone")
    }
    if let action = transition.actions.first {
      let effect = Self.caseName(
        action.name, in: &effects, byName: &effectNames, designNames: &effectDesignNames)
      arguments.append("emit: .\(effect)")
      if transition.actions.count > 1 {
        lose(
          node,
          "actions after the first on a transition (\(transition.actions.dropFirst().map(\.name).joined(separator: ", "))):"
            + " a row emits one effect", line: transition.line)
      }
    }
    var conditions: [String] = []
    if let onlyIn {
      conditions.append("state.case == \(caseReference(onlyIn))")
    }
    conditions += tests
    if let text = transition.guardText {
      conditions.append(
        "Self.\(guardName(text, row: transition.row, scope: scope(of: node.id)))(state)")
    }
    if !conditions.isEmpty {
      let test = conditions.joined(separator: " && ")
      arguments.append(
        trigger == nil || form == "onDone"
          ? "when: { state in \(test) }" : "when: { state, _ in \(test) }")
    }
    // One row per combination of the conditions' states: an `In()` of a superstate of another
    // region holds in any of its cases, which `.whenIn` names one at a time.
    let row = ".\(form)(\(arguments.joined(separator: ", ")))"
    let combinations = parts.reduce([[String]()]) { sofar, alternatives in
      sofar.flatMap { chosen in alternatives.map { chosen + [$0] } }
    }
    return combinations.map { chosen in
      chosen.isEmpty ? row : row + ".whenIn(\(chosen.joined(separator: ", ")))"
    }
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
  /// export writes on it: a final state of each of its regions (of it, for a compound state),
  /// `In('a') && (In('b') || In('c'))`, which an SCXML interpreter needs (`done.state.<id>`
  /// also matches the done events of the states inside) and an `onDone` row means. `nil` when
  /// nothing is left.
  func withoutCompletionCondition(_ text: String, _ node: DesignNode) -> String? {
    let regions = held[node.id].map { $0.regions.map(\.node) } ?? [node]
    let clauses = regions.map { region in
      let finals = region.children.filter { $0.kind == .final }.map { "In('\($0.id)')" }
      return finals.count == 1 ? finals[0] : "(" + finals.joined(separator: " || ") + ")"
    }
    let written = clauses.joined(separator: " && ")
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
    if let id = nodes.keys.sorted().first(where: { isNamed($0, by: path) }) { return id }
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2,
      let region = regions.first(where: { $0.node.key == parts[0] || $0.property == parts[0] })
    else { return text }
    return region.node.allNodes.first { Self.isLeaf($0) && caseNames[$0.id] == parts[1] }?.id
      ?? text
  }

  /// Whether `path` names the state `id` from the top: its keys, each state's on the way up
  /// named in turn, a superstate's key named or left out (the machine's `Part` leaves out
  /// superstates; a state the design nests, written as a superstate here, may be one the
  /// exporting machine held).
  func isNamed(_ id: String, by path: [String]) -> Bool {
    var left = path[...]
    var current = nodes[id]
    while let node = current, !node.id.isEmpty {
      if left.last == node.key {
        left.removeLast()
      } else if left.isEmpty, node.kind == .parallel, parents[node.id]?.isEmpty ?? true {
        // The document's top parallel state, whose regions a struct's `Part` names first.
        return true
      } else if superstateNames[node.id] == nil, node.kind != .compound {
        // A compound state may be a superstate of a table not written yet (its name is given
        // as its table is written).
        return false
      }
      current = parents[node.id].flatMap { nodes[$0] }
    }
    return left.isEmpty
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
        parts.append([".\(owner.property)(\(caseReference(id)))"])
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
        caseNames[id] != nil, tables[tableOf[node.id] ?? ""]?.isHeld != true
      {
        // The machine's own row: its value is the whole tree.
        tests.append("state.isIn(\(part(id)))")
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
      if held[parent] != nil, isInside(id, parent) { return !isInside(id, child) }
      child = parent
    }
    return false
  }

  /// The function a guard becomes: an XState guard's name, or `guard1`… for an SCXML `cond`.
  /// One function per text (and FSM row, where the export names it).
  mutating func guardName(_ text: String, row: String?, scope: String) -> String {
    if let known = guards.first(where: { $0.scope == scope && $0.text == text && $0.row == row }) {
      return known.name
    }
    let name =
      SwiftNames.isIdentifier(text) && !SwiftNames.keywords.contains(text)
        && !guards.contains(where: { $0.scope == scope && $0.name == text })
      ? text : "guard\(guards.count + 1)"
    guards.append((scope, name, text, row))
    return name
  }

  /// The type a node's guards and named delays are declared on: the machine (`""`), or its
  /// region's enum (`Region`, or `Composite.Region` inside a composite state).
  func scope(of id: String) -> String {
    tableOf[id].flatMap { tables[$0]?.scope } ?? ""
  }

  /// The activity declarations of `node`'s invocations, and the rows of their outcomes where the
  /// design gives them with the invocation (XState's `onDone` and `onError`, whose events are
  /// named after the activity: `fetchDone`, `fetchFailed`). FSM's SCXML names the events
  /// (`fsm:done`, `fsm:failed`), whose rows are the state's transitions.
  mutating func activities(of node: DesignNode) throws(ImportError) -> (
    declarations: [String], rows: [String]
  ) {
    var declarations: [String] = []
    var rows: [String] = []
    for invoke in node.invokes {
      let activity = Self.caseName(
        invoke.source, in: &activities, byName: &activityNames,
        designNames: &activityDesignNames)
      let scope =
        node.kind == .compound
        ? "within: .\(superstateNames[node.id]!)" : "in: \(caseReference(node.id))"
      var text = ".run(.\(activity), \(scope)"
      for (outcomes, label, suffix) in [
        (invoke.onDone, "done", "Done"), (invoke.onError, "failed", "Failed"),
      ] where !outcomes.isEmpty {
        let named = outcomes[0].events.first
        let outcome = event(named ?? (invoke.id ?? invoke.source) + suffix)
        text += ", \(label): .\(outcome)"
        guard named == nil else { continue }
        var unguarded = false
        for transition in outcomes {
          guard let target = transition.targets.first, !unguarded else {
            lose(
              node,
              "an \(label) transition of the activity \(activity) without a target, or"
                + " after an unguarded one", line: transition.line)
            continue
          }
          unguarded = transition.guardText == nil
          rows += try row(
            node, trigger: SwiftNames.decode(outcome), delay: nil, target: target,
            transition: transition)
        }
      }
      declarations.append(text + ")")
    }
    return (declarations, rows)
  }
}
