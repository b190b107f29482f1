#if !hasFeature(Embedded)
  /// Everything a ``Machine`` needs to go on where it was: its state, what its superstates
  /// remember, the events it accepted and has not processed yet, and the timers of the current
  /// visit that have not fired.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(machine.snapshot())
  /// // ... later, in another process ...
  /// let snapshot = try JSONDecoder().decode(MachineSnapshot<Order>.self, from: data)
  /// let restored = Machine(restoring: snapshot, timers: .keepDeadline)
  /// ```
  ///
  /// ``Machine/snapshot(takenAt:)`` takes one between two steps;
  /// ``Machine/init(restoring:recentStepsLimit:clock:timers:restoredAt:effectPolicy:activities:effects:)`` brings the machine back. Effects in flight are not part of a snapshot: an effect is a task
  /// doing work in the world (a request, a file being written), and only the code that started it
  /// knows whether it can be resumed, redone or must be given up. A restored machine starts no
  /// effect until its next step.
  ///
  /// A snapshot is `Codable` when the machine's enum and its `Event` are, and `Equatable` and
  /// `Hashable` when they are. Decoding checks the snapshot against the machine as it is now: a
  /// state, event or superstate it no longer has, a timer for an event no state of it times, a
  /// negative time left or more than the event's longest delay, are errors that name what is
  /// wrong (`DecodingError.dataCorrupted`), never a machine in a state its table does not have.
  public struct MachineSnapshot<M: StateMachine> {
    /// The machine's state.
    public var state: M
    /// What its superstates with history remember.
    public var memory: StateMemory<M>
    /// The events accepted as ``SendResult/enqueued`` and not processed yet, in order. A restored
    /// machine processes them before any new event.
    public var queued: [M.Event]
    /// The positions in ``queued`` of the events a timer of the current visit sent (a timer that
    /// fired while a step was being processed). Like any timer's event, such an event is dropped
    /// when a step before it leaves the state (see ``Machine``).
    public var queuedFromTimers: [Int]
    /// The current visit's timers that have not fired, in deadline order (ties in table order),
    /// each with the time it had left on the machine's clock; a timer that was due but had not
    /// fired has `.zero` left.
    public var timers: [PendingTimer<M>]
    /// When the snapshot was taken: wall-clock time since 1970-01-01 00:00 UTC, from the
    /// platform's real-time clock unless given. ``TimerRestore/keepDeadline`` reads it.
    public var takenAt: Duration
    /// The activities that were running, by declaration (their position in `static let
    /// activities`), in order. An activity in flight is not saved: a restored machine starts these
    /// again, in its restored state, if that state still runs them (see
    /// ``Machine/init(restoring:recentStepsLimit:clock:timers:restoredAt:effectPolicy:activities:effects:)``).
    /// An activity that had ended, its scope lasting, is not listed, and does not start again.
    public var runningActivities: [Int] = []
    /// How many steps the machine had taken, counted from its creation across restores: the
    /// next step is number `stepCount + 1`. Its effects' ids (``EffectID``) count from it, so
    /// they stay the same when a step is taken again from this snapshot. 0 in a snapshot
    /// written before steps were counted.
    public var stepCount = 0

    /// A snapshot of a machine in `state` that remembers `memory`, with `queued` events waiting
    /// and `timers` pending.
    ///
    /// - Parameters:
    ///   - state: The machine's state.
    ///   - memory: What its superstates with history remember; nothing by default.
    ///   - queued: Events waiting to be processed, in order; none by default.
    ///   - queuedFromTimers: The positions in `queued` of events timers sent; none by default.
    ///   - timers: The state's timers that have not fired, in deadline order. By default none: a
    ///     machine restored with ``TimerRestore/restart`` starts the state's timers anyway.
    ///   - takenAt: Wall-clock time since 1970; now, by default.
    @inlinable
    public init(
      state: M,
      memory: StateMemory<M> = StateMemory(),
      queued: [M.Event] = [],
      queuedFromTimers: [Int] = [],
      timers: [PendingTimer<M>] = [],
      takenAt: Duration? = nil
    ) {
      self.state = state
      self.memory = memory
      self.queued = queued
      self.queuedFromTimers = queuedFromTimers
      self.timers = timers
      self.takenAt = takenAt ?? WallClock.now
    }
  }

  /// A timer of a machine's current visit that has not fired, as a snapshot holds it.
  public struct PendingTimer<M: StateMachine> {
    /// The event it sends.
    public var event: M.Event
    /// The time it had left on the machine's clock when the snapshot was taken.
    public var remaining: Duration

    /// A timer that sends `event` when `remaining` has passed.
    @inlinable
    public init(event: M.Event, remaining: Duration) {
      self.event = event
      self.remaining = remaining
    }
  }

  /// How a machine restored from a snapshot starts the timers the snapshot holds.
  public enum TimerRestore: Hashable, Sendable {
    /// Each timer fires the time it had left after the restore, on the new machine's clock: the
    /// time between the snapshot and the restore does not count. An app relaunched after a day
    /// shows the toast for the 200 ms it had left.
    case resume
    /// Each timer keeps its deadline in wall-clock time (``MachineSnapshot/takenAt`` plus its
    /// time left): a deadline that has passed fires at once, those in the order of their
    /// deadlines, each exactly once. A payment that times out after 30 minutes does, whenever the
    /// machine comes back.
    case keepDeadline
    /// The snapshot's timers are dropped and the state's timers start afresh, as when the state
    /// is entered.
    case restart
  }

  extension MachineSnapshot: Sendable where M: Sendable, M.Event: Sendable {}
  extension MachineSnapshot: Equatable where M: Equatable, M.Event: Equatable {}
  extension MachineSnapshot: Hashable where M: Hashable, M.Event: Hashable {}

  extension PendingTimer: Sendable where M.Event: Sendable {}
  extension PendingTimer: Equatable where M.Event: Equatable {}
  extension PendingTimer: Hashable where M.Event: Hashable {}

  extension PendingTimer: CustomStringConvertible {
    /// `timeout in 2.5 seconds`.
    public var description: String {
      "\(event.case) in \(remaining)"
    }
  }
  extension MachineSnapshot {
    /// The timers a machine restored from this snapshot at `restoredAt` starts, by scope (see
    /// ``StateMachine/_scopeCount``): for `.restart`, the state's timed events; otherwise the
    /// snapshot's that the state still times, each with the time it has left (at most the row's
    /// delay), in snapshot order, which is deadline order: timers left with the same time
    /// (several deadlines passed) fire in it. An event timed in two scopes goes to the first that
    /// has not taken one for it. `Machine`'s restore and ``advanced(to:sending:)`` start these.
    @inlinable
    func restoredTimers(_ policy: TimerRestore, restoredAt: Duration) -> [[TimedEvent<M>]] {
      // Nothing to restore: no scope times anything (a server's most common snapshot).
      if policy != .restart, timers.isEmpty {
        return Array(repeating: [], count: M._scopeCount)
      }
      // One scope (a constant once specialized): every timer the state still times is its own.
      if M._scopeCount == 1, policy != .restart {
        var mine: [TimedEvent<M>] = []
        forEachRestoredTimer(policy, restoredAt: restoredAt) { mine.append($0) }
        return [mine]
      }
      let rows = M._allTimedEvents(of: state)
      var left: [TimedEvent<M>] =
        policy == .restart
        ? rows
        : timers.compactMap { timer in
          guard let row = rows.first(where: { $0.event.case == timer.event.case }) else {
            return nil
          }
          var time = timer.remaining
          if policy == .keepDeadline {
            time = takenAt + timer.remaining - restoredAt
          }
          return TimedEvent(event: timer.event, delay: min(max(time, .zero), row.delay))
        }
      // One scope, restarting: the state's timed events, the first of each, as below.
      if M._scopeCount == 1 {
        var mine: [TimedEvent<M>] = []
        for timer in left where !mine.contains(where: { $0.event.case == timer.event.case }) {
          mine.append(timer)
        }
        return [mine]
      }
      return (0..<M._scopeCount).map { scope in
        // A scope times a handful of events: a search, not a set to build.
        let times = M._timedEvents(of: state, scope: scope)
        var mine: [TimedEvent<M>] = []
        left.removeAll { timer in
          guard times.contains(where: { $0.event.case == timer.event.case }),
            !mine.contains(where: { $0.event.case == timer.event.case })
          else { return false }
          mine.append(timer)
          return true
        }
        return mine
      }
    }
  }

  extension MachineSnapshot {
    /// Calls `body` with each timer a machine of one scope restores from this snapshot at
    /// `restoredAt` under `policy` (not `.restart`), as ``restoredTimers(_:restoredAt:)`` lists
    /// them, without building an array: the snapshot's timers that the state still times, the
    /// first of each event, in snapshot order, each with the time it has left (at most its row's
    /// delay). The pure step times them in place.
    @inlinable
    func forEachRestoredTimer(
      _ policy: TimerRestore, restoredAt: Duration, _ body: (TimedEvent<M>) -> Void
    ) {
      for (index, timer) in timers.enumerated() {
        guard let delay = state.delay(timing: timer.event),
          !timers[..<index].contains(where: { $0.event.case == timer.event.case })
        else { continue }
        let left =
          policy == .keepDeadline ? takenAt + timer.remaining - restoredAt : timer.remaining
        body(TimedEvent(event: timer.event, delay: min(max(left, .zero), delay)))
      }
    }
  }

  extension StateMachine {
    /// The delay of the first timer of this state, in scope order, that times `event`'s case;
    /// `nil` when none does. Read one by one (`_forEachTimedEvent`), without an array.
    @inlinable
    func delay(timing event: Event) -> Duration? {
      var delay: Duration?
      for scope in 0..<Self._scopeCount where delay == nil {
        Self._forEachTimedEvent(of: self, scope: scope) { timed in
          if delay == nil, timed.event.case == event.case { delay = timed.delay }
        }
      }
      return delay
    }

    /// The first scope whose timers, in this state, time `event`'s case: the scope a timer's
    /// queued event belongs to.
    @inlinable
    func scope(timing event: Event) -> Int? {
      (0..<Self._scopeCount).first { scope in
        Self._timedEvents(of: self, scope: scope).contains { $0.event.case == event.case }
      }
    }
  }
#endif
