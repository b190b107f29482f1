import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

// History inside held machines, through the real compiler: a held table's superstate with
// history remembers where it was left, also when the composite state around it is left (W3C
// SCXML records a history as it exits its parent, whatever the transition exits it).

/// A gramophone whose deck returns to the track it was on (deep history), and whose party lights
/// return to their last colour (shallow history, in a region of a held struct).
@StateMachine
enum Gramophone: Equatable, Sendable, Codable {
  @Initial case off
  @Composite case on(Deck)
  @Composite case party(Party)
  @Final case broken

  @Submachine
  enum Deck: Equatable, Sendable, Codable {
    @Initial case idle
    case playing(track: Int)
    case paused(track: Int)
    case settings

    enum Superstate { case listening }

    static let superstates: [Superstates] = [
      .superstate(
        .listening, contains: [.playing, .paused], history: .deep(default: .playing(track: 1)))
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .play, to: .playing),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .resume, to: .playing),
      .within(.listening, on: .menu, to: .settings),
      .from([.settings, .idle], on: .back, toHistoryOf: .listening),
    ]
  }

  @Submachine
  struct Party: Equatable, Sendable, Codable {
    var lights: Lights
    var sound: Sound

    enum Lights: Equatable, Sendable, Codable {
      @Initial case dark
      case red
      case blue

      enum Superstate { case colourful }

      static let superstates: [Superstates] = [
        .superstate(.colourful, contains: [.red, .blue], history: .shallow(default: .red))
      ]

      static let transitions: [Transition] = [
        .from(.dark, on: .lightsOn, toHistoryOf: .colourful),
        .from(.red, on: .cycle, to: .blue),
        .from(.blue, on: .cycle, to: .red),
        .within(.colourful, on: .lightsOff, to: .dark),
      ]
    }

    enum Sound: Equatable, Sendable, Codable {
      @Initial case quiet
      case loud

      static let transitions: [Transition] = [
        .from(.quiet, on: .louder, to: .loud),
        .from(.loud, on: .softer, to: .quiet),
      ]
    }
  }

  enum Event: Equatable, Sendable, Codable {
    case powerOn
    case powerOff
    case play(track: Int)
    case pause, resume, menu, back, party, lightsOn, lightsOff, cycle, louder, softer, kick
  }

  static let transitions: [Transition] = [
    .from(.off, on: .powerOn, to: .on),
    .from(.on, on: .powerOff, to: .off),
    .from(.on, on: .party, to: .party),
    .from(.party, on: .powerOff, to: .off),
    .fromAny(except: [.broken], on: .kick, to: .broken),
  ]
}

/// A lighthouse whose beam, held while it is lit, has a timer, an activity and a superstate with
/// history in one table: the three features that keep a scope each, together.
@StateMachine
enum Lighthouse: Equatable, Sendable {
  @Initial case dark
  @Composite case lit(Beam)

  @Submachine
  enum Beam: Equatable, Sendable {
    @Initial case steady
    case sweeping
    case flashing
    case serviced

    enum Superstate { case signalling }

    static let superstates: [Superstates] = [
      .superstate(
        .signalling, contains: [.sweeping, .flashing], history: .deep(default: .sweeping))
    ]

    static let activities: [Activities] = [
      .run(.rotate, within: .signalling)
    ]

    static let transitions: [Transition] = [
      .from(.steady, on: .sweep, to: .sweeping),
      .from(.sweeping, on: .flash, after: .seconds(5), to: .flashing),
      .within(.signalling, on: .service, to: .serviced),
      .from([.serviced, .steady], on: .resume, toHistoryOf: .signalling),
    ]
  }

  enum Event: Equatable, Sendable {
    case dusk, dawn, sweep, flash, service, resume
  }

  enum Activity: Equatable, Sendable {
    case rotate
  }

  static let transitions: [Transition] = [
    .from(.dark, on: .dusk, to: .lit),
    .from(.lit, on: .dawn, to: .dark),
  ]
}

@Suite("History inside held machines")
struct HeldHistoryTests {
  @Test("a held superstate's deep history returns to the value it was left from")
  func deepHistory() {
    let machine = Machine(Gramophone.off)
    machine.send(.powerOn)
    machine.send(.play(track: 3))
    machine.send(.pause)
    machine.send(.menu)
    #expect(machine.state == .on(.settings))
    machine.send(.back)
    #expect(machine.state == .on(.paused(track: 3)))
  }

  @Test("leaving the composite state around it records the held superstate's history")
  func leavingTheHolderRecords() {
    let machine = Machine(Gramophone.off)
    machine.send(.powerOn)
    machine.send(.play(track: 5))
    // The holder's row exits `listening` with everything in `on`.
    machine.send(.powerOff)
    machine.send(.powerOn)
    #expect(machine.state == .on(.idle))
    machine.send(.back)
    #expect(machine.state == .on(.playing(track: 5)))
  }

  @Test("before the superstate was left, its history row goes to its default; a value has none")
  func defaults() throws {
    let machine = Machine(Gramophone.on(.idle))
    machine.send(.back)
    #expect(machine.state == .on(.playing(track: 1)))
    // A value does not remember.
    var value = Gramophone.on(.settings)
    try value.send(.back)
    #expect(value == .on(.playing(track: 1)))
  }

  @Test("a region's shallow history, in a held struct, while the other region goes on")
  func shallowHistoryInARegion() {
    let machine = Machine(Gramophone.party(.init(lights: .dark, sound: .quiet)))
    machine.send(.lightsOn)
    machine.send(.cycle)
    machine.send(.louder)
    machine.send(.lightsOff)
    #expect(machine.state == .party(.init(lights: .dark, sound: .loud)))
    machine.send(.lightsOn)
    #expect(machine.state == .party(.init(lights: .blue, sound: .loud)))
  }

  @Test("the documents draw each held superstate's history node, and Graphviz draws them")
  func documents() throws {
    #expect(Gramophone.scxml.contains("<history id=\"on.listening.history\" type=\"deep\">"))
    #expect(
      Gramophone.scxml.contains(
        "<history id=\"party.lights.colourful.history\" type=\"shallow\">"))
    #expect(Gramophone.xstate.contains("\"history\": \"shallow\""))
    // Mermaid ids hold no `.`.
    #expect(Gramophone.mermaid.contains("state \"H\" as __history_party_lights_colourful"))
    let rendered = try runCommand(writing: Gramophone.dot, to: "gramophone.dot") {
      ["dot", "-Tsvg", $0]
    }
    #expect(rendered.status == 0)
    #expect(rendered.errors.isEmpty, "\(rendered.errors)")
  }

  @Test("a held table with a timer, a task and a history: each kept by its scope")
  func timersTasksAndHistoryTogether() async {
    let clock = TestClock()
    let rotating = Locked(0)
    let machine = Machine(
      Lighthouse.dark, clock: clock,
      activities: Lighthouse.ActivityHandlers(rotate: { _ in
        rotating.withLock { $0 += 1 }
        try? await Task.sleep(for: .seconds(3_600))
      }))
    machine.send(.dusk)
    machine.send(.sweep)
    #expect(machine.runningActivities.map(\.activity) == [.rotate])
    await clock.advance(by: .seconds(5))  // the held timer fires inside the superstate
    await machine.waitForEffects()
    #expect(machine.state == .lit(.flashing))
    // Between two cases of the superstate: its activity goes on.
    #expect(machine.runningActivities.map(\.activity) == [.rotate])
    machine.send(.service)
    #expect(machine.runningActivities.isEmpty)
    machine.send(.resume)
    #expect(machine.state == .lit(.flashing))
    #expect(machine.runningActivities.map(\.activity) == [.rotate])
    // Leaving the composite state records the history, and ends the activity.
    machine.send(.dawn)
    #expect(machine.runningActivities.isEmpty)
    machine.send(.dusk)
    #expect(machine.state == .lit(.steady))
    machine.send(.resume)
    #expect(machine.state == .lit(.flashing))
    // Back in `sweeping` by a row: its timer starts again, on this visit.
    machine.send(.service)
    machine.send(.dawn)
    machine.send(.dusk)
    machine.send(.sweep)
    await clock.advance(by: .seconds(5))
    await machine.waitForEffects()
    #expect(machine.state == .lit(.flashing))
  }

  @Test("the memory's slots follow the tree, and a snapshot keeps them by path")
  func snapshots() throws {
    #expect(Gramophone._historySlotCount == 2)
    #expect(Gramophone._historySlotName(0) == "on.listening")
    #expect(Gramophone._historySlotName(1) == "party.lights.colourful")
    #expect(Gramophone._canRemember(.on(.paused(track: 2)), at: 0))
    #expect(!Gramophone._canRemember(.on(.settings), at: 0))
    #expect(!Gramophone._canRemember(.off, at: 0))

    let machine = Machine(Gramophone.off)
    machine.send(.powerOn)
    machine.send(.play(track: 7))
    machine.send(.menu)
    let data = try JSONEncoder().encode(machine.snapshot())
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("on.listening"), "\(json)")
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Gramophone>.self, from: data))
    restored.send(.back)
    #expect(restored.state == .on(.playing(track: 7)))

    // A remembered value that is not in the superstate is refused.
    let bad = json.replacingOccurrences(of: "\"playing\"", with: "\"settings\"")
    #expect(bad != json)
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(MachineSnapshot<Gramophone>.self, from: Data(bad.utf8))
    }
  }
}
