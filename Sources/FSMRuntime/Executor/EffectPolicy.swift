#if !hasFeature(Embedded)
  /// How a ``Machine`` runs an effect relative to the other effects of the same case.
  ///
  /// A machine asks its `effectPolicy` once per effect case, when it is created.
  public enum EffectPolicy: Hashable, Sendable {
    /// Run concurrently with every other effect. The default.
    case merge
    /// Cancel the running effect of the same case, then run this one: only the latest counts.
    ///
    /// Cancellation is cooperative: the cancelled handler sees `Task.isCancelled` and should stop
    /// (and not send events any more).
    case latest
    /// Run after the effects of the same case emitted before it, one at a time, in step order.
    case queue
  }
#endif
