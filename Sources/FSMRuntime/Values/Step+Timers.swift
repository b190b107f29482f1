// The timers a step cancels and starts, and where a machine created in a state starts: what a
// `Machine` works out for itself, as values for code that drives a machine without one (the
// inspector, a server's step, a test).

extension Step {
  /// The timers the step cancels: the timed rows (`after:`) of the states it left, as ``from``
  /// times them, in the scopes the step (its microsteps included) left or entered anew. A
  /// ``Machine`` cancels those still pending; a timer that already fired is among them too.
  /// Empty for a row that stays, which leaves nothing.
  ///
  /// A history row's microsteps are found as ``StateMachine/microsteps(of:)`` finds them.
  @inlinable
  public var cancelledTimers: [TimedEvent<M>] {
    guard M._hasTimers else { return [] }
    return timers(of: from)
  }

  /// The timers the step starts: the timed rows (`after:`) of its settled target, ``to``, in
  /// the scopes the step (its microsteps included) left or entered anew, each `delay` after the
  /// step; the other scopes' timers go on. A state that a microstep of the step passes through
  /// starts none. Empty for a row that stays.
  @inlinable
  public var startedTimers: [TimedEvent<M>] {
    guard M._hasTimers else { return [] }
    return timers(of: to)
  }

  /// The scopes the step and its microsteps moved: those whose timers a `Machine` restarts.
  @inlinable
  var movedTimerScopes: UInt64 {
    partsMoved.moved.reduce(0, |)
  }

  /// `state`'s timed events in the scopes the step moved, scope by scope.
  @inlinable
  func timers(of state: M) -> [TimedEvent<M>] {
    let moved = movedTimerScopes
    if M._scopeCount == 1 { return moved & 1 != 0 ? M._timedEvents(of: state, scope: 0) : [] }
    return (0..<M._scopeCount).filter { moved & (1 << UInt64($0)) != 0 }
      .flatMap { M._timedEvents(of: state, scope: $0) }
  }
}

extension StateMachine {
  /// Where a ``Machine`` created in this state starts: the state after the eventless rows and
  /// completion rows its entry enables have run (the Eventless Rows article), or this state
  /// when they reach ``Microstep/limit``, which a `Machine` keeps as given. A machine without
  /// eventless or completion rows starts where it is created.
  ///
  /// ```swift
  /// Expense.checking(amount: 40).settled  // approved(amount: 40): `isSmall` holds
  /// ```
  @inlinable
  public var settled: Self {
    guard Self._settles else { return self }
    var state = self
    var memory = StateMemory<Self>()
    return Self._settle(&state, memory: &memory) { _ in } ? state : self
  }
}
