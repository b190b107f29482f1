// XState machine config (JSON, as Stately Studio and XState v5 export it, with the v4 forms found
// in the wild) → Design. A node's id in the design is its path of keys from the root, joined by
// dots (a key's own dots and backslashes escaped by a backslash, as XState's paths escape them).

extension Design {
  /// Reads an XState machine config.
  package static func xstate(_ text: String) throws(ImportError) -> Design {
    let json = try JSONReader.read(text)
    var reader = XStateReader()
    return try reader.design(json)
  }
}

struct XStateReader {
  var losses: [Loss] = []
  var warnings: [Loss] = []
  /// Every node's design id by XState id (explicit `id`, or the machine id and the path).
  var byXStateID: [String: String] = [:]
  /// Every node's design id by its path of keys.
  var paths: [[String]: String] = [:]
  var machineID = "(machine)"
  /// Targets to resolve once every node is known: the node, the transition's place, the text.
  var pending: [(node: String, parentPath: [String], path: [String], target: String)] = []

  static func fail(_ message: String) -> ImportError {
    ImportError(line: 0, column: 0, message)
  }

  mutating func design(_ json: JSONValue) throws(ImportError) -> Design {
    guard case .object = json else {
      throw Self.fail("expected the machine config, a JSON object, found \(json.kind)")
    }
    // Stately and `createMachine` exports sometimes wrap the config: `{"machine": {...}}`.
    let config = json["states"] == nil ? (json["machine"] ?? json["config"] ?? json) : json
    guard config["states"] != nil else {
      throw Self.fail("expected \"states\" in the machine config: a machine has at least one state")
    }
    if let id = config["id"]?.string { machineID = id }
    if config["context"] != nil {
      losses.append(
        Loss(state: nil, line: nil, "\"context\": the machine's data is not imported"))
    }
    var root = try node(config, key: "", path: [], parentPath: nil)
    if root.kind == .atomic || root.kind == .final {
      throw Self.fail("the machine has no states")
    }
    try resolve(&root)
    var references: [String: Int] = [:]
    for node in root.allNodes {
      let transitions = node.transitions + node.invokes.flatMap { $0.onDone + $0.onError }
      for id in node.initial + transitions.flatMap(\.targets) { references[id, default: 0] += 1 }
    }
    Self.collapseInitialStates(&root, references: references)
    var design = Design(name: config["id"]?.string, root: root)
    design.matching = .exactOrWildcard
    design.keysArePaths = false
    design.losses = losses
    design.warnings = warnings
    return design
  }

  /// FSM's export writes a default entry deeper than a child (`initial` names children only)
  /// as a child keyed `(initial)` whose one eventless transition, unguarded and without actions,
  /// enters it: read back as the default entry it stands for, as SCXML's `initial="c6"` is, so
  /// that the machine imports as the same Swift from both documents. A state so keyed that
  /// anything but its parent's `initial` names (`references`, by id: a transition, a history's
  /// default, another `initial`), or that does more, is a state of the design.
  static func collapseInitialStates(_ node: inout DesignNode, references: [String: Int]) {
    if node.kind == .compound,
      let index = node.children.firstIndex(where: { $0.key == "(initial)" }),
      case let pseudo = node.children[index],
      pseudo.kind == .atomic, pseudo.children.isEmpty, node.initial == [pseudo.id],
      references[pseudo.id] == 1, pseudo.entry.isEmpty, pseudo.exit.isEmpty,
      pseudo.invokes.isEmpty, pseudo.transitions.count == 1,
      case let entry = pseudo.transitions[0],
      entry.events.isEmpty, entry.delay == nil, entry.guardText == nil, entry.actions.isEmpty,
      entry.targets.count == 1
    {
      node.children.remove(at: index)
      node.initial = entry.targets
    }
    for index in node.children.indices {
      collapseInitialStates(&node.children[index], references: references)
    }
  }

  static func designID(_ path: [String]) -> String {
    XStatePath.joined(path)
  }

  /// The state at `path` (the machine at `[]`), and the states inside it.
  mutating func node(_ json: JSONValue, key: String, path: [String], parentPath: [String]?)
    throws(ImportError) -> DesignNode
  {
    let id = Self.designID(path)
    let label = path.isEmpty ? "the machine" : "state '\(id)'"
    guard case .object(let members) = json else {
      throw Self.fail("expected \(label) to be an object, found \(json.kind)")
    }
    paths[path] = id
    let defaultID = XStatePath.joined([machineID] + path)
    byXStateID[defaultID] = id
    if let explicit = json["id"]?.string, !path.isEmpty {
      if let other = byXStateID[explicit], other != id {
        throw Self.fail("the id '\(explicit)' is used by '\(other)' and '\(id)'")
      }
      byXStateID[explicit] = id
    }
    var node = DesignNode(id: id, key: key, kind: try Self.kind(of: json, label: label))
    if case .history = node.kind {
      if let target = json["target"] {
        for text in try targets(target, label: label) {
          pending.append((id, parentPath ?? [], path, text))
          node.initial.append(text)
        }
      }
      return node
    }
    if let states = json["states"] {
      guard case .object(let children) = states else {
        throw Self.fail("\(label): expected \"states\" to be an object, found \(states.kind)")
      }
      var seen: Set<String> = []
      for (childKey, child) in children {
        guard seen.insert(childKey).inserted else {
          throw Self.fail("\(label): the state '\(childKey)' is declared twice")
        }
        node.children.append(
          try self.node(child, key: childKey, path: path + [childKey], parentPath: path))
      }
      if node.kind == .atomic, !node.children.isEmpty { node.kind = .compound }
    }
    if let initial = json["initial"] {
      node.initial = try initialTargets(initial, of: node, path: path, label: label)
    }
    for (member, value) in members {
      try read(member, value, into: &node, path: path, parentPath: parentPath, label: label)
    }
    return node
  }

  /// A state's kind: its `type`, or XState v4's `history` without one.
  static func kind(of json: JSONValue, label: String) throws(ImportError) -> DesignNode.Kind {
    var kind: DesignNode.Kind
    switch json["type"]?.string {
    case "parallel": kind = .parallel
    case "final": kind = .final
    case "history":
      kind = .history(deep: json["history"]?.string == "deep")
    case "atomic", "compound", nil: kind = .atomic
    case let other?:
      throw Self.fail(
        "\(label): unknown type '\(other)' (expected atomic, compound, parallel,"
          + " final or history)")
    }
    // XState v4 tests: `{"history": true}` or `"history": "deep"` without a type.
    if json["type"] == nil, let history = json["history"] {
      kind = .history(deep: history.string == "deep")
    }
    return kind
  }

  /// A compound state's `initial`: a child's key, or (a machine's `definition`, as FSM's export
  /// writes it) an initial transition, whose targets are children's keys or `#id`s.
  mutating func initialTargets(
    _ initial: JSONValue, of node: DesignNode, path: [String], label: String
  ) throws(ImportError) -> [String] {
    if let text = initial.string {
      guard node.children.contains(where: { $0.key == text }) else {
        throw Self.fail("\(label): its initial '\(text)' is not one of its states")
      }
      return [Self.designID(path + [text])]
    }
    guard case .object = initial, let target = initial["target"] else {
      throw Self.fail(
        "\(label): expected \"initial\" to be a key or a transition, found \(initial.kind)")
    }
    let targets = try targets(target, label: label)
    for text in targets {
      pending.append((node.id, path, path, text))
    }
    return targets
  }

  /// One member of a state's config: its transitions (`on`, `always`, `after`, `onDone`), its
  /// actions and invocations; what FSM does not hold is reported, what says nothing to it
  /// skipped.
  mutating func read(
    _ member: String, _ value: JSONValue, into node: inout DesignNode, path: [String],
    parentPath: [String]?, label: String
  ) throws(ImportError) {
    let id = node.id
    switch member {
    case "on":
      guard case .object(let events) = value else {
        throw Self.fail("\(label): expected \"on\" to be an object, found \(value.kind)")
      }
      for (event, config) in events {
        if event.isEmpty {
          warnings.append(
            Loss(
              state: id.isEmpty ? nil : id, line: nil,
              "\"on\": {\"\": …} is XState 4's eventless transition, which XState 5 rejects:"
                + " imported as an eventless row (XState 5 writes \"always\")"))
        }
        // v4: `""` is an eventless transition; `*` and `foo.*` are descriptors, expanded to
        // the events they match (`EventMatching.exactOrWildcard`).
        node.transitions += try transitions(
          config, events: event.isEmpty ? [] : [event], in: path, parentPath: parentPath,
          label: label)
      }
    case "always":
      node.transitions += try transitions(
        value, events: [], in: path, parentPath: parentPath, label: label)
    case "after":
      guard case .object(let delays) = value else {
        throw Self.fail("\(label): expected \"after\" to be an object, found \(value.kind)")
      }
      for (delay, config) in delays {
        try readDelayed(
          delay, config, into: &node, path: path, parentPath: parentPath, label: label)
      }
    case "onDone":
      node.transitions += try transitions(
        value, events: ["done.state." + id], in: path, parentPath: parentPath, label: label)
    case "entry": node.entry = try actions(value, label: label)
    case "exit": node.exit = try actions(value, label: label)
    case "invoke":
      let list: [JSONValue]
      if case .array(let elements) = value { list = elements } else { list = [value] }
      for element in list {
        node.invokes.append(
          try invoke(element, in: path, parentPath: parentPath, label: label))
      }
    case "context" where !path.isEmpty, "tags", "meta", "description", "id", "type", "initial",
      "states", "history", "target", "predictableActionArguments", "preserveActionOrder",
      "version", "schemaVersion", "context", "output", "data", "key", "order":
      break
    default:
      losses.append(Loss(state: id.isEmpty ? nil : id, line: nil, "\"\(member)\": not imported"))
    }
  }

  /// The transitions of one `after` delay. FSM's export names a timed row's event (`eventType`)
  /// and writes the row under `on` too: one row again, timed.
  mutating func readDelayed(
    _ delay: String, _ config: JSONValue, into node: inout DesignNode, path: [String],
    parentPath: [String]?, label: String
  ) throws(ImportError) {
    var timed = try transitions(
      config, events: [], in: path, parentPath: parentPath, label: label)
    let configs: [JSONValue]
    if case .array(let elements) = config { configs = elements } else { configs = [config] }
    for index in timed.indices {
      timed[index].delay = delay
      guard index < configs.count, let event = configs[index]["eventType"]?.string,
        !event.isEmpty
      else { continue }
      timed[index].events = [event]
    }
    for transition in timed {
      if let twin = node.transitions.firstIndex(where: {
        $0.delay == nil && $0.events == transition.events && !transition.events.isEmpty
          && $0.targets == transition.targets && $0.guardText == transition.guardText
      }) {
        node.transitions[twin].delay = transition.delay
      } else {
        node.transitions.append(transition)
      }
    }
  }

  /// Transitions from a transition config: a target string, an object, or an array of either.
  mutating func transitions(
    _ json: JSONValue, events: [String], in path: [String], parentPath: [String]?, label: String
  ) throws(ImportError) -> [DesignTransition] {
    let id = Self.designID(path)
    switch json {
    case .array(let elements):
      var result: [DesignTransition] = []
      for element in elements {
        result += try transitions(
          element, events: events, in: path, parentPath: parentPath, label: label)
      }
      return result
    case .string(let target):
      pending.append((id, parentPath ?? [], path, target))
      // As an object without `reenter` (v5's default; v4's for a child, `.child`): a target
      // inside the state keeps it.
      var transition = DesignTransition(events: events, targets: [target])
      transition.isInternal = true
      return [transition]
    case .null:
      return [DesignTransition(events: events, targets: [])]
    case .object:
      var transition = DesignTransition(events: events, targets: [])
      if let target = json["target"] {
        transition.targets = try targets(target, label: label)
        for text in transition.targets {
          pending.append((id, parentPath ?? [], path, text))
        }
      }
      if let guardValue = json["guard"] ?? json["cond"] {
        transition.guardText = guardValue.string ?? guardValue["type"]?.string
        if transition.guardText == nil {
          throw Self.fail("\(label): expected a guard's name, found \(guardValue.kind)")
        }
        // FSM's export names the guarded row in the guard's parameters.
        transition.row = guardValue["params"]?["row"]?.string
      }
      if let actions = json["actions"] {
        transition.actions = try self.actions(actions, label: label)
      }
      // v5 `reenter: false` (the default) and v4 `internal: true` keep a target inside.
      transition.isInternal =
        json["reenter"] != .bool(true) && json["internal"] != .bool(false)
      return [transition]
    default:
      throw Self.fail(
        "\(label): expected a transition (a target, an object or an array), found"
          + " \(json.kind)")
    }
  }

  func targets(_ json: JSONValue, label: String) throws(ImportError) -> [String] {
    switch json {
    case .string(let text): return [text]
    case .array(let elements):
      var result: [String] = []
      for element in elements {
        guard let text = element.string else {
          throw Self.fail("\(label): expected a target string, found \(element.kind)")
        }
        result.append(text)
      }
      return result
    default:
      throw Self.fail("\(label): expected a target (a string or an array), found \(json.kind)")
    }
  }

  func actions(_ json: JSONValue, label: String) throws(ImportError) -> [DesignAction] {
    switch json {
    case .string(let name): return [DesignAction(name: name)]
    case .object:
      guard let name = json["type"]?.string else {
        throw Self.fail("\(label): expected an action's \"type\"")
      }
      return [DesignAction(name: name)]
    case .array(let elements):
      var result: [DesignAction] = []
      for element in elements { result += try actions(element, label: label) }
      return result
    default:
      throw Self.fail(
        "\(label): expected an action (a name, an object or an array), found"
          + " \(json.kind)")
    }
  }

  mutating func invoke(
    _ json: JSONValue, in path: [String], parentPath: [String]?, label: String
  ) throws(ImportError) -> DesignInvoke {
    guard let source = json["src"]?.string ?? json["src"]?["type"]?.string else {
      throw Self.fail("\(label): expected an invoke's \"src\" (a name)")
    }
    var invoke = DesignInvoke(source: source, id: json["id"]?.string)
    if let done = json["onDone"] {
      invoke.onDone = try transitions(
        done, events: [], in: path, parentPath: parentPath, label: label)
    }
    if let error = json["onError"] {
      invoke.onError = try transitions(
        error, events: [], in: path, parentPath: parentPath, label: label)
    }
    return invoke
  }

  /// Replaces every target's text by the design id of the node it names.
  mutating func resolve(_ root: inout DesignNode) throws(ImportError) {
    var resolved: [String: [String: String]] = [:]
    for (node, parentPath, path, text) in pending {
      resolved[node, default: [:]][text] = try resolve(text, parentPath: parentPath, path: path)
    }
    func apply(_ node: inout DesignNode) {
      let table = resolved[node.id] ?? [:]
      let map = { (text: String) in table[text] ?? text }
      node.initial = node.initial.map(map)
      for index in node.transitions.indices {
        node.transitions[index].targets = node.transitions[index].targets.map(map)
        // A state's done event taken under `on` (FSM writes a superstate's completion on a state
        // inside it so): the event `onDone` is, named by the design's id.
        node.transitions[index].events = node.transitions[index].events.map { event in
          let prefix = "xstate.done.state."
          guard event.hasPrefix(prefix), let id = byXStateID[String(event.dropFirst(prefix.count))]
          else { return event }
          return "done.state." + id
        }
      }
      for index in node.invokes.indices {
        for done in node.invokes[index].onDone.indices {
          node.invokes[index].onDone[done].targets =
            node.invokes[index].onDone[done].targets.map(map)
        }
        for error in node.invokes[index].onError.indices {
          node.invokes[index].onError[error].targets =
            node.invokes[index].onError[error].targets.map(map)
        }
      }
      for index in node.children.indices { apply(&node.children[index]) }
    }
    apply(&root)
  }

  /// `#id`, `#id.key.key`, `.child.key`, or a sibling's key (and its descendants' keys).
  func resolve(_ text: String, parentPath: [String], path: [String]) throws(ImportError) -> String {
    if text.hasPrefix("#") {
      let reference = String(text.dropFirst())
      if let id = byXStateID[reference] { return id }
      // `#id.key.key`: the longest id that is a prefix, then keys.
      let parts = XStatePath.keys(of: reference)
      for count in stride(from: parts.count - 1, through: 1, by: -1) {
        let head = XStatePath.joined(Array(parts[..<count]))
        if let id = byXStateID[head] {
          let base = paths.first { $0.value == id }?.key ?? []
          if let target = paths[base + parts[count...]] { return target }
        }
      }
      throw Self.fail("the target '\(text)' of state '\(Self.designID(path))' names no state")
    }
    let base = text.hasPrefix(".") ? path : parentPath
    let keys = XStatePath.keys(of: text.hasPrefix(".") ? String(text.dropFirst()) : text)
    if let target = paths[base + keys] { return target }
    // Not a sibling: a child of the state itself, as some interpreters of XState JSON resolve a
    // bare key (XState would refuse the target).
    if !text.hasPrefix("."), let target = paths[path + keys] { return target }
    throw Self.fail("the target '\(text)' of state '\(Self.designID(path))' names no state")
  }
}
