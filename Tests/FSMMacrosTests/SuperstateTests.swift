import FSMExamples
import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// An oven with three levels of superstates: `on` contains `working`, which contains `heating`.
/// Rows of every form are written `within` a superstate, and each level overrides the next one
/// out: a guarded `heating` row for `overheat` falls back to `working`'s, a state's own `reset`
/// row wins over `on`'s.
@StateMachine(typestate: true)
enum Oven: Equatable, Sendable {
  @Initial case off
  case idle
  case preheating(target: Int)
  case baking(target: Int)
  case cooling
  case fault(code: Int)
  @Final case scrapped

  enum Event: Equatable, Sendable {
    case power, reached, done, cooled, reset, scrap, tick
    case start(target: Int)
    case overheat(code: Int)
  }

  enum Effect: Equatable, Sendable {
    case beep
    case alarm(code: Int)
  }

  enum Superstate { case on, working, heating }

  static let superstates: [Superstates] = [
    .superstate(.on, contains: [.idle, .preheating, .baking, .cooling, .fault]),
    .superstate(.working, contains: [.preheating, .baking, .cooling], in: .on),
    .superstate(.heating, contains: [.preheating, .baking], in: .working),
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .power, to: .idle),
    .within(.on, on: .power, to: .off),
    .from(.idle, on: .start, to: .preheating),
    .from(.preheating, on: .reached, to: .baking),
    .within(.heating, on: .done, to: .cooling, emit: .beep),
    .within(.heating, on: .overheat, to: .cooling, when: { _, event in event.code < 10 }),
    .within(.working, on: .overheat, to: .fault, emit: .alarm),
    .within(.heating, on: .tick, after: .seconds(60), to: .cooling),
    .from(.cooling, on: .cooled, to: .idle),
    .within(.on, on: .reset, build: { _, _ in .idle }),
    .from(.fault, on: .reset, to: .off),
    .fromAny(on: .scrap, to: .scrapped),
  ]
}

extension Oven.Event {
  var code: Int {
    if case .overheat(let code) = self { code } else { 0 }
  }
}

/// A holder generic over its value, with a superstate of the two states that hold one.
@StateMachine
enum Holder<Value: Equatable & Sendable>: Equatable {
  @Initial case empty
  case holding(value: Value)
  case sealed(value: Value)

  enum Event: Equatable {
    case put(value: Value)
    case seal, clear
  }

  enum Superstate { case full }

  static var superstates: [Superstates] {
    [.superstate(.full, contains: [.holding, .sealed])]
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .put, to: .holding),
      .from(.holding, on: .seal, to: .sealed),
      .within(.full, on: .clear, to: .empty),
    ]
  }
}

/// A machine large enough for a lookup table (9 states × 8 events) and for edges decoded from a
/// string (more than 64), with superstates.
@StateMachine
enum Floors: Equatable {
  @Initial case ground
  case f1, f2, f3, f4, f5, f6, f7, f8

  enum Event { case up, down, express, home, fire, service, wave, halt }

  enum Superstate { case lower, upper, top }

  static let superstates: [Superstates] = [
    .superstate(.lower, contains: [.f1, .f2, .f3, .f4]),
    .superstate(.upper, contains: [.f5, .f6, .f7, .f8]),
    .superstate(.top, contains: [.f7, .f8], in: .upper),
  ]

  static let transitions: [Transition] = [
    .from(.ground, on: .up, to: .f1),
    .from(.f1, on: .up, to: .f2),
    .from(.f2, on: .up, to: .f3),
    .from(.f3, on: .up, to: .f4),
    .from(.f4, on: .up, to: .f5),
    .from(.f5, on: .up, to: .f6),
    .from(.f6, on: .up, to: .f7),
    .from(.f7, on: .up, to: .f8),
    .within(.lower, on: .down, to: .ground),
    .within(.upper, on: .down, to: .f4),
    .within(.top, on: .down, to: .f6),
    .from(.ground, on: .express, to: .f8),
    .within(.upper, on: .express, to: .ground),
    .within(.upper, on: .home, to: .ground),
    .within(.lower, on: .home, to: .ground),
    .fromAny(on: .fire, to: .ground),
    .within(.top, on: .fire, to: .f7),
    .within(.lower, on: .wave, to: .f1),
    .from(.f1, on: .wave, to: .f2),
    .within(.upper, on: .service, to: .f5),
    .fromAny(except: [.ground], on: .halt, to: .ground),
    .within(.lower, on: .service, to: .f4),
    .within(.top, on: .service, to: .f8),
    .within(.upper, on: .wave, to: .f8),
    .from(.ground, on: .down, to: .ground),
    .from(.ground, on: .home, to: .ground),
    .from(.ground, on: .service, to: .f5),
    .from(.ground, on: .wave, to: .f1),
  ]
}

@Suite struct SuperstateTests {
  static let ovenStates: [Oven] = [
    .off, .idle, .preheating(target: 180), .baking(target: 200), .cooling, .fault(code: 3),
    .scrapped,
  ]
  static let ovenEvents: [Oven.Event] = [
    .power, .reached, .done, .cooled, .reset, .scrap, .tick, .start(target: 220),
    .overheat(code: 4), .overheat(code: 42),
  ]

  @Test func thePlayerAgreesWithTheTableForEveryStateAndEvent() {
    expectMachineAgreesWithTable(
      Player.transitions, superstates: Player.superstates,
      states: [.stopped, .playing, .paused, .buffering, .interrupted, .ejected],
      events: [.play, .pause, .resume, .stall, .ready, .stop, .eject, .call, .hangUp])
  }

  @Test func theOvenAgreesWithTheTableForEveryStateAndEvent() {
    expectMachineAgreesWithTable(
      Oven.transitions, superstates: Oven.superstates, states: Self.ovenStates,
      events: Self.ovenEvents)
  }

  @Test func theGenericHolderAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Holder<String>.transitions, superstates: Holder<String>.superstates,
      states: [.empty, .holding(value: "a"), .sealed(value: "b")],
      events: [.put(value: "c"), .seal, .clear])
    var holder = Holder<Int>.empty
    #expect(throws: Never.self) {
      try holder.put(value: 7)
      try holder.seal()
    }
    #expect(holder == .sealed(value: 7))
    #expect(Holder<Int>.superstates(of: .sealed) == [.full])
    #expect(
      Holder<Int>.edges.filter { $0.superstate == .full }.map(\.source) == [.holding, .sealed])
  }

  @Test func aLargeMachineWithSuperstatesAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Floors.transitions, superstates: Floors.superstates, states: Floors.allStates,
      events: Floors.Event.Case.allCases.map(Floors.event(of:)))
    // Spot checks written by hand: an inner superstate's row wins over an outer one's, a state's
    // own row over a superstate's, a superstate's over `fromAny`.
    #expect(Floors.f8.transition(on: .down)?.to == .f6)
    #expect(Floors.f5.transition(on: .down)?.to == .f4)
    #expect(Floors.f1.transition(on: .wave)?.to == .f2)
    #expect(Floors.f3.transition(on: .wave)?.to == .f1)
    #expect(Floors.f7.transition(on: .fire)?.to == .f7)
    #expect(Floors.f5.transition(on: .fire)?.to == .ground)
  }

  @Test func superstatesOfAStateAreListedInnermostFirst() {
    #expect(Player.superstates(of: .stopped) == [])
    #expect(Player.superstates(of: .paused) == [.active])
    #expect(Player.superstates(of: .playing) == [.moving, .active])
    #expect(Player.superstates(of: .buffering) == [.moving, .active])
    #expect(Oven.superstates(of: .baking) == [.heating, .working, .on])
    #expect(Oven.superstates(of: .cooling) == [.working, .on])
    #expect(Oven.superstates(of: .scrapped) == [])
    #expect(Player.Superstate.allCases == [.active, .moving])
    #expect("\(Player.Superstate.moving)" == "moving")
  }

  @Test func stepsListTheSuperstatesTheyLeaveAndEnter() throws {
    var oven = Oven.off
    var step = try oven.power()
    #expect(step.exitedSuperstates == [] && step.enteredSuperstates == [.on])
    step = try oven.start(target: 180)
    #expect(step.exitedSuperstates == [] && step.enteredSuperstates == [.working, .heating])
    step = try oven.reached()
    #expect(step.exitedSuperstates == [] && step.enteredSuperstates == [])
    step = try oven.done()
    #expect(step.exitedSuperstates == [.heating] && step.enteredSuperstates == [])
    #expect(step.effect == .beep)
    step = try oven.overheat(code: 5)
    #expect(oven == .fault(code: 5) && step.effect == .alarm(code: 5))
    #expect(step.exitedSuperstates == [.working] && step.enteredSuperstates == [])
    step = try oven.reset()
    #expect(oven == .off && step.exitedSuperstates == [.on])
    step = try oven.power()
    step = try oven.reset()
    #expect(oven == .idle && step.exitedSuperstates == [] && step.enteredSuperstates == [])

    // A step from the innermost superstate straight out leaves all three, innermost first.
    oven = .baking(target: 200)
    step = try oven.power()
    #expect(step.exitedSuperstates == [.heating, .working, .on])
    // A machine without superstates has none.
    var player = Player.stopped
    #expect(try player.play().enteredSuperstates == [.active, .moving])
    #expect(Turnstile.locked.transition(on: .coin)?.exitedSuperstates.isEmpty == true)
  }

  @Test func precedenceGoesFromTheStateToTheInnermostSuperstateOutToFromAny() throws {
    // `heating`'s guarded row first, `working`'s when the guard fails.
    #expect(Oven.baking(target: 1).transition(on: .overheat(code: 2))?.to == .cooling)
    #expect(Oven.baking(target: 1).transition(on: .overheat(code: 20))?.to == .fault(code: 20))
    // `fault`'s own `reset` row wins over `on`'s builder; `idle` uses the builder.
    #expect(Oven.fault(code: 1).transition(on: .reset)?.to == .off)
    #expect(Oven.idle.transition(on: .reset)?.to == .idle)
    #expect(Oven.cooling.transition(on: .reset)?.to == .idle)
    // A final state takes no `within` row, and `fromAny` applies inside superstates.
    #expect(Oven.scrapped.transition(on: .power) == nil)
    #expect(Oven.cooling.transition(on: .scrap)?.to == .scrapped)
  }

  @Test func edgesNameTheSuperstateOfTheirWithinRow() {
    let stop = Player.edges.filter { $0.event == .stop }
    #expect(stop.map(\.source) == [.playing, .paused, .buffering])
    #expect(stop.allSatisfy { $0.superstate == .active && $0.target == .stopped })
    // play, pause, resume, ready, hangUp, and eject from each of its five sources.
    #expect(Player.edges.filter { $0.superstate == nil }.count == 10)
    // An overridden superstate row has no edge from the state that overrides it.
    let reset = Oven.edges.filter { $0.event == .reset }
    #expect(reset.map(\.source) == [.idle, .preheating, .baking, .cooling, .fault])
    #expect(reset.map(\.superstate) == [.on, .on, .on, .on, nil])
    // A timed `within` row times its event in each case of the superstate.
    #expect(Oven.timedEvents(in: .baking(target: 200)).map(\.event) == [.tick])
    #expect(Oven.timedEvents(in: .cooling).isEmpty)
    // Floors' edges are decoded from a string (more than 64), superstates included.
    #expect(Floors.edges.count == 66)
    #expect(Floors.edges.contains { $0.source == .f8 && $0.superstate == .top && $0.target == .f6 })
    #expect(Floors.edges.filter { $0.superstate == .lower }.count == 4 + 4 + 3 + 4)
  }

  @Test func typestateStructsHaveTheMethodsOfTheirSuperstatesRows() {
    let cooling: Oven.Cooling = Oven.Baking(target: 200).done()
    let off: Oven.Off = cooling.power()
    let idle: Oven.Idle = off.power()
    let preheating: Oven.Preheating = idle.start(target: 150)
    #expect(preheating.target == 150)
    let stopped: Oven = preheating.reset()
    #expect(stopped == .idle)
  }

  @Test func observersRunInTheOrderOfSection13() async throws {
    let machine = Machine(Oven.baking(target: 200))
    let log = Locked<[String]>([])
    for superstate in Oven.Superstate.allCases {
      machine.onExit(superstate: superstate) { _ in log.withLock { $0.append("exit \(superstate)") }
      }
      machine.onEnter(superstate: superstate) { _ in
        log.withLock { $0.append("enter \(superstate)") }
      }
    }
    for state in Oven.Case.allCases {
      machine.onExit(state) { _ in log.withLock { $0.append("exit \(state)") } }
      machine.onEnter(state) { _ in log.withLock { $0.append("enter \(state)") } }
    }
    machine.onTransition { step in log.withLock { $0.append("\(step.event.case)") } }

    machine.send(.power)
    #expect(
      log.withLock { $0 } == [
        "exit baking", "exit heating", "exit working", "exit on", "power", "enter off",
      ])
    log.withLock { $0 = [] }
    machine.send(.power)
    machine.send(.start(target: 90))
    #expect(
      log.withLock { $0 } == [
        "exit off", "power", "enter on", "enter idle",
        "exit idle", "start", "enter working", "enter heating", "enter preheating",
      ])
    // A step inside a superstate neither leaves nor enters it; a self-transition on a state
    // exits and enters the state only.
    log.withLock { $0 = [] }
    machine.send(.reached)
    #expect(log.withLock { $0 } == ["exit preheating", "reached", "enter baking"])
  }

  @Test func cancellingASuperstateObserverStopsIt() {
    let machine = Machine(Player.stopped)
    let entered = Locked(0)
    let token = machine.onEnter(superstate: .active) { _ in entered.withLock { $0 += 1 } }
    machine.send(.play)
    machine.send(.pause)
    #expect(entered.withLock { $0 } == 1)
    machine.send(.stop)
    token.cancel()
    machine.send(.play)
    #expect(entered.withLock { $0 } == 1)
  }

  @Test func aTimedWithinRowFiresInEveryCaseAndRestartsOnEachStep() async throws {
    let clock = TestClock()
    let machine = Machine(Oven.preheating(target: 100), clock: clock)
    await clock.advance(by: .seconds(45))
    machine.send(.reached)  // preheating → baking: both in `heating`, a new visit
    await clock.advance(by: .seconds(45))
    await machine.waitForEffects()
    #expect(machine.state == .baking(target: 100))
    await clock.advance(by: .seconds(15))
    await machine.waitForEffects()
    #expect(machine.state == .cooling)
  }

  @Test func withinRowsAreValuesToo() throws {
    var row = Transition<Player>.within(.active, on: .stop, to: .stopped, emit: nil)
    #expect(row.sources == .within(.active) && row.event == .stop && row.target == .stopped)
    row.sources = .within(.moving)
    #expect(row.sources == .within(.moving))
    let timed = Transition<Player>.within(.moving, on: .stall, after: .seconds(3), to: .buffering)
    #expect(timed.sources == .within(.moving) && timed.guardCondition == nil)
    let declaration = try #require(Player.superstates.last)
    #expect(declaration.superstate == .moving && declaration.parent == .active)
    #expect(declaration.cases == [.playing, .buffering])
    #expect("\(Player.edges[3])" == "playing --stall--> buffering (within moving)")
  }

  @Test func everyPathOfThePlayersTransitionCoverReplays() throws {
    let paths = Player.transitionCover()
    #expect(Set(paths.joined()) == Set(Player.edges))
    for path in paths {
      let steps = try replay(path, from: Player.stopped) { edge in
        switch edge.event {
        case .play: .play
        case .pause: .pause
        case .resume: .resume
        case .stall: .stall
        case .ready: .ready
        case .stop: .stop
        case .eject: .eject
        case .call: .call
        case .hangUp, nil: .hangUp  // `nil` is never asked for: Player has no eventless rows
        }
      }
      // A history edge has no target: the step's is a case of the superstate.
      #expect(
        zip(steps, path).allSatisfy { step, edge in
          edge.target.map { $0 == step.to.case }
            ?? Player.superstates(of: step.to.case).contains { $0 == edge.historyOf }
        })
    }
  }

  @Test func diagramsDrawClustersAndOneEdgePerWithinRowLeavingIt() {
    #expect(Player.dot.contains("compound=true;"))
    #expect(Player.dot.contains("subgraph \"cluster_active\" {"))
    #expect(Player.dot.contains("    subgraph \"cluster_moving\" {"))
    #expect(
      Player.dot.contains(
        "\"playing\" -> \"stopped\" [label=\"stop\", ltail=\"cluster_active\"];"))
    #expect(Player.dot.split(separator: "\n").filter { $0.contains("label=\"stop\"") }.count == 1)
    // `stall` targets a state inside `moving`: drawn from each state.
    #expect(Player.dot.contains("\"playing\" -> \"buffering\" [label=\"stall\"];"))
    #expect(Player.dot.contains("\"buffering\" -> \"buffering\" [label=\"stall\"];"))
    #expect(
      Player.mermaid.contains(
        "  state active {\n    paused\n    state \"H*\" as __history_active\n    state moving {"))
    #expect(Player.mermaid.contains("  active --> stopped : stop\n"))
  }
}

extension Floors {
  static let allStates: [Floors] = Case.allCases.map { Floors.state(of: $0) }

  static func state(of value: Case) -> Floors {
    switch value {
    case .ground: .ground
    case .f1: .f1
    case .f2: .f2
    case .f3: .f3
    case .f4: .f4
    case .f5: .f5
    case .f6: .f6
    case .f7: .f7
    case .f8: .f8
    }
  }

  static func event(of value: Event.Case) -> Event {
    switch value {
    case .up: .up
    case .down: .down
    case .express: .express
    case .home: .home
    case .fire: .fire
    case .service: .service
    case .wave: .wave
    case .halt: .halt
    }
  }
}
