import FSMExamples
import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A reminder whose `waiting` state has two timers: `nudge` after 1 s (guarded: a muted reminder
/// ignores it) and `expire` after 2 s, from a `fromAny` row that times `expire` in every state
/// without a row of its own for it. `mute` is a self-transition: it restarts the timers.
@StateMachine(typestate: true)
enum Reminder: Equatable {
  @Initial case waiting(muted: Bool = false)
  case nudged
  case snoozed
  @Final case expired

  enum Event: Equatable {
    case nudge, expire, mute, snooze, wake
  }

  static let transitions: [Transition] = [
    .from(
      .waiting, on: .nudge, after: .seconds(1), to: .nudged,
      when: { state, _ in state != .waiting(muted: true) }),
    .from(.waiting, on: .mute, to: .waiting, build: { _, _ in .waiting(muted: true) }),
    .fromAny(on: .expire, after: .seconds(2), to: .expired),
    .from(.nudged, on: .snooze, to: .snoozed),
    // `snoozed` has its own row for `expire`, without a timer: the `fromAny` timer gives way.
    .from(.snoozed, on: .expire, to: .waiting),
    .from(.snoozed, on: .wake, after: .milliseconds(500), to: .waiting),
  ]
}

/// A heartbeat for the stress test: `alive` expires 1 s after it was entered; each `beat` (a
/// self-transition) and `revive` carries the test clock's time when it was sent, kept in the
/// state, so that an `expire` step can be checked against the start of its visit.
@StateMachine
enum Heartbeat: Equatable {
  @Initial case alive(since: Duration = .zero)
  case dead

  enum Event: Equatable {
    case beat(at: Duration)
    case revive(at: Duration)
    case expire
  }

  static let transitions: [Transition] = [
    .from(.alive, on: .beat, to: .alive, build: { _, event in .alive(since: event.time) }),
    .from(.alive, on: .expire, after: .seconds(1), to: .dead),
    .from(.dead, on: .revive, to: .alive, build: { _, event in .alive(since: event.time) }),
  ]
}

extension Heartbeat.Event {
  var time: Duration {
    switch self {
    case .beat(let time), .revive(let time): time
    case .expire: .zero
    }
  }
}

/// Timed transitions through `Machine`, driven by a `TestClock`: no real sleeps, except in the
/// one test of the continuous clock.
@Suite(.timeLimit(.minutes(1))) struct MachineTimersWithMacroTests {
  // MARK: What the macro generates

  @Test func timedEventsListEachStatesTimersInTableOrder() {
    #expect(
      Reminder.timedEvents(in: .waiting()) == [
        TimedEvent(event: .nudge, delay: .seconds(1)),
        TimedEvent(event: .expire, delay: .seconds(2)),
      ])
    #expect(Reminder.timedEvents(in: .nudged) == [TimedEvent(event: .expire, delay: .seconds(2))])
    // Its own row for `expire` wins over the `fromAny` row's timer; a final state has none.
    #expect(
      Reminder.timedEvents(in: .snoozed) == [TimedEvent(event: .wake, delay: .milliseconds(500))])
    #expect(Reminder.timedEvents(in: .expired).isEmpty)
    #expect(
      Connection.timedEvents(in: .connecting(attempt: 1)) == [
        TimedEvent(event: .timeout, delay: .seconds(10))
      ])
    #expect(Connection.timedEvents(in: .idle).isEmpty)
    // A delay that is not a literal is read from the table.
    #expect(
      Toast.timedEvents(in: .shown(message: "Saved")) == [
        TimedEvent(event: .dismiss, delay: Toast.duration)
      ])
    // A machine without `after:` rows keeps the runtime's default.
    #expect([Turnstile.locked, .unlocked].allSatisfy { Turnstile.timedEvents(in: $0).isEmpty })
  }

  @Test func edgesCarryTheDelayOfTheirEventInTheirSource() {
    let timed = Connection.edges.filter { $0.delay != nil }.map {
      "\($0.source) \($0.event.map { "\($0)" } ?? "-") \($0.delay.map { "\($0)" } ?? "-")"
    }
    // Both rows for `retry` from `failed` are taken when its timer fires.
    #expect(
      timed == [
        "connecting timeout \(Duration.seconds(10))", "failed retry \(Duration.seconds(5))",
        "failed retry \(Duration.seconds(5))",
      ])
    let expire = Reminder.edges.filter { $0.event == .expire }.map {
      "\($0.source) \($0.delay.map { "\($0)" } ?? "-")"
    }
    #expect(
      expire == ["waiting \(Duration.seconds(2))", "nudged \(Duration.seconds(2))", "snoozed -"])
  }

  @Test func aTimedEventKeepsItsConsumingMethodInTypestate() {
    let expired: Reminder.Expired = Reminder.Nudged().expire()
    #expect(expired.state == .expired)
    let waiting: Reminder.Waiting = Reminder.Snoozed().wake()
    #expect(waiting.state == .waiting(muted: false))
  }

  @Test func aValueTreatsATimedEventLikeAnyOther() throws {
    var connection = Connection.connecting(attempt: 1)
    try connection.timeout()
    #expect(connection == .failed(attempt: 1))
  }

  // MARK: Machine and TestClock

  @Test func aTimerFiresAtItsDeadlineAndNotANanosecondBefore() async {
    let clock = TestClock()
    let machine = Machine(Connection.idle, clock: clock)
    machine.send(.connect)
    await clock.advance(by: .seconds(10) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .connecting(attempt: 1))
    await clock.advance(by: .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .failed(attempt: 1))
  }

  /// A timer's step reaches an `ObservableMachine`: the machine counts it as a step taken
  /// while it has observers, so the next refresh shows it, even one after a rejected event
  /// (which shows nothing new of its own).
  @MainActor @Test func anObservableMachineShowsTheStepATimerTakes() async {
    let clock = TestClock()
    let machine = Machine(Connection.idle, clock: clock)
    let observable = ObservableMachine(machine)
    observable.send(.connect)
    #expect(observable.state == .connecting(attempt: 1))
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    #expect(machine.state == .failed(attempt: 1))
    // `failed` does not accept `connected`; the send still shows the timer's step.
    guard case .rejected = observable.send(.connected) else {
      Issue.record("'failed' accepted 'connected'")
      return
    }
    #expect(observable.state == .failed(attempt: 1))
  }

  @Test func theStateAMachineIsCreatedInStartsItsTimers() async {
    let clock = TestClock()
    let machine = Machine(Connection.connecting(attempt: 2), clock: clock)
    await clock.advance(by: .seconds(9))
    await machine.waitForEffects()
    #expect(machine.state == .connecting(attempt: 2))
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .failed(attempt: 2))
  }

  @Test func leavingAStateCancelsItsTimers() async {
    let clock = TestClock()
    let machine = Machine(Connection.idle, recentStepsLimit: 10, clock: clock)
    let rejected = Locked<[InvalidTransition<Connection>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    machine.send(.connect)
    await clock.advance(by: .seconds(3))
    machine.send(.connected)
    await clock.advance(by: .seconds(60))
    await machine.waitForEffects()
    #expect(machine.state == .online)
    #expect(machine.recentSteps.map(\.event) == [.connect, .connected])
    #expect(rejected.withLock { $0 }.isEmpty)
    // The cancelled timer no longer sleeps on the clock.
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSelfTransitionRestartsTheTimers() async {
    let clock = TestClock()
    let machine = Machine(Reminder.waiting(muted: true), recentStepsLimit: 10, clock: clock)
    await clock.advance(by: .milliseconds(1_500))
    await machine.waitForEffects()
    machine.send(.mute)  // at 1.5 s: `expire` is now due at 3.5 s, not 2 s
    await clock.advance(by: .seconds(2) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .waiting(muted: true))
    await clock.advance(by: .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .expired)
    #expect(machine.recentSteps.map(\.event) == [.mute, .expire])
  }

  @Test func chainedTimersRetryUntilTheAttemptsRunOut() async {
    let clock = TestClock()
    let reports = Locked<[Connection.Effect]>([])
    let machine = Machine(
      Connection.idle, recentStepsLimit: 20, clock: clock,
      effects: { effect, _ in reports.withLock { $0.append(effect) } })
    machine.send(.connect)
    var states: [Connection] = []
    for delay in [10, 5, 10, 5, 10, 5] {
      await clock.advance(by: .seconds(delay))
      await machine.waitForEffects()
      states.append(machine.state)
    }
    #expect(
      states == [
        .failed(attempt: 1), .connecting(attempt: 2), .failed(attempt: 2), .connecting(attempt: 3),
        .failed(attempt: 3), .gaveUp,
      ])
    #expect(
      reports.withLock { $0 } == [.report(attempt: 1), .report(attempt: 2), .report(attempt: 3)])
    // A timed step is an ordinary step in the history.
    #expect(machine.recentSteps.last?.description == "failed --retry--> gaveUp")
  }

  @Test func severalTimersOfOneStateFireInDeadlineOrder() async {
    // Both are due after one advance: `nudge` (1 s) is tried first and rejected by its guard,
    // then `expire` (2 s) fires.
    let clock = TestClock()
    let machine = Machine(Reminder.waiting(muted: true), recentStepsLimit: 10, clock: clock)
    let rejected = Locked<[InvalidTransition<Reminder>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    await clock.advance(by: .seconds(5))
    await machine.waitForEffects()
    #expect(rejected.withLock { $0 } == [InvalidTransition(state: .waiting, event: .nudge)])
    #expect(machine.recentSteps.map(\.event) == [.expire])
    #expect(machine.state == .expired)

    // Unmuted, the nudge fires first and leaves `waiting`: its `expire` never fires there, and
    // `nudged` starts its own.
    let other = Machine(Reminder.waiting(), recentStepsLimit: 10, clock: clock)
    await clock.advance(by: .seconds(2))
    await other.waitForEffects()
    #expect(other.recentSteps.map(\.description) == ["waiting --nudge--> nudged"])
    await clock.advance(by: .seconds(2))
    await other.waitForEffects()
    #expect(
      other.recentSteps.map(\.description) == [
        "waiting --nudge--> nudged", "nudged --expire--> expired",
      ])
  }

  @Test func aTimedRowWhoseGuardFailsIsRejectedAndTheStateStays() async {
    let clock = TestClock()
    let machine = Machine(Reminder.waiting(muted: true), clock: clock)
    let rejected = Locked<[InvalidTransition<Reminder>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .waiting(muted: true))
    #expect(rejected.withLock { $0 } == [InvalidTransition(state: .waiting, event: .nudge)])
  }

  @Test func aTimedStepReachesObserversAndSubscribers() async {
    let clock = TestClock()
    let machine = Machine(Connection.connecting(attempt: 1), clock: clock)
    let seen = Locked<[String]>([])
    machine.onExit(.connecting) { step in seen.withLock { $0.append("exit \(step.from.case)") } }
    machine.onTransition { step in seen.withLock { $0.append("\(step)") } }
    machine.onEnter(.failed) { step in seen.withLock { $0.append("enter \(step.to.case)") } }
    let steps = machine.steps
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    #expect(
      seen.withLock { $0 } == [
        "exit connecting", "connecting --timeout--> failed / report", "enter failed",
      ])
    for await step in steps {
      #expect(step.to == .failed(attempt: 1))
      break
    }
  }

  @Test func aTimerOfAnEarlierVisitNeverSendsEvenOnceQueued() async throws {
    // The nudge of a visit of `waiting` becomes due while the step that entered `waiting` is
    // still being processed (its observer holds the processing role), queued behind `mute`,
    // which ends that visit: when its turn comes, it sends nothing.
    let clock = TestClock()
    let machine = Machine(Reminder.snoozed, recentStepsLimit: 10, clock: clock)
    let rejected = Locked<[InvalidTransition<Reminder>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    let once = Locked(true)
    // Set when the suite's time limit cancels the test: the wait below then gives up, so that
    // broken code fails the test instead of outliving it.
    let cancelled = Locked(false)
    machine.onEnter(.waiting) { _ in
      let isFirst = once.withLock { isFirst in
        defer { isFirst = false }
        return isFirst
      }
      guard isFirst else { return }
      #expect(machine.send(.mute) == .enqueued)
      Task { await clock.advance(by: .seconds(1)) }
      // This observer runs on the thread below, not in the concurrency pool: wait, off the
      // pool, until the timer's task has queued the nudge behind `mute`.
      while machine._pendingCount < 2, !cancelled.withLock({ $0 }) {
        usleep(100)
      }
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread {
          machine.send(.expire)
          continuation.resume()
        }.start()
      }
    } onCancel: {
      cancelled.withLock { $0 = true }
    }
    await machine.waitForEffects()
    #expect(machine.recentSteps.map(\.event) == [.expire, .mute])
    #expect(machine.state == .waiting(muted: true))
    #expect(rejected.withLock { $0 }.isEmpty)
  }

  @Test func pendingTimersDoNotKeepTheMachineAlive() async {
    let clock = TestClock()
    weak var weakMachine: Machine<Connection>?
    do {
      let machine = Machine(Connection.connecting(attempt: 1), clock: clock)
      weakMachine = machine
      #expect(weakMachine != nil)
    }
    #expect(weakMachine == nil)
    // Its timer's task was cancelled with it: nothing sleeps on the clock any more.
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(60))
    #expect(clock.sleeperCount == 0)
  }

  @Test func waitForEffectsDoesNotWaitForTimersThatAreNotDue() async {
    let clock = TestClock()
    let machine = Machine(Connection.connecting(attempt: 1), clock: clock)
    // Returns at once: the timer sleeps until 10 s on the test clock, which does not move.
    await machine.waitForEffects()
    #expect(machine.state == .connecting(attempt: 1))
  }

  @Test func theContinuousClockRunsTimersInRealTime() async {
    // The one test with a real delay: the toast's 400 ms are too long for a test, so this
    // machine waits 50 ms.
    let machine = Machine(Flash.off)
    let steps = machine.steps
    let start = ContinuousClock.now
    machine.send(.flash)
    var seen: [String] = []
    for await step in steps {
      seen.append("\(step)")
      if seen.count == 2 { break }
    }
    #expect(seen == ["off --flash--> on", "on --fade--> off"])
    #expect(ContinuousClock.now - start >= .milliseconds(50))
  }

  // MARK: Concurrency

  @Test func timersRaceConcurrentSendsWithoutLosingOrRepeatingASteps() async {
    // 100 machines, each on its own test clock: one task sends `beat` and `revive` while
    // another moves the clock. Every event sent is processed exactly once (a step or a
    // rejection); every `expire` comes at least 1 s after the start of its visit of `alive`
    // (a timer of an earlier visit would come sooner); history agrees with the observers.
    let violations = Locked<[String]>([])
    let expired = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          await Self.race(violations: violations, expired: expired)
        }
      }
    }
    #expect(violations.withLock { $0 }.isEmpty)
    // The timers did fire, between the sends.
    #expect(expired.withLock { $0 } > 0)
  }

  static func race(violations: Locked<[String]>, expired: Locked<Int>) async {
    let clock = TestClock()
    let machine = Machine(Heartbeat.alive(), recentStepsLimit: 1_000, clock: clock)
    let observed = Locked<(steps: [Step<Heartbeat>], rejected: Int)>(([], 0))
    machine.onTransition { step in
      if step.event == .expire, case .alive(let since) = step.from,
        clock.now.offset - since < .seconds(1)
      {
        violations.withLock { $0.append("expire \(clock.now.offset - since) after \(since)") }
      }
      observed.withLock { $0.steps.append(step) }
    }
    machine.onReject { error in
      if error.event == .expire {
        violations.withLock { $0.append("a timer fired in '\(error.state)'") }
      } else {
        observed.withLock { $0.rejected += 1 }
      }
    }
    let sends = 50
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for index in 0..<sends {
          let now = clock.now.offset
          machine.send(index % 3 == 0 ? .revive(at: now) : .beat(at: now))
          await Task.yield()
        }
      }
      group.addTask {
        for _ in 0..<sends {
          await clock.advance(by: .milliseconds(700))
          await Task.yield()
        }
      }
    }
    await machine.waitForEffects()
    let (steps, rejected) = observed.withLock { ($0.steps, $0.rejected) }
    let sent = steps.filter { $0.event != .expire }.count + rejected
    if sent != sends {
      violations.withLock { $0.append("\(sends) events sent, \(sent) processed") }
    }
    if machine.recentSteps != steps {
      violations.withLock { $0.append("history differs from the observed steps") }
    }
    expired.withLock { $0 += steps.filter { $0.event == .expire }.count }
  }
}

/// A machine with a 50 ms timer, for the one test on the continuous clock.
@StateMachine
enum Flash: Equatable {
  case off, on

  enum Event: Equatable { case flash, fade }

  static let transitions: [Transition] = [
    .from(.off, on: .flash, to: .on),
    .from(.on, on: .fade, after: .milliseconds(50), to: .off),
  ]
}
