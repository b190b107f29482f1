import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

// Rows that stay at every level of a tree (issue 67, item 1): a held machine's row, a region's
// inside a held struct, and the holder's own row on a composite state take the event and exit
// and enter nothing; the held machine's timers and activities go on.

/// A smelter whose firing is a machine of its own: heat is recorded where the firing is
/// (`ramping(degrees:)`), venting keeps the hold's timer and glow, a note stays wherever the
/// smelter is.
@StateMachine
enum Smelter: Equatable, Sendable {
  @Initial case idle
  @Composite case firing(Firing)
  case cooling

  enum Event: Equatable, Sendable {
    case start, stop, note, vent, settle, sag
    case heat(degrees: Int)
  }

  enum Effect: Equatable, Sendable {
    case noted, vented
  }

  enum Activity: Equatable, Sendable {
    case glow
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .firing),
    // The holder's own rows that stay: on a plain state and on the composite state.
    .stay(in: [.idle, .firing], on: .note, emit: .noted),
    .from(.firing, on: .stop, to: .cooling),
  ]

  @Submachine
  enum Firing: Equatable, Sendable {
    @Initial case ramping(degrees: Int = 0)
    case holding

    static let activities: [Activities] = [
      .run(.glow, in: .holding)
    ]

    static let transitions: [Transition] = [
      .stay(
        in: .ramping, on: .heat,
        build: { state, event in
          guard case .heat(let degrees) = event else { return state }
          return .ramping(degrees: degrees)
        }),
      .from(.ramping, on: .settle, to: .holding),
      .stay(in: .holding, on: .vent, emit: .vented),
      .from(.holding, on: .sag, after: .seconds(5), to: .ramping),
    ]
  }
}

/// An exchange: a line whose call runs audio and video side by side, and a panel. The audio
/// records its level where it is and answers a ping; the video, once on, stays on `.level` and
/// leaves the call on `.hang`.
@StateMachine
struct Exchange: Equatable, Sendable {
  var line: Line
  var panel: Panel

  enum Event: Equatable, Sendable {
    case dial, hang, mute, show, blink, ping
    case level(Int)
  }

  enum Effect: Equatable, Sendable {
    case levelled(Int)
    case pong, blinked
  }

  enum Line: Equatable, Sendable {
    @Initial case idle
    @Composite case call(Call)
    case ended

    static let transitions: [Transition] = [
      .from(.idle, on: .dial, to: .call),
      .from(.ended, on: .dial, to: .call),
      // From a state the call is not in: never beside the call's own rows on `.level`.
      .stay(in: .idle, on: .level),
    ]

    @Submachine
    struct Call: Equatable, Sendable {
      var audio: Audio
      var video: Video

      enum Audio: Equatable, Sendable {
        @Initial case live(level: Int = 0)
        case muted

        static let transitions: [Transition] = [
          .stay(
            in: .live, on: .level,
            build: { state, event in
              guard case .level(let level) = event else { return state }
              return .live(level: level)
            }, emit: .levelled),
          .from(.live, on: .mute, to: .muted),
          .stay(in: [.live, .muted], on: .ping, emit: .pong),
        ]
      }

      enum Video: Equatable, Sendable {
        @Initial case off
        case on

        static let transitions: [Transition] = [
          .from(.off, on: .show, to: .on),
          .from(.on, on: .hang, leavingTo: .line(.ended)),
          .stay(in: .on, on: .level),
        ]
      }
    }
  }

  /// A region beside one whose states hold machines.
  enum Panel: Equatable, Sendable {
    @Initial case dark
    case lit

    static let transitions: [Transition] = [
      .from(.dark, on: .dial, to: .lit),
      .stay(in: .lit, on: .blink, emit: .blinked),
    ]
  }
}

@Suite struct HeldStayTests {
  @Test func aHeldRowThatStaysMovesNothing() throws {
    var smelter = Smelter.idle
    let note = try smelter.send(.note)
    #expect(smelter == .idle)
    #expect(note.effect == .noted)
    #expect(note.exited.isEmpty && note.entered.isEmpty)
    #expect(Smelter._movesInside(note))

    try smelter.send(.start)
    let heat = try smelter.send(.heat(degrees: 900))
    #expect(smelter == .firing(.ramping(degrees: 900)))
    #expect(heat.exited.isEmpty && heat.entered.isEmpty)
    #expect(Smelter._regionsMoved(by: heat) == 0)

    // The holder's row on the composite state: the held machine is left as it is.
    let noted = try smelter.send(.note)
    #expect(smelter == .firing(.ramping(degrees: 900)))
    #expect(noted.effect == .noted)
    #expect(noted.exited.isEmpty && noted.entered.isEmpty)

    // A move inside is still one, and a row of the holder still exits.
    let settle = try smelter.send(.settle)
    #expect(settle.exited.map(\.description) == ["firing.ramping"])
    #expect(Smelter._movesInside(settle))
    let stop = try smelter.send(.stop)
    #expect(!Smelter._movesInside(stop))
    #expect(smelter == .cooling)
  }

  @Test func aHeldMachinesTimerAndTaskGoOnWhileItStays() async {
    let clock = TestClock()
    let glows = Locked(0)
    let handlers = Smelter.ActivityHandlers(glow: { _ in
      glows.withLock { $0 += 1 }
      try? await Task.sleep(for: .seconds(3_600))
    })
    let machine = Machine(Smelter.idle, clock: clock, activities: handlers)
    let exits = Locked<[String]>([])
    machine.onTransition { step in
      exits.withLock { $0 += step.exited.map(\.description) }
    }
    machine.send(.start)
    machine.send(.settle)
    await clock.advance(by: .seconds(3))
    machine.send(.vent)
    machine.send(.note)
    await machine.waitForEffects()
    #expect(machine.state == .firing(.holding))
    #expect(exits.withLock { $0 } == ["idle", "firing.ramping"])
    #expect(machine.runningActivities.map(\.activity) == [.glow])
    // The hold's deadline is still 5 s after `settle`.
    await clock.advance(by: .seconds(2))
    await machine.waitForEffects()
    #expect(machine.state == .firing(.ramping(degrees: 0)))
    #expect(machine.runningActivities.isEmpty)
    #expect(glows.withLock { $0 } == 1)
  }

  @Test func coverageAndDocumentsCountAHeldRowThatStays() throws {
    let coverage = TransitionCoverage<Smelter>()
    var smelter = Smelter.idle
    coverage.record(try smelter.send(.start))
    #expect(coverage.missing.contains { $0.event == .heat && $0.stays })
    coverage.record(try smelter.send(.heat(degrees: 10)))
    #expect(!coverage.missing.contains { $0.event == .heat && $0.stays })
    #expect(Smelter.edges.contains { $0.stays && $0.event == .vent })
    #expect(Smelter.scxml.contains(#"<transition event="vent">"#))
  }

  @Test func regionsInsideAHeldStructStay() throws {
    var exchange = Exchange()
    let idle = try exchange.send(.level(1))
    #expect(exchange == Exchange())
    #expect(idle.exited.isEmpty && idle.effects.isEmpty)
    try exchange.send(.dial)
    let level = try exchange.send(.level(3))
    #expect(exchange.line == .call(.init(audio: .live(level: 3), video: .off)))
    #expect(level.effect == .levelled(3))
    #expect(level.exited.isEmpty && level.entered.isEmpty)
    #expect(Exchange._regionsMoved(by: level) == 0)

    // The video stays too: both regions take `.level`, neither moves.
    try exchange.send(.show)
    let both = try exchange.send(.level(5))
    #expect(exchange.line == .call(.init(audio: .live(level: 5), video: .on)))
    #expect(both.exited.isEmpty)

    // The audio answers a ping where it is; the video leaves the call on `.hang`.
    let ping = try exchange.send(.ping)
    #expect(ping.effect == .pong)
    #expect(ping.exited.isEmpty)
    let hang = try exchange.send(.hang)
    #expect(exchange.line == .ended)
    #expect(hang.effects.isEmpty)
    #expect(
      hang.exited.map(\.description) == ["line.call.video.on", "line.call.audio.live", "line.call"])
    #expect(hang.entered.map(\.description) == ["line.ended"])
  }

  @Test func aRegionBesideOneHoldingMachinesStays() throws {
    var exchange = Exchange()
    try exchange.send(.dial)
    let blink = try exchange.send(.blink)
    #expect(exchange.panel == .lit)
    #expect(blink.effect == .blinked)
    #expect(blink.exited.isEmpty && blink.entered.isEmpty)
    #expect(Exchange._regionsMoved(by: blink) == 0)
    // Without the video on, nothing takes `.hang`.
    #expect(throws: InvalidTransition<Exchange>.self) { try exchange.send(.hang) }
    #expect(exchange.line == .call(.init(audio: .live(level: 0), video: .off)))
  }
}
