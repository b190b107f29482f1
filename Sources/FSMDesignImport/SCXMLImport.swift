// SCXML 1.0 → Design: the states, transitions, history, invocations and the timed events FSM
// writes (`<send delay>` on entry, cancelled on exit); every other executable content, the data
// model and scripts are reported as losses.

extension Design {
  /// The namespace of FSM's own SCXML attributes (`fsm:done`, `fsm:failed`, `fsm:row`).
  static let fsmNamespace = "https://github.com/fsm-swift/fsm/scxml"

  /// Reads an SCXML document.
  package static func scxml(_ text: String) throws(ImportError) -> Design {
    let root = try XMLReader.read(text)
    var reader = SCXMLReader()
    return try reader.design(root)
  }
}

/// Walks an `<scxml>` element into a ``Design``.
struct SCXMLReader {
  var losses: [Loss] = []
  var warnings: [Loss] = []
  /// Every id seen, for duplicates.
  var ids: [String: Int] = [:]
  /// Generated ids of states without one, counted.
  var anonymous = 0

  mutating func design(_ scxml: DocumentElement) throws(ImportError) -> Design {
    guard scxml.localName == "scxml", !scxml.hasPrefix else {
      throw ImportError(
        line: scxml.line, column: scxml.column,
        "expected <scxml> as the root element, found <\(scxml.name)>")
    }
    if let model = scxml["datamodel"], model != "null" {
      losses.append(
        Loss(
          state: nil, line: scxml.line,
          "datamodel=\"\(model)\": the data model is not imported (expressions are kept as text)"
        ))
    }
    var root = DesignNode(id: "", key: "", kind: .compound, line: scxml.line)
    root.initial = scxml["initial"].map(Self.idList) ?? []
    for child in scxml.children {
      try readChild(child, into: &root)
    }
    guard !root.children.isEmpty else {
      throw ImportError(
        line: scxml.line, column: scxml.column,
        "the document has no state: expected <state>, <parallel> or <final> in <scxml>")
    }
    var design = Design(name: scxml["name"], root: root)
    design.losses = losses
    design.warnings = warnings
    try Self.checkTargets(design)
    return design
  }

  static func idList(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .map(String.init)
  }

  /// Reads one child element of a state (or of `<scxml>`) into `node`.
  mutating func readChild(_ element: DocumentElement, into node: inout DesignNode)
    throws(ImportError)
  {
    if element.hasPrefix {
      // Another vocabulary's element (an editor's layout, `qt:editorinfo`): not behaviour.
      return
    }
    let placeID = node.id.isEmpty ? nil : node.id
    switch element.localName {
    case "state", "parallel", "final":
      node.children.append(try state(element))
    case "history":
      node.children.append(try history(element))
    case "transition":
      guard node.kind != .final else {
        throw ImportError(
          line: element.line, column: element.column, "a <final> state has no <transition>")
      }
      node.transitions.append(transition(element, in: node.id))
    case "initial":
      guard let transition = element.children.first(where: { $0.localName == "transition" }),
        let target = transition["target"]
      else {
        throw ImportError(
          line: element.line, column: element.column,
          "expected <transition target=\"…\"> in <initial>")
      }
      node.initial = Self.idList(target)
      for action in transition.children {
        loseContent(action, state: placeID, context: "in <initial>'s transition")
      }
    case "onentry":
      for action in element.children {
        if let timer = timedEvent(action) {
          node.transitions.append(timer)
        } else if let effect = effect(action) {
          node.entry.append(effect)
        } else {
          loseContent(action, state: placeID, context: "on entry")
        }
      }
    case "onexit":
      for action in element.children {
        // FSM's export cancels each timed event on exit; the timed row says it already.
        if action.localName == "cancel", let id = action["sendid"], id.hasSuffix(".after") {
          continue
        }
        if let effect = effect(action) {
          node.exit.append(effect)
        } else {
          loseContent(action, state: placeID, context: "on exit")
        }
      }
    case "invoke":
      node.invokes.append(invoke(element, in: node.id))
    case "datamodel", "script":
      if !element.children.isEmpty || !element.text.allSatisfy(\.isWhitespace)
        || element["src"] != nil
      {
        losses.append(
          Loss(
            state: placeID, line: element.line,
            "<\(element.localName)>: not imported (FSM has no data model or scripts)"))
      }
    case "donedata":
      losses.append(
        Loss(state: placeID, line: element.line, "<donedata>: the done event carries no data"))
    default:
      throw ImportError(
        line: element.line, column: element.column,
        "unexpected <\(element.name)> in \(node.id.isEmpty ? "<scxml>" : "state '\(node.id)'")")
    }
  }

  mutating func state(_ element: DocumentElement) throws(ImportError) -> DesignNode {
    let kind: DesignNode.Kind =
      switch element.localName {
      case "parallel": .parallel
      case "final": .final
      default: .atomic
      }
    let id = try claim(element)
    var node = DesignNode(id: id, key: id, kind: kind, line: element.line)
    if let initial = element["initial"] {
      node.initial = Self.idList(initial)
    }
    for child in element.children {
      try readChild(child, into: &node)
    }
    if node.kind == .atomic, node.children.contains(where: { !$0.isHistory }) {
      node.kind = .compound
    }
    if node.kind == .atomic, !node.initial.isEmpty {
      throw ImportError(
        line: element.line, column: element.column,
        "state '\(id)' has an initial but no child state")
    }
    return node
  }

  mutating func history(_ element: DocumentElement) throws(ImportError) -> DesignNode {
    let id = try claim(element)
    let deep = element["type"] == "deep"
    var node = DesignNode(id: id, key: id, kind: .history(deep: deep), line: element.line)
    if let transition = element.children.first(where: { $0.localName == "transition" }) {
      node.initial = transition["target"].map(Self.idList) ?? []
    } else {
      warnings.append(
        Loss(
          state: id, line: element.line,
          "the history has no default transition, which W3C requires: imported with its"
            + " parent's initial state as its default"))
    }
    return node
  }

  /// The element's id, or a generated one; an id used twice is an error.
  mutating func claim(_ element: DocumentElement) throws(ImportError) -> String {
    let id: String
    if let given = element["id"] {
      id = given
    } else {
      anonymous += 1
      id = "_\(element.localName)\(anonymous)"
    }
    if let first = ids[id] {
      throw ImportError(
        line: element.line, column: element.column,
        "the id '\(id)' is used twice (first on line \(first))")
    }
    ids[id] = element.line
    return id
  }

  mutating func transition(_ element: DocumentElement, in state: String) -> DesignTransition {
    var transition = DesignTransition(
      events: element["event"].map(Self.idList) ?? [], guardText: element["cond"],
      targets: element["target"].map(Self.idList) ?? [], line: element.line)
    transition.isInternal = element["type"] == "internal"
    transition.row = element.attributes.first { $0.name.hasSuffix(":row") }?.value
    for action in element.children {
      if let effect = effect(action) {
        transition.actions.append(effect)
      } else {
        loseContent(action, state: state, context: "on a transition")
      }
    }
    return transition
  }

  /// `<send event="x" delay="…"/>` to the machine itself on entry, as FSM writes a timed row's
  /// event: an eventless transition waiting `delay` (a placeholder, joined to the transitions on
  /// `x` by the planner), or `nil`. A `delayexpr` is a delay the user computes: a named delay,
  /// which becomes a function of the state entered (FSM writes one as its function's name).
  func timedEvent(_ element: DocumentElement) -> DesignTransition? {
    guard element.localName == "send", !element.hasPrefix, let event = element["event"],
      let delay = element["delay"] ?? element["delayexpr"],
      element["target"] == nil || element["target"] == "#_internal"
    else { return nil }
    var timer = DesignTransition(events: [event], delay: delay, targets: [], line: element.line)
    timer.isInternal = true
    return timer
  }

  /// `<send target="#_parent" event="x"/>`: an effect, as FSM writes one.
  func effect(_ element: DocumentElement) -> DesignAction? {
    guard element.localName == "send", !element.hasPrefix, element["target"] == "#_parent",
      let event = element["event"], element["delay"] == nil, element.children.isEmpty
    else { return nil }
    return DesignAction(name: event, line: element.line)
  }

  mutating func invoke(_ element: DocumentElement, in state: String) -> DesignInvoke {
    let source = element["src"] ?? element["id"] ?? "invoke"
    var invoke = DesignInvoke(source: source, id: element["id"], line: element.line)
    if let done = element.attributes.first(where: { $0.name.hasSuffix(":done") })?.value {
      invoke.onDone = [DesignTransition(events: [done], targets: [])]
    }
    if let failed = element.attributes.first(where: { $0.name.hasSuffix(":failed") })?.value {
      invoke.onError = [DesignTransition(events: [failed], targets: [])]
    }
    if element["type"].map({ $0 != "https://github.com/fsm-swift/fsm/activity" }) ?? false
      || element["srcexpr"] != nil || !element.children.isEmpty
    {
      losses.append(
        Loss(
          state: state, line: element.line,
          "<invoke> of another kind than FSM's activity: imported as an activity named by its src or id;"
            + " its content, parameters and finalize are not"))
    }
    return invoke
  }

  /// Reports executable content FSM does not have; an element SCXML does not have either (a
  /// misspelled `<Assign>`, which W3C's schema rejects) is a warning too.
  mutating func loseContent(_ element: DocumentElement, state: String?, context: String) {
    guard !element.hasPrefix else { return }
    losses.append(
      Loss(state: state, line: element.line, "<\(element.localName)> \(context): not imported"))
    if !Self.executableContent.contains(element.localName) {
      warnings.append(
        Loss(
          state: state, line: element.line,
          "<\(element.localName)> is not an element of SCXML: the document is not valid SCXML"))
    }
  }

  /// SCXML's executable content (W3C 4), the elements a transition, `<onentry>` or `<onexit>`
  /// may hold.
  static let executableContent: Set<String> = [
    "raise", "if", "elseif", "else", "foreach", "log", "assign", "script", "send", "cancel",
  ]

  /// Every target, initial and history default names a state of the document.
  static func checkTargets(_ design: Design) throws(ImportError) {
    let nodes = design.root.allNodes
    let known = Set(nodes.map(\.id))
    for node in nodes {
      for target in node.initial where !known.contains(target) {
        throw ImportError(
          line: node.line ?? 0, column: 0,
          "the initial state '\(target)' of \(node.id.isEmpty ? "<scxml>" : "'\(node.id)'")"
            + " is not a state of the document")
      }
      for transition in node.transitions {
        for target in transition.targets where !known.contains(target) {
          throw ImportError(
            line: transition.line ?? node.line ?? 0, column: 0,
            "the target '\(target)' of a transition of '\(node.id)' is not a state of the"
              + " document")
        }
      }
    }
  }
}
