public import SwiftDiagnostics
public import SwiftSyntax

/// A machine `@StateMachine` can generate, with its plan: an enum's states, or a struct's
/// regions, each region planned as an enum's states are.
public enum AnalyzedMachine {
  case states(MachineModel, TransitionPlan)
  case regions(RegionMachineModel, RegionMachinePlan)
}

/// The outcome of reading a `@StateMachine` declaration, enum or struct: the machine and its
/// plan, and every diagnostic, in the order the stages found them.
public struct MachineAnalysis {
  /// `nil` when nothing can be generated: not an enum or a struct with regions, or no `Event`,
  /// states or table.
  public var machine: AnalyzedMachine?
  public var diagnostics: [Diagnostic]

  /// The first diagnostic that keeps the machine from compiling: an error, or a note the macro
  /// adds under the compiler's own error (an unknown name, a main-actor member); `nil` when
  /// there is none.
  public var compileError: Diagnostic? {
    diagnostics.first { diagnostic in
      guard diagnostic.diagMessage.severity != .error else { return true }
      let id = (diagnostic.diagMessage as? FSMDiagnostic)?.id
      return id == .unknownName || id == .isolatedMember
    }
  }

  /// Whether the machine compiles: there is one, and no diagnostic keeps it from compiling.
  public var compiles: Bool { machine != nil && compileError == nil }
}

extension MachineAnalysis {
  /// The pipeline, written once for the macro's roles, the tests and any tool, whatever the
  /// declaration: parse it into a model, validate its rows, plan the machine (its transitions,
  /// the checks of the machine as a whole, the names of the generated members). A struct's
  /// regions go each through the same stages as an enum, then the struct's own checks.
  ///
  /// Every problem is collected, not just the first. Rows with an error are left out of the
  /// plan, so the code generated from it compiles and the user sees one diagnostic per mistake.
  /// The whole-machine checks run only when nothing was left out: a missing row would make a
  /// state look unreachable.
  public static func analyze(_ declaration: some DeclGroupSyntax) -> MachineAnalysis {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return analyze(enumDecl)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return analyze(structDecl)
    }
    let node =
      declaration.attributes.attribute(named: "StateMachine").map(Syntax.init)
      ?? Syntax(declaration)
    let diagnostic = Diagnostic(
      node: node, message: FSMDiagnostic.notAnEnum(kind: kindDescription(of: declaration)))
    return MachineAnalysis(machine: nil, diagnostics: [diagnostic])
  }

  /// Whether ``analyze(_:)`` gives a machine, found without reading any row (rows never decide
  /// it): for the macro roles that need only this answer, as cheap for a struct as for an enum.
  public static func generatesMachine(_ declaration: some DeclGroupSyntax) -> Bool {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return MachineModel.parses(enumDecl)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return RegionMachineModel.parses(structDecl)
    }
    return false
  }

  private static func analyze(_ enumDecl: EnumDeclSyntax) -> MachineAnalysis {
    let (parsed, parseDiagnostics) = MachineModel.parse(enumDecl)
    var diagnostics = DiagnosticCollector(parseDiagnostics)
    guard var model = parsed else {
      return MachineAnalysis(machine: nil, diagnostics: diagnostics.diagnostics)
    }
    let leaving = model.leavingPaths
    model.noteLeaving(at: [], paths: leaving)
    var plan = model.validateAndPlan(into: &diagnostics)
    plan.composites = planHeld(model.composites, below: [], leaving: leaving, into: &diagnostics)
    model.checkHeldConditions(plan.composites, into: &diagnostics)
    model.checkStaysBesideRegions(plan, into: &diagnostics)
    model.resolveLeaving(&plan.composites, into: &diagnostics)
    model.checkEventlessCyclesThroughComposites(plan, into: &diagnostics)
    checkActivityOutcomes(
      across: [model] + plan.composites.flatMap(\.held.models), into: &diagnostics)
    if model.requestsTypestate {
      typestateOfTree(model, &plan, into: &diagnostics)
    }
    reportNotGenerated(plan, into: &diagnostics)
    return MachineAnalysis(machine: .states(model, plan), diagnostics: diagnostics.diagnostics)
  }

  private static func analyze(_ structDecl: StructDeclSyntax) -> MachineAnalysis {
    var parsed = RegionMachineModel.parse(structDecl)
    var diagnostics = DiagnosticCollector(parsed.structDiagnostics)
    // The targets of the rows that leave a machine a region's state holds, each a part of the
    // struct: a state of the row's region (`resolveLeaving`).
    let leavingPaths = parsed.regions.flatMap { read in
      read.region?.model.composites.flatMap { $0.held.leavingRows.compactMap(\.leavingTo?.path) }
        ?? []
    }
    parsed.noteLeaving(leavingPaths)
    var plans: [TransitionPlan] = []
    for (read, parseDiagnostics) in parsed.regions {
      for diagnostic in parseDiagnostics {
        diagnostics.append(diagnostic)
      }
      guard let region = read else { continue }
      // Nothing is around a struct at the top: its regions' rows go `to:` their targets. A
      // leaving row is reported, and left out of the plan.
      let leaving = (region.model.rows + region.model.eventlessRows).filter { $0.leavingTo != nil }
      for row in leaving {
        diagnostics.report(
          .unsupportedRowSyntax(
            reason: "'leavingTo:' leaves a machine held by a composite state; a region of a "
              + "struct at the top has nothing around it to leave: use 'to:'"),
          at: row.leavingTo?.anchor ?? row.anchors.row)
      }
      // An event a region does not use is normal: the struct checks the events of all regions.
      var regionDiagnostics = DiagnosticCollector()
      var plan = region.model.validateAndPlan(into: &regionDiagnostics)
      plan.removeRows(Set(leaving.map(\.index)))
      plans.append(plan)
      diagnostics.appendUsingEveryEvent(regionDiagnostics)
    }
    guard let model = parsed.model else {
      return MachineAnalysis(machine: nil, diagnostics: diagnostics.diagnostics)
    }
    model.validate(into: &diagnostics)
    checkActivityOutcomes(across: model.regions.map(\.model), into: &diagnostics)
    for (index, region) in model.regions.enumerated() where index < plans.count {
      plans[index].composites = planHeld(
        region.model.composites, below: [region.property], leaving: leavingPaths,
        into: &diagnostics)
      region.model.resolveLeaving(
        &plans[index].composites, at: [region.property], machine: model.name, into: &diagnostics)
      region.model.checkStaysBesideRegions(
        plans[index], path: [region.property], into: &diagnostics)
    }
    model.checkTreeConditions(plans, into: &diagnostics)
    if !diagnostics.hasErrors {
      reportNotGeneratedInRegions(plans, into: &diagnostics)
    }
    let plan = RegionMachinePlan(
      regions: plans,
      eventMethods: EventMethodClash.methods(
        of: model.events, userMembers: model.userMembers, properties: model.properties))
    return MachineAnalysis(machine: .regions(model, plan), diagnostics: diagnostics.diagnostics)
  }

  /// Every machine `composites` hold, however deep, checked and planned as a machine's or a
  /// struct's tables are (an event a held machine does not take is normal: its holder may).
  /// `path`: the composite states and regions above `composites`' table; `leaving`: the
  /// targets of every `leavingTo:` row of the tree, which enter states of other tables.
  static func planHeld(
    _ composites: [CompositeModel], below path: [String], leaving: [[String]],
    into diagnostics: inout DiagnosticCollector
  ) -> [PlannedComposite] {
    composites.map { composite in
      var held = DiagnosticCollector()
      let planned: PlannedHeld
      let inner = path + [composite.state]
      switch composite.held {
      case .states(var model):
        model.noteLeaving(at: inner, paths: leaving)
        var plan = model.validateAndPlan(into: &held)
        diagnostics.appendUsingEveryEvent(held)
        plan.composites = planHeld(
          model.composites, below: inner, leaving: leaving, into: &diagnostics)
        planned = .states(model, plan)
      case .regions(var model):
        for index in model.regions.indices {
          model.regions[index].model.noteLeaving(
            at: inner + [model.regions[index].property], paths: leaving)
        }
        var plans = model.regions.map { $0.model.validateAndPlan(into: &held) }
        // Its regions' conditions name states of the machine at the top: checked on the tree.
        model.validate(into: &held, checksConditions: false)
        diagnostics.appendUsingEveryEvent(held)
        for (index, region) in model.regions.enumerated() {
          plans[index].composites = planHeld(
            region.model.composites, below: inner + [region.property], leaving: leaving,
            into: &diagnostics)
        }
        planned = .regions(model, plans)
      }
      return PlannedComposite(composite: composite, held: planned)
    }
  }

  /// Typestate for a machine whose states hold machines: a typed struct's method is a row of
  /// the machine's own whose target is known, so a composite state's struct has no method for
  /// an event its held machine takes (at any depth: the held machine's rows come first, and move
  /// inside the state). A held machine that settles makes the machine settle, which typestate
  /// cannot follow (`eventlessTypestate`, as for the machine's own eventless rows).
  static func typestateOfTree(
    _ model: MachineModel, _ plan: inout TransitionPlan,
    into diagnostics: inout DiagnosticCollector
  ) {
    guard !plan.composites.isEmpty else { return }
    if plan.composites.contains(where: \.held.settles) {
      if plan.typestate != nil {
        diagnostics.report(.eventlessTypestate, at: model.typestateAnchor)
      }
      plan.typestate = nil
      return
    }
    guard var structs = plan.typestate else { return }
    for planned in plan.composites {
      guard let index = model.states.firstIndex(where: { $0.name == planned.composite.state })
      else { continue }
      let inside = Set(planned.held.models.flatMap { $0.rows.map(\.event) })
      structs[index].methods.removeAll { inside.contains(model.events[$0.event.index].name) }
    }
    plan.typestate = structs
  }

  /// One `ActivityHandlers` runs the activities of every table of a tree (or every region), one
  /// handler per activity: a declaration whose outcome events differ from an earlier table's
  /// for the same activity is reported, as it is within one table.
  static func checkActivityOutcomes(
    across tables: [MachineModel], into diagnostics: inout DiagnosticCollector
  ) {
    var outcomes: [String: (done: String?, failed: String?)] = [:]
    for table in tables {
      var own: [String: (done: String?, failed: String?)] = [:]
      for declaration in table.activities {
        if let earlier = outcomes[declaration.activity],
          earlier.done != declaration.done || earlier.failed != declaration.failed
        {
          diagnostics.report(
            .conflictingActivityOutcomes(
              activity: declaration.activity, done: earlier.done, failed: earlier.failed),
            at: declaration.anchors.declaration)
        } else if own[declaration.activity] == nil {
          own[declaration.activity] = (declaration.done, declaration.failed)
        }
      }
      outcomes.merge(own) { earlier, _ in earlier }
    }
  }

  /// While a tree of machines is generated without them, an error on each `@Composite`
  /// attribute whose held machine, or whose holder, uses what a composite state does not run
  /// yet; only when nothing else is wrong.
  static func reportNotGenerated(
    _ plan: TransitionPlan, into diagnostics: inout DiagnosticCollector
  ) {
    guard !plan.composites.isEmpty, !diagnostics.hasErrors else { return }
    var reports: [(CompositeModel, String)] = []
    // A `Machine` keeps a scope's timers, activities and history apart by a bit of a `UInt64`.
    if let first = plan.composites.first, PlannedHeld.scopeCount(plan) > 64 {
      if plan.composites.contains(where: \.held.times) {
        reports.append((first.composite, "holding timers, in a tree of more than 64 tables,"))
      } else if !plan.activities.isEmpty || plan.composites.contains(where: \.held.runsActivities) {
        reports.append((first.composite, "with activities, in a tree of more than 64 tables,"))
      } else if plan.composites.contains(where: \.held.remembers) {
        reports.append(
          (first.composite, "holding superstates with history, in a tree of more than 64 tables,"))
      }
    }
    for (composite, context) in reports {
      diagnostics.report(
        .compositeNotGenerated(state: composite.state, context: context), at: composite.anchor)
    }
  }

  /// The composite states in regions of a struct at the top that are not generated: a tree of
  /// more than 64 tables with timers, activities or held superstates with history (a `Machine`
  /// keeps them by scope, a bit of a `UInt64` each).
  static func reportNotGeneratedInRegions(
    _ plans: [TransitionPlan], into diagnostics: inout DiagnosticCollector
  ) {
    let scopes = plans.reduce(0) { $0 + PlannedHeld.scopeCount($1) }
    guard scopes > 64,
      let first = plans.lazy.flatMap(\.composites).first,
      plans.contains(where: { plan in
        PlannedHeld.anyTable(of: plan) { !$0.timers.isEmpty || !$0.activities.isEmpty }
          || plan.composites.contains(where: \.held.remembers)
      })
    else { return }
    diagnostics.report(
      .compositeNotGenerated(
        state: first.composite.state,
        context: "with timers, activities or history, in a tree of more than 64 tables,"),
      at: first.composite.anchor)
  }

  static func kindDescription(of declaration: some DeclGroupSyntax) -> String {
    switch declaration.kind {
    case .structDecl: "a struct"
    case .classDecl: "a class"
    case .actorDecl: "an actor"
    case .protocolDecl: "a protocol"
    case .extensionDecl: "an extension"
    default: "this declaration"
    }
  }
}

extension MachineModel {
  /// The validation and planning stages of one table: an enum's, or a region's.
  func validateAndPlan(into diagnostics: inout DiagnosticCollector) -> TransitionPlan {
    let validation = validate()
    for diagnostic in validation.diagnostics {
      diagnostics.append(diagnostic)
    }
    return TransitionPlan.build(for: self, validation: validation, diagnostics: &diagnostics)
  }
}

extension DiagnosticCollector {
  /// Appends what `part` collected, but for its unused events: a region or a held machine need
  /// not take every event of the machine, whose own check counts every table's rows.
  mutating func appendUsingEveryEvent(_ part: DiagnosticCollector) {
    for diagnostic in part.diagnostics
    where (diagnostic.diagMessage as? FSMDiagnostic)?.id != .unusedEvent {
      append(diagnostic)
    }
  }
}
