// Timed transitions: a state's `after:` rows become timers when a machine enters the state.
//
// A machine keeps one deadline queue: each scope's current visit holds its timers in deadline
// order (`VisitTimers`), and one task, the sleeper, sleeps on the machine's clock until the
// earliest deadline it was started for. Starting a visit's timers and cancelling them (a step out
// of the state, every step starting a visit, a self-transition included) are operations on the
// queue, under the machine's lock: nothing is allocated once the visit's buffers have grown, and
// no task is started or woken. The sleeper is replaced only when a deadline comes before the one
// it sleeps until; it wakes at its deadline, sends the timers that are due, in deadline order, and
// sleeps until the next; it ends when it finds none pending. A timer whose visit has ended sends
// nothing, even if it was already queued behind a step in progress. The sleeper holds the machine
// weakly: pending timers do not keep it alive.

#if !hasFeature(Embedded)
  extension Machine {
    /// Starts a new visit of each scope whose bit is set in `moved` (all of them, `~0`, when
    /// the machine starts; a machine without regions or held timers is one scope, which every
    /// step moves), cancelling its timers and timing its events in `state`; the other scopes'
    /// timers go on.
    // Always inlined, as `startVisit(of:in:_:)`, `VisitTimers.insert` and `TimerSource.now()`
    // are: a step's timers are one function with the step's other work (`doStepWork`), where
    // each call cost W1 `timers` 10 to 26 instructions a step.
    @inlinable @inline(__always)
    func startVisits(moved: UInt64, in state: M, _ core: inout Core) {
      if core.visits.isEmpty {
        core.visits = Array(repeating: ScopeVisit(), count: M._scopeCount)
      }
      // A machine of one scope (a constant once specialized): no loop.
      if M._scopeCount == 1 {
        if moved & 1 != 0 {
          startVisit(of: 0, in: state, &core)
        }
        return
      }
      for scope in core.visits.indices where moved & (1 << UInt64(scope)) != 0 {
        startVisit(of: scope, in: state, &core)
      }
    }

    /// Cancels the timers of `scope`'s current visit, starts a new visit, and times the scope's
    /// timed events in `state` in it, as `startVisit(of:timing:_:)` does. The events are read one
    /// by one (`_forEachTimedEvent`), so that a step builds no array (W1 `timers` spent 25
    /// instructions a step on the one it was given), and the clock only for a visit that times
    /// something.
    // Inlinable, as the types it works on are: unspecialized, every step looked the metadata of
    // the machine's arrays up (Benchmarks, W1 `timers`).
    @inlinable @inline(__always)
    func startVisit(of scope: Int, in state: M, _ core: inout Core) {
      core.visit &+= 1
      let visit = core.visit
      let clock = core.timerClock
      // One access to the visits, checked once.
      let first = core.visits.withUnsafeMutableBufferPointer { visits -> Duration? in
        visits[scope].begin(visit)
        var now: Duration?
        M._forEachTimedEvent(of: state, scope: scope) { timed in
          let start = now ?? clock?.now() ?? .zero
          now = start
          visits[scope].timers.insert(timed.event, dueAt: start.deadline(after: timed.delay))
        }
        return now == nil ? nil : visits[scope].timers.firstDeadline
      }
      if let first {
        scheduleSleeper(until: first, &core)
      }
    }

    /// Cancels the timers of `region`'s current visit, starts a new visit, and times `timed` in
    /// it: each event `delay` from now (at once for a delay of zero or less), in deadline order
    /// (ties in the order given). A restored machine's visits start so, with the times its
    /// snapshot left.
    @inlinable
    func startVisit(of region: Int, timing timed: [TimedEvent<M>], _ core: inout Core) {
      core.visit &+= 1
      let visit = core.visit
      // The clock is read only for a visit that times something.
      let now = timed.isEmpty ? nil : core.timerClock?.now()
      // One access to the visits, checked once.
      let first = core.visits.withUnsafeMutableBufferPointer { visits in
        visits[region].begin(visit, timing: timed, at: now)
      }
      if let first {
        scheduleSleeper(until: first, &core)
      }
    }

    /// Makes sure a sleeper wakes by `deadline`, a deadline just queued: the sleeper goes on if
    /// it sleeps until then or earlier; otherwise (none, or one that sleeps longer) a new one
    /// takes over, and the one it replaces is cancelled.
    @inlinable
    func scheduleSleeper(until deadline: Duration, _ core: inout Core) {
      if core.sleeper.task != nil, let target = core.sleeper.target, !deadline.isBefore(target) {
        return
      }
      startSleeper(until: deadline, &core)
    }

    /// Starts a sleeper that sleeps until `deadline`, cancelling the one it takes over from.
    ///
    /// Inlinable, so that the sleeper's task, `fireDueTimers` and the send it makes are built
    /// specialized for the machine (unspecialized, a timer's step went through generic code:
    /// `fsm-bench many`, 100,000 timers fired on a test clock, about 970 ms against 690 ms); never
    /// inlined, so that a timed step that only keeps the sleeper it has stays as small as it was
    /// (inlined, W1 `timers` took 15 instructions more a step).
    @inlinable @inline(never)
    func startSleeper(until deadline: Duration, _ core: inout Core) {
      guard let clock = core.timerClock else { return }
      core.sleeper.task?.cancel()
      core.sleeper.number &+= 1
      core.sleeper.target = deadline
      let number = core.sleeper.number
      core.sleeper.task = Task { [weak self] in
        var target = deadline
        while true {
          do {
            try await clock.sleep(until: target)
          } catch {
            // Cancelled: another sleeper took over, or the machine is gone.
            return
          }
          // The machine is held only while timers are sent, never across a sleep.
          guard let next = self?.fireDueTimers(sleeper: number) else { return }
          target = next
        }
      }
    }

    /// Sends the timers that are due, earliest first, each as `send(_:)` does; returns the
    /// deadline to sleep until next, or `nil` when the sleeper `number` ends: no timer is
    /// pending, or another sleeper took over.
    @inlinable
    func fireDueTimers(sleeper number: Int) -> Duration? {
      while true {
        var next: Duration?
        var fired = false
        _ = send(fromVisit: { core in
          guard core.sleeper.number == number, let clock = core.timerClock else { return nil }
          guard let scope = core.scopeOfEarliestTimer() else {
            core.sleeper = Sleeper(number: number)
            return nil
          }
          let deadline = core.visits[scope].timers.nextDeadline
          guard deadline <= clock.now() else {
            core.sleeper.target = deadline
            next = deadline
            return nil
          }
          fired = true
          let event = core.visits[scope].timers.takeNext()
          return (event, core.visits[scope].visit)
        })
        guard fired else { return next }
      }
    }

    /// The current visits' timers that have not fired, with the time each has left on the
    /// machine's clock (see `PendingTimer.pending(in:now:)`).
    @inlinable
    // Given the fields, not the whole `Core`: passing it copied all of it (a `memcpy` of a few
    // hundred bytes a snapshot).
    func pendingTimers(_ visits: [ScopeVisit<M.Event>], clock: TimerSource?)
      -> [PendingTimer<M>]
    {
      // A machine without timers keeps no visits: its snapshot reads nothing more.
      guard !visits.isEmpty, let clock else { return [] }
      return PendingTimer.pending(in: visits, now: clock.now())
    }
  }

  extension PendingTimer {
    /// The timers of `visits` that have not fired, with the time each has left at `now` (zero
    /// for one that is due): every scope's, merged in deadline order (ties in scope order).
    @inlinable
    static func pending(in visits: [ScopeVisit<M.Event>], now: Duration) -> [PendingTimer<M>] {
      func pending(_ timers: VisitTimers<M.Event>) -> [PendingTimer<M>] {
        (timers.fired..<timers.count).map {
          PendingTimer(
            event: timers.event(at: $0), remaining: max(.zero, timers.deadline(at: $0) - now))
        }
      }
      // One scope's timers are in deadline order already: merging them would cost a snapshot a
      // sort.
      guard visits.count > 1 else { return visits.first.map { pending($0.timers) } ?? [] }
      return visits.flatMap { pending($0.timers) }.enumerated()
        .sorted { ($0.element.remaining, $0.offset) < ($1.element.remaining, $1.offset) }
        .map(\.element)
    }
  }

  /// The timers of one visit of a scope, in deadline order: the scope's part of the machine's
  /// deadline queue. Its buffer is kept from visit to visit, and only the first `count`
  /// positions are timers: cancelling them is setting `count` to zero, and a later visit writes
  /// over the rest. (What is left behind is timed events, which take their payloads' defaults:
  /// nothing a sender gave.) Each array operation costs a timed step some tens of instructions
  /// (Benchmarks, W1 `timers`): one buffer of event and deadline pairs, where two buffers cost
  /// two of each.
  @usableFromInline
  struct VisitTimers<Event> {
    /// A timer: its event and its deadline on the machine's clock, as a duration from the
    /// clock's origin. A struct: unspecialized code (a machine's `init`, its sleeper) looks a
    /// tuple's type up under a global lock, a struct's without one (`fsm-bench many`).
    @usableFromInline struct Timer {
      @usableFromInline var event: Event
      @usableFromInline var deadline: Duration

      @inlinable init(_ event: Event, _ deadline: Duration) {
        self.event = event
        self.deadline = deadline
      }
    }

    /// The timers, in deadline order (ties in the order they were timed).
    @usableFromInline var timers: [Timer] = []
    /// How many positions of the buffer are this visit's timers.
    @usableFromInline var count = 0
    /// How many of the timers have fired (sent their event, or queued it): the position of the
    /// next.
    @usableFromInline var fired = 0

    @inlinable init() {}

    /// Whether a timer has not fired.
    @inlinable var isPending: Bool { fired < count }

    /// The deadline of the next timer; only while one is pending.
    @inlinable var nextDeadline: Duration { timers[fired].deadline }

    /// The deadline of the first timer; only while the visit has one.
    @inlinable var firstDeadline: Duration { timers[0].deadline }

    /// The event of the timer at `position`, below `count`.
    @inlinable func event(at position: Int) -> Event { timers[position].event }

    /// The deadline of the timer at `position`, below `count`.
    @inlinable func deadline(at position: Int) -> Duration { timers[position].deadline }

    /// Cancels every timer, keeping the buffer.
    @inlinable mutating func removeAll() {
      count = 0
      fired = 0
    }

    /// Times `event` at `deadline`: after the timers due before it or at the same time. A timer
    /// due after the visit's others (its first, most often), in a buffer that has room, is
    /// written in place, inline; the others are sorted in out of line.
    @inlinable @inline(__always)
    mutating func insert(_ event: Event, dueAt deadline: Duration) {
      if count < timers.count, count == fired || !deadline.isBefore(timers[count - 1].deadline) {
        timers[count] = Timer(event, deadline)
        count += 1
        return
      }
      insertSorted(event, dueAt: deadline)
    }

    /// Times `event` at `deadline` as `insert(_:dueAt:)` does, growing the buffer if needed.
    @inlinable @inline(never)
    mutating func insertSorted(_ event: Event, dueAt deadline: Duration) {
      if count == timers.count {
        timers.append(Timer(event, deadline))
      } else {
        timers[count] = Timer(event, deadline)
      }
      var position = count
      count += 1
      // Moved down past the later deadlines, as an insertion sort does.
      while position > fired, deadline.isBefore(timers[position - 1].deadline) {
        timers.swapAt(position, position - 1)
        position -= 1
      }
    }

    /// The next timer's event, which fires.
    @inlinable
    mutating func takeNext() -> Event {
      fired += 1
      return timers[fired - 1].event
    }
  }

  extension Duration {
    /// The deadline `delay` after this time, or the latest (earliest) time there is where that
    /// overflows: a timer that never comes due (or is due at once), never a trap. Worked out
    /// inline on `Duration`'s two public halves, the high and low words of its attoseconds (what
    /// `attoseconds`, from macOS 15 on, reads), where `+` and `<` are calls into the standard
    /// library: a timed step spent 16 instructions on them (Benchmarks, W1 `timers`).
    @inlinable func deadline(after delay: Duration) -> Duration {
      let (low, carry) = _low.addingReportingOverflow(delay._low)
      let (sum, overflow) = _high.addingReportingOverflow(delay._high)
      let (high, carryOverflow) = sum.addingReportingOverflow(carry ? 1 : 0)
      // Both overflow only when the carry brings the sum back in range.
      guard overflow == carryOverflow else {
        return delay._high < 0 ? Duration(_high: .min, low: 0) : Duration(_high: .max, low: .max)
      }
      return Duration(_high: high, low: low)
    }

    /// Whether this time comes before `other`, as `<` says, inline.
    @inlinable func isBefore(_ other: Duration) -> Bool {
      _high == other._high ? _low < other._low : _high < other._high
    }
  }

  extension VisitTimers: Sendable where Event: Sendable {}
  extension VisitTimers.Timer: Sendable where Event: Sendable {}

  /// The task that sleeps until the earliest deadline of a machine's timers (or before it).
  @usableFromInline
  struct Sleeper: Sendable {
    /// Counts the sleepers a machine started: a sleeper that another took over from stops.
    @usableFromInline var number = 0
    /// The sleeper, until it ends.
    @usableFromInline var task: Task<Void, Never>?
    /// The deadline it sleeps until, or last slept until while it sends timers.
    @usableFromInline var target: Duration?

    @inlinable init(number: Int = 0) {
      self.number = number
    }
  }

  /// Where a machine's timers read the time and sleep: time is a duration from an origin (the
  /// machine's creation). `ContinuousClock`, the default, is read as the platform's clock
  /// directly, the one `ContinuousClock` reads, in nanoseconds: through `ContinuousClock.now`, a
  /// timed step spent most of its time on the instant's arithmetic (Benchmarks, W1 `timers`).
  /// Any other clock is reached through its type-erased timers.
  @usableFromInline
  enum TimerSource: Sendable {
    /// The platform's continuous clock, with the reading (in nanoseconds) taken as origin.
    case continuous(origin: Int64)
    /// Another clock, or the continuous clock where it cannot be read directly.
    case clock(any TimerClock)

    /// The timers of `clock`.
    static func of(_ clock: some Clock<Duration>) -> TimerSource {
      #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
        if clock is ContinuousClock { return .continuous(origin: continuousNanoseconds()) }
      #endif
      return .clock(ClockTimers(clock: clock))
    }

    /// The time now, from the origin.
    @inlinable @inline(__always) func now() -> Duration {
      switch self {
      case .continuous(let origin): .nanoseconds(continuousNanoseconds() &- origin)
      case .clock(let clock): clock.now()
      }
    }

    /// Sleeps until `deadline` (from the origin); throws when the task is cancelled.
    @usableFromInline
    func sleep(until deadline: Duration) async throws {
      switch self {
      case .continuous:
        // The clock read directly and `ContinuousClock` count the same time: the deadline is as
        // far from `ContinuousClock`'s now as from the reading.
        let instant = ContinuousClock.now.advanced(by: deadline - now())
        try await ContinuousClock().sleep(until: instant, tolerance: nil)
      case .clock(let clock):
        try await clock.sleep(until: deadline)
      }
    }
  }

  /// A machine's clock, its type erased: time as a duration from an origin, and sleeping. A class,
  /// so that the machine's reference is copied with a retain, where an existential value was
  /// copied through its type's value witnesses on every timed step.
  @usableFromInline
  protocol TimerClock: AnyObject, Sendable {
    /// The time now, from the clock's origin.
    func now() -> Duration
    /// Sleeps until `deadline` (from the origin); throws when the task is cancelled.
    func sleep(until deadline: Duration) async throws
  }

  /// The timers of a clock of type `C`, with the instant the machine was created as origin.
  final class ClockTimers<C: Clock<Duration>>: TimerClock {
    let clock: C
    let origin: C.Instant

    init(clock: C) {
      self.clock = clock
      origin = clock.now
    }

    func now() -> Duration {
      origin.duration(to: clock.now)
    }

    func sleep(until deadline: Duration) async throws {
      try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil)
    }
  }
#endif
