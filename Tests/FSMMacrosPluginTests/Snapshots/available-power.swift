// swift-format-ignore-file
// `Power` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by ExpansionSnapshotTests.
// Recorded with FSM_RECORD_SNAPSHOTS=1 swift test --filter ExpansionSnapshotTests.

// MARK: - Input

// @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
// struct Console {
//   @available(macOS 14.4, iOS 17.4, *)
//   @StateMachine
//   enum Power: Equatable {
//     case standby, running
//     enum Event { case press }
//     static let transitions: [Transition] = [
//       .from(.standby, on: .press, to: .running),
//       .from(.running, on: .press, to: .standby),
//     ]
//   }
// }

// MARK: - Expansion

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct Console {
  @available(macOS 14.4, iOS 17.4, *)
  enum Power: Equatable {
    case standby, running
    enum Event { case press 

      #if compiler(>=6.2)
      nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
        case press
        var description: Swift.String {
          switch self {
          case .press:
            "press"
          }
        }
      }
      #else
      enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
        case press
        var description: Swift.String {
          switch self {
          case .press:
            "press"
          }
        }
      }
      #endif

      nonisolated var `case`: Case {
        switch self {
        case .press:
          .press
        }
      }
}
    static let transitions: [Transition] = [
      .from(.standby, on: .press, to: .running),
      .from(.running, on: .press, to: .standby),
    ]

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case standby
      case running
      var description: Swift.String {
        switch self {
        case .standby:
          "standby"
        case .running:
          "running"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case standby
      case running
      var description: Swift.String {
        switch self {
        case .standby:
          "standby"
        case .running:
          "running"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .standby:
        .standby
      case .running:
        .running
      }
    }

    typealias Transition = FSMRuntime.Transition<Power>

    nonisolated static let initialCase: Case = Case.standby

    nonisolated static let finalCases: Swift.Set<Case> = []

    nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
      switch self {
      case .standby:
        switch event {
        case .press:
          return FSMRuntime.Step<Self>(from: self, event: event, to: .running)
        }
      case .running:
        switch event {
        case .press:
          return FSMRuntime.Step<Self>(from: self, event: event, to: .standby)
        }
      }
    }

    /// Sends `.press` to this state; see `send(_:)`.
    @discardableResult
    nonisolated mutating func press() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
      try self.send(.press)
    }

    nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

    private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
      var _$all: [FSMRuntime.Edge<Self>] = []
      _$all.reserveCapacity(2)
      _$all.append(.init(source: .standby, event: .press, target: .running))
      _$all.append(.init(source: .running, event: .press, target: .standby))
      return _$all
    }

    nonisolated static let dot: Swift.String = "digraph \"Power\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"standby\";\n  \"standby\";\n  \"running\";\n  \"standby\" -> \"running\" [label=\"press\"];\n  \"running\" -> \"standby\" [label=\"press\"];\n}\n"

    nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> standby\n  standby --> running : press\n  running --> standby : press\n"
  }
}

@available(macOS 14.4, iOS 17.4, *)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Console.Power.Event: FSMRuntime.CaseDiscriminable {}

@available(macOS 14.4, iOS 17.4, *)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Console.Power: FSMRuntime.StateMachine {}
