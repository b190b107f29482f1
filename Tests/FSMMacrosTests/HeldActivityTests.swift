import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// Activities inside held machines, through the real compiler: every table of a tree declares its
// own, and a step stops an activity exactly when it exits the activity's state (W3C SCXML cancels
// an invocation when its state is exited), at any depth.

/// A teahouse: greeting guests while it serves (an activity of a composite state), brewing and
/// music inside the service (a case's and a superstate's), sweeping and washing up in the two
/// regions of the clean-up.
@StateMachine
enum Teahouse: Equatable, Sendable {
  @Initial case closed
  @Composite case serving(Service)
  @Composite case cleaning(Crew)
  @Final case done

  @Submachine
  enum Service: Equatable, Sendable {
    @Initial case seating
    case brewing(leaf: String)
    case pouring(leaf: String)

    enum Superstate { case making }

    static let superstates: [Superstates] = [
      .superstate(.making, contains: [.brewing, .pouring])
    ]

    static let activities: [Activities] = [
      .run(.brew, in: .brewing, done: .brewed),
      .run(.playMusic, within: .making),
    ]

    static let transitions: [Transition] = [
      .from(.seating, on: .order, to: .brewing),
      .from(.brewing, on: .brewed, to: .pouring),
      .from(.pouring, on: .refill, to: .brewing),
      .within(.making, on: .spill, to: .seating),
    ]
  }

  @Submachine
  struct Crew: Equatable, Sendable {
    var floor: Floor
    var dishes: Dishes

    enum Floor: Equatable, Sendable {
      @Initial case sweeping
      @Final case swept

      static let activities: [Activities] = [
        .run(.sweep, in: .sweeping, done: .sweptUp)
      ]

      static let transitions: [Transition] = [
        .from(.sweeping, on: .sweptUp, to: .swept)
      ]
    }

    enum Dishes: Equatable, Sendable {
      @Initial case washing
      @Final case stacked

      static let activities: [Activities] = [
        .run(.wash, in: .washing)
      ]

      static let transitions: [Transition] = [
        .from(.washing, on: .stack, to: .stacked)
      ]
    }
  }

  enum Event: Equatable, Sendable {
    case open
    case order(leaf: String)
    case brewed, refill, spill, reopen, close, sweptUp, stack, finish
  }

  enum Activity: Equatable, Sendable {
    case greet
    case brew(leaf: String)
    case playMusic, sweep, wash
  }

  static let activities: [Activities] = [
    .run(.greet, in: .serving)
  ]

  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .serving),
    .from(.serving, on: .reopen, to: .serving),
    .from(.serving, on: .close, to: .cleaning),
    .from(.cleaning, on: .finish, to: .done),
  ]
}

/// A pantry whose shelf settles: `checking` is passed through by an eventless row, so its activity
/// never starts (SCXML starts the invocations of the states a macrostep ends in).
@StateMachine
enum Pantry: Equatable, Sendable {
  @Initial case shut
  @Composite case stocking(Shelf)

  @Submachine
  enum Shelf: Equatable, Sendable {
    @Initial case counting
    case checking
    case filling

    static let activities: [Activities] = [
      .run(.count, in: .counting),
      .run(.check, in: .checking),
      .run(.fill, in: .filling),
    ]

    static let transitions: [Transition] = [
      .from(.counting, on: .counted, to: .checking),
      .from(.checking, to: .filling),
      .from(.filling, on: .again, to: .counting),
    ]
  }

  enum Event: Equatable, Sendable {
    case open, counted, again, close
  }

  enum Activity: Equatable, Sendable {
    case light, count, check, fill
  }

  static let activities: [Activities] = [
    .run(.light, in: .stocking)
  ]

  static let transitions: [Transition] = [
    .from(.shut, on: .open, to: .stocking),
    .from(.stocking, on: .close, to: .shut),
  ]
}

@Suite("Tasks inside held machines")
struct HeldActivityTests {
  typealias Started = [Teahouse.Activity]

  @Test("declarations are numbered across the tree, table by table from the top")
  func numbering() {
    #expect(Teahouse._activityCases == [.greet, .brew, .playMusic, .sweep, .wash])
    let brewing = Teahouse.serving(.brewing(leaf: "sencha"))
    // The composite state's own first, then the held table's: its superstate's, then its case's.
    #expect(brewing._activities().map(\.activity) == [.greet, .playMusic, .brew(leaf: "sencha")])
    #expect(brewing._activities().map(\.declaration) == [0, 2, 1])
    let cleaning = Teahouse.cleaning(.init(floor: .sweeping, dishes: .washing))
    #expect(cleaning._activities().map(\.declaration) == [3, 4])
    #expect(Teahouse.closed._activities().isEmpty)
  }

  @Test("a step stops the tasks of the states it exits and starts those of the states it enters")
  func valueLayer() throws {
    var house = Teahouse.closed
    func step(_ event: Teahouse.Event) throws -> (stopped: Started, started: Started) {
      let step = try house.send(event)
      return (step.stoppedActivities.map(\.activity), step.startedActivities.map(\.activity))
    }
    // Entering the composite state starts its activity; the held machine's initial case has none.
    #expect(try step(.open) == ([], [.greet]))
    // A move inside keeps the composite state's activity, and starts the inner states'.
    #expect(try step(.order(leaf: "sencha")) == ([], [.playMusic, .brew(leaf: "sencha")]))
    // Between two cases of the superstate: its activity goes on.
    #expect(try step(.brewed) == ([.brew(leaf: "sencha")], []))
    #expect(try step(.refill) == ([], [.brew(leaf: "sencha")]))
    // Leaving the superstate inside the held machine stops its activity, not the holder's.
    #expect(try step(.spill) == ([.playMusic, .brew(leaf: "sencha")], []))
    _ = try step(.order(leaf: "matcha"))
    // A self-transition of the composite state exits everything in it and enters it anew.
    #expect(
      try step(.reopen) == ([.greet, .playMusic, .brew(leaf: "matcha")], [.greet]))
    _ = try step(.order(leaf: "hojicha"))
    #expect(
      try step(.close) == ([.greet, .playMusic, .brew(leaf: "hojicha")], [.sweep, .wash]))
    // One region of the held struct moves: the other's activity goes on.
    #expect(try step(.sweptUp) == ([.sweep], []))
    #expect(try step(.finish) == ([.wash], []))
    #expect(house == .done)
  }

  @Test("a Machine runs every table's tasks and delivers an inner task's outcome to its visit")
  func machine() async {
    // The activities without an outcome run until they are cancelled: one that returned would no
    // longer be running, and when it returns is the scheduler's choice. Those with one are
    // held until the test releases them.
    let untilCancelled: @Sendable (ActivityContext<Teahouse>) async -> Void = { _ in
      try? await Task.sleep(for: .seconds(3_600))
    }
    let hold = ActivityHold(
      Teahouse.ActivityHandlers(
        greet: untilCancelled, brew: { _, _ in }, playMusic: untilCancelled, sweep: { _ in },
        wash: untilCancelled))
    let machine = Machine(Teahouse.closed, activities: hold)
    let dropped = Locked<[DroppedOutcome<Teahouse>]>([])
    machine.onDroppedOutcome { outcome in dropped.withLock { $0.append(outcome) } }
    machine.send(.open)
    machine.send(.order(leaf: "sencha"))
    let running = machine.runningActivities.map(\.activity)
    #expect(sameElements(running, [.greet, .playMusic, .brew(leaf: "sencha")]))
    // The inner activity's outcome moves the held machine; the holder's activity goes on.
    let brewed = await hold.next()
    #expect(brewed.event == .brewed)
    brewed.release()
    #expect(machine.state == .serving(.pouring(leaf: "sencha")))
    // Back to brewing, then out of the superstate before the result arrives: dropped.
    machine.send(.refill)
    let late = await hold.next()
    machine.send(.spill)
    #expect(late.release() == nil)
    #expect(dropped.withLock { $0.map(\.activity) } == [Teahouse.Activity.Case.brew])
    #expect(dropped.withLock { $0.map(\.declaration) } == [1])
    #expect(machine.state == .serving(.seating))
    // Only the greeting still runs.
    #expect(machine.runningActivities.map(\.activity) == [.greet])
    // The regions' activities: sweeping's outcome moves its region only.
    machine.send(.close)
    let swept = await hold.next()
    #expect(swept.event == .sweptUp)
    swept.release()
    #expect(machine.state == .cleaning(.init(floor: .swept, dishes: .washing)))
    machine.send(.finish)
    #expect(machine.runningActivities.isEmpty)
  }

  @Test("a held machine that settles starts only the tasks of the states it settles in")
  func settling() async throws {
    var pantry = Pantry.shut
    let open = try pantry.send(.open)
    #expect(open.startedActivities.map(\.activity) == [.light, .count])
    let counted = try pantry.send(.counted)
    #expect(pantry == .stocking(.filling))
    #expect(counted.stoppedActivities.map(\.activity) == [.count])
    #expect(counted.startedActivities.map(\.activity) == [.fill])
    let again = try pantry.send(.again)
    #expect(again.stoppedActivities.map(\.activity) == [.fill])
    #expect(again.startedActivities.map(\.activity) == [.count])

    let started = Locked<[Pantry.Activity]>([])
    func sleeper(_ activity: Pantry.Activity) -> @Sendable (ActivityContext<Pantry>) async -> Void {
      { _ in
        started.withLock { $0.append(activity) }
        try? await Task.sleep(for: .seconds(3_600))
      }
    }
    let machine = Machine(
      Pantry.shut,
      activities: Pantry.ActivityHandlers(
        light: sleeper(.light), count: sleeper(.count), check: sleeper(.check),
        fill: sleeper(.fill)))
    machine.send(.open)
    machine.send(.counted)
    #expect(machine.runningActivities.map(\.activity) == [.light, .fill])
    // A restored machine starts the activities its snapshot's activities were running, at every
    // depth.
    let restored = Machine(
      restoring: machine.snapshot(),
      activities: Pantry.ActivityHandlers(
        light: sleeper(.light), count: sleeper(.count), check: sleeper(.check),
        fill: sleeper(.fill)))
    #expect(restored.runningActivities.map(\.activity) == [.light, .fill])
    restored.send(.close)
    #expect(restored.runningActivities.isEmpty)
    machine.send(.close)
    #expect(machine.runningActivities.isEmpty)
    // `check` was never started: its state was left in the step that entered it.
    #expect(!started.withLock { $0.contains(.check) })
  }

  @Test("the documents draw each held table's tasks in its state")
  func documents() {
    #expect(Teahouse.dot.contains("do / brew"))
    #expect(Teahouse.dot.contains("do / sweep"))
    #expect(Teahouse.mermaid.contains("do / playMusic"))
    #expect(Teahouse.scxml.contains("src=\"brew\""))
    #expect(Teahouse.scxml.contains("src=\"wash\""))
    #expect(Teahouse.xstate.contains("\"src\": \"sweep\""))
  }
}
