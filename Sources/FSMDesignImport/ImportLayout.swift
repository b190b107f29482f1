// The plan's first stage: the shape of the Swift for a design, given before any row. Which enums
// the machine is (its own, or one per region of a struct, then those the composite states hold),
// each enum's cases and superstates and their Swift names, the structs of regions. A value:
// nothing changes it after `init(design:options:)`, and the questions the rows ask of the shape
// are answered by it (`ImportLayout+Queries.swift`). `ImportPlanner` then plans the rows, and
// `SwiftWriter` writes the text.

struct ImportLayout {
  let design: Design
  let options: WriterOptions
  /// The machine's type name.
  let name: String
  /// The design's root as the Swift holds it: with the id `""`, and a parallel machine whose
  /// regions hold parallel states held by a state of its own (`holdingTopParallel(_:named:)`).
  let root: DesignNode
  /// What the design says and the Swift does not: the design's own, then the shape's.
  private(set) var lost: LossReport
  /// Every node by design id, and its parent's id.
  private(set) var nodes: [String: DesignNode] = [:]
  private(set) var parents: [String: String] = [:]
  /// Swift names of cases and superstates, by design id.
  private(set) var caseNames: [String: String] = [:]
  private(set) var superstateNames: [String: String] = [:]
  /// Machines with regions: the region each node is in, by design id (the region's id), and
  /// each region's property and enum names. Empty for a machine without regions.
  private(set) var regionOf: [String: String] = [:]
  private(set) var regions: [Region] = []
  typealias Region = (node: DesignNode, property: String, type: String)
  /// The Swift names of the design's events, which a region's property cannot have.
  private(set) var eventIdentifiers: Set<String> = []
  /// The enums, in the order they are written: the machine's (or one per region), then those the
  /// composite states hold, outermost first.
  private(set) var parts: [EnumPart] = []
  /// Every enum, by the id of its top.
  private(set) var tables: [String: EnumPart] = [:]
  /// The nodes that are the top of a Swift enum, not a superstate: the machine (`""`), the
  /// parallel state of a machine with regions, and each region that is not a superstate too.
  private(set) var tops: Set<String> = [""]
  /// The parallel state whose regions are the struct at the top, if the machine is one.
  private(set) var topParallel: String?
  /// The parallel states inside states, by id: each a `@Composite` case of its enum, holding a
  /// `@Submachine` struct of region enums.
  private(set) var held: [String: HeldParallel] = [:]
  /// The enum each node is a case or a superstate of, by design id: the id of that enum's top
  /// (the machine's `""`, or a region's). A parallel state inside a state is its holder's case.
  private(set) var tableOf: [String: String] = [:]

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
    /// Its cases (a parallel state inside a state among them), and its superstates.
    var leaves: [DesignNode] = []
    var compounds: [DesignNode] = []
  }

  init(design: Design, options: WriterOptions) throws(ImportError) {
    self.design = design
    self.options = options
    lost = LossReport(design.losses)
    var root = design.root
    root.id = ""
    root = Self.holdingTopParallel(root, named: design.name)
    // The machine's id is `""`: a state with an empty id (SCXML's `id=""`, an XState key `""`)
    // would be its own parent, and every walk up its parents would never end (found by the
    // fuzzer: a struct without a name, exported as `<parallel id="">`, hung the import).
    if let empty = root.allNodes.dropFirst().first(where: { $0.id.isEmpty }) {
      throw ImportError(
        line: empty.line ?? 0, column: 0, "a state has an empty id, which no state may have")
    }
    self.root = root
    name = Self.typeName(options.name ?? design.name ?? "ImportedMachine")
    index(root, parent: nil)
    // The events' names first: no region's property is named like one (`regionNames`).
    for node in root.allNodes {
      for transition in node.transitions {
        for event in transition.events { eventIdentifiers.insert(SwiftNames.readable(event)) }
      }
    }
    var usedTypes: Set<String> = [name]
    try layOutTop(usedTypes: &usedTypes)
    try layOutCompositeStates(usedTypes: &usedTypes)
    try nameStates()
    tables = Dictionary(parts.map { ($0.top.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The enum at the top: the machine's, or one per region of a struct of regions (a parallel
  /// machine, or a document whose only state is a parallel state).
  private mutating func layOutTop(usedTypes: inout Set<String>) throws(ImportError) {
    if let parallel = Self.regionParent(root) {
      topParallel = parallel.id
      tops.insert(parallel.id)
      regions = try regionNames(parallel, usedTypes: &usedTypes)
      for region in regions {
        for node in region.node.allNodes { regionOf[node.id] = region.node.id }
        markTop(region.node)
      }
      // Nothing of the parallel state's own to lose: it has none (`keepsToItsRegions(_:)`).
      for region in regions {
        parts.append(
          EnumPart(
            top: region.node, type: region.type, scope: region.type, property: region.property))
      }
    } else {
      parts.append(EnumPart(top: root, type: name))
    }
  }

  /// The parallel states inside states, outermost first: each a composite case of its enum,
  /// each of its regions an enum of its own, nested in the struct the case holds.
  private mutating func layOutCompositeStates(usedTypes: inout Set<String>) throws(ImportError) {
    var next = 0
    while next < parts.count {
      let holder = parts[next]
      next += 1
      // A region that is itself a parallel state is its enum's one case, a composite state.
      let own = holder.property != nil && holder.top.kind == .parallel ? [holder.top] : []
      for node in own + nodes(of: holder.top)
      where node.kind == .parallel && node.id != topParallel {
        // Not named like a case of the enum holding it, which keeps the design's name.
        let caseKeys = Set(nodes(of: holder.top).map { SwiftNames.identifier(nameKey($0)) })
        var type = Self.typeName(nameKey(node))
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
  }

  /// Each enum's cases and superstates, and their Swift names.
  private mutating func nameStates() throws(ImportError) {
    for part in parts {
      for node in [part.top] + nodes(of: part.top) { tableOf[node.id] = part.top.id }
    }
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
  }

  static func isLeaf(_ node: DesignNode) -> Bool {
    node.kind == .atomic || node.kind == .final
  }

  /// Whether the node is a case of its enum: a leaf, or a parallel state inside a state.
  func isCase(_ node: DesignNode) -> Bool {
    Self.isLeaf(node) || (node.kind == .parallel && node.id != topParallel)
  }

  private mutating func index(_ node: DesignNode, parent: String?) {
    nodes[node.id] = node
    if let parent { parents[node.id] = parent }
    for child in node.children { index(child, parent: node.id) }
  }

  /// The parallel state whose children are the machine's regions: the top (XState's
  /// `type: "parallel"` machine), or the only state of an SCXML document, when nothing is lost
  /// by a struct of regions (`keepsToItsRegions(_:)`); otherwise the machine is an enum holding
  /// it (`holdingTopParallel(_:named:)`), whose rows can leave it and enter it again. A
  /// parallel state anywhere else is a composite state of its enum (`@Composite`).
  static func regionParent(_ root: DesignNode) -> DesignNode? {
    let states = root.children.filter { !$0.isHistory }
    let top: DesignNode? =
      root.kind == .parallel
      ? root : (states.count == 1 && states[0].kind == .parallel ? states[0] : nil)
    if let top, !keepsToItsRegions(top) {
      return nil
    }
    return top
  }

  /// Whether a parallel state at the top is, as a struct of regions, all that the design says:
  /// it has no transitions, actions, invocations or history of its own (the struct has no
  /// rows around it), and every transition inside exits and enters states of its own region
  /// only (a region of the struct moves only itself).
  ///
  /// That is W3C's domain of the transition, the nearest compound state around its source that
  /// holds its targets (a history's: the states of its parent), which must be the region or a
  /// state inside it. A parallel state is never a domain: a transition to the region itself, or
  /// between two regions of a parallel state inside it, exits the whole parallel state at the
  /// top and enters it again (every other region back at its initial state), which a state
  /// holding it does.
  static func keepsToItsRegions(_ parallel: DesignNode) -> Bool {
    guard parallel.transitions.isEmpty, parallel.entry.isEmpty, parallel.exit.isEmpty,
      parallel.invokes.isEmpty, !parallel.children.contains(where: \.isHistory)
    else { return false }
    let ancestry = Ancestry(parallel)
    return parallel.children.allSatisfy { region in
      let ids = Set(region.allNodes.map(\.id))
      return region.allNodes.allSatisfy { node in
        node.transitions.allSatisfy { transition in
          guard !transition.targets.isEmpty else { return true }
          guard transition.targets.allSatisfy(ids.contains) else { return false }
          return ancestry.domain(of: transition, from: node).map { ids.contains($0.id) } ?? false
        }
      }
    }
  }

  /// A parallel machine (XState's `type: "parallel"`) that a struct of regions would not say
  /// all of (`keepsToItsRegions(_:)`), as the only state of a compound one: the enum holds it
  /// as its one composite state, named after the machine, every state inside keeping its id.
  /// Any other root as it is.
  static func holdingTopParallel(_ root: DesignNode, named name: String?) -> DesignNode {
    guard root.kind == .parallel, !keepsToItsRegions(root) else { return root }
    let ids = Set(root.allNodes.map(\.id))
    // Named after the machine (XState's `id`), as an SCXML document whose one state is the
    // parallel state names it (FSM's export writes `<parallel id="Dockyard">` in the document
    // named `Dockyard`): so both documents import as the same Swift.
    var key = SwiftNames.identifier(root.key.isEmpty ? name ?? "running" : root.key)
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
      var property = SwiftNames.identifier(nameKey(region))
      if let first = property.first, first.isUppercase {
        property = first.lowercased() + property.dropFirst()
      }
      while Self.reservedRegionProperties.contains(property)
        || eventIdentifiers.contains(property) || usedProperties.contains(property)
      {
        property += "Region"
      }
      usedProperties.insert(property)
      var type = Self.typeName(nameKey(region))
      while Self.reservedCaseNames.contains(type) || usedTypes.contains(type) {
        type += "Region"
      }
      usedTypes.insert(type)
      result.append((region, property, type))
    }
    return result
  }

  /// Makes `region` the top of its enum unless the design gives it rows, a history or an activity:
  /// then it is a superstate of its enum, named like its property.
  private mutating func markTop(_ region: DesignNode) {
    if region.kind != .compound
      || (region.transitions.isEmpty && !region.children.contains(where: \.isHistory)
        && region.invokes.isEmpty)
    {
      tops.insert(region.id)
    }
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
}

/// What a design says and the Swift does not: each loss, and the comment it becomes beside its
/// state in the Swift (by design id; `""` for the machine). The layout reports into it first,
/// then the planner.
struct LossReport {
  private(set) var losses: [Loss]
  private(set) var notes: [String: [String]] = [:]

  init(_ losses: [Loss]) {
    self.losses = losses
  }

  mutating func lose(_ node: DesignNode?, _ what: String, line: Int? = nil) {
    // The machine's own (id `""`) is said without a state.
    let state = node.flatMap { $0.id.isEmpty ? nil : $0.id }
    losses.append(Loss(state: state, line: line ?? node?.line, what))
    notes[node?.id ?? "", default: []].append("Not imported: \(what)")
  }
}
