// The rule every form here keeps: the table a user writes must stay a constant that the
// compiler lays out at build time, for the generated code reads a row's closures from it and
// the optimizer inlines them only when it sees the table's value.
//
// A form whose sources are a list takes them as an `@autoclosure` (the array literal the user
// wrote, which captures nothing) and builds its row itself with `Self(sources: …)`. Forwarding
// it to another form, `from(sources(), …)`, wraps it in a new closure that captures the first,
// and a table holding a capturing closure is built at run time unless the optimizer inlines the
// forwarding away (the benchmark's tables lost their constant that way; Swift 6.3's optimizer
// folds it in the test's shape, which these forms do not rely on). A form with one source or a
// superstate holds no closure of its own and may forward. `ConstantTableTests` compiles a table
// of every form with `-O` and fails when one is not a constant.

extension Transition {
  /// A row from every state except `excluded` (and except final states) on `event` to `target`.
  ///
  /// A row that names its source state explicitly wins over a `fromAny` row for the same event.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` (and except final states) on `event` to `target`.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  ///
  /// A row that names its source state explicitly wins over a `fromAny` row for the same event.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` (and except final states) on `event` to `target`.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  ///
  /// A row that names its source state explicitly wins over a `fromAny` row for the same event.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` on `event` whose target is computed by `build`.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` on `event` whose target is computed by `build`.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` on `event` whose target is computed by `build`.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` on `event` to the case `target`, whose payload
  /// `build` computes.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` on `event` to the case `target`, whose payload
  /// `build` computes.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` on `event` to the case `target`, whose payload
  /// `build` computes.
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .state(target), effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from every state except `excluded` (and except final states) on `event` back to
  /// where `superstate` was left (its history; see ``SuperstateHistory``).
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .history(superstate),
      effect: effect, guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` (and except final states) on `event` back to
  /// where `superstate` was left (its history; see ``SuperstateHistory``).
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @autoclosure () -> Duration,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .history(superstate),
      effect: effect, guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` (and except final states) on `event` back to
  /// where `superstate` was left (its history; see ``SuperstateHistory``).
  ///
  /// Timed: a ``Machine`` sends `event` by itself `delay` after it enters a source.
  /// The delay is computed by `delay` from the state entered, each time it is entered.
  @inlinable
  public static func fromAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    after delay: @escaping @Sendable (M) -> Duration,
    toHistoryOf superstate: M.Superstate,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .history(superstate),
      effect: effect, guardCondition: guardCondition, builder: nil)
  }
}
