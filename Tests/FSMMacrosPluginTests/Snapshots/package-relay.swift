// swift-format-ignore-file
// `Relay` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by ExpansionSnapshotTests.
// Recorded with FSM_RECORD_SNAPSHOTS=1 swift test --filter ExpansionSnapshotTests.

// MARK: - Input

// @StateMachine
// package enum Relay: Equatable {
//   case off, on
//   package enum Event { case flip }
//   package static let transitions: [Transition] = [
//     .from(.off, on: .flip, to: .on),
//     .from(.on, on: .flip, to: .off),
//   ]
// }

// MARK: - Expansion


package enum Relay: Equatable {
  case off, on
  package enum Event { case flip 

    #if compiler(>=6.2)
    package nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case flip
      package var description: Swift.String {
        switch self {
        case .flip:
          "flip"
        }
      }
    }
    #else
    package enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case flip
      package var description: Swift.String {
        switch self {
        case .flip:
          "flip"
        }
      }
    }
    #endif

    package nonisolated var `case`: Case {
      switch self {
      case .flip:
        .flip
      }
    }
}
  package static let transitions: [Transition] = [
    .from(.off, on: .flip, to: .on),
    .from(.on, on: .flip, to: .off),
  ]

  #if compiler(>=6.2)
  package nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on
    package var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on:
        "on"
      }
    }
  }
  #else
  package enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on
    package var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on:
        "on"
      }
    }
  }
  #endif

  package nonisolated var `case`: Case {
    switch self {
    case .off:
      .off
    case .on:
      .on
    }
  }

  package typealias Transition = FSMRuntime.Transition<Relay>

  package nonisolated static let initialCase: Case = Case.off

  package nonisolated static let finalCases: Swift.Set<Case> = []

  package nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .off:
      switch event {
      case .flip:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .on)
      }
    case .on:
      switch event {
      case .flip:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .off)
      }
    }
  }

  /// Sends `.flip` to this state; see `send(_:)`.
  @discardableResult
  package nonisolated mutating func flip() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.flip)
  }

  package nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(2)
    _$all.append(.init(source: .off, event: .flip, target: .on))
    _$all.append(.init(source: .on, event: .flip, target: .off))
    return _$all
  }

  package nonisolated static let dot: Swift.String = "digraph \"Relay\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"off\";\n  \"off\";\n  \"on\";\n  \"off\" -> \"on\" [label=\"flip\"];\n  \"on\" -> \"off\" [label=\"flip\"];\n}\n"

  package nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> off\n  off --> on : flip\n  on --> off : flip\n"
}

extension Relay.Event: FSMRuntime.CaseDiscriminable {}

extension Relay: FSMRuntime.StateMachine {}
