// swift-format-ignore-file
// `Errand` from Tests/FSMMacrosTests/LeavingTests.swift, then its expansion; checked by RecordedExpansionTests.
// Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

// MARK: - Input

// @StateMachine
// enum Errand: Equatable, Sendable {
//   @Initial case idle
//   @Composite case running(Tasks)
//   case failed(code: Int = 0)
//   @Final case done
//
//   @Submachine
//   struct Tasks: Equatable, Sendable {
//     var fetch: Fetch
//     var render: Render
//
//     enum Fetch: Equatable, Sendable {
//       @Initial case loading
//       case loaded
//       @Composite case retrying(Backoff)
//       static let transitions: [Transition] = [
//         .from(.loading, on: .succeed, to: .loaded),
//         .from(.loading, on: .fail, to: .retrying),
//         // Out of everything, the code taken from the event.
//         .from(.loaded, on: .crash, leavingTo: .failed, emit: .report),
//         // Render takes `.reset` too; fetch comes first.
//         .from(.loaded, on: .reset, to: .loading),
//       ]
//
//       @Submachine
//       enum Backoff: Equatable, Sendable {
//         @Initial case waiting
//         case givingUp
//         static let transitions: [Transition] = [
//           .from(.waiting, on: .fail, to: .givingUp),
//           // Out of its own machine to a state of the region holding it: render goes on.
//           .from(.waiting, on: .succeed, leavingTo: .running(.fetch(.loaded))),
//           // From two levels down to the top: the code is the case's default.
//           .from(.givingUp, on: .fail, leavingTo: .failed),
//           // To the composite state holding it: leaves it and enters it again, waiting.
//           .from(.givingUp, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
//         ]
//       }
//     }
//
//     enum Render: Equatable, Sendable {
//       @Initial case blank
//       case drawn
//       static let transitions: [Transition] = [
//         .from(.blank, on: .draw, to: .drawn),
//         // Across to the other region: leaves `running` and enters it again, fetch loaded and
//         // render at its initial case (W3C: the innermost state holding both is outside).
//         .from(.drawn, on: .refetch, leavingTo: .running(.fetch(.loaded))),
//         // Dropped when fetch took `.reset` first (W3C: the earlier region's row wins).
//         .from(.drawn, on: .reset, leavingTo: .idle, emit: .cleared),
//         // Dropped when fetch left with `.crash`: this region was left.
//         .from(.blank, on: .crash, to: .drawn),
//         // To the composite state itself: both regions start again.
//         .from(.drawn, on: .restart, leavingTo: .running(nil)),
//         // Deep into the other region's composite state: fetch retries from waiting.
//         .from(.blank, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
//       ]
//     }
//   }
//
//   enum Event: Equatable, Sendable {
//     case start, succeed, fail, draw, refetch, reset, finish, restart, retry
//     case crash(code: Int)
//   }
//   enum Effect: Equatable, Sendable {
//     case report(code: Int)
//     case cleared
//   }
//
//   static let transitions: [Transition] = [
//     .from(.idle, on: .start, to: .running),
//     .from(.failed, on: .start, to: .running),
//     .from(.failed, on: .finish, to: .done),
//   ]
// }

// MARK: - Expansion


enum Errand: Equatable, Sendable {
  case idle
  @Composite case running(Tasks)
  case failed(code: Int = 0)
  case done

  @Submachine
  struct Tasks: Equatable, Sendable {
    var fetch: Fetch
    var render: Render

    enum Fetch: Equatable, Sendable {
      case loading
      case loaded
      @Composite case retrying(Backoff)
      static let transitions: [Transition] = [
        .from(.loading, on: .succeed, to: .loaded),
        .from(.loading, on: .fail, to: .retrying),
        // Out of everything, the code taken from the event.
        .from(.loaded, on: .crash, leavingTo: .failed, emit: .report),
        // Render takes `.reset` too; fetch comes first.
        .from(.loaded, on: .reset, to: .loading),
      ]

      @Submachine
      enum Backoff: Equatable, Sendable {
        case waiting
        case givingUp
        static let transitions: [Transition] = [
          .from(.waiting, on: .fail, to: .givingUp),
          // Out of its own machine to a state of the region holding it: render goes on.
          .from(.waiting, on: .succeed, leavingTo: .running(.fetch(.loaded))),
          // From two levels down to the top: the code is the case's default.
          .from(.givingUp, on: .fail, leavingTo: .failed),
          // To the composite state holding it: leaves it and enters it again, waiting.
          .from(.givingUp, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
        ]
      }
    }

    enum Render: Equatable, Sendable {
      case blank
      case drawn
      static let transitions: [Transition] = [
        .from(.blank, on: .draw, to: .drawn),
        // Across to the other region: leaves `running` and enters it again, fetch loaded and
        // render at its initial case (W3C: the innermost state holding both is outside).
        .from(.drawn, on: .refetch, leavingTo: .running(.fetch(.loaded))),
        // Dropped when fetch took `.reset` first (W3C: the earlier region's row wins).
        .from(.drawn, on: .reset, leavingTo: .idle, emit: .cleared),
        // Dropped when fetch left with `.crash`: this region was left.
        .from(.blank, on: .crash, to: .drawn),
        // To the composite state itself: both regions start again.
        .from(.drawn, on: .restart, leavingTo: .running(nil)),
        // Deep into the other region's composite state: fetch retries from waiting.
        .from(.blank, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
      ]
    }
  }

  enum Event: Equatable, Sendable {
    case start, succeed, fail, draw, refetch, reset, finish, restart, retry
    case crash(code: Int)

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case succeed
      case fail
      case draw
      case refetch
      case reset
      case finish
      case restart
      case retry
      case crash
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .succeed:
          "succeed"
        case .fail:
          "fail"
        case .draw:
          "draw"
        case .refetch:
          "refetch"
        case .reset:
          "reset"
        case .finish:
          "finish"
        case .restart:
          "restart"
        case .retry:
          "retry"
        case .crash:
          "crash"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case start
      case succeed
      case fail
      case draw
      case refetch
      case reset
      case finish
      case restart
      case retry
      case crash
      var description: Swift.String {
        switch self {
        case .start:
          "start"
        case .succeed:
          "succeed"
        case .fail:
          "fail"
        case .draw:
          "draw"
        case .refetch:
          "refetch"
        case .reset:
          "reset"
        case .finish:
          "finish"
        case .restart:
          "restart"
        case .retry:
          "retry"
        case .crash:
          "crash"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .start:
        .start
      case .succeed:
        .succeed
      case .fail:
        .fail
      case .draw:
        .draw
      case .refetch:
        .refetch
      case .reset:
        .reset
      case .finish:
        .finish
      case .restart:
        .restart
      case .retry:
        .retry
      case .crash:
        .crash
      }
    }
  }
  enum Effect: Equatable, Sendable {
    case report(code: Int)
    case cleared

    #if compiler(>=6.2)
    nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case report
      case cleared
      var description: Swift.String {
        switch self {
        case .report:
          "report"
        case .cleared:
          "cleared"
        }
      }
    }
    #else
    enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
      case report
      case cleared
      var description: Swift.String {
        switch self {
        case .report:
          "report"
        case .cleared:
          "cleared"
        }
      }
    }
    #endif

    nonisolated var `case`: Case {
      switch self {
      case .report:
        .report
      case .cleared:
        .cleared
      }
    }
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .running),
    .from(.failed, on: .start, to: .running),
    .from(.failed, on: .finish, to: .done),
  ]

  #if compiler(>=6.2)
  nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case running
    case failed
    case done
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .running:
        "running"
      case .failed:
        "failed"
      case .done:
        "done"
      }
    }
  }
  #else
  enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case running
    case failed
    case done
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .running:
        "running"
      case .failed:
        "failed"
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
    case .running:
      .running
    case .failed:
      .failed
    case .done:
      .done
    }
  }

  typealias Transition = FSMRuntime.Transition<Errand>

  nonisolated static let initialCase: Case = Case.idle

  nonisolated static let finalCases: Swift.Set<Case> = [Case.done]

  nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
    var _$more: [Self.Effect]? = nil
    return self._$transition(on: event, more: &_$more)
  }

  @inline(__always)
  private nonisolated func _$transition(on event: Event, more _$more: inout [Self.Effect]?) -> FSMRuntime.Step<Self>? {
    switch self {
    case .idle:
      switch event {
      case .start:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .running(Errand.Tasks._$initial))
      case .succeed, .fail, .draw, .refetch, .reset, .finish, .restart, .retry, .crash:
        return nil
      }
    case .running(let _$s0):
      var _$held = _$s0
      var _$heldEffect: Self.Effect? = nil
      var _$leave0: Self? = nil
      var _$dropped = false
      if Self._$step$running(&_$held, on: event, in: self, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: -1, dropped: &_$dropped) {
        return FSMRuntime.Step<Self>(from: self, event: event, to: .running(_$held), effect: _$heldEffect)
      }
      if let _$left = _$leave0 {
        return FSMRuntime.Step<Self>(from: self, event: event, to: _$left, effect: _$heldEffect)
      }
      if _$dropped {
        return nil
      }
      return nil
    case .failed:
      switch event {
      case .start:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .running(Errand.Tasks._$initial))
      case .finish:
        return FSMRuntime.Step<Self>(from: self, event: event, to: .done)
      case .succeed, .fail, .draw, .refetch, .reset, .restart, .retry, .crash:
        return nil
      }
    case .done:
      return nil
    }
  }

  /// Sends `.start` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func start() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.start)
  }

  /// Sends `.succeed` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func succeed() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.succeed)
  }

  /// Sends `.fail` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func fail() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.fail)
  }

  /// Sends `.draw` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func draw() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.draw)
  }

  /// Sends `.refetch` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func refetch() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.refetch)
  }

  /// Sends `.reset` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func reset() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.reset)
  }

  /// Sends `.finish` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func finish() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.finish)
  }

  /// Sends `.restart` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func restart() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.restart)
  }

  /// Sends `.retry` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func retry() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.retry)
  }

  /// Sends `.crash` to this state; see `send(_:)`.
  @discardableResult
  nonisolated mutating func crash(code: Int) throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
    try self.send(.crash(code: code))
  }

  nonisolated static var _hasTimers: Swift.Bool {
    false
  }

  #if compiler(>=6.2)
  /// One state, from the machine down: what `.whenIn` and an edge name.
  nonisolated enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case running(Errand.Tasks.Part?)
    case failed
    case done
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .running(let inner):
        inner.map { "running.\($0)" } ?? "running"
      case .failed:
        "failed"
      case .done:
        "done"
      }
    }
  }
  #else
  /// One state, from the machine down: what `.whenIn` and an edge name.
  enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {
    case idle
    case running(Errand.Tasks.Part?)
    case failed
    case done
    var description: Swift.String {
      switch self {
      case .idle:
        "idle"
      case .running(let inner):
        inner.map { "running.\($0)" } ?? "running"
      case .failed:
        "failed"
      case .done:
        "done"
      }
    }
  }
  #endif

  /// Whether this value is in the state `part` names, at any depth.
  nonisolated func isIn(_ part: Part) -> Swift.Bool {
    switch part {
    case .idle:
      if case .idle = self {
        return true
      }
      return false
    case .running(let inner):
      guard case .running(let held) = self else {
        return false
      }
      guard let inner else {
        return true
      }
      return held.isIn(inner)
    case .failed:
      if case .failed = self {
        return true
      }
      return false
    case .done:
      if case .done = self {
        return true
      }
      return false
    }
  }

  nonisolated static func parts(of state: Case) -> [Part] {
    switch state {
    case .idle:
      [.idle]
    case .running:
      [.running(nil)]
    case .failed:
      [.failed]
    case .done:
      [.done]
    }
  }

  /// The step of the regions held at running, in declaration order; whether any moved.
  @inline(__always)
  private nonisolated static func _$step$running(_ _$state: inout Errand.Tasks, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, leaving0 _$leave0: inout Self?, blocked _$blocked: Swift.Int, dropped _$dropped: inout Swift.Bool) -> Swift.Bool {
    var _$moved = false
    var _$dropped0 = false
    if Self._$step$running$fetch(&_$state.fetch, on: event, in: _$machine, effect: &_$effect, more: &_$more, leaving0: &_$leave0, blocked: _$blocked, dropped: &_$dropped0) {
      _$moved = true
    } else if _$leave0 != nil {
      return false
    }
    var _$dropped1 = false
    if Self._$step$running$render(&_$state.render, on: event, in: _$machine, effect: &_$effect, more: &_$more, leaving0: &_$leave0, blocked: _$moved ? 0 : _$blocked, dropped: &_$dropped1) {
      _$moved = true
    } else if _$leave0 != nil {
      return false
    }
    if !_$moved, _$dropped0 && _$dropped1 {
      _$dropped = true
    }
    return _$moved
  }

  /// The step of the machine held at running.fetch: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$running$fetch(_ _$state: inout Errand.Tasks.Fetch, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, leaving0 _$leave0: inout Self?, blocked _$blocked: Swift.Int, dropped _$dropped: inout Swift.Bool) -> Swift.Bool {
    switch _$state {
    case .loading:
      switch event {
      case .succeed:
        _$state = .loaded; return true
      case .fail:
        _$state = .retrying(Errand.Tasks.Fetch.Backoff._$initial); return true
      case .start, .draw, .refetch, .reset, .finish, .restart, .retry, .crash:
        return false
      }
    case .loaded:
      switch event {
      case .reset:
        _$state = .loading; return true
      case .crash(let _$e0):
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.failed(code: _$e0); let _$emitted: Self.Effect = .report(code: _$e0); if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return false
      case .start, .succeed, .fail, .draw, .refetch, .finish, .restart, .retry:
        return false
      }
    case .retrying(let _$s0):
      var _$held = _$s0
      var _$leave1: Errand.Tasks.Fetch? = nil
      if Self._$step$running$fetch$retrying(&_$held, on: event, in: _$machine, effect: &_$effect, more: &_$more, leaving0: &_$leave0, leaving1: &_$leave1, blocked: _$blocked, dropped: &_$dropped) {
        _$state = .retrying(_$held); return true
      }
      if let _$left = _$leave1 {
        _$state = _$left; return true
      }
      if _$leave0 != nil {
        return false
      }
      if _$dropped {
        return false
      }
      return false
    }
  }

  /// The step of the machine held at running.fetch.retrying: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$running$fetch$retrying(_ _$state: inout Errand.Tasks.Fetch.Backoff, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, leaving0 _$leave0: inout Self?, leaving1 _$leave1: inout Errand.Tasks.Fetch?, blocked _$blocked: Swift.Int, dropped _$dropped: inout Swift.Bool) -> Swift.Bool {
    switch _$state {
    case .waiting:
      switch event {
      case .succeed:
        if _$blocked >= 1 { _$dropped = true; return false }; _$leave1 = Errand.Tasks.Fetch.loaded; return false
      case .fail:
        _$state = .givingUp; return true
      case .start, .draw, .refetch, .reset, .finish, .restart, .retry, .crash:
        return false
      }
    case .givingUp:
      switch event {
      case .fail:
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.failed(); return false
      case .retry:
        if _$blocked >= 1 { _$dropped = true; return false }; _$leave1 = Errand.Tasks.Fetch.retrying(Errand.Tasks.Fetch.Backoff._$initial); return false
      case .start, .succeed, .draw, .refetch, .reset, .finish, .restart, .crash:
        return false
      }
    }
  }

  /// The step of the machine held at running.render: moves `_$state` on `event`; whether it took a row.
  @inline(__always)
  private nonisolated static func _$step$running$render(_ _$state: inout Errand.Tasks.Render, on event: Event, in _$machine: Self, effect _$effect: inout Self.Effect?, more _$more: inout [Self.Effect]?, leaving0 _$leave0: inout Self?, blocked _$blocked: Swift.Int, dropped _$dropped: inout Swift.Bool) -> Swift.Bool {
    switch _$state {
    case .blank:
      switch event {
      case .draw:
        _$state = .drawn; return true
      case .retry:
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.running(Errand.Tasks(fetch: Errand.Tasks.Fetch.retrying(Errand.Tasks.Fetch.Backoff._$initial), render: Errand.Tasks.Render._$initial)); return false
      case .crash:
        _$state = .drawn; return true
      case .start, .succeed, .fail, .refetch, .reset, .finish, .restart:
        return false
      }
    case .drawn:
      switch event {
      case .refetch:
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.running(Errand.Tasks(fetch: Errand.Tasks.Fetch.loaded, render: Errand.Tasks.Render._$initial)); return false
      case .reset:
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.idle; let _$emitted: Self.Effect = .cleared; if _$effect == nil { _$effect = _$emitted }; _$more?.append(_$emitted); return false
      case .restart:
        if _$blocked >= 0 { _$dropped = true; return false }; _$leave0 = Self.running(Errand.Tasks._$initial); return false
      case .start, .succeed, .fail, .draw, .finish, .retry, .crash:
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
    case .idle:
      [_$part(.idle)]
    case .running(let _$s0):
      [_$part(.running(nil))] + Self._$parts$running(_$s0) { _$part(.running($0)) }
    case .failed:
      [_$part(.failed)]
    case .done:
      [_$part(.done)]
    }
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    switch _$from {
    case .running(let _$s0):
      var _$held = _$s0
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if _$took, case .running(let _$t0) = _$to {
        Self._$trace$running(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.running($0)) }, into: &_$trace)
        return
      }
      if _$leave0 != nil {
        let _$source = Self._$leaving$running(_$s0, on: event, in: _$machine, blocked: _$blocked, { _$part(.running($0)) }, depth: 0)
        _$trace.land(from: Self._$parts(_$from, _$part), to: Self._$parts(_$to, _$part), source: _$source)
        return
      }
    default:
      break
    }
    _$trace.land(from: Self._$parts(_$from, _$part), to: Self._$parts(_$to, _$part))
  }

  /// The states `_$value` is in, outermost first, regions in declaration order.
  private nonisolated static func _$parts$running(_ _$value: Errand.Tasks, _ _$part: (Errand.Tasks.Part) -> Part) -> [Part] {
    Self._$parts$running$fetch(_$value.fetch) { _$part(.fetch($0)) }
    + Self._$parts$running$render(_$value.render) { _$part(.render($0)) }
  }

  /// Adds to `_$trace` a step inside these regions: each region's that took the event.
  private nonisolated static func _$trace$running(_ _$from: Errand.Tasks, _ _$to: Errand.Tasks, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    var _$exited: [[Part]] = []
    var _$moved = false
    do {
      var _$held = _$from.fetch
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$fetch(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: _$moved ? 0 : _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$running$fetch(_$from.fetch, _$to.fetch, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.fetch($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    do {
      var _$held = _$from.render
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$render(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: _$moved ? 0 : _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if _$took {
        var _$inner = FSMRuntime._StepTrace<Self>()
        Self._$trace$running$render(_$from.render, _$to.render, on: event, in: _$machine, blocked: _$moved ? 0 : _$blocked, { _$part(.render($0)) }, into: &_$inner)
        _$exited.append(_$inner.exited)
        _$trace.entered += _$inner.entered
        _$trace.rows += _$inner.rows
        _$moved = true
      }
    }
    _$trace.exited += _$exited.reversed().joined()
  }

  /// The source of the row that, from `_$value`, leaves for the table at `depth` above: the first region's to hand one over.
  private nonisolated static func _$leaving$running(_ _$value: Errand.Tasks, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Part) -> Part, depth: Swift.Int) -> Part {
    do {
      var _$held = _$value.fetch
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$fetch(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if !_$took, (depth == 0 && _$leave0 != nil) {
        return Self._$leaving$running$fetch(_$value.fetch, on: event, in: _$machine, blocked: _$blocked, { _$part(.fetch($0)) }, depth: depth)
      }
    }
    do {
      var _$held = _$value.render
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$render(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if !_$took, (depth == 0 && _$leave0 != nil) {
        return Self._$leaving$running$render(_$value.render, on: event, in: _$machine, blocked: _$blocked, { _$part(.render($0)) }, depth: depth)
      }
    }
    return Self._$parts$running(_$value, _$part)[0]
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$running$fetch(_ _$value: Errand.Tasks.Fetch, _ _$part: (Errand.Tasks.Fetch.Part) -> Part) -> [Part] {
    switch _$value {
    case .loading:
      [_$part(.loading)]
    case .loaded:
      [_$part(.loaded)]
    case .retrying(let _$s0):
      [_$part(.retrying(nil))] + Self._$parts$running$fetch$retrying(_$s0) { _$part(.retrying($0)) }
    }
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$running$fetch(_ _$from: Errand.Tasks.Fetch, _ _$to: Errand.Tasks.Fetch, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Fetch.Part) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    switch _$from {
    case .retrying(let _$s0):
      var _$held = _$s0
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      var _$leave1: Errand.Tasks.Fetch? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$fetch$retrying(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, leaving1: &_$leave1, blocked: _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if _$took, case .retrying(let _$t0) = _$to {
        Self._$trace$running$fetch$retrying(_$s0, _$t0, on: event, in: _$machine, blocked: _$blocked, { _$part(.retrying($0)) }, into: &_$trace)
        return
      }
      if _$leave1 != nil {
        let _$source = Self._$leaving$running$fetch$retrying(_$s0, on: event, in: _$machine, blocked: _$blocked, { _$part(.retrying($0)) }, depth: 1)
        _$trace.land(from: Self._$parts$running$fetch(_$from, _$part), to: Self._$parts$running$fetch(_$to, _$part), source: _$source)
        return
      }
    default:
      break
    }
    _$trace.land(from: Self._$parts$running$fetch(_$from, _$part), to: Self._$parts$running$fetch(_$to, _$part))
  }

  /// The source of the row that, from `_$value`, leaves for the table at `depth` above.
  private nonisolated static func _$leaving$running$fetch(_ _$value: Errand.Tasks.Fetch, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Fetch.Part) -> Part, depth: Swift.Int) -> Part {
    switch _$value {
    case .retrying(let _$s0):
      var _$held = _$s0
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$dropped = false
      var _$leave0: Self? = nil
      var _$leave1: Errand.Tasks.Fetch? = nil
      let _$took: Swift.Bool
      if let event {
        _$took = Self._$step$running$fetch$retrying(&_$held, on: event, in: _$machine, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, leaving1: &_$leave1, blocked: _$blocked, dropped: &_$dropped)
      } else {
        _$took = false
      }
      if !_$took, (depth == 0 && _$leave0 != nil) {
        return Self._$leaving$running$fetch$retrying(_$s0, on: event, in: _$machine, blocked: _$blocked, { _$part(.retrying($0)) }, depth: depth)
      }
    default:
      break
    }
    return Self._$parts$running$fetch(_$value, _$part)[0]
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$running$fetch$retrying(_ _$value: Errand.Tasks.Fetch.Backoff, _ _$part: (Errand.Tasks.Fetch.Backoff.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$running$fetch$retrying(_ _$from: Errand.Tasks.Fetch.Backoff, _ _$to: Errand.Tasks.Fetch.Backoff, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Fetch.Backoff.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$running$fetch$retrying(_$from, _$part), to: Self._$parts$running$fetch$retrying(_$to, _$part))
  }

  /// The source of the row that, from `_$value`, leaves for the table at `depth` above.
  private nonisolated static func _$leaving$running$fetch$retrying(_ _$value: Errand.Tasks.Fetch.Backoff, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Fetch.Backoff.Case) -> Part, depth: Swift.Int) -> Part {
    return Self._$parts$running$fetch$retrying(_$value, _$part)[0]
  }

  /// The states `_$value` is in, outermost first (W3C's configuration, in document order).
  private nonisolated static func _$parts$running$render(_ _$value: Errand.Tasks.Render, _ _$part: (Errand.Tasks.Render.Case) -> Part) -> [Part] {
    [_$part(_$value.case)]
  }

  /// Adds to `_$trace` a step of this table from `_$from` to `_$to`: inside a composite state, or a row of its own.
  private nonisolated static func _$trace$running$render(_ _$from: Errand.Tasks.Render, _ _$to: Errand.Tasks.Render, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Render.Case) -> Part, into _$trace: inout FSMRuntime._StepTrace<Self>) {
    _$trace.land(from: Self._$parts$running$render(_$from, _$part), to: Self._$parts$running$render(_$to, _$part))
  }

  /// The source of the row that, from `_$value`, leaves for the table at `depth` above.
  private nonisolated static func _$leaving$running$render(_ _$value: Errand.Tasks.Render, on event: Event?, in _$machine: Self, blocked _$blocked: Swift.Int, _ _$part: (Errand.Tasks.Render.Case) -> Part, depth: Swift.Int) -> Part {
    return Self._$parts$running$render(_$value, _$part)[0]
  }

  /// Whether `step` moved inside a composite state, its own rows aside.
  nonisolated static func _movesInside(_ step: FSMRuntime.Step<Self>) -> Swift.Bool {
    let event = step.event
    switch step.from {
    case .running(let _$s0):
      guard step.to.case == .running else {
        return false
      }
      var _$held = _$s0
      var _$heldEffect: Self.Effect? = nil
      var _$more: [Self.Effect]? = nil
      var _$leave0: Self? = nil
      var _$dropped = false
      return Self._$step$running(&_$held, on: event, in: step.from, effect: &_$heldEffect, more: &_$more, leaving0: &_$leave0, blocked: -1, dropped: &_$dropped)
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

  nonisolated static func _eventEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    var _$more: [Self.Effect]? = []
    _ = step.from._$transition(on: step.event, more: &_$more)
    if let _$collected = _$more, !_$collected.isEmpty {
      return _$collected
    }
    return step.effect.map { [$0] } ?? []
  }

  nonisolated static func _moreEffects(of step: FSMRuntime.Step<Self>) -> [Self.Effect] {
    Swift.Array(Self._eventEffects(of: step).dropFirst())
  }

  nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

  private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
    var _$all: [FSMRuntime.Edge<Self>] = []
    _$all.reserveCapacity(17)
    _$all.append(.init(source: .idle, event: .start, target: .running(nil)))
    _$all.append(.init(source: .failed, event: .start, target: .running(nil)))
    _$all.append(.init(source: .failed, event: .finish, target: .done))
    _$all.append(.init(source: .running(.fetch(.loading)), event: .succeed, target: .running(.fetch(.loaded))))
    _$all.append(.init(source: .running(.fetch(.loading)), event: .fail, target: .running(.fetch(.retrying(nil)))))
    _$all.append(.init(source: .running(.fetch(.loaded)), event: .crash, target: .failed, effect: .report))
    _$all.append(.init(source: .running(.fetch(.loaded)), event: .reset, target: .running(.fetch(.loading))))
    _$all.append(.init(source: .running(.fetch(.retrying(.waiting))), event: .fail, target: .running(.fetch(.retrying(.givingUp)))))
    _$all.append(.init(source: .running(.fetch(.retrying(.waiting))), event: .succeed, target: .running(.fetch(.loaded))))
    _$all.append(.init(source: .running(.fetch(.retrying(.givingUp))), event: .fail, target: .failed))
    _$all.append(.init(source: .running(.fetch(.retrying(.givingUp))), event: .retry, target: .running(.fetch(.retrying(nil)))))
    _$all.append(.init(source: .running(.render(.blank)), event: .draw, target: .running(.render(.drawn))))
    _$all.append(.init(source: .running(.render(.drawn)), event: .refetch, target: .running(.fetch(.loaded))))
    _$all.append(.init(source: .running(.render(.drawn)), event: .reset, target: .idle, effect: .cleared))
    _$all.append(.init(source: .running(.render(.blank)), event: .crash, target: .running(.render(.drawn))))
    _$all.append(.init(source: .running(.render(.drawn)), event: .restart, target: .running(nil)))
    _$all.append(.init(source: .running(.render(.blank)), event: .retry, target: .running(.fetch(.retrying(nil)))))
    return _$all
  }

  nonisolated static let dot: Swift.String = "digraph \"Errand\" {\n  rankdir=LR;\n  compound=true;\n  node [shape=ellipse];\n  \"__initial\" [shape=point, label=\"\"];\n  \"__initial\" -> \"idle\";\n  \"idle\";\n  subgraph \"cluster_running__held\" {\n    label=\"running\";\n    style=solid;\n    subgraph \"cluster_running.fetch__held\" {\n      label=\"fetch\";\n      style=dashed;\n      \"__initial_running.fetch\" [shape=point, label=\"\"];\n      \"__initial_running.fetch\" -> \"running.fetch.loading\";\n      \"running.fetch.loading\" [label=\"loading\"];\n      \"running.fetch.loaded\" [label=\"loaded\"];\n      subgraph \"cluster_running.fetch_retrying__held\" {\n        label=\"retrying\";\n        style=solid;\n        \"__initial_running.fetch.retrying\" [shape=point, label=\"\"];\n        \"__initial_running.fetch.retrying\" -> \"running.fetch.retrying.waiting\";\n        \"running.fetch.retrying.waiting\" [label=\"waiting\"];\n        \"running.fetch.retrying.givingUp\" [label=\"givingUp\"];\n        \"running.fetch.retrying.waiting\" -> \"running.fetch.retrying.givingUp\" [label=\"fail\"];\n      }\n      \"running.fetch.loading\" -> \"running.fetch.loaded\" [label=\"succeed\"];\n      \"running.fetch.loading\" -> \"__initial_running.fetch.retrying\" [label=\"fail\", lhead=\"cluster_running.fetch_retrying__held\"];\n      \"running.fetch.loaded\" -> \"running.fetch.loading\" [label=\"reset\"];\n    }\n    subgraph \"cluster_running.render__held\" {\n      label=\"render\";\n      style=dashed;\n      \"__initial_running.render\" [shape=point, label=\"\"];\n      \"__initial_running.render\" -> \"running.render.blank\";\n      \"running.render.blank\" [label=\"blank\"];\n      \"running.render.drawn\" [label=\"drawn\"];\n      \"running.render.blank\" -> \"running.render.drawn\" [label=\"draw\"];\n      \"running.render.blank\" -> \"running.render.drawn\" [label=\"crash\"];\n    }\n  }\n  \"failed\";\n  \"done\" [shape=doublecircle];\n  \"idle\" -> \"__initial_running.fetch\" [label=\"start\", lhead=\"cluster_running__held\"];\n  \"failed\" -> \"__initial_running.fetch\" [label=\"start\", lhead=\"cluster_running__held\"];\n  \"failed\" -> \"done\" [label=\"finish\"];\n  \"running.fetch.loaded\" -> \"failed\" [label=\"crash / report\"];\n  \"running.fetch.retrying.waiting\" -> \"running.fetch.loaded\" [label=\"succeed\"];\n  \"running.fetch.retrying.givingUp\" -> \"failed\" [label=\"fail\"];\n  \"running.fetch.retrying.givingUp\" -> \"__initial_running.fetch.retrying\" [label=\"retry\"];\n  \"running.render.drawn\" -> \"running.fetch.loaded\" [label=\"refetch\"];\n  \"running.render.drawn\" -> \"idle\" [label=\"reset / cleared\"];\n  \"running.render.drawn\" -> \"__initial_running.fetch\" [label=\"restart\"];\n  \"running.render.blank\" -> \"__initial_running.fetch.retrying\" [label=\"retry\", lhead=\"cluster_running.fetch_retrying__held\"];\n}\n"

  nonisolated static let mermaid: Swift.String = "stateDiagram-v2\n  [*] --> idle\n  state running {\n    [*] --> running_fetch_loading\n    state \"loading\" as running_fetch_loading\n    state \"loaded\" as running_fetch_loaded\n    state \"retrying\" as running_fetch_retrying {\n      [*] --> running_fetch_retrying_waiting\n      state \"waiting\" as running_fetch_retrying_waiting\n      state \"givingUp\" as running_fetch_retrying_givingUp\n      running_fetch_retrying_waiting --> running_fetch_retrying_givingUp : fail\n      running_fetch_retrying_waiting --> running_fetch_loaded : succeed\n      running_fetch_retrying_givingUp --> failed : fail\n      running_fetch_retrying_givingUp --> running_fetch_retrying : retry\n    }\n    running_fetch_loading --> running_fetch_loaded : succeed\n    running_fetch_loading --> running_fetch_retrying : fail\n    running_fetch_loaded --> failed : crash / report\n    running_fetch_loaded --> running_fetch_loading : reset\n    --\n    [*] --> running_render_blank\n    state \"blank\" as running_render_blank\n    state \"drawn\" as running_render_drawn\n    running_render_blank --> running_render_drawn : draw\n    running_render_drawn --> running_fetch_loaded : refetch\n    running_render_drawn --> idle : reset / cleared\n    running_render_blank --> running_render_drawn : crash\n    running_render_drawn --> running : restart\n    running_render_blank --> running_fetch_retrying : retry\n  }\n  idle --> running : start\n  failed --> running : start\n  failed --> done : finish\n  done --> [*]\n"

  nonisolated static let scxml: Swift.String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generated by FSM's @StateMachine from Errand's table. -->\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" name=\"Errand\" initial=\"idle\">\n  <state id=\"idle\">\n    <transition event=\"start\" target=\"running\"/>\n  </state>\n  <state id=\"failed\">\n    <transition event=\"start\" target=\"running\"/>\n    <transition event=\"finish\" target=\"done\"/>\n  </state>\n  <final id=\"done\"/>\n  <parallel id=\"running\">\n    <state id=\"running.fetch\" initial=\"running.fetch.loading\">\n      <state id=\"running.fetch.loading\">\n        <transition event=\"succeed\" target=\"running.fetch.loaded\"/>\n        <transition event=\"fail\" target=\"running.fetch.retrying\"/>\n      </state>\n      <state id=\"running.fetch.loaded\">\n        <transition event=\"reset\" target=\"running.fetch.loading\"/>\n        <transition event=\"crash\" target=\"failed\">\n          <send target=\"#_parent\" event=\"report\"/>\n        </transition>\n      </state>\n      <state id=\"running.fetch.retrying\" initial=\"running.fetch.retrying.waiting\">\n        <state id=\"running.fetch.retrying.waiting\">\n          <transition event=\"succeed\" target=\"running.fetch.loaded\"/>\n          <transition event=\"fail\" target=\"running.fetch.retrying.givingUp\"/>\n        </state>\n        <state id=\"running.fetch.retrying.givingUp\">\n          <transition event=\"fail\" target=\"failed\"/>\n          <transition event=\"retry\" target=\"running.fetch.retrying\"/>\n        </state>\n      </state>\n    </state>\n    <state id=\"running.render\" initial=\"running.render.blank\">\n      <state id=\"running.render.blank\">\n        <transition event=\"draw\" target=\"running.render.drawn\"/>\n        <transition event=\"retry\" target=\"running.fetch.retrying\"/>\n        <transition event=\"crash\" target=\"running.render.drawn\"/>\n      </state>\n      <state id=\"running.render.drawn\">\n        <transition event=\"refetch\" target=\"running.fetch.loaded\"/>\n        <transition event=\"reset\" target=\"idle\">\n          <send target=\"#_parent\" event=\"cleared\"/>\n        </transition>\n        <transition event=\"restart\" target=\"running\"/>\n      </state>\n    </state>\n  </parallel>\n</scxml>\n"

  nonisolated static let xstate: Swift.String = "{\n  \"id\": \"Errand\",\n  \"key\": \"Errand\",\n  \"type\": \"compound\",\n  \"initial\": {\n    \"target\": [\"idle\"],\n    \"source\": \"#Errand\",\n    \"actions\": []\n  },\n  \"states\": {\n    \"idle\": {\n      \"id\": \"Errand.idle\",\n      \"key\": \"idle\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"start\": [\n          {\n            \"target\": [\"#Errand.running\"],\n            \"source\": \"#Errand.idle\",\n            \"eventType\": \"start\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"failed\": {\n      \"id\": \"Errand.failed\",\n      \"key\": \"failed\",\n      \"type\": \"atomic\",\n      \"on\": {\n        \"start\": [\n          {\n            \"target\": [\"#Errand.running\"],\n            \"source\": \"#Errand.failed\",\n            \"eventType\": \"start\",\n            \"actions\": []\n          }\n        ],\n        \"finish\": [\n          {\n            \"target\": [\"#Errand.done\"],\n            \"source\": \"#Errand.failed\",\n            \"eventType\": \"finish\",\n            \"actions\": []\n          }\n        ]\n      }\n    },\n    \"done\": {\n      \"id\": \"Errand.done\",\n      \"key\": \"done\",\n      \"type\": \"final\"\n    },\n    \"running\": {\n      \"id\": \"Errand.running\",\n      \"key\": \"running\",\n      \"type\": \"parallel\",\n      \"states\": {\n        \"fetch\": {\n          \"id\": \"Errand.running.fetch\",\n          \"key\": \"fetch\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"loading\"],\n            \"source\": \"#Errand.running.fetch\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"loading\": {\n              \"id\": \"Errand.running.fetch.loading\",\n              \"key\": \"loading\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"succeed\": [\n                  {\n                    \"target\": [\"#Errand.running.fetch.loaded\"],\n                    \"source\": \"#Errand.running.fetch.loading\",\n                    \"eventType\": \"succeed\",\n                    \"actions\": []\n                  }\n                ],\n                \"fail\": [\n                  {\n                    \"target\": [\"#Errand.running.fetch.retrying\"],\n                    \"source\": \"#Errand.running.fetch.loading\",\n                    \"eventType\": \"fail\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"loaded\": {\n              \"id\": \"Errand.running.fetch.loaded\",\n              \"key\": \"loaded\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"reset\": [\n                  {\n                    \"target\": [\"#Errand.running.fetch.loading\"],\n                    \"source\": \"#Errand.running.fetch.loaded\",\n                    \"eventType\": \"reset\",\n                    \"actions\": []\n                  }\n                ],\n                \"crash\": [\n                  {\n                    \"target\": [\"#Errand.failed\"],\n                    \"source\": \"#Errand.running.fetch.loaded\",\n                    \"eventType\": \"crash\",\n                    \"actions\": [\n                      {\n                        \"type\": \"report\"\n                      }\n                    ]\n                  }\n                ]\n              }\n            },\n            \"retrying\": {\n              \"id\": \"Errand.running.fetch.retrying\",\n              \"key\": \"retrying\",\n              \"type\": \"compound\",\n              \"initial\": {\n                \"target\": [\"waiting\"],\n                \"source\": \"#Errand.running.fetch.retrying\",\n                \"actions\": []\n              },\n              \"states\": {\n                \"waiting\": {\n                  \"id\": \"Errand.running.fetch.retrying.waiting\",\n                  \"key\": \"waiting\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"succeed\": [\n                      {\n                        \"target\": [\"#Errand.running.fetch.loaded\"],\n                        \"source\": \"#Errand.running.fetch.retrying.waiting\",\n                        \"eventType\": \"succeed\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"fail\": [\n                      {\n                        \"target\": [\"#Errand.running.fetch.retrying.givingUp\"],\n                        \"source\": \"#Errand.running.fetch.retrying.waiting\",\n                        \"eventType\": \"fail\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                },\n                \"givingUp\": {\n                  \"id\": \"Errand.running.fetch.retrying.givingUp\",\n                  \"key\": \"givingUp\",\n                  \"type\": \"atomic\",\n                  \"on\": {\n                    \"fail\": [\n                      {\n                        \"target\": [\"#Errand.failed\"],\n                        \"source\": \"#Errand.running.fetch.retrying.givingUp\",\n                        \"eventType\": \"fail\",\n                        \"actions\": []\n                      }\n                    ],\n                    \"retry\": [\n                      {\n                        \"target\": [\"#Errand.running.fetch.retrying\"],\n                        \"source\": \"#Errand.running.fetch.retrying.givingUp\",\n                        \"eventType\": \"retry\",\n                        \"actions\": []\n                      }\n                    ]\n                  }\n                }\n              }\n            }\n          }\n        },\n        \"render\": {\n          \"id\": \"Errand.running.render\",\n          \"key\": \"render\",\n          \"type\": \"compound\",\n          \"initial\": {\n            \"target\": [\"blank\"],\n            \"source\": \"#Errand.running.render\",\n            \"actions\": []\n          },\n          \"states\": {\n            \"blank\": {\n              \"id\": \"Errand.running.render.blank\",\n              \"key\": \"blank\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"draw\": [\n                  {\n                    \"target\": [\"#Errand.running.render.drawn\"],\n                    \"source\": \"#Errand.running.render.blank\",\n                    \"eventType\": \"draw\",\n                    \"actions\": []\n                  }\n                ],\n                \"retry\": [\n                  {\n                    \"target\": [\"#Errand.running.fetch.retrying\"],\n                    \"source\": \"#Errand.running.render.blank\",\n                    \"eventType\": \"retry\",\n                    \"actions\": []\n                  }\n                ],\n                \"crash\": [\n                  {\n                    \"target\": [\"#Errand.running.render.drawn\"],\n                    \"source\": \"#Errand.running.render.blank\",\n                    \"eventType\": \"crash\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            },\n            \"drawn\": {\n              \"id\": \"Errand.running.render.drawn\",\n              \"key\": \"drawn\",\n              \"type\": \"atomic\",\n              \"on\": {\n                \"refetch\": [\n                  {\n                    \"target\": [\"#Errand.running.fetch.loaded\"],\n                    \"source\": \"#Errand.running.render.drawn\",\n                    \"eventType\": \"refetch\",\n                    \"actions\": []\n                  }\n                ],\n                \"reset\": [\n                  {\n                    \"target\": [\"#Errand.idle\"],\n                    \"source\": \"#Errand.running.render.drawn\",\n                    \"eventType\": \"reset\",\n                    \"actions\": [\n                      {\n                        \"type\": \"cleared\"\n                      }\n                    ]\n                  }\n                ],\n                \"restart\": [\n                  {\n                    \"target\": [\"#Errand.running\"],\n                    \"source\": \"#Errand.running.render.drawn\",\n                    \"eventType\": \"restart\",\n                    \"actions\": []\n                  }\n                ]\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"

  nonisolated static func _xstateKeys(of part: Part) -> [Swift.String] {
    switch part {
    case .idle:
      ["idle"]
    case .running(nil):
      ["running"]
    case .running(.some(.fetch(.loading))):
      ["running", "fetch", "loading"]
    case .running(.some(.fetch(.loaded))):
      ["running", "fetch", "loaded"]
    case .running(.some(.fetch(.retrying(nil)))):
      ["running", "fetch", "retrying"]
    case .running(.some(.fetch(.retrying(.some(.waiting))))):
      ["running", "fetch", "retrying", "waiting"]
    case .running(.some(.fetch(.retrying(.some(.givingUp))))):
      ["running", "fetch", "retrying", "givingUp"]
    case .running(.some(.render(.blank))):
      ["running", "render", "blank"]
    case .running(.some(.render(.drawn))):
      ["running", "render", "drawn"]
    case .failed:
      ["failed"]
    case .done:
      ["done"]
    }
  }
}

extension Errand.Event: FSMRuntime.CaseDiscriminable {}

extension Errand.Effect: FSMRuntime.CaseDiscriminable {}

extension Errand: FSMRuntime.StateMachine {}
