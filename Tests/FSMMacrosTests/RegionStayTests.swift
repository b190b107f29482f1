import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

// Rows that stay in a region's table (issue 67, item 1): the region takes the event and moves
// nothing; the other regions take it as they would.

@StateMachine
struct Courier: Equatable, Sendable {
  var parcel: Parcel
  var lamp: Lamp

  enum Event: Equatable, Sendable {
    case ship(to: String)
    case progress(percent: Int)
    case ping, toggle, timeout, deliver
  }

  enum Effect: Equatable, Sendable {
    case report(percent: Int)
    case pong
  }

  enum Activity: Equatable, Sendable {
    case track(to: String)
  }

  enum Parcel: Equatable, Sendable {
    @Initial case waiting
    case moving(to: String, percent: Int = 0)
    case lost
    @Final case delivered

    static let activities: [Activities] = [
      .run(.track, in: .moving)
    ]

    static let transitions: [Transition] = [
      .from(.waiting, on: .ship, to: .moving),
      .stay(
        in: .moving, on: .progress,
        build: { state, event in
          guard case .moving(let to, _) = state, case .progress(let percent) = event else {
            return state
          }
          return .moving(to: to, percent: percent)
        }, emit: .report),
      // Only while the lamp is on.
      .stay(in: .moving, on: .ping, emit: .pong).whenIn(.lamp(.on)),
      .from(.moving, on: .timeout, after: .seconds(10), to: .lost),
      .from(.moving, on: .deliver, to: .delivered),
    ]
  }

  enum Lamp: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .progress, to: .on),
      .from(.on, on: .toggle, to: .off),
      .from(.off, on: .toggle, to: .on),
    ]
  }
}

@Suite struct RegionStayTests {
  @Test func aRegionThatStaysMovesNothingWhileAnotherMoves() throws {
    var courier = Courier()
    try courier.send(.ship(to: "Oslo"))
    let both = try courier.send(.progress(percent: 40))
    #expect(courier == Courier(parcel: .moving(to: "Oslo", percent: 40), lamp: .on))
    #expect(both.effect == .report(percent: 40))
    // The lamp left `off` and entered `on`; the parcel left and entered nothing.
    #expect(both.exited == [.lamp(.off)])
    #expect(both.entered == [.lamp(.on)])
    #expect(Courier._regionsMoved(by: both) == 0b10)

    // The parcel alone stays: the step is taken, nothing is left or entered.
    let alone = try courier.send(.progress(percent: 70))
    #expect(courier.parcel == .moving(to: "Oslo", percent: 70))
    #expect(alone.exited.isEmpty)
    #expect(alone.entered.isEmpty)
    #expect(Courier._regionsMoved(by: alone) == 0)
  }

  @Test func aRowThatStaysTestsItsConditionOnAnotherRegion() throws {
    var courier = Courier(parcel: .moving(to: "Oslo"), lamp: .off)
    #expect(throws: InvalidTransition<Courier>.self) { try courier.send(.ping) }
    try courier.send(.toggle)
    let ping = try courier.send(.ping)
    #expect(ping.effect == .pong)
    #expect(ping.exited.isEmpty)
    #expect(courier == Courier(parcel: .moving(to: "Oslo"), lamp: .on))
  }

  @Test func aRegionsTimerAndTaskGoOnWhileItStays() async {
    let clock = TestClock()
    let started = Locked<[String]>([])
    let handlers = Courier.ActivityHandlers(track: { to, _ in
      started.withLock { $0.append(to) }
      try? await Task.sleep(for: .seconds(3_600))
    })
    let machine = Machine(Courier(), clock: clock, activities: handlers)
    let exits = Locked(0)
    machine.onTransition { step in
      if step.exited.contains(.parcel(.moving)) { exits.withLock { $0 += 1 } }
    }
    machine.send(.ship(to: "Oslo"))
    await clock.advance(by: .seconds(6))
    machine.send(.progress(percent: 10))
    machine.send(.progress(percent: 20))
    #expect(machine.state.parcel == .moving(to: "Oslo", percent: 20))
    #expect(exits.withLock { $0 } == 0)
    #expect(machine.runningActivities.map(\.activity) == [.track(to: "Oslo")])
    // The visit's deadline is still 10 s after `ship`.
    await clock.advance(by: .seconds(4))
    await machine.waitForEffects()
    #expect(machine.state.parcel == .lost)
    #expect(exits.withLock { $0 } == 1)
    #expect(machine.runningActivities.isEmpty)
    #expect(started.withLock { $0 } == ["Oslo"])
  }

  @Test func coverageCountsARegionsRowThatStays() throws {
    let coverage = TransitionCoverage<Courier>()
    var courier = Courier()
    coverage.record(try courier.send(.ship(to: "Oslo")))
    #expect(coverage.missing.contains { $0.event == .progress && $0.stays })
    coverage.record(try courier.send(.progress(percent: 5)))
    #expect(!coverage.missing.contains { $0.event == .progress && $0.stays })
  }

  @Test func theDocumentsSayTheRegionStays() {
    #expect(Courier.scxml.contains(#"<transition event="progress">"#))
    #expect(Courier.edges.contains { $0.stays && $0.event == .progress })
    #expect(Courier.dot.contains("(stays)"))
  }
}
