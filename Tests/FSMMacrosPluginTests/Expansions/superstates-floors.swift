// swift-format-ignore-file
// `Floors` from Tests/FSMMacrosTests/SuperstateTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Floors: Equatable {
//   @Initial case ground
//   case f1, f2, f3, f4, f5, f6, f7, f8
//
//   enum Event { case up, down, express, home, fire, service, wave, halt }
//
//   enum Superstate { case lower, upper, top }
//
//   static let superstates: [Superstates] = [
//     .superstate(.lower, contains: [.f1, .f2, .f3, .f4]),
//     .superstate(.upper, contains: [.f5, .f6, .f7, .f8]),
//     .superstate(.top, contains: [.f7, .f8], in: .upper),
//   ]
//
//   static let transitions: [Transition] = [
//     .from(.ground, on: .up, to: .f1),
//     .from(.f1, on: .up, to: .f2),
//     .from(.f2, on: .up, to: .f3),
//     .from(.f3, on: .up, to: .f4),
//     .from(.f4, on: .up, to: .f5),
//     .from(.f5, on: .up, to: .f6),
//     .from(.f6, on: .up, to: .f7),
//     .from(.f7, on: .up, to: .f8),
//     .within(.lower, on: .down, to: .ground),
//     .within(.upper, on: .down, to: .f4),
//     .within(.top, on: .down, to: .f6),
//     .from(.ground, on: .express, to: .f8),
//     .within(.upper, on: .express, to: .ground),
//     .within(.upper, on: .home, to: .ground),
//     .within(.lower, on: .home, to: .ground),
//     .fromAny(on: .fire, to: .ground),
//     .within(.top, on: .fire, to: .f7),
//     .within(.lower, on: .wave, to: .f1),
//     .from(.f1, on: .wave, to: .f2),
//     .within(.upper, on: .service, to: .f5),
//     .fromAny(except: [.ground], on: .halt, to: .ground),
//     .within(.lower, on: .service, to: .f4),
//     .within(.top, on: .service, to: .f8),
//     .within(.upper, on: .wave, to: .f8),
//     .from(.ground, on: .down, to: .ground),
//     .from(.ground, on: .home, to: .ground),
//     .from(.ground, on: .service, to: .f5),
//     .from(.ground, on: .wave, to: .f1),
//   ]
// }

// MARK: - Expansion


enum Floors: Equatable {
  case ground
  case f1, f2, f3, f4, f5, f6, f7, f8

  enum Event { case up, down, express, home, fire, service, wave, halt 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case up
      case down
      case express
      case home
      case fire
      case service
      case wave
      case halt
      var description: Swift.String {
        switch self {
        case .up:
          "up"
        case .down:
          "down"
        case .express:
          "express"
        case .home:
          "home"
        case .fire:
          "fire"
        case .service:
          "service"
        case .wave:
          "wave"
        case .halt:
          "halt"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case up
      case down
      case express
      case home
      case fire
      case service
      case wave
      case halt
      var description: Swift.String {
        switch self {
        case .up:
          "up"
        case .down:
          "down"
        case .express:
          "express"
        case .home:
          "home"
        case .fire:
          "fire"
        case .service:
          "service"
        case .wave:
          "wave"
        case .halt:
          "halt"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .up:
        .up
      case .down:
        .down
      case .express:
        .express
      case .home:
        .home
      case .fire:
        .fire
      case .service:
        .service
      case .wave:
        .wave
      case .halt:
        .halt
      }
    }
}

  enum Superstate { case lower, upper, top 
}

  static let superstates: [Superstates] = [
    .superstate(.lower, contains: [.f1, .f2, .f3, .f4]),
    .superstate(.upper, contains: [.f5, .f6, .f7, .f8]),
    .superstate(.top, contains: [.f7, .f8], in: .upper),
  ]

  static let transitions: [Transition] = [
    .from(.ground, on: .up, to: .f1),
    .from(.f1, on: .up, to: .f2),
    .from(.f2, on: .up, to: .f3),
    .from(.f3, on: .up, to: .f4),
    .from(.f4, on: .up, to: .f5),
    .from(.f5, on: .up, to: .f6),
    .from(.f6, on: .up, to: .f7),
    .from(.f7, on: .up, to: .f8),
    .within(.lower, on: .down, to: .ground),
    .within(.upper, on: .down, to: .f4),
    .within(.top, on: .down, to: .f6),
    .from(.ground, on: .express, to: .f8),
    .within(.upper, on: .express, to: .ground),
    .within(.upper, on: .home, to: .ground),
    .within(.lower, on: .home, to: .ground),
    .fromAny(on: .fire, to: .ground),
    .within(.top, on: .fire, to: .f7),
    .within(.lower, on: .wave, to: .f1),
    .from(.f1, on: .wave, to: .f2),
    .within(.upper, on: .service, to: .f5),
    .fromAny(except: [.ground], on: .halt, to: .ground),
    .within(.lower, on: .service, to: .f4),
    .within(.top, on: .service, to: .f8),
    .within(.upper, on: .wave, to: .f8),
    .from(.ground, on: .down, to: .ground),
    .from(.ground, on: .home, to: .ground),
    .from(.ground, on: .service, to: .f5),
    .from(.ground, on: .wave, to: .f1),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case ground
    case f1
    case f2
    case f3
    case f4
    case f5
    case f6
    case f7
    case f8
    var description: Swift.String {
      switch self {
      case .ground:
        "ground"
      case .f1:
        "f1"
      case .f2:
        "f2"
      case .f3:
        "f3"
      case .f4:
        "f4"
      case .f5:
        "f5"
      case .f6:
        "f6"
      case .f7:
        "f7"
      case .f8:
        "f8"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case ground
    case f1
    case f2
    case f3
    case f4
    case f5
    case f6
    case f7
    case f8
    var description: Swift.String {
      switch self {
      case .ground:
        "ground"
      case .f1:
        "f1"
      case .f2:
        "f2"
      case .f3:
        "f3"
      case .f4:
        "f4"
      case .f5:
        "f5"
      case .f6:
        "f6"
      case .f7:
        "f7"
      case .f8:
        "f8"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .ground:
      .ground
    case .f1:
      .f1
    case .f2:
      .f2
    case .f3:
      .f3
    case .f4:
      .f4
    case .f5:
      .f5
    case .f6:
      .f6
    case .f7:
      .f7
    case .f8:
      .f8
    }
  }

  typealias Transition = FSMRuntime.Transition<Floors>

  nonisolated static let initialCase: Case = Case.ground

  nonisolated static let finalCases: Swift.Set<Case> = []

  /// The target's position, or 0xFF to reject: one row per state, one column per event.
  private nonisolated static let _$targets: [Swift.UInt8] = [
    1, 0, 8, 0, 0, 5, 1, 0xFF,
    2, 0, 0xFF, 0, 0, 4, 2, 0,
    3, 0, 0xFF, 0, 0, 4, 1, 0,
    4, 0, 0xFF, 0, 0, 4, 1, 0,
    5, 0, 0xFF, 0, 0, 4, 1, 0,
    6, 4, 0, 0, 0, 5, 8, 0,
    7, 4, 0, 0, 0, 5, 8, 0,
    8, 6, 0, 0, 7, 8, 8, 0,
    0xFF, 6, 0, 0, 7, 8, 8, 0,
  ]

  @inline(__always)
  private nonisolated static func _$state(at position: Swift.Int) -> Self {
    Swift.unsafeBitCast(Swift.UInt8(truncatingIfNeeded: position), to: Self.self)
  }

  private nonisolated static func _$index(of value: Self) -> Swift.Int {
    switch value {
    case .ground:
      0
    case .f1:
      1
    case .f2:
      2
    case .f3:
      3
    case .f4:
      4
    case .f5:
      5
    case .f6:
      6
    case .f7:
      7
    case .f8:
      8
    }
  }

  private nonisolated static func _$index(of value: Event) -> Swift.Int {
    switch value {
    case .up:
      0
    case .down:
      1
    case .express:
      2
    case .home:
      3
    case .fire:
      4
    case .service:
      5
    case .wave:
      6
    case .halt:
      7
    }
  }

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    let cell = Self._$index(of: self) &* 8 &+ Self._$index(of: event)
    let target = Swift.Int(Self._$targets.withUnsafeBufferPointer { $0[cell] })
    guard target != 0xFF else {
      return nil
    }
    return FSMRuntime.Step<Self>(from: self, event: event, to: Self._$state(at: target))
  }

  /// Sends `.up` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func up() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.up)
  }

  /// Sends `.down` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func down() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.down)
  }

  /// Sends `.express` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func express() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.express)
  }

  /// Sends `.home` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func home() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.home)
  }

  /// Sends `.fire` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func fire() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fire)
  }

  /// Sends `.service` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func service() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.service)
  }

  /// Sends `.wave` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func wave() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.wave)
  }

  /// Sends `.halt` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func halt() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.halt)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  typealias Superstates = FSMRuntime.SuperstateDeclaration<Floors>

  nonisolated static func superstates(of state: Case) -> [Superstate] {
    switch state {
    case .ground:
      []
    case .f1, .f2, .f3, .f4:
      [.lower]
    case .f5, .f6:
      [.upper]
    case .f7, .f8:
      [.top, .upper]
    }
  }

  /// One `source,event,target,effect,guarded[,delay[,superstate]]` per edge, by position in `allCases`.
  nonisolated static let edges: [FSMRuntime.Edge<Self>] = FSMRuntime.Edge<Self>._decode("0,0,1,-,0;1,0,2,-,0;2,0,3,-,0;3,0,4,-,0;4,0,5,-,0;5,0,6,-,0;6,0,7,-,0;7,0,8,-,0;1,1,0,-,0,-,0;2,1,0,-,0,-,0;3,1,0,-,0,-,0;4,1,0,-,0,-,0;5,1,4,-,0,-,1;6,1,4,-,0,-,1;7,1,6,-,0,-,2;8,1,6,-,0,-,2;0,2,8,-,0;5,2,0,-,0,-,1;6,2,0,-,0,-,1;7,2,0,-,0,-,1;8,2,0,-,0,-,1;5,3,0,-,0,-,1;6,3,0,-,0,-,1;7,3,0,-,0,-,1;8,3,0,-,0,-,1;1,3,0,-,0,-,0;2,3,0,-,0,-,0;3,3,0,-,0,-,0;4,3,0,-,0,-,0;0,4,0,-,0;1,4,0,-,0;2,4,0,-,0;3,4,0,-,0;4,4,0,-,0;5,4,0,-,0;6,4,0,-,0;7,4,7,-,0,-,2;8,4,7,-,0,-,2;2,6,1,-,0,-,0;3,6,1,-,0,-,0;4,6,1,-,0,-,0;1,6,2,-,0;5,5,5,-,0,-,1;6,5,5,-,0,-,1;1,7,0,-,0;2,7,0,-,0;3,7,0,-,0;4,7,0,-,0;5,7,0,-,0;6,7,0,-,0;7,7,0,-,0;8,7,0,-,0;1,5,4,-,0,-,0;2,5,4,-,0,-,0;3,5,4,-,0,-,0;4,5,4,-,0,-,0;7,5,8,-,0,-,2;8,5,8,-,0,-,2;5,6,8,-,0,-,1;6,6,8,-,0,-,1;7,6,8,-,0,-,1;8,6,8,-,0,-,1;0,1,0,-,0;0,3,0,-,0;0,5,5,-,0;0,6,1,-,0", superstates: [.lower, .upper, .top])

  nonisolated static let dot: Swift.String = "digraph \"Floors\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"ground\";\n  \"ground\";\n  subgraph \"cluster_lower\" {\n    label=\"lower\";\n    \"f1\";\n    \"f2\";\n    \"f3\";\n    \"f4\";\n  }\n  subgraph \"cluster_upper\" {\n    label=\"upper\";\n    \"f5\";\n    \"f6\";\n    subgraph \"cluster_top\" {\n      label=\"top\";\n      \"f7\";\n      \"f8\";\n    }\n  }\n  \"ground\" -> \"f1\" [label=\"up\"];\n  \"f1\" -> \"f2\" [label=\"up\"];\n  \"f2\" -> \"f3\" [label=\"up\"];\n  \"f3\" -> \"f4\" [label=\"up\"];\n  \"f4\" -> \"f5\" [label=\"up\"];\n  \"f5\" -> \"f6\" [label=\"up\"];\n  \"f6\" -> \"f7\" [label=\"up\"];\n  \"f7\" -> \"f8\" [label=\"up\"];\n  \"f1\" -> \"ground\" [label=\"down\", ltail=\"cluster_lower\"];\n  \"f5\" -> \"f4\" [label=\"down\", ltail=\"cluster_upper\"];\n  \"f7\" -> \"f6\" [label=\"down\", ltail=\"cluster_top\"];\n  \"ground\" -> \"f8\" [label=\"express\"];\n  \"f5\" -> \"ground\" [label=\"express\", ltail=\"cluster_upper\"];\n  \"f5\" -> \"ground\" [label=\"home\", ltail=\"cluster_upper\"];\n  \"f1\" -> \"ground\" [label=\"home\", ltail=\"cluster_lower\"];\n  \"ground\" -> \"ground\" [label=\"fire\"];\n  \"f1\" -> \"ground\" [label=\"fire\"];\n  \"f2\" -> \"ground\" [label=\"fire\"];\n  \"f3\" -> \"ground\" [label=\"fire\"];\n  \"f4\" -> \"ground\" [label=\"fire\"];\n  \"f5\" -> \"ground\" [label=\"fire\"];\n  \"f6\" -> \"ground\" [label=\"fire\"];\n  \"f7\" -> \"f7\" [label=\"fire\"];\n  \"f8\" -> \"f7\" [label=\"fire\"];\n  \"f2\" -> \"f1\" [label=\"wave\"];\n  \"f3\" -> \"f1\" [label=\"wave\"];\n  \"f4\" -> \"f1\" [label=\"wave\"];\n  \"f1\" -> \"f2\" [label=\"wave\"];\n  \"f5\" -> \"f5\" [label=\"service\"];\n  \"f6\" -> \"f5\" [label=\"service\"];\n  \"f1\" -> \"ground\" [label=\"halt\"];\n  \"f2\" -> \"ground\" [label=\"halt\"];\n  \"f3\" -> \"ground\" [label=\"halt\"];\n  \"f4\" -> \"ground\" [label=\"halt\"];\n  \"f5\" -> \"ground\" [label=\"halt\"];\n  \"f6\" -> \"ground\" [label=\"halt\"];\n  \"f7\" -> \"ground\" [label=\"halt\"];\n  \"f8\" -> \"ground\" [label=\"halt\"];\n  \"f1\" -> \"f4\" [label=\"service\"];\n  \"f2\" -> \"f4\" [label=\"service\"];\n  \"f3\" -> \"f4\" [label=\"service\"];\n  \"f4\" -> \"f4\" [label=\"service\"];\n  \"f7\" -> \"f8\" [label=\"service\"];\n  \"f8\" -> \"f8\" [label=\"service\"];\n  \"f5\" -> \"f8\" [label=\"wave\"];\n  \"f6\" -> \"f8\" [label=\"wave\"];\n  \"f7\" -> \"f8\" [label=\"wave\"];\n  \"f8\" -> \"f8\" [label=\"wave\"];\n  \"ground\" -> \"ground\" [label=\"down\"];\n  \"ground\" -> \"ground\" [label=\"home\"];\n  \"ground\" -> \"f5\" [label=\"service\"];\n  \"ground\" -> \"f1\" [label=\"wave\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> ground\n  state lower {\n    f1\n    f2\n    f3\n    f4\n  }\n  state upper {\n    f5\n    f6\n    state top {\n      f7\n      f8\n    }\n  }\n  ground --> f1 : up\n  f1 --> f2 : up\n  f2 --> f3 : up\n  f3 --> f4 : up\n  f4 --> f5 : up\n  f5 --> f6 : up\n  f6 --> f7 : up\n  f7 --> f8 : up\n  lower --> ground : down\n  upper --> f4 : down\n  top --> f6 : down\n  ground --> f8 : express\n  upper --> ground : express\n  upper --> ground : home\n  lower --> ground : home\n  ground --> ground : fire\n  f1 --> ground : fire\n  f2 --> ground : fire\n  f3 --> ground : fire\n  f4 --> ground : fire\n  f5 --> ground : fire\n  f6 --> ground : fire\n  f7 --> f7 : fire\n  f8 --> f7 : fire\n  f2 --> f1 : wave\n  f3 --> f1 : wave\n  f4 --> f1 : wave\n  f1 --> f2 : wave\n  f5 --> f5 : service\n  f6 --> f5 : service\n  f1 --> ground : halt\n  f2 --> ground : halt\n  f3 --> ground : halt\n  f4 --> ground : halt\n  f5 --> ground : halt\n  f6 --> ground : halt\n  f7 --> ground : halt\n  f8 --> ground : halt\n  f1 --> f4 : service\n  f2 --> f4 : service\n  f3 --> f4 : service\n  f4 --> f4 : service\n  f7 --> f8 : service\n  f8 --> f8 : service\n  f5 --> f8 : wave\n  f6 --> f8 : wave\n  f7 --> f8 : wave\n  f8 --> f8 : wave\n  ground --> ground : down\n  ground --> ground : home\n  ground --> f5 : service\n  ground --> f1 : wave\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Floors's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Floors\" initial=\"ground\">\n  <state id=\"ground\">\n    <transition event=\"up\" target=\"f1\"/>\n    <transition event=\"down\" target=\"ground\"/>\n    <transition event=\"express\" target=\"f8\"/>\n    <transition event=\"home\" target=\"ground\"/>\n    <transition event=\"fire\" target=\"ground\"/>\n    <transition event=\"service\" target=\"f5\"/>\n    <transition event=\"wave\" target=\"f1\"/>\n  </state>\n  <state id=\"lower\">\n    <state id=\"f1\">\n      <transition event=\"up\" target=\"f2\"/>\n      <transition event=\"down\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f4\"/>\n      <transition event=\"wave\" target=\"f2\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n    <state id=\"f2\">\n      <transition event=\"up\" target=\"f3\"/>\n      <transition event=\"down\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f4\"/>\n      <transition event=\"wave\" target=\"f1\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n    <state id=\"f3\">\n      <transition event=\"up\" target=\"f4\"/>\n      <transition event=\"down\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f4\"/>\n      <transition event=\"wave\" target=\"f1\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n    <state id=\"f4\">\n      <transition event=\"up\" target=\"f5\"/>\n      <transition event=\"down\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f4\"/>\n      <transition event=\"wave\" target=\"f1\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n  </state>\n  <state id=\"upper\">\n    <state id=\"f5\">\n      <transition event=\"up\" target=\"f6\"/>\n      <transition event=\"down\" target=\"f4\"/>\n      <transition event=\"express\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f5\"/>\n      <transition event=\"wave\" target=\"f8\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n    <state id=\"f6\">\n      <transition event=\"up\" target=\"f7\"/>\n      <transition event=\"down\" target=\"f4\"/>\n      <transition event=\"express\" target=\"ground\"/>\n      <transition event=\"home\" target=\"ground\"/>\n      <transition event=\"fire\" target=\"ground\"/>\n      <transition event=\"service\" target=\"f5\"/>\n      <transition event=\"wave\" target=\"f8\"/>\n      <transition event=\"halt\" target=\"ground\"/>\n    </state>\n    <state id=\"top\">\n      <state id=\"f7\">\n        <transition event=\"up\" target=\"f8\"/>\n        <transition event=\"down\" target=\"f6\"/>\n        <transition event=\"express\" target=\"ground\"/>\n        <transition event=\"home\" target=\"ground\"/>\n        <transition event=\"fire\" target=\"f7\"/>\n        <transition event=\"service\" target=\"f8\"/>\n        <transition event=\"wave\" target=\"f8\"/>\n        <transition event=\"halt\" target=\"ground\"/>\n      </state>\n      <state id=\"f8\">\n        <transition event=\"down\" target=\"f6\"/>\n        <transition event=\"express\" target=\"ground\"/>\n        <transition event=\"home\" target=\"ground\"/>\n        <transition event=\"fire\" target=\"f7\"/>\n        <transition event=\"service\" target=\"f8\"/>\n        <transition event=\"wave\" target=\"f8\"/>\n        <transition event=\"halt\" target=\"ground\"/>\n      </state>\n    </state>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Floors\",\n  \"key\": \"Floors\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"ground\"],\n    \"source\": \"#Floors\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"ground\": {\n      \"id\": \"Floors.ground\",\n      \"key\": \"ground\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"up\": [\n          {\n            \"target\": [\"#Floors.lower.f1\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"up\",\n            \"actions\": []\n          }\n        ],\n        \"down\": [\n          {\n            \"target\": [\"#Floors.ground\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"down\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"express\": [\n          {\n            \"target\": [\"#Floors.upper.top.f8\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"express\",\n            \"actions\": []\n          }\n        ],\n        \"home\": [\n          {\n            \"target\": [\"#Floors.ground\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"home\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"fire\": [\n          {\n            \"target\": [\"#Floors.ground\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"fire\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"service\": [\n          {\n            \"target\": [\"#Floors.upper.f5\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"service\",\n            \"actions\": []\n          }\n        ],\n        \"wave\": [\n          {\n            \"target\": [\"#Floors.lower.f1\"],\n            \"source\": \"#Floors.ground\",\n            \"eventType\": \"wave\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"lower\": {\n      \"id\": \"Floors.lower\",\n      \"key\": \"lower\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"f1\"],\n        \"source\": \"#Floors.lower\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"f1\": {\n          \"id\": \"Floors.lower.f1\",\n          \"key\": \"f1\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.lower.f2\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"service\",\n                \"actions\": []\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.lower.f2\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f1\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"f2\": {\n          \"id\": \"Floors.lower.f2\",\n          \"key\": \"f2\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.lower.f3\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"service\",\n                \"actions\": []\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.lower.f1\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f2\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"f3\": {\n          \"id\": \"Floors.lower.f3\",\n          \"key\": \"f3\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"service\",\n                \"actions\": []\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.lower.f1\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f3\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"f4\": {\n          \"id\": \"Floors.lower.f4\",\n          \"key\": \"f4\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.upper.f5\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"service\",\n                \"actions\": [],\n                \"reenter\": true\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.lower.f1\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.lower.f4\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"upper\": {\n      \"id\": \"Floors.upper\",\n      \"key\": \"upper\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"f5\"],\n        \"source\": \"#Floors.upper\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"f5\": {\n          \"id\": \"Floors.upper.f5\",\n          \"key\": \"f5\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.upper.f6\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"express\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"express\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.upper.f5\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"service\",\n                \"actions\": [],\n                \"reenter\": true\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.upper.top.f8\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f5\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"f6\": {\n          \"id\": \"Floors.upper.f6\",\n          \"key\": \"f6\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"up\": [\n              {\n                \"target\": [\"#Floors.upper.top.f7\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"up\",\n                \"actions\": []\n              }\n            ],\n            \"down\": [\n              {\n                \"target\": [\"#Floors.lower.f4\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"down\",\n                \"actions\": []\n              }\n            ],\n            \"express\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"express\",\n                \"actions\": []\n              }\n            ],\n            \"home\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"home\",\n                \"actions\": []\n              }\n            ],\n            \"fire\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"fire\",\n                \"actions\": []\n              }\n            ],\n            \"service\": [\n              {\n                \"target\": [\"#Floors.upper.f5\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"service\",\n                \"actions\": []\n              }\n            ],\n            \"wave\": [\n              {\n                \"target\": [\"#Floors.upper.top.f8\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"wave\",\n                \"actions\": []\n              }\n            ],\n            \"halt\": [\n              {\n                \"target\": [\"#Floors.ground\"],\n                \"source\": \"#Floors.upper.f6\",\n                \"eventType\": \"halt\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"top\": {\n          \"id\": \"Floors.upper.top\",\n          \"key\": \"top\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"f7\"],\n            \"source\": \"#Floors.upper.top\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"f7\": {\n              \"id\": \"Floors.upper.top.f7\",\n              \"key\": \"f7\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"up\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f8\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"up\",\n                    \"actions\": []\n                  }\n                ],\n                \"down\": [\n                  {\n                    \"target\": [\"#Floors.upper.f6\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"down\",\n                    \"actions\": []\n                  }\n                ],\n                \"express\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"express\",\n                    \"actions\": []\n                  }\n                ],\n                \"home\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"home\",\n                    \"actions\": []\n                  }\n                ],\n                \"fire\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f7\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"fire\",\n                    \"actions\": [],\n                    \"reenter\": true\n                  }\n                ],\n                \"service\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f8\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"service\",\n                    \"actions\": []\n                  }\n                ],\n                \"wave\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f8\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"wave\",\n                    \"actions\": []\n                  }\n                ],\n                \"halt\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f7\",\n                    \"eventType\": \"halt\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"f8\": {\n              \"id\": \"Floors.upper.top.f8\",\n              \"key\": \"f8\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"down\": [\n                  {\n                    \"target\": [\"#Floors.upper.f6\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"down\",\n                    \"actions\": []\n                  }\n                ],\n                \"express\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"express\",\n                    \"actions\": []\n                  }\n                ],\n                \"home\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"home\",\n                    \"actions\": []\n                  }\n                ],\n                \"fire\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f7\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"fire\",\n                    \"actions\": []\n                  }\n                ],\n                \"service\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f8\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"service\",\n                    \"actions\": [],\n                    \"reenter\": true\n                  }\n                ],\n                \"wave\": [\n                  {\n                    \"target\": [\"#Floors.upper.top.f8\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"wave\",\n                    \"actions\": [],\n                    \"reenter\": true\n                  }\n                ],\n                \"halt\": [\n                  {\n                    \"target\": [\"#Floors.ground\"],\n                    \"source\": \"#Floors.upper.top.f8\",\n                    \"eventType\": \"halt\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .ground:
      ["ground"]
    case .f1:
      ["lower", "f1"]
    case .f2:
      ["lower", "f2"]
    case .f3:
      ["lower", "f3"]
    case .f4:
      ["lower", "f4"]
    case .f5:
      ["upper", "f5"]
    case .f6:
      ["upper", "f6"]
    case .f7:
      ["upper", "top", "f7"]
    case .f8:
      ["upper", "top", "f8"]
    }
  }
}

extension Floors.Event: FSMRuntime.CaseDiscriminable {}

extension Floors.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  nonisolated static var allCases: [Self] {
    [.lower, .upper, .top]
  }
  nonisolated var description: Swift.String {
    switch self {
    case .lower:
      "lower"
    case .upper:
      "upper"
    case .top:
      "top"
    }
  }
}

extension Floors: FSMRuntime.StateMachine {}
