import SwiftSyntax

extension Generator {
  /// For a machine with an `enum Activity`: `Activities` (the declarations' type), the activities
  /// each state runs (`_activities()`), where a superstate's activity stops
  /// (`_leavesScope(of:from:to:moved:)`), and `ActivityHandlers`, one typed handler per declared
  /// activity. A machine without keeps the runtime's defaults, which run none.
  func activityMembers() -> [DeclSyntax] {
    guard model.activityCases != nil else { return [] }
    if !plan.composites.isEmpty {
      return treeActivityMembers()
    }
    var members = [
      declaration([
        "\(access)typealias Activities = \(Qualified.runtime).ActivityDeclaration<\(typeName)>"
      ])
    ]
    let planned = plan.activities
    guard !planned.isEmpty else { return members + [activityHandlers([])] }
    members.append(
      declaration(["\(memberModifiers)static var _hasActivities: Swift.Bool {", "true", "}"]))
    let cases = planned.map { "Activity.Case.\(escapedMember($0.activity.name))" }
    members.append(
      staticConstant("_activityCases", "[Activity.Case]", "[\(cases.joined(separator: ", "))]"))
    members.append(activitiesFunction(planned))
    if planned.contains(where: { $0.superstate != nil }) {
      members.append(leavesScopeFunction(planned))
    }
    members.append(activityHandlers(planned))
    return members
  }

  /// `_activities()`: a `switch` over the state, each case listing its activities, its superstates'
  /// outermost first, then its own, each built from the state's payload.
  func activitiesFunction(_ planned: [PlannedActivity]) -> DeclSyntax {
    let stateActivity = "\(Qualified.runtime).StateActivity<Self>"
    var lines = ["\(memberModifiers)func _activities() -> [\(stateActivity)] {", "switch self {"]
    let (cases, covered) = activityCaseLines(
      planned, offset: 0, stateActivity: stateActivity, returning: { "return [\($0)]" })
    lines += cases
    if covered < model.states.count {
      lines += ["default:", "return []"]
    }
    lines += ["}", "}"]
    return declaration(lines)
  }

  /// The `case` lines of a `switch` over this table's states, one per state that runs activities:
  /// its activities (numbered from `offset`) as `StateActivity` values, their superstates'
  /// outermost first, then its own, handed to `returning`; and how many states have one.
  func activityCaseLines(
    _ planned: [PlannedActivity], offset: Int, stateActivity: String,
    returning: (String) -> String
  ) -> (lines: [String], covered: Int) {
    var lines: [String] = []
    var covered = 0
    for (index, state) in model.states.enumerated() {
      // Outermost superstate first: the chain is innermost first.
      let chain = (plan.superstateChains[index] ?? []).reversed().map(\.index)
      let running = planned.filter { $0.constructions[index] != nil }.sorted { a, b in
        let depthA = a.superstate.map { chain.firstIndex(of: $0.index) ?? 0 } ?? chain.count
        let depthB = b.superstate.map { chain.firstIndex(of: $0.index) ?? 0 } ?? chain.count
        return (depthA, a.declaration) < (depthB, b.declaration)
      }
      guard !running.isEmpty else { continue }
      covered += 1
      var bound: Set<Int> = []
      for activity in running {
        for argument in activity.constructions[index]?.arguments ?? [] {
          if case .source(let position) = argument.value {
            bound.insert(position)
          }
        }
      }
      let values = running.map { activity in
        "\(stateActivity)(declaration: \(offset + activity.declaration), activity: "
          + "\(caseExpression(activity.constructions[index]!)))"
      }
      lines += [
        "case \(pattern(state, binding: bound, bindingPrefix: "_$s")):",
        returning(values.joined(separator: ", ")),
      ]
    }
    return (lines, covered)
  }

  /// `_leavesScope(of:from:to:moved:)`: a superstate's activity stops when the move's target is
  /// outside it (its source is inside: the activity runs); a case's, with every move.
  func leavesScopeFunction(_ planned: [PlannedActivity]) -> DeclSyntax {
    var lines = [
      "\(memberModifiers)static func _leavesScope(of declaration: Swift.Int, from: Self, to: Self, "
        + "moved: Swift.UInt64) -> Swift.Bool {",
      "switch declaration {",
    ]
    for activity in planned {
      guard let superstate = activity.superstate else { continue }
      lines += [
        "case \(activity.declaration):",
        "return !Self.superstates(of: to.case).contains(Superstate.\(escapedMember(superstate.name)))",
      ]
    }
    // A case's activity: every move but a row that stays, which moves nothing.
    lines += ["default:", "return moved != 0", "}", "}"]
    return declaration(lines)
  }

  /// `struct ActivityHandlers`: one stored handler per declared activity, typed by its
  /// declaration (the activity's values and a context in; the `done:` event's values out; it
  /// throws only when a `failed:` event takes the error), and `run`, which calls the handler
  /// and builds the outcome event.
  func activityHandlers(
    _ planned: [PlannedActivity], machineType: String? = nil, access: String? = nil
  ) -> DeclSyntax {
    let typeName = machineType ?? self.typeName
    let access = access ?? self.access
    let context = "\(Qualified.runtime).ActivityContext<\(typeName)>"
    var seen: Set<String> = []
    let handled = planned.filter { seen.insert($0.activity.name).inserted }
    var properties: [String] = []
    var parameters: [String] = []
    var assignments: [String] = []
    var runCases: [String] = []
    for activity in handled {
      let activityCase = model.activityCases![activity.activity.index]
      let name = escapedMember(activity.activity.name)
      let inputs = activityCase.parameters.enumerated().map { position, parameter in
        "_ \(parameter.label.map(escaped) ?? "value\(position)"): \(parameter.type)"
      }
      let doneParameters = activity.done.map { model.events[$0.index].parameters } ?? []
      let output: String
      switch doneParameters.count {
      case 0: output = "Swift.Void"
      case 1: output = doneParameters[0].type
      default:
        output =
          "("
          + doneParameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
          .joined(separator: ", ") + ")"
      }
      let throwsClause = activity.failed == nil ? "" : " throws"
      let type =
        "@Sendable (\((inputs + ["_ context: \(context)"]).joined(separator: ", "))) async"
        + "\(throwsClause) -> \(output)"
      properties.append("\(access)var \(name): \(type)")
      parameters.append("\(name): @escaping \(type)")
      assignments.append("self.\(name) = \(name)")
      let arguments = activityCase.parameters.indices.map { "_$a\($0)" }
      let pattern =
        arguments.isEmpty
        ? ".\(name)" : ".\(name)(\(arguments.map { "let \($0)" }.joined(separator: ", ")))"
      let call = "await \(name)(\((arguments + ["context"]).joined(separator: ", ")))"
      var doneEvent = "Swift.Optional<Event>.none"
      if let done = activity.done {
        let event = model.events[done.index]
        let values: [String]
        switch doneParameters.count {
        case 0: values = []
        case 1: values = ["_$value"]
        default: values = doneParameters.indices.map { "_$value.\($0)" }
        }
        doneEvent = Self.caseExpression(event, arguments: values)
      }
      runCases.append("case \(pattern):")
      // The handler's call, its value kept when the `done:` event has values to take.
      let keeps = activity.done != nil && !doneParameters.isEmpty
      let returnDone = activity.done == nil ? "return nil" : "return \(doneEvent)"
      guard let failed = activity.failed else {
        runCases += [keeps ? "let _$value = \(call)" : call, returnDone]
        continue
      }
      let failedEvent = model.events[failed.index]
      let failure: String
      switch activity.failure {
      case .none: failure = Self.caseExpression(failedEvent, arguments: [])
      case .description:
        failure = Self.caseExpression(failedEvent, arguments: ["Swift.String(describing: error)"])
      case .error: failure = Self.caseExpression(failedEvent, arguments: ["error"])
      }
      runCases += [
        "do {",
        keeps ? "let _$value = try \(call)" : "try \(call)",
        returnDone,
        "} catch {",
        "return \(failure)",
        "}",
      ]
    }
    var lines = [
      "struct ActivityHandlers: \(Qualified.runtime).ActivityHandling {",
      "\(access)typealias Definition = \(typeName)",
    ]
    lines += properties
    lines += ["\(access)init(\(parameters.joined(separator: ", "))) {"] + assignments + ["}"]
    lines += [
      "\(access)func run(_ activity: Activity, context: \(context)) async -> Event? {",
      "switch activity {",
    ]
    lines += runCases
    if handled.count < model.activityCases!.count {
      lines += ["default:", "return nil"]
    }
    lines += ["}", "}", "}"]
    // `Machine` runs activities; Embedded Swift has no `Machine` (a value reports its activities
    // there).
    let documentation = [
      "/// Runs the activities of `activities`: one handler per activity, given the activity's",
      "/// values and a context, returning its `done:` event's values.",
    ]
    return declaration(
      ["#if !hasFeature(Embedded)"]
        + nonisolatedTypeLines(access, lines, documentation: documentation) + ["#endif"])
  }
}
