public import FSMMacros

/// A connection with timeouts: `connecting` gives up after 10 seconds, `failed` retries after 5,
/// at most three attempts, then gives up for good. The timers are rows written with `after:`; a
/// `Machine` runs them on its clock (a `TestClock` in tests).
@StateMachine
public enum Connection: Sendable, Equatable, Codable {
  @Initial case idle
  case connecting(attempt: Int = 1)
  case online
  case failed(attempt: Int)
  @Final case gaveUp

  public enum Event: Sendable, Equatable, Codable {
    case connect, connected, timeout, retry, disconnect
  }

  public enum Effect: Sendable, Equatable {
    case report(attempt: Int)
  }

  /// Attempts before giving up.
  public static let maxAttempts = 3

  public static let transitions: [Transition] = [
    .from(.idle, on: .connect, to: .connecting),
    .from(.connecting, on: .connected, to: .online),
    // `attempt` flows from `connecting` to `failed` and into the effect.
    .from(.connecting, on: .timeout, after: .seconds(10), to: .failed, emit: .report),
    // The timer sends `retry` after 5 s; whichever row then fires: the guarded one while
    // attempts are left, else the fallback.
    .from(
      .failed, on: .retry, after: .seconds(5), to: .connecting,
      build: { state, _ in .connecting(attempt: state.attempt + 1) },
      when: { state, _ in state.attempt < maxAttempts }),
    .from(.failed, on: .retry, to: .gaveUp),
    .from(.online, on: .disconnect, to: .idle),
  ]

  /// The attempt in progress or last failed; 0 when none.
  public var attempt: Int {
    switch self {
    case .connecting(let attempt), .failed(let attempt): attempt
    case .idle, .online, .gaveUp: 0
    }
  }
}
