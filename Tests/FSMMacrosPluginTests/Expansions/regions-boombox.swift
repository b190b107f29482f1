// swift-format-ignore-file
// `Boombox` from Tests/FSMMacrosTests/RegionTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// struct Boombox: Equatable, Sendable, Codable {
//   var playback: Playback
//   var volume: Volume
//
//   enum Playback: Equatable, Sendable, Codable {
//     @Initial case stopped
//     case playing(track: Int = 1)
//     case paused(track: Int)
//     case buffering(track: Int)
//     case interrupted
//
//     enum Superstate { case active, moving }
//
//     static let superstates: [Superstates] = [
//       .superstate(
//         .active, contains: [.playing, .paused, .buffering],
//         history: .deep(default: .playing(track: 1))),
//       .superstate(.moving, contains: [.playing, .buffering], in: .active),
//     ]
//
//     static let transitions: [Transition] = [
//       .from(.stopped, on: .play, to: .playing).whenIn(.volume(.normal)),
//       .from(.playing, on: .pause, to: .paused),
//       .from(.paused, on: .play, to: .playing),
//       .within(.moving, on: .stall, to: .buffering),
//       .from(.buffering, on: .ready, to: .playing),
//       .within(.active, on: .call, to: .interrupted, emit: .duck),
//       .from(.interrupted, on: .hangUp, toHistoryOf: .active),
//       .within(.active, on: .stop, to: .stopped),
//     ]
//   }
//
//   enum Volume: Equatable, Sendable, Codable {
//     @Initial case normal
//     case muted
//
//     static let transitions: [Transition] = [
//       .from(.normal, on: .mute, to: .muted),
//       .from(.muted, on: .unmute, to: .normal),
//       .from(.normal, on: .call, to: .muted, emit: .lower),
//       .from(.muted, on: .hangUp, to: .normal),
//     ]
//   }
//
//   enum Event: Equatable, Sendable, Codable {
//     case play, pause, stall, ready, call, hangUp, stop, mute, unmute
//   }
//
//   enum Effect: Hashable, Sendable {
//     case duck, lower
//   }
// }

// MARK: - Expansion


struct Boombox: Equatable, Sendable, Codable {
  var playback: Playback
  var volume: Volume

  enum Playback: Equatable, Sendable, Codable {
    case stopped
    case playing(track: Int = 1)
    case paused(track: Int)
    case buffering(track: Int)
    case interrupted

    enum Superstate { case active, moving 
}

    static let superstates: [Superstates] = [
      .superstate(
        .active, contains: [.playing, .paused, .buffering],
        history: .deep(default: .playing(track: 1))),
      .superstate(.moving, contains: [.playing, .buffering], in: .active),
    ]

    static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing).whenIn(.volume(.normal)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing),
      .within(.moving, on: .stall, to: .buffering),
      .from(.buffering, on: .ready, to: .playing),
      .within(.active, on: .call, to: .interrupted, emit: .duck),
      .from(.interrupted, on: .hangUp, toHistoryOf: .active),
      .within(.active, on: .stop, to: .stopped),
    ]

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case stopped
      case playing
      case paused
      case buffering
      case interrupted
      var description: Swift.String {
        switch self {
        case .stopped:
          "stopped"
        case .playing:
          "playing"
        case .paused:
          "paused"
        case .buffering:
          "buffering"
        case .interrupted:
          "interrupted"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case stopped
      case playing
      case paused
      case buffering
      case interrupted
      var description: Swift.String {
        switch self {
        case .stopped:
          "stopped"
        case .playing:
          "playing"
        case .paused:
          "paused"
        case .buffering:
          "buffering"
        case .interrupted:
          "interrupted"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .stopped:
        .stopped
      case .playing:
        .playing
      case .paused:
        .paused
      case .buffering:
        .buffering
      case .interrupted:
        .interrupted
      }
    }

    typealias Parent = Boombox

    typealias Event = Boombox.Event

    typealias Effect = Boombox.Effect

    typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    nonisolated static var _$initial: Self {
      .stopped
    }

    typealias Superstates = FSMRuntime.SuperstateDeclaration<Self>
  }

  enum Volume: Equatable, Sendable, Codable {
    case normal
    case muted

    static let transitions: [Transition] = [
      .from(.normal, on: .mute, to: .muted),
      .from(.muted, on: .unmute, to: .normal),
      .from(.normal, on: .call, to: .muted, emit: .lower),
      .from(.muted, on: .hangUp, to: .normal),
    ]

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case normal
      case muted
      var description: Swift.String {
        switch self {
        case .normal:
          "normal"
        case .muted:
          "muted"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case normal
      case muted
      var description: Swift.String {
        switch self {
        case .normal:
          "normal"
        case .muted:
          "muted"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .normal:
        .normal
      case .muted:
        .muted
      }
    }

    typealias Parent = Boombox

    typealias Event = Boombox.Event

    typealias Effect = Boombox.Effect

    typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    nonisolated static var _$initial: Self {
      .normal
    }
  }

  enum Event: Equatable, Sendable, Codable {
    case play, pause, stall, ready, call, hangUp, stop, mute, unmute

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case stall
      case ready
      case call
      case hangUp
      case stop
      case mute
      case unmute
      var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .stall:
          "stall"
        case .ready:
          "ready"
        case .call:
          "call"
        case .hangUp:
          "hangUp"
        case .stop:
          "stop"
        case .mute:
          "mute"
        case .unmute:
          "unmute"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case stall
      case ready
      case call
      case hangUp
      case stop
      case mute
      case unmute
      var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .stall:
          "stall"
        case .ready:
          "ready"
        case .call:
          "call"
        case .hangUp:
          "hangUp"
        case .stop:
          "stop"
        case .mute:
          "mute"
        case .unmute:
          "unmute"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .play:
        .play
      case .pause:
        .pause
      case .stall:
        .stall
      case .ready:
        .ready
      case .call:
        .call
      case .hangUp:
        .hangUp
      case .stop:
        .stop
      case .mute:
        .mute
      case .unmute:
        .unmute
      }
    }
  }

  enum Effect: Hashable, Sendable {
    case duck, lower

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case duck
      case lower
      var description: Swift.String {
        switch self {
        case .duck:
          "duck"
        case .lower:
          "lower"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case duck
      case lower
      var description: Swift.String {
        switch self {
        case .duck:
          "duck"
        case .lower:
          "lower"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .duck:
        .duck
      case .lower:
        .lower
      }
    }
  }

  #if compiler(>=6.2)
  /// The combination of the regions' cases: one property per region.
  nonisolated struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    var playback: Playback.Case
    var volume: Volume.Case
    init(playback: Playback.Case, volume: Volume.Case) {
      self.playback = playback
      self.volume = volume
    }
    /// Every combination of the regions' cases.
    static var allCases: [Case] {
      var all: [Case] = []
      for playback in Playback.Case.allCases {
        for volume in Volume.Case.allCases {
          all.append(Case(playback: playback, volume: volume))
        }
      }
      return all
    }
    var description: Swift.String {
      "(\(self.playback), \(self.volume))"
    }
  }
  #else
  /// The combination of the regions' cases: one property per region.
  struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    var playback: Playback.Case
    var volume: Volume.Case
    init(playback: Playback.Case, volume: Volume.Case) {
      self.playback = playback
      self.volume = volume
    }
    /// Every combination of the regions' cases.
    static var allCases: [Case] {
      var all: [Case] = []
      for playback in Playback.Case.allCases {
        for volume in Volume.Case.allCases {
          all.append(Case(playback: playback, volume: volume))
        }
      }
      return all
    }
    var description: Swift.String {
      "(\(self.playback), \(self.volume))"
    }
  }
  #endif

  nonisolated var `case`: Case {
    Case(playback: self.playback.case, volume: self.volume.case)
  }

  #if compiler(>=6.2)
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case playback(Playback.Case)
    case volume(Volume.Case)
    var description: Swift.String {
      switch self {
      case .playback(let state):
        "playback.\(state)"
      case .volume(let state):
        "volume.\(state)"
      }
    }
  }
  #else
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case playback(Playback.Case)
    case volume(Volume.Case)
    var description: Swift.String {
      switch self {
      case .playback(let state):
        "playback.\(state)"
      case .volume(let state):
        "volume.\(state)"
      }
    }
  }
  #endif

  /// Whether the region `part` names is in the state it names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .playback(let state):
      return self.playback.case == state
    case .volume(let state):
      return self.volume.case == state
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    return [.playback(state.playback), .volume(state.volume)]
  }

  nonisolated static let initialCase: Case = Case(playback: .stopped, volume: .normal)

  nonisolated static let finalCases: Swift.Set<Case> = []

  /// A value with each region in the case given.
  nonisolated init(playback: Playback, volume: Volume) {
    self.playback = playback
    self.volume = volume
  }

  /// Every region in its initial case.
  nonisolated init() {
    self.playback = .stopped
    self.volume = .normal
  }

  #if compiler(>=6.2)
  /// A superstate of one region: `.playback(.active)`.
  nonisolated enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
    case playback(Playback.Superstate)
    static var allCases: [Superstate] {
      Playback.Superstate.allCases.map { .playback($0) }
    }
    var description: Swift.String {
      switch self {
      case .playback(let superstate):
        "playback." + superstate.description
      }
    }
  }
  #else
  /// A superstate of one region: `.playback(.active)`.
  enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
    case playback(Playback.Superstate)
    static var allCases: [Superstate] {
      Playback.Superstate.allCases.map { .playback($0) }
    }
    var description: Swift.String {
      switch self {
      case .playback(let superstate):
        "playback." + superstate.description
      }
    }
  }
  #endif

  nonisolated static func superstates(of state: Case) -> [Superstate] {
    var superstates: [Superstate] = []
    switch state.playback {
    case .playing:
      superstates += [.playback(.moving), .playback(.active)]
    case .paused:
      superstates += [.playback(.active)]
    case .buffering:
      superstates += [.playback(.moving), .playback(.active)]
    default:
      break
    }
    return superstates
  }

  nonisolated static var _hasHistory: Swift.Bool {
    true
  }

  nonisolated static var _historySuperstates: [Superstate] {
    [.playback(.active)]
  }

  nonisolated static func _recordHistory(of _$step: FSMRuntime.Step<Self>, into _$memory: inout FSMRuntime.StateMemory<Self>) {
    switch _$step.from.playback {
    case .playing, .paused, .buffering:
      switch _$step.to.playback {
      case .playing, .paused, .buffering:
        break
      default:
        _$memory._remember(_$step.from, at: 0)
      }
    default:
      break
    }
  }

  nonisolated static var _regionCount: Swift.Int {
    2
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  /// The step of the regions at the top, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$(_ _$state: inout Self, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    var _$moved = false
    if Self._$step$playback(&_$state.playback, on: event, in: _$machine, memory: _$memory, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    if Self._$step$volume(&_$state.volume, on: event, in: _$machine, memory: _$memory, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at playback: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$playback(_ _$state: inout Playback, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .stopped:
      switch event {
      case .play:
        if case .normal = _$machine.volume {
          _$state = .playing(); return true
        }
        return false
      case .pause, .stall, .ready, .call, .hangUp, .stop, .mute, .unmute:
        return false
      }
    case .playing(let _$s0):
      switch event {
      case .pause:
        _$state = .paused(track: _$s0); return true
      case .stall:
        _$state = .buffering(track: _$s0); return true
      case .call:
        _$state = .interrupted; let _$emitted: Self.Effect = .duck; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .stop:
        _$state = .stopped; return true
      case .play, .ready, .hangUp, .mute, .unmute:
        return false
      }
    case .paused(let _$s0):
      switch event {
      case .play:
        _$state = .playing(track: _$s0); return true
      case .call:
        _$state = .interrupted; let _$emitted: Self.Effect = .duck; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .stop:
        _$state = .stopped; return true
      case .pause, .stall, .ready, .hangUp, .mute, .unmute:
        return false
      }
    case .buffering(let _$s0):
      switch event {
      case .stall:
        _$state = .buffering(track: _$s0); return true
      case .ready:
        _$state = .playing(track: _$s0); return true
      case .call:
        _$state = .interrupted; let _$emitted: Self.Effect = .duck; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .stop:
        _$state = .stopped; return true
      case .play, .pause, .hangUp, .mute, .unmute:
        return false
      }
    case .interrupted:
      switch event {
      case .hangUp:
        _$state = Self._$recall$playback(_$memory._remembered(at: 0)) ?? .playing(track: 1); return true
      case .play, .pause, .stall, .ready, .call, .stop, .mute, .unmute:
        return false
      }
    }
  }

  /// The value of region `playback` in `_$value`.
  private nonisolated static func _$recall$playback(_ _$value: Self?) -> Playback? {
    _$value?.playback
  }

  /// The step of the machine held at volume: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$volume(_ _$state: inout Volume, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .normal:
      switch event {
      case .call:
        _$state = .muted; let _$emitted: Self.Effect = .lower; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .mute:
        _$state = .muted; return true
      case .play, .pause, .stall, .ready, .hangUp, .stop, .unmute:
        return false
      }
    case .muted:
      switch event {
      case .hangUp:
        _$state = .normal; return true
      case .unmute:
        _$state = .normal; return true
      case .play, .pause, .stall, .ready, .call, .stop, .mute:
        return false
      }
    }
  }

  /// The step `event` causes: offered to every region in declaration order, each taking at
  /// most one of its rows, guards and conditions evaluated on this value; `nil` when no
  /// region moves.
  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  nonisolated func transition(on event: Event, memory _$memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    var _$held = self
    var _$heldEffect: Self.Effect? = nil
    var _$more: [Self.Effect]? = nil
    guard Self._$step$(&_$held, on: event, in: self, memory: _$memory, effect: &_$heldEffect, more: &_$more) else {
      return nil
    }
    return FSMRuntime.Step<Self>(from: self, event: event, to: _$held, effect: _$heldEffect)
  }

  nonisolated static func _regionsMoved(by step: FSMRuntime.Step<Self>) -> Swift.UInt64 {
    let event = step.event
    var _$moved: Swift.UInt64 = 0
    do {
      let _$machine = step.from
      var _$part = step.from.playback
      let _$memory = FSMRuntime.StateMemory<Self>()
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$playback(&_$part, on: event, in: _$machine, memory: _$memory, effect: &_$effect, more: &_$more) {
        _$moved |= 1
      }
    }
    do {
      let _$machine = step.from
      var _$part = step.from.volume
      let _$memory = FSMRuntime.StateMemory<Self>()
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$volume(&_$part, on: event, in: _$machine, memory: _$memory, effect: &_$effect, more: &_$more) {
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
    _ = Self._$step$(&_$held, on: event, in: step.from, memory: FSMRuntime.StateMemory<Self>(), effect: &_$heldEffect, more: &_$more)
    return _$more ?? []
  }

  nonisolated static func _moreEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    Swift.Array(Self._eventEffects(of: step).dropFirst())
  }

  nonisolated static func _activeParts(of state: Self) -> [Part] {
    Self._$parts$playback(state.playback) { .playback($0) }
    + Self._$parts$volume(state.volume) { .volume($0) }
  }

  nonisolated static func _trace(of step: FSMRuntime.Step<Self>) -> FSMRuntime._StepTrace<Self> {
    Self._$trace(step.from, step.to, on: step.event, moved: Self._regionsMoved(by: step))
  }

  nonisolated static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
    Self._$trace(from, to, on: nil, moved: moved)
  }

  /// The step from `_$from` to `_$to`, on `event` (`nil`: a microstep), which moved the regions `moved`.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
    var _$trace = FSMRuntime._StepTrace<Self>()
    var _$exited: [[Part]] = []
    if moved & 1 != 0 {
      var _$inner = FSMRuntime._StepTrace<Self>()
      Self._$trace$playback(_$from.playback, _$to.playback, on: event, in: _$from, blocked: -1, { .playback($0) }, into: &_$inner)
      _$exited.append(_$inner.exited)
      _$trace.entered += _$inner.entered
      _$trace.rows += _$inner.rows
    }
    if moved & 2 != 0 {
      var _$inner = FSMRuntime._StepTrace<Self>()
      Self._$trace$volume(_$from.volume, _$to.volume, on: event, in: _$from, blocked: -1, { .volume($0) }, into: &_$inner)
      _$exited.append(_$inner.exited)
      _$trace.entered += _$inner.entered
      _$trace.rows += _$inner.rows
    }
    _$trace.exited += _$exited.reversed().joined()
    return _$trace
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$playback(_ _$value: Playback, _ _$part: (Playback.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$playback(_ _$from: Playback, _ _$to: Playback, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Playback.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$playback(_$from, _$part), to: Self._$parts$playback(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$volume(_ _$value: Volume, _ _$part: (Volume.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$volume(_ _$from: Volume, _ _$to: Volume, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Volume.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$volume(_$from, _$part), to: Self._$parts$volume(_$to, _$part))
  }

  /// Sends `.play` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func play() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.play)
  }

  /// Sends `.pause` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func pause() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pause)
  }

  /// Sends `.stall` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func stall() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stall)
  }

  /// Sends `.ready` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func ready() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.ready)
  }

  /// Sends `.call` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func call() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.call)
  }

  /// Sends `.hangUp` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func hangUp() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.hangUp)
  }

  /// Sends `.stop` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func stop() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stop)
  }

  /// Sends `.mute` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func mute() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.mute)
  }

  /// Sends `.unmute` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func unmute() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.unmute)
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(17)
    _$all.append(.init(source: .playback(.stopped), event: .play, target: .playback(.playing), guarded: true))
    _$all.append(.init(source: .playback(.playing), event: .pause, target: .playback(.paused)))
    _$all.append(.init(source: .playback(.paused), event: .play, target: .playback(.playing)))
    _$all.append(.init(source: .playback(.playing), event: .stall, target: .playback(.buffering), superstate: .playback(.moving)))
    _$all.append(.init(source: .playback(.buffering), event: .stall, target: .playback(.buffering), superstate: .playback(.moving)))
    _$all.append(.init(source: .playback(.buffering), event: .ready, target: .playback(.playing)))
    _$all.append(.init(source: .playback(.playing), event: .call, target: .playback(.interrupted), effect: .duck, superstate: .playback(.active)))
    _$all.append(.init(source: .playback(.paused), event: .call, target: .playback(.interrupted), effect: .duck, superstate: .playback(.active)))
    _$all.append(.init(source: .playback(.buffering), event: .call, target: .playback(.interrupted), effect: .duck, superstate: .playback(.active)))
    _$all.append(.init(source: .playback(.interrupted), event: .hangUp, target: nil, historyOf: .playback(.active)))
    _$all.append(.init(source: .playback(.playing), event: .stop, target: .playback(.stopped), superstate: .playback(.active)))
    _$all.append(.init(source: .playback(.paused), event: .stop, target: .playback(.stopped), superstate: .playback(.active)))
    _$all.append(.init(source: .playback(.buffering), event: .stop, target: .playback(.stopped), superstate: .playback(.active)))
    _$all.append(.init(source: .volume(.normal), event: .mute, target: .volume(.muted)))
    _$all.append(.init(source: .volume(.muted), event: .unmute, target: .volume(.normal)))
    _$all.append(.init(source: .volume(.normal), event: .call, target: .volume(.muted), effect: .lower))
    _$all.append(.init(source: .volume(.muted), event: .hangUp, target: .volume(.normal)))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Boombox\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  subgraph \"cluster_playback\" {\n    label=\"playback\";\n    style=dashed;\n    \"__initial_playback\" [shape=point, label=\"\"];\n    \"__initial_playback\" -> \"playback.stopped\";\n    \"playback.stopped\" [label=\"stopped\"];\n    \"playback.interrupted\" [label=\"interrupted\"];\n    subgraph \"cluster_playback_active\" {\n      label=\"active\";\n      style=solid;\n      \"playback.paused\" [label=\"paused\"];\n      \"__history_playback_active\" [shape=circle, label=\"H*\"];\n      subgraph \"cluster_playback_moving\" {\n        label=\"moving\";\n        style=solid;\n        \"playback.playing\" [label=\"playing\"];\n        \"playback.buffering\" [label=\"buffering\"];\n      }\n    }\n    \"__history_playback_active\" -> \"playback.playing\" [style=dashed];\n    \"playback.stopped\" -> \"playback.playing\" [label=\"play [in volume.normal]\"];\n    \"playback.playing\" -> \"playback.paused\" [label=\"pause\"];\n    \"playback.paused\" -> \"playback.playing\" [label=\"play\"];\n    \"playback.playing\" -> \"playback.buffering\" [label=\"stall\"];\n    \"playback.buffering\" -> \"playback.buffering\" [label=\"stall\"];\n    \"playback.buffering\" -> \"playback.playing\" [label=\"ready\"];\n    \"playback.playing\" -> \"playback.interrupted\" [label=\"call / duck\", ltail=\"cluster_playback_active\"];\n    \"playback.interrupted\" -> \"__history_playback_active\" [label=\"hangUp\"];\n    \"playback.playing\" -> \"playback.stopped\" [label=\"stop\", ltail=\"cluster_playback_active\"];\n  }\n  subgraph \"cluster_volume\" {\n    label=\"volume\";\n    style=dashed;\n    \"__initial_volume\" [shape=point, label=\"\"];\n    \"__initial_volume\" -> \"volume.normal\";\n    \"volume.normal\" [label=\"normal\"];\n    \"volume.muted\" [label=\"muted\"];\n    \"volume.normal\" -> \"volume.muted\" [label=\"mute\"];\n    \"volume.muted\" -> \"volume.normal\" [label=\"unmute\"];\n    \"volume.normal\" -> \"volume.muted\" [label=\"call / lower\"];\n    \"volume.muted\" -> \"volume.normal\" [label=\"hangUp\"];\n  }\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> Boombox\n  state Boombox {\n    [*] --> playback_stopped\n    state \"stopped\" as playback_stopped\n    state \"interrupted\" as playback_interrupted\n    state \"active\" as playback__active {\n      state \"paused\" as playback_paused\n      state \"H*\" as __history_playback_active\n      state \"moving\" as playback__moving {\n        state \"playing\" as playback_playing\n        state \"buffering\" as playback_buffering\n      }\n    }\n    __history_playback_active --> playback_playing\n    playback_stopped --> playback_playing : play [in volume.normal]\n    playback_playing --> playback_paused : pause\n    playback_paused --> playback_playing : play\n    playback_playing --> playback_buffering : stall\n    playback_buffering --> playback_buffering : stall\n    playback_buffering --> playback_playing : ready\n    playback__active --> playback_interrupted : call / duck\n    playback_interrupted --> __history_playback_active : hangUp\n    playback__active --> playback_stopped : stop\n    --\n    [*] --> volume_normal\n    state \"normal\" as volume_normal\n    state \"muted\" as volume_muted\n    volume_normal --> volume_muted : mute\n    volume_muted --> volume_normal : unmute\n    volume_normal --> volume_muted : call / lower\n    volume_muted --> volume_normal : hangUp\n  }\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Boombox's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Boombox\" initial=\"Boombox\">\n  <parallel id=\"Boombox\">\n    <state id=\"playback\" initial=\"playback.stopped\">\n      <state id=\"playback.stopped\">\n        <transition event=\"play\" cond=\"In('volume.normal')\" target=\"playback.playing\"/>\n      </state>\n      <state id=\"playback.active\">\n        <history id=\"playback.active.history\" type=\"deep\">\n          <transition target=\"playback.playing\"/>\n        </history>\n        <state id=\"playback.moving\">\n          <state id=\"playback.playing\">\n            <transition event=\"pause\" target=\"playback.paused\"/>\n            <transition event=\"stall\" target=\"playback.buffering\"/>\n            <transition event=\"call\" target=\"playback.interrupted\">\n              <send target=\"#_parent\" event=\"duck\"/>\n            </transition>\n            <transition event=\"stop\" target=\"playback.stopped\"/>\n          </state>\n          <state id=\"playback.buffering\">\n            <transition event=\"stall\" target=\"playback.buffering\"/>\n            <transition event=\"ready\" target=\"playback.playing\"/>\n            <transition event=\"call\" target=\"playback.interrupted\">\n              <send target=\"#_parent\" event=\"duck\"/>\n            </transition>\n            <transition event=\"stop\" target=\"playback.stopped\"/>\n          </state>\n        </state>\n        <state id=\"playback.paused\">\n          <transition event=\"play\" target=\"playback.playing\"/>\n          <transition event=\"call\" target=\"playback.interrupted\">\n            <send target=\"#_parent\" event=\"duck\"/>\n          </transition>\n          <transition event=\"stop\" target=\"playback.stopped\"/>\n        </state>\n      </state>\n      <state id=\"playback.interrupted\">\n        <transition event=\"hangUp\" target=\"playback.active.history\"/>\n      </state>\n    </state>\n    <state id=\"volume\" initial=\"volume.normal\">\n      <state id=\"volume.normal\">\n        <transition event=\"call\" target=\"volume.muted\">\n          <send target=\"#_parent\" event=\"lower\"/>\n        </transition>\n        <transition event=\"mute\" target=\"volume.muted\"/>\n      </state>\n      <state id=\"volume.muted\">\n        <transition event=\"hangUp\" target=\"volume.normal\"/>\n        <transition event=\"unmute\" target=\"volume.normal\"/>\n      </state>\n    </state>\n  </parallel>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Boombox\",\n  \"key\": \"Boombox\",\n  \"type\": \"parallel\",\n  \"states\": {\n    \"playback\": {\n      \"id\": \"Boombox.playback\",\n      \"key\": \"playback\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"stopped\"],\n        \"source\": \"#Boombox.playback\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"stopped\": {\n          \"id\": \"Boombox.playback.stopped\",\n          \"key\": \"stopped\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"play\": [\n              {\n                \"target\": [\"#Boombox.playback.active.moving.playing\"],\n                \"source\": \"#Boombox.playback.stopped\",\n                \"eventType\": \"play\",\n                \"actions\": [],\n                \"guard\": {\n                  \"type\": \"In('volume.normal')\"\n                }\n              }\n            ]\n          }\n        },\n        \"active\": {\n          \"id\": \"Boombox.playback.active\",\n          \"key\": \"active\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"moving\"],\n            \"source\": \"#Boombox.playback.active\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"history\": {\n              \"id\": \"Boombox.playback.active.history\",\n              \"key\": \"history\",\n              \"type\": \"history\",\n              \"history\": \"deep\",\n              \"target\": [\"#Boombox.playback.active.moving.playing\"]\n            },\n            \"moving\": {\n              \"id\": \"Boombox.playback.active.moving\",\n              \"key\": \"moving\",\n              \"type\": \"compound\",\n              \"initial\": {\n                \"target\": [\"playing\"],\n                \"source\": \"#Boombox.playback.active.moving\",\n                \"actions\": []\n              },\n              \"states\": {\n                \"playing\": {\n                  \"id\": \"Boombox.playback.active.moving.playing\",\n                  \"key\": \"playing\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"pause\": [\n                      {\n                        \"target\": [\"#Boombox.playback.active.paused\"],\n                        \"source\": \"#Boombox.playback.active.moving.playing\",\n                        \"eventType\": \"pause\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"stall\": [\n                      {\n                        \"target\": [\"#Boombox.playback.active.moving.buffering\"],\n                        \"source\": \"#Boombox.playback.active.moving.playing\",\n                        \"eventType\": \"stall\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"call\": [\n                      {\n                        \"target\": [\"#Boombox.playback.interrupted\"],\n                        \"source\": \"#Boombox.playback.active.moving.playing\",\n                        \"eventType\": \"call\",\n                        \"actions\": [\n                          {\n                            \"type\": \"duck\"\n                          }\n                        ]\n                      }\n                    ],\n                    \"stop\": [\n                      {\n                        \"target\": [\"#Boombox.playback.stopped\"],\n                        \"source\": \"#Boombox.playback.active.moving.playing\",\n                        \"eventType\": \"stop\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                },\n                \"buffering\": {\n                  \"id\": \"Boombox.playback.active.moving.buffering\",\n                  \"key\": \"buffering\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"stall\": [\n                      {\n                        \"target\": [\"#Boombox.playback.active.moving.buffering\"],\n                        \"source\": \"#Boombox.playback.active.moving.buffering\",\n                        \"eventType\": \"stall\",\n                        \"actions\": [],\n                        \"reenter\": true\n                      }\n                    ],\n                    \"ready\": [\n                      {\n                        \"target\": [\"#Boombox.playback.active.moving.playing\"],\n                        \"source\": \"#Boombox.playback.active.moving.buffering\",\n                        \"eventType\": \"ready\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"call\": [\n                      {\n                        \"target\": [\"#Boombox.playback.interrupted\"],\n                        \"source\": \"#Boombox.playback.active.moving.buffering\",\n                        \"eventType\": \"call\",\n                        \"actions\": [\n                          {\n                            \"type\": \"duck\"\n                          }\n                        ]\n                      }\n                    ],\n                    \"stop\": [\n                      {\n                        \"target\": [\"#Boombox.playback.stopped\"],\n                        \"source\": \"#Boombox.playback.active.moving.buffering\",\n                        \"eventType\": \"stop\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                }\n              }\n            },\n            \"paused\": {\n              \"id\": \"Boombox.playback.active.paused\",\n              \"key\": \"paused\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"play\": [\n                  {\n                    \"target\": [\"#Boombox.playback.active.moving.playing\"],\n                    \"source\": \"#Boombox.playback.active.paused\",\n                    \"eventType\": \"play\",\n                    \"actions\": []\n                  }\n                ],\n                \"call\": [\n                  {\n                    \"target\": [\"#Boombox.playback.interrupted\"],\n                    \"source\": \"#Boombox.playback.active.paused\",\n                    \"eventType\": \"call\",\n                    \"actions\": [\n                      {\n                        \"type\": \"duck\"\n                      }\n                    ]\n                  }\n                ],\n                \"stop\": [\n                  {\n                    \"target\": [\"#Boombox.playback.stopped\"],\n                    \"source\": \"#Boombox.playback.active.paused\",\n                    \"eventType\": \"stop\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        },\n        \"interrupted\": {\n          \"id\": \"Boombox.playback.interrupted\",\n          \"key\": \"interrupted\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"hangUp\": [\n              {\n                \"target\": [\"#Boombox.playback.active.history\"],\n                \"source\": \"#Boombox.playback.interrupted\",\n                \"eventType\": \"hangUp\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"volume\": {\n      \"id\": \"Boombox.volume\",\n      \"key\": \"volume\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"normal\"],\n        \"source\": \"#Boombox.volume\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"normal\": {\n          \"id\": \"Boombox.volume.normal\",\n          \"key\": \"normal\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"call\": [\n              {\n                \"target\": [\"#Boombox.volume.muted\"],\n                \"source\": \"#Boombox.volume.normal\",\n                \"eventType\": \"call\",\n                \"actions\": [\n                  {\n                    \"type\": \"lower\"\n                  }\n                ]\n              }\n            ],\n            \"mute\": [\n              {\n                \"target\": [\"#Boombox.volume.muted\"],\n                \"source\": \"#Boombox.volume.normal\",\n                \"eventType\": \"mute\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"muted\": {\n          \"id\": \"Boombox.volume.muted\",\n          \"key\": \"muted\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"hangUp\": [\n              {\n                \"target\": [\"#Boombox.volume.normal\"],\n                \"source\": \"#Boombox.volume.muted\",\n                \"eventType\": \"hangUp\",\n                \"actions\": []\n              }\n            ],\n            \"unmute\": [\n              {\n                \"target\": [\"#Boombox.volume.normal\"],\n                \"source\": \"#Boombox.volume.muted\",\n                \"eventType\": \"unmute\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .playback(.stopped):
      ["playback", "stopped"]
    case .playback(.playing):
      ["playback", "active", "moving", "playing"]
    case .playback(.paused):
      ["playback", "active", "paused"]
    case .playback(.buffering):
      ["playback", "active", "moving", "buffering"]
    case .playback(.interrupted):
      ["playback", "interrupted"]
    case .volume(.normal):
      ["volume", "normal"]
    case .volume(.muted):
      ["volume", "muted"]
    }
  }
}

extension Boombox.Playback.Superstate: Swift.Sendable, Swift.CaseIterable, Swift.CustomStringConvertible {
  nonisolated static var allCases: [Self] {
    [.active, .moving]
  }
  nonisolated var description: Swift.String {
    switch self {
    case .active:
      "active"
    case .moving:
      "moving"
    }
  }
}

extension Boombox.Playback: FSMRuntime.Region {}

extension Boombox.Volume: FSMRuntime.Region {}

extension Boombox.Event: FSMRuntime.CaseDiscriminable {}

extension Boombox.Effect: FSMRuntime.CaseDiscriminable {}

extension Boombox: FSMRuntime.StateMachine {}
