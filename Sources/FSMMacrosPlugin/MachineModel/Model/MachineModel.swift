public import SwiftSyntax

/// A machine as the macro understands it: plain values read from the annotated enum, in source
/// order.
///
/// The syntax nodes that diagnostics point at are kept in ``SyntaxAnchor`` fields, which compare
/// equal whatever they hold, so tests can build and compare models without any syntax.
public struct MachineModel: Equatable, Sendable {
  /// The enum's name, as written (without generic parameters).
  public var name: String
  /// The enum's name as generated code refers to it: with its generic parameters, `Box<T>`.
  public var typeName: String
  /// The access modifier generated members get: `public`, `package`, or `nil` for the default.
  public var access: String?
  /// Whether the enum has generic parameters (static stored properties are then impossible).
  public var isGeneric: Bool
  /// The states: the enum's cases.
  public var states: [CaseModel]
  /// The cases of the nested `Event` enum.
  public var events: [CaseModel]
  /// The cases of the nested `Effect` enum, or `nil` when there is none.
  public var effects: [CaseModel]?
  /// The cases of the nested `enum Superstate`, or `nil` when there is none.
  public var superstateCases: [CaseModel]?
  /// The superstates `static let superstates` declares, in order.
  public var superstates: [SuperstateModel]
  /// The cases of the nested `enum Activity`, or `nil` when there is none.
  public var activityCases: [CaseModel]? = nil
  /// The activities `static let activities` declares, in order.
  public var activities: [ActivityModel] = []
  /// The state marked `@Initial`, else the first state.
  public var initialState: String?
  /// The states marked `@Final`.
  public var finalStates: [String]
  /// The rows of every `transitions…` table that have an event, in source order.
  public var rows: [RowModel]
  /// The eventless rows (written without `on:`) and completion rows (`.onDone`), in source
  /// order: they settle a step's target (`FSMRuntime.Microstep`).
  public var eventlessRows: [RowModel] = []
  /// The `typestate: true` argument, where a diagnostic about typestate points.
  public var typestateAnchor: SyntaxAnchor = .none
  /// The user's own members that a generated one could clash with or that a table's closures
  /// could use: nested types other than `Event` and `Effect`, properties and functions, in
  /// source order.
  public var userMembers: [UserMember]
  /// `false` when parsing left out a row or a case with an error: the whole-machine checks
  /// (reachability, dead ends, unused events) would then report spurious warnings.
  public var parsedWithoutErrors: Bool
  /// `@StateMachine(typestate: true)`: the user asks for one `~Copyable` struct per state. The
  /// plan says whether they are generated (``TransitionPlan/typestate``).
  public var requestsTypestate: Bool
  /// Whether the enum or its `Effect` is `@objc`: such an enum is stored as its raw value, not as
  /// its case's position.
  public var hasObjCLayout: Bool
  /// The states marked `@Composite`, each with the machine it holds, in declaration order.
  public var composites: [CompositeModel] = []
  /// What the tree's `leavingTo:` rows do to this table: noted before it is checked.
  public var leaving = LeavingFacts()
  /// The names of the cases marked `@Composite`, those whose held machine could not be read
  /// included.
  public var compositeStates: [String] = []

  public init(
    name: String,
    typeName: String? = nil,
    access: String? = nil,
    isGeneric: Bool = false,
    states: [CaseModel],
    events: [CaseModel],
    effects: [CaseModel]? = nil,
    superstateCases: [CaseModel]? = nil,
    superstates: [SuperstateModel] = [],
    initialState: String? = nil,
    finalStates: [String] = [],
    rows: [RowModel] = [],
    userMembers: [UserMember] = [],
    parsedWithoutErrors: Bool = true,
    requestsTypestate: Bool = false,
    hasObjCLayout: Bool = false,
    eventlessRows: [RowModel] = []
  ) {
    self.name = name
    self.typeName = typeName ?? name
    self.access = access
    self.isGeneric = isGeneric
    self.states = states
    self.events = events
    self.effects = effects
    self.superstateCases = superstateCases
    self.superstates = superstates
    self.initialState = initialState ?? states.first?.name
    self.finalStates = finalStates
    self.rows = rows
    self.userMembers = userMembers
    self.parsedWithoutErrors = parsedWithoutErrors
    self.requestsTypestate = requestsTypestate
    self.hasObjCLayout = hasObjCLayout
    self.eventlessRows = eventlessRows
  }

  /// The user's member declared as `signature` (`dot`, `transition(on:)`): the last, should
  /// it be declared twice.
  func userMember(_ signature: String) -> UserMember? {
    userMembers.last { $0.signature == signature }
  }
}

/// A member the user declared in the machine's enum.
public struct UserMember: Equatable, Sendable {
  public var name: String
  /// A function's argument labels (`_` for none), `nil` for a type or a property.
  public var labels: [String]?
  /// Where its name is written.
  public var anchor: SyntaxAnchor
  /// Where it is marked `@MainActor`, if it is: a table's guards and builders cannot use it.
  public var mainActor: SyntaxAnchor?

  public init(
    _ name: String, labels: [String]? = nil, anchor: SyntaxAnchor = .none,
    mainActor: SyntaxAnchor? = nil
  ) {
    self.name = name
    self.labels = labels
    self.anchor = anchor
    self.mainActor = mainActor
  }

  var isFunction: Bool { labels != nil }

  /// `name` for a type or a property, `name(label:)` for a function.
  var signature: String {
    labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? name
  }
}

/// One case of the machine's enum, of `Event` or of `Effect`.
public struct CaseModel: Equatable, Sendable {
  /// The case's name without backticks.
  public var name: String
  /// Its associated values, in order.
  public var parameters: [ParameterModel]
  /// Where the case is declared.
  public var anchor: SyntaxAnchor
  /// The name `@Named` gives it for the documents, if any.
  public var documentName: String?

  public init(
    _ name: String, _ parameters: [ParameterModel] = [], anchor: SyntaxAnchor = .none,
    documentName: String? = nil
  ) {
    self.name = name
    self.parameters = parameters
    self.anchor = anchor
    self.documentName = documentName
  }

  /// The name the documents (SCXML, XState, `Case`'s description) use.
  public var documented: String { documentName ?? name }
}

/// One associated value of a case.
public struct ParameterModel: Equatable, Sendable {
  /// The label, or `nil` for an unlabeled value.
  public var label: String?
  /// The type as written.
  public var type: String
  /// The default value's expression as written, if any.
  public var defaultValue: String?

  public init(label: String?, type: String, defaultValue: String? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }

  /// The type with white space and a leading `Swift.` removed, for comparing types by spelling.
  var normalizedType: String {
    var text = type.filter { !$0.isWhitespace }
    if text.hasPrefix("Swift.") {
      text.removeFirst("Swift.".count)
    }
    return text
  }
}

/// One row of the transition table.
public struct RowModel: Equatable, Sendable {
  /// The states a row leaves.
  public enum Sources: Hashable, Sendable {
    /// `.from(.a, …)` or `.from([.a, .b], …)`.
    case states([String])
    /// `.fromAny(except: […], …)`.
    case anyExcept([String])
    /// `.within(.superstate, …)`.
    case within(String)
  }

  /// The row's position among all rows of all tables, from 0.
  public var index: Int
  /// The table the row is written in, and its position there: the generated code calls the
  /// row's own `when:` and `build:` closures through them.
  public var table: String = "transitions"
  public var position: Int = 0
  public var sources: Sources
  public var event: String
  /// The `after:` delay, if any: the row's event is timed in its source states.
  public var delay: DelayModel?
  /// The case named by `to:`, or the case a single-expression `build:` closure constructs.
  public var target: String?
  /// The `build:` closure's source text, if any.
  public var build: String?
  /// The superstate named by `toHistoryOf:`: the row returns to where it was left.
  public var historyOf: String?
  public var effect: String?
  /// The `when:` expression's source text, if any.
  public var guardExpression: String?
  /// The name a diagram shows for the guard: the referenced function's name, else `guard`.
  public var guardLabel: String?
  /// The names the `when:` and `build:` expressions refer to, where they are written.
  public var closureReferences: [NameReference] = []
  /// In a region, the other regions' cases the row requires (`.whenIn(.download(.ready))`).
  public var conditions: [RegionCondition] = []
  /// In a machine held by a composite state, the state of the machine at the top the row
  /// leaves for (`leavingTo: .retrying`), named from the top; its `target` is `nil`.
  public var leavingTo: PartReference?
  /// `.onDone(.processing, …)` of a composite state: an eventless row from it, taken only once
  /// the machine it holds is done.
  public var completesHeld = false
  /// `.stay(…)` or `.stayInAny(…)`: the row keeps its state (no exit, no entry); its `target`
  /// is `nil`, its `build:`, if any, returns a value of the source's case.
  public var stays = false
  /// Where the row, and each of its parts, is written.
  public var anchors: RowAnchors
  /// What fires the row: its event (`on:`), nothing, or its superstate's completion. An
  /// eventless or completion row's `event` is empty.
  public var trigger: Trigger = .event

  public enum Trigger: Equatable, Sendable {
    case event
    /// Written without `on:`.
    case eventless
    /// `.onDone(superstate, …)`: the sources are `.within(superstate)`.
    case completion
  }

  public init(
    index: Int,
    sources: Sources,
    event: String,
    delay: DelayModel? = nil,
    target: String?,
    build: String? = nil,
    effect: String? = nil,
    guardExpression: String? = nil,
    guardLabel: String? = nil,
    anchors: RowAnchors = RowAnchors()
  ) {
    self.index = index
    self.sources = sources
    self.event = event
    self.delay = delay
    self.target = target
    self.build = build
    self.effect = effect
    self.guardExpression = guardExpression
    self.guardLabel = guardLabel ?? (guardExpression == nil ? nil : "guard")
    self.anchors = anchors
  }

  /// Whether something decides at run time if the row fires: a `when:` guard, or a condition
  /// on another region.
  var isGuarded: Bool { guardExpression != nil || !conditions.isEmpty || completesHeld }
}

/// A region's row's condition on another region: `.download(.ready)` in `.whenIn(...)`; in a
/// machine held by a composite state, a state of the machine at the top, at any depth:
/// `.processing(.payment(.captured))`.
public struct RegionCondition: Equatable, Sendable {
  /// The state's path from the top: the region's property and its case for a struct's region
  /// (`["download", "ready"]`); for a held table, the state, region and case names down to the
  /// state named (`["processing", "payment", "captured"]`; `["processing"]` for
  /// `.processing(nil)`).
  public var path: [String]
  /// The condition as written: the `Part` generated code tests.
  public var expression: String
  public var anchor: SyntaxAnchor

  /// The region, as the struct's property names it: the path's first name.
  public var region: String { path.first ?? "" }
  /// The case the region must be in: the path's last name.
  public var state: String { path.last ?? "" }

  public init(region: String, state: String, anchor: SyntaxAnchor = .none) {
    self.init(path: [region, state], expression: ".\(region)(.\(state))", anchor: anchor)
  }

  public init(path: [String], expression: String, anchor: SyntaxAnchor = .none) {
    self.path = path
    self.expression = expression
    self.anchor = anchor
  }
}

/// A state named from the machine at the top, at any depth: `.retrying`,
/// `.processing(.shipping(.shipped))` — what a held row's `leavingTo:` names.
public struct PartReference: Equatable, Sendable {
  /// The state, region and case names from the top down to the state named
  /// (`["processing", "shipping", "shipped"]`; `["processing"]` for `.processing(nil)`).
  public var path: [String]
  /// The part as written.
  public var expression: String
  public var anchor: SyntaxAnchor

  public init(path: [String], expression: String, anchor: SyntaxAnchor = .none) {
    self.path = path
    self.expression = expression
    self.anchor = anchor
  }
}

/// A value written in a declaration, such as a history's default: `.paused`,
/// `.playing(track: 1)`.
public struct ValueModel: Equatable, Sendable {
  /// The case it is a value of.
  public var caseName: String
  /// The expression as written, which generated code evaluates.
  public var expression: String
  public var anchor: SyntaxAnchor

  public init(caseName: String, expression: String, anchor: SyntaxAnchor = .none) {
    self.caseName = caseName
    self.expression = expression
    self.anchor = anchor
  }
}

/// A superstate's `history:`.
public struct HistoryModel: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case deep, shallow
  }

  public var kind: Kind
  /// The value entered when the superstate has not been left yet.
  public var defaultValue: ValueModel

  public init(kind: Kind, defaultValue: ValueModel) {
    self.kind = kind
    self.defaultValue = defaultValue
  }
}

/// One `.superstate(_:contains:in:)` of `static let superstates`.
public struct SuperstateModel: Equatable, Sendable {
  /// The case of `Superstate` it declares.
  public var name: String
  /// The states it contains, as written.
  public var cases: [String]
  /// The superstate named by `in:`, if any.
  public var parent: String?
  /// The `initial:` value: what a shallow history of the parent enters for this superstate.
  public var initial: ValueModel?
  /// The `history:`, if the superstate remembers where it was left.
  public var history: HistoryModel?
  /// The `final:` cases, whose entry completes the superstate.
  public var finals: [String] = []
  public var anchors: SuperstateAnchors

  public init(
    _ name: String, contains cases: [String], in parent: String? = nil,
    initial: ValueModel? = nil, history: HistoryModel? = nil,
    anchors: SuperstateAnchors = SuperstateAnchors()
  ) {
    self.name = name
    self.cases = cases
    self.parent = parent
    self.initial = initial
    self.history = history
    self.anchors = anchors
  }
}

/// The syntax nodes of a superstate declaration that diagnostics point at.
public struct SuperstateAnchors: Equatable, Sendable {
  /// The whole `.superstate(…)` call.
  public var declaration: SyntaxAnchor = .none
  public var name: SyntaxAnchor = .none
  /// The `contains:` array, and each case in it.
  public var contains: SyntaxAnchor = .none
  public var cases: [String: SyntaxAnchor] = [:]
  /// The `in:` argument.
  public var parent: SyntaxAnchor = .none
  /// Each case of the `final:` array.
  public var finals: [String: SyntaxAnchor] = [:]

  public init() {}

  /// Anchors never make two models differ.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// One `.run(_:in:done:failed:)` (or `.run(_:within:…)`) of `static let activities`: an activity
/// its scope runs while it lasts.
public struct ActivityModel: Equatable, Sendable {
  /// What runs the activity: a case, or every case of a superstate.
  public enum Scope: Equatable, Sendable {
    case state(String)
    case superstate(String)

    var name: String {
      switch self {
      case .state(let name), .superstate(let name): name
      }
    }
  }

  /// The case of `Activity` it runs.
  public var activity: String
  public var scope: Scope
  /// The event its result becomes, if any.
  public var done: String?
  /// The event its error becomes, if any.
  public var failed: String?
  public var anchors: ActivityAnchors

  public init(
    _ activity: String, scope: Scope, done: String? = nil, failed: String? = nil,
    anchors: ActivityAnchors = ActivityAnchors()
  ) {
    self.activity = activity
    self.scope = scope
    self.done = done
    self.failed = failed
    self.anchors = anchors
  }
}

/// The syntax nodes of an activity declaration that diagnostics point at.
public struct ActivityAnchors: Equatable, Sendable {
  public var declaration: SyntaxAnchor = .none
  public var activity: SyntaxAnchor = .none
  public var scope: SyntaxAnchor = .none
  public var done: SyntaxAnchor = .none
  public var failed: SyntaxAnchor = .none

  public init() {}

  /// Anchors never make two models differ.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A row's `after:` argument.
public struct DelayModel: Equatable, Sendable {
  /// The expression as written, white space collapsed: rows that time one event in one state
  /// must agree on it.
  public var expression: String
  /// The expression exactly as written: generated code evaluates it.
  public var source: String
  /// What diagrams show after `after`: `10s` for `.seconds(10)`, `2500ms` for
  /// `.milliseconds(2500)`, any other expression as written.
  public var label: String
  /// Whether the expression is a literal duration of zero or less (`.seconds(0)`,
  /// `.milliseconds(-5)`, `.zero`).
  public var isNotPositive: Bool
  /// Whether the expression is a literal duration (`.seconds(10)`, `.zero`): a `Duration`. Any
  /// other expression may be a `Duration` or a function of the state entered, which generated
  /// code tells apart by its type (`FSMRuntime._Delay`).
  public var isLiteral: Bool

  public init(
    expression: String, source: String? = nil, label: String? = nil, isNotPositive: Bool = false,
    isLiteral: Bool = false
  ) {
    self.expression = expression
    self.source = source ?? expression
    self.label = label ?? expression
    self.isNotPositive = isNotPositive
    self.isLiteral = isLiteral
  }

  /// Whether two delays are written the same, white space aside.
  func isWrittenLike(_ other: DelayModel) -> Bool {
    expression.filter { !$0.isWhitespace } == other.expression.filter { !$0.isWhitespace }
  }
}

/// A name an expression refers to, and where.
public struct NameReference: Equatable, Sendable {
  public var name: String
  public var anchor: SyntaxAnchor

  public init(name: String, anchor: SyntaxAnchor) {
    self.name = name
    self.anchor = anchor
  }
}

/// The syntax nodes of a row that diagnostics point at.
public struct RowAnchors: Equatable, Sendable {
  public var row: SyntaxAnchor = .none
  public var sources: [String: SyntaxAnchor] = [:]
  public var event: SyntaxAnchor = .none
  public var delay: SyntaxAnchor = .none
  public var target: SyntaxAnchor = .none
  public var historyOf: SyntaxAnchor = .none
  public var build: SyntaxAnchor = .none
  public var effect: SyntaxAnchor = .none

  public init() {}

  /// Anchors never make two models differ.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A syntax node kept beside a model value, ignored by `==`.
public struct SyntaxAnchor: Equatable, Sendable {
  public var node: Syntax?

  public static let none = SyntaxAnchor(node: nil)

  public init(node: Syntax?) { self.node = node }
  public init(_ node: some SyntaxProtocol) { self.node = Syntax(node) }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
