import FSMMacros
import Testing

// MARK: - Effects

@StateMachine
enum Matter: Equatable {
  @Initial case solid
  case liquid, gas

  enum Event { case melt, freeze, vaporize, condense }
  enum Effect { case melted, froze, vaporized, condensed }

  static let transitions: [Transition] = [
    .from(.solid, on: .melt, to: .liquid, emit: .melted),
    .from(.liquid, on: .freeze, to: .solid, emit: .froze),
    .from(.liquid, on: .vaporize, to: .gas, emit: .vaporized),
    .from(.gas, on: .condense, to: .liquid, emit: .condensed),
  ]
}

@Suite struct MatterTests {
  @Test func everyStateAndEventAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Matter.transitions, states: [.solid, .liquid, .gas],
      events: [.melt, .freeze, .vaporize, .condense])
  }

  @Test func aCycleEmitsEachEffectInOrder() throws {
    var matter = Matter.solid
    let effects = try [matter.melt(), matter.vaporize(), matter.condense(), matter.freeze()]
      .map(\.effect)
    #expect(effects == [.melted, .vaporized, .condensed, .froze])
    #expect(matter == .solid)
  }
}

// MARK: - Guards, precedence and unlabeled payloads

@StateMachine
enum Thermostat: Equatable {
  case idle(Int)
  case heating(Int)
  case cooling(Int)

  enum Event {
    case reading(Int)
    case off
  }

  static func isCold(_ state: Thermostat, _ event: Event) -> Bool {
    if case .reading(let temperature) = event { temperature < 18 } else { false }
  }

  static let transitions: [Transition] = [
    // Both guards hold for a reading of 10: the first row wins.
    .fromAny(on: .reading, to: .heating, when: isCold),
    .fromAny(
      on: .reading, to: .cooling,
      when: { _, event in if case .reading(let value) = event { value < 30 } else { false } }),
    .fromAny(on: .reading, to: .idle),
    // Written after the `fromAny` rows, yet it wins from `.cooling`: it names the state.
    .from(.cooling, on: .reading, to: .cooling),
    // The unlabeled `Int` comes from the source state: the event has none.
    .from([.heating, .cooling], on: .off, to: .idle),
  ]
}

@Suite struct ThermostatTests {
  @Test func everyStateAndEventAgreesWithTheTable() {
    let states: [Thermostat] = [
      .idle(20), .heating(10), .cooling(25), .idle(35), .heating(35), .cooling(10),
    ]
    for reading in [10, 20, 40] {
      expectMachineAgreesWithTable(
        Thermostat.transitions, states: states, events: [.reading(reading), .off])
    }
  }

  @Test(arguments: [(10, Thermostat.heating(10)), (20, .cooling(20)), (40, .idle(40))])
  func theFirstPassingRowWinsInTableOrder(reading: Int, expected: Thermostat) throws {
    var thermostat = Thermostat.idle(21)
    try thermostat.reading(reading)
    #expect(thermostat == expected)
  }

  @Test func aRowNamingTheStateWinsOverFromAny() throws {
    var thermostat = Thermostat.cooling(25)
    try thermostat.reading(10)
    #expect(thermostat == .cooling(10))
  }

  @Test func unlabeledValuesMatchByType() throws {
    var thermostat = Thermostat.heating(17)
    try thermostat.off()
    #expect(thermostat == .idle(17))
  }

  @Test func guardLabelsNameTheGuardFunction() {
    #expect(Thermostat.dot.contains(#"[label="reading [isCold]"]"#))
    #expect(Thermostat.dot.contains(#"[label="reading [guard]"]"#))
  }
}

// MARK: - Several tables

@StateMachine
enum Document: Equatable {
  case draft(text: String)
  case review(text: String, reviewer: String)
  @Final case published(text: String)

  enum Event {
    case submit(reviewer: String)
    case approve
    case reject
  }

  static let transitionsWhileEditing: [Transition] = [
    .from(.draft, on: .submit, to: .review)
  ]
  static let transitionsWhileReviewing: [Transition] = [
    .from(.review, on: .approve, to: .published),
    .from(.review, on: .reject, to: .draft),
  ]
}

@Suite struct DocumentTests {
  @Test func everyStateAndEventAgreesWithTheTables() {
    expectMachineAgreesWithTable(
      Document.transitionsWhileEditing + Document.transitionsWhileReviewing,
      states: [.draft(text: "t"), .review(text: "t", reviewer: "r"), .published(text: "t")],
      events: [.submit(reviewer: "r"), .approve, .reject])
  }

  @Test func payloadsFlowAcrossTables() throws {
    var document = Document.draft(text: "hello")
    try document.submit(reviewer: "grace")
    #expect(document == .review(text: "hello", reviewer: "grace"))
    try document.approve()
    #expect(document == .published(text: "hello"))
    #expect(Document.finalCases == [.published])
    #expect(Document.mermaid.hasSuffix("published --> [*]\n"))
  }
}

// MARK: - A machine large enough for the lookup table

/// 8 floors × 8 events, payload-free and unguarded: `transition(on:)` is generated as a lookup
/// table (64 cells or more), with effects, a `fromAny` row overridden by named rows, and a final
/// state that `fromAny` skips.
@StateMachine
enum Elevator: Equatable, CaseIterable {
  @Initial case ground
  case first, second, third, fourth, fifth, roof
  @Final case outOfService

  enum Event: CaseIterable { case up, down, express, toGround, toRoof, open, close, retire }
  enum Effect { case chime, alarm, doorsOpened }

  static let transitions: [Transition] = [
    .from(.ground, on: .up, to: .first, emit: .chime),
    .from(.first, on: .up, to: .second, emit: .chime),
    .from(.second, on: .up, to: .third, emit: .chime),
    .from(.third, on: .up, to: .fourth, emit: .chime),
    .from(.fourth, on: .up, to: .fifth, emit: .chime),
    .from(.fifth, on: .up, to: .roof, emit: .chime),
    .from(.roof, on: .down, to: .fifth),
    .from(.fifth, on: .down, to: .fourth),
    .from(.fourth, on: .down, to: .third),
    .from(.third, on: .down, to: .second),
    .from(.second, on: .down, to: .first),
    .from(.first, on: .down, to: .ground),
    .from([.ground, .first, .second], on: .express, to: .fifth, emit: .chime),
    .from(.roof, on: .toGround, to: .ground),
    .fromAny(on: .toGround, to: .ground, emit: .alarm),
    .fromAny(on: .toRoof, to: .roof),
    .from([.ground, .roof], on: .open, to: .ground, emit: .doorsOpened),
    .from(.ground, on: .close, to: .ground),
    .fromAny(on: .retire, to: .outOfService),
  ]
}

@Suite struct ElevatorTests {
  @Test func everyStateAndEventAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Elevator.transitions, states: Elevator.allCases, events: Elevator.Event.allCases)
  }

  @Test func namedRowsWinOverFromAnyAndFinalStatesAcceptNothing() throws {
    // `.roof` has its own `toGround` row, without the alarm of the `fromAny` one.
    #expect(Elevator.roof.transition(on: .toGround)?.effect == nil)
    #expect(Elevator.third.transition(on: .toGround)?.effect == .alarm)
    #expect(Elevator.Event.allCases.allSatisfy { !Elevator.outOfService.accepts($0) })
    var elevator = Elevator.ground
    let effects = try [elevator.express(), elevator.up(), elevator.open()].map(\.effect)
    #expect(effects == [.chime, .chime, .doorsOpened])
    #expect(elevator == .ground)
    #expect(throws: InvalidTransition<Elevator>(state: .ground, event: .down)) {
      try elevator.down()
    }
  }
}
