import SwiftSyntax

extension RegionGenerator {
  /// The tables of the struct as a tree's places: each region's table (scope by scope, in
  /// declaration order), held by nobody, then the tables its states hold.
  func placesOfTree() -> [Generator.TablePlace] {
    var scope = 0
    var activity = 0
    var places: [Generator.TablePlace] = []
    for region in regions {
      Generator(model: region.model, plan: region.plan).tablePlaces(
        scope: &scope, parent: nil, path: [region.property], steps: [.region(region.property)],
        activity: &activity, into: &places)
    }
    return places
  }

  /// For a machine with regions whose regions declare `activities`: the activities of every table,
  /// numbered across the tables in scope order, as a tree's are (`Generator+TreeActivities`):
  /// `_activityCases`, `_activities()` (each region's `_$activitiesIn$`), where each stops
  /// (`_leavesScope(of:from:to:moved:)`), and `ActivityHandlers` for them all.
  func activityMembers() -> [DeclSyntax] {
    guard let first = regions.first, first.model.activityCases != nil else { return [] }
    let all = places.flatMap { $0.generator.plan.activities }
    let firstGenerator = Generator(model: first.model, plan: first.plan)
    var seen: Set<String> = []
    let handlers = firstGenerator.activityHandlers(
      all.filter { seen.insert($0.activity.name).inserted }, machineType: machine.name,
      access: access)
    guard !all.isEmpty else { return [handlers] }
    var members = [
      declaration(["\(memberModifiers)static var _hasActivities: Swift.Bool {", "true", "}"])
    ]
    let cases = all.map { "Activity.Case.\(escapedMember($0.activity.name))" }
    members.append(
      staticConstant("_activityCases", "[Activity.Case]", "[\(cases.joined(separator: ", "))]"))
    let stateActivity = "\(Qualified.runtime).StateActivity<Self>"
    let running = Generator.runningTables(places)
    let calls = regions.filter { running.contains([$0.property]) }.map {
      "Self.\(Generator.traceName("activitiesIn", [$0.property]))"
        + "(self.\(escapedMember($0.property)), &_$activities)"
    }
    members.append(
      declaration(
        [
          "\(memberModifiers)func _activities() -> [\(stateActivity)] {",
          "var _$activities: [\(stateActivity)] = []",
        ] + calls + ["return _$activities", "}"]))
    for place in places where running.contains(place.path) {
      members.append(Generator.activitiesFunction(place, running: running))
    }
    members.append(Generator.leavesScopeFunction(places, memberModifiers: memberModifiers))
    return members + [handlers]
  }
}
