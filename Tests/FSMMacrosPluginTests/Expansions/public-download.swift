// swift-format-ignore-file
// `Download` from Sources/FSMExamples/Download.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// public enum Download: Sendable, Equatable {
//   @Initial case idle
//   case downloading(url: String, progress: Double = 0)
//   case paused(url: String, progress: Double)
//   @Final case finished(url: String, bytes: Int)
//   case failed(url: String, code: Int)
//   @Final case cancelled
//
//   public enum Event: Sendable, Equatable {
//     case start(url: String)
//     case progress(progress: Double)
//     case pause, resume
//     case complete(bytes: Int)
//     case fail(code: Int)
//     case retry, cancel
//   }
//
//   public enum Effect: Sendable, Equatable {
//     case fetch(url: String)
//     case report(progress: Double)
//     case store(url: String, bytes: Int)
//   }
//
//   public static let transitions: [Transition] = [
//     // `url` from the event, `progress` from its default.
//     .from(.idle, on: .start, to: .downloading, emit: .fetch),
//     // `url` from the source state, `progress` from the event.
//     .from(.downloading, on: .progress, to: .downloading, emit: .report),
//     .from(.downloading, on: .pause, to: .paused),
//     .from(.paused, on: .resume, to: .downloading, emit: .fetch),
//     // `bytes` from the event; the effect takes `url` from the source and `bytes` from the event.
//     .from(.downloading, on: .complete, to: .finished, emit: .store),
//     .from([.downloading, .paused], on: .fail, to: .failed),
//     // The progress restarts at zero: computed by `build:`.
//     .from(.failed, on: .retry, build: { state, _ in .downloading(url: state.url ?? "") }),
//     // `fromAny` never leaves a final state: `finished` and `cancelled` are skipped.
//     .fromAny(on: .cancel, to: .cancelled),
//   ]
//
//   /// The URL being downloaded, if any.
//   public var url: String? {
//     switch self {
//     case .idle, .cancelled: nil
//     case .downloading(let url, _), .paused(let url, _), .finished(let url, _), .failed(let url, _):
//       url
//     }
//   }
// }

// MARK: - Expansion


public enum Download: Sendable, Equatable {
  case idle
  case downloading(url: String, progress: Double = 0)
  case paused(url: String, progress: Double)
  case finished(url: String, bytes: Int)
  case failed(url: String, code: Int)
  case cancelled

  public enum Event: Sendable, Equatable {
    case start(url: String)
    case progress(progress: Double)
    case pause, resume
    case complete(bytes: Int)
    case fail(code: Int)
    case retry, cancel

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case progress
      case pause
      case resume
      case complete
      case fail
      case retry
      case cancel
      public var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .progress:
          "progress"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .complete:
          "complete"
        case .fail:
          "fail"
        case .retry:
          "retry"
        case .cancel:
          "cancel"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case progress
      case pause
      case resume
      case complete
      case fail
      case retry
      case cancel
      public var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .progress:
          "progress"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .complete:
          "complete"
        case .fail:
          "fail"
        case .retry:
          "retry"
        case .cancel:
          "cancel"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .start:
        .start
      case .progress:
        .progress
      case .pause:
        .pause
      case .resume:
        .resume
      case .complete:
        .complete
      case .fail:
        .fail
      case .retry:
        .retry
      case .cancel:
        .cancel
      }
    }
  }

  public enum Effect: Sendable, Equatable {
    case fetch(url: String)
    case report(progress: Double)
    case store(url: String, bytes: Int)

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case fetch
      case report
      case store
      public var description: Swift.String {
        switch self {
        case .fetch:
          "fetch"
        case .report:
          "report"
        case .store:
          "store"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case fetch
      case report
      case store
      public var description: Swift.String {
        switch self {
        case .fetch:
          "fetch"
        case .report:
          "report"
        case .store:
          "store"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .fetch:
        .fetch
      case .report:
        .report
      case .store:
        .store
      }
    }
  }

  public static let transitions: [Transition] = [
    // `url` from the event, `progress` from its default.
    .from(.idle, on: .start, to: .downloading, emit: .fetch),
    // `url` from the source state, `progress` from the event.
    .from(.downloading, on: .progress, to: .downloading, emit: .report),
    .from(.downloading, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .downloading, emit: .fetch),
    // `bytes` from the event; the effect takes `url` from the source and `bytes` from the event.
    .from(.downloading, on: .complete, to: .finished, emit: .store),
    .from([.downloading, .paused], on: .fail, to: .failed),
    // The progress restarts at zero: computed by `build:`.
    .from(.failed, on: .retry, build: { state, _ in .downloading(url: state.url ?? "") }),
    // `fromAny` never leaves a final state: `finished` and `cancelled` are skipped.
    .fromAny(on: .cancel, to: .cancelled),
  ]

  /// The URL being downloaded, if any.
  public var url: String? {
    switch self {
    case .idle, .cancelled: nil
    case .downloading(let url, _), .paused(let url, _), .finished(let url, _), .failed(let url, _):
      url
    }
  }

  #if compiler(>=6.2)
  public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case downloading
    case paused
    case finished
    case failed
    case cancelled
    public var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .downloading:
        "downloading"
      case .paused:
        "paused"
      case .finished:
        "finished"
      case .failed:
        "failed"
      case .cancelled:
        "cancelled"
      }
    }
  }
  #else
  public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case downloading
    case paused
    case finished
    case failed
    case cancelled
    public var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .downloading:
        "downloading"
      case .paused:
        "paused"
      case .finished:
        "finished"
      case .failed:
        "failed"
      case .cancelled:
        "cancelled"
      }
    }
  }
  #endif

  public nonisolated var `case`: Case {
    switch self {
    case .idle:
      .idle
    case .downloading:
      .downloading
    case .paused:
      .paused
    case .finished:
      .finished
    case .failed:
      .failed
    case .cancelled:
      .cancelled
    }
  }

  public typealias Transition = FSMRuntime.Transition<Download>

  public nonisolated static let initialCase: Case = Case.idle

  public nonisolated static let finalCases: Swift.Set<Case> = [Case.finished, Case.cancelled]

  @inline(__always)
  public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .idle:
      switch event {
      case .start(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .downloading(url: _$e0), effect: .fetch(url: _$e0))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .progress, .pause, .resume, .complete, .fail, .retry:
        return nil
      }
    case .downloading(let _$s0, let _$s1):
      switch event {
      case .progress(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .downloading(url: _$s0, progress: _$e0), effect: .report(progress: _$e0))
      case .pause:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .paused(url: _$s0, progress: _$s1))
      case .complete(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .finished(url: _$s0, bytes: _$e0), effect: .store(url: _$s0, bytes: _$e0))
      case .fail(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed(url: _$s0, code: _$e0))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .start, .resume, .retry:
        return nil
      }
    case .paused(let _$s0, let _$s1):
      switch event {
      case .resume:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .downloading(url: _$s0, progress: _$s1), effect: .fetch(url: _$s0))
      case .fail(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .failed(url: _$s0, code: _$e0))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .start, .progress, .pause, .complete, .retry:
        return nil
      }
    case .failed:
      switch event {
      case .retry:
        return FSMRuntime.Step<Self>(from: self, event: event, to: Self.transitions[6]._buildTarget(self, event))
      case .cancel:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cancelled)
      case .start, .progress, .pause, .resume, .complete, .fail:
        return nil
      }
    case .finished, .cancelled:
      return nil
    }
  }

  /// Sends `.start` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func start(url: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.start(url: url))
  }

  /// Sends `.progress` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func progress(progress: Double) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.progress(progress: progress))
  }

  /// Sends `.pause` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func pause() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pause)
  }

  /// Sends `.resume` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func resume() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.resume)
  }

  /// Sends `.complete` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func complete(bytes: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.complete(bytes: bytes))
  }

  /// Sends `.fail` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func fail(code: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fail(code: code))
  }

  /// Sends `.retry` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func retry() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.retry)
  }

  /// Sends `.cancel` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func cancel() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.cancel)
  }

  public nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  public nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(12)
    _$all.append(.init(source: .idle, event: .start, target: .downloading, effect: .fetch))
    _$all.append(.init(source: .downloading, event: .progress, target: .downloading, effect: .report))
    _$all.append(.init(source: .downloading, event: .pause, target: .paused))
    _$all.append(.init(source: .paused, event: .resume, target: .downloading, effect: .fetch))
    _$all.append(.init(source: .downloading, event: .complete, target: .finished, effect: .store))
    _$all.append(.init(source: .downloading, event: .fail, target: .failed))
    _$all.append(.init(source: .paused, event: .fail, target: .failed))
    _$all.append(.init(source: .failed, event: .retry, target: .downloading))
    _$all.append(.init(source: .idle, event: .cancel, target: .cancelled))
    _$all.append(.init(source: .downloading, event: .cancel, target: .cancelled))
    _$all.append(.init(source: .paused, event: .cancel, target: .cancelled))
    _$all.append(.init(source: .failed, event: .cancel, target: .cancelled))
    return _$all
  }

  public nonisolated static let dot: Swift.String = "digraph \"Download\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"idle\";\n  \"idle\";\n  \"downloading\";\n  \"paused\";\n  \"finished\" [shape=doublecircle];\n  \"failed\";\n  \"cancelled\" [shape=doublecircle];\n  \"idle\" -> \"downloading\" [label=\"start / fetch\"];\n  \"downloading\" -> \"downloading\" [label=\"progress / report\"];\n  \"downloading\" -> \"paused\" [label=\"pause\"];\n  \"paused\" -> \"downloading\" [label=\"resume / fetch\"];\n  \"downloading\" -> \"finished\" [label=\"complete / store\"];\n  \"downloading\" -> \"failed\" [label=\"fail\"];\n  \"paused\" -> \"failed\" [label=\"fail\"];\n  \"failed\" -> \"downloading\" [label=\"retry\"];\n  \"idle\" -> \"cancelled\" [label=\"cancel\"];\n  \"downloading\" -> \"cancelled\" [label=\"cancel\"];\n  \"paused\" -> \"cancelled\" [label=\"cancel\"];\n  \"failed\" -> \"cancelled\" [label=\"cancel\"];\n}\n"

  public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> idle\n  idle --> downloading : start / fetch\n  downloading --> downloading : progress / report\n  downloading --> paused : pause\n  paused --> downloading : resume / fetch\n  downloading --> finished : complete / store\n  downloading --> failed : fail\n  paused --> failed : fail\n  failed --> downloading : retry\n  idle --> cancelled : cancel\n  downloading --> cancelled : cancel\n  paused --> cancelled : cancel\n  failed --> cancelled : cancel\n  finished --> [*]\n  cancelled --> [*]\n"

  public nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Download's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Download\" initial=\"idle\">\n  <state id=\"idle\">\n    <transition event=\"start\" target=\"downloading\">\n      <send target=\"#_parent\" event=\"fetch\"/>\n    </transition>\n    <transition event=\"cancel\" target=\"cancelled\"/>\n  </state>\n  <state id=\"downloading\">\n    <transition event=\"progress\" target=\"downloading\">\n      <send target=\"#_parent\" event=\"report\"/>\n    </transition>\n    <transition event=\"pause\" target=\"paused\"/>\n    <transition event=\"complete\" target=\"finished\">\n      <send target=\"#_parent\" event=\"store\"/>\n    </transition>\n    <transition event=\"fail\" target=\"failed\"/>\n    <transition event=\"cancel\" target=\"cancelled\"/>\n  </state>\n  <state id=\"paused\">\n    <transition event=\"resume\" target=\"downloading\">\n      <send target=\"#_parent\" event=\"fetch\"/>\n    </transition>\n    <transition event=\"fail\" target=\"failed\"/>\n    <transition event=\"cancel\" target=\"cancelled\"/>\n  </state>\n  <final id=\"finished\"/>\n  <state id=\"failed\">\n    <transition event=\"retry\" target=\"downloading\"/>\n    <transition event=\"cancel\" target=\"cancelled\"/>\n  </state>\n  <final id=\"cancelled\"/>\n</scxml>\n"

  public nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Download\",\n  \"key\": \"Download\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"idle\"],\n    \"source\": \"#Download\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"idle\": {\n      \"id\": \"Download.idle\",\n      \"key\": \"idle\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"start\": [\n          {\n            \"target\": [\"#Download.downloading\"],\n            \"source\": \"#Download.idle\",\n            \"eventType\": \"start\",\n            \"actions\": [\n              {\n                \"type\": \"fetch\"\n              }\n            ]\n          }\n        ],\n        \"cancel\": [\n          {\n            \"target\": [\"#Download.cancelled\"],\n            \"source\": \"#Download.idle\",\n            \"eventType\": \"cancel\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"downloading\": {\n      \"id\": \"Download.downloading\",\n      \"key\": \"downloading\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"progress\": [\n          {\n            \"target\": [\"#Download.downloading\"],\n            \"source\": \"#Download.downloading\",\n            \"eventType\": \"progress\",\n            \"actions\": [\n              {\n                \"type\": \"report\"\n              }\n            ],\n            \"reenter\": true\n          }\n        ],\n        \"pause\": [\n          {\n            \"target\": [\"#Download.paused\"],\n            \"source\": \"#Download.downloading\",\n            \"eventType\": \"pause\",\n            \"actions\": []\n          }\n        ],\n        \"complete\": [\n          {\n            \"target\": [\"#Download.finished\"],\n            \"source\": \"#Download.downloading\",\n            \"eventType\": \"complete\",\n            \"actions\": [\n              {\n                \"type\": \"store\"\n              }\n            ]\n          }\n        ],\n        \"fail\": [\n          {\n            \"target\": [\"#Download.failed\"],\n            \"source\": \"#Download.downloading\",\n            \"eventType\": \"fail\",\n            \"actions\": []\n          }\n        ],\n        \"cancel\": [\n          {\n            \"target\": [\"#Download.cancelled\"],\n            \"source\": \"#Download.downloading\",\n            \"eventType\": \"cancel\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"paused\": {\n      \"id\": \"Download.paused\",\n      \"key\": \"paused\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"resume\": [\n          {\n            \"target\": [\"#Download.downloading\"],\n            \"source\": \"#Download.paused\",\n            \"eventType\": \"resume\",\n            \"actions\": [\n              {\n                \"type\": \"fetch\"\n              }\n            ]\n          }\n        ],\n        \"fail\": [\n          {\n            \"target\": [\"#Download.failed\"],\n            \"source\": \"#Download.paused\",\n            \"eventType\": \"fail\",\n            \"actions\": []\n          }\n        ],\n        \"cancel\": [\n          {\n            \"target\": [\"#Download.cancelled\"],\n            \"source\": \"#Download.paused\",\n            \"eventType\": \"cancel\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"finished\": {\n      \"id\": \"Download.finished\",\n      \"key\": \"finished\",\n      \"type\": \"final\"\n    },\n    \"failed\": {\n      \"id\": \"Download.failed\",\n      \"key\": \"failed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"retry\": [\n          {\n            \"target\": [\"#Download.downloading\"],\n            \"source\": \"#Download.failed\",\n            \"eventType\": \"retry\",\n            \"actions\": []\n          }\n        ],\n        \"cancel\": [\n          {\n            \"target\": [\"#Download.cancelled\"],\n            \"source\": \"#Download.failed\",\n            \"eventType\": \"cancel\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"cancelled\": {\n      \"id\": \"Download.cancelled\",\n      \"key\": \"cancelled\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  public nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .idle:
      ["idle"]
    case .downloading:
      ["downloading"]
    case .paused:
      ["paused"]
    case .finished:
      ["finished"]
    case .failed:
      ["failed"]
    case .cancelled:
      ["cancelled"]
    }
  }
}

extension Download.Event: FSMRuntime.CaseDiscriminable {}

extension Download.Effect: FSMRuntime.CaseDiscriminable {}

extension Download: FSMRuntime.StateMachine {}
