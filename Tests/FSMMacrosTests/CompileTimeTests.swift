package import FSMMacros
import FSMTesting
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
    case expire
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .put, to: .full),
      .from(.full, on: .take, to: .empty),
      // A timer in a generic machine: its table is computed, read when `full` is entered.
      .from(.full, on: .expire, after: .seconds(60), to: .empty),
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

/// A `package` machine: the generated members are `package` too.
@StateMachine
package enum Relay: Equatable {
  case off, on
  package enum Event { case flip }
  package static let transitions: [Transition] = [
    .from(.off, on: .flip, to: .on),
    .from(.on, on: .flip, to: .off),
  ]
}

/// 8 states × 8 events, payload-free and unguarded: `transition(on:)` is a lookup table, with
/// an effect table.
@StateMachine
enum Dial: Equatable {
  case d0, d1, d2, d3, d4, d5, d6, d7
  enum Event { case turn, back, reset, e3, e4, e5, e6, e7 }
  enum Effect { case click }
  static let transitions: [Transition] = [
    .from(.d0, on: .turn, to: .d1, emit: .click),
    .from(.d1, on: .turn, to: .d2),
    .from(.d2, on: .turn, to: .d3),
    .from(.d3, on: .turn, to: .d4),
    .from(.d4, on: .turn, to: .d5),
    .from(.d5, on: .turn, to: .d6),
    .from(.d6, on: .turn, to: .d7),
    .from(.d7, on: .turn, to: .d0, emit: .click),
    .from([.d1, .d2, .d3, .d4, .d5, .d6, .d7], on: .back, to: .d0),
    .fromAny(on: .reset, to: .d0),
    .fromAny(on: .e3, to: .d3),
    .fromAny(on: .e4, to: .d4),
    .fromAny(on: .e5, to: .d5),
    .fromAny(on: .e6, to: .d6),
    .fromAny(on: .e7, to: .d7),
  ]
}

/// More than 64 edges (9 states × 8 events): `edges` is decoded from a string. A guard keeps
/// `transition(on:)` a `switch`.
@StateMachine
enum Hub: Equatable {
  case h0, h1, h2, h3, h4, h5, h6, h7, h8
  enum Event { case to0, to1, to2, to3, to4, to5, to6, to7, rest }
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
}

/// A machine available from a given system on, nested in a type that is too: the extensions the
/// macros add repeat both `@available` attributes (on Linux they constrain nothing).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct Console {
  @available(macOS 14.4, iOS 17.4, *)
  @StateMachine
  enum Power: Equatable {
    case standby, running
    enum Event { case press }
    static let transitions: [Transition] = [
      .from(.standby, on: .press, to: .running),
      .from(.running, on: .press, to: .standby),
    ]
  }
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
      events: [.put(value: "y"), .take, .expire])
  }

  @Test func aGenericMachineRunsItsTimers() async {
    #expect(
      Slot<Int>.timedEvents(in: .full(value: 1)).map { "\($0)" } == [
        "expire after \(Duration.seconds(60))"
      ])
    #expect(Slot<Int>.timedEvents(in: .empty).isEmpty)
    let clock = TestClock()
    let machine = Machine(Slot<Int>.empty, clock: clock)
    machine.send(.put(value: 1))
    await clock.advance(by: .seconds(60))
    await machine.waitForEffects()
    #expect(machine.state == .empty)
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

  @Test func packageMachinesWork() throws {
    var relay = Relay.off
    try relay.flip()
    #expect(relay == .on)
  }

  @Test func aLookupTableMachineAgreesWithItsTable() throws {
    expectMachineAgreesWithTable(
      Dial.transitions, states: [.d0, .d1, .d2, .d3, .d4, .d5, .d6, .d7],
      events: [.turn, .back, .reset, .e3, .e4, .e5, .e6, .e7])
    let step = try #require(Dial.d7.transition(on: .turn))
    #expect(step.to == .d0)
    #expect(step.effect == .click)
    #expect(Dial.d0.transition(on: .back) == nil)
  }

  @Test func encodedEdgesDecodeToTheTableEdges() throws {
    #expect(Hub.edges.count == 74)
    #expect(
      Hub.edges.prefix(2) == [
        Edge(source: .h1, event: .rest, target: .h0, delay: .seconds(30)),
        Edge(source: .h2, event: .rest, target: .h0, delay: .seconds(30)),
      ])
    #expect(Hub.edges.filter { $0.delay != nil }.count == 2)
    #expect(Hub.edges[2] == Edge(source: .h0, event: .to0, target: .h0, guarded: true))
    #expect(Hub.edges.last == Edge(source: .h7, event: .to0, target: .h8))
    #expect(Hub.h8.transition(on: .to0) == nil)
    #expect(Hub.h3.transition(on: .to0)?.to == .h0)
    #expect(Hub.h7.transition(on: .to0)?.to == .h8)
  }

  @available(macOS 14.4, iOS 17.4, *)
  @Test func machinesWithAvailabilityWork() throws {
    var power = Console.Power.standby
    try power.press()
    #expect(power == .running)
  }
}
