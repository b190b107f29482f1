import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// A row that stays of the table holding a struct of regions, on an event some regions take by
// moving (issue 67): W3C selects it for a region that takes nothing, and since it exits nothing it
// is taken beside the moves, its effect where that region comes; a move of the holder is dropped.

/// A pier whose loading runs a crane and a gate side by side. The pier logs `.tick` wherever the
/// loading is (its own row that stays, on the composite state); on `.shift` its row that stays
/// is never enabled (a guard), so its first enabled row closes it (a move, which a region's move
/// preempts); `.bell` stays through the superstate around the loading; `.chime` stays beside the
/// crane's row that stays; `.dock` closes the pier beside it, unless the gate moves.
@StateMachine
enum Pier: Equatable, Sendable {
  @Initial case idle
  @Composite case loading(Loading)
  case closed

  enum Event: Equatable, Sendable {
    case go, tick, shift, bell, halt, chime, dock
  }

  enum Effect: Equatable, Sendable {
    case logged, shifted, rang, lifted, lowered, opened, struck, latched, chimed, docked
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .go, to: .loading),
    .stay(in: .loading, on: .tick, emit: .logged),
    .stay(in: .loading, on: .shift, emit: .shifted, when: { _, _ in false }),
    .from(.loading, on: .shift, to: .closed),
    .stay(within: .working, on: .bell, emit: .rang),
    .stay(in: .loading, on: .chime, emit: .chimed),
    .from(.loading, on: .halt, to: .closed),
    // A move beside the crane's row that stays: taken when no region moves.
    .from(.loading, on: .dock, to: .closed, emit: .docked),
    .from(.closed, on: .go, to: .loading),
  ]

  enum Superstate { case working }

  static let superstates: [Superstates] = [
    .superstate(.working, contains: [.loading])
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
        .from(.down, on: .shift, to: .up),
        .from(.up, on: .bell, to: .down, emit: .struck),
        // A row that stays inside, beside which the pier's own on `.chime` is taken too: every
        // row of the pier's from the loading on `.chime` stays.
        .stay(in: .up, on: .chime, emit: .struck),
        .stay(in: .up, on: .dock, emit: .struck),
      ]
    }

    enum Gate: Equatable, Sendable {
      @Initial case shut
      case open

      static let transitions: [Transition] = [
        .from(.open, on: .tick, to: .shut),
        .from(.shut, on: .go, to: .open, emit: .opened),
        .from(.open, on: .bell, to: .shut, emit: .latched),
        .from(.open, on: .chime, to: .shut),
        .from(.open, on: .dock, to: .shut),
      ]
    }
  }
}

/// A wharf whose dock, a region of a struct at the top, holds a crane and a gate side by side:
/// the dock closes on `.close` beside the crane's row that stays, unless the gate moves.
@StateMachine
struct Wharf: Equatable, Sendable {
  var dock: Dock
  var flag: Flag

  enum Event: Equatable, Sendable {
    case close, open, wave
  }

  enum Effect: Equatable, Sendable {
    case noted, closed
  }

  enum Dock: Equatable, Sendable {
    @Initial @Composite case busy(Busy)
    case shut

    static let transitions: [Transition] = [
      .from(.busy, on: .close, to: .shut, emit: .closed),
      .from(.shut, on: .open, to: .busy),
    ]

    @Submachine
    struct Busy: Equatable, Sendable {
      var crane: Crane
      var gate: Gate

      enum Crane: Equatable, Sendable {
        @Initial case up
        case down

        static let transitions: [Transition] = [
          .stay(in: .up, on: .close, emit: .noted),
          .from(.up, on: .wave, to: .down),
          .from(.down, on: .wave, to: .up),
        ]
      }

      enum Gate: Equatable, Sendable {
        @Initial case latched
        case ajar

        static let transitions: [Transition] = [
          .from(.latched, on: .open, to: .ajar),
          .from(.ajar, on: .close, to: .latched),
        ]
      }
    }
  }

  enum Flag: Equatable, Sendable {
    @Initial case lowered
    case raised

    static let transitions: [Transition] = [
      .from(.lowered, on: .wave, to: .raised),
      .from(.raised, on: .wave, to: .lowered),
    ]
  }
}

@Suite struct HeldStayAroundTests {
  static let loading = Pier.loading(.init(crane: .down, gate: .shut))

  @Test func aRowThatStaysAroundIsTakenForARegionThatTookNothing() throws {
    var pier = Pier.idle
    try pier.send(.go)
    #expect(pier == Self.loading)
    // The crane lifts; the gate, shut, takes nothing and selects the pier's log, which comes
    // after the crane's effect (the gate is the later region).
    let tick = try pier.send(.tick)
    #expect(pier == .loading(.init(crane: .up, gate: .shut)))
    #expect(tick.effect == .lifted)
    #expect(tick.effects == [.lifted, .logged])
    #expect(tick.exited.map(\.description) == ["loading.crane.down"])
    #expect(tick.entered.map(\.description) == ["loading.crane.up"])
  }

  @Test func itsEffectComesWhereTheRegionThatTookNothingIs() throws {
    // On `.bell` the crane, down, takes nothing while the gate moves: the bell (the row that
    // stays of the superstate around the loading) rings before the gate latches.
    var pier = Pier.loading(.init(crane: .down, gate: .open))
    let bell = try pier.send(.bell)
    #expect(pier == .loading(.init(crane: .down, gate: .shut)))
    #expect(bell.effect == .rang)
    #expect(bell.effects == [.rang, .latched])
    #expect(bell.exited.map(\.description) == ["loading.gate.open"])
  }

  @Test func everyRegionMovingLeavesTheRowAroundOut() throws {
    var pier = Pier.loading(.init(crane: .up, gate: .open))
    let tick = try pier.send(.tick)
    #expect(pier == .loading(.init(crane: .down, gate: .shut)))
    #expect(tick.effects == [.lowered])
    var rung = Pier.loading(.init(crane: .up, gate: .open))
    let bell = try rung.send(.bell)
    #expect(bell.effects == [.struck, .latched])
  }

  @Test func noRegionTakingTheEventTakesTheRowAroundAlone() throws {
    var pier = Pier.loading(.init(crane: .down, gate: .shut))
    let bell = try pier.send(.bell)
    #expect(pier == Self.loading)
    #expect(bell.effects == [.rang])
    #expect(bell.exited.isEmpty && bell.entered.isEmpty)
  }

  @Test func aMoveAroundIsDroppedBesideAMoveInside() throws {
    // The pier's first enabled row on `.shift` closes it: preempted by the crane's move, while
    // the gate takes nothing.
    var pier = Self.loading
    let shift = try pier.send(.shift)
    #expect(pier == .loading(.init(crane: .up, gate: .shut)))
    #expect(shift.effects.isEmpty)
    // Nothing inside takes `.shift` from `up`: the pier closes.
    try pier.send(.shift)
    #expect(pier == .closed)
  }

  @Test func aRowThatStaysAroundIsTakenBesideARegionThatOnlyStayed() throws {
    // The crane stays (up), the gate takes nothing (shut): both rows that stay, in order.
    var pier = Pier.loading(.init(crane: .up, gate: .shut))
    let chime = try pier.send(.chime)
    #expect(pier == .loading(.init(crane: .up, gate: .shut)))
    #expect(chime.effects == [.struck, .chimed])
    #expect(chime.exited.isEmpty && chime.entered.isEmpty)
    // The crane takes nothing (down), the gate moves: the pier's chime first.
    var open = Pier.loading(.init(crane: .down, gate: .open))
    #expect(try open.send(.chime).effects == [.chimed])
    #expect(open == .loading(.init(crane: .down, gate: .shut)))
    // Every region took the event: the crane's row alone.
    var both = Pier.loading(.init(crane: .up, gate: .open))
    #expect(try both.send(.chime).effects == [.struck])
    // None did: the pier's alone.
    var none = Self.loading
    #expect(try none.send(.chime).effects == [.chimed])
  }

  @Test func aMoveAroundIsTakenBesideRowsInsideThatOnlyStayed() async throws {
    // The crane stays (up), the gate takes nothing (shut): W3C takes the crane's row and the
    // pier's move, which conflicts with nothing that moved.
    var pier = Pier.loading(.init(crane: .up, gate: .shut))
    let dock = try pier.send(.dock)
    #expect(pier == .closed)
    #expect(dock.effects == [.struck, .docked])
    #expect(
      dock.exited.map(\.description) == ["loading.gate.shut", "loading.crane.up", "loading"])
    #expect(dock.entered.map(\.description) == ["closed"])
    // The gate moves: the pier's move is dropped, the crane's row that stays is taken.
    var open = Pier.loading(.init(crane: .up, gate: .open))
    #expect(try open.send(.dock).effects == [.struck])
    #expect(open == .loading(.init(crane: .up, gate: .shut)))
    // Nothing inside takes `.dock`: the pier's move alone.
    var down = Self.loading
    #expect(try down.send(.dock).effects == [.docked])
    #expect(down == .closed)

    // A `Machine` sees the move and both effects; the coverage counts both rows.
    let machine = Machine(Pier.loading(.init(crane: .up, gate: .shut)))
    let seen = Locked<[[Pier.Effect]]>([])
    machine.onTransition { step in
      seen.withLock { $0.append(step.effects) }
    }
    machine.send(.dock)
    await machine.waitForEffects()
    #expect(machine.state == .closed)
    #expect(seen.withLock { $0 } == [[.struck, .docked]])
    let coverage = TransitionCoverage<Pier>()
    var again = Pier.loading(.init(crane: .up, gate: .shut))
    coverage.record(try again.send(.dock))
    #expect(!coverage.missing.contains { $0.event == .dock && $0.stays })
    #expect(!coverage.missing.contains { $0.event == .dock && $0.source.description == "loading" })
  }

  /// In a region of a struct at the top, the dock's move beside the crane's row that stays is
  /// the region's own move: a `Machine` sees the busy dock left, its bit among the regions moved.
  @Test func aRegionsMoveBesideRowsThatStayInsideLeavesTheCompositeState() throws {
    let start = Wharf(dock: .busy(.init(crane: .up, gate: .latched)), flag: .lowered)
    var wharf = start
    let close = try wharf.send(.close)
    #expect(wharf == Wharf(dock: .shut, flag: .lowered))
    #expect(close.effects == [.noted, .closed])
    #expect(Wharf._regionsMoved(by: close) == 1)
    #expect(!Wharf._movesInside(close))
    #expect(close.entered.map(\.description) == ["dock.shut"])

    // The gate moves: the dock's move is dropped, and the step moves inside the dock alone.
    var ajar = Wharf(dock: .busy(.init(crane: .up, gate: .ajar)), flag: .lowered)
    let inside = try ajar.send(.close)
    #expect(ajar == Wharf(dock: .busy(.init(crane: .up, gate: .latched)), flag: .lowered))
    #expect(inside.effects == [.noted])
    #expect(Wharf._regionsMoved(by: inside) == 0)

    let machine = Machine(start)
    let log = Locked<[String]>([])
    let seen = Locked<[[Wharf.Effect]]>([])
    let busy = Wharf.Case(dock: .busy, flag: .lowered)
    let tokens = [
      machine.onExit(busy) { _ in log.withLock { $0.append("exit") } },
      machine.onTransition { step in
        log.withLock { $0.append("step") }
        seen.withLock { $0.append(step.effects) }
      },
    ]
    machine.send(.close)
    #expect(log.withLock { $0 } == ["exit", "step"])
    #expect(seen.withLock { $0 } == [[.noted, .closed]])
    _ = tokens
  }

  @Test func aMachineTheTraceAndTheCoverageSeeTheRowAround() async throws {
    let machine = Machine(Pier.idle)
    let seen = Locked<[[Pier.Effect]]>([])
    machine.onTransition { step in
      seen.withLock { $0.append(step.effects) }
    }
    machine.send(.go)
    machine.send(.tick)
    await machine.waitForEffects()
    #expect(machine.state == .loading(.init(crane: .up, gate: .shut)))
    #expect(seen.withLock { $0 } == [[], [.lifted, .logged]])

    let coverage = TransitionCoverage<Pier>()
    var pier = Pier.idle
    coverage.record(try pier.send(.go))
    #expect(coverage.missing.contains { $0.event == .tick && $0.stays })
    coverage.record(try pier.send(.tick))
    // The crane's row from `down` and the pier's row that stays were both taken.
    #expect(!coverage.missing.contains { $0.event == .tick && $0.stays })
    #expect(
      !coverage.missing.contains {
        $0.event == .tick && $0.source.description == "loading.crane.down"
      })
  }
}
