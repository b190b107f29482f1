/// What the generated code does, resolved from the table: for each state, the events it accepts
/// and, for each, the rows to try in order; the edges the diagrams draw; the timers; the methods
/// named after events; the typestate structs.
///
/// The plan is the whole hand-off between analysis and generation. The planner
/// (`TransitionPlan+Building.swift`) builds it from a model and the rows validation rejected,
/// and decides every name it gives a generated member; generation prints it, reading cases
/// through the positions the plan carries, never by name, and decides nothing.
/// Rows that failed validation or planning, and rows that can never fire, are not in it.
public struct TransitionPlan: Equatable, Sendable {
  /// The states that accept at least one event, in declaration order.
  public var branches: [StateBranch] = []
  /// One edge per (row, source) pair that can fire, in table order.
  public var edges: [PlannedEdge] = []
  /// The states with timed events (`after:` rows), in declaration order.
  public var timers: [StateTimers] = []
  /// The outermost superstates, each with those nested in it, in declaration order.
  public var superstates: [PlannedSuperstate] = []
  /// For each state with superstates, by position, the superstates containing it, innermost
  /// first.
  public var superstateChains: [Int: [CaseReference]] = [:]
  /// The superstates with history, in declaration order.
  public var histories: [PlannedHistory] = []
  /// The superstates with history, in declaration order.
  public var historySuperstates: [CaseReference] { histories.map(\.superstate) }
  /// Whether a row returns to a superstate's history: `transition(on:memory:)` is then generated.
  public var hasHistoryRows: Bool {
    branches.contains { branch in
      branch.events.contains { event in
        event.rows.contains(where: \.target.isHistory)
      }
    }
  }
  /// The events that get a method named after them, in declaration order: every event whose
  /// method would not clash with a member of the same name.
  public var eventMethods: [CaseReference] = []
  /// The typestate structs, one per state in declaration order; `nil` when they are not
  /// generated (not asked for, or a name they need is taken).
  public var typestate: [TypestateStruct]? = nil
  /// The states with eventless rows, in declaration order, each with its rows in precedence
  /// order (its own, then its superstates', innermost first; only the last may be unguarded).
  public var eventless: [EventlessBranch] = []
  /// The superstates with completion rows (`.onDone`), in declaration order, each with the rows
  /// as they fire from each of its states.
  public var completions: [CompletionBranch] = []
  /// The cases that complete a superstate (its `final:` cases), in declaration order.
  public var superstateFinals: [SuperstateFinal] = []
  /// One edge per (eventless or completion row, source) pair that can fire, in table order.
  public var eventlessEdges: [PlannedEventlessEdge] = []

  /// The activities of `static let activities` whose names exist and whose values can be built, in
  /// declaration order.
  public var activities: [PlannedActivity] = []

  /// The table's composite states, each with its held machine planned, in declaration order
  /// (the Design article, "Composition").
  public var composites: [PlannedComposite] = []

  /// Whether a step's target settles by eventless or completion rows (`FSMRuntime.Microstep`).
  public var settles: Bool { !eventless.isEmpty || !completions.isEmpty }

  /// Whether an eventless or completion row returns to a superstate's history: settling then
  /// reads the memory (`_nextMicrostep(completing:memory:)`).
  var settlingReadsMemory: Bool {
    eventless.contains { $0.rows.contains(where: \.target.isHistory) }
      || completions.contains { completion in
        completion.states.contains { $0.rows.contains(where: \.target.isHistory) }
      }
  }

  /// Whether a composite state of this table has a completion row (`.onDone(.processing, …)`,
  /// planned as an eventless row).
  var completesHeldStates: Bool { eventless.contains { $0.rows.contains(where: \.completesHeld) } }

  public init() {}

  /// The history of `superstate`, if it has one.
  func history(of superstate: CaseReference) -> PlannedHistory? {
    histories.first { $0.superstate == superstate }
  }

  /// The activities the case at `index` runs itself (not its superstates'), in declaration order.
  func activities(ofState index: Int) -> [PlannedActivity] {
    activities.filter { $0.superstate == nil && $0.constructions[index] != nil }
  }

  /// The activities the superstate at `index` runs, in declaration order.
  func activities(ofSuperstate index: Int) -> [PlannedActivity] {
    activities.filter { $0.superstate?.index == index }
  }

  /// The branch of the state at `index` in the model's states, if it accepts any event.
  func branch(ofState index: Int) -> StateBranch? {
    branches.first { $0.state.index == index }
  }

  /// The eventless rows of a table of a tree, with its superstates' completion rows as it
  /// settles them: each state of a superstate tries, after its eventless rows, the
  /// superstate's completion rows, which fire only in the microstep that takes that
  /// completion from the tree's queue (the Design article, "One queue of completions"): from
  /// the final case that raised it, or from the state the machine moved to inside the
  /// superstate before it was taken. An unguarded eventless row leaves none to try.
  var heldSettlingRows: [EventlessBranch] {
    guard !completions.isEmpty else { return eventless }
    var branches = eventless
    for completion in completions {
      for state in completion.states where !state.rows.isEmpty {
        var rows = state.rows
        // Each waits for its completion to be taken: a test of its own.
        for index in rows.indices {
          rows[index].completesSuperstate = true
          rows[index].completedSuperstate = completion.superstate.name
          rows[index].guarded = true
        }
        if let index = branches.firstIndex(where: { $0.state == state.state }) {
          if branches[index].rows.last?.guarded ?? true {
            branches[index].rows += rows
          }
        } else {
          branches.append(EventlessBranch(state: state.state, rows: rows))
        }
      }
    }
    return branches.sorted { $0.state.index < $1.state.index }
  }
}

/// A case of the machine's enum, of `Event` or of `Effect`: its position among the cases of its
/// enum, which lookup tables and encoded edges use, and its name, which generated code spells.
public struct CaseReference: Hashable, Sendable, CustomStringConvertible {
  /// The position in ``MachineModel/states``, ``MachineModel/events`` or
  /// ``MachineModel/effects``.
  public var index: Int
  /// The case's name without backticks.
  public var name: String

  public init(index: Int, name: String) {
    self.index = index
    self.name = name
  }

  public var description: String { name }
}

/// One `case` of the generated `switch self`: a state and the events it accepts.
public struct StateBranch: Equatable, Sendable {
  public var state: CaseReference
  /// The accepted events, in declaration order; never empty.
  public var events: [EventBranch]
}

/// One `case` of the inner `switch event`: an event, and the rows that may fire for it from the
/// branch's state.
public struct EventBranch: Equatable, Sendable {
  public var event: CaseReference
  /// The rows tried in order: named rows, then `within` rows from the innermost superstate out,
  /// then `fromAny` rows; only the last may be unguarded.
  /// When the last is guarded too, the event is rejected once every guard has failed.
  public var rows: [PlannedRow]
}

/// A row as it fires from one source state: whether a guard decides, how the target and effect
/// are built, and where the row is written, for calling its own `when:` and `build:` closures.
public struct PlannedRow: Equatable, Sendable {
  /// The row's position among all rows of all tables (``RowModel/index``).
  public var index: Int
  /// The table the row is written in (`transitions`, `transitionsS1`, …).
  public var table: String
  /// The row's position in its table.
  public var position: Int
  /// Whether the row has a `when:` guard, which the generated code calls, or a condition on
  /// another region.
  public var guarded: Bool
  public var target: PlannedTarget
  /// The effect to emit, built from the step's values; `nil` for none.
  public var effect: Construction?
  /// In a region, the other regions' cases the row requires.
  public var conditions: [RegionCondition] = []
  /// Whether the row has a `when:` closure to call (a row may be guarded by conditions alone).
  public var callsGuard = true
  /// Whether the row is eventless or a completion row: its `when:` and `build:` closures take
  /// the state alone.
  public var stateOnly = false
  /// Whether the row is a composite state's completion row: taken only once its held machine
  /// is done.
  public var completesHeld = false
  /// Whether the row is a superstate's completion row in a held table, tried from the
  /// superstate's final case (``TransitionPlan/heldSettlingRows``).
  public var completesSuperstate = false
  /// For such a row, the superstate it completes.
  public var completedSuperstate: String?
  /// For a row with `build:` whose target case is known (its `to:`, the case its closure's
  /// single expression constructs, or its own state for a row that stays): that case. The
  /// generated step checks the built value is of it before anything reads its values.
  public var builtCase: CaseReference?
  /// Whether the built value may be of another case than `builtCase` (the case is named, not
  /// read from the closure): the event is then refused (`InvalidTransition.Reason.builtOtherCase`).
  public var mayBuildOtherCase = false

  /// Whether the row is a completion row that a tree tries as an eventless row: only in the
  /// microstep that takes its completion from the queue (SCXML's internal queue).
  var isCompletion: Bool { completesHeld || completesSuperstate }
}

/// A state's eventless rows, or the completion rows of a superstate as they fire from one of
/// its states.
public struct EventlessBranch: Equatable, Sendable {
  public var state: CaseReference
  /// The rows tried in order; only the last may be unguarded.
  public var rows: [PlannedRow]
}

/// A superstate's completion rows.
public struct CompletionBranch: Equatable, Sendable {
  public var superstate: CaseReference
  /// For each state of the superstate that is not final for the machine, in declaration
  /// order, the rows as they fire from it.
  public var states: [EventlessBranch]
}

/// A case listed as `final:` by its superstate.
public struct SuperstateFinal: Equatable, Sendable {
  public var state: CaseReference
  public var superstate: CaseReference
}

/// An arrow of the diagrams for an eventless or completion row, from one source.
public struct PlannedEventlessEdge: Equatable, Sendable {
  public var source: CaseReference
  /// `nil` for a `build:` row whose target is not known at compile time.
  public var target: CaseReference?
  public var effect: CaseReference?
  public var guardLabel: String?
  /// The row's position among all rows of all tables (``RowModel/index``).
  public var index: Int
  /// The superstate of the `within` row the edge comes from; `nil` for other rows.
  public var superstate: CaseReference?
  /// For a completion row, the superstate it completes (drawn from the superstate, as one
  /// edge); `nil` for an eventless row.
  public var completes: CaseReference?
  /// Whether the row is a composite state's completion row (`.onDone(.processing, …)`).
  public var completesHeld = false
  /// The state of the machine at the top a held eventless row leaves for (`leavingTo:`); its
  /// `target` is then `nil`.
  public var leavingTo: PartReference? = nil
  /// The superstate whose history the row returns to (`toHistoryOf:`); its `target` is `nil`.
  public var historyOf: CaseReference? = nil

  /// Whether the row's target is computed by its `build:` closure at run time.
  var targetIsComputed: Bool { target == nil && leavingTo == nil && historyOf == nil }
}

/// How a planned row's target state is made.
public enum PlannedTarget: Equatable, Sendable {
  /// A case built from forwarded values.
  case construct(Construction)
  /// The row's `build:` closure computes it.
  case build
  /// Where the superstate's history says (`toHistoryOf:`).
  case history(PlannedHistory)
  /// A state outside the row's own machine, or deep inside one of its states (`leavingTo:`).
  case leave(PlannedLeave)
  /// The source itself, or what the row's `build:` closure makes of it (`builds`): a row that
  /// stays (`.stay`, `.stayInAny`), which exits and enters nothing.
  case stay(builds: Bool)

  /// Whether the row returns to a superstate's history.
  var isHistory: Bool {
    if case .history = self { true } else { false }
  }

  /// Whether the row stays in its state.
  var stays: Bool {
    if case .stay = self { true } else { false }
  }
}

/// Where a held row's `leavingTo:` goes (the Composition article, "How a row inside leaves"):
/// the innermost table of the tree holding both the row and its target takes the step, its
/// value built down to the target, every other region on the way at its initial case.
public struct PlannedLeave: Equatable, Sendable {
  /// The target as written.
  public var target: PartReference
  /// The depth of that table (how many composite states above it: 0 for the machine at the
  /// top); `nil` until the tree is planned, or when the target names no state (reported).
  public var depth: Int?
  /// The value from that table down: each level a state holding the next, outermost first.
  public var levels: [Level] = []
  /// The target state, in the innermost table, and the type of its table.
  public var leaf: Construction?
  public var leafType = ""

  public init(target: PartReference) {
    self.target = target
  }

  /// A composite state on the way down, holding the next level.
  public struct Level: Equatable, Sendable {
    /// The type of the table the state is a case of.
    public var tableType: String
    public var state: CaseModel
    /// When the state holds a struct of regions: the struct's type, its regions' properties
    /// and their types in order, and the position of the region the target is in.
    public var regions: Regions?
  }

  public struct Regions: Equatable, Sendable {
    public var type: String
    public var properties: [String]
    public var types: [String]
    public var index: Int
  }
}

/// A superstate's history, as a row that returns to it resolves its target.
public struct PlannedHistory: Equatable, Sendable {
  /// The case of `Superstate`, by its position there.
  public var superstate: CaseReference
  public var kind: HistoryModel.Kind
  /// The default, as written: entered when the superstate has not been left yet.
  public var defaultValue: String
  /// The default's case.
  public var defaultCase: CaseReference
  /// For a shallow history: the superstates directly inside, each with its states and its
  /// `initial:` value, entered when the memory holds one of those states.
  public var nested: [NestedInitial]

  public struct NestedInitial: Equatable, Sendable {
    public var superstate: CaseReference
    public var states: [CaseReference]
    /// The `initial:` value as written, and its case.
    public var initial: String
    public var initialCase: CaseReference
  }

  /// The states the history may enter that the machine need not have visited: the default's,
  /// and for a shallow history each nested `initial:` one's.
  public var entered: [CaseReference] {
    eachOnce([defaultCase] + nested.map(\.initialCase))
  }

  /// What the diagrams write in its node: `H*` for deep, `H` for shallow.
  var label: String { kind == .deep ? "H*" : "H" }
}

/// A case value to construct: `.name(label: value, …)`.
public struct Construction: Equatable, Sendable {
  /// The state or effect constructed.
  public var constructed: CaseReference
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
    /// The associated value at this position of the target the row's `build:` closure built,
    /// once checked to be of the row's target case (``PlannedRow/builtCase``).
    case built(Int)
    /// An expression written in the enum (a default value).
    case expression(String)
  }
}

/// A superstate, for `superstates(of:)` and the diagrams' clusters.
public struct PlannedSuperstate: Equatable, Sendable {
  /// The case of `Superstate`, by its position there.
  public var superstate: CaseReference
  /// Its states that no superstate nested in it contains, in declaration order.
  public var ownStates: [CaseReference]
  /// Its states, in declaration order.
  public var states: [CaseReference]
  /// The superstates nested in it, in declaration order.
  public var children: [PlannedSuperstate]
}

/// A state's timed events, for `timedEvents(in:)`.
public struct StateTimers: Equatable, Sendable {
  public var state: CaseReference
  /// The events, each once, in the order of the rows that time them; never empty.
  public var timers: [PlannedTimer]
}

/// An event a state sends itself after a delay.
public struct PlannedTimer: Equatable, Sendable {
  /// An event whose associated values all have defaults.
  public var event: CaseReference
  public var delay: PlannedDelay
}

/// The `after:` delay that times an event in a state: the first row that says it (the others
/// say the same).
public struct PlannedDelay: Equatable, Sendable {
  /// The row's position among all rows of all tables (``RowModel/index``).
  public var index: Int
  /// Where the row is written: its table, and its position in that table's array literal (as
  /// `@_Region` finds it in the syntax, for a region's `_$delay(table:row:)`).
  public var table: String
  public var position: Int
  /// The expression as the user wrote it, which generated code evaluates.
  public var expression: String
  /// What the diagrams show after `after`.
  public var label: String
  /// Whether the expression is a literal duration; otherwise it may be a function of the state
  /// entered (``DelayModel/isLiteral``).
  public var isLiteral = false

  /// The delay's name outside Swift, for one that is not a literal (an XState named delay, an
  /// SCXML `delayexpr`): a reference's last name (`Self.backoff`, `backoff`: `backoff`), `delay`
  /// for a closure, any other expression as written.
  public var name: String {
    let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
    if let last = parts.last, !parts.isEmpty,
      parts.allSatisfy({ part in
        part.first.map { $0 == "_" || $0.isLetter } ?? false
          && part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      })
    {
      return String(last)
    }
    return expression.hasPrefix("{") ? "delay" : expression
  }
}

/// The `~Copyable` struct standing for one state, with typestate.
public struct TypestateStruct: Equatable, Sendable {
  public var state: CaseReference
  /// The struct's name: the state's with the first letter upper-cased.
  public var name: String
  /// The properties holding the state's associated values, in order: the label, else `value`
  /// for a lone unlabeled value, else `value0`, `value1`, … by position.
  public var properties: [String]
  /// The events the struct has a method for: those the state accepts whatever the guards (the
  /// branch's last row is unguarded), so that the method neither throws nor returns an optional.
  public var methods: [EventBranch]
}

/// One arrow of the diagrams and one element of the generated `edges`: a row from one source.
public struct PlannedEdge: Equatable, Sendable {
  public var source: CaseReference
  public var event: CaseReference
  /// `nil` for a `build:` row whose target is not known at compile time.
  public var target: CaseReference?
  public var effect: CaseReference?
  /// The label the diagrams show for the row's guard, `nil` when it has none.
  public var guardLabel: String?
  /// The delay after which the event is sent by itself in the source state, if it is timed there.
  public var delay: PlannedDelay?
  /// The row's position among all rows of all tables (``RowModel/index``).
  public var index: Int
  /// The superstate of the `within` row the edge comes from; `nil` for other rows. Its position
  /// is among the cases of `Superstate`.
  public var superstate: CaseReference?
  /// The superstate whose history the edge returns to (`toHistoryOf:`); its `target` is `nil`.
  public var historyOf: CaseReference? = nil
  /// The state of the machine at the top a held row leaves for (`leavingTo:`); its `target`
  /// is `nil`.
  public var leavingTo: PartReference? = nil
  /// Whether the row stays (`.stay`): its `target` is its `source`, neither exited nor entered.
  public var stays = false

  /// Whether the target is known only at run time: a `build:` row's that names no case.
  var targetIsComputed: Bool { target == nil && historyOf == nil && leavingTo == nil }
}
