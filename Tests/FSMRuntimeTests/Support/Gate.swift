import FSMTestSupport

/// A one-shot signal a test awaits, opened from any task.
final class Gate: Sendable {
  private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen {
          state.waiters.append(continuation)
        }
        return state.isOpen
      }
      if isOpen {
        continuation.resume()
      }
    }
  }
}

/// Suspends until the current task is cancelled, then returns.
func suspendUntilCancelled() async {
  let gate = Gate()
  await withTaskCancellationHandler {
    await gate.wait()
  } onCancel: {
    gate.open()
  }
}
