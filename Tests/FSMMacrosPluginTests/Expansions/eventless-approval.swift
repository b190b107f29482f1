// swift-format-ignore-file
// `ApprovalFlow` from Tests/FSMMacrosTests/EventlessTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum ApprovalFlow: Equatable, Sendable {
//   @Initial case editing(amount: Int)
//   case checking(amount: Int)
//   case approved(amount: Int)
//   case review(amount: Int)
//   @Final case closed
//
//   enum Event: Equatable, Sendable {
//     case edit(amount: Int)
//     case submit, close
//   }
//
//   enum Effect: Equatable, Sendable {
//     case notify(amount: Int)
//   }
//
//   static let transitions: [Transition] = [
//     .from(.editing, on: .edit, to: .editing),
//     .from(.editing, on: .submit, to: .checking),
//     .from(.checking, to: .approved, emit: .notify, when: isSmall),
//     .from(.checking, to: .review),
//     .from([.approved, .review], on: .close, to: .closed),
//   ]
//
//   static let isSmall: Transition.StateGuard = { state in
//     if case .checking(let amount) = state { amount < 100 } else { false }
//   }
// }

// MARK: - Expansion


enum ApprovalFlow: Equatable, Sendable {
  case editing(amount: Int)
  case checking(amount: Int)
  case approved(amount: Int)
  case review(amount: Int)
  case closed

  enum Event: Equatable, Sendable {
    case edit(amount: Int)
    case submit, close

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case edit
      case submit
      case close
      var description: Swift.String {
        switch self {
        case .edit:
          "edit"
        case .submit:
          "submit"
        case .close:
          "close"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case edit
      case submit
      case close
      var description: Swift.String {
        switch self {
        case .edit:
          "edit"
        case .submit:
          "submit"
        case .close:
          "close"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .edit:
        .edit
      case .submit:
        .submit
      case .close:
        .close
      }
    }
  }

  enum Effect: Equatable, Sendable {
    case notify(amount: Int)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case notify
      var description: Swift.String {
        switch self {
        case .notify:
          "notify"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case notify
      var description: Swift.String {
        switch self {
        case .notify:
          "notify"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .notify:
        .notify
      }
    }
  }

  static let transitions: [Transition] = [
    .from(.editing, on: .edit, to: .editing),
    .from(.editing, on: .submit, to: .checking),
    .from(.checking, to: .approved, emit: .notify, when: isSmall),
    .from(.checking, to: .review),
    .from([.approved, .review], on: .close, to: .closed),
  ]

  static let isSmall: Transition.StateGuard = { state in
    if case .checking(let amount) = state { amount < 100 } else { false }
  }

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case editing
    case checking
    case approved
    case review
    case closed
    var description: Swift.String {
      switch self {
      case .editing:
        "editing"
      case .checking:
        "checking"
      case .approved:
        "approved"
      case .review:
        "review"
      case .closed:
        "closed"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case editing
    case checking
    case approved
    case review
    case closed
    var description: Swift.String {
      switch self {
      case .editing:
        "editing"
      case .checking:
        "checking"
      case .approved:
        "approved"
      case .review:
        "review"
      case .closed:
        "closed"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .editing:
      .editing
    case .checking:
      .checking
    case .approved:
      .approved
    case .review:
      .review
    case .closed:
      .closed
    }
  }

  typealias Transition = FSMRuntime.Transition<ApprovalFlow>

  nonisolated static let initialCase: Case = Case.editing

  nonisolated static let finalCases: Swift.Set<Case> = [Case.closed]

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  /// The event's own row, then the eventless and completion rows its target settles by.
  nonisolated func transition(on event: Event, memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    guard let _$step = self._firstStep(on: event, memory: memory) else {
      return nil
    }
    var _$state = _$step.to
    var _$effect: Self.Effect? = _$step.effect
    var _$taken = 0
    while Self._$eventless(&_$state, effect: &_$effect) {
      _$taken += 1
      if _$taken > FSMRuntime.Microstep<Self>.limit {
        return nil
      }
    }
    return FSMRuntime.Step<Self>(from: self, event: event, to: _$state, effect: _$effect)
  }

  @inline(__always)
  nonisolated func _firstStep(on event: Event, memory _: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    switch self {
    case .editing(let _$s0):
      switch event {
      case .edit(let _$e0):
        return FSMRuntime.Step<Self>(from: self, event: event, to: .editing(amount: _$e0))
      case .submit:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .checking(amount: _$s0))
      case .close:
        return nil
      }
    case .approved:
      switch event {
      case .close:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
      case .edit, .submit:
        return nil
      }
    case .review:
      switch event {
      case .close:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
      case .edit, .submit:
        return nil
      }
    case .checking, .closed:
      return nil
    }
  }

  nonisolated static var _settles: Swift.Bool {
    true
  }

  nonisolated func _nextMicrostep(completing _$superstate: Superstate?) -> FSMRuntime.Microstep<Self>? {
    guard _$superstate == nil else {
      return nil
    }
    switch self {
    case .checking(let _$s0):
      if Self.transitions[2]._passesGuard(self) {
        return FSMRuntime.Microstep<Self>(from: self, to: .approved(amount: _$s0), effect: .notify(amount: _$s0))
      }
      return FSMRuntime.Microstep<Self>(from: self, to: .review(amount: _$s0))
    default:
      return nil
    }
  }

  nonisolated static func _completion(entering state: Case) -> Superstate? {
    nil
  }

  /// Moves `_$state` by its first enabled eventless row, keeping in `_$effect` the first
  /// effect of the step; whether one was.
  @inline(__always)
  private nonisolated static func _$eventless(_ _$state: inout Self, effect _$effect: inout Self.Effect?) -> Swift.Bool {
    switch _$state {
    case .checking(let _$s0):
      if Self.transitions[2]._passesGuard(_$state) {
        _$state = .approved(amount: _$s0); if _$effect == nil { _$effect = .notify(amount: _$s0) }; return true
      }
      _$state = .review(amount: _$s0); return true
    default:
      return false
    }
  }

  /// Sends `.edit` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func edit(amount: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.edit(amount: amount))
  }

  /// Sends `.submit` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func submit() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.submit)
  }

  /// Sends `.close` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func close() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.close)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(6)
    _$all.append(.init(source: .editing, event: .edit, target: .editing))
    _$all.append(.init(source: .editing, event: .submit, target: .checking))
    _$all.append(.init(source: .checking, event: nil, target: .approved, effect: .notify, guarded: true))
    _$all.append(.init(source: .checking, event: nil, target: .review))
    _$all.append(.init(source: .approved, event: .close, target: .closed))
    _$all.append(.init(source: .review, event: .close, target: .closed))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"ApprovalFlow\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"editing\";\n  \"editing\";\n  \"checking\";\n  \"approved\";\n  \"review\";\n  \"closed\" [shape=doublecircle];\n  \"editing\" -> \"editing\" [label=\"edit\"];\n  \"editing\" -> \"checking\" [label=\"submit\"];\n  \"approved\" -> \"closed\" [label=\"close\"];\n  \"review\" -> \"closed\" [label=\"close\"];\n  \"checking\" -> \"approved\" [label=\"always [isSmall] / notify\", style=bold];\n  \"checking\" -> \"review\" [label=\"always\", style=bold];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> editing\n  editing --> editing : edit\n  editing --> checking : submit\n  approved --> closed : close\n  review --> closed : close\n  checking --> approved : always [isSmall] / notify\n  checking --> review : always\n  closed --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from ApprovalFlow's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"ApprovalFlow\" initial=\"editing\">\n  <state id=\"editing\">\n    <transition event=\"edit\" target=\"editing\"/>\n    <transition event=\"submit\" target=\"checking\"/>\n  </state>\n  <state id=\"checking\">\n    <transition cond=\"isSmall\" target=\"approved\" fsm:row=\"transitions[2]\">\n      <send target=\"#_parent\" event=\"notify\"/>\n    </transition>\n    <transition target=\"review\"/>\n  </state>\n  <state id=\"approved\">\n    <transition event=\"close\" target=\"closed\"/>\n  </state>\n  <state id=\"review\">\n    <transition event=\"close\" target=\"closed\"/>\n  </state>\n  <final id=\"closed\"/>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"ApprovalFlow\",\n  \"key\": \"ApprovalFlow\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"editing\"],\n    \"source\": \"#ApprovalFlow\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"editing\": {\n      \"id\": \"ApprovalFlow.editing\",\n      \"key\": \"editing\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"edit\": [\n          {\n            \"target\": [\"#ApprovalFlow.editing\"],\n            \"source\": \"#ApprovalFlow.editing\",\n            \"eventType\": \"edit\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"submit\": [\n          {\n            \"target\": [\"#ApprovalFlow.checking\"],\n            \"source\": \"#ApprovalFlow.editing\",\n            \"eventType\": \"submit\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"checking\": {\n      \"id\": \"ApprovalFlow.checking\",\n      \"key\": \"checking\",\n      \"type\": \"atomic\",\n      \"on\": {},\n      \"always\": [\n        {\n          \"target\": [\"#ApprovalFlow.approved\"],\n          \"source\": \"#ApprovalFlow.checking\",\n          \"eventType\": \"\",\n          \"actions\": [\n            {\n              \"type\": \"notify\"\n            }\n          ],\n          \"guard\": {\n            \"type\": \"isSmall\",\n            \"params\": {\n              \"row\": \"transitions[2]\"\n            }\n          }\n        },\n        {\n          \"target\": [\"#ApprovalFlow.review\"],\n          \"source\": \"#ApprovalFlow.checking\",\n          \"eventType\": \"\",\n          \"actions\": []\n        }\n      ]\n    },\n    \"approved\": {\n      \"id\": \"ApprovalFlow.approved\",\n      \"key\": \"approved\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"close\": [\n          {\n            \"target\": [\"#ApprovalFlow.closed\"],\n            \"source\": \"#ApprovalFlow.approved\",\n            \"eventType\": \"close\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"review\": {\n      \"id\": \"ApprovalFlow.review\",\n      \"key\": \"review\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"close\": [\n          {\n            \"target\": [\"#ApprovalFlow.closed\"],\n            \"source\": \"#ApprovalFlow.review\",\n            \"eventType\": \"close\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"closed\": {\n      \"id\": \"ApprovalFlow.closed\",\n      \"key\": \"closed\",\n      \"type\": \"final\"\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
    switch part {
    case .editing:
      ["editing"]
    case .checking:
      ["checking"]
    case .approved:
      ["approved"]
    case .review:
      ["review"]
    case .closed:
      ["closed"]
    }
  }
}

extension ApprovalFlow.Event: FSMRuntime.CaseDiscriminable {}

extension ApprovalFlow.Effect: FSMRuntime.CaseDiscriminable {}

extension ApprovalFlow: FSMRuntime.StateMachine {}
