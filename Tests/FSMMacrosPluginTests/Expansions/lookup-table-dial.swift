// swift-format-ignore-file
// `Dial` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Dial: Equatable {
//   case d0, d1, d2, d3, d4, d5, d6, d7
//   enum Event { case turn, back, reset, e3, e4, e5, e6, e7 }
//   enum Effect { case click }
//   static let transitions: [Transition] = [
//     .from(.d0, on: .turn, to: .d1, emit: .click),
//     .from(.d1, on: .turn, to: .d2),
//     .from(.d2, on: .turn, to: .d3),
//     .from(.d3, on: .turn, to: .d4),
//     .from(.d4, on: .turn, to: .d5),
//     .from(.d5, on: .turn, to: .d6),
//     .from(.d6, on: .turn, to: .d7),
//     .from(.d7, on: .turn, to: .d0, emit: .click),
//     .from([.d1, .d2, .d3, .d4, .d5, .d6, .d7], on: .back, to: .d0),
//     .fromAny(on: .reset, to: .d0),
//     .fromAny(on: .e3, to: .d3),
//     .fromAny(on: .e4, to: .d4),
//     .fromAny(on: .e5, to: .d5),
//     .fromAny(on: .e6, to: .d6),
//     .fromAny(on: .e7, to: .d7),
//   ]
// }

// MARK: - Expansion


enum Dial: Equatable {
  case d0, d1, d2, d3, d4, d5, d6, d7
  enum Event { case turn, back, reset, e3, e4, e5, e6, e7 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case turn
      case back
      case reset
      case e3
      case e4
      case e5
      case e6
      case e7
      var description: Swift.String {
        switch self {
        case .turn:
          "turn"
        case .back:
          "back"
        case .reset:
          "reset"
        case .e3:
          "e3"
        case .e4:
          "e4"
        case .e5:
          "e5"
        case .e6:
          "e6"
        case .e7:
          "e7"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case turn
      case back
      case reset
      case e3
      case e4
      case e5
      case e6
      case e7
      var description: Swift.String {
        switch self {
        case .turn:
          "turn"
        case .back:
          "back"
        case .reset:
          "reset"
        case .e3:
          "e3"
        case .e4:
          "e4"
        case .e5:
          "e5"
        case .e6:
          "e6"
        case .e7:
          "e7"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .turn:
        .turn
      case .back:
        .back
      case .reset:
        .reset
      case .e3:
        .e3
      case .e4:
        .e4
      case .e5:
        .e5
      case .e6:
        .e6
      case .e7:
        .e7
      }
    }
}
  enum Effect { case click 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case click
      var description: Swift.String {
        switch self {
        case .click:
          "click"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case click
      var description: Swift.String {
        switch self {
        case .click:
          "click"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .click:
        .click
      }
    }
}
  static let transitions: [Transition] = [
    .from(.d0, on: .turn, to: .d1, emit: .click),
    .from(.d1, on: .turn, to: .d2),
    .from(.d2, on: .turn, to: .d3),
    .from(.d3, on: .turn, to: .d4),
    .from(.d4, on: .turn, to: .d5),
    .from(.d5, on: .turn, to: .d6),
    .from(.d6, on: .turn, to: .d7),
    .from(.d7, on: .turn, to: .d0, emit: .click),
    .from([.d1, .d2, .d3, .d4, .d5, .d6, .d7], on: .back, to: .d0),
    .fromAny(on: .reset, to: .d0),
    .fromAny(on: .e3, to: .d3),
    .fromAny(on: .e4, to: .d4),
    .fromAny(on: .e5, to: .d5),
    .fromAny(on: .e6, to: .d6),
    .fromAny(on: .e7, to: .d7),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case d0
    case d1
    case d2
    case d3
    case d4
    case d5
    case d6
    case d7
    var description: Swift.String {
      switch self {
      case .d0:
        "d0"
      case .d1:
        "d1"
      case .d2:
        "d2"
      case .d3:
        "d3"
      case .d4:
        "d4"
      case .d5:
        "d5"
      case .d6:
        "d6"
      case .d7:
        "d7"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case d0
    case d1
    case d2
    case d3
    case d4
    case d5
    case d6
    case d7
    var description: Swift.String {
      switch self {
      case .d0:
        "d0"
      case .d1:
        "d1"
      case .d2:
        "d2"
      case .d3:
        "d3"
      case .d4:
        "d4"
      case .d5:
        "d5"
      case .d6:
        "d6"
      case .d7:
        "d7"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .d0:
      .d0
    case .d1:
      .d1
    case .d2:
      .d2
    case .d3:
      .d3
    case .d4:
      .d4
    case .d5:
      .d5
    case .d6:
      .d6
    case .d7:
      .d7
    }
  }

  typealias Transition = FSMRuntime.Transition<Dial>

  nonisolated static let initialCase: Case = Case.d0

  nonisolated static let finalCases: Swift.Set<Case> = []

  /// The target's position, or 0xFF to reject: one row per state, one column per event.
  private nonisolated static let _$targets: [Swift.UInt8] = [
    1, 0xFF, 0, 3, 4, 5, 6, 7,
    2, 0, 0, 3, 4, 5, 6, 7,
    3, 0, 0, 3, 4, 5, 6, 7,
    4, 0, 0, 3, 4, 5, 6, 7,
    5, 0, 0, 3, 4, 5, 6, 7,
    6, 0, 0, 3, 4, 5, 6, 7,
    7, 0, 0, 3, 4, 5, 6, 7,
    0, 0, 0, 3, 4, 5, 6, 7,
  ]

  @inline(__always)
  private nonisolated static func _$state(at position: Swift.Int) -> Self {
    Swift.unsafeBitCast(Swift.UInt8(truncatingIfNeeded: position), to: Self.self)
  }

  private nonisolated static func _$index(of value: Self) -> Swift.Int {
    switch value {
    case .d0:
      0
    case .d1:
      1
    case .d2:
      2
    case .d3:
      3
    case .d4:
      4
    case .d5:
      5
    case .d6:
      6
    case .d7:
      7
    }
  }

  private nonisolated static func _$index(of value: Event) -> Swift.Int {
    switch value {
    case .turn:
      0
    case .back:
      1
    case .reset:
      2
    case .e3:
      3
    case .e4:
      4
    case .e5:
      5
    case .e6:
      6
    case .e7:
      7
    }
  }

  /// The effect's position, or 0xFF for none: one row per state, one column per event.
  private nonisolated static let _$effectCells: [Swift.UInt8] = [
    0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
  ]

  @inline(__always)
  private nonisolated static func _$effect(at position: Swift.Int) -> Effect {
    switch position {
    default:
      .click
    }
  }

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    let cell = Self._$index(of: self) &* 8 &+ Self._$index(of: event)
    let target = Swift.Int(Self._$targets.withUnsafeBufferPointer { $0[cell] })
    guard target != 0xFF else {
      return nil
    }
    let effect = Swift.Int(Self._$effectCells.withUnsafeBufferPointer { $0[cell] })
    let to = Self._$state(at: target)
    return FSMRuntime.Step<Self>(from: self, event: event, to: to, effect: effect == 0xFF ? nil : Self._$effect(at: effect))
  }

  /// Sends `.turn` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func turn() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.turn)
  }

  /// Sends `.back` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func back() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.back)
  }

  /// Sends `.reset` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func reset() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.reset)
  }

  /// Sends `.e3` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func e3() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.e3)
  }

  /// Sends `.e4` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func e4() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.e4)
  }

  /// Sends `.e5` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func e5() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.e5)
  }

  /// Sends `.e6` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func e6() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.e6)
  }

  /// Sends `.e7` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func e7() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.e7)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(63)
    _$all.append(.init(source: .d0, event: .turn, target: .d1, effect: .click))
    _$all.append(.init(source: .d1, event: .turn, target: .d2))
    _$all.append(.init(source: .d2, event: .turn, target: .d3))
    _$all.append(.init(source: .d3, event: .turn, target: .d4))
    _$all.append(.init(source: .d4, event: .turn, target: .d5))
    _$all.append(.init(source: .d5, event: .turn, target: .d6))
    _$all.append(.init(source: .d6, event: .turn, target: .d7))
    _$all.append(.init(source: .d7, event: .turn, target: .d0, effect: .click))
    _$all.append(.init(source: .d1, event: .back, target: .d0))
    _$all.append(.init(source: .d2, event: .back, target: .d0))
    _$all.append(.init(source: .d3, event: .back, target: .d0))
    _$all.append(.init(source: .d4, event: .back, target: .d0))
    _$all.append(.init(source: .d5, event: .back, target: .d0))
    _$all.append(.init(source: .d6, event: .back, target: .d0))
    _$all.append(.init(source: .d7, event: .back, target: .d0))
    _$all.append(.init(source: .d0, event: .reset, target: .d0))
    _$all.append(.init(source: .d1, event: .reset, target: .d0))
    _$all.append(.init(source: .d2, event: .reset, target: .d0))
    _$all.append(.init(source: .d3, event: .reset, target: .d0))
    _$all.append(.init(source: .d4, event: .reset, target: .d0))
    _$all.append(.init(source: .d5, event: .reset, target: .d0))
    _$all.append(.init(source: .d6, event: .reset, target: .d0))
    _$all.append(.init(source: .d7, event: .reset, target: .d0))
    _$all.append(.init(source: .d0, event: .e3, target: .d3))
    _$all.append(.init(source: .d1, event: .e3, target: .d3))
    _$all.append(.init(source: .d2, event: .e3, target: .d3))
    _$all.append(.init(source: .d3, event: .e3, target: .d3))
    _$all.append(.init(source: .d4, event: .e3, target: .d3))
    _$all.append(.init(source: .d5, event: .e3, target: .d3))
    _$all.append(.init(source: .d6, event: .e3, target: .d3))
    _$all.append(.init(source: .d7, event: .e3, target: .d3))
    _$all.append(.init(source: .d0, event: .e4, target: .d4))
    _$all.append(.init(source: .d1, event: .e4, target: .d4))
    _$all.append(.init(source: .d2, event: .e4, target: .d4))
    _$all.append(.init(source: .d3, event: .e4, target: .d4))
    _$all.append(.init(source: .d4, event: .e4, target: .d4))
    _$all.append(.init(source: .d5, event: .e4, target: .d4))
    _$all.append(.init(source: .d6, event: .e4, target: .d4))
    _$all.append(.init(source: .d7, event: .e4, target: .d4))
    _$all.append(.init(source: .d0, event: .e5, target: .d5))
    _$all.append(.init(source: .d1, event: .e5, target: .d5))
    _$all.append(.init(source: .d2, event: .e5, target: .d5))
    _$all.append(.init(source: .d3, event: .e5, target: .d5))
    _$all.append(.init(source: .d4, event: .e5, target: .d5))
    _$all.append(.init(source: .d5, event: .e5, target: .d5))
    _$all.append(.init(source: .d6, event: .e5, target: .d5))
    _$all.append(.init(source: .d7, event: .e5, target: .d5))
    _$all.append(.init(source: .d0, event: .e6, target: .d6))
    _$all.append(.init(source: .d1, event: .e6, target: .d6))
    _$all.append(.init(source: .d2, event: .e6, target: .d6))
    _$all.append(.init(source: .d3, event: .e6, target: .d6))
    _$all.append(.init(source: .d4, event: .e6, target: .d6))
    _$all.append(.init(source: .d5, event: .e6, target: .d6))
    _$all.append(.init(source: .d6, event: .e6, target: .d6))
    _$all.append(.init(source: .d7, event: .e6, target: .d6))
    _$all.append(.init(source: .d0, event: .e7, target: .d7))
    _$all.append(.init(source: .d1, event: .e7, target: .d7))
    _$all.append(.init(source: .d2, event: .e7, target: .d7))
    _$all.append(.init(source: .d3, event: .e7, target: .d7))
    _$all.append(.init(source: .d4, event: .e7, target: .d7))
    _$all.append(.init(source: .d5, event: .e7, target: .d7))
    _$all.append(.init(source: .d6, event: .e7, target: .d7))
    _$all.append(.init(source: .d7, event: .e7, target: .d7))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Dial\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"d0\";\n  \"d0\";\n  \"d1\";\n  \"d2\";\n  \"d3\";\n  \"d4\";\n  \"d5\";\n  \"d6\";\n  \"d7\";\n  \"d0\" -> \"d1\" [label=\"turn / click\"];\n  \"d1\" -> \"d2\" [label=\"turn\"];\n  \"d2\" -> \"d3\" [label=\"turn\"];\n  \"d3\" -> \"d4\" [label=\"turn\"];\n  \"d4\" -> \"d5\" [label=\"turn\"];\n  \"d5\" -> \"d6\" [label=\"turn\"];\n  \"d6\" -> \"d7\" [label=\"turn\"];\n  \"d7\" -> \"d0\" [label=\"turn / click\"];\n  \"d1\" -> \"d0\" [label=\"back\"];\n  \"d2\" -> \"d0\" [label=\"back\"];\n  \"d3\" -> \"d0\" [label=\"back\"];\n  \"d4\" -> \"d0\" [label=\"back\"];\n  \"d5\" -> \"d0\" [label=\"back\"];\n  \"d6\" -> \"d0\" [label=\"back\"];\n  \"d7\" -> \"d0\" [label=\"back\"];\n  \"d0\" -> \"d0\" [label=\"reset\"];\n  \"d1\" -> \"d0\" [label=\"reset\"];\n  \"d2\" -> \"d0\" [label=\"reset\"];\n  \"d3\" -> \"d0\" [label=\"reset\"];\n  \"d4\" -> \"d0\" [label=\"reset\"];\n  \"d5\" -> \"d0\" [label=\"reset\"];\n  \"d6\" -> \"d0\" [label=\"reset\"];\n  \"d7\" -> \"d0\" [label=\"reset\"];\n  \"d0\" -> \"d3\" [label=\"e3\"];\n  \"d1\" -> \"d3\" [label=\"e3\"];\n  \"d2\" -> \"d3\" [label=\"e3\"];\n  \"d3\" -> \"d3\" [label=\"e3\"];\n  \"d4\" -> \"d3\" [label=\"e3\"];\n  \"d5\" -> \"d3\" [label=\"e3\"];\n  \"d6\" -> \"d3\" [label=\"e3\"];\n  \"d7\" -> \"d3\" [label=\"e3\"];\n  \"d0\" -> \"d4\" [label=\"e4\"];\n  \"d1\" -> \"d4\" [label=\"e4\"];\n  \"d2\" -> \"d4\" [label=\"e4\"];\n  \"d3\" -> \"d4\" [label=\"e4\"];\n  \"d4\" -> \"d4\" [label=\"e4\"];\n  \"d5\" -> \"d4\" [label=\"e4\"];\n  \"d6\" -> \"d4\" [label=\"e4\"];\n  \"d7\" -> \"d4\" [label=\"e4\"];\n  \"d0\" -> \"d5\" [label=\"e5\"];\n  \"d1\" -> \"d5\" [label=\"e5\"];\n  \"d2\" -> \"d5\" [label=\"e5\"];\n  \"d3\" -> \"d5\" [label=\"e5\"];\n  \"d4\" -> \"d5\" [label=\"e5\"];\n  \"d5\" -> \"d5\" [label=\"e5\"];\n  \"d6\" -> \"d5\" [label=\"e5\"];\n  \"d7\" -> \"d5\" [label=\"e5\"];\n  \"d0\" -> \"d6\" [label=\"e6\"];\n  \"d1\" -> \"d6\" [label=\"e6\"];\n  \"d2\" -> \"d6\" [label=\"e6\"];\n  \"d3\" -> \"d6\" [label=\"e6\"];\n  \"d4\" -> \"d6\" [label=\"e6\"];\n  \"d5\" -> \"d6\" [label=\"e6\"];\n  \"d6\" -> \"d6\" [label=\"e6\"];\n  \"d7\" -> \"d6\" [label=\"e6\"];\n  \"d0\" -> \"d7\" [label=\"e7\"];\n  \"d1\" -> \"d7\" [label=\"e7\"];\n  \"d2\" -> \"d7\" [label=\"e7\"];\n  \"d3\" -> \"d7\" [label=\"e7\"];\n  \"d4\" -> \"d7\" [label=\"e7\"];\n  \"d5\" -> \"d7\" [label=\"e7\"];\n  \"d6\" -> \"d7\" [label=\"e7\"];\n  \"d7\" -> \"d7\" [label=\"e7\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> d0\n  d0 --> d1 : turn / click\n  d1 --> d2 : turn\n  d2 --> d3 : turn\n  d3 --> d4 : turn\n  d4 --> d5 : turn\n  d5 --> d6 : turn\n  d6 --> d7 : turn\n  d7 --> d0 : turn / click\n  d1 --> d0 : back\n  d2 --> d0 : back\n  d3 --> d0 : back\n  d4 --> d0 : back\n  d5 --> d0 : back\n  d6 --> d0 : back\n  d7 --> d0 : back\n  d0 --> d0 : reset\n  d1 --> d0 : reset\n  d2 --> d0 : reset\n  d3 --> d0 : reset\n  d4 --> d0 : reset\n  d5 --> d0 : reset\n  d6 --> d0 : reset\n  d7 --> d0 : reset\n  d0 --> d3 : e3\n  d1 --> d3 : e3\n  d2 --> d3 : e3\n  d3 --> d3 : e3\n  d4 --> d3 : e3\n  d5 --> d3 : e3\n  d6 --> d3 : e3\n  d7 --> d3 : e3\n  d0 --> d4 : e4\n  d1 --> d4 : e4\n  d2 --> d4 : e4\n  d3 --> d4 : e4\n  d4 --> d4 : e4\n  d5 --> d4 : e4\n  d6 --> d4 : e4\n  d7 --> d4 : e4\n  d0 --> d5 : e5\n  d1 --> d5 : e5\n  d2 --> d5 : e5\n  d3 --> d5 : e5\n  d4 --> d5 : e5\n  d5 --> d5 : e5\n  d6 --> d5 : e5\n  d7 --> d5 : e5\n  d0 --> d6 : e6\n  d1 --> d6 : e6\n  d2 --> d6 : e6\n  d3 --> d6 : e6\n  d4 --> d6 : e6\n  d5 --> d6 : e6\n  d6 --> d6 : e6\n  d7 --> d6 : e6\n  d0 --> d7 : e7\n  d1 --> d7 : e7\n  d2 --> d7 : e7\n  d3 --> d7 : e7\n  d4 --> d7 : e7\n  d5 --> d7 : e7\n  d6 --> d7 : e7\n  d7 --> d7 : e7\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Dial's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Dial\" initial=\"d0\">\n  <state id=\"d0\">\n    <transition event=\"turn\" target=\"d1\">\n      <send target=\"#_parent\" event=\"click\"/>\n    </transition>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d1\">\n    <transition event=\"turn\" target=\"d2\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d2\">\n    <transition event=\"turn\" target=\"d3\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d3\">\n    <transition event=\"turn\" target=\"d4\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d4\">\n    <transition event=\"turn\" target=\"d5\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d5\">\n    <transition event=\"turn\" target=\"d6\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d6\">\n    <transition event=\"turn\" target=\"d7\"/>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n  <state id=\"d7\">\n    <transition event=\"turn\" target=\"d0\">\n      <send target=\"#_parent\" event=\"click\"/>\n    </transition>\n    <transition event=\"back\" target=\"d0\"/>\n    <transition event=\"reset\" target=\"d0\"/>\n    <transition event=\"e3\" target=\"d3\"/>\n    <transition event=\"e4\" target=\"d4\"/>\n    <transition event=\"e5\" target=\"d5\"/>\n    <transition event=\"e6\" target=\"d6\"/>\n    <transition event=\"e7\" target=\"d7\"/>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Dial\",\n  \"key\": \"Dial\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"d0\"],\n    \"source\": \"#Dial\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"d0\": {\n      \"id\": \"Dial.d0\",\n      \"key\": \"d0\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d1\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"turn\",\n            \"actions\": [\n              {\n                \"type\": \"click\"\n              }\n            ]\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"reset\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d0\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d1\": {\n      \"id\": \"Dial.d1\",\n      \"key\": \"d1\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d2\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d1\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d2\": {\n      \"id\": \"Dial.d2\",\n      \"key\": \"d2\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d2\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d3\": {\n      \"id\": \"Dial.d3\",\n      \"key\": \"d3\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"e3\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d3\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d4\": {\n      \"id\": \"Dial.d4\",\n      \"key\": \"d4\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"e4\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d4\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d5\": {\n      \"id\": \"Dial.d5\",\n      \"key\": \"d5\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"e5\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d5\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d6\": {\n      \"id\": \"Dial.d6\",\n      \"key\": \"d6\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"turn\",\n            \"actions\": []\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"e6\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d6\",\n            \"eventType\": \"e7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"d7\": {\n      \"id\": \"Dial.d7\",\n      \"key\": \"d7\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"turn\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"turn\",\n            \"actions\": [\n              {\n                \"type\": \"click\"\n              }\n            ]\n          }\n        ],\n        \"back\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"back\",\n            \"actions\": []\n          }\n        ],\n        \"reset\": [\n          {\n            \"target\": [\"#Dial.d0\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"reset\",\n            \"actions\": []\n          }\n        ],\n        \"e3\": [\n          {\n            \"target\": [\"#Dial.d3\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"e3\",\n            \"actions\": []\n          }\n        ],\n        \"e4\": [\n          {\n            \"target\": [\"#Dial.d4\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"e4\",\n            \"actions\": []\n          }\n        ],\n        \"e5\": [\n          {\n            \"target\": [\"#Dial.d5\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"e5\",\n            \"actions\": []\n          }\n        ],\n        \"e6\": [\n          {\n            \"target\": [\"#Dial.d6\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"e6\",\n            \"actions\": []\n          }\n        ],\n        \"e7\": [\n          {\n            \"target\": [\"#Dial.d7\"],\n            \"source\": \"#Dial.d7\",\n            \"eventType\": \"e7\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ]\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .d0:
      ["d0"]
    case .d1:
      ["d1"]
    case .d2:
      ["d2"]
    case .d3:
      ["d3"]
    case .d4:
      ["d4"]
    case .d5:
      ["d5"]
    case .d6:
      ["d6"]
    case .d7:
      ["d7"]
    }
  }
}

extension Dial.Event: FSMRuntime.CaseDiscriminable {}

extension Dial.Effect: FSMRuntime.CaseDiscriminable {}

extension Dial: FSMRuntime.StateMachine {}
