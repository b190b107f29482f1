import SwiftSyntax

extension Generator {
  /// `timedEvents(in:)`, for a machine with `after:` rows: each state's timed events, with the
  /// delay expression of the row that times it, as the user wrote it (evaluated each time a
  /// machine enters the state). A machine without timers keeps the runtime's default, which has
  /// none.
  ///
  /// NB: the parameter is `_$state`, so that a delay that names a member `state` finds it.
  func timedEventsMembers() -> [DeclSyntax] {
    guard !plan.timers.isEmpty else { return [] }
    var lines = [
      "\(memberModifiers)static func timedEvents(in _$state: Case) -> [\(Qualified.timedEvent)] {",
      "switch _$state {",
    ]
    for stateTimers in plan.timers {
      let events = stateTimers.timers.map { timer in
        "\(Qualified.timedEvent)(event: \(Self.caseExpression(model.events[timer.event.index], arguments: [])), delay: "
          + "\(timer.delay.expression))"
      }
      lines += [
        "case .\(escapedMember(stateTimers.state.name)):",
        "return [\(events.joined(separator: ", "))]",
      ]
    }
    if plan.timers.count < model.states.count {
      lines += ["default:", "return []"]
    }
    lines += ["}", "}"]
    return [declaration(lines)]
  }
}
