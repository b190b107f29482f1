// swift-format-ignore-file
// `FileDownload` from Tests/FSMMacrosTests/ActivityTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum FileDownload: Equatable, Sendable {
//   @Initial case ready
//   case connecting(url: String)
//   case receiving(url: String, percent: Int = 0)
//   @Final case done(bytes: Int)
//   @Final case cancelled
//
//   enum Event: Equatable, Sendable {
//     case start(url: String)
//     case connected
//     case progress(percent: Int)
//     case finished(bytes: Int)
//     case cancel
//   }
//
//   enum Superstate { case active }
//
//   enum Activity: Equatable, Sendable {
//     case fetch(url: String)
//   }
//
//   static let superstates: [Superstates] = [
//     .superstate(.active, contains: [.connecting, .receiving])
//   ]
//
//   static let activities: [Activities] = [
//     .run(.fetch, within: .active, done: .finished)
//   ]
//
//   static let transitions: [Transition] = [
//     .from(.ready, on: .start, to: .connecting),
//     .from(.connecting, on: .connected, to: .receiving),
//     .from(.receiving, on: .progress, to: .receiving),
//     .within(.active, on: .finished, to: .done),
//     .within(.active, on: .cancel, to: .cancelled),
//   ]
// }

// MARK: - Expansion


enum FileDownload: Equatable, Sendable {
  case ready
  case connecting(url: String)
  case receiving(url: String, percent: Int = 0)
  case done(bytes: Int)
  case cancelled

  enum Event: Equatable, Sendable {
    case start(url: String)
    case connected
    case progress(percent: Int)
    case finished(bytes: Int)
    case cancel

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case connected
      case progress
      case finished
      case cancel
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .connected:
          "connected"
        case .progress:
          "progress"
        case .finished:
          "finished"
        case .cancel:
          "cancel"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case connected
      case progress
      case finished
      case cancel
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .connected:
          "connected"
        case .progress:
          "progress"
        case .finished:
          "finished"
        case .cancel:
          "cancel"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .start:
        .start
      case .connected:
        .connected
      case .progress:
        .progress
      case .finished:
        .finished
      case .cancel:
        .cancel
      }
    }
  }

  enum Superstate { case active 
}

  enum Activity: Equatable, Sendable {
    case fetch(url: String)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case fetch
      var description: Swift.String {
        switch self {
        case .fetch:
          "fetch"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case fetch
      var description: Swift.String {
        switch self {
        case .fetch:
          "fetch"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .fetch:
        .fetch
      }
    }
  }

  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.connecting, .receiving])
  ]

  static let activities: [Activities] = [
    .run(.fetch, within: .active, done: .finished)
  ]

  static let transitions: [Transition] = [
    .from(.ready, on: .start, to: .connecting),
    .from(.connecting, on: .connected, to: .receiving),
    .from(.receiving, on: .progress, to: .receiving),
    .within(.active, on: .finished, to: .done),
    .within(.active, on: .cancel, to: .cancelled),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case ready
    case connecting
    case receiving
    case done
    case cancelled
    var description: Swift.String {
      switch self {
      case .ready:
        "ready"
      case .connecting:
        "connecting"
      case .receiving:
        "receiving"
      case .done:
        "done"
      case .cancelled:
        "cancelled"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case ready
    case connecting
    case receiving
    case done
    case cancelled
    var description: Swift.String {
      switch self {
      case .ready:
        "ready"
      case .connecting:
        "connecting"
      case .receiving:
        "receiving"
      case .done:
        "done"
      case .cancelled:
        "cancelled"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .ready:
      .ready
    case .connecting:
      .connecting
    case .receiving:
      .receiving
    case .done:
      .done
    case .cancelled:
      .cancelled
    }
  }

  typealias Transition = FSMRuntime.Transition<FileDownload>

  nonisolated static let initialCase: Case = Case.ready

  nonisolated static let finalCases: Swift.Set<Case> = [Case.done, Case.cancelled]

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .ready:
      switch event {
      case .start(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .connecting(url: _$e0))
      case .connected, .progress, .finished, .cancel:
        return nil
      }
    case .connecting(let _$s0):
      switch event {
      case .connected:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .receiving(url: _$s0))
      case .finished(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .done(bytes: _$e0))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .start, .progress:
        return nil
      }
    case .receiving(let _$s0, _):
      switch event {
      case .progress(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .receiving(url: _$s0, percent: _$e0))
      case .finished(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .done(bytes: _$e0))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .start, .connected:
        return nil
      }
    case .done, .cancelled:
      return nil
    }
  }

  /// Sends `.start` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func start(url: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.start(url: url))
  }

  /// Sends `.connected` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func connected() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.connected)
  }

  /// Sends `.progress` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func progress(percent: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.progress(percent: percent))
  }

  /// Sends `.finished` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func finished(bytes: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.finished(bytes: bytes))
  }

  /// Sends `.cancel` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func cancel() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.cancel)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  typealias Superstates = FSMRuntime.SuperstateDeclaration<FileDownload>

  nonisolated static func superstates(of state: Case) -> [Superstate] {
    switch state {
    case .ready, .done, .cancelled:
      []
    case .connecting, .receiving:
      [.active]
    }
  }

  typealias Activities = FSMRuntime.ActivityDeclaration<FileDownload>

  nonisolated static var _hasActivities: Swift.Bool {
    true
  }

  nonisolated static let _activityCases: [Activity.Case] = [Activity.Case.fetch]

  nonisolated func _activities() -> [FSMRuntime.StateActivity<Self>] {
    switch self {
    case .connecting(let _$s0):
      return [FSMRuntime.StateActivity<Self>(declaration: 0, activity: .fetch(url: _$s0))]
    case .receiving(let _$s0, _):
      return [FSMRuntime.StateActivity<Self>(declaration: 0, activity: .fetch(url: _$s0))]
    default:
      return []
    }
  }

  nonisolated static func _leavesScope(of declaration: Swift.Int, from: Self, to: Self, moved: Swift.UInt64) -> Swift.Bool {
    switch declaration {
    case 0:
      return !Self.superstates(of: to.case).contains(Superstate.active)
    default:
      return moved != 0
    }
  }

  #if !hasFeature(Embedded)
  #if compiler(>=6.2)
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  nonisolated struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = FileDownload
    var fetch: @Sendable (_ url: String, _ context: FSMRuntime.ActivityContext<FileDownload>) async -> Int
    init(fetch: @escaping @Sendable (_ url: String, _ context: FSMRuntime.ActivityContext<FileDownload>) async -> Int) {
      self.fetch = fetch
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<FileDownload>) async -> Event? {
      switch activity {
      case .fetch(let _$a0):
        let _$value = await fetch(_$a0, context)
        return .finished(bytes: _$value)
      }
    }
  }
  #else
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = FileDownload
    var fetch: @Sendable (_ url: String, _ context: FSMRuntime.ActivityContext<FileDownload>) async -> Int
    init(fetch: @escaping @Sendable (_ url: String, _ context: FSMRuntime.ActivityContext<FileDownload>) async -> Int) {
      self.fetch = fetch
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<FileDownload>) async -> Event? {
      switch activity {
      case .fetch(let _$a0):
        let _$value = await fetch(_$a0, context)
        return .finished(bytes: _$value)
      }
    }
  }
  #endif
  #endif

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(7)
    _$all.append(.init(source: .ready, event: .start, target: .connecting))
    _$all.append(.init(source: .connecting, event: .connected, target: .receiving))
    _$all.append(.init(source: .receiving, event: .progress, target: .receiving))
    _$all.append(.init(source: .connecting, event: .finished, target: .done, superstate: .active))
    _$all.append(.init(source: .receiving, event: .finished, target: .done, superstate: .active))
    _$all.append(.init(source: .connecting, event: .cancel, target: .cancelled, superstate: .active))
    _$all.append(.init(source: .receiving, event: .cancel, target: .cancelled, superstate: .active))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"FileDownload\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"ready\";\n  \"ready\";\n  \"done\" [shape=doublecircle];\n  \"cancelled\" [shape=doublecircle];\n  subgraph \"cluster_active\" {\n    label=\"active\\ndo / fetch\";\n    \"connecting\";\n    \"receiving\";\n  }\n  \"ready\" -> \"connecting\" [label=\"start\"];\n  \"connecting\" -> \"receiving\" [label=\"connected\"];\n  \"receiving\" -> \"receiving\" [label=\"progress\"];\n  \"connecting\" -> \"done\" [label=\"finished\", ltail=\"cluster_active\"];\n  \"connecting\" -> \"cancelled\" [label=\"cancel\", ltail=\"cluster_active\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> ready\n  state active {\n    connecting\n    receiving\n  }\n  ready --> connecting : start\n  connecting --> receiving : connected\n  receiving --> receiving : progress\n  active --> done : finished\n  active --> cancelled : cancel\n  done --> [*]\n  cancelled --> [*]\n  active : do / fetch\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from FileDownload's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"FileDownload\" initial=\"ready\">\n  <state id=\"ready\">\n    <transition event=\"start\" target=\"connecting\"/>\n  </state>\n  <state id=\"active\">\n    <invoke id=\"fetch\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"fetch\" fsm:done=\"finished\"/>\n    <state id=\"connecting\">\n      <transition event=\"connected\" target=\"receiving\"/>\n      <transition event=\"finished\" target=\"done\"/>\n      <transition event=\"cancel\" target=\"cancelled\"/>\n    </state>\n    <state id=\"receiving\">\n      <transition event=\"progress\" target=\"receiving\"/>\n      <transition event=\"finished\" target=\"done\"/>\n      <transition event=\"cancel\" target=\"cancelled\"/>\n    </state>\n  </state>\n  <final id=\"done\"/>\n  <final id=\"cancelled\"/>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"FileDownload\",\n  \"key\": \"FileDownload\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"ready\"],\n    \"source\": \"#FileDownload\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"ready\": {\n      \"id\": \"FileDownload.ready\",\n      \"key\": \"ready\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"start\": [\n          {\n            \"target\": [\"#FileDownload.active.connecting\"],\n            \"source\": \"#FileDownload.ready\",\n            \"eventType\": \"start\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"active\": {\n      \"id\": \"FileDownload.active\",\n      \"key\": \"active\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"connecting\"],\n        \"source\": \"#FileDownload.active\",\n        \"actions\": []\n      },\n      \"invoke\": [\n        {\n          \"type\": \"xstate.invoke\",\n          \"id\": \"fetch\",\n          \"src\": \"fetch\"\n        }\n      ],\n      \"states\": {\n        \"connecting\": {\n          \"id\": \"FileDownload.active.connecting\",\n          \"key\": \"connecting\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"connected\": [\n              {\n                \"target\": [\"#FileDownload.active.receiving\"],\n                \"source\": \"#FileDownload.active.connecting\",\n                \"eventType\": \"connected\",\n                \"actions\": []\n              }\n            ],\n            \"finished\": [\n              {\n                \"target\": [\"#FileDownload.done\"],\n                \"source\": \"#FileDownload.active.connecting\",\n                \"eventType\": \"finished\",\n                \"actions\": []\n              }\n            ],\n            \"cancel\": [\n              {\n                \"target\": [\"#FileDownload.cancelled\"],\n                \"source\": \"#FileDownload.active.connecting\",\n                \"eventType\": \"cancel\",\n                \"actions\": []\n              }\n            ],\n            \"xstate.done.actor.fetch\": [\n              {\n                \"target\": [\"#FileDownload.done\"],\n                \"source\": \"#FileDownload.active.connecting\",\n                \"eventType\": \"xstate.done.actor.fetch\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"receiving\": {\n          \"id\": \"FileDownload.active.receiving\",\n          \"key\": \"receiving\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"progress\": [\n              {\n                \"target\": [\"#FileDownload.active.receiving\"],\n                \"source\": \"#FileDownload.active.receiving\",\n                \"eventType\": \"progress\",\n                \"actions\": [],\n                \"reenter\": true\n              }\n            ],\n            \"finished\": [\n              {\n                \"target\": [\"#FileDownload.done\"],\n                \"source\": \"#FileDownload.active.receiving\",\n                \"eventType\": \"finished\",\n                \"actions\": []\n              }\n            ],\n            \"cancel\": [\n              {\n                \"target\": [\"#FileDownload.cancelled\"],\n                \"source\": \"#FileDownload.active.receiving\",\n                \"eventType\": \"cancel\",\n                \"actions\": []\n              }\n            ],\n            \"xstate.done.actor.fetch\": [\n              {\n                \"target\": [\"#FileDownload.done\"],\n                \"source\": \"#FileDownload.active.receiving\",\n                \"eventType\": \"xstate.done.actor.fetch\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"done\": {\n      \"id\": \"FileDownload.done\",\n      \"key\": \"done\",\n      \"type\": \"final\"\n    },\n    \"cancelled\": {\n      \"id\": \"FileDownload.cancelled\",\n      \"key\": \"cancelled\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .ready:
      ["ready"]
    case .connecting:
      ["active", "connecting"]
    case .receiving:
      ["active", "receiving"]
    case .done:
      ["done"]
    case .cancelled:
      ["cancelled"]
    }
  }
}

extension FileDownload.Event: FSMRuntime.CaseDiscriminable {}

extension FileDownload.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  nonisolated static var allCases: [Self] {
    [.active]
  }
  nonisolated var description: Swift.String {
    switch self {
    case .active:
      "active"
    }
  }
}

extension FileDownload.Activity: FSMRuntime.CaseDiscriminable {}

extension FileDownload: FSMRuntime.StateMachine {}
