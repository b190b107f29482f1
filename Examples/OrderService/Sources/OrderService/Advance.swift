import FSMMacros
import Foundation
import OrderMachine

/// FSM's part of a request: the order's snapshot restored, the timers whose deadline passed
/// fired, the request's event sent, and the new snapshot taken. A pure function of its inputs:
/// the machine runs on a clock that stands still at `now`, so no timer fires while the
/// transaction is open, and the database alone decides when the next one is due.
struct Advance {
  /// The steps of the timers that were due, in deadline order, before the request's event.
  var timerSteps: [Step<Order>]
  /// The request's step, when it had an event and the state accepted it.
  var step: Step<Order>?
  /// Why the state refused the request's event.
  var rejection: InvalidTransition<Order>?
  /// The machine after all of it, taken at `now`.
  var snapshot: MachineSnapshot<Order>
  /// How long all of it took (the `fsm` part of `Server-Timing`).
  var time: Duration

  /// Every step, in order: the timers' first.
  var steps: [Step<Order>] { timerSteps + (step.map { [$0] } ?? []) }

  init(_ saved: MachineSnapshot<Order>, at now: Duration, sending event: Order.Event?) async {
    let start = ContinuousClock.now
    let clock = StoppedClock(at: now)
    // `.keepDeadline` at `now`: every timer whose wall-clock deadline has passed fires, in
    // deadline order, exactly once; the others keep the time they have left.
    let machine = Machine(
      restoring: saved, recentStepsLimit: 16, clock: clock, timers: .keepDeadline, restoredAt: now)
    await machine.waitForEffects()
    timerSteps = machine.recentSteps
    switch event.map(machine.send) {
    case .transitioned(let step)?: self.step = step
    case .rejected(let invalid)?: rejection = invalid
    case .enqueued?:
      // Nothing else sends to this machine, and its due timers have fired: unreachable.
      preconditionFailure("a restored order queued an event with nothing in flight")
    case nil: break
    }
    snapshot = machine.snapshot(takenAt: now)
    time = ContinuousClock.now - start
  }
}

/// A clock that does not move: `now` is fixed, a deadline already reached returns at once, and
/// a later one ends its sleep with `CancellationError` instead of waiting. A machine on it
/// fires exactly the timers that are due at `now`, and its snapshot still holds the others with
/// the time they have left.
struct StoppedClock: Clock {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let now: Instant
  var minimumResolution: Duration { .zero }

  init(at time: Duration) { now = Instant(offset: time) }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if deadline > now { throw CancellationError() }
  }
}

/// The wall-clock time since 1970, as FSM's snapshots count it.
func wallClockNow() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_REALTIME, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
