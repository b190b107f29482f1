import FSMRuntime
import Observation

extension ObservableMachine {
  /// Returns after the next change of `state` that Observation reports, or throws
  /// `CancellationError` when the test's task is cancelled first (as the suite's time limit does).
  ///
  /// NB: the wait is an `AsyncStream`, whose iterator returns when its task is cancelled. A
  /// checked continuation resumed only by `onChange` does not: a test whose change never came
  /// outlived its time limit until CI's own limit killed the run.
  func nextChange() async throws {
    let (changes, change) = AsyncStream<Void>.makeStream()
    withObservationTracking {
      _ = state
    } onChange: {
      change.yield()
      change.finish()
    }
    for await _ in changes {
      break
    }
    try Task.checkCancellation()
  }

  /// Returns once `state` satisfies `condition`, waiting for Observation's reports; throws
  /// `CancellationError` when the test's task is cancelled first. Checking and subscribing
  /// happen in one turn of the main actor, where `state` changes, so no change can fall in
  /// between.
  func waitUntil(_ condition: (M) -> Bool) async throws {
    while !condition(state) {
      try await nextChange()
    }
  }
}
