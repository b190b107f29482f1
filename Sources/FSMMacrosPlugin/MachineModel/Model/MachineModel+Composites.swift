/// A state that holds a machine: a case marked `@Composite`, whose one associated value's type
/// is an enum with a table or a struct of regions declared in the machine that holds it (the
/// Design article, "Composition").
///
/// The held machine is read as any machine is, with its holder's events and effects, so every
/// check of a table applies to its tables too; it may hold machines in turn.
public struct CompositeModel: Equatable, Sendable {
  /// The case that holds the machine.
  public var state: String
  /// The held type's name, as the case's associated value writes it.
  public var typeName: String
  public var held: HeldMachine
  /// The `@Composite` attribute.
  public var anchor: SyntaxAnchor
}

/// A machine held by a `@Composite` state: an enum's states (a compound state), or a struct's
/// regions (a parallel state).
public indirect enum HeldMachine: Equatable, Sendable {
  case states(MachineModel)
  case regions(RegionMachineModel)

  /// The composite states of the held machine's tables: its own, or its regions'.
  var composites: [CompositeModel] {
    switch self {
    case .states(let model): model.composites
    case .regions(let model): model.regions.flatMap(\.model.composites)
    }
  }
}

extension HeldMachine {
  /// The rows of every table of the held machine, and of the machines it holds in turn.
  var rows: [RowModel] {
    switch self {
    case .states(let model): model.rows + model.heldRows
    case .regions(let model): model.regions.flatMap { $0.model.rows + $0.model.heldRows }
    }
  }
}

extension HeldMachine {
  /// The `leavingTo:` rows, with an event or eventless, of every table of the held machine
  /// and of the machines it holds in turn.
  var leavingRows: [RowModel] {
    switch self {
    case .states(let model): model.leavingRows
    case .regions(let model): model.regions.flatMap(\.model.leavingRows)
    }
  }
}

extension MachineModel {
  /// The rows of the machines the composite states hold, however deep.
  var heldRows: [RowModel] { composites.flatMap(\.held.rows) }

  /// The `leavingTo:` rows of this table and of the machines it holds, however deep.
  var leavingRows: [RowModel] {
    (rows + eventlessRows).filter { $0.leavingTo != nil } + composites.flatMap(\.held.leavingRows)
  }

  /// The value entering `composite`, one of this table's composite states: the case's own
  /// default, else its held machine's initial configuration, qualified by the table's type (a
  /// region's rows are generated in its struct, a held table's in the machine at the top).
  func entryValue(of composite: CompositeModel) -> String {
    states.first { $0.name == composite.state }?.parameters.first?.defaultValue
      ?? "\(typeName).\(composite.typeName)._$initial"
  }

  /// The composite state `reference` (one of `composites`) as a row's target builds it: at
  /// its entry value (`entryValue(of:)`), never with a value of the event or the source.
  func entryConstruction(of composite: CompositeModel, at reference: CaseReference)
    -> Construction
  {
    Construction(
      constructed: reference,
      arguments: [
        Argument(
          label: states[reference.index].parameters.first?.label,
          value: .expression(entryValue(of: composite)), position: 0)
      ])
  }
}

/// A composite state with its held machine planned: what the generator prints the holding from.
public struct PlannedComposite: Equatable, Sendable {
  public var composite: CompositeModel
  public var held: PlannedHeld
}

/// A held machine with the plans of its tables, each carrying the composites its table holds
/// (``TransitionPlan/composites``).
public indirect enum PlannedHeld: Equatable, Sendable {
  /// An enum with a table.
  case states(MachineModel, TransitionPlan)
  /// A struct of regions: one plan per region, in declaration order.
  case regions(RegionMachineModel, [TransitionPlan])
}

extension PlannedHeld {
  /// Whether a row of the held machine, or of a machine it holds, emits an effect.
  var emits: Bool {
    switch self {
    case .states(let model, let plan): Self.emits(model, plan)
    case .regions(let model, let plans):
      zip(model.regions, plans).contains { Self.emits($0.model, $1) }
    }
  }

  /// Whether a row of the table (with an event or eventless), or of a machine it holds, emits
  /// an effect.
  static func emits(_ model: MachineModel, _ plan: TransitionPlan) -> Bool {
    (model.rows + model.eventlessRows).contains { $0.effect != nil }
      || plan.composites.contains { $0.held.emits }
  }

  /// Whether a table of the held machine, at any depth, has eventless rows: the machine
  /// holding it settles after every step, trying them first.
  var settles: Bool { anyTable(\.settles) }

  /// Whether the table `plan`, or a machine it holds, has eventless or completion rows.
  static func settles(_ plan: TransitionPlan) -> Bool { anyTable(of: plan, \.settles) }

  /// Whether a table of the held machine, at any depth, has completion rows it tries as
  /// eventless rows: a superstate's, or a composite state's.
  var completes: Bool { anyTable(Self.completesItself) }

  /// Whether the table `plan`, or a machine it holds, has completion rows.
  static func completes(_ plan: TransitionPlan) -> Bool { anyTable(of: plan, completesItself) }

  /// Whether the table `plan` itself has completion rows.
  static func completesItself(_ plan: TransitionPlan) -> Bool {
    !plan.completions.isEmpty || plan.completesHeldStates
  }

  /// Whether a table of the held machine, at any depth, satisfies `test`.
  func anyTable(_ test: (TransitionPlan) -> Bool) -> Bool {
    switch self {
    case .states(_, let plan): Self.anyTable(of: plan, test)
    case .regions(_, let plans): plans.contains { Self.anyTable(of: $0, test) }
    }
  }

  /// Whether the table `plan`, or a table of a machine it holds at any depth, satisfies `test`.
  static func anyTable(of plan: TransitionPlan, _ test: (TransitionPlan) -> Bool) -> Bool {
    test(plan) || plan.composites.contains { $0.held.anyTable(test) }
  }

  /// The table `plan` and the tables of every machine it holds, at any depth.
  static func tables(of plan: TransitionPlan) -> [TransitionPlan] {
    [plan]
      + plan.composites.flatMap { planned -> [TransitionPlan] in
        switch planned.held {
        case .states(_, let plan): tables(of: plan)
        case .regions(_, let plans): plans.flatMap(tables(of:))
        }
      }
  }

  /// The tables of the held machine, at any depth, in scope order.
  var models: [MachineModel] {
    switch self {
    case .states(let model, let plan): [model] + plan.composites.flatMap(\.held.models)
    case .regions(let model, let plans):
      zip(model.regions, plans).flatMap { [$0.model] + $1.composites.flatMap(\.held.models) }
    }
  }

  /// Whether a table of the held machine, at any depth, has `after:` rows.
  var times: Bool { anyTable { !$0.timers.isEmpty } }

  /// Whether a table of the held machine, at any depth, has a row to a superstate's history
  /// (with an event, eventless or completion).
  var remembers: Bool { anyTable { $0.hasHistoryRows || $0.settlingReadsMemory } }

  /// Whether a table of the held machine, at any depth, declares an activity.
  var runsActivities: Bool { anyTable { !$0.activities.isEmpty } }

  /// The scopes of the held machine: one per table at any depth (a struct's regions each).
  var scopeCount: Int {
    switch self {
    case .states(_, let plan): Self.scopeCount(plan)
    case .regions(_, let plans): plans.reduce(0) { $0 + Self.scopeCount($1) }
    }
  }

  /// The scopes of the table `plan` and of every machine it holds.
  static func scopeCount(_ plan: TransitionPlan) -> Int {
    plan.composites.reduce(1) { $0 + $1.held.scopeCount }
  }

  /// Whether one step of the held machine may emit more than one effect: several regions of
  /// a struct, at any depth, emit.
  var collects: Bool {
    switch self {
    case .states(_, let plan): plan.composites.contains { $0.held.collects }
    case .regions(let model, let plans):
      zip(model.regions, plans).count { Self.emits($0.model, $1) } > 1
        || plans.contains { $0.composites.contains { $0.held.collects } }
    }
  }
}
