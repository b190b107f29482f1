// swift-format-ignore-file
// `Parcel` from Tests/FSMMacrosTests/CompositeCompletionTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Parcel: Equatable, Sendable {
//   @Initial case cart
//   @Composite case processing(Fulfilment)
//   @Composite case delivering(Route)
//   case confirmed
//   @Final case closed
//
//   @Submachine
//   struct Fulfilment: Equatable, Sendable {
//     var payment: Payment
//     var packing: Packing
//
//     enum Payment: Equatable, Sendable {
//       @Initial case authorizing
//       @Final case captured(amount: Int)
//       static let transitions: [Transition] = [
//         .from(.authorizing, on: .capture, to: .captured)
//       ]
//     }
//
//     enum Packing: Equatable, Sendable {
//       @Initial case picking
//       @Final case packed
//       static let transitions: [Transition] = [
//         .from(.picking, on: .pack, to: .packed)
//       ]
//     }
//   }
//
//   @Submachine
//   enum Route: Equatable, Sendable {
//     @Initial case onTheWay
//     case delayed
//     @Final case arrived
//     @Final case arrivedLate
//     static let transitions: [Transition] = [
//       .from(.onTheWay, on: .delay, to: .delayed),
//       .from(.onTheWay, on: .arrive, to: .arrived),
//       .from(.delayed, on: .arrive, to: .arrivedLate),
//     ]
//   }
//
//   enum Event: Equatable, Sendable {
//     case pay, pack, arrive, delay, close
//     case capture(amount: Int)
//   }
//   enum Effect: Equatable, Sendable { case dispatch, thank }
//
//   static let transitions: [Transition] = [
//     .from(.cart, on: .pay, to: .processing),
//     // Every region of Fulfilment in a final case.
//     .onDone(.processing, to: .delivering, emit: .dispatch),
//     // A guarded completion: only a parcel that was never delayed is thanked for.
//     .onDone(.delivering, to: .confirmed, emit: .thank, when: Parcel.wasOnTime),
//     .onDone(.delivering, to: .confirmed),
//     .from(.confirmed, on: .close, to: .closed),
//   ]
//
//   /// Whether the route arrived without a delay.
//   @Sendable static func wasOnTime(_ parcel: Parcel) -> Bool {
//     guard case .delivering(let route) = parcel else { return false }
//     return route == .arrived
//   }
// }

// MARK: - Expansion


enum Parcel: Equatable, Sendable {
  case cart
  @Composite case processing(Fulfilment)
  @Composite case delivering(Route)
  case confirmed
  case closed

  @Submachine
  struct Fulfilment: Equatable, Sendable {
    var payment: Payment
    var packing: Packing

    enum Payment: Equatable, Sendable {
      case authorizing
      case captured(amount: Int)
      static let transitions: [Transition] = [
        .from(.authorizing, on: .capture, to: .captured)
      ]
    }

    enum Packing: Equatable, Sendable {
      case picking
      case packed
      static let transitions: [Transition] = [
        .from(.picking, on: .pack, to: .packed)
      ]
    }
  }

  @Submachine
  enum Route: Equatable, Sendable {
    case onTheWay
    case delayed
    case arrived
    case arrivedLate
    static let transitions: [Transition] = [
      .from(.onTheWay, on: .delay, to: .delayed),
      .from(.onTheWay, on: .arrive, to: .arrived),
      .from(.delayed, on: .arrive, to: .arrivedLate),
    ]
  }

  enum Event: Equatable, Sendable {
    case pay, pack, arrive, delay, close
    case capture(amount: Int)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case pay
      case pack
      case arrive
      case delay
      case close
      case capture
      var description: Swift.String {
        switch self {
        case .pay:
          "pay"
        case .pack:
          "pack"
        case .arrive:
          "arrive"
        case .delay:
          "delay"
        case .close:
          "close"
        case .capture:
          "capture"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case pay
      case pack
      case arrive
      case delay
      case close
      case capture
      var description: Swift.String {
        switch self {
        case .pay:
          "pay"
        case .pack:
          "pack"
        case .arrive:
          "arrive"
        case .delay:
          "delay"
        case .close:
          "close"
        case .capture:
          "capture"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .pay:
        .pay
      case .pack:
        .pack
      case .arrive:
        .arrive
      case .delay:
        .delay
      case .close:
        .close
      case .capture:
        .capture
      }
    }
  }
  enum Effect: Equatable, Sendable { case dispatch, thank 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case dispatch
      case thank
      var description: Swift.String {
        switch self {
        case .dispatch:
          "dispatch"
        case .thank:
          "thank"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case dispatch
      case thank
      var description: Swift.String {
        switch self {
        case .dispatch:
          "dispatch"
        case .thank:
          "thank"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .dispatch:
        .dispatch
      case .thank:
        .thank
      }
    }
}

  static let transitions: [Transition] = [
    .from(.cart, on: .pay, to: .processing),
    // Every region of Fulfilment in a final case.
    .onDone(.processing, to: .delivering, emit: .dispatch),
    // A guarded completion: only a parcel that was never delayed is thanked for.
    .onDone(.delivering, to: .confirmed, emit: .thank, when: Parcel.wasOnTime),
    .onDone(.delivering, to: .confirmed),
    .from(.confirmed, on: .close, to: .closed),
  ]

  /// Whether the route arrived without a delay.
  @Sendable static func wasOnTime(_ parcel: Parcel) -> Bool {
    guard case .delivering(let route) = parcel else { return false }
    return route == .arrived
  }

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case cart
    case processing
    case delivering
    case confirmed
    case closed
    var description: Swift.String {
      switch self {
      case .cart:
        "cart"
      case .processing:
        "processing"
      case .delivering:
        "delivering"
      case .confirmed:
        "confirmed"
      case .closed:
        "closed"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case cart
    case processing
    case delivering
    case confirmed
    case closed
    var description: Swift.String {
      switch self {
      case .cart:
        "cart"
      case .processing:
        "processing"
      case .delivering:
        "delivering"
      case .confirmed:
        "confirmed"
      case .closed:
        "closed"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .cart:
      .cart
    case .processing:
      .processing
    case .delivering:
      .delivering
    case .confirmed:
      .confirmed
    case .closed:
      .closed
    }
  }

  typealias Transition = FSMRuntime.Transition<Parcel>

  nonisolated static let initialCase: Case = Case.cart

  nonisolated static let finalCases: Swift.Set<Case> = [Case.closed]

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  /// The event's own row, then the eventless and completion rows its target settles by.
  nonisolated func transition(on event: Event, memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    guard let _$step = self._firstStep(on: event, memory: memory) else {
      return nil
    }
    return Self._settled(_$step, memory: memory)
  }

  @inline(__always)
  nonisolated func _firstStep(on event: Event, memory _: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    switch self {
    case .cart:
      switch event {
      case .pay:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .processing(Parcel.Fulfilment._$initial))
      case .pack, .arrive, .delay, .close, .capture:
        return nil
      }
    case .processing(let _$s0):
      var _$held = _$s0
      if Self._$step$processing(&_$held, on: event, in: self) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .processing(_$held))
      }
      return nil
    case .delivering(let _$s0):
      var _$held = _$s0
      if Self._$step$delivering(&_$held, on: event, in: self) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .delivering(_$held))
      }
      return nil
    case .confirmed:
      switch event {
      case .close:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
      case .pay, .pack, .arrive, .delay, .capture:
        return nil
      }
    case .closed:
      return nil
    }
  }

  nonisolated static var _settles: Swift.Bool {
    true
  }

  /// The microstep by an eventless row, or by a completion's rows (`_$completing`).
  private nonisolated func _$microstep(completing _$completingRows: Swift.Int) -> FSMRuntime.Microstep<Self>? {
    var _$completing = _$completingRows
    switch self {
    case .processing(let _$s0):
      if _$completing == 0, Self._$done$processing(_$s0) {
        _$completing = -1
        return FSMRuntime.Microstep<Self>(from: self, to: .delivering(Parcel.Route._$initial), effect: .dispatch)
      }
      return nil
    case .delivering(let _$s0):
      if _$completing == 1, Self._$done$delivering(_$s0), Self.transitions[2]._passesGuard(self) {
        _$completing = -1
        return FSMRuntime.Microstep<Self>(from: self, to: .confirmed, effect: .thank)
      }
      if _$completing == 1, Self._$done$delivering(_$s0) {
        _$completing = -1
        return FSMRuntime.Microstep<Self>(from: self, to: .confirmed)
      }
      return nil
    default:
      return nil
    }
  }

  nonisolated func _nextMicrostep(completing _$superstate: Superstate?) -> FSMRuntime.Microstep<Self>? {
    guard _$superstate == nil else {
      return nil
    }
    return self._$microstep(completing: -1)
  }

  nonisolated static var _completesInside: Swift.Bool {
    true
  }

  nonisolated static func _raiseCompletions(entered _$entered: [Part], in _$state: Self, into _$completions: inout [FSMRuntime._Completion<Self>]) {
    let _$last0 = _$entered.lastIndex { _$part in _$part == .processing(.payment(.captured)) || _$part == .processing(.packing(.packed)) }
    let _$last1 = _$entered.lastIndex { _$part in _$part == .delivering(.arrived) || _$part == .delivering(.arrivedLate) }
    for _$index in _$entered.indices {
      if _$index == _$last0, case .processing(let _$h0) = _$state, Self._$done$processing(_$h0) {
        _$completions.append(.inside(0))
      }
      if _$index == _$last1, case .delivering(let _$h0) = _$state, Self._$done$delivering(_$h0) {
        _$completions.append(.inside(1))
      }
    }
  }

  nonisolated func _nextMicrostep(completingInside _$number: Swift.Int, memory _$memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Microstep<Self>? {
    var _$microstep = self._$microstep(completing: _$number)
    _$microstep?._completion = _$number
    return _$microstep
  }

  /// Sends `.pay` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func pay() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pay)
  }

  /// Sends `.pack` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func pack() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pack)
  }

  /// Sends `.arrive` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func arrive() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.arrive)
  }

  /// Sends `.delay` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func delay() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.delay)
  }

  /// Sends `.close` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func close() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.close)
  }

  /// Sends `.capture` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func capture(amount: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.capture(amount: amount))
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  #if compiler(>=6.2)
  /// One state, from the machine down: what `.whenIn` and an edge name.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case cart
    case processing(Parcel.Fulfilment.Part?)
    case delivering(Parcel.Route.Case?)
    case confirmed
    case closed
    var description: Swift.String {
      switch self {
      case .cart:
        "cart"
      case .processing(let inner):
        inner.map { "processing.\($0)" } ?? "processing"
      case .delivering(let inner):
        inner.map { "delivering.\($0)" } ?? "delivering"
      case .confirmed:
        "confirmed"
      case .closed:
        "closed"
      }
    }
  }
  #else
  /// One state, from the machine down: what `.whenIn` and an edge name.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case cart
    case processing(Parcel.Fulfilment.Part?)
    case delivering(Parcel.Route.Case?)
    case confirmed
    case closed
    var description: Swift.String {
      switch self {
      case .cart:
        "cart"
      case .processing(let inner):
        inner.map { "processing.\($0)" } ?? "processing"
      case .delivering(let inner):
        inner.map { "delivering.\($0)" } ?? "delivering"
      case .confirmed:
        "confirmed"
      case .closed:
        "closed"
      }
    }
  }
  #endif

  /// Whether this value is in the state `part` names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .cart:
      if case .cart = self {
        return true
      }
      return false
    case .processing(let inner):
      guard case .processing(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.isIn(inner)
    case .delivering(let inner):
      guard case .delivering(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.case == inner
    case .confirmed:
      if case .confirmed = self {
        return true
      }
      return false
    case .closed:
      if case .closed = self {
        return true
      }
      return false
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    switch state {
    case .cart:
      [.cart]
    case .processing:
      [.processing(nil)]
    case .delivering:
      [.delivering(nil)]
    case .confirmed:
      [.confirmed]
    case .closed:
      [.closed]
    }
  }

  /// The step of the regions held at processing, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$processing(_ _$state: inout Parcel.Fulfilment, on event: Event, in _$machine: Self) -> Swift.Bool {
    var _$moved = false
    if Self._$step$processing$payment(&_$state.payment, on: event, in: _$machine) {
      _$moved = true
    }
    if Self._$step$processing$packing(&_$state.packing, on: event, in: _$machine) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at processing.payment: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$processing$payment(_ _$state: inout Parcel.Fulfilment.Payment, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .authorizing:
      switch event {
      case .capture(let _$e0):
        _$state = .captured(amount: _$e0); return true
      case .pay, .pack, .arrive, .delay, .close:
        return false
      }
    case .captured:
      return false
    }
  }

  /// The step of the machine held at processing.packing: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$processing$packing(_ _$state: inout Parcel.Fulfilment.Packing, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .picking:
      switch event {
      case .pack:
        _$state = .packed; return true
      case .pay, .arrive, .delay, .close, .capture:
        return false
      }
    case .packed:
      return false
    }
  }

  /// The step of the machine held at delivering: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$delivering(_ _$state: inout Parcel.Route, on event: Event, in _$machine: Self) -> Swift.Bool {
    switch _$state {
    case .onTheWay:
      switch event {
      case .arrive:
        _$state = .arrived; return true
      case .delay:
        _$state = .delayed; return true
      case .pay, .pack, .close, .capture:
        return false
      }
    case .delayed:
      switch event {
      case .arrive:
        _$state = .arrivedLate; return true
      case .pay, .pack, .delay, .close, .capture:
        return false
      }
    case .arrived, .arrivedLate:
      return false
    }
  }

  /// Whether the machine `processing` holds is done: every region of it in a final case.
  private nonisolated static func _$done$processing(_ _$value: Parcel.Fulfilment) -> Swift.Bool {
    switch _$value.payment {
    case .captured:
      break
    default:
      return false
    }
    switch _$value.packing {
    case .packed:
      break
    default:
      return false
    }
    return true
  }

  /// Whether the machine `delivering` holds is done: every region of it in a final case.
  private nonisolated static func _$done$delivering(_ _$value: Parcel.Route) -> Swift.Bool {
    switch _$value {
    case .arrived, .arrivedLate:
      break
    default:
      return false
    }
    return true
  }

  nonisolated static func _activeParts(of state: Self) -> [Part] {
    Self._$parts(state) { $0 }
  }

  nonisolated static func _trace(of step: FSMRuntime.Step<Self>) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    Self._$trace(step.from, step.to, on: step.event, in: step.from, blocked: -1, completing: -1, { $0 }, into: &_$trace)
    return _$trace
  }

  nonisolated static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    Self._$trace(from, to, on: nil, in: from, blocked: -1, completing: -1, { $0 }, into: &_$trace)
    return _$trace
  }

  nonisolated static func _trace(of microstep: FSMRuntime.Microstep<Self>) -> FSMRuntime._StepTrace<Self> {
    let from = microstep.from
    let to = microstep.to
    var _$trace = FSMRuntime._StepTrace<Self>()
    Self._$trace(from, to, on: nil, in: from, blocked: -1, completing: microstep._completion, { $0 }, into: &_$trace)
    return _$trace
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts(_ _$value: Self, _ _$part: (Part) -> Part) -> [Part] {
    switch _$value {
    case .cart:
      [_$part(.cart)]
    case .processing(let _$s0):
      [_$part(.processing(nil))] + Self._$parts$processing(_$s0) { _$part(.processing($0)) }
    case .delivering(let _$s0):
      [_$part(.delivering(nil))] + Self._$parts$delivering(_$s0) { _$part(.delivering($0)) }
    case .confirmed:
      [_$part(.confirmed)]
    case .closed:
      [_$part(.closed)]
    }
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    switch _$from {
    case .processing(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$processing(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took, case .processing(let _$t0) = _$to {
        Self._$trace$processing(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, completing: _$completingNow, { _$part(.processing($0)) }, into: &_$trace)
        return
      }
    case .delivering(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$delivering(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took, case .delivering(let _$t0) = _$to {
        Self._$trace$delivering(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, completing: _$completingNow, { _$part(.delivering($0)) }, into: &_$trace)
        return
      }
    default:
      break
    }
    _$trace.land(from: Self._$parts(_$from, _$part), to: Self._$parts(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first, regions in declaration order.
  private nonisolated static func _$parts$processing(_ _$value: Parcel.Fulfilment, _ _$part: (Parcel.Fulfilment.Part) -> Part) -> [Part] {
    Self._$parts$processing$payment(_$value.payment) { _$part(.payment($0)) }
    + Self._$parts$processing$packing(_$value.packing) { _$part(.packing($0)) }
  }

  /// Adds to `_$trace` a step inside these regions: each region's that took the event.
  private nonisolated static func _$trace$processing(_ _$from: Parcel.Fulfilment, _ _$to: Parcel.Fulfilment, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Parcel.Fulfilment.Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    var _$exited: [[Part]] = []
    var _$moved = false
    do {
      var _$held = _$from.payment
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$processing$payment(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$processing$payment(_$from.payment, _$to.payment, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, completing: _$completingNow, { _$part(.payment($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    do {
      var _$held = _$from.packing
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$processing$packing(&_$held, on: event, in: _$machine)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$processing$packing(_$from.packing, _$to.packing, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, completing: _$completingNow, { _$part(.packing($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    _$trace.exited += _$exited.reversed().joined()
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$processing$payment(_ _$value: Parcel.Fulfilment.Payment, _ _$part: (Parcel.Fulfilment.Payment.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$processing$payment(_ _$from: Parcel.Fulfilment.Payment, _ _$to: Parcel.Fulfilment.Payment, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Parcel.Fulfilment.Payment.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$processing$payment(_$from, _$part), to: Self._$parts$processing$payment(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$processing$packing(_ _$value: Parcel.Fulfilment.Packing, _ _$part: (Parcel.Fulfilment.Packing.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$processing$packing(_ _$from: Parcel.Fulfilment.Packing, _ _$to: Parcel.Fulfilment.Packing, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Parcel.Fulfilment.Packing.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$processing$packing(_$from, _$part), to: Self._$parts$processing$packing(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$delivering(_ _$value: Parcel.Route, _ _$part: (Parcel.Route.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$delivering(_ _$from: Parcel.Route, _ _$to: Parcel.Route, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Parcel.Route.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$delivering(_$from, _$part), to: Self._$parts$delivering(_$to, _$part))
  }

  /// Whether `step` moved inside a composite state, its own rows aside.
  nonisolated static func _movesInside(_ step: FSMRuntime.Step<Self>) -> Swift.Bool {
    let event = step.event
    switch step.from {
    case .processing(let _$s0):
      guard step.to.case == .processing else {
        return false
      }
      var _$held = _$s0
      return Self._$step$processing(&_$held, on: event, in: step.from)
    case .delivering(let _$s0):
      guard step.to.case == .delivering else {
        return false
      }
      var _$held = _$s0
      return Self._$step$delivering(&_$held, on: event, in: step.from)
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
    _$all.reserveCapacity(10)
    _$all.append(.init(source: .cart, event: .pay, target: .processing(nil)))
    _$all.append(.init(source: .processing(nil), event: nil, target: .delivering(nil), effect: .dispatch, isCompletion: true))
    _$all.append(.init(source: .delivering(nil), event: nil, target: .confirmed, effect: .thank, guarded: true, isCompletion: true))
    _$all.append(.init(source: .delivering(nil), event: nil, target: .confirmed, isCompletion: true))
    _$all.append(.init(source: .confirmed, event: .close, target: .closed))
    _$all.append(.init(source: .processing(.payment(.authorizing)), event: .capture, target: .processing(.payment(.captured))))
    _$all.append(.init(source: .processing(.packing(.picking)), event: .pack, target: .processing(.packing(.packed))))
    _$all.append(.init(source: .delivering(.onTheWay), event: .delay, target: .delivering(.delayed)))
    _$all.append(.init(source: .delivering(.onTheWay), event: .arrive, target: .delivering(.arrived)))
    _$all.append(.init(source: .delivering(.delayed), event: .arrive, target: .delivering(.arrivedLate)))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Parcel\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"cart\";\n  \"cart\";\n  subgraph \"cluster_processing__held\" {\n    label=\"processing\";\n    style=solid;\n    subgraph \"cluster_processing.payment__held\" {\n      label=\"payment\";\n      style=dashed;\n      \"__initial_processing.payment\" [shape=point, label=\"\"];\n      \"__initial_processing.payment\" -> \"processing.payment.authorizing\";\n      \"processing.payment.authorizing\" [label=\"authorizing\"];\n      \"processing.payment.captured\" [label=\"captured\", shape=doublecircle];\n      \"processing.payment.authorizing\" -> \"processing.payment.captured\" [label=\"capture\"];\n    }\n    subgraph \"cluster_processing.packing__held\" {\n      label=\"packing\";\n      style=dashed;\n      \"__initial_processing.packing\" [shape=point, label=\"\"];\n      \"__initial_processing.packing\" -> \"processing.packing.picking\";\n      \"processing.packing.picking\" [label=\"picking\"];\n      \"processing.packing.packed\" [label=\"packed\", shape=doublecircle];\n      \"processing.packing.picking\" -> \"processing.packing.packed\" [label=\"pack\"];\n    }\n  }\n  subgraph \"cluster_delivering__held\" {\n    label=\"delivering\";\n    style=solid;\n    \"__initial_delivering\" [shape=point, label=\"\"];\n    \"__initial_delivering\" -> \"delivering.onTheWay\";\n    \"delivering.onTheWay\" [label=\"onTheWay\"];\n    \"delivering.delayed\" [label=\"delayed\"];\n    \"delivering.arrived\" [label=\"arrived\", shape=doublecircle];\n    \"delivering.arrivedLate\" [label=\"arrivedLate\", shape=doublecircle];\n    \"delivering.onTheWay\" -> \"delivering.delayed\" [label=\"delay\"];\n    \"delivering.onTheWay\" -> \"delivering.arrived\" [label=\"arrive\"];\n    \"delivering.delayed\" -> \"delivering.arrivedLate\" [label=\"arrive\"];\n  }\n  \"confirmed\";\n  \"closed\" [shape=doublecircle];\n  \"cart\" -> \"__initial_processing.payment\" [label=\"pay\", lhead=\"cluster_processing__held\"];\n  \"confirmed\" -> \"closed\" [label=\"close\"];\n  \"__initial_processing.payment\" -> \"__initial_delivering\" [label=\"done / dispatch\", style=bold, ltail=\"cluster_processing__held\", lhead=\"cluster_delivering__held\"];\n  \"__initial_delivering\" -> \"confirmed\" [label=\"done [wasOnTime] / thank\", style=bold, ltail=\"cluster_delivering__held\"];\n  \"__initial_delivering\" -> \"confirmed\" [label=\"done\", style=bold, ltail=\"cluster_delivering__held\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> cart\n  state processing {\n    [*] --> processing_payment_authorizing\n    state \"authorizing\" as processing_payment_authorizing\n    state \"captured\" as processing_payment_captured\n    processing_payment_authorizing --> processing_payment_captured : capture\n    processing_payment_captured --> [*]\n    --\n    [*] --> processing_packing_picking\n    state \"picking\" as processing_packing_picking\n    state \"packed\" as processing_packing_packed\n    processing_packing_picking --> processing_packing_packed : pack\n    processing_packing_packed --> [*]\n  }\n  state delivering {\n    [*] --> delivering_onTheWay\n    state \"onTheWay\" as delivering_onTheWay\n    state \"delayed\" as delivering_delayed\n    state \"arrived\" as delivering_arrived\n    state \"arrivedLate\" as delivering_arrivedLate\n    delivering_onTheWay --> delivering_delayed : delay\n    delivering_onTheWay --> delivering_arrived : arrive\n    delivering_delayed --> delivering_arrivedLate : arrive\n    delivering_arrived --> [*]\n    delivering_arrivedLate --> [*]\n  }\n  cart --> processing : pay\n  confirmed --> closed : close\n  processing --> delivering : done / dispatch\n  delivering --> confirmed : done [wasOnTime] / thank\n  delivering --> confirmed : done\n  closed --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Parcel's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Parcel\" initial=\"cart\">\n  <state id=\"cart\">\n    <transition event=\"pay\" target=\"processing\"/>\n  </state>\n  <state id=\"confirmed\">\n    <transition event=\"close\" target=\"closed\"/>\n  </state>\n  <final id=\"closed\"/>\n  <parallel id=\"processing\">\n    <transition event=\"done.state.processing.payment done.state.processing.packing\"/>\n    <transition event=\"done.state.processing\" cond=\"In('processing.payment.captured') &amp;&amp; In('processing.packing.packed')\" target=\"delivering\">\n      <send target=\"#_parent\" event=\"dispatch\"/>\n    </transition>\n    <state id=\"processing.payment\" initial=\"processing.payment.authorizing\">\n      <state id=\"processing.payment.authorizing\">\n        <transition event=\"capture\" target=\"processing.payment.captured\"/>\n      </state>\n      <final id=\"processing.payment.captured\"/>\n    </state>\n    <state id=\"processing.packing\" initial=\"processing.packing.picking\">\n      <state id=\"processing.packing.picking\">\n        <transition event=\"pack\" target=\"processing.packing.packed\"/>\n      </state>\n      <final id=\"processing.packing.packed\"/>\n    </state>\n  </parallel>\n  <state id=\"delivering\" initial=\"delivering.onTheWay\">\n    <transition event=\"done.state.delivering\" cond=\"(In('delivering.arrived') || In('delivering.arrivedLate')) &amp;&amp; Parcel.wasOnTime\" target=\"confirmed\" fsm:row=\"transitions[2]\">\n      <send target=\"#_parent\" event=\"thank\"/>\n    </transition>\n    <transition event=\"done.state.delivering\" cond=\"(In('delivering.arrived') || In('delivering.arrivedLate'))\" target=\"confirmed\"/>\n    <state id=\"delivering.onTheWay\">\n      <transition event=\"arrive\" target=\"delivering.arrived\"/>\n      <transition event=\"delay\" target=\"delivering.delayed\"/>\n    </state>\n    <state id=\"delivering.delayed\">\n      <transition event=\"arrive\" target=\"delivering.arrivedLate\"/>\n    </state>\n    <final id=\"delivering.arrived\"/>\n    <final id=\"delivering.arrivedLate\"/>\n  </state>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Parcel\",\n  \"key\": \"Parcel\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"cart\"],\n    \"source\": \"#Parcel\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"cart\": {\n      \"id\": \"Parcel.cart\",\n      \"key\": \"cart\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"pay\": [\n          {\n            \"target\": [\"#Parcel.processing\"],\n            \"source\": \"#Parcel.cart\",\n            \"eventType\": \"pay\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"confirmed\": {\n      \"id\": \"Parcel.confirmed\",\n      \"key\": \"confirmed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"close\": [\n          {\n            \"target\": [\"#Parcel.closed\"],\n            \"source\": \"#Parcel.confirmed\",\n            \"eventType\": \"close\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"closed\": {\n      \"id\": \"Parcel.closed\",\n      \"key\": \"closed\",\n      \"type\": \"final\"\n    },\n    \"processing\": {\n      \"id\": \"Parcel.processing\",\n      \"key\": \"processing\",\n      \"type\": \"parallel\",\n      \"onDone\": [\n        {\n          \"target\": [\"#Parcel.delivering\"],\n          \"source\": \"#Parcel.processing\",\n          \"eventType\": \"xstate.done.state.Parcel.processing\",\n          \"actions\": [\n            {\n              \"type\": \"dispatch\"\n            }\n          ]\n        }\n      ],\n      \"states\": {\n        \"payment\": {\n          \"id\": \"Parcel.processing.payment\",\n          \"key\": \"payment\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"authorizing\"],\n            \"source\": \"#Parcel.processing.payment\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"authorizing\": {\n              \"id\": \"Parcel.processing.payment.authorizing\",\n              \"key\": \"authorizing\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"capture\": [\n                  {\n                    \"target\": [\"#Parcel.processing.payment.captured\"],\n                    \"source\": \"#Parcel.processing.payment.authorizing\",\n                    \"eventType\": \"capture\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"captured\": {\n              \"id\": \"Parcel.processing.payment.captured\",\n              \"key\": \"captured\",\n              \"type\": \"final\"\n            }\n          }\n        },\n        \"packing\": {\n          \"id\": \"Parcel.processing.packing\",\n          \"key\": \"packing\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"picking\"],\n            \"source\": \"#Parcel.processing.packing\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"picking\": {\n              \"id\": \"Parcel.processing.packing.picking\",\n              \"key\": \"picking\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"pack\": [\n                  {\n                    \"target\": [\"#Parcel.processing.packing.packed\"],\n                    \"source\": \"#Parcel.processing.packing.picking\",\n                    \"eventType\": \"pack\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"packed\": {\n              \"id\": \"Parcel.processing.packing.packed\",\n              \"key\": \"packed\",\n              \"type\": \"final\"\n            }\n          }\n        }\n      }\n    },\n    \"delivering\": {\n      \"id\": \"Parcel.delivering\",\n      \"key\": \"delivering\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"onTheWay\"],\n        \"source\": \"#Parcel.delivering\",\n        \"actions\": []\n      },\n      \"onDone\": [\n        {\n          \"target\": [\"#Parcel.confirmed\"],\n          \"source\": \"#Parcel.delivering\",\n          \"eventType\": \"xstate.done.state.Parcel.delivering\",\n          \"actions\": [\n            {\n              \"type\": \"thank\"\n            }\n          ],\n          \"guard\": {\n            \"type\": \"Parcel.wasOnTime\",\n            \"params\": {\n              \"row\": \"transitions[2]\"\n            }\n          }\n        },\n        {\n          \"target\": [\"#Parcel.confirmed\"],\n          \"source\": \"#Parcel.delivering\",\n          \"eventType\": \"xstate.done.state.Parcel.delivering\",\n          \"actions\": []\n        }\n      ],\n      \"states\": {\n        \"onTheWay\": {\n          \"id\": \"Parcel.delivering.onTheWay\",\n          \"key\": \"onTheWay\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"arrive\": [\n              {\n                \"target\": [\"#Parcel.delivering.arrived\"],\n                \"source\": \"#Parcel.delivering.onTheWay\",\n                \"eventType\": \"arrive\",\n                \"actions\": []\n              }\n            ],\n            \"delay\": [\n              {\n                \"target\": [\"#Parcel.delivering.delayed\"],\n                \"source\": \"#Parcel.delivering.onTheWay\",\n                \"eventType\": \"delay\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"delayed\": {\n          \"id\": \"Parcel.delivering.delayed\",\n          \"key\": \"delayed\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"arrive\": [\n              {\n                \"target\": [\"#Parcel.delivering.arrivedLate\"],\n                \"source\": \"#Parcel.delivering.delayed\",\n                \"eventType\": \"arrive\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"arrived\": {\n          \"id\": \"Parcel.delivering.arrived\",\n          \"key\": \"arrived\",\n          \"type\": \"final\"\n        },\n        \"arrivedLate\": {\n          \"id\": \"Parcel.delivering.arrivedLate\",\n          \"key\": \"arrivedLate\",\n          \"type\": \"final\"\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .cart:
      ["cart"]
    case .processing(nil):
      ["processing"]
    case .processing(.some(.payment(.authorizing))):
      ["processing", "payment", "authorizing"]
    case .processing(.some(.payment(.captured))):
      ["processing", "payment", "captured"]
    case .processing(.some(.packing(.picking))):
      ["processing", "packing", "picking"]
    case .processing(.some(.packing(.packed))):
      ["processing", "packing", "packed"]
    case .delivering(nil):
      ["delivering"]
    case .delivering(.some(.onTheWay)):
      ["delivering", "onTheWay"]
    case .delivering(.some(.delayed)):
      ["delivering", "delayed"]
    case .delivering(.some(.arrived)):
      ["delivering", "arrived"]
    case .delivering(.some(.arrivedLate)):
      ["delivering", "arrivedLate"]
    case .confirmed:
      ["confirmed"]
    case .closed:
      ["closed"]
    }
  }
}

extension Parcel.Event: FSMRuntime.CaseDiscriminable {}

extension Parcel.Effect: FSMRuntime.CaseDiscriminable {}

extension Parcel: FSMRuntime.StateMachine {}
