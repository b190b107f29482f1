import SwiftDiagnostics

// A row that stays and a struct of regions held by a state, on the same event: partly not yet.
// W3C selects, for each region of the struct taking nothing, the first enabled row of the
// states around it, and a row that stays exits nothing, so it conflicts with no other row: it
// is taken beside a region's row that leaves the struct, or beside a row around the struct that
// a region taking nothing selects. The struct's step takes the first (a region's row that stays
// beside another's leaving it, `Generator.staysBesideLeaving`); FSM's step tries the rows around
// a composite state only when the machine it holds takes nothing, which is W3C's answer only
// when no row that stays is among them (the Design article, "Rows that stay"). One more shape is
// taken (`TransitionPlan.staysAroundRegions(of:)`): the holding table's own rows, beside rows
// inside that move within their regions or stay.

extension TransitionPlan {
  /// The events on which a row of this table that stays, from the state holding `planned` (a
  /// struct of regions), is taken beside the rows inside: when a region takes nothing and the
  /// first enabled row of this table for the state stays (W3C selects it for that region, and
  /// it conflicts with nothing), its effect comes where that region is; and on which a move of
  /// this table is taken beside rows inside that stay, when no region moves. Only where a row
  /// inside takes the event and `staysAroundRefusal(of:on:)` finds nothing else in play.
  func staysAroundRegions(of planned: PlannedComposite) -> Set<String> {
    guard case .regions(_, let plans) = planned.held,
      let branch = branches.first(where: { $0.state.name == planned.composite.state })
    else { return [] }
    let events = Self.eventBranches(inside: plans)
    let inside = Set(events.map(\.event.name))
    let staying = Set(events.filter { $0.rows.contains(where: \.target.stays) }.map(\.event.name))
    // A row that stays of this table, or a move beside rows inside that stay.
    return Set(
      branch.events.filter { own in
        (own.rows.contains(where: \.target.stays) || staying.contains(own.event.name))
          && inside.contains(own.event.name)
          && staysAroundRefusal(of: planned, on: own.event.name) == nil
      }.map(\.event.name))
  }

  /// Why a row of this table that stays on `event`, from the state holding `planned`, is not
  /// taken beside the struct of regions it holds (the end of a diagnostic's sentence), or `nil`
  /// when it is: none of this table's rows from the state on the event that stay has `build:`
  /// (it would rebuild what moved inside), no region holds a struct of its own (whose regions
  /// taking nothing would select the rows around the region's composite state first), no row
  /// inside leaves the struct on the event, and when a row inside stays on it, every row of this
  /// table from the state on it stays or moves to another case it names (`movesBesideStays`),
  /// which is taken beside rows inside that only stay. A table further out that takes the event
  /// beside rows inside that stay is the caller's to check.
  func staysAroundRefusal(of planned: PlannedComposite, on event: String) -> String? {
    guard case .regions(_, let plans) = planned.held else { return nil }
    let quoted = "'\(event)'"
    let own = rows(from: planned.composite.state, on: [event])
    let inside = Self.eventBranches(inside: plans).filter { $0.event.name == event }
      .flatMap(\.rows)
    if own.contains(where: { $0.target == .stay(builds: true) }) {
      return "with 'build:' when a row inside the struct also takes \(quoted) (the value it "
        + "builds would replace what moves inside)"
    }
    if plans.contains(where: Self.holdsRegions) {
      return "when a row inside the struct also takes \(quoted) and a region of it holds a "
        + "struct of regions"
    }
    if inside.contains(where: { if case .leave = $0.target { true } else { false } }) {
      return "when a row inside the struct leaves it on \(quoted)"
    }
    if inside.contains(where: \.target.stays),
      !own.allSatisfy({ Self.movesBesideStays($0, from: planned.composite.state) })
    {
      return "when a row inside the struct also stays on \(quoted) and a row of this table from "
        + "the same state goes on it to a history, out of the table, back to the state, or "
        + "where its 'build:' says"
    }
    return nil
  }

  /// The events on which a row of this table that stays, from `state` — a state around the
  /// struct of regions `planned` that `holder`'s table holds, through held enums only (no
  /// struct of regions between them) — is taken beside the rows inside: W3C selects, for a
  /// region that takes nothing, the first enabled row of the states around it, the nearest
  /// table first, and a row that stays conflicts with nothing. Where the rows inside on the
  /// event move within their regions or stay (none leaves), and the holder would take its own
  /// row that stays there too (`staysAroundRefusal(of:on:)` finds nothing), for rows of this
  /// table that stay without `build:`; beside a row inside that stays, only where every table
  /// further out has only such rows on the event (the caller's to check). Which table's row is
  /// taken is decided at run time: each table on the way, from the holder out, takes its first
  /// enabled row for the state (a move is dropped beside the moves inside) or, with none, hands
  /// the region that took nothing to the next. And on which a move of this table to another
  /// case it names is taken beside rows inside that stay, when none moves (W3C's selection for
  /// the region that took nothing, which conflicts with no row that stays): where a row inside
  /// stays on the event and every row of this table from the state on it stays or moves so
  /// (`movesBesideStays`).
  func staysFurtherOut(
    from state: String, around planned: PlannedComposite, heldIn holder: TransitionPlan
  ) -> Set<String> {
    guard case .regions(_, let plans) = planned.held,
      let branch = branches.first(where: { $0.state.name == state })
    else { return [] }
    let inside = Self.eventBranches(inside: plans)
    let taken = Set(inside.map(\.event.name))
    let staying = Set(inside.filter { $0.rows.contains(where: \.target.stays) }.map(\.event.name))
    return Set(
      branch.events.filter { own in
        let event = own.event.name
        let beside =
          own.rows.contains { $0.target == .stay(builds: false) }
          || (staying.contains(event)
            && own.rows.allSatisfy { Self.movesBesideStays($0, from: state) })
        return taken.contains(event) && beside
          && !own.rows.contains { $0.target == .stay(builds: true) }
          && holder.staysAroundRefusal(of: planned, on: event) == nil
      }.map(\.event.name))
  }

  /// Whether `row`, from the state `state` holding a struct of regions, is taken beside the
  /// rows inside that stay when none moves: it stays, or it moves to another case of its table
  /// that it names (the move exits the state, as W3C's does, and a `Machine` sees it so; a
  /// history, a target handed to a table above or built at run time is not generated there).
  static func movesBesideStays(_ row: PlannedRow, from state: String) -> Bool {
    switch row.target {
    case .stay(builds: false): true
    case .construct(let construction): construction.constructed.name != state
    default: false
    }
  }

  /// The rows of this table that `state` takes on one of `events` (its superstates' and
  /// `fromAny` rows among them), in the order they are tried.
  func rows(from state: String, on events: Set<String>) -> [PlannedRow] {
    branches.filter { $0.state.name == state }.flatMap(\.events)
      .filter { events.contains($0.event.name) }.flatMap(\.rows)
  }

  /// Whether every row on `event` of `tables` — the tables further out than the holder of a
  /// struct of regions, through held enums, each from the state the struct is in — stays
  /// without `build:` or moves to another case it names (`movesBesideStays(_:from:)`): beside
  /// a row inside that stays, those are taken (a row that stays conflicts with nothing, and a
  /// move is taken when no region moved). The check and the generator both ask it.
  static func onlyMovesBesideStays(
    _ tables: [(plan: TransitionPlan, state: String)], on event: String
  ) -> Bool {
    tables.allSatisfy { table in
      table.plan.rows(from: table.state, on: [event]).allSatisfy {
        movesBesideStays($0, from: table.state)
      }
    }
  }

  /// The rows of every table of a struct whose regions' tables are `plans`, at any depth, by
  /// state and event.
  static func eventBranches(inside plans: [TransitionPlan]) -> [EventBranch] {
    plans.flatMap(PlannedHeld.tables(of:)).flatMap(\.branches).flatMap(\.events)
  }

  /// Whether a state of the table `plan`, or of a machine it holds, holds a struct of regions.
  static func holdsRegions(_ plan: TransitionPlan) -> Bool {
    plan.composites.contains { planned in
      switch planned.held {
      case .states(_, let plan): holdsRegions(plan)
      case .regions: true
      }
    }
  }
}

extension MachineModel {
  /// A table around a struct of regions, its plan, and the state of it the struct is in.
  typealias Around = (table: MachineModel, plan: TransitionPlan, state: String)

  /// Reports each row that stays inside a struct of regions held by a state of this table's
  /// `composites` (at any depth) on an event that a row around the struct from a state the
  /// struct is in takes, or, inside a struct nested in one of its regions, that a row leaving
  /// it takes; and each row that stays around one, from a state the struct is in, on an event
  /// a row inside takes.
  ///
  /// `path`: the names from the top down to this table's states (`[region]` for a region of a
  /// struct at the top), which a leaving row's target is named from.
  func checkStaysBesideRegions(
    _ plan: TransitionPlan, path: [String] = [], into diagnostics: inout DiagnosticCollector
  ) {
    var reported: Set<String> = []
    Self.check(
      plan, of: self, path: path, around: [], nearest: 0, reported: &reported,
      into: &diagnostics)
  }

  /// `nearest`: the first of `around` inside the nearest struct of regions around `holder`
  /// (from there in, the tables hold one another as enums).
  private static func check(
    _ holderPlan: TransitionPlan, of holder: MachineModel, path: [String],
    around outer: [Around], nearest: Int, reported: inout Set<String>,
    into diagnostics: inout DiagnosticCollector
  ) {
    for planned in holderPlan.composites {
      let around = outer + [(holder, holderPlan, planned.composite.state)]
      let inner = path + [planned.composite.state]
      switch planned.held {
      case .states(let model, let plan):
        check(
          plan, of: model, path: inner, around: around, nearest: nearest, reported: &reported,
          into: &diagnostics)
      case .regions(let model, let plans):
        // Only a row from a state the struct is in is enabled beside it.
        let enclosing = around.enumerated().flatMap { level, place in
          place.table.rows.filter { place.table.sourceStates(of: $0).contains(place.state) }
            .map { (place.table, $0, level) }
        }
        let inside = planned.held.models
        let insideEvents = Set(inside.flatMap { $0.rows.map(\.event) })
        let aroundEvents = Set(enclosing.map(\.1.event))
        // A row leaving the struct: for a state outside its own region of the struct (into
        // another region, the struct's state itself, or out of it).
        let leavingEvents = Set(
          zip(model.regions, plans).flatMap { region, plan in
            let own = inner + [region.property]
            return ([region.model] + plan.composites.flatMap(\.held.models)).flatMap { table in
              table.rows.filter { row in
                row.leavingTo.map { !$0.path.starts(with: own) } ?? false
              }.map(\.event)
            }
          })
        // The holding table's own row that stays, where rows inside take the event as
        // `staysAroundRefusal(of:on:)` allows; a row that stays further out, without `build:`,
        // where the holder's would be taken (`TransitionPlan.staysFurtherOut(from:around:
        // heldIn:)`). Beside a row inside that stays, only where every row further out on the
        // event, in a table holding the holder through held enums, stays without `build:` or
        // moves to another case of its table that it names (W3C takes that move beside the
        // rows inside that only stay, as the holder's). A table beyond a struct of regions
        // around the holder that stays is refused at that struct: a region of it holds a
        // struct.
        let holding = around.count - 1
        let insideStays = Set(inside.flatMap { $0.rows.filter(\.stays).map(\.event) })
        func onlyStaysFurtherOut(_ event: String) -> Bool {
          enclosing.allSatisfy { _, row, level in level >= nearest || row.event != event }
            && TransitionPlan.onlyMovesBesideStays(
              around[nearest..<holding].map { ($0.plan, $0.state) }, on: event)
        }
        for (table, row, level) in enclosing where row.stays && insideEvents.contains(row.event) {
          let event = "'\(row.event)'"
          let why: String? =
            if level < holding, row.build != nil {
              "with 'build:' when a row inside the struct also takes \(event) (the value it "
                + "builds would replace what moves inside)"
            } else if let refusal = holderPlan.staysAroundRefusal(of: planned, on: row.event) {
              refusal
            } else if insideStays.contains(row.event), !onlyStaysFurtherOut(row.event) {
              "when a row inside the struct also stays on \(event) and a table further out "
                + "takes it otherwise than by a row that stays or a move to another case it "
                + "names"
            } else {
              nil
            }
          guard let why else { continue }
          report(
            row, in: table, reported: &reported,
            reason: "around a struct of regions held by a state is not supported yet \(why)",
            into: &diagnostics)
        }
        // The step takes a region's row that stays beside a row leaving the struct, but not
        // one inside a struct of regions nested in a region, beside a row of that nested
        // struct's own that the row leaving drops.
        let nested = Set(plans.flatMap(nestedStructTables).map(\.name))
        for table in inside {
          for row in table.rows where row.stays {
            // Beside the holding table's rows that stay or move to another of its cases, and
            // rows further out that stay: taken.
            let across =
              aroundEvents.contains(row.event)
              && !(holderPlan.staysAroundRefusal(of: planned, on: row.event) == nil
                && onlyStaysFurtherOut(row.event))
            let leaving = leavingEvents.contains(row.event) && nested.contains(table.name)
            guard across || leaving else { continue }
            report(
              row, in: table, reported: &reported,
              reason: across
                ? "inside a struct of regions held by a state is not supported yet when a row "
                  + "around the struct also takes '\(row.event)'"
                : "inside a struct of regions nested in a region of another is not supported "
                  + "yet when a row leaving the outer struct also takes '\(row.event)'",
              into: &diagnostics)
          }
        }
        for (region, plan) in zip(model.regions, plans) {
          check(
            plan, of: region.model, path: inner + [region.property], around: around,
            nearest: around.count, reported: &reported, into: &diagnostics)
        }
      }
    }
  }

  /// The tables of every struct of regions held, at any depth, by a state of the table `plan`
  /// or of an enum it holds.
  private static func nestedStructTables(_ plan: TransitionPlan) -> [MachineModel] {
    plan.composites.flatMap { planned -> [MachineModel] in
      switch planned.held {
      case .states(_, let plan): nestedStructTables(plan)
      case .regions: planned.held.models
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
