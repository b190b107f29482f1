/// One row of a machine's transition table.
///
/// You write rows inside the enum, in one or more `static let transitions…: [Transition]`
/// arrays, and `@StateMachine` reads them as syntax to generate the machine. The values exist too,
/// so the compiler checks every name in a row and the editor completes them, but the generated
/// code never interprets them at run time.
///
/// ```swift
/// static let transitions: [Transition] = [
///   .from(.locked, on: .coin, to: .unlocked, emit: .unlockGate),
///   .from([.locked, .unlocked], on: .kick, to: .broken),
///   .fromAny(except: [.broken], on: .fail, to: .broken, emit: .alert),
///   .from(.loading, on: .progress, build: { state, event in ... }),
///   .from(.connecting, on: .timeout, after: .seconds(10), to: .failed),
/// ]
/// ```
///
/// A machine with superstates (``SuperstateDeclaration``) also has `within` rows, one row for
/// every case of a superstate: `.within(.active, on: .stop, to: .stopped)`. A state's own rows
/// win over those of its superstates, an inner superstate's over an outer one's, and all of them
/// over `fromAny` rows.
///
/// Every row form takes `after:` right after `on:`: the row's event becomes *timed* in the row's
/// source states, and a ``Machine`` sends it by itself that long after entering one of them
/// (see ``Machine`` and ``StateMachine/timedEvents(in:)``). `@StateMachine` reads the delay as
/// you wrote it and generates `timedEvents(in:)` from it; a row does not keep it.
///
/// A row that keeps its state is written with `stay`: `.stay(in: .downloading, on: .progress,
/// build: { … })` changes the payload without exiting, so the state's timers and activities go on.
///
/// The row forms are in `Transition+From.swift`, `Transition+FromAny.swift`,
/// `Transition+Within.swift` (one file per kind of source) and `Transition+Stay.swift`.
//
// NB: a row keeps no delay because a stored one, even `nil`, made the compiler build every
// table at run time instead of laying it out as a constant, and the optimizer then no longer saw
// which closure a guard or a builder calls, to inline it (Benchmarks, W4 and W5 `fsm`). The timed forms are
// overloads of their own because a defaulted `after:` parameter on every form made the type
// checker slower on large tables (Benchmarks/Scripts/compile-time.py).
public struct Transition<M: MachineTable>: Sendable {
  /// A guard: whether the row fires for this state and event.
  public typealias Guard = @Sendable (M, M.Event) -> Bool
  /// A builder: the target state computed from the state and event.
  public typealias Builder = @Sendable (M, M.Event) -> M
  /// The guard of an eventless or completion row: whether the row fires for this state.
  public typealias StateGuard = @Sendable (M) -> Bool
  /// The builder of an eventless or completion row: the target computed from the state.
  public typealias StateBuilder = @Sendable (M) -> M

  /// The states a row leaves.
  public enum Sources: Hashable, Sendable {
    /// The listed states.
    case states([M.Case])
    /// Every state except the listed ones (and except final states).
    case anyExcept([M.Case])
    /// Every case of the superstate, those of the superstates nested in it included (except
    /// final states).
    case within(M.Superstate)
  }

  /// How the sources are stored: without an array, so that a table of rows is a constant the
  /// compiler lays out at build time (a `static let` holding an array that holds arrays is built
  /// at run time instead). A list is kept as the closure that makes it: the `@autoclosure` of
  /// the array literal you wrote, which captures nothing.
  ///
  /// That constant is what makes guards and builders fast: the code `@StateMachine` generates
  /// reads a row's closure from your table, and the optimizer, seeing the table's value, calls
  /// the closure directly and inlines it.
  @usableFromInline
  enum SourceStorage: Sendable {
    case one(M.Case)
    case states(@Sendable () -> [M.Case])
    case anyExcept(@Sendable () -> [M.Case])
    case within(M.Superstate)
  }

  @usableFromInline var sourceStorage: SourceStorage

  /// The states the row leaves.
  public var sources: Sources {
    get {
      switch sourceStorage {
      case .one(let source): .states([source])
      case .states(let list): .states(list())
      case .anyExcept(let list): .anyExcept(list())
      case .within(let superstate): .within(superstate)
      }
    }
    set {
      switch newValue {
      case .states(let list): sourceStorage = .states { list }
      case .anyExcept(let list): sourceStorage = .anyExcept { list }
      case .within(let superstate): sourceStorage = .within(superstate)
      }
    }
  }

  /// The event that triggers it; `nil` for an eventless row (written without `on:`) and a
  /// completion row (`onDone`, whose sources are `.within` its superstate).
  public var event: M.Event.Case? {
    get { storedEvent }
    set { storedEvent = newValue }
  }

  /// The event; `nil` for an eventless or completion row.
  //
  // NB: an optional of the event's case, as small as the case: an enum of the three kinds of
  // trigger here made the generated code stop inlining an event row's closures read from the
  // table (Benchmarks, W5's `fsm`: 28.1 instructions a step instead of 14.6), and a field more
  // makes the table a run-time value (see `TargetStorage`).
  @usableFromInline var storedEvent: M.Event.Case?

  /// Where the row goes, when the table says: a case (`to:`), or a superstate's history
  /// (`toHistoryOf:`).
  //
  // NB: one field for both, not a field each: a table whose rows have one more stored field
  // is built at run time instead of laid out as a constant (`ConstantTableTests` saw it).
  @usableFromInline
  enum TargetStorage: Sendable {
    case state(M.Case)
    case history(M.Superstate)
    /// A row that stays (`stay`, `stayInAny`): no target, no exit, no entry.
    case stay
  }

  @usableFromInline var targetStorage: TargetStorage?

  /// The target named by `to:`, if any.
  public var target: M.Case? {
    get {
      if case .state(let state) = targetStorage { state } else { nil }
    }
    set { targetStorage = newValue.map(TargetStorage.state) }
  }

  /// The superstate whose history the row returns to (`toHistoryOf:`), if any.
  public var historyOf: M.Superstate? {
    if case .history(let superstate) = targetStorage { superstate } else { nil }
  }

  /// Whether the row stays in its state (`stay`, `stayInAny`): it may change the payload
  /// (`build:`) and emit an effect, and it neither exits nor enters anything.
  public var stays: Bool {
    if case .stay = targetStorage { true } else { false }
  }
  /// The effect named by `emit:`, if any.
  public var effect: M.Effect.Case?

  /// The `when:` guard, if any. An eventless or completion row's guard, which takes the state
  /// alone, is called with the state and ignores the event.
  public var guardCondition: Guard? {
    get {
      if let condition = guards.event { return condition }
      guard let condition = guards.state else { return nil }
      return { state, _ in condition(state) }
    }
    set { guards.event = newValue }
  }

  /// The `build:` closure, if any. An eventless or completion row's builder, which takes the
  /// state alone, is called with the state and ignores the event.
  public var builder: Builder? {
    get {
      if let build = builders.event { return build }
      guard let build = builders.state else { return nil }
      return { state, _ in build(state) }
    }
    set { builders.event = newValue }
  }

  /// The `when:` closure: a row with an event's, or an eventless or completion row's, which
  /// takes the state alone.
  //
  // NB: a tuple of both kinds, in one field. In fields of their own, the table is built at run
  // time (one field more does it); as an enum of both kinds, an event row's closures were no
  // longer inlined (Benchmarks, W5's `fsm`: 28.1 instructions a step instead of 14.6); as an
  // enum case's payload beside the target (`TargetStorage`), the table was built at run time
  // and an eventless row's closures called through it (W9's `fsm`: 102.6 instructions a step).
  // A tuple's elements are read as a struct's fields: the table stays a constant, and each
  // closure is inlined (`ConstantTableTests`; W9's `fsm`: 19.3 instructions a step, against
  // 27.8 with the closures in an enum case of their own and the target in a tuple beside the
  // event).
  @usableFromInline var guards: (event: Guard?, state: StateGuard?)
  /// The `build:` closure, of either kind (see `guards`).
  @usableFromInline var builders: (event: Builder?, state: StateBuilder?)

  @inlinable
  init(
    sources: SourceStorage,
    event: M.Event.Case,
    target: TargetStorage?,
    effect: M.Effect.Case?,
    guardCondition: Guard?,
    builder: Builder?
  ) {
    self.sourceStorage = sources
    self.storedEvent = event
    self.targetStorage = target
    self.effect = effect
    self.guards = (guardCondition, nil)
    self.builders = (builder, nil)
  }

  /// An eventless or completion row: the same at run time (which rows fire on a completion is
  /// the generated code's to know).
  @inlinable @inline(__always)
  init(
    sources: SourceStorage,
    target: M.Case?,
    effect: M.Effect.Case?,
    guardCondition: StateGuard?,
    builder: StateBuilder?
  ) {
    self.sourceStorage = sources
    self.storedEvent = nil
    self.targetStorage = target.map(TargetStorage.state)
    self.effect = effect
    self.guards = (nil, guardCondition)
    self.builders = (nil, builder)
  }

  /// An eventless or completion row back to a superstate's history.
  @inlinable @inline(__always)
  init(
    sources: SourceStorage,
    historyOf superstate: M.Superstate,
    effect: M.Effect.Case?,
    guardCondition: StateGuard?
  ) {
    self.sourceStorage = sources
    self.storedEvent = nil
    self.targetStorage = .history(superstate)
    self.effect = effect
    self.guards = (nil, guardCondition)
    self.builders = (nil, nil)
  }
}

// MARK: - Hooks for generated code

extension Transition {
  /// Whether the row's guard passes for `state` and `event`; `true` without a guard.
  ///
  /// - Warning: Generated by `@StateMachine`; not meant to be called directly.
  @_documentation(visibility: private)
  @inlinable
  public func _passesGuard(_ state: M, _ event: M.Event) -> Bool {
    guards.event?(state, event) ?? true
  }

  /// Whether an eventless or completion row's guard passes for `state`; `true` without a guard.
  ///
  /// - Warning: Generated by `@StateMachine`; not meant to be called directly.
  @_documentation(visibility: private)
  @inlinable
  public func _passesGuard(_ state: M) -> Bool {
    guards.state?(state) ?? true
  }

  /// The target an eventless or completion row's `build:` closure computes for `state`.
  ///
  /// - Warning: Generated by `@StateMachine`, only for such rows written with `build:`; not
  ///   meant to be called directly.
  @_documentation(visibility: private)
  @inlinable
  public func _buildTarget(_ state: M) -> M {
    guard let build = builders.state else {
      preconditionFailure(
        "@StateMachine generated a call to the 'build:' closure of a row without one")
    }
    return build(state)
  }

  /// The target the row's `build:` closure computes for `state` and `event`.
  ///
  /// - Warning: Generated by `@StateMachine`, only for rows written with `build:`; not meant to
  ///   be called directly.
  @_documentation(visibility: private)
  @inlinable
  public func _buildTarget(_ state: M, _ event: M.Event) -> M {
    guard let build = builders.event else {
      preconditionFailure(
        "@StateMachine generated a call to the 'build:' closure of a row without one")
    }
    return build(state, event)
  }
}
