import FSMMacros
import Testing

/// The target and effect cases a table prescribes, computed from the `Transition` values
/// themselves rather than from the generated code.
struct ExpectedStep<M: StateMachine>: Equatable {
  var target: M.Case
  var effect: M.Effect.Case?
}

/// Reads `table` directly, as the README states the rules: rows that name the state first, then
/// the `within` rows of each superstate containing it from the innermost out (the one with the
/// most parents in `superstates` first), then `fromAny` rows (neither of these from a final
/// state), each group in table order, first passing guard wins. A row that returns to a
/// superstate's history goes where `memory` says, by the rules of `SuperstateHistory`, read from
/// the declarations.
func interpret<M: StateMachine>(
  _ table: [Transition<M>], superstates: [SuperstateDeclaration<M>] = [], state: M,
  event: M.Event, memory: StateMemory<M> = StateMemory()
) -> ExpectedStep<M>? {
  interpret(
    table, superstates: superstates, state: state, event: event,
    remembered: { memory[superstate: $0] })
}

/// `interpret` with the memory as a function: what each superstate remembers.
func interpret<M: StateMachine>(
  _ table: [Transition<M>], superstates: [SuperstateDeclaration<M>] = [], state: M,
  event: M.Event, remembered: (M.Superstate) -> M?
) -> ExpectedStep<M>? {
  let rows = table.filter { $0.event == event.case }
  let isFinal = M.finalCases.contains(state.case)
  let named = rows.filter { row in
    if case .states(let sources) = row.sources { return sources.contains(state.case) }
    return false
  }
  func depth(_ superstate: M.Superstate) -> Int {
    var depth = 0
    var current = superstates.first { $0.superstate == superstate }
    while let parent = current?.parent {
      depth += 1
      current = superstates.first { $0.superstate == parent }
    }
    return depth
  }
  let containing = superstates.filter { $0.cases.contains(state.case) }
    .sorted { depth($0.superstate) > depth($1.superstate) }
  let within =
    isFinal
    ? []
    : containing.flatMap { declaration in
      rows.filter { row in
        if case .within(let superstate) = row.sources {
          return superstate == declaration.superstate
        }
        return false
      }
    }
  let any = rows.filter { row in
    if case .anyExcept(let excluded) = row.sources {
      return !excluded.contains(state.case) && !isFinal
    }
    return false
  }
  for row in named + within + any where row.guardCondition?(state, event) ?? true {
    if let superstate = row.historyOf {
      guard
        let target = historyTarget(
          of: superstate, in: superstates, remembered: remembered(superstate))
      else {
        Issue.record("a history row to a superstate without history")
        return nil
      }
      return ExpectedStep(target: target.case, effect: row.effect)
    }
    guard let target = row.builder.map({ $0(state, event).case }) ?? row.target else {
      Issue.record("row without a target or builder")
      return nil
    }
    return ExpectedStep(target: target, effect: row.effect)
  }
  return nil
}

/// Where a row returning to `superstate`'s history goes: what `memory` remembers (deep), or the
/// direct member it remembers, or the `initial:` value of the nested superstate directly inside
/// that contains it (shallow); the default when nothing is remembered.
func historyTarget<M: StateMachine>(
  of superstate: M.Superstate, in superstates: [SuperstateDeclaration<M>], remembered: M?
) -> M? {
  guard let declaration = superstates.first(where: { $0.superstate == superstate }),
    let history = declaration.history
  else { return nil }
  guard let remembered else { return history.defaultValue }
  guard history.kind == .shallow else { return remembered }
  let nested = superstates.first { child in
    child.parent == superstate && child.cases.contains(remembered.case)
  }
  return nested?.initial ?? remembered
}
