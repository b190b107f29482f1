import FSMMacros
import Testing

/// The target and effect cases a table prescribes, computed from the `Transition` values
/// themselves rather than from the generated code.
struct ExpectedStep<M: StateMachine>: Equatable {
  var target: M.Case
  var effect: M.Effect.Case?
}

/// Reads `table` directly, as the README states the rules: rows that name the state first, then
/// `fromAny` rows (never from a final state), each group in table order, first passing guard wins.
func interpret<M: StateMachine>(_ table: [Transition<M>], state: M, event: M.Event) -> ExpectedStep<
  M
>? {
  let rows = table.filter { $0.event == event.case }
  let named = rows.filter { row in
    if case .states(let sources) = row.sources { return sources.contains(state.case) }
    return false
  }
  let any = rows.filter { row in
    if case .anyExcept(let excluded) = row.sources {
      return !excluded.contains(state.case) && !M.finalCases.contains(state.case)
    }
    return false
  }
  for row in named + any where row.guardCondition?(state, event) ?? true {
    guard let target = row.builder.map({ $0(state, event).case }) ?? row.target else {
      Issue.record("row without a target or builder")
      return nil
    }
    return ExpectedStep(target: target, effect: row.effect)
  }
  return nil
}
