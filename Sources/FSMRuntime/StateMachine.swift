/// A finite state machine: the states are the values of the conforming type, and a pure
/// transition function tells, for a state and an event, which step to take.
///
/// `@StateMachine` generates a conformance from a transition table. You can also conform by hand:
/// implement ``transition(on:)`` and give the static description of the machine
/// (``initialCase``, ``finalCases``, ``edges``, ``dot`` and ``mermaid``); ``send(_:)`` and
/// ``accepts(_:)`` come with default implementations built on ``transition(on:)``,
/// ``timedEvents(in:)`` with one that has no timers (implement it to give states timers), and
/// ``superstates(of:)`` with one that has no superstates.
///
/// ```swift
/// enum Light: StateMachine {
///   case off, on
///   enum Event: CaseDiscriminable { ... }
///   func transition(on event: Event) -> Step<Light>? { ... }
///   ...
/// }
/// ```
public protocol StateMachine: CaseDiscriminable {
  /// The events the machine reacts to.
  associatedtype Event: CaseDiscriminable
  /// The effects a step may emit for the outside world to perform; `Never` when there are none.
  associatedtype Effect: CaseDiscriminable = Never
  /// The machine's superstates: named groups of cases that share rows, entry and exit; `Never`
  /// when it has none. `@StateMachine` takes the nested `enum Superstate` and makes it
  /// `CaseIterable`, `Sendable` and `CustomStringConvertible`, like ``CaseDiscriminable/Case``.
  associatedtype Superstate: Hashable & Sendable = Never

  /// The case the machine starts in: the one marked `@Initial`, else the first.
  static var initialCase: Case { get }
  /// The cases marked `@Final`: no transition leaves them.
  static var finalCases: Set<Case> { get }
  /// The transition table as data, one edge per source state of each row, in table order.
  static var edges: [Edge<Self>] { get }
  /// The machine as a Graphviz DOT digraph.
  static var dot: String { get }
  /// The machine as a Mermaid `stateDiagram-v2`.
  static var mermaid: String { get }

  /// The events `state` sends itself after a delay (its rows written with `after:`), each once,
  /// in table order; empty when it has none. A ``Machine`` schedules them whenever it enters
  /// `state`. The default implementation returns none.
  static func timedEvents(in state: Case) -> [TimedEvent<Self>]

  /// The superstates that contain `state`, innermost first; empty when it is in none. The
  /// default implementation returns none.
  static func superstates(of state: Case) -> [Superstate]

  /// The step `event` causes from this state, or `nil` when this state does not accept it.
  ///
  /// This is a pure function: it evaluates guards and `build:` closures, and changes nothing.
  func transition(on event: Event) -> Step<Self>?

  /// Applies `event`: moves to the target state and returns the step taken.
  ///
  /// - Throws: ``InvalidTransition`` when this state does not accept `event`; `self` is then
  ///   left unchanged.
  @discardableResult
  mutating func send(_ event: Event) throws(InvalidTransition<Self>) -> Step<Self>

  /// Whether ``send(_:)`` would succeed for `event` from this state, guards included.
  func accepts(_ event: Event) -> Bool
}

extension StateMachine {
  @inlinable
  @discardableResult
  public mutating func send(_ event: Event) throws(InvalidTransition<Self>) -> Step<Self> {
    guard let step = transition(on: event) else {
      throw InvalidTransition(state: self.case, event: event.case)
    }
    self = step.to
    return step
  }

  @inlinable
  public func accepts(_ event: Event) -> Bool {
    transition(on: event) != nil
  }

  /// No timed events: the machine has no `after:` rows.
  @inlinable
  public static func timedEvents(in state: Case) -> [TimedEvent<Self>] {
    []
  }

  /// No superstates: the machine declares none.
  @inlinable
  public static func superstates(of state: Case) -> [Superstate] {
    []
  }

  /// The events accepted from `state` by at least one row of the table, guarded rows included,
  /// in the order of `Event.Case.allCases`.
  public static func events(acceptedFrom state: Case) -> [Event.Case] {
    let accepted = Set(edges.lazy.filter { $0.source == state }.map(\.event))
    return Event.Case.allCases.filter(accepted.contains)
  }
}
