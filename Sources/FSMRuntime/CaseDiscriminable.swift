/// A type whose values each belong to one of a fixed set of cases, named by a payload-free
/// discriminant.
///
/// `@StateMachine` makes the machine's enum, its nested `Event` and its nested `Effect` conform:
/// `Turnstile.Event.Case.coin` names the event `.coin` whatever payload it carries, and
/// `event.case` returns it.
public protocol CaseDiscriminable {
  /// The payload-free discriminant: one case for each case of the conforming enum.
  associatedtype Case: Hashable, CaseIterable, Sendable, CustomStringConvertible

  /// The discriminant of this value.
  var `case`: Case { get }
}

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
