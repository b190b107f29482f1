// swift-format-ignore-file
// `Streaming` from Sources/FSMExamples/Streaming.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// public struct Streaming: Sendable, Equatable, Codable {
//   public var playback: Playback
//   public var download: Download
//   public var banner: Banner
//
//   public enum Playback: Sendable, Equatable, Codable {
//     @Initial case stopped
//     case playing, paused
//
//     public static let transitions: [Transition] = [
//       .from(.stopped, on: .play, to: .playing, emit: .startAudio).whenIn(.download(.ready)),
//       .from(.playing, on: .pause, to: .paused),
//       .from(.paused, on: .play, to: .playing, emit: .startAudio),
//       .from([.playing, .paused], on: .stop, to: .stopped),
//     ]
//   }
//
//   public enum Download: Sendable, Equatable, Codable {
//     @Initial case idle
//     case loading(percent: Int = 0)
//     case ready
//     @Final case failed(reason: String)
//
//     public static let transitions: [Transition] = [
//       .from([.idle, .ready], on: .fetch, to: .loading, emit: .startDownload),
//       .from(.loading, on: .progress, to: .loading),
//       .from(.loading, on: .done, to: .ready),
//       .fromAny(except: [.ready], on: .fail, to: .failed),
//     ]
//   }
//
//   public enum Banner: Sendable, Equatable, Codable {
//     @Initial case hidden
//     case shown
//
//     public static let transitions: [Transition] = [
//       .from([.hidden, .shown], on: .done, to: .shown),
//       .from(.shown, on: .hide, after: .seconds(3), to: .hidden),
//     ]
//   }
//
//   public enum Event: Sendable, Equatable, Codable {
//     case play, pause, stop, fetch, done, hide
//     case progress(percent: Int)
//     case fail(reason: String)
//   }
//
//   public enum Effect: Sendable, Equatable {
//     case startAudio, startDownload
//   }
// }

// MARK: - Expansion


public struct Streaming: Sendable, Equatable, Codable {
  public var playback: Playback
  public var download: Download
  public var banner: Banner

  public enum Playback: Sendable, Equatable, Codable {
    case stopped
    case playing, paused

    public static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing, emit: .startAudio).whenIn(.download(.ready)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing, emit: .startAudio),
      .from([.playing, .paused], on: .stop, to: .stopped),
    ]

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case stopped
      case playing
      case paused
      public var description: Swift.String {
        switch self {
        case .stopped:
          "stopped"
        case .playing:
          "playing"
        case .paused:
          "paused"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case stopped
      case playing
      case paused
      public var description: Swift.String {
        switch self {
        case .stopped:
          "stopped"
        case .playing:
          "playing"
        case .paused:
          "paused"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .stopped:
        .stopped
      case .playing:
        .playing
      case .paused:
        .paused
      }
    }

    public typealias Parent = Streaming

    public typealias Event = Streaming.Event

    public typealias Effect = Streaming.Effect

    public typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    public nonisolated static var _$initial: Self {
      .stopped
    }
  }

  public enum Download: Sendable, Equatable, Codable {
    case idle
    case loading(percent: Int = 0)
    case ready
    case failed(reason: String)

    public static let transitions: [Transition] = [
      .from([.idle, .ready], on: .fetch, to: .loading, emit: .startDownload),
      .from(.loading, on: .progress, to: .loading),
      .from(.loading, on: .done, to: .ready),
      .fromAny(except: [.ready], on: .fail, to: .failed),
    ]

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case idle
      case loading
      case ready
      case failed
      public var description: Swift.String {
        switch self {
        case .idle:
          "idle"
        case .loading:
          "loading"
        case .ready:
          "ready"
        case .failed:
          "failed"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case idle
      case loading
      case ready
      case failed
      public var description: Swift.String {
        switch self {
        case .idle:
          "idle"
        case .loading:
          "loading"
        case .ready:
          "ready"
        case .failed:
          "failed"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .idle:
        .idle
      case .loading:
        .loading
      case .ready:
        .ready
      case .failed:
        .failed
      }
    }

    public typealias Parent = Streaming

    public typealias Event = Streaming.Event

    public typealias Effect = Streaming.Effect

    public typealias Transition = FSMRuntime.Transition<Self>

    /// The case the machine starts in, with its defaults.
    public nonisolated static var _$initial: Self {
      .idle
    }
  }

  public enum Banner: Sendable, Equatable, Codable {
    case hidden
    case shown

    public static let transitions: [Transition] = [
      .from([.hidden, .shown], on: .done, to: .shown),
      .from(.shown, on: .hide, after: .seconds(3), to: .hidden),
    ]

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case hidden
      case shown
      public var description: Swift.String {
        switch self {
        case .hidden:
          "hidden"
        case .shown:
          "shown"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case hidden
      case shown
      public var description: Swift.String {
        switch self {
        case .hidden:
          "hidden"
        case .shown:
          "shown"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .hidden:
        .hidden
      case .shown:
        .shown
      }
    }

    public typealias Parent = Streaming

    public typealias Event = Streaming.Event

    public typealias Effect = Streaming.Effect

    public typealias Transition = FSMRuntime.Transition<Self>

    nonisolated static func _$delay(table: Swift.String, row: Swift.Int, entering _$state: Self) -> Swift.Duration {
      switch (table, row) {
      case ("transitions", 1):
        .seconds(3)
      default:
        .zero
      }
    }

    nonisolated static func _$delay(table: Swift.String, row: Swift.Int) -> Swift.Duration? {
      switch (table, row) {
      case ("transitions", 1):
        .seconds(3)
      default:
        nil
      }
    }

    nonisolated static func _$delayFunction(table: Swift.String, row: Swift.Int) -> Swift.String? {
      switch (table, row) {
      default:
        nil
      }
    }

    /// The case the machine starts in, with its defaults.
    public nonisolated static var _$initial: Self {
      .hidden
    }
  }

  public enum Event: Sendable, Equatable, Codable {
    case play, pause, stop, fetch, done, hide
    case progress(percent: Int)
    case fail(reason: String)

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case stop
      case fetch
      case done
      case hide
      case progress
      case fail
      public var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .stop:
          "stop"
        case .fetch:
          "fetch"
        case .done:
          "done"
        case .hide:
          "hide"
        case .progress:
          "progress"
        case .fail:
          "fail"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case play
      case pause
      case stop
      case fetch
      case done
      case hide
      case progress
      case fail
      public var description: Swift.String {
        switch self {
        case .play:
          "play"
        case .pause:
          "pause"
        case .stop:
          "stop"
        case .fetch:
          "fetch"
        case .done:
          "done"
        case .hide:
          "hide"
        case .progress:
          "progress"
        case .fail:
          "fail"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .play:
        .play
      case .pause:
        .pause
      case .stop:
        .stop
      case .fetch:
        .fetch
      case .done:
        .done
      case .hide:
        .hide
      case .progress:
        .progress
      case .fail:
        .fail
      }
    }
  }

  public enum Effect: Sendable, Equatable {
    case startAudio, startDownload

    #if compiler(>=6.2)
    public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case startAudio
      case startDownload
      public var description: Swift.String {
        switch self {
        case .startAudio:
          "startAudio"
        case .startDownload:
          "startDownload"
        }
      }
    }
    #else
    public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case startAudio
      case startDownload
      public var description: Swift.String {
        switch self {
        case .startAudio:
          "startAudio"
        case .startDownload:
          "startDownload"
        }
      }
    }
    #endif

    public nonisolated var `case`: Case {
      switch self {
      case .startAudio:
        .startAudio
      case .startDownload:
        .startDownload
      }
    }
  }

  #if compiler(>=6.2)
  /// The combination of the regions' cases: one property per region.
  public nonisolated struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    public var playback: Playback.Case
    public var download: Download.Case
    public var banner: Banner.Case
    public init(playback: Playback.Case, download: Download.Case, banner: Banner.Case) {
      self.playback = playback
      self.download = download
      self.banner = banner
    }
    /// Every combination of the regions' cases.
    public static var allCases: [Case] {
      var all: [Case] = []
      for playback in Playback.Case.allCases {
        for download in Download.Case.allCases {
          for banner in Banner.Case.allCases {
            all.append(Case(playback: playback, download: download, banner: banner))
          }
        }
      }
      return all
    }
    public var description: Swift.String {
      "(\(self.playback), \(self.download), \(self.banner))"
    }
  }
  #else
  /// The combination of the regions' cases: one property per region.
  public struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    public var playback: Playback.Case
    public var download: Download.Case
    public var banner: Banner.Case
    public init(playback: Playback.Case, download: Download.Case, banner: Banner.Case) {
      self.playback = playback
      self.download = download
      self.banner = banner
    }
    /// Every combination of the regions' cases.
    public static var allCases: [Case] {
      var all: [Case] = []
      for playback in Playback.Case.allCases {
        for download in Download.Case.allCases {
          for banner in Banner.Case.allCases {
            all.append(Case(playback: playback, download: download, banner: banner))
          }
        }
      }
      return all
    }
    public var description: Swift.String {
      "(\(self.playback), \(self.download), \(self.banner))"
    }
  }
  #endif

  public nonisolated var `case`: Case {
    Case(playback: self.playback.case, download: self.download.case, banner: self.banner.case)
  }

  #if compiler(>=6.2)
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  public nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case playback(Playback.Case)
    case download(Download.Case)
    case banner(Banner.Case)
    public var description: Swift.String {
      switch self {
      case .playback(let state):
        "playback.\(state)"
      case .download(let state):
        "download.\(state)"
      case .banner(let state):
        "banner.\(state)"
      }
    }
  }
  #else
  /// One region in one of its states: what an edge connects, and what `.whenIn` names.
  public enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case playback(Playback.Case)
    case download(Download.Case)
    case banner(Banner.Case)
    public var description: Swift.String {
      switch self {
      case .playback(let state):
        "playback.\(state)"
      case .download(let state):
        "download.\(state)"
      case .banner(let state):
        "banner.\(state)"
      }
    }
  }
  #endif

  /// Whether the region `part` names is in the state it names, at any depth.
  public nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .playback(let state):
      return self.playback.case == state
    case .download(let state):
      return self.download.case == state
    case .banner(let state):
      return self.banner.case == state
    }
  }

  public nonisolated static func parts(of state: Case) -> [Part] {
    return [.playback(state.playback), .download(state.download), .banner(state.banner)]
  }

  public nonisolated static let initialCase: Case = Case(playback: .stopped, download: .idle, banner: .hidden)

  public nonisolated static let finalCases: Swift.Set<Case> = []

  /// A value with each region in the case given.
  public nonisolated init(playback: Playback, download: Download, banner: Banner) {
    self.playback = playback
    self.download = download
    self.banner = banner
  }

  /// Every region in its initial case.
  public nonisolated init() {
    self.playback = .stopped
    self.download = .idle
    self.banner = .hidden
  }

  public nonisolated static var _regionCount: Swift.Int {
    3
  }

  public nonisolated static var _hasTimers: Swift.Bool {
    true
  }

  public nonisolated static func _timedEvents(of _$state: Self, scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    Self._$timers(_$state, scope)
  }

  /// The timed events of scope `_$scope` of these regions, in `_$value`.
  private nonisolated static func _$timers(_ _$value: Self, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if (0..<1).contains(_$scope) {
      return Self._$timers$playback(_$value.playback, _$scope - 0)
    }
    if (1..<2).contains(_$scope) {
      return Self._$timers$download(_$value.download, _$scope - 1)
    }
    if (2..<3).contains(_$scope) {
      return Self._$timers$banner(_$value.banner, _$scope - 2)
    }
    return []
  }

  /// The state of each scope of these regions in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes(_ _$value: Self, _ _$part: (Part) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    Self._$scopes$playback(_$value.playback, { _$part(.playback($0)) }, _$base + 0, &_$parts)
    Self._$scopes$download(_$value.download, { _$part(.download($0)) }, _$base + 1, &_$parts)
    Self._$scopes$banner(_$value.banner, { _$part(.banner($0)) }, _$base + 2, &_$parts)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$playback(_ _$value: Playback, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$playback(_ _$value: Playback, _ _$part: (Playback.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$download(_ _$value: Download, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      return []
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$download(_ _$value: Download, _ _$part: (Download.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  /// The timed events of scope `_$scope` of this table (0: its own), in `_$value`.
  private nonisolated static func _$timers$banner(_ _$value: Banner, _ _$scope: Swift.Int) -> [FSMRuntime.TimedEvent<Self>] {
    if _$scope == 0 {
      switch _$value {
      case .shown:
        return [FSMRuntime.TimedEvent<Self>(event: .hide, delay: Banner._$delay(table: "transitions", row: 1, entering: _$value))]
      default:
        return []
      }
    }
    return []
  }

  /// The state of each scope of this table in `_$value`, from `_$base` on.
  private nonisolated static func _$scopes$banner(_ _$value: Banner, _ _$part: (Banner.Case) -> Part, _ _$base: Swift.Int, _ _$parts: inout [Part?]) {
    _$parts[_$base] = _$part(_$value.case)
  }

  public nonisolated static func timedEvents(in _$state: Self) -> [FSMRuntime.TimedEvent<Self>] {
    var _$timed: [FSMRuntime.TimedEvent<Self>] = []
    _$timed += Self._$timers$banner(_$state.banner, 0)
    return _$timed
  }

  /// The step of the regions at the top, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$(_ _$state: inout Self, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    var _$moved = false
    if Self._$step$playback(&_$state.playback, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    if Self._$step$download(&_$state.download, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    if Self._$step$banner(&_$state.banner, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
      _$moved = true
    }
    return _$moved
  }

  /// The step of the machine held at playback: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$playback(_ _$state: inout Playback, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .stopped:
      switch event {
      case .play:
        if case .ready = _$machine.download {
          _$state = .playing; let _$emitted: Self.Effect = .startAudio; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
        }
        return false
      case .pause, .stop, .fetch, .done, .hide, .progress, .fail:
        return false
      }
    case .playing:
      switch event {
      case .pause:
        _$state = .paused; return true
      case .stop:
        _$state = .stopped; return true
      case .play, .fetch, .done, .hide, .progress, .fail:
        return false
      }
    case .paused:
      switch event {
      case .play:
        _$state = .playing; let _$emitted: Self.Effect = .startAudio; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .stop:
        _$state = .stopped; return true
      case .pause, .fetch, .done, .hide, .progress, .fail:
        return false
      }
    }
  }

  /// The step of the machine held at download: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$download(_ _$state: inout Download, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .idle:
      switch event {
      case .fetch:
        _$state = .loading(); let _$emitted: Self.Effect = .startDownload; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .fail(let _$e0):
        _$state = .failed(reason: _$e0); return true
      case .play, .pause, .stop, .done, .hide, .progress:
        return false
      }
    case .loading:
      switch event {
      case .done:
        _$state = .ready; return true
      case .progress(let _$e0):
        _$state = .loading(percent: _$e0); return true
      case .fail(let _$e0):
        _$state = .failed(reason: _$e0); return true
      case .play, .pause, .stop, .fetch, .hide:
        return false
      }
    case .ready:
      switch event {
      case .fetch:
        _$state = .loading(); let _$emitted: Self.Effect = .startDownload; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return true
      case .play, .pause, .stop, .done, .hide, .progress, .fail:
        return false
      }
    case .failed:
      return false
    }
  }

  /// The step of the machine held at banner: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$banner(_ _$state: inout Banner, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?) -> Swift.Bool {
    switch _$state {
    case .hidden:
      switch event {
      case .done:
        _$state = .shown; return true
      case .play, .pause, .stop, .fetch, .hide, .progress, .fail:
        return false
      }
    case .shown:
      switch event {
      case .done:
        _$state = .shown; return true
      case .hide:
        _$state = .hidden; return true
      case .play, .pause, .stop, .fetch, .progress, .fail:
        return false
      }
    }
  }

  /// The step `event` causes: offered to every region in declaration order, each taking at
  /// most one of its rows, guards and conditions evaluated on this value; `nil` when no
  /// region moves.
  public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    var _$held = self
    var _$heldEffect: Self.Effect? = nil
    var _$more: [Self.Effect]? = nil
    guard Self._$step$(&_$held, on: event, in: self, effect: &_$heldEffect, more: &_$more) else {
      return nil
    }
    return FSMRuntime.Step<Self>(from: self, event: event, to: _$held, effect: _$heldEffect)
  }

  public nonisolated static func _regionsMoved(by step: FSMRuntime.Step<Self>) -> Swift.UInt64 {
    let event = step.event
    var _$moved: Swift.UInt64 = 0
    do {
      let _$machine = step.from
      var _$part = step.from.playback
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$playback(&_$part, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
        _$moved |= 1
      }
    }
    do {
      let _$machine = step.from
      var _$part = step.from.download
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$download(&_$part, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
        _$moved |= 2
      }
    }
    do {
      let _$machine = step.from
      var _$part = step.from.banner
      var _$effect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      if Self._$step$banner(&_$part, on: event, in: _$machine, effect: &_$effect, more: &_$more) {
        _$moved |= 4
      }
    }
    return _$moved
  }

  public nonisolated static func _eventEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    let event = step.event
    var _$held = step.from
    var _$heldEffect: Self.Effect? = nil
    var _$more: [Self.Effect]? = []
    _ = Self._$step$(&_$held, on: event, in: step.from, effect: &_$heldEffect, more: &_$more)
    return _$more ?? []
  }

  public nonisolated static func _moreEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    Swift.Array(Self._eventEffects(of: step).dropFirst())
  }

  public nonisolated static func _activeParts(of state: Self) -> [Part] {
    Self._$parts$playback(state.playback) { .playback($0) }
    + Self._$parts$download(state.download) { .download($0) }
    + Self._$parts$banner(state.banner) { .banner($0) }
  }

  public nonisolated static func _trace(of step: FSMRuntime.Step<Self>) -> FSMRuntime._StepTrace<Self> {
    Self._$trace(step.from, step.to, on: step.event, moved: Self._regionsMoved(by: step))
  }

  public nonisolated static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> FSMRuntime._StepTrace<Self> {
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
      Self._$trace$download(_$from.download, _$to.download, on: event, in: _$from, blocked: -1, { .download($0) }, into: &_$inner)
      _$exited.append(_$inner.exited)
      _$trace.entered += _$inner.entered
      _$trace.rows += _$inner.rows
    }
    if moved & 4 != 0 {
      var _$inner = FSMRuntime._StepTrace<Self>()
      Self._$trace$banner(_$from.banner, _$to.banner, on: event, in: _$from, blocked: -1, { .banner($0) }, into: &_$inner)
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
  private nonisolated static func _$parts$download(_ _$value: Download, _ _$part: (Download.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$download(_ _$from: Download, _ _$to: Download, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Download.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$download(_$from, _$part), to: Self._$parts$download(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$banner(_ _$value: Banner, _ _$part: (Banner.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$banner(_ _$from: Banner, _ _$to: Banner, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Banner.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$banner(_$from, _$part), to: Self._$parts$banner(_$to, _$part))
  }

  /// Sends `.play` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func play() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.play)
  }

  /// Sends `.pause` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func pause() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.pause)
  }

  /// Sends `.stop` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func stop() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.stop)
  }

  /// Sends `.fetch` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func fetch() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fetch)
  }

  /// Sends `.done` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func done() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.done)
  }

  /// Sends `.hide` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func hide() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.hide)
  }

  /// Sends `.progress` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func progress(percent: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.progress(percent: percent))
  }

  /// Sends `.fail` to this state; see `send(_:)`.
  @discardableResult
  public nonisolated mutating func fail(reason: String) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fail(reason: reason))
  }

  public nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(14)
    _$all.append(.init(source: .playback(.stopped), event: .play, target: .playback(.playing), effect: .startAudio, guarded: true))
    _$all.append(.init(source: .playback(.playing), event: .pause, target: .playback(.paused)))
    _$all.append(.init(source: .playback(.paused), event: .play, target: .playback(.playing), effect: .startAudio))
    _$all.append(.init(source: .playback(.playing), event: .stop, target: .playback(.stopped)))
    _$all.append(.init(source: .playback(.paused), event: .stop, target: .playback(.stopped)))
    _$all.append(.init(source: .download(.idle), event: .fetch, target: .download(.loading), effect: .startDownload))
    _$all.append(.init(source: .download(.ready), event: .fetch, target: .download(.loading), effect: .startDownload))
    _$all.append(.init(source: .download(.loading), event: .progress, target: .download(.loading)))
    _$all.append(.init(source: .download(.loading), event: .done, target: .download(.ready)))
    _$all.append(.init(source: .download(.idle), event: .fail, target: .download(.failed)))
    _$all.append(.init(source: .download(.loading), event: .fail, target: .download(.failed)))
    _$all.append(.init(source: .banner(.hidden), event: .done, target: .banner(.shown)))
    _$all.append(.init(source: .banner(.shown), event: .done, target: .banner(.shown)))
    _$all.append(.init(source: .banner(.shown), event: .hide, target: .banner(.hidden), delay: Banner._$delay(table: "transitions", row: 1)))
    return _$all
  }

  public nonisolated static let dot: Swift.String = "digraph \"Streaming\" {\n  rankdir=LR;\n  node [shape=ellipse];\n  subgraph \"cluster_playback\" {\n    label=\"playback\";\n    style=dashed;\n    \"__initial_playback\" [shape=point, label=\"\"];\n    \"__initial_playback\" -> \"playback.stopped\";\n    \"playback.stopped\" [label=\"stopped\"];\n    \"playback.playing\" [label=\"playing\"];\n    \"playback.paused\" [label=\"paused\"];\n    \"playback.stopped\" -> \"playback.playing\" [label=\"play [in download.ready] / startAudio\"];\n    \"playback.playing\" -> \"playback.paused\" [label=\"pause\"];\n    \"playback.paused\" -> \"playback.playing\" [label=\"play / startAudio\"];\n    \"playback.playing\" -> \"playback.stopped\" [label=\"stop\"];\n    \"playback.paused\" -> \"playback.stopped\" [label=\"stop\"];\n  }\n  subgraph \"cluster_download\" {\n    label=\"download\";\n    style=dashed;\n    \"__initial_download\" [shape=point, label=\"\"];\n    \"__initial_download\" -> \"download.idle\";\n    \"download.idle\" [label=\"idle\"];\n    \"download.loading\" [label=\"loading\"];\n    \"download.ready\" [label=\"ready\"];\n    \"download.failed\" [label=\"failed\", shape=doublecircle];\n    \"download.idle\" -> \"download.loading\" [label=\"fetch / startDownload\"];\n    \"download.ready\" -> \"download.loading\" [label=\"fetch / startDownload\"];\n    \"download.loading\" -> \"download.loading\" [label=\"progress\"];\n    \"download.loading\" -> \"download.ready\" [label=\"done\"];\n    \"download.idle\" -> \"download.failed\" [label=\"fail\"];\n    \"download.loading\" -> \"download.failed\" [label=\"fail\"];\n  }\n  subgraph \"cluster_banner\" {\n    label=\"banner\";\n    style=dashed;\n    \"__initial_banner\" [shape=point, label=\"\"];\n    \"__initial_banner\" -> \"banner.hidden\";\n    \"banner.hidden\" [label=\"hidden\"];\n    \"banner.shown\" [label=\"shown\"];\n    \"banner.hidden\" -> \"banner.shown\" [label=\"done\"];\n    \"banner.shown\" -> \"banner.shown\" [label=\"done\"];\n    \"banner.shown\" -> \"banner.hidden\" [label=\"hide after 3s\"];\n  }\n}\n"

  public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> Streaming\n  state Streaming {\n    [*] --> playback_stopped\n    state \"stopped\" as playback_stopped\n    state \"playing\" as playback_playing\n    state \"paused\" as playback_paused\n    playback_stopped --> playback_playing : play [in download.ready] / startAudio\n    playback_playing --> playback_paused : pause\n    playback_paused --> playback_playing : play / startAudio\n    playback_playing --> playback_stopped : stop\n    playback_paused --> playback_stopped : stop\n    --\n    [*] --> download_idle\n    state \"idle\" as download_idle\n    state \"loading\" as download_loading\n    state \"ready\" as download_ready\n    state \"failed\" as download_failed\n    download_idle --> download_loading : fetch / startDownload\n    download_ready --> download_loading : fetch / startDownload\n    download_loading --> download_loading : progress\n    download_loading --> download_ready : done\n    download_idle --> download_failed : fail\n    download_loading --> download_failed : fail\n    download_failed --> [*]\n    --\n    [*] --> banner_hidden\n    state \"hidden\" as banner_hidden\n    state \"shown\" as banner_shown\n    banner_hidden --> banner_shown : done\n    banner_shown --> banner_shown : done\n    banner_shown --> banner_hidden : hide after 3s\n  }\n"

  public nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Streaming's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Streaming\" initial=\"Streaming\">\n  <parallel id=\"Streaming\">\n    <state id=\"playback\" initial=\"playback.stopped\">\n      <state id=\"playback.stopped\">\n        <transition event=\"play\" cond=\"In('download.ready')\" target=\"playback.playing\">\n          <send target=\"#_parent\" event=\"startAudio\"/>\n        </transition>\n      </state>\n      <state id=\"playback.playing\">\n        <transition event=\"pause\" target=\"playback.paused\"/>\n        <transition event=\"stop\" target=\"playback.stopped\"/>\n      </state>\n      <state id=\"playback.paused\">\n        <transition event=\"play\" target=\"playback.playing\">\n          <send target=\"#_parent\" event=\"startAudio\"/>\n        </transition>\n        <transition event=\"stop\" target=\"playback.stopped\"/>\n      </state>\n    </state>\n    <state id=\"download\" initial=\"download.idle\">\n      <state id=\"download.idle\">\n        <transition event=\"fetch\" target=\"download.loading\">\n          <send target=\"#_parent\" event=\"startDownload\"/>\n        </transition>\n        <transition event=\"fail\" target=\"download.failed\"/>\n      </state>\n      <state id=\"download.loading\">\n        <transition event=\"_x0064_one\" target=\"download.ready\"/>\n        <transition event=\"progress\" target=\"download.loading\"/>\n        <transition event=\"fail\" target=\"download.failed\"/>\n      </state>\n      <state id=\"download.ready\">\n        <transition event=\"fetch\" target=\"download.loading\">\n          <send target=\"#_parent\" event=\"startDownload\"/>\n        </transition>\n      </state>\n      <final id=\"download.failed\"/>\n    </state>\n    <state id=\"banner\" initial=\"banner.hidden\">\n      <state id=\"banner.hidden\">\n        <transition event=\"_x0064_one\" target=\"banner.shown\"/>\n      </state>\n      <state id=\"banner.shown\">\n        <onentry>\n          <send id=\"banner.shown.hide.after\" event=\"hide\" delay=\"3s\"/>\n        </onentry>\n        <onexit>\n          <cancel sendid=\"banner.shown.hide.after\"/>\n        </onexit>\n        <transition event=\"_x0064_one\" target=\"banner.shown\"/>\n        <transition event=\"hide\" target=\"banner.hidden\"/>\n      </state>\n    </state>\n  </parallel>\n</scxml>\n"

  public nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Streaming\",\n  \"key\": \"Streaming\",\n  \"type\": \"parallel\",\n  \"states\": {\n    \"playback\": {\n      \"id\": \"Streaming.playback\",\n      \"key\": \"playback\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"stopped\"],\n        \"source\": \"#Streaming.playback\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"stopped\": {\n          \"id\": \"Streaming.playback.stopped\",\n          \"key\": \"stopped\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"play\": [\n              {\n                \"target\": [\"#Streaming.playback.playing\"],\n                \"source\": \"#Streaming.playback.stopped\",\n                \"eventType\": \"play\",\n                \"actions\": [\n                  {\n                    \"type\": \"startAudio\"\n                  }\n                ],\n                \"guard\": {\n                  \"type\": \"In('download.ready')\"\n                }\n              }\n            ]\n          }\n        },\n        \"playing\": {\n          \"id\": \"Streaming.playback.playing\",\n          \"key\": \"playing\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"pause\": [\n              {\n                \"target\": [\"#Streaming.playback.paused\"],\n                \"source\": \"#Streaming.playback.playing\",\n                \"eventType\": \"pause\",\n                \"actions\": []\n              }\n            ],\n            \"stop\": [\n              {\n                \"target\": [\"#Streaming.playback.stopped\"],\n                \"source\": \"#Streaming.playback.playing\",\n                \"eventType\": \"stop\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"paused\": {\n          \"id\": \"Streaming.playback.paused\",\n          \"key\": \"paused\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"play\": [\n              {\n                \"target\": [\"#Streaming.playback.playing\"],\n                \"source\": \"#Streaming.playback.paused\",\n                \"eventType\": \"play\",\n                \"actions\": [\n                  {\n                    \"type\": \"startAudio\"\n                  }\n                ]\n              }\n            ],\n            \"stop\": [\n              {\n                \"target\": [\"#Streaming.playback.stopped\"],\n                \"source\": \"#Streaming.playback.paused\",\n                \"eventType\": \"stop\",\n                \"actions\": []\n              }\n            ]\n          }\n        }\n      }\n    },\n    \"download\": {\n      \"id\": \"Streaming.download\",\n      \"key\": \"download\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"idle\"],\n        \"source\": \"#Streaming.download\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"idle\": {\n          \"id\": \"Streaming.download.idle\",\n          \"key\": \"idle\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"fetch\": [\n              {\n                \"target\": [\"#Streaming.download.loading\"],\n                \"source\": \"#Streaming.download.idle\",\n                \"eventType\": \"fetch\",\n                \"actions\": [\n                  {\n                    \"type\": \"startDownload\"\n                  }\n                ]\n              }\n            ],\n            \"fail\": [\n              {\n                \"target\": [\"#Streaming.download.failed\"],\n                \"source\": \"#Streaming.download.idle\",\n                \"eventType\": \"fail\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"loading\": {\n          \"id\": \"Streaming.download.loading\",\n          \"key\": \"loading\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"done\": [\n              {\n                \"target\": [\"#Streaming.download.ready\"],\n                \"source\": \"#Streaming.download.loading\",\n                \"eventType\": \"done\",\n                \"actions\": []\n              }\n            ],\n            \"progress\": [\n              {\n                \"target\": [\"#Streaming.download.loading\"],\n                \"source\": \"#Streaming.download.loading\",\n                \"eventType\": \"progress\",\n                \"actions\": [],\n                \"reenter\": true\n              }\n            ],\n            \"fail\": [\n              {\n                \"target\": [\"#Streaming.download.failed\"],\n                \"source\": \"#Streaming.download.loading\",\n                \"eventType\": \"fail\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"ready\": {\n          \"id\": \"Streaming.download.ready\",\n          \"key\": \"ready\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"fetch\": [\n              {\n                \"target\": [\"#Streaming.download.loading\"],\n                \"source\": \"#Streaming.download.ready\",\n                \"eventType\": \"fetch\",\n                \"actions\": [\n                  {\n                    \"type\": \"startDownload\"\n                  }\n                ]\n              }\n            ]\n          }\n        },\n        \"failed\": {\n          \"id\": \"Streaming.download.failed\",\n          \"key\": \"failed\",\n          \"type\": \"final\"\n        }\n      }\n    },\n    \"banner\": {\n      \"id\": \"Streaming.banner\",\n      \"key\": \"banner\",\n      \"type\": \"compound\",\n      \"initial\": {\n        \"target\": [\"hidden\"],\n        \"source\": \"#Streaming.banner\",\n        \"actions\": []\n      },\n      \"states\": {\n        \"hidden\": {\n          \"id\": \"Streaming.banner.hidden\",\n          \"key\": \"hidden\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"done\": [\n              {\n                \"target\": [\"#Streaming.banner.shown\"],\n                \"source\": \"#Streaming.banner.hidden\",\n                \"eventType\": \"done\",\n                \"actions\": []\n              }\n            ]\n          }\n        },\n        \"shown\": {\n          \"id\": \"Streaming.banner.shown\",\n          \"key\": \"shown\",\n          \"type\": \"atomic\",\n          \"on\": {\n            \"done\": [\n              {\n                \"target\": [\"#Streaming.banner.shown\"],\n                \"source\": \"#Streaming.banner.shown\",\n                \"eventType\": \"done\",\n                \"actions\": [],\n                \"reenter\": true\n              }\n            ],\n            \"hide\": [\n              {\n                \"target\": [\"#Streaming.banner.hidden\"],\n                \"source\": \"#Streaming.banner.shown\",\n                \"eventType\": \"hide\",\n                \"actions\": []\n              }\n            ]\n          },\n          \"after\": {\n            \"3000\": [\n              {\n                \"target\": [\"#Streaming.banner.hidden\"],\n                \"source\": \"#Streaming.banner.shown\",\n                \"eventType\": \"hide\",\n                \"actions\": [],\n                \"description\": \"sends hide\"\n              }\n            ]\n          }\n        }\n      }\n    }\n  }\n}\n"

  public nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .playback(.stopped):
      ["playback", "stopped"]
    case .playback(.playing):
      ["playback", "playing"]
    case .playback(.paused):
      ["playback", "paused"]
    case .download(.idle):
      ["download", "idle"]
    case .download(.loading):
      ["download", "loading"]
    case .download(.ready):
      ["download", "ready"]
    case .download(.failed):
      ["download", "failed"]
    case .banner(.hidden):
      ["banner", "hidden"]
    case .banner(.shown):
      ["banner", "shown"]
    }
  }
}

extension Streaming.Playback: FSMRuntime.Region {}

extension Streaming.Download: FSMRuntime.Region {}

extension Streaming.Banner: FSMRuntime.Region {}

extension Streaming.Event: FSMRuntime.CaseDiscriminable {}

extension Streaming.Effect: FSMRuntime.CaseDiscriminable {}

extension Streaming: FSMRuntime.StateMachine {}
