// The names `Machine`'s recent steps had before they were told apart from a superstate's
// history: kept, deprecated, so that code written against them still compiles.

#if !hasFeature(Embedded)
  extension Machine {
    /// The last steps, oldest first: ``recentSteps``.
    @available(*, deprecated, renamed: "recentSteps")
    public var history: [Step<M>] {
      recentSteps
    }

    /// ``init(_:recentStepsLimit:clock:effectPolicy:activities:effects:)``, under the name it had.
    @available(
      *, deprecated, renamed: "init(_:recentStepsLimit:clock:effectPolicy:activities:effects:)"
    )
    public convenience init(
      _ initial: M,
      historyLimit: Int,
      clock: any Clock<Duration> = ContinuousClock(),
      effectPolicy: @escaping @Sendable (M.Effect.Case) -> EffectPolicy = { _ in .merge },
      effects: EffectHandler? = nil
    ) {
      self.init(
        initial, recentStepsLimit: historyLimit, clock: clock, effectPolicy: effectPolicy,
        effects: effects)
    }

    /// ``init(restoring:recentStepsLimit:clock:timers:restoredAt:effectPolicy:activities:effects:)``, under
    /// the name it had.
    @available(
      *, deprecated,
      renamed:
        "init(restoring:recentStepsLimit:clock:timers:restoredAt:effectPolicy:activities:effects:)"
    )
    public convenience init(
      restoring snapshot: MachineSnapshot<M>,
      historyLimit: Int,
      clock: any Clock<Duration> = ContinuousClock(),
      timers: TimerRestore = .resume,
      restoredAt: Duration? = nil,
      effectPolicy: @escaping @Sendable (M.Effect.Case) -> EffectPolicy = { _ in .merge },
      effects: EffectHandler? = nil
    ) {
      self.init(
        restoring: snapshot, recentStepsLimit: historyLimit, clock: clock, timers: timers,
        restoredAt: restoredAt, effectPolicy: effectPolicy, effects: effects)
    }
  }
#endif
