import FSMExamples
import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A test clock that counts the sleeps started on it: how often a machine's sleeper went to
/// sleep, which a timer restarted later must not make it do.
final class CountingClock: Clock, Sendable {
  typealias Instant = TestClock.Instant
  let base = TestClock()
  private let started = Locked(0)

  /// How many sleeps were started.
  var sleeps: Int { started.withLock { $0 } }
  var now: Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    started.withLock { $0 += 1 }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  func advance(by duration: Duration) async {
    await base.advance(by: duration)
  }
}

/// Waits until `condition` holds, for at most 20 seconds: until a task the machine started (its
/// sleeper) has run as far as the test looks. Whether it holds is the test's to check.
func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(20)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// A tea urn whose `heating` times four events, out of order and two at the same time: the
/// visit's queue puts them in deadline order, ties in table order.
@StateMachine
enum TeaUrn {
  @Initial case off
  case heating
  @Final case done

  enum Event { case switchOn, whistle, click, steam, beep }

  static let transitions: [Transition] = [
    .from(.off, on: .switchOn, to: .heating),
    .from(.heating, on: .whistle, after: .seconds(3), to: .done),
    .from(.heating, on: .click, after: .seconds(1), to: .done),
    .from(.heating, on: .steam, after: .seconds(2), to: .done),
    .from(.heating, on: .beep, after: .seconds(1), to: .done),
    .from(.heating, on: .switchOn, to: .heating),
  ]
}

/// A machine keeps one deadline queue: one task sleeps until the earliest deadline, however
/// many timers and regions; starting and cancelling timers does not wake it, unless a deadline
/// comes before the one it sleeps until (the Timed Transitions article,
/// "What a timer costs").
@Suite struct TimerQueueTests {
  @Test func oneSleeperForEveryTimerOfEveryRegion() async {
    let clock = CountingClock()
    let machine = Machine(Kiosk(), clock: clock)
    machine.send(.touch)  // t = 0: the screen's timeout at 30 s; the sleeper sleeps until then.
    machine.send(.print)  // The page at 5 s, earlier: a new sleeper takes over.
    // The first began (and was cancelled), the second sleeps.
    #expect(await eventually { clock.sleeps == 2 && clock.base.sleeperCount == 1 })
    await clock.advance(by: .seconds(5))
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .active, printer: .ready))
    // It sleeps again, until the screen's timeout.
    #expect(await eventually { clock.base.sleeperCount == 1 })
    await clock.advance(by: .seconds(25))
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .idle, printer: .ready))
    // It slept until 5 s, then until 30 s, and ended with no timer left: three sleeps.
    #expect(clock.sleeps == 3)
    #expect(clock.base.sleeperCount == 0)
  }

  @Test func aTimerRestartedLaterNeverWakesTheSleeper() async {
    let clock = CountingClock()
    let machine = Machine(Heartbeat.alive(), clock: clock)  // Expires at 1 s.
    await clock.advance(by: .milliseconds(500))
    for _ in 0..<100 {
      machine.send(.beat(at: .milliseconds(500)))  // Each restarts it: due at 1.5 s.
    }
    #expect(await eventually { clock.base.sleeperCount == 1 })
    #expect(clock.sleeps == 1)
    await clock.advance(by: .milliseconds(500))  // t = 1 s: the sleeper wakes, nothing is due.
    await machine.waitForEffects()
    #expect(machine.state == .alive(since: .milliseconds(500)))
    // It sleeps again, until 1.5 s.
    #expect(await eventually { clock.base.sleeperCount == 1 })
    await clock.advance(by: .milliseconds(500))  // t = 1.5 s
    await machine.waitForEffects()
    #expect(machine.state == .dead)
    #expect(clock.sleeps == 2)
    #expect(clock.base.sleeperCount == 0)
  }

  /// A state left before its timer fires: the timer is gone at once (the snapshot has none,
  /// nothing fires), and the sleeper, which no step wakes, ends at the deadline it slept until.
  @Test func theSleeperOfACancelledTimerEndsAtItsDeadline() async {
    let clock = TestClock()
    let machine = Machine(Connection.idle, clock: clock)
    machine.send(.connect)  // The timeout at 10 s.
    machine.send(.connected)
    #expect(machine.snapshot().timers.isEmpty)
    #expect(await eventually { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    #expect(clock.sleeperCount == 0)
    #expect(machine.state == .online)
    // A timer started after the sleeper ended starts another.
    machine.send(.disconnect)
    machine.send(.connect)
    #expect(await eventually { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    #expect(machine.state == .failed(attempt: 1))
  }

  /// Many timers due at the same time fire in deadline order, then table order, each once, by
  /// one sleeper; the machine's steps between them (a self-transition restarting one) are
  /// honoured as they were with a task per visit.
  @Test func timersDueTogetherFireInOrderOnce() async {
    let clock = CountingClock()
    let machine = Machine(Reminder.waiting(), recentStepsLimit: 10, clock: clock)
    await clock.advance(by: .seconds(60))  // nudge (1 s) and expire (2 s) both due.
    await machine.waitForEffects()
    // nudge took the reminder to `nudged`, whose visit times `expire` again from 60 s.
    #expect(machine.recentSteps.map(\.event) == [.nudge])
    await clock.advance(by: .seconds(2))
    await machine.waitForEffects()
    #expect(machine.recentSteps.map(\.event) == [.nudge, .expire])
    #expect(machine.state == .expired)
    #expect(clock.base.sleeperCount == 0)
  }

  /// A visit's timers are kept in deadline order, ties in the order the table lists them, and
  /// each new visit (a self-transition) replaces them: read back from snapshots, which list the
  /// queue as it is.
  @Test func aVisitKeepsItsTimersInDeadlineOrder() async {
    let clock = TestClock()
    let machine = Machine(TeaUrn.off, clock: clock)
    machine.send(.switchOn)
    let order: [TeaUrn.Event] = [.click, .beep, .steam, .whistle]
    #expect(machine.snapshot().timers.map(\.event) == order)
    #expect(machine.snapshot().timers.map(\.remaining) == [1, 1, 2, 3].map { .seconds($0) })
    await clock.advance(by: .milliseconds(500))
    machine.send(.switchOn)  // A new visit: its timers from now, in the same order.
    #expect(machine.snapshot().timers.map(\.event) == order)
    #expect(machine.snapshot().timers.map(\.remaining) == [1, 1, 2, 3].map { .seconds($0) })
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    // `click` fired first and left `heating`; `beep`, due at the same time, sent nothing.
    #expect(machine.state == .done)
    #expect(machine.snapshot().timers.isEmpty)
  }

  /// What a `Machine` reads on each step, `_forEachTimedEvent(of:scope:_:)` (generated), hands
  /// the events `timedEvents(in:)` lists, in the same order, delays computed from the state
  /// included; and nothing for a scope other than the machine's one.
  @Test func theEventsHandedOneByOneAreTheListedOnes() {
    func handed<M: StateMachine>(_ state: M, scope: Int = 0) -> [TimedEvent<M>] {
      var events: [TimedEvent<M>] = []
      M._forEachTimedEvent(of: state, scope: scope) { events.append($0) }
      return events
    }
    #expect(handed(TeaUrn.heating).map(\.event) == [.whistle, .click, .steam, .beep])
    #expect(handed(TeaUrn.heating) == TeaUrn.timedEvents(in: .heating))
    #expect(handed(TeaUrn.off).isEmpty)
    #expect(handed(TeaUrn.heating, scope: 1).isEmpty)
    for state: Redial in [.idle, .retrying(attempt: 3), .lost(grace: 7), .resetting, .connected] {
      #expect(handed(state) == Redial.timedEvents(in: state))
    }
    #expect(handed(Redial.retrying(attempt: 3)).map(\.delay) == [.seconds(8)])
  }
}
