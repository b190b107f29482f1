#if !hasFeature(Embedded)
  public import Observation

  /// A shared ``Machine`` as SwiftUI and Observation see it: a view that reads ``state`` redraws
  /// whenever the machine's state changes, whoever changed it.
  ///
  /// ```swift
  /// @State private var player = ObservableMachine(Machine(Player.stopped, effects: perform))
  ///
  /// var body: some View {
  ///   Text(player.state.case.description)
  ///   Button("Play") { player.send(.play) }.disabled(!player.state.accepts(.play))
  /// }
  /// ```
  ///
  /// - ``send(_:)`` is the main actor's way in: when it returns, ``state`` shows the machine's
  ///   state after everything that send processed, and observers of ``state`` have been told.
  /// - Every other change (a send from another task through ``machine``, an effect sending back,
  ///   a timer) reaches ``state`` on the main actor, in the machine's order: ``state`` never shows
  ///   an older state after a newer one, and several steps between two turns of the main actor may
  ///   show as one change. Once the machine is quiet, ``state`` equals `machine.state`. Nothing is
  ///   polled: the machine tells this object about each step.
  /// - Observers of ``state`` are told only when a step was taken: a rejected event, or a send
  ///   that found the state already shown, leaves views as they are.
  /// - Releasing the last reference frees it and ends its subscription; the machine goes on.
  ///
  /// Only machines that have an `ObservableMachine` pay for Observation: `Machine` itself is not
  /// observable, and its `send` costs the same without one.
  @MainActor
  public final class ObservableMachine<M: StateMachine>: Observable
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
    /// The machine this object follows. Tasks that are not on the main actor send to it directly.
    public let machine: Machine<M>

    // Inlinable, like `Machine.send`: specialized in your module, `send` and `state` skip the
    // generic metadata lookups that an unspecialized step makes, which cost more than the step.
    // Unchecked exclusivity: read and written on the main actor only, and never while another
    // access is in progress (`show` assigns it in one statement), so the dynamic check an
    // `@usableFromInline` property gets on every refresh would find nothing.
    @exclusivity(unchecked) @usableFromInline var current: M
    @usableFromInline let registrar = ObservationRegistrar()
    /// `\.state`, made once: a key path into a generic class is instantiated at run time, with
    /// allocations, on every use (Benchmarks, W1 `observable`).
    @usableFromInline let stateKeyPath: KeyPath<ObservableMachine, M>
    /// Whether a hop to the main actor is scheduled, to be taken by the first step that finds none:
    /// steps that come meanwhile are shown by that hop, which reads the machine's latest state.
    @usableFromInline let hopScheduled = LockedState(false)
    private var subscription: ObservationToken?
    /// The subscription's observer, which this object's own sends skip: the refresh after each
    /// shows its steps. Unchecked exclusivity: written once, in `init`, and read on the main
    /// actor; `send` would pay the dynamic check when it is not inlined.
    @exclusivity(unchecked) @usableFromInline var observerID = SkippingObserver(-1)
    /// The machine's count of steps (`Machine.stateAndObservedSteps`) when `current` was last
    /// shown: while it has not changed, there is nothing new to show. Main actor only, as
    /// `current`.
    @exclusivity(unchecked) @usableFromInline var shownSteps: UInt64 = 0

    /// Follows `machine`, starting from its current state.
    public init(_ machine: Machine<M>) {
      self.machine = machine
      stateKeyPath = \.state
      current = machine.state
      // Subscribe, then read the state again: a step in between is then both read and notified.
      let hopScheduled = self.hopScheduled
      let id: Int
      (subscription, id) = machine.observeTransitions { [weak self] _ in
        let schedule = hopScheduled.withLock { scheduled in
          defer { scheduled = true }
          return !scheduled
        }
        guard schedule else { return }
        Task { @MainActor [weak self] in
          self?.refresh()
        }
      }
      observerID = SkippingObserver(id)
      (current, shownSteps) = machine.stateAndObservedSteps
    }

    deinit {
      subscription?.cancel()
    }

    /// The machine's state, as last seen on the main actor. Reading it in a view, or in
    /// `withObservationTracking`, observes it.
    @inlinable
    public var state: M {
      registrar.access(self, keyPath: stateKeyPath)
      return current
    }

    /// Whether the machine is done, as last seen on the main actor: ``state`` is one of
    /// `M.finalCases` (see ``Machine/isDone``). Reading it observes ``state``.
    public var isDone: Bool {
      M.finalCases.contains(state.case)
    }

    /// Sends `event` to the machine and shows the state it leads to.
    ///
    /// The same as `machine.send(event)`, on the main actor: processed now when the machine is
    /// idle, queued (``SendResult/enqueued``) when another task's step is in progress. When it
    /// returns, ``state`` shows everything the machine has processed.
    @inlinable
    @discardableResult
    public func send(_ event: M.Event) -> SendResult<M> {
      // Its own observer is skipped for the steps this send processes (queued ones included): the
      // state is shown right after. A step another task processes meanwhile goes through the
      // observer, and is committed before it runs, so the state read here shows it too.
      let result = machine.send(event, skipping: observerID)
      showLatest()
      return result
    }

    /// Shows the machine's latest state, after a hop to the main actor.
    @inlinable
    func refresh() {
      hopScheduled.withLock { $0 = false }
      showLatest()
    }

    /// Shows the machine's latest state, telling Observation, unless no step was taken since
    /// it was last shown: a rejected event, or a hop after a send that already showed the step,
    /// then invalidates no view.
    @inlinable
    func showLatest() {
      let (latest, steps) = machine.stateAndObservedSteps
      guard steps != shownSteps else { return }
      shownSteps = steps
      registrar.withMutation(of: self, keyPath: stateKeyPath) {
        current = latest
      }
    }
  }
#endif
