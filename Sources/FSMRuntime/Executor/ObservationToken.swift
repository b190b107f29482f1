#if !hasFeature(Embedded)
  /// Keeps an observer registered on a ``Machine`` until you call ``cancel()``.
  ///
  /// Dropping the token does not remove the observer: observers live as long as the machine,
  /// unless cancelled.
  public struct ObservationToken: Sendable {
    private let remove: @Sendable () -> Void

    /// A token whose ``cancel()`` runs `remove`: for an API that registers several observers
    /// and returns one token for them all.
    public init(_ remove: @escaping @Sendable () -> Void) {
      self.remove = remove
    }

    /// Removes the observer. A step already being delivered may still reach it; later ones do not.
    public func cancel() {
      remove()
    }
  }
#endif
