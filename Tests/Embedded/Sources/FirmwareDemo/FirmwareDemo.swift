// Runs the firmware machines as firmware would — one loop, values, no `Machine` — and checks every
// step against what the tables say. Built in Embedded mode for the build machine by
// `Scripts/embedded.sh`, which also compares what it prints with `expected-output.txt`.

import FSMMacros
import FirmwareMachines

/// What the checks found.
struct Report {
  /// The lines printed that differ from what was expected, and the failed checks.
  var failures = 0

  /// Sends each event to `state`, printing each step (or the rejection), and checks the step
  /// descriptions against `expected`.
  mutating func run<M: StateMachine>(
    _ title: String, _ state: M, _ events: [M.Event], expected: [String]
  ) {
    print("== \(title)")
    var state = state
    var memory = StateMemory<M>()
    var lines: [String] = []
    for event in events {
      // A history row returns where the memory says, as a `Machine` would.
      if let step = state.transition(on: event, memory: memory) {
        memory.record(step)
        state = step.to
        lines.append("\(step)")
      } else {
        lines.append("rejected \(event.case) in \(state.case)")
      }
    }
    for (index, line) in lines.enumerated() {
      print("  \(line)")
      if index >= expected.count || expected[index] != line {
        print("  ^ expected: \(index < expected.count ? expected[index] : "nothing")")
        failures += 1
      }
    }
    if lines.count < expected.count {
      print("  missing: \(expected.count - lines.count) steps")
      failures += 1
    }
  }

  /// Counts a failed check, printing it.
  mutating func check(_ condition: Bool, _ what: String) {
    print(condition ? "ok: \(what)" : "FAILED: \(what)")
    if !condition { failures += 1 }
  }
}

@main
enum FirmwareDemo {
  static func main() {
    var report = Report()
    report.run(
      "Debounce", Debounce.released,
      [.high, .high, .high, .low, .high, .low, .glitch, .reset, .tick],
      expected: [
        "released --high--> settling",
        "settling --high--> settling",
        "settling --high--> pressed / keyDown",
        "pressed --low--> released / keyUp",
        "released --high--> settling",
        "settling --low--> released",
        "released --glitch--> fault",
        "fault --reset--> released",
        "rejected tick in released",
      ])

    var button = Debounce.released
    let timed = Debounce.timedEvents(in: .settling())
    report.check(timed.count == 1 && timed[0].delay == .milliseconds(20), "Debounce times settling")
    report.check(!button.accepts(.low), "Debounce rejects low when released")
    do {
      try button.send(.low)
      report.check(false, "send(.low) throws")
    } catch {
      report.check(
        error.state == .released && error.event == .low, "the error names the state and event")
    }
    report.check(button == .released, "a rejected event leaves the value unchanged")

    report.run(
      "Motor", Motor.off,
      [.start, .spunUp(rpm: 1200), .setSpeed(rpm: 3000), .stall, .clear, .brake, .stop, .clear],
      expected: [
        "off --start--> starting / enableDriver",
        "starting --spunUp--> running",
        "running --setSpeed--> running",
        "running --stall--> stalled / alarm",
        "stalled --clear--> running",
        "running --brake--> braking",
        "braking --stop--> off / disableDriver",
        "rejected clear in off",
      ])

    var motor = Motor.off
    _ = try? motor.start()
    _ = try? motor.spunUp(rpm: 900)
    report.check(motor == .running(rpm: 900), "the event's rpm flows into running")
    report.check(Motor.superstates(of: .braking) == [.powered], "braking is powered")

    report.run(
      "CodeLock", CodeLock.idle,
      [
        .digit1, .digit2, .digit3, .enter, .timeout, .digit1, .digit0, .timeout, .key, .clear,
        .enter,
      ],
      expected: [
        "idle --digit1--> one",
        "one --digit2--> two",
        "two --digit3--> three",
        "three --enter--> open / unlatch",
        "open --timeout--> idle",
        "idle --digit1--> one",
        "one --digit0--> alarm / siren",
        "alarm --timeout--> locked",
        "locked --key--> service",
        "service --clear--> idle",
        "rejected enter in idle",
      ])

    report.run(
      "StatusLight", StatusLight(), [.acknowledge, .connect, .fail, .acknowledge, .fail],
      expected: [
        "rejected acknowledge in (off, quiet)",
        "(off, quiet) --connect--> (blinking, quiet)",
        "(blinking, quiet) --fail--> (error, beeping)",
        "(error, beeping) --acknowledge--> (off, quiet)",
        "(off, quiet) --fail--> (off, beeping)",
      ])

    report.run(
      "Selector", Selector.position0, [.turn3, .turn3, .turn7, .turn0],
      expected: [
        "position0 --turn3--> position3",
        "position3 --turn3--> position3",
        "position3 --turn7--> position7",
        "position7 --turn0--> position0",
      ])
    report.check(Selector.edges.count == 64, "Selector's 64 edges, decoded from their string")
    report.check(
      Selector.edges[9].source == .position1 && Selector.edges[9].target == .position1,
      "Selector's tenth edge: position1 --turn1--> position1")

    // A parallel state inside a state: inner rows first, the holder's leave all of it.
    report.run(
      "Dispenser", Dispenser.idle, [.coin, .level, .primed, .level, .stop],
      expected: [
        "idle --coin--> dispensing",
        "rejected level in dispensing",
        "dispensing --primed--> dispensing / valveOpen",
        "dispensing --level--> dispensing / valveClosed",
        "dispensing --stop--> idle",
      ])
    report.run(
      "Dispenser", Dispenser.idle, [.coin, .primed, .level, .primed, .empty, .coin, .jam],
      expected: [
        "idle --coin--> dispensing",
        "dispensing --primed--> dispensing / valveOpen",
        "dispensing --level--> dispensing / valveClosed",
        "dispensing --primed--> dispensing / valveOpen",
        "dispensing --empty--> served / valveClosed",
        "served --coin--> dispensing",
        "dispensing --jam--> idle",
      ])
    var dispenser = Dispenser.dispensing(Dispenser.Pour(cup: .placed, pump: .running()))
    _ = try? dispenser.send(.level)
    report.check(
      dispenser.isIn(.dispensing(.cup(.full))) && dispenser.isIn(.dispensing(.pump(.priming))),
      "both regions move on one event, the cup's condition read before the step")

    // Typestate: each state a `~Copyable` struct whose methods are the events it accepts.
    let open: Latch.Open = Latch.Closed().unlock(seconds: 5)
    report.check(open.seconds == 5, "the latch opens for 5 seconds")
    let closed: Latch.Closed = open.close()
    report.check(closed.state == .closed, "the latch closes")

    // Eventless rows and completion: a step ends where the machine settles.
    report.run(
      "Charger", Charger.idle,
      [
        .plug(millivolts: 3_300), .reached, .topped, .unplug, .plug(millivolts: 2_000), .unplug,
        .plug(millivolts: 4_100), .unplug,
      ],
      expected: [
        "idle --plug--> bulk",
        "bulk --reached--> absorption",
        "absorption --topped--> resting / ledGreen",
        "resting --unplug--> idle",
        "idle --plug--> fault",
        "fault --unplug--> idle",
        "idle --plug--> absorption",
        "absorption --unplug--> idle",
      ])
    var charger = Charger.absorption
    let topped = try? charger.send(.topped)
    report.check(
      Charger.microsteps(of: topped!).count == 1 && charger == .resting,
      "full completes charging, whose completion row rests the charger")

    // Activities on a chip: each step says what to start and stop, and the loop does it.
    var sampler = Sampler.idle
    var sampling: [Sampler.Activity] = []
    for event in [Sampler.Event.start(channel: 2), .sampled(value: 7), .stop] {
      guard let step = try? sampler.send(event) else {
        report.check(false, "Sampler accepts \(event.case)")
        continue
      }
      for stopped in step.stoppedActivities {
        sampling.removeAll { $0 == stopped.activity }
      }
      sampling += step.startedActivities.map { $0.activity }
      if case .sampled = event {
        report.check(
          step.stoppedActivities.map { $0.activity } == [.sample(channel: 2)]
            && step.startedActivities.map { $0.activity } == [.sample(channel: 2)],
          "a sample read restarts the sampling activity")
      }
    }
    report.check(sampling.isEmpty && sampler == .idle, "stop stops the sampling activity")

    report.check(CodeLock.edges.count == 15, "CodeLock has an edge per row and source: 15")
    report.check(CodeLock.dot.hasPrefix("digraph \"CodeLock\" {"), "CodeLock's DOT")

    print(report.failures == 0 ? "all steps as expected" : "\(report.failures) failures")
    // `exit` flushes what was printed; a trap would lose it.
    exit(report.failures == 0 ? 0 : 1)
  }
}

/// The C library's `exit`: Embedded Swift has no `Glibc` module to declare it.
@_silgen_name("exit")
func exit(_ status: Int32) -> Never
