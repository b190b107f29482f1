import FSMMacros
import FSMTesting
import Foundation
import Observation
import Testing

@testable import AppModel

/// The machines of an app module, used as an app uses them: from the main actor (every test here
/// is main-actor isolated, by the module's default), from detached tasks, and through `Machine`.
@Suite struct ValueTests {
  @Test func turnstile_onTheMainActor_stepsAndThrowsLikeAnywhereElse() throws {
    var turnstile = Turnstile.locked
    let step = try turnstile.coin()
    #expect(turnstile.case == .unlocked)
    #expect(step.effect?.case == .unlockGate)
    try turnstile.fail(reason: "jammed")
    guard case .broken(let reason) = turnstile else {
      Issue.record("expected 'broken', got \(turnstile)")
      return
    }
    #expect(reason == "jammed")
    #expect(throws: InvalidTransition<Turnstile>.self) { try turnstile.push() }
    #expect(turnstile.case == .broken)
    #expect(Turnstile.dot.contains("\"locked\" -> \"unlocked\" [label=\"coin / unlockGate\"]"))
    #expect(Turnstile.initialCase == .locked)
  }

  @Test func turnstile_inADetachedTask_isTheSameValueMachine() async throws {
    let cases = try await Task.detached {
      var turnstile = Turnstile.locked
      try turnstile.coin()
      let unlocked = turnstile.case
      try turnstile.push()
      let accepted = Turnstile.Event.Case.allCases.filter { event in
        Turnstile.events(acceptedFrom: .locked).contains(event)
      }
      return (unlocked, turnstile.case, accepted, Turnstile.edges.count)
    }.value
    #expect(cases.0 == .unlocked)
    #expect(cases.1 == .locked)
    #expect(cases.2 == [.coin, .fail])
    #expect(cases.3 == 6)
  }

  @Test func guardsAndBuilders_decideTheSameOnAndOffTheMainActor() async throws {
    let run: @Sendable () throws -> [CreditTurnstile] = {
      var machine = CreditTurnstile.locked()
      var seen: [CreditTurnstile] = []
      for event in [CreditTurnstile.Event.coin(amount: 1), .coin(amount: 1), .coin(amount: 1)] {
        try machine.send(event)  // the guard fails twice, and the builder adds the coin
        seen.append(machine)
      }
      try machine.push()
      seen.append(machine)
      return seen
    }
    let onMain = try run()
    let detached = try await Task.detached { try run() }.value
    #expect(onMain.map(\.case) == [.locked, .locked, .unlocked, .locked])
    #expect(detached.map(\.case) == onMain.map(\.case))
    guard case .locked(let credit) = detached[1], case .locked(let reset) = detached[3] else {
      Issue.record("expected 'locked' states, got \(detached)")
      return
    }
    #expect(credit == 2)
    #expect(reset == 0)
    // The enum's own members are nonisolated too: read from a detached task.
    let label = await Task.detached { CreditTurnstile.label }.value
    #expect(label == "credit turnstile")
  }

  @Test func typestate_onTheMainActorAndInADetachedTask() async {
    let door = Door.Closed().lock(code: 7)
    #expect(door.code == 7)
    let open = await Task.detached {
      Door.Closed().open().close().open().state
    }.value
    #expect(open.case == .open)
    switch Door.locked(code: 4).typed {
    case .locked(let locked):
      // 'unlock' is guarded, so it is no method of 'Locked': leave typestate to send it.
      var state = locked.state
      #expect(state.accepts(.unlock(code: 4)))
      #expect(!state.accepts(.unlock(code: 5)))
      #expect(throws: Never.self) { try state.unlock(code: 4) }
      #expect(state.case == .closed)
    default:
      Issue.record("typed should be 'locked'")
    }
  }

  @Test func typestate_holdsAMainActorClass() {
    let ticket = Ticket()
    let open = TicketGate.Closed().scan(ticket: ticket)
    open.ticket.scans += 1
    #expect(ticket.scans == 1)
    #expect(open.pass().state.case == .closed)
  }

  @Test func handWrittenConformance_worksOffTheMainActor() async {
    let machine = Machine(Switch.off)
    await Task.detached { _ = machine.send(.flip) }.value
    #expect(machine.state.case == .on)
    let description = await Task.detached { Switch.Case.on.description }.value
    #expect(description == "on")
  }

  @Test func lookupTableMachine_worksOffTheMainActor() async throws {
    let floors = try await Task.detached {
      var elevator = Elevator.ground
      try elevator.toRoof()
      try elevator.toThird()
      return (elevator.case, elevator.accepts(.toThird), elevator.accepts(.toGround))
    }.value
    #expect(floors.0 == .third)
    #expect(floors.1 == false)
    #expect(floors.2 == true)
  }
}

@Suite struct ObservableModelTests {
  @Test func model_performsEachStepsEffect_andIgnoresRejectedEvents() {
    let model = TurnstileModel()
    model.send(.coin)
    #expect(model.isGateOpen)
    model.send(.push)
    #expect(!model.isGateOpen)
    model.send(.repair)  // rejected from 'locked': nothing changes
    #expect(model.turnstile.case == .locked)
    model.send(.fail(reason: "jammed"))
    #expect(model.alerts == ["jammed"])
    #expect(model.turnstile.case == .broken)
  }

  @Test func model_tellsObservationAboutTheMachine() {
    let model = TurnstileModel()
    let changed = Counter()
    withObservationTracking {
      _ = model.turnstile
    } onChange: {
      changed.increment()
    }
    model.send(.coin)
    #expect(changed.value == 1)
  }
}

@Suite(.timeLimit(.minutes(1))) struct ObservableMachineInAnAppTests {
  @Test func sendsFromTheViewAndFromOtherTasks_reachState() async throws {
    let shared = ObservableMachine(Machine(Turnstile.locked))
    shared.send(.coin)
    #expect(shared.state.case == .unlocked)
    let machine = shared.machine
    await Task.detached { _ = machine.send(.push) }.value
    while shared.state.case != .locked {
      // An `AsyncStream`, whose iterator returns when the suite's time limit cancels the test (a
      // continuation resumed only by `onChange` would wait on).
      let (changes, change) = AsyncStream<Void>.makeStream()
      withObservationTracking {
        _ = shared.state
      } onChange: {
        change.yield()
        change.finish()
      }
      for await _ in changes {
        break
      }
      try Task.checkCancellation()
    }
    #expect(shared.state.case == machine.state.case)
  }
}

@Suite struct SharedMachineTests {
  @Test func machine_createdOnTheMainActor_takesSendsFromManyTasks() async {
    let machine = Machine(Elevator.ground, recentStepsLimit: 1_000)
    let rejected = Counter()
    machine.onReject { _ in rejected.increment() }
    let events: [Elevator.Event] = [.toFirst, .toSecond, .toThird, .toRoof]
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<50 {
            _ = machine.send(events[(task + index) % events.count])
          }
        }
      }
    }
    let history = machine.recentSteps
    // Every event is one step or one rejection; the steps chain, each from where the last ended.
    #expect(history.count + rejected.value == 400)
    #expect(rejected.value > 0)
    for (previous, next) in zip(history, history.dropFirst()) {
      #expect(previous.to == next.from)
    }
    #expect(history.last?.to == machine.state)
  }

  @Test func steps_seenFromTheMainActor_inOrder() async {
    let machine = Machine(Turnstile.locked)
    let steps = machine.steps
    machine.send(.coin)
    machine.send(.push)
    machine.send(.fail(reason: "kicked"))
    var seen: [Turnstile.Case] = []
    for await step in steps {
      seen.append(step.to.case)
      if seen.count == 3 { break }
    }
    #expect(seen == [.unlocked, .locked, .broken])
  }

  @Test func effects_performedOnTheMainActor_sendEventsBack() async {
    let machine = Machine(Download.idle, recentStepsLimit: 10, effects: performDownloadEffect)
    machine.send(.start(url: "https://example.com/a"))
    await machine.waitForEffects()
    #expect(machine.state.case == .done)
    #expect(machine.recentSteps.map(\.to.case) == [.fetching, .saving, .done])
    guard case .done(let bytes) = machine.state else { return }
    #expect(bytes == "https://example.com/a".utf8.count)
  }

  @Test func effects_withAnInlineHandler_sendEventsBack() async {
    let machine = Machine(
      Download.idle,
      effects: { effect, context in
        switch effect {
        case .fetch: context.send(.fetched(bytes: 3))
        case .save: context.send(.saved)
        }
      })
    await Task.detached { _ = machine.send(.start(url: "x")) }.value
    await machine.waitForEffects()
    #expect(machine.state.case == .done)
  }
}

/// A count that tasks increment concurrently.
nonisolated final class Counter: @unchecked Sendable {
  // Only touched under `lock`.
  private var count = 0
  private let lock = NSLock()

  init() {}

  var value: Int {
    lock.withLock { count }
  }

  func increment() {
    lock.withLock { count += 1 }
  }
}

/// Timers in an app module: a machine created on the main actor, its timer fired by a test clock
/// from the clock's task, its state read back on the main actor.
@Suite(.timeLimit(.minutes(1))) struct TimerInAnAppTests {
  @Test func aTimedMachine_createdOnTheMainActor_firesOnTheTestClock() async {
    #expect(Banner.timedEvents(in: .shown) == [TimedEvent(event: .hide, delay: .seconds(3))])
    let clock = TestClock()
    let machine = Machine(Banner.hidden, clock: clock)
    machine.send(.show)
    await clock.advance(by: .seconds(2))
    await machine.waitForEffects()
    #expect(machine.state == .shown)
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .hidden)
    // A detached task sends too; pinning cancels the timer.
    _ = await Task.detached { machine.send(.show) }.value
    machine.send(.pin)
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    #expect(machine.state == .pinned)
  }

  @Test func superstatesWorkFromAnyIsolation() async {
    // Read from a task off the main actor: the conformances and members are nonisolated.
    let all = await Task.detached { Jukebox.Superstate.allCases.map(\.description) }.value
    #expect(all == ["paid", "spinning"])
    // Steps compute the superstates they leave and enter off the main actor too.
    let entered = await Task.detached { Jukebox.choosing.transition(on: .pick)?.enteredSuperstates }
      .value
    #expect(entered == [.spinning])
    #expect(Jukebox.superstates(of: .playing) == [.spinning, .paid])
    let clock = TestClock()
    let machine = Machine(Jukebox.idle, clock: clock)
    let log = LockedLog()
    machine.onEnter(superstate: .paid) { _ in log.append("enter paid") }
    machine.onExit(superstate: .spinning) { _ in log.append("exit spinning") }
    machine.onExit(superstate: .paid) { step in log.append("exit paid on \(step.event)") }
    _ = await Task.detached {
      machine.send(.coin)
      machine.send(.pick)
    }.value
    await clock.advance(by: .seconds(180))
    await machine.waitForEffects()
    #expect(machine.state == .idle)
    #expect(log.entries == ["enter paid", "exit spinning", "exit paid on finish"])
  }
}

/// A log observers append to from any task.
nonisolated final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ entry: String) { lock.withLock { storage.append(entry) } }
  var entries: [String] { lock.withLock { storage } }
}

/// An activity whose handler is isolated to the main actor, in an app's module.
@Suite struct LookupTests {
  @Test func aMainActorHandlerRunsTheTaskAndItsOutcomeIsDelivered() async {
    let glossary = Glossary()
    let hold = ActivityHold(
      Lookup.ActivityHandlers(define: { @MainActor word, _ in
        MainActor.assertIsolated()
        return try glossary.meaning(of: word)
      }))
    let machine = Machine(Lookup.idle, activities: hold)
    machine.send(.look(word: "fsm"))
    await hold.next().release()
    #expect(machine.state == .found(word: "fsm", meaning: "finite state machine"))
    machine.send(.look(word: "xyz"))
    let failure = await hold.next()
    #expect(failure.event.case == .failed)
    failure.release()
    #expect(machine.state.case == .missing)
    #expect(glossary.lookups == 2)
  }
}

/// A tree of machines in an app's module: activities, timers and history inside a held machine, and
/// typestate beside a composite state.
@Suite struct HarbourTests {
  @Test func heldTasksTimersAndHistoryRunWithTheDefaultIsolation() async {
    let clock = TestClock()
    let hold = ActivityHold(
      Harbour.ActivityHandlers(
        crane: { @MainActor _ in MainActor.assertIsolated() }, beacon: { _ in }))
    let machine = Machine(Harbour.closed, clock: clock, activities: hold)
    machine.send(.open)
    machine.send(.load)
    // The crane's outcome, held: its visit lasts.
    let loaded = await hold.next()
    #expect(loaded.isCurrent)
    machine.send(.pause)
    #expect(loaded.release() == nil)
    machine.send(.resume)
    #expect(machine.state == .open(.loading(crates: 0)))
    await clock.advance(by: .seconds(30))
    await machine.waitForEffects()
    #expect(machine.state == .open(.sailing))
  }

  @Test func aTypedFerryboatCrossesAndDocks() {
    let crossing = Ferryboat.Docked().depart()
    #expect(crossing.value == .calm)
    #expect(crossing.dock().state == .arrived)
  }
}

@Suite struct WharfTests {
  @Test func aCompositeStateInARegionRunsWithTheDefaultIsolation() async {
    let clock = TestClock()
    let machine = Machine(Wharf(), clock: clock)
    machine.send(.start)
    machine.send(.toggle)  // The gate opens; the crane's timer goes on.
    await clock.advance(by: .seconds(10))
    await machine.waitForEffects()
    // Swung at 10 s; lowering lands at once (the gate is open), and the crane is done.
    #expect(machine.state == Wharf(crane: .finished, gate: .open))
    #expect(clock.sleeperCount == 0)
  }
}
