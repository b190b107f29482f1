import FSMMacros
import OrderMachine

/// FSM's part of a request: the order's snapshot brought to `now` — the timers whose deadline
/// passed fire, first — then the request's event, and the new snapshot: the pure step of the
/// snapshot (`MachineSnapshot.advanced(to:sending:)`), with no `Machine`, clock or task. No timer
/// fires while the transaction is open: the database alone decides when the next one is due.
struct Advance {
  /// What the pure step returned, kept whole: read through the properties below, not copied
  /// out of it field by field (each copy, and the result's destroy after them, would be in the
  /// time measured).
  var result: SnapshotAdvance<Order>
  /// How long all of it took (the `fsm` part of `Server-Timing`).
  var time: Duration

  /// Every step, in order: the timers that were due (in deadline order), the request's event's
  /// (at `eventStep`), and the timers due at once after it.
  var steps: [Step<Order>] { result.steps }
  /// Where the request's step is in `steps`, when it had an event and the state accepted it.
  var eventStep: Int? { result.step == nil ? nil : result.eventIndex }
  /// The steps' effects, in order, each with its id (the step's number and its position):
  /// the same when the step is taken again from the same snapshot, the outbox's key.
  var effects: [EmittedEffect<Order>] { result.effects }
  /// Why the state refused the request's event.
  var rejection: InvalidTransition<Order>? { result.rejection }
  /// The machine after all of it, taken at `now`.
  var snapshot: MachineSnapshot<Order> { result.snapshot }

  /// How many of the steps are timers'.
  var timerStepCount: Int { steps.count - (eventStep == nil ? 0 : 1) }

  /// Throws when the saved snapshot does not fit the table (`SnapshotAdvanceError`), or is
  /// later than `now`.
  init(_ saved: MachineSnapshot<Order>, at now: Duration, sending event: Order.Event?) throws {
    let start = ContinuousClock.now
    result = try saved.advanced(to: now, sending: event)
    time = ContinuousClock.now - start
  }
}
