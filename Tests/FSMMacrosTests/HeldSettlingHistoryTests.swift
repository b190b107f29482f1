import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// Eventless and completion rows back to a history in a tree of machines (issue 67, item 2): in a
// held machine's table, in a region of a struct a state holds, in the table of an enum whose
// states hold machines, and in a region of a struct at the top beside a region holding machines.
// Each returns where its superstate was left, with the memory the step has so far.

/// A projector: powered, it shows a reel; overheated, it cools down and goes back to what it was
/// doing (deep history, the reel's state included). The reel rewinds to where it was when play
/// resumes (an eventless row) and after a jam is cleared (a completion row); in the interval,
/// the lobby's lights flicker back to their last colour.
@StateMachine
enum Projector: Equatable, Sendable {
  @Initial case off
  case standby
  @Composite case showing(Reel)
  @Composite case interval(Lobby)
  case overheated
  case cooled

  enum Superstate { case powered }

  static let superstates: [Superstates] = [
    .superstate(.powered, contains: [.standby, .showing], history: .deep(default: .standby))
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .power, to: .standby),
    .from(.standby, on: .play, to: .showing),
    .from(.showing, on: .stop, to: .interval),
    .from(.interval, on: .stop, to: .standby),
    .within(.powered, on: .overheat, to: .overheated),
    .from(.overheated, on: .cool, to: .cooled),
    // Cooled down: back to what it was doing, the reel where it was.
    .from(.cooled, toHistoryOf: .powered, emit: .resumed),
  ]

  @Submachine
  enum Reel: Equatable, Sendable {
    @Initial case loading
    case rolling
    case paused
    case unpausing
    case jammed
    case cleared

    enum Superstate { case running, repair }

    static let superstates: [Superstates] = [
      .superstate(.running, contains: [.loading, .rolling], history: .shallow(default: .loading)),
      .superstate(.repair, contains: [.jammed, .cleared], final: [.cleared]),
    ]

    static let transitions: [Transition] = [
      .from(.loading, on: .next, to: .rolling),
      .within(.running, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .unpausing),
      .from(.unpausing, toHistoryOf: .running, emit: .rewound),
      .within(.running, on: .jam, to: .jammed),
      .from(.jammed, on: .clear, to: .cleared),
      .onDone(.repair, toHistoryOf: .running, emit: .repaired),
    ]
  }

  @Submachine
  struct Lobby: Equatable, Sendable {
    var lights: Lights
    var music: Music

    enum Lights: Equatable, Sendable {
      @Initial case dim
      case bright
      case flickering

      enum Superstate { case lit }

      static let superstates: [Superstates] = [
        .superstate(.lit, contains: [.dim, .bright], history: .shallow(default: .dim))
      ]

      static let transitions: [Transition] = [
        .from(.dim, on: .next, to: .bright),
        .within(.lit, on: .jam, to: .flickering),
        .from(.flickering, toHistoryOf: .lit, emit: .steadied),
      ]
    }

    enum Music: Equatable, Sendable {
      @Initial case quiet
      case playing

      static let transitions: [Transition] = [
        .from(.quiet, on: .next, to: .playing),
        .from(.playing, on: .next, to: .quiet),
      ]
    }
  }

  enum Event: Equatable, Sendable {
    case power, play, next, pause, jam, clear, stop, overheat, cool
  }

  enum Effect: Equatable, Sendable {
    case resumed, rewound, repaired, steadied
  }
}

/// A mill: the wheel, braked, turns again as it was once the gate is shut; the gate's lift,
/// stuck, moves again as it was at once.
@StateMachine
struct Mill: Equatable, Sendable {
  var wheel: Wheel
  var gate: Gate

  enum Wheel: Equatable, Sendable {
    @Initial case still
    case slow, fast
    case braked

    enum Superstate { case turning }

    static let superstates: [Superstates] = [
      .superstate(.turning, contains: [.slow, .fast], history: .shallow(default: .slow))
    ]

    static let transitions: [Transition] = [
      .from(.still, on: .open, to: .slow),
      .from(.slow, on: .open, to: .fast),
      .within(.turning, on: .brake, to: .braked),
      .from(.braked, toHistoryOf: .turning, emit: .turnedAgain).whenIn(.gate(.shut)),
    ]
  }

  enum Gate: Equatable, Sendable {
    @Initial case shut
    @Composite case raised(Lift)

    static let transitions: [Transition] = [
      .from(.shut, on: .open, to: .raised),
      .from(.raised, on: .close, to: .shut),
    ]

    @Submachine
    enum Lift: Equatable, Sendable {
      @Initial case low
      case high
      case stuck

      enum Superstate { case moving }

      static let superstates: [Superstates] = [
        .superstate(.moving, contains: [.low, .high], history: .shallow(default: .low))
      ]

      static let transitions: [Transition] = [
        .from(.low, on: .open, to: .high),
        .within(.moving, on: .brake, to: .stuck),
        .from(.stuck, toHistoryOf: .moving, emit: .freed),
      ]
    }
  }

  enum Event: Equatable, Sendable { case open, brake, close }

  enum Effect: Equatable, Sendable { case turnedAgain, freed }
}

@Suite struct HeldSettlingHistoryTests {
  /// A `Machine` of `Projector` after `events`, each taken.
  func projector(after events: [Projector.Event]) -> Machine<Projector> {
    let machine = Machine(Projector.off)
    for event in events {
      #expect(machine.send(event).step != nil, "\(event) was refused")
    }
    return machine
  }

  @Test func aHeldEventlessRowReturnsToItsTablesHistory() {
    let machine = projector(after: [.power, .play, .next, .pause])
    #expect(machine.state == .showing(.paused))
    // Play again: `unpausing` goes back at once to `rolling`, where `running` was left.
    let step = machine.send(.play).step
    #expect(machine.state == .showing(.rolling))
    #expect(step?.effects == [.rewound])
  }

  @Test func aHeldCompletionRowReturnsToItsTablesHistory() {
    let machine = projector(after: [.power, .play, .next, .jam])
    #expect(machine.state == .showing(.jammed))
    // Cleared: `repair` is done, and its completion row goes back to `rolling`.
    let step = machine.send(.clear).step
    #expect(machine.state == .showing(.rolling))
    #expect(step?.effects == [.repaired])
    // Left from `loading` this time: the history is the later visit's.
    let again = projector(after: [.power, .play, .jam, .clear])
    #expect(again.state == .showing(.loading))
  }

  @Test func theTopsEventlessRowRestoresTheWholeTreeDeeply() {
    let machine = projector(after: [.power, .play, .next, .overheat])
    #expect(machine.state == .overheated)
    // Cooled: back into `powered` as it was left, the reel in `rolling` (deep history).
    let step = machine.send(.cool).step
    #expect(machine.state == .showing(.rolling))
    #expect(step?.effects == [.resumed])
    // Left from `standby`, it goes back there.
    let idle = projector(after: [.power, .overheat, .cool])
    #expect(idle.state == .standby)
  }

  @Test func aRegionOfAHeldStructReturnsToItsHistory() {
    let machine = projector(after: [.power, .play, .stop, .next])
    #expect(machine.state == .interval(.init(lights: .bright, music: .playing)))
    let step = machine.send(.jam).step
    #expect(machine.state == .interval(.init(lights: .bright, music: .playing)))
    #expect(step?.effects == [.steadied])
  }

  @Test func withoutAMemoryEachRowGoesToItsHistorysDefault() throws {
    var reel = Projector.showing(.paused)
    try reel.send(.play)
    #expect(reel == .showing(.loading))
    var jammed = Projector.showing(.jammed)
    try jammed.send(.clear)
    #expect(jammed == .showing(.loading))
    var hot = Projector.overheated
    try hot.send(.cool)
    #expect(hot == .standby)
  }

  @Test func observersSeeTheWayBackAndAMoveInsideAsNothing() {
    let machine = projector(after: [.power, .play, .next, .overheat])
    let log = Locked<[String]>([])
    let tokens = [
      machine.onExit(.overheated) { _ in log.withLock { $0.append("exit overheated") } },
      machine.onEnter(.cooled) { _ in log.withLock { $0.append("enter cooled") } },
      machine.onExit(.cooled) { _ in log.withLock { $0.append("exit cooled") } },
      machine.onEnter(.showing) { _ in log.withLock { $0.append("enter showing") } },
      machine.onExit(.showing) { _ in log.withLock { $0.append("exit showing") } },
    ]
    machine.send(.cool)
    // Inside `showing`, the reel's way back is a move inside: nothing for the top's observers.
    machine.send(.pause)
    machine.send(.play)
    #expect(machine.state == .showing(.rolling))
    #expect(
      log.withLock { $0 } == ["exit overheated", "enter cooled", "exit cooled", "enter showing"])
    _ = tokens
  }

  @Test func aRegionBesideOneHoldingMachinesReturnsToItsHistory() {
    let machine = Machine(Mill())
    for event in [Mill.Event.open, .open] {
      #expect(machine.send(event).step != nil)
    }
    #expect(machine.state == Mill(wheel: .fast, gate: .raised(.high)))
    // Braked: the wheel waits for the gate; the lift, stuck, moves again at once.
    let braked = machine.send(.brake).step
    #expect(machine.state == Mill(wheel: .braked, gate: .raised(.high)))
    #expect(braked?.effects == [.freed])
    // The gate shut: the wheel turns again as it was.
    let closed = machine.send(.close).step
    #expect(machine.state == Mill(wheel: .fast, gate: .shut))
    #expect(closed?.effects == [.turnedAgain])
  }

  @Test func theTransitionCoverTakesEveryRowBackToAHistory() {
    let projector = TransitionCoverage<Projector>()
    let events: [Projector.Event] = [
      .power, .play, .next, .pause, .jam, .clear, .stop, .overheat, .cool,
    ]
    for path in Projector.transitionCover(from: .off, sending: events) {
      path.forEach(projector.record)
    }
    #expect(projector.isComplete, "\(projector.missing)")
    let mill = TransitionCoverage<Mill>()
    for path in Mill.transitionCover(from: Mill(), sending: [.open, .brake, .close]) {
      path.forEach(mill.record)
    }
    #expect(mill.isComplete, "\(mill.missing)")
  }

  @Test func aSnapshotKeepsTheHeldHistory() throws {
    let machine = projector(after: [.power, .play, .next, .pause])
    let restored = try Machine(restoring: machine.snapshot())
    restored.send(.play)
    #expect(restored.state == .showing(.rolling))
  }
}
