import SwiftSyntax

/// Activities in a tree of machines (the Design article, "Written once"): every table of the tree
/// may declare `activities`, each activity bound to a case or a superstate of its table.
/// Declarations are numbered across the tree, table by table in scope order (the top's, then the
/// machines its states hold, a struct's regions in declaration order), so that `StateActivity`'s
/// `declaration` names one activity of the whole machine; one `ActivityHandlers` runs them all.
///
/// An activity's scope is left as W3C SCXML cancels an invocation: when its state is exited. A
/// `Machine` asks with the scopes a step moved (`_scopesMoved`, a bit per table): a case's activity
/// stops when its table's state was entered anew or left (its scope's bit); a superstate's,
/// when besides that its table's state is no longer in the superstate, or the table itself was
/// entered anew (the scope of the table holding it moved: its composite state was entered).
extension Generator {
  /// One table of the tree at its place, numbered as scopes are.
  struct TablePlace {
    var scope: Int
    /// The scope of the table whose composite state holds this one; `nil` at the top.
    var parent: Int?
    var path: [String]
    var generator: Generator
    /// How the table's value is reached from the top's: each composite state on the way (a
    /// case of the table above it, whose value it binds), and each region of a held struct.
    var steps: [ValueStep]
    /// The number of the table's first activity declaration.
    var firstActivity: Int
  }

  enum ValueStep {
    case composite(CaseModel)
    case region(String)
  }

  /// Every table of the tree, in scope order, starting at this one (scope `scope`).
  func tablePlaces(
    scope: inout Int, parent: Int?, path: [String], steps: [ValueStep], activity: inout Int,
    into places: inout [TablePlace]
  ) {
    let own = scope
    scope += 1
    places.append(
      TablePlace(
        scope: own, parent: parent, path: path, generator: self, steps: steps,
        firstActivity: activity))
    activity += plan.activities.count
    for (index, state) in model.states.enumerated() {
      guard let planned = composite(atState: index) else { continue }
      let heldPath = path + [planned.composite.state]
      let heldSteps = steps + [.composite(state)]
      switch planned.held {
      case .states(let model, let plan):
        Generator(model: model, plan: plan).tablePlaces(
          scope: &scope, parent: own, path: heldPath, steps: heldSteps, activity: &activity,
          into: &places)
      case .regions(let model, let plans):
        for (region, plan) in zip(model.regions, plans) {
          Generator(model: region.model, plan: plan).tablePlaces(
            scope: &scope, parent: own, path: heldPath + [region.property],
            steps: heldSteps + [.region(region.property)], activity: &activity, into: &places)
        }
      }
    }
  }

  /// The tables of the tree whose states hold machines, from the top.
  var treePlaces: [TablePlace] {
    var scope = 0
    var activity = 0
    var places: [TablePlace] = []
    tablePlaces(
      scope: &scope, parent: nil, path: [], steps: [], activity: &activity, into: &places)
    return places
  }

  /// Whether a table of the tree, the top's included, declares an activity.
  var treeRunsActivities: Bool {
    model.activityCases != nil && treePlaces.contains { !$0.generator.plan.activities.isEmpty }
  }

  /// For a tree of machines with an `enum Activity`: the members `activityMembers()` adds for a
  /// machine, every table's activities numbered across the tree.
  func treeActivityMembers() -> [DeclSyntax] {
    let alias = declaration([
      "\(access)typealias Activities = \(Qualified.runtime).ActivityDeclaration<\(typeName)>"
    ])
    return [alias]
      + Self.treeActivityMembers(
        treePlaces, handlers: { activityHandlers($0) }, constant: staticConstant,
        memberModifiers: memberModifiers)
  }

  /// The activity members of a tree whose tables are `places` (in scope order), for an enum at
  /// the top (one table held by nobody) or a struct of regions (each region's table held by
  /// nobody): `_hasActivities`, `_activityCases`, `_activities()` (each table held by nobody
  /// that runs some, from the top's value), every table's `_$activitiesIn$`, where each stops
  /// (`_leavesScope(of:from:to:moved:)`), and `handlers` for every activity declared once;
  /// `constant` declares a static constant as the machine's type may hold one.
  static func treeActivityMembers(
    _ places: [TablePlace], handlers: ([PlannedActivity]) -> DeclSyntax,
    constant: (String, String, String) -> DeclSyntax, memberModifiers: String
  ) -> [DeclSyntax] {
    let all = places.flatMap { $0.generator.plan.activities }
    var seen: Set<String> = []
    let declared = handlers(all.filter { seen.insert($0.activity.name).inserted })
    guard !all.isEmpty else { return [declared] }
    var members = [
      declaration(["\(memberModifiers)static var _hasActivities: Swift.Bool {", "true", "}"])
    ]
    let cases = all.map { "Activity.Case.\(escapedMember($0.activity.name))" }
    members.append(
      constant("_activityCases", "[Activity.Case]", "[\(cases.joined(separator: ", "))]"))
    let stateActivity = "\(Qualified.runtime).StateActivity<Self>"
    let running = runningTables(places)
    // A table held by nobody is reached from the top's value through its region, if any.
    let calls = places.filter { $0.parent == nil && running.contains($0.path) }.map { root in
      let value = root.steps.reduce("self") { value, step in
        guard case .region(let property) = step else { return value }
        return "\(value).\(escapedMember(property))"
      }
      return "Self.\(traceName("activitiesIn", root.path))(\(value), &_$activities)"
    }
    members.append(
      declaration(
        [
          "\(memberModifiers)func _activities() -> [\(stateActivity)] {",
          "var _$activities: [\(stateActivity)] = []",
        ] + calls + ["return _$activities", "}"]))
    for place in places where running.contains(place.path) {
      members.append(activitiesFunction(place, running: running))
    }
    members.append(leavesScopeFunction(places, memberModifiers: memberModifiers))
    return members + [declared]
  }

  /// The paths of the tables that declare an activity, or hold one that does: each has a
  /// `_$activitiesIn$` function.
  static func runningTables(_ places: [TablePlace]) -> Set<[String]> {
    Set(
      places.filter { place in
        places.contains { other in
          other.path.starts(with: place.path) && !other.generator.plan.activities.isEmpty
        }
      }.map(\.path))
  }

  /// `_$activitiesIn$<path>`: the activities of one table's value, its own (superstates outermost
  /// first, then its case's), then those of the machine its composite state holds.
  static func activitiesFunction(_ place: TablePlace, running: Set<[String]>) -> DeclSyntax {
    let table = place.generator
    let type = place.path.isEmpty ? "Self" : table.model.typeName
    let stateActivity = "\(Qualified.runtime).StateActivity<Self>"
    var lines = [
      "/// The activities `_$value` runs, added to `_$activities`, outermost first.",
      "private nonisolated static func \(Self.traceName("activitiesIn", place.path))(_ _$value: \(type), "
        + "_ _$activities: inout [\(stateActivity)]) {",
    ]
    let own = table.plan.activities
    if !own.isEmpty {
      let (cases, covered) = table.activityCaseLines(
        own, offset: place.firstActivity, stateActivity: stateActivity,
        returning: { "_$activities += [\($0)]" })
      lines += ["switch _$value {"] + cases
      if covered < table.model.states.count {
        lines += ["default:", "break"]
      }
      lines.append("}")
    }
    var held: [String] = []
    var covered = 0
    for (index, state) in table.model.states.enumerated() {
      guard let planned = table.composite(atState: index) else { continue }
      let heldPath = place.path + [planned.composite.state]
      let calls: [String]
      switch planned.held {
      case .states:
        guard running.contains(heldPath) else {
          continue
        }
        calls = ["Self.\(Self.traceName("activitiesIn", heldPath))(_$s0, &_$activities)"]
      case .regions(let model, _):
        calls = model.regions.compactMap { region in
          let regionPath = heldPath + [region.property]
          guard running.contains(regionPath) else { return nil }
          return
            "Self.\(Self.traceName("activitiesIn", regionPath))(_$s0.\(escapedMember(region.property)), "
            + "&_$activities)"
        }
      }
      guard !calls.isEmpty else { continue }
      covered += 1
      held += ["case \(table.pattern(state, binding: [0], bindingPrefix: "_$s")):"] + calls
    }
    if !held.isEmpty {
      lines += ["switch _$value {"] + held
      if covered < table.model.states.count {
        lines += ["default:", "break"]
      }
      lines.append("}")
    }
    return declaration(lines + ["}"])
  }

  /// `_leavesScope(of:from:to:moved:)` of a tree, `moved` being the scopes the move left or
  /// entered anew (`_scopesMoved`): a case's activity stops when its scope moved; a superstate's
  /// when, besides, the scope holding its table moved too, or its table's state in `to` is not
  /// in the superstate.
  static func leavesScopeFunction(_ places: [TablePlace], memberModifiers: String) -> DeclSyntax {
    var lines = [
      "\(memberModifiers)static func _leavesScope(of declaration: Swift.Int, from: Self, to: Self, "
        + "moved: Swift.UInt64) -> Swift.Bool {",
      "switch declaration {",
    ]
    var ranges: [String] = []
    for place in places {
      let table = place.generator
      let activities = table.plan.activities
      guard !activities.isEmpty else { continue }
      let first = place.firstActivity
      // A case's activity: its scope moved. Listed by number, none twice (a superstate's has its
      // own `case`).
      let cases = activities.filter { $0.superstate == nil }.map { "\(first + $0.declaration)" }
      if !cases.isEmpty {
        ranges += [
          "case \(cases.joined(separator: ", ")):", "return moved & (1 << \(place.scope)) != 0",
        ]
      }
      for activity in activities {
        guard let superstate = activity.superstate else { continue }
        lines += ["case \(first + activity.declaration):"]
        lines += Self.leavesSuperstateLines(place, superstate: superstate)
      }
    }
    lines += ranges + ["default:", "return true", "}", "}"]
    return declaration(lines)
  }

  /// How the value of the table at `place` is reached from `subject`, a value of the machine at
  /// the top: the `if` conditions binding each composite state's value on the way (none at the
  /// top), and the expression of the table's value once they hold.
  func reach(_ place: TablePlace, from subject: String) -> (conditions: [String], value: String) {
    var conditions: [String] = []
    var value = subject
    var depth = 0
    for step in place.steps {
      switch step {
      case .composite(let state):
        depth += 1
        let prefix = "_$v\(depth)_"
        conditions.append("case \(pattern(state, binding: [0], bindingPrefix: prefix)) = \(value)")
        value = "\(prefix)0"
      case .region(let property):
        value += ".\(escapedMember(property))"
      }
    }
    return (conditions, value)
  }

  /// Whether a move leaves `superstate` of the table at `place`, whose state before it was in
  /// the superstate: its scope moved, and either the scope holding its table moved too or the
  /// table's state in `to` is not in it.
  static func leavesSuperstateLines(_ place: TablePlace, superstate: CaseReference) -> [String] {
    var lines = ["guard moved & (1 << \(place.scope)) != 0 else {", "return false", "}"]
    if let parent = place.parent {
      lines += ["if moved & (1 << \(parent)) != 0 {", "return true", "}"]
    }
    return lines + ["return !Self.\(Self.withinName(place, superstate))(to)"]
  }
}
