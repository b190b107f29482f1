// swift-format-ignore-file
// `Teahouse` from Tests/FSMMacrosTests/HeldActivityTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Teahouse: Equatable, Sendable {
//   @Initial case closed
//   @Composite case serving(Service)
//   @Composite case cleaning(Crew)
//   @Final case done
//
//   @Submachine
//   enum Service: Equatable, Sendable {
//     @Initial case seating
//     case brewing(leaf: String)
//     case pouring(leaf: String)
//
//     enum Superstate { case making }
//
//     static let superstates: [Superstates] = [
//       .superstate(.making, contains: [.brewing, .pouring])
//     ]
//
//     static let activities: [Activities] = [
//       .run(.brew, in: .brewing, done: .brewed),
//       .run(.playMusic, within: .making),
//     ]
//
//     static let transitions: [Transition] = [
//       .from(.seating, on: .order, to: .brewing),
//       .from(.brewing, on: .brewed, to: .pouring),
//       .from(.pouring, on: .refill, to: .brewing),
//       .within(.making, on: .spill, to: .seating),
//     ]
//   }
//
//   @Submachine
//   struct Crew: Equatable, Sendable {
//     var floor: Floor
//     var dishes: Dishes
//
//     enum Floor: Equatable, Sendable {
//       @Initial case sweeping
//       @Final case swept
//
//       static let activities: [Activities] = [
//         .run(.sweep, in: .sweeping, done: .sweptUp)
//       ]
//
//       static let transitions: [Transition] = [
//         .from(.sweeping, on: .sweptUp, to: .swept)
//       ]
//     }
//
//     enum Dishes: Equatable, Sendable {
//       @Initial case washing
//       @Final case stacked
//
//       static let activities: [Activities] = [
//         .run(.wash, in: .washing)
//       ]
//
//       static let transitions: [Transition] = [
//         .from(.washing, on: .stack, to: .stacked)
//       ]
//     }
//   }
//
//   enum Event: Equatable, Sendable {
//     case open
//     case order(leaf: String)
//     case brewed, refill, spill, reopen, close, sweptUp, stack, finish
//   }
//
//   enum Activity: Equatable, Sendable {
//     case greet
//     case brew(leaf: String)
//     case playMusic, sweep, wash
//   }
//
//   static let activities: [Activities] = [
//     .run(.greet, in: .serving)
//   ]
//
//   static let transitions: [Transition] = [
//     .from(.closed, on: .open, to: .serving),
//     .from(.serving, on: .reopen, to: .serving),
//     .from(.serving, on: .close, to: .cleaning),
//     .from(.cleaning, on: .finish, to: .done),
//   ]
// }

// MARK: - Expansion


enum Teahouse: Equatable, Sendable {
  case closed
  @Composite case serving(Service)
  @Composite case cleaning(Crew)
  case done

  @Submachine
  enum Service: Equatable, Sendable {
    case seating
    case brewing(leaf: String)
    case pouring(leaf: String)

    enum Superstate { case making 
}

    static let superstates: [Superstates] = [
      .superstate(.making, contains: [.brewing, .pouring])
    ]

    static let activities: [Activities] = [
      .run(.brew, in: .brewing, done: .brewed),
      .run(.playMusic, within: .making),
    ]

    static let transitions: [Transition] = [
      .from(.seating, on: .order, to: .brewing),
      .from(.brewing, on: .brewed, to: .pouring),
      .from(.pouring, on: .refill, to: .brewing),
      .within(.making, on: .spill, to: .seating),
    ]
  }

  @Submachine
  struct Crew: Equatable, Sendable {
    var floor: Floor
    var dishes: Dishes

    enum Floor: Equatable, Sendable {
      case sweeping
      case swept

      static let activities: [Activities] = [
        .run(.sweep, in: .sweeping, done: .sweptUp)
      ]

      static let transitions: [Transition] = [
        .from(.sweeping, on: .sweptUp, to: .swept)
      ]
    }

    enum Dishes: Equatable, Sendable {
      case washing
      case stacked

      static let activities: [Activities] = [
        .run(.wash, in: .washing)
      ]

      static let transitions: [Transition] = [
        .from(.washing, on: .stack, to: .stacked)
      ]
    }
  }

  enum Event: Equatable, Sendable {
    case open
    case order(leaf: String)
    case brewed, refill, spill, reopen, close, sweptUp, stack, finish

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case open
      case order
      case brewed
      case refill
      case spill
      case reopen
      case close
      case sweptUp
      case stack
      case finish
      var description: Swift.String {
        switch self {
        case .open:
          "open"
        case .order:
          "order"
        case .brewed:
          "brewed"
        case .refill:
          "refill"
        case .spill:
          "spill"
        case .reopen:
          "reopen"
        case .close:
          "close"
        case .sweptUp:
          "sweptUp"
        case .stack:
          "stack"
        case .finish:
          "finish"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case open
      case order
      case brewed
      case refill
      case spill
      case reopen
      case close
      case sweptUp
      case stack
      case finish
      var description: Swift.String {
        switch self {
        case .open:
          "open"
        case .order:
          "order"
        case .brewed:
          "brewed"
        case .refill:
          "refill"
        case .spill:
          "spill"
        case .reopen:
          "reopen"
        case .close:
          "close"
        case .sweptUp:
          "sweptUp"
        case .stack:
          "stack"
        case .finish:
          "finish"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .open:
        .open
      case .order:
        .order
      case .brewed:
        .brewed
      case .refill:
        .refill
      case .spill:
        .spill
      case .reopen:
        .reopen
      case .close:
        .close
      case .sweptUp:
        .sweptUp
      case .stack:
        .stack
      case .finish:
        .finish
      }
    }
  }

  enum Activity: Equatable, Sendable {
    case greet
    case brew(leaf: String)
    case playMusic, sweep, wash

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case greet
      case brew
      case playMusic
      case sweep
      case wash
      var description: Swift.String {
        switch self {
        case .greet:
          "greet"
        case .brew:
          "brew"
        case .playMusic:
          "playMusic"
        case .sweep:
          "sweep"
        case .wash:
          "wash"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case greet
      case brew
      case playMusic
      case sweep
      case wash
      var description: Swift.String {
        switch self {
        case .greet:
          "greet"
        case .brew:
          "brew"
        case .playMusic:
          "playMusic"
        case .sweep:
          "sweep"
        case .wash:
          "wash"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .greet:
        .greet
      case .brew:
        .brew
      case .playMusic:
        .playMusic
      case .sweep:
        .sweep
      case .wash:
        .wash
      }
    }
  }

  static let activities: [Activities] = [
    .run(.greet, in: .serving)
  ]

  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .serving),
    .from(.serving, on: .reopen, to: .serving),
    .from(.serving, on: .close, to: .cleaning),
    .from(.cleaning, on: .finish, to: .done),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case serving
    case cleaning
    case done
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .serving:
        "serving"
      case .cleaning:
        "cleaning"
      case .done:
        "done"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case serving
    case cleaning
    case done
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .serving:
        "serving"
      case .cleaning:
        "cleaning"
      case .done:
        "done"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .closed:
      .closed
    case .serving:
      .serving
    case .cleaning:
      .cleaning
    case .done:
      .done
    }
  }

  typealias Transition = FSMRuntime.Transition<Teahouse>

  nonisolated static let initialCase: Case = Case.closed

  nonisolated static let finalCases: Swift.Set<Case> = [Case.done]

  @inline(__always)
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    switch self {
    case .closed:
      switch event {
      case .open:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .serving(Teahouse.Service._$initial))
      case .order, .brewed, .refill, .spill, .reopen, .close, .sweptUp, .stack, .finish:
        return nil
      }
    case .serving(let _$s0):
      var _$held = _$s0
      if Self._$step$serving(&_$held, on: event, in: self) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .serving(_$held))
      }
      switch event {
      case .reopen:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .serving(Teahouse.Service._$initial))
      case .close:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cleaning(Teahouse.Crew._$initial))
      case .open, .order, .brewed, .refill, .spill, .sweptUp, .stack, .finish:
        return nil
      }
    case .cleaning(let _$s0):
      var _$held = _$s0
      if Self._$step$cleaning(&_$held, on: event, in: self) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .cleaning(_$held))
      }
      switch event {
      case .finish:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .done)
      case .open, .order, .brewed, .refill, .spill, .reopen, .close, .sweptUp, .stack:
        return nil
      }
    case .done:
      return nil
    }
  }

  /// Sends `.open` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func open() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.open)
  }

  /// Sends `.order` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func order(leaf: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.order(leaf: leaf))
  }

  /// Sends `.brewed` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func brewed() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.brewed)
  }

  /// Sends `.refill` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func refill() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.refill)
  }

  /// Sends `.spill` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func spill() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.spill)
  }

  /// Sends `.reopen` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func reopen() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.reopen)
  }

  /// Sends `.close` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func close() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.close)
  }

  /// Sends `.sweptUp` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func sweptUp() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.sweptUp)
  }

  /// Sends `.stack` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func stack() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stack)
  }

  /// Sends `.finish` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func finish() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.finish)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  typealias Activities = FSMRuntime.ActivityDeclaration<Teahouse>

  nonisolated static var _hasActivities: Swift.Bool {
    true
  }

  nonisolated static let _activityCases: [Activity.Case] = [Activity.Case.greet, Activity.Case.brew, Activity.Case.playMusic, Activity.Case.sweep, Activity.Case.wash]

  nonisolated func _activities() -> [FSMRuntime.StateActivity<Self>] {
    var _$activities: [FSMRuntime.StateActivity<Self>] = []
    Self._$activitiesIn(self, &_$activities)
    return _$activities
  }

  /// The activities `_$value` runs, added to `_$activities`, outermost first.
  private nonisolated static func _$activitiesIn(_ _$value: Self, _ _$activities: inout [FSMRuntime.StateActivity<Self>]) {
    switch _$value {
    case .serving:
      _$activities += [FSMRuntime.StateActivity<Self>(declaration: 0, activity: .greet)]
    default:
      break
    }
    switch _$value {
    case .serving(let _$s0):
      Self._$activitiesIn$serving(_$s0, &_$activities)
    case .cleaning(let _$s0):
      Self._$activitiesIn$cleaning$floor(_$s0.floor, &_$activities)
      Self._$activitiesIn$cleaning$dishes(_$s0.dishes, &_$activities)
    default:
      break
    }
  }

  /// The activities `_$value` runs, added to `_$activities`, outermost first.
  private nonisolated static func _$activitiesIn$serving(_ _$value: Teahouse.Service, _ _$activities: inout [FSMRuntime.StateActivity<Self>]) {
    switch _$value {
    case .brewing(let _$s0):
      _$activities += [FSMRuntime.StateActivity<Self>(declaration: 2, activity: .playMusic), FSMRuntime.StateActivity<Self>(declaration: 1, activity: .brew(leaf: _$s0))]
    case .pouring:
      _$activities += [FSMRuntime.StateActivity<Self>(declaration: 2, activity: .playMusic)]
    default:
      break
    }
  }

  /// The activities `_$value` runs, added to `_$activities`, outermost first.
  private nonisolated static func _$activitiesIn$cleaning$floor(_ _$value: Teahouse.Crew.Floor, _ _$activities: inout [FSMRuntime.StateActivity<Self>]) {
    switch _$value {
    case .sweeping:
      _$activities += [FSMRuntime.StateActivity<Self>(declaration: 3, activity: .sweep)]
    default:
      break
    }
  }

  /// The activities `_$value` runs, added to `_$activities`, outermost first.
  private nonisolated static func _$activitiesIn$cleaning$dishes(_ _$value: Teahouse.Crew.Dishes, _ _$activities: inout [FSMRuntime.StateActivity<Self>]) {
    switch _$value {
    case .washing:
      _$activities += [FSMRuntime.StateActivity<Self>(declaration: 4, activity: .wash)]
    default:
      break
    }
  }

  nonisolated static func _leavesScope(of declaration: Swift.Int, from: Self, to: Self, moved: Swift.UInt64) -> Swift.Bool {
    switch declaration {
    case 2:
      guard moved & (1 << 1) != 0 else {
        return false
      }
      if moved & (1 << 0) != 0 {
        return true
      }
      return !Self._$within$serving$making(to)
    case 0:
      return moved & (1 << 0) != 0
    case 1:
      return moved & (1 << 1) != 0
    case 3:
      return moved & (1 << 2) != 0
    case 4:
      return moved & (1 << 3) != 0
    default:
      return true
    }
  }

  #if !hasFeature(Embedded)
  #if compiler(>=6.2)
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  nonisolated struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = Teahouse
    var greet: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var brew: @Sendable (_ leaf: String, _ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var playMusic: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var sweep: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var wash: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    init(greet: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, brew: @escaping @Sendable (_ leaf: String, _ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, playMusic: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, sweep: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, wash: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void) {
      self.greet = greet
      self.brew = brew
      self.playMusic = playMusic
      self.sweep = sweep
      self.wash = wash
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<Teahouse>) async -> Event? {
      switch activity {
      case .greet:
        await greet(context)
        return nil
      case .brew(let _$a0):
        await brew(_$a0, context)
        return .brewed
      case .playMusic:
        await playMusic(context)
        return nil
      case .sweep:
        await sweep(context)
        return .sweptUp
      case .wash:
        await wash(context)
        return nil
      }
    }
  }
  #else
  /// Runs the activities of `activities`: one handler per activity, given the activity's
  /// values and a context, returning its `done:` event's values.
  struct ActivityHandlers: FSMRuntime.ActivityHandling {
    typealias Definition = Teahouse
    var greet: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var brew: @Sendable (_ leaf: String, _ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var playMusic: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var sweep: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    var wash: @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void
    init(greet: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, brew: @escaping @Sendable (_ leaf: String, _ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, playMusic: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, sweep: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void, wash: @escaping @Sendable (_ context: FSMRuntime.ActivityContext<Teahouse>) async -> Swift.Void) {
      self.greet = greet
      self.brew = brew
      self.playMusic = playMusic
      self.sweep = sweep
      self.wash = wash
    }
    func run(_ activity: Activity, context: FSMRuntime.ActivityContext<Teahouse>) async -> Event? {
      switch activity {
      case .greet:
        await greet(context)
        return nil
      case .brew(let _$a0):
        await brew(_$a0, context)
        return .brewed
      case .playMusic:
        await playMusic(context)
        return nil
      case .sweep:
        await sweep(context)
        return .sweptUp
      case .wash:
        await wash(context)
        return nil
      }
    }
  }
  #endif
  #endif

  #if compiler(>=6.2)
  /// One state, from the machine down: what `.whenIn` and an edge name.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case serving(Teahouse.Service.Case?)
    case cleaning(Teahouse.Crew.Part?)
    case done
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .serving(let inner):
        inner.map { "serving.\($0)" } ?? "serving"
      case .cleaning(let inner):
        inner.map { "cleaning.\($0)" } ?? "cleaning"
      case .done:
        "done"
      }
    }
  }
  #else
  /// One state, from the machine down: what `.whenIn` and an edge name.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case closed
    case serving(Teahouse.Service.Case?)
    case cleaning(Teahouse.Crew.Part?)
    case done
    var description: Swift.String {
      switch self {
      case .closed:
        "closed"
      case .serving(let inner):
        inner.map { "serving.\($0)" } ?? "serving"
      case .cleaning(let inner):
        inner.map { "cleaning.\($0)" } ?? "cleaning"
      case .done:
        "done"
      }
    }
  }
  #endif

  /// Whether this value is in the state `part` names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .closed:
      if case .closed = self {
        return true
      }
      return false
    case .serving(let inner):
      guard case .serving(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.case == inner
    case .cleaning(let inner):
      guard case .cleaning(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.isIn(inner)
    case .done:
      if case .done = self {
        return true
      }
      return false
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    switch state {
    case .closed:
      [.closed]
    case .serving:
      [.serving(nil)]
    case .cleaning:
      [.cleaning(nil)]
    case .done:
      [.done]
    }
  }

  /// The step of the machine held at serving: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$serving(_ _$state: inout Teahouse.Service, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .seating:
      switch event {
      case .order(let _$e0):
        _$state = .brewing(leaf: _$e0); return true
      case .open, .brewed, .refill, .spill, .reopen, .close, .sweptUp, .stack, .finish:
        return false
      }
    case .brewing(let _$s0):
      switch event {
      case .brewed:
        _$state = .pouring(leaf: _$s0); return true
      case .spill:
        _$state = .seating; return true
      case .open, .order, .refill, .reopen, .close, .sweptUp, .stack, .finish:
        return false
      }
    case .pouring(let _$s0):
      switch event {
      case .refill:
        _$state = .brewing(leaf: _$s0); return true
      case .spill:
        _$state = .seating; return true
      case .open, .order, .brewed, .reopen, .close, .sweptUp, .stack, .finish:
        return false
      }
    }
  }

  /// The step of the regions held at cleaning, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$cleaning(_ _$state: inout Teahouse.Crew, on event: Event, in _$machine: Self) -> Swift.Bool {
    var _$moved = false
    if Self._$step$cleaning$floor(&_$state.floor, on: event, in: _$machine) {
      _$moved = true
    }
    if Self._$step$cleaning$dishes(&_$state.dishes, on: event, in: _$machine) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at cleaning.floor: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$cleaning$floor(_ _$state: inout Teahouse.Crew.Floor, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .sweeping:
      switch event {
      case .sweptUp:
        _$state = .swept; return true
      case .open, .order, .brewed, .refill, .spill, .reopen, .close, .stack, .finish:
        return false
      }
    case .swept:
      return false
    }
  }

  /// The step of the machine held at cleaning.dishes: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$cleaning$dishes(_ _$state: inout Teahouse.Crew.Dishes, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .washing:
      switch event {
      case .stack:
        _$state = .stacked; return true
      case .open, .order, .brewed, .refill, .spill, .reopen, .close, .sweptUp, .finish:
        return false
      }
    case .stacked:
      return false
    }
  }

  nonisolated static func _activeParts(of state: Self) -> [Part] {
    Self._$parts(state) { $0 }
  }

  nonisolated static func _trace(of step: FSMRuntime.Step<Self>) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    Self._$trace(step.from, step.to, on: step.event, in: step.from, blocked: -1, { $0 }, into: &_$trace)
    return _$trace
  }

  nonisolated static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    Self._$trace(from, to, on: nil, in: from, blocked: -1, { $0 }, into: &_$trace)
    return _$trace
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts(_ _$value: Self, _ _$part: (Part) -> Part) -> [Part] {
    switch _$value {
    case .closed:
      [_$part(.closed)]
    case .serving(let _$s0):
      [_$part(.serving(nil))] + Self._$parts$serving(_$s0) { _$part(.serving($0)) }
    case .cleaning(let _$s0):
      [_$part(.cleaning(nil))] + Self._$parts$cleaning(_$s0) { _$part(.cleaning($0)) }
    case .done:
      [_$part(.done)]
    }
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    switch _$from {
    case .serving(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$serving(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took, case .serving(let _$t0) = _$to {
        Self._$trace$serving(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.serving($0)) }, into: &_$trace)
        return
      }
    case .cleaning(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$cleaning(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took, case .cleaning(let _$t0) = _$to {
        Self._$trace$cleaning(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.cleaning($0)) }, into: &_$trace)
        return
      }
    default:
      break
    }
    _$trace.land(from: Self._$parts(_$from, _$part), to: Self._$parts(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$serving(_ _$value: Teahouse.Service, _ _$part: (Teahouse.Service.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$serving(_ _$from: Teahouse.Service, _ _$to: Teahouse.Service, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Teahouse.Service.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$serving(_$from, _$part), to: Self._$parts$serving(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first, regions in declaration order.
  private nonisolated static func _$parts$cleaning(_ _$value: Teahouse.Crew, _ _$part: (Teahouse.Crew.Part) -> Part) -> [Part] {
    Self._$parts$cleaning$floor(_$value.floor) { _$part(.floor($0)) }
    + Self._$parts$cleaning$dishes(_$value.dishes) { _$part(.dishes($0)) }
  }

  /// Adds to `_$trace` a step inside these regions: each region's that took the event.
  private nonisolated static func _$trace$cleaning(_ _$from: Teahouse.Crew, _ _$to: Teahouse.Crew, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Teahouse.Crew.Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    var _$exited: [[Part]] = []
    var _$moved = false
    do {
      var _$held = _$from.floor
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$cleaning$floor(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$cleaning$floor(_$from.floor, _$to.floor, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.floor($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    do {
      var _$held = _$from.dishes
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$cleaning$dishes(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$cleaning$dishes(_$from.dishes, _$to.dishes, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.dishes($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    _$trace.exited += _$exited.reversed().joined()
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$cleaning$floor(_ _$value: Teahouse.Crew.Floor, _ _$part: (Teahouse.Crew.Floor.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$cleaning$floor(_ _$from: Teahouse.Crew.Floor, _ _$to: Teahouse.Crew.Floor, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Teahouse.Crew.Floor.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$cleaning$floor(_$from, _$part), to: Self._$parts$cleaning$floor(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$cleaning$dishes(_ _$value: Teahouse.Crew.Dishes, _ _$part: (Teahouse.Crew.Dishes.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$cleaning$dishes(_ _$from: Teahouse.Crew.Dishes, _ _$to: Teahouse.Crew.Dishes, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Teahouse.Crew.Dishes.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$cleaning$dishes(_$from, _$part), to: Self._$parts$cleaning$dishes(_$to, _$part))
  }

  nonisolated static var _scopeCount: Swift.Int {
    4
  }

  nonisolated static func _timedEvents(of _$state: Self, scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    Self._$timers(_$state, scope)
  }

  /// The state each scope is in (`nil`: not entered).
  private nonisolated static func _$scopeParts(_ _$state: Self) -> [Part?] {
    var _$parts = [Part?](repeating: nil, count: 4)
    Self._$scopes(_$state, { $0 }, 0, &_$parts)
    return _$parts
  }

  nonisolated static func _scopesMoved(by step: FSMRuntime.Step<Self>) -> Swift.UInt64 {
    Self._scopesEntered(Self._$scopeParts(step.to), entered: Self._trace(of: step).entered)
  }

  nonisolated static func _scopesMoved(from: Self, to: Self, moved: Swift.UInt64) -> Swift.UInt64 {
    Self._scopesEntered(Self._$scopeParts(to), entered: Self._trace(from: from, to: to, moved: moved).entered)
  }

  nonisolated static func _scopesMoved(by microstep: FSMRuntime.Microstep<Self>) -> Swift.UInt64 {
    Self._scopesEntered(Self._$scopeParts(microstep.to), entered: Self._trace(of: microstep).entered)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers(_ _$value: Self, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return Self.timedEvents(in: _$value)
    }
    switch _$value {
    case .serving(let _$s0) where (1..<2).contains(_$scope):
      return Self._$timers$serving(_$s0, _$scope - 1)
    case .cleaning(let _$s0) where (2..<4).contains(_$scope):
      return Self._$timers$cleaning(_$s0, _$scope - 2)
    default:
      return []
    }
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes(_ _$value: Self, _ _$part: (Part) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    switch _$value {
    case .closed:
      _$parts[_$base] = _$part(.closed)
    case .serving(let _$s0):
      _$parts[_$base] = _$part(.serving(nil))
      Self._$scopes$serving(_$s0, { _$part(.serving($0)) }, _$base + 1, &_$parts)
    case .cleaning(let _$s0):
      _$parts[_$base] = _$part(.cleaning(nil))
      Self._$scopes$cleaning(_$s0, { _$part(.cleaning($0)) }, _$base + 2, &_$parts)
    case .done:
      _$parts[_$base] = _$part(.done)
    }
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$serving(_ _$value: Teahouse.Service, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$serving(_ _$value: Teahouse.Service, _ _$part: (Teahouse.Service.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of these regions, in `_$value`.
  private nonisolated static func _$timers$cleaning(_ _$value: Teahouse.Crew, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if (0..<1).contains(_$scope) {
      return Self._$timers$cleaning$floor(_$value.floor, _$scope - 0)
    }
    if (1..<2).contains(_$scope) {
      return Self._$timers$cleaning$dishes(_$value.dishes, _$scope - 1)
    }
    return []
  }

  /// The state of each scope of these regions in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$cleaning(_ _$value: Teahouse.Crew, _ _$part: (Teahouse.Crew.Part) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    Self._$scopes$cleaning$floor(_$value.floor, { _$part(.floor($0)) }, _$base + 0, &_$parts)
    Self._$scopes$cleaning$dishes(_$value.dishes, { _$part(.dishes($0)) }, _$base + 1, &_$parts)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$cleaning$floor(_ _$value: Teahouse.Crew.Floor, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$cleaning$floor(_ _$value: Teahouse.Crew.Floor, _ _$part: (Teahouse.Crew.Floor.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$cleaning$dishes(_ _$value: Teahouse.Crew.Dishes, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$cleaning$dishes(_ _$value: Teahouse.Crew.Dishes, _ _$part: (Teahouse.Crew.Dishes.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// Whether `_$value` is in superstate `making` of the table held at serving.
  private nonisolated static func _$within$serving$making(_ _$value: Self) -> Swift.Bool {
    guard case .serving(let _$v1_0) = _$value else {
      return false
    }
    switch _$v1_0 {
    case .brewing, .pouring:
      return true
    default:
      return false
    }
  }

  /// Whether `step` moved inside a composite state, its own rows aside.
  nonisolated static func _movesInside(_ step: FSMRuntime.Step<Self>) -> Swift.Bool {
    let event = step.event
    switch step.from {
    case .serving(let _$s0):
      guard step.to.case == .serving else {
        return false
      }
      var _$held = _$s0
      return Self._$step$serving(&_$held, on: event, in: step.from)
    case .cleaning(let _$s0):
      guard step.to.case == .cleaning else {
        return false
      }
      var _$held = _$s0
      return Self._$step$cleaning(&_$held, on: event, in: step.from)
    default:
      return false
    }
  }

  nonisolated static func _regionsMoved(by step: FSMRuntime.Step<Self>) -> Swift.UInt64 {
    Self._movesInside(step) ? 0 : 1
  }

  nonisolated static var _holdsMachines: Swift.Bool {
    true
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(11)
    _$all.append(.init(source: .closed, event: .open, target: .serving(nil)))
    _$all.append(.init(source: .serving(nil), event: .reopen, target: .serving(nil)))
    _$all.append(.init(source: .serving(nil), event: .close, target: .cleaning(nil)))
    _$all.append(.init(source: .cleaning(nil), event: .finish, target: .done))
    _$all.append(.init(source: .serving(.seating), event: .order, target: .serving(.brewing)))
    _$all.append(.init(source: .serving(.brewing), event: .brewed, target: .serving(.pouring)))
    _$all.append(.init(source: .serving(.pouring), event: .refill, target: .serving(.brewing)))
    _$all.append(.init(source: .serving(.brewing), event: .spill, target: .serving(.seating)))
    _$all.append(.init(source: .serving(.pouring), event: .spill, target: .serving(.seating)))
    _$all.append(.init(source: .cleaning(.floor(.sweeping)), event: .sweptUp, target: .cleaning(.floor(.swept))))
    _$all.append(.init(source: .cleaning(.dishes(.washing)), event: .stack, target: .cleaning(.dishes(.stacked))))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Teahouse\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"closed\";\n  \"closed\";\n  subgraph \"cluster_serving__held\" {\n    label=\"serving\";\n    style=solid;\n    \"__initial_serving\" [shape=point, label=\"\"];\n    \"__initial_serving\" -> \"serving.seating\";\n    \"serving.seating\" [label=\"seating\"];\n    subgraph \"cluster_serving_making\" {\n      label=\"making\\ndo / playMusic\";\n      style=solid;\n      \"serving.brewing\" [label=\"brewing\\ndo / brew\"];\n      \"serving.pouring\" [label=\"pouring\"];\n    }\n    \"serving.seating\" -> \"serving.brewing\" [label=\"order\"];\n    \"serving.brewing\" -> \"serving.pouring\" [label=\"brewed\"];\n    \"serving.pouring\" -> \"serving.brewing\" [label=\"refill\"];\n    \"serving.brewing\" -> \"serving.seating\" [label=\"spill\", ltail=\"cluster_serving_making\"];\n  }\n  subgraph \"cluster_cleaning__held\" {\n    label=\"cleaning\";\n    style=solid;\n    subgraph \"cluster_cleaning.floor__held\" {\n      label=\"floor\";\n      style=dashed;\n      \"__initial_cleaning.floor\" [shape=point, label=\"\"];\n      \"__initial_cleaning.floor\" -> \"cleaning.floor.sweeping\";\n      \"cleaning.floor.sweeping\" [label=\"sweeping\\ndo / sweep\"];\n      \"cleaning.floor.swept\" [label=\"swept\", shape=doublecircle];\n      \"cleaning.floor.sweeping\" -> \"cleaning.floor.swept\" [label=\"sweptUp\"];\n    }\n    subgraph \"cluster_cleaning.dishes__held\" {\n      label=\"dishes\";\n      style=dashed;\n      \"__initial_cleaning.dishes\" [shape=point, label=\"\"];\n      \"__initial_cleaning.dishes\" -> \"cleaning.dishes.washing\";\n      \"cleaning.dishes.washing\" [label=\"washing\\ndo / wash\"];\n      \"cleaning.dishes.stacked\" [label=\"stacked\", shape=doublecircle];\n      \"cleaning.dishes.washing\" -> \"cleaning.dishes.stacked\" [label=\"stack\"];\n    }\n  }\n  \"done\" [shape=doublecircle];\n  \"closed\" -> \"__initial_serving\" [label=\"open\", lhead=\"cluster_serving__held\"];\n  \"__initial_serving\" -> \"__initial_serving\" [label=\"reopen\", ltail=\"cluster_serving__held\", lhead=\"cluster_serving__held\"];\n  \"__initial_serving\" -> \"__initial_cleaning.floor\" [label=\"close\", ltail=\"cluster_serving__held\", lhead=\"cluster_cleaning__held\"];\n  \"__initial_cleaning.floor\" -> \"done\" [label=\"finish\", ltail=\"cluster_cleaning__held\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> closed\n  state serving {\n    [*] --> serving_seating\n    state \"seating\" as serving_seating\n    state \"making\" as serving__making {\n      state \"brewing\" as serving_brewing\n      state \"pouring\" as serving_pouring\n    }\n    serving_seating --> serving_brewing : order\n    serving_brewing --> serving_pouring : brewed\n    serving_pouring --> serving_brewing : refill\n    serving__making --> serving_seating : spill\n    serving_brewing : do / brew\n    serving__making : do / playMusic\n  }\n  state cleaning {\n    [*] --> cleaning_floor_sweeping\n    state \"sweeping\" as cleaning_floor_sweeping\n    state \"swept\" as cleaning_floor_swept\n    cleaning_floor_sweeping --> cleaning_floor_swept : sweptUp\n    cleaning_floor_swept --> [*]\n    cleaning_floor_sweeping : do / sweep\n    --\n    [*] --> cleaning_dishes_washing\n    state \"washing\" as cleaning_dishes_washing\n    state \"stacked\" as cleaning_dishes_stacked\n    cleaning_dishes_washing --> cleaning_dishes_stacked : stack\n    cleaning_dishes_stacked --> [*]\n    cleaning_dishes_washing : do / wash\n  }\n  closed --> serving : open\n  serving --> serving : reopen\n  serving --> cleaning : close\n  cleaning --> done : finish\n  done --> [*]\n  serving : do / greet\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Teahouse's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Teahouse\" initial=\"closed\">\n  <state id=\"closed\">\n    <transition event=\"open\" target=\"serving\"/>\n  </state>\n  <final id=\"done\"/>\n  <state id=\"serving\" initial=\"serving.seating\">\n    <transition event=\"reopen\" target=\"serving\"/>\n    <transition event=\"close\" target=\"cleaning\"/>\n    <invoke id=\"greet\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"greet\"/>\n    <state id=\"serving.seating\">\n      <transition event=\"order\" target=\"serving.brewing\"/>\n    </state>\n    <state id=\"serving.making\">\n      <invoke id=\"serving_x002E_playMusic\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"playMusic\"/>\n      <state id=\"serving.brewing\">\n        <transition event=\"brewed\" target=\"serving.pouring\"/>\n        <transition event=\"spill\" target=\"serving.seating\"/>\n        <invoke id=\"serving_x002E_brew\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"brew\" fsm:done=\"brewed\"/>\n      </state>\n      <state id=\"serving.pouring\">\n        <transition event=\"refill\" target=\"serving.brewing\"/>\n        <transition event=\"spill\" target=\"serving.seating\"/>\n      </state>\n    </state>\n  </state>\n  <parallel id=\"cleaning\">\n    <transition event=\"finish\" target=\"done\"/>\n    <state id=\"cleaning.floor\" initial=\"cleaning.floor.sweeping\">\n      <state id=\"cleaning.floor.sweeping\">\n        <transition event=\"sweptUp\" target=\"cleaning.floor.swept\"/>\n        <invoke id=\"cleaning_x002E_floor_x002E_sweep\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"sweep\" fsm:done=\"sweptUp\"/>\n      </state>\n      <final id=\"cleaning.floor.swept\"/>\n    </state>\n    <state id=\"cleaning.dishes\" initial=\"cleaning.dishes.washing\">\n      <state id=\"cleaning.dishes.washing\">\n        <transition event=\"stack\" target=\"cleaning.dishes.stacked\"/>\n        <invoke id=\"cleaning_x002E_dishes_x002E_wash\" type=\"https://github.com/fsm-swift/fsm/activity\" src=\"wash\"/>\n      </state>\n      <final id=\"cleaning.dishes.stacked\"/>\n    </state>\n  </parallel>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Teahouse\",\n  \"key\": \"Teahouse\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"closed\"],\n    \"source\": \"#Teahouse\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"closed\": {\n      \"id\": \"Teahouse.closed\",\n      \"key\": \"closed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"open\": [\n          {\n            \"target\": [\"#Teahouse.serving\"],\n            \"source\": \"#Teahouse.closed\",\n            \"eventType\": \"open\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"done\": {\n      \"id\": \"Teahouse.done\",\n      \"key\": \"done\",\n      \"type\": \"final\"\n    },\n    \"serving\": {\n      \"id\": \"Teahouse.serving\",\n      \"key\": \"serving\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"seating\"],\n        \"source\": \"#Teahouse.serving\",\n        \"actions\": []\n      },\n      \"on\": {\n        \"reopen\": [\n          {\n            \"target\": [\"#Teahouse.serving\"],\n            \"source\": \"#Teahouse.serving\",\n            \"eventType\": \"reopen\",\n            \"actions\": [],\n            \"reenter\": true\n          }\n        ],\n        \"close\": [\n          {\n            \"target\": [\"#Teahouse.cleaning\"],\n            \"source\": \"#Teahouse.serving\",\n            \"eventType\": \"close\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"invoke\": [\n        {\n          \"type\": \"xstate.invoke\",\n          \"id\": \"greet\",\n          \"src\": \"greet\"\n        }\n      ],\n      \"states\": {\n        \"seating\": {\n          \"id\": \"Teahouse.serving.seating\",\n          \"key\": \"seating\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"order\": [\n              {\n                \"target\": [\"#Teahouse.serving.making.brewing\"],\n                \"source\": \"#Teahouse.serving.seating\",\n                \"eventType\": \"order\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"making\": {\n          \"id\": \"Teahouse.serving.making\",\n          \"key\": \"making\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"brewing\"],\n            \"source\": \"#Teahouse.serving.making\",\n            \"actions\": []\n          },\n          \"invoke\": [\n            {\n              \"type\": \"xstate.invoke\",\n              \"id\": \"serving.playMusic\",\n              \"src\": \"playMusic\"\n            }\n          ],\n          \"states\": {\n            \"brewing\": {\n              \"id\": \"Teahouse.serving.making.brewing\",\n              \"key\": \"brewing\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"brewed\": [\n                  {\n                    \"target\": [\"#Teahouse.serving.making.pouring\"],\n                    \"source\": \"#Teahouse.serving.making.brewing\",\n                    \"eventType\": \"brewed\",\n                    \"actions\": []\n                  }\n                ],\n                \"spill\": [\n                  {\n                    \"target\": [\"#Teahouse.serving.seating\"],\n                    \"source\": \"#Teahouse.serving.making.brewing\",\n                    \"eventType\": \"spill\",\n                    \"actions\": []\n                  }\n                ],\n                \"xstate.done.actor.serving.brew\": [\n                  {\n                    \"target\": [\"#Teahouse.serving.making.pouring\"],\n                    \"source\": \"#Teahouse.serving.making.brewing\",\n                    \"eventType\": \"xstate.done.actor.serving.brew\",\n                    \"actions\": []\n                  }\n                ]\n              },\n              \"invoke\": [\n                {\n                  \"type\": \"xstate.invoke\",\n                  \"id\": \"serving.brew\",\n                  \"src\": \"brew\"\n                }\n              ]\n            },\n            \"pouring\": {\n              \"id\": \"Teahouse.serving.making.pouring\",\n              \"key\": \"pouring\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"refill\": [\n                  {\n                    \"target\": [\"#Teahouse.serving.making.brewing\"],\n                    \"source\": \"#Teahouse.serving.making.pouring\",\n                    \"eventType\": \"refill\",\n                    \"actions\": []\n                  }\n                ],\n                \"spill\": [\n                  {\n                    \"target\": [\"#Teahouse.serving.seating\"],\n                    \"source\": \"#Teahouse.serving.making.pouring\",\n                    \"eventType\": \"spill\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        }\n      }\n    },\n    \"cleaning\": {\n      \"id\": \"Teahouse.cleaning\",\n      \"key\": \"cleaning\",\n      \"type\": \"parallel\",\n      \"on\": {\n        \"finish\": [\n          {\n            \"target\": [\"#Teahouse.done\"],\n            \"source\": \"#Teahouse.cleaning\",\n            \"eventType\": \"finish\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"states\": {\n        \"floor\": {\n          \"id\": \"Teahouse.cleaning.floor\",\n          \"key\": \"floor\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"sweeping\"],\n            \"source\": \"#Teahouse.cleaning.floor\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"sweeping\": {\n              \"id\": \"Teahouse.cleaning.floor.sweeping\",\n              \"key\": \"sweeping\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"sweptUp\": [\n                  {\n                    \"target\": [\"#Teahouse.cleaning.floor.swept\"],\n                    \"source\": \"#Teahouse.cleaning.floor.sweeping\",\n                    \"eventType\": \"sweptUp\",\n                    \"actions\": []\n                  }\n                ],\n                \"xstate.done.actor.cleaning.floor.sweep\": [\n                  {\n                    \"target\": [\"#Teahouse.cleaning.floor.swept\"],\n                    \"source\": \"#Teahouse.cleaning.floor.sweeping\",\n                    \"eventType\": \"xstate.done.actor.cleaning.floor.sweep\",\n                    \"actions\": []\n                  }\n                ]\n              },\n              \"invoke\": [\n                {\n                  \"type\": \"xstate.invoke\",\n                  \"id\": \"cleaning.floor.sweep\",\n                  \"src\": \"sweep\"\n                }\n              ]\n            },\n            \"swept\": {\n              \"id\": \"Teahouse.cleaning.floor.swept\",\n              \"key\": \"swept\",\n              \"type\": \"final\"\n            }\n          }\n        },\n        \"dishes\": {\n          \"id\": \"Teahouse.cleaning.dishes\",\n          \"key\": \"dishes\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"washing\"],\n            \"source\": \"#Teahouse.cleaning.dishes\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"washing\": {\n              \"id\": \"Teahouse.cleaning.dishes.washing\",\n              \"key\": \"washing\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"stack\": [\n                  {\n                    \"target\": [\"#Teahouse.cleaning.dishes.stacked\"],\n                    \"source\": \"#Teahouse.cleaning.dishes.washing\",\n                    \"eventType\": \"stack\",\n                    \"actions\": []\n                  }\n                ]\n              },\n              \"invoke\": [\n                {\n                  \"type\": \"xstate.invoke\",\n                  \"id\": \"cleaning.dishes.wash\",\n                  \"src\": \"wash\"\n                }\n              ]\n            },\n            \"stacked\": {\n              \"id\": \"Teahouse.cleaning.dishes.stacked\",\n              \"key\": \"stacked\",\n              \"type\": \"final\"\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .closed:
      ["closed"]
    case .serving(nil):
      ["serving"]
    case .serving(.some(.seating)):
      ["serving", "seating"]
    case .serving(.some(.brewing)):
      ["serving", "making", "brewing"]
    case .serving(.some(.pouring)):
      ["serving", "making", "pouring"]
    case .cleaning(nil):
      ["cleaning"]
    case .cleaning(.some(.floor(.sweeping))):
      ["cleaning", "floor", "sweeping"]
    case .cleaning(.some(.floor(.swept))):
      ["cleaning", "floor", "swept"]
    case .cleaning(.some(.dishes(.washing))):
      ["cleaning", "dishes", "washing"]
    case .cleaning(.some(.dishes(.stacked))):
      ["cleaning", "dishes", "stacked"]
    case .done:
      ["done"]
    }
  }
}

extension Teahouse.Event: FSMRuntime.CaseDiscriminable {}

extension Teahouse.Activity: FSMRuntime.CaseDiscriminable {}

extension Teahouse: FSMRuntime.StateMachine {}
