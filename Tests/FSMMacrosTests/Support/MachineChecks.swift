import FSMMacros
import Testing

/// Drives every sample state through every sample event and checks that the generated
/// `transition(on:)`, `accepts(_:)`, `send(_:)` and `edges` agree with the table read as data.
func expectMachineAgreesWithTable<M: StateMachine & Equatable>(
  _ table: [Transition<M>],
  superstates: [SuperstateDeclaration<M>] = [],
  states: [M],
  events: [M.Event],
  sourceLocation: SourceLocation = #_sourceLocation
) where M.Part == M.Case {
  #expect(
    Set(states.map(\.case)) == Set(M.Case.allCases), "the samples cover every state",
    sourceLocation: sourceLocation)
  #expect(
    Set(events.map(\.case)) == Set(M.Event.Case.allCases), "the samples cover every event",
    sourceLocation: sourceLocation)
  // Every memory one exit can leave: nothing remembered, or one sample state of a superstate
  // with history, recorded by a step that leaves it.
  var memories = [StateMemory<M>()]
  for superstate in M._historySuperstates {
    guard let outside = states.first(where: { !M.superstates(of: $0.case).contains(superstate) })
    else { continue }
    for inside in states where M.superstates(of: inside.case).contains(superstate) {
      var memory = StateMemory<M>()
      memory.record(Step(from: inside, event: events[0], to: outside))
      memories.append(memory)
    }
  }
  for state in states {
    for event in events {
      let context = "\(state) on \(event)"
      for memory in memories.dropFirst() {
        let expected = interpret(
          table, superstates: superstates, state: state, event: event, memory: memory)
        let step = state.transition(on: event, memory: memory)
        #expect(
          step?.to.case == expected?.target, "\(context) remembering \(memory)",
          sourceLocation: sourceLocation)
      }
      let expected = interpret(table, superstates: superstates, state: state, event: event)
      let step = state.transition(on: event)
      #expect(step?.to.case == expected?.target, "\(context)", sourceLocation: sourceLocation)
      #expect(step?.effect?.case == expected?.effect, "\(context)", sourceLocation: sourceLocation)
      #expect(
        state.accepts(event) == (expected != nil), "\(context)", sourceLocation: sourceLocation)
      if let step {
        #expect(step.from == state && step.event.case == event.case, sourceLocation: sourceLocation)
      }

      // `edges` describes the same machine.
      let edges = M.edges.filter { $0.source == state.case && $0.event == event.case }
      if let step {
        #expect(
          edges.contains {
            ($0.target ?? step.to.case) == step.to.case && $0.effect == step.effect?.case
              && ($0.historyOf.map { M.superstates(of: step.to.case).contains($0) } ?? true)
          },
          "an edge explains \(context)", sourceLocation: sourceLocation)
      } else {
        #expect(
          edges.allSatisfy { $0.guarded }, "only guarded edges may reject \(context)",
          sourceLocation: sourceLocation)
      }

      // `send` applies the step, or throws and leaves the state unchanged.
      var machine = state
      if let step {
        do {
          try machine.send(event)
        } catch {
          Issue.record("send threw \(error) for \(context)", sourceLocation: sourceLocation)
        }
        #expect(machine == step.to, "\(context)", sourceLocation: sourceLocation)
      } else {
        #expect(
          throws: InvalidTransition<M>(state: state.case, event: event.case),
          sourceLocation: sourceLocation
        ) { try machine.send(event) }
        #expect(machine == state, "\(context)", sourceLocation: sourceLocation)
      }
    }
  }
}
