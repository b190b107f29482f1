import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// Eventless and completion rows back to a superstate's history (`toHistoryOf:`), through the
// real compiler: they go where the memory says, the memory being the one settling keeps.

/// A turntable: `resume` goes through `resuming`, whose eventless row returns to where `playing`
/// was left; an advert's completion returns there too.
@StateMachine
enum Turntable: Equatable, Sendable {
  @Initial case idle
  case first
  case second
  case paused
  case resuming
  case adPlaying
  case adDone

  enum Event: Equatable, Sendable {
    case play, next, pause, resume, ad, skip
  }

  enum Effect: Equatable, Sendable { case resumed }

  enum Superstate { case playing, advert }

  static let superstates: [Superstates] = [
    .superstate(.playing, contains: [.first, .second], history: .shallow(default: .first)),
    .superstate(.advert, contains: [.adPlaying, .adDone], final: [.adDone]),
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .play, to: .first),
    .from(.first, on: .next, to: .second),
    .within(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .resuming),
    .from(.resuming, toHistoryOf: .playing, emit: .resumed),
    .within(.playing, on: .ad, to: .adPlaying),
    .from(.adPlaying, on: .skip, to: .adDone),
    .onDone(.advert, toHistoryOf: .playing),
  ]
}

@Suite struct EventlessHistoryTests {
  @Test func anEventlessRowReturnsWhereTheSuperstateWasLeft() {
    let machine = Machine(Turntable.idle)
    machine.send(.play)
    machine.send(.next)
    machine.send(.pause)
    guard case .transitioned(let step) = machine.send(.resume) else {
      Issue.record("resume was refused")
      return
    }
    #expect(step.to == .second)
    #expect(step.effect == .resumed)
    #expect(machine.state == .second)
  }

  @Test func observersSeeTheMicrostepEnterTheRememberedCase() {
    let machine = Machine(Turntable.idle)
    let log = Locked<[String]>([])
    for state in Turntable.Case.allCases {
      machine.onExit(state) { _ in log.withLock { $0.append("exit \(state)") } }
      machine.onEnter(state) { _ in log.withLock { $0.append("enter \(state)") } }
    }
    machine.send(.play)
    machine.send(.next)
    machine.send(.pause)
    log.withLock { $0 = [] }
    machine.send(.resume)
    // `Step.entered` works a step out again without the memory (the default); the observers
    // see the microsteps the machine took.
    #expect(
      log.withLock { $0 } == ["exit paused", "enter resuming", "exit resuming", "enter second"])
  }

  @Test func withoutAMemoryTheRowGoesToTheDefault() throws {
    // The memory is empty the first time: the default.
    let machine = Machine(Turntable.paused)
    machine.send(.resume)
    #expect(machine.state == .first)
    // A value keeps no memory: `send` goes to the default, as an event row to a history does.
    var value = Turntable.second
    try value.send(.pause)
    try value.send(.resume)
    #expect(value == .first)
    // With one, where it says.
    var memory = StateMemory<Turntable>()
    var state = Turntable.second
    for event in [Turntable.Event.pause, .resume] {
      guard let step = state.transition(on: event, memory: memory) else {
        Issue.record("\(event) was refused")
        return
      }
      memory.record(step)
      state = step.to
    }
    #expect(state == .second)
  }

  @Test func aCompletionRowReturnsWhereTheSuperstateWasLeft() {
    let machine = Machine(Turntable.idle)
    machine.send(.play)
    machine.send(.next)
    machine.send(.ad)
    guard case .transitioned(let step) = machine.send(.skip) else {
      Issue.record("skip was refused")
      return
    }
    #expect(step.to == .second)
    #expect(machine.state == .second)

    let fresh = Machine(Turntable.adPlaying)
    fresh.send(.skip)
    #expect(fresh.state == .first)
  }

  @Test func edgesAndDocumentsNameTheHistory() {
    let eventless = Turntable.edges.filter { $0.event == nil }
    #expect(
      eventless.contains {
        $0.source == .resuming && $0.target == nil && $0.historyOf == .playing
          && $0.effect == .resumed
      })
    #expect(
      eventless.contains {
        $0.source == .adDone && $0.completes == .advert && $0.historyOf == .playing
      })
    #expect(
      Turntable.dot.contains("\"resuming\" -> \"__history_playing\" [label=\"always / resumed\""))
    #expect(Turntable.dot.contains("\"adDone\" -> \"__history_playing\" [label=\"done\""))
    #expect(!Turntable.dot.contains("label=\"?\""))
    #expect(Turntable.scxml.contains("<transition target=\"playing.history\">"))
  }
}
