import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// A move in a table further out than the one holding a struct of regions (issue 67), on an event
// rows inside take only by staying: W3C selects, for a region that takes nothing, the first
// enabled row of the states around it, nearest table first; a row that stays exits nothing, so it
// conflicts with no move, and both are taken, the move's effect where the region that selected
// it comes. Beside a region's move the move around is dropped (the move inside preempts it).

/// A marina whose dock, a held enum, loads with a crane and a gate side by side. The marina's
/// own moves out of the dock on `.ring` and `.knell`, two tables out, are taken beside the rows
/// inside that stay; on `.peal` the dock's own row that stays is nearer and is taken instead.
@StateMachine
enum Marina: Equatable, Sendable {
  @Initial @Composite case dock(Dock)
  case closed

  enum Event: Equatable, Sendable {
    case ring, knell, peal, reopen, swing
  }

  enum Effect: Equatable, Sendable {
    case rang, tolled, hummed, creaked, lifted, pealed
  }

  static let transitions: [Transition] = [
    .from(.dock, on: .ring, to: .closed, emit: .rang),
    .from(.dock, on: .knell, to: .closed, emit: .tolled),
    .from(.dock, on: .peal, to: .closed),
    .from(.closed, on: .reopen, to: .dock),
  ]

  @Submachine
  enum Dock: Equatable, Sendable {
    @Initial @Composite case loading(Loading)

    static let transitions: [Transition] = [
      .stay(in: .loading, on: .peal, emit: .pealed)
    ]

    @Submachine
    struct Loading: Equatable, Sendable {
      var crane: Crane
      var gate: Gate

      enum Crane: Equatable, Sendable {
        @Initial case down
        case up

        static let transitions: [Transition] = [
          .from(.down, on: .ring, to: .up, emit: .lifted),
          .stay(in: .up, on: .ring, emit: .hummed),
          .stay(in: .up, on: .peal, emit: .hummed),
        ]
      }

      enum Gate: Equatable, Sendable {
        @Initial case shut
        case open

        static let transitions: [Transition] = [
          .from(.shut, on: .swing, to: .open),
          .stay(in: .open, on: .knell, emit: .creaked),
        ]
      }
    }
  }
}

@Suite struct HeldMoveFurtherOutTests {
  static func loading(_ crane: Marina.Dock.Loading.Crane, _ gate: Marina.Dock.Loading.Gate)
    -> Marina
  {
    .dock(.loading(.init(crane: crane, gate: gate)))
  }

  @Test func aMoveTwoTablesOutIsTakenBesideARowInsideThatStays() throws {
    // The crane, up, stays; the gate takes nothing, the dock has no row on `.ring`: the
    // marina's move is selected for the gate, after the crane's effect, and leaves the dock.
    var marina = Self.loading(.up, .shut)
    let ring = try marina.send(.ring)
    #expect(marina == .closed)
    #expect(ring.effects == [.hummed, .rang])
    #expect(
      ring.exited.map(\.description) == [
        "dock.loading.gate.shut", "dock.loading.crane.up", "dock.loading", "dock",
      ])
    #expect(ring.entered.map(\.description) == ["closed"])
  }

  @Test func itsEffectComesWhereTheRegionThatTookNothingIs() throws {
    // On `.knell` the crane takes nothing and the gate, open, stays: the marina's toll first.
    var marina = Self.loading(.down, .open)
    let knell = try marina.send(.knell)
    #expect(marina == .closed)
    #expect(knell.effects == [.tolled, .creaked])
  }

  @Test func aRegionsMoveDropsIt() throws {
    // The crane, down, lifts on `.ring`: its move preempts the marina's.
    var marina = Self.loading(.down, .shut)
    let ring = try marina.send(.ring)
    #expect(marina == Self.loading(.up, .shut))
    #expect(ring.effects == [.lifted])
    #expect(ring.exited.map(\.description) == ["dock.loading.crane.down"])
  }

  @Test func aNearerTablesRowThatStaysIsTakenInstead() throws {
    // On `.peal` the crane stays, and for the gate the dock's own row that stays is the nearest
    // enabled: the marina's move is not selected.
    var marina = Self.loading(.up, .shut)
    let peal = try marina.send(.peal)
    #expect(marina == Self.loading(.up, .shut))
    #expect(peal.effects == [.hummed, .pealed])
    #expect(peal.exited.isEmpty && peal.entered.isEmpty)
  }

  @Test func withNothingTakenInsideTheMoveIsTheMachinesOwn() throws {
    var marina = Self.loading(.down, .shut)
    let knell = try marina.send(.knell)
    #expect(marina == .closed)
    #expect(knell.effects == [.tolled])
    try marina.send(.reopen)
    #expect(marina == Self.loading(.down, .shut))
  }

  @Test func aMachineSeesOneStepLeavingTheDock() async throws {
    let machine = Machine(Self.loading(.up, .shut))
    let exits = Locked(0)
    let seen = Locked<[[Marina.Effect]]>([])
    let exit = machine.onExit(.dock) { _ in exits.withLock { $0 += 1 } }
    let steps = machine.onTransition { step in seen.withLock { $0.append(step.effects) } }
    machine.send(.ring)
    await machine.waitForEffects()
    #expect(machine.state == .closed)
    #expect(seen.withLock { $0 } == [[.hummed, .rang]])
    #expect(exits.withLock { $0 } == 1)
    _ = (exit, steps)
  }

  @Test func theCoverTakesTheMoveAndTheRowInside() throws {
    let coverage = TransitionCoverage<Marina>()
    let move = "dock --ring--> closed / rang"
    let inside = "dock.loading.crane.up --ring--> dock.loading.crane.up / hummed (stays)"
    #expect(coverage.missing.map(\.description).contains(move))
    #expect(coverage.missing.map(\.description).contains(inside))
    var marina = Self.loading(.up, .shut)
    coverage.record(try marina.send(.ring))
    let missing = coverage.missing.map(\.description)
    #expect(!missing.contains(move), "\(missing)")
    #expect(!missing.contains(inside), "\(missing)")
    #expect(missing.contains("dock --knell--> closed / tolled"), "\(missing)")
  }
}
