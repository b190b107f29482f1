// swift-format-ignore-file
// `SearchBox` from Tests/FSMMacrosTests/ActivityTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum SearchBox: Equatable, Sendable, Codable {
//   @Initial case idle
//   case searching(query: String)
//   case showing(query: String, results: [String])
//   case failed(message: String)
//
//   enum Event: Equatable, Sendable, Codable {
//     case typed(query: String)
//     case found(results: [String])
//     case searchFailed(message: String)
//     case clear
//   }
//
//   enum Activity: Equatable, Sendable {
//     case search(query: String)
//   }
//
//   static let activities: [Activities] = [
//     .run(.search, in: .searching, done: .found, failed: .searchFailed)
//   ]
//
//   static let transitions: [Transition] = [
//     .from([.idle, .searching, .showing, .failed], on: .typed, to: .searching),
//     .from(.searching, on: .found, to: .showing),
//     .from(.searching, on: .searchFailed, to: .failed),
//     .fromAny(except: [.idle], on: .clear, to: .idle),
//   ]
// }

// MARK: - Expansion


enum SearchBox: Equatable, Sendable, Codable {
  case idle
  case searching(query: String)
  case showing(query: String, results: [String])
  case failed(message: String)

  enum Event: Equatable, Sendable, Codable {
    case typed(query: String)
    case found(results: [String])
    case searchFailed(message: String)
    case clear

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case typed
      case found
      case searchFailed
      case clear
      var description: Swift.String {
        switch self {
        case .typed:
          "typed"
        case .found:
          "found"
        case .searchFailed:
          "searchFailed"
        case .clear:
          "clear"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case typed
      case found
      case searchFailed
      case clear
      var description: Swift.String {
        switch self {
        case .typed:
          "typed"
        case .found:
          "found"
        case .searchFailed:
          "searchFailed"
        case .clear:
          "clear"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .typed:
        .typed
      case .found:
        .found
      case .searchFailed:
        .searchFailed
      case .clear:
        .clear
      }
    }
  }

  enum Activity: Equatable, Sendable {
    case search(query: String)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case search
      var description: Swift.String {
        switch self {
        case .search:
          "search"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case search
      var description: Swift.String {
        switch self {
        case .search:
          "search"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .search:
        .search
      }
    }
  }

  static let activities: [Activities] = [
    .run(.search, in: .searching, done: .found, failed: .searchFailed)
  ]

  static let transitions: [Transition] = [
    .from([.idle, .searching, .showing, .failed], on: .typed, to: .searching),
    .from(.searching, on: .found, to: .showing),
    .from(.searching, on: .searchFailed, to: .failed),
    .fromAny(except: [.idle], on: .clear, to: .idle),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case searching
    case showing
    case failed
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .searching:
        "searching"
      case .showing:
        "showing"
      case .failed:
        "failed"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case searching
    case showing
    case failed
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .searching:
        "searching"
      case .showing:
        "showing"
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
    case .searching:
      .searching
    case .showing:
      .showing
    case .failed:
      .failed
    }
  }

  typealias Transition = FSMRuntime.Transition<SearchBox>

  nonisolated static let initialCase: Case = Case.idle

  nonisolated static let finalCases: Swift.Set<Case> = []

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .idle:
      switch event {
      case .typed(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .searching(query: _$e0))
      case .found, .searchFailed, .clear:
        return nil
      }
    case .searching(let _$s0):
      switch event {
      case .typed(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .searching(query: _$e0))
      case .found(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .showing(query: _$s0, results: _$e0))
      case .searchFailed(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed(message: _$e0))
      case .clear:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .idle)
      }
    case .showing:
      switch event {
      case .typed(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .searching(query: _$e0))
      case .clear:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .idle)
      case .found, .searchFailed:
        return nil
      }
    case .failed:
      switch event {
      case .typed(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .searching(query: _$e0))
      case .clear:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .idle)
      case .found, .searchFailed:
        return nil
      }
    }
  }

  /// Sends `.typed` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func typed(query: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.typed(query: query))
  }

  /// Sends `.found` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func found(results: [String]) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.found(results: results))
  }

  /// Sends `.searchFailed` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func searchFailed(message: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.searchFailed(message: message))
  }

  /// Sends `.clear` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func clear() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.clear)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  typealias Activities = FSMRuntime.ActivityDeclaration<SearchBox>

  nonisolated static var _hasActivities: Swift.Bool {
    true
  }

  nonisolated static let _activityCases: [Activity.Case] = [Activity.Case.search]

  nonisolated func _activities() -> [FSMRuntime.StateActivity<Self>] {
    switch self {
    case .searching(let _$s0):
      return [FSMRuntime.StateActivity<Self>(declaration: 0, activity: .search(query: _$s0))]
    default:
      return []
    }
  }

  #if !hasFeature(Embedded)
  #if compiler(>=6.2)
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  nonisolated struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = SearchBox
    var search: @Sendable (_ query: String, _ context: FSMRuntime.ActivityContext<SearchBox>) async throws -> [String]
    init(search: @escaping @Sendable (_ query: String, _ context: FSMRuntime.ActivityContext<SearchBox>) async throws -> [String]) {
      self.search = search
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<SearchBox>) async -> Event? {
      switch activity {
      case .search(let _$a0):
        do {
          let _$value = try await search(_$a0, context)
          return .found(results: _$value)
        } catch {
          return .searchFailed(message: Swift.String(describing: error))
        }
      }
    }
  }
  #else
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = SearchBox
    var search: @Sendable (_ query: String, _ context: FSMRuntime.ActivityContext<SearchBox>) async throws -> [String]
    init(search: @escaping @Sendable (_ query: String, _ context: FSMRuntime.ActivityContext<SearchBox>) async throws -> [String]) {
      self.search = search
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<SearchBox>) async -> Event? {
      switch activity {
      case .search(let _$a0):
        do {
          let _$value = try await search(_$a0, context)
          return .found(results: _$value)
        } catch {
          return .searchFailed(message: Swift.String(describing: error))
        }
      }
    }
  }
  #endif
  #endif

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(9)
    _$all.append(.init(source: .idle, event: .typed, target: .searching))
    _$all.append(.init(source: .searching, event: .typed, target: .searching))
    _$all.append(.init(source: .showing, event: .typed, target: .searching))
    _$all.append(.init(source: .failed, event: .typed, target: .searching))
    _$all.append(.init(source: .searching, event: .found, target: .showing))
    _$all.append(.init(source: .searching, event: .searchFailed, target: .failed))
    _$all.append(.init(source: .searching, event: .clear, target: .idle))
    _$all.append(.init(source: .showing, event: .clear, target: .idle))
    _$all.append(.init(source: .failed, event: .clear, target: .idle))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"SearchBox\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"idle\";\n  \"idle\";\n  \"searching\" [label=\"searching\\ndo / search\"];\n  \"showing\";\n  \"failed\";\n  \"idle\" -> \"searching\" [label=\"typed\"];\n  \"searching\" -> \"searching\" [label=\"typed\"];\n  \"showing\" -> \"searching\" [label=\"typed\"];\n  \"failed\" -> \"searching\" [label=\"typed\"];\n  \"searching\" -> \"showing\" [label=\"found\"];\n  \"searching\" -> \"failed\" [label=\"searchFailed\"];\n  \"searching\" -> \"idle\" [label=\"clear\"];\n  \"showing\" -> \"idle\" [label=\"clear\"];\n  \"failed\" -> \"idle\" [label=\"clear\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> idle\n  idle --> searching : typed\n  searching --> searching : typed\n  showing --> searching : typed\n  failed --> searching : typed\n  searching --> showing : found\n  searching --> failed : searchFailed\n  searching --> idle : clear\n  showing --> idle : clear\n  failed --> idle : clear\n  searching : do / search\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from SearchBox's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"SearchBox\" initial=\"idle\">\n  <state id=\"idle\">\n    <transition event=\"typed\" target=\"searching\"/>\n  </state>\n  <state id=\"searching\">\n    <transition event=\"typed\" target=\"searching\"/>\n    <transition event=\"found\" target=\"showing\"/>\n    <transition event=\"searchFailed\" target=\"failed\"/>\n    <transition event=\"clear\" target=\"idle\"/>\n    <invoke id=\"search\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"search\" fsm:done=\"found\" fsm:failed=\"searchFailed\"/>\n  </state>\n  <state id=\"showing\">\n    <transition event=\"typed\" target=\"searching\"/>\n    <transition event=\"clear\" target=\"idle\"/>\n  </state>\n  <state id=\"failed\">\n    <transition event=\"typed\" target=\"searching\"/>\n    <transition event=\"clear\" target=\"idle\"/>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"SearchBox\",\n  \"key\": \"SearchBox\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"idle\"],\n    \"source\": \"#SearchBox\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"idle\": {\n      \"id\": \"SearchBox.idle\",\n      \"key\": \"idle\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"typed\": [\n          {\n            \"target\": [\"#SearchBox.searching\"],\n            \"source\": \"#SearchBox.idle\",\n            \"eventType\": \"typed\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"searching\": {\n      \"id\": \"SearchBox.searching\",\n      \"key\": \"searching\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"typed\": [\n          {\n            \"target\": [\"#SearchBox.searching\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"typed\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"found\": [\n          {\n            \"target\": [\"#SearchBox.showing\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"found\",\n            \"actions\": []\n          }\n        ],\n        \"searchFailed\": [\n          {\n            \"target\": [\"#SearchBox.failed\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"searchFailed\",\n            \"actions\": []\n          }\n        ],\n        \"clear\": [\n          {\n            \"target\": [\"#SearchBox.idle\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"clear\",\n            \"actions\": []\n          }\n        ],\n        \"xstate.done.actor.search\": [\n          {\n            \"target\": [\"#SearchBox.showing\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"xstate.done.actor.search\",\n            \"actions\": []\n          }\n        ],\n        \"xstate.error.actor.search\": [\n          {\n            \"target\": [\"#SearchBox.failed\"],\n            \"source\": \"#SearchBox.searching\",\n            \"eventType\": \"xstate.error.actor.search\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"invoke\": [\n        {\n          \"type\": \"xstate.invoke\",\n          \"id\": \"search\",\n          \"src\": \"search\"\n        }\n      ]\n    },\n    \"showing\": {\n      \"id\": \"SearchBox.showing\",\n      \"key\": \"showing\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"typed\": [\n          {\n            \"target\": [\"#SearchBox.searching\"],\n            \"source\": \"#SearchBox.showing\",\n            \"eventType\": \"typed\",\n            \"actions\": []\n          }\n        ],\n        \"clear\": [\n          {\n            \"target\": [\"#SearchBox.idle\"],\n            \"source\": \"#SearchBox.showing\",\n            \"eventType\": \"clear\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"failed\": {\n      \"id\": \"SearchBox.failed\",\n      \"key\": \"failed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"typed\": [\n          {\n            \"target\": [\"#SearchBox.searching\"],\n            \"source\": \"#SearchBox.failed\",\n            \"eventType\": \"typed\",\n            \"actions\": []\n          }\n        ],\n        \"clear\": [\n          {\n            \"target\": [\"#SearchBox.idle\"],\n            \"source\": \"#SearchBox.failed\",\n            \"eventType\": \"clear\",\n            \"actions\": []\n          }\n        ]\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .idle:
      ["idle"]
    case .searching:
      ["searching"]
    case .showing:
      ["showing"]
    case .failed:
      ["failed"]
    }
  }
}

extension SearchBox.Event: FSMRuntime.CaseDiscriminable {}

extension SearchBox.Activity: FSMRuntime.CaseDiscriminable {}

extension SearchBox: FSMRuntime.StateMachine {}
