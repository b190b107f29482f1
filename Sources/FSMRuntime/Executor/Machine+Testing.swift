// White-box accessors for the package's own tests.

#if !hasFeature(Embedded)
  extension Machine {
    /// How many observers and subscribers are registered.
    package var _observerCount: Int {
      core.withLock { $0.observers.count }
    }
  }

  extension Machine {
    /// How many events wait for the current step to finish.
    package var _pendingCount: Int {
      core.withLock { $0.run.pending.count }
    }
  }
#endif
