import FSMRuntime

/// A machine conformed by hand, without the macro: `send(_:)`, `accepts(_:)` and the error's
/// description come from the runtime.
enum Light: StateMachine, Equatable, Codable {
  case off
  case on(brightness: Int)

  enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case off, on
    var description: String { self == .off ? "off" : "on" }
  }

  enum Event: CaseDiscriminable, Equatable {
    case toggle
    case dim(to: Int)

    enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
      case toggle, dim
      var description: String { self == .toggle ? "toggle" : "dim" }
    }

    var `case`: Case {
      switch self {
      case .toggle: .toggle
      case .dim: .dim
      }
    }
  }

  var `case`: Case {
    switch self {
    case .off: .off
    case .on: .on
    }
  }

  static let initialCase = Case.off
  static let finalCases: Set<Case> = []
  static let edges: [Edge<Light>] = [
    Edge(source: .off, event: .toggle, target: .on),
    Edge(source: .on, event: .toggle, target: .off),
    Edge(source: .on, event: .dim, target: .on),
  ]
  static let dot = ""
  static let mermaid = ""
  static let scxml = ""
  static let xstate = ""

  func transition(on event: Event) -> Step<Light>? {
    switch (self, event) {
    case (.off, .toggle): Step(from: self, event: event, to: .on(brightness: 100))
    case (.on, .toggle): Step(from: self, event: event, to: .off)
    case (.on, .dim(let level)): Step(from: self, event: event, to: .on(brightness: level))
    case (.off, .dim): nil
    }
  }
}
