import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A depot: a struct of regions at the top whose order region holds a struct of regions while
/// processing (payment and shipping side by side, payment expiring after 5 s), done when both
/// are final; the dock lamp beside it toggles. A composite state in a region of a struct at the
/// top, run by the same code as one held anywhere else.
@StateMachine
struct Depot: Equatable, Sendable, Codable {
  var order: Order
  var lamp: Lamp

  enum Order: Equatable, Sendable, Codable {
    @Initial case cart
    @Composite case processing(Fulfilment)
    @Final case confirmed
    @Final case cancelled

    @Submachine
    struct Fulfilment: Equatable, Sendable, Codable {
      var payment: Payment
      var shipping: Shipping

      enum Payment: Equatable, Sendable, Codable {
        @Initial case authorizing
        @Final case captured
        @Final case expired
        static let transitions: [Transition] = [
          .from(.authorizing, on: .captured, to: .captured),
          .from(.authorizing, on: .expire, after: .seconds(5), to: .expired),
        ]
      }

      enum Shipping: Equatable, Sendable, Codable {
        @Initial case packing
        @Final case shipped
        static let transitions: [Transition] = [
          // A state of the machine at the top, inside another region's composite state.
          .from(.packing, on: .shipped, to: .shipped)
            .whenIn(.order(.processing(.payment(.captured))))
        ]
      }
    }

    static let transitions: [Transition] = [
      .from(.cart, on: .pay, to: .processing),
      .from(.processing, on: .cancel, to: .cancelled),
      .onDone(.processing, to: .confirmed),
    ]
  }

  enum Lamp: Equatable, Sendable, Codable {
    @Initial case off
    case on
    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .on),
      .from(.on, on: .toggle, to: .off),
    ]
  }

  enum Event: Equatable, Sendable, Codable { case pay, captured, shipped, expire, cancel, toggle }
}

/// A kitchen: the oven region bakes in a held machine that proves by itself (an eventless row
/// inside) and is done when baked; the radio beside it plays on. Settling inside a region.
@StateMachine
struct Kitchen: Equatable, Sendable {
  var oven: Oven
  var radio: Radio

  enum Oven: Equatable, Sendable {
    @Initial case cold
    @Composite case baking(Bake)
    @Final case done

    @Submachine
    enum Bake: Equatable, Sendable {
      @Initial case preheating
      case proving
      @Final case baked
      static let transitions: [Transition] = [
        .from(.preheating, on: .hot, to: .proving, emit: .chime),
        .from(.proving, to: .baked, emit: .ding),
      ]
    }

    static let transitions: [Transition] = [
      .from(.cold, on: .start, to: .baking),
      .onDone(.baking, to: .done),
    ]
  }

  enum Radio: Equatable, Sendable {
    @Initial case quiet
    case loud
    static let transitions: [Transition] = [
      .from(.quiet, on: .toggle, to: .loud, emit: .click),
      .from(.loud, on: .toggle, to: .quiet, emit: .click),
    ]
  }

  enum Event: Equatable, Sendable { case start, hot, toggle }
  enum Effect: Equatable, Sendable { case chime, ding, click }
}

/// Two lanes of a pool, each swimming a length it holds as a machine: one `touch` ends both
/// lengths, and each lane's completion then takes a microstep of its own, the left lane's first.
@StateMachine
struct Pool: Equatable, Sendable {
  var left: Left
  var right: Right

  enum Left: Equatable, Sendable {
    @Initial case waiting
    @Composite case swimming(Length)
    case resting

    @Submachine
    enum Length: Equatable, Sendable {
      @Initial case out
      @Final case touched
      static let transitions: [Transition] = [.from(.out, on: .touch, to: .touched)]
    }

    static let transitions: [Transition] = [
      .from(.waiting, on: .dive, to: .swimming),
      .onDone(.swimming, to: .resting),
      .from(.resting, on: .dive, to: .swimming),
    ]
  }

  enum Right: Equatable, Sendable {
    @Initial case waiting
    @Composite case swimming(Lap)
    case resting

    @Submachine
    enum Lap: Equatable, Sendable {
      @Initial case out
      @Final case touched
      static let transitions: [Transition] = [.from(.out, on: .touch, to: .touched)]
    }

    static let transitions: [Transition] = [
      .from(.waiting, on: .dive, to: .swimming),
      .onDone(.swimming, to: .resting),
      .from(.resting, on: .dive, to: .swimming),
    ]
  }

  enum Event: Equatable, Sendable { case dive, touch }
}

/// A car: while the engine runs it holds the drive, whose forward gears return to the last one
/// engaged (deep history, kept while the engine is off) and which coasts back to neutral by
/// itself (an eventless row leaving the superstate); the radio beside it returns to its last
/// band (the region's own shallow history); parked from neutral, the drive leaves the running
/// engine by a row of its own. History and a leaving row held in a region of a struct at the top.
@StateMachine
struct Car: Equatable, Sendable, Codable {
  var engine: Engine
  var radio: Radio

  enum Engine: Equatable, Sendable, Codable {
    @Initial case off
    @Composite case running(Drive)

    @Submachine
    enum Drive: Equatable, Sendable, Codable {
      @Initial case neutral
      case gear(Int)
      case coasting

      enum Superstate { case forward }

      static let superstates: [Superstates] = [
        .superstate(.forward, contains: [.gear, .coasting], history: .deep(default: .gear(1)))
      ]

      static let transitions: [Transition] = [
        .from(.neutral, on: .engage, toHistoryOf: .forward),
        .from(
          .gear, on: .shiftUp, to: .gear,
          build: { state, _ in
            guard case .gear(let number) = state else { return state }
            return .gear(number + 1)
          }),
        .from(.gear, on: .clutch, to: .neutral),
        // A row inside that leaves the composite state, for a state of the engine's region.
        .from(.neutral, on: .park, leavingTo: .engine(.off)),
        .from(.gear, on: .coast, to: .coasting),
        .from(.coasting, to: .neutral),
      ]
    }

    static let transitions: [Transition] = [
      .from(.off, on: .ignite, to: .running),
      .from(.running, on: .stall, to: .off),
    ]
  }

  enum Radio: Equatable, Sendable, Codable {
    @Initial case silent
    case fm
    case am

    enum Superstate { case on }

    static let superstates: [Superstates] = [
      .superstate(.on, contains: [.fm, .am], history: .shallow(default: .fm))
    ]

    static let transitions: [Transition] = [
      .from(.silent, on: .tune, toHistoryOf: .on),
      .from(.fm, on: .band, to: .am),
      .from(.am, on: .band, to: .fm),
      .within(.on, on: .mute, to: .silent),
    ]
  }

  enum Event: Equatable, Sendable, Codable {
    case ignite, stall, engage, shiftUp, clutch, coast, park, tune, band, mute
  }
}

/// An atelier whose desk starts inside a held machine: `init()` enters its initial configuration.
@StateMachine
struct Atelier: Equatable, Sendable {
  var desk: Desk
  var light: Light

  enum Desk: Equatable, Sendable {
    @Initial @Composite case working(Draft)
    @Final case done

    @Submachine
    enum Draft: Equatable, Sendable {
      @Initial case sketching
      @Final case inked
      static let transitions: [Transition] = [.from(.sketching, on: .ink, to: .inked)]
    }

    static let transitions: [Transition] = [.onDone(.working, to: .done)]
  }

  enum Light: Equatable, Sendable {
    @Initial case off
    case on
    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .on),
      .from(.on, on: .toggle, to: .off),
      // A region's own row on a state inside the other region's composite state.
      .from(.on, on: .ink, to: .off).whenIn(.desk(.working(.sketching))),
    ]
  }

  enum Event: Equatable, Sendable { case ink, toggle }
}

@Suite("A composite state in a region of a struct at the top")
struct RegionCompositeTests {
  typealias Fulfilment = Depot.Order.Fulfilment

  @Test("a step enters the held machine, moves inside it, and its completion leaves it")
  func steps() throws {
    var depot = Depot()
    let pay = try #require(depot.transition(on: .pay))
    #expect(pay.to.order == .processing(Fulfilment(payment: .authorizing, shipping: .packing)))
    #expect(Depot._regionsMoved(by: pay) == 0b01)
    #expect(
      pay.entered.map(\.description) == [
        "order.processing", "order.processing.payment.authorizing",
        "order.processing.shipping.packing",
      ])
    depot = pay.to
    // Shipping waits for the payment, a state inside the other region of the held struct.
    #expect(depot.transition(on: .shipped) == nil)
    let captured = try #require(depot.transition(on: .captured))
    // Inside: the order region took the step, but by no row of its own.
    #expect(Depot._regionsMoved(by: captured) == 0)
    #expect(Depot._movesInside(captured))
    #expect(captured.exited.map(\.description) == ["order.processing.payment.authorizing"])
    #expect(captured.entered.map(\.description) == ["order.processing.payment.captured"])
    #expect(depot.isIn(.order(.processing(nil))))
    depot = captured.to
    #expect(depot.isIn(.order(.processing(.payment(.captured)))))
    // Both regions final: processing is done, and the order confirmed in the same step.
    let shipped = try #require(depot.transition(on: .shipped))
    #expect(shipped.to == Depot(order: .confirmed, lamp: .off))
    #expect(
      shipped.exited.map(\.description) == [
        "order.processing.shipping.packing",
        "order.processing.shipping.shipped", "order.processing.payment.captured",
        "order.processing",
      ])
    #expect(shipped.entered.last?.description == "order.confirmed")
  }

  @Test("a machine sees the composite state entered and left, not the moves inside it")
  func observers() throws {
    let machine = Machine(Depot())
    let log = Locked<[String]>([])
    let processing = Depot.Case(order: .processing, lamp: .off)
    let tokens = [
      machine.onEnter(processing) { _ in log.withLock { $0.append("enter") } },
      machine.onExit(processing) { _ in log.withLock { $0.append("exit") } },
      machine.onTransition { step in log.withLock { $0.append("\(step.event)") } },
    ]
    machine.send(.pay)
    machine.send(.captured)
    machine.send(.cancel)
    #expect(log.withLock { $0 } == ["pay", "enter", "captured", "exit", "cancel"])
    #expect(machine.state == Depot(order: .cancelled, lamp: .off))
    _ = tokens
  }

  @Test("a timer inside goes on while the other region moves, and ends with the state")
  func timers() async throws {
    #expect(Depot._scopeCount == 4)
    let clock = TestClock()
    let machine = Machine(Depot(), clock: clock)
    machine.send(.pay)  // t = 0: the payment expires at 5 s.
    await clock.advance(by: .seconds(3))
    machine.send(.toggle)  // The lamp's region: the payment's timer keeps its deadline.
    await clock.advance(by: .seconds(2) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(
      machine.state.order == .processing(Fulfilment(payment: .authorizing, shipping: .packing)))
    await clock.advance(by: .nanoseconds(1))  // t = 5
    await machine.waitForEffects()
    #expect(
      machine.state.order == .processing(Fulfilment(payment: .expired, shipping: .packing)))
    #expect(clock.sleeperCount == 0)

    let again = Machine(Depot(), clock: clock)
    again.send(.pay)
    again.send(.cancel)  // Leaves processing: its timer ends at once.
    await again.waitForEffects()
    #expect(again.snapshot().timers.isEmpty)
    // The machine's sleeper, which cancelling a timer does not wake, ends at the deadline it
    // slept until, sending nothing.
    await clock.advance(by: .seconds(5))
    await again.waitForEffects()
    #expect(clock.sleeperCount == 0)
    #expect(again.state.order == .cancelled)
  }

  @Test("a region settles inside its composite state, then by the state's completion")
  func settling() throws {
    let machine = Machine(Kitchen())
    let log = Locked<[String]>([])
    let baking = Kitchen.Case(oven: .baking, radio: .quiet)
    let tokens = [
      machine.onEnter(baking) { _ in log.withLock { $0.append("enter baking") } },
      machine.onExit(baking) { _ in log.withLock { $0.append("exit baking") } },
    ]
    machine.send(.start)
    let hot = try #require(Kitchen(oven: .baking(.preheating), radio: .quiet).transition(on: .hot))
    // The event's row inside, an eventless row inside, then the oven's completion row.
    #expect(hot.to == Kitchen(oven: .done, radio: .quiet))
    #expect(Kitchen._effects(of: hot) == [.chime, .ding])
    let microsteps = Kitchen.microsteps(of: hot)
    #expect(microsteps.map(\._moved) == [0, 1])
    #expect(microsteps.first?.entered.map(\.description) == ["oven.baking.baked"])
    #expect(
      hot.exited.map(\.description) == [
        "oven.baking.preheating", "oven.baking.proving", "oven.baking.baked", "oven.baking",
      ])
    machine.send(.hot)
    #expect(machine.state == Kitchen(oven: .done, radio: .quiet))
    #expect(log.withLock { $0 } == ["enter baking", "exit baking"])
    _ = tokens
  }

  @Test("a microstep taking one region's completion moves that region only")
  func oneCompletionAMicrostep() throws {
    let diving = try #require(Pool().transition(on: .dive)).to
    let touch = try #require(diving.transition(on: .touch))
    #expect(touch.to == Pool(left: .resting, right: .resting))
    let microsteps = Pool.microsteps(of: touch)
    #expect(microsteps.map(\._moved) == [1, 2])
    #expect(
      microsteps.map { $0.exited.map(\.description) } == [
        ["left.swimming.touched", "left.swimming"], ["right.swimming.touched", "right.swimming"],
      ])
    #expect(
      microsteps.map { $0.entered.map(\.description) } == [["left.resting"], ["right.resting"]])
    // A `Machine`'s observer sees the settled step whole: the event's part (W3C's exit order,
    // the later region first), then each microstep's, each lane left once.
    let machine = Machine(diving)
    let parts = Locked<[[String]]>([])
    let token = machine.onTransition { step in
      parts.withLock { $0.append(step.exited.map(\.description)) }
    }
    machine.send(.touch)
    #expect(machine.state == Pool(left: .resting, right: .resting))
    #expect(
      parts.withLock { $0 } == [
        [
          "right.swimming.out", "left.swimming.out", "left.swimming.touched", "left.swimming",
          "right.swimming.touched", "right.swimming",
        ]
      ])
    _ = token
  }

  @Test("its edges, paths and a snapshot reach inside")
  func edgesPathsAndSnapshots() throws {
    #expect(
      Depot.edges.map { "\($0.source) -> \($0.target.map { "\($0)" } ?? "-")" }.contains(
        "order.processing.payment.authorizing -> order.processing.payment.captured"))
    let events: [Depot.Event] = [.pay, .captured, .shipped, .cancel, .toggle]
    let confirmed = Depot.Case(order: .confirmed, lamp: .off)
    let path = Depot.shortestPath(from: Depot(), to: confirmed, sending: events) ?? []
    #expect(path.map { "\($0.event)" } == ["pay", "captured", "shipped"])
    let machine = Machine(Depot())
    machine.send(.pay)
    machine.send(.captured)
    let data = try JSONEncoder().encode(machine.snapshot())
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Depot>.self, from: data))
    #expect(restored.state == machine.state)
    restored.send(.shipped)
    #expect(restored.state == Depot(order: .confirmed, lamp: .off))
  }

  @Test("a held superstate's history outlives its composite state, beside the region's own")
  func history() throws {
    #expect(Car._historySlotCount == 2)
    #expect(Car._historySlotName(0) == "radio.on")
    #expect(Car._historySlotName(1) == "engine.running.forward")
    #expect(Car._canRemember(Car(engine: .running(.gear(2)), radio: .silent), at: 1))
    #expect(!Car._canRemember(Car(engine: .running(.neutral), radio: .silent), at: 1))
    #expect(!Car._canRemember(Car(engine: .off, radio: .silent), at: 1))

    let machine = Machine(Car())
    for event in [Car.Event.ignite, .engage, .shiftUp, .shiftUp, .clutch] {
      machine.send(event)
    }
    #expect(machine.state.engine == .running(.neutral))
    machine.send(.engage)  // Deep: the gear it left, with its number.
    #expect(machine.state.engine == .running(.gear(3)))
    // Leaving the composite state records the superstate inside it too.
    machine.send(.shiftUp)
    machine.send(.stall)
    machine.send(.ignite)
    #expect(machine.state.engine == .running(.neutral))
    machine.send(.engage)
    #expect(machine.state.engine == .running(.gear(4)))
    // The radio's own history beside it, in the slot before.
    machine.send(.tune)
    machine.send(.band)
    machine.send(.mute)
    machine.send(.tune)
    #expect(machine.state == Car(engine: .running(.gear(4)), radio: .am))
    // Coasting leaves the superstate by an eventless row: the microstep records `coasting`,
    // to which the history returns, and which settles to neutral again.
    machine.send(.coast)
    #expect(machine.state.engine == .running(.neutral))
    let memory = machine.snapshot().memory
    #expect(memory._remembered(at: 1) == Car(engine: .running(.coasting), radio: .am))
    #expect(memory._remembered(at: 0) == Car(engine: .running(.gear(4)), radio: .am))
    let engage = try #require(machine.state.transition(on: .engage, memory: memory))
    #expect(engage.to.engine == .running(.neutral))
    machine.send(.engage)
    #expect(machine.state.engine == .running(.neutral))
  }

  @Test("a row inside leaves the composite state for a state of its region")
  func leaving() throws {
    let running = Car(engine: .running(.neutral), radio: .fm)
    // Not from a gear: the row is neutral's.
    #expect(Car(engine: .running(.gear(1)), radio: .fm).transition(on: .park) == nil)
    let park = try #require(running.transition(on: .park))
    #expect(park.to == Car(engine: .off, radio: .fm))
    #expect(park.exited.map(\.description) == ["engine.running.neutral", "engine.running"])
    #expect(park.entered.map(\.description) == ["engine.off"])
    // A row of the region's own: the region moved, and its observers see it.
    #expect(Car._regionsMoved(by: park) == 0b01)
    #expect(!Car._movesInside(park))
    #expect(
      Car.edges.contains {
        "\($0.source)" == "engine.running.neutral" && $0.target.map { "\($0)" } == "engine.off"
      })
    let machine = Machine(Car())
    let log = Locked<[String]>([])
    let token = machine.onExit(Car.Case(engine: .running, radio: .silent)) { _ in
      log.withLock { $0.append("exit running") }
    }
    for event in [Car.Event.ignite, .engage, .shiftUp, .clutch, .park] {
      machine.send(event)
    }
    #expect(machine.state == Car(engine: .off, radio: .silent))
    #expect(log.withLock { $0 } == ["exit running"])
    // The history recorded on the way out of the forward gears outlives the composite state.
    machine.send(.ignite)
    machine.send(.engage)
    #expect(machine.state.engine == .running(.gear(2)))
    _ = token
    // The leaving edge is drawn at the top, where the cluster cannot pull its target in.
    let rendered = try runCommand(writing: Car.dot, to: "car.dot") { ["dot", "-Tsvg", $0] }
    #expect(rendered.status == 0)
    #expect(rendered.errors.isEmpty, "\(rendered.errors)")
  }

  @Test("a snapshot keeps a held history by its path")
  func historySnapshots() throws {
    let machine = Machine(Car())
    for event in [Car.Event.ignite, .engage, .shiftUp, .clutch, .tune, .band, .mute] {
      machine.send(event)
    }
    let data = try JSONEncoder().encode(machine.snapshot())
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("engine.running.forward"), "\(json)")
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Car>.self, from: data))
    restored.send(.engage)
    restored.send(.tune)
    #expect(restored.state == Car(engine: .running(.gear(2)), radio: .am))
  }

  @Test("a region that starts in a composite state starts its held machine")
  func initialComposite() {
    #expect(Atelier() == Atelier(desk: .working(.sketching), light: .off))
    let machine = Machine(Atelier())
    machine.send(.toggle)
    machine.send(.ink)
    // The light saw the desk sketching before the step: both regions took the event.
    #expect(machine.state == Atelier(desk: .done, light: .off))
    machine.send(.toggle)
    #expect(Atelier(desk: .done, light: .on).transition(on: .ink) == nil)
  }
}
