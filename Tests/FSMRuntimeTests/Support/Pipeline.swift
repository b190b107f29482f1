import FSMRuntime

/// A hand-written machine whose steps emit effects: `request(n)` emits `fetch(n)`, whose handler
/// answers with `received(n)`; `relay(n)` emits `relay(n - 1)` down to 0, a chain of effects each
/// sending the next event.
enum Pipeline: StateMachine, Equatable {
  case running(received: [Int])
  case stopped

  enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case running, stopped
    var description: String { self == .running ? "running" : "stopped" }
  }

  enum Event: CaseDiscriminable, Equatable {
    case request(Int)
    case received(Int)
    case relay(Int)
    case stop

    enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
      case request, received, relay, stop
      var description: String { "\(self)" }
    }

    var `case`: Case {
      switch self {
      case .request: .request
      case .received: .received
      case .relay: .relay
      case .stop: .stop
      }
    }
  }

  enum Effect: CaseDiscriminable, Equatable {
    case fetch(Int)
    case relay(Int)

    enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
      case fetch, relay
      var description: String { self == .fetch ? "fetch" : "relay" }
    }

    var `case`: Case {
      switch self {
      case .fetch: .fetch
      case .relay: .relay
      }
    }
  }

  var `case`: Case {
    switch self {
    case .running: .running
    case .stopped: .stopped
    }
  }

  static let initialCase = Case.running
  static let finalCases: Set<Case> = [.stopped]
  static let edges: [Edge<Pipeline>] = []
  static let dot = ""
  static let mermaid = ""
  static let scxml = ""
  static let xstate = ""

  static let start = Pipeline.running(received: [])

  func transition(on event: Event) -> Step<Pipeline>? {
    guard case .running(let received) = self else { return nil }
    switch event {
    case .request(let id):
      return Step(from: self, event: event, to: self, effect: .fetch(id))
    case .received(let id):
      return Step(from: self, event: event, to: .running(received: received + [id]))
    case .relay(let count):
      let next: Effect? = count > 0 ? .relay(count - 1) : nil
      return Step(
        from: self, event: event, to: .running(received: received + [count]), effect: next)
    case .stop:
      return Step(from: self, event: event, to: .stopped)
    }
  }
}
