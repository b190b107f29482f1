import FSMTestSupport
import FSMTesting
import Testing

/// `TestClock` on its own: time moves only when told, sleepers wake in deadline order, and a
/// cancelled sleeper throws.
@Suite(.timeLimit(.minutes(1))) struct TestClockTests {
  @Test func timeMovesOnlyWhenAdvanced() async {
    let clock = TestClock()
    #expect(clock.now == TestClock.Instant(offset: .zero))
    await clock.advance(by: .seconds(3))
    #expect(clock.now.offset == .seconds(3))
    await clock.advance(to: TestClock.Instant(offset: .seconds(5)))
    #expect(clock.now.offset == .seconds(5))
    #expect(clock.now.duration(to: clock.now.advanced(by: .milliseconds(7))) == .milliseconds(7))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func aSleeperWakesAtItsDeadlineAndNotBefore() async throws {
    let clock = TestClock()
    let woke = Locked(false)
    let sleeper = Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
      woke.withLock { $0 = true }
    }
    await waitForSleepers(1, on: clock)
    await clock.advance(by: .seconds(2) - .nanoseconds(1))
    #expect(clock.sleeperCount == 1)
    #expect(woke.withLock { $0 } == false)
    await clock.advance(by: .nanoseconds(1))
    try await sleeper.value
    #expect(woke.withLock { $0 })
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDeadlineThatHasPassedReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    try await clock.sleep(until: TestClock.Instant(offset: .milliseconds(500)))
    try await clock.sleep(for: .zero)
    #expect(clock.sleeperCount == 0)
  }

  @Test func anAdvanceResumesExactlyTheSleepersThatAreDue() async throws {
    // (They are resumed in deadline order, but their tasks then run concurrently: the order in
    // which they record is not the clock's to decide. A machine fires the timers of a state in
    // deadline order from one task; see MachineTimersWithMacroTests.)
    let clock = TestClock()
    let order = Locked<[Int]>([])
    let deadlines = [3, 1, 2, 5, 4]
    var sleepers: [Task<Void, any Error>] = []
    for (index, seconds) in deadlines.enumerated() {
      sleepers.append(
        Task {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
          order.withLock { $0.append(seconds) }
        })
      await waitForSleepers(index + 1, on: clock)
    }
    await clock.advance(by: .seconds(4))
    for (index, seconds) in deadlines.enumerated() where seconds <= 4 {
      try await sleepers[index].value
    }
    #expect(Set(order.withLock { $0 }) == [1, 2, 3, 4])
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await sleepers[3].value
    #expect(order.withLock { $0 }.last == 5)
  }

  @Test func aCancelledSleeperThrowsCancellationError() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(60))) }
    await waitForSleepers(1, on: clock)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    // A task cancelled before it sleeps throws at once too.
    let early = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: clock.now.advanced(by: .seconds(60)))
    }
    await #expect(throws: CancellationError.self) { try await early.value }
  }
}

/// Suspends until `count` tasks sleep on `clock`: a sleeper registers from its own task.
func waitForSleepers(_ count: Int, on clock: TestClock) async {
  while clock.sleeperCount < count {
    await Task.yield()
  }
}
