import FSMMacros
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
    for _ in 0..<10_000 {
      let event = Self.events[Int(generator.next() % UInt64(Self.events.count))]
      let expected = interpret(LargeMachine.allTransitions, state: interpreted, event: event)
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
  static var allTransitions: [Transition] { allTables.flatMap { $0 } }
}

/// A small deterministic generator, so that the walk is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
