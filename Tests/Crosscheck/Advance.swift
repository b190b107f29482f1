// `fsm-crosscheck --advance`: the pure step of a snapshot
// (`MachineSnapshot.advanced(to:sending:)`) against a `Machine` restored from the same snapshot
// with `.keepDeadline` at the same time, on every machine of the tool (timers, superstates with
// history, regions, eventless rows, activities, composite states): snapshots taken along random
// runs, some with events queued, advanced by a random time with or without a random event. Both
// must take the same steps, emit the same effects, run the same activities and end in the same
// snapshot. Prints a summary; exits 1 on a difference.

import FSMMacros
import FSMTesting
import Foundation

/// Whether the tool runs the advance check instead of writing reports.
let checksAdvance = CommandLine.arguments.contains("--advance")

/// What the check compared and found.
nonisolated(unsafe) var advanceComparisons = 0
nonisolated(unsafe) var advanceDifferences: [String] = []

/// Runs a state's activities until they are cancelled: an activity's scope decides how long it
/// runs.
struct EndlessTasks<M: StateMachine>: ActivityHandling
where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {
  func run(_ activity: M.Activity, context: ActivityContext<M>) async -> M.Event? {
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(3_600))
    }
    return nil
  }
}

/// The effects a machine's handler was given, from its activities.
final class EffectRecorder<M: StateMachine>: @unchecked Sendable {
  private let lock = NSLock()
  private var effects: [EmittedEffect<M>] = []

  func append(_ effect: M.Effect, _ id: EffectID) {
    lock.withLock { effects.append(EmittedEffect(id: id, effect: effect)) }
  }
  /// In the order of their ids.
  func take() -> [String] {
    lock.withLock { effects.sorted { $0.id < $1.id }.map { "\($0.id) \($0.effect)" } }
  }
}

/// A value's whole description, for values that are not `Equatable` here.
func dumped(_ value: some Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}

/// Compares the pure advance of `snapshot` to `now`, sending `event`, with a `Machine` restored.
func compareAdvance<M: StateMachine>(
  _ snapshot: MachineSnapshot<M>, to now: Duration, sending event: M.Event?
) where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {
  advanceComparisons += 1
  let name =
    "\(M.self) from \(snapshot.state) (+\(now - snapshot.takenAt), "
    + "\(snapshot.queued.count) queued) on \(event.map { "\($0)" } ?? "no event")"
  let pure: SnapshotAdvance<M>
  do {
    pure = try snapshot.advanced(to: now, sending: event)
  } catch {
    advanceDifferences.append("\(name): the advance threw \(error)")
    return
  }
  let effects = EffectRecorder<M>()
  let restored = Machine(
    restoring: snapshot, recentStepsLimit: 100_000, clock: TestClock(), timers: .keepDeadline,
    restoredAt: now, activities: M._hasActivities ? EndlessTasks<M>() : nil,
    effects: { effect, context in effects.append(effect, context.effectID) })
  let tasksBefore = Set(snapshot.runningActivities)
  blocking { await restored.waitForEffects() }
  var rejection: InvalidTransition<M>?
  var taken: Step<M>?
  if let event {
    switch restored.send(event) {
    case .rejected(let invalid): rejection = invalid
    case .transitioned(let step): taken = step
    case .enqueued: break
    }
    blocking { await restored.waitForEffects() }
  }
  let after = restored.snapshot(takenAt: now)
  var problems: [String] = []
  if dumped(restored.recentSteps) != dumped(pure.steps) {
    problems.append("steps: Machine \(restored.recentSteps), advance \(pure.steps)")
  }
  if dumped(rejection) != dumped(pure.rejection) {
    problems.append(
      "rejection: Machine \(String(describing: rejection)), advance "
        + "\(String(describing: pure.rejection))")
  }
  // The event's own step, among the timers' before and after it.
  if dumped(taken) != dumped(pure.step) {
    problems.append(
      "the event's step: Machine \(String(describing: taken)), advance "
        + "\(String(describing: pure.step))")
  }
  // A `Machine` starts each effect in a task of its own: the order they reach the handler in is
  // not theirs, their ids' is.
  if effects.take() != pure.effects.map({ "\($0.id) \($0.effect)" }) {
    problems.append("effects: Machine \(effects.take()), advance \(pure.effects)")
  }
  if dumped(after) != dumped(pure.snapshot) {
    problems.append("snapshot: Machine \(dumped(after)), advance \(dumped(pure.snapshot))")
  }
  // The activities running after: those kept and those started; the cancelled ones not.
  let running = Set(after.runningActivities)
  let started = Set(pure.activitiesToStart.map(\.declaration))
  let cancelled = Set(pure.activitiesToStop.map(\.declaration))
  if running != tasksBefore.subtracting(cancelled).union(started) {
    problems.append(
      "activities: Machine runs \(running.sorted()), advance starts \(started.sorted()) and cancels "
        + "\(cancelled.sorted()) of \(tasksBefore.sorted())")
  }
  if !problems.isEmpty {
    advanceDifferences.append("\(name): " + problems.joined(separator: "; "))
  }
}

/// `runs` random runs of `length` moves (an event, or time passing) on a `Machine` on a
/// `TestClock`; after each move, its snapshot is advanced by a random time, with or without a
/// random event, and some with events queued.
func checkAdvance<M: StateMachine>(
  _ machine: M, events: [M.Event], runs: Int, length: Int, generator: inout SeededGenerator
) where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {
  // A wall-clock time in 2027: snapshots count from 1970.
  let base = Duration.seconds(1_800_000_000)
  let gaps: [Duration] = [
    .zero, .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(9),
  ]
  for _ in 0..<runs {
    let clock = TestClock()
    let running = Machine(
      machine, clock: clock, activities: M._hasActivities ? EndlessTasks<M>() : nil)
    var elapsed = Duration.zero
    for _ in 0..<length {
      if Bool.random(using: &generator) {
        let step = gaps.randomElement(using: &generator)!
        elapsed += step
        blocking {
          await clock.advance(by: step)
          await running.waitForEffects()
        }
      } else {
        _ = running.send(events.randomElement(using: &generator)!)
        blocking { await running.waitForEffects() }
      }
      var snapshot = running.snapshot(takenAt: base + elapsed)
      if Int.random(in: 0..<4, using: &generator) == 0 {
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
          snapshot.queued.append(events.randomElement(using: &generator)!)
        }
      }
      let event = Bool.random(using: &generator) ? events.randomElement(using: &generator) : nil
      compareAdvance(
        snapshot, to: base + elapsed + gaps.randomElement(using: &generator)!, sending: event)
    }
  }
}

/// Prints what the check compared and found, and exits 1 on a difference.
func finishAdvanceCheck() -> Never {
  for difference in advanceDifferences.prefix(20) {
    print(difference)
  }
  print(
    "advance: \(advanceComparisons) snapshots advanced, \(advanceDifferences.count) differ from "
      + "a restored Machine")
  exit(advanceDifferences.isEmpty ? 0 : 1)
}
