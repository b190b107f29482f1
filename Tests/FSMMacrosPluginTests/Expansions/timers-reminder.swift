// swift-format-ignore-file
// `Reminder` from Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine(typestate: true)
// enum Reminder: Equatable {
//   @Initial case waiting(muted: Bool = false)
//   case nudged
//   case snoozed
//   @Final case expired
//
//   enum Event: Equatable {
//     case nudge, expire, mute, snooze, wake
//   }
//
//   static let transitions: [Transition] = [
//     .from(
//       .waiting, on: .nudge, after: .seconds(1), to: .nudged,
//       when: { state, _ in state != .waiting(muted: true) }),
//     .from(.waiting, on: .mute, to: .waiting, build: { _, _ in .waiting(muted: true) }),
//     .fromAny(on: .expire, after: .seconds(2), to: .expired),
//     .from(.nudged, on: .snooze, to: .snoozed),
//     // `snoozed` has its own row for `expire`, without a timer: the `fromAny` timer gives way.
//     .from(.snoozed, on: .expire, to: .waiting),
//     .from(.snoozed, on: .wake, after: .milliseconds(500), to: .waiting),
//   ]
// }

// MARK: - Expansion


enum Reminder: Equatable {
  case waiting(muted: Bool = false)
  case nudged
  case snoozed
  case expired

  enum Event: Equatable {
    case nudge, expire, mute, snooze, wake

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case nudge
      case expire
      case mute
      case snooze
      case wake
      var description: Swift.String {
        switch self {
        case .nudge:
          "nudge"
        case .expire:
          "expire"
        case .mute:
          "mute"
        case .snooze:
          "snooze"
        case .wake:
          "wake"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case nudge
      case expire
      case mute
      case snooze
      case wake
      var description: Swift.String {
        switch self {
        case .nudge:
          "nudge"
        case .expire:
          "expire"
        case .mute:
          "mute"
        case .snooze:
          "snooze"
        case .wake:
          "wake"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .nudge:
        .nudge
      case .expire:
        .expire
      case .mute:
        .mute
      case .snooze:
        .snooze
      case .wake:
        .wake
      }
    }
  }

  static let transitions: [Transition] = [
    .from(
      .waiting, on: .nudge, after: .seconds(1), to: .nudged,
      when: { state, _ in state != .waiting(muted: true) }),
    .from(.waiting, on: .mute, to: .waiting, build: { _, _ in .waiting(muted: true) }),
    .fromAny(on: .expire, after: .seconds(2), to: .expired),
    .from(.nudged, on: .snooze, to: .snoozed),
    // `snoozed` has its own row for `expire`, without a timer: the `fromAny` timer gives way.
    .from(.snoozed, on: .expire, to: .waiting),
    .from(.snoozed, on: .wake, after: .milliseconds(500), to: .waiting),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case waiting
    case nudged
    case snoozed
    case expired
    var description: Swift.String {
      switch self {
      case .waiting:
        "waiting"
      case .nudged:
        "nudged"
      case .snoozed:
        "snoozed"
      case .expired:
        "expired"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case waiting
    case nudged
    case snoozed
    case expired
    var description: Swift.String {
      switch self {
      case .waiting:
        "waiting"
      case .nudged:
        "nudged"
      case .snoozed:
        "snoozed"
      case .expired:
        "expired"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .waiting:
      .waiting
    case .nudged:
      .nudged
    case .snoozed:
      .snoozed
    case .expired:
      .expired
    }
  }

  typealias Transition = FSMRuntime.Transition<Reminder>

  nonisolated static let initialCase: Case = Case.waiting

  nonisolated static let finalCases: Swift.Set<Case> = [Case.expired]

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .waiting:
      switch event {
      case .nudge:
        if Self.transitions[0]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .nudged)
        }
        return nil
      case .expire:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .expired)
      case .mute:
        do {
          let _$built = Self.transitions[1]._buildTarget(self, event)
          guard case .waiting = _$built else {
            return nil
          }
          return FSMRuntime.Step<Self>(from: self, event: event, to: _$built)
        }
      case .snooze, .wake:
        return nil
      }
    case .nudged:
      switch event {
      case .expire:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .expired)
      case .snooze:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .snoozed)
      case .nudge, .mute, .wake:
        return nil
      }
    case .snoozed:
      switch event {
      case .expire:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .waiting())
      case .wake:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .waiting())
      case .nudge, .mute, .snooze:
        return nil
      }
    case .expired:
      return nil
    }
  }

  /// Sends `.nudge` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func nudge() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.nudge)
  }

  /// Sends `.expire` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func expire() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.expire)
  }

  /// Sends `.mute` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func mute() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.mute)
  }

  /// Sends `.snooze` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func snooze() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.snooze)
  }

  /// Sends `.wake` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func wake() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.wake)
  }

  nonisolated static func timedEvents(in _$state: Self) -> [FSMRuntime.TimedEvent<Self>] {
    switch _$state.case {
    case .waiting:
      return [FSMRuntime.TimedEvent<Self>(event: .nudge, delay: .seconds(1)), FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(2))]
    case .nudged:
      return [FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(2))]
    case .snoozed:
      return [FSMRuntime.TimedEvent<Self>(event: .wake, delay: .milliseconds(500))]
    default:
      return []
    }
  }

  nonisolated static var _hasTimers: Swift.Bool {
    true
  }

  nonisolated static func _forEachTimedEvent(of _$state: Self, scope _$scope: Swift.Int, _ _$body: (FSMRuntime.TimedEvent<Self>) -> Swift.Void) {
    guard _$scope == 0 else {
      return
    }
    switch _$state.case {
    case .waiting:
      _$body(FSMRuntime.TimedEvent<Self>(event: .nudge, delay: .seconds(1)))
      _$body(FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(2)))
    case .nudged:
      _$body(FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(2)))
    case .snoozed:
      _$body(FSMRuntime.TimedEvent<Self>(event: .wake, delay: .milliseconds(500)))
    default:
      break
    }
  }

  #if compiler(>=6.2)
  /// The state `.waiting` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Waiting: ~Swift.Copyable {
    let muted: Bool
    init(muted: Bool = false) {
      self.muted = muted
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .waiting(muted: self.muted)
    }
    /// `.expire`: goes to `.expired`.
    consuming func expire() -> Reminder.Expired {
      Reminder.Expired()
    }
    /// `.mute`: the next state depends on a `build:` closure.
    consuming func mute() -> Reminder {
      let state = self.state
      let event: Reminder.Event = .mute
      return Reminder.transitions[1]._buildTarget(state, event)
    }
  }
  #else
  /// The state `.waiting` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Waiting: ~Swift.Copyable {
    let muted: Bool
    init(muted: Bool = false) {
      self.muted = muted
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .waiting(muted: self.muted)
    }
    /// `.expire`: goes to `.expired`.
    consuming func expire() -> Reminder.Expired {
      Reminder.Expired()
    }
    /// `.mute`: the next state depends on a `build:` closure.
    consuming func mute() -> Reminder {
      let state = self.state
      let event: Reminder.Event = .mute
      return Reminder.transitions[1]._buildTarget(state, event)
    }
  }
  #endif

  #if compiler(>=6.2)
  /// The state `.nudged` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Nudged: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .nudged
    }
    /// `.expire`: goes to `.expired`.
    consuming func expire() -> Reminder.Expired {
      Reminder.Expired()
    }
    /// `.snooze`: goes to `.snoozed`.
    consuming func snooze() -> Reminder.Snoozed {
      Reminder.Snoozed()
    }
  }
  #else
  /// The state `.nudged` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Nudged: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .nudged
    }
    /// `.expire`: goes to `.expired`.
    consuming func expire() -> Reminder.Expired {
      Reminder.Expired()
    }
    /// `.snooze`: goes to `.snoozed`.
    consuming func snooze() -> Reminder.Snoozed {
      Reminder.Snoozed()
    }
  }
  #endif

  #if compiler(>=6.2)
  /// The state `.snoozed` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Snoozed: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .snoozed
    }
    /// `.expire`: goes to `.waiting`.
    consuming func expire() -> Reminder.Waiting {
      Reminder.Waiting()
    }
    /// `.wake`: goes to `.waiting`.
    consuming func wake() -> Reminder.Waiting {
      Reminder.Waiting()
    }
  }
  #else
  /// The state `.snoozed` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Snoozed: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .snoozed
    }
    /// `.expire`: goes to `.waiting`.
    consuming func expire() -> Reminder.Waiting {
      Reminder.Waiting()
    }
    /// `.wake`: goes to `.waiting`.
    consuming func wake() -> Reminder.Waiting {
      Reminder.Waiting()
    }
  }
  #endif

  #if compiler(>=6.2)
  /// The state `.expired` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Expired: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .expired
    }
  }
  #else
  /// The state `.expired` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Expired: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Reminder`.
    var state: Reminder {
      .expired
    }
  }
  #endif

  #if compiler(>=6.2)
  /// A state as its typestate struct: switch over it to call the events that state accepts.
  nonisolated enum Typed: ~Swift.Copyable {
    case waiting(Reminder.Waiting)
    case nudged(Reminder.Nudged)
    case snoozed(Reminder.Snoozed)
    case expired(Reminder.Expired)
  }
  #else
  /// A state as its typestate struct: switch over it to call the events that state accepts.
  enum Typed: ~Swift.Copyable {
    case waiting(Reminder.Waiting)
    case nudged(Reminder.Nudged)
    case snoozed(Reminder.Snoozed)
    case expired(Reminder.Expired)
  }
  #endif

  /// This state as its typestate struct, in which only the events it accepts are methods.
  nonisolated var typed: Typed {
    switch self {
    case .waiting(let _$s0):
      return .waiting(Reminder.Waiting(muted: _$s0))
    case .nudged:
      return .nudged(Reminder.Nudged())
    case .snoozed:
      return .snoozed(Reminder.Snoozed())
    case .expired:
      return .expired(Reminder.Expired())
    }
  }

  /// The case a row's `build:` built for `event`, when it is not the case the row names: why the event was refused.
  nonisolated func _caseBuiltOtherwise(on event: Event) -> Case? {
    switch self {
    case .waiting:
      switch event {
      case .mute:
        let _$built = Self.transitions[1]._buildTarget(self, event).case
        return _$built == .waiting ? nil : _$built
      default:
        return nil
      }
    default:
      return nil
    }
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(7)
    _$all.append(.init(source: .waiting, event: .nudge, target: .nudged, guarded: true, delay: .seconds(1)))
    _$all.append(.init(source: .waiting, event: .mute, target: .waiting))
    _$all.append(.init(source: .waiting, event: .expire, target: .expired, delay: .seconds(2)))
    _$all.append(.init(source: .nudged, event: .expire, target: .expired, delay: .seconds(2)))
    _$all.append(.init(source: .nudged, event: .snooze, target: .snoozed))
    _$all.append(.init(source: .snoozed, event: .expire, target: .waiting))
    _$all.append(.init(source: .snoozed, event: .wake, target: .waiting, delay: .milliseconds(500)))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Reminder\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"waiting\";\n  \"waiting\";\n  \"nudged\";\n  \"snoozed\";\n  \"expired\" [shape=doublecircle];\n  \"waiting\" -> \"nudged\" [label=\"nudge after 1s [guard]\"];\n  \"waiting\" -> \"waiting\" [label=\"mute\"];\n  \"waiting\" -> \"expired\" [label=\"expire after 2s\"];\n  \"nudged\" -> \"expired\" [label=\"expire after 2s\"];\n  \"nudged\" -> \"snoozed\" [label=\"snooze\"];\n  \"snoozed\" -> \"waiting\" [label=\"expire\"];\n  \"snoozed\" -> \"waiting\" [label=\"wake after 500ms\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> waiting\n  waiting --> nudged : nudge after 1s [guard]\n  waiting --> waiting : mute\n  waiting --> expired : expire after 2s\n  nudged --> expired : expire after 2s\n  nudged --> snoozed : snooze\n  snoozed --> waiting : expire\n  snoozed --> waiting : wake after 500ms\n  expired --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Reminder's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Reminder\" initial=\"waiting\">\n  <state id=\"waiting\">\n    <onentry>\n      <send id=\"waiting.nudge.after\" event=\"nudge\" delay=\"1s\"/>\n      <send id=\"waiting.expire.after\" event=\"expire\" delay=\"2s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"waiting.nudge.after\"/>\n      <cancel sendid=\"waiting.expire.after\"/>\n    </onexit>\n    <transition event=\"nudge\" cond=\"{ state, _ in state != .waiting(muted: true) }\" target=\"nudged\" fsm:row=\"transitions[0]\"/>\n    <transition event=\"expire\" target=\"expired\"/>\n    <transition event=\"mute\" target=\"waiting\"/>\n  </state>\n  <state id=\"nudged\">\n    <onentry>\n      <send id=\"nudged.expire.after\" event=\"expire\" delay=\"2s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"nudged.expire.after\"/>\n    </onexit>\n    <transition event=\"expire\" target=\"expired\"/>\n    <transition event=\"snooze\" target=\"snoozed\"/>\n  </state>\n  <state id=\"snoozed\">\n    <onentry>\n      <send id=\"snoozed.wake.after\" event=\"wake\" delay=\"500ms\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"snoozed.wake.after\"/>\n    </onexit>\n    <transition event=\"expire\" target=\"waiting\"/>\n    <transition event=\"wake\" target=\"waiting\"/>\n  </state>\n  <final id=\"expired\"/>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Reminder\",\n  \"key\": \"Reminder\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"waiting\"],\n    \"source\": \"#Reminder\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"waiting\": {\n      \"id\": \"Reminder.waiting\",\n      \"key\": \"waiting\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"nudge\": [\n          {\n            \"target\": [\"#Reminder.nudged\"],\n            \"source\": \"#Reminder.waiting\",\n            \"eventType\": \"nudge\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .waiting(muted: true) }\",\n              \"params\": {\n                \"row\": \"transitions[0]\"\n              }\n            }\n          }\n        ],\n        \"expire\": [\n          {\n            \"target\": [\"#Reminder.expired\"],\n            \"source\": \"#Reminder.waiting\",\n            \"eventType\": \"expire\",\n            \"actions\": []\n          }\n        ],\n        \"mute\": [\n          {\n            \"target\": [\"#Reminder.waiting\"],\n            \"source\": \"#Reminder.waiting\",\n            \"eventType\": \"mute\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ]\n      },\n      \"after\": {\n        \"1000\": [\n          {\n            \"target\": [\"#Reminder.nudged\"],\n            \"source\": \"#Reminder.waiting\",\n            \"eventType\": \"nudge\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .waiting(muted: true) }\",\n              \"params\": {\n                \"row\": \"transitions[0]\"\n              }\n            },\n            \"description\": \"sends nudge\"\n          }\n        ],\n        \"2000\": [\n          {\n            \"target\": [\"#Reminder.expired\"],\n            \"source\": \"#Reminder.waiting\",\n            \"eventType\": \"expire\",\n            \"actions\": [],\n            \"description\": \"sends expire\"\n          }\n        ]\n      }\n    },\n    \"nudged\": {\n      \"id\": \"Reminder.nudged\",\n      \"key\": \"nudged\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"expire\": [\n          {\n            \"target\": [\"#Reminder.expired\"],\n            \"source\": \"#Reminder.nudged\",\n            \"eventType\": \"expire\",\n            \"actions\": []\n          }\n        ],\n        \"snooze\": [\n          {\n            \"target\": [\"#Reminder.snoozed\"],\n            \"source\": \"#Reminder.nudged\",\n            \"eventType\": \"snooze\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"2000\": [\n          {\n            \"target\": [\"#Reminder.expired\"],\n            \"source\": \"#Reminder.nudged\",\n            \"eventType\": \"expire\",\n            \"actions\": [],\n            \"description\": \"sends expire\"\n          }\n        ]\n      }\n    },\n    \"snoozed\": {\n      \"id\": \"Reminder.snoozed\",\n      \"key\": \"snoozed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"expire\": [\n          {\n            \"target\": [\"#Reminder.waiting\"],\n            \"source\": \"#Reminder.snoozed\",\n            \"eventType\": \"expire\",\n            \"actions\": []\n          }\n        ],\n        \"wake\": [\n          {\n            \"target\": [\"#Reminder.waiting\"],\n            \"source\": \"#Reminder.snoozed\",\n            \"eventType\": \"wake\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"500\": [\n          {\n            \"target\": [\"#Reminder.waiting\"],\n            \"source\": \"#Reminder.snoozed\",\n            \"eventType\": \"wake\",\n            \"actions\": [],\n            \"description\": \"sends wake\"\n          }\n        ]\n      }\n    },\n    \"expired\": {\n      \"id\": \"Reminder.expired\",\n      \"key\": \"expired\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .waiting:
      ["waiting"]
    case .nudged:
      ["nudged"]
    case .snoozed:
      ["snoozed"]
    case .expired:
      ["expired"]
    }
  }
}

extension Reminder.Event: FSMRuntime.CaseDiscriminable {}

extension Reminder: FSMRuntime.StateMachine {}
