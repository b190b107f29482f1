import FSMMacros

/// A machine conformed by hand, without the macro, as an app's module declares it: nothing
/// marked `nonisolated`. Its conformance, in the primary declaration, keeps it off the main actor.
enum Switch: StateMachine {
  case off, on

  enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case off, on
    var description: String { self == .off ? "off" : "on" }
  }

  enum Event: CaseDiscriminable {
    case flip

    enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
      case flip
      var description: String { "flip" }
    }

    var `case`: Case { .flip }
  }

  var `case`: Case { self == .off ? .off : .on }

  static let initialCase = Case.off
  static let finalCases: Set<Case> = []
  static let edges: [Edge<Switch>] = [
    Edge(source: .off, event: .flip, target: .on),
    Edge(source: .on, event: .flip, target: .off),
  ]
  static let dot = ""
  static let mermaid = ""
  static let scxml = ""
  static let xstate = ""

  func transition(on event: Event) -> Step<Switch>? {
    Step(from: self, event: event, to: self == .off ? .on : .off)
  }
}
