import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// An order on a server: a cart that remembers where it was put on hold (deep history on
/// `open`), payloads that flow from row to row, an effect, and two timers in `placed` (a
/// reminder after 10 minutes, a timeout after 30) and one in `reminded` (a timeout after 20).
@StateMachine
enum Order: Equatable, Sendable, Codable {
  @Initial case cart(items: Int = 0)
  case checkout(items: Int)
  case onHold
  case placed(items: Int)
  case reminded(items: Int)
  case paid(amount: Int)
  @Final case shipped
  @Final case cancelled

  enum Event: Equatable, Sendable, Codable {
    case add(count: Int)
    case checkout, hold, release, place, remind, timeout, ship, cancel
    case pay(amount: Int)
  }

  enum Effect: Equatable, Sendable {
    case confirm(items: Int)
  }

  enum Superstate { case open }

  static let superstates: [Superstates] = [
    .superstate(.open, contains: [.cart, .checkout], history: .deep(default: .cart()))
  ]

  static let transitions: [Transition] = [
    .from(
      .cart, on: .add, to: .cart, build: { state, event in .cart(items: state.items + event.count) }
    ),
    .from(.cart, on: .checkout, to: .checkout),
    .within(.open, on: .hold, to: .onHold),
    .from(.onHold, on: .release, toHistoryOf: .open),
    .from(.checkout, on: .place, to: .placed, emit: .confirm),
    .from(.placed, on: .remind, after: .minutes(10), to: .reminded),
    .from(.placed, on: .timeout, after: .minutes(30), to: .cancelled),
    .from(.reminded, on: .timeout, after: .minutes(20), to: .cancelled),
    .from([.placed, .reminded], on: .pay, to: .paid, when: { _, event in event.count > 0 }),
    .from(.paid, on: .ship, to: .shipped),
    .from([.cart, .checkout, .placed, .reminded], on: .cancel, to: .cancelled),
  ]

  var items: Int {
    switch self {
    case .cart(let items), .checkout(let items), .placed(let items), .reminded(let items): items
    case .onHold, .paid, .shipped, .cancelled: 0
    }
  }
}

extension Order.Event {
  /// An event's number: the items added, or the amount paid.
  var count: Int {
    switch self {
    case .add(let count): count
    case .pay(let amount): amount
    default: 0
    }
  }
}

/// A tally whose state says how many events it took and, through an order-sensitive hash,
/// in which order: two tallies are equal only after the same events in the same order.
@StateMachine
enum Tally: Equatable, Sendable, Codable {
  @Initial case tally(count: Int = 0, hash: Int = 0)

  enum Event: Equatable, Sendable, Codable {
    case add(value: Int)
  }

  static let transitions: [Transition] = [
    .from(
      .tally, on: .add, to: .tally,
      build: { state, event in .tally(count: state.count + 1, hash: state.hash &* 31 &+ event.value)
      })
  ]

  var count: Int {
    switch self {
    case .tally(let count, _): count
    }
  }
  var hash: Int {
    switch self {
    case .tally(_, let hash): hash
    }
  }
}

extension Tally.Event {
  var value: Int {
    switch self {
    case .add(let value): value
    }
  }
}

extension Duration {
  /// `minutes` minutes: the order's timers read as the business states them.
  static func minutes(_ minutes: Int64) -> Duration { .seconds(minutes * 60) }
}

/// A `TestClock` whose sleepers wait until the test opens it, even for a deadline that has
/// passed. A deadline that passed before a `.keepDeadline` restore fires in a task as soon as the
/// machine exists, so an observer registered after `init` may come after it (as the article
/// says); the tests that observe those steps register first, then open the clock.
private final class GatedClock: Clock, @unchecked Sendable {
  let clock = TestClock()
  /// Whether sleepers may go on; those that came before, waiting. Read under the lock.
  private let gate = Locked<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  var now: TestClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: TestClock.Instant, tolerance: Duration? = nil) async throws {
    await withCheckedContinuation { continuation in
      let isOpen = gate.withLock { gate in
        if !gate.isOpen { gate.waiting.append(continuation) }
        return gate.isOpen
      }
      if isOpen { continuation.resume() }
    }
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  func open() {
    let waiting = gate.withLock { gate in
      gate.isOpen = true
      defer { gate.waiting = [] }
      return gate.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// A wall-clock time for the tests' snapshots: 2026-11-24 00:00 UTC.
private let noon: Duration = .seconds(1_795_478_400)

/// A snapshot and a restore: a machine's state, memory, queued events and timers survive, and
/// the restored machine goes on as the original would have.
@Suite(.timeLimit(.minutes(1))) struct SnapshotTests {
  /// An order placed with 2 items, on `clock`, whose `open` superstate was left once (on hold
  /// in checkout) and which has been placed for `elapsed`.
  private func placedOrder(on clock: TestClock, after elapsed: Duration = .zero) async
    -> Machine<Order>
  {
    let machine = Machine(Order.cart(), clock: clock)
    place(machine)
    await clock.advance(by: elapsed)
    await machine.waitForEffects()
    return machine
  }

  /// Sends `machine`, a new cart, the events that place an order with 2 items and leave `open`
  /// once.
  private func place(_ machine: Machine<Order>) {
    for event: Order.Event in [.add(count: 2), .checkout, .hold, .release, .place] {
      machine.send(event)
    }
  }

  // MARK: What a snapshot holds

  @Test func aSnapshotHoldsStateMemoryAndTheTimersLeftToTheNanosecond() async {
    // The gate stays closed: no timer ever fires, so the snapshot after the reminder's deadline
    // sees it due and not fired, whenever the scheduler would have run its task. (On a
    // `TestClock`, `advance` resumes the timer's task, which may send before the snapshot.)
    let clock = GatedClock()
    let machine = Machine(Order.cart(), clock: clock)
    place(machine)
    await clock.clock.advance(by: .minutes(7) + .nanoseconds(1))
    let snapshot = machine.snapshot(takenAt: noon)
    #expect(snapshot.state == .placed(items: 2))
    #expect(snapshot.memory[superstate: .open] == .checkout(items: 2))
    #expect(snapshot.queued.isEmpty)
    #expect(
      snapshot.timers == [
        PendingTimer(event: .remind, remaining: .minutes(3) - .nanoseconds(1)),
        PendingTimer(event: .timeout, remaining: .minutes(23) - .nanoseconds(1)),
      ])
    #expect(snapshot.takenAt == noon)
    // A timer that is due but has not fired has nothing left.
    await clock.clock.advance(by: .minutes(3) - .nanoseconds(1))
    #expect(machine.snapshot().timers.first == PendingTimer(event: .remind, remaining: .zero))
  }

  @Test func aSnapshotWithoutAGivenTimeReadsTheWallClock() {
    let before = Date().timeIntervalSince1970
    let snapshot = Machine(Order.cart()).snapshot()
    let after = Date().timeIntervalSince1970
    let takenAt =
      Double(snapshot.takenAt.components.seconds)
      + Double(snapshot.takenAt.components.attoseconds) / 1e18
    #expect(takenAt >= before.rounded(.down) && takenAt <= after + 1)
  }

  @Test func aSnapshotTakenInAnObserverHoldsTheEventsItQueuedAndTimersAtTheirFullDelay()
    async throws
  {
    let clock = TestClock()
    let machine = Machine(Order.cart(), clock: clock)
    let taken = Locked<MachineSnapshot<Order>?>(nil)
    machine.onEnter(.placed) { [unowned machine] _ in
      // Queued behind this step, then part of the snapshot.
      #expect(machine.send(.pay(amount: 30)) == .enqueued)
      taken.withLock { $0 = machine.snapshot(takenAt: noon) }
    }
    for event: Order.Event in [.add(count: 1), .checkout, .place] {
      machine.send(event)
    }
    let snapshot = try #require(taken.withLock { $0 })
    #expect(snapshot.state == .placed(items: 1))
    #expect(snapshot.queued == [.pay(amount: 30)])
    #expect(
      snapshot.timers == [
        PendingTimer(event: .remind, remaining: .minutes(10)),
        PendingTimer(event: .timeout, remaining: .minutes(30)),
      ])
    #expect(machine.state == .paid(amount: 30))

    // Through JSON and back, it goes on as the original did.
    let decoded = try JSONDecoder().decode(
      MachineSnapshot<Order>.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    let restored = Machine(restoring: decoded, clock: TestClock())
    await restored.waitForEffects()
    #expect(restored.state == machine.state)
  }

  @Test func aSnapshotTakenInAnEffectIsTheMachineAfterTheStepThatEmittedIt() async throws {
    let taken = Locked<MachineSnapshot<Order>?>(nil)
    let machine = Machine(
      Order.cart(), recentStepsLimit: 10, clock: TestClock(),
      effects: { effect, context in
        guard case .confirm(let items) = effect else { return }
        taken.withLock { $0 = context.snapshot() }
        context.send(.pay(amount: items * 10))
      })
    for event: Order.Event in [.add(count: 3), .checkout, .place] {
      machine.send(event)
    }
    await machine.waitForEffects()
    let snapshot = try #require(taken.withLock { $0 })
    #expect(snapshot.state == .placed(items: 3))
    // Restored and given what the effect sent, it ends where the machine did.
    let restored = Machine(restoring: snapshot, clock: TestClock())
    restored.send(.pay(amount: 30))
    #expect(restored.state == machine.state)
    #expect(machine.state == .paid(amount: 30))
  }

  // MARK: JSON

  @Test func theJSONHoldsPayloadsMemoryQueuedEventsAndTimersAsDocumented() async throws {
    let clock = TestClock()
    let machine = await placedOrder(on: clock, after: .minutes(1) + .milliseconds(250))
    var snapshot = machine.snapshot(takenAt: noon + .nanoseconds(5))
    snapshot.queued = [.pay(amount: 12), .remind]
    snapshot.queuedFromTimers = [1]
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(MachineSnapshot<Order>.self, from: data)
    #expect(decoded == snapshot)

    // The shape the README documents, read by a JSON parser that knows nothing of FSM.
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "state", "memory", "queued", "queuedFromTimers", "timers", "takenAt", "stepCount",
      ])
    // `place` sent five events, each taken: add, checkout, hold, release, place.
    #expect(json["stepCount"] as? Int == 5)
    let state = try #require(json["state"] as? [String: [String: Int]])
    #expect(state == ["placed": ["items": 2]])
    let memory = try #require(json["memory"] as? [String: [String: [String: Int]]])
    #expect(memory == ["open": ["checkout": ["items": 2]]])
    let timers = try #require(json["timers"] as? [[String: Any]])
    #expect(timers.count == 2)
    let remaining = try #require(timers.first?["remaining"] as? [String: Int64])
    // 10 minutes less 1 min 250 ms: 8 min 59.75 s.
    #expect(remaining == ["seconds": 539, "attoseconds": 750_000_000_000_000_000])
    let takenAt = try #require(json["takenAt"] as? [String: Int64])
    #expect(takenAt == ["seconds": 1_795_478_400, "attoseconds": 5_000_000_000])
    #expect(json["queuedFromTimers"] as? [Int] == [1])

    // Without events from timers, the key is left out.
    snapshot.queuedFromTimers = []
    let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot))
    #expect((plain as? [String: Any])?["queuedFromTimers"] == nil)
  }

  @Test func aMachineWhoseEventIsNotCodableStillSnapshots() async {
    // `Reminder` (MachineTimersWithMacroTests) is Equatable, not Codable.
    #expect(!(MachineSnapshot<Reminder>.self is any Encodable.Type))
    #expect(!(MachineSnapshot<Reminder>.self is any Decodable.Type))
    let clock = TestClock()
    let machine = Machine(Reminder.waiting(), clock: clock)
    await clock.advance(by: .milliseconds(300))
    let snapshot = machine.snapshot()
    #expect(
      snapshot.timers == [
        PendingTimer(event: .nudge, remaining: .milliseconds(700)),
        PendingTimer(event: .expire, remaining: .milliseconds(1_700)),
      ])
    let newClock = TestClock()
    let restored = Machine(restoring: snapshot, clock: newClock)
    await newClock.advance(by: .milliseconds(700))
    await restored.waitForEffects()
    #expect(restored.state == .nudged)
  }

  // MARK: The three timer policies, on a TestClock

  @Test func resumeFiresEachTimerTheTimeItHadLeftAfterTheRestore() async {
    let snapshot = await placedOrder(on: TestClock(), after: .minutes(7) + .nanoseconds(1))
      .snapshot(takenAt: noon)
    let clock = TestClock()
    // Restored a day later: the day does not count.
    let restored = Machine(
      restoring: snapshot, recentStepsLimit: 10, clock: clock, timers: .resume,
      restoredAt: noon + .seconds(86_400))
    await clock.advance(by: .minutes(3) - .nanoseconds(2))
    await restored.waitForEffects()
    #expect(restored.state == .placed(items: 2))
    await clock.advance(by: .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .reminded(items: 2))
    // `placed`'s timeout ended with its visit; `reminded` times out 20 minutes after it began.
    await clock.advance(by: .minutes(20) - .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .reminded(items: 2))
    await clock.advance(by: .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .cancelled)
    #expect(restored.recentSteps.map(\.event) == [.remind, .timeout])
  }

  @Test func keepDeadlineFiresAtTheWallClockDeadline() async {
    let snapshot = await placedOrder(on: TestClock(), after: .minutes(7) + .nanoseconds(1))
      .snapshot(takenAt: noon)
    let clock = TestClock()
    // Restored 2 minutes later: the reminder, due 3 minutes less 1 ns after the snapshot, has
    // 1 minute less 1 ns left.
    let restored = Machine(
      restoring: snapshot, clock: clock, timers: .keepDeadline, restoredAt: noon + .minutes(2))
    #expect(
      restored.snapshot().timers == [
        PendingTimer(event: .remind, remaining: .minutes(1) - .nanoseconds(1)),
        PendingTimer(event: .timeout, remaining: .minutes(21) - .nanoseconds(1)),
      ])
    await clock.advance(by: .minutes(1) - .nanoseconds(2))
    await restored.waitForEffects()
    #expect(restored.state == .placed(items: 2))
    await clock.advance(by: .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .reminded(items: 2))
  }

  @Test func keepDeadlineFiresAPassedDeadlineAtOnceAndAVisitItEndedSendsNothing() async {
    let snapshot = await placedOrder(on: TestClock(), after: .minutes(7))
      .snapshot(takenAt: noon)
    let clock = GatedClock()
    // 40 minutes later, both of `placed`'s deadlines have passed: the reminder fires, and ends
    // the visit whose timeout would have cancelled the order.
    let restored = Machine(
      restoring: snapshot, recentStepsLimit: 10, clock: clock, timers: .keepDeadline,
      restoredAt: noon + .minutes(40))
    let rejected = Locked<[InvalidTransition<Order>]>([])
    restored.onReject { error in rejected.withLock { $0.append(error) } }
    clock.open()
    await restored.waitForEffects()
    #expect(restored.state == .reminded(items: 2))
    #expect(restored.recentSteps.map(\.event) == [.remind])
    #expect(rejected.withLock { $0 }.isEmpty)
    #expect(restored.snapshot().timers == [PendingTimer(event: .timeout, remaining: .minutes(20))])
  }

  @Test func keepDeadlineFiresPassedDeadlinesInTheirOrderEachOnce() async {
    // A muted reminder: `nudge` (1 s) is rejected by its guard, `expire` (2 s) ends it.
    let machine = Machine(Reminder.waiting(muted: true), clock: TestClock())
    let snapshot = machine.snapshot(takenAt: noon)
    let clock = GatedClock()
    let restored = Machine(
      restoring: snapshot, recentStepsLimit: 10, clock: clock, timers: .keepDeadline,
      restoredAt: noon + .seconds(10))
    let log = Locked<[String]>([])
    restored.onReject { error in log.withLock { $0.append("rejected \(error.event)") } }
    restored.onTransition { step in log.withLock { $0.append("\(step)") } }
    clock.open()
    await restored.waitForEffects()
    #expect(log.withLock { $0 } == ["rejected nudge", "waiting --expire--> expired"])
    #expect(restored.state == .expired)
  }

  @Test func restartStartsTheStatesTimersAfresh() async {
    let snapshot = await placedOrder(on: TestClock(), after: .minutes(7))
      .snapshot(takenAt: noon)
    let clock = TestClock()
    let restored = Machine(
      restoring: snapshot, clock: clock, timers: .restart, restoredAt: noon + .minutes(40))
    #expect(
      restored.snapshot().timers == [
        PendingTimer(event: .remind, remaining: .minutes(10)),
        PendingTimer(event: .timeout, remaining: .minutes(30)),
      ])
    await clock.advance(by: .minutes(10) - .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .placed(items: 2))
    await clock.advance(by: .nanoseconds(1))
    await restored.waitForEffects()
    #expect(restored.state == .reminded(items: 2))
  }

  @Test func aTimerTheRestoredStateDoesNotTimeIsDroppedAndOneLongerThanItsRowIsCut() async {
    let clock = TestClock()
    // `cart` times nothing: a reminder there (the table changed) is dropped.
    let cart = Machine(
      restoring: MachineSnapshot<Order>(
        state: .cart(), timers: [PendingTimer(event: .remind, remaining: .seconds(5))]),
      clock: clock)
    #expect(cart.snapshot().timers.isEmpty)
    // `reminded` times out after 20 minutes; 25 left (possible in `placed`) waits 20.
    let reminded = Machine(
      restoring: MachineSnapshot<Order>(
        state: .reminded(items: 1),
        timers: [PendingTimer(event: .timeout, remaining: .minutes(25))]),
      clock: clock)
    #expect(reminded.snapshot().timers == [PendingTimer(event: .timeout, remaining: .minutes(20))])
    await clock.advance(by: .minutes(20))
    await cart.waitForEffects()
    await reminded.waitForEffects()
    #expect(cart.state == .cart())
    #expect(reminded.state == .cancelled)
  }

  // MARK: The restored queue

  @Test func aSendProcessesTheRestoredQueueThenItsOwnEventBeforeItReturns() {
    let restored = Machine(
      restoring: MachineSnapshot<Order>(state: .cart(), queued: [.add(count: 2), .checkout]),
      recentStepsLimit: 10)
    // The restore itself tells nobody, and leaves the history empty.
    let log = Locked<[String]>([])
    restored.onTransition { step in log.withLock { $0.append("\(step.event)") } }
    #expect(restored.recentSteps.isEmpty)
    #expect(restored.state == .cart())
    #expect(log.withLock { $0 }.isEmpty)

    // Its event waited for the restored ones: `.enqueued`, and processed when send returns.
    #expect(restored.send(.place) == .enqueued)
    #expect(restored.state == .placed(items: 2))
    #expect(log.withLock { $0 } == ["add(count: 2)", "checkout", "place"])
    #expect(restored.recentSteps.map(\.event) == [.add(count: 2), .checkout, .place])
  }

  @Test func waitForEffectsProcessesTheRestoredQueue() async {
    let restored = Machine(
      restoring: MachineSnapshot<Order>(state: .cart(items: 1), queued: [.checkout, .place]))
    await restored.waitForEffects()
    #expect(restored.state == .placed(items: 1))
  }

  @Test func aTimerFiringProcessesTheRestoredQueueBeforeItsEvent() async throws {
    let clock = TestClock()
    let restored = Machine(
      restoring: MachineSnapshot<Order>(
        state: .placed(items: 1), queued: [.add(count: 5)],
        timers: [PendingTimer(event: .remind, remaining: .seconds(1))]),
      recentStepsLimit: 10, clock: clock)
    let rejected = Locked<[String]>([])
    restored.onReject { error in rejected.withLock { $0.append("\(error.event)") } }
    let steps = restored.steps
    await clock.advance(by: .seconds(1))
    // Nobody else sends: only the timer can have processed the queue, then its own event.
    var iterator = steps.makeAsyncIterator()
    let first = try #require(await iterator.next())
    #expect(first.event == .remind)
    #expect(rejected.withLock { $0 } == ["add"])
    #expect(restored.state == .reminded(items: 1))
  }

  @Test func aQueuedTimerEventIsDroppedWhenAStepBeforeItLeavesItsState() async {
    let rejected = Locked<[String]>([])
    // `remind` was sent by `placed`'s timer while a step was in progress; `pay` before it leaves
    // `placed`, so it is dropped, as it would have been in the original machine.
    let restored = Machine(
      restoring: MachineSnapshot<Order>(
        state: .placed(items: 1), queued: [.pay(amount: 5), .remind], queuedFromTimers: [1]),
      recentStepsLimit: 10, clock: TestClock())
    restored.onReject { error in rejected.withLock { $0.append("\(error.event)") } }
    restored.send(.ship)
    #expect(restored.recentSteps.map(\.event) == [.pay(amount: 5), .ship])
    #expect(rejected.withLock { $0 }.isEmpty)

    // Not from a timer, the same event is sent, and `paid` rejects it.
    let plain = Machine(
      restoring: MachineSnapshot<Order>(
        state: .placed(items: 1), queued: [.pay(amount: 5), .remind]),
      clock: TestClock())
    plain.onReject { error in rejected.withLock { $0.append("\(error.event)") } }
    await plain.waitForEffects()
    #expect(rejected.withLock { $0 } == ["remind"])

    // Still in its state, it is processed; in a state that no longer times it, dropped.
    let kept = Machine(
      restoring: MachineSnapshot<Order>(
        state: .placed(items: 1), queued: [.remind], queuedFromTimers: [0]),
      clock: TestClock())
    await kept.waitForEffects()
    #expect(kept.state == .reminded(items: 1))
    let dropped = Machine(
      restoring: MachineSnapshot<Order>(state: .cart(), queued: [.remind], queuedFromTimers: [0]),
      clock: TestClock())
    dropped.onReject { error in rejected.withLock { $0.append("\(error.event)") } }
    await dropped.waitForEffects()
    #expect(rejected.withLock { $0 } == ["remind"])
    #expect(dropped.state == .cart())
  }

  @Test func aSnapshotOfARestoredMachineHoldsTheQueueItHasNotProcessed() throws {
    let snapshot = MachineSnapshot<Order>(
      state: .placed(items: 1), queued: [.pay(amount: 5), .remind], queuedFromTimers: [1],
      takenAt: noon)
    let restored = Machine(restoring: snapshot, clock: TestClock())
    #expect(restored.snapshot(takenAt: noon) == snapshot)
  }

  @MainActor
  @Test func anObservableMachineFollowsARestoredMachine() async {
    let restored = Machine(
      restoring: MachineSnapshot<Order>(state: .cart(), queued: [.add(count: 2)]),
      clock: TestClock())
    let player = ObservableMachine(restored)
    #expect(player.state == .cart())
    player.send(.checkout)
    #expect(player.state == .checkout(items: 2))
    #expect(restored.state == .checkout(items: 2))
  }

  // MARK: Concurrency

  @Test func aSnapshotTakenWhileEightTasksSendIsAPrefixOfTheOrderAndRestoresToTheSameEnd()
    async throws
  {
    let machine = Machine(Tally.tally())
    // An observer makes concurrent sends queue behind steps in progress.
    let log = Locked<[Step<Tally>]>([])
    let snapshots = Locked<[MachineSnapshot<Tally>]>([])
    machine.onTransition { [unowned machine] step in
      log.withLock { $0.append(step) }
      // Once, from the observer: three events queued behind this step, and a snapshot that
      // must hold them (and whatever the other tasks queued meanwhile).
      if step.to.count == 100 {
        for value in 1...3 {
          machine.send(.add(value: -value))
        }
        let snapshot = machine.snapshot()
        snapshots.withLock { $0.append(snapshot) }
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<300 {
            machine.send(.add(value: task * 1_000 + index))
            // Taken while the other tasks send.
            if index % 20 == 10 {
              let snapshot = machine.snapshot()
              snapshots.withLock { $0.append(snapshot) }
            }
          }
        }
      }
    }
    let steps = log.withLock { $0 }
    let end = machine.state
    #expect(steps.count == 2_403)
    #expect(end.count == 2_403)
    let taken = snapshots.withLock { $0 }
    #expect(taken.count == 1 + 8 * 15)
    #expect(taken.contains { $0.queued.count >= 3 })
    for original in taken {
      let snapshot = try JSONDecoder().decode(
        MachineSnapshot<Tally>.self, from: JSONEncoder().encode(original))
      // The state after the first `count` steps, and exactly the events that came next queued.
      let prefix = snapshot.state.count
      #expect(prefix == 0 ? snapshot.state == .tally() : steps[prefix - 1].to == snapshot.state)
      let next = prefix + snapshot.queued.count
      #expect(snapshot.queued == steps[prefix..<next].map(\.event))
      let restored = Machine(restoring: snapshot)
      for step in steps[next...] {
        restored.send(step.event)
      }
      #expect(restored.state == end)
    }
  }

  // MARK: Bad input

  /// A valid snapshot's JSON with `change` made to it, decoded: the error's description.
  private func decodingError(_ change: (inout [String: Any]) -> Void) throws -> String {
    let clock = TestClock()
    let machine = Machine(Order.placed(items: 2), clock: clock)
    var snapshot = machine.snapshot(takenAt: noon)
    snapshot.memory = try JSONDecoder().decode(
      StateMemory<Order>.self, from: Data(#"{"open": {"checkout": {"items": 2}}}"#.utf8))
    snapshot.queued = [.pay(amount: 1)]
    var json = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot)) as? [String: Any])
    change(&json)
    let data = try JSONSerialization.data(withJSONObject: json)
    do {
      let decoded = try JSONDecoder().decode(MachineSnapshot<Order>.self, from: data)
      Issue.record("decoded \(decoded)")
      return ""
    } catch let DecodingError.dataCorrupted(context) {
      return context.debugDescription
    }
  }

  @Test func decodingNamesAStateOrEventTheMachineNoLongerHas() throws {
    let state = try decodingError { $0["state"] = ["refunded": [:]] }
    #expect(
      state
        == "unknown state `refunded`: Order has cart, checkout, onHold, placed, reminded, paid,"
        + " shipped, cancelled. Was it written by another version of the machine?")
    let event = try decodingError { $0["queued"] = [["refund": [:]]] }
    #expect(event.hasPrefix("unknown event `refund`: Order.Event has add, checkout, hold,"))
    let timer = try decodingError {
      $0["timers"] = [["event": ["ship": [:]], "remaining": ["seconds": 1, "attoseconds": 0]]]
    }
    #expect(timer == "Order has no timer for `ship`: no state times it (rows with `after:`)")
  }

  @Test func decodingRejectsANegativeOrAbsurdTimeLeft() throws {
    func remaining(_ seconds: Int64, _ attoseconds: Int64) throws -> String {
      try decodingError {
        $0["timers"] = [
          [
            "event": ["timeout": [:]],
            "remaining": ["seconds": seconds, "attoseconds": attoseconds],
          ]
        ]
      }
    }
    #expect(
      try remaining(-5, 0)
        == "`timeout` cannot have -5.0 seconds left: its timer waits between 0 and 1800.0 seconds")
    #expect(try remaining(0, -1).hasPrefix("`timeout` cannot have"))
    // More than any state's delay for it (`placed`: 30 minutes).
    #expect(try remaining(1_801, 0).hasPrefix("`timeout` cannot have 1801.0 seconds left"))
    #expect(
      try remaining(1, 1_000_000_000_000_000_000)
        == "attoseconds 1000000000000000000 is not a fraction of a second of the sign of seconds 1")
    #expect(try remaining(-1, 5).hasPrefix("attoseconds 5 is not a fraction"))
  }

  @Test func decodingRejectsAMemoryTheMachineCannotHave() throws {
    let unknown = try decodingError { $0["memory"] = ["closed": ["cart": ["items": 1]]] }
    #expect(unknown == "unknown superstate `closed`: Order's superstates with history are open")
    let outside = try decodingError { $0["memory"] = ["open": ["shipped": [:]]] }
    #expect(outside == "`shipped` is not in superstate `open`: it cannot remember it")
    let state = try decodingError { $0["memory"] = ["open": ["lost": [:]]] }
    #expect(state.hasPrefix("unknown state `lost`: Order has cart,"))
  }

  @Test func decodingRejectsTwoTimersForOneEventAndAQueuePositionOutOfRange() throws {
    let twice = try decodingError {
      let timer: [String: Any] = [
        "event": ["timeout": [:]], "remaining": ["seconds": 1, "attoseconds": 0],
      ]
      $0["timers"] = [timer, timer]
    }
    #expect(twice == "two timers for `timeout`: a state times each event once")
    let position = try decodingError { $0["queuedFromTimers"] = [3] }
    #expect(position == "position 3 is not in `queued` (1 events)")
  }
}
