public import FSMMacros

/// A motor controller: the powered states share their stop and stall rows, and after a stall is
/// cleared the motor returns to where it was (shallow history). Superstates, history, payloads
/// flowing from the event, effects.
@StateMachine
public enum Motor: Equatable {
  @Initial case off
  case starting
  case running(rpm: Int)
  case braking
  case stalled

  public enum Superstate {
    case powered
  }

  public enum Event: Equatable {
    case start, brake, stop, stall, clear
    case spunUp(rpm: Int)
    case setSpeed(rpm: Int)
  }

  public enum Effect: Equatable {
    case enableDriver, disableDriver, alarm
  }

  public static let superstates: [Superstates] = [
    .superstate(
      .powered, contains: [.starting, .running, .braking], history: .shallow(default: .starting))
  ]

  public static let transitions: [Transition] = [
    .from(.off, on: .start, to: .starting, emit: .enableDriver),
    .from(.starting, on: .spunUp, to: .running),
    .from(.running, on: .setSpeed, to: .running),
    .from(.running, on: .brake, to: .braking),
    .within(.powered, on: .stall, to: .stalled, emit: .alarm),
    .from(.stalled, on: .clear, toHistoryOf: .powered),
    .within(.powered, on: .stop, to: .off, emit: .disableDriver),
  ]
}
