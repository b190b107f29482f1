import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// A winery: the cellar holds an enum whose `making` superstate is done in `settling`; its
/// completion rows age a clear wine and ferment a cloudy one again; an aged wine is bottled, and
/// the holder's completion ships it. A superstate's completion rows inside a held enum.
@StateMachine
enum Winery: Equatable, Sendable {
  @Initial case harvest
  @Composite case cellar(Cellar)
  @Final case shipped

  @Submachine
  enum Cellar: Equatable, Sendable {
    @Initial case crushing
    case fermenting
    case settling(clear: Bool)
    case aging(years: Int = 2)
    @Final case bottled

    enum Superstate { case making }

    static let superstates: [Superstates] = [
      .superstate(.making, contains: [.crushing, .fermenting, .settling], final: [.settling])
    ]

    static let transitions: [Transition] = [
      .from(.crushing, on: .press, to: .fermenting),
      .from(.fermenting, on: .rest, to: .settling),
      .onDone(.making, to: .aging, emit: .taste, when: Cellar.isClear),
      .onDone(.making, to: .fermenting, emit: .stir),
      .from(.aging, on: .bottle, to: .bottled),
    ]

    static func isClear(_ state: Cellar) -> Bool {
      if case .settling(let clear) = state { clear } else { false }
    }
  }

  enum Event: Equatable, Sendable {
    case pick, press
    case rest(clear: Bool)
    case bottle
  }
  enum Effect: Equatable, Sendable { case taste, stir, ship }

  static let transitions: [Transition] = [
    .from(.harvest, on: .pick, to: .cellar),
    .onDone(.cellar, to: .shipped, emit: .ship),
  ]
}

/// A studio: a session holds two regions; the mix's `mixing` superstate is done once balanced,
/// and its completion approves the mix; the session is done once the mix is approved and the
/// notes written. A superstate's completion rows inside a region of a held struct.
@StateMachine
enum Studio: Equatable, Sendable {
  @Initial case idle
  @Composite case session(Session)
  @Final case mastered

  @Submachine
  struct Session: Equatable, Sendable {
    var mix: Mix
    var notes: Notes

    enum Mix: Equatable, Sendable {
      @Initial case tracking
      case editing, balanced
      @Final case approved

      enum Superstate { case mixing }

      static let superstates: [Superstates] = [
        .superstate(.mixing, contains: [.editing, .balanced], final: [.balanced])
      ]

      static let transitions: [Transition] = [
        .from(.tracking, on: .record, to: .editing),
        .from(.editing, on: .balance, to: .balanced),
        .within(.mixing, on: .scrap, to: .tracking),
        .onDone(.mixing, to: .approved, emit: .archive),
      ]
    }

    enum Notes: Equatable, Sendable {
      @Initial case open
      @Final case written
      static let transitions: [Transition] = [.from(.open, on: .write, to: .written)]
    }
  }

  enum Event: Equatable, Sendable { case book, record, balance, scrap, write }
  enum Effect: Equatable, Sendable { case archive, celebrate }

  static let transitions: [Transition] = [
    .from(.idle, on: .book, to: .session),
    .onDone(.session, to: .mastered, emit: .celebrate),
  ]
}

@Suite("A superstate's completion inside a held machine")
struct HeldSuperstateCompletionTests {
  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  @Test("the held enum's completion rows fire in the step that enters the final case, guarded")
  func heldEnum() throws {
    var clear = Winery.cellar(.fermenting)
    let step = try #require(clear.transition(on: .rest(clear: true)))
    #expect(step.to == .cellar(.aging(years: 2)))
    #expect(step.effect == .taste)
    let microsteps = Winery.microsteps(of: step)
    #expect(microsteps.count == 1)
    #expect(names(microsteps.first?.exited ?? []) == ["cellar.settling"])
    #expect(names(microsteps.first?.entered ?? []) == ["cellar.aging"])
    try clear.send(.rest(clear: true))
    #expect(clear == .cellar(.aging(years: 2)))

    // The guard fails: the next completion row, back to fermenting.
    var cloudy = Winery.cellar(.fermenting)
    let again = try #require(cloudy.transition(on: .rest(clear: false)))
    #expect(again.to == .cellar(.fermenting))
    #expect(again.effect == .stir)
    try cloudy.send(.rest(clear: false))
    #expect(cloudy == .cellar(.fermenting))

    // A value in the final case settles nowhere by itself: the completion was the step's.
    #expect(Winery.cellar(.settling(clear: true)).transition(on: .press) == nil)
  }

  @Test("a Machine performs the completion inside as a move inside, then the holder's")
  func machine() async throws {
    let effects = Locked<[Winery.Effect]>([])
    let machine = Machine(
      Winery.harvest, effects: { effect, _ in effects.withLock { $0.append(effect) } })
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.cellar) { _ in log.withLock { $0.append("enter cellar") } },
      machine.onExit(.cellar) { _ in log.withLock { $0.append("exit cellar") } },
    ]
    for event: Winery.Event in [.pick, .press, .rest(clear: false), .rest(clear: true), .bottle] {
      machine.send(event)
    }
    await machine.waitForEffects()
    #expect(machine.state == .shipped)
    #expect(sameElements(effects.withLock { $0 }, [.stir, .taste, .ship]))
    #expect(log.withLock { $0 } == ["enter cellar", "exit cellar"])
    _ = tokens
  }

  @Test("a region's superstate completes; the held struct is done when every region is final")
  func heldStruct() throws {
    var studio = Studio.session(.init(mix: .tracking, notes: .open))
    try studio.send(.record)
    let step = try #require(studio.transition(on: .balance))
    #expect(step.to == .session(.init(mix: .approved, notes: .open)))
    #expect(step.effect == .archive)
    try studio.send(.balance)
    try studio.send(.write)
    #expect(studio == .mastered)

    // Notes first: the mix's completion, then the session's, in the step that balanced.
    var notesFirst = Studio.session(.init(mix: .editing, notes: .written))
    let both = try #require(notesFirst.transition(on: .balance))
    #expect(both.to == .mastered)
    #expect(both.effects == [.archive, .celebrate])
    try notesFirst.send(.balance)
    #expect(notesFirst == .mastered)

    // Scrapped before balancing: no completion.
    var scrapped = Studio.session(.init(mix: .editing, notes: .open))
    try scrapped.send(.scrap)
    #expect(scrapped == .session(.init(mix: .tracking, notes: .open)))
  }

  @Test("the documents draw the completion from the superstate; FSMTesting covers every row")
  func documentsAndCoverage() throws {
    #expect(Winery.scxml.contains("done.state.cellar.making"))
    #expect(Studio.scxml.contains("done.state.session.mix.mixing"))
    for (name, dot, mermaid) in [
      ("Winery", Winery.dot, Winery.mermaid), ("Studio", Studio.dot, Studio.mermaid),
    ] {
      // The completion is drawn from the held superstate, labelled done.
      #expect(dot.contains("label=\"done / "), "\(name): \(dot)")
      #expect(mermaid.contains(": done / "), "\(name): \(mermaid)")
      let rendered = try runCommand(writing: dot, to: "\(name).dot") { ["dot", "-Tsvg", $0] }
      #expect(rendered.status == 0 && rendered.errors.isEmpty, "\(name): \(rendered.errors)")
    }
    let coverage = TransitionCoverage<Winery>()
    for path in Winery.transitionCover(
      from: .harvest,
      sending: [.pick, .press, .rest(clear: true), .rest(clear: false), .bottle])
    {
      path.forEach(coverage.record)
    }
    #expect(coverage.isComplete, "\(coverage.missing)")
    let studioCoverage = TransitionCoverage<Studio>()
    for path in Studio.transitionCover(
      from: .idle, sending: [.book, .record, .balance, .scrap, .write])
    {
      path.forEach(studioCoverage.record)
    }
    // `balanced` is left by the completion in the step that enters it: the `within` row's
    // edge from it never fires.
    #expect(
      studioCoverage.missing.map(\.description) == [
        "session.mix.balanced --scrap--> session.mix.tracking"
      ])
  }
}

/// A relay race: the track holds two regions; a leg's `running` superstate is done at the
/// handover, whose completion row leaves the race for `finished` when the anchor leg runs it;
/// a leg too slow is disqualified by a timer that leaves the race. A completion row and a timed
/// row that leave a held machine.
@StateMachine
enum RelayRace: Equatable, Sendable {
  @Initial case warmUp
  @Composite case race(Race)
  case finished
  @Final case disqualified

  @Submachine
  struct Race: Equatable, Sendable {
    var leg: Leg
    var crowd: Crowd

    enum Leg: Equatable, Sendable {
      @Initial case start
      case sprinting, handover

      enum Superstate { case running }

      static let superstates: [Superstates] = [
        .superstate(.running, contains: [.sprinting, .handover], final: [.handover])
      ]

      static let transitions: [Transition] = [
        .from(.start, on: .go, to: .sprinting),
        .within(.running, on: .tooSlow, after: .seconds(30), leavingTo: .disqualified),
        .from(.sprinting, on: .pass, to: .handover),
        .onDone(.running, leavingTo: .finished, emit: .cheer),
      ]
    }

    enum Crowd: Equatable, Sendable {
      @Initial case quiet
      @Final case loud
      static let transitions: [Transition] = [.from(.quiet, on: .go, to: .loud)]
    }
  }

  enum Event: Equatable, Sendable { case line, go, pass, tooSlow, again }
  enum Effect: Equatable, Sendable { case cheer }

  static let transitions: [Transition] = [
    .from(.warmUp, on: .line, to: .race),
    .from(.finished, on: .again, to: .warmUp),
  ]
}

@Suite("Rows that leave a held machine by completion and by timer")
struct HeldLeavingCompletionTests {
  @Test("the completion row leaves the composite state in the step that made it done")
  func completionLeaves() throws {
    var relay = RelayRace.race(.init(leg: .sprinting, crowd: .loud))
    let step = try #require(relay.transition(on: .pass))
    #expect(step.to == .finished)
    #expect(step.effect == .cheer)
    let microsteps = RelayRace.microsteps(of: step)
    #expect(
      microsteps.map { $0.exited.map(\.description) } == [
        ["race.crowd.loud", "race.leg.handover", "race"]
      ])
    try relay.send(.pass)
    #expect(relay == .finished)
  }

  @Test("the timer of a leaving row leaves the composite state when it fires, not after it left")
  func timerLeaves() async {
    let clock = TestClock()
    let machine = Machine(RelayRace.warmUp, clock: clock)
    machine.send(.line)
    machine.send(.go)
    #expect(machine.snapshot(takenAt: .zero).timers.map(\.event) == [.tooSlow])
    await clock.advance(by: .seconds(30))
    await machine.waitForEffects()
    #expect(machine.state == .disqualified)

    // Handed over in time: the completion left, and its timer never fires.
    let onTime = Machine(RelayRace.warmUp, clock: clock)
    onTime.send(.line)
    onTime.send(.go)
    await clock.advance(by: .seconds(10))
    onTime.send(.pass)
    #expect(onTime.state == .finished)
    #expect(onTime.snapshot(takenAt: .zero).timers.isEmpty)
    await clock.advance(by: .seconds(60))
    await onTime.waitForEffects()
    #expect(onTime.state == .finished)
  }

  @Test("the documents draw both rows at the top; every row is covered")
  func documentsAndCoverage() throws {
    #expect(RelayRace.scxml.contains("done.state.race.leg.running"))
    // Both edges leave the cluster of `race` for a state at the top.
    let dot = RelayRace.dot
    let completion = try #require(dot.split(separator: "\n").first { $0.contains("done / cheer") })
    #expect(completion.contains("-> \"finished\""))
    let timed = try #require(dot.split(separator: "\n").first { $0.contains("tooSlow after") })
    #expect(timed.contains("-> \"disqualified\""))
    let rendered = try runCommand(writing: dot, to: "relay.dot") { ["dot", "-Tsvg", $0] }
    #expect(rendered.status == 0, "\(rendered.errors)")
    #expect(rendered.errors.isEmpty, "\(rendered.errors)")
    let coverage = TransitionCoverage<RelayRace>()
    for path in RelayRace.transitionCover(
      from: .warmUp, sending: [.line, .go, .pass, .tooSlow, .again])
    {
      path.forEach(coverage.record)
    }
    // `handover` is left by the completion in the step that enters it: the timed row's edge
    // from it never fires.
    #expect(
      coverage.missing.map(\.description) == [
        "race.leg.handover --tooSlow after 30.0 seconds--> disqualified"
      ])
  }
}

/// A duet: two voices climb to the top of their phrase on one cue, each phrase done there, and
/// a lamp lights once the upper voice is at the top. The lamp's eventless row, then each
/// phrase's completion, one per microstep: SCXML's internal queue.
@StateMachine
enum Duet: Equatable, Sendable {
  @Initial @Composite case playing(Voices)

  @Submachine
  struct Voices: Equatable, Sendable {
    var upper: Upper
    var lower: Lower
    var lamp: Lamp

    enum Upper: Equatable, Sendable {
      @Initial case waiting
      case climbing, peak
      @Final case resting
      enum Superstate { case phrase }
      static let superstates: [Superstates] = [
        .superstate(.phrase, contains: [.climbing, .peak], final: [.peak])
      ]
      static let transitions: [Transition] = [
        .from(.waiting, on: .cue, to: .peak),
        .from(.waiting, on: .lead, to: .climbing),
        .from(.climbing, on: .cue, to: .peak),
        .onDone(.phrase, to: .resting, emit: .breathe),
      ]
    }

    enum Lower: Equatable, Sendable {
      @Initial case waiting
      case climbing, peak
      @Final case resting
      enum Superstate { case phrase }
      static let superstates: [Superstates] = [
        .superstate(.phrase, contains: [.climbing, .peak], final: [.peak])
      ]
      static let transitions: [Transition] = [
        .from(.waiting, on: .cue, to: .peak),
        .from(.waiting, on: .lead, to: .climbing),
        .from(.climbing, on: .cue, to: .peak),
        .onDone(.phrase, to: .resting, emit: .hum),
      ]
    }

    enum Lamp: Equatable, Sendable {
      @Initial case off
      @Final case on
      static let transitions: [Transition] = [
        .from(.off, to: .on).whenIn(.playing(.upper(.peak)))
      ]
    }
  }

  enum Event: Equatable, Sendable { case cue, lead }
  enum Effect: Equatable, Sendable { case breathe, hum }

  static let transitions: [Transition] = []
}

@Suite("Completions inside a tree: after the eventless rows, one per microstep")
struct HeldCompletionOrderTests {
  @Test("the eventless row first, then each region's completion in declaration order")
  func order() throws {
    let start = Duet.playing(.init(upper: .waiting, lower: .waiting, lamp: .off))
    let step = try #require(start.transition(on: .cue))
    #expect(step.to == .playing(.init(upper: .resting, lower: .resting, lamp: .on)))
    #expect(step.effects == [.breathe, .hum])
    let microsteps = Duet.microsteps(of: step)
    #expect(
      microsteps.map { $0.exited.map(\.description) } == [
        ["playing.lamp.off"], ["playing.upper.peak"], ["playing.lower.peak"],
      ])
    #expect(
      microsteps.map { $0.entered.map(\.description) } == [
        ["playing.lamp.on"], ["playing.upper.resting"], ["playing.lower.resting"],
      ])
  }
}

/// A loom: its `cloth` superstate is done when a row is woven, and its completion starts the
/// next row inside it: an edge the diagram draws from the final case, not from the cluster.
@StateMachine
enum Loom: Equatable, Sendable {
  @Initial case idle
  case warping, weaving

  enum Event: Equatable, Sendable { case start, weave, stop }
  enum Superstate { case cloth }

  static let superstates: [Superstates] = [
    .superstate(.cloth, contains: [.warping, .weaving], final: [.weaving])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .warping),
    .from(.warping, on: .weave, to: .weaving),
    .within(.cloth, on: .stop, to: .idle),
    .onDone(.cloth, to: .warping),
  ]
}

@Suite("A completion row to a state inside its superstate")
struct CompletionInsideDiagramTests {
  @Test("is drawn from the final case, and Graphviz draws it without a warning")
  func drawnFromTheFinalCase() throws {
    let edge = try #require(Loom.dot.split(separator: "\n").first { $0.contains("label=\"done\"") })
    #expect(edge.contains("\"weaving\" -> \"warping\""))
    #expect(!edge.contains("ltail"))
    let rendered = try runCommand(writing: Loom.dot, to: "loom.dot") { ["dot", "-Tsvg", $0] }
    #expect(rendered.status == 0 && rendered.errors.isEmpty, "\(rendered.errors)")
    var loom = Loom.warping
    try loom.send(.weave)
    #expect(loom == .warping)
  }
}

/// A regatta: the course holds a leg, a composite state of its own whose completion leaves the
/// whole race for `won`: `.onDone(.leg, leavingTo:)`, a composite state's completion leaving.
@StateMachine
enum Regatta: Equatable, Sendable {
  @Initial @Composite case racing(Course)
  case won

  @Submachine
  enum Course: Equatable, Sendable {
    @Initial @Composite case leg(Leg)
    @Final case retired

    @Submachine
    enum Leg: Equatable, Sendable {
      @Initial case out
      @Final case back
      static let transitions: [Transition] = [.from(.out, on: .turn, to: .back)]
    }

    static let transitions: [Transition] = [
      .onDone(.leg, leavingTo: .won, emit: .horn),
      .from(.leg, on: .retire, to: .retired),
    ]
  }

  enum Event: Equatable, Sendable { case turn, retire, reset }
  enum Effect: Equatable, Sendable { case horn }

  static let transitions: [Transition] = [.from(.won, on: .reset, to: .racing)]
}

@Suite("A composite state's completion that leaves its held machine")
struct HeldCompositeCompletionLeavingTests {
  @Test("the held enum's onDone of its own composite state leaves for the top")
  func leaves() throws {
    var regatta = Regatta.racing(.leg(.out))
    let step = try #require(regatta.transition(on: .turn))
    #expect(step.to == .won)
    #expect(step.effect == .horn)
    #expect(
      Regatta.microsteps(of: step).map { $0.exited.map(\.description) } == [
        ["racing.leg.back", "racing.leg", "racing"]
      ])
    try regatta.send(.turn)
    #expect(regatta == .won)
  }
}
