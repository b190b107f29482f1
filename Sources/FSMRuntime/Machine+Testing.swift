// White-box accessors for the package's own tests.

extension Machine {
  /// How many observers and subscribers are registered.
  package var _observerCount: Int {
    core.withLock { core in
      let observers = core.observers
      return observers.transition.count + observers.enter.count + observers.exit.count
        + observers.reject.count + observers.streams.count
    }
  }
}
