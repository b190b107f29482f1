// swift-format-ignore-file
// `Slot` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Slot<Value: Equatable & Sendable>: Equatable {
//   case empty
//   case full(value: Value)
//
//   enum Event {
//     case put(value: Value)
//     case take
//     case expire
//   }
//
//   static var transitions: [Transition] {
//     [
//       .from(.empty, on: .put, to: .full),
//       .from(.full, on: .take, to: .empty),
//       // A timer in a generic machine: its table is computed, read when `full` is entered.
//       .from(.full, on: .expire, after: .seconds(60), to: .empty),
//     ]
//   }
// }

// MARK: - Expansion


enum Slot<Value: Equatable & Sendable>: Equatable {
  case empty
  case full(value: Value)

  enum Event {
    case put(value: Value)
    case take
    case expire

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case put
      case take
      case expire
      var description: Swift.String {
        switch self {
        case .put:
          "put"
        case .take:
          "take"
        case .expire:
          "expire"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case put
      case take
      case expire
      var description: Swift.String {
        switch self {
        case .put:
          "put"
        case .take:
          "take"
        case .expire:
          "expire"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .put:
        .put
      case .take:
        .take
      case .expire:
        .expire
      }
    }
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .put, to: .full),
      .from(.full, on: .take, to: .empty),
      // A timer in a generic machine: its table is computed, read when `full` is entered.
      .from(.full, on: .expire, after: .seconds(60), to: .empty),
    ]
  }

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case empty
    case full
    var description: Swift.String {
      switch self {
      case .empty:
        "empty"
      case .full:
        "full"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case empty
    case full
    var description: Swift.String {
      switch self {
      case .empty:
        "empty"
      case .full:
        "full"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .empty:
      .empty
    case .full:
      .full
    }
  }

  typealias Transition = FSMRuntime.Transition<Slot<Value>>

  nonisolated static var initialCase: Case {
    Case.empty
  }

  nonisolated static var finalCases: Swift.Set<Case> {
    []
  }

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .empty:
      switch event {
      case .put(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .full(value: _$e0))
      case .take, .expire:
        return nil
      }
    case .full:
      switch event {
      case .take:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .empty)
      case .expire:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .empty)
      case .put:
        return nil
      }
    }
  }

  /// Sends `.put` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func put(value: Value) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.put(value: value))
  }

  /// Sends `.take` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func take() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.take)
  }

  /// Sends `.expire` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func expire() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.expire)
  }

  nonisolated static func timedEvents(in _$state: Self) -> [FSMRuntime.TimedEvent<Self>] {
    switch _$state.case {
    case .full:
      return [FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(60))]
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
    case .full:
      _$body(FSMRuntime.TimedEvent<Self>(event: .expire, delay: .seconds(60)))
    default:
      break
    }
  }

  nonisolated static var edges: [FSMRuntime.Edge<Self>] {
    _$edges()
  }

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(3)
    _$all.append(.init(source: .empty, event: .put, target: .full))
    _$all.append(.init(source: .full, event: .take, target: .empty))
    _$all.append(.init(source: .full, event: .expire, target: .empty, delay: .seconds(60)))
    return _$all
  }

  nonisolated static var dot: Swift.String {
    "digraph \"Slot\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"empty\";\n  \"empty\";\n  \"full\";\n  \"empty\" -> \"full\" [label=\"put\"];\n  \"full\" -> \"empty\" [label=\"take\"];\n  \"full\" -> \"empty\" [label=\"expire after 60s\"];\n}\n"
  }

  nonisolated static var mermaid: Swift.String {
    "stateDiagram-v2\n  [*] --> empty\n  empty --> full : put\n  full --> empty : take\n  full --> empty : expire after 60s\n"
  }

  nonisolated static var scxml: Swift.String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Slot's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Slot\" initial=\"empty\">\n  <state id=\"empty\">\n    <transition event=\"put\" target=\"full\"/>\n  </state>\n  <state id=\"full\">\n    <onentry>\n      <send id=\"full.expire.after\" event=\"expire\" delay=\"60s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"full.expire.after\"/>\n    </onexit>\n    <transition event=\"take\" target=\"empty\"/>\n    <transition event=\"expire\" target=\"empty\"/>\n  </state>\n</scxml>\n"
  }

  nonisolated static var xstate: Swift.String {
    "{\n  \"id\": \"Slot\",\n  \"key\": \"Slot\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"empty\"],\n    \"source\": \"#Slot\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"empty\": {\n      \"id\": \"Slot.empty\",\n      \"key\": \"empty\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"put\": [\n          {\n            \"target\": [\"#Slot.full\"],\n            \"source\": \"#Slot.empty\",\n            \"eventType\": \"put\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"full\": {\n      \"id\": \"Slot.full\",\n      \"key\": \"full\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"take\": [\n          {\n            \"target\": [\"#Slot.empty\"],\n            \"source\": \"#Slot.full\",\n            \"eventType\": \"take\",\n            \"actions\": []\n          }\n        ],\n        \"expire\": [\n          {\n            \"target\": [\"#Slot.empty\"],\n            \"source\": \"#Slot.full\",\n            \"eventType\": \"expire\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"60000\": [\n          {\n            \"target\": [\"#Slot.empty\"],\n            \"source\": \"#Slot.full\",\n            \"eventType\": \"expire\",\n            \"actions\": [],\n            \"description\": \"sends expire\"\n          }\n        ]\n      }\n    }\n  }\n}\n"
  }

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .empty:
      ["empty"]
    case .full:
      ["full"]
    }
  }
}

extension Slot.Event: FSMRuntime.CaseDiscriminable {}

extension Slot: FSMRuntime.StateMachine {}
