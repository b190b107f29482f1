import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

// The pure step of a snapshot, `MachineSnapshot.advanced(to:sending:)`, through the real
// compiler: what it does with due timers, queued events, events refused, activities and regions,
// and the snapshots it refuses. (`fsm-crosscheck --advance` compares it with a restored `Machine`
// on every machine of the SCXML check, in CI.)

/// A tender: bids keep it open for a minute after the last one; then it closes, and lapses if
/// nobody awards it within 30 seconds.
@StateMachine
enum Tender: Equatable, Sendable, Codable {
  @Initial case open(bids: Int = 0)
  case closing(bids: Int)
  @Final case awarded
  @Final case lapsed

  enum Event: Equatable, Sendable, Codable {
    case bid, close, award, lapse
  }

  enum Effect: Equatable, Sendable {
    case notifyBidders(bids: Int)
    case archive
  }

  static let transitions: [Transition] = [
    .from(
      .open, on: .bid, to: .open,
      build: { state, _ in
        guard case .open(let bids) = state else { return state }
        return .open(bids: bids + 1)
      }),
    .from(
      .open, on: .close, after: .seconds(60), to: .closing,
      build: { state, _ in
        guard case .open(let bids) = state else { return state }
        return .closing(bids: bids)
      },
      emit: .notifyBidders),
    .from(.closing, on: .award, to: .awarded, emit: .archive),
    .from(.closing, on: .lapse, after: .seconds(30), to: .lapsed, emit: .archive),
  ]
}

@Suite struct SnapshotAdvanceTests {
  /// A wall-clock time, since 1970.
  let takenAt = Duration.seconds(1_800_000_000)

  /// `Tender` open with 2 bids and its close timer `left` from `takenAt`.
  func openTender(left: Duration = .seconds(60)) -> MachineSnapshot<Tender> {
    MachineSnapshot(
      state: .open(bids: 2), timers: [PendingTimer(event: .close, remaining: left)],
      takenAt: takenAt)
  }

  @Test func theTimersDueFireFirstThenTheEvent() throws {
    let advance = try openTender(left: .seconds(20)).advanced(
      to: takenAt + .seconds(50), sending: .award)
    #expect(
      advance.steps == [
        Step(
          from: .open(bids: 2), event: .close, to: .closing(bids: 2),
          effect: .notifyBidders(bids: 2)),
        Step(from: .closing(bids: 2), event: .award, to: .awarded, effect: .archive),
      ])
    #expect(advance.step == advance.steps.last)
    #expect(advance.eventIndex == 1)
    #expect(advance.rejection == nil)
    #expect(advance.effects.map(\.effect) == [.notifyBidders(bids: 2), .archive])
    // Numbered from the snapshot's step count: the steps are its 1st and 2nd.
    #expect(
      advance.effects.map(\.id) == [EffectID(step: 1, position: 0), EffectID(step: 2, position: 0)])
    #expect(advance.snapshot.stepCount == 2)
    var awarded = MachineSnapshot(state: Tender.awarded, takenAt: takenAt + .seconds(50))
    awarded.stepCount = 2
    #expect(advance.snapshot == awarded)
  }

  @Test func aTimerAStepStartsCountsFromNow() throws {
    // `close` was due 30 s before `now`; `lapse`, which its step times, is due 30 s after
    // `now`, not at close + 30 s: a restored `Machine` starts it at the restore as well.
    let advance = try openTender(left: .seconds(20)).advanced(to: takenAt + .seconds(50))
    #expect(advance.steps.map(\.event) == [.close])
    #expect(advance.step == nil)
    #expect(advance.snapshot.state == .closing(bids: 2))
    #expect(advance.snapshot.timers == [PendingTimer(event: .lapse, remaining: .seconds(30))])
    let later = try advance.snapshot.advanced(to: takenAt + .seconds(80))
    #expect(later.steps.map(\.event) == [.lapse])
    #expect(later.snapshot.state == .lapsed)
  }

  @Test func anEventRefusedKeepsTheTimersThatFellDue() throws {
    let advance = try openTender(left: .seconds(20)).advanced(
      to: takenAt + .seconds(20), sending: .bid)
    #expect(advance.steps.map(\.event) == [.close])
    #expect(advance.step == nil && advance.eventIndex == 1)
    #expect(advance.rejection?.state == .closing)
    #expect(advance.rejection?.event == .bid)
    #expect(advance.snapshot.state == .closing(bids: 2))
    #expect(advance.snapshot.timers == [PendingTimer(event: .lapse, remaining: .seconds(30))])
  }

  @Test func aTimerNotDueKeepsItsTimeLeft() throws {
    let saved = openTender(left: .seconds(40))
    let quiet = try saved.advanced(to: takenAt + .seconds(15))
    #expect(quiet.steps.isEmpty && quiet.effects.isEmpty)
    #expect(quiet.snapshot.timers == [PendingTimer(event: .close, remaining: .seconds(25))])
    #expect(quiet.snapshot.takenAt == takenAt + .seconds(15))
    // A bid is a self-transition: a new visit, whose timer starts again.
    let bid = try saved.advanced(to: takenAt + .seconds(15), sending: .bid)
    #expect(bid.steps == [Step(from: .open(bids: 2), event: .bid, to: .open(bids: 3))])
    #expect(bid.snapshot.timers == [PendingTimer(event: .close, remaining: .seconds(60))])
  }

  @Test func theSnapshotItselfIsUnchanged() throws {
    let saved = openTender(left: .seconds(20))
    let copy = saved
    _ = try saved.advanced(to: takenAt + .seconds(50), sending: .award)
    #expect(saved == copy)
  }

  @Test func queuedEventsComeFirstAndATimersIsDroppedWhenItsVisitEnded() throws {
    // A timer queued `close` behind a `bid`: the bid's step starts a new visit of `open`, and
    // the close of the visit before is dropped, as a `Machine` drops it.
    var saved = openTender()
    saved.queued = [.bid, .close]
    saved.queuedFromTimers = [1]
    let dropped = try saved.advanced(to: takenAt)
    #expect(dropped.steps.map(\.event) == [.bid])
    #expect(dropped.snapshot.state == .open(bids: 3))
    #expect(dropped.snapshot.queued.isEmpty && dropped.snapshot.queuedFromTimers.isEmpty)
    // Alone, it is taken.
    saved.queued = [.close]
    saved.queuedFromTimers = [0]
    let taken = try saved.advanced(to: takenAt, sending: .award)
    #expect(taken.steps.map(\.event) == [.close, .award])
    #expect(taken.eventIndex == 1 && taken.step == taken.steps[1])
    // A queued event that a client sent is processed whatever visit it came in.
    saved.queued = [.bid, .close]
    saved.queuedFromTimers = []
    #expect(try saved.advanced(to: takenAt).steps.map(\.event) == [.bid, .close])
  }

  @Test func aSnapshotThatDoesNotFitIsRefusedWithATypedError() {
    let saved = openTender()
    #expect(
      throws: SnapshotAdvanceError<Tender>.earlierThanSnapshot(
        now: takenAt - .seconds(1), takenAt: takenAt)
    ) {
      try saved.advanced(to: takenAt - .seconds(1))
    }
    var otherState = saved
    otherState.state = .awarded
    #expect(throws: SnapshotAdvanceError<Tender>.timerNotInState(.close)) {
      try otherState.advanced(to: takenAt)
    }
    let tooLong = openTender(left: .seconds(61))
    #expect(throws: SnapshotAdvanceError<Tender>.timerOutOfRange(.close, remaining: .seconds(61))) {
      try tooLong.advanced(to: takenAt)
    }
    let negative = openTender(left: .seconds(-1))
    #expect(throws: SnapshotAdvanceError<Tender>.timerOutOfRange(.close, remaining: .seconds(-1))) {
      try negative.advanced(to: takenAt)
    }
    var badPosition = saved
    badPosition.queuedFromTimers = [3]
    #expect(throws: SnapshotAdvanceError<Tender>.queuedPositionOutOfRange(3)) {
      try badPosition.advanced(to: takenAt)
    }
    var untimedQueued = saved
    untimedQueued.queued = [.award]
    untimedQueued.queuedFromTimers = [0]
    #expect(throws: SnapshotAdvanceError<Tender>.timerNotInState(.award)) {
      try untimedQueued.advanced(to: takenAt)
    }
    var activity = MachineSnapshot(state: SearchBox.idle)
    activity.runningActivities = [0]
    #expect(throws: SnapshotAdvanceError<SearchBox>.activityNotInState(0)) {
      try activity.advanced(to: activity.takenAt)
    }
    #expect(
      "\(SnapshotAdvanceError<Tender>.timerNotInState(.close))"
        == "a timer for 'close', which Tender's state does not time: another machine's "
        + "snapshot, or one written before its table changed")
  }

  @Test func theTasksToStartAndToCancel() throws {
    // Typing in `searching` leaves the scope and enters it again: the running search is
    // cancelled, a new one starts.
    var searching = MachineSnapshot(state: SearchBox.searching(query: "a"))
    searching.runningActivities = [0]
    let retyped = try searching.advanced(to: searching.takenAt, sending: .typed(query: "ab"))
    #expect(
      retyped.activitiesToStop == [StateActivity(declaration: 0, activity: .search(query: "a"))])
    #expect(
      retyped.activitiesToStart == [StateActivity(declaration: 0, activity: .search(query: "ab"))])
    #expect(retyped.snapshot.runningActivities == [0])
    // Cleared: cancelled, nothing to start.
    let cleared = try searching.advanced(to: searching.takenAt, sending: .clear)
    #expect(cleared.activitiesToStop.map(\.declaration) == [0] && cleared.activitiesToStart.isEmpty)
    #expect(cleared.snapshot.runningActivities.isEmpty)
    // A search that had returned (not listed as running) is not cancelled.
    let ended = MachineSnapshot(state: SearchBox.searching(query: "a"))
    let after = try ended.advanced(to: ended.takenAt, sending: .clear)
    #expect(after.activitiesToStop.isEmpty && after.activitiesToStart.isEmpty)
    // Entered and left within the advance (a queued event, then the event): in neither list.
    var idle = MachineSnapshot(state: SearchBox.idle)
    idle.queued = [.typed(query: "x")]
    let passed = try idle.advanced(to: idle.takenAt, sending: .clear)
    #expect(passed.steps.count == 2)
    #expect(passed.activitiesToStart.isEmpty && passed.activitiesToStop.isEmpty)
    // An activity of a superstate goes on while the machine moves inside it.
    var playing = MachineSnapshot(state: AwakePlayer.normal)
    playing.runningActivities = [0]
    let faster = try playing.advanced(to: playing.takenAt, sending: .speedUp)
    #expect(faster.activitiesToStart.isEmpty && faster.activitiesToStop.isEmpty)
    #expect(faster.snapshot.runningActivities == [0])
  }

  @Test func aStepOfRegionsEmitsEachRegionsEffectInOrder() throws {
    let saved = MachineSnapshot(state: MediaPlayer(playback: .playing, download: .loading()))
    let advance = try saved.advanced(to: saved.takenAt, sending: .fail(reason: "disk"))
    #expect(advance.effects.map(\.effect) == [.stopAudio, .showError(reason: "disk")])
    #expect(advance.effects.map(\.effect) == advance.steps.flatMap(\.effects))
    #expect(advance.effects.map(\.id.description) == ["1.0", "1.1"])
    #expect(
      advance.snapshot.state == MediaPlayer(playback: .stopped, download: .failed(reason: "disk")))
  }

  @Test func itTakesWhatARestoredMachineTakes() async throws {
    // The same as `fsm-crosscheck --advance`, once, here: a tender whose close fell due.
    let saved = openTender(left: .seconds(20))
    let now = takenAt + .seconds(50)
    let advance = try saved.advanced(to: now, sending: .award)
    let machine = Machine(
      restoring: saved, recentStepsLimit: 10, clock: TestClock(), timers: .keepDeadline,
      restoredAt: now)
    await machine.waitForEffects()
    machine.send(.award)
    await machine.waitForEffects()
    #expect(machine.recentSteps == advance.steps)
    #expect(machine.snapshot(takenAt: now) == advance.snapshot)
  }

  @Test func effectIDsCountStepsAcrossSnapshotsAndRestores() async throws {
    // A machine's steps are counted from its creation; a snapshot carries the count, so the
    // same step taken again from it, by a restored `Machine` or the pure step, gives its effects
    // the same ids.
    let ids = Locked<[String]>([])
    let machine = Machine(
      Tender.open(), clock: TestClock(),
      effects: { effect, context in ids.withLock { $0.append("\(context.effectID) \(effect)") } })
    machine.send(.bid)
    machine.send(.bid)
    let saved = machine.snapshot(takenAt: takenAt)
    #expect(saved.stepCount == 2)
    let data = try JSONEncoder().encode(saved)
    #expect(try JSONDecoder().decode(MachineSnapshot<Tender>.self, from: data).stepCount == 2)
    let restored = Machine(
      restoring: saved, clock: TestClock(), restoredAt: takenAt,
      effects: {
        effect, context in ids.withLock { $0.append("\(context.effectID) \(effect)") }
      })
    // The close timer, due at once on a snapshot advanced a minute later.
    let advance = try saved.advanced(to: takenAt + .seconds(60), sending: .award)
    #expect(advance.effects.map(\.description) == ["3.0 notifyBidders", "4.0 archive"])
    // The restored machine's third step is the same close.
    restored.send(.close)
    await restored.waitForEffects()
    #expect(ids.withLock { $0 } == ["3.0 notifyBidders(bids: 2)"])
    // A snapshot written before steps were counted decodes with 0.
    var json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    json["stepCount"] = nil
    let older = try JSONSerialization.data(withJSONObject: json)
    #expect(try JSONDecoder().decode(MachineSnapshot<Tender>.self, from: older).stepCount == 0)
  }

  @Test func theWallClockIsTheSnapshotsTimeBase() {
    let since1970 = Date().timeIntervalSince1970
    let now = WallClock.now
    #expect(abs(Double(now.components.seconds) - since1970) < 5)
    #expect(MachineSnapshot(state: Tender.awarded).takenAt >= now)
  }
}
