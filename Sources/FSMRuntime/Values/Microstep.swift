/// A move a machine makes by itself, right after a step (or when a ``Machine`` is created): an
/// eventless row (written without `on:`), or a completion row (`onDone`) of a superstate whose
/// final case was entered.
///
/// A step's target *settles*: the machine takes the enabled eventless rows of its state, one
/// microstep at a time (own rows first, then those of its superstates, innermost first, each in
/// table order), and when none is enabled, the completions raised by entering final cases of
/// superstates, in the order they were raised; it stops when neither is left. That is SCXML's
/// macrostep, a completion being SCXML's internal `done.state.<id>` event.
public struct Microstep<M: StateMachine> {
  /// The state before the microstep.
  public var from: M
  /// The state after it.
  public var to: M
  /// The effect the row emits, if any.
  public var effect: M.Effect?
  /// The superstate whose completion row this is; `nil` for an eventless row.
  public var completed: M.Superstate?
  /// In a machine with regions, the effects of the other regions that moved, after ``effect``
  /// (see ``effects``).
  @_documentation(visibility: private)
  public var _moreEffects: [M.Effect]
  /// The regions that moved, a bit each in declaration order (`1` for a machine without
  /// regions).
  @_documentation(visibility: private)
  public var _moved: UInt64
  /// For a completion row of a machine some state holds, the number the tree gives that
  /// completion (``StateMachine/_raiseCompletions(entered:in:into:)``); `-1` otherwise. The
  /// trace of the microstep runs that completion's rows again.
  @_documentation(visibility: private)
  public var _completion: Int

  /// A microstep from `from` to `to`, emitting `effect`; `completed` is the superstate whose
  /// completion row it is, `nil` for an eventless row.
  @inlinable
  public init(from: M, to: M, effect: M.Effect? = nil, completed: M.Superstate? = nil) {
    self.init(from: from, to: to, effect: effect, completed: completed, _moreEffects: [], _moved: 1)
  }

  /// A microstep of a machine with regions: every region whose first enabled eventless row (or
  /// completion row of `completed`) moved it, `_moved` saying which.
  @_documentation(visibility: private)
  @inlinable
  public init(
    from: M, to: M, effect: M.Effect?, completed: M.Superstate?, _moreEffects: [M.Effect],
    _moved: UInt64, _completion: Int = -1
  ) {
    self.from = from
    self.to = to
    self.effect = effect
    self.completed = completed
    self._moreEffects = _moreEffects
    self._moved = _moved
    self._completion = _completion
  }

  /// Every effect of the microstep: ``effect``, and in a machine with regions those of the
  /// other regions that moved, in declaration order.
  @inlinable
  public var effects: [M.Effect] {
    guard let effect else { return [] }
    return [effect] + _moreEffects
  }

  /// The most microsteps a machine takes after one event, or when it is created. A machine
  /// whose guarded eventless rows still find one to take after that many rejects the event,
  /// with ``InvalidTransition/Reason-swift.enum/microstepLimit``, and its state is unchanged:
  /// it is a cycle whose guards never let it stop. (A cycle of eventless rows without guards is
  /// a compile-time error.)
  // Inlinable: generated code tests it after each microstep (W9).
  @inlinable
  public static var limit: Int { 1_000 }
}

extension Microstep: Equatable where M: Equatable, M.Effect: Equatable, M.Superstate: Equatable {}
extension Microstep: Sendable where M: Sendable, M.Effect: Sendable {}

extension Microstep: CustomStringConvertible {
  /// `checking --> approved`, or `uploaded --done(upload)--> summary`, naming cases only.
  public var description: String {
    let arrow = completed.map { "--done(\($0))-->" } ?? "-->"
    var text = "\(from.case) \(arrow) \(to.case)"
    if let effect {
      text += " / \(effect.case)"
    }
    return text
  }
}

/// A completion raised and not yet taken, in SCXML's internal queue: one of the machine's own
/// superstates, or a completion inside a machine one of its states holds, by the number the
/// generated code gives it (``StateMachine/_raiseCompletions(entered:in:into:)``).
@_documentation(visibility: private)
public enum _Completion<M: StateMachine> {
  case superstate(M.Superstate)
  case inside(Int)
}

extension StateMachine {
  /// Takes the microsteps `state` settles by (see ``Microstep``), recording each in `memory`
  /// and handing it to `each`, in order. Returns `false` when ``Microstep/limit`` was reached:
  /// `state` and `memory` are then the last ones reached, for the caller to drop.
  ///
  /// `entered`: the regions the step before it entered a case of (every one, for a machine
  /// just created); `first`: that step, whose entered states raise the completions of a machine
  /// whose held machines complete (``_completesInside``; every active state, without one).
  ///
  /// `package`: `FSMRuntime` (``_settled(_:memory:)``, which generated code calls), `FSMTesting`
  /// and the crosscheck tool call it.
  @inlinable
  package static func _settle(
    _ state: inout Self, entered: UInt64 = ~0, first: Step<Self>? = nil,
    memory: inout StateMemory<Self>, each: (Microstep<Self>) -> Void
  ) -> Bool {
    if _completesInside {
      return _settleQueuingInside(&state, first: first, memory: &memory, each: each)
    }
    // The completions raised and not yet processed: SCXML's internal queue.
    var completions: [Superstate] = []
    _raiseCompletions(entering: state, moved: entered, into: &completions)
    var taken = 0
    while true {
      var next = state._nextMicrostep(completing: nil, memory: memory)
      while next == nil, !completions.isEmpty {
        next = state._nextMicrostep(completing: completions.removeFirst(), memory: memory)
      }
      guard let microstep = next else { return true }
      taken += 1
      guard taken <= Microstep<Self>.limit else { return false }
      if _hasHistory {
        _recordHistory(
          from: microstep.from, to: microstep.to, moved: microstep._moved, into: &memory)
      }
      state = microstep.to
      _raiseCompletions(entering: state, moved: microstep._moved, into: &completions)
      each(microstep)
    }
  }

  /// `_settle` for a machine whose held machines complete: one queue for the whole tree, each
  /// completion raised as the states a step or microstep entered say, in the order they were
  /// entered (W3C's `done.state.<id>` events on the internal queue), and taken after every
  /// eventless row, one per microstep; a completion none of whose rows is enabled is dropped.
  @inlinable
  static func _settleQueuingInside(
    _ state: inout Self, first: Step<Self>?, memory: inout StateMemory<Self>,
    each: (Microstep<Self>) -> Void
  ) -> Bool {
    var completions: [_Completion<Self>] = []
    _raiseCompletions(
      entered: first.map { _trace(of: $0).entered } ?? _activeParts(of: state), in: state,
      into: &completions)
    var taken = 0
    while true {
      var next = state._nextMicrostep(completing: nil, memory: memory)
      while next == nil, !completions.isEmpty {
        switch completions.removeFirst() {
        case .superstate(let superstate):
          next = state._nextMicrostep(completing: superstate, memory: memory)
        case .inside(let number):
          next = state._nextMicrostep(completingInside: number, memory: memory)
        }
      }
      guard let microstep = next else { return true }
      taken += 1
      guard taken <= Microstep<Self>.limit else { return false }
      if _hasHistory {
        _recordHistory(of: microstep, into: &memory)
      }
      state = microstep.to
      _raiseCompletions(entered: _trace(of: microstep).entered, in: state, into: &completions)
      each(microstep)
    }
  }

  /// `step` followed by the microsteps its target settles by, as one step: from `step`'s
  /// source to where the machine settles, emitting the first effect on the way (``Step/effects``
  /// lists them all); `nil` when ``Microstep/limit`` was reached.
  ///
  /// - Warning: Generated code calls it; not meant to be called directly.
  @_documentation(visibility: private)
  @inlinable
  public static func _settled(_ step: Step<Self>, memory: StateMemory<Self>) -> Step<Self>? {
    var state = step.to
    var memory = memory
    memory.record(step)
    var effect = step.effect
    let settled = _settle(
      &state, entered: _regionsMoved(by: step), first: step, memory: &memory
    ) {
      microstep in
      if effect == nil {
        effect = microstep.effect
      }
    }
    guard settled else { return nil }
    return Step(from: step.from, event: step.event, to: state, effect: effect)
  }

  /// The microsteps a step settles by, from its source's first step on its event, a history
  /// row going where an empty memory says (as ``transition(on:)`` does). Empty for a machine
  /// without eventless or completion rows.
  public static func microsteps(of step: Step<Self>) -> [Microstep<Self>] {
    guard _settles, let first = step.from._firstStep(on: step.event, memory: StateMemory()) else {
      return []
    }
    var state = first.to
    var memory = StateMemory<Self>()
    memory.record(first)
    var microsteps: [Microstep<Self>] = []
    _ = _settle(&state, entered: _regionsMoved(by: first), first: first, memory: &memory) {
      microsteps.append($0)
    }
    return microsteps
  }
}
