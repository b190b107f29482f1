import SwiftDiagnostics
import SwiftSyntax

// What only a machine with regions can get wrong, checked once its regions have been validated
// and planned as machines' enums are.

extension RegionMachineModel {
  /// The checks of the struct: names that clash with its properties, conditions on other
  /// regions, and, once the tables have no errors (as a machine's whole-machine warnings wait),
  /// events no region takes.
  func validate(into diagnostics: inout DiagnosticCollector, checksConditions: Bool = true) {
    checkNames(into: &diagnostics)
    if checksConditions {
      checkConditions(into: &diagnostics)
    }
    if !diagnostics.hasErrors {
      checkEvents(into: &diagnostics)
    }
  }

  /// Each `.whenIn` condition names another region, and one of its cases. A condition that does
  /// not is reported and never holds in the generated code (which then compiles, so the user
  /// sees this message and the compiler's, not a third inside the expansion).
  func checkConditions(into diagnostics: inout DiagnosticCollector) {
    for region in regions {
      let own = region.property
      for row in region.model.rows + region.model.eventlessRows {
        for condition in row.conditions {
          let part = condition.anchor.node?.as(FunctionCallExprSyntax.self)
          guard let other = regions.first(where: { $0.property == condition.region }) else {
            diagnostics.report(
              .unknownRegion(region: condition.region, regions: regionList),
              at: condition.anchor,
              fixIts: Self.replacing(
                part?.calledExpression.as(MemberAccessExprSyntax.self), condition.region,
                among: regions.map(\.property).filter { $0 != own }))
            continue
          }
          // The region's case: the state named, or the composite state a deeper one is in
          // (the compiler checks the rest of the path, the region's `Part`).
          let state = condition.path.dropFirst().first ?? ""
          let written =
            part?.arguments.first?.expression.as(MemberAccessExprSyntax.self)
            ?? part?.arguments.first?.expression.as(FunctionCallExprSyntax.self)?
            .calledExpression.as(MemberAccessExprSyntax.self)
          if other.property == own {
            diagnostics.report(.conditionOnOwnRegion(region: own), at: condition.anchor)
          } else if !other.model.states.contains(where: { $0.name == state }) {
            diagnostics.report(
              .unknownRegionCase(
                region: other.property, state: state,
                cases: other.model.states.map { "'\($0.name)'" }.joined(separator: ", ")),
              at: condition.anchor,
              fixIts: Self.replacing(written, state, among: other.model.states.map(\.name)))
          }
        }
      }
    }
  }

  /// What each name of `path` is, from the struct down (the Design article, "Conditions and
  /// names at any level"): its region (`false`), then states (`true`) and the regions of the
  /// structs they hold; `nil`, with the reason, when a name is neither where it stands.
  /// `plans`: the regions' plans, with the machines their states hold.
  func resolve(
    _ path: [String], plans: [TransitionPlan]
  ) -> (kinds: [Bool]?, reason: String?) {
    guard let index = regions.firstIndex(where: { $0.property == path.first }),
      index < plans.count
    else {
      return (nil, "'\(name)' has no region '\(path.first ?? "")'")
    }
    guard path.count > 1 else { return (nil, "name a case of region '\(regions[index].property)'") }
    let (kinds, reason) = regions[index].model.resolve(
      Array(path.dropFirst()), composites: plans[index].composites)
    return (kinds.map { [false] + $0 }, reason)
  }

  /// The `.whenIn` conditions that name a state inside a composite state, and those of every
  /// table the regions' states hold (eventless and completion rows' too), resolved against the
  /// struct: each names a state (`unknownPart`), beside the row's own region
  /// (`conditionOnOwnRegion`) and not excluding it (`conditionNeverHolds`). A region's own
  /// conditions on a region's case are `checkConditions`'.
  func checkTreeConditions(_ plans: [TransitionPlan], into diagnostics: inout DiagnosticCollector) {
    for (region, plan) in zip(regions, plans) {
      let tables =
        [(region.model, [region.property])]
        + MachineModel.heldTables(plan.composites, below: [region.property])
      for (table, tablePath) in tables {
        let ownRows = tablePath.count == 1
        for condition in (table.rows + table.eventlessRows).flatMap(\.conditions) {
          if ownRows {
            // Reported by `checkConditions` when its region or that region's case is wrong.
            guard condition.path.count > 2, condition.region != region.property,
              let other = regions.first(where: { $0.property == condition.region }),
              other.model.states.contains(where: { $0.name == condition.path[1] })
            else { continue }
          }
          MachineModel.checkCondition(
            condition, inTableAt: tablePath, tableName: table.name, machine: name,
            resolved: resolve(condition.path, plans: plans), into: &diagnostics)
        }
      }
    }
  }

  /// A fix-it replacing the misspelled `name` of `member` with the closest of `candidates`, if
  /// one is close.
  static func replacing(
    _ member: MemberAccessExprSyntax?, _ name: String, among candidates: [String]
  ) -> [FixIt] {
    guard let member, let suggestion = closestName(to: name, among: candidates) else { return [] }
    let old = member.declName.baseName
    return [
      FixIt(
        message: FSMFixIt("replace '\(name)' with '\(suggestion)'", id: "replaceName"),
        changes: [
          .replace(
            oldNode: Syntax(old), newNode: Syntax(old.with(\.tokenKind, .identifier(suggestion))))
        ])
    ]
  }

  /// An event no region's row takes is reported once, naming the regions.
  func checkEvents(into diagnostics: inout DiagnosticCollector) {
    let used = Set(regions.flatMap { ($0.model.rows + $0.model.heldRows).map(\.event) })
    for event in events where !used.contains(event.name) {
      diagnostics.report(
        .eventNoRegionAccepts(
          event: event.name,
          regions: regions.map { "'\($0.property)'" }.joined(separator: ", ")),
        at: event.anchor)
    }
  }

  /// An event without a payload named like a property (a region, most often): its method would
  /// redeclare the property.
  func checkNames(into diagnostics: inout DiagnosticCollector) {
    for event in events
    where EventMethodClash.of(event, userMembers: userMembers, properties: properties)
      == .property
    {
      diagnostics.report(
        .nameClash(
          name: event.name,
          reason: "the event's method '\(event.name)()' would redeclare the property "
            + "'\(event.name)' of '\(name)'; rename one of them"),
        at: event.anchor)
    }
  }
}
