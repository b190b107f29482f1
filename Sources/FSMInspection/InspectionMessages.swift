// Stately's inspection messages, as `@statelyai/inspect` defines them (its `types.ts`:
// `StatelyActorEvent`, `StatelyEventEvent`, `StatelySnapshotEvent`), written from a machine's
// steps.

import FSMRuntime
import Foundation

extension Inspector {
  /// The release of `@statelyai/inspect` whose protocol the messages follow (its `_version`).
  public static let protocolVersion = "0.7.1"
}

/// What a session knows of its machine's type: its XState definition, and where each case is
/// in it (the keys from the root), so that a snapshot's `value` lights the right state.
struct InspectedDefinition: Sendable {
  /// `M.xstate`, sent whole as the actor's `definition`.
  let text: String
  /// The definition's `id`: the actor's name.
  let name: String
  /// Keys from the root of each case, by case name (`region.case` in a machine with regions).
  let paths: [String: [String]]
  /// Keys from the root of every atomic or final state, for a machine whose states hold
  /// machines (whose case names repeat from one held machine to another).
  let leafPaths: [[String]]

  init(xstate: String) {
    text = xstate
    let object =
      (try? JSONSerialization.jsonObject(with: Data(xstate.utf8))) as? [String: Any] ?? [:]
    name = object["id"] as? String ?? "machine"
    let isParallel = object["type"] as? String == "parallel"
    var paths: [String: [String]] = [:]
    var leafPaths: [[String]] = []
    func walk(_ node: [String: Any], path: [String]) {
      let type = node["type"] as? String
      if type == "atomic" || type == "final", let key = path.last, !key.hasPrefix("(") {
        let name = isParallel && path.count > 1 ? path[0] + "." + key : key
        paths[name] = path
        leafPaths.append(path)
      }
      for (key, child) in node["states"] as? [String: Any] ?? [:] {
        if let child = child as? [String: Any] { walk(child, path: path + [key]) }
      }
    }
    walk(object, path: [])
    self.paths = paths
    self.leafPaths = leafPaths.sorted { $0.count < $1.count }
  }

  /// XState's state value of `state`: `"locked"`, `{"active": "playing"}`, or one member per
  /// region (`{"playback": "stopped", "download": "idle"}`).
  func value<M: StateMachine>(of state: M) -> Any {
    func nested(_ keys: ArraySlice<String>) -> Any {
      guard let first = keys.first else { return [String: Any]() }
      return keys.count == 1 ? first : [first: nested(keys.dropFirst())]
    }
    if M._holdsMachines {
      return treeValue(of: state)
    }
    let regions = Mirror(reflecting: state.case).children
    if M._regionCount > 1 {
      var value: [String: Any] = [:]
      for region in regions {
        guard let label = region.label else { continue }
        let name = "\(region.value)"
        let path = paths[label + "." + name] ?? [label, name]
        value[label] = nested(path.dropFirst())
      }
      return value
    }
    let name = "\(state.case)"
    return nested((paths[name] ?? [name])[...])
  }
}

extension InspectedDefinition {
  /// The state value of a machine whose states hold machines: every state it is in that holds
  /// none (`processing.payment.captured`, as its part describes itself) found in the
  /// definition, the superstates the definition puts around it included, and the paths merged:
  /// `{"processing": {"payment": "captured", "shipping": "packing"}}`.
  func treeValue<M: StateMachine>(of state: M) -> Any {
    let parts = state.activeParts.map { "\($0)" }
    let leaves = parts.filter { part in !parts.contains { $0.hasPrefix(part + ".") } }
    let found = leaves.map { leaf in
      let names = leaf.split(separator: ".").map(String.init)
      // The shortest path naming them in order, the last at its end: the fewest superstates.
      return leafPaths.first { Self.names(names, lead: $0) } ?? names
    }
    return Self.merged(found)
  }

  /// Whether `path` ends with the last of `names`, and holds the others in order before it.
  static func names(_ names: [String], lead path: [String]) -> Bool {
    guard names.last == path.last else { return false }
    var rest = names[...]
    for key in path where key == rest.first {
      rest = rest.dropFirst()
    }
    return rest.isEmpty
  }

  /// Paths from the root merged into one state value: a lone key is a string, keys sharing a
  /// first key an object under it.
  static func merged(_ paths: [[String]]) -> Any {
    let paths = paths.filter { !$0.isEmpty }
    if paths.count == 1, paths[0].count == 1 { return paths[0][0] }
    var order: [String] = []
    var groups: [String: [[String]]] = [:]
    for path in paths {
      if groups[path[0]] == nil { order.append(path[0]) }
      groups[path[0], default: []].append(Array(path.dropFirst()))
    }
    var object: [String: Any] = [:]
    for key in order {
      let rest = groups[key, default: []].filter { !$0.isEmpty }
      object[key] = rest.isEmpty ? [String: Any]() : merged(rest)
    }
    return object
  }
}

/// Values as JSON objects for `JSONSerialization`.
enum InspectionJSON {
  /// `value` as JSON: numbers, strings and booleans as they are; structures, enums' payloads,
  /// collections and dictionaries member by member, down to `depth`; anything else (or deeper)
  /// as its description. Never fails.
  static func value(_ value: Any, depth: Int = 8) -> Any {
    switch value {
    case let bool as Bool: return bool
    case let string as String: return string
    case let number as any BinaryInteger: return number
    case let number as Double: return number.isFinite ? number : "\(number)"
    case let number as Float: return number.isFinite ? Double(number) : "\(number)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard depth > 0 else { return "\(value)" }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return NSNull() }
      return Self.value(wrapped.value, depth: depth)
    case .collection, .set:
      return mirror.children.map { Self.value($0.value, depth: depth - 1) }
    case .dictionary:
      var object: [String: Any] = [:]
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        object["\(parts[0].value)"] = Self.value(parts[1].value, depth: depth - 1)
      }
      return object
    case .enum:
      // A case with a payload: `{"loading": {"percent": 40}}`; without: its name.
      guard let payload = mirror.children.first, let name = payload.label else {
        return "\(value)"
      }
      return [name: fields(payload.value, depth: depth - 1)]
    case .struct, .class, .tuple:
      return fields(value, depth: depth)
    default:
      return "\(value)"
    }
  }

  /// The members of a structure or tuple as an object (an unlabeled member by its position,
  /// `"0"`), or a single value as it is.
  static func fields(_ value: Any, depth: Int) -> Any {
    let mirror = Mirror(reflecting: value)
    guard
      mirror.displayStyle == .tuple || mirror.displayStyle == .struct
        || mirror.displayStyle == .class
    else {
      return Self.value(value, depth: depth)
    }
    var object: [String: Any] = [:]
    for (index, child) in mirror.children.enumerated() {
      object[child.label.map { $0.hasPrefix(".") ? String(index) : $0 } ?? String(index)] =
        Self.value(child.value, depth: depth - 1)
    }
    return object
  }

  /// An event as XState writes one: `{"type": "coin"}`, its payload's members beside `type`.
  static func event<E>(_ event: E, name: String) -> [String: Any] {
    var object: [String: Any] = ["type": name]
    if let payload = Mirror(reflecting: event).children.first, payload.label != nil {
      switch fields(payload.value, depth: 7) {
      case let members as [String: Any]:
        for (key, member) in members where key != "type" { object[key] = member }
      case let single:
        object["value"] = single
      }
    }
    return object
  }

  /// `object` as compact JSON text, keys sorted.
  static func text(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    else {
      return "{}"
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// One machine as the protocol's actor: its session and how its messages are written.
struct InspectionSession: Sendable {
  let sessionID: String
  let definition: InspectedDefinition

  /// The members every message has (`StatelyBaseInspectionEvent`).
  func base(_ type: String) -> [String: Any] {
    [
      "type": type,
      "sessionId": sessionID,
      "rootId": sessionID,
      "id": UUID().uuidString.lowercased(),
      "createdAt": String(Int64(Date().timeIntervalSince1970 * 1000)),
      "_version": Inspector.protocolVersion,
    ]
  }

  /// XState's snapshot of `state` (not a `MachineSnapshot`): `status`, `value`, `context`, and
  /// FSM's account of the step under `fsm`. The context is the state's payload (`{"loading":
  /// {"percent": 40}}`; `{}` for a case without one), or each region's.
  func xstateSnapshot<M: StateMachine>(of state: M, status: String, fsm: [String: Any]? = nil)
    -> [String: Any]
  {
    var snapshot: [String: Any] = [
      "status": M.finalCases.contains(state.case) && status == "active" ? "done" : status,
      "value": definition.value(of: state),
      "context": InspectionJSON.value(state) as? [String: Any] ?? [:],
    ]
    if let fsm { snapshot["fsm"] = fsm }
    return snapshot
  }

  /// `@xstate.actor`: the machine, its definition and its current snapshot.
  func actor<M: StateMachine>(_ state: M, name: String) -> InspectionMessage {
    var message = base("@xstate.actor")
    message["name"] = name
    message["definition"] = definition.text
    message["snapshot"] = xstateSnapshot(of: state, status: "active")
    return wrap(message)
  }

  /// The message with what a transport reads of it.
  func wrap(_ object: [String: Any], isStopped: Bool = false) -> InspectionMessage {
    InspectionMessage(
      type: object["type"] as? String ?? "", sessionID: sessionID, isStopped: isStopped,
      json: InspectionJSON.text(object))
  }

  /// `@xstate.event` and `@xstate.snapshot` for a step.
  func messages<M: StateMachine>(for step: Step<M>) -> [InspectionMessage] {
    let event = InspectionJSON.event(step.event, name: "\(step.event.case)")
    var eventMessage = base("@xstate.event")
    eventMessage["event"] = event
    let cancelled = step.cancelledTimers.map { "\($0)" }
    let started = step.startedTimers.map { "\($0)" }
    // A row that stays exits and enters nothing.
    let stays = step.exited.isEmpty && step.entered.isEmpty
    let fsm: [String: Any] = [
      "from": "\(step.from.case)",
      "exited": stays ? [] : ["\(step.from.case)"] + step.exitedSuperstates.map { "\($0)" },
      "entered": stays ? [] : step.enteredSuperstates.map { "\($0)" } + ["\(step.to.case)"],
      "effects": step.effects.map { InspectionJSON.value($0) },
      "timers": ["cancelled": cancelled, "started": started],
      "activities": [
        "stopped": step.stoppedActivities.map { "\($0)" },
        "started": step.startedActivities.map { "\($0)" },
      ],
    ]
    var snapshotMessage = base("@xstate.snapshot")
    snapshotMessage["event"] = event
    snapshotMessage["snapshot"] = xstateSnapshot(of: step.to, status: "active", fsm: fsm)
    return [wrap(eventMessage), wrap(snapshotMessage)]
  }

  /// `@xstate.event` and an unchanged `@xstate.snapshot` for `event`, which the state rejects:
  /// the event with its payload, as a step's.
  func messages<M: StateMachine>(
    rejecting rejection: InvalidTransition<M>, event: M.Event, in state: M
  ) -> [InspectionMessage] {
    unchanged(
      state, after: InspectionJSON.event(event, name: "\(rejection.event)"),
      fsm: ["rejected": "\(rejection)"])
  }

  /// `@xstate.event` and an unchanged `@xstate.snapshot` for an activity's event that arrived after
  /// the visit that started the activity had ended, which the machine dropped.
  func messages<M: StateMachine>(dropping outcome: DroppedOutcome<M>, in state: M)
    -> [InspectionMessage]
  {
    let event = InspectionJSON.event(outcome.event, name: "\(outcome.event.case)")
    return unchanged(state, after: event, fsm: ["dropped": "\(outcome)"])
  }

  /// An event that did not move the machine, and its snapshot, saying why under `fsm`.
  private func unchanged<M: StateMachine>(
    _ state: M, after event: [String: Any], fsm: [String: Any]
  ) -> [InspectionMessage] {
    var eventMessage = base("@xstate.event")
    eventMessage["event"] = event
    var snapshotMessage = base("@xstate.snapshot")
    snapshotMessage["event"] = event
    snapshotMessage["snapshot"] = xstateSnapshot(of: state, status: "active", fsm: fsm)
    return [wrap(eventMessage), wrap(snapshotMessage)]
  }

  /// A last `@xstate.snapshot`, `stopped`: the machine is no longer inspected.
  func stopped<M: StateMachine>(_ state: M) -> InspectionMessage {
    var message = base("@xstate.snapshot")
    message["event"] = ["type": "xstate.stop"]
    message["snapshot"] = xstateSnapshot(of: state, status: "stopped")
    return wrap(message, isStopped: true)
  }
}
