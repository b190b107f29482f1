// swift-format-ignore-file
// `Gate` from Tests/FSMMacrosTests/CompileTimeTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine(typestate: true)
// enum Gate {
//   @Initial case closed
//   case open(ticket: Ticket)
//
//   enum Event {
//     case scan(ticket: Ticket)
//     case pass
//   }
//
//   static let transitions: [Transition] = [
//     .from(.closed, on: .scan, to: .open),
//     .from(.open, on: .pass, to: .closed),
//   ]
// }

// MARK: - Expansion


enum Gate {
  case closed
  case open(ticket: Ticket)

  enum Event {
    case scan(ticket: Ticket)
    case pass

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case scan
      case pass
      var description: Swift.String {
        switch self {
        case .scan:
          "scan"
        case .pass:
          "pass"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case scan
      case pass
      var description: Swift.String {
        switch self {
        case .scan:
          "scan"
        case .pass:
          "pass"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .scan:
        .scan
      case .pass:
        .pass
      }
    }
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .scan, to: .open),
    .from(.open, on: .pass, to: .closed),
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

  typealias Transition = FSMRuntime.Transition<Gate>

  nonisolated static let initialCase: Case = Case.closed

  nonisolated static let finalCases: Swift.Set<Case> = []

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .closed:
      switch event {
      case .scan(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .open(ticket: _$e0))
      case .pass:
        return nil
      }
    case .open:
      switch event {
      case .pass:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
      case .scan:
        return nil
      }
    }
  }

  /// Sends `.scan` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func scan(ticket: Ticket) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.scan(ticket: ticket))
  }

  /// Sends `.pass` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func pass() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pass)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  #if compiler(>=6.2)
  /// The state `.closed` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Closed: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Gate`.
    var state: Gate {
      .closed
    }
    /// `.scan`: goes to `.open`.
    consuming func scan(ticket: Ticket) -> Gate.Open {
      Gate.Open(ticket: ticket)
    }
  }
  #else
  /// The state `.closed` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Closed: ~Swift.Copyable {
    init() {
    }
    /// This state as a value of `Gate`.
    var state: Gate {
      .closed
    }
    /// `.scan`: goes to `.open`.
    consuming func scan(ticket: Ticket) -> Gate.Open {
      Gate.Open(ticket: ticket)
    }
  }
  #endif

  #if compiler(>=6.2)
  /// The state `.open` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  nonisolated struct Open: ~Swift.Copyable {
    let ticket: Ticket
    init(ticket: Ticket) {
      self.ticket = ticket
    }
    /// This state as a value of `Gate`.
    var state: Gate {
      .open(ticket: self.ticket)
    }
    /// `.pass`: goes to `.closed`.
    consuming func pass() -> Gate.Closed {
      Gate.Closed()
    }
  }
  #else
  /// The state `.open` as a type: its methods are the events it accepts, each consuming this value and returning the next state.
  struct Open: ~Swift.Copyable {
    let ticket: Ticket
    init(ticket: Ticket) {
      self.ticket = ticket
    }
    /// This state as a value of `Gate`.
    var state: Gate {
      .open(ticket: self.ticket)
    }
    /// `.pass`: goes to `.closed`.
    consuming func pass() -> Gate.Closed {
      Gate.Closed()
    }
  }
  #endif

  #if compiler(>=6.2)
  /// A state as its typestate struct: switch over it to call the events that state accepts.
  nonisolated enum Typed: ~Swift.Copyable {
    case closed(Gate.Closed)
    case open(Gate.Open)
  }
  #else
  /// A state as its typestate struct: switch over it to call the events that state accepts.
  enum Typed: ~Swift.Copyable {
    case closed(Gate.Closed)
    case open(Gate.Open)
  }
  #endif

  /// This state as its typestate struct, in which only the events it accepts are methods.
  nonisolated var typed: Typed {
    switch self {
    case .closed:
      return .closed(Gate.Closed())
    case .open(let _$s0):
      return .open(Gate.Open(ticket: _$s0))
    }
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(2)
    _$all.append(.init(source: .closed, event: .scan, target: .open))
    _$all.append(.init(source: .open, event: .pass, target: .closed))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Gate\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"closed\";\n  \"closed\";\n  \"open\";\n  \"closed\" -> \"open\" [label=\"scan\"];\n  \"open\" -> \"closed\" [label=\"pass\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> closed\n  closed --> open : scan\n  open --> closed : pass\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Gate's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Gate\" initial=\"closed\">\n  <state id=\"closed\">\n    <transition event=\"scan\" target=\"open\"/>\n  </state>\n  <state id=\"open\">\n    <transition event=\"pass\" target=\"closed\"/>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Gate\",\n  \"key\": \"Gate\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"closed\"],\n    \"source\": \"#Gate\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"closed\": {\n      \"id\": \"Gate.closed\",\n      \"key\": \"closed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"scan\": [\n          {\n            \"target\": [\"#Gate.open\"],\n            \"source\": \"#Gate.closed\",\n            \"eventType\": \"scan\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"open\": {\n      \"id\": \"Gate.open\",\n      \"key\": \"open\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"pass\": [\n          {\n            \"target\": [\"#Gate.closed\"],\n            \"source\": \"#Gate.open\",\n            \"eventType\": \"pass\",\n            \"actions\": []\n          }\n        ]\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .closed:
      ["closed"]
    case .open:
      ["open"]
    }
  }
}

extension Gate.Event: FSMRuntime.CaseDiscriminable {}

extension Gate: FSMRuntime.StateMachine {}
