// W1's `taskPerTimer`: the timed turnstile as a careful engineer writes it without FSM, the
// baseline of what a `Machine`'s timers cost (issue 69): a switch behind a lock, and one `Task`
// per timer, kept beside the state, cancelled when the state is left, numbered by visit so that
// a timer whose sleep ended as its visit did sends nothing.

import Dispatch

/// Every timer task the hand-kept turnstile has started and not yet seen end: a run waits for
/// them (`waitForTimerTasks()`), so that the work of each (scheduled, run, cancelled, freed) is
/// counted in the run that started it, whatever the threads' timing. Without the wait,
/// valgrind's count depended on how many tasks had run when the process ended: 1,728 and 5,406
/// instructions a step in two runs of the same build. A group's `enter` and `leave` are an
/// atomic operation each.
let timerTasks = DispatchGroup()

/// Waits until every timer task started has ended.
func waitForTimerTasks() {
  timerTasks.wait()
}

/// The state of a hand-kept timed turnstile: the turnstile, its pending timer, and the visit of
/// `unlocked` the timer belongs to.
struct TaskTimedTurnstile {
  var state: Turnstile = .locked
  var timer: Task<Void, Never>?
  var visit = 0
}

/// One event sent to the hand-kept timed turnstile, out of line as `lockedHeld`'s actions are:
/// entering `unlocked` (from `locked`, or again by `coin`) starts a task that sleeps an hour
/// and then pushes; leaving it (or entering it again) cancels the task.
@inline(never) func taskTimedTurnstileAction(
  _ model: HandLocked<TaskTimedTurnstile>, _ event: Turnstile.Event
) -> TaskTimedTurnstile? {
  model.send(
    event,
    next: { (held: TaskTimedTurnstile, event: Turnstile.Event) -> TaskTimedTurnstile? in
      guard let to = Turnstile.switchNext(held.state, event) else { return nil }
      var next = held
      if held.state == .unlocked {
        next.timer?.cancel()
        next.timer = nil
      }
      next.state = to
      if to == .unlocked {
        next.visit &+= 1
        let visit = next.visit
        timerTasks.enter()
        next.timer = Task { [weak model] in
          defer { timerTasks.leave() }
          do {
            try await Task.sleep(for: .seconds(3_600))
          } catch {
            return
          }
          _ = model?.send(
            .push,
            next: { (held: TaskTimedTurnstile, _: Turnstile.Event) -> TaskTimedTurnstile? in
              guard held.visit == visit, held.state == .unlocked else { return nil }
              return TaskTimedTurnstile(state: .locked, timer: nil, visit: held.visit)
            }, target: { $0 })
        }
      }
      return next
    }, target: { $0 })
}
