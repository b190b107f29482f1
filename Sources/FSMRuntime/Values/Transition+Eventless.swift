// Eventless rows (written without `on:`) and completion rows (`onDone`). Their guards and
// builders take the state alone: nothing else decides when an eventless row fires, also when a
// `Machine` settles its initial state, before any event.
//
// The forms keep the rule of `Transition+From.swift`: a list of sources is the `@autoclosure` of
// the literal the user wrote, stored as it is, so that a table stays a constant.

extension Transition {
  /// An eventless row from `source` to `target`: taken as soon as the machine is in `source`
  /// and `guardCondition` passes, after the step that entered `source`, before the next event.
  @inlinable @inline(__always)
  public static func from(
    _ source: M.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(source), target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// An eventless row from each of `sources` to `target`.
  @inlinable @inline(__always)
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// An eventless row from `source` whose target `build` computes from the state.
  @inlinable @inline(__always)
  public static func from(
    _ source: M.Case,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(source), target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from each of `sources` whose target `build` computes from the state.
  @inlinable @inline(__always)
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from `source` to the case `target`, whose payload `build` computes.
  @inlinable @inline(__always)
  public static func from(
    _ source: M.Case,
    to target: M.Case,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(source), target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from each of `sources` to the case `target`, whose payload `build`
  /// computes.
  @inlinable @inline(__always)
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    to target: M.Case,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from every case of `superstate` (except final cases) to `target`.
  ///
  /// A case's own eventless rows, and those of a superstate nested in `superstate` that
  /// contains it, are tried first.
  @inlinable @inline(__always)
  public static func within(
    _ superstate: M.Superstate,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// An eventless row from every case of `superstate` (except final cases) whose target
  /// `build` computes from the state.
  @inlinable @inline(__always)
  public static func within(
    _ superstate: M.Superstate,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from every case of `superstate` (except final cases) to the case
  /// `target`, whose payload `build` computes from the state.
  @inlinable @inline(__always)
  public static func within(
    _ superstate: M.Superstate,
    to target: M.Case,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A completion row: taken when `superstate` is done, that is when the machine enters one of
  /// the cases its declaration lists as `final:` (XState's `onDone`, SCXML's
  /// `done.state.<id>`).
  ///
  /// The completion is processed after the eventless rows the entry enables, before the next
  /// event; the row fires if the machine is still in `superstate` then and `guardCondition`
  /// passes.
  @inlinable @inline(__always)
  public static func onDone(
    _ superstate: M.Superstate,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A completion row of a state that holds a machine (`@Composite`): taken when the machine it
  /// holds is done, a held enum in a `@Final` case, a held struct with every region in one
  /// (SCXML's `done.state.<id>` of a compound or parallel state).
  ///
  /// As a superstate's, it is processed after the eventless rows the step enables, before the
  /// next event, if the machine is still in `state` then and `guardCondition` passes.
  @inlinable @inline(__always)
  public static func onDone(
    _ state: M.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(state), target: target, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }

  /// A completion row whose target `build` computes from the state (a final case of
  /// `superstate`).
  @inlinable @inline(__always)
  public static func onDone(
    _ superstate: M.Superstate,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A completion row to the case `target`, whose payload `build` computes from the state.
  @inlinable @inline(__always)
  public static func onDone(
    _ superstate: M.Superstate,
    to target: M.Case,
    build: @escaping StateBuilder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// An eventless row from `source` back to where `superstate` was left (its history; see
  /// ``SuperstateHistory``): its default the first time.
  @inlinable @inline(__always)
  public static func from(
    _ source: M.Case,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(source), historyOf: superstate, effect: effect,
      guardCondition: guardCondition)
  }

  /// An eventless row from each of `sources` back to where `superstate` was left.
  @inlinable @inline(__always)
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), historyOf: superstate, effect: effect,
      guardCondition: guardCondition)
  }

  /// An eventless row from every case of `within` (except final cases) back to where
  /// `superstate` was left.
  @inlinable @inline(__always)
  public static func within(
    _ within: M.Superstate,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(within), historyOf: superstate, effect: effect,
      guardCondition: guardCondition)
  }

  /// A completion row of `completed` back to where `superstate` was left (its history).
  @inlinable @inline(__always)
  public static func onDone(
    _ completed: M.Superstate,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(completed), historyOf: superstate, effect: effect,
      guardCondition: guardCondition)
  }
}
