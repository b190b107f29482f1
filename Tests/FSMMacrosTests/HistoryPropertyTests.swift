import FSMMacros
import FSMTestSupport
import Testing

/// Random machines with superstates and history (`Generated/HistoryMachines.swift`, written by
/// `Scripts/generate-history-machines.py`), each run by a `Machine` on a random event sequence
/// and checked, step by step, against a reference written from the rules: the table interpreter
/// for the target, and a memory kept here from the superstate declarations (a step leaving a
/// superstate with history records its source) for what each superstate remembers.
@Suite struct HistoryPropertyTests {
  @Test(arguments: historyMachineChecks.map(\.name))
  func aMachineAgreesWithTheReference(name: String) throws {
    let machine = try #require(historyMachineChecks.first { $0.name == name })
    machine.check()
  }

  @Test func mostGeneratedMachinesReturnToAHistory() {
    // A generator change that stopped writing history rows would leave the checks above with
    // nothing to check.
    let returning = historyMachineChecks.filter { $0.historyEdges > 0 }
    #expect(historyMachineChecks.count >= 20)
    #expect(returning.count * 2 > historyMachineChecks.count)
  }
}

/// Runs a `Machine` of `M` (payload-free, its first case initial) on 400 events drawn with a
/// fixed seed, and checks each step against the reference.
func checkAgainstReference<M: StateMachine & Equatable & CaseIterable & Sendable>(
  _ table: [Transition<M>], _ superstates: [SuperstateDeclaration<M>],
  seed: UInt64 = 0x4157_0121, steps: Int = 400,
  sourceLocation: SourceLocation = #_sourceLocation
) where M.Event: CaseIterable & Sendable, M.Effect: Sendable, M.Part == M.Case {
  let values = Array(M.allCases)
  let events = Array(M.Event.allCases)
  guard let initial = values.first, !events.isEmpty else {
    Issue.record("a machine without cases or events", sourceLocation: sourceLocation)
    return
  }
  let machine = Machine(initial)
  var state = initial
  var remembered: [M.Superstate: M] = [:]
  var random = SplitMix64(seed: seed)
  for index in 0..<steps {
    let event = events[Int(random.next() % UInt64(events.count))]
    let context = "step \(index): \(state) on \(event), remembering \(remembered)"
    let expected = interpret(
      table, superstates: superstates, state: state, event: event,
      remembered: { remembered[$0] })
    let result = machine.send(event)
    switch result {
    case .transitioned(let step):
      guard let expected, let target = values.first(where: { $0.case == expected.target }) else {
        Issue.record(
          "took \(step), the reference rejects: \(context)", sourceLocation: sourceLocation)
        return
      }
      #expect(step.to == target, "\(context)", sourceLocation: sourceLocation)
      // The superstates the step leaves, from the declarations: innermost first.
      let left = superstates.filter { declaration in
        declaration.cases.contains(state.case) && !declaration.cases.contains(target.case)
      }
      #expect(
        Set(step.exitedSuperstates) == Set(left.map(\.superstate)), "\(context)",
        sourceLocation: sourceLocation)
      for declaration in left where declaration.history != nil {
        remembered[declaration.superstate] = state
      }
      state = target
    case .rejected:
      #expect(expected == nil, "rejected: \(context)", sourceLocation: sourceLocation)
    case .enqueued:
      Issue.record("a send from one task was enqueued", sourceLocation: sourceLocation)
    }
    #expect(machine.state == state, "\(context)", sourceLocation: sourceLocation)
    for declaration in superstates {
      #expect(
        machine.memory[superstate: declaration.superstate] == remembered[declaration.superstate],
        "memory of \(declaration.superstate) after \(context)", sourceLocation: sourceLocation)
    }
  }
}
