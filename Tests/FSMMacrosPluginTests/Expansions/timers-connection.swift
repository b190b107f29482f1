// swift-format-ignore-file
// `Connection` from Sources/FSMExamples/Connection.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// public enum Connection: Sendable, Equatable, Codable {
//   @Initial case idle
//   case connecting(attempt: Int = 1)
//   case online
//   case failed(attempt: Int)
//   @Final case gaveUp
//
//   public enum Event: Sendable, Equatable, Codable {
//     case connect, connected, timeout, retry, disconnect
//   }
//
//   public enum Effect: Sendable, Equatable {
//     case report(attempt: Int)
//   }
//
//   /// Attempts before giving up.
//   public static let maxAttempts = 3
//
//   public static let transitions: [Transition] = [
//     .from(.idle, on: .connect, to: .connecting),
//     .from(.connecting, on: .connected, to: .online),
//     // `attempt` flows from `connecting` to `failed` and into the effect.
//     .from(.connecting, on: .timeout, after: .seconds(10), to: .failed, emit: .report),
//     // The timer sends `retry` after 5 s; whichever row then fires: the guarded one while
//     // attempts are left, else the fallback.
//     .from(
//       .failed, on: .retry, after: .seconds(5), to: .connecting,
//       build: { state, _ in .connecting(attempt: state.attempt + 1) },
//       when: { state, _ in state.attempt < maxAttempts }),
//     .from(.failed, on: .retry, to: .gaveUp),
//     .from(.online, on: .disconnect, to: .idle),
//   ]
//
//   /// The attempt in progress or last failed; 0 when none.
//   public var attempt: Int {
//     switch self {
//     case .connecting(let attempt), .failed(let attempt): attempt
//     case .idle, .online, .gaveUp: 0
//     }
//   }
// }

// MARK: - Expansion


public enum Connection: Sendable, Equatable, Codable {
  case idle
  case connecting(attempt: Int = 1)
  case online
  case failed(attempt: Int)
  case gaveUp

  public enum Event: Sendable, Equatable, Codable {
    case connect, connected, timeout, retry, disconnect

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case connect
      case connected
      case timeout
      case retry
      case disconnect
      public var description: Swift.String {
        switch self {
        case .connect:
          "connect"
        case .connected:
          "connected"
        case .timeout:
          "timeout"
        case .retry:
          "retry"
        case .disconnect:
          "disconnect"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case connect
      case connected
      case timeout
      case retry
      case disconnect
      public var description: Swift.String {
        switch self {
        case .connect:
          "connect"
        case .connected:
          "connected"
        case .timeout:
          "timeout"
        case .retry:
          "retry"
        case .disconnect:
          "disconnect"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .connect:
        .connect
      case .connected:
        .connected
      case .timeout:
        .timeout
      case .retry:
        .retry
      case .disconnect:
        .disconnect
      }
    }
  }

  public enum Effect: Sendable, Equatable {
    case report(attempt: Int)

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case report
      public var description: Swift.String {
        switch self {
        case .report:
          "report"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case report
      public var description: Swift.String {
        switch self {
        case .report:
          "report"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .report:
        .report
      }
    }
  }

  /// Attempts before giving up.
  public static let maxAttempts = 3

  public static let transitions: [Transition] = [
    .from(.idle, on: .connect, to: .connecting),
    .from(.connecting, on: .connected, to: .online),
    // `attempt` flows from `connecting` to `failed` and into the effect.
    .from(.connecting, on: .timeout, after: .seconds(10), to: .failed, emit: .report),
    // The timer sends `retry` after 5 s; whichever row then fires: the guarded one while
    // attempts are left, else the fallback.
    .from(
      .failed, on: .retry, after: .seconds(5), to: .connecting,
      build: { state, _ in .connecting(attempt: state.attempt + 1) },
      when: { state, _ in state.attempt < maxAttempts }),
    .from(.failed, on: .retry, to: .gaveUp),
    .from(.online, on: .disconnect, to: .idle),
  ]

  /// The attempt in progress or last failed; 0 when none.
  public var attempt: Int {
    switch self {
    case .connecting(let attempt), .failed(let attempt): attempt
    case .idle, .online, .gaveUp: 0
    }
  }

  #if compiler(>=6.2)
  public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case connecting
    case online
    case failed
    case gaveUp
    public var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .connecting:
        "connecting"
      case .online:
        "online"
      case .failed:
        "failed"
      case .gaveUp:
        "gaveUp"
      }
    }
  }
  #else
  public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case connecting
    case online
    case failed
    case gaveUp
    public var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .connecting:
        "connecting"
      case .online:
        "online"
      case .failed:
        "failed"
      case .gaveUp:
        "gaveUp"
      }
    }
  }
  #endif

  public nonisolated var `case`: Case {
    switch self {
    case .idle:
      .idle
    case .connecting:
      .connecting
    case .online:
      .online
    case .failed:
      .failed
    case .gaveUp:
      .gaveUp
    }
  }

  public typealias Transition = FSMRuntime.Transition<Connection>

  public nonisolated static let initialCase: Case = Case.idle

  public nonisolated static let finalCases: Swift.Set<Case> = [Case.gaveUp]

  @inline(__always)
  public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .idle:
      switch event {
      case .connect:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .connecting())
      case .connected, .timeout, .retry, .disconnect:
        return nil
      }
    case .connecting(let _$s0):
      switch event {
      case .connected:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .online)
      case .timeout:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed(attempt: _$s0), effect: .report(attempt: _$s0))
      case .connect, .retry, .disconnect:
        return nil
      }
    case .online:
      switch event {
      case .disconnect:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .idle)
      case .connect, .connected, .timeout, .retry:
        return nil
      }
    case .failed:
      switch event {
      case .retry:
        if Self.transitions[3]._passesGuard(self, event) {
          let _$built = Self.transitions[3]._buildTarget(self, event)
          guard case .connecting = _$built else {
            return nil
          }
          return FSMRuntime.Step<Self>(from: self, event: event, to: _$built)
        }
        return FSMRuntime.Step<Self>(from: self, event: event, to: .gaveUp)
      case .connect, .connected, .timeout, .disconnect:
        return nil
      }
    case .gaveUp:
      return nil
    }
  }

  /// Sends `.connect` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func connect() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.connect)
  }

  /// Sends `.connected` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func connected() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.connected)
  }

  /// Sends `.timeout` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func timeout() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.timeout)
  }

  /// Sends `.retry` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func retry() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.retry)
  }

  /// Sends `.disconnect` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func disconnect() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.disconnect)
  }

  public nonisolated static func timedEvents(in _$state: Self) -> [FSMRuntime.TimedEvent<Self>] {
    switch _$state.case {
    case .connecting:
      return [FSMRuntime.TimedEvent<Self>(event: .timeout, delay: .seconds(10))]
    case .failed:
      return [FSMRuntime.TimedEvent<Self>(event: .retry, delay: .seconds(5))]
    default:
      return []
    }
  }

  public nonisolated static var _hasTimers: Swift.Bool {
    true
  }

  public nonisolated static func _forEachTimedEvent(of _$state: Self, scope _$scope: Swift.Int, _ _$body: (FSMRuntime.TimedEvent<Self>) -> Swift.Void) {
    guard _$scope == 0 else {
      return
    }
    switch _$state.case {
    case .connecting:
      _$body(FSMRuntime.TimedEvent<Self>(event: .timeout, delay: .seconds(10)))
    case .failed:
      _$body(FSMRuntime.TimedEvent<Self>(event: .retry, delay: .seconds(5)))
    default:
      break
    }
  }

  /// The case a row's `build:` built for `event`, when it is not the case the row names: why the event was refused.
  public nonisolated func _caseBuiltOtherwise(on event: Event) -> Case? {
    switch self {
    case .failed:
      switch event {
      case .retry:
        if Self.transitions[3]._passesGuard(self, event) {
          let _$built = Self.transitions[3]._buildTarget(self, event).case
          return _$built == .connecting ? nil : _$built
        }
        return nil
      default:
        return nil
      }
    default:
      return nil
    }
  }

  public nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(6)
    _$all.append(.init(source: .idle, event: .connect, target: .connecting))
    _$all.append(.init(source: .connecting, event: .connected, target: .online))
    _$all.append(.init(source: .connecting, event: .timeout, target: .failed, effect: .report, delay: .seconds(10)))
    _$all.append(.init(source: .failed, event: .retry, target: .connecting, guarded: true, delay: .seconds(5)))
    _$all.append(.init(source: .failed, event: .retry, target: .gaveUp, delay: .seconds(5)))
    _$all.append(.init(source: .online, event: .disconnect, target: .idle))
    return _$all
  }

  public nonisolated static let dot: Swift.String = "digraph \"Connection\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"idle\";\n  \"idle\";\n  \"connecting\";\n  \"online\";\n  \"failed\";\n  \"gaveUp\" [shape=doublecircle];\n  \"idle\" -> \"connecting\" [label=\"connect\"];\n  \"connecting\" -> \"online\" [label=\"connected\"];\n  \"connecting\" -> \"failed\" [label=\"timeout after 10s / report\"];\n  \"failed\" -> \"connecting\" [label=\"retry after 5s [guard]\"];\n  \"failed\" -> \"gaveUp\" [label=\"retry after 5s\"];\n  \"online\" -> \"idle\" [label=\"disconnect\"];\n}\n"

  public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> idle\n  idle --> connecting : connect\n  connecting --> online : connected\n  connecting --> failed : timeout after 10s / report\n  failed --> connecting : retry after 5s [guard]\n  failed --> gaveUp : retry after 5s\n  online --> idle : disconnect\n  gaveUp --> [*]\n"

  public nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Connection's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Connection\" initial=\"idle\">\n  <state id=\"idle\">\n    <transition event=\"connect\" target=\"connecting\"/>\n  </state>\n  <state id=\"connecting\">\n    <onentry>\n      <send id=\"connecting.timeout.after\" event=\"timeout\" delay=\"10s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"connecting.timeout.after\"/>\n    </onexit>\n    <transition event=\"connected\" target=\"online\"/>\n    <transition event=\"timeout\" target=\"failed\">\n      <send target=\"#_parent\" event=\"report\"/>\n    </transition>\n  </state>\n  <state id=\"online\">\n    <transition event=\"disconnect\" target=\"idle\"/>\n  </state>\n  <state id=\"failed\">\n    <onentry>\n      <send id=\"failed.retry.after\" event=\"retry\" delay=\"5s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"failed.retry.after\"/>\n    </onexit>\n    <transition event=\"retry\" cond=\"{ state, _ in state.attempt &lt; maxAttempts }\" target=\"connecting\" fsm:row=\"transitions[3]\"/>\n    <transition event=\"retry\" target=\"gaveUp\"/>\n  </state>\n  <final id=\"gaveUp\"/>\n</scxml>\n"

  public nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Connection\",\n  \"key\": \"Connection\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"idle\"],\n    \"source\": \"#Connection\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"idle\": {\n      \"id\": \"Connection.idle\",\n      \"key\": \"idle\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"connect\": [\n          {\n            \"target\": [\"#Connection.connecting\"],\n            \"source\": \"#Connection.idle\",\n            \"eventType\": \"connect\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"connecting\": {\n      \"id\": \"Connection.connecting\",\n      \"key\": \"connecting\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"connected\": [\n          {\n            \"target\": [\"#Connection.online\"],\n            \"source\": \"#Connection.connecting\",\n            \"eventType\": \"connected\",\n            \"actions\": []\n          }\n        ],\n        \"timeout\": [\n          {\n            \"target\": [\"#Connection.failed\"],\n            \"source\": \"#Connection.connecting\",\n            \"eventType\": \"timeout\",\n            \"actions\": [\n              {\n                \"type\": \"report\"\n              }\n            ]\n          }\n        ]\n      },\n      \"after\": {\n        \"10000\": [\n          {\n            \"target\": [\"#Connection.failed\"],\n            \"source\": \"#Connection.connecting\",\n            \"eventType\": \"timeout\",\n            \"actions\": [\n              {\n                \"type\": \"report\"\n              }\n            ],\n            \"description\": \"sends timeout\"\n          }\n        ]\n      }\n    },\n    \"online\": {\n      \"id\": \"Connection.online\",\n      \"key\": \"online\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"disconnect\": [\n          {\n            \"target\": [\"#Connection.idle\"],\n            \"source\": \"#Connection.online\",\n            \"eventType\": \"disconnect\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"failed\": {\n      \"id\": \"Connection.failed\",\n      \"key\": \"failed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"retry\": [\n          {\n            \"target\": [\"#Connection.connecting\"],\n            \"source\": \"#Connection.failed\",\n            \"eventType\": \"retry\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state.attempt < maxAttempts }\",\n              \"params\": {\n                \"row\": \"transitions[3]\"\n              }\n            }\n          },\n          {\n            \"target\": [\"#Connection.gaveUp\"],\n            \"source\": \"#Connection.failed\",\n            \"eventType\": \"retry\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"5000\": [\n          {\n            \"target\": [\"#Connection.connecting\"],\n            \"source\": \"#Connection.failed\",\n            \"eventType\": \"retry\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state.attempt < maxAttempts }\",\n              \"params\": {\n                \"row\": \"transitions[3]\"\n              }\n            },\n            \"description\": \"sends retry\"\n          },\n          {\n            \"target\": [\"#Connection.gaveUp\"],\n            \"source\": \"#Connection.failed\",\n            \"eventType\": \"retry\",\n            \"actions\": [],\n            \"description\": \"sends retry\"\n          }\n        ]\n      }\n    },\n    \"gaveUp\": {\n      \"id\": \"Connection.gaveUp\",\n      \"key\": \"gaveUp\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  public nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .idle:
      ["idle"]
    case .connecting:
      ["connecting"]
    case .online:
      ["online"]
    case .failed:
      ["failed"]
    case .gaveUp:
      ["gaveUp"]
    }
  }
}

extension Connection.Event: FSMRuntime.CaseDiscriminable {}

extension Connection.Effect: FSMRuntime.CaseDiscriminable {}

extension Connection: FSMRuntime.StateMachine {}
