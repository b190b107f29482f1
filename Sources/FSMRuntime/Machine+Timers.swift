// Timed transitions: a state's `after:` rows become timers when a machine enters the state.
//
// Each visit of a state (every step starts one, a self-transition included) gets one task that
// sleeps on the machine's clock until each of the state's timed events is due, in deadline
// order, and sends it. A step out of the state cancels the task; a timer whose visit has ended
// sends nothing, even if it was already queued behind a step in progress. The task holds the
// machine weakly: pending timers do not keep it alive.

#if !hasFeature(Embedded)
  extension Machine {
    /// Starts a new visit of each scope whose bit is set in `moved` (all of them, `~0`, when
    /// the machine starts; a machine without regions or held timers is one scope, which every
    /// step moves), cancelling its timers and timing its events in `state`; the other scopes'
    /// timers go on.
    @usableFromInline
    func startVisits(moved: UInt64, in state: M, _ core: inout Core) {
      if core.visits.isEmpty {
        core.visits = Array(repeating: ScopeVisit(), count: M._scopeCount)
      }
      for scope in core.visits.indices where moved & (1 << UInt64(scope)) != 0 {
        startVisit(of: scope, timing: M._timedEvents(of: state, scope: scope), &core)
      }
    }

    /// Cancels the timers of `region`'s current visit, starts a new visit, and times `timed` in
    /// it: each event `delay` from now, in deadline order (ties in the order given).
    func startVisit(of region: Int, timing timed: [TimedEvent<M>], _ core: inout Core) {
      core.visits[region].timers?.task.cancel()
      core.visits[region].timers = nil
      core.visit &+= 1
      core.visits[region].visit = core.visit
      if let timerClock, !timed.isEmpty {
        core.visits[region].timers = timerClock.start(timed, visit: core.visit, of: self)
      }
    }

    /// The current visits' timers that have not fired, with the time each has left on the
    /// machine's clock (zero for one that is due): every region's, merged in deadline order
    /// (ties in region order).
    @inlinable
    // Given the field, not the whole `Core`: passing it copied all of it (a `memcpy` of a few
    // hundred bytes a snapshot).
    func pendingTimers(_ visits: [ScopeVisit<M.Event>]) -> [PendingTimer<M>] {
      // A machine without timers keeps no visits: its snapshot reads nothing more.
      guard !visits.isEmpty else { return [] }
      func pending(_ timers: VisitTimers<M.Event>?) -> [PendingTimer<M>] {
        guard let timers else { return [] }
        return (timers.fired..<timers.events.count).map {
          PendingTimer(event: timers.events[$0], remaining: max(.zero, timers.remaining($0)))
        }
      }
      // One region's timers are in deadline order already: merging them would cost a snapshot a
      // sort.
      guard visits.count > 1 else { return pending(visits.first?.timers) }
      return visits.flatMap { pending($0.timers) }.enumerated()
        .sorted { ($0.element.remaining, $0.offset) < ($1.element.remaining, $1.offset) }
        .map(\.element)
    }

    /// Sends a timer's event as `send(_:)` does, unless the visit that scheduled it has ended.
    /// Returns whether that visit goes on (the task then waits for the state's next timer).
    func timerFired(_ event: M.Event, index: Int, visit: Int) -> Bool {
      let sent = send(event, fromVisit: visit) { $0.markFired(index, of: visit) }
      guard sent.result != nil else { return false }
      return core.withLock { $0.isCurrentVisit(visit) }
    }

    /// A visit's task ended without firing its last timer (cancelled, or its visit ended): the
    /// machine may have become quiet when the visit ended.
    func timersEnded() {
      let waiters = core.withLock { $0.takeWaitersIfQuiet() }
      for waiter in waiters {
        waiter.resume()
      }
    }
  }

  /// The timers of one visit of a state.
  @usableFromInline
  struct VisitTimers<Event: Sendable>: Sendable {
    /// Sleeps until each timer is due and sends its event.
    @usableFromInline let task: Task<Void, Never>
    /// The timers' events, in deadline order.
    @usableFromInline let events: [Event]
    /// The time left on the clock until the timer at a position is due; zero or less once it is.
    @usableFromInline let remaining: @Sendable (Int) -> Duration
    /// How many of the timers have fired (sent their event, or queued it): the position of the
    /// next.
    @usableFromInline var fired = 0

    @usableFromInline
    init(task: Task<Void, Never>, events: [Event], remaining: @escaping @Sendable (Int) -> Duration)
    {
      self.task = task
      self.events = events
      self.remaining = remaining
    }

    /// Whether the next timer is due and has not fired: `waitForEffects()` waits for it.
    @inlinable var nextIsDue: Bool { fired < events.count && remaining(fired) <= .zero }
  }

  /// A machine's clock, its type erased: starts the timers of a visit.
  @usableFromInline
  protocol TimerClock: Sendable {
    func start<M>(_ timed: [TimedEvent<M>], visit: Int, of machine: Machine<M>)
      -> VisitTimers<M.Event>
    where M: Sendable, M.Event: Sendable, M.Effect: Sendable
  }

  /// The timers of a clock of type `C`.
  struct ClockTimers<C: Clock<Duration>>: TimerClock {
    let clock: C

    func start<M>(_ timed: [TimedEvent<M>], visit: Int, of machine: Machine<M>)
      -> VisitTimers<M.Event>
    where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
      let clock = clock
      let now = clock.now
      // By deadline; events with the same delay in table order.
      let ordered = timed.enumerated()
        .sorted { ($0.element.delay, $0.offset) < ($1.element.delay, $1.offset) }
        .map { (deadline: now.advanced(by: $0.element.delay), event: $0.element.event) }
      let task = Task { [weak machine] in
        for (index, timer) in ordered.enumerated() {
          do {
            try await clock.sleep(until: timer.deadline, tolerance: nil)
          } catch {
            machine?.timersEnded()
            return
          }
          // The machine is held only while the event is sent, never across a sleep.
          guard let goesOn = machine?.timerFired(timer.event, index: index, visit: visit), goesOn
          else {
            machine?.timersEnded()
            return
          }
        }
      }
      let deadlines = ordered.map(\.deadline)
      return VisitTimers(task: task, events: ordered.map(\.event)) { index in
        clock.now.duration(to: deadlines[index])
      }
    }
  }
#endif
