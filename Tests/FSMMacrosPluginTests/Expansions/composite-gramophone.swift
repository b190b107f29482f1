// swift-format-ignore-file
// `Gramophone` from Tests/FSMMacrosTests/HeldHistoryTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Gramophone: Equatable, Sendable, Codable {
//   @Initial case off
//   @Composite case on(Deck)
//   @Composite case party(Party)
//   @Final case broken
//
//   @Submachine
//   enum Deck: Equatable, Sendable, Codable {
//     @Initial case idle
//     case playing(track: Int)
//     case paused(track: Int)
//     case settings
//
//     enum Superstate { case listening }
//
//     static let superstates: [Superstates] = [
//       .superstate(
//         .listening, contains: [.playing, .paused], history: .deep(default: .playing(track: 1)))
//     ]
//
//     static let transitions: [Transition] = [
//       .from(.idle, on: .play, to: .playing),
//       .from(.playing, on: .pause, to: .paused),
//       .from(.paused, on: .resume, to: .playing),
//       .within(.listening, on: .menu, to: .settings),
//       .from([.settings, .idle], on: .back, toHistoryOf: .listening),
//     ]
//   }
//
//   @Submachine
//   struct Party: Equatable, Sendable, Codable {
//     var lights: Lights
//     var sound: Sound
//
//     enum Lights: Equatable, Sendable, Codable {
//       @Initial case dark
//       case red
//       case blue
//
//       enum Superstate { case colourful }
//
//       static let superstates: [Superstates] = [
//         .superstate(.colourful, contains: [.red, .blue], history: .shallow(default: .red))
//       ]
//
//       static let transitions: [Transition] = [
//         .from(.dark, on: .lightsOn, toHistoryOf: .colourful),
//         .from(.red, on: .cycle, to: .blue),
//         .from(.blue, on: .cycle, to: .red),
//         .within(.colourful, on: .lightsOff, to: .dark),
//       ]
//     }
//
//     enum Sound: Equatable, Sendable, Codable {
//       @Initial case quiet
//       case loud
//
//       static let transitions: [Transition] = [
//         .from(.quiet, on: .louder, to: .loud),
//         .from(.loud, on: .softer, to: .quiet),
//       ]
//     }
//   }
//
//   enum Event: Equatable, Sendable, Codable {
//     case powerOn
//     case powerOff
//     case play(track: Int)
//     case pause, resume, menu, back, party, lightsOn, lightsOff, cycle, louder, softer, kick
//   }
//
//   static let transitions: [Transition] = [
//     .from(.off, on: .powerOn, to: .on),
//     .from(.on, on: .powerOff, to: .off),
//     .from(.on, on: .party, to: .party),
//     .from(.party, on: .powerOff, to: .off),
//     .fromAny(except: [.broken], on: .kick, to: .broken),
//   ]
// }

// MARK: - Expansion


enum Gramophone: Equatable, Sendable, Codable {
  case off
  @Composite case on(Deck)
  @Composite case party(Party)
  case broken

  @Submachine
  enum Deck: Equatable, Sendable, Codable {
    case idle
    case playing(track: Int)
    case paused(track: Int)
    case settings

    enum Superstate { case listening 
}

    static let superstates: [Superstates] = [
      .superstate(
        .listening, contains: [.playing, .paused], history: .deep(default: .playing(track: 1)))
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .play, to: .playing),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .resume, to: .playing),
      .within(.listening, on: .menu, to: .settings),
      .from([.settings, .idle], on: .back, toHistoryOf: .listening),
    ]
  }

  @Submachine
  struct Party: Equatable, Sendable, Codable {
    var lights: Lights
    var sound: Sound

    enum Lights: Equatable, Sendable, Codable {
      case dark
      case red
      case blue

      enum Superstate { case colourful 
}

      static let superstates: [Superstates] = [
        .superstate(.colourful, contains: [.red, .blue], history: .shallow(default: .red))
      ]

      static let transitions: [Transition] = [
        .from(.dark, on: .lightsOn, toHistoryOf: .colourful),
        .from(.red, on: .cycle, to: .blue),
        .from(.blue, on: .cycle, to: .red),
        .within(.colourful, on: .lightsOff, to: .dark),
      ]
    }

    enum Sound: Equatable, Sendable, Codable {
      case quiet
      case loud

      static let transitions: [Transition] = [
        .from(.quiet, on: .louder, to: .loud),
        .from(.loud, on: .softer, to: .quiet),
      ]
    }
  }

  enum Event: Equatable, Sendable, Codable {
    case powerOn
    case powerOff
    case play(track: Int)
    case pause, resume, menu, back, party, lightsOn, lightsOff, cycle, louder, softer, kick

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case powerOn
      case powerOff
      case play
      case pause
      case resume
      case menu
      case back
      case party
      case lightsOn
      case lightsOff
      case cycle
      case louder
      case softer
      case kick
      var description: Swift.String {
        switch self {
        case .powerOn:
          "powerOn"
        case .powerOff:
          "powerOff"
        case .play:
          "play"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .menu:
          "menu"
        case .back:
          "back"
        case .party:
          "party"
        case .lightsOn:
          "lightsOn"
        case .lightsOff:
          "lightsOff"
        case .cycle:
          "cycle"
        case .louder:
          "louder"
        case .softer:
          "softer"
        case .kick:
          "kick"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case powerOn
      case powerOff
      case play
      case pause
      case resume
      case menu
      case back
      case party
      case lightsOn
      case lightsOff
      case cycle
      case louder
      case softer
      case kick
      var description: Swift.String {
        switch self {
        case .powerOn:
          "powerOn"
        case .powerOff:
          "powerOff"
        case .play:
          "play"
        case .pause:
          "pause"
        case .resume:
          "resume"
        case .menu:
          "menu"
        case .back:
          "back"
        case .party:
          "party"
        case .lightsOn:
          "lightsOn"
        case .lightsOff:
          "lightsOff"
        case .cycle:
          "cycle"
        case .louder:
          "louder"
        case .softer:
          "softer"
        case .kick:
          "kick"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .powerOn:
        .powerOn
      case .powerOff:
        .powerOff
      case .play:
        .play
      case .pause:
        .pause
      case .resume:
        .resume
      case .menu:
        .menu
      case .back:
        .back
      case .party:
        .party
      case .lightsOn:
        .lightsOn
      case .lightsOff:
        .lightsOff
      case .cycle:
        .cycle
      case .louder:
        .louder
      case .softer:
        .softer
      case .kick:
        .kick
      }
    }
  }

  static let transitions: [Transition] = [
    .from(.off, on: .powerOn, to: .on),
    .from(.on, on: .powerOff, to: .off),
    .from(.on, on: .party, to: .party),
    .from(.party, on: .powerOff, to: .off),
    .fromAny(except: [.broken], on: .kick, to: .broken),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on
    case party
    case broken
    var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on:
        "on"
      case .party:
        "party"
      case .broken:
        "broken"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on
    case party
    case broken
    var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on:
        "on"
      case .party:
        "party"
      case .broken:
        "broken"
      }
    }
  }
  #endif

  nonisolated var `case`: Case {
    switch self {
    case .off:
      .off
    case .on:
      .on
    case .party:
      .party
    case .broken:
      .broken
    }
  }

  typealias Transition = FSMRuntime.Transition<Gramophone>

  nonisolated static let initialCase: Case = Case.off

  nonisolated static let finalCases: Swift.Set<Case> = [Case.broken]

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    self.transition(on: event, memory: FSMRuntime.StateMemory<Self>())
  }

  @inline(__always)
  nonisolated func transition(on event: Event, memory _$memory: FSMRuntime.StateMemory<Self>) -> FSMRuntime.Step<Self>? {
    switch self {
    case .off:
      switch event {
      case .powerOn:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .on(Gramophone.Deck._$initial))
      case .kick:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .broken)
      case .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer:
        return nil
      }
    case .on(let _$s0):
      var _$held = _$s0
      if Self._$step$on(&_$held, on: event, in: self, memory: _$memory) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .on(_$held))
      }
      switch event {
      case .powerOff:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .off)
      case .party:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .party(Gramophone.Party._$initial))
      case .kick:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .broken)
      case .powerOn, .play, .pause, .resume, .menu, .back, .lightsOn, .lightsOff, .cycle, .louder, .softer:
        return nil
      }
    case .party(let _$s0):
      var _$held = _$s0
      if Self._$step$party(&_$held, on: event, in: self, memory: _$memory) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .party(_$held))
      }
      switch event {
      case .powerOff:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .off)
      case .kick:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .broken)
      case .powerOn, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer:
        return nil
      }
    case .broken:
      return nil
    }
  }

  /// Sends `.powerOn` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func powerOn() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.powerOn)
  }

  /// Sends `.powerOff` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func powerOff() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.powerOff)
  }

  /// Sends `.play` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func play(track: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.play(track: track))
  }

  /// Sends `.pause` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func pause() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pause)
  }

  /// Sends `.resume` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func resume() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.resume)
  }

  /// Sends `.menu` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func menu() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.menu)
  }

  /// Sends `.back` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func back() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.back)
  }

  /// Sends `.party` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func party() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.party)
  }

  /// Sends `.lightsOn` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func lightsOn() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.lightsOn)
  }

  /// Sends `.lightsOff` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func lightsOff() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.lightsOff)
  }

  /// Sends `.cycle` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func cycle() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.cycle)
  }

  /// Sends `.louder` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func louder() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.louder)
  }

  /// Sends `.softer` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func softer() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.softer)
  }

  /// Sends `.kick` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func kick() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.kick)
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  #if compiler(>=6.2)
  /// One state, from the machine down: what `.whenIn` and an edge name.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on(Gramophone.Deck.Case?)
    case party(Gramophone.Party.Part?)
    case broken
    var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on(let inner):
        inner.map { "on.\($0)" } ?? "on"
      case .party(let inner):
        inner.map { "party.\($0)" } ?? "party"
      case .broken:
        "broken"
      }
    }
  }
  #else
  /// One state, from the machine down: what `.whenIn` and an edge name.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case off
    case on(Gramophone.Deck.Case?)
    case party(Gramophone.Party.Part?)
    case broken
    var description: Swift.String {
      switch self {
      case .off:
        "off"
      case .on(let inner):
        inner.map { "on.\($0)" } ?? "on"
      case .party(let inner):
        inner.map { "party.\($0)" } ?? "party"
      case .broken:
        "broken"
      }
    }
  }
  #endif

  /// Whether this value is in the state `part` names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .off:
      if case .off = self {
        return true
      }
      return false
    case .on(let inner):
      guard case .on(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.case == inner
    case .party(let inner):
      guard case .party(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.isIn(inner)
    case .broken:
      if case .broken = self {
        return true
      }
      return false
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    switch state {
    case .off:
      [.off]
    case .on:
      [.on(nil)]
    case .party:
      [.party(nil)]
    case .broken:
      [.broken]
    }
  }

  /// The step of the machine held at on: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$on(_ _$state: inout Gramophone.Deck, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>) -> Swift.Bool {
    switch _$state {
    case .idle:
      switch event {
      case .play(let _$e0):
        _$state = .playing(track: _$e0); return true
      case .back:
        _$state = Self._$recall$on(_$memory._remembered(at: 0)) ?? .playing(track: 1); return true
      case .powerOn, .powerOff, .pause, .resume, .menu, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer, .kick:
        return false
      }
    case .playing(let _$s0):
      switch event {
      case .pause:
        _$state = .paused(track: _$s0); return true
      case .menu:
        _$state = .settings; return true
      case .powerOn, .powerOff, .play, .resume, .back, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer, .kick:
        return false
      }
    case .paused(let _$s0):
      switch event {
      case .resume:
        _$state = .playing(track: _$s0); return true
      case .menu:
        _$state = .settings; return true
      case .powerOn, .powerOff, .play, .pause, .back, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer, .kick:
        return false
      }
    case .settings:
      switch event {
      case .back:
        _$state = Self._$recall$on(_$memory._remembered(at: 0)) ?? .playing(track: 1); return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .party, .lightsOn, .lightsOff, .cycle, .louder, .softer, .kick:
        return false
      }
    }
  }

  /// The step of the regions held at party, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$party(_ _$state: inout Gramophone.Party, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>) -> Swift.Bool {
    var _$moved = false
    if Self._$step$party$lights(&_$state.lights, on: event, in: _$machine, memory: _$memory) {
      _$moved = true
    }
    if Self._$step$party$sound(&_$state.sound, on: event, in: _$machine, memory: _$memory) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at party.lights: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$party$lights(_ _$state: inout Gramophone.Party.Lights, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>) -> Swift.Bool {
    switch _$state {
    case .dark:
      switch event {
      case .lightsOn:
        _$state = Self._$recall$party$lights(_$memory._remembered(at: 1)) ?? .red; return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOff, .cycle, .louder, .softer, .kick:
        return false
      }
    case .red:
      switch event {
      case .lightsOff:
        _$state = .dark; return true
      case .cycle:
        _$state = .blue; return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .louder, .softer, .kick:
        return false
      }
    case .blue:
      switch event {
      case .lightsOff:
        _$state = .dark; return true
      case .cycle:
        _$state = .red; return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .louder, .softer, .kick:
        return false
      }
    }
  }

  /// The step of the machine held at party.sound: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$party$sound(_ _$state: inout Gramophone.Party.Sound, on event: Event, in _$machine: Self, memory _$memory: FSMRuntime.StateMemory<Self>) -> Swift.Bool {
    switch _$state {
    case .quiet:
      switch event {
      case .louder:
        _$state = .loud; return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .lightsOff, .cycle, .softer, .kick:
        return false
      }
    case .loud:
      switch event {
      case .softer:
        _$state = .quiet; return true
      case .powerOn, .powerOff, .play, .pause, .resume, .menu, .back, .party, .lightsOn, .lightsOff, .cycle, .louder, .kick:
        return false
      }
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
    case .off:
      [_$part(.off)]
    case .on(let _$s0):
      [_$part(.on(nil))] + Self._$parts$on(_$s0) { _$part(.on($0)) }
    case .party(let _$s0):
      [_$part(.party(nil))] + Self._$parts$party(_$s0) { _$part(.party($0)) }
    case .broken:
      [_$part(.broken)]
    }
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    switch _$from {
    case .on(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$on(&_$held, on: event, in: _$machine, memory: FSMRuntime.StateMemory<Self>())
      } else {
        _$took = false
      }
      if _$took, case .on(let _$t0) = _$to {
        Self._$trace$on(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.on($0)) }, into: &_$trace)
        return
      }
    case .party(let _$s0):
      var _$held = _$s0
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$party(&_$held, on: event, in: _$machine, memory: FSMRuntime.StateMemory<Self>())
      } else {
        _$took = false
      }
      if _$took, case .party(let _$t0) = _$to {
        Self._$trace$party(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.party($0)) }, into: &_$trace)
        return
      }
    default:
      break
    }
    _$trace.land(from: Self._$parts(_$from, _$part), to: Self._$parts(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$on(_ _$value: Gramophone.Deck, _ _$part: (Gramophone.Deck.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$on(_ _$from: Gramophone.Deck, _ _$to: Gramophone.Deck, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Gramophone.Deck.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$on(_$from, _$part), to: Self._$parts$on(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first, regions in declaration order.
  private nonisolated static func _$parts$party(_ _$value: Gramophone.Party, _ _$part: (Gramophone.Party.Part) -> Part) -> [Part] {
    Self._$parts$party$lights(_$value.lights) { _$part(.lights($0)) }
    + Self._$parts$party$sound(_$value.sound) { _$part(.sound($0)) }
  }

  /// Adds to `_$trace` a step inside these regions: each region's that took the event.
  private nonisolated static func _$trace$party(_ _$from: Gramophone.Party, _ _$to: Gramophone.Party, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Gramophone.Party.Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    var _$exited: [[Part]] = []
    var _$moved = false
    do {
      var _$held = _$from.lights
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$party$lights(&_$held, on: event, in: _$machine, memory: FSMRuntime.StateMemory<Self>())
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$party$lights(_$from.lights, _$to.lights, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.lights($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    do {
      var _$held = _$from.sound
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$party$sound(&_$held, on: event, in: _$machine, memory: FSMRuntime.StateMemory<Self>())
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$party$sound(_$from.sound, _$to.sound, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.sound($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    _$trace.exited += _$exited.reversed().joined()
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$party$lights(_ _$value: Gramophone.Party.Lights, _ _$part: (Gramophone.Party.Lights.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$party$lights(_ _$from: Gramophone.Party.Lights, _ _$to: Gramophone.Party.Lights, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Gramophone.Party.Lights.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$party$lights(_$from, _$part), to: Self._$parts$party$lights(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$party$sound(_ _$value: Gramophone.Party.Sound, _ _$part: (Gramophone.Party.Sound.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$party$sound(_ _$from: Gramophone.Party.Sound, _ _$to: Gramophone.Party.Sound, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Gramophone.Party.Sound.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$party$sound(_$from, _$part), to: Self._$parts$party$sound(_$to, _$part))
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
    case .on(let _$s0) where (1..<2).contains(_$scope):
      return Self._$timers$on(_$s0, _$scope - 1)
    case .party(let _$s0) where (2..<4).contains(_$scope):
      return Self._$timers$party(_$s0, _$scope - 2)
    default:
      return []
    }
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes(_ _$value: Self, _ _$part: (Part) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    switch _$value {
    case .off:
      _$parts[_$base] = _$part(.off)
    case .on(let _$s0):
      _$parts[_$base] = _$part(.on(nil))
      Self._$scopes$on(_$s0, { _$part(.on($0)) }, _$base + 1, &_$parts)
    case .party(let _$s0):
      _$parts[_$base] = _$part(.party(nil))
      Self._$scopes$party(_$s0, { _$part(.party($0)) }, _$base + 2, &_$parts)
    case .broken:
      _$parts[_$base] = _$part(.broken)
    }
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$on(_ _$value: Gramophone.Deck, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$on(_ _$value: Gramophone.Deck, _ _$part: (Gramophone.Deck.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of these regions, in `_$value`.
  private nonisolated static func _$timers$party(_ _$value: Gramophone.Party, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if (0..<1).contains(_$scope) {
      return Self._$timers$party$lights(_$value.lights, _$scope - 0)
    }
    if (1..<2).contains(_$scope) {
      return Self._$timers$party$sound(_$value.sound, _$scope - 1)
    }
    return []
  }

  /// The state of each scope of these regions in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$party(_ _$value: Gramophone.Party, _ _$part: (Gramophone.Party.Part) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    Self._$scopes$party$lights(_$value.lights, { _$part(.lights($0)) }, _$base + 0, &_$parts)
    Self._$scopes$party$sound(_$value.sound, { _$part(.sound($0)) }, _$base + 1, &_$parts)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$party$lights(_ _$value: Gramophone.Party.Lights, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$party$lights(_ _$value: Gramophone.Party.Lights, _ _$part: (Gramophone.Party.Lights.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$party$sound(_ _$value: Gramophone.Party.Sound, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$party$sound(_ _$value: Gramophone.Party.Sound, _ _$part: (Gramophone.Party.Sound.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The value of the table held at on in `_$value`.
  private nonisolated static func _$recall$on(_ _$value: Self?) -> Gramophone.Deck? {
    guard let _$top = _$value, case .on(let _$v1_0) = _$top else {
      return nil
    }
    return _$v1_0
  }

  /// The value of the table held at party.lights in `_$value`.
  private nonisolated static func _$recall$party$lights(_ _$value: Self?) -> Gramophone.Party.Lights? {
    guard let _$top = _$value, case .party(let _$v1_0) = _$top else {
      return nil
    }
    return _$v1_0.lights
  }

  nonisolated static var _hasHistory: Swift.Bool {
    true
  }

  nonisolated static var _historySuperstates: [Superstate] {
    []
  }

  nonisolated static func _recordHistory(of _$step: FSMRuntime.Step<Self>, into _$memory: inout FSMRuntime.StateMemory<Self>) {
    Self._$recordHistory(_$step.from, _$step.to, Self._scopesMoved(by: _$step), &_$memory)
  }

  nonisolated static var _historySlotCount: Swift.Int {
    2
  }

  nonisolated static func _recordHistory(from: Self, to: Self, moved: Swift.UInt64, into _$memory: inout FSMRuntime.StateMemory<Self>) {
    Self._$recordHistory(from, to, Self._scopesMoved(from: from, to: to, moved: moved), &_$memory)
  }

  nonisolated static func _recordHistory(of microstep: FSMRuntime.Microstep<Self>, into _$memory: inout FSMRuntime.StateMemory<Self>) {
    Self._$recordHistory(microstep.from, microstep.to, Self._scopesMoved(by: microstep), &_$memory)
  }

  /// Records a move from `from` to `to`, which moved the scopes `moved`: each superstate with history it leaves remembers `from`.
  private nonisolated static func _$recordHistory(_ from: Self, _ to: Self, _ moved: Swift.UInt64, _ _$memory: inout FSMRuntime.StateMemory<Self>) {
    if moved & (1 << 1) != 0, Self._$within$on$listening(from), moved & (1 << 0) != 0 || !Self._$within$on$listening(to) {
      _$memory._remember(from, at: 0)
    }
    if moved & (1 << 2) != 0, Self._$within$party$lights$colourful(from), moved & (1 << 0) != 0 || !Self._$within$party$lights$colourful(to) {
      _$memory._remember(from, at: 1)
    }
  }

  #if !hasFeature(Embedded)
  nonisolated static func _historySlotName(_ slot: Swift.Int) -> Swift.String {
    switch slot {
    case 0:
      return "on.listening"
    case 1:
      return "party.lights.colourful"
    default:
      return ""
    }
  }
  nonisolated static func _canRemember(_ value: Self, at slot: Swift.Int) -> Swift.Bool {
    switch slot {
    case 0:
      return Self._$within$on$listening(value)
    case 1:
      return Self._$within$party$lights$colourful(value)
    default:
      return false
    }
  }
  #endif

  /// Whether `_$value` is in superstate `listening` of the table held at on.
  private nonisolated static func _$within$on$listening(_ _$value: Self) -> Swift.Bool {
    guard case .on(let _$v1_0) = _$value else {
      return false
    }
    switch _$v1_0 {
    case .playing, .paused:
      return true
    default:
      return false
    }
  }

  /// Whether `_$value` is in superstate `colourful` of the table held at party.lights.
  private nonisolated static func _$within$party$lights$colourful(_ _$value: Self) -> Swift.Bool {
    guard case .party(let _$v1_0) = _$value else {
      return false
    }
    switch _$v1_0.lights {
    case .red, .blue:
      return true
    default:
      return false
    }
  }

  /// Whether `step` moved inside a composite state, its own rows aside.
  nonisolated static func _movesInside(_ step: FSMRuntime.Step<Self>) -> Swift.Bool {
    let event = step.event
    switch step.from {
    case .on(let _$s0):
      guard step.to.case == .on else {
        return false
      }
      var _$held = _$s0
      return Self._$step$on(&_$held, on: event, in: step.from, memory: FSMRuntime.StateMemory<Self>())
    case .party(let _$s0):
      guard step.to.case == .party else {
        return false
      }
      var _$held = _$s0
      return Self._$step$party(&_$held, on: event, in: step.from, memory: FSMRuntime.StateMemory<Self>())
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
    _$all.reserveCapacity(21)
    _$all.append(.init(source: .off, event: .powerOn, target: .on(nil)))
    _$all.append(.init(source: .on(nil), event: .powerOff, target: .off))
    _$all.append(.init(source: .on(nil), event: .party, target: .party(nil)))
    _$all.append(.init(source: .party(nil), event: .powerOff, target: .off))
    _$all.append(.init(source: .off, event: .kick, target: .broken))
    _$all.append(.init(source: .on(nil), event: .kick, target: .broken))
    _$all.append(.init(source: .party(nil), event: .kick, target: .broken))
    _$all.append(.init(source: .on(.idle), event: .play, target: .on(.playing)))
    _$all.append(.init(source: .on(.playing), event: .pause, target: .on(.paused)))
    _$all.append(.init(source: .on(.paused), event: .resume, target: .on(.playing)))
    _$all.append(.init(source: .on(.playing), event: .menu, target: .on(.settings)))
    _$all.append(.init(source: .on(.paused), event: .menu, target: .on(.settings)))
    _$all.append(.init(source: .on(.settings), event: .back, target: nil))
    _$all.append(.init(source: .on(.idle), event: .back, target: nil))
    _$all.append(.init(source: .party(.lights(.dark)), event: .lightsOn, target: nil))
    _$all.append(.init(source: .party(.lights(.red)), event: .cycle, target: .party(.lights(.blue))))
    _$all.append(.init(source: .party(.lights(.blue)), event: .cycle, target: .party(.lights(.red))))
    _$all.append(.init(source: .party(.lights(.red)), event: .lightsOff, target: .party(.lights(.dark))))
    _$all.append(.init(source: .party(.lights(.blue)), event: .lightsOff, target: .party(.lights(.dark))))
    _$all.append(.init(source: .party(.sound(.quiet)), event: .louder, target: .party(.sound(.loud))))
    _$all.append(.init(source: .party(.sound(.loud)), event: .softer, target: .party(.sound(.quiet))))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Gramophone\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"off\";\n  \"off\";\n  subgraph \"cluster_on__held\" {\n    label=\"on\";\n    style=solid;\n    \"__initial_on\" [shape=point, label=\"\"];\n    \"__initial_on\" -> \"on.idle\";\n    \"on.idle\" [label=\"idle\"];\n    \"on.settings\" [label=\"settings\"];\n    subgraph \"cluster_on_listening\" {\n      label=\"listening\";\n      style=solid;\n      \"on.playing\" [label=\"playing\"];\n      \"on.paused\" [label=\"paused\"];\n      \"__history_on_listening\" [shape=circle, label=\"H*\"];\n    }\n    \"__history_on_listening\" -> \"on.playing\" [style=dashed];\n    \"on.idle\" -> \"on.playing\" [label=\"play\"];\n    \"on.playing\" -> \"on.paused\" [label=\"pause\"];\n    \"on.paused\" -> \"on.playing\" [label=\"resume\"];\n    \"on.playing\" -> \"on.settings\" [label=\"menu\", ltail=\"cluster_on_listening\"];\n    \"on.settings\" -> \"__history_on_listening\" [label=\"back\"];\n    \"on.idle\" -> \"__history_on_listening\" [label=\"back\"];\n  }\n  subgraph \"cluster_party__held\" {\n    label=\"party\";\n    style=solid;\n    subgraph \"cluster_party.lights__held\" {\n      label=\"lights\";\n      style=dashed;\n      \"__initial_party.lights\" [shape=point, label=\"\"];\n      \"__initial_party.lights\" -> \"party.lights.dark\";\n      \"party.lights.dark\" [label=\"dark\"];\n      subgraph \"cluster_party.lights_colourful\" {\n        label=\"colourful\";\n        style=solid;\n        \"party.lights.red\" [label=\"red\"];\n        \"party.lights.blue\" [label=\"blue\"];\n        \"__history_party_lights_colourful\" [shape=circle, label=\"H\"];\n      }\n      \"__history_party_lights_colourful\" -> \"party.lights.red\" [style=dashed];\n      \"party.lights.dark\" -> \"__history_party_lights_colourful\" [label=\"lightsOn\"];\n      \"party.lights.red\" -> \"party.lights.blue\" [label=\"cycle\"];\n      \"party.lights.blue\" -> \"party.lights.red\" [label=\"cycle\"];\n      \"party.lights.red\" -> \"party.lights.dark\" [label=\"lightsOff\", ltail=\"cluster_party.lights_colourful\"];\n    }\n    subgraph \"cluster_party.sound__held\" {\n      label=\"sound\";\n      style=dashed;\n      \"__initial_party.sound\" [shape=point, label=\"\"];\n      \"__initial_party.sound\" -> \"party.sound.quiet\";\n      \"party.sound.quiet\" [label=\"quiet\"];\n      \"party.sound.loud\" [label=\"loud\"];\n      \"party.sound.quiet\" -> \"party.sound.loud\" [label=\"louder\"];\n      \"party.sound.loud\" -> \"party.sound.quiet\" [label=\"softer\"];\n    }\n  }\n  \"broken\" [shape=doublecircle];\n  \"off\" -> \"__initial_on\" [label=\"powerOn\", lhead=\"cluster_on__held\"];\n  \"__initial_on\" -> \"off\" [label=\"powerOff\", ltail=\"cluster_on__held\"];\n  \"__initial_on\" -> \"__initial_party.lights\" [label=\"party\", ltail=\"cluster_on__held\", lhead=\"cluster_party__held\"];\n  \"__initial_party.lights\" -> \"off\" [label=\"powerOff\", ltail=\"cluster_party__held\"];\n  \"off\" -> \"broken\" [label=\"kick\"];\n  \"__initial_on\" -> \"broken\" [label=\"kick\", ltail=\"cluster_on__held\"];\n  \"__initial_party.lights\" -> \"broken\" [label=\"kick\", ltail=\"cluster_party__held\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> off\n  state on {\n    [*] --> on_idle\n    state \"idle\" as on_idle\n    state \"settings\" as on_settings\n    state \"listening\" as on__listening {\n      state \"playing\" as on_playing\n      state \"paused\" as on_paused\n      state \"H*\" as __history_on_listening\n    }\n    __history_on_listening --> on_playing\n    on_idle --> on_playing : play\n    on_playing --> on_paused : pause\n    on_paused --> on_playing : resume\n    on__listening --> on_settings : menu\n    on_settings --> __history_on_listening : back\n    on_idle --> __history_on_listening : back\n  }\n  state party {\n    [*] --> party_lights_dark\n    state \"dark\" as party_lights_dark\n    state \"colourful\" as party_lights__colourful {\n      state \"red\" as party_lights_red\n      state \"blue\" as party_lights_blue\n      state \"H\" as __history_party_lights_colourful\n    }\n    __history_party_lights_colourful --> party_lights_red\n    party_lights_dark --> __history_party_lights_colourful : lightsOn\n    party_lights_red --> party_lights_blue : cycle\n    party_lights_blue --> party_lights_red : cycle\n    party_lights__colourful --> party_lights_dark : lightsOff\n    --\n    [*] --> party_sound_quiet\n    state \"quiet\" as party_sound_quiet\n    state \"loud\" as party_sound_loud\n    party_sound_quiet --> party_sound_loud : louder\n    party_sound_loud --> party_sound_quiet : softer\n  }\n  off --> on : powerOn\n  on --> off : powerOff\n  on --> party : party\n  party --> off : powerOff\n  off --> broken : kick\n  on --> broken : kick\n  party --> broken : kick\n  broken --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Gramophone's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Gramophone\" initial=\"off\">\n  <state id=\"off\">\n    <transition event=\"powerOn\" target=\"on\"/>\n    <transition event=\"kick\" target=\"broken\"/>\n  </state>\n  <final id=\"broken\"/>\n  <state id=\"on\" initial=\"on.idle\">\n    <transition event=\"powerOff\" target=\"off\"/>\n    <transition event=\"party\" target=\"party\"/>\n    <transition event=\"kick\" target=\"broken\"/>\n    <state id=\"on.idle\">\n      <transition event=\"play\" target=\"on.playing\"/>\n      <transition event=\"back\" target=\"on.listening.history\"/>\n    </state>\n    <state id=\"on.listening\">\n      <history id=\"on.listening.history\" type=\"deep\">\n        <transition target=\"on.playing\"/>\n      </history>\n      <state id=\"on.playing\">\n        <transition event=\"pause\" target=\"on.paused\"/>\n        <transition event=\"menu\" target=\"on.settings\"/>\n      </state>\n      <state id=\"on.paused\">\n        <transition event=\"resume\" target=\"on.playing\"/>\n        <transition event=\"menu\" target=\"on.settings\"/>\n      </state>\n    </state>\n    <state id=\"on.settings\">\n      <transition event=\"back\" target=\"on.listening.history\"/>\n    </state>\n  </state>\n  <parallel id=\"party\">\n    <transition event=\"powerOff\" target=\"off\"/>\n    <transition event=\"kick\" target=\"broken\"/>\n    <state id=\"party.lights\" initial=\"party.lights.dark\">\n      <state id=\"party.lights.dark\">\n        <transition event=\"lightsOn\" target=\"party.lights.colourful.history\"/>\n      </state>\n      <state id=\"party.lights.colourful\">\n        <history id=\"party.lights.colourful.history\" type=\"shallow\">\n          <transition target=\"party.lights.red\"/>\n        </history>\n        <state id=\"party.lights.red\">\n          <transition event=\"lightsOff\" target=\"party.lights.dark\"/>\n          <transition event=\"cycle\" target=\"party.lights.blue\"/>\n        </state>\n        <state id=\"party.lights.blue\">\n          <transition event=\"lightsOff\" target=\"party.lights.dark\"/>\n          <transition event=\"cycle\" target=\"party.lights.red\"/>\n        </state>\n      </state>\n    </state>\n    <state id=\"party.sound\" initial=\"party.sound.quiet\">\n      <state id=\"party.sound.quiet\">\n        <transition event=\"louder\" target=\"party.sound.loud\"/>\n      </state>\n      <state id=\"party.sound.loud\">\n        <transition event=\"softer\" target=\"party.sound.quiet\"/>\n      </state>\n    </state>\n  </parallel>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Gramophone\",\n  \"key\": \"Gramophone\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"off\"],\n    \"source\": \"#Gramophone\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"off\": {\n      \"id\": \"Gramophone.off\",\n      \"key\": \"off\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"powerOn\": [\n          {\n            \"target\": [\"#Gramophone.on\"],\n            \"source\": \"#Gramophone.off\",\n            \"eventType\": \"powerOn\",\n            \"actions\": []\n          }\n        ],\n        \"kick\": [\n          {\n            \"target\": [\"#Gramophone.broken\"],\n            \"source\": \"#Gramophone.off\",\n            \"eventType\": \"kick\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"broken\": {\n      \"id\": \"Gramophone.broken\",\n      \"key\": \"broken\",\n      \"type\": \"final\"\n    },\n    \"on\": {\n      \"id\": \"Gramophone.on\",\n      \"key\": \"on\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"idle\"],\n        \"source\": \"#Gramophone.on\",\n        \"actions\": []\n      },\n      \"on\": {\n        \"powerOff\": [\n          {\n            \"target\": [\"#Gramophone.off\"],\n            \"source\": \"#Gramophone.on\",\n            \"eventType\": \"powerOff\",\n            \"actions\": []\n          }\n        ],\n        \"party\": [\n          {\n            \"target\": [\"#Gramophone.party\"],\n            \"source\": \"#Gramophone.on\",\n            \"eventType\": \"party\",\n            \"actions\": []\n          }\n        ],\n        \"kick\": [\n          {\n            \"target\": [\"#Gramophone.broken\"],\n            \"source\": \"#Gramophone.on\",\n            \"eventType\": \"kick\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"states\": {\n        \"idle\": {\n          \"id\": \"Gramophone.on.idle\",\n          \"key\": \"idle\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"play\": [\n              {\n                \"target\": [\"#Gramophone.on.listening.playing\"],\n                \"source\": \"#Gramophone.on.idle\",\n                \"eventType\": \"play\",\n                \"actions\": []\n              }\n            ],\n            \"back\": [\n              {\n                \"target\": [\"#Gramophone.on.listening.history\"],\n                \"source\": \"#Gramophone.on.idle\",\n                \"eventType\": \"back\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"listening\": {\n          \"id\": \"Gramophone.on.listening\",\n          \"key\": \"listening\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"playing\"],\n            \"source\": \"#Gramophone.on.listening\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"history\": {\n              \"id\": \"Gramophone.on.listening.history\",\n              \"key\": \"history\",\n              \"type\": \"history\",\n              \"history\": \"deep\",\n              \"target\": [\"#Gramophone.on.listening.playing\"]\n            },\n            \"playing\": {\n              \"id\": \"Gramophone.on.listening.playing\",\n              \"key\": \"playing\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"pause\": [\n                  {\n                    \"target\": [\"#Gramophone.on.listening.paused\"],\n                    \"source\": \"#Gramophone.on.listening.playing\",\n                    \"eventType\": \"pause\",\n                    \"actions\": []\n                  }\n                ],\n                \"menu\": [\n                  {\n                    \"target\": [\"#Gramophone.on.settings\"],\n                    \"source\": \"#Gramophone.on.listening.playing\",\n                    \"eventType\": \"menu\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"paused\": {\n              \"id\": \"Gramophone.on.listening.paused\",\n              \"key\": \"paused\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"resume\": [\n                  {\n                    \"target\": [\"#Gramophone.on.listening.playing\"],\n                    \"source\": \"#Gramophone.on.listening.paused\",\n                    \"eventType\": \"resume\",\n                    \"actions\": []\n                  }\n                ],\n                \"menu\": [\n                  {\n                    \"target\": [\"#Gramophone.on.settings\"],\n                    \"source\": \"#Gramophone.on.listening.paused\",\n                    \"eventType\": \"menu\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        },\n        \"settings\": {\n          \"id\": \"Gramophone.on.settings\",\n          \"key\": \"settings\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"back\": [\n              {\n                \"target\": [\"#Gramophone.on.listening.history\"],\n                \"source\": \"#Gramophone.on.settings\",\n                \"eventType\": \"back\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"party\": {\n      \"id\": \"Gramophone.party\",\n      \"key\": \"party\",\n      \"type\": \"parallel\",\n      \"on\": {\n        \"powerOff\": [\n          {\n            \"target\": [\"#Gramophone.off\"],\n            \"source\": \"#Gramophone.party\",\n            \"eventType\": \"powerOff\",\n            \"actions\": []\n          }\n        ],\n        \"kick\": [\n          {\n            \"target\": [\"#Gramophone.broken\"],\n            \"source\": \"#Gramophone.party\",\n            \"eventType\": \"kick\",\n            \"actions\": []\n          }\n        ]\n      },\n      \"states\": {\n        \"lights\": {\n          \"id\": \"Gramophone.party.lights\",\n          \"key\": \"lights\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"dark\"],\n            \"source\": \"#Gramophone.party.lights\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"dark\": {\n              \"id\": \"Gramophone.party.lights.dark\",\n              \"key\": \"dark\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"lightsOn\": [\n                  {\n                    \"target\": [\"#Gramophone.party.lights.colourful.history\"],\n                    \"source\": \"#Gramophone.party.lights.dark\",\n                    \"eventType\": \"lightsOn\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"colourful\": {\n              \"id\": \"Gramophone.party.lights.colourful\",\n              \"key\": \"colourful\",\n              \"type\": \"compound\",\n              \"initial\": {\n                \"target\": [\"red\"],\n                \"source\": \"#Gramophone.party.lights.colourful\",\n                \"actions\": []\n              },\n              \"states\": {\n                \"history\": {\n                  \"id\": \"Gramophone.party.lights.colourful.history\",\n                  \"key\": \"history\",\n                  \"type\": \"history\",\n                  \"history\": \"shallow\",\n                  \"target\": [\"#Gramophone.party.lights.colourful.red\"]\n                },\n                \"red\": {\n                  \"id\": \"Gramophone.party.lights.colourful.red\",\n                  \"key\": \"red\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"lightsOff\": [\n                      {\n                        \"target\": [\"#Gramophone.party.lights.dark\"],\n                        \"source\": \"#Gramophone.party.lights.colourful.red\",\n                        \"eventType\": \"lightsOff\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"cycle\": [\n                      {\n                        \"target\": [\"#Gramophone.party.lights.colourful.blue\"],\n                        \"source\": \"#Gramophone.party.lights.colourful.red\",\n                        \"eventType\": \"cycle\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                },\n                \"blue\": {\n                  \"id\": \"Gramophone.party.lights.colourful.blue\",\n                  \"key\": \"blue\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"lightsOff\": [\n                      {\n                        \"target\": [\"#Gramophone.party.lights.dark\"],\n                        \"source\": \"#Gramophone.party.lights.colourful.blue\",\n                        \"eventType\": \"lightsOff\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"cycle\": [\n                      {\n                        \"target\": [\"#Gramophone.party.lights.colourful.red\"],\n                        \"source\": \"#Gramophone.party.lights.colourful.blue\",\n                        \"eventType\": \"cycle\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                }\n              }\n            }\n          }\n        },\n        \"sound\": {\n          \"id\": \"Gramophone.party.sound\",\n          \"key\": \"sound\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"quiet\"],\n            \"source\": \"#Gramophone.party.sound\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"quiet\": {\n              \"id\": \"Gramophone.party.sound.quiet\",\n              \"key\": \"quiet\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"louder\": [\n                  {\n                    \"target\": [\"#Gramophone.party.sound.loud\"],\n                    \"source\": \"#Gramophone.party.sound.quiet\",\n                    \"eventType\": \"louder\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"loud\": {\n              \"id\": \"Gramophone.party.sound.loud\",\n              \"key\": \"loud\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"softer\": [\n                  {\n                    \"target\": [\"#Gramophone.party.sound.quiet\"],\n                    \"source\": \"#Gramophone.party.sound.loud\",\n                    \"eventType\": \"softer\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .off:
      ["off"]
    case .on(nil):
      ["on"]
    case .on(.some(.idle)):
      ["on", "idle"]
    case .on(.some(.playing)):
      ["on", "listening", "playing"]
    case .on(.some(.paused)):
      ["on", "listening", "paused"]
    case .on(.some(.settings)):
      ["on", "settings"]
    case .party(nil):
      ["party"]
    case .party(.some(.lights(.dark))):
      ["party", "lights", "dark"]
    case .party(.some(.lights(.red))):
      ["party", "lights", "colourful", "red"]
    case .party(.some(.lights(.blue))):
      ["party", "lights", "colourful", "blue"]
    case .party(.some(.sound(.quiet))):
      ["party", "sound", "quiet"]
    case .party(.some(.sound(.loud))):
      ["party", "sound", "loud"]
    case .broken:
      ["broken"]
    }
  }
}

extension Gramophone.Event: FSMRuntime.CaseDiscriminable {}

extension Gramophone: FSMRuntime.StateMachine {}
