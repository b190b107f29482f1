import FSMMacros
import FSMTesting
import Foundation
import Testing

/// A connection that waits longer after each failure: `retrying(attempt:)` waits `2^attempt`
/// seconds (a function of the state entered), a lost connection a time its payload says (a
/// closure), and a reset nothing at all (a function that returns zero).
@StateMachine
enum Redial: Equatable, Sendable, Codable {
  @Initial case idle
  case dialing(attempt: Int)
  case retrying(attempt: Int)
  case lost(grace: Int)
  case resetting
  case connected

  enum Event: Equatable, Sendable, Codable {
    case dial, fail, retry, answer, drop, expire, reset, settle
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .dial, to: .dialing, build: { _, _ in .dialing(attempt: 1) }),
    .from(.dialing, on: .answer, to: .connected),
    .from(
      .dialing, on: .fail, to: .retrying,
      build: { state, _ in
        guard case .dialing(let attempt) = state else { return state }
        return .retrying(attempt: attempt)
      }),
    .from(
      .retrying, on: .retry, after: Redial.backoff, to: .dialing,
      build: { state, _ in
        guard case .retrying(let attempt) = state else { return state }
        return .dialing(attempt: attempt + 1)
      }),
    .from(.connected, on: .drop, to: .lost, build: { _, _ in .lost(grace: 3) }),
    .from(
      .lost, on: .expire,
      after: { state in
        guard case .lost(let grace) = state else { return .seconds(1) }
        return .seconds(grace)
      }, to: .idle),
    .from(.lost, on: .answer, to: .connected),
    .from(.connected, on: .reset, to: .resetting),
    .from(.resetting, on: .settle, after: Redial.noWait, to: .idle),
  ]

  /// `2^attempt` seconds.
  nonisolated static func backoff(_ state: Redial) -> Duration {
    guard case .retrying(let attempt) = state else { return .seconds(1) }
    return .seconds(1 << attempt)
  }

  /// A delay computed as nothing: the timer fires at once.
  nonisolated static func noWait(_ state: Redial) -> Duration {
    .seconds(-1)
  }
}

/// A region whose delay is computed from its own state.
@StateMachine
struct Irrigation: Equatable, Sendable {
  var valve: Valve
  var sensor: Sensor

  enum Valve: Equatable, Sendable {
    @Initial case closed
    case open(minutes: Int)

    static let transitions: [Transition] = [
      .from(.closed, on: .water, to: .open, build: { _, _ in .open(minutes: 2) }),
      .from(.open, on: .stop, after: Valve.runTime, to: .closed),
    ]

    nonisolated static func runTime(_ valve: Valve) -> Duration {
      guard case .open(let minutes) = valve else { return .seconds(60) }
      return .seconds(60 * minutes)
    }
  }

  enum Sensor: Equatable, Sendable {
    @Initial case dry
    case wet

    static let transitions: [Transition] = [
      .from(.dry, on: .rain, to: .wet)
    ]
  }

  enum Event: Equatable, Sendable { case water, stop, rain }
}

/// A pottery kiln whose firing holds a machine: a held table's delay computed from its own state.
@StateMachine
enum PotteryKiln: Equatable, Sendable {
  @Initial case idle
  @Composite case firing(Firing)
  @Final case done

  @Submachine
  enum Firing: Equatable, Sendable {
    @Initial case ramping(step: Int = 2)
    @Final case holding

    static let transitions: [Transition] = [
      .from(.ramping, on: .hold, after: Firing.rampTime, to: .holding)
    ]

    /// Ten seconds a step.
    nonisolated static func rampTime(_ firing: Firing) -> Duration {
      guard case .ramping(let step) = firing else { return .seconds(1) }
      return .seconds(10 * step)
    }
  }

  enum Event: Equatable, Sendable { case start, hold, finish }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .firing),
    .from(.firing, on: .finish, to: .done),
  ]
}

/// More than 64 edges, so that `edges` is decoded from a string: a computed delay among them.
@StateMachine
enum PhoneExchange: Equatable, Sendable {
  @Initial case s0
  case s1(line: Int = 3)
  case s2, s3, s4, s5, s6, s7

  enum Event: Equatable, Sendable { case to0, to1, to2, to3, to4, to5, to6, to7, hang }

  static let transitions: [Transition] = [
    .from(.s1, on: .hang, after: PhoneExchange.holdTime, to: .s0),
    .from(.s2, on: .hang, after: .seconds(5), to: .s0),
    .fromAny(on: .to0, to: .s0),
    .fromAny(on: .to1, to: .s1),
    .fromAny(on: .to2, to: .s2),
    .fromAny(on: .to3, to: .s3),
    .fromAny(on: .to4, to: .s4),
    .fromAny(on: .to5, to: .s5),
    .fromAny(on: .to6, to: .s6),
    .fromAny(on: .to7, to: .s7),
  ]

  /// A second a line.
  nonisolated static func holdTime(_ state: PhoneExchange) -> Duration {
    guard case .s1(let line) = state else { return .seconds(1) }
    return .seconds(line)
  }
}

@Suite struct ComputedDelayTests {
  @Test func aDelayIsComputedFromTheStateEnteredEachTime() async {
    let clock = TestClock()
    let machine = Machine(Redial.idle, clock: clock)
    machine.send(.dial)
    machine.send(.fail)  // retrying(attempt: 1): 2 s.
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(2)])
    await clock.advance(by: .seconds(2))
    await machine.waitForEffects()
    #expect(machine.state == .dialing(attempt: 2))
    machine.send(.fail)  // retrying(attempt: 2): 4 s, not 2.
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(4)])
    await clock.advance(by: .seconds(3))
    await machine.waitForEffects()
    #expect(machine.state == .retrying(attempt: 2))
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .dialing(attempt: 3))
  }

  @Test func aClosureReadsThePayload() async {
    let clock = TestClock()
    let machine = Machine(Redial.connected, clock: clock)
    machine.send(.drop)  // lost(grace: 3)
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(3)])
    await clock.advance(by: .seconds(3))
    await machine.waitForEffects()
    #expect(machine.state == .idle)
    #expect(
      Redial.timedEvents(in: .lost(grace: 7)) == [TimedEvent(event: .expire, delay: .seconds(7))])
    #expect(Redial.timedEvents(in: .retrying(attempt: 5)).map(\.delay) == [.seconds(32)])
  }

  @Test func aDelayOfZeroOrLessFiresAtOnce() async {
    let clock = TestClock()
    let machine = Machine(Redial.connected, clock: clock)
    machine.send(.reset)
    // The clock does not move: the timer is due as it starts.
    await machine.waitForEffects()
    #expect(machine.state == .idle)
    #expect(clock.now == TestClock.Instant(offset: .zero))
  }

  @Test func aSnapshotKeepsTheDeadlineComputedOnEntry() async throws {
    let clock = TestClock()
    let machine = Machine(Redial.idle, clock: clock)
    machine.send(.dial)
    machine.send(.fail)
    machine.send(.fail)  // Rejected: `retrying` has no `fail` row; still 2 s.
    await clock.advance(by: .milliseconds(500))
    let snapshot = machine.snapshot(takenAt: .seconds(100))
    #expect(snapshot.timers.map(\.remaining) == [.milliseconds(1_500)])
    // Through JSON, whose timer has no bound the table knows.
    let decoded = try JSONDecoder().decode(
      MachineSnapshot<Redial>.self, from: JSONEncoder().encode(snapshot))
    let restoredClock = TestClock()
    let restored = Machine(
      restoring: decoded, clock: restoredClock, timers: .keepDeadline, restoredAt: .seconds(101))
    #expect(restored.snapshot().timers.map(\.remaining) == [.milliseconds(500)])
    await restoredClock.advance(by: .milliseconds(500))
    await restored.waitForEffects()
    #expect(restored.state == .dialing(attempt: 2))
  }

  @Test func edgesAndDiagramsNameTheFunction() {
    let retry = Redial.edges.first { $0.event == .retry }
    #expect(retry?.delay == nil)
    #expect(retry?.delayFunction == "Redial.backoff")
    #expect(retry?.isTimed == true)
    #expect(retry.map { "\($0)" } == "retrying --retry after Redial.backoff--> dialing")
    let expire = Redial.edges.first { $0.event == .expire }
    #expect(expire?.delayFunction == "delay")
    #expect(Redial.edges.first { $0.event == .dial }?.isTimed == false)
    #expect(Redial.dot.contains("retry after Redial.backoff"))
    #expect(Redial.mermaid.contains("retry after Redial.backoff"))
    // Outside Swift, a named delay: the function's name.
    #expect(Redial.xstate.contains("\"backoff\""))
    #expect(Redial.scxml.contains("delayexpr=\"backoff\""))
    #expect(Redial.scxml.contains("delayexpr=\"delay\""))
  }

  @Test func aRegionsDelayIsComputedFromItsState() async {
    let clock = TestClock()
    let machine = Machine(Irrigation(valve: .closed, sensor: .dry), clock: clock)
    machine.send(.water)
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(120)])
    #expect(
      Irrigation.timedEvents(in: Irrigation(valve: .open(minutes: 5), sensor: .dry)).map(\.delay)
        == [.seconds(300)])
    #expect(Irrigation.edges.first { $0.event == .stop }?.delayFunction == "Valve.runTime")
    await clock.advance(by: .seconds(120))
    await machine.waitForEffects()
    #expect(machine.state == Irrigation(valve: .closed, sensor: .dry))
  }

  @Test func aHeldTablesDelayIsComputedFromItsState() async {
    let clock = TestClock()
    let machine = Machine(PotteryKiln.idle, clock: clock)
    machine.send(.start)
    #expect(machine.state == .firing(.ramping(step: 2)))
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(20)])
    #expect(PotteryKiln.edges.first { $0.event == .hold }?.delayFunction == "Firing.rampTime")
    await clock.advance(by: .seconds(20))
    await machine.waitForEffects()
    #expect(machine.state == .firing(.holding))
  }

  @Test func decodedEdgesKeepTheFunction() async {
    #expect(PhoneExchange.edges.count == 66)
    let hangs = PhoneExchange.edges.filter { $0.event == .hang }
    #expect(hangs.map(\.delay) == [nil, .seconds(5)])
    #expect(hangs.map(\.delayFunction) == ["PhoneExchange.holdTime", nil])
    let clock = TestClock()
    let machine = Machine(PhoneExchange.s0, clock: clock)
    machine.send(.to1)
    #expect(machine.snapshot().timers.map(\.remaining) == [.seconds(3)])
  }
}
