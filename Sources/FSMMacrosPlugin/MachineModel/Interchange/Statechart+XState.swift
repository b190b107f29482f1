extension Statechart {
  /// The machine as an XState v5 machine config, in JSON: what Stately's editor and visualizer
  /// import.
  ///
  /// - `id` is the machine's name; states are keyed by their names, superstates are nested
  ///   `states` with their `initial`, a history is a `"type": "history"` state keyed `history`,
  ///   final cases `"type": "final"`, a machine with regions `"type": "parallel"` with a state
  ///   per region.
  /// - Transitions are under `on` (an array when an event has several rows), each on every state
  ///   it leaves, in the order FSM tries them, with `target` as `#id` (XState's default ids,
  ///   the keys from the machine's id joined with dots), `guard` the same text as SCXML's
  ///   `cond`, `actions` the effect's name.
  /// - A timed row is under `after`, keyed by its delay in milliseconds (or by the Swift
  ///   expression, a named delay, when it is not a literal), with a `description` naming the
  ///   event FSM sends.
  /// - A `build:` row whose target the macro cannot know is in its state's `description`.
  func xstate() -> String {
    let json = JSONWriter()
    json.object {
      json.member("id", name)
      if root.kind == .parallel {
        json.member("type", "parallel")
      }
      members(root, keys: root.keysByID(), entering: [], into: json)
    }
    return json.text + "\n"
  }

  /// `keys` holds each node's keys from the root (`Node.keysByID()`), looked up for every
  /// transition's target. `entering` is the rest of the keys to the state an ancestor's
  /// `initial` names, when this node is on the way there (else empty).
  private func members(
    _ node: Node, keys: [[String]: [String]], entering: ArraySlice<String>, into json: JSONWriter
  ) {
    if !node.notes.isEmpty {
      json.member("description", node.notes.joined(separator: "\n"))
    }
    // XState's `initial` names a child, and XState enters that child's `initial` in turn, so
    // every compound state on the way to the state an ancestor starts in names the next one
    // (else a machine starting inside a superstate would start in the superstate's first
    // child). Otherwise the state's own `initial`, or its first child, as SCXML enters when a
    // state says none (FSM never enters a superstate by default).
    var path = entering
    if path.isEmpty, let initial = node.initial, let full = keys[initial],
      let own = keys[node.id], full.starts(with: own)
    {
      path = full.dropFirst(own.count)
    }
    if node.kind == .compound, !node.children.isEmpty {
      json.member("initial", path.first ?? node.children[0].key)
    }
    let timed = Dictionary(
      node.timers.map { ($0.event, $0.delay) }, uniquingKeysWith: { first, _ in first })
    let untimed = node.transitions.filter { timed[$0.event] == nil }
    if !untimed.isEmpty {
      json.member("on") {
        json.object {
          for (event, transitions) in grouped(untimed, by: \.event) {
            json.member(event) { transitionsValue(transitions, keys: keys, into: json) }
          }
        }
      }
    }
    let timedTransitions = node.transitions.filter { timed[$0.event] != nil }
    if !timedTransitions.isEmpty {
      json.member("after") {
        json.object {
          for (event, transitions) in grouped(timedTransitions, by: \.event) {
            let delay = timed[event]!
            let key = Self.milliseconds(delay.label) ?? delay.expression
            json.member(key) {
              transitionsValue(
                transitions, description: "sends \(event)", keys: keys, into: json)
            }
          }
        }
      }
    }
    let historyKey = node.children.contains { $0.key == "history" } ? "__history" : "history"
    if !node.children.isEmpty || node.history != nil {
      json.member("states") {
        json.object {
          if let history = node.history {
            json.member(historyKey) {
              json.object {
                json.member("type", "history")
                json.member("history", history.deep ? "deep" : "shallow")
                json.member("target", target(history.defaultTarget, keys: keys))
              }
            }
          }
          for child in node.children {
            json.member(child.key) {
              json.object {
                switch child.kind {
                case .final: json.member("type", "final")
                case .parallel: json.member("type", "parallel")
                case .atomic, .compound: break
                }
                members(
                  child, keys: keys,
                  entering: child.key == path.first ? path.dropFirst() : [], into: json)
              }
            }
          }
        }
      }
    }
  }

  private func transitionsValue(
    _ transitions: [Transition], description: String? = nil, keys: [[String]: [String]],
    into json: JSONWriter
  ) {
    func one(_ transition: Transition) {
      json.object {
        json.member("target", target(transition.target, keys: keys))
        if let cond = Self.condition(transition) {
          json.member("guard", cond)
        }
        if let effect = transition.effect {
          json.member("actions") { json.array { json.value(effect) } }
        }
        if let description {
          json.member("description", description)
        }
      }
    }
    if transitions.count == 1 {
      one(transitions[0])
    } else {
      json.array {
        for transition in transitions {
          json.element { one(transition) }
        }
      }
    }
  }

  /// `#Machine.key.key`: XState's default id of the state with `id`.
  private func target(_ id: [String], keys: [[String]: [String]]) -> String {
    let keys = keys[id] ?? id
    return "#" + ([name] + keys).joined(separator: ".")
  }

  /// Transitions grouped by event, in the order of each event's first transition.
  private func grouped(
    _ transitions: [Transition], by event: KeyPath<Transition, String>
  ) -> [(String, [Transition])] {
    var order: [String] = []
    var groups: [String: [Transition]] = [:]
    for transition in transitions {
      let key = transition[keyPath: event]
      if groups[key] == nil {
        order.append(key)
      }
      groups[key, default: []].append(transition)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// A delay label (`10s`, `2500ms`, `1.5s`) in whole milliseconds, when it is one.
  static func milliseconds(_ label: String) -> String? {
    guard let time = cssTime(label) else { return nil }
    let isMilliseconds = time.hasSuffix("ms")
    let number = time.dropLast(isMilliseconds ? 2 : 1)
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    let whole = Int(parts[0]) ?? 0
    if isMilliseconds {
      return parts.count == 1 ? String(whole) : nil
    }
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    guard fraction.count <= 3 else { return nil }
    fraction += String(repeating: "0", count: 3 - fraction.count)
    return String(whole * 1000 + (Int(fraction) ?? 0))
  }
}

/// A small pretty-printing JSON writer (a class, so that the closures writing a container's
/// members can use it): objects and arrays are written through closures, in
/// the order the members are given, two spaces an indentation level.
final class JSONWriter {
  private(set) var text = ""
  private var indent = ""
  /// Whether the current container has a member or element yet.
  private var hasItem: [Bool] = []

  func object(_ body: () -> Void) {
    container("{", "}", body)
  }

  func array(_ body: () -> Void) {
    container("[", "]", body)
  }

  private func container(_ open: String, _ close: String, _ body: () -> Void) {
    text += open
    hasItem.append(false)
    indent += "  "
    body()
    indent.removeLast(2)
    if hasItem.removeLast() {
      text += "\n" + indent
    }
    text += close
  }

  private func item() {
    if hasItem.last == true {
      text += ","
    }
    if !hasItem.isEmpty {
      hasItem[hasItem.count - 1] = true
    }
    text += "\n" + indent
  }

  /// An element of an array, written by `value`.
  func element(_ value: () -> Void) {
    item()
    value()
  }

  func member(_ key: String, _ value: () -> Void) {
    item()
    text += Self.quoted(key) + ": "
    value()
  }

  func member(_ key: String, _ value: String) {
    member(key) { text += Self.quoted(value) }
  }

  func value(_ value: String) {
    item()
    text += Self.quoted(value)
  }

  /// A JSON string: quotes, backslashes and control characters escaped; any other character
  /// as it is.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
