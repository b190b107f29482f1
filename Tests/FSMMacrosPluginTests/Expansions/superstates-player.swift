// swift-format-ignore-file
// `Player` from Sources/FSMExamples/Player.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// public enum Player: Sendable, Equatable {
//   @Initial case stopped
//   case playing, paused, buffering
//   case interrupted
//   @Final case ejected
//
//   public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject, call, hangUp }
//
//   public enum Superstate { case active, moving }
//
//   public static let superstates: [Superstates] = [
//     .superstate(
//       .active, contains: [.playing, .paused, .buffering], history: .deep(default: .paused)),
//     .superstate(.moving, contains: [.playing, .buffering], in: .active),
//   ]
//
//   public static let transitions: [Transition] = [
//     .from(.stopped, on: .play, to: .playing),
//     .from(.playing, on: .pause, to: .paused),
//     .from(.paused, on: .resume, to: .playing),
//     .within(.moving, on: .stall, to: .buffering),
//     .from(.buffering, on: .ready, to: .playing),
//     .within(.active, on: .stop, to: .stopped),
//     .within(.active, on: .call, to: .interrupted),
//     .from(.interrupted, on: .hangUp, toHistoryOf: .active),
//     .fromAny(on: .eject, to: .ejected),
//   ]
// }

// MARK: - Expansion


public enum Player: Sendable, Equatable {
  case stopped
  case playing, paused, buffering
  case interrupted
  case ejected

  public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject, call, hangUp 

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case resume
      case stall
      case ready
      case stop
      case eject
      case call
      case hangUp
      public var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .stall:
          "stall"
        case .ready:
          "ready"
        case .stop:
          "stop"
        case .eject:
          "eject"
        case .call:
          "call"
        case .hangUp:
          "hangUp"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case resume
      case stall
      case ready
      case stop
      case eject
      case call
      case hangUp
      public var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .stall:
          "stall"
        case .ready:
          "ready"
        case .stop:
          "stop"
        case .eject:
          "eject"
        case .call:
          "call"
        case .hangUp:
          "hangUp"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .play:
        .play
      case .pause:
        .pause
      case .resume:
        .resume
      case .stall:
        .stall
      case .ready:
        .ready
      case .stop:
        .stop
      case .eject:
        .eject
      case .call:
        .call
      case .hangUp:
        .hangUp
      }
    }
}

  public enum Superstate { case active, moving 
}

  public static let superstates: [Superstates] = [
    .superstate(
      .active, contains: [.playing, .paused, .buffering], history: .deep(default: .paused)),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  public static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .from(.buffering, on: .ready, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .within(.active, on: .call, to: .interrupted),
    .from(.interrupted, on: .hangUp, toHistoryOf: .active),
    .fromAny(on: .eject, to: .ejected),
  ]

  #if compiler(>=6.2)
  public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case stopped
    case playing
    case paused
    case buffering
    case interrupted
    case ejected
    public var description: Swift.String {
      switch self {
      case .stopped:
        "stopped"
      case .playing:
        "playing"
      case .paused:
        "paused"
      case .buffering:
        "buffering"
      case .interrupted:
        "interrupted"
      case .ejected:
        "ejected"
      }
    }
  }
  #else
  public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case stopped
    case playing
    case paused
    case buffering
    case interrupted
    case ejected
    public var description: Swift.String {
      switch self {
      case .stopped:
        "stopped"
      case .playing:
        "playing"
      case .paused:
        "paused"
      case .buffering:
        "buffering"
      case .interrupted:
        "interrupted"
      case .ejected:
        "ejected"
      }
    }
  }
  #endif

  public nonisolated var `case`: Case {
    switch self {
    case .stopped:
      .stopped
    case .playing:
      .playing
    case .paused:
      .paused
    case .buffering:
      .buffering
    case .interrupted:
      .interrupted
    case .ejected:
      .ejected
    }
  }

  public typealias Transition = FSMRuntime.Transition<Player>

  public nonisolated static let initialCase: Case = Case.stopped

  public nonisolated static let finalCases: Swift.Set<Case> = [Case.ejected]

  public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  @inline(__always)
  public nonisolated func transition(on event: Event, memory _$memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    switch self {
    case .stopped:
      switch event {
      case .play:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .playing)
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .pause, .resume, .stall, .ready, .stop, .call, .hangUp:
        return nil
      }
    case .playing:
      switch event {
      case .pause:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .paused)
      case .stall:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .buffering)
      case .stop:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .stopped)
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .call:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .interrupted)
      case .play, .resume, .ready, .hangUp:
        return nil
      }
    case .paused:
      switch event {
      case .resume:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .playing)
      case .stop:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .stopped)
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .call:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .interrupted)
      case .play, .pause, .stall, .ready, .hangUp:
        return nil
      }
    case .buffering:
      switch event {
      case .stall:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .buffering)
      case .ready:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .playing)
      case .stop:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .stopped)
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .call:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .interrupted)
      case .play, .pause, .resume, .hangUp:
        return nil
      }
    case .interrupted:
      switch event {
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .hangUp:
        return FSMRuntime.Step<Self>(from: self, event: event, to: _$memory._remembered(at: 0) ?? .paused)
      case .play, .pause, .resume, .stall, .ready, .stop, .call:
        return nil
      }
    case .ejected:
      return nil
    }
  }

  public nonisolated static var _hasHistory: Swift.Bool {
    true
  }

  public nonisolated static var _historySuperstates: [Superstate] {
    [.active]
  }

  public nonisolated static func _recordHistory(of _$step: FSMRuntime.Step<Self>, into _$memory: inout FSMRuntime.StateMemory<Self>) {
    switch _$step.from {
    case .playing, .paused, .buffering:
      switch _$step.to {
      case .playing, .paused, .buffering:
        break
      default:
        _$memory._remember(_$step.from, at: 0)
      }
    default:
      break
    }
  }

  /// Sends `.play` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func play() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.play)
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

  /// Sends `.stall` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func stall() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stall)
  }

  /// Sends `.ready` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func ready() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.ready)
  }

  /// Sends `.stop` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func stop() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stop)
  }

  /// Sends `.eject` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func eject() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.eject)
  }

  /// Sends `.call` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func call() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.call)
  }

  /// Sends `.hangUp` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func hangUp() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.hangUp)
  }

  public nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  public typealias Superstates = FSMRuntime.SuperstateDeclaration<Player>

  public nonisolated static func superstates(of state: Case) -> [Superstate] {
    switch state {
    case .stopped, .interrupted, .ejected:
      []
    case .playing, .buffering:
      [.moving, .active]
    case .paused:
      [.active]
    }
  }

  public nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(18)
    _$all.append(.init(source: .stopped, event: .play, target: .playing))
    _$all.append(.init(source: .playing, event: .pause, target: .paused))
    _$all.append(.init(source: .paused, event: .resume, target: .playing))
    _$all.append(.init(source: .playing, event: .stall, target: .buffering, superstate: .moving))
    _$all.append(.init(source: .buffering, event: .stall, target: .buffering, superstate: .moving))
    _$all.append(.init(source: .buffering, event: .ready, target: .playing))
    _$all.append(.init(source: .playing, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .paused, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .buffering, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .playing, event: .call, target: .interrupted, superstate: .active))
    _$all.append(.init(source: .paused, event: .call, target: .interrupted, superstate: .active))
    _$all.append(.init(source: .buffering, event: .call, target: .interrupted, superstate: .active))
    _$all.append(.init(source: .interrupted, event: .hangUp, target: nil, historyOf: .active))
    _$all.append(.init(source: .stopped, event: .eject, target: .ejected))
    _$all.append(.init(source: .playing, event: .eject, target: .ejected))
    _$all.append(.init(source: .paused, event: .eject, target: .ejected))
    _$all.append(.init(source: .buffering, event: .eject, target: .ejected))
    _$all.append(.init(source: .interrupted, event: .eject, target: .ejected))
    return _$all
  }

  public nonisolated static let dot: Swift.String = "digraph \"Player\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"stopped\";\n  \"stopped\";\n  \"interrupted\";\n  \"ejected\" [shape=doublecircle];\n  subgraph \"cluster_active\" {\n    label=\"active\";\n    \"paused\";\n    \"__history_active\" [shape=circle, label=\"H*\"];\n    subgraph \"cluster_moving\" {\n      label=\"moving\";\n      \"playing\";\n      \"buffering\";\n    }\n  }\n  \"__history_active\" -> \"paused\" [style=dashed];\n  \"stopped\" -> \"playing\" [label=\"play\"];\n  \"playing\" -> \"paused\" [label=\"pause\"];\n  \"paused\" -> \"playing\" [label=\"resume\"];\n  \"playing\" -> \"buffering\" [label=\"stall\"];\n  \"buffering\" -> \"buffering\" [label=\"stall\"];\n  \"buffering\" -> \"playing\" [label=\"ready\"];\n  \"playing\" -> \"stopped\" [label=\"stop\", ltail=\"cluster_active\"];\n  \"playing\" -> \"interrupted\" [label=\"call\", ltail=\"cluster_active\"];\n  \"interrupted\" -> \"__history_active\" [label=\"hangUp\"];\n  \"stopped\" -> \"ejected\" [label=\"eject\"];\n  \"playing\" -> \"ejected\" [label=\"eject\"];\n  \"paused\" -> \"ejected\" [label=\"eject\"];\n  \"buffering\" -> \"ejected\" [label=\"eject\"];\n  \"interrupted\" -> \"ejected\" [label=\"eject\"];\n}\n"

  public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> stopped\n  state active {\n    paused\n    state \"H*\" as __history_active\n    state moving {\n      playing\n      buffering\n    }\n  }\n  __history_active --> paused\n  stopped --> playing : play\n  playing --> paused : pause\n  paused --> playing : resume\n  playing --> buffering : stall\n  buffering --> buffering : stall\n  buffering --> playing : ready\n  active --> stopped : stop\n  active --> interrupted : call\n  interrupted --> __history_active : hangUp\n  stopped --> ejected : eject\n  playing --> ejected : eject\n  paused --> ejected : eject\n  buffering --> ejected : eject\n  interrupted --> ejected : eject\n  ejected --> [*]\n"

  public nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Player's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Player\" initial=\"stopped\">\n  <state id=\"stopped\">\n    <transition event=\"play\" target=\"playing\"/>\n    <transition event=\"eject\" target=\"ejected\"/>\n  </state>\n  <state id=\"active\">\n    <history id=\"active.history\" type=\"deep\">\n      <transition target=\"paused\"/>\n    </history>\n    <state id=\"moving\">\n      <state id=\"playing\">\n        <transition event=\"pause\" target=\"paused\"/>\n        <transition event=\"stall\" target=\"buffering\"/>\n        <transition event=\"stop\" target=\"stopped\"/>\n        <transition event=\"eject\" target=\"ejected\"/>\n        <transition event=\"call\" target=\"interrupted\"/>\n      </state>\n      <state id=\"buffering\">\n        <transition event=\"stall\" target=\"buffering\"/>\n        <transition event=\"ready\" target=\"playing\"/>\n        <transition event=\"stop\" target=\"stopped\"/>\n        <transition event=\"eject\" target=\"ejected\"/>\n        <transition event=\"call\" target=\"interrupted\"/>\n      </state>\n    </state>\n    <state id=\"paused\">\n      <transition event=\"resume\" target=\"playing\"/>\n      <transition event=\"stop\" target=\"stopped\"/>\n      <transition event=\"eject\" target=\"ejected\"/>\n      <transition event=\"call\" target=\"interrupted\"/>\n    </state>\n  </state>\n  <state id=\"interrupted\">\n    <transition event=\"eject\" target=\"ejected\"/>\n    <transition event=\"hangUp\" target=\"active.history\"/>\n  </state>\n  <final id=\"ejected\"/>\n</scxml>\n"

  public nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Player\",\n  \"key\": \"Player\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"stopped\"],\n    \"source\": \"#Player\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"stopped\": {\n      \"id\": \"Player.stopped\",\n      \"key\": \"stopped\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"play\": [\n          {\n            \"target\": [\"#Player.active.moving.playing\"],\n            \"source\": \"#Player.stopped\",\n            \"eventType\": \"play\",\n            \"actions\": []\n          }\n        ],\n        \"eject\": [\n          {\n            \"target\": [\"#Player.ejected\"],\n            \"source\": \"#Player.stopped\",\n            \"eventType\": \"eject\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"active\": {\n      \"id\": \"Player.active\",\n      \"key\": \"active\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"moving\"],\n        \"source\": \"#Player.active\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"history\": {\n          \"id\": \"Player.active.history\",\n          \"key\": \"history\",\n          \"type\": \"history\",\n          \"history\": \"deep\",\n          \"target\": [\"#Player.active.paused\"]\n        },\n        \"moving\": {\n          \"id\": \"Player.active.moving\",\n          \"key\": \"moving\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"playing\"],\n            \"source\": \"#Player.active.moving\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"playing\": {\n              \"id\": \"Player.active.moving.playing\",\n              \"key\": \"playing\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"pause\": [\n                  {\n                    \"target\": [\"#Player.active.paused\"],\n                    \"source\": \"#Player.active.moving.playing\",\n                    \"eventType\": \"pause\",\n                    \"actions\": []\n                  }\n                ],\n                \"stall\": [\n                  {\n                    \"target\": [\"#Player.active.moving.buffering\"],\n                    \"source\": \"#Player.active.moving.playing\",\n                    \"eventType\": \"stall\",\n                    \"actions\": []\n                  }\n                ],\n                \"stop\": [\n                  {\n                    \"target\": [\"#Player.stopped\"],\n                    \"source\": \"#Player.active.moving.playing\",\n                    \"eventType\": \"stop\",\n                    \"actions\": []\n                  }\n                ],\n                \"eject\": [\n                  {\n                    \"target\": [\"#Player.ejected\"],\n                    \"source\": \"#Player.active.moving.playing\",\n                    \"eventType\": \"eject\",\n                    \"actions\": []\n                  }\n                ],\n                \"call\": [\n                  {\n                    \"target\": [\"#Player.interrupted\"],\n                    \"source\": \"#Player.active.moving.playing\",\n                    \"eventType\": \"call\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"buffering\": {\n              \"id\": \"Player.active.moving.buffering\",\n              \"key\": \"buffering\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"stall\": [\n                  {\n                    \"target\": [\"#Player.active.moving.buffering\"],\n                    \"source\": \"#Player.active.moving.buffering\",\n                    \"eventType\": \"stall\",\n                    \"actions\": [],\n                    \"reenter\": true\n                  }\n                ],\n                \"ready\": [\n                  {\n                    \"target\": [\"#Player.active.moving.playing\"],\n                    \"source\": \"#Player.active.moving.buffering\",\n                    \"eventType\": \"ready\",\n                    \"actions\": []\n                  }\n                ],\n                \"stop\": [\n                  {\n                    \"target\": [\"#Player.stopped\"],\n                    \"source\": \"#Player.active.moving.buffering\",\n                    \"eventType\": \"stop\",\n                    \"actions\": []\n                  }\n                ],\n                \"eject\": [\n                  {\n                    \"target\": [\"#Player.ejected\"],\n                    \"source\": \"#Player.active.moving.buffering\",\n                    \"eventType\": \"eject\",\n                    \"actions\": []\n                  }\n                ],\n                \"call\": [\n                  {\n                    \"target\": [\"#Player.interrupted\"],\n                    \"source\": \"#Player.active.moving.buffering\",\n                    \"eventType\": \"call\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        },\n        \"paused\": {\n          \"id\": \"Player.active.paused\",\n          \"key\": \"paused\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"resume\": [\n              {\n                \"target\": [\"#Player.active.moving.playing\"],\n                \"source\": \"#Player.active.paused\",\n                \"eventType\": \"resume\",\n                \"actions\": []\n              }\n            ],\n            \"stop\": [\n              {\n                \"target\": [\"#Player.stopped\"],\n                \"source\": \"#Player.active.paused\",\n                \"eventType\": \"stop\",\n                \"actions\": []\n              }\n            ],\n            \"eject\": [\n              {\n                \"target\": [\"#Player.ejected\"],\n                \"source\": \"#Player.active.paused\",\n                \"eventType\": \"eject\",\n                \"actions\": []\n              }\n            ],\n            \"call\": [\n              {\n                \"target\": [\"#Player.interrupted\"],\n                \"source\": \"#Player.active.paused\",\n                \"eventType\": \"call\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"interrupted\": {\n      \"id\": \"Player.interrupted\",\n      \"key\": \"interrupted\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"eject\": [\n          {\n            \"target\": [\"#Player.ejected\"],\n            \"source\": \"#Player.interrupted\",\n            \"eventType\": \"eject\",\n            \"actions\": []\n          }\n        ],\n        \"hangUp\": [\n          {\n            \"target\": [\"#Player.active.history\"],\n            \"source\": \"#Player.interrupted\",\n            \"eventType\": \"hangUp\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"ejected\": {\n      \"id\": \"Player.ejected\",\n      \"key\": \"ejected\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  public nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .stopped:
      ["stopped"]
    case .playing:
      ["active", "moving", "playing"]
    case .paused:
      ["active", "paused"]
    case .buffering:
      ["active", "moving", "buffering"]
    case .interrupted:
      ["interrupted"]
    case .ejected:
      ["ejected"]
    }
  }
}

extension Player.Event: FSMRuntime.CaseDiscriminable {}

extension Player.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  public nonisolated static var allCases: [Self] {
    [.active, .moving]
  }
  public nonisolated var description: Swift.String {
    switch self {
    case .active:
      "active"
    case .moving:
      "moving"
    }
  }
}

extension Player: FSMRuntime.StateMachine {}
