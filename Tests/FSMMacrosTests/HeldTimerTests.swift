import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A toaster: toasting holds an enum whose warming times out into browning (a delay its own type
/// declares), while the toaster pops 60 s after toasting began, whatever happens inside; cooling
/// holds two regions, each timing its own step. Timers in held machines, each table a scope of
/// its own.
@StateMachine
enum Toaster: Equatable, Sendable, Codable {
  @Initial case idle
  @Composite case toasting(Slice)
  @Composite case cooling(Cool)
  case done

  @Submachine
  enum Slice: Equatable, Sendable, Codable {
    @Initial case warming
    case browning

    /// Found in the held enum, where its row is written.
    static let warmUp = Duration.seconds(10)

    static let transitions: [Transition] = [
      .from(.warming, on: .warmed, after: warmUp, to: .browning),
      .from(.browning, on: .darker, to: .browning),
    ]
  }

  @Submachine
  struct Cool: Equatable, Sendable, Codable {
    var fan: Fan
    var light: Light

    enum Fan: Equatable, Sendable, Codable {
      @Initial case spinning
      case still
      static let transitions: [Transition] = [
        .from(.spinning, on: .fanOff, after: .seconds(5), to: .still)
      ]
    }

    enum Light: Equatable, Sendable, Codable {
      @Initial case lit
      case dark
      static let transitions: [Transition] = [
        .from(.lit, on: .lightOff, after: .seconds(8), to: .dark),
        .from(.lit, on: .blink, to: .lit),
      ]
    }
  }

  enum Event: Equatable, Sendable, Codable {
    case start, warmed, darker, pop, cancel, fanOff, lightOff, blink, unplug
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .toasting),
    .from(.toasting, on: .pop, after: .seconds(60), to: .cooling),
    .from(.toasting, on: .cancel, to: .idle),
    .from(.cooling, on: .unplug, to: .done),
  ]
}

@Suite("Timers inside held machines")
struct HeldTimerTests {
  @Test("every table is a scope, numbered from the top down, with its own timed events")
  func scopes() {
    #expect(Toaster._scopeCount == 4)
    let warming = Toaster.toasting(.warming)
    #expect(Toaster._timedEvents(of: warming, scope: 0).map(\.event) == [.pop])
    #expect(Toaster._timedEvents(of: warming, scope: 1).map(\.event) == [.warmed])
    #expect(Toaster._timedEvents(of: warming, scope: 1).map(\.delay) == [.seconds(10)])
    #expect(Toaster._timedEvents(of: .toasting(.browning), scope: 1).isEmpty)
    // Not entered: no timers.
    #expect(Toaster._timedEvents(of: warming, scope: 2).isEmpty)
    let cooling = Toaster.cooling(.init(fan: .spinning, light: .lit))
    #expect(Toaster._timedEvents(of: cooling, scope: 0).isEmpty)
    #expect(Toaster._timedEvents(of: cooling, scope: 1).isEmpty)
    #expect(Toaster._timedEvents(of: cooling, scope: 2).map(\.event) == [.fanOff])
    #expect(Toaster._timedEvents(of: cooling, scope: 3).map(\.event) == [.lightOff])
    #expect(Toaster._allTimedEvents(of: cooling).map(\.delay) == [.seconds(5), .seconds(8)])
  }

  @Test("a step restarts the scopes it entered, and those it left")
  func scopesMoved() throws {
    var toaster = Toaster.idle
    // Entering toasting enters the top's scope and the slice's; the cooling scopes are not
    // entered (their timers end, which they have none of).
    let start = try toaster.send(.start)
    #expect(Toaster._scopesMoved(by: start) == 0b1111)
    // A move inside: the slice's scope only.
    let warmed = try toaster.send(.warmed)
    #expect(Toaster._scopesMoved(by: warmed) == 0b1110)
    // A self-transition inside restarts it again.
    let darker = try toaster.send(.darker)
    #expect(Toaster._scopesMoved(by: darker) == 0b1110)
    let pop = try toaster.send(.pop)
    #expect(Toaster._scopesMoved(by: pop) == 0b1111)
    // One region of the struct: its scope (3), and the slice's, which is not entered (1).
    let blink = try toaster.send(.blink)
    #expect(Toaster._scopesMoved(by: blink) == 0b1010)
  }

  @Test("a move inside keeps the holder's timer, and the held timer fires inside")
  func moveInsideKeepsTheHoldersTimer() async {
    let clock = TestClock()
    let machine = Machine(Toaster.idle, clock: clock)
    machine.send(.start)  // t = 0: warmed at 10 s, pop at 60 s.
    await clock.advance(by: .seconds(10) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .toasting(.warming))
    await clock.advance(by: .nanoseconds(1))  // t = 10
    await machine.waitForEffects()
    #expect(machine.state == .toasting(.browning))
    machine.send(.darker)  // t = 10: a self-transition inside; the pop keeps its deadline.
    await clock.advance(by: .seconds(50) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .toasting(.browning))
    await clock.advance(by: .nanoseconds(1))  // t = 60: 60 s after the start.
    await machine.waitForEffects()
    #expect(machine.state == .cooling(.init(fan: .spinning, light: .lit)))
  }

  @Test("leaving the composite state ends the timers inside it")
  func leavingEndsTheTimersInside() async {
    let clock = TestClock()
    let machine = Machine(Toaster.idle, clock: clock)
    let events = Locked<[Toaster.Event]>([])
    let token = machine.onTransition { step in events.withLock { $0.append(step.event) } }
    machine.send(.start)
    #expect(machine.snapshot(takenAt: .zero).timers.map(\.event) == [.warmed, .pop])
    await clock.advance(by: .seconds(5))
    machine.send(.cancel)
    #expect(machine.snapshot(takenAt: .zero).timers.isEmpty)
    await clock.advance(by: .seconds(100))
    await machine.waitForEffects()
    #expect(machine.state == .idle)
    #expect(events.withLock { $0 } == [.start, .cancel])
    _ = token
  }

  @Test("each region of a held struct restarts only its own timers")
  func regionsInsideKeepTheirOwnTimers() async {
    let clock = TestClock()
    let machine = Machine(Toaster.cooling(.init(fan: .spinning, light: .lit)), clock: clock)
    await clock.advance(by: .seconds(2))
    machine.send(.blink)  // t = 2: the light's timer restarts (10 s); the fan's goes on (5 s).
    await clock.advance(by: .seconds(3))  // t = 5
    await machine.waitForEffects()
    #expect(machine.state == .cooling(.init(fan: .still, light: .lit)))
    await clock.advance(by: .seconds(5) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .cooling(.init(fan: .still, light: .lit)))
    await clock.advance(by: .nanoseconds(1))  // t = 10: 8 s after the blink.
    await machine.waitForEffects()
    #expect(machine.state == .cooling(.init(fan: .still, light: .dark)))
  }

  @Test("a snapshot holds the timers inside, and a restore resumes them")
  func snapshotsKeepTheTimersInside() async throws {
    let clock = TestClock()
    let machine = Machine(Toaster.idle, clock: clock)
    machine.send(.start)
    await clock.advance(by: .seconds(3))
    let snapshot = machine.snapshot(takenAt: .seconds(100))
    #expect(snapshot.timers.map(\.event) == [.warmed, .pop])
    #expect(snapshot.timers.map(\.remaining) == [.seconds(7), .seconds(57)])
    let data = try JSONEncoder().encode(snapshot)
    let restoredClock = TestClock()
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Toaster>.self, from: data),
      clock: restoredClock)
    await restoredClock.advance(by: .seconds(7))
    await restored.waitForEffects()
    #expect(restored.state == .toasting(.browning))
    await restoredClock.advance(by: .seconds(50))
    await restored.waitForEffects()
    #expect(restored.state == .cooling(.init(fan: .spinning, light: .lit)))
  }

  @Test("the held timed rows are edges with their delays, in every document")
  func documents() {
    let timed = Toaster.edges.filter { $0.delay != nil }
    #expect(timed.map(\.delay) == [.seconds(60), .seconds(10), .seconds(5), .seconds(8)])
    // Each timer on entry of its own state, at its depth: cancelled when that state is left.
    let scxml = Toaster.scxml
    #expect(
      scxml.contains(
        "  <state id=\"toasting.warming\">\n      <onentry>\n        <send "
          + "id=\"toasting.warming.warmed.after\" event=\"warmed\" delayexpr=\"warmUp\"/>"))
    #expect(
      scxml.contains(
        "<send id=\"cooling.light.lit.lightOff.after\" event=\"lightOff\" delay=\"8s\"/>"))
    #expect(Toaster.xstate.contains("\"after\": {\n                \"8000\": ["))
  }
}

/// A percolator: brewing holds an enum whose checking is left at once by an eventless row (its
/// timer never starts), and whose heating times the gurgle; the percolator itself times out
/// after ten minutes of brewing.
@StateMachine
enum Percolator: Equatable, Sendable {
  @Initial case cold
  @Composite case brewing(Brew)
  case ready

  @Submachine
  enum Brew: Equatable, Sendable {
    @Initial case checking
    case heating
    case gurgling

    static let transitions: [Transition] = [
      .from(.checking, to: .heating),
      .from(.checking, on: .fault, after: .seconds(1), to: .gurgling),
      .from(.heating, on: .gurgle, after: .seconds(30), to: .gurgling),
    ]
  }

  enum Event: Equatable, Sendable { case fill, fault, gurgle, done }

  static let transitions: [Transition] = [
    .from(.cold, on: .fill, to: .brewing),
    .from(.brewing, on: .done, after: .seconds(600), to: .ready),
  ]
}

@Suite("Timers inside held machines that settle")
struct HeldTimerSettlingTests {
  @Test("a state inside left by an eventless row never starts its timers")
  func aStateLeftAtOnceStartsNoTimer() async {
    let clock = TestClock()
    let machine = Machine(Percolator.cold, clock: clock)
    machine.send(.fill)
    #expect(machine.state == .brewing(.heating))
    #expect(machine.snapshot(takenAt: .zero).timers.map(\.event) == [.gurgle, .done])
    await clock.advance(by: .seconds(30))
    await machine.waitForEffects()
    #expect(machine.state == .brewing(.gurgling))
    // The move inside kept the percolator's own timer: 570 s left.
    #expect(machine.snapshot(takenAt: .zero).timers.map(\.remaining) == [.seconds(570)])
    await clock.advance(by: .seconds(570))
    await machine.waitForEffects()
    #expect(machine.state == .ready)
  }
}
