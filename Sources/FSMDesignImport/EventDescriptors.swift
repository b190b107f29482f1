// Event descriptors → the events they match: a stage between reading a document and writing
// Swift, on the `Design` alone (the Importing a Design article, "Event descriptors").

/// How a document matches a transition's event descriptor to an event.
package enum EventMatching: Sendable {
  /// SCXML (W3C 3.12.1): a descriptor matches every event whose dot-separated tokens start with
  /// its own (`done` matches `done.state.active`, `press` matches `press.long`); `foo.*` and
  /// `foo.` are `foo`; `*` matches every event.
  case tokenPrefix
  /// XState: a descriptor matches its event alone, unless it is `*` or ends with `.*` (then as
  /// SCXML does); a state's exact descriptor wins over its wildcards, and a longer wildcard over
  /// a shorter one.
  case exactOrWildcard
}

extension Design {
  /// The design with each transition's descriptors replaced by the events of the design they
  /// match, in order: the names its transitions give as plain descriptors, the outcomes of its
  /// activities, and the completion event (`done.state.<id>`) of each state that can complete. A
  /// completion of a state inside the transition's state is taken there (moved onto that
  /// state, as an FSM completion row is written); what FSM cannot take is reported.
  func expandingDescriptors() -> Design {
    var expansion = DescriptorExpansion(self)
    var design = self
    design.root = expansion.expand(root)
    for (id, added) in expansion.moved {
      design.root.appendTransitions(added, to: id)
    }
    design.losses += expansion.losses
    return design
  }
}

extension DesignNode {
  mutating func appendTransitions(_ added: [DesignTransition], to id: String) {
    if self.id == id {
      transitions += added
      return
    }
    for index in children.indices {
      children[index].appendTransitions(added, to: id)
    }
  }
}

struct DescriptorExpansion {
  let matching: EventMatching
  /// The design's events, in the order first named.
  var events: [String] = []
  /// The state whose completion each completion event is.
  var completing: [String: String] = [:]
  var ancestry = Ancestry()
  var kinds: [String: DesignNode.Kind] = [:]
  /// Transitions taken on another state than they are written on (a completion of a state
  /// inside theirs), by that state's id.
  var moved: [(String, [DesignTransition])] = []
  var losses: [Loss] = []

  init(_ design: Design) {
    matching = design.matching
    var seen: Set<String> = []
    func add(_ event: String) {
      if seen.insert(event).inserted { events.append(event) }
    }
    for node in design.root.allNodes {
      kinds[node.id] = node.kind
      for child in node.children { ancestry.parents[child.id] = node.id }
      let transitions =
        node.transitions + node.invokes.flatMap { $0.onDone + $0.onError }
      for transition in transitions {
        for descriptor in transition.events where !Self.isWildcard(descriptor) {
          add(Self.trimmed(descriptor))
        }
      }
      if Self.canComplete(node) {
        let event = "done.state." + node.id
        add(event)
        completing[event] = node.id
      }
    }
  }

  /// A compound state with a final child; a parallel state each of whose regions is final or
  /// has one.
  static func canComplete(_ node: DesignNode) -> Bool {
    switch node.kind {
    case .compound:
      return node.children.contains { $0.kind == .final }
    case .parallel:
      let regions = node.children.filter { !$0.isHistory }
      return !regions.isEmpty
        && regions.allSatisfy { region in
          region.kind == .final || region.children.contains { $0.kind == .final }
        }
    default:
      return false
    }
  }

  static func isWildcard(_ descriptor: String) -> Bool {
    descriptor == "*" || descriptor.hasSuffix(".*")
  }

  /// `foo.*` and `foo.` are `foo`.
  static func trimmed(_ descriptor: String) -> String {
    var text = Substring(descriptor)
    if text.hasSuffix(".*") { text = text.dropLast(2) }
    while text.hasSuffix(".") { text = text.dropLast() }
    return String(text)
  }

  func matches(_ descriptor: String, _ event: String) -> Bool {
    if descriptor == "*" { return true }
    if matching == .exactOrWildcard, !Self.isWildcard(descriptor) { return descriptor == event }
    let prefix = Self.trimmed(descriptor)
    return event == prefix || event.hasPrefix(prefix + ".")
  }

  func isInside(_ id: String, _ ancestor: String) -> Bool {
    ancestry.isInside(id, ancestor)
  }

  /// Whether the states `a` and `b` are in two regions of one parallel state (so active
  /// together).
  func runBeside(_ a: String, _ b: String) -> Bool {
    var current = ancestry.parents[a]
    while let id = current {
      if kinds[id] == .parallel, isInside(b, id), !isInside(b, a) {
        return ancestry.child(of: id, holding: a) != ancestry.child(of: id, holding: b)
      }
      current = ancestry.parents[id]
    }
    return false
  }

  mutating func expand(_ node: DesignNode) -> DesignNode {
    var node = node
    node.children = node.children.map { expand($0) }
    let exact = Set(node.transitions.flatMap(\.events).filter { !Self.isWildcard($0) })
    let wildcards = node.transitions.flatMap(\.events).filter(Self.isWildcard)
    var kept: [DesignTransition] = []
    // The completions of the states inside that a transition doing nothing takes (FSM's SCXML
    // export writes one before a state's completion, which `done.state.<id>` would otherwise
    // also take): no later transition of this state takes them, and it is not imported.
    var consumed: Set<String> = []
    for transition in node.transitions {
      if takesInnerCompletionsOnly(transition, of: node) {
        consumed.formUnion(
          events.filter { event in transition.events.contains { matches($0, event) } })
        continue
      }
      var taken: [String] = []
      var matched: Set<String> = []
      var movedHere: [(String, DesignTransition)] = []
      let takesCompletionOnly = Self.takesCompletionOnly(transition, of: node)
      for descriptor in transition.events {
        var found = false
        for event in events where matches(descriptor, event) {
          // Matched, if only to be left to another transition: nothing to report.
          found = true
          if consumed.contains(event) { continue }
          let literal = !Self.isWildcard(descriptor) && Self.trimmed(descriptor) == event
          if !literal, takesCompletionOnly { continue }
          if !literal, matching == .exactOrWildcard {
            // XState: the state's exact descriptor wins, then its longest wildcard; its done
            // events are `onDone`'s alone.
            if exact.contains(event) || completing[event] != nil { continue }
            if wildcards.contains(where: {
              $0.count > descriptor.count && matches($0, event)
            }) {
              continue
            }
          }
          if let state = completing[event], state != node.id {
            route(
              transition, event: event, of: state, on: node, literal: literal,
              descriptor: descriptor, into: &movedHere, taken: &taken)
            continue
          }
          if !taken.contains(event) {
            taken.append(event)
            if !literal { matched.insert(event) }
          }
        }
        if !found {
          if Self.isWildcard(descriptor) {
            losses.append(
              Loss(
                state: node.id, line: transition.line,
                "the event descriptor '\(descriptor)' matches no event of the design: not"
                  + " imported"))
          } else {
            // A plain descriptor names its own event (kept by XState's rule too).
            taken.append(descriptor)
          }
        }
      }
      for (state, transition) in movedHere {
        moved.append((state, [transition]))
      }
      // A transition whose every event was taken elsewhere is not kept: an empty list would
      // make it eventless.
      guard !taken.isEmpty || transition.events.isEmpty else { continue }
      var expanded = transition
      expanded.events = taken
      expanded.matched = matched
      kept.append(expanded)
    }
    node.transitions = kept
    return node
  }

  /// Whether `transition` does nothing but take done events of states inside `node`: no target,
  /// guard, delay or action, each descriptor `done.state.` and the id of such a state.
  func takesInnerCompletionsOnly(_ transition: DesignTransition, of node: DesignNode) -> Bool {
    guard transition.targets.isEmpty, transition.guardText == nil, transition.delay == nil,
      transition.actions.isEmpty, !transition.events.isEmpty
    else { return false }
    return transition.events.allSatisfy { descriptor in
      guard descriptor.hasPrefix("done.state.") else { return false }
      let state = String(descriptor.dropFirst("done.state.".count))
      return kinds[state] != nil && state != node.id && isInside(state, node.id)
    }
  }

  /// Whether `transition` is `node`'s completion on the condition that `node` is complete
  /// (``DesignNode/completionCondition``), as FSM's SCXML export writes a completion row: the
  /// completions of the states inside that its descriptor also matches (`done.state.p` matches
  /// `done.state.p.region`) are not its own (the export takes them first, with a transition
  /// doing nothing), so it is `node`'s completion row alone, as XState's `onDone` is.
  static func takesCompletionOnly(_ transition: DesignTransition, of node: DesignNode) -> Bool {
    guard transition.events == ["done.state." + node.id], let text = transition.guardText,
      let condition = node.completionCondition
    else { return false }
    return text == condition || text.hasPrefix(condition + " && ")
  }

  /// A completion event of `state` (not `node`) that `transition` on `node` takes: taken on
  /// `state` when it is inside `node` and the target outside `node` (W3C's exits and entries are
  /// then the same as from `state`); kept as written when written so on a state inside the
  /// completed one (FSM's export does; the writer reads it); otherwise reported where the two
  /// can be active together, and left out where they cannot.
  mutating func route(
    _ transition: DesignTransition, event: String, of state: String, on node: DesignNode,
    literal: Bool, descriptor: String, into movedHere: inout [(String, DesignTransition)],
    taken: inout [String]
  ) {
    if isInside(state, node.id) {
      let leaves =
        !transition.targets.isEmpty
        && transition.targets.allSatisfy { !isInside($0, node.id) }
      guard leaves else {
        losses.append(
          Loss(
            state: node.id, line: transition.line,
            "the transition on '\(descriptor)' takes the completion of '\(state)', inside"
              + " '\(node.id)', to a state inside '\(node.id)' (or none): it would exit and enter"
              + " '\(node.id)', which an FSM completion row of '\(state)' does not"))
        return
      }
      var onState = transition
      onState.events = [event]
      onState.matched = literal ? [] : [event]
      if !movedHere.contains(where: { $0.0 == state }) { movedHere.append((state, onState)) }
    } else if literal {
      // Written on a state inside the completed one (FSM's export): the writer's.
      if !taken.contains(event) { taken.append(event) }
    } else if isInside(node.id, state) && kinds[state] == .parallel || runBeside(node.id, state) {
      losses.append(
        Loss(
          state: node.id, line: transition.line,
          "the event descriptor '\(descriptor)' also matches the completion of '\(state)',"
            + " which '\(node.id)' can be in or beside: not imported"))
    }
  }
}
