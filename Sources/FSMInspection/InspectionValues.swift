// The inspection protocol's messages as typed values, encoded once (`InspectionMessageBody.json`):
// the members `@statelyai/inspect`'s `types.ts` gives them, and FSM's account of a step.

import Foundation

/// A JSON value: a payload, a context or an event, as the inspector found it by reflection.
enum JSONValue: Encodable, Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsigned(UInt64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .unsigned(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// One message: `@xstate.actor` (with `name`, `definition` and `snapshot`), `@xstate.event`
/// (with `event`) or `@xstate.snapshot` (with `event` and `snapshot`). A member left `nil` is
/// not written.
struct InspectionMessageBody: Encodable {
  var type: String
  var sessionId: String
  var rootId: String
  var id: String
  var createdAt: String
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var _version: String
  var name: String?
  var definition: String?
  var event: JSONValue?
  var snapshot: XStateSnapshot?

  /// Compact JSON, keys sorted.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// XState's snapshot of a machine (not a `MachineSnapshot`): its status, state value and
/// context, and what FSM adds under `fsm`.
struct XStateSnapshot: Encodable {
  /// `active`, `done` in a final state, `stopped` when the machine is no longer inspected.
  var status: String
  var value: JSONValue
  var context: JSONValue
  var fsm: FSMAccount?
}

/// What FSM says of an event beside XState's snapshot: what a step did, or why there was none.
struct FSMAccount: Encodable {
  /// The timed events a step cancelled and started.
  struct Timers: Encodable {
    var cancelled: [String]
    var started: [String]
  }

  /// The activities a step stopped and started.
  struct Activities: Encodable {
    var stopped: [String]
    var started: [String]
  }

  var from: String?
  var exited: [String]?
  var entered: [String]?
  var effects: [JSONValue]?
  var timers: Timers?
  var activities: Activities?
  /// Why the state refused the event.
  var rejected: String?
  /// The activity's event that arrived after its visit had ended, which the machine dropped.
  var dropped: String?
}
