import SwiftSyntax

extension Generator {
  /// `timedEvents(in:)`, for a machine with `after:` rows: each state's timed events, with the
  /// delay expression of the row that times it, as the user wrote it (evaluated each time a
  /// machine enters the state: a duration, or a function of the state entered, which
  /// `FSMRuntime._Delay` calls); and `_hasTimers`, unless the scopes of a tree say it. A machine
  /// without timers keeps the runtime's defaults, which have none.
  ///
  /// NB: the parameter is `_$state`, so that a delay that names a member `state` finds it.
  func timedEventsMembers() -> [DeclSyntax] {
    guard !plan.timers.isEmpty else { return [] }
    var lines = [
      "\(memberModifiers)static func timedEvents(in _$state: Self) -> [\(Qualified.timedEvent)] {"
    ]
    // Over the case, as a step reads it (a firmware links nothing more); a delay that is a
    // function of the state is given the state itself.
    lines += Self.timedEventsSwitch(
      over: "_$state.case", plan: plan, stateCount: model.states.count, events: model.events,
      delay: {
        $0.isLiteral ? $0.expression : "FSMRuntime._Delay.of(\($0.expression), entering: _$state)"
      },
      result: "return ")
    lines.append("}")
    var members = [declaration(lines)]
    // A tree whose held tables time events says it with its scopes (`scopeMembers()`).
    if !plan.composites.contains(where: \.held.times) {
      members.append(
        declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "true", "}"]))
    }
    return members
  }

  /// A `switch` over `subject`, a state of a table planned as `plan` (of `stateCount` states,
  /// its events `events`), giving each timed state's events to `result` (`return ` or
  /// `_$timed += `), each delay as `delay` spells it: the one listing of a table's timers, for
  /// the machine's `timedEvents(in:)`, a struct's regions' and a tree's tables'.
  static func timedEventsSwitch(
    over subject: String, plan: TransitionPlan, stateCount: Int, events: [CaseModel],
    delay: (PlannedDelay) -> String, result: String
  ) -> [String] {
    var lines = ["switch \(subject) {"]
    for stateTimers in plan.timers {
      let timed = stateTimers.timers.map { timer in
        "\(Qualified.timedEvent)(event: \(caseExpression(events[timer.event.index], arguments: []))"
          + ", delay: \(delay(timer.delay)))"
      }
      lines += [
        "case .\(escapedMember(stateTimers.state.name)):",
        "\(result)[\(timed.joined(separator: ", "))]",
      ]
    }
    if plan.timers.count < stateCount {
      lines += ["default:", result == "return " ? "return []" : "break"]
    }
    return lines + ["}"]
  }
}
