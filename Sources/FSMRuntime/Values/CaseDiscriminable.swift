#if compiler(>=6.2)
  /// A type whose values each belong to one of a fixed set of cases, named by a payload-free
  /// discriminant.
  ///
  /// `@StateMachine` makes the machine's enum, its nested `Event` and its nested `Effect` conform:
  /// `Turnstile.Event.Case.coin` names the event `.coin` whatever payload it carries, and
  /// `event.case` returns it.
  ///
  /// Conformances are nonisolated: a machine's values are used from any isolation (a `Machine`
  /// steps them on whichever task sends), also in a module whose default isolation is `MainActor`.
  /// With Swift 6.2 and later, the protocol refines `SendableMetatype`, which says so to the
  /// compiler: a conformance isolated to a global actor is an error.
  public protocol CaseDiscriminable: SendableMetatype {
    /// The payload-free discriminant: one case for each case of the conforming enum.
    associatedtype Case: Hashable, CaseIterable, Sendable, CustomStringConvertible

    /// The discriminant of this value.
    var `case`: Case { get }
  }
#else
  /// A type whose values each belong to one of a fixed set of cases, named by a payload-free
  /// discriminant.
  ///
  /// `@StateMachine` makes the machine's enum, its nested `Event` and its nested `Effect` conform:
  /// `Turnstile.Event.Case.coin` names the event `.coin` whatever payload it carries, and
  /// `event.case` returns it.
  ///
  /// Conformances are nonisolated: a machine's values are used from any isolation (a `Machine`
  /// steps them on whichever task sends), also in a module whose default isolation is `MainActor`.
  /// With Swift 6.2 and later, the protocol refines `SendableMetatype`, which says so to the
  /// compiler: a conformance isolated to a global actor is an error.
  public protocol CaseDiscriminable {
    /// The payload-free discriminant: one case for each case of the conforming enum.
    associatedtype Case: Hashable, CaseIterable, Sendable, CustomStringConvertible

    /// The discriminant of this value.
    var `case`: Case { get }
  }
#endif

extension Never: CaseDiscriminable {
  /// The discriminant of `Never`, which has no values: the effect type of a machine without
  /// effects.
  public enum Case: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    public var description: String {
      switch self {}
    }
  }

  public var `case`: Case {
    switch self {}
  }
}
