/// Every name `@StateMachine` reads or declares in the enum or the struct with regions, and
/// `@_Region` in each region, in one place.
///
/// The macro's declaration (`names:` in `Sources/FSMMacros/Macros.swift`) lists ``members``
/// one by one, and a test checks that it lists exactly what the generator emits. Besides these,
/// the macro declares one method per event, named after it, and with typestate one struct per
/// state, named after it (`arbitrary` in the declaration; their names are the plan's).
public enum GeneratedNames {
  /// A member the macro declares in the enum.
  public struct Member: Equatable, Sendable {
    /// As the macro's `names:` spells it: `transition(on:)` for a function, `edges` otherwise.
    public var name: String
    /// When the macro declares it.
    public var feature: Feature
    /// Whether a case of the enum may not take the name: the members every machine has, which
    /// a case of the same name would make ambiguous (`Turnstile.edges`).
    public var reservedForStates: Bool

    /// The name without the argument labels of a function: `transition` for `transition(on:)`.
    public var baseName: String { String(name.prefix { $0 != "(" }) }
  }

  /// When a member is declared.
  public enum Feature: Equatable, Sendable {
    /// For every machine.
    case always
    /// When the table's edges are built one statement at a time, not decoded from a string.
    case edgesByStatements
    /// For a machine with `after:` rows.
    case timers
    /// For a machine with an `enum Superstate`.
    case superstates
    /// For a machine with a row that returns to a superstate's history.
    case historyRows
    /// For a machine with a superstate that has history.
    case history
    /// With `@StateMachine(typestate: true)`, when nothing clashes.
    case typestate
    /// For a machine whose transition function is a lookup table.
    case lookupTable
    /// For a lookup-table machine whose rows emit effects.
    case lookupTableEffects
    /// For a struct with regions that declares no initializer of its own.
    case initializers
    /// For a machine with eventless or completion rows.
    case settling
    /// For a struct with regions of which several emit effects.
    case effectsOfSeveralRegions
    /// For a machine with an `enum Activity`.
    case activities
    /// For a machine some of whose states hold machines (`@Composite`).
    case composites
    /// For a machine some of whose states hold machines, or with rows that stay.
    case movesInside
    /// For a machine with rows written with `build:`.
    case builds
  }

  public static let members: [Member] = [
    Member(name: "Case", feature: .always, reservedForStates: true),
    Member(name: "case", feature: .always, reservedForStates: true),
    Member(name: "Transition", feature: .always, reservedForStates: true),
    Member(name: "transition(on:)", feature: .always, reservedForStates: false),
    Member(name: "initialCase", feature: .always, reservedForStates: true),
    Member(name: "finalCases", feature: .always, reservedForStates: true),
    Member(name: "edges", feature: .always, reservedForStates: true),
    Member(name: "dot", feature: .always, reservedForStates: true),
    Member(name: "mermaid", feature: .always, reservedForStates: true),
    Member(name: "scxml", feature: .always, reservedForStates: true),
    Member(name: "xstate", feature: .always, reservedForStates: true),
    Member(name: "_xstateKeys(of:)", feature: .always, reservedForStates: false),
    Member(name: "_$edges", feature: .edgesByStatements, reservedForStates: false),
    Member(name: "timedEvents(in:)", feature: .timers, reservedForStates: false),
    // Always declared by a struct with regions.
    Member(name: "_hasTimers", feature: .timers, reservedForStates: false),
    Member(name: "_forEachTimedEvent(of:scope:_:)", feature: .timers, reservedForStates: false),
    Member(name: "Superstates", feature: .superstates, reservedForStates: false),
    Member(name: "superstates(of:)", feature: .superstates, reservedForStates: false),
    Member(name: "transition(on:memory:)", feature: .historyRows, reservedForStates: false),
    Member(name: "_hasHistory", feature: .history, reservedForStates: false),
    Member(name: "_historySuperstates", feature: .history, reservedForStates: false),
    Member(name: "_recordHistory(of:into:)", feature: .history, reservedForStates: false),
    Member(name: "Typed", feature: .typestate, reservedForStates: false),
    Member(name: "typed", feature: .typestate, reservedForStates: false),
    Member(name: "_$targets", feature: .lookupTable, reservedForStates: false),
    Member(name: "_$state(at:)", feature: .lookupTable, reservedForStates: false),
    Member(name: "_$index(of:)", feature: .lookupTable, reservedForStates: false),
    Member(name: "_$effectCells", feature: .lookupTableEffects, reservedForStates: false),
    Member(name: "_$effect(at:)", feature: .lookupTableEffects, reservedForStates: false),
    Member(name: "_settles", feature: .settling, reservedForStates: false),
    Member(name: "_firstStep(on:memory:)", feature: .settling, reservedForStates: false),
    Member(name: "_nextMicrostep(completing:)", feature: .settling, reservedForStates: false),
    Member(name: "_completion(entering:)", feature: .settling, reservedForStates: false),
    Member(name: "_completesInside", feature: .composites, reservedForStates: false),
    Member(
      name: "_raiseCompletions(entered:in:into:)", feature: .composites, reservedForStates: false),
    Member(
      name: "_nextMicrostep(completingInside:memory:)", feature: .composites,
      reservedForStates: false),
    Member(name: "_$microstep(completing:)", feature: .composites, reservedForStates: false),
    Member(name: "_$eventless(_:effect:)", feature: .settling, reservedForStates: false),
    Member(name: "Activities", feature: .activities, reservedForStates: false),
    Member(name: "ActivityHandlers", feature: .activities, reservedForStates: false),
    Member(name: "_hasActivities", feature: .activities, reservedForStates: false),
    Member(name: "_activityCases", feature: .activities, reservedForStates: false),
    Member(name: "_activities", feature: .activities, reservedForStates: false),
    Member(
      name: "_leavesScope(of:from:to:moved:)", feature: .activities, reservedForStates: false),
    Member(name: "_movesInside(_:)", feature: .movesInside, reservedForStates: false),
    Member(name: "_caseBuiltOtherwise(on:)", feature: .builds, reservedForStates: false),
    Member(name: "_activeParts(of:)", feature: .composites, reservedForStates: false),
    Member(name: "_trace(of:)", feature: .composites, reservedForStates: false),
    Member(name: "_trace(from:to:moved:)", feature: .composites, reservedForStates: false),
    Member(name: "_holdsMachines", feature: .composites, reservedForStates: false),
    Member(name: "_scopeCount", feature: .composites, reservedForStates: false),
    Member(name: "_timedEvents(of:scope:)", feature: .composites, reservedForStates: false),
    Member(name: "_scopesMoved(by:)", feature: .composites, reservedForStates: false),
    Member(name: "_scopesMoved(from:to:moved:)", feature: .composites, reservedForStates: false),
    Member(name: "_$scopeParts(_:)", feature: .composites, reservedForStates: false),
    Member(name: "_$transition(on:more:)", feature: .composites, reservedForStates: false),
    Member(
      name: "_$transition(on:memory:more:)", feature: .composites, reservedForStates: false),
  ]

  /// The members the macro declares in a struct with regions, besides those of ``members`` it
  /// shares (the struct's are listed there too, by name: `Case`, `transition(on:)`, `edges`…).
  /// Each region's functions, the tree's (`_$step$<property>`, `_$settle$<property>`,
  /// `_$trace$<property>`…), are named after its property (`arbitrary` in the declaration).
  public static let regionMachineMembers: [Member] = [
    Member(name: "Part", feature: .always, reservedForStates: false),
    Member(name: "isIn(_:)", feature: .always, reservedForStates: false),
    Member(name: "parts(of:)", feature: .always, reservedForStates: false),
    Member(name: "init", feature: .initializers, reservedForStates: false),
    Member(name: "Superstate", feature: .superstates, reservedForStates: false),
    Member(name: "_regionCount", feature: .always, reservedForStates: false),
    Member(name: "_regionsMoved(by:)", feature: .always, reservedForStates: false),
    Member(
      name: "_eventEffects(of:)", feature: .effectsOfSeveralRegions, reservedForStates: false),
    Member(
      name: "_moreEffects(of:)", feature: .effectsOfSeveralRegions, reservedForStates: false),
  ]

  /// The members `@_Region` declares in each region of a struct with regions: what its table
  /// needs to name its cases and the struct's events and effects.
  public static let regionMembers: [Member] = [
    Member(name: "Case", feature: .always, reservedForStates: false),
    Member(name: "case", feature: .always, reservedForStates: false),
    Member(name: "Parent", feature: .always, reservedForStates: false),
    Member(name: "Event", feature: .always, reservedForStates: false),
    Member(name: "Effect", feature: .always, reservedForStates: false),
    Member(name: "Transition", feature: .always, reservedForStates: false),
    Member(name: "Superstates", feature: .superstates, reservedForStates: false),
    Member(name: "_$delay(table:row:)", feature: .timers, reservedForStates: false),
    Member(name: "_$delay(table:row:entering:)", feature: .timers, reservedForStates: false),
    Member(name: "_$delayFunction(table:row:)", feature: .timers, reservedForStates: false),
    Member(name: "Activity", feature: .activities, reservedForStates: false),
    Member(name: "Activities", feature: .activities, reservedForStates: false),
    Member(name: "_$initial", feature: .always, reservedForStates: false),
    Member(name: "Part", feature: .composites, reservedForStates: false),
    Member(name: "isIn(_:)", feature: .composites, reservedForStates: false),
    Member(name: "init", feature: .composites, reservedForStates: false),
  ]

  /// The member named `name`, as the macro's `names:` spells it.
  public static func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }

  /// The nested enum of the events, which every machine declares.
  public static let event = "Event"
  /// The nested enum of the effects, which a machine may declare.
  public static let effect = "Effect"
  /// The nested enum of the superstates, which a machine may declare.
  public static let superstate = "Superstate"
  /// The nested enum of the activities states run, which a machine may declare.
  public static let activity = "Activity"
  /// The nested enums the macro reads and marks with an attribute of its own.
  public static let nestedEnums = [event, effect, superstate, activity]

  /// The prefix of a transition table's name: `transitions`, `transitionsS1`, …
  public static let tablePrefix = "transitions"
  /// The name of the array of superstate declarations.
  public static let superstateDeclarations = "superstates"
  /// The name of the array of activity declarations.
  public static let activityDeclarations = "activities"

  /// The member every payload-free case of `Event` and `Effect` gets, which no event or effect
  /// may take.
  public static let discriminantNames = ["case", "Case"]
}

extension MachineModel {
  /// Whether the macro may declare `member` in this machine, which a member of the user's of
  /// the same name would then clash with. Typestate's names are checked when typestate is
  /// decided, with the message that says so; the private `_$` names count whatever the plan.
  func mayDeclare(_ member: GeneratedNames.Member) -> Bool {
    switch member.feature {
    case .always, .edgesByStatements, .lookupTable, .lookupTableEffects: true
    case .timers: rows.contains { $0.delay != nil }
    case .superstates: superstateCases != nil
    case .historyRows: rows.contains { $0.historyOf != nil }
    case .history: superstates.contains { $0.history != nil }
    case .settling: !eventlessRows.isEmpty
    case .activities: activityCases != nil
    case .composites: !compositeStates.isEmpty
    case .movesInside: !compositeStates.isEmpty || rows.contains(where: \.stays)
    case .builds: rows.contains { $0.build != nil }
    case .typestate, .initializers, .effectsOfSeveralRegions: false
    }
  }
}
