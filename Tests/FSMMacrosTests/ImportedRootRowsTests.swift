import FSMMacros
import FSMTestSupport
import Testing

// XState's `on` at the top of a machine config: the machine's own transitions, which apply in
// every state once the states' own take nothing. fsm-import writes them as `fromAny` rows (a
// targetless one as `stayInAny`); the two machines below are its output for
// `{"id": "light", "on": {"ping": {"actions": "record"}, "reset": [{"target": ".off", "guard":
// "isStuck"}, {"target": ".on"}]}, …}` and for an editor whose `update` is also taken inside a
// parallel state (WriterTests checks the rows it writes). The expected steps are XState 5's,
// worked out from its algorithm: a targetless transition runs its actions and exits nothing; a
// transition of the root to a state exits the active state (the root is its domain) and enters
// the target, the state itself included.

@StateMachine
enum RootLight: Sendable, Equatable {
  @Initial case off
  case on

  enum Event: Sendable, Equatable {
    case flip
    case ping
    case reset
  }

  enum Effect: Sendable, Equatable {
    case record
  }

  static let transitions: [Transition] = [
    .from(.off, on: .flip, to: .on),
    .from(.on, on: .flip, to: .off),
    .stayInAny(on: .ping, emit: .record),
    .fromAny(on: .reset, to: .off, when: { state, _ in Self.isStuck(state) }),
    .fromAny(on: .reset, to: .on),
  ]
}

extension RootLight {
  /// The design's guard, written here as a user would: the light is stuck when it is off.
  nonisolated static func isStuck(_ state: Self) -> Bool {
    state == .off
  }
}

@StateMachine
enum RootEditor: Sendable, Equatable {
  @Initial case idle
  @Composite case editing(Editing)

  enum Event: Sendable, Equatable {
    case open
    case close
    case update
    case move
  }

  enum Effect: Sendable, Equatable {
    case record
  }

  enum Superstate {
    case active
  }

  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.editing])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .open, to: .editing),
    .within(.active, on: .close, to: .idle),
    .stayInAny(on: .update, emit: .record),
  ]

  @Submachine
  struct Editing: Sendable, Equatable {
    var text: Text
    var cursor: Cursor

    enum Text: Sendable, Equatable {
      @Initial case clean
      case dirty

      static let transitions: [Transition] = [
        .from(.clean, on: .update, to: .dirty)
      ]
    }

    enum Cursor: Sendable, Equatable {
      @Initial case still
      case moving

      static let transitions: [Transition] = [
        .from(.still, on: .move, to: .moving)
      ]
    }
  }
}

@Suite("The machine's own transitions, imported from XState's top-level 'on'")
struct ImportedRootRowsTests {
  @Test("a targetless one stays in whatever state the machine is in, with its action")
  func targetlessStaysEverywhere() throws {
    var light = RootLight.off
    let step = try light.send(.ping)
    #expect(light == .off)
    #expect(step.effects == [.record])
    #expect(step.exited.isEmpty && step.entered.isEmpty)
    try light.send(.flip)
    try light.send(.ping)
    #expect(light == .on)
  }

  @Test("one with a target is tried after the state's own rows, its guards in order")
  func targetedAppliesInEveryStateAfterItsOwn() async throws {
    // Off is stuck: the first transition, back to off; on is not: the second, to on.
    let machine = Machine(RootLight.off)
    let seen = Locked<[String]>([])
    var tokens = [ObservationToken]()
    for state in [RootLight.Case.off, .on] {
      tokens.append(machine.onExit(state) { _ in seen.withLock { $0.append("exit \(state)") } })
      tokens.append(machine.onEnter(state) { _ in seen.withLock { $0.append("enter \(state)") } })
    }
    machine.send(.reset)
    #expect(machine.state == .off)
    machine.send(.flip)
    machine.send(.reset)
    #expect(machine.state == .on)
    // The root is the domain of both: the state is left and entered again, as XState does.
    #expect(
      seen.withLock { $0 } == [
        "exit off", "enter off", "exit off", "enter on", "exit on", "enter on",
      ])
    // The state's own row first: flip is not the root's.
    machine.send(.flip)
    #expect(machine.state == .off)
    _ = tokens
  }

  @Test("beside a parallel state's region that moves, the other region selects the root's")
  func targetlessBesideARegionThatMoves() throws {
    var editor = RootEditor.idle
    #expect(try editor.send(.update).effects == [.record])
    #expect(editor == .idle)
    try editor.send(.open)
    // The text region moves; the cursor region takes nothing of its own, so XState selects the
    // root's targetless transition for it: both are taken, the action runs once.
    let step = try editor.send(.update)
    #expect(editor == .editing(.init(text: .dirty, cursor: .still)))
    #expect(step.effects == [.record])
    // Nothing inside takes it now: the root's alone.
    let again = try editor.send(.update)
    #expect(editor == .editing(.init(text: .dirty, cursor: .still)))
    #expect(again.effects == [.record])
  }
}
