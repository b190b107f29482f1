// swift-format-ignore-file
// `Keywords` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Keywords: Equatable {
//   case `default`
//   case `repeat`
//   @Final case `for`
//
//   enum Event {
//     case `continue`, `return`, `do`
//   }
//
//   static let transitions: [Transition] = [
//     .from(.default, on: .continue, to: .repeat),
//     .from(.repeat, on: .return, to: .default),
//     .fromAny(on: .do, to: .for),
//   ]
// }

// MARK: - Expansion


enum Keywords: Equatable {
  case `default`
  case `repeat`
  case `for`

  enum Event {
    case `continue`, `return`, `do`

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case `continue`
      case `return`
      case `do`
      var description: Swift.String {
        switch self {
        case .continue:
          "continue"
        case .return:
          "return"
        case .do:
          "do"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case `continue`
      case `return`
      case `do`
      var description: Swift.String {
        switch self {
        case .continue:
          "continue"
        case .return:
          "return"
        case .do:
          "do"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .continue:
        .continue
      case .return:
        .return
      case .do:
        .do
      }
    }
  }

  static let transitions: [Transition] = [
    .from(.default, on: .continue, to: .repeat),
    .from(.repeat, on: .return, to: .default),
    .fromAny(on: .do, to: .for),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case `default`
    case `repeat`
    case `for`
    var description: Swift.String {
      switch self {
      case .`default`:
        "default"
      case .repeat:
        "repeat"
      case .for:
        "for"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case `default`
    case `repeat`
    case `for`
    var description: Swift.String {
      switch self {
      case .`default`:
        "default"
      case .repeat:
        "repeat"
      case .for:
        "for"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .`default`:
      .`default`
    case .repeat:
      .repeat
    case .for:
      .for
    }
  }

  typealias Transition = FSMRuntime.Transition<Keywords>

  nonisolated static let initialCase: Case = Case.`default`

  nonisolated static let finalCases: Swift.Set<Case> = [Case.for]

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .`default`:
      switch event {
      case .continue:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .repeat)
      case .do:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .for)
      case .return:
        return nil
      }
    case .repeat:
      switch event {
      case .return:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .`default`)
      case .do:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .for)
      case .continue:
        return nil
      }
    case .for:
      return nil
    }
  }

  /// Sends `.continue` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func `continue`() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.continue)
  }

  /// Sends `.return` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func `return`() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.return)
  }

  /// Sends `.do` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func `do`() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.do)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(4)
    _$all.append(.init(source: .`default`, event: .continue, target: .repeat))
    _$all.append(.init(source: .repeat, event: .return, target: .`default`))
    _$all.append(.init(source: .`default`, event: .do, target: .for))
    _$all.append(.init(source: .repeat, event: .do, target: .for))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Keywords\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"default\";\n  \"default\";\n  \"repeat\";\n  \"for\" [shape=doublecircle];\n  \"default\" -> \"repeat\" [label=\"continue\"];\n  \"repeat\" -> \"default\" [label=\"return\"];\n  \"default\" -> \"for\" [label=\"do\"];\n  \"repeat\" -> \"for\" [label=\"do\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> default\n  default --> repeat : continue\n  repeat --> default : return\n  default --> for : do\n  repeat --> for : do\n  for --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Keywords's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Keywords\" initial=\"default\">\n  <state id=\"default\">\n    <transition event=\"continue\" target=\"repeat\"/>\n    <transition event=\"do\" target=\"for\"/>\n  </state>\n  <state id=\"repeat\">\n    <transition event=\"return\" target=\"default\"/>\n    <transition event=\"do\" target=\"for\"/>\n  </state>\n  <final id=\"for\"/>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Keywords\",\n  \"key\": \"Keywords\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"default\"],\n    \"source\": \"#Keywords\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"default\": {\n      \"id\": \"Keywords.default\",\n      \"key\": \"default\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"continue\": [\n          {\n            \"target\": [\"#Keywords.repeat\"],\n            \"source\": \"#Keywords.default\",\n            \"eventType\": \"continue\",\n            \"actions\": []\n          }\n        ],\n        \"do\": [\n          {\n            \"target\": [\"#Keywords.for\"],\n            \"source\": \"#Keywords.default\",\n            \"eventType\": \"do\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"repeat\": {\n      \"id\": \"Keywords.repeat\",\n      \"key\": \"repeat\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"return\": [\n          {\n            \"target\": [\"#Keywords.default\"],\n            \"source\": \"#Keywords.repeat\",\n            \"eventType\": \"return\",\n            \"actions\": []\n          }\n        ],\n        \"do\": [\n          {\n            \"target\": [\"#Keywords.for\"],\n            \"source\": \"#Keywords.repeat\",\n            \"eventType\": \"do\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"for\": {\n      \"id\": \"Keywords.for\",\n      \"key\": \"for\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .`default`:
      ["default"]
    case .repeat:
      ["repeat"]
    case .for:
      ["for"]
    }
  }
}

extension Keywords.Event: FSMRuntime.CaseDiscriminable {}

extension Keywords: FSMRuntime.StateMachine {}
