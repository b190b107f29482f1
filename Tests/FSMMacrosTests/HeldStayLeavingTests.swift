import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// Rows that stay beside a row leaving a struct of regions held by a state (issue 67): W3C takes
// both, since a row that stays exits nothing; a region's row that moves still drops a later
// region's row leaving the struct, and a row leaving it drops a later region's move.

/// A quay whose loading runs cargo, crew and deck side by side. The crew leaves the loading on
/// `.tick` (to sail) and `.stop` (to halt); the cargo and the deck keep count where they are.
@StateMachine
enum Quay: Equatable, Sendable {
  @Initial case idle
  @Composite case loading(Loading)
  case sailed
  case halted

  enum Event: Equatable, Sendable {
    case go, tick, stop, fill
  }

  enum Effect: Equatable, Sendable {
    case cargoCounted, cargoHeld, crewLeft, deckStacked, deckCounted, deckHeld
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .go, to: .loading),
    .from([.sailed, .halted], on: .go, to: .loading),
  ]

  @Submachine
  struct Loading: Equatable, Sendable {
    var cargo: Cargo
    var crew: Crew
    var deck: Deck

    enum Cargo: Equatable, Sendable {
      @Initial case empty
      case full(count: Int = 0)

      static let transitions: [Transition] = [
        .from(.empty, on: .fill, to: .full),
        .from(.full, on: .fill, to: .empty),
        .stay(
          in: .full, on: .tick,
          build: { state, _ in
            guard case .full(let count) = state else { return state }
            return .full(count: count + 1)
          }, emit: .cargoCounted),
        .stay(in: .empty, on: .stop, emit: .cargoHeld),
      ]
    }

    enum Crew: Equatable, Sendable {
      @Initial case aboard
      case ready

      static let transitions: [Transition] = [
        .from(.aboard, on: .fill, to: .ready),
        .from(.ready, on: .tick, leavingTo: .sailed, emit: .crewLeft),
        .from([.aboard, .ready], on: .stop, leavingTo: .halted, emit: .crewLeft),
        // Dropped after the cargo moves on `.fill`, which comes first.
        .from(.ready, on: .fill, leavingTo: .halted, emit: .crewLeft),
      ]
    }

    enum Deck: Equatable, Sendable {
      @Initial case clear
      case stacked

      static let transitions: [Transition] = [
        .from(.clear, on: .tick, to: .stacked, emit: .deckStacked),
        .from(.stacked, on: .go, to: .clear),
        .stay(in: .stacked, on: .tick, emit: .deckCounted),
        .stay(in: .clear, on: .stop, emit: .deckHeld),
      ]
    }
  }
}

@Suite struct HeldStayLeavingTests {
  /// The loading as it is entered.
  static let loading = Quay.loading(.init(cargo: .empty, crew: .aboard, deck: .clear))

  @Test func rowsThatStayOnBothSidesOfARowLeavingAreTaken() throws {
    var quay = Quay.idle
    try quay.send(.go)
    #expect(quay == Self.loading)
    // The cargo stays (before the crew), the crew leaves, the deck stays (after it).
    let stop = try quay.send(.stop)
    #expect(quay == .halted)
    #expect(stop.effects == [.cargoHeld, .crewLeft, .deckHeld])
    #expect(
      stop.exited.map(\.description)
        == ["loading.deck.clear", "loading.crew.aboard", "loading.cargo.empty", "loading"])
    #expect(stop.entered.map(\.description) == ["halted"])
  }

  @Test func aMoveAfterTheRowLeavingIsDroppedAndARowThatStaysBuilds() throws {
    var quay = Quay.idle
    try quay.send(.go)
    try quay.send(.fill)
    #expect(quay == .loading(.init(cargo: .full(count: 0), crew: .ready, deck: .clear)))
    // The deck's move (`clear` to `stacked`) conflicts with the crew's row leaving: dropped,
    // its effect with it; the cargo's row that stays is taken.
    let tick = try quay.send(.tick)
    #expect(quay == .sailed)
    #expect(tick.effects == [.cargoCounted, .crewLeft])
    #expect(tick.entered.map(\.description) == ["sailed"])
  }

  @Test func aRowThatStaysAfterTheRowLeavingKeepsItsEffect() throws {
    var quay = Quay.idle
    try quay.send(.go)
    let stack = try quay.send(.tick)
    #expect(stack.effects == [.deckStacked])
    try quay.send(.fill)
    #expect(quay == .loading(.init(cargo: .full(count: 0), crew: .ready, deck: .stacked)))
    let tick = try quay.send(.tick)
    #expect(quay == .sailed)
    #expect(tick.effects == [.cargoCounted, .crewLeft, .deckCounted])
  }

  @Test func aMoveBeforeTheRowLeavingStillDropsIt() throws {
    var quay = Quay.idle
    try quay.send(.go)
    try quay.send(.fill)
    // The cargo moves on `.fill` (`full` to `empty`): the crew's row leaving is dropped.
    let fill = try quay.send(.fill)
    #expect(quay == .loading(.init(cargo: .empty, crew: .ready, deck: .clear)))
    #expect(fill.effects.isEmpty)
    #expect(fill.exited.map(\.description) == ["loading.cargo.full"])
  }

  @Test func aMachineAndTheCoverageSeeTheRowsThatStay() async throws {
    let machine = Machine(Quay.idle)
    let seen = Locked<[[Quay.Effect]]>([])
    machine.onTransition { step in
      seen.withLock { $0.append(step.effects) }
    }
    machine.send(.go)
    machine.send(.stop)
    await machine.waitForEffects()
    #expect(machine.state == .halted)
    #expect(seen.withLock { $0 } == [[], [.cargoHeld, .crewLeft, .deckHeld]])

    let coverage = TransitionCoverage<Quay>()
    var quay = Quay.idle
    coverage.record(try quay.send(.go))
    #expect(coverage.missing.contains { $0.event == .stop && $0.stays })
    coverage.record(try quay.send(.stop))
    // Both rows that stay on `.stop` were taken beside the crew's, and the crew's from `aboard`.
    #expect(!coverage.missing.contains { $0.event == .stop && $0.stays })
    #expect(
      coverage.missing.filter { $0.event == .stop }.map(\.source.description) == [
        "loading.crew.ready"
      ])
  }
}
