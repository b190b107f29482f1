// Prints, as JSON, each machine's `scxml` and the steps its `Machine` takes on random event
// sequences: for each event, whether it was taken, the states exited (innermost first, regions
// in reverse declaration order), the effects, the states entered (outermost first, regions in
// declaration order), and the outcome of each Swift guard the step could consult.
// Scripts/scxml-check.py replays the sequences in an SCXML interpreter and compares. A run ends
// before an event that `Machine` refuses for its microstep limit (eventless and completion rows
// going round forever), which an interpreter would never finish.
//
//   swift run fsm-crosscheck [--runs N] [--length N] [--seed N] [--ticks]
//   swift run fsm-crosscheck --advance [--runs N] [--length N] [--seed N]
//
// With `--ticks`, some of each sequence's steps let time pass on the machine's `TestClock`
// (`+1000`: a second) instead of sending an event, and report the steps its timers took, for a
// check in XState (which runs `after` timers on a clock of its own) by hand.
//
// With `--advance`, it prints no report: it checks each machine's snapshots advanced by the pure
// step against a restored `Machine` instead (`Advance.swift`).

import FSMExamples
import FSMMacros
import FSMTesting
import Foundation

/// The generated machines' files (Scripts/random-*-machines.py) name the generator this way.
typealias SeededGenerator = SeededRandom

struct Report: Encodable {
  struct Run: Encodable {
    var events: [String]
    var steps: [StepReport]
  }

  struct StepReport: Encodable {
    var taken: Bool
    var exits: [String]
    var effects: [String]
    var entries: [String]
    /// By row (`transitions[3]`): the guard's outcome for the state and event.
    var guards: [String: Bool]
    /// For a machine whose states hold machines, the states it is in after the step that hold
    /// none (`a2.r0.h1`), sorted: what a tree's import is compared with.
    var leaves: [String]? = nil
    /// Where the states it is in after the step are in `xstate`: each active part's keys
    /// (`_xstateKeys(of:)`, what the inspector's state value is made of).
    var value: [[String]]
  }

  var name: String
  var scxml: String
  var xstate: String
  /// The cases the machine starts in, one per region (`alpha.s0`), as steps name them.
  var start: [String]
  /// Each superstate's `initial:` case, by superstate (a machine without regions).
  var initials: [String: String]
  /// The effects of the microsteps the initial state settles by.
  var startEffects: [String]
  /// The keys of the start's active parts in `xstate`, as a step's `value`.
  var startValue: [[String]]
  /// Whether states hold machines (the top an enum, a `Part` of its own).
  var composite: Bool
  /// The names of the machine's own superstates.
  var superstates: [String]
  /// The ids of the superstates of held tables (`a1.r0.sb`), which a step's `exited` and
  /// `entered` do not name (they list `Part`s): the check leaves them out of SCXML's.
  var heldSuperstates: [String]? = nil
  var runs: [Run]
}

/// The ids of the states a step's rows left and entered, as SCXML orders them: `trace`'s states
/// (`Step.exited` and `Step.entered`), each with the superstates of the machine's own that it
/// left or entered (after a state left, before a state entered, in its region).
func ids<M: StateMachine>(
  _ trace: _StepTrace<M>, from: M, to: M
) -> (exits: [String], entries: [String]) {
  let source = M.superstates(of: from.case).map { "\($0)" }
  let target = M.superstates(of: to.case).map { "\($0)" }
  let exited = source.filter { !target.contains($0) }
  let entered = target.reversed().filter { !source.contains($0) }
  // A region's states and superstates are named `region.name`; a machine's have no region (a
  // state inside a composite state is named from it, `state.region.name`, and its region is
  // never a region of the machine's own). A superstate goes with the states of its own table,
  // named with as many names: in a struct at the top, `r1.g` with `r1.a0`, not `r1.a0.r0.b1`.
  func region(_ id: String) -> Substring { id.contains(".") ? id.prefix { $0 != "." } : "" }
  func beside(_ superstate: String, _ part: String) -> Bool {
    region(superstate) == region(part)
      && superstate.split(separator: ".").count == part.split(separator: ".").count
  }
  var exits: [String] = []
  var entries: [String] = []
  for part in trace.exited.map({ "\($0)" }) {
    exits.append(part)
    exits += exited.filter { beside($0, part) }
  }
  for part in trace.entered.map({ "\($0)" }) {
    entries += entered.filter { beside($0, part) }
    entries.append(part)
  }
  return (exits, entries)
}

/// The ids of the states `step` left and entered, its event's rows only.
func trace<M: StateMachine>(_ step: Step<M>) -> (exits: [String], entries: [String]) {
  ids(M._trace(of: step), from: step.from, to: step.to)
}

/// The keys in `M.xstate` of every state `state` is in, at every depth.
func xstateValue<M: StateMachine>(_ state: M) -> [[String]] {
  state.activeParts.map(M._xstateKeys(of:))
}

/// The states `state` is in that hold no machine, by their parts (`a2.r0.h1`), sorted.
func leaves<M: StateMachine>(_ state: M) -> [String] {
  let parts = state.activeParts.map { "\($0)" }
  return parts.filter { part in !parts.contains { $0.hasPrefix(part + ".") } }.sorted()
}

/// The outcome of each guarded row of `rows` that leaves `state` on `event`.
func guards<M: StateMachine>(
  _ rows: [Transition<M>], table: String, _ state: M, _ event: M.Event
) -> [String: Bool] {
  var result: [String: Bool] = [:]
  // An eventless or completion row's guard may be asked in any microstep of the step: the
  // random machines' are constants, reported whatever the state.
  for (position, row) in rows.enumerated() where row.event == nil {
    if let condition = row.guardCondition {
      result["\(table)[\(position)]"] = condition(state, event)
    }
  }
  for (position, row) in rows.enumerated() where row.event == event.case {
    guard let condition = row.guardCondition else { continue }
    let leaves: Bool
    switch row.sources {
    case .states(let states): leaves = states.contains(state.case)
    case .anyExcept(let states): leaves = !states.contains(state.case)
    case .within(let superstate): leaves = M.superstates(of: state.case).contains(superstate)
    }
    if leaves {
      result["\(table)[\(position)]"] = condition(state, event)
    }
  }
  return result
}

/// `runs` random sequences of `length` events from `events`, each sent to a fresh `Machine`
/// on a clock that never moves (timed events are sent like the others).
func report<M: StateMachine>(
  _ machine: M, events: [M.Event], rows: [Transition<M>] = [],
  superstates: [SuperstateDeclaration<M>] = [], heldSuperstates: [String] = [],
  runs: Int, length: Int, generator: inout SeededGenerator
) -> Report where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {
  if checksAdvance {
    checkAdvance(machine, events: events, runs: runs, length: length, generator: &generator)
    return Report(
      name: "\(M.self)", scxml: "", xstate: "", start: [], initials: [:], startEffects: [],
      startValue: [], composite: false, superstates: [], runs: [])
  }
  var result = Report(
    name: "\(M.self)", scxml: M.scxml, xstate: M.xstate,
    // A machine settles its initial state by its eventless and completion rows.
    start: M.parts(of: Machine(machine).state.case).map { "\($0)" },
    initials: Dictionary(
      superstates.compactMap { declaration in
        declaration.initial.map { ("\(declaration.superstate)", "\($0.case)") }
      }, uniquingKeysWith: { first, _ in first }),
    startEffects: startEffects(of: machine), startValue: xstateValue(Machine(machine).state),
    // A machine whose states hold machines, at the top or in a region of a struct.
    composite: M._holdsMachines || (M._regionCount == 1 && M.Part.self != M.Case.self),
    superstates: Array(Set(M.Case.allCases.flatMap { M.superstates(of: $0).map { "\($0)" } }))
      .sorted(),
    runs: [])
  if !heldSuperstates.isEmpty {
    result.heldSuperstates = heldSuperstates
  }
  let composite = result.composite
  // With `--ticks`, a quarter of the sequence lets time pass instead of sending an event.
  let ticks = CommandLine.arguments.contains("--ticks")
  for _ in 0..<runs {
    let clock = TestClock()
    let running = Machine(machine, clock: clock)
    let fired = StepRecorder<M>()
    running.onTransition { fired.append($0) }
    // A step with microsteps exits and enters part by part: its exit and enter observers say
    // what, in order.
    // (A machine with regions is traced part by part from its table: its observers see cases,
    // which are combinations.)
    // (A machine whose states hold machines too: its observers see the states of its own.)
    let parts =
      M._settles && M._regionCount == 1 && M.Part.self == M.Case.self
      ? observeParts(of: running) : nil
    var run = Report.Run(events: [], steps: [])
    for _ in 0..<length {
      if ticks, Double.random(in: 0..<1, using: &generator) < 0.25 {
        let milliseconds = [500, 1_000, 2_000, 3_000, 5_000].randomElement(using: &generator)!
        var outcomes: [String: Bool] = [:]
        for timed in M.timedEvents(in: running.state) {
          outcomes.merge(
            guards(rows, table: "transitions", running.state, timed.event),
            uniquingKeysWith: { first, _ in first })
        }
        fired.clear()
        parts?.clear()
        blocking {
          await clock.advance(by: .milliseconds(milliseconds))
          await running.waitForEffects()
        }
        let steps = fired.take()
        var traces = steps.map { trace($0) }
        if let parts {
          traces = [parts.take()]
        }
        run.events.append("+\(milliseconds)")
        run.steps.append(
          .init(
            taken: !steps.isEmpty, exits: traces.flatMap(\.exits),
            effects: steps.flatMap { $0.effects.map { "\($0.case)" } },
            entries: traces.flatMap(\.entries), guards: outcomes,
            leaves: composite ? leaves(running.state) : nil, value: xstateValue(running.state)))
        continue
      }
      let event = events.randomElement(using: &generator)!
      let outcomes = guards(rows, table: "transitions", running.state, event)
      run.events.append("\(event.case)")
      let (state, memory) = (running.state, running.memory)
      parts?.clear()
      let result = running.send(event)
      // Eventless and completion rows that go round forever on this event: `Machine` refuses it
      // (`microstepLimit`, its state unchanged) where W3C's interpreters never end, so the run
      // ends before it.
      if case .rejected(let refusal) = result, refusal.reason == .microstepLimit {
        run.events.removeLast()
        break
      }
      switch result {
      case .transitioned(let step):
        var (exits, entries) = trace(step)
        var effects = step.effects.map { "\($0.case)" }
        if let parts {
          (exits, entries) = parts.take()
          effects = settledEffects(of: state, on: event, memory: memory)
        } else if M._settles {
          (exits, entries, effects) = settledTrace(of: state, on: event, memory: memory)
        }
        run.steps.append(
          .init(
            taken: true, exits: exits, effects: effects, entries: entries, guards: outcomes,
            leaves: composite ? leaves(running.state) : nil, value: xstateValue(running.state)))
      default:
        run.steps.append(
          .init(
            taken: false, exits: [], effects: [], entries: [], guards: outcomes,
            leaves: composite ? leaves(running.state) : nil, value: xstateValue(running.state)))
      }
    }
    result.runs.append(run)
  }
  return result
}

/// What a machine's exit and enter observers see, in order: for a step with microsteps, the
/// exits and entries of each part in turn.
final class PartRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var exits: [String] = []
  private var entries: [String] = []

  func exit(_ id: String) { lock.withLock { exits.append(id) } }
  func enter(_ id: String) { lock.withLock { entries.append(id) } }
  func clear() { lock.withLock { (exits, entries) = ([], []) } }
  func take() -> (exits: [String], entries: [String]) { lock.withLock { (exits, entries) } }
}

/// Records the exits and entries of `machine`'s cases and superstates.
func observeParts<M: StateMachine>(of machine: Machine<M>) -> PartRecorder
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let recorder = PartRecorder()
  var superstates: [M.Superstate] = []
  for state in M.Case.allCases {
    machine.onExit(state) { _ in recorder.exit("\(state)") }
    machine.onEnter(state) { _ in recorder.enter("\(state)") }
    for superstate in M.superstates(of: state) where !superstates.contains(superstate) {
      superstates.append(superstate)
    }
  }
  for superstate in superstates {
    machine.onExit(superstate: superstate) { _ in recorder.exit("\(superstate)") }
    machine.onEnter(superstate: superstate) { _ in recorder.enter("\(superstate)") }
  }
  return recorder
}

/// The effects of the microsteps `state` settles by, with `memory`: as a `Machine` created in it
/// takes them, by default.
func startEffects<M: StateMachine>(
  of state: M, memory: StateMemory<M> = StateMemory()
) -> [String] {
  var state = state
  var memory = memory
  var effects: [String] = []
  _ = M._settle(&state, memory: &memory) { microstep in
    effects += microstep.effects.map { "\($0.case)" }
  }
  return effects
}

/// The exits, effects and entries of `event` from `state` with `memory`, part by part: its own
/// rows' step, then each microstep, each moving the regions it says.
func settledTrace<M: StateMachine>(
  of state: M, on event: M.Event, memory: StateMemory<M>
) -> (exits: [String], entries: [String], effects: [String]) {
  guard let first = state._firstStep(on: event, memory: memory) else { return ([], [], []) }
  var (exits, entries) = trace(first)
  var effects = M._eventEffects(of: first).map { "\($0.case)" }
  var settled = first.to
  var memory = memory
  memory.record(first)
  _ = M._settle(
    &settled, entered: M._regionsMoved(by: first), first: first, memory: &memory
  ) { microstep in
    let part = ids(M._trace(of: microstep), from: microstep.from, to: microstep.to)
    exits += part.exits
    entries += part.entries
    effects += microstep.effects.map { "\($0.case)" }
  }
  return (exits, entries, effects)
}

/// The effects of `event` from `state` with `memory`: its own row's, then its microsteps'.
func settledEffects<M: StateMachine>(
  of state: M, on event: M.Event, memory: StateMemory<M>
) -> [String] {
  guard let first = state._firstStep(on: event, memory: memory) else { return [] }
  var memory = memory
  memory.record(first)
  return (first.effect.map { ["\($0.case)"] } ?? []) + startEffects(of: first.to, memory: memory)
}

/// The steps a machine's observer saw, taken from another thread.
final class StepRecorder<M: StateMachine>: @unchecked Sendable {
  private let lock = NSLock()
  private var steps: [Step<M>] = []

  func append(_ step: Step<M>) { lock.withLock { steps.append(step) } }
  func clear() { lock.withLock { steps.removeAll() } }
  func take() -> [Step<M>] { lock.withLock { steps } }
}

/// Runs `body` to its end from synchronous code (the tool's top level): time on a `TestClock`
/// moves only in async code.
func blocking(_ body: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await body()
    done.signal()
  }
  done.wait()
}

var runs = 20
var length = 40
var seed: UInt64 = 2026
var arguments = CommandLine.arguments.dropFirst().filter { $0 != "--ticks" && $0 != "--advance" }[
  ...]
while let option = arguments.popFirst() {
  guard let value = arguments.popFirst() else { break }
  switch option {
  case "--runs": runs = Int(value) ?? runs
  case "--length": length = Int(value) ?? length
  case "--seed": seed = UInt64(value) ?? seed
  default: break
  }
}

var generator = SeededRandom(seed: seed)
var reports: [Report] = [
  report(
    Turnstile.locked, events: [.coin, .push, .fail(reason: "jammed"), .repair],
    runs: runs, length: length, generator: &generator),
  report(
    Download.idle,
    events: [
      .start(url: "https://example.com/a.zip"), .progress(progress: 0.5), .pause, .resume,
      .fail(code: 503), .retry, .complete(bytes: 1_024), .cancel,
    ],
    runs: runs, length: length, generator: &generator),
  report(
    Login.loggedOut(),
    events: [.submit(user: "ada", password: "x"), .failed, .succeeded, .logout],
    rows: Login.transitions, runs: runs, length: length, generator: &generator),
  report(
    Connection.idle,
    events: [.connect, .connected, .disconnect, .timeout, .retry],
    rows: Connection.transitions, runs: runs, length: length, generator: &generator),
  report(
    Toast.hidden, events: [.show(message: "Saved"), .dismiss, .tap], runs: runs, length: length,
    generator: &generator),
  report(
    Player.stopped,
    events: [.play, .pause, .resume, .stall, .ready, .stop, .call, .hangUp, .eject],
    superstates: Player.superstates, runs: runs, length: length, generator: &generator),
  report(
    Streaming(),
    events: [
      .play, .pause, .stop, .fetch, .progress(percent: 50), .done, .fail(reason: "offline"), .hide,
    ],
    runs: runs, length: length, generator: &generator),
  report(
    Dockyard(), events: [.pay, .capture, .ship, .cancel, .reset, .toggle], runs: runs,
    length: length, generator: &generator),
  report(
    Garage(),
    events: [.ignite, .stall, .engage, .shift, .clutch, .coast, .park, .tune, .band, .mute],
    heldSuperstates: ["engine.running.forward"], runs: runs, length: length,
    generator: &generator),
  report(
    Brewer.idle, events: [.start, .grind, .brew, .spill, .clean],
    superstates: Brewer.superstates, runs: runs, length: length, generator: &generator),
  report(
    Furnace.idle, events: [.fire, .load, .back, .cool, .reopen, .reset],
    superstates: Furnace.superstates, runs: runs, length: length, generator: &generator),
  report(
    Kettle(), events: [.start, .stop], runs: runs, length: length,
    generator: &generator),
]
reports += randomMachineReports(runs: runs, length: length, generator: &generator)
reports += randomNestedMachineReports(runs: runs, length: length, generator: &generator)
reports += randomEventlessMachineReports(runs: runs, length: length, generator: &generator)
reports += randomCompositeMachineReports(runs: runs, length: length, generator: &generator)
reports += randomCompositeMachineReports2(runs: runs, length: length, generator: &generator)
// After the random machines, so that their runs stay what they were.
reports.append(
  report(Relay(), events: [.go, .reset], runs: runs, length: length, generator: &generator))

if checksAdvance {
  finishAdvanceCheck()
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(reports))
FileHandle.standardOutput.write(Data("\n".utf8))
