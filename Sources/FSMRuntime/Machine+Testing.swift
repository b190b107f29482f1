// White-box accessors for the package's own tests.

extension Machine {
  /// How many observers and subscribers are registered.
  package var _observerCount: Int {
    core.withLock { $0.observers.count }
  }
}
