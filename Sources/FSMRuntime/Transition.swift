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
/// ]
/// ```
public struct Transition<M: StateMachine>: Sendable {
  /// A guard: whether the row fires for this state and event.
  public typealias Guard = @Sendable (M, M.Event) -> Bool
  /// A builder: the target state computed from the state and event.
  public typealias Builder = @Sendable (M, M.Event) -> M

  /// The states a row leaves.
  public enum Sources: Hashable, Sendable {
    /// The listed states.
    case states([M.Case])
    /// Every state except the listed ones (and except final states).
    case anyExcept([M.Case])
  }

  /// The states the row leaves.
  public var sources: Sources
  /// The event that triggers it.
  public var event: M.Event.Case
  /// The target named by `to:`, if any.
  public var target: M.Case?
  /// The effect named by `emit:`, if any.
  public var effect: M.Effect.Case?
  /// The `when:` guard, if any.
  public var guardCondition: Guard?
  /// The `build:` closure, if any.
  public var builder: Builder?

  @usableFromInline
  init(
    sources: Sources,
    event: M.Event.Case,
    target: M.Case?,
    effect: M.Effect.Case?,
    guardCondition: Guard?,
    builder: Builder?
  ) {
    self.sources = sources
    self.event = event
    self.target = target
    self.effect = effect
    self.guardCondition = guardCondition
    self.builder = builder
  }
}

// MARK: - Rows from named states

extension Transition {
  /// A row from `source` on `event` to `target`.
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states([source]), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from each of `sources` on `event` to `target`.
  public static func from(
    _ sources: [M.Case],
    on event: M.Event.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from `source` on `event` whose target is computed by `build`.
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states([source]), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from each of `sources` on `event` whose target is computed by `build`.
  public static func from(
    _ sources: [M.Case],
    on event: M.Event.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: nil, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from `source` on `event` to the case `target`, whose payload `build` computes.
  public static func from(
    _ source: M.Case,
    on event: M.Event.Case,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states([source]), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }

  /// A row from each of `sources` on `event` to the case `target`, whose payload `build`
  /// computes.
  public static func from(
    _ sources: [M.Case],
    on event: M.Event.Case,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .states(sources), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
  }
}

// MARK: - Rows from any state

extension Transition {
  /// A row from every state except `excluded` (and except final states) on `event` to `target`.
  ///
  /// A row that names its source state explicitly wins over a `fromAny` row for the same event.
  public static func fromAny(
    except excluded: [M.Case] = [],
    on event: M.Event.Case,
    to target: M.Case,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: nil)
  }

  /// A row from every state except `excluded` on `event` whose target is computed by `build`.
  public static func fromAny(
    except excluded: [M.Case] = [],
    on event: M.Event.Case,
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
  public static func fromAny(
    except excluded: [M.Case] = [],
    on event: M.Event.Case,
    to target: M.Case,
    build: @escaping Builder,
    emit effect: M.Effect.Case? = nil,
    when guardCondition: Guard? = nil
  ) -> Self {
    Self(
      sources: .anyExcept(excluded), event: event, target: target, effect: effect,
      guardCondition: guardCondition, builder: build)
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
    guardCondition?(state, event) ?? true
  }

  /// The target the row's `build:` closure computes for `state` and `event`.
  ///
  /// - Warning: Generated by `@StateMachine`, only for rows written with `build:`; not meant to
  ///   be called directly.
  @_documentation(visibility: private)
  @inlinable
  public func _buildTarget(_ state: M, _ event: M.Event) -> M {
    guard let builder else {
      preconditionFailure(
        "@StateMachine generated a call to the 'build:' closure of a row without one")
    }
    return builder(state, event)
  }

  /// The table `read` returns, read from any isolation.
  ///
  /// In a module whose default isolation is `MainActor`, your `static let transitions` is
  /// isolated to the main actor, so the nonisolated `transition(on:)` may not read it. Reading
  /// it from another isolation is sound all the same: it is a constant of a `Sendable` type,
  /// initialized once, thread-safely, and its rows hold closures of nonisolated `@Sendable`
  /// types, which the compiler checked where you wrote them.
  ///
  /// - Warning: Generated by `@StateMachine`; not meant to be called directly.
  @_documentation(visibility: private)
  @inlinable
  public static func _table(_ read: @MainActor () -> [Transition]) -> [Transition] {
    withoutActuallyEscaping(read) { read in
      // NB: a synchronous function's global actor is a fact of its type, not of its
      // representation: the cast only lets a nonisolated caller make the call.
      unsafeBitCast(read, to: (() -> [Transition]).self)()
    }
  }
}
