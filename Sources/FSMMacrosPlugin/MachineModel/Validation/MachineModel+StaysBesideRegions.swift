import SwiftDiagnostics

// A row that stays and a struct of regions held by a state, on the same event: not yet. W3C
// selects, for each region of the struct taking nothing, the first enabled row of the states
// around it, and a row that stays exits nothing, so it conflicts with no other row: it is
// taken beside a region's row that leaves the struct, or beside a row around the struct that a
// region taking nothing selects. FSM's step tries the rows around a composite state only when
// the machine it holds takes nothing, and ends a struct's step at a row leaving it, which is
// W3C's answer only when no row that stays is among them (the Design article, "Rows that
// stay").

extension MachineModel {
  /// Reports each row that stays inside a struct of regions held by a state of a table in
  /// `composites` (at any depth) on an event a row of a table around the struct, or a row
  /// leaving a machine inside it, takes; and each row that stays around one on an event a row
  /// inside takes. `around`: the tables holding `composites`, from the top down.
  static func checkStaysBesideRegions(
    _ composites: [PlannedComposite], around: [MachineModel],
    into diagnostics: inout DiagnosticCollector
  ) {
    var reported: Set<String> = []
    check(composites, around: around, reported: &reported, into: &diagnostics)
  }

  private static func check(
    _ composites: [PlannedComposite], around: [MachineModel], reported: inout Set<String>,
    into diagnostics: inout DiagnosticCollector
  ) {
    for planned in composites {
      switch planned.held {
      case .states(let model, let plan):
        check(plan.composites, around: around + [model], reported: &reported, into: &diagnostics)
      case .regions(let model, let plans):
        let inside = planned.held.models
        let insideEvents = Set(inside.flatMap { $0.rows.map(\.event) })
        let aroundEvents = Set(around.flatMap { $0.rows.map(\.event) })
        let leavingEvents = Set(
          inside.flatMap { $0.rows.filter { $0.leavingTo != nil }.map(\.event) })
        for table in around {
          for row in table.rows where row.stays && insideEvents.contains(row.event) {
            report(
              row, in: table, reported: &reported,
              reason: "around a struct of regions held by a state is not supported yet when a "
                + "row inside the struct also takes '\(row.event)'", into: &diagnostics)
          }
        }
        for table in inside {
          for row in table.rows where row.stays {
            let across = aroundEvents.contains(row.event)
            guard across || leavingEvents.contains(row.event) else { continue }
            report(
              row, in: table, reported: &reported,
              reason: "inside a struct of regions held by a state is not supported yet when "
                + (across ? "a row around the struct" : "a row leaving a machine inside it")
                + " also takes '\(row.event)'", into: &diagnostics)
          }
        }
        for (region, plan) in zip(model.regions, plans) {
          check(
            plan.composites, around: around + [region.model], reported: &reported,
            into: &diagnostics)
        }
      }
    }
  }

  /// Reports `row`, a row that stays in `table`, once however many structs it is met from.
  private static func report(
    _ row: RowModel, in table: MachineModel, reported: inout Set<String>, reason: String,
    into diagnostics: inout DiagnosticCollector
  ) {
    guard reported.insert("\(table.name)#\(row.index)").inserted else { return }
    diagnostics.report(
      .unsupportedRowSyntax(
        reason: "a row that stays on '\(row.event)' \(reason) (W3C takes both rows: one that "
          + "stays exits nothing; the Design article, \"Rows that stay\")"),
      at: row.anchors.row)
  }
}
