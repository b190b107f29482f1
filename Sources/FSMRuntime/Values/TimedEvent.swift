/// An event a state sends itself after a delay: a row written with `after:`.
///
/// `@StateMachine` lists them per state in ``StateMachine/timedEvents(in:)``. A ``Machine``
/// schedules them on its clock when it enters the state and cancels them when it leaves.
public struct TimedEvent<M: StateMachine> {
  /// The event sent when the delay has passed: the case without associated values, or with the
  /// defaults of all of them.
  public var event: M.Event
  /// How long after entering the state the event is sent.
  public var delay: Duration

  /// `event`, sent `delay` after its state is entered.
  @inlinable
  public init(event: M.Event, delay: Duration) {
    self.event = event
    self.delay = delay
  }
}

extension TimedEvent: Equatable where M.Event: Equatable {}
extension TimedEvent: Hashable where M.Event: Hashable {}
extension TimedEvent: Sendable where M.Event: Sendable {}

extension TimedEvent: CustomStringConvertible {
  /// `timeout after 10.0 seconds`.
  public var description: String {
    "\(event.case) after \(delay)"
  }
}

/// How generated code reads an `after:` delay, which is a `Duration` or a function of the state
/// entered (`after: Self.backoff`): one overload for each, picked by the compiler from the
/// expression's type, so that the macro need not know which was written.
@_documentation(visibility: private)
public enum _Delay {
  /// A duration, whatever the state.
  @inlinable
  public static func of<State>(_ delay: Duration, entering state: State) -> Duration { delay }

  /// The duration `delay` computes from the state entered.
  @inlinable
  public static func of<State>(_ delay: (State) -> Duration, entering state: State) -> Duration {
    delay(state)
  }

  /// The duration, for an edge of a table of type `State`.
  @inlinable
  public static func fixed<State>(_ delay: Duration, for state: State.Type) -> Duration? { delay }

  /// `nil`: the duration depends on the state.
  @inlinable
  public static func fixed<State>(_ delay: (State) -> Duration, for state: State.Type) -> Duration?
  {
    nil
  }

  /// `nil`: a duration is no function.
  @inlinable
  public static func function<State>(
    _ delay: Duration, for state: State.Type, named name: String
  ) -> String? { nil }

  /// `name`, the function's as written.
  @inlinable
  public static func function<State>(
    _ delay: (State) -> Duration, for state: State.Type, named name: String
  ) -> String? { name }
}
