// swift-format-ignore-file
// `Setup` from Tests/FSMMacrosTests/EventlessTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// struct Setup: Equatable, Sendable {
//   var download: Download
//   var install: Install
//
//   enum Download: Equatable, Sendable {
//     @Initial case idle
//     case fetching(bytes: Int = 0)
//     case verifying, fetched
//     @Final case done
//
//     enum Superstate { case transfer }
//
//     static let superstates: [Superstates] = [
//       .superstate(.transfer, contains: [.fetching, .verifying, .fetched], final: [.fetched])
//     ]
//
//     static let transitions: [Transition] = [
//       .from(.idle, on: .start, to: .fetching),
//       .from(.fetching, on: .progress, to: .fetching),
//       .from(
//         .fetching, to: .verifying,
//         when: { state in
//           if case .fetching(let bytes) = state { bytes >= 100 } else { false }
//         }),
//       .from(.verifying, on: .verified, to: .fetched),
//       .within(.transfer, on: .cancel, to: .idle),
//       .onDone(.transfer, to: .done, emit: .announce),
//     ]
//   }
//
//   enum Install: Equatable, Sendable {
//     @Initial case waiting
//     case installing
//     @Final case installed
//
//     static let transitions: [Transition] = [
//       // Starts by itself once the download is done: `In()` on an eventless row.
//       .from(.waiting, to: .installing).whenIn(.download(.done)),
//       .from(.installing, on: .finish, to: .installed, emit: .announce),
//     ]
//   }
//
//   enum Event: Equatable, Sendable {
//     case start, verified, finish, cancel
//     case progress(bytes: Int)
//   }
//
//   enum Effect: Equatable, Sendable { case announce }
// }

// MARK: - Expansion


struct Setup: Equatable, Sendable {
  var download: Download
  var install: Install

  enum Download: Equatable, Sendable {
    case idle
    case fetching(bytes: Int = 0)
    case verifying, fetched
    case done

    enum Superstate { case transfer 
}

    static let superstates: [Superstates] = [
      .superstate(.transfer, contains: [.fetching, .verifying, .fetched], final: [.fetched])
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .start, to: .fetching),
      .from(.fetching, on: .progress, to: .fetching),
      .from(
        .fetching, to: .verifying,
        when: { state in
          if case .fetching(let bytes) = state { bytes >= 100 } else { false }
        }),
      .from(.verifying, on: .verified, to: .fetched),
      .within(.transfer, on: .cancel, to: .idle),
      .onDone(.transfer, to: .done, emit: .announce),
    ]

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case idle
      case fetching
      case verifying
      case fetched
      case done
      var description: Swift.String {
        switch self {
        case .idle:
          "idle"
        case .fetching:
          "fetching"
        case .verifying:
          "verifying"
        case .fetched:
          "fetched"
        case .done:
          "done"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case idle
      case fetching
      case verifying
      case fetched
      case done
      var description: Swift.String {
        switch self {
        case .idle:
          "idle"
        case .fetching:
          "fetching"
        case .verifying:
          "verifying"
        case .fetched:
          "fetched"
        case .done:
          "done"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .idle:
        .idle
      case .fetching:
        .fetching
      case .verifying:
        .verifying
      case .fetched:
        .fetched
      case .done:
        .done
      }
    }

    typealias Parent = Setup

    typealias Event = Setup.Event

    typealias Effect = Setup.Effect

    typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    nonisolated static var _$initial: Self {
      .idle
    }

    typealias Superstates = FSMRuntime.SuperstateDeclaration<Self>
  }

  enum Install: Equatable, Sendable {
    case waiting
    case installing
    case installed

    static let transitions: [Transition] = [
      // Starts by itself once the download is done: `In()` on an eventless row.
      .from(.waiting, to: .installing).whenIn(.download(.done)),
      .from(.installing, on: .finish, to: .installed, emit: .announce),
    ]

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case waiting
      case installing
      case installed
      var description: Swift.String {
        switch self {
        case .waiting:
          "waiting"
        case .installing:
          "installing"
        case .installed:
          "installed"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case waiting
      case installing
      case installed
      var description: Swift.String {
        switch self {
        case .waiting:
          "waiting"
        case .installing:
          "installing"
        case .installed:
          "installed"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .waiting:
        .waiting
      case .installing:
        .installing
      case .installed:
        .installed
      }
    }

    typealias Parent = Setup

    typealias Event = Setup.Event

    typealias Effect = Setup.Effect

    typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    nonisolated static var _$initial: Self {
      .waiting
    }
  }

  enum Event: Equatable, Sendable {
    case start, verified, finish, cancel
    case progress(bytes: Int)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case verified
      case finish
      case cancel
      case progress
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .verified:
          "verified"
        case .finish:
          "finish"
        case .cancel:
          "cancel"
        case .progress:
          "progress"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case verified
      case finish
      case cancel
      case progress
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .verified:
          "verified"
        case .finish:
          "finish"
        case .cancel:
          "cancel"
        case .progress:
          "progress"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .start:
        .start
      case .verified:
        .verified
      case .finish:
        .finish
      case .cancel:
        .cancel
      case .progress:
        .progress
      }
    }
  }

  enum Effect: Equatable, Sendable { case announce 

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case announce
      var description: Swift.String {
        switch self {
        case .announce:
          "announce"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case announce
      var description: Swift.String {
        switch self {
        case .announce:
          "announce"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .announce:
        .announce
      }
    }
}

  #if compiler(>=6.2)
  /// The combination of the regions' cases: one property per region.
  nonisolated struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    var download: Download.Case
    var install: Install.Case
    init(download: Download.Case, install: Install.Case) {
      self.download = download
      self.install = install
    }
    /// Every combination of the regions' cases.
    static var allCases: [Case] {
      var all: [Case] = []
      for download in Download.Case.allCases {
        for install in Install.Case.allCases {
          all.append(Case(download: download, install: install))
        }
      }
      return all
    }
    var description: Swift.String {
      "(\(self.download), \(self.install))"
    }
  }
  #else
  /// The combination of the regions' cases: one property per region.
  struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    var download: Download.Case
    var install: Install.Case
    init(download: Download.Case, install: Install.Case) {
      self.download = download
      self.install = install
    }
    /// Every combination of the regions' cases.
    static var allCases: [Case] {
      var all: [Case] = []
      for download in Download.Case.allCases {
        for install in Install.Case.allCases {
          all.append(Case(download: download, install: install))
        }
      }
      return all
    }
    var description: Swift.String {
      "(\(self.download), \(self.install))"
    }
  }
  #endif

  nonisolated var `case`: Case {
    Case(download: self.download.case, install: self.install.case)
  }

  #if compiler(>=6.2)
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case download(Download.Case)
    case install(Install.Case)
    var description: Swift.String {
      switch self {
      case .download(let state):
        "download.\(state)"
      case .install(let state):
        "install.\(state)"
      }
    }
  }
  #else
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case download(Download.Case)
    case install(Install.Case)
    var description: Swift.String {
      switch self {
      case .download(let state):
        "download.\(state)"
      case .install(let state):
        "install.\(state)"
      }
    }
  }
  #endif

  /// Whether the region `part` names is in the state it names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .download(let state):
      return self.download.case == state
    case .install(let state):
      return self.install.case == state
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    return [.download(state.download), .install(state.install)]
  }

  nonisolated static let initialCase: Case = Case(download: .idle, install: .waiting)

  nonisolated static let finalCases: Swift.Set<Case> = [Case(download: .done, install: .installed)]

  /// A value with each region in the case given.
  nonisolated init(download: Download, install: Install) {
    self.download = download
    self.install = install
  }

  /// Every region in its initial case.
  nonisolated init() {
    self.download = .idle
    self.install = .waiting
  }

  #if compiler(>=6.2)
  /// A superstate of one region: `.playback(.active)`.
  nonisolated enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
    case download(Download.Superstate)
    static var allCases: [Superstate] {
      Download.Superstate.allCases.map { .download($0) }
    }
    var description: Swift.String {
      switch self {
      case .download(let superstate):
        "download." + superstate.description
      }
    }
  }
  #else
  /// A superstate of one region: `.playback(.active)`.
  enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
    case download(Download.Superstate)
    static var allCases: [Superstate] {
      Download.Superstate.allCases.map { .download($0) }
    }
    var description: Swift.String {
      switch self {
      case .download(let superstate):
        "download." + superstate.description
      }
    }
  }
  #endif

  nonisolated static func superstates(of state: Case) -> [Superstate] {
    var superstates: [Superstate] = []
    switch state.download {
    case .fetching:
      superstates += [.download(.transfer)]
    case .verifying:
      superstates += [.download(.transfer)]
    case .fetched:
      superstates += [.download(.transfer)]
    default:
      break
    }
    return superstates
  }

  nonisolated static var _regionCount: Swift.Int {
    2
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  /// The step of the regions at the top, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$(_ _$state: inout Self, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    var _$moved = false
    if Self._$step$download(&_$state.download, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    if Self._$step$install(&_$state.install, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at download: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$download(_ _$state: inout Download, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .idle:
      switch event {
      case .start:
        _$state = .fetching(); return true
      case .verified, .finish, .cancel, .progress:
        return false
      }
    case .fetching:
      switch event {
      case .cancel:
        _$state = .idle; return true
      case .progress(let _$e0):
        _$state = .fetching(bytes: _$e0); return true
      case .start, .verified, .finish:
        return false
      }
    case .verifying:
      switch event {
      case .verified:
        _$state = .fetched; return true
      case .cancel:
        _$state = .idle; return true
      case .start, .finish, .progress:
        return false
      }
    case .fetched:
      switch event {
      case .cancel:
        _$state = .idle; return true
      case .start, .verified, .finish, .progress:
        return false
      }
    case .done:
      return false
    }
  }

  /// A microstep of the machine held at download: moves `_$state` by its first enabled eventless row, inner machines first; whether it took one.
  private nonisolated static func _$settle$download(_ _$state: inout Download, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, completing _$completing: inout Swift.Int) -> Swift.Bool {
    switch _$state {
    case .fetching:
      if Download.transitions[2]._passesGuard(_$state) {
        _$state = .verifying; return true
      }
      if _$completing == 0 {
        _$completing = -1
        _$state = .done; let _$emitted: Self.Effect = .announce; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      }
      return false
    case .verifying:
      if _$completing == 0 {
        _$completing = -1
        _$state = .done; let _$emitted: Self.Effect = .announce; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      }
      return false
    case .fetched:
      if _$completing == 0 {
        _$completing = -1
        _$state = .done; let _$emitted: Self.Effect = .announce; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      }
      return false
    default:
      return false
    }
  }

  /// The step of the machine held at install: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$install(_ _$state: inout Install, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .installing:
      switch event {
      case .finish:
        _$state = .installed; let _$emitted: Self.Effect = .announce; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .start, .verified, .cancel, .progress:
        return false
      }
    case .waiting, .installed:
      return false
    }
  }

  /// A microstep of the machine held at install: moves `_$state` by its first enabled eventless row, inner machines first; whether it took one.
  private nonisolated static func _$settle$install(_ _$state: inout Install, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, completing _$completing: inout Swift.Int) -> Swift.Bool {
    switch _$state {
    case .waiting:
      if case .done = _$machine.download {
        _$state = .installing; return true
      }
      return false
    default:
      return false
    }
  }

  /// The step `event` causes: offered to every region in declaration order, each taking at
  /// most one of its rows, guards and conditions evaluated on this value; `nil` when no
  /// region moves.
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  /// The event's own rows, then the eventless and completion rows its target settles by.
  nonisolated func transition(on event: Event, memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    guard let _$step = self._firstStep(on: event, memory: memory) else {
      return nil
    }
    return Self._settled(_$step, memory: memory)
  }

  nonisolated func _firstStep(on event: Event, memory _: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    var _$held = self
    var _$heldEffect: Self.Effect? = nil
    var _$more: [Self.Effect]? = nil
    guard Self._$step$(&_$held, on: event, in: self, effect: &_$heldEffect, more: &_$more) else {
      return nil
    }
    return FSMRuntime.Step<Self>(from: self, event: event, to: _$held, effect: _$heldEffect)
  }

  nonisolated static var _settles: Swift.Bool {
    true
  }

  nonisolated func _nextMicrostep(completing _$superstate: Superstate?) -> FSMRuntime.Microstep<Self>? {
    guard _$superstate == nil else {
      return nil
    }
    return self._$microstep(completing: -1)
  }

  /// The microstep by eventless rows, or by a completion's rows (`_$completingRows`).
  private nonisolated func _$microstep(completing _$completingRows: Swift.Int) -> FSMRuntime.Microstep<Self>? {
    var _$to = self
    var _$moved: Swift.UInt64 = 0
    var _$effect: Self.Effect? = nil
    var _$more: [Self.Effect]? = []
    var _$completing = _$completingRows
    let _$machine = self
    if Self._$settle$download(&_$to.download, in: _$machine, effect: &_$effect, more: &_$more, completing: &_$completing) {
      _$moved |= 1
    }
    if Self._$settle$install(&_$to.install, in: _$machine, effect: &_$effect, more: &_$more, completing: &_$completing) {
      _$moved |= 2
    }
    guard _$moved != 0 else {
      return nil
    }
    return FSMRuntime.Microstep<Self>(from: self, to: _$to, effect: _$effect, completed: nil, _moreEffects: Swift.Array((_$more ?? []).dropFirst()), _moved: _$moved)
  }

  nonisolated static var _completesInside: Swift.Bool {
    true
  }

  nonisolated static func _raiseCompletions(entered _$entered: [Part], in _$state: Self, into _$completions: inout [FSMRuntime._Completion<Self>]) {
    for _$index in _$entered.indices {
      let _$part = _$entered[_$index]
      if _$part == .download(.fetched) {
        _$completions.append(.inside(0))
      }
    }
  }

  nonisolated func _nextMicrostep(completingInside _$number: Swift.Int, memory _$memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Microstep<Self>? {
    var _$microstep = self._$microstep(completing: _$number)
    _$microstep?._completion = _$number
    switch _$number {
    case 0:
      _$microstep?.completed = .download(.transfer)
    default:
      break
    }
    return _$microstep
  }

  nonisolated static func _regionsMoved(by step: FSMRuntime.Step<Self>) -> Swift.UInt64 {
    let event = step.event
    var _$moved: Swift.UInt64 = 0
    do {
      let _$machine = step.from
      var _$part = step.from.download
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$download(&_$part, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
        _$moved |= 1
      }
    }
    do {
      let _$machine = step.from
      var _$part = step.from.install
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$install(&_$part, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
        _$moved |= 2
      }
    }
    return _$moved
  }

  nonisolated static func _eventEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    let event = step.event
    var _$held = step.from
    var _$heldEffect: Self.Effect? = nil
    var _$more: [Self.Effect]? = []
    _ = Self._$step$(&_$held, on: event, in: step.from, effect: &_$heldEffect, more: &_$more)
    return _$more ?? []
  }

  nonisolated static func _moreEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    Swift.Array(Self._eventEffects(of: step).dropFirst())
  }

  nonisolated static func _activeParts(of state: Self) -> [Part] {
    Self._$parts$download(state.download) { .download($0) }
    + Self._$parts$install(state.install) { .install($0) }
  }

  nonisolated static func _trace(of step: FSMRuntime.Step<Self>) -> FSMRuntime._StepTrace<Self> {
    Self._$trace(step.from, step.to, on: step.event, moved: Self._regionsMoved(by: step), completing: -1)
  }

  nonisolated static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
    Self._$trace(from, to, on: nil, moved: moved, completing: -1)
  }

  nonisolated static func _trace(of microstep: FSMRuntime.Microstep<Self>) -> FSMRuntime._StepTrace<Self> {
    let from = microstep.from
    let to = microstep.to
    let moved = microstep._moved
    return Self._$trace(from, to, on: nil, moved: moved, completing: microstep._completion)
  }

  /// The step from `_$from` to `_$to`, on `event` (`nil`: a microstep), which moved the regions `moved`.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, moved: Swift.UInt64, completing _$completingNow: Swift.Int) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    var _$exited: [[Part]] = []
    if moved & 1 != 0 {
      var _$inner = FSMRuntime._StepTrace<Self>()
      Self._$trace$download(_$from.download, _$to.download, on: event, in: _$from, blocked: -1, completing: _$completingNow, { .download($0) }, into: &_$inner)
      _$exited.append(_$inner.exited)
      _$trace.entered += _$inner.entered
      _$trace.rows += _$inner.rows
    }
    if moved & 2 != 0 {
      var _$inner = FSMRuntime._StepTrace<Self>()
      Self._$trace$install(_$from.install, _$to.install, on: event, in: _$from, blocked: -1, completing: _$completingNow, { .install($0) }, into: &_$inner)
      _$exited.append(_$inner.exited)
      _$trace.entered += _$inner.entered
      _$trace.rows += _$inner.rows
    }
    _$trace.exited += _$exited.reversed().joined()
    return _$trace
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$download(_ _$value: Download, _ _$part: (Download.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$download(_ _$from: Download, _ _$to: Download, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Download.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$download(_$from, _$part), to: Self._$parts$download(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$install(_ _$value: Install, _ _$part: (Install.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$install(_ _$from: Install, _ _$to: Install, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, completing _$completingNow: Swift.Int, _ _$part: (Install.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$install(_$from, _$part), to: Self._$parts$install(_$to, _$part))
  }

  /// Sends `.start` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func start() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.start)
  }

  /// Sends `.verified` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func verified() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.verified)
  }

  /// Sends `.finish` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func finish() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.finish)
  }

  /// Sends `.cancel` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func cancel() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.cancel)
  }

  /// Sends `.progress` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func progress(bytes: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.progress(bytes: bytes))
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(10)
    _$all.append(.init(source: .download(.idle), event: .start, target: .download(.fetching)))
    _$all.append(.init(source: .download(.fetching), event: .progress, target: .download(.fetching)))
    _$all.append(.init(source: .download(.fetching), event: nil, target: .download(.verifying), guarded: true))
    _$all.append(.init(source: .download(.verifying), event: .verified, target: .download(.fetched)))
    _$all.append(.init(source: .download(.fetching), event: .cancel, target: .download(.idle), superstate: .download(.transfer)))
    _$all.append(.init(source: .download(.verifying), event: .cancel, target: .download(.idle), superstate: .download(.transfer)))
    _$all.append(.init(source: .download(.fetched), event: .cancel, target: .download(.idle), superstate: .download(.transfer)))
    _$all.append(.init(source: .download(.fetched), event: nil, target: .download(.done), effect: .announce, completes: .download(.transfer)))
    _$all.append(.init(source: .install(.waiting), event: nil, target: .install(.installing), guarded: true))
    _$all.append(.init(source: .install(.installing), event: .finish, target: .install(.installed), effect: .announce))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Setup\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  subgraph \"cluster_download\" {\n    label=\"download\";\n    style=dashed;\n    \"__initial_download\" [shape=point, label=\"\"];\n    \"__initial_download\" -> \"download.idle\";\n    \"download.idle\" [label=\"idle\"];\n    \"download.done\" [label=\"done\", shape=doublecircle];\n    subgraph \"cluster_download_transfer\" {\n      label=\"transfer\";\n      style=solid;\n      \"download.fetching\" [label=\"fetching\"];\n      \"download.verifying\" [label=\"verifying\"];\n      \"download.fetched\" [label=\"fetched\", peripheries=2];\n    }\n    \"download.idle\" -> \"download.fetching\" [label=\"start\"];\n    \"download.fetching\" -> \"download.fetching\" [label=\"progress\"];\n    \"download.verifying\" -> \"download.fetched\" [label=\"verified\"];\n    \"download.fetching\" -> \"download.idle\" [label=\"cancel\", ltail=\"cluster_download_transfer\"];\n    \"download.fetching\" -> \"download.verifying\" [label=\"always [guard]\", style=bold];\n    \"download.fetched\" -> \"download.done\" [label=\"done / announce\", style=bold, ltail=\"cluster_download_transfer\"];\n  }\n  subgraph \"cluster_install\" {\n    label=\"install\";\n    style=dashed;\n    \"__initial_install\" [shape=point, label=\"\"];\n    \"__initial_install\" -> \"install.waiting\";\n    \"install.waiting\" [label=\"waiting\"];\n    \"install.installing\" [label=\"installing\"];\n    \"install.installed\" [label=\"installed\", shape=doublecircle];\n    \"install.installing\" -> \"install.installed\" [label=\"finish / announce\"];\n    \"install.waiting\" -> \"install.installing\" [label=\"always [in download.done]\", style=bold];\n  }\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> Setup\n  state Setup {\n    [*] --> download_idle\n    state \"idle\" as download_idle\n    state \"done\" as download_done\n    state \"transfer\" as download__transfer {\n      state \"fetching\" as download_fetching\n      state \"verifying\" as download_verifying\n      state \"fetched\" as download_fetched\n      download_fetched --> [*]\n    }\n    download_idle --> download_fetching : start\n    download_fetching --> download_fetching : progress\n    download_verifying --> download_fetched : verified\n    download__transfer --> download_idle : cancel\n    download_fetching --> download_verifying : always [guard]\n    download__transfer --> download_done : done / announce\n    download_done --> [*]\n    --\n    [*] --> install_waiting\n    state \"waiting\" as install_waiting\n    state \"installing\" as install_installing\n    state \"installed\" as install_installed\n    install_installing --> install_installed : finish / announce\n    install_waiting --> install_installing : always [in download.done]\n    install_installed --> [*]\n  }\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Setup's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:fsm=\"https://github.com/fsm-swift/fsm/scxml\" version=\"1.0\" name=\"Setup\" initial=\"Setup\">\n  <parallel id=\"Setup\">\n    <state id=\"download\" initial=\"download.idle\">\n      <state id=\"download.idle\">\n        <transition event=\"start\" target=\"download.fetching\"/>\n      </state>\n      <state id=\"download.transfer\">\n        <transition event=\"done.state.download.transfer\" target=\"download.done\">\n          <send target=\"#_parent\" event=\"announce\"/>\n        </transition>\n        <transition event=\"cancel\" cond=\"In('download.fetched')\" target=\"download.idle\"/>\n        <state id=\"download.fetching\">\n          <transition event=\"cancel\" target=\"download.idle\"/>\n          <transition event=\"progress\" target=\"download.fetching\"/>\n          <transition cond=\"{ state in&#10;          if case .fetching(let bytes) = state { bytes &gt;= 100 } else { false }&#10;        }\" target=\"download.verifying\" fsm:row=\"transitions[2]\"/>\n        </state>\n        <state id=\"download.verifying\">\n          <transition event=\"verified\" target=\"download.fetched\"/>\n          <transition event=\"cancel\" target=\"download.idle\"/>\n        </state>\n        <final id=\"download.fetched\"/>\n      </state>\n      <final id=\"download.done\"/>\n    </state>\n    <state id=\"install\" initial=\"install.waiting\">\n      <state id=\"install.waiting\">\n        <transition cond=\"In('download.done')\" target=\"install.installing\"/>\n      </state>\n      <state id=\"install.installing\">\n        <transition event=\"finish\" target=\"install.installed\">\n          <send target=\"#_parent\" event=\"announce\"/>\n        </transition>\n      </state>\n      <final id=\"install.installed\"/>\n    </state>\n  </parallel>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Setup\",\n  \"key\": \"Setup\",\n  \"type\": \"parallel\",\n  \"states\": {\n    \"download\": {\n      \"id\": \"Setup.download\",\n      \"key\": \"download\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"idle\"],\n        \"source\": \"#Setup.download\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"idle\": {\n          \"id\": \"Setup.download.idle\",\n          \"key\": \"idle\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"start\": [\n              {\n                \"target\": [\"#Setup.download.transfer.fetching\"],\n                \"source\": \"#Setup.download.idle\",\n                \"eventType\": \"start\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"transfer\": {\n          \"id\": \"Setup.download.transfer\",\n          \"key\": \"transfer\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"fetching\"],\n            \"source\": \"#Setup.download.transfer\",\n            \"actions\": []\n          },\n          \"onDone\": [\n            {\n              \"target\": [\"#Setup.download.done\"],\n              \"source\": \"#Setup.download.transfer\",\n              \"eventType\": \"xstate.done.state.Setup.download.transfer\",\n              \"actions\": [\n                {\n                  \"type\": \"announce\"\n                }\n              ]\n            }\n          ],\n          \"states\": {\n            \"fetching\": {\n              \"id\": \"Setup.download.transfer.fetching\",\n              \"key\": \"fetching\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"cancel\": [\n                  {\n                    \"target\": [\"#Setup.download.idle\"],\n                    \"source\": \"#Setup.download.transfer.fetching\",\n                    \"eventType\": \"cancel\",\n                    \"actions\": []\n                  }\n                ],\n                \"progress\": [\n                  {\n                    \"target\": [\"#Setup.download.transfer.fetching\"],\n                    \"source\": \"#Setup.download.transfer.fetching\",\n                    \"eventType\": \"progress\",\n                    \"actions\": [],\n                    \"reenter\": true\n                  }\n                ]\n              },\n              \"always\": [\n                {\n                  \"target\": [\"#Setup.download.transfer.verifying\"],\n                  \"source\": \"#Setup.download.transfer.fetching\",\n                  \"eventType\": \"\",\n                  \"actions\": [],\n                  \"guard\": {\n                    \"type\": \"{ state in\\n          if case .fetching(let bytes) = state { bytes >= 100 } else { false }\\n        }\",\n                    \"params\": {\n                      \"row\": \"transitions[2]\"\n                    }\n                  }\n                }\n              ]\n            },\n            \"verifying\": {\n              \"id\": \"Setup.download.transfer.verifying\",\n              \"key\": \"verifying\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"verified\": [\n                  {\n                    \"target\": [\"#Setup.download.transfer.fetched\"],\n                    \"source\": \"#Setup.download.transfer.verifying\",\n                    \"eventType\": \"verified\",\n                    \"actions\": []\n                  }\n                ],\n                \"cancel\": [\n                  {\n                    \"target\": [\"#Setup.download.idle\"],\n                    \"source\": \"#Setup.download.transfer.verifying\",\n                    \"eventType\": \"cancel\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"fetched\": {\n              \"id\": \"Setup.download.transfer.fetched\",\n              \"key\": \"fetched\",\n              \"type\": \"final\",\n              \"on\": {\n                \"cancel\": [\n                  {\n                    \"target\": [\"#Setup.download.idle\"],\n                    \"source\": \"#Setup.download.transfer.fetched\",\n                    \"eventType\": \"cancel\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        },\n        \"done\": {\n          \"id\": \"Setup.download.done\",\n          \"key\": \"done\",\n          \"type\": \"final\"\n        }\n      }\n    },\n    \"install\": {\n      \"id\": \"Setup.install\",\n      \"key\": \"install\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"waiting\"],\n        \"source\": \"#Setup.install\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"waiting\": {\n          \"id\": \"Setup.install.waiting\",\n          \"key\": \"waiting\",\n          \"type\": \"atomic\",\n          \"on\": {},\n          \"always\": [\n            {\n              \"target\": [\"#Setup.install.installing\"],\n              \"source\": \"#Setup.install.waiting\",\n              \"eventType\": \"\",\n              \"actions\": [],\n              \"guard\": {\n                \"type\": \"In('download.done')\"\n              }\n            }\n          ]\n        },\n        \"installing\": {\n          \"id\": \"Setup.install.installing\",\n          \"key\": \"installing\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"finish\": [\n              {\n                \"target\": [\"#Setup.install.installed\"],\n                \"source\": \"#Setup.install.installing\",\n                \"eventType\": \"finish\",\n                \"actions\": [\n                  {\n                    \"type\": \"announce\"\n                  }\n                ]\n              }\n            ]\n          }\n        },\n        \"installed\": {\n          \"id\": \"Setup.install.installed\",\n          \"key\": \"installed\",\n          \"type\": \"final\"\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .download(.idle):
      ["download", "idle"]
    case .download(.fetching):
      ["download", "transfer", "fetching"]
    case .download(.verifying):
      ["download", "transfer", "verifying"]
    case .download(.fetched):
      ["download", "transfer", "fetched"]
    case .download(.done):
      ["download", "done"]
    case .install(.waiting):
      ["install", "waiting"]
    case .install(.installing):
      ["install", "installing"]
    case .install(.installed):
      ["install", "installed"]
    }
  }
}

extension Setup.Download.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  nonisolated static var allCases: [Self] {
    [.transfer]
  }
  nonisolated var description: Swift.String {
    switch self {
    case .transfer:
      "transfer"
    }
  }
}

extension Setup.Download: FSMRuntime.Region {}

extension Setup.Install: FSMRuntime.Region {}

extension Setup.Event: FSMRuntime.CaseDiscriminable {}

extension Setup.Effect: FSMRuntime.CaseDiscriminable {}

extension Setup: FSMRuntime.StateMachine {}
