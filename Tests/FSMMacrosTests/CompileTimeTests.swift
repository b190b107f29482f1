import FSMMacros
import Testing

// Declarations that are awkward for a macro: they must compile, and work.

/// Cases and events named like keywords, and no `Effect` (so `Effect` is `Never`).
@StateMachine
enum Keywords: Equatable {
  case `default`
  case `repeat`
  @Final case `for`

  enum Event {
    case `continue`, `return`, `do`
  }

  static let transitions: [Transition] = [
    .from(.default, on: .continue, to: .repeat),
    .from(.repeat, on: .return, to: .default),
    .fromAny(on: .do, to: .for),
  ]
}

/// A private machine: the generated members must not be more visible than it.
@StateMachine
private enum Secret: Equatable {
  case closed, open
  enum Event { case toggle }
  static let transitions: [Transition] = [
    .from(.closed, on: .toggle, to: .open),
    .from(.open, on: .toggle, to: .closed),
  ]
}

/// A generic machine: its table is a computed `static var`, since generic types cannot have
/// static stored properties.
@StateMachine
enum Slot<Value: Equatable & Sendable>: Equatable {
  case empty
  case full(value: Value)

  enum Event {
    case put(value: Value)
    case take
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .put, to: .full),
      .from(.full, on: .take, to: .empty),
    ]
  }
}

/// Event payloads with defaults and unlabeled values: the per-event methods keep both.
@StateMachine
enum Counter: Equatable {
  case counting(total: Int)

  enum Event {
    case add(amount: Int = 1)
    case set(Int)
  }

  static let transitions: [Transition] = [
    .from(
      .counting, on: .add, to: .counting,
      build: { state, event in
        guard case .counting(let total) = state, case .add(let amount) = event else { return state }
        return .counting(total: total + amount)
      }),
    .from(
      .counting, on: .set, to: .counting,
      build: { _, event in
        guard case .set(let value) = event else { return .counting(total: 0) }
        return .counting(total: value)
      }),
  ]
}

/// A recursive state: `indirect` cases forward their payload like any other.
@StateMachine
enum Nesting: Equatable {
  case flat
  indirect case nested(inner: Nesting)

  enum Event {
    case wrap(inner: Nesting)
    case unwrap
  }

  static let transitions: [Transition] = [
    .from([.flat, .nested], on: .wrap, to: .nested),
    .from(.nested, on: .unwrap, to: .flat),
  ]
}

/// A multi-line guard with a multi-line string literal: the macro pastes it without re-indenting
/// its lines, which would change the literal.
@StateMachine
enum Greeter: Equatable {
  case quiet
  @Final case talking

  enum Event {
    case hello(text: String)
  }

  static let transitions: [Transition] = [
    .from(
      .quiet, on: .hello, to: .talking,
      when: { _, event in
        let expected = """
          hi
          there
          """
        guard case .hello(let text) = event else { return false }
        return text == expected
      })
  ]
}

/// A payload of a class that is not `Sendable`, in typestate: the structs hold it as a property,
/// which must not be declared `nonisolated` (the compiler refuses that for a non-`Sendable`
/// type), so the structs are `nonisolated` types instead.
final class Ticket {
  var scans = 0
}

@StateMachine(typestate: true)
enum Gate {
  @Initial case closed
  case open(ticket: Ticket)

  enum Event {
    case scan(ticket: Ticket)
    case pass
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .scan, to: .open),
    .from(.open, on: .pass, to: .closed),
  ]
}

@Suite struct CompileTimeTests {
  @Test func typestateHoldsPayloadsThatAreNotSendable() {
    let ticket = Ticket()
    let open = Gate.Closed().scan(ticket: ticket)
    open.ticket.scans += 1
    #expect(ticket.scans == 1)
    #expect(open.pass().state.case == .closed)
  }

  @Test func multiLineGuardsKeepTheirStringLiterals() {
    #expect(Greeter.quiet.accepts(.hello(text: "hi\nthere")))
    #expect(!Greeter.quiet.accepts(.hello(text: "hi")))
  }

  @Test func indirectCasesWork() throws {
    var value = Nesting.flat
    try value.wrap(inner: .nested(inner: .flat))
    #expect(value == .nested(inner: .nested(inner: .flat)))
    try value.unwrap()
    #expect(value == .flat)
  }

  @Test func keywordNamedCasesAndEventsWork() throws {
    var machine = Keywords.default
    try machine.continue()
    #expect(machine == .repeat)
    try machine.do()
    #expect(machine == .for)
    #expect(Keywords.Case.allCases.map(\.description) == ["default", "repeat", "for"])
    expectMachineAgreesWithTable(
      Keywords.transitions, states: [.default, .repeat, .for], events: [.continue, .return, .do])
  }

  @Test func privateMachinesWork() throws {
    var secret = Secret.closed
    try secret.toggle()
    #expect(secret == .open)
  }

  @Test func genericMachinesWork() throws {
    var slot = Slot<Int>.empty
    try slot.put(value: 7)
    #expect(slot == .full(value: 7))
    #expect(throws: InvalidTransition<Slot<Int>>.self) { try slot.put(value: 8) }
    expectMachineAgreesWithTable(
      Slot<String>.transitions, states: [.empty, .full(value: "x")],
      events: [.put(value: "y"), .take])
  }

  @Test func eventMethodsKeepDefaultsAndUnlabeledParameters() throws {
    var counter = Counter.counting(total: 0)
    try counter.add()
    try counter.add(amount: 5)
    #expect(counter == .counting(total: 6))
    try counter.set(2)
    #expect(counter == .counting(total: 2))
    // `to:` names the target for the diagrams, since the closures compute it.
    #expect(Counter.edges.map(\.target) == [.counting, .counting])
  }
}
