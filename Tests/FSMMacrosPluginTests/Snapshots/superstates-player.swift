// swift-format-ignore-file
// `Player` from Sources/FSMExamples/Player.swift, then its expansion; checked by ExpansionSnapshotTests.
// Recorded with FSM_RECORD_SNAPSHOTS=1 swift test --filter ExpansionSnapshotTests.

// MARK: - Input

// @StateMachine
// public enum Player: Sendable, Equatable {
//   @Initial case stopped
//   case playing, paused, buffering
//   @Final case ejected
//
//   public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject }
//
//   public enum Superstate { case active, moving }
//
//   public static let superstates: [Superstates] = [
//     .superstate(.active, contains: [.playing, .paused, .buffering]),
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
//     .fromAny(on: .eject, to: .ejected),
//   ]
// }

// MARK: - Expansion


public enum Player: Sendable, Equatable {
  case stopped
  case playing, paused, buffering
  case ejected

  public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject 

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case resume
      case stall
      case ready
      case stop
      case eject
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
      }
    }
}

  public enum Superstate { case active, moving 
}

  public static let superstates: [Superstates] = [
    .superstate(.active, contains: [.playing, .paused, .buffering]),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  public static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .from(.buffering, on: .ready, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .fromAny(on: .eject, to: .ejected),
  ]

  #if compiler(>=6.2)
  public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case stopped
    case playing
    case paused
    case buffering
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
    case .ejected:
      .ejected
    }
  }

  public typealias Transition = FSMRuntime.Transition<Player>

  public nonisolated static let initialCase: Case = Case.stopped

  public nonisolated static let finalCases: Swift.Set<Case> = [Case.ejected]

  public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .stopped:
      switch event {
      case .play:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .playing)
      case .eject:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .ejected)
      case .pause, .resume, .stall, .ready, .stop:
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
      case .play, .resume, .ready:
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
      case .play, .pause, .stall, .ready:
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
      case .play, .pause, .resume:
        return nil
      }
    case .ejected:
      return nil
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

  public typealias Superstates = FSMRuntime.SuperstateDeclaration<Player>

  public nonisolated static func superstates(of state: Case) -> [Superstate] {
    switch state {
    case .stopped, .ejected:
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
    _$all.reserveCapacity(13)
    _$all.append(.init(source: .stopped, event: .play, target: .playing))
    _$all.append(.init(source: .playing, event: .pause, target: .paused))
    _$all.append(.init(source: .paused, event: .resume, target: .playing))
    _$all.append(.init(source: .playing, event: .stall, target: .buffering, superstate: .moving))
    _$all.append(.init(source: .buffering, event: .stall, target: .buffering, superstate: .moving))
    _$all.append(.init(source: .buffering, event: .ready, target: .playing))
    _$all.append(.init(source: .playing, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .paused, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .buffering, event: .stop, target: .stopped, superstate: .active))
    _$all.append(.init(source: .stopped, event: .eject, target: .ejected))
    _$all.append(.init(source: .playing, event: .eject, target: .ejected))
    _$all.append(.init(source: .paused, event: .eject, target: .ejected))
    _$all.append(.init(source: .buffering, event: .eject, target: .ejected))
    return _$all
  }

  public nonisolated static let dot: Swift.String = "digraph \"Player\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"stopped\";\n  \"stopped\";\n  \"ejected\" [shape=doublecircle];\n  subgraph \"cluster_active\" {\n    label=\"active\";\n    \"paused\";\n    subgraph \"cluster_moving\" {\n      label=\"moving\";\n      \"playing\";\n      \"buffering\";\n    }\n  }\n  \"stopped\" -> \"playing\" [label=\"play\"];\n  \"playing\" -> \"paused\" [label=\"pause\"];\n  \"paused\" -> \"playing\" [label=\"resume\"];\n  \"playing\" -> \"buffering\" [label=\"stall\"];\n  \"buffering\" -> \"buffering\" [label=\"stall\"];\n  \"buffering\" -> \"playing\" [label=\"ready\"];\n  \"playing\" -> \"stopped\" [label=\"stop\", ltail=\"cluster_active\"];\n  \"stopped\" -> \"ejected\" [label=\"eject\"];\n  \"playing\" -> \"ejected\" [label=\"eject\"];\n  \"paused\" -> \"ejected\" [label=\"eject\"];\n  \"buffering\" -> \"ejected\" [label=\"eject\"];\n}\n"

  public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> stopped\n  state active {\n    paused\n    state moving {\n      playing\n      buffering\n    }\n  }\n  stopped --> playing : play\n  playing --> paused : pause\n  paused --> playing : resume\n  playing --> buffering : stall\n  buffering --> buffering : stall\n  buffering --> playing : ready\n  active --> stopped : stop\n  stopped --> ejected : eject\n  playing --> ejected : eject\n  paused --> ejected : eject\n  buffering --> ejected : eject\n  ejected --> [*]\n"
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
