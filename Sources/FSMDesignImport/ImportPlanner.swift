// The plan's second stage: the rows of every enum, from the layout (`ImportLayout`), and the
// names they give as they are planned — events, effects and activities (with `@Named` where the
// design's name differs), guards and named delays (the user's file) — with what the design says
// that the Swift does not. The result, an `ImportPlan`, is a value `SwiftWriter` writes.

/// Everything the Swift of a design says, planned: the layout, each enum's rows, the names the
/// rows gave, the user's members, and what was lost. `SwiftWriter` writes it and decides
/// nothing.
struct ImportPlan {
  var layout: ImportLayout
  /// Each enum's rows, by the id of its top (``ImportLayout/tables``).
  var tables: [String: PlannedTable]
  /// The machine's events, effects and activities in the order the rows name them, and the
  /// design's names of those whose Swift names differ (`@Named`), by Swift name.
  var events: [String]
  var effects: [String]
  var activities: [String]
  var designNames: [String: String]
  var effectDesignNames: [String: String]
  var activityDesignNames: [String: String]
  /// The user's members: guards (name, the design's text, the FSM row the export named) and
  /// named delays, each in the type it is declared on (`""`: the machine; a region enum's path).
  var guards: [(scope: String, name: String, text: String, row: String?)]
  var delays: [(scope: String, name: String)]
  /// What was lost, and the comments it becomes beside a case or superstate.
  var lost: LossReport
  var warnings: [Loss]
}

/// The rows of one enum, as the Swift writes them.
struct PlannedTable {
  /// Its `.transitions` rows (a line starting with `//` is a comment among them).
  var rows: [String] = []
  /// Its `.activities` rows.
  var activityRows: [String] = []
  /// Its `.superstate(…)` rows, one per compound, in ``ImportLayout/EnumPart/compounds``' order.
  var superstateRows: [String] = []
  /// The design id of its `@Initial` case.
  var initial = ""
}

/// Plans the rows of a layout. Mutable while it plans: each row may name an event, an effect, a
/// guard or a delay the first time, or report a loss; `plan()` returns the value.
struct ImportPlanner {
  let layout: ImportLayout
  var lost: LossReport
  var warnings: [Loss]
  var tables: [String: PlannedTable] = [:]
  var events: [String] = []
  var effects: [String] = []
  var activities: [String] = []
  /// The design's names of events, effects and activities whose Swift names differ (`@Named`), by
  /// Swift name; and each design name's Swift name.
  var designNames: [String: String] = [:]
  var effectDesignNames: [String: String] = [:]
  var activityDesignNames: [String: String] = [:]
  var eventNames: [String: String] = [:]
  var effectNames: [String: String] = [:]
  var activityNames: [String: String] = [:]
  var guards: [(scope: String, name: String, text: String, row: String?)] = []
  var delays: [(scope: String, name: String)] = []

  init(layout: ImportLayout) {
    self.layout = layout
    lost = layout.lost
    warnings = layout.design.warnings
  }

  /// The plan of every enum: the rows of its states and its activities (the machine's enum, or
  /// its regions', then those the composite states hold), its initial case, then the
  /// superstates, in the order the enums are written.
  mutating func plan() throws(ImportError) -> ImportPlan {
    for part in layout.parts {
      let top = part.top
      var table = PlannedTable()
      let nodesOfPart =
        part.property == nil ? layout.nodes(of: top) : [top] + layout.nodes(of: top)
      for node in nodesOfPart where !node.isHistory && !hasItsParentsRows(node) {
        table.rows += try rows(of: node)
        // A final child's rows (XState's) are its parent's, guarded by the case, right after
        // the parent's own, where FSM's SCXML export writes them (on the parent, on the
        // condition `In('child')`): they are copies of the rows of the superstates around it
        // (a final case has none of its own), so the parent's own come first, as the innermost
        // superstate's rows do.
        for child in node.children where hasItsParentsRows(child) {
          table.rows += try rows(of: child)
        }
      }
      // The machine's own transitions (XState's `on` at the top of the config) apply in every
      // state, after the states' own: `fromAny` rows, the outermost tier.
      if part.property == nil, top.id.isEmpty {
        table.rows += try rows(of: top)
        loseWhatTheMachineDoesItself(top)
      }
      for node in nodesOfPart where !node.entry.isEmpty || !node.exit.isEmpty {
        let names = (node.entry + node.exit).map(\.name).joined(separator: ", ")
        lost.lose(
          node,
          "entry and exit actions (\(names)); observe the state (onEnter/onExit) to run them")
      }
      for node in nodesOfPart {
        let (declarations, outcomeRows) = try activities(of: node)
        table.activityRows += declarations
        table.rows += outcomeRows
      }
      table.initial = try initialCase(of: top)
      tables[top.id] = table
    }
    for index in layout.regions.isEmpty ? [0] : Array(layout.regions.indices) {
      try planSuperstates(of: layout.parts[index].top.id)
    }
    return ImportPlan(
      layout: layout, tables: tables, events: events, effects: effects, activities: activities,
      designNames: designNames, effectDesignNames: effectDesignNames,
      activityDesignNames: activityDesignNames, guards: guards, delays: delays, lost: lost,
      warnings: warnings)
  }

  /// The `.superstate(…)` rows of the enum whose top is `table`, then of the enums its
  /// composite states hold, as they are written (what they report comes in that order).
  mutating func planSuperstates(of table: String) throws(ImportError) {
    guard let part = layout.tables[table] else { return }
    var rows: [String] = []
    for compound in part.compounds {
      rows.append(try superstate(compound))
    }
    tables[table, default: PlannedTable()].superstateRows = rows
    for leaf in part.leaves {
      for region in layout.held[leaf.id]?.regions ?? [] {
        try planSuperstates(of: region.node.id)
      }
    }
  }

  /// The case an enum starts in: the document's initial (an SCXML `initial` may name a state
  /// in each region), else its top's default entry.
  mutating func initialCase(of top: DesignNode) throws(ImportError) -> String {
    if !layout.regions.isEmpty,
      let named = layout.root.initial.first(where: { layout.regionOf[$0] == top.id && $0 != top.id }
      )
    {
      return try layout.entry(named)
    }
    return try markedCase(try layout.entry(top.id), in: layout.tableOf[top.id] ?? "", for: top)
  }

  /// The case of the enum whose top is `table` that a default entry ending in `landing` marks
  /// (its `@Initial`, a superstate's default): the composite state holding it, reported when
  /// that enters it otherwise than by default.
  mutating func markedCase(_ landing: String, in table: String, for node: DesignNode?)
    throws(ImportError) -> String
  {
    guard let state = layout.caseOf(landing, in: table) else { return landing }
    if state != landing, try !layout.entersByDefault(state, at: landing) {
      lost.lose(
        node ?? layout.nodes[state],
        "entering '\(state)' at '\(landing)': a composite state is entered at its regions'"
          + " initial states here")
    }
    return state
  }

  mutating func superstate(_ node: DesignNode) throws(ImportError) -> String {
    let cases =
      layout.historyOfParallel(node) != nil
      ? [layout.caseReference(node.id)]
      : layout.nodes(of: node).filter(layout.isCase).map { layout.caseReference($0.id) }
    let table = layout.tableOf[node.id] ?? ""
    var text =
      ".superstate(.\(layout.superstateNames[node.id]!), contains: [\(cases.joined(separator: ", "))]"
    if node.id != table, let parent = layout.parents[node.id], !layout.tops.contains(parent) {
      text += ", in: .\(layout.superstateNames[parent]!)"
    }
    // A shallow history of the parent enters this superstate's default.
    if let parent = layout.parents[node.id], let parentNode = layout.nodes[parent],
      parentNode.children.contains(where: { $0.kind == .history(deep: false) })
    {
      text += ", initial: \(try layout.enteredValue(try layout.entry(node.id), in: table).value)"
    }
    if let first = node.initial.first, let initial = layout.nodes[first], initial.isHistory,
      layout.parents[first] == node.id
    {
      lost.lose(
        node,
        "the initial state of '\(node.id)' is its history '\(first)': FSM enters '\(node.id)' at"
          + " the history's default, not at what the history remembers")
    }
    if let history = node.children.first(where: \.isHistory) {
      let deep = history.kind == .history(deep: true)
      // W3C: a history's default names states inside its parent.
      for other in history.initial
      where !node.allNodes.dropFirst().contains(where: { $0.id == other && !$0.isHistory }) {
        throw ImportError(
          line: history.line ?? node.line ?? 0, column: 0,
          "the default '\(other)' of the history '\(history.id)' is not a state inside"
            + " '\(node.id)'")
      }
      let target = try layout.enteredValue(
        try layout.entry(history.initial.first ?? node.id), in: table)
      // A parallel state's default may name a state in each region: the value is built for
      // the first, and holds the others only if they are entered by default.
      for other in history.initial.dropFirst()
      where !target.leaves.contains(try layout.entry(other)) {
        lost.lose(
          node,
          "the default of the history '\(history.id)' enters '\(other)' beside "
            + "'\(history.initial[0])': FSM's default is built for '\(history.initial[0])', "
            + "the other regions entered by default", line: history.line)
      }
      text += ", history: .\(deep ? "deep" : "shallow")(default: \(target.value))"
    }
    // A region's final cases are the machine's (`@Final`): the machine is done when every
    // region is.
    // A parallel state's final child is a region, done from the start (XState allows it).
    let finals = node.children.filter { $0.kind == .final }.map { layout.caseReference($0.id) }
    if !finals.isEmpty, node.kind != .parallel,
      !layout.regions.contains(where: { $0.node.id == node.id })
    {
      text += ", final: [\(finals.joined(separator: ", "))]"
    }
    return text + ")"
  }

  mutating func event(_ name: String) -> String {
    Self.caseName(name, in: &events, byName: &eventNames, designNames: &designNames)
  }

  /// The Swift name of a design's event, effect or activity (`name`) among those of its enum
  /// (`list`): a name a person would write (``SwiftNames/readable(_:)``), one no other name of
  /// the design has; the design's name kept for `@Named` when the two differ.
  static func caseName(
    _ name: String, in list: inout [String], byName: inout [String: String],
    designNames: inout [String: String]
  ) -> String {
    if let known = byName[name] { return known }
    var identifier = SwiftNames.readable(name)
    // The enum's own members (its discriminant).
    if identifier == "Case" { identifier += "_" }
    while list.contains(identifier) { identifier += "_" }
    list.append(identifier)
    byName[name] = identifier
    let decoded = SwiftNames.decode(name)
    if decoded != identifier { designNames[identifier] = decoded }
    return identifier
  }

  /// The machine's own entry and exit actions and invocations, which XState allows at the top
  /// of the config: a `Machine` observes its start, and a task belongs to a state.
  mutating func loseWhatTheMachineDoesItself(_ root: DesignNode) {
    let actions = (root.entry + root.exit).map(\.name)
    if !actions.isEmpty {
      lost.lose(
        nil,
        "the machine's own entry and exit actions (\(actions.joined(separator: ", "))); run them"
          + " where you create and stop the Machine", line: root.line)
    }
    for invoke in root.invokes {
      lost.lose(
        nil,
        "the machine's own invocation of \(invoke.source): an FSM task belongs to a state (write"
          + " it on a superstate around every state)", line: root.line)
    }
  }

  /// Whether `node` is a final child whose transitions are its parent's rows (see
  /// `rows(of:at:of:timers:unguarded:)`): a final state of a superstate.
  func hasItsParentsRows(_ node: DesignNode) -> Bool {
    guard node.kind == .final, let parent = layout.parents[node.id] else { return false }
    return layout.nodes[parent]?.kind == .compound && !layout.tops.contains(parent)
  }

  /// The rows of the transitions written on `node`, in order.
  mutating func rows(of node: DesignNode) throws(ImportError) -> [String] {
    var rows: [String] = []
    // Events the state sends itself after a delay (FSM's SCXML timers), by event.
    var timers: [String: String] = [:]
    for transition in node.transitions
    where transition.delay != nil && transition.targets.isEmpty
      && transition.isInternal && transition.events.count == 1
    {
      timers[transition.events[0]] = transition.delay
    }
    var unguarded: Set<String> = []
    for (position, transition) in node.transitions.enumerated() {
      rows += try self.rows(
        of: transition, at: position, of: node, timers: timers, unguarded: &unguarded)
    }
    return rows
  }

  /// The rows of the transition at `position` of `node`: one per trigger (each event, none, or a
  /// delay's), none when FSM cannot hold it (reported) or a transition before takes its
  /// trigger; `unguarded` the triggers an unguarded transition before took.
  mutating func rows(
    of original: DesignTransition, at position: Int, of node: DesignNode,
    timers: [String: String], unguarded: inout Set<String>
  ) throws(ImportError) -> [String] {
    var rows: [String] = []
    // The machine's own transition applies in every state (`fromAny`, `stayInAny`): on an
    // event only. An FSM timer or eventless row belongs to the states it leaves, and the
    // machine's own is never exited: its timer would start once, a `fromAny` row's in each state.
    if node.id.isEmpty, original.events.isEmpty {
      lost.lose(
        nil,
        original.delay == nil
          ? "the machine's own eventless transition: an FSM eventless row leaves named states or"
            + " a superstate"
          : "the machine's own delayed transition (after \(original.delay!)): an FSM timer"
            + " belongs to a state, and would start again in each one", line: original.line)
      return []
    }
    if original.delay != nil, original.targets.isEmpty, original.isInternal,
      original.events.count == 1, timers[original.events[0]] != nil
    {
      return []
    }
    // A superstate's completion on a state inside it: FSM's export writes the superstate's
    // completion rows there too (on a final state's parent, on the condition `In('child')`),
    // where the state is in a superstate nested in the completed one, so that W3C's domain is
    // the one FSM's rows have: the superstate's own are the rows. Another design's, which
    // applies in that state alone, FSM cannot hold: a completion row applies in every state.
    if original.events.count == 1,
      let completed = layout.completedAncestor(of: node, on: original.events[0])
    {
      let twin = completed.transitions.contains { other in
        other.events == original.events && other.targets == original.targets
          && other.actions.map(\.name) == original.actions.map(\.name)
          && other.row == original.row
          && (other.guardText == original.guardText || node.kind == .compound)
      }
      if !twin {
        lost.lose(
          node,
          "the completion of '\(completed.id)' written on '\(node.id)', a state inside it: an"
            + " FSM completion row applies in every state of its superstate",
          line: original.line)
      }
      return []
    }
    // A `<final>` holds no transition: FSM's export writes the rows that apply to a final
    // child (its superstates') on its parent, on the condition `In('child')`. A final case has
    // no rows of its own in FSM either: they are the parent's rows, guarded by the case.
    var transition = original
    transition.guardText = layout.withoutConditionsAround(transition.guardText, node)
    warnAboutAStubBeforeAFallback(transition, at: position, of: node)
    var onlyIn: String?
    var source = node
    // Not the state's completion, whose condition names its final children for another
    // reason (`withoutCompletionCondition`).
    let completion = transition.events.contains { layout.completes(node, on: $0) }
    if node.kind == .compound, !completion,
      let (child, rest) = layout.finalChildCondition(transition, of: node)
    {
      onlyIn = child.id
      transition.guardText = rest
    }
    // XState lets a final child have transitions: they are its parent's, guarded by the case.
    if hasItsParentsRows(node), let owner = layout.parents[node.id].flatMap({ layout.nodes[$0] }) {
      onlyIn = node.id
      source = owner
    }
    guard transition.targets.count <= 1 else {
      lost.lose(
        node, "a transition with several targets (\(transition.targets.joined(separator: " ")))",
        line: transition.line)
      return []
    }
    // A targetless transition runs its actions and stays: a row that stays (`.stay`), on an
    // event, in any table. Where FSM has none (a timed one, a completion, one beside a
    // parallel state inside a state on an event taken across it), the nearest row is a
    // self-transition, which also exits and enters the state (its timers and activities restart).
    let targetID = transition.targets.first ?? node.id
    var stays = false
    if transition.targets.isEmpty {
      if transition.events.isEmpty, transition.delay == nil {
        lost.lose(
          node, "a targetless eventless transition: it would fire forever as a row",
          line: transition.line)
        return []
      }
      stays =
        !transition.events.isEmpty && transition.delay == nil && !completion
        && (node.kind != .final || hasItsParentsRows(node))
        && !layout.staysBesideHeldParallel(node, transitionAt: position)
      if !stays, node.id.isEmpty {
        // The machine itself has no self-transition: it is never exited.
        lost.lose(
          nil,
          "the machine's own targetless transition on \(transition.events.joined(separator: " "))"
            + " beside a parallel state inside a state on an event a transition across it takes:"
            + " FSM has no row that stays there yet", line: transition.line)
        return []
      }
      if !stays {
        lost.lose(
          node,
          "a targetless transition on \(transition.events.joined(separator: " ")) is a"
            + " self-transition here: it exits and enters the state", line: transition.line)
      }
    }
    // An eventless transition without a condition into its own source (or the source itself)
    // is enabled again as soon as it is taken: the macro refuses the row, whose microsteps
    // never end (found by the fuzzer: a mangled `event` attribute left one). A final child's
    // row is the child's: it is enabled only there (FSM's export of `.from(.done, to: .p)`,
    // `p` the superstate around `done`, re-enters `p` at its initial case, and stops).
    if transition.events.isEmpty, transition.delay == nil, transition.guardText == nil,
      layout.isInside(targetID, onlyIn ?? source.id)
    {
      lost.lose(
        node,
        "an eventless transition without a condition to '\(targetID)', inside its source:"
          + " taken again at once, forever", line: transition.line)
      return []
    }
    // The triggers: each event, or none (eventless), or a delay (XState `after`).
    var triggers: [String?] = transition.events.isEmpty ? [nil] : transition.events
    var delay = transition.delay
    if transition.events.isEmpty, let after = transition.delay {
      triggers = [Self.delayEvent(after)]
      delay = after
    }
    for trigger in triggers {
      let key = (onlyIn ?? "") + "\u{0}" + (trigger ?? "")
      if unguarded.contains(key), let trigger, transition.matched.contains(trigger) {
        // W3C takes the transition before: as the Swift does, with nothing to report.
        continue
      }
      if unguarded.contains(key) {
        lost.lose(
          node,
          "a transition on \(trigger ?? "no event") after an unguarded one on the same event:"
            + " never taken", line: transition.line)
        continue
      }
      if transition.guardText == nil { unguarded.insert(key) }
      rows += try row(
        source, trigger: trigger, delay: delay ?? trigger.flatMap { timers[$0] },
        target: targetID, transition: transition, onlyIn: onlyIn, stays: stays)
    }
    return rows
  }

  /// A guard the Swift calls as a stub (what is left of it after its `In()` conditions) returns
  /// `true` until the user writes it: a later transition of the state on one of its events (a
  /// fallback) is not taken until then. Said once per such transition.
  mutating func warnAboutAStubBeforeAFallback(
    _ transition: DesignTransition, at position: Int, of node: DesignNode
  ) {
    guard var rest = transition.guardText?[...] else { return }
    while let (_, after) = ImportLayout.leadingIn(rest) { rest = after }
    guard !rest.isEmpty, !transition.events.isEmpty else { return }
    let events = Set(transition.events)
    guard
      let fallback = node.transitions.dropFirst(position + 1).first(where: {
        !events.isDisjoint(with: $0.events)
      })
    else { return }
    let event = transition.events.first { fallback.events.contains($0) } ?? ""
    warnings.append(
      Loss(
        state: node.id.isEmpty ? nil : node.id, line: transition.line,
        "the guard '\(SwiftNames.commentText(String(rest)))' is a stub that returns true until you"
          + " write it: until then the transition after it on '\(event)'"
          + (fallback.line.map { " (line \($0))" } ?? "") + " is never taken"))
  }

  /// An event for an XState `after` delay: `after1000ms`, `after_shortDelay`.
  static func delayEvent(_ delay: String) -> String {
    delay.allSatisfy(\.isNumber) ? "after\(delay)ms" : "after_\(delay)"
  }

  /// A duration for a delay: milliseconds (XState), a CSS time (SCXML), or a named delay the
  /// user defines. A delay of zero (after rounding to the millisecond) or too long for a
  /// `Duration` is refused: FSM's timed rows wait more than zero (found by the fuzzer:
  /// `after: {"0": …}` was written as `.milliseconds(0)`, which the macro rejects).
  mutating func duration(
    _ delay: String, scope: String, line: Int?
  ) throws(ImportError) -> String {
    var milliseconds: Double?
    if delay.allSatisfy(\.isNumber), !delay.isEmpty {
      milliseconds = Double(delay)
    }
    for (unit, scale) in [("ms", 1.0), ("s", 1000.0)]
    where milliseconds == nil && delay.hasSuffix(unit) {
      if let value = Double(delay.dropLast(unit.count)), value >= 0 {
        milliseconds = value * scale
      }
    }
    guard let milliseconds else {
      if !delays.contains(where: { $0 == (scope, delay) }) { delays.append((scope, delay)) }
      return "Self.\(SwiftNames.identifier(delay))"
    }
    let rounded = milliseconds.rounded()
    // A day of milliseconds times a million: far below `Int64`'s seconds, a round number.
    guard rounded >= 1, rounded <= 86_400_000_000_000 else {
      throw ImportError(
        line: line ?? 0, column: 0,
        "the delay '\(delay)' is \(rounded < 1 ? "zero" : "too long"): FSM's timed rows wait"
          + " between 1 ms and a million days (a transition that should happen at once is"
          + " eventless: no `after`)")
    }
    // In seconds when it is a whole number of them, whatever the unit the document wrote it in
    // (XState's `after: {"4000": …}` and SCXML's `delay="4s"` are the same row).
    let whole = Int64(rounded)
    return whole % 1000 == 0 ? ".seconds(\(whole / 1000))" : ".milliseconds(\(whole))"
  }

  mutating func row(
    _ node: DesignNode, trigger: String?, delay: String?, target targetID: String,
    transition: DesignTransition, onlyIn: String? = nil, stays: Bool = false
  ) throws(ImportError) -> [String] {
    if !layout.regions.isEmpty, let target = layout.nodes[targetID] {
      let landing = target.isHistory ? targetID : try layout.entry(targetID)
      // The parallel state at the top, or a state of another region (a parallel state inside
      // the region is a composite case of its enum, which its rows enter). A struct of regions
      // is written only when no transition does that (`ImportLayout.keepsToItsRegions(_:)`):
      // what a design the check missed would lose is reported, never written as another row.
      if targetID == layout.topParallel || layout.regionOf[landing] != layout.regionOf[node.id] {
        lost.lose(
          node,
          "a transition to '\(targetID)', outside the region '\(layout.regionOf[node.id] ?? "")': an FSM"
            + " region moves only itself", line: transition.line)
        return []
      }
    }
    var leavesItsParallel: String?
    if !stays, let leaving = try layout.leavesItsParallel(transition, of: node, toward: targetID) {
      let parallel = leaving.parallel
      // The row enters the parallel state again at a state of its own region: FSM's row to a
      // state of its region moves the region alone, and a row leaving the composite state
      // for the composite state itself enters it by default.
      guard let entry = leaving.entry, try layout.entersByDefault(parallel, at: entry) else {
        lost.lose(
          node,
          "a transition to '\(targetID)' that leaves the parallel state '\(parallel)' and enters it"
            + " again (W3C's domain is outside the region '\(layout.region(of: node.id, in: parallel) ?? "")'),"
            + " not at its initial states: an FSM row to a state of its own region moves the region"
            + " alone", line: transition.line)
        return []
      }
      leavesItsParallel = parallel
    }
    var transition = transition
    guard
      let start = try opening(
        of: node, trigger: trigger, delay: delay, transition: &transition, stays: stays)
    else { return [] }
    let form = start.form
    var arguments = start.arguments
    let (parts, tests, rest) = layout.stateConditions(transition.guardText, of: node)
    transition.guardText = rest
    guard let target = layout.nodes[targetID] else {
      throw ImportError(
        line: transition.line ?? 0, column: 0, "the target '\(targetID)' names no state")
    }
    if target.isHistory, let owner = layout.parents[targetID],
      layout.tableOf[owner] != layout.tableOf[node.id]
    {
      lost.lose(
        node,
        "a transition to the history '\(targetID)' in another machine of the tree: FSM returns"
          + " to a history of the row's own machine", line: transition.line)
      return []
    }
    if stays {
      // No target: the row keeps the state.
    } else if let leavesItsParallel {
      arguments.append("leavingTo: \(layout.part(leavesItsParallel))")
    } else if target.isHistory, let owner = layout.parents[targetID],
      let ownerName = layout.superstateNames[owner]
    {
      arguments.append("toHistoryOf: .\(ownerName)")
    } else {
      arguments += try layout.targetArguments(
        of: node, landing: try layout.entry(targetID), stateOnly: trigger == nil || form == "onDone"
      )
    }
    if let action = transition.actions.first {
      let effect = Self.caseName(
        action.name, in: &effects, byName: &effectNames, designNames: &effectDesignNames)
      arguments.append("emit: .\(effect)")
      if transition.actions.count > 1 {
        lost.lose(
          node,
          "actions after the first on a transition (\(transition.actions.dropFirst().map(\.name).joined(separator: ", "))):"
            + " a row emits one effect", line: transition.line)
      }
    }
    var conditions: [String] = []
    if let onlyIn {
      conditions.append("state.case == \(layout.caseReference(onlyIn))")
    }
    conditions += tests
    if let text = transition.guardText {
      conditions.append(
        "Self.\(guardName(text, row: transition.row, scope: layout.scope(of: node.id)))(state)")
    }
    if !conditions.isEmpty {
      let test = conditions.joined(separator: " && ")
      arguments.append(
        trigger == nil || form == "onDone"
          ? "when: { state in \(test) }" : "when: { state, _ in \(test) }")
    }
    // One row per combination of the conditions' states: an `In()` of a superstate of another
    // region holds in any of its cases, which `.whenIn` names one at a time.
    let row = ".\(form)(\(arguments.joined(separator: ", ")))"
    let combinations = parts.reduce([[String]()]) { sofar, alternatives in
      sofar.flatMap { chosen in alternatives.map { chosen + [$0] } }
    }
    return combinations.map { chosen in
      chosen.isEmpty ? row : row + ".whenIn(\(chosen.joined(separator: ", ")))"
    }
  }

  /// How a row of `node` on `trigger` starts: its form (`onDone`, `stay`, `within`, `from`)
  /// and the arguments naming its source, event and delay; a completion's condition FSM's
  /// export writes taken off `transition`'s guard. `nil` when FSM holds no such row (reported).
  mutating func opening(
    of node: DesignNode, trigger: String?, delay: String?, transition: inout DesignTransition,
    stays: Bool
  ) throws(ImportError) -> (form: String, arguments: [String])? {
    let isCompound = node.kind == .compound
    let superstate = isCompound ? layout.superstateNames[node.id] : nil
    var arguments: [String] = []
    var form: String
    // A completion row: `done.state.<this superstate>`, or of this composite state.
    if let trigger, isCompound || layout.held[node.id] != nil, layout.completes(node, on: trigger) {
      // A compound state without a final child never completes (in XState and SCXML alike):
      // its completion transition never fires, and FSM refuses one (`completionWithoutFinal`);
      // nor does a parallel state one of whose regions has none.
      let completes =
        if let composite = layout.held[node.id] {
          composite.regions.allSatisfy { region in
            region.node.kind == .final || region.node.children.contains { $0.kind == .final }
          }
        } else {
          node.children.contains(where: { $0.kind == .final })
        }
      guard completes else {
        lost.lose(
          node,
          "the completion transition of '\(node.id)', which has no final state, so never"
            + " completes", line: transition.line)
        return nil
      }
      form = "onDone"
      arguments.append(isCompound ? ".\(superstate!)" : layout.caseReference(node.id))
      transition.guardText = transition.guardText.flatMap {
        layout.withoutCompletionCondition($0, node)
      }
    } else if node.id.isEmpty, let trigger {
      // The machine's own: from (or in) any state.
      form = stays ? "stayInAny" : "fromAny"
      arguments.append("on: .\(event(trigger))")
    } else if stays, let trigger {
      // A superstate's applies to its current case, as W3C's targetless transition does.
      form = "stay"
      arguments.append(
        isCompound ? "within: .\(superstate!)" : "in: \(layout.caseReference(node.id))")
      arguments.append("on: .\(event(trigger))")
    } else {
      form = isCompound ? "within" : "from"
      arguments.append(isCompound ? ".\(superstate!)" : layout.caseReference(node.id))
      if let trigger {
        arguments.append("on: .\(event(trigger))")
        if let delay {
          let duration = try duration(
            delay, scope: layout.scope(of: node.id), line: transition.line)
          arguments.append("after: \(duration)")
        }
      }
    }
    return (form, arguments)
  }

  /// The function a guard becomes: an XState guard's name, or `guard1`… for an SCXML `cond`.
  /// One function per text (and FSM row, where the export names it).
  mutating func guardName(_ text: String, row: String?, scope: String) -> String {
    if let known = guards.first(where: { $0.scope == scope && $0.text == text && $0.row == row }) {
      return known.name
    }
    let name =
      SwiftNames.isIdentifier(text) && !SwiftNames.keywords.contains(text)
        && !guards.contains(where: { $0.scope == scope && $0.name == text })
      ? text : "guard\(guards.count + 1)"
    guards.append((scope, name, text, row))
    return name
  }

  /// The activity declarations of `node`'s invocations, and the rows of their outcomes where the
  /// design gives them with the invocation (XState's `onDone` and `onError`, whose events are
  /// named after the activity: `fetchDone`, `fetchFailed`). FSM's SCXML names the events
  /// (`fsm:done`, `fsm:failed`), whose rows are the state's transitions.
  mutating func activities(of node: DesignNode) throws(ImportError) -> (
    declarations: [String], rows: [String]
  ) {
    var declarations: [String] = []
    var rows: [String] = []
    for invoke in node.invokes {
      let activity = Self.caseName(
        invoke.source, in: &activities, byName: &activityNames,
        designNames: &activityDesignNames)
      let scope =
        node.kind == .compound
        ? "within: .\(layout.superstateNames[node.id]!)" : "in: \(layout.caseReference(node.id))"
      var text = ".run(.\(activity), \(scope)"
      for (outcomes, label, suffix) in [
        (invoke.onDone, "done", "Done"), (invoke.onError, "failed", "Failed"),
      ] where !outcomes.isEmpty {
        let named = outcomes[0].events.first
        let outcome = event(named ?? (invoke.id ?? invoke.source) + suffix)
        text += ", \(label): .\(outcome)"
        guard named == nil else { continue }
        var unguarded = false
        for transition in outcomes {
          guard let target = transition.targets.first, !unguarded else {
            lost.lose(
              node,
              "an \(label) transition of the activity \(activity) without a target, or"
                + " after an unguarded one", line: transition.line)
            continue
          }
          unguarded = transition.guardText == nil
          rows += try row(
            node, trigger: SwiftNames.decode(outcome), delay: nil, target: target,
            transition: transition)
        }
      }
      declarations.append(text + ")")
    }
    return (declarations, rows)
  }
}
