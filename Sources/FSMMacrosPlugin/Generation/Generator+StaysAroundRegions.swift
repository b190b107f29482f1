import SwiftSyntax

// A row of the table holding a struct of regions beside the regions' rows (the Design article,
// "Rows that stay"). W3C selects a row for each region: its own, or, for a region that takes
// nothing, the first enabled row of the states around it. A move around conflicts with a
// region's move and loses to it, but not with rows that only stay; a row that stays exits
// nothing and is taken beside any. Either is taken with its effect where the region that
// selected it comes. The struct's step says where the first region taking nothing came (`idle`:
// the number of effects emitted before it, or -1), and the holder's arm, when the struct took
// the event, tries its own rows for the state once more: it keeps a row that stays, takes a move
// when the struct only stayed (`_$stayed$<path>`), and drops it otherwise. With none of its rows
// enabled, a table whose tables around take a row that stays there hands the region on (`idle`
// of its own step function), and the next table out does the same. Generated only for the
// shapes `staysAroundRegions(of:)` and `staysFurtherOut(from:around:heldIn:)` allow.

extension CompositeTree {
  /// A table of the tree around a struct of regions, through held enums only: its plan, its
  /// path, and its state the struct is in (`state`, holding `child`).
  typealias Around = (plan: TransitionPlan, path: [String], state: String, child: [String])

  /// Adds the structs held in the table `plan` (at `path`), or at any depth below it, beside
  /// which a row of the holding table, or of a table further out (`outer`: the tables around
  /// `plan`, through held enums only, outermost first), is taken; a held step then emits, and
  /// collects every effect, when such a row has an effect, and every table has
  /// `_$stayed$<path>` when a move of the holding table may be taken beside rows inside that
  /// stay.
  mutating func takeStaysAround(of plan: TransitionPlan, path: [String], outer: [Around] = []) {
    for planned in plan.composites {
      let held = path + [planned.composite.state]
      let around = outer + [(plan, path, planned.composite.state, held)]
      switch planned.held {
      case .states(_, let inner):
        takeStaysAround(of: inner, path: held, outer: around)
      case .regions(let model, let plans):
        let events = plan.staysAroundRegions(of: planned)
        if !events.isEmpty {
          staysAround.insert(held)
          let rows = plan.rows(from: planned.composite.state, on: events)
          if rows.contains(where: { $0.target.stays && $0.effect != nil }) {
            emits = true
            collects = true
          }
          // A move of the holder beside rows inside that only stayed: the holder's arm asks
          // whether the struct only stayed (`_$stayed$<path>`, which every table then has).
          let inside = TransitionPlan.eventBranches(inside: plans)
            .filter { events.contains($0.event.name) }.flatMap(\.rows)
          if inside.contains(where: \.target.stays), rows.contains(where: { !$0.target.stays }) {
            movesBesideStays = true
            if rows.contains(where: { $0.effect != nil }) {
              emits = true
              collects = true
            }
          }
        }
        takeStaysFurtherOut(around: around, planned)
        // A struct's regions start a chain of their own: a table around the struct is beyond
        // what a region's step can hand a region that took nothing to.
        for (region, inner) in zip(model.regions, plans) {
          takeStaysAround(of: inner, path: held + [region.property])
        }
      }
    }
  }

  /// For the struct `planned` held by the last of `around`: the rows that stay of the tables
  /// further out taken beside it (`TransitionPlan.staysFurtherOut(from:around:heldIn:)`). Each
  /// table from there to the holder hands a region that took nothing outward
  /// (`passesIdle`: its step function says where it came), and each tries its own rows on
  /// those events first (`besideEvents`, by the path of the machine its state holds).
  private mutating func takeStaysFurtherOut(around: [Around], _ planned: PlannedComposite) {
    guard let holder = around.last, case .regions(_, let plans) = planned.held else { return }
    let staying = Set(
      TransitionPlan.eventBranches(inside: plans)
        .filter { $0.rows.contains(where: \.target.stays) }.map(\.event.name))
    // Beside a row inside that stays, every table further out has only rows that stay there
    // or move to another case they name (the check refuses any other).
    let further = around.dropLast().map { ($0.plan, $0.state) }
    func onlyStaysFurtherOut(_ event: String) -> Bool {
      TransitionPlan.onlyMovesBesideStays(further, on: event)
    }
    for (level, table) in around.enumerated().dropLast() {
      let events = table.plan.staysFurtherOut(
        from: table.state, around: planned, heldIn: holder.plan
      ).filter { !staying.contains($0) || onlyStaysFurtherOut($0) }
      guard !events.isEmpty else { continue }
      staysAround.insert(holder.child)
      for nearer in around[level...] {
        besideEvents[nearer.child, default: []].formUnion(events)
      }
      for nearer in around[(level + 1)...] {
        passesIdle.insert(nearer.path)
      }
      let taken = table.plan.rows(from: table.state, on: events)
      if taken.contains(where: { $0.target.stays && $0.effect != nil }) {
        emits = true
        collects = true
      }
      // A move of this table beside rows inside that only stayed: its arm asks whether the
      // machine its state holds only stayed (`_$stayed$<path>`, which every table then has).
      let moves = taken.filter { !$0.target.stays }
      if !moves.isEmpty {
        movesFurtherOut.insert(table.child)
        movesBesideStays = true
        if moves.contains(where: { $0.effect != nil }) {
          emits = true
          collects = true
        }
      }
    }
  }
}

extension Generator {
  /// The position in the step's effects where a region that took nothing comes: the number of
  /// effects emitted before it (with none collected, only whether it is the first matters).
  static func idlePosition(_ tree: CompositeTree) -> String {
    guard tree.emits else { return "0" }
    return tree.collects ? "_$more?.count ?? (_$effect == nil ? 0 : 1)" : "_$effect == nil ? 0 : 1"
  }

  /// The lines of a composite state's arm, once the machine it holds (`planned`, the state at
  /// `index`: a struct of regions, or an enum that hands on a region of a struct below) took
  /// the event: when a region took nothing (`_$idle`), the state's own first enabled row on the
  /// event, taken if it stays, or if it moves and the struct only stayed (its effect inserted
  /// where that region came, `effect` the arm's first-effect variable), and dropped otherwise;
  /// with none enabled, the region handed on to the table around (`_$idleOut`) where it takes
  /// a row too.
  func staysAroundLines(
    _ planned: PlannedComposite, state index: Int, _ context: SwitchContext, effect: String?
  ) -> [String] {
    let held = context.heldPath + [planned.composite.state]
    guard let tree = context.tree, tree.takesIdle(held), let branch = plan.branch(ofState: index)
    else { return [] }
    let events = plan.staysAroundRegions(of: planned).union(tree.besideEvents[held] ?? [])
    // A table around this one tries its rows when none of this table's is enabled: the region
    // that took nothing is handed on (`_$idleOut`), and a row taken here keeps it.
    let handsOn = tree.passesIdle.contains(context.heldPath)
    let taken = handsOn ? "_$idle = -1; " : ""
    var beside = context
    let subject = context.subject
    // No table below the top emits: the held step wrote no effect.
    let first: String? =
      tree.emits ? (context.passesEffectThrough ? "_$effect" : (effect ?? "_$effect")) : nil
    func insert(_ emitted: String?) -> String {
      guard let emitted, let first else { return "" }
      return "let _$beside: Self.Effect = \(emitted); if _$idle == 0 { \(first) = _$beside }; "
        + (tree.collects ? "_$more?.insert(_$beside, at: _$idle); " : "")
    }
    // A move beside rows inside that only stayed (no region moved) is taken with them, its
    // effect inserted as that of a row that stays is; beside a move inside it is dropped.
    let stayed =
      "Self.\(Self.traceName("stayed", held))(_$s0, on: event, in: \(context.machine), "
      + "blocked: \(passesBlocked(context) ? "_$blocked" : "-1"))"
    // A struct of regions, or an enum holding one further in, that may have only stayed.
    let movesBeside: Bool
    if case .regions = planned.held {
      movesBeside = tree.movesBesideStays
    } else {
      movesBeside = tree.movesFurtherOut.contains(held)
    }
    beside.returnStep = { target, emitted in
      guard target != subject else { return insert(emitted) + taken + "break" }
      guard movesBeside else { return taken + "break" }
      return "if \(stayed) { \(insert(emitted))"
        + context.returnStep(target, context.passesEffectThrough ? nil : first) + " }; "
        + taken + "break"
    }
    beside.leaveStep = { _, _, _ in taken + "break" }
    beside.reject = "break"
    beside.returnInside = nil
    var lines = ["if _$idle >= 0 {", "switch event {"]
    for eventBranch in branch.events where events.contains(eventBranch.event.name) {
      let event = model.events[eventBranch.event.index]
      let bound = positionsRead(from: .event, by: eventBranch.rows)
      lines.append("case \(pattern(event, binding: bound, bindingPrefix: "_$e")):")
      lines += rowLines(eventBranch.rows, beside, state: index)
    }
    lines += ["default:", "break", "}"]
    if handsOn {
      lines += ["if _$idle >= 0 {", "_$idleOut = _$idle", "}"]
    }
    return lines + ["}"]
  }
}
