import FSMMacros
import FSMTestSupport
import Testing

@Suite struct LargeMachineTests {
  static let states = LargeMachine.allCases
  static let events = LargeMachine.Event.allCases

  @Test func hasAHundredStatesFifteenEventsAndAThousandRows() {
    #expect(Self.states.count == 100 && Self.events.count == 15)
    #expect(LargeMachine.edges.count == 1_000)
  }

  @Test func everyStateAndEventAgreesWithTheTables() {
    expectMachineAgreesWithTable(
      LargeMachine.allTransitions, states: Self.states, events: Self.events)
  }

  @Test func aRandomWalkMatchesTheInterpretedTable() throws {
    var generator = SplitMix64(seed: 42)
    var machine = LargeMachine.s0
    var interpreted = LargeMachine.s0
    var accepted = 0
    // The interpreter reads only the rows of the event it is given: each event's rows, found
    // once, spare it a thousand rows a step (a debug build's generic code made that 100 s).
    let rowsByEvent = Dictionary(grouping: LargeMachine.allTransitions) { $0.event }
    for _ in 0..<10_000 {
      let event = Self.events[Int(generator.next() % UInt64(Self.events.count))]
      let expected = interpret(rowsByEvent[event.case] ?? [], state: interpreted, event: event)
      if let expected {
        interpreted = Self.states[LargeMachine.Case.allCases.firstIndex(of: expected.target)!]
        accepted += 1
      }
      _ = try? machine.send(event)
      #expect(machine == interpreted)
    }
    #expect(accepted > 5_000)
  }
}

extension LargeMachine {
  static let allTransitions: [Transition] = allTables.flatMap { $0 }
}
