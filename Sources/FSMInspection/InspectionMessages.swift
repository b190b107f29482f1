// Stately's inspection messages, as `@statelyai/inspect` defines them (its `types.ts`:
// `StatelyActorEvent`, `StatelyEventEvent`, `StatelySnapshotEvent`), written from a machine's
// steps.

import FSMRuntime
import Foundation

extension Inspector {
  /// The release of `@statelyai/inspect` whose protocol the messages follow (its `_version`).
  public static let protocolVersion = "0.7.1"
}

/// What a session knows of its machine's type: its XState definition and its name.
struct InspectedDefinition: Sendable {
  /// `M.xstate`, sent whole as the actor's `definition`.
  let text: String
  /// The definition's `id`, the machine's type name: the actor's name.
  let name: String

  init<M: StateMachine>(_ machine: M.Type) {
    text = M.xstate
    // `Slot<Int>` for a generic machine, whose definition is `Slot`'s.
    name = String(String(describing: M.self).prefix { $0 != "<" })
  }

  /// XState's state value of `state`: `"locked"`, `{"active": "playing"}`, one member per
  /// region (`{"playback": "stopped", "download": "idle"}`), and for a state that holds a
  /// machine, that machine's value under it (`{"processing": {"payment": "captured"}}`). Each
  /// state the value is in, at every depth, is where the macro laid it out in the definition
  /// (`_xstateKeys(of:)`), superstates included.
  func value<M: StateMachine>(of state: M) -> JSONValue {
    Self.merged(state.activeParts.map(M._xstateKeys(of:)))
  }

  /// Paths from the root merged into one state value: a lone key is a string, keys sharing a
  /// first key an object under it.
  static func merged(_ paths: [[String]]) -> JSONValue {
    let paths = paths.filter { !$0.isEmpty }
    if paths.count == 1, paths[0].count == 1 { return .string(paths[0][0]) }
    return .object(
      Dictionary(grouping: paths, by: \.[0]).mapValues { group in
        let rest = group.map { Array($0.dropFirst()) }.filter { !$0.isEmpty }
        return rest.isEmpty ? .object([:]) : merged(rest)
      })
  }
}

/// Any value as JSON, for a message's payloads and contexts.
enum InspectionJSON {
  /// `value` as JSON: numbers, strings and booleans as they are; structures, enums' payloads,
  /// collections and dictionaries member by member, down to `depth`; anything else (or deeper)
  /// as its description. Never fails.
  static func value(_ value: Any, depth: Int = 8) -> JSONValue {
    switch value {
    case let bool as Bool: return .bool(bool)
    case let string as String: return .string(string)
    case let number as any BinaryInteger:
      if let signed = Int64(exactly: number) { return .integer(signed) }
      if let unsigned = UInt64(exactly: number) { return .unsigned(unsigned) }
      return .string("\(number)")
    case let number as Double: return number.isFinite ? .number(number) : .string("\(number)")
    case let number as Float:
      return number.isFinite ? .number(Double(number)) : .string("\(number)")
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard depth > 0 else { return .string("\(value)") }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .null }
      return Self.value(wrapped.value, depth: depth)
    case .collection, .set:
      return .array(mirror.children.map { Self.value($0.value, depth: depth - 1) })
    case .dictionary:
      var object: [String: JSONValue] = [:]
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        object["\(parts[0].value)"] = Self.value(parts[1].value, depth: depth - 1)
      }
      return .object(object)
    case .enum:
      // A case with a payload: `{"loading": {"percent": 40}}`; without: its name.
      guard let payload = mirror.children.first, let name = payload.label else {
        return .string("\(value)")
      }
      return .object([name: fields(payload.value, depth: depth - 1)])
    case .struct, .class, .tuple:
      return fields(value, depth: depth)
    default:
      return .string("\(value)")
    }
  }

  /// The members of a structure or tuple as an object (an unlabeled member by its position,
  /// `"0"`), or a single value as it is.
  static func fields(_ value: Any, depth: Int) -> JSONValue {
    let mirror = Mirror(reflecting: value)
    guard
      mirror.displayStyle == .tuple || mirror.displayStyle == .struct
        || mirror.displayStyle == .class
    else {
      return Self.value(value, depth: depth)
    }
    var object: [String: JSONValue] = [:]
    for (index, child) in mirror.children.enumerated() {
      object[child.label.map { $0.hasPrefix(".") ? String(index) : $0 } ?? String(index)] =
        Self.value(child.value, depth: depth - 1)
    }
    return .object(object)
  }

  /// An event as XState writes one: `{"type": "coin"}`, its payload's members beside `type`.
  static func event<E>(_ event: E, name: String) -> JSONValue {
    var object: [String: JSONValue] = ["type": .string(name)]
    if let payload = Mirror(reflecting: event).children.first, payload.label != nil {
      switch fields(payload.value, depth: 7) {
      case .object(let members):
        for (key, member) in members where key != "type" { object[key] = member }
      case let single:
        object["value"] = single
      }
    }
    return .object(object)
  }
}

/// One machine as the protocol's actor: its session and how its messages are written.
struct InspectionSession: Sendable {
  let sessionID: String
  let definition: InspectedDefinition

  /// A message of `type` with the members every message has (`StatelyBaseInspectionEvent`).
  func message(_ type: String) -> InspectionMessageBody {
    InspectionMessageBody(
      type: type, sessionId: sessionID, rootId: sessionID, id: UUID().uuidString.lowercased(),
      createdAt: String(Int64(Date().timeIntervalSince1970 * 1000)),
      _version: Inspector.protocolVersion)
  }

  /// XState's snapshot of `state` (not a `MachineSnapshot`): `status`, `value`, `context`, and
  /// FSM's account of the step under `fsm`. The context is the state's payload (`{"loading":
  /// {"percent": 40}}`; `{}` for a case without one), or each region's.
  func xstateSnapshot<M: StateMachine>(of state: M, status: String, fsm: FSMAccount? = nil)
    -> XStateSnapshot
  {
    // A case without a payload is its name as JSON: its context is empty.
    var context = InspectionJSON.value(state)
    if case .object = context {} else { context = .object([:]) }
    return XStateSnapshot(
      status: M.finalCases.contains(state.case) && status == "active" ? "done" : status,
      value: definition.value(of: state), context: context, fsm: fsm)
  }

  /// `@xstate.actor`: the machine, its definition and its current snapshot.
  func actor<M: StateMachine>(_ state: M, name: String) -> InspectionMessage {
    var message = message("@xstate.actor")
    message.name = name
    message.definition = definition.text
    message.snapshot = xstateSnapshot(of: state, status: "active")
    return wrap(message)
  }

  /// The message with what a transport reads of it.
  func wrap(_ body: InspectionMessageBody, isStopped: Bool = false) -> InspectionMessage {
    InspectionMessage(
      type: body.type, sessionID: sessionID, isStopped: isStopped, json: body.json)
  }

  /// `@xstate.event` and `@xstate.snapshot` for a step.
  func messages<M: StateMachine>(for step: Step<M>) -> [InspectionMessage] {
    let event = InspectionJSON.event(step.event, name: "\(step.event.case)")
    var eventMessage = message("@xstate.event")
    eventMessage.event = event
    // A row that stays exits and enters nothing.
    let stays = step.exited.isEmpty && step.entered.isEmpty
    var fsm = FSMAccount()
    fsm.from = "\(step.from.case)"
    fsm.exited = stays ? [] : ["\(step.from.case)"] + step.exitedSuperstates.map { "\($0)" }
    fsm.entered = stays ? [] : step.enteredSuperstates.map { "\($0)" } + ["\(step.to.case)"]
    fsm.effects = step.effects.map { InspectionJSON.value($0) }
    fsm.timers = FSMAccount.Timers(
      cancelled: step.cancelledTimers.map { "\($0)" },
      started: step.startedTimers.map { "\($0)" })
    fsm.activities = FSMAccount.Activities(
      stopped: step.stoppedActivities.map { "\($0)" },
      started: step.startedActivities.map { "\($0)" })
    var snapshotMessage = message("@xstate.snapshot")
    snapshotMessage.event = event
    snapshotMessage.snapshot = xstateSnapshot(of: step.to, status: "active", fsm: fsm)
    return [wrap(eventMessage), wrap(snapshotMessage)]
  }

  /// `@xstate.event` and an unchanged `@xstate.snapshot` for `event`, which the state rejects:
  /// the event with its payload, as a step's.
  func messages<M: StateMachine>(
    rejecting rejection: InvalidTransition<M>, event: M.Event, in state: M
  ) -> [InspectionMessage] {
    unchanged(
      state, after: InspectionJSON.event(event, name: "\(rejection.event)"),
      fsm: FSMAccount(rejected: "\(rejection)"))
  }

  /// `@xstate.event` and an unchanged `@xstate.snapshot` for an activity's event that arrived
  /// after the visit that started the activity had ended, which the machine dropped.
  func messages<M: StateMachine>(dropping outcome: DroppedOutcome<M>, in state: M)
    -> [InspectionMessage]
  {
    let event = InspectionJSON.event(outcome.event, name: "\(outcome.event.case)")
    return unchanged(state, after: event, fsm: FSMAccount(dropped: "\(outcome)"))
  }

  /// An event that did not move the machine, and its snapshot, saying why under `fsm`.
  private func unchanged<M: StateMachine>(_ state: M, after event: JSONValue, fsm: FSMAccount)
    -> [InspectionMessage]
  {
    var eventMessage = message("@xstate.event")
    eventMessage.event = event
    var snapshotMessage = message("@xstate.snapshot")
    snapshotMessage.event = event
    snapshotMessage.snapshot = xstateSnapshot(of: state, status: "active", fsm: fsm)
    return [wrap(eventMessage), wrap(snapshotMessage)]
  }

  /// A last `@xstate.snapshot`, `stopped`: the machine is no longer inspected.
  func stopped<M: StateMachine>(_ state: M) -> InspectionMessage {
    var message = message("@xstate.snapshot")
    message.event = .object(["type": .string("xstate.stop")])
    message.snapshot = xstateSnapshot(of: state, status: "stopped")
    return wrap(message, isStopped: true)
  }
}
