import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// A row that stays in a table further out than the one holding a struct of regions (issue 67),
// on an event some regions take by moving: W3C selects, for a region that takes nothing, the
// first enabled row of the states around it, the nearest first, and a row that stays exits
// nothing, so it is taken beside the moves, its effect where that region comes. Each table on the
// way decides with its own first enabled row: a move there is dropped beside the moves inside,
// and the tables further out are not asked.

/// A jetty whose berth, a held enum, loads with a crane and a gate side by side. The jetty logs
/// `.tick` in any state (`stayInAny`, two tables out); on `.bell` the berth's own first enabled
/// row moves (dropped beside a region's move, so the jetty's row that stays is not reached); on
/// `.toll` the berth's row is never enabled, so the jetty's is taken; `.chime` stays through the
/// jetty's superstate around the berth.
@StateMachine
enum Jetty: Equatable, Sendable {
  @Initial case idle
  @Composite case berth(Berth)
  case closed

  enum Event: Equatable, Sendable {
    case go, tick, bell, toll, chime, halt
  }

  enum Effect: Equatable, Sendable {
    case logged, rang, tolled, chimed, lifted, lowered, latched, waited
  }

  enum Superstate { case working }

  static let superstates: [Superstates] = [
    .superstate(.working, contains: [.berth])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .go, to: .berth),
    .stayInAny(on: .tick, emit: .logged),
    .stay(in: .berth, on: .bell, emit: .rang),
    .stay(in: .berth, on: .toll, emit: .tolled),
    .stay(within: .working, on: .chime, emit: .chimed),
    .from(.berth, on: .halt, to: .closed),
    .from(.closed, on: .go, to: .berth),
  ]

  @Submachine
  enum Berth: Equatable, Sendable {
    @Initial case waiting
    @Composite case loading(Loading)

    static let transitions: [Transition] = [
      .from(.waiting, on: .go, to: .loading),
      .from(.loading, on: .bell, to: .waiting, emit: .waited),
      .from(.loading, on: .toll, to: .waiting, emit: .waited, when: { _, _ in false }),
    ]

    @Submachine
    struct Loading: Equatable, Sendable {
      var crane: Crane
      var gate: Gate

      enum Crane: Equatable, Sendable {
        @Initial case down
        case up

        static let transitions: [Transition] = [
          .from(.down, on: .tick, to: .up, emit: .lifted),
          .from(.up, on: .tick, to: .down, emit: .lowered),
          .from(.down, on: .bell, to: .up),
          .from(.down, on: .toll, to: .up, emit: .lifted),
          .stay(in: .up, on: .toll, emit: .waited),
        ]
      }

      enum Gate: Equatable, Sendable {
        @Initial case shut
        case open

        static let transitions: [Transition] = [
          .from(.open, on: .tick, to: .shut, emit: .latched),
          .from(.shut, on: .go, to: .open),
          .from(.open, on: .chime, to: .shut, emit: .latched),
        ]
      }
    }
  }
}

@Suite struct HeldStayFurtherOutTests {
  static func loading(_ crane: Jetty.Berth.Loading.Crane, _ gate: Jetty.Berth.Loading.Gate) -> Jetty
  {
    .berth(.loading(.init(crane: crane, gate: gate)))
  }

  @Test func aRowTwoTablesOutIsTakenForARegionThatTookNothing() throws {
    var jetty = Jetty.idle
    try jetty.send(.go)
    #expect(jetty == .berth(.waiting))
    try jetty.send(.go)
    #expect(jetty == Self.loading(.down, .shut))
    // The crane lifts; the gate, shut, takes nothing; the berth has no row on `.tick`, so the
    // jetty's log is selected for the gate, after the crane's effect.
    let tick = try jetty.send(.tick)
    #expect(jetty == Self.loading(.up, .shut))
    #expect(tick.effects == [.lifted, .logged])
    #expect(tick.exited.map(\.description) == ["berth.loading.crane.down"])
    #expect(tick.entered.map(\.description) == ["berth.loading.crane.up"])
  }

  @Test func itsEffectComesWhereTheRegionThatTookNothingIs() throws {
    // On `.chime` the crane takes nothing, the gate latches: the jetty's chime first.
    var jetty = Self.loading(.down, .open)
    let chime = try jetty.send(.chime)
    #expect(jetty == Self.loading(.down, .shut))
    #expect(chime.effects == [.chimed, .latched])
  }

  @Test func aNearerTablesMoveIsDroppedAndStopsTheSearch() throws {
    // The berth's first enabled row on `.bell` moves: preempted by the crane's move, and the
    // jetty's row that stays is not selected (the berth's was).
    var jetty = Self.loading(.down, .shut)
    let bell = try jetty.send(.bell)
    #expect(jetty == Self.loading(.up, .shut))
    #expect(bell.effects.isEmpty)
    // Nothing inside takes `.bell` from `up`: the berth's own move.
    let again = try jetty.send(.bell)
    #expect(jetty == .berth(.waiting))
    #expect(again.effects == [.waited])
  }

  @Test func aNearerTableWithoutAnEnabledRowHandsTheRegionOn() throws {
    var jetty = Self.loading(.down, .shut)
    let toll = try jetty.send(.toll)
    #expect(jetty == Self.loading(.up, .shut))
    #expect(toll.effects == [.lifted, .tolled])
  }

  @Test func besideARowInsideThatStaysTooForTheRegionThatTookNothing() throws {
    // The crane, up, stays on `.toll`; the gate takes nothing, and the berth's row is not
    // enabled: the jetty's row that stays is taken for the gate, after the crane's.
    var jetty = Self.loading(.up, .shut)
    let toll = try jetty.send(.toll)
    #expect(jetty == Self.loading(.up, .shut))
    #expect(toll.effects == [.waited, .tolled])
    #expect(toll.exited.isEmpty && toll.entered.isEmpty)
  }

  @Test func everyRegionMovingLeavesTheRowsAroundOut() throws {
    var jetty = Self.loading(.up, .open)
    let tick = try jetty.send(.tick)
    #expect(jetty == Self.loading(.down, .shut))
    #expect(tick.effects == [.lowered, .latched])
  }

  @Test func aMachineSeesOneStepWithoutLeavingTheBerth() async throws {
    let machine = Machine(Self.loading(.down, .shut))
    let exits = Locked(0)
    let seen = Locked<[[Jetty.Effect]]>([])
    let exit = machine.onExit(.berth) { _ in exits.withLock { $0 += 1 } }
    let steps = machine.onTransition { step in seen.withLock { $0.append(step.effects) } }
    machine.send(.tick)
    await machine.waitForEffects()
    #expect(machine.state == Self.loading(.up, .shut))
    #expect(seen.withLock { $0 } == [[.lifted, .logged]])
    #expect(exits.withLock { $0 } == 0)
    _ = (exit, steps)
  }

  @Test func theCoverTakesTheRowAroundAndTheRowInside() throws {
    let coverage = TransitionCoverage<Jetty>()
    let row = "berth --tick--> berth / logged (stays)"
    let inside = "berth.loading.crane.down --tick--> berth.loading.crane.up / lifted"
    #expect(coverage.missing.map(\.description).contains(row))
    #expect(coverage.missing.map(\.description).contains(inside))
    var jetty = Self.loading(.down, .shut)
    coverage.record(try jetty.send(.tick))
    let missing = coverage.missing.map(\.description)
    #expect(!missing.contains(row), "\(missing)")
    #expect(!missing.contains(inside), "\(missing)")
    // The rows not taken are still missing.
    #expect(missing.contains("idle --tick--> idle / logged (stays)"), "\(missing)")
  }
}
