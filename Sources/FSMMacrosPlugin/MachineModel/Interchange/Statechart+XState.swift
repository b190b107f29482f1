extension Statechart {
  /// The machine as XState v5 JSON: a machine config that `createMachine` runs as it is, written
  /// in the normalized form XState's machine schema (`machine.schema.json`) describes, so that
  /// Stately's tools and a schema both read it.
  ///
  /// - Every state has its `id`, `key` and `type` (`atomic`, `final`, `compound`, `parallel`,
  ///   `history`); keys, ids and default entries are ``XStateLayout``'s. A compound state's
  ///   `initial` is `{"target": [key], "source", "actions": []}`: XState looks the one key up
  ///   among the state's children.
  /// - Transitions are under `on`, an array per event, each on every state it leaves, in the
  ///   order FSM tries them: `target` and `source` as `#id`, `eventType`, `actions` the effect as
  ///   `{"type": name}`, `guard` a named guard (`type`: SCXML's `cond`, with Swift names in its
  ///   `In('region.case')`; `params`: `{"row": "transitions[3]"}` for a Swift guard, so that one
  ///   implementation answers for every row), and `"reenter": true` where FSM leaves and enters
  ///   the state again (a row back to its own source, a history row from inside its superstate,
  ///   which may restore the state it leaves).
  /// - A timed row is under `after` too, keyed by its delay in milliseconds (or by the Swift
  ///   expression, a named delay), with a `description` naming the event FSM sends; it stays
  ///   under `on`, since FSM also takes the event sent by hand.
  /// - A `build:` row whose target the macro cannot know is in its state's `description`.
  func xstate(layout: XStateLayout) -> String {
    let json = JSONWriter()
    json.object {
      json.member("id", name)
      json.member("key", name)
      json.member("type", root.kind == .parallel ? "parallel" : "compound")
      XStateWriter(layout: layout, json: json, documentIDs: documentIDs).members(
        of: root, ancestors: [])
    }
    return json.text + "\n"
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

/// Writes a statechart's nodes as XState state nodes, laid out by an ``XStateLayout``.
private struct XStateWriter {
  let layout: XStateLayout
  let json: JSONWriter
  /// Each node's `@Named` name, by statechart id.
  let documentIDs: [[String]: String]

  /// The members after `id`, `key` and `type`. `ancestors` holds the ids of the compound nodes
  /// above `node`, for `reenter`.
  func members(of node: Statechart.Node, ancestors: Set<[String]>) {
    if !node.notes.isEmpty {
      json.member("description", node.notes.joined(separator: "\n"))
    }
    if node.kind == .compound, let initial = layout.initialKey[node.id] {
      json.member("initial") {
        json.object {
          json.member("target", strings: [initial])
          json.member("source", "#" + layout.id(of: node.id))
          json.member("actions", strings: [])
        }
      }
    }
    let onEvents = node.transitions.filter { $0.trigger == .event }
    // A superstate's completion written on a state inside it takes the superstate's done event
    // there, as an `on` key (XState's `onDone` is that event's transition on the node itself).
    let insideCompletions = Dictionary(
      grouping: node.transitions.filter { $0.trigger == .completion && $0.completes != nil },
      by: { "xstate.done.state.\(layout.id(of: $0.completes!))" }
    ).sorted { $0.key < $1.key }
    // An activity's outcome, as XState's invoked actor reports it: each state in the activity's
    // scope takes `xstate.done.actor.<id>` (`xstate.error.actor.<id>`) as it takes the `done:`
    // (`failed:`) event, which FSM's handler sends.
    var outcomes: [(String, [Statechart.Transition])] = []
    for invoke in node.scopeInvokes {
      let byEvent = Dictionary(grouped(onEvents), uniquingKeysWith: { first, _ in first })
      for (prefix, event) in [
        ("xstate.done.actor.", invoke.done), ("xstate.error.actor.", invoke.failed),
      ] {
        guard let event, let transitions = byEvent[event] else { continue }
        outcomes.append((prefix + invoke.id, transitions))
      }
    }
    if node.kind == .atomic || !onEvents.isEmpty || !insideCompletions.isEmpty {
      json.member("on") {
        json.object {
          for (event, transitions) in grouped(onEvents) + outcomes
            + insideCompletions.map({ ($0.key, $0.value) })
          {
            json.member(event) {
              transitionsValue(transitions, from: node, event: event, ancestors: ancestors)
            }
          }
        }
      }
    }
    if !node.invokes.isEmpty, node.kind != .final {
      json.member("invoke") {
        json.array {
          for invoke in node.invokes {
            json.element {
              json.object {
                json.member("type", "xstate.invoke")
                json.member("id", invoke.id)
                json.member("src", invoke.activity)
              }
            }
          }
        }
      }
    }
    let eventless = node.transitions.filter { $0.trigger == .eventless }
    if !eventless.isEmpty {
      json.member("always") {
        transitionsValue(eventless, from: node, event: "", ancestors: ancestors)
      }
    }
    let completion = node.transitions.filter { $0.trigger == .completion && $0.completes == nil }
    if !completion.isEmpty {
      json.member("onDone") {
        transitionsValue(
          completion, from: node, event: "xstate.done.state.\(layout.id(of: node.id))",
          ancestors: ancestors)
      }
    }
    let delays = Dictionary(
      node.timers.map { ($0.event, $0.delay) }, uniquingKeysWith: { first, _ in first })
    let timed = grouped(onEvents.filter { delays[$0.event] != nil })
    if !timed.isEmpty {
      json.member("after") {
        json.object {
          for (event, transitions) in timed {
            let delay = delays[event]!
            json.member(Statechart.milliseconds(delay.label) ?? delay.name) {
              transitionsValue(
                transitions, from: node, event: event, ancestors: ancestors,
                description: "sends \(event)")
            }
          }
        }
      }
    }
    let transient = layout.transient[node.id]
    guard !node.children.isEmpty || node.history != nil || transient != nil else { return }
    let inside = ancestors.union([node.id])
    json.member("states") {
      json.object {
        if let transient, let path = layout.keys[node.id] {
          json.member(transient.key) {
            json.object {
              json.member("id", layout.id(keys: path + [transient.key]))
              json.member("key", transient.key)
              json.member("type", "atomic")
              json.member("description", "enters \(transient.target.last ?? "") by default")
              json.member("on") { json.object {} }
              json.member("always") {
                json.array {
                  json.element {
                    json.object {
                      json.member("target", strings: ["#" + layout.id(of: transient.target)])
                      json.member("actions", strings: [])
                    }
                  }
                }
              }
            }
          }
        }
        if let history = node.history, let path = layout.keys[node.id + ["history"]] {
          json.member(path.last ?? "history") {
            json.object {
              json.member("id", layout.id(keys: path))
              json.member("key", path.last ?? "history")
              json.member("type", "history")
              json.member("history", history.deep ? "deep" : "shallow")
              json.member("target", strings: ["#" + layout.id(of: history.defaultTarget)])
            }
          }
        }
        for child in node.children {
          let key = layout.keys[child.id]?.last ?? child.key
          json.member(key) {
            json.object {
              json.member("id", layout.id(of: child.id))
              json.member("key", key)
              json.member("type", Self.type(child.kind))
              members(of: child, ancestors: inside)
            }
          }
        }
      }
    }
  }

  private static func type(_ kind: Statechart.Node.Kind) -> String {
    switch kind {
    case .atomic: "atomic"
    case .final: "final"
    case .compound: "compound"
    case .parallel: "parallel"
    }
  }

  private func transitionsValue(
    _ transitions: [Statechart.Transition], from node: Statechart.Node, event: String,
    ancestors: Set<[String]>, description: String? = nil
  ) {
    json.array {
      for transition in transitions {
        json.element {
          json.object {
            // A row that stays has no target: an empty list, which XState's machine schema
            // requires and XState takes as none (it exits and enters nothing for a transition
            // whose `target` is empty).
            json.member(
              "target",
              strings: transition.target.isEmpty ? [] : ["#" + layout.id(of: transition.target)])
            json.member("source", "#" + layout.id(of: node.id))
            json.member("eventType", event)
            json.member("actions") {
              json.array {
                if let effect = transition.effect {
                  json.element { json.object { json.member("type", effect) } }
                }
              }
            }
            // The regions' conditions as `In('region.case')` with the keys (Swift names, or a
            // case's `@Named` name; SCXML's `cond` escapes them as XML names), then the Swift
            // guard as written.
            let conditions =
              transition.conditions.map { path in
                let keys = documentIDs[path].map { path.dropLast() + [$0] } ?? path
                return "In('\(keys.joined(separator: "."))')"
              }
              + (transition.guardText.map { [$0] } ?? [])
            if !conditions.isEmpty {
              let condition = conditions.joined(separator: " && ")
              json.member("guard") {
                json.object {
                  json.member("type", condition)
                  if transition.guardText != nil {
                    json.member("params") { json.object { json.member("row", transition.row) } }
                  }
                }
              }
            }
            // FSM leaves a state and enters it again on a row back to it, and on a history row
            // taken from inside the superstate, which may restore the state it leaves. XState
            // stays in the state unless told to reenter (and would not restart its timers).
            let isHistory =
              transition.toHistory && ancestors.contains(Array(transition.target.dropLast()))
            if transition.target == node.id || isHistory {
              json.member("reenter") { json.literal("true") }
            }
            if let description {
              json.member("description", description)
            }
          }
        }
      }
    }
  }

  /// Transitions grouped by event, in the order of each event's first transition.
  private func grouped(_ transitions: [Statechart.Transition]) -> [(
    String, [Statechart.Transition]
  )] {
    var order: [String] = []
    var groups: [String: [Statechart.Transition]] = [:]
    for transition in transitions {
      if groups[transition.event] == nil {
        order.append(transition.event)
      }
      groups[transition.event, default: []].append(transition)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }
}
