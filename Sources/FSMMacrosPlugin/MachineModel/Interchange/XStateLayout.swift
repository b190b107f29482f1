/// Where each node of a ``Statechart`` goes in XState: its key among its siblings, its id, the
/// child its parent enters by default, and the transient states that make a default entry go
/// where FSM goes.
///
/// - **Keys** are the names as they are, unique among siblings: a case keeps its name; a
///   superstate, a history or a transient state that would take a sibling's key gets a suffix
///   (`playing (superstate)`, `history (history)`), then a number, until it is free
///   (``uniqueKeys(_:)``). Swift keeps cases and superstates apart; an XState `states` object
///   cannot, and `JSON.parse` keeps only the last of two equal keys.
/// - **Ids** are the machine's name and the keys, joined with dots, each key with its dots and
///   backslashes escaped by a backslash, as XState's own paths escape them: unique because the
///   keys are, and a target `#id` resolves through them (XState looks the first component up
///   as the machine's id and walks the others as keys).
/// - **Default entries.** XState's `initial` names a child, which is entered with its own
///   `initial`, down to an atomic state; SCXML and FSM name the case itself, at any depth. Every
///   node that names a case (the machine's initial case, a region's, a superstate's declared
///   `initial:`) gets a way down to it: each node on the way without a case of its own names the
///   next one. Where a node on the way names another case (a superstate whose `initial:`, what a
///   shallow history of its parent enters, is not the machine's initial case), one `initial`
///   cannot serve both: the node that names the deeper case then starts in a transient atomic
///   state, keyed `(initial)`, whose eventless (`always`) transition enters the case, as SCXML's
///   `<initial>` element does. XState takes it in the same macrostep: no event, no snapshot, ever
///   shows the transient state.
struct XStateLayout {
  /// Each node's keys from the root, by its statechart id; a history's under its superstate's id
  /// followed by `history`.
  private(set) var keys: [[String]: [String]] = [:]
  /// By compound node id: the key of the child it enters by default.
  private(set) var initialKey: [[String]: String] = [:]
  /// By compound node id: its transient state, when it needs one, and the case it enters.
  private(set) var transient: [[String]: (key: String, target: [String])] = [:]
  /// The machine's id and the escaped first component of every other id.
  let machineID: String

  init(_ chart: Statechart) {
    machineID = chart.name
    var entries = DefaultEntries()
    entries.plan(chart.root)
    assignKeys(chart.root, path: [], entries: entries)
  }

  /// XState's id of the node with these keys from the root: `Player.active.playing`.
  func id(keys path: [String]) -> String {
    XStatePath.joined([machineID] + path)
  }

  /// The id of the node with this statechart id.
  func id(of node: [String]) -> String {
    id(keys: keys[node] ?? node)
  }

  private mutating func assignKeys(
    _ node: Statechart.Node, path: [String], entries: DefaultEntries
  ) {
    keys[node.id] = path
    guard !node.children.isEmpty else { return }
    // Cases claim their names first, then superstates, then the history and the transient state.
    var requests: [(preferred: String, suffix: String)] = []
    var order: [Int] = []
    for (index, child) in node.children.enumerated() where child.children.isEmpty {
      requests.append((child.key, "case"))
      order.append(index)
    }
    for (index, child) in node.children.enumerated() where !child.children.isEmpty {
      requests.append((child.key, "superstate"))
      order.append(index)
    }
    if node.history != nil {
      requests.append(("history", "history"))
    }
    let transientTarget = entries.transientTarget[node.id]
    if transientTarget != nil {
      requests.append(("(initial)", "initial"))
    }
    let assigned = Self.uniqueKeys(requests)
    var childKeys = [String](repeating: "", count: node.children.count)
    for (position, index) in order.enumerated() {
      childKeys[index] = assigned[position]
    }
    var next = order.count
    if node.history != nil {
      keys[node.id + ["history"]] = path + [assigned[next]]
      next += 1
    }
    if let transientTarget {
      transient[node.id] = (assigned[next], transientTarget)
      initialKey[node.id] = assigned[next]
    } else if let chosen = entries.chosenChild[node.id],
      let index = node.children.firstIndex(where: { $0.id == chosen })
    {
      initialKey[node.id] = childKeys[index]
    } else {
      initialKey[node.id] = childKeys[0]
    }
    for (index, child) in node.children.enumerated() {
      assignKeys(child, path: path + [childKeys[index]], entries: entries)
    }
  }

  /// Keys for one `states` object, in the order requested: each request's preferred key if no
  /// earlier request has it, else the key followed by its suffix in parentheses (`playing
  /// (superstate)`), then by a number (`playing (superstate 2)`), the first that is free. The
  /// keys returned are all different, whatever the names.
  static func uniqueKeys(_ requests: [(preferred: String, suffix: String)]) -> [String] {
    var taken: Set<String> = []
    return requests.map { request in
      var key = request.preferred
      var number = 1
      while !taken.insert(key).inserted {
        number += 1
        key = "\(request.preferred) (\(request.suffix)\(number == 2 ? "" : " \(number - 1)"))"
      }
      return key
    }
  }
}

/// The default-entry plan: for every compound node, the child it enters by default, or the case
/// its transient state enters.
private struct DefaultEntries {
  /// By node id: the case a node's default entry must reach (its own or, for a node that names
  /// none, the case of the first node above whose way passes through it).
  var reaches: [[String]: [String]] = [:]
  var chosenChild: [[String]: [String]] = [:]
  var transientTarget: [[String]: [String]] = [:]

  mutating func plan(_ root: Statechart.Node) {
    // Every node's parent, for the way from a node down to a case below it.
    var parent: [[String]: [String]] = [:]
    var compounds: [Statechart.Node] = []
    func index(_ node: Statechart.Node) {
      if node.kind == .compound {
        compounds.append(node)
        if let initial = node.initial {
          reaches[node.id] = initial
        }
      }
      for child in node.children {
        parent[child.id] = node.id
        index(child)
      }
    }
    index(root)
    // Outermost first (a pre-order walk): the machine's start claims the nodes on its way
    // before any superstate below does.
    for node in compounds {
      guard let target = node.initial else { continue }
      // The nodes from the target up to this one, exclusive.
      var way: [[String]] = []
      var current = parent[target]
      while let step = current, step != node.id {
        way.append(step)
        current = parent[step]
      }
      guard current != nil else { continue }
      way.reverse()
      if way.allSatisfy({ reaches[$0] == nil || reaches[$0] == target }) {
        for step in way where reaches[step] == nil {
          reaches[step] = target
        }
        chosenChild[node.id] = way.first ?? target
      } else {
        transientTarget[node.id] = target
      }
    }
    // A node claimed by a way above it enters the next node on that way.
    for node in compounds where chosenChild[node.id] == nil && transientTarget[node.id] == nil {
      guard let target = reaches[node.id] else { continue }
      var child = target
      while let up = parent[child], up != node.id {
        child = up
      }
      chosenChild[node.id] = child
    }
  }
}
