import SwiftSyntax

extension Generator {
  /// `timedEvents(in:)`, for a machine with `after:` rows: each state's timed events, with the
  /// delay expression of the row that times it, as the user wrote it (evaluated each time a
  /// machine enters the state: a duration, or a function of the state entered, which
  /// `FSMRuntime._Delay` calls); and `_hasTimers`, unless the scopes of a tree say it. A machine
  /// without timers keeps the runtime's defaults, which have none, but `_hasTimers`, `false`:
  /// the default, for a conformance by hand, looks for a timed row in `edges`, which a `Machine`
  /// asked on creation (a fifth of the time an untimed machine took to make, `fsm-bench many`).
  /// For a machine whose timers are all its own table's, also `_forEachTimedEvent(of:scope:_:)`:
  /// the same events handed one by one, which a `Machine` reads on every step without building
  /// an array.
  ///
  /// NB: the parameter is `_$state`, so that a delay that names a member `state` finds it.
  func timedEventsMembers() -> [DeclSyntax] {
    guard !plan.timers.isEmpty else {
      // A tree whose held tables time events says it with its scopes (`scopeMembers()`).
      if plan.composites.contains(where: \.held.times) {
        return []
      }
      return [declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "false", "}"])]
    }
    // Over the case, as a step reads it (a firmware links nothing more); a delay that is a
    // function of the state is given the state itself.
    func timedSwitch(_ result: TimedResult) -> [String] {
      Self.timedEventsSwitch(
        over: "_$state.case", plan: plan, stateCount: model.states.count, events: model.events,
        delay: {
          $0.isLiteral
            ? $0.expression : "FSMRuntime._Delay.of(\($0.expression), entering: _$state)"
        },
        result: result)
    }
    let listed = "[\(Qualified.timedEvent)]"
    var members = [
      declaration(
        ["\(memberModifiers)static func timedEvents(in _$state: Self) -> \(listed) {"]
          + timedSwitch(.returned) + ["}"])
    ]
    // A tree whose held tables time events says it with its scopes (`scopeMembers()`).
    if !plan.composites.contains(where: \.held.times) {
      members.append(
        declaration(["\(memberModifiers)static var _hasTimers: Swift.Bool {", "true", "}"]))
    }
    // A tree with scopes of its own lists each scope's events with `_timedEvents(of:scope:)`,
    // which the runtime's `_forEachTimedEvent` reads.
    if !hasScopes {
      members.append(
        declaration(
          [
            "\(memberModifiers)static func _forEachTimedEvent(of _$state: Self, "
              + "scope _$scope: Swift.Int, _ _$body: (\(Qualified.timedEvent)) -> Swift.Void) {",
            "guard _$scope == 0 else {", "return", "}",
          ] + timedSwitch(.passed(to: "_$body")) + ["}"]))
    }
    return members
  }

  /// What a `switch` of timed events does with a state's events.
  enum TimedResult {
    /// Returns them, as an array.
    case returned
    /// Appends them to the array `name`.
    case appended(to: String)
    /// Calls the function `name` with each, in order.
    case passed(to: String)
  }

  /// A `switch` over `subject`, a state of a table planned as `plan` (of `stateCount` states,
  /// its events `events`), doing with each timed state's events what `result` says, each delay
  /// as `delay` spells it: the one listing of a table's timers, for the machine's
  /// `timedEvents(in:)` and `_forEachTimedEvent(of:scope:_:)`, and each table of a tree's (a
  /// region's of a struct among them: `tableScopeFunctions`).
  static func timedEventsSwitch(
    over subject: String, plan: TransitionPlan, stateCount: Int, events: [CaseModel],
    delay: (PlannedDelay) -> String, result: TimedResult
  ) -> [String] {
    var lines = ["switch \(subject) {"]
    for stateTimers in plan.timers {
      let timed = stateTimers.timers.map { timer in
        "\(Qualified.timedEvent)(event: \(caseExpression(events[timer.event.index], arguments: []))"
          + ", delay: \(delay(timer.delay)))"
      }
      lines.append("case .\(escapedMember(stateTimers.state.name)):")
      switch result {
      case .returned: lines.append("return [\(timed.joined(separator: ", "))]")
      case .appended(let name): lines.append("\(name) += [\(timed.joined(separator: ", "))]")
      case .passed(let name): lines += timed.map { "\(name)(\($0))" }
      }
    }
    if plan.timers.count < stateCount {
      if case .returned = result {
        lines += ["default:", "return []"]
      } else {
        lines += ["default:", "break"]
      }
    }
    return lines + ["}"]
  }
}
