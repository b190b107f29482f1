// A statechart as a document describes it: what the SCXML and XState readers produce and the
// Swift writer reads. Ids are the document's; nothing here is Swift yet.

/// A statechart read from a document, and what of it FSM cannot express.
package struct Design: Sendable {
  /// The document's name for the machine (SCXML `name`, XState `id`), if it has one.
  package var name: String?
  /// The document's top: a compound node (the machine) or a parallel one (a machine with
  /// regions).
  package var root: DesignNode
  /// What the document says that the Swift will not: each reported, and written as a comment
  /// where it came from.
  package var losses: [Loss] = []
  /// What the Swift says as the design does, but a user should know (a design W3C or XState
  /// would reject, a guard stub that hides a fallback): printed as warnings, an error under
  /// `--strict`.
  package var warnings: [Loss] = []
  /// How its transitions' event descriptors match events (SCXML's rule unless XState's).
  package var matching = EventMatching.tokenPrefix
  /// Whether a state's key may be a path (SCXML: an id, in which FSM's export writes the names
  /// around a state before its own, with dots: `playback.paused`); an XState key is a name alone.
  package var keysArePaths = true

  package init(name: String?, root: DesignNode) {
    self.name = name
    self.root = root
  }
}

/// A state of the document.
package struct DesignNode: Sendable {
  package enum Kind: Equatable, Sendable {
    case atomic
    case compound
    case parallel
    case final
    case history(deep: Bool)
  }

  /// The document's id of the state: unique in the document (XState: its path, or its `id`).
  package var id: String
  /// Its name among its siblings (SCXML: its id; XState: its key).
  package var key: String
  package var kind: Kind
  /// The ids of the states its default entry enters (SCXML `initial` or `<initial>`, XState
  /// `initial`); empty: its first child (SCXML's rule). A history's default targets.
  package var initial: [String] = []
  package var children: [DesignNode] = []
  package var transitions: [DesignTransition] = []
  /// Entry and exit actions, by name.
  package var entry: [DesignAction] = []
  package var exit: [DesignAction] = []
  /// Its invocations: XState `invoke`, SCXML `<invoke>`.
  package var invokes: [DesignInvoke] = []
  /// Where it is declared (SCXML: the line; XState: nil).
  package var line: Int?

  package init(id: String, key: String, kind: Kind, line: Int? = nil) {
    self.id = id
    self.key = key
    self.kind = kind
    self.line = line
  }

  /// Whether it is a history pseudo-state rather than a state.
  package var isHistory: Bool {
    if case .history = kind { return true }
    return false
  }

  /// The condition that it is complete, as FSM's SCXML export writes it on a completion
  /// transition: a final state of each of its regions (of it, for a compound state),
  /// `In('a') && (In('b') || In('c'))`; `nil` for a state without final children.
  package var completionCondition: String? {
    let regions = kind == .parallel ? children.filter { !$0.isHistory } : [self]
    var clauses: [String] = []
    for region in regions {
      let finals = region.children.filter { $0.kind == .final }.map { "In('\($0.id)')" }
      if finals.isEmpty { return nil }
      clauses.append(finals.count == 1 ? finals[0] : "(" + finals.joined(separator: " || ") + ")")
    }
    return clauses.isEmpty ? nil : clauses.joined(separator: " && ")
  }

  /// Every node of the tree below this one and itself, parents first.
  package var allNodes: [DesignNode] {
    [self] + children.flatMap(\.allNodes)
  }
}

/// A transition of the document.
package struct DesignTransition: Sendable {
  /// The event names it reacts to; empty for an eventless transition.
  package var events: [String]
  /// A delay it waits for after its state is entered (XState `after`, an SCXML `<send delay>`
  /// to itself), as written: `1000` (milliseconds), `2s`, `500ms`.
  package var delay: String?
  /// The guard as written: XState's guard name, SCXML's `cond` expression.
  package var guardText: String?
  /// The ids of its targets; empty for a targetless transition.
  package var targets: [String]
  /// SCXML `type="internal"`, XState `reenter: false` on a descendant target.
  package var isInternal = false
  package var actions: [DesignAction] = []
  package var line: Int?
  /// The FSM row it was written from (`fsm:row`, as FSM's SCXML export writes a guarded row's
  /// place: `transitions[3]`).
  package var row: String?
  /// The events it takes because a descriptor matched them (W3C's prefix, a wildcard), not as
  /// written: one a transition before it takes unguarded is left out without a report.
  package var matched: Set<String> = []

  package init(
    events: [String], delay: String? = nil, guardText: String? = nil, targets: [String],
    line: Int? = nil
  ) {
    self.events = events
    self.delay = delay
    self.guardText = guardText
    self.targets = targets
    self.line = line
  }
}

/// An action of the document, by name: what an FSM effect becomes.
package struct DesignAction: Equatable, Sendable {
  package var name: String
  package var line: Int?

  package init(name: String, line: Int? = nil) {
    self.name = name
    self.line = line
  }
}

/// An invocation: an activity its state runs while it lasts.
package struct DesignInvoke: Sendable {
  /// What it runs: XState's `src`, SCXML's `src` or `id`.
  package var source: String
  /// Its id, if the document gives one.
  package var id: String?
  /// XState `onDone` / `onError` transitions.
  package var onDone: [DesignTransition] = []
  package var onError: [DesignTransition] = []
  package var line: Int?

  package init(source: String, id: String?, line: Int? = nil) {
    self.source = source
    self.id = id
    self.line = line
  }
}

/// Something of the document that the Swift does not say: where it was, and what.
package struct Loss: Equatable, Sendable, CustomStringConvertible {
  /// The id of the state it belongs to, if any.
  package var state: String?
  package var line: Int?
  package var what: String

  package init(state: String?, line: Int?, _ what: String) {
    self.state = state
    self.line = line
    self.what = what
  }

  /// `12: <script> (state 'idle'): not imported`.
  package var description: String {
    let place = [line.map { "line \($0)" }, state.map { "state '\($0)'" }].compactMap { $0 }
    return place.isEmpty ? what : "\(place.joined(separator: ", ")): \(what)"
  }
}

/// Where each node of a design is: its parent, by id. What the stages after reading ask of the
/// tree (`DescriptorExpansion`, `ImportLayout`).
struct Ancestry {
  var parents: [String: String] = [:]
  /// The nodes by id, when made from a tree (`init(_:)`): what `domain(of:from:)` reads.
  var nodes: [String: DesignNode] = [:]

  /// Whether the node `id` is `ancestor` or inside it.
  func isInside(_ id: String, _ ancestor: String) -> Bool {
    var current: String? = id
    while let node = current {
      if node == ancestor { return true }
      current = parents[node]
    }
    return false
  }

  /// The child of `ancestor` that the node `id`, inside it, is in.
  func child(of ancestor: String, holding id: String) -> String? {
    var current = id
    while let parent = parents[current] {
      if parent == ancestor { return current }
      current = parent
    }
    return nil
  }
}

extension Ancestry {
  /// The ancestry of the nodes of the tree `root`.
  init(_ root: DesignNode) {
    func index(_ node: DesignNode) {
      nodes[node.id] = node
      for child in node.children {
        parents[child.id] = node.id
        index(child)
      }
    }
    index(root)
  }

  /// W3C's domain of `transition`, of the node `source`, in this tree: `source` itself for an
  /// internal transition of a compound state whose targets are inside it, otherwise the
  /// nearest compound state around `source` that holds every target (a history target: every
  /// state of its parent, which it may restore). `nil` when none in the tree does (the domain
  /// is above it) or the transition has no target (it exits nothing).
  func domain(of transition: DesignTransition, from source: DesignNode) -> DesignNode? {
    guard !transition.targets.isEmpty else { return nil }
    // Whether `node` holds every target: strictly inside it, or, for a history, its parent's
    // states (the parent `node` or inside it).
    func holdsTargets(_ node: DesignNode) -> Bool {
      transition.targets.allSatisfy { target in
        if nodes[target]?.isHistory == true, let parent = parents[target] {
          return isInside(parent, node.id)
        }
        return target != node.id && isInside(target, node.id)
      }
    }
    if transition.isInternal, source.kind == .compound, holdsTargets(source) {
      return source
    }
    var current = parents[source.id]
    while let id = current, let node = nodes[id] {
      if node.kind == .compound, holdsTargets(node) { return node }
      current = parents[id]
    }
    return nil
  }
}
