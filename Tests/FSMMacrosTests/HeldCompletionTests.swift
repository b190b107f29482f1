import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// A bakery: baking holds an enum whose `proofing` holds two regions; proofing is done when
/// the dough has risen and the oven is hot, and the held enum's own completion row goes on to
/// shaping; a shaped loaf is baked, a final case, and the top's completion row serves it. A
/// completion row inside a held machine, at every depth.
@StateMachine
enum Bakery: Equatable, Sendable {
  @Initial case open
  @Composite case baking(Bake)
  @Final case served

  @Submachine
  enum Bake: Equatable, Sendable {
    @Initial @Composite case proofing(Proof)
    case shaping
    @Final case baked

    @Submachine
    struct Proof: Equatable, Sendable {
      var dough: Dough
      var oven: Heat

      enum Dough: Equatable, Sendable {
        @Initial case resting
        @Final case risen
        static let transitions: [Transition] = [.from(.resting, on: .wait, to: .risen)]
      }

      enum Heat: Equatable, Sendable {
        @Initial case cold
        @Final case hot
        static let transitions: [Transition] = [.from(.cold, on: .preheat, to: .hot)]
      }
    }

    static let transitions: [Transition] = [
      // Done inside the held machine: a microstep inside baking, with its effect.
      .onDone(.proofing, to: .shaping, emit: .knock),
      .from(.shaping, on: .shape, to: .baked),
      .from(.proofing, on: .hurry, to: .shaping),
    ]
  }

  enum Event: Equatable, Sendable { case start, wait, preheat, shape, hurry }
  enum Effect: Equatable, Sendable { case knock, slice }

  static let transitions: [Transition] = [
    .from(.open, on: .start, to: .baking),
    .onDone(.baking, to: .served, emit: .slice),
  ]
}

@Suite("A composite state's completion inside a held machine")
struct HeldCompletionTests {
  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  @Test("the held enum's onDone fires once every region of its composite state is final")
  func insideDone() throws {
    var bakery = Bakery.baking(.proofing(.init(dough: .resting, oven: .cold)))
    try bakery.send(.wait)
    #expect(bakery == .baking(.proofing(.init(dough: .risen, oven: .cold))))
    let step = try #require(bakery.transition(on: .preheat))
    #expect(step.to == .baking(.shaping))
    #expect(step.effect == .knock)
    let microsteps = Bakery.microsteps(of: step)
    #expect(microsteps.count == 1)
    #expect(
      names(microsteps[0].exited) == [
        "baking.proofing.oven.hot", "baking.proofing.dough.risen", "baking.proofing",
      ])
    #expect(names(microsteps[0].entered) == ["baking.shaping"])
  }

  @Test("a completion inside, then the holder's: both in the step that made them done")
  func chain() throws {
    var bakery = Bakery.baking(.shaping)
    let step = try #require(bakery.transition(on: .shape))
    #expect(step.to == .served)
    #expect(step.effect == .slice)
    try bakery.send(.shape)
    #expect(bakery == .served)
    // Not done: no completion.
    var proofing = Bakery.baking(.proofing(.init(dough: .resting, oven: .cold)))
    try proofing.send(.preheat)
    #expect(proofing == .baking(.proofing(.init(dough: .resting, oven: .hot))))
  }

  @Test("a machine performs every effect and sees a completion inside as a move inside")
  func machine() async throws {
    let effects = Locked<[Bakery.Effect]>([])
    let machine = Machine(
      Bakery.open, effects: { effect, _ in effects.withLock { $0.append(effect) } })
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.baking) { _ in log.withLock { $0.append("enter baking") } },
      machine.onExit(.baking) { _ in log.withLock { $0.append("exit baking") } },
    ]
    for event: Bakery.Event in [.start, .wait, .preheat, .shape] {
      machine.send(event)
    }
    await machine.waitForEffects()
    #expect(machine.state == .served)
    #expect(sameElements(effects.withLock { $0 }, [.knock, .slice]))
    #expect(log.withLock { $0 } == ["enter baking", "exit baking"])
    _ = tokens
  }

  @Test("the documents draw the inner completion as done; FSMTesting covers it")
  func documentsAndCoverage() {
    #expect(Bakery.dot.contains("label=\"done / knock\""))
    #expect(Bakery.scxml.contains("In('baking.proofing.dough.risen')"))
    let coverage = TransitionCoverage<Bakery>()
    for path in Bakery.transitionCover(
      from: .open, sending: [.start, .wait, .preheat, .shape, .hurry])
    {
      path.forEach(coverage.record)
    }
    #expect(coverage.isComplete, "\(coverage.missing)")
  }
}
