import FSMRuntime
import Observation

extension ObservableMachine {
  /// Returns after the next change of `state` that Observation reports.
  func nextChange() async {
    await withCheckedContinuation { continuation in
      withObservationTracking {
        _ = state
      } onChange: {
        continuation.resume()
      }
    }
  }

  /// Returns once `state` satisfies `condition`, waiting for Observation's reports (the suite's
  /// time limit bounds the wait). Checking and subscribing happen in one turn of the main actor,
  /// where `state` changes, so no change can fall in between.
  func waitUntil(_ condition: (M) -> Bool) async {
    while !condition(state) {
      await nextChange()
    }
  }
}
