public import FSMMacros

/// A sensor that samples while `measuring`. There is no `Machine` on the chip: the firmware loop
/// starts and stops the sampling as each step says (`startedActivities`, `stoppedActivities`).
@StateMachine
public enum Sampler: Equatable {
  @Initial case idle
  case measuring(channel: Int)

  public enum Event: Equatable {
    case start(channel: Int)
    case sampled(value: Int)
    case stop
  }

  public enum Activity: Equatable {
    case sample(channel: Int)
  }

  public static let activities: [Activities] = [
    .run(.sample, in: .measuring, done: .sampled)
  ]

  public static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .measuring),
    // Each sample read starts the next: a self-transition restarts the activity.
    .from(.measuring, on: .sampled, to: .measuring),
    .from(.measuring, on: .stop, to: .idle),
  ]
}
