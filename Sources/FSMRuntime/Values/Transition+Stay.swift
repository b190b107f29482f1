// Rows that stay in their state (the Design article, "Rows that stay"). The rule of the other
// forms holds here too: a table must stay a constant the compiler lays out at build time, so a
// list of sources is the `@autoclosure` of the literal written, and a row is built with
// `Self(sources: …)` rather than by forwarding a list to another form.

extension Transition {
  /// A row that stays in `source` on `event`: it emits `effect`, and neither exits nor enters,
  /// so the state's timers and activities go on.
  @inlinable
  public static func stay(
    in source: M.Case,
    on event: M.Event.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .one(source), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row that stays in `source` on `event`, whose new payload `build` computes: it must build
  /// a value of the same case, else the event is rejected
  /// (``InvalidTransition/Reason/builtOtherCase(_:)``).
  @inlinable
  public static func stay(
    in source: M.Case,
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .one(source), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row that stays in whichever of `sources` the machine is in, on `event`.
  @inlinable
  public static func stay(
    in sources: @autoclosure @escaping @Sendable () -> [M.Case],
    on event: M.Event.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row that stays in whichever of `sources` the machine is in, on `event`, whose new
  /// payload `build` computes (of the same case).
  @inlinable
  public static func stay(
    in sources: @autoclosure @escaping @Sendable () -> [M.Case],
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row that stays in the current case of `superstate` (except final cases) on `event`.
  ///
  /// A case's own rows for `event`, and those of a superstate nested in `superstate` that
  /// contains it, win over this row; this row wins over `stayInAny` and `fromAny` rows.
  @inlinable
  public static func stay(
    within superstate: M.Superstate,
    on event: M.Event.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row that stays in the current case of `superstate` (except final cases) on `event`,
  /// whose new payload `build` computes (of the same case).
  @inlinable
  public static func stay(
    within superstate: M.Superstate,
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .within(superstate), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row that stays in any state except `excluded` (and except final states) on `event`.
  ///
  /// A row that names its source state, or a superstate of it, wins over this row.
  @inlinable
  public static func stayInAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row that stays in any state except `excluded` (and except final states) on `event`,
  /// whose new payload `build` computes (of the same case).
  @inlinable
  public static func stayInAny(
    except excluded: @autoclosure @escaping @Sendable () -> [M.Case] = [],
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: .stay, effect: effect,
      guardCondition: guardCondition, builder: build)
  }
}
