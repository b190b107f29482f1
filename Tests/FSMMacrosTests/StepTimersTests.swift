import FSMMacros
import FSMTesting
import Testing

// `Step.cancelledTimers` and `startedTimers`, and `StateMachine.settled`, through the real
// compiler: what a `Machine` does with its timers and its first state, as values, checked against
// what a `Machine` on a test clock does.

@Suite struct StepTimersTests {
  /// The timers a `Machine` has pending after `events`, from `start`.
  func pendingTimers<M: StateMachine>(_ start: M, after events: [M.Event]) -> [M.Event]
  where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
    let machine = Machine(start, clock: TestClock())
    for event in events { machine.send(event) }
    return machine.snapshot().timers.map(\.event)
  }

  @Test func aStepStartsItsTargetsTimersAndCancelsItsSourcesOnes() throws {
    // Alone, a visitor is greeted: `greeting`'s 5 s timer starts, `idle`'s 60 s one is cancelled.
    let alone = try #require(InfoKiosk.idle(visitors: 0).transition(on: .arrive))
    #expect(alone.to == .greeting(visitors: 1))
    #expect(alone.cancelledTimers == [TimedEvent(event: .timeout, delay: .seconds(60))])
    #expect(alone.startedTimers == [TimedEvent(event: .timeout, delay: .seconds(5))])
    #expect(pendingTimers(InfoKiosk.idle(visitors: 0), after: [.arrive]) == [.timeout])
    // A crowd passes `greeting` by an eventless row: its timer never starts, `busy` has none.
    let crowd = try #require(InfoKiosk.idle(visitors: 1).transition(on: .arrive))
    #expect(crowd.to == .busy(visitors: 2))
    #expect(crowd.cancelledTimers == [TimedEvent(event: .timeout, delay: .seconds(60))])
    #expect(crowd.startedTimers.isEmpty)
    #expect(pendingTimers(InfoKiosk.idle(visitors: 1), after: [.arrive]).isEmpty)
    // Back to `idle`: its timer starts again.
    let leave = try #require(crowd.to.transition(on: .leave))
    #expect(leave.cancelledTimers.isEmpty)
    #expect(leave.startedTimers.map(\.event) == [.timeout])
  }

  @Test func aRowThatStaysStartsAndCancelsNothing() throws {
    let tick = try #require(Meter.counting(ticks: 0).transition(on: .tick))
    #expect(tick.to == .counting(ticks: 1))
    #expect(tick.cancelledTimers.isEmpty && tick.startedTimers.isEmpty)
    // A row back to the same case exits and enters: the timer restarts.
    let reset = try #require(tick.to.transition(on: .reset))
    #expect(reset.cancelledTimers == [TimedEvent(event: .timeout, delay: .seconds(10))])
    #expect(reset.startedTimers == [TimedEvent(event: .timeout, delay: .seconds(10))])
  }

  @Test func aStepOfOneRegionLeavesTheOtherRegionsTimersAlone() throws {
    let start = Kiosk(screen: .active, printer: .ready)
    // Printing moves the printer only: the screen's 30 s timer goes on.
    let print = try #require(start.transition(on: .print))
    #expect(print.cancelledTimers.isEmpty)
    #expect(print.startedTimers == [TimedEvent(event: .done, delay: .seconds(5))])
    // A touch moves the screen (`active` to itself) and not the printing printer.
    let touch = try #require(print.to.transition(on: .touch))
    #expect(touch.cancelledTimers == [TimedEvent(event: .timeout, delay: .seconds(30))])
    #expect(touch.startedTimers == [TimedEvent(event: .timeout, delay: .seconds(30))])
    #expect(
      Set(pendingTimers(start, after: [.print, .touch]).map(\.case)) == [.done, .timeout])
  }

  @Test func aMachineStartsWhereItsStateSettles() {
    #expect(ApprovalFlow.checking(amount: 40).settled == .approved(amount: 40))
    #expect(ApprovalFlow.checking(amount: 400).settled == .review(amount: 400))
    #expect(ApprovalFlow.editing(amount: 40).settled == .editing(amount: 40))
    for start in [ApprovalFlow.checking(amount: 40), .checking(amount: 400), .editing(amount: 1)] {
      #expect(Machine(start).state == start.settled)
    }
    // A machine without eventless rows starts where it is created.
    #expect(Meter.counting(ticks: 3).settled == .counting(ticks: 3))
  }
}
