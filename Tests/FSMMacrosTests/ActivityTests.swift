import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

// Activities bound to a state, through the real compiler: machines declared with the macro, their
// activities run by a `Machine`, their outcomes held and released by the test.

/// A search box: each query typed starts a search; only the last one's answer shows.
@StateMachine
enum SearchBox: Equatable, Sendable, Codable {
  @Initial case idle
  case searching(query: String)
  case showing(query: String, results: [String])
  case failed(message: String)

  enum Event: Equatable, Sendable, Codable {
    case typed(query: String)
    case found(results: [String])
    case searchFailed(message: String)
    case clear
  }

  enum Activity: Equatable, Sendable {
    case search(query: String)
  }

  static let activities: [Activities] = [
    .run(.search, in: .searching, done: .found, failed: .searchFailed)
  ]

  static let transitions: [Transition] = [
    .from([.idle, .searching, .showing, .failed], on: .typed, to: .searching),
    .from(.searching, on: .found, to: .showing),
    .from(.searching, on: .searchFailed, to: .failed),
    .fromAny(except: [.idle], on: .clear, to: .idle),
  ]
}

/// A player that keeps the screen awake while it plays, at any speed: an activity on a superstate
/// without an outcome event, which returns when its work is done while its scope lasts.
@StateMachine
enum AwakePlayer: Equatable, Sendable {
  @Initial case stopped
  case normal
  case fast

  enum Event: Equatable, Sendable {
    case play, speedUp, stop
  }

  enum Superstate { case playing }

  enum Activity: Equatable, Sendable {
    case keepAwake
  }

  static let superstates: [Superstates] = [
    .superstate(.playing, contains: [.normal, .fast])
  ]

  static let activities: [Activities] = [
    .run(.keepAwake, within: .playing)
  ]

  static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .normal),
    .from(.normal, on: .speedUp, to: .fast),
    .within(.playing, on: .stop, to: .stopped),
  ]
}

/// A download: the activity belongs to the superstate `active`, so moving between its cases does
/// not stop it; leaving it (`cancel`) does.
@StateMachine
enum FileDownload: Equatable, Sendable {
  @Initial case ready
  case connecting(url: String)
  case receiving(url: String, percent: Int = 0)
  @Final case done(bytes: Int)
  @Final case cancelled

  enum Event: Equatable, Sendable {
    case start(url: String)
    case connected
    case progress(percent: Int)
    case finished(bytes: Int)
    case cancel
  }

  enum Superstate { case active }

  enum Activity: Equatable, Sendable {
    case fetch(url: String)
  }

  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.connecting, .receiving])
  ]

  static let activities: [Activities] = [
    .run(.fetch, within: .active, done: .finished)
  ]

  static let transitions: [Transition] = [
    .from(.ready, on: .start, to: .connecting),
    .from(.connecting, on: .connected, to: .receiving),
    .from(.receiving, on: .progress, to: .receiving),
    .within(.active, on: .finished, to: .done),
    .within(.active, on: .cancel, to: .cancelled),
  ]
}

/// A request retried after a failure: the first attempt's late failure must not fail the retry.
@StateMachine
enum Retrying: Equatable, Sendable {
  @Initial case trying(attempt: Int)
  case waiting(attempt: Int)
  @Final case succeeded
  @Final case gaveUp

  enum Event: Equatable, Sendable {
    case attemptFailed(reason: String)
    case succeeded
    case retry(attempt: Int)
    case giveUp
  }

  enum Activity: Equatable, Sendable {
    case attempt(attempt: Int)
  }

  static let activities: [Activities] = [
    .run(.attempt, in: .trying, done: .succeeded, failed: .attemptFailed)
  ]

  static let transitions: [Transition] = [
    .from(.trying, on: .attemptFailed, to: .waiting),
    .from(.trying, on: .succeeded, to: .succeeded),
    // A retry while a slow attempt still runs starts another: a self-transition.
    .from([.trying, .waiting], on: .retry, to: .trying),
    .from([.trying, .waiting], on: .giveUp, to: .gaveUp),
  ]
}

/// A radio with two regions: the tuner scans while `scanning`, the downloader fetches while
/// `fetching`; a step of one region does not stop the other's activity.
@StateMachine
struct DualRadio: Equatable, Sendable {
  var tuner: Tuner
  var downloader: Downloader

  enum Event: Equatable, Sendable {
    case power
    case found(station: Int)
    case fetch, fetched, stop
  }

  enum Activity: Equatable, Sendable {
    case scan
    case download(station: Int)
  }

  enum Tuner: Equatable, Sendable {
    @Initial case off
    case scanning
    case tuned(station: Int)

    static let activities: [Activities] = [
      .run(.scan, in: .scanning, done: .found)
    ]

    static let transitions: [Transition] = [
      .from(.off, on: .power, to: .scanning),
      .from(.scanning, on: .found, to: .tuned),
      .from([.scanning, .tuned], on: .power, to: .off),
    ]
  }

  enum Downloader: Equatable, Sendable {
    @Initial case idle
    case fetching(station: Int)
    case ready

    static let activities: [Activities] = [
      .run(.download, in: .fetching, done: .fetched)
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .fetch, to: .fetching, build: { _, _ in .fetching(station: 7) }),
      .from(.fetching, on: .fetched, to: .ready),
      .from(.fetching, on: .stop, to: .idle),
    ]
  }
}

/// A checkout that uses activities with the rest: a superstate with history and a final case, an
/// eventless row, a timer and an effect.
@StateMachine
enum Checkout: Equatable, Sendable {
  @Initial case cart
  case paying(amount: Int)
  case verifying(amount: Int)
  case receipt
  case paused
  @Final case done

  enum Event: Equatable, Sendable {
    case pay(amount: Int)
    case charged, verified, pause, resume, timeout
  }

  enum Effect: Equatable, Sendable { case log(amount: Int) }

  enum Superstate { case payment }

  enum Activity: Equatable, Sendable {
    case charge(amount: Int)
    case verify(amount: Int)
  }

  static let superstates: [Superstates] = [
    .superstate(
      .payment, contains: [.paying, .verifying, .receipt],
      history: .shallow(default: .paying(amount: 0)), final: [.receipt])
  ]

  static let activities: [Activities] = [
    .run(.charge, in: .paying, done: .charged),
    .run(.verify, in: .verifying, done: .verified),
  ]

  static let transitions: [Transition] = [
    .from(.cart, on: .pay, to: .paying, emit: .log),
    .from(.paying, on: .charged, to: .verifying),
    // A free order needs no verification: its activity never starts.
    .from(.verifying, to: .receipt, when: isFree),
    .from(.verifying, on: .verified, to: .receipt),
    .from(.paying, on: .timeout, after: .seconds(30), to: .cart),
    .within(.payment, on: .pause, to: .paused),
    .from(.paused, on: .resume, toHistoryOf: .payment),
    .onDone(.payment, to: .done),
  ]

  static func isFree(_ checkout: Checkout) -> Bool {
    checkout == .verifying(amount: 0)
  }
}

/// Regions that settle: the screen's `booting` leaves by itself, so its activity never starts; the
/// reader's activity lasts through the screen's steps and microsteps.
@StateMachine
struct CardTerminal: Equatable, Sendable {
  var screen: Screen
  var reader: Reader

  enum Event: Equatable, Sendable { case power, insert, eject }

  enum Activity: Equatable, Sendable { case splash, read }

  enum Screen: Equatable, Sendable {
    @Initial case off
    case booting, on

    static let activities: [Activities] = [.run(.splash, in: .booting)]

    static let transitions: [Transition] = [
      .from(.off, on: .power, to: .booting),
      .from(.booting, to: .on),
      .from(.on, on: .power, to: .off),
    ]
  }

  enum Reader: Equatable, Sendable {
    @Initial case idle
    case reading

    static let activities: [Activities] = [.run(.read, in: .reading)]

    static let transitions: [Transition] = [
      .from(.idle, on: .insert, to: .reading),
      .from(.reading, on: .eject, to: .idle),
    ]
  }
}

private enum TestFailure: Error, CustomStringConvertible {
  case offline
  var description: String { "offline" }
}

/// Collects what a machine's observers see.
private final class Log<Element: Sendable>: Sendable {
  private let items = LockedState<[Element]>([])
  func append(_ item: Element) { items.withLock { $0.append(item) } }
  var all: [Element] { items.withLock { $0 } }
}

@Suite struct ActivityTests {
  @Test func aSearchBoxShowsOnlyTheLastAnswer() async {
    let hold = ActivityHold(SearchBox.ActivityHandlers(search: { query, _ in ["\(query)!"] }))
    let machine = Machine(SearchBox.idle, activities: hold)
    let dropped = Log<DroppedOutcome<SearchBox>>()
    machine.onDroppedOutcome { dropped.append($0) }

    machine.send(.typed(query: "a"))
    let first = await hold.next()
    #expect(first.activity == .search(query: "a"))
    #expect(first.isCurrent)
    // Typing again leaves `searching(a)` (a self-transition): the first search is cancelled and
    // a second one starts.
    machine.send(.typed(query: "ab"))
    #expect(!first.isCurrent)
    let second = await hold.next()
    #expect(second.activity == .search(query: "ab"))

    // The first answer arrives late: dropped, reported, and the machine still searches "ab".
    #expect(first.release() == nil)
    #expect(machine.state == .searching(query: "ab"))
    #expect(dropped.all.map(\.event) == [.found(results: ["a!"])])
    #expect(dropped.all.map(\.activity) == [.search])

    // The second answer shows.
    guard case .transitioned(let step) = second.release() else {
      Issue.record("the last answer was not delivered")
      return
    }
    #expect(step.to == .showing(query: "ab", results: ["ab!"]))
    #expect(machine.state == .showing(query: "ab", results: ["ab!"]))
    // Released once: a second release delivers nothing.
    #expect(second.release() == nil)
    #expect(machine.runningActivities.isEmpty)
  }

  @Test func aFailedSearchSendsItsErrorEvent() async {
    let handlers = SearchBox.ActivityHandlers(search: { _, _ in throw TestFailure.offline })
    let hold = ActivityHold(handlers)
    let machine = Machine(SearchBox.idle, activities: hold)
    machine.send(.typed(query: "x"))
    let outcome = await hold.next()
    #expect(outcome.event == .searchFailed(message: "offline"))
    outcome.release()
    #expect(machine.state == .failed(message: "offline"))
  }

  @Test func aTaskRunsWithoutAHoldAndDeliversItsResult() async {
    let machine = Machine(
      SearchBox.idle,
      activities: SearchBox.ActivityHandlers(search: { query, _ in [query.uppercased()] }))
    let steps = machine.steps
    machine.send(.typed(query: "q"))
    var seen: [SearchBox] = []
    for await step in steps {
      seen.append(step.to)
      if case .showing = step.to { break }
    }
    #expect(seen == [.searching(query: "q"), .showing(query: "q", results: ["Q"])])
  }

  @Test func aDownloadIsCancelledByLeavingItsSuperstate() async {
    let started = Log<String>()
    let cancelled = Log<String>()
    let handlers = FileDownload.ActivityHandlers(fetch: { url, context in
      started.append(url)
      // Reports progress while it lasts, then never ends by itself.
      context.send(.connected)
      context.send(.progress(percent: 50))
      await withTaskCancellationHandler {
        // Sleeps until cancelled.
        try? await Task.sleep(for: .seconds(3_600))
      } onCancel: {
        cancelled.append(url)
      }
      return 0
    })
    let hold = ActivityHold(handlers)
    let machine = Machine(FileDownload.ready, activities: hold)
    let steps = machine.steps
    machine.send(.start(url: "u"))
    // The activity's progress moves the machine between cases of `active`: the activity goes on.
    for await step in steps where step.to == .receiving(url: "u", percent: 50) {
      break
    }
    #expect(machine.runningActivities.map(\.activity) == [.fetch(url: "u")])
    #expect(started.all == ["u"])
    #expect(cancelled.all.isEmpty)
    // The activity may still be processing its progress event (the stream saw the step before the
    // activity's `send` returned): `cancel` is then queued, and processed by the activity's send.
    // Wait for its step either way.
    machine.send(.cancel)
    for await step in steps where step.to == .cancelled {
      break
    }
    #expect(machine.state == .cancelled)
    #expect(machine.runningActivities.isEmpty)
    // The activity's own end: it sees the cancellation, returns, and its result is dropped.
    let late = await hold.next()
    #expect(cancelled.all == ["u"])
    #expect(late.release() == nil)
    #expect(machine.state == .cancelled)
    #expect(started.all == ["u"])
  }

  @Test func aRetryDoesNotSeeTheFirstAttemptsLateFailure() async {
    let hold = ActivityHold(
      Retrying.ActivityHandlers(attempt: { attempt, _ in
        if attempt == 1 { throw TestFailure.offline }
      }))
    let machine = Machine(Retrying.trying(attempt: 1), activities: hold)
    let dropped = Log<DroppedOutcome<Retrying>>()
    machine.onDroppedOutcome { dropped.append($0) }
    let first = await hold.next()
    #expect(first.event == .attemptFailed(reason: "offline"))
    // The user retries before the first attempt's failure arrives.
    machine.send(.retry(attempt: 2))
    let second = await hold.next()
    #expect(second.activity == .attempt(attempt: 2))
    #expect(first.release() == nil)
    #expect(machine.state == .trying(attempt: 2))
    #expect(dropped.all.map(\.event) == [.attemptFailed(reason: "offline")])
    // The retry's success is delivered, once.
    #expect(second.release() != nil)
    #expect(machine.state == .succeeded)
    #expect(second.release() == nil)
  }

  @Test func aTaskThatIgnoresCancellationHasItsResultDropped() async {
    let gate = LockedState<CheckedContinuation<Void, Never>?>(nil)
    let entered = AsyncStream<Void>.makeStream()
    let machine = Machine(
      SearchBox.idle,
      activities: SearchBox.ActivityHandlers(search: { query, _ in
        // Waits for the test, whatever cancellation says.
        await withCheckedContinuation { continuation in
          gate.withLock { $0 = continuation }
          entered.continuation.yield()
        }
        return [query]
      }))
    let dropped = Log<DroppedOutcome<SearchBox>>()
    let droppedAll = AsyncStream<Void>.makeStream()
    machine.onDroppedOutcome {
      dropped.append($0)
      droppedAll.continuation.yield()
    }
    machine.send(.typed(query: "slow"))
    var waiting = entered.stream.makeAsyncIterator()
    _ = await waiting.next()
    machine.send(.clear)
    #expect(machine.state == .idle)
    gate.withLock { $0 }?.resume()
    var iterator = droppedAll.stream.makeAsyncIterator()
    _ = await iterator.next()
    #expect(dropped.all.map(\.event) == [.found(results: ["slow"])])
    #expect(machine.state == .idle)
  }

  @Test func theValueLayerReportsTasksStartedAndStopped() throws {
    var box = SearchBox.idle
    let typed = try box.send(.typed(query: "a"))
    #expect(typed.startedActivities.map(\.activity) == [.search(query: "a")])
    #expect(typed.stoppedActivities.isEmpty)
    // A self-transition restarts the activity.
    let again = try box.send(.typed(query: "b"))
    #expect(again.stoppedActivities.map(\.activity) == [.search(query: "a")])
    #expect(again.startedActivities.map(\.activity) == [.search(query: "b")])
    let found = try box.send(.found(results: []))
    #expect(found.stoppedActivities.map(\.activity) == [.search(query: "b")])
    #expect(found.startedActivities.isEmpty)

    var download = FileDownload.ready
    let start = try download.send(.start(url: "u"))
    #expect(start.startedActivities.map(\.activity) == [.fetch(url: "u")])
    #expect(start.startedActivities.map(\.declaration) == [0])
    // Inside the superstate: nothing starts or stops.
    let connected = try download.send(.connected)
    #expect(connected.startedActivities.isEmpty && connected.stoppedActivities.isEmpty)
    let progress = try download.send(.progress(percent: 1))
    #expect(progress.startedActivities.isEmpty && progress.stoppedActivities.isEmpty)
    let cancel = try download.send(.cancel)
    #expect(cancel.stoppedActivities.map(\.activity) == [.fetch(url: "u")])
    #expect(cancel.startedActivities.isEmpty)
  }

  @Test func aRestoredMachineRestartsItsRunningTasks() async throws {
    let hold = ActivityHold(SearchBox.ActivityHandlers(search: { query, _ in [query] }))
    let machine = Machine(SearchBox.idle, activities: hold)
    machine.send(.typed(query: "saved"))
    let snapshot = machine.snapshot()
    #expect(snapshot.runningActivities == [0])
    // Through JSON, as a process that saves its machines would.
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(MachineSnapshot<SearchBox>.self, from: data)
    #expect(decoded.runningActivities == [0])

    let restoredHold = ActivityHold(SearchBox.ActivityHandlers(search: { query, _ in [query] }))
    let restored = Machine(restoring: decoded, activities: restoredHold)
    #expect(restored.runningActivities.map(\.activity) == [.search(query: "saved")])
    await restoredHold.next().release()
    #expect(restored.state == .showing(query: "saved", results: ["saved"]))
    // The original machine's activity goes on by itself.
    await hold.next().release()
    #expect(machine.state == .showing(query: "saved", results: ["saved"]))
    // A snapshot taken after the activity ended lists none: a restore starts nothing.
    #expect(machine.snapshot().runningActivities.isEmpty)
  }

  /// An activity without an outcome event that returns while its scope lasts: no longer running
  /// (its end is marked without the machine's lock), not restarted by a step inside its scope, nor
  /// by a restore; leaving and entering the scope again starts another.
  @Test func aTaskThatReturnsWithoutAnEventEndsWhileItsScopeLasts() async throws {
    let returned = AsyncStream<Void>.makeStream()
    let starts = Log<Int>()
    let handlers = AwakePlayer.ActivityHandlers(keepAwake: { _ in
      starts.append(1)
      returned.continuation.yield()
    })
    let machine = Machine(AwakePlayer.stopped, activities: handlers)
    machine.send(.play)
    var ends = returned.stream.makeAsyncIterator()
    await ends.next()
    // The activity's return is marked after its handler yields: wait for it.
    while !machine.runningActivities.isEmpty {
      await Task.yield()
    }
    #expect(machine.snapshot().runningActivities.isEmpty)
    // A step inside `playing` keeps its visit: nothing starts again.
    machine.send(.speedUp)
    #expect(machine.runningActivities.isEmpty)
    #expect(starts.all.count == 1)

    // Restored where the activity had returned: its scope lasts, and it does not start again,
    // neither at the restore nor at a step inside the scope.
    let restoredStarts = Log<Int>()
    let restored = Machine(
      restoring: machine.snapshot(),
      activities: AwakePlayer.ActivityHandlers(keepAwake: { _ in restoredStarts.append(1) }))
    #expect(restored.runningActivities.isEmpty)
    restored.send(.stop)
    #expect(restoredStarts.all.isEmpty)
    // Entering `playing` again: a new visit, a new activity.
    restored.send(.play)
    while restoredStarts.all.isEmpty {
      await Task.yield()
    }
    #expect(restoredStarts.all.count == 1)
  }

  @Test func aTaskSleepsOnTheMachinesClock() async {
    let clock = TestClock()
    let hold = ActivityHold(
      SearchBox.ActivityHandlers(search: { query, context in
        try await context.clock.sleep(for: .seconds(2))
        return [query]
      }))
    let machine = Machine(SearchBox.idle, clock: clock, activities: hold)
    machine.send(.typed(query: "t"))
    while clock.sleeperCount < 1 {
      await Task.yield()
    }
    #expect(hold.heldCount == 0)
    await clock.advance(by: .seconds(2))
    await hold.next().release()
    #expect(machine.state == .showing(query: "t", results: ["t"]))
  }

  @Test func theDiagramsAndDocumentsShowTheTasks() throws {
    #expect(SearchBox.dot.contains(#""searching" [label="searching\ndo / search"];"#))
    #expect(FileDownload.dot.contains(#"label="active\ndo / fetch";"#))
    #expect(SearchBox.mermaid.contains("searching : do / search"))
    #expect(FileDownload.mermaid.contains("active : do / fetch"))
    // SCXML: the state invokes the activity, which sends its outcome events.
    #expect(
      SearchBox.scxml.contains(
        #"<invoke id="search" type="https://github.com/fsm-swift/fsm/activity" src="search" "#
          + #"fsm:done="found" fsm:failed="searchFailed"/>"#))
    // XState: `invoke`, and the actor's done and error events taken as the outcome events.
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(SearchBox.xstate.utf8)) as? [String: Any])
    let states = try #require(config["states"] as? [String: [String: Any]])
    let searching = try #require(states["searching"])
    let invoke = try #require(searching["invoke"] as? [[String: String]])
    #expect(invoke == [["type": "xstate.invoke", "id": "search", "src": "search"]])
    let on = try #require(searching["on"] as? [String: [[String: Any]]])
    #expect(on["xstate.done.actor.search"]?.first?["target"] as? [String] == ["#SearchBox.showing"])
    #expect(on["xstate.error.actor.search"]?.first?["target"] as? [String] == ["#SearchBox.failed"])
    // A superstate's activity: invoked by the superstate, its outcome taken in each of its cases.
    let download = try #require(
      try JSONSerialization.jsonObject(with: Data(FileDownload.xstate.utf8)) as? [String: Any])
    let active = try #require((download["states"] as? [String: [String: Any]])?["active"])
    #expect((active["invoke"] as? [[String: String]])?.map { $0["src"] } == ["fetch"])
    let receiving = try #require((active["states"] as? [String: [String: Any]])?["receiving"])
    let receivingOn = try #require(receiving["on"] as? [String: Any])
    #expect(receivingOn["xstate.done.actor.fetch"] != nil)
  }

  @Test func eachRegionRunsItsOwnTasks() async throws {
    // The value layer: the downloader's step leaves the tuner's activity alone.
    var radio = DualRadio()
    let power = try radio.send(.power)
    #expect(power.startedActivities.map(\.activity) == [.scan])
    let fetch = try radio.send(.fetch)
    #expect(fetch.startedActivities.map(\.activity) == [.download(station: 7)])
    #expect(fetch.stoppedActivities.isEmpty)
    #expect(fetch.startedActivities.map(\.declaration) == [1])

    let hold = ActivityHold(
      DualRadio.ActivityHandlers(scan: { _ in 7 }, download: { _, _ in }))
    let machine = Machine(DualRadio(), activities: hold)
    machine.send(.power)
    let scanned = await hold.next()
    machine.send(.fetch)
    // The tuner's activity still runs: its result is delivered.
    #expect(scanned.isCurrent)
    scanned.release()
    #expect(machine.state.tuner == .tuned(station: 7))
    #expect(machine.runningActivities.map(\.activity) == [.download(station: 7)])
    // The downloader is stopped before its activity's result arrives: dropped.
    machine.send(.stop)
    #expect(machine.runningActivities.isEmpty)
    // `download` has no values to return: its outcome, `fetched`, is held all the same.
    let fetched = await hold.next()
    #expect(fetched.release() == nil)
    #expect(machine.state.downloader == .idle)
  }

  /// Real activities that end after a random number of yields, ignoring cancellation, while another
  /// activity types, clears and retypes at random: 1,000 steps that enter, leave and complete
  /// `searching`, over 20 machines. Every query is new, so a result delivered to a wrong visit
  /// would be a `found` step whose results are not its source's query; and every activity's result
  /// is either delivered or dropped, once. CI runs it under ThreadSanitizer.
  @Test func randomInterleavingsNeverDeliverAnOutcomeToAnotherVisit() async {
    var generator = SplitMix64(seed: 52)
    let plans = (0..<20).map { _ in
      (0..<50).map { _ in (generator.next() % 4, Int(generator.next() % 4)) }
    }
    let wrong = Log<String>()
    // Activities counted twice: as the steps that start them, and as their handlers begin. An
    // activity started and cancelled at once may begin after its machine's last step.
    let created = Log<Int>()
    let started = Log<Int>()
    let delivered = Log<Int>()
    let dropped = Log<Int>()
    await withTaskGroup(of: Void.self) { group in
      for (index, plan) in plans.enumerated() {
        group.addTask {
          let machine = Machine(
            SearchBox.idle,
            activities: SearchBox.ActivityHandlers(search: { query, _ in
              started.append(index)
              for _ in 0..<(query.count % 5) {
                await Task.yield()
              }
              return [query]
            }))
          machine.onTransition { step in
            for _ in step.startedActivities {
              created.append(index)
            }
            guard case .found(let results) = step.event else { return }
            delivered.append(index)
            if step.from != .searching(query: results.first ?? "") {
              wrong.append("\(step)")
            }
          }
          machine.onDroppedOutcome { _ in dropped.append(index) }
          for (position, (action, yields)) in plan.enumerated() {
            switch action {
            case 0, 1:
              let query = "\(index)-\(position)" + String(repeating: "x", count: yields)
              machine.send(.typed(query: query))
            case 2: machine.send(.clear)
            default: break
            }
            for _ in 0..<yields {
              await Task.yield()
            }
          }
          // A last query, left alone: its result shows.
          machine.send(.typed(query: "\(index)-last"))
          while machine.state != .showing(query: "\(index)-last", results: ["\(index)-last"]) {
            await Task.yield()
          }
          // Every activity ends (none waits for cancellation): wait until each result is accounted.
          func count(_ log: Log<Int>) -> Int { log.all.filter { $0 == index }.count }
          while count(created) != count(delivered) + count(dropped) {
            await Task.yield()
          }
        }
      }
    }
    #expect(wrong.all.isEmpty)
    // An activity's outcome is sent after its handler began: every one that was started began.
    #expect(started.all.count == created.all.count)
    #expect(created.all.count == delivered.all.count + dropped.all.count)
    #expect(Set(delivered.all) == Set(0..<20))
  }

  @Test @MainActor func tasksComposeWithHistoryCompletionTimersEffectsAndObservation() async throws
  {
    // The value layer: a free order's verification is entered and left within one step.
    var free = Checkout.cart
    try free.send(.pay(amount: 0))
    let charged = try free.send(.charged)
    #expect(free == .done)
    #expect(charged.stoppedActivities.map(\.activity) == [.charge(amount: 0)])
    #expect(charged.startedActivities.isEmpty)

    let clock = TestClock()
    let logged = Log<Checkout.Effect>()
    let hold = ActivityHold(
      Checkout.ActivityHandlers(charge: { _, _ in }, verify: { _, _ in }))
    let machine = Machine(
      Checkout.cart, clock: clock, activities: hold, effects: { effect, _ in logged.append(effect) }
    )
    let observable = ObservableMachine(machine)
    observable.send(.pay(amount: 5))
    #expect(machine.runningActivities.map(\.activity) == [.charge(amount: 5)])
    // Leaving the superstate stops the activity; its result is dropped.
    observable.send(.pause)
    #expect(machine.runningActivities.isEmpty)
    #expect(await hold.next().release() == nil)
    // Returning to the superstate's history enters `paying` again: a new activity.
    observable.send(.resume)
    #expect(observable.state == .paying(amount: 5))
    #expect(machine.runningActivities.map(\.activity) == [.charge(amount: 5)])
    await hold.next().release()
    #expect(machine.state == .verifying(amount: 5))
    #expect(machine.runningActivities.map(\.activity) == [.verify(amount: 5)])
    // The verification's result enters `receipt`, which completes `payment`.
    await hold.next().release()
    #expect(machine.state == .done)
    #expect(machine.isDone)
    // A step the observable did not send reaches it on the main actor's next turn.
    while observable.state != .done {
      await Task.yield()
    }
    // The timer of `paying` was cancelled with its visits; the effect ran once.
    await clock.advance(by: .seconds(60))
    await machine.waitForEffects()
    #expect(machine.state == .done)
    #expect(logged.all == [.log(amount: 5)])
  }

  @Test func regionsThatSettleStopOnlyTheTasksOfTheRegionsTheyMove() async {
    let started = Log<String>()
    let machine = Machine(
      CardTerminal(),
      activities: CardTerminal.ActivityHandlers(
        // Both activities last until cancelled: one started by mistake would show as running.
        splash: { _ in
          started.append("splash")
          try? await Task.sleep(for: .seconds(3_600))
        },
        read: { _ in
          started.append("read")
          try? await Task.sleep(for: .seconds(3_600))
        }))
    machine.send(.insert)
    #expect(machine.runningActivities.map(\.activity) == [.read])
    // The screen boots and settles in `on` within the step: `splash` never starts, and the
    // reader's activity goes on through the screen's step and microstep.
    machine.send(.power)
    #expect(machine.state == CardTerminal(screen: .on, reader: .reading))
    #expect(machine.runningActivities.map(\.activity) == [.read])
    machine.send(.power)
    #expect(machine.runningActivities.map(\.activity) == [.read])
    machine.send(.eject)
    #expect(machine.runningActivities.isEmpty)
    #expect(!started.all.contains("splash"))
  }
}
