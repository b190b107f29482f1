import SwiftSyntax

extension RegionGenerator {
  /// For a machine with regions whose regions declare `activities`: the tasks of every region,
  /// numbered across the regions in declaration order (`_activityCases`, `_activities()`), where
  /// each stops (`_leavesScope(of:from:to:moved:)`: a case's with every move of its region, a
  /// superstate's when its region leaves it), and `ActivityHandlers` for them all.
  func activityMembers() -> [DeclSyntax] {
    guard let first = regions.first, first.model.activityCases != nil else { return [] }
    let planned = regions.map(\.plan.activities)
    let all = planned.flatMap { $0 }
    let firstGenerator = Generator(model: first.model, plan: first.plan)
    guard !all.isEmpty else {
      return [firstGenerator.activityHandlers([], machineType: machine.name, access: access)]
    }
    var members = [
      declaration(["\(memberModifiers)static var _hasActivities: Swift.Bool {", "true", "}"])
    ]
    let cases = all.map { "Activity.Case.\(escapedMember($0.activity.name))" }
    members.append(
      staticConstant("_activityCases", "[Activity.Case]", "[\(cases.joined(separator: ", "))]"))
    let stateActivity = "\(Qualified.runtime).StateActivity<Self>"
    var function = [
      "\(memberModifiers)func _activities() -> [\(stateActivity)] {",
      "var _$activities: [\(stateActivity)] = []",
    ]
    var scopes = [
      "\(memberModifiers)static func _leavesScope(of declaration: Swift.Int, from: Self, "
        + "to: Self, moved: Swift.UInt64) -> Swift.Bool {",
      "switch declaration {",
    ]
    var offset = 0
    for (index, region) in regions.enumerated() {
      let activities = planned[index]
      defer { offset += activities.count }
      guard !activities.isEmpty else { continue }
      let generator = Generator(model: region.model, plan: region.plan)
      let (lines, covered) = generator.activityCaseLines(
        activities, offset: offset, stateActivity: stateActivity,
        returning: { "_$activities += [\($0)]" })
      function.append("switch self.\(escapedMember(region.property)) {")
      function += lines
      if covered < region.model.states.count {
        function += ["default:", "break"]
      }
      function.append("}")
      for activity in activities {
        scopes.append("case \(offset + activity.declaration):")
        if let superstate = activity.superstate {
          scopes.append(
            "return !Self.superstates(of: to.case).contains(.\(escapedMember(region.property))"
              + "(.\(escapedMember(superstate.name))))")
        } else {
          scopes.append("return moved & (1 << \(index)) != 0")
        }
      }
    }
    function += ["return _$activities", "}"]
    scopes += ["default:", "return true", "}", "}"]
    members.append(declaration(function))
    members.append(declaration(scopes))
    var seen: Set<String> = []
    let handled = all.filter { seen.insert($0.activity.name).inserted }
    members.append(
      firstGenerator.activityHandlers(handled, machineType: machine.name, access: access))
    return members
  }
}
