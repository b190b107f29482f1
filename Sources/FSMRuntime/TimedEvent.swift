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
