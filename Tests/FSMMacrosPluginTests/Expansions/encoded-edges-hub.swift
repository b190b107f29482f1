// swift-format-ignore-file
// `Hub` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Hub: Equatable {
//   case h0, h1, h2, h3, h4, h5, h6, h7, h8
//   enum Event { case to0, to1, to2, to3, to4, to5, to6, to7, rest }
//   static let transitions: [Transition] = [
//     // Timed edges among the encoded ones.
//     .from([.h1, .h2], on: .rest, after: .seconds(30), to: .h0),
//     .fromAny(on: .to0, to: .h0, when: { state, _ in state != .h8 }),
//     .fromAny(on: .to1, to: .h1),
//     .fromAny(on: .to2, to: .h2),
//     .fromAny(on: .to3, to: .h3),
//     .fromAny(on: .to4, to: .h4),
//     .fromAny(on: .to5, to: .h5),
//     .fromAny(on: .to6, to: .h6),
//     .fromAny(on: .to7, to: .h7),
//     .from(.h7, on: .to0, to: .h8),
//   ]
// }

// MARK: - Expansion


enum Hub: Equatable {
  case h0, h1, h2, h3, h4, h5, h6, h7, h8
  enum Event { case to0, to1, to2, to3, to4, to5, to6, to7, rest 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case to0
      case to1
      case to2
      case to3
      case to4
      case to5
      case to6
      case to7
      case rest
      var description: Swift.String {
        switch self {
        case .to0:
          "to0"
        case .to1:
          "to1"
        case .to2:
          "to2"
        case .to3:
          "to3"
        case .to4:
          "to4"
        case .to5:
          "to5"
        case .to6:
          "to6"
        case .to7:
          "to7"
        case .rest:
          "rest"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case to0
      case to1
      case to2
      case to3
      case to4
      case to5
      case to6
      case to7
      case rest
      var description: Swift.String {
        switch self {
        case .to0:
          "to0"
        case .to1:
          "to1"
        case .to2:
          "to2"
        case .to3:
          "to3"
        case .to4:
          "to4"
        case .to5:
          "to5"
        case .to6:
          "to6"
        case .to7:
          "to7"
        case .rest:
          "rest"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .to0:
        .to0
      case .to1:
        .to1
      case .to2:
        .to2
      case .to3:
        .to3
      case .to4:
        .to4
      case .to5:
        .to5
      case .to6:
        .to6
      case .to7:
        .to7
      case .rest:
        .rest
      }
    }
}
  static let transitions: [Transition] = [
    // Timed edges among the encoded ones.
    .from([.h1, .h2], on: .rest, after: .seconds(30), to: .h0),
    .fromAny(on: .to0, to: .h0, when: { state, _ in state != .h8 }),
    .fromAny(on: .to1, to: .h1),
    .fromAny(on: .to2, to: .h2),
    .fromAny(on: .to3, to: .h3),
    .fromAny(on: .to4, to: .h4),
    .fromAny(on: .to5, to: .h5),
    .fromAny(on: .to6, to: .h6),
    .fromAny(on: .to7, to: .h7),
    .from(.h7, on: .to0, to: .h8),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case h0
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
    case h7
    case h8
    var description: Swift.String {
      switch self {
      case .h0:
        "h0"
      case .h1:
        "h1"
      case .h2:
        "h2"
      case .h3:
        "h3"
      case .h4:
        "h4"
      case .h5:
        "h5"
      case .h6:
        "h6"
      case .h7:
        "h7"
      case .h8:
        "h8"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case h0
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
    case h7
    case h8
    var description: Swift.String {
      switch self {
      case .h0:
        "h0"
      case .h1:
        "h1"
      case .h2:
        "h2"
      case .h3:
        "h3"
      case .h4:
        "h4"
      case .h5:
        "h5"
      case .h6:
        "h6"
      case .h7:
        "h7"
      case .h8:
        "h8"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .h0:
      .h0
    case .h1:
      .h1
    case .h2:
      .h2
    case .h3:
      .h3
    case .h4:
      .h4
    case .h5:
      .h5
    case .h6:
      .h6
    case .h7:
      .h7
    case .h8:
      .h8
    }
  }

  typealias Transition = FSMRuntime.Transition<Hub>

  nonisolated static let initialCase: Case = Case.h0

  nonisolated static let finalCases: Swift.Set<Case> = []

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .h0:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h1:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
      }
    case .h2:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
      }
    case .h3:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h4:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h5:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h6:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h7:
      switch event {
      case .to0:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h8)
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    case .h8:
      switch event {
      case .to0:
        if Self.transitions[1]._passesGuard(self, event) {
          return FSMRuntime.Step<Self>(from: self, event: event, to: .h0)
        }
        return nil
      case .to1:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h1)
      case .to2:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h2)
      case .to3:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h3)
      case .to4:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h4)
      case .to5:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h5)
      case .to6:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h6)
      case .to7:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .h7)
      case .rest:
        return nil
      }
    }
  }

  /// Sends `.to0` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to0() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to0)
  }

  /// Sends `.to1` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to1() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to1)
  }

  /// Sends `.to2` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to2() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to2)
  }

  /// Sends `.to3` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to3() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to3)
  }

  /// Sends `.to4` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to4() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to4)
  }

  /// Sends `.to5` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to5() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to5)
  }

  /// Sends `.to6` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to6() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to6)
  }

  /// Sends `.to7` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func to7() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.to7)
  }

  /// Sends `.rest` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func rest() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.rest)
  }

  nonisolated static func timedEvents(in _$state: Self) -> [FSMRuntime.TimedEvent<Self>] {
    switch _$state.case {
    case .h1:
      return [FSMRuntime.TimedEvent<Self>(event: .rest, delay: .seconds(30))]
    case .h2:
      return [FSMRuntime.TimedEvent<Self>(event: .rest, delay: .seconds(30))]
    default:
      return []
    }
  }

  nonisolated static var _hasTimers: Swift.Bool {
    true
  }

  nonisolated static func _forEachTimedEvent(of _$state: Self, scope _$scope: Swift.Int, _ _$body: (FSMRuntime.TimedEvent<Self>) -> Swift.Void) {
    guard _$scope == 0 else {
      return
    }
    switch _$state.case {
    case .h1:
      _$body(FSMRuntime.TimedEvent<Self>(event: .rest, delay: .seconds(30)))
    case .h2:
      _$body(FSMRuntime.TimedEvent<Self>(event: .rest, delay: .seconds(30)))
    default:
      break
    }
  }

  /// One `source,event,target,effect,guarded[,delay[,superstate]]` per edge, by position in `allCases`.
  nonisolated static let edges: [FSMRuntime.Edge<Self>] = FSMRuntime.Edge<Self>._decode("1,8,0,-,0,0;2,8,0,-,0,0;0,0,0,-,1;1,0,0,-,1;2,0,0,-,1;3,0,0,-,1;4,0,0,-,1;5,0,0,-,1;6,0,0,-,1;8,0,0,-,1;0,1,1,-,0;1,1,1,-,0;2,1,1,-,0;3,1,1,-,0;4,1,1,-,0;5,1,1,-,0;6,1,1,-,0;7,1,1,-,0;8,1,1,-,0;0,2,2,-,0;1,2,2,-,0;2,2,2,-,0;3,2,2,-,0;4,2,2,-,0;5,2,2,-,0;6,2,2,-,0;7,2,2,-,0;8,2,2,-,0;0,3,3,-,0;1,3,3,-,0;2,3,3,-,0;3,3,3,-,0;4,3,3,-,0;5,3,3,-,0;6,3,3,-,0;7,3,3,-,0;8,3,3,-,0;0,4,4,-,0;1,4,4,-,0;2,4,4,-,0;3,4,4,-,0;4,4,4,-,0;5,4,4,-,0;6,4,4,-,0;7,4,4,-,0;8,4,4,-,0;0,5,5,-,0;1,5,5,-,0;2,5,5,-,0;3,5,5,-,0;4,5,5,-,0;5,5,5,-,0;6,5,5,-,0;7,5,5,-,0;8,5,5,-,0;0,6,6,-,0;1,6,6,-,0;2,6,6,-,0;3,6,6,-,0;4,6,6,-,0;5,6,6,-,0;6,6,6,-,0;7,6,6,-,0;8,6,6,-,0;0,7,7,-,0;1,7,7,-,0;2,7,7,-,0;3,7,7,-,0;4,7,7,-,0;5,7,7,-,0;6,7,7,-,0;7,7,7,-,0;8,7,7,-,0;7,0,8,-,0", delays: [.seconds(30)])

  nonisolated static let dot: Swift.String = "digraph \"Hub\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"h0\";\n  \"h0\";\n  \"h1\";\n  \"h2\";\n  \"h3\";\n  \"h4\";\n  \"h5\";\n  \"h6\";\n  \"h7\";\n  \"h8\";\n  \"h1\" -> \"h0\" [label=\"rest after 30s\"];\n  \"h2\" -> \"h0\" [label=\"rest after 30s\"];\n  \"h0\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h1\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h2\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h3\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h4\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h5\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h6\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h8\" -> \"h0\" [label=\"to0 [guard]\"];\n  \"h0\" -> \"h1\" [label=\"to1\"];\n  \"h1\" -> \"h1\" [label=\"to1\"];\n  \"h2\" -> \"h1\" [label=\"to1\"];\n  \"h3\" -> \"h1\" [label=\"to1\"];\n  \"h4\" -> \"h1\" [label=\"to1\"];\n  \"h5\" -> \"h1\" [label=\"to1\"];\n  \"h6\" -> \"h1\" [label=\"to1\"];\n  \"h7\" -> \"h1\" [label=\"to1\"];\n  \"h8\" -> \"h1\" [label=\"to1\"];\n  \"h0\" -> \"h2\" [label=\"to2\"];\n  \"h1\" -> \"h2\" [label=\"to2\"];\n  \"h2\" -> \"h2\" [label=\"to2\"];\n  \"h3\" -> \"h2\" [label=\"to2\"];\n  \"h4\" -> \"h2\" [label=\"to2\"];\n  \"h5\" -> \"h2\" [label=\"to2\"];\n  \"h6\" -> \"h2\" [label=\"to2\"];\n  \"h7\" -> \"h2\" [label=\"to2\"];\n  \"h8\" -> \"h2\" [label=\"to2\"];\n  \"h0\" -> \"h3\" [label=\"to3\"];\n  \"h1\" -> \"h3\" [label=\"to3\"];\n  \"h2\" -> \"h3\" [label=\"to3\"];\n  \"h3\" -> \"h3\" [label=\"to3\"];\n  \"h4\" -> \"h3\" [label=\"to3\"];\n  \"h5\" -> \"h3\" [label=\"to3\"];\n  \"h6\" -> \"h3\" [label=\"to3\"];\n  \"h7\" -> \"h3\" [label=\"to3\"];\n  \"h8\" -> \"h3\" [label=\"to3\"];\n  \"h0\" -> \"h4\" [label=\"to4\"];\n  \"h1\" -> \"h4\" [label=\"to4\"];\n  \"h2\" -> \"h4\" [label=\"to4\"];\n  \"h3\" -> \"h4\" [label=\"to4\"];\n  \"h4\" -> \"h4\" [label=\"to4\"];\n  \"h5\" -> \"h4\" [label=\"to4\"];\n  \"h6\" -> \"h4\" [label=\"to4\"];\n  \"h7\" -> \"h4\" [label=\"to4\"];\n  \"h8\" -> \"h4\" [label=\"to4\"];\n  \"h0\" -> \"h5\" [label=\"to5\"];\n  \"h1\" -> \"h5\" [label=\"to5\"];\n  \"h2\" -> \"h5\" [label=\"to5\"];\n  \"h3\" -> \"h5\" [label=\"to5\"];\n  \"h4\" -> \"h5\" [label=\"to5\"];\n  \"h5\" -> \"h5\" [label=\"to5\"];\n  \"h6\" -> \"h5\" [label=\"to5\"];\n  \"h7\" -> \"h5\" [label=\"to5\"];\n  \"h8\" -> \"h5\" [label=\"to5\"];\n  \"h0\" -> \"h6\" [label=\"to6\"];\n  \"h1\" -> \"h6\" [label=\"to6\"];\n  \"h2\" -> \"h6\" [label=\"to6\"];\n  \"h3\" -> \"h6\" [label=\"to6\"];\n  \"h4\" -> \"h6\" [label=\"to6\"];\n  \"h5\" -> \"h6\" [label=\"to6\"];\n  \"h6\" -> \"h6\" [label=\"to6\"];\n  \"h7\" -> \"h6\" [label=\"to6\"];\n  \"h8\" -> \"h6\" [label=\"to6\"];\n  \"h0\" -> \"h7\" [label=\"to7\"];\n  \"h1\" -> \"h7\" [label=\"to7\"];\n  \"h2\" -> \"h7\" [label=\"to7\"];\n  \"h3\" -> \"h7\" [label=\"to7\"];\n  \"h4\" -> \"h7\" [label=\"to7\"];\n  \"h5\" -> \"h7\" [label=\"to7\"];\n  \"h6\" -> \"h7\" [label=\"to7\"];\n  \"h7\" -> \"h7\" [label=\"to7\"];\n  \"h8\" -> \"h7\" [label=\"to7\"];\n  \"h7\" -> \"h8\" [label=\"to0\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> h0\n  h1 --> h0 : rest after 30s\n  h2 --> h0 : rest after 30s\n  h0 --> h0 : to0 [guard]\n  h1 --> h0 : to0 [guard]\n  h2 --> h0 : to0 [guard]\n  h3 --> h0 : to0 [guard]\n  h4 --> h0 : to0 [guard]\n  h5 --> h0 : to0 [guard]\n  h6 --> h0 : to0 [guard]\n  h8 --> h0 : to0 [guard]\n  h0 --> h1 : to1\n  h1 --> h1 : to1\n  h2 --> h1 : to1\n  h3 --> h1 : to1\n  h4 --> h1 : to1\n  h5 --> h1 : to1\n  h6 --> h1 : to1\n  h7 --> h1 : to1\n  h8 --> h1 : to1\n  h0 --> h2 : to2\n  h1 --> h2 : to2\n  h2 --> h2 : to2\n  h3 --> h2 : to2\n  h4 --> h2 : to2\n  h5 --> h2 : to2\n  h6 --> h2 : to2\n  h7 --> h2 : to2\n  h8 --> h2 : to2\n  h0 --> h3 : to3\n  h1 --> h3 : to3\n  h2 --> h3 : to3\n  h3 --> h3 : to3\n  h4 --> h3 : to3\n  h5 --> h3 : to3\n  h6 --> h3 : to3\n  h7 --> h3 : to3\n  h8 --> h3 : to3\n  h0 --> h4 : to4\n  h1 --> h4 : to4\n  h2 --> h4 : to4\n  h3 --> h4 : to4\n  h4 --> h4 : to4\n  h5 --> h4 : to4\n  h6 --> h4 : to4\n  h7 --> h4 : to4\n  h8 --> h4 : to4\n  h0 --> h5 : to5\n  h1 --> h5 : to5\n  h2 --> h5 : to5\n  h3 --> h5 : to5\n  h4 --> h5 : to5\n  h5 --> h5 : to5\n  h6 --> h5 : to5\n  h7 --> h5 : to5\n  h8 --> h5 : to5\n  h0 --> h6 : to6\n  h1 --> h6 : to6\n  h2 --> h6 : to6\n  h3 --> h6 : to6\n  h4 --> h6 : to6\n  h5 --> h6 : to6\n  h6 --> h6 : to6\n  h7 --> h6 : to6\n  h8 --> h6 : to6\n  h0 --> h7 : to7\n  h1 --> h7 : to7\n  h2 --> h7 : to7\n  h3 --> h7 : to7\n  h4 --> h7 : to7\n  h5 --> h7 : to7\n  h6 --> h7 : to7\n  h7 --> h7 : to7\n  h8 --> h7 : to7\n  h7 --> h8 : to0\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Hub's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Hub\" initial=\"h0\">\n  <state id=\"h0\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h1\">\n    <onentry>\n      <send id=\"h1.rest.after\" event=\"rest\" delay=\"30s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"h1.rest.after\"/>\n    </onexit>\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n    <transition event=\"rest\" target=\"h0\"/>\n  </state>\n  <state id=\"h2\">\n    <onentry>\n      <send id=\"h2.rest.after\" event=\"rest\" delay=\"30s\"/>\n    </onentry>\n    <onexit>\n      <cancel sendid=\"h2.rest.after\"/>\n    </onexit>\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n    <transition event=\"rest\" target=\"h0\"/>\n  </state>\n  <state id=\"h3\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h4\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h5\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h6\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h7\">\n    <transition event=\"to0\" target=\"h8\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n  <state id=\"h8\">\n    <transition event=\"to0\" cond=\"{ state, _ in state != .h8 }\" target=\"h0\" fsm:row=\"transitions[1]\"/>\n    <transition event=\"to1\" target=\"h1\"/>\n    <transition event=\"to2\" target=\"h2\"/>\n    <transition event=\"to3\" target=\"h3\"/>\n    <transition event=\"to4\" target=\"h4\"/>\n    <transition event=\"to5\" target=\"h5\"/>\n    <transition event=\"to6\" target=\"h6\"/>\n    <transition event=\"to7\" target=\"h7\"/>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Hub\",\n  \"key\": \"Hub\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"h0\"],\n    \"source\": \"#Hub\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"h0\": {\n      \"id\": \"Hub.h0\",\n      \"key\": \"h0\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            },\n            \"reenter\": true\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h0\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"h1\": {\n      \"id\": \"Hub.h1\",\n      \"key\": \"h1\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to1\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ],\n        \"rest\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"rest\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"30000\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h1\",\n            \"eventType\": \"rest\",\n            \"actions\": [],\n            \"description\": \"sends rest\"\n          }\n        ]\n      }\n    },\n    \"h2\": {\n      \"id\": \"Hub.h2\",\n      \"key\": \"h2\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to2\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ],\n        \"rest\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"rest\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"after\": {\n        \"30000\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h2\",\n            \"eventType\": \"rest\",\n            \"actions\": [],\n            \"description\": \"sends rest\"\n          }\n        ]\n      }\n    },\n    \"h3\": {\n      \"id\": \"Hub.h3\",\n      \"key\": \"h3\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to3\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h3\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"h4\": {\n      \"id\": \"Hub.h4\",\n      \"key\": \"h4\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to4\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h4\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"h5\": {\n      \"id\": \"Hub.h5\",\n      \"key\": \"h5\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to5\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h5\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"h6\": {\n      \"id\": \"Hub.h6\",\n      \"key\": \"h6\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to6\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h6\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"h7\": {\n      \"id\": \"Hub.h7\",\n      \"key\": \"h7\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h8\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to0\",\n            \"actions\": []\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h7\",\n            \"eventType\": \"to7\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ]\n      }\n    },\n    \"h8\": {\n      \"id\": \"Hub.h8\",\n      \"key\": \"h8\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"to0\": [\n          {\n            \"target\": [\"#Hub.h0\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to0\",\n            \"actions\": [],\n            \"guard\": {\n              \"type\": \"{ state, _ in state != .h8 }\",\n              \"params\": {\n                \"row\": \"transitions[1]\"\n              }\n            }\n          }\n        ],\n        \"to1\": [\n          {\n            \"target\": [\"#Hub.h1\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to1\",\n            \"actions\": []\n          }\n        ],\n        \"to2\": [\n          {\n            \"target\": [\"#Hub.h2\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to2\",\n            \"actions\": []\n          }\n        ],\n        \"to3\": [\n          {\n            \"target\": [\"#Hub.h3\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to3\",\n            \"actions\": []\n          }\n        ],\n        \"to4\": [\n          {\n            \"target\": [\"#Hub.h4\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to4\",\n            \"actions\": []\n          }\n        ],\n        \"to5\": [\n          {\n            \"target\": [\"#Hub.h5\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to5\",\n            \"actions\": []\n          }\n        ],\n        \"to6\": [\n          {\n            \"target\": [\"#Hub.h6\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to6\",\n            \"actions\": []\n          }\n        ],\n        \"to7\": [\n          {\n            \"target\": [\"#Hub.h7\"],\n            \"source\": \"#Hub.h8\",\n            \"eventType\": \"to7\",\n            \"actions\": []\n          }\n        ]\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .h0:
      ["h0"]
    case .h1:
      ["h1"]
    case .h2:
      ["h2"]
    case .h3:
      ["h3"]
    case .h4:
      ["h4"]
    case .h5:
      ["h5"]
    case .h6:
      ["h6"]
    case .h7:
      ["h7"]
    case .h8:
      ["h8"]
    }
  }
}

extension Hub.Event: FSMRuntime.CaseDiscriminable {}

extension Hub: FSMRuntime.StateMachine {}
