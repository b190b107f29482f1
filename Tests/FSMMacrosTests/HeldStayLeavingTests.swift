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

/// A barge whose sailing runs the helm and the deck side by side, the deck's work a struct of
/// its own (crew and cargo). On `.swerve` the helm leaves the sailing for the deck's `quiet`
/// (a horn), so the crew's move on the same event conflicts with it and is dropped, its shout
/// with it; the helm's row that stays on `.swerve` (drifting) makes the sailing's step look at
/// later regions beside the row leaving, which a random tree found emitting the dropped shout:
/// the crew's struct, whose cargo may leave too, took the helm's row that had left for its
/// cargo's leaving, and so never said that the crew had moved.
@StateMachine
enum Barge: Equatable, Sendable {
  @Initial @Composite case sailing(Sailing)
  case docked

  enum Event: Equatable, Sendable {
    case swerve, drift, rest, dock
  }

  enum Effect: Equatable, Sendable {
    case horn, logged, shout
  }

  static let transitions: [Transition] = [
    .from(.sailing, on: .dock, to: .docked)
  ]

  @Submachine
  struct Sailing: Equatable, Sendable {
    var helm: Helm
    var deck: Deck

    enum Helm: Equatable, Sendable {
      @Initial case steady
      case drifting

      static let transitions: [Transition] = [
        .from(.steady, on: .swerve, leavingTo: .sailing(.deck(.quiet)), emit: .horn),
        .from(.steady, on: .drift, to: .drifting),
        .stay(in: .drifting, on: .swerve, emit: .logged),
      ]
    }

    enum Deck: Equatable, Sendable {
      @Initial @Composite case busy(Busy)
      case quiet

      static let transitions: [Transition] = [
        .from(.quiet, on: .rest, to: .busy)
      ]

      @Submachine
      struct Busy: Equatable, Sendable {
        var crew: Crew
        var cargo: Cargo

        enum Crew: Equatable, Sendable {
          @Initial case idle
          case working

          static let transitions: [Transition] = [
            .from(.idle, on: .swerve, to: .working, emit: .shout),
            .stay(in: .working, on: .rest),
          ]
        }

        enum Cargo: Equatable, Sendable {
          @Initial case stowed
          case loose

          static let transitions: [Transition] = [
            .from(.stowed, on: .drift, to: .loose),
            // Dropped after the crew's move on `.swerve`, which comes first.
            .from(.loose, on: .swerve, leavingTo: .docked),
          ]
        }
      }
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

  /// The helm's row leaving the sailing drops the crew's move in the struct nested in the
  /// deck: the horn alone, as W3C takes it (the crew's row conflicts with the helm's, which
  /// comes first); the cargo, which takes nothing, is not a region leaving.
  @Test func aMoveInAStructNestedInALaterRegionIsDroppedWithItsEffect() async throws {
    var ferry = Barge.sailing(.init(helm: .steady, deck: .busy(.init(crew: .idle, cargo: .stowed))))
    let swerve = try ferry.send(.swerve)
    #expect(ferry == .sailing(.init(helm: .steady, deck: .quiet)))
    #expect(swerve.effects == [.horn])
    #expect(
      swerve.exited.map(\.description) == [
        "sailing.deck.busy.cargo.stowed", "sailing.deck.busy.crew.idle", "sailing.deck.busy",
        "sailing.helm.steady", "sailing",
      ])

    let machine = Machine(
      Barge.sailing(.init(helm: .steady, deck: .busy(.init(crew: .idle, cargo: .stowed)))))
    let seen = Locked<[[Barge.Effect]]>([])
    machine.onTransition { step in
      seen.withLock { $0.append(step.effects) }
    }
    machine.send(.swerve)
    await machine.waitForEffects()
    #expect(seen.withLock { $0 } == [[.horn]])
  }

  /// Drifting, the helm's row that stays is taken beside the crew's move, which drops the
  /// cargo's row leaving.
  @Test func aRowThatStaysBeforeAMoveInANestedStructKeepsBoth() throws {
    var ferry = Barge.sailing(.init(helm: .steady, deck: .busy(.init(crew: .idle, cargo: .stowed))))
    try ferry.send(.drift)
    let swerve = try ferry.send(.swerve)
    #expect(
      ferry == .sailing(.init(helm: .drifting, deck: .busy(.init(crew: .working, cargo: .loose)))))
    #expect(swerve.effects == [.logged, .shout])
  }
}
