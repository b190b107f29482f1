// Rows of a machine held by a composite state that leave it (the Composition article, "How a
// row inside leaves"): the target is a `Part` of the machine at the top, so a row may go to any
// state of the tree. The forms keep the rule of `Transition+From.swift`: a row keeps no target
// (`@StateMachine` reads it as written), so a table of them is still a constant.

extension Transition where M: Region {
  /// A row from `source` on `event` that leaves for `target`, a state of the machine at the top
  /// named from there: `.retrying`, or `.processing(.shipping(.shipped))` for a state inside a
  /// composite state (its other regions start at their initial cases).
  ///
  /// It keeps its source's priority (it is the inner row), exits every state up to the
  /// innermost one holding both its source and its target, and enters down to the target.
  /// ``Transition/target`` is `nil` for it.
  @inlinable
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .one(source), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from each of `sources` on `event` that leaves for `target`, a state of the machine
  /// at the top named from there.
  @inlinable
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    on event: M.Event.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state but `excluded` (and but final states) on `event` that leaves for
  /// `target`, a state of the machine at the top named from there.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state of `superstate` on `event` that leaves for `target`, a state of
  /// the machine at the top named from there.
  @inlinable
  public static func within(
    _ superstate: M.Superstate,
    on event: M.Event.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// An eventless row from `source` that leaves for `target`, a state of the machine at the top
  /// named from there: taken as soon as the machine is in `source` and `guardCondition`
  /// passes, after the step that entered it, as any eventless row.
  @inlinable
  public static func from(
    _ source: M.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(source), target: nil, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }

  /// An eventless row from each of `sources` that leaves for `target`, a state of the machine
  /// at the top named from there.
  @inlinable
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), target: nil, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }

  /// An eventless row from every case of `superstate` (except final cases) that leaves for
  /// `target`, a state of the machine at the top named from there.
  @inlinable
  public static func within(
    _ superstate: M.Superstate,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: nil, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }

  // Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source (the delay is
  // the macro's to read: each row is the untimed one).

  /// A timed row from `source` that leaves for `target`, a state of the machine at the top.
  @inlinable
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    from(source, on: event, leavingTo: target, emit: effect, when: guardCondition)
  }

  /// A timed row from `source` that leaves for `target`, a state of the machine at the top.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    from(source, on: event, leavingTo: target, emit: effect, when: guardCondition)
  }

  /// A timed row from each of `sources` that leaves for `target`.
  @inlinable
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A timed row from each of `sources` that leaves for `target`.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func from(
    _ sources: @autoclosure @escaping @Sendable () -> [M.Case],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A timed row from every state but `excluded` that leaves for `target`.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A timed row from every state but `excluded` that leaves for `target`.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A timed row from every state of `superstate` that leaves for `target`.
  @inlinable
  public static func within(
    _ superstate: M.Superstate,
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    within(superstate, on: event, leavingTo: target, emit: effect, when: guardCondition)
  }

  /// A timed row from every state of `superstate` that leaves for `target`.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func within(
    _ superstate: M.Superstate,
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    within(superstate, on: event, leavingTo: target, emit: effect, when: guardCondition)
  }

  /// A completion row that leaves for `target`, a state of the machine at the top: taken when
  /// `superstate` is done (a case its declaration lists as `final:` entered).
  @inlinable
  public static func onDone(
    _ superstate: M.Superstate,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), target: nil, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }

  /// A completion row of a state that holds a machine (`@Composite`) that leaves for `target`,
  /// a state of the machine at the top: taken when the machine `state` holds is done.
  @inlinable
  public static func onDone(
    _ state: M.Case,
    leavingTo target: M.Parent.Part,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: StateGuard? = nil
  ) -> Self {
    Self(
      sources: .one(state), target: nil, effect: effect, guardCondition: guardCondition,
      builder: nil)
  }
}
