// swift-format-ignore-file
// `Secret` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by ExpansionSnapshotTests.
// Recorded with FSM_RECORD_SNAPSHOTS=1 swift test --filter ExpansionSnapshotTests.

// MARK: - Input

// @StateMachine
// private enum Secret: Equatable {
//   case closed, open
//   enum Event { case toggle }
//   static let transitions: [Transition] = [
//     .from(.closed, on: .toggle, to: .open),
//     .from(.open, on: .toggle, to: .closed),
//   ]
// }

// MARK: - Expansion


private enum Secret: Equatable {
  case closed, open
  enum Event { case toggle 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case toggle
      var description: Swift.String {
        switch self {
        case .toggle:
          "toggle"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case toggle
      var description: Swift.String {
        switch self {
        case .toggle:
          "toggle"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .toggle:
        .toggle
      }
    }
}
  static let transitions: [Transition] = [
    .from(.closed, on: .toggle, to: .open),
    .from(.open, on: .toggle, to: .closed),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case open
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .open:
        "open"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case open
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .open:
        "open"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .closed:
      .closed
    case .open:
      .open
    }
  }

  typealias Transition = FSMRuntime.Transition<Secret>

  nonisolated static let initialCase: Case = Case.closed

  nonisolated static let finalCases: Swift.Set<Case> = []

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .closed:
      switch event {
      case .toggle:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .open)
      }
    case .open:
      switch event {
      case .toggle:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
      }
    }
  }

  /// Sends `.toggle` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func toggle() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.toggle)
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(2)
    _$all.append(.init(source: .closed, event: .toggle, target: .open))
    _$all.append(.init(source: .open, event: .toggle, target: .closed))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Secret\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"closed\";\n  \"closed\";\n  \"open\";\n  \"closed\" -> \"open\" [label=\"toggle\"];\n  \"open\" -> \"closed\" [label=\"toggle\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> closed\n  closed --> open : toggle\n  open --> closed : toggle\n"
}

extension Secret.Event: FSMRuntime.CaseDiscriminable {}

extension Secret: FSMRuntime.StateMachine {}
