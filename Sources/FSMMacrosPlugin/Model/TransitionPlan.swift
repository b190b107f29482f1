/// What the generated `transition(on:)` does, resolved from the table: for each state, the
/// events it accepts and, for each, the rows to try in order.
///
/// Validation builds the plan; generation only prints it. Rows that failed validation, and rows
/// that can never fire, are not in it.
public struct TransitionPlan: Equatable, Sendable {
  /// The states that accept at least one event, in declaration order.
  public var branches: [StateBranch] = []
  /// One edge per (row, source) pair that can fire, in table order.
  public var edges: [PlannedEdge] = []
  /// Whether the typestate structs are generated: asked for, and no name clashes.
  public var generatesTypestate = false

  public init() {}
}

public struct StateBranch: Equatable, Sendable {
  public var state: String
  /// The accepted events, in declaration order.
  public var events: [EventBranch]
}

public struct EventBranch: Equatable, Sendable {
  public var event: String
  /// The rows tried in order; only the last may be unguarded.
  public var rows: [PlannedRow]
}

public struct PlannedRow: Equatable, Sendable {
  /// The row's index in the table.
  public var row: Int
  public var guarded: Bool
  public var target: PlannedTarget
  public var effect: Construction?
}

public enum PlannedTarget: Equatable, Sendable {
  /// A case built from forwarded values.
  case construct(Construction)
  /// The row's `build:` closure computes it.
  case build
}

/// A case value to construct: `.name(label: value, …)`.
public struct Construction: Equatable, Sendable {
  public var caseName: String
  /// `nil` for a case without associated values.
  public var arguments: [Argument]?
}

/// One associated value passed to a constructed case. Values with a default that nothing
/// supplies are omitted, so the case's own default applies.
public struct Argument: Equatable, Sendable {
  public var label: String?
  public var value: Value
  /// The associated value's position in the constructed case.
  public var position: Int

  public enum Value: Equatable, Sendable {
    /// The event's associated value at this position.
    case event(Int)
    /// The source state's associated value at this position.
    case source(Int)
    /// An expression written in the enum (a default value).
    case expression(String)
  }
}

public struct PlannedEdge: Equatable, Sendable {
  public var source: String
  public var event: String
  public var target: String?
  public var effect: String?
  public var guardLabel: String?
}
