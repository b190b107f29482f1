import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A jukebox with deep history over three levels: `on` contains `active`, which contains
/// `moving`. A call interrupts it from any case of `on`; hanging up returns exactly where it was,
/// payload included.
@StateMachine(typestate: true)
enum Walkman: Equatable, Sendable, Codable {
  @Initial case off
  case idle
  case playing(track: Int)
  case paused(track: Int)
  case buffering(track: Int)
  case interrupted

  enum Event: Equatable, Sendable {
    case power, pause, resume, stall, ready, call, hangUp, rewind, wake
    case play(track: Int)
  }

  enum Superstate { case on, active, moving }

  static let superstates: [Superstates] = [
    .superstate(
      .on, contains: [.idle, .playing, .paused, .buffering], history: .deep(default: .idle)),
    .superstate(
      .active, contains: [.playing, .paused, .buffering], in: .on, initial: .paused(track: 0)),
    .superstate(
      .moving, contains: [.playing, .buffering], in: .active, initial: .playing(track: 1)),
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .power, to: .idle),
    .from(.idle, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .from(.buffering, on: .ready, to: .playing),
    .within(.on, on: .call, to: .interrupted),
    .from(.interrupted, on: .hangUp, toHistoryOf: .on),
    // From inside its own superstate: nothing is left, the memory is the older one.
    .within(.active, on: .rewind, toHistoryOf: .on),
    .within(.on, on: .power, to: .off),
    .fromAny(except: [.idle], on: .wake, after: .seconds(5), toHistoryOf: .on),
  ]
}

/// A radio with shallow history: `playing` remembers only which direct member it was left from;
/// a station of the nested `tuned` is entered by `tuned`'s initial value.
@StateMachine
enum Radio: Equatable, Sendable {
  @Initial case off
  case fm(station: Int)
  case am(station: Int)
  case seeking
  case muted

  enum Event: Equatable, Sendable {
    case power, seek, mute, unmute, band
    case found(station: Int)
  }

  enum Superstate { case playing, tuned }

  static let superstates: [Superstates] = [
    .superstate(
      .playing, contains: [.fm, .am, .seeking], history: .shallow(default: .fm(station: 1))),
    .superstate(.tuned, contains: [.fm, .am], in: .playing, initial: .am(station: 9)),
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .power, toHistoryOf: .playing),
    .within(.tuned, on: .seek, to: .seeking),
    .from(.seeking, on: .found, to: .fm),
    .within(.playing, on: .mute, to: .muted),
    .from(.muted, on: .unmute, toHistoryOf: .playing),
    .from([.fm, .am], on: .band, toHistoryOf: .playing),
    .within(.playing, on: .power, to: .off),
  ]
}

/// A reader's screen that dims after 30 seconds on a page; an alert interrupts it, and dismissing
/// the alert returns to the page, whose timer starts again.
@StateMachine
enum Screen: Equatable, Sendable {
  @Initial case home
  case reading(page: Int)
  case dimmed
  case alert

  enum Event: Equatable, Sendable {
    case open(page: Int)
    case dim, alarm, dismiss
  }

  enum Effect: Equatable, Sendable { case chime }

  enum Superstate { case awake }

  static let superstates: [Superstates] = [
    .superstate(.awake, contains: [.home, .reading], history: .deep(default: .home))
  ]

  static let transitions: [Transition] = [
    .from(.home, on: .open, to: .reading),
    .from(.reading, on: .dim, after: .seconds(30), to: .dimmed),
    .from(.dimmed, on: .open, to: .reading),
    .within(.awake, on: .alarm, to: .alert),
    .from(.alert, on: .dismiss, toHistoryOf: .awake, emit: .chime),
  ]
}

/// More than 64 edges, so that `edges` is decoded from a string: with a `within` row and a
/// history row, the encoding's last two fields.
@StateMachine
enum Switchboard: Equatable, Sendable {
  @Initial case s0
  case s1, s2, s3, s4, s5, s6, s7, s8

  enum Event { case e0, e1, e2, e3, e4, e5, e6, e7 }

  enum Superstate { case lines }

  static let superstates: [Superstates] = [
    .superstate(.lines, contains: [.s1, .s2], history: .deep(default: .s2))
  ]

  static let transitions: [Transition] = [
    .fromAny(on: .e0, to: .s0),
    .fromAny(on: .e1, to: .s1),
    .fromAny(on: .e2, to: .s2),
    .fromAny(on: .e3, to: .s3),
    .fromAny(on: .e4, to: .s4),
    .fromAny(on: .e5, to: .s5),
    .fromAny(on: .e6, to: .s6),
    .from(.s3, on: .e7, to: .s7),
    .from(.s7, on: .e7, to: .s8),
    .from(.s8, on: .e7, toHistoryOf: .lines),
    .within(.lines, on: .e7, to: .s0),
  ]
}

/// A generic machine with history.
@StateMachine
enum Locker<Value: Sendable & Equatable>: Equatable {
  @Initial case empty
  case full(Value)
  case lent

  enum Event {
    case fill(Value)
    case lend, back
  }
  enum Superstate { case owned }

  static var superstates: [Superstates] {
    [.superstate(.owned, contains: [.empty, .full], history: .deep(default: .empty))]
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .fill, to: .full),
      .within(.owned, on: .lend, to: .lent),
      .from(.lent, on: .back, toHistoryOf: .owned),
    ]
  }
}

/// Two superstates with history side by side, each remembered in a slot of its own: the memory
/// keeps the first superstate's value apart from the others' (`StateMemory`), so a break must
/// return to either as it was left.
@StateMachine
enum MixingDesk: Hashable, Sendable, Codable {
  @Initial case lobby
  case cutting(take: Int)
  case trimming(take: Int)
  case levels
  case panning
  case onBreak

  enum Event: Equatable, Sendable {
    case edit(take: Int)
    case trim, mix, pan, pause, backToEditing, backToMixing
  }

  enum Superstate { case editing, mixing }

  static let superstates: [Superstates] = [
    .superstate(
      .editing, contains: [.cutting, .trimming], history: .deep(default: .cutting(take: 0))),
    .superstate(.mixing, contains: [.levels, .panning], history: .shallow(default: .levels)),
  ]

  static let transitions: [Transition] = [
    .from(.lobby, on: .edit, to: .cutting),
    .from(.cutting, on: .trim, to: .trimming),
    .from(.lobby, on: .mix, to: .levels),
    .from(.levels, on: .pan, to: .panning),
    .within(.editing, on: .pause, to: .onBreak),
    .within(.mixing, on: .pause, to: .onBreak),
    .from(.onBreak, on: .backToEditing, toHistoryOf: .editing),
    .from(.onBreak, on: .backToMixing, toHistoryOf: .mixing),
  ]
}

@Suite struct HistoryTests {
  @Test func deepHistoryReturnsToTheExactValueItWasLeftFrom() async {
    let machine = Machine(Walkman.off)
    for event: Walkman.Event in [.power, .play(track: 3), .pause, .call] {
      machine.send(event)
    }
    #expect(machine.state == .interrupted)
    #expect(machine.memory[superstate: .on] == .paused(track: 3))
    #expect(machine.memory[superstate: .active] == nil, "only superstates with history record")
    machine.send(.hangUp)
    #expect(machine.state == .paused(track: 3))

    for event: Walkman.Event in [.resume, .stall, .call, .hangUp] {
      machine.send(event)
    }
    #expect(machine.state == .buffering(track: 3))
  }

  @Test func aValueAndAFreshMachineGoToTheDefault() throws {
    #expect(Walkman.interrupted.transition(on: .hangUp)?.to == .idle)
    var value = Walkman.off
    try value.send(.power)
    try value.send(.play(track: 4))
    try value.send(.call)
    try value.send(.hangUp)
    #expect(value == .idle, "a value does not remember")
    let machine = Machine(Walkman.interrupted)
    machine.send(.hangUp)
    #expect(machine.state == .idle)
  }

  @Test func returningEntersEverySuperstateOnTheWayInOutermostFirst() {
    let machine = Machine(Walkman.off)
    for event: Walkman.Event in [.power, .play(track: 2), .stall, .call] {
      machine.send(event)
    }
    let order = Locked<[String]>([])
    for superstate: Walkman.Superstate in [.on, .active, .moving] {
      machine.onEnter(superstate: superstate) { _ in
        order.withLock { $0.append("enter \(superstate)") }
      }
    }
    machine.onEnter(.buffering) { _ in order.withLock { $0.append("enter buffering") } }
    machine.onExit(.interrupted) { _ in order.withLock { $0.append("exit interrupted") } }
    machine.onTransition { step in order.withLock { $0.append("\(step)") } }
    let result = machine.send(.hangUp)
    guard case .transitioned(let step) = result else {
      Issue.record("hangUp was not taken: \(result)")
      return
    }
    #expect(step.to == .buffering(track: 2))
    #expect(step.enteredSuperstates == [.on, .active, .moving])
    #expect(
      order.withLock { $0 } == [
        "exit interrupted", "interrupted --hangUp--> buffering", "enter on", "enter active",
        "enter moving", "enter buffering",
      ])
  }

  @Test func aHistoryRowFromInsideItsSuperstateLeavesNothingAndUsesTheOlderMemory() {
    let machine = Machine(Walkman.off)
    for event: Walkman.Event in [.power, .play(track: 5), .pause, .call, .hangUp, .resume] {
      machine.send(event)
    }
    #expect(machine.state == .playing(track: 5))
    #expect(machine.memory[superstate: .on] == .paused(track: 5))
    let exited = Locked<[Walkman.Superstate]>([])
    machine.onExit(superstate: .on) { _ in exited.withLock { $0.append(.on) } }
    machine.send(.rewind)
    #expect(machine.state == .paused(track: 5))
    #expect(exited.withLock { $0 }.isEmpty)
    #expect(machine.memory[superstate: .on] == .paused(track: 5))
  }

  /// A history row from inside its superstate that restores its own source case: no superstate
  /// is left or entered, and the case is left and entered again, as a row from a case to itself
  /// (Superstates.md, "Entry and exit"; the Activities article, "History").
  @Test func aHistoryRowRestoringItsOwnSourceLeavesAndEntersThatCaseOnly() {
    let machine = Machine(Walkman.off)
    for event: Walkman.Event in [.power, .play(track: 5), .call, .hangUp] {
      machine.send(event)
    }
    #expect(machine.state == .playing(track: 5))
    #expect(machine.memory[superstate: .on] == .playing(track: 5))
    let seen = Locked<[String]>([])
    machine.onExit(.playing) { _ in seen.withLock { $0.append("exit playing") } }
    machine.onEnter(.playing) { _ in seen.withLock { $0.append("enter playing") } }
    for superstate: Walkman.Superstate in [.on, .active, .moving] {
      machine.onExit(superstate: superstate) { _ in
        seen.withLock { $0.append("exit \(superstate)") }
      }
      machine.onEnter(superstate: superstate) { _ in
        seen.withLock { $0.append("enter \(superstate)") }
      }
    }
    machine.send(.rewind)
    #expect(machine.state == .playing(track: 5))
    #expect(seen.withLock { $0 } == ["exit playing", "enter playing"])
  }

  @Test func shallowHistoryEntersANestedSuperstateByItsInitialValue() {
    let machine = Machine(Radio.off)
    machine.send(.power)
    #expect(machine.state == .fm(station: 1), "the default before any exit")
    machine.send(.seek)
    machine.send(.mute)
    #expect(machine.memory[superstate: .playing] == .seeking)
    machine.send(.unmute)
    #expect(machine.state == .seeking, "a direct member is returned to")
    machine.send(.found(station: 7))
    machine.send(.mute)
    #expect(machine.memory[superstate: .playing] == .fm(station: 7))
    machine.send(.unmute)
    #expect(machine.state == .am(station: 9), "a station of 'tuned' enters tuned's initial value")
  }

  @Test func aFromAnyHistoryRowIsTimedInEverySource() async throws {
    let clock = TestClock()
    let machine = Machine(Walkman.off, clock: clock)
    machine.send(.power)
    machine.send(.play(track: 8))
    machine.send(.call)
    #expect(machine.state == .interrupted)
    await clock.advance(by: .seconds(5))
    await machine.waitForEffects()
    #expect(machine.state == .playing(track: 8), "wake, timed in 'interrupted', returns")
    #expect(Walkman.timedEvents(in: .interrupted).map(\.event) == [.wake])
    #expect(Walkman.timedEvents(in: .idle).isEmpty)
  }

  @Test func theTimersOfTheStateReturnedToStartAgain() async {
    let clock = TestClock()
    let machine = Machine(Screen.home, clock: clock)
    machine.send(.open(page: 3))
    await clock.advance(by: .seconds(20))
    machine.send(.alarm)
    await clock.advance(by: .seconds(20))
    await machine.waitForEffects()
    #expect(machine.state == .alert, "leaving 'reading' cancelled its timer")
    let dismissed = machine.send(.dismiss)
    #expect(machine.state == .reading(page: 3))
    guard case .transitioned(let step) = dismissed else {
      Issue.record("dismiss was not taken")
      return
    }
    #expect(step.effect == .chime, "a history row emits its effect")
    await clock.advance(by: .seconds(29))
    await machine.waitForEffects()
    #expect(machine.state == .reading(page: 3), "the timer started again on the return")
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .dimmed)
  }

  @Test func twoSuperstatesWithHistoryRememberEachItsOwnValue() throws {
    let machine = Machine(MixingDesk.lobby)
    for event: MixingDesk.Event in [.edit(take: 3), .trim, .pause] {
      machine.send(event)
    }
    #expect(machine.memory[superstate: .editing] == .trimming(take: 3))
    #expect(machine.memory[superstate: .mixing] == nil)
    #expect(machine.send(.backToMixing).step?.to == .levels, "not left yet: the default")
    machine.send(.pan)
    machine.send(.pause)
    #expect(machine.memory[superstate: .mixing] == .panning)
    #expect(machine.memory[superstate: .editing] == .trimming(take: 3), "kept beside the other")
    #expect(machine.send(.backToEditing).step?.to == .trimming(take: 3))
    machine.send(.pause)
    #expect(machine.send(.backToMixing).step?.to == .panning)

    // Both slots are compared, hashed, encoded and restored.
    let memory = machine.memory
    let data = try JSONEncoder().encode(memory)
    let decoded = try JSONDecoder().decode(StateMemory<MixingDesk>.self, from: data)
    #expect(decoded == memory)
    #expect(Set([decoded, memory]).count == 1)
    var onlyEditing = StateMemory<MixingDesk>()
    onlyEditing._remember(.trimming(take: 3), at: 0)
    #expect(onlyEditing != memory, "the second slot differs")
    var onlyMixing = StateMemory<MixingDesk>()
    onlyMixing._remember(.panning, at: 1)
    #expect(onlyMixing != memory, "the first slot differs")
    #expect(onlyMixing[superstate: .mixing] == .panning)
    #expect(onlyMixing[superstate: .editing] == nil)
    let restored = Machine(restoring: machine.snapshot(), clock: TestClock())
    #expect(restored.memory == memory)
    restored.send(.pause)
    #expect(restored.send(.backToEditing).step?.to == .trimming(take: 3))
  }

  @Test func theMemoryRoundTripsThroughJSON() throws {
    let machine = Machine(Walkman.off)
    for event: Walkman.Event in [.power, .play(track: 6), .call] {
      machine.send(event)
    }
    let data = try JSONEncoder().encode(machine.memory)
    #expect(String(decoding: data, as: UTF8.self).contains("\"on\""))
    let decoded = try JSONDecoder().decode(StateMemory<Walkman>.self, from: data)
    #expect(decoded == machine.memory)
    #expect(Walkman.interrupted.transition(on: .hangUp, memory: decoded)?.to == .playing(track: 6))
  }

  @Test func aGenericMachineRemembersItsPayload() {
    let machine = Machine(Locker<String>.empty)
    machine.send(.fill("coat"))
    machine.send(.lend)
    machine.send(.back)
    #expect(machine.state == .full("coat"))
  }

  @Test func edgesAndDiagramsShowTheHistory() {
    let hangUp = Walkman.edges.first { $0.event == .hangUp }
    #expect(hangUp?.target == nil)
    #expect(hangUp?.historyOf == .on)
    #expect(Walkman.edges.filter { $0.event == .wake }.count == 5)
    #expect(Walkman.dot.contains(#""__history_on" [shape=circle, label="H*"];"#))
    #expect(Walkman.dot.contains(#""__history_on" -> "idle" [style=dashed];"#))
    #expect(Walkman.dot.contains(#""interrupted" -> "__history_on" [label="hangUp"];"#))
    #expect(Radio.dot.contains(#"label="H"]"#))
    #expect(Radio.mermaid.contains(#"state "H" as __history_playing"#))
    #expect(Radio.mermaid.contains("__history_playing --> fm"))
  }

  @Test func theMachinesAgreeWithTheTableForEveryStateEventAndMemory() {
    expectMachineAgreesWithTable(
      Walkman.transitions, superstates: Walkman.superstates,
      states: [
        .off, .idle, .playing(track: 1), .paused(track: 2), .buffering(track: 3), .interrupted,
      ],
      events: [
        .power, .pause, .resume, .stall, .ready, .call, .hangUp, .rewind, .wake, .play(track: 4),
      ])
    expectMachineAgreesWithTable(
      Radio.transitions, superstates: Radio.superstates,
      states: [.off, .fm(station: 3), .am(station: 4), .seeking, .muted],
      events: [.power, .seek, .mute, .unmute, .band, .found(station: 5)])
  }

  @Test func aHistoryEdgeEndsAPathOfTheTransitionCover() {
    let cover = Walkman.transitionCover()
    let hangUp = cover.first { path in path.contains { $0.event == .hangUp } }
    #expect(hangUp?.last?.historyOf == .on, "the history edge is the last of its path")
    #expect(Set(cover.flatMap { $0 }) == Set(Walkman.edges), "every edge is taken")
    #expect(Walkman.shortestPath(to: .interrupted)?.map(\.event) == [.power, .call])
  }

  @Test func encodedEdgesKeepTheSuperstateAndTheHistory() {
    #expect(Switchboard.edges.count > 64, "edges decoded from a string")
    let back = Switchboard.edges.filter { $0.event == .e7 }
    #expect(back.first { $0.source == .s8 }?.historyOf == .lines)
    #expect(back.first { $0.source == .s8 }?.target == nil)
    #expect(back.filter { $0.superstate == .lines }.map(\.source) == [.s1, .s2])
    #expect(back.allSatisfy { $0.historyOf == nil || $0.superstate == nil })
    let machine = Machine(Switchboard.s0)
    for event: Switchboard.Event in [.e1, .e3, .e7, .e7, .e7] {
      machine.send(event)
    }
    #expect(machine.state == .s1, "left from s1, returned there")
  }

  @Test func typestateReturnsTypedForAHistoryRow() {
    let typed: Walkman.Typed = Walkman.Interrupted().hangUp()
    guard case .idle = typed else {
      Issue.record("the default is idle")
      return
    }
  }
}
