import FSMRuntime

/// A clock whose time moves only when a test moves it: the clock to give a `Machine` whose
/// states have timed events (`after:` rows), so that timers fire exactly when the test says.
///
/// ```swift
/// let clock = TestClock()
/// let machine = Machine(Connection.connecting, clock: clock)
/// await clock.advance(by: .seconds(9))
/// await machine.waitForEffects()
/// #expect(machine.state == .connecting)
/// await clock.advance(by: .seconds(1))
/// await machine.waitForEffects()
/// #expect(machine.state == .failed)
/// ```
///
/// ``advance(by:)`` and ``advance(to:)`` set the time at once and resume every sleeper whose
/// deadline has been reached, in deadline order. A state entered by a step that such a timer
/// causes starts its own timers from the new time: to follow a chain of timers (a retry after
/// 5 s into a state that times out after 10 s), advance by each delay in turn.
///
/// A sleeper's task that is cancelled stops sleeping at once: `sleep` throws `CancellationError`.
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time: the time elapsed since the clock's start.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock's start (``TestClock/init(now:)``'s default, zero).
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// `TestClock.Instant(2.0 seconds)`.
    public var description: String { "TestClock.Instant(\(offset))" }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Instant
    /// The tasks sleeping, by the order they went to sleep in.
    var sleepers: [Int: Sleeper] = [:]
    var nextID = 0
  }

  private let state: LockedState<State>

  /// A clock whose time is `now`, the start by default.
  public init(now: Instant = Instant()) {
    state = LockedState(State(now: now))
  }

  /// The current time: moved only by ``advance(by:)`` and ``advance(to:)``.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// Zero: any deadline can be reached exactly.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock's time reaches `deadline`; returns at once if it has.
  ///
  /// - Throws: `CancellationError` when the task is cancelled, before or during the sleep.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let resumeNow {
          continuation.resume(with: resumeNow)
        }
      }
    } onCancel: {
      state.withLock { $0.sleepers.removeValue(forKey: id) }?
        .continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the time forward by `duration` and resumes every sleeper whose deadline has been
  /// reached, in deadline order (sleepers with the same deadline in the order they went to sleep).
  ///
  /// - Precondition: `duration` is not negative.
  public func advance(by duration: Duration) async {
    precondition(duration >= .zero, "TestClock cannot move back in time (advance by \(duration))")
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the time to `instant` and resumes every sleeper whose deadline has been reached, in
  /// deadline order (sleepers with the same deadline in the order they went to sleep).
  ///
  /// - Precondition: `instant` is not before ``now``.
  public func advance(to instant: Instant) async {
    let due = state.withLock { state -> [Sleeper] in
      precondition(
        instant >= state.now, "TestClock cannot move back in time (from \(state.now) to \(instant))"
      )
      state.now = instant
      let due = state.sleepers.filter { $0.value.deadline <= instant }
        .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
      for (id, _) in due {
        state.sleepers[id] = nil
      }
      return due.map(\.value)
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }
}
