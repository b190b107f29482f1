import FSMExamples
import FSMMacros
import FSMTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A machine's documents, by the option that prints them, and its transition cover.
struct Documents {
  var text: [String: String]
  var paths: () -> [String]

  init<M: StateMachine>(_ machine: M.Type, paths: @escaping () -> [String]) {
    text = ["--dot": M.dot, "--mermaid": M.mermaid, "--scxml": M.scxml, "--xstate": M.xstate]
    self.paths = paths
  }
}

/// The demo's machines by name, for `--dot`, `--mermaid`, `--scxml`, `--xstate` and `--paths`.
let machines: [String: Documents] = [
  "Turnstile": Documents(Turnstile.self) { cover(of: Turnstile.self) },
  "Download": Documents(Download.self) { cover(of: Download.self) },
  "Login": Documents(Login.self) { cover(of: Login.self) },
  "Connection": Documents(Connection.self) { cover(of: Connection.self) },
  "Toast": Documents(Toast.self) { cover(of: Toast.self) },
  "Player": Documents(Player.self) { cover(of: Player.self) },
  "Streaming": Documents(Streaming.self) {
    // A machine with regions: its cover is found by sending events (one per event case).
    cover(
      from: Streaming(),
      sending: [
        .play, .pause, .stop, .fetch, .progress(percent: 50), .done, .hide,
        .fail(reason: "offline"),
      ])
  },
]

/// A machine's transition cover from its initial state, one path a line:
/// `locked --coin--> unlocked --push--> locked` (`?` for a target known only at run time,
/// `history of active` for a row that returns to a superstate's history).
func cover<M: StateMachine>(of machine: M.Type) -> [String] where M.Part == M.Case {
  M.transitionCover().map { path in
    path.reduce(path.first.map { "\($0.source)" } ?? "") { line, edge in
      line + " --" + (edge.event.map { "\($0)" } ?? "") + "--> "
        + (edge.target.map { "\($0)" } ?? edge.historyOf.map { "history of \($0)" } ?? "?")
    }
  }
}

/// A transition cover found by sending `events` from `start`, one path a line:
/// `(stopped, idle, hidden) --fetch--> (stopped, loading, hidden)`.
func cover<M: StateMachine>(from start: M, sending events: [M.Event]) -> [String] {
  M.transitionCover(from: start, sending: events).map { path in
    path.reduce(path.first.map { "\($0.from.case)" } ?? "") { line, step in
      line + " --\(step.event.case)--> \(step.to.case)"
    }
  }
}

/// Sends each event to `machine`, printing every step, or the error for a rejected event.
func run<M: StateMachine>(_ title: String, _ machine: M, _ events: [M.Event]) {
  print("== \(title) (starts in '\(machine.case)')")
  var machine = machine
  for event in events {
    do {
      let step = try machine.send(event)
      // Show the payloads too, when the state carries any.
      let target = "\(step.to)"
      print("  \(step)" + (target == "\(step.to.case)" ? "" : "   => \(target)"))
    } catch {
      print("  rejected: \(error)")
    }
  }
  print("  ends in \(machine)\n")
}

/// Timed transitions: a toast on the real clock, then a connection's timeouts and retries on a
/// `TestClock`, which moves only when told.
func runTimers() async {
  print("== Toast: dismisses itself after \(Toast.duration), on the continuous clock")
  let toast = Machine(Toast.hidden)
  let steps = toast.steps
  let start = ContinuousClock.now
  toast.send(.show(message: "Saved"))
  for await step in steps {
    let elapsed = (ContinuousClock.now - start).components
    let milliseconds = elapsed.seconds * 1_000 + elapsed.attoseconds / 1_000_000_000_000_000
    print("  after \(milliseconds) ms: \(step)")
    if step.event.case == .dismiss { break }
  }

  print("\n== Connection: times out after 10 s, retries after 5 s, on a TestClock")
  let clock = TestClock()
  let connection = Machine(Connection.idle, clock: clock)
  connection.onTransition { step in
    print("  at \(clock.now.offset): \(step)   => \(step.to)")
  }
  connection.send(.connect)
  for delay in [10, 5, 10, 5, 10, 5] {
    await clock.advance(by: .seconds(delay))
    await connection.waitForEffects()
  }
  print("  ends in \(connection.state)\n")
}

/// Superstates: the player's steps with the superstates each one leaves and enters, as a
/// `Machine`'s superstate observers see them.
func runPlayer() {
  print("== Player: superstate 'active' contains playing, paused and buffering;")
  print("   'moving', inside it, playing and buffering. Exits print before a step, entries after.")
  print("   A call interrupts it; hanging up returns where it was ('active' has deep history).")
  let player = Machine(Player.stopped)
  for superstate in Player.Superstate.allCases {
    player.onEnter(superstate: superstate) { _ in print("    enter \(superstate)") }
    player.onExit(superstate: superstate) { _ in print("    exit \(superstate)") }
  }
  player.onTransition { step in print("  \(step)") }
  for event: Player.Event in [.play, .stall, .ready, .pause, .call] {
    player.send(event)
  }
  print("  'active' remembers \(player.memory[superstate: .active].map { "\($0)" } ?? "nothing")")
  for event: Player.Event in [.hangUp, .resume, .stall, .call, .hangUp, .stop, .play, .eject] {
    player.send(event)
  }
  print("  ends in \(player.state)\n")
}

/// Regions: a music app whose playback, download and banner change independently; one event
/// may move several regions in one step, and each region keeps its own timers.
func runStreaming() async {
  print("== Streaming: regions playback, download and banner, one machine; 'play' needs the")
  print("   download ready; the banner hides itself 3 s after each download (on a TestClock)")
  let clock = TestClock()
  let app = Machine(Streaming(), clock: clock)
  app.onTransition { step in print("  \(step)") }
  for event: Streaming.Event in [.play, .fetch, .progress(percent: 60), .done, .play, .fetch] {
    if case .rejected(let error) = app.send(event) {
      print("  \(error.event) rejected in \(error.state)")
    }
  }
  await clock.advance(by: .seconds(3))
  await app.waitForEffects()
  print("  3 s later the banner is \(app.state.banner); the download is \(app.state.download)")
  print("  ends in \(app.state.case)\n")
}

/// Snapshots: a connection 8 s into its 10 s timeout, written to a file (on a `TestClock`, so
/// that the demo does not make you wait the 8 s).
func save(to path: String) async throws {
  let clock = TestClock()
  let connection = Machine(Connection.idle, clock: clock)
  connection.send(.connect)
  await clock.advance(by: .seconds(8))
  await connection.waitForEffects()
  let snapshot = connection.snapshot()
  try JSONEncoder().encode(snapshot).write(to: URL(fileURLWithPath: path))
  print("== Connection saved in \(snapshot.state), 8 s into its 10 s timeout")
  print("  timers: \(snapshot.timers.map(\.description).joined(separator: ", "))")
  print("  written to \(path); bring it back with: fsm-demo --restore \(path)")
}

/// Brings back the connection `save(to:)` wrote, on the continuous clock, and waits for its
/// timer: it fires after the time it had left (`--keep-deadline`: at its deadline in wall-clock
/// time, at once if that has passed).
func restore(from path: String, timers policy: TimerRestore) async throws {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let snapshot = try JSONDecoder().decode(MachineSnapshot<Connection>.self, from: data)
  let start = ContinuousClock.now
  let connection = Machine(restoring: snapshot, recentStepsLimit: 1, timers: policy)
  let steps = connection.steps
  print("== Connection restored in \(connection.state) (timers: \(policy))")
  print("  timers: \(connection.snapshot().timers.map(\.description).joined(separator: ", "))")
  // A deadline that has passed fires at once, maybe before `steps` was subscribed to: the history
  // has it then.
  await connection.waitForEffects()
  var step = connection.recentSteps.first
  if step == nil {
    for await next in steps {
      step = next
      break
    }
  }
  let elapsed = (ContinuousClock.now - start).components
  let milliseconds = elapsed.seconds * 1_000 + elapsed.attoseconds / 1_000_000_000_000_000
  print("  after \(milliseconds) ms: \(step.map { "\($0)   => \($0.to)" } ?? "no step")")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--dot", "--mermaid", "--scxml", "--xstate", "--paths":
  guard arguments.count == 2, let machine = machines[arguments[1]] else {
    print("usage: fsm-demo \(arguments[0]) <\(machines.keys.sorted().joined(separator: "|"))>")
    exit(64)
  }
  if let text = machine.text[arguments[0]] {
    print(text, terminator: "")
  } else {
    print(machine.paths().joined(separator: "\n"))
  }
case "--save" where arguments.count == 2:
  try await save(to: arguments[1])
case "--restore" where arguments.count == 2:
  try await restore(from: arguments[1], timers: .resume)
case "--restore" where arguments.count == 3 && arguments[2] == "--keep-deadline":
  try await restore(from: arguments[1], timers: .keepDeadline)
case "--inspect":
  await inspect(Array(arguments.dropFirst()))
case nil:
  run(
    "Turnstile", Turnstile.locked, [.coin, .push, .push, .fail(reason: "jammed"), .repair, .coin])
  run(
    "Download", Download.idle,
    [
      .start(url: "https://example.com/a.zip"), .progress(progress: 0.5), .pause, .resume,
      .fail(code: 503), .retry, .complete(bytes: 1_024),
    ])
  run(
    "Login", Login.loggedOut(),
    [
      .submit(user: "ada", password: "x"), .failed, .submit(user: "ada", password: "y"), .failed,
      .submit(user: "ada", password: "z"), .failed, .logout,
    ])
  // Typestate: each state is its own type, so only valid calls compile
  // (`Turnstile.Locked().push()` does not).
  print("== Turnstile, typestate")
  let unlocked: Turnstile.Unlocked = Turnstile.Locked().coin()
  let broken: Turnstile.Broken = unlocked.push().fail(reason: "jammed")
  print("  Locked().coin().push().fail(reason:) is '\(broken.reason)' \(broken.state)")
  print("  then repair() is \(broken.repair().state)\n")
  runPlayer()
  await runStreaming()
  await runTimers()
default:
  print(
    "usage: fsm-demo [--dot|--mermaid|--scxml|--xstate|--paths <Name> | --save <file>"
      + " | --restore <file> [--keep-deadline] | --inspect [ws://host:port | jsonl]]")
  exit(64)
}
