import FSMMacros

let turnstileEvents: [Turnstile.Event] = (0..<1_024).map { $0 % 2 == 0 ? .coin : .push }
let timedTurnstileEvents: [TimedTurnstile.Event] = turnstileEvents.map {
  $0 == .coin ? .coin : .push
}

let w1Turnstile = Workload(
  name: "W1",
  summary: "turnstile: 2 states, coin/push alternating",
  stepsPerPass: turnstileEvents.count,
  acceptedShare: 1,
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: Turnstile.switchNext,
        target: { $0 }, digest: Turnstile.digest)
    },
    Implementation("locked") { passes in
      replayLocked(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: Turnstile.switchNext,
        target: { $0 }, digest: Turnstile.digest)
    },
    Implementation("table") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: Turnstile.tableNext,
        target: { $0 }, digest: Turnstile.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to, digest: { Turnstile.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Turnstile.locked, turnstileEvents, passes: passes,
        digest: { Turnstile.digest($0.to) })
    },
    Implementation("lockedHeld") { passes in
      replayLockedHeld(
        from: Turnstile.locked, turnstileEvents, passes: passes, send: turnstileLockedAction,
        digest: Turnstile.digest)
    },
    Implementation("held") { passes in
      replayHeld(
        from: Turnstile.locked, turnstileEvents, passes: passes,
        digest: { Turnstile.digest($0.to) })
    },
    Implementation("timers") { passes in
      replayMachine(
        from: TimedTurnstile.locked, timedTurnstileEvents, passes: passes,
        digest: { $0.to.case == .locked ? 0 : 1 })
    },
    Implementation("taskPerTimer") { passes in
      let checksum = replayLockedHeld(
        from: TaskTimedTurnstile(), turnstileEvents, passes: passes,
        send: taskTimedTurnstileAction, digest: { $0.state == .locked ? 0 : 1 })
      // Every pass ends in `locked`: each task was cancelled and ends soon.
      waitForTimerTasks()
      return checksum
    },
    Implementation("observable") { passes in
      replayObservable(
        from: Turnstile.locked, turnstileEvents, passes: passes, digest: { Turnstile.digest($0.to) }
      )
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: Turnstile.locked, turnstileEvents, passes: passes,
        digest: { Turnstile.digest($0.to) })
    },
    Implementation("modelByHand") { passes in
      replayHandObserved(
        from: Turnstile.locked, turnstileEvents, passes: passes,
        digest: { Turnstile.digest($0.to) })
    },
    Implementation("observed") { passes in
      replayObservedMachine(
        from: Turnstile.locked, turnstileEvents, passes: passes, digest: { Turnstile.digest($0.to) }
      )
    },
  ])
