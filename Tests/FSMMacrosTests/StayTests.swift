import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Synchronization
import Testing

// Rows that stay (`.stay`, `.stayInAny`), through the real compiler: the state's payload changes
// and its effect is emitted, while its activity, its timers and its superstates' observers go on as
// if nothing happened (the Design article, "Rows that stay").

/// A transfer whose activity reports progress: `progress` updates `downloading(percent:)` without
/// leaving it, and an eventless row moves on once the payload says it is complete.
@StateMachine
enum Transfer: Equatable, Sendable {
  @Initial case idle
  case downloading(url: String, percent: Int)
  case paused(url: String, percent: Int)
  @Final case done(url: String)

  enum Event: Equatable, Sendable {
    case start(url: String)
    case progress(percent: Int)
    case pause, resume, cancel, ping, log, rewind
  }

  enum Effect: Equatable, Sendable {
    case reported(percent: Int)
    case pong
    case logged
  }

  enum Superstate { case active }

  enum Activity: Equatable, Sendable {
    case fetch(url: String)
  }

  static let superstates: [Superstates] = [
    .superstate(
      .active, contains: [.downloading, .paused],
      history: .deep(default: .downloading(url: "", percent: 0)))
  ]

  static let activities: [Activities] = [
    .run(.fetch, in: .downloading)
  ]

  static let transitions: [Transition] = [
    .from(
      .idle, on: .start, to: .downloading,
      build: { _, event in
        guard case .start(let url) = event else { return .idle }
        return .downloading(url: url, percent: 0)
      }),
    .stay(in: .downloading, on: .progress, build: recordProgress, emit: .reported),
    .from(.downloading, to: .done, when: isComplete),
    .from(.downloading, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .downloading),
    .stay(within: .active, on: .ping, emit: .pong),
    // A row that stays must keep its case: this one refuses the event.
    .stay(in: [.downloading, .paused], on: .rewind, build: { _, _ in .idle }),
    .within(.active, on: .cancel, to: .idle),
    .from(.idle, on: .resume, toHistoryOf: .active),
    .stayInAny(except: [.idle], on: .log, emit: .logged),
  ]

  static func recordProgress(_ state: Transfer, _ event: Event) -> Transfer {
    guard case .downloading(let url, _) = state, case .progress(let percent) = event else {
      return state
    }
    return .downloading(url: url, percent: percent)
  }

  static func isComplete(_ state: Transfer) -> Bool {
    if case .downloading(_, 100) = state { true } else { false }
  }
}

/// A meter without eventless rows (its steps do not settle): a `tick` that stays keeps the
/// 10-second timer running; a `reset` back to the same case restarts it.
@StateMachine
enum Meter: Equatable, Sendable {
  @Initial case counting(ticks: Int)
  case expired

  enum Event: Equatable, Sendable {
    case tick, reset, timeout
  }

  static let transitions: [Transition] = [
    .stay(
      in: .counting, on: .tick,
      build: { state, _ in
        guard case .counting(let ticks) = state else { return state }
        return .counting(ticks: ticks + 1)
      }),
    .from(.counting, on: .reset, to: .counting, build: { _, _ in .counting(ticks: 0) }),
    .from(.counting, on: .timeout, after: .seconds(10), to: .expired),
  ]
}

private final class Log<Element: Sendable>: Sendable {
  private let items = Mutex<[Element]>([])
  var all: [Element] { items.withLock { $0 } }
  func append(_ item: Element) { items.withLock { $0.append(item) } }
}

@Suite struct StayTests {
  @Test func aValueThatStaysChangesItsPayloadAndEmits() throws {
    var transfer = Transfer.idle
    try transfer.send(.start(url: "u"))
    let step = try transfer.send(.progress(percent: 40))
    #expect(step.from == .downloading(url: "u", percent: 0))
    #expect(step.to == .downloading(url: "u", percent: 40))
    #expect(step.effect == .reported(percent: 40))
    // Nothing is left and nothing entered, unlike a row back to the same case.
    #expect(step.exited.isEmpty)
    #expect(step.entered.isEmpty)
    #expect(step.exitedSuperstates.isEmpty)
    #expect(Transfer._movesInside(step))
    let pause = try transfer.send(.pause)
    #expect(pause.exited == [.downloading])
    #expect(!Transfer._movesInside(pause))
    // A row written for a superstate stays in its current case.
    let ping = try transfer.send(.ping)
    #expect(ping.to == .paused(url: "u", percent: 40))
    #expect(ping.effect == .pong)
    #expect(ping.exited.isEmpty)
    let log = try transfer.send(.log)
    #expect(log.to == .paused(url: "u", percent: 40))
    #expect(log.effect == .logged)
    var idle = Transfer.idle
    #expect(throws: InvalidTransition<Transfer>.self) { try idle.send(.log) }
  }

  @Test func aBuildThatReturnsAnotherCaseIsRefusedWithItsReason() throws {
    var transfer = Transfer.downloading(url: "u", percent: 30)
    #expect(!transfer.accepts(.rewind))
    #expect(
      throws: InvalidTransition<Transfer>(
        state: .downloading, event: .rewind, reason: .builtOtherCase(.idle))
    ) {
      try transfer.send(.rewind)
    }
    #expect(transfer == .downloading(url: "u", percent: 30))
    let error = InvalidTransition<Transfer>(
      state: .downloading, event: .rewind, reason: .builtOtherCase(.idle))
    #expect("\(error)".contains("returned a value of case 'idle'"))

    // A `Machine` refuses it too, and changes nothing: its activity goes on.
    let started = Log<String>()
    let handlers = Transfer.ActivityHandlers(fetch: { url, _ in
      started.append(url)
      try? await Task.sleep(for: .seconds(3_600))
    })
    let machine = Machine(Transfer.idle, activities: handlers)
    let rejected = Log<InvalidTransition<Transfer>>()
    machine.onReject { rejected.append($0) }
    machine.send(.start(url: "v"))
    guard case .rejected(let refused) = machine.send(.rewind) else {
      Issue.record("a build: that left its case was taken")
      return
    }
    #expect(refused.reason == .builtOtherCase(.idle))
    #expect(rejected.all.map(\.reason) == [.builtOtherCase(.idle)])
    #expect(machine.state == .downloading(url: "v", percent: 0))
    #expect(machine.runningActivities.map(\.activity) == [.fetch(url: "v")])
  }

  @Test func aTaskGoesOnWhileItsStateStays() async {
    let started = Log<String>()
    let (cancelled, cancellation) = AsyncStream<String>.makeStream()
    let handlers = Transfer.ActivityHandlers(fetch: { url, context in
      started.append(url)
      for percent in [25, 50, 75] {
        context.send(.progress(percent: percent))
      }
      await withTaskCancellationHandler {
        try? await Task.sleep(for: .seconds(3_600))
      } onCancel: {
        cancellation.yield(url)
      }
    })
    let machine = Machine(Transfer.idle, activities: handlers)
    let steps = machine.steps
    machine.send(.start(url: "u"))
    for await step in steps where step.to == .downloading(url: "u", percent: 75) {
      break
    }
    // Three steps that stay: the activity started once and runs.
    #expect(started.all == ["u"])
    #expect(machine.runningActivities.map(\.activity) == [.fetch(url: "u")])
    // The eventless row the payload enables ends the visit, and the activity with it: the first
    // cancellation the activity sees is this one.
    // The activity's last `send` may still hold the processing role (the stream saw its step
    // before it returned): this event is then queued and processed by it. Wait for its step.
    machine.send(.progress(percent: 100))
    for await step in steps where step.to == .done(url: "u") {
      break
    }
    #expect(machine.state == .done(url: "u"))
    #expect(machine.runningActivities.isEmpty)
    var seen = cancelled.makeAsyncIterator()
    #expect(await seen.next() == "u")
    #expect(started.all == ["u"])
  }

  @Test func observersSeeAStepWithoutExitsOrEntries() throws {
    let machine = Machine(Transfer.idle)
    let log = Log<String>()
    machine.onExit(superstate: .active) { _ in log.append("exit active") }
    machine.onEnter(superstate: .active) { _ in log.append("enter active") }
    for state in Transfer.Case.allCases {
      machine.onExit(state) { _ in log.append("exit \(state)") }
      machine.onEnter(state) { _ in log.append("enter \(state)") }
    }
    machine.onTransition { step in log.append("\(step.event.case) \(step.to)") }
    machine.send(.start(url: "u"))
    #expect(
      log.all == [
        "exit idle", "start downloading(url: \"u\", percent: 0)", "enter active",
        "enter downloading",
      ])
    let before = log.all.count
    machine.send(.progress(percent: 10))
    machine.send(.ping)
    machine.send(.log)
    #expect(
      Array(log.all[before...]) == [
        "progress downloading(url: \"u\", percent: 10)",
        "ping downloading(url: \"u\", percent: 10)",
        "log downloading(url: \"u\", percent: 10)",
      ])
    // A step that stays and is then moved on by an eventless row: the row's exit and entry only.
    let moved = log.all.count
    machine.send(.progress(percent: 100))
    #expect(
      Array(log.all[moved...]) == [
        "progress done(url: \"u\")", "exit downloading", "exit active", "enter done",
      ])
  }

  @Test func historyRemembersThePayloadTheStayingRowsLeft() throws {
    var memory = StateMemory<Transfer>()
    var transfer = Transfer.idle
    func send(_ event: Transfer.Event) throws {
      guard let step = transfer.transition(on: event, memory: memory) else {
        throw InvalidTransition<Transfer>._rejecting(event, in: transfer)
      }
      memory.record(step)
      transfer = step.to
    }
    try send(.start(url: "u"))
    try send(.progress(percent: 60))
    try send(.ping)
    try send(.cancel)
    #expect(transfer == .idle)
    try send(.resume)
    #expect(transfer == .downloading(url: "u", percent: 60))
  }

  @Test func aTimerGoesOnThroughRowsThatStayAndRestartsOnASelfTransition() async {
    let clock = TestClock()
    let machine = Machine(Meter.counting(ticks: 0), clock: clock)
    await clock.advance(by: .seconds(6))
    machine.send(.tick)
    machine.send(.tick)
    #expect(machine.state == .counting(ticks: 2))
    // The visit's deadline is still 10 s after it began.
    await clock.advance(by: .seconds(4))
    await machine.waitForEffects()
    #expect(machine.state == .expired)

    let restarted = Machine(Meter.counting(ticks: 0), clock: clock)
    await clock.advance(by: .seconds(6))
    restarted.send(.reset)
    await clock.advance(by: .seconds(4))
    await restarted.waitForEffects()
    // A row back to the same case exits and enters: a new visit, a new deadline.
    #expect(restarted.state == .counting(ticks: 0))
    await clock.advance(by: .seconds(6))
    await restarted.waitForEffects()
    #expect(restarted.state == .expired)
  }

  @Test func coverageCountsTheEdgeOfARowThatStays() throws {
    let coverage = TransitionCoverage<Meter>()
    var meter = Meter.counting(ticks: 0)
    coverage.record(try meter.send(.tick))
    #expect(coverage.missing.map(\.event) == [.reset, .timeout])
    coverage.record(try meter.send(.reset))
    coverage.record(try meter.send(.timeout))
    #expect(coverage.isComplete)

    // In a machine that settles, too: the event's own row, then the microsteps'.
    let settling = TransitionCoverage<Transfer>()
    var transfer = Transfer.idle
    settling.record(try transfer.send(.start(url: "u")))
    settling.record(try transfer.send(.progress(percent: 100)))
    let taken = Set(Transfer.edges).subtracting(settling.missing)
    #expect(taken.contains { $0.event == .progress && $0.stays })
    #expect(taken.contains { $0.event == nil && $0.target == .done })
  }

  @Test func edgesDiagramsAndDocumentsSayTheRowStays() throws {
    let progress = Transfer.edges.filter { $0.event == .progress }
    #expect(
      progress == [
        Edge(
          source: .downloading, event: .progress, target: .downloading, effect: .reported,
          stays: true)
      ])
    #expect(Transfer.edges.filter { $0.event == .ping }.map(\.source) == [.downloading, .paused])
    #expect(
      Transfer.edges.filter { $0.event == .ping }.allSatisfy { $0.stays && $0.target == $0.source })
    #expect(!Transfer.edges.contains { $0.event == .pause && $0.stays })
    #expect(Transfer.dot.contains("label=\"progress / reported (stays)\""))
    #expect(Transfer.mermaid.contains("downloading --> downloading : progress / reported (stays)"))
    // SCXML and XState: a transition without a target.
    #expect(Transfer.scxml.contains("<transition event=\"progress\">"))
    #expect(!Transfer.scxml.contains("event=\"progress\" target="))
    #expect(Transfer.scxml.contains("<transition event=\"ping\">"))
    let xstate =
      try JSONSerialization.jsonObject(with: Data(Transfer.xstate.utf8)) as? [String: Any]
    let states = xstate?["states"] as? [String: Any]
    let active = states?["active"] as? [String: Any]
    let downloading = (active?["states"] as? [String: Any])?["downloading"] as? [String: Any]
    let on = downloading?["on"] as? [String: Any]
    let ping = (on?["ping"] as? [[String: Any]])?.first
    #expect(ping != nil)
    #expect((ping?["target"] as? [String]) == [])
    #expect(ping?["reenter"] == nil)
  }
}
