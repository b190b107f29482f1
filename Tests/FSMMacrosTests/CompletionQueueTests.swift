import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// A canon: on the cue the lower voice reaches its peak at once, the upper one a microstep
/// later, by an eventless row. Each peak completes its voice's `phrase`; W3C queues the
/// completions as the peaks are entered, so the lower voice's is taken first.
@StateMachine
enum Canon: Equatable, Sendable {
  @Initial @Composite case singing(Voices)
  @Final case applause

  @Submachine
  struct Voices: Equatable, Sendable {
    var upper: Upper
    var lower: Lower

    enum Upper: Equatable, Sendable {
      @Initial case waiting
      case climbing, peak
      @Final case resting
      enum Superstate { case phrase }
      static let superstates: [Superstates] = [
        .superstate(.phrase, contains: [.climbing, .peak], final: [.peak])
      ]
      static let transitions: [Transition] = [
        .from(.waiting, on: .cue, to: .climbing),
        .from(.climbing, to: .peak),
        .onDone(.phrase, to: .resting, emit: .breathe),
      ]
    }

    enum Lower: Equatable, Sendable {
      @Initial case waiting
      case peak
      @Final case resting
      enum Superstate { case phrase }
      static let superstates: [Superstates] = [
        .superstate(.phrase, contains: [.peak], final: [.peak])
      ]
      static let transitions: [Transition] = [
        .from(.waiting, on: .cue, to: .peak),
        .onDone(.phrase, to: .resting, emit: .hum),
      ]
    }
  }

  enum Event: Equatable, Sendable { case cue }
  enum Effect: Equatable, Sendable { case breathe, hum, bow }

  static let transitions: [Transition] = [
    .onDone(.singing, to: .applause, emit: .bow)
  ]
}

/// A relay of cues: the upper voice's `phrase` is done on the cue, but its completion row waits
/// for the lower voice to be ready. W3C drops a completion none of whose rows is enabled when it
/// is taken; a later step that readies the lower voice does not raise it again.
@StateMachine
enum Prompter: Equatable, Sendable {
  @Initial @Composite case singing(Voices)

  @Submachine
  struct Voices: Equatable, Sendable {
    var upper: Upper
    var lower: Lower

    enum Upper: Equatable, Sendable {
      @Initial case waiting
      case peak, resting
      enum Superstate { case phrase }
      static let superstates: [Superstates] = [
        .superstate(.phrase, contains: [.peak], final: [.peak])
      ]
      static let transitions: [Transition] = [
        .from(.waiting, on: .cue, to: .peak),
        .from(.resting, on: .cue, to: .waiting),
        .onDone(.phrase, to: .resting).whenIn(.singing(.lower(.ready))),
      ]
    }

    enum Lower: Equatable, Sendable {
      @Initial case waiting
      case ready
      static let transitions: [Transition] = [
        .from(.waiting, on: .prepare, to: .ready)
      ]
    }
  }

  enum Event: Equatable, Sendable { case cue, prepare }

  static let transitions: [Transition] = []
}

/// A theatre: the stage, a region of a struct at the top, holds the lights and the curtain side
/// by side; the crew's `changeover` is done in `set`, and its completion waits for the curtain,
/// inside the stage, to be down. A region's own completion row with a condition on a state
/// inside another region's composite state, beside a completion inside that region.
@StateMachine
struct Theatre: Equatable, Sendable {
  var stage: Stage
  var crew: Crew

  enum Event: Equatable, Sendable { case cue, drop }
  enum Effect: Equatable, Sendable { case bright, ready }

  enum Stage: Equatable, Sendable {
    @Initial @Composite case playing(Playing)

    static let transitions: [Transition] = []

    @Submachine
    struct Playing: Equatable, Sendable {
      var lights: Lights
      var curtain: Curtain

      enum Lights: Equatable, Sendable {
        @Initial case dim
        case rising, full, steady
        enum Superstate { case fade }
        static let superstates: [Superstates] = [
          .superstate(.fade, contains: [.rising, .full], final: [.full])
        ]
        static let transitions: [Transition] = [
          .from(.dim, on: .cue, to: .rising),
          .from(.rising, to: .full),
          .onDone(.fade, to: .steady, emit: .bright),
        ]
      }

      enum Curtain: Equatable, Sendable {
        @Initial case up
        case down
        static let transitions: [Transition] = [
          .from(.up, on: .drop, to: .down)
        ]
      }
    }
  }

  enum Crew: Equatable, Sendable {
    @Initial case idle
    case moving, set, resting
    enum Superstate { case changeover }
    static let superstates: [Superstates] = [
      .superstate(.changeover, contains: [.moving, .set], final: [.set])
    ]
    static let transitions: [Transition] = [
      .from(.idle, on: .cue, to: .moving),
      .from(.moving, to: .set),
      .onDone(.changeover, to: .resting, emit: .ready).whenIn(.stage(.playing(.curtain(.down)))),
    ]
  }
}

/// A tea room whose counter holds an urn: `brewing` is done in `ready`, and while its completion
/// waits, an eventless row of the superstate moves the urn back to `warm`, inside it. W3C takes
/// the completion while the machine is in the superstate, from `warm` too.
@StateMachine
enum TeaRoom: Equatable, Sendable {
  @Initial @Composite case counter(Urn)

  @Submachine
  enum Urn: Equatable, Sendable {
    @Initial case cold
    case warm, ready, served
    enum Superstate { case brewing }
    static let superstates: [Superstates] = [
      .superstate(.brewing, contains: [.warm, .ready], final: [.ready])
    ]
    static let transitions: [Transition] = [
      .from(.cold, on: .start, to: .ready),
      .within(.brewing, to: .warm, when: { $0 == .ready }),
      .onDone(.brewing, to: .served, emit: .pour),
    ]
  }

  enum Event: Equatable, Sendable { case start }
  enum Effect: Equatable, Sendable { case pour }

  static let transitions: [Transition] = []
}

/// `TeaRoom`'s urn as a machine of its own: the completion raised by entering `ready` is taken
/// from `warm`, where an eventless row moved meanwhile.
@StateMachine
enum Caddy: Equatable, Sendable {
  @Initial case cold
  case warm, ready, served
  enum Superstate { case brewing }
  static let superstates: [Superstates] = [
    .superstate(.brewing, contains: [.warm, .ready], final: [.ready])
  ]
  static let transitions: [Transition] = [
    .from(.cold, on: .start, to: .ready),
    .within(.brewing, to: .warm, when: { $0 == .ready }),
    .onDone(.brewing, to: .served, emit: .pour),
  ]

  enum Event: Equatable, Sendable { case start }
  enum Effect: Equatable, Sendable { case pour }
}

@Suite("Completions inside a tree: one queue, in the order they were raised (W3C)")
struct CompletionQueueTests {
  @Test("the completion raised first is taken first, then the composite state's")
  func raisedFirstTakenFirst() throws {
    let start = Canon.singing(.init(upper: .waiting, lower: .waiting))
    let step = try #require(start.transition(on: .cue))
    #expect(step.to == .applause)
    #expect(step.effects == [.hum, .breathe, .bow])
    let microsteps = Canon.microsteps(of: step)
    #expect(
      microsteps.map { $0.exited.map(\.description) } == [
        ["singing.upper.climbing"], ["singing.lower.peak"], ["singing.upper.peak"],
        ["singing.lower.resting", "singing.upper.resting", "singing"],
      ])
    #expect(
      microsteps.map { $0.entered.map(\.description) } == [
        ["singing.upper.peak"], ["singing.lower.resting"], ["singing.upper.resting"],
        ["applause"],
      ])
  }

  @Test("a machine's observers and the transition cover see the same order")
  func machineSeesTheOrder() async throws {
    let machine = Machine(Canon.singing(.init(upper: .waiting, lower: .waiting)))
    let seen = Locked<[[Canon.Effect]]>([])
    let token = machine.onTransition { step in
      seen.withLock { $0.append(step.effects) }
    }
    machine.send(.cue)
    await machine.waitForEffects()
    #expect(machine.state == .applause)
    #expect(seen.withLock { $0 } == [[.hum, .breathe, .bow]])
    _ = token
    let coverage = TransitionCoverage<Canon>()
    var canon = Canon.singing(.init(upper: .waiting, lower: .waiting))
    coverage.record(try canon.send(.cue))
    #expect(coverage.isComplete, "never taken: \(coverage.missing)")
  }

  @Test("a region's own completion reads a state inside another region's composite state")
  func regionsCompletionReadsAStateDeepInAnotherRegion() throws {
    var theatre = Theatre(stage: .playing(.init(lights: .dim, curtain: .down)), crew: .idle)
    let step = try theatre.send(.cue)
    #expect(
      theatre == Theatre(stage: .playing(.init(lights: .steady, curtain: .down)), crew: .resting))
    // Both finals are entered in one microstep, the stage's first: its completion first.
    #expect(step.effects == [.bright, .ready])
    // With the curtain up, the crew's completion is dropped, and stays so once it is down.
    var early = Theatre(stage: .playing(.init(lights: .dim, curtain: .up)), crew: .idle)
    try early.send(.cue)
    #expect(early.crew == .set)
    try early.send(.drop)
    #expect(early == Theatre(stage: .playing(.init(lights: .steady, curtain: .down)), crew: .set))
  }

  @Test("a held superstate's completion is taken from the state it moved to inside it")
  func completionTakenFromAnotherStateOfTheSuperstate() throws {
    var room = TeaRoom.counter(.cold)
    let step = try room.send(.start)
    #expect(room == .counter(.served))
    #expect(step.effects == [.pour])
    #expect(
      TeaRoom.microsteps(of: step).map { $0.entered.map(\.description) } == [
        ["counter.warm"], ["counter.served"],
      ])
  }

  @Test("a completion's edge is drawn from the final case that raised it, and covered from there")
  func completionCoveredFromTheFinalCaseThatRaisedIt() throws {
    // A held superstate is not the machine's: its completion edge says only `done`.
    let held = TeaRoom.edges.filter(\.isCompletion)
    #expect(held.map(\.description) == ["counter.ready --done--> counter.served / pour"])
    #expect(held.allSatisfy { $0.completes == nil })
    // A composite state is not a superstate either.
    #expect(
      Set(Canon.edges.filter(\.isCompletion).map(\.description)) == [
        "singing --done--> applause / bow",
        "singing.upper.peak --done--> singing.upper.resting / breathe",
        "singing.lower.peak --done--> singing.lower.resting / hum",
      ])
    #expect(
      !TeaRoom.edges.contains {
        $0.event == nil && !$0.isCompletion && $0.target == .counter(.served)
      })
    let coverage = TransitionCoverage<TeaRoom>()
    coverage.record(try #require(TeaRoom.counter(.cold).transition(on: .start)))
    // The `within` row's edge from `warm` is the one not taken: its guard is false there.
    #expect(coverage.missing.map(\.description) == ["counter.warm -- [guard]--> counter.warm"])

    let own = Caddy.edges.filter(\.isCompletion)
    #expect(own.map(\.description) == ["ready --done(brewing)--> served / pour"])
    let caddy = TransitionCoverage<Caddy>()
    let step = try #require(Caddy.cold.transition(on: .start))
    #expect(step.to == .served)
    #expect(
      Caddy.microsteps(of: step).map(\.description) == [
        "ready --> warm", "warm --done(brewing)--> served / pour",
      ])
    caddy.record(step)
    #expect(caddy.missing.map(\.description) == ["warm -- [guard]--> warm (within brewing)"])
  }

  @Test("a completion whose rows are not enabled when it is taken is dropped")
  func disabledCompletionIsDropped() throws {
    var prompter = Prompter.singing(.init(upper: .waiting, lower: .waiting))
    try prompter.send(.cue)
    #expect(prompter == .singing(.init(upper: .peak, lower: .waiting)))
    try prompter.send(.prepare)
    // The peak was entered once, before the lower voice was ready: nothing completes now.
    #expect(prompter == .singing(.init(upper: .peak, lower: .ready)))
  }
}
