public import FSMMacros

/// A status LED and a buzzer on one board: two regions over the same events; the buzzer sounds
/// only while the LED shows an error.
@StateMachine
public struct StatusLight: Equatable {
  public var led: Led
  public var buzzer: Buzzer

  public enum Led: Equatable {
    @Initial case off
    case blinking(period: Int = 500)
    case error

    public static let transitions: [Transition] = [
      .from(.off, on: .connect, to: .blinking),
      .from(.blinking, on: .fail, to: .error),
      .from(.error, on: .acknowledge, to: .off),
    ]
  }

  public enum Buzzer: Equatable {
    @Initial case quiet
    case beeping

    public static let transitions: [Transition] = [
      .from(.quiet, on: .fail, to: .beeping),
      .from(.beeping, on: .acknowledge, to: .quiet).whenIn(.led(.error)),
    ]
  }

  public enum Event: Equatable {
    case connect, fail, acknowledge
  }
}
