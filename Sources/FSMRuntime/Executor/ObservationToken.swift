#if !hasFeature(Embedded)
  /// Keeps an observer registered on a ``Machine`` until you call ``cancel()``.
  ///
  /// Dropping the token does not remove the observer: observers live as long as the machine,
  /// unless cancelled.
  public struct ObservationToken: Sendable {
    private let remove: @Sendable () -> Void

    /// A token whose ``cancel()`` runs `remove`. `package`: a machine's observers and
    /// `FSMInspection`'s `inspect(with:)`, which registers several and returns one token, make
    /// them; a user keeps the tokens those return.
    package init(_ remove: @escaping @Sendable () -> Void) {
      self.remove = remove
    }

    /// Removes the observer. A step already being delivered may still reach it; later ones do not.
    public func cancel() {
      remove()
    }
  }
#endif
