// swift-format-ignore-file
// `UploadFlow` from Tests/FSMMacrosTests/EventlessTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum UploadFlow: Equatable, Sendable {
//   @Initial case idle
//   case sending, verifying, uploaded
//   @Final case summary
//   @Final case failed
//
//   enum Event: Equatable, Sendable { case start, sent, verified, fail }
//   enum Effect: Equatable, Sendable { case showSummary }
//
//   enum Superstate { case upload }
//
//   static let superstates: [Superstates] = [
//     .superstate(.upload, contains: [.sending, .verifying, .uploaded], final: [.uploaded])
//   ]
//
//   static let transitions: [Transition] = [
//     .from(.idle, on: .start, to: .sending),
//     .from(.sending, on: .sent, to: .verifying),
//     .from(.verifying, on: .verified, to: .uploaded),
//     .within(.upload, on: .fail, to: .failed),
//     .onDone(.upload, to: .summary, emit: .showSummary),
//   ]
// }

// MARK: - Expansion


enum UploadFlow: Equatable, Sendable {
  case idle
  case sending, verifying, uploaded
  case summary
  case failed

  enum Event: Equatable, Sendable { case start, sent, verified, fail 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case sent
      case verified
      case fail
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .sent:
          "sent"
        case .verified:
          "verified"
        case .fail:
          "fail"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case sent
      case verified
      case fail
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .sent:
          "sent"
        case .verified:
          "verified"
        case .fail:
          "fail"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .start:
        .start
      case .sent:
        .sent
      case .verified:
        .verified
      case .fail:
        .fail
      }
    }
}
  enum Effect: Equatable, Sendable { case showSummary 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case showSummary
      var description: Swift.String {
        switch self {
        case .showSummary:
          "showSummary"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case showSummary
      var description: Swift.String {
        switch self {
        case .showSummary:
          "showSummary"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .showSummary:
        .showSummary
      }
    }
}

  enum Superstate { case upload 
}

  static let superstates: [Superstates] = [
    .superstate(.upload, contains: [.sending, .verifying, .uploaded], final: [.uploaded])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .sending),
    .from(.sending, on: .sent, to: .verifying),
    .from(.verifying, on: .verified, to: .uploaded),
    .within(.upload, on: .fail, to: .failed),
    .onDone(.upload, to: .summary, emit: .showSummary),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case sending
    case verifying
    case uploaded
    case summary
    case failed
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .sending:
        "sending"
      case .verifying:
        "verifying"
      case .uploaded:
        "uploaded"
      case .summary:
        "summary"
      case .failed:
        "failed"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case sending
    case verifying
    case uploaded
    case summary
    case failed
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .sending:
        "sending"
      case .verifying:
        "verifying"
      case .uploaded:
        "uploaded"
      case .summary:
        "summary"
      case .failed:
        "failed"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .idle:
      .idle
    case .sending:
      .sending
    case .verifying:
      .verifying
    case .uploaded:
      .uploaded
    case .summary:
      .summary
    case .failed:
      .failed
    }
  }

  typealias Transition = FSMRuntime.Transition<UploadFlow>

  nonisolated static let initialCase: Case = Case.idle

  nonisolated static let finalCases: Swift.Set<Case> = [Case.summary, Case.failed]

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  /// The event's own row, then the eventless and completion rows its target settles by.
  nonisolated func transition(on event: Event, memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    guard let _$step = self._firstStep(on: event, memory: memory) else {
      return nil
    }
    return Self._settled(_$step, memory: memory)
  }

  @inline(__always)
  nonisolated func _firstStep(on event: Event, memory _: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    switch self {
    case .idle:
      switch event {
      case .start:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .sending)
      case .sent, .verified, .fail:
        return nil
      }
    case .sending:
      switch event {
      case .sent:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .verifying)
      case .fail:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed)
      case .start, .verified:
        return nil
      }
    case .verifying:
      switch event {
      case .verified:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .uploaded)
      case .fail:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed)
      case .start, .sent:
        return nil
      }
    case .uploaded:
      switch event {
      case .fail:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed)
      case .start, .sent, .verified:
        return nil
      }
    case .summary, .failed:
      return nil
    }
  }

  nonisolated static var _settles: Swift.Bool {
    true
  }

  nonisolated func _nextMicrostep(completing _$superstate: Superstate?) -> FSMRuntime.Microstep<Self>? {
    if let _$superstate {
      switch _$superstate {
      case .upload:
        switch self {
        case .sending:
          return FSMRuntime.Microstep<Self>(from: self, to: .summary, effect: .showSummary, completed: .upload)
        case .verifying:
          return FSMRuntime.Microstep<Self>(from: self, to: .summary, effect: .showSummary, completed: .upload)
        case .uploaded:
          return FSMRuntime.Microstep<Self>(from: self, to: .summary, effect: .showSummary, completed: .upload)
        default:
          return nil
        }
      }
    }
    return nil
  }

  nonisolated static func _completion(entering state: Case) -> Superstate? {
    switch state {
    case .uploaded:
      .upload
    default:
      nil
    }
  }

  /// Sends `.start` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func start() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.start)
  }

  /// Sends `.sent` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func sent() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.sent)
  }

  /// Sends `.verified` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func verified() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.verified)
  }

  /// Sends `.fail` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func fail() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fail)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  typealias Superstates = FSMRuntime.SuperstateDeclaration<UploadFlow>

  nonisolated static func superstates(of state: Case) -> [Superstate] {
    switch state {
    case .idle, .summary, .failed:
      []
    case .sending, .verifying, .uploaded:
      [.upload]
    }
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(7)
    _$all.append(.init(source: .idle, event: .start, target: .sending))
    _$all.append(.init(source: .sending, event: .sent, target: .verifying))
    _$all.append(.init(source: .verifying, event: .verified, target: .uploaded))
    _$all.append(.init(source: .sending, event: .fail, target: .failed, superstate: .upload))
    _$all.append(.init(source: .verifying, event: .fail, target: .failed, superstate: .upload))
    _$all.append(.init(source: .uploaded, event: .fail, target: .failed, superstate: .upload))
    _$all.append(.init(source: .uploaded, event: nil, target: .summary, effect: .showSummary, completes: .upload))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"UploadFlow\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"idle\";\n  \"idle\";\n  \"summary\" [shape=doublecircle];\n  \"failed\" [shape=doublecircle];\n  subgraph \"cluster_upload\" {\n    label=\"upload\";\n    \"sending\";\n    \"verifying\";\n    \"uploaded\" [peripheries=2];\n  }\n  \"idle\" -> \"sending\" [label=\"start\"];\n  \"sending\" -> \"verifying\" [label=\"sent\"];\n  \"verifying\" -> \"uploaded\" [label=\"verified\"];\n  \"sending\" -> \"failed\" [label=\"fail\", ltail=\"cluster_upload\"];\n  \"uploaded\" -> \"summary\" [label=\"done / showSummary\", style=bold, ltail=\"cluster_upload\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> idle\n  state upload {\n    sending\n    verifying\n    uploaded\n    uploaded --> [*]\n  }\n  idle --> sending : start\n  sending --> verifying : sent\n  verifying --> uploaded : verified\n  upload --> failed : fail\n  upload --> summary : done / showSummary\n  summary --> [*]\n  failed --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from UploadFlow's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"UploadFlow\" initial=\"idle\">\n  <state id=\"idle\">\n    <transition event=\"start\" target=\"sending\"/>\n  </state>\n  <state id=\"upload\">\n    <transition event=\"done.state.upload\" target=\"summary\">\n      <send target=\"#_parent\" event=\"showSummary\"/>\n    </transition>\n    <transition event=\"fail\" cond=\"In('uploaded')\" target=\"failed\"/>\n    <state id=\"sending\">\n      <transition event=\"sent\" target=\"verifying\"/>\n      <transition event=\"fail\" target=\"failed\"/>\n    </state>\n    <state id=\"verifying\">\n      <transition event=\"verified\" target=\"uploaded\"/>\n      <transition event=\"fail\" target=\"failed\"/>\n    </state>\n    <final id=\"uploaded\"/>\n  </state>\n  <final id=\"summary\"/>\n  <final id=\"failed\"/>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"UploadFlow\",\n  \"key\": \"UploadFlow\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"idle\"],\n    \"source\": \"#UploadFlow\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"idle\": {\n      \"id\": \"UploadFlow.idle\",\n      \"key\": \"idle\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"start\": [\n          {\n            \"target\": [\"#UploadFlow.upload.sending\"],\n            \"source\": \"#UploadFlow.idle\",\n            \"eventType\": \"start\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"upload\": {\n      \"id\": \"UploadFlow.upload\",\n      \"key\": \"upload\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"sending\"],\n        \"source\": \"#UploadFlow.upload\",\n        \"actions\": []\n      },\n      \"onDone\": [\n        {\n          \"target\": [\"#UploadFlow.summary\"],\n          \"source\": \"#UploadFlow.upload\",\n          \"eventType\": \"xstate.done.state.UploadFlow.upload\",\n          \"actions\": [\n            {\n              \"type\": \"showSummary\"\n            }\n          ]\n        }\n      ],\n      \"states\": {\n        \"sending\": {\n          \"id\": \"UploadFlow.upload.sending\",\n          \"key\": \"sending\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"sent\": [\n              {\n                \"target\": [\"#UploadFlow.upload.verifying\"],\n                \"source\": \"#UploadFlow.upload.sending\",\n                \"eventType\": \"sent\",\n                \"actions\": []\n              }\n            ],\n            \"fail\": [\n              {\n                \"target\": [\"#UploadFlow.failed\"],\n                \"source\": \"#UploadFlow.upload.sending\",\n                \"eventType\": \"fail\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"verifying\": {\n          \"id\": \"UploadFlow.upload.verifying\",\n          \"key\": \"verifying\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"verified\": [\n              {\n                \"target\": [\"#UploadFlow.upload.uploaded\"],\n                \"source\": \"#UploadFlow.upload.verifying\",\n                \"eventType\": \"verified\",\n                \"actions\": []\n              }\n            ],\n            \"fail\": [\n              {\n                \"target\": [\"#UploadFlow.failed\"],\n                \"source\": \"#UploadFlow.upload.verifying\",\n                \"eventType\": \"fail\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"uploaded\": {\n          \"id\": \"UploadFlow.upload.uploaded\",\n          \"key\": \"uploaded\",\n          \"type\": \"final\",\n          \"on\": {\n            \"fail\": [\n              {\n                \"target\": [\"#UploadFlow.failed\"],\n                \"source\": \"#UploadFlow.upload.uploaded\",\n                \"eventType\": \"fail\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"summary\": {\n      \"id\": \"UploadFlow.summary\",\n      \"key\": \"summary\",\n      \"type\": \"final\"\n    },\n    \"failed\": {\n      \"id\": \"UploadFlow.failed\",\n      \"key\": \"failed\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .idle:
      ["idle"]
    case .sending:
      ["upload", "sending"]
    case .verifying:
      ["upload", "verifying"]
    case .uploaded:
      ["upload", "uploaded"]
    case .summary:
      ["summary"]
    case .failed:
      ["failed"]
    }
  }
}

extension UploadFlow.Event: FSMRuntime.CaseDiscriminable {}

extension UploadFlow.Effect: FSMRuntime.CaseDiscriminable {}

extension UploadFlow.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  nonisolated static var allCases: [Self] {
    [.upload]
  }
  nonisolated var description: Swift.String {
    switch self {
    case .upload:
      "upload"
    }
  }
}

extension UploadFlow: FSMRuntime.StateMachine {}
