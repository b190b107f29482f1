/// A machine with regions: a struct whose stored properties of nested enum types are its
/// regions, each with a table of its own over the struct's events and effects (the Regions
/// article).
///
/// Each region is read as a machine's enum is, by `MachineParser` in region mode, which takes
/// the struct's events and effects; what only the struct can check (the regions themselves,
/// conditions on other regions, events no region takes) is checked by the validation stage
/// (`RegionMachineModel+Validation.swift`).
public struct RegionMachineModel: Equatable, Sendable {
  /// One region: the property that holds it, and its table read as a machine's.
  public struct RegionModel: Equatable, Sendable {
    /// The stored property, which names the region (`playback`).
    public var property: String
    public var model: MachineModel
  }

  public var name: String
  public var access: String?
  public var events: [CaseModel]
  public var effects: [CaseModel]?
  public var regions: [RegionModel]
  public var userMembers: [UserMember]
  /// Whether the struct declares an initializer of its own: the macro then declares none.
  public var declaresInitializer: Bool
}

/// What the planning stage decides for a machine with regions: each region's plan, as a
/// machine's enum is planned, and the events that get a method on the struct.
public struct RegionMachinePlan {
  /// One plan per region, in the order of ``RegionMachineModel/regions``.
  public var regions: [TransitionPlan]
  public var eventMethods: [CaseReference]
}

/// A region with its plan: what the generator and the documents read.
struct PlannedRegion {
  var property: String
  var model: MachineModel
  var plan: TransitionPlan
}

extension MachineModel {
  /// The duration a row's delay in this table (a region's, or a held machine's) gives `state`
  /// (an expression of the table's type) as the code of the machine around it evaluates it:
  /// `@_Region` (and `@Submachine`) declares `_$delay(table:row:entering:)` in the table's type,
  /// where the names the user's expression uses are found, keyed by where the row is written.
  func delayCall(_ delay: PlannedDelay, entering state: String) -> String {
    "\(typeName)._$delay(table: \(stringLiteral(delay.table)), row: \(delay.position), "
      + "entering: \(state))"
  }

  /// A row's delay in this table, for its edges: the duration it says (`nil` for a function of
  /// the state) and, for a delay that is not a literal, the function as written (`nil` for a
  /// duration), from the table's type (`_$delay(table:row:)`, `_$delayFunction(table:row:)`).
  func edgeDelay(_ delay: PlannedDelay) -> EdgeDelay {
    let key = "table: \(stringLiteral(delay.table)), row: \(delay.position)"
    return EdgeDelay(
      fixed: "\(typeName)._$delay(\(key))",
      function: delay.isLiteral ? nil : "\(typeName)._$delayFunction(\(key))")
  }
}

/// The `Edge(...)` arguments of a timed row's delay: `delay:`'s and, for a delay that may be a
/// function of the state, `delayFunction:`'s.
struct EdgeDelay {
  var fixed: String
  var function: String?
}

extension RegionMachineModel {
  /// The regions, each with its plan from `plan`.
  func planned(_ plan: RegionMachinePlan) -> [PlannedRegion] {
    zip(regions, plan.regions).map {
      PlannedRegion(property: $0.property, model: $0.model, plan: $1)
    }
  }

  /// The case a region starts in: the one marked `@Initial`, else the first (the model's
  /// `initialState`, which is `nil` only for a table without cases, a region parsing rejects).
  static func initialCase(of model: MachineModel) -> String {
    model.initialState ?? ""
  }

  /// The regions listed for a message: `'playback' (stopped, playing), 'download' (idle, ready)`.
  var regionList: String {
    regions.map { region in
      "'\(region.property)' (\(region.model.states.map(\.name).joined(separator: ", ")))"
    }.joined(separator: ", ")
  }

  /// The regions' properties, which a payload-free event's method would redeclare.
  var properties: Set<String> { Set(regions.map(\.property)) }
}
