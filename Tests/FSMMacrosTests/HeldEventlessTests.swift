import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// A brew: mashing holds an enum that goes on by itself once warm (eventless rows, each with an
/// effect), and is done when drained; fermenting holds two regions, the yeast waking by itself
/// once the temperature region is warm and spent once it is done (eventless rows waiting on
/// another region). Every eventless row is inside a held machine: the machine at the top has
/// none of its own.
@StateMachine
enum Brew: Equatable, Sendable {
  @Initial case idle
  @Composite case mashing(Mash)
  @Composite case fermenting(Ferment)
  @Final case bottled

  @Submachine
  enum Mash: Equatable, Sendable {
    @Initial case heating
    case resting
    case sparging
    @Final case drained
    static let transitions: [Transition] = [
      .from(.heating, on: .warm, to: .resting, emit: .ding),
      .from(.resting, to: .sparging, emit: .stir),
      .from(.sparging, to: .drained),
    ]
  }

  @Submachine
  struct Ferment: Equatable, Sendable {
    var temperature: Temperature
    var yeast: Yeast

    enum Temperature: Equatable, Sendable {
      @Initial case cold
      case warm
      @Final case done
      static let transitions: [Transition] = [
        .from(.cold, on: .heat, to: .warm),
        .from(.warm, on: .cool, to: .done),
      ]
    }

    enum Yeast: Equatable, Sendable {
      @Initial case dormant
      case active
      @Final case spent
      static let transitions: [Transition] = [
        .from(.dormant, to: .active, emit: .bubble).whenIn(.fermenting(.temperature(.warm))),
        .from(.active, to: .spent).whenIn(.fermenting(.temperature(.done))),
      ]
    }
  }

  enum Event: Equatable, Sendable { case start, warm, heat, cool }
  enum Effect: Equatable, Sendable { case ding, stir, bubble, pour }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .mashing),
    .onDone(.mashing, to: .fermenting, emit: .pour),
    .onDone(.fermenting, to: .bottled),
  ]
}

@Suite("Eventless rows inside a held machine")
struct HeldEventlessTests {
  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  @Test("a value settles by the held machines' eventless rows, then the holder's completion")
  func value() throws {
    var brew = Brew.idle
    try brew.send(.start)
    #expect(brew == .mashing(.heating))
    // Warm: resting, then by itself sparging and drained; the mash done, fermenting.
    let step = try #require(brew.transition(on: .warm))
    #expect(step.to == .fermenting(.init(temperature: .cold, yeast: .dormant)))
    #expect(step.effect == .ding)
    try brew.send(.warm)
    #expect(brew == step.to)
    // The yeast waits for the other region: heat wakes it in the same step.
    try brew.send(.heat)
    #expect(brew == .fermenting(.init(temperature: .warm, yeast: .active)))
    // Cool: the temperature done, the yeast spent by itself, fermenting done: bottled.
    try brew.send(.cool)
    #expect(brew == .bottled)
    #expect(Brew._settles)
  }

  @Test("each microstep inside is one move of the held machine, with its states left and entered")
  func microsteps() throws {
    let step = try #require(Brew.mashing(.heating).transition(on: .warm))
    let microsteps = Brew.microsteps(of: step)
    #expect(
      microsteps.map { "\($0.from) -> \($0.to)" } == [
        "mashing(FSMMacrosTests.Brew.Mash.resting) -> mashing(FSMMacrosTests.Brew.Mash.sparging)",
        "mashing(FSMMacrosTests.Brew.Mash.sparging) -> mashing(FSMMacrosTests.Brew.Mash.drained)",
        "mashing(FSMMacrosTests.Brew.Mash.drained) -> "
          + "fermenting(FSMMacrosTests.Brew.Ferment(temperature: "
          + "FSMMacrosTests.Brew.Ferment.Temperature.cold, yeast: "
          + "FSMMacrosTests.Brew.Ferment.Yeast.dormant))",
      ])
    #expect(microsteps.map(\.effect) == [.stir, nil, .pour])
    #expect(microsteps.map(\.completed) == [nil, nil, nil])
    // Inside: the held machine's state only; the completion leaves all of it.
    #expect(names(microsteps[0].exited) == ["mashing.resting"])
    #expect(names(microsteps[0].entered) == ["mashing.sparging"])
    #expect(names(microsteps[2].exited) == ["mashing.drained", "mashing"])
    #expect(
      names(microsteps[2].entered) == [
        "fermenting", "fermenting.temperature.cold", "fermenting.yeast.dormant",
      ])
    // The step: its event's row, then each microstep's.
    #expect(
      names(step.exited) == [
        "mashing.heating", "mashing.resting", "mashing.sparging", "mashing.drained", "mashing",
      ])
    #expect(
      names(step.entered) == [
        "mashing.resting", "mashing.sparging", "mashing.drained", "fermenting",
        "fermenting.temperature.cold", "fermenting.yeast.dormant",
      ])
    // A region's eventless row: its own state only, beside the region that moved on the event.
    let heat = try #require(
      Brew.fermenting(.init(temperature: .cold, yeast: .dormant)).transition(on: .heat))
    #expect(names(heat.exited) == ["fermenting.temperature.cold", "fermenting.yeast.dormant"])
    #expect(names(heat.entered) == ["fermenting.temperature.warm", "fermenting.yeast.active"])
  }

  @Test("a machine performs every effect and sees the composite states entered once")
  func machine() async throws {
    let effects = Locked<[Brew.Effect]>([])
    let machine = Machine(
      Brew.idle, effects: { effect, _ in effects.withLock { $0.append(effect) } })
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.mashing) { _ in log.withLock { $0.append("enter mashing") } },
      machine.onExit(.mashing) { _ in log.withLock { $0.append("exit mashing") } },
      machine.onEnter(.fermenting) { _ in log.withLock { $0.append("enter fermenting") } },
    ]
    machine.send(.start)
    machine.send(.warm)
    machine.send(.heat)
    machine.send(.cool)
    await machine.waitForEffects()
    #expect(machine.state == .bottled)
    #expect(sameElements(effects.withLock { $0 }, [.ding, .stir, .pour, .bubble]))
    #expect(log.withLock { $0 } == ["enter mashing", "exit mashing", "enter fermenting"])
    _ = tokens
  }

  @Test("a machine created in a held state that settles settles at once")
  func initialState() {
    let machine = Machine(Brew.mashing(.resting))
    #expect(machine.state == .fermenting(.init(temperature: .cold, yeast: .dormant)))
  }

  @Test("FSMTesting covers the held eventless rows")
  func coverage() {
    let coverage = TransitionCoverage<Brew>()
    for path in Brew.transitionCover(from: .idle, sending: [.start, .warm, .heat, .cool]) {
      path.forEach(coverage.record)
    }
    #expect(coverage.isComplete, "\(coverage.missing)")
  }
}
