import FSMExamples
import FSMMacros
import FSMTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The demo's machines by name, for `--dot`, `--mermaid` and `--paths`.
let machines: [String: (dot: String, mermaid: String, paths: () -> [String])] = [
  "Turnstile": (Turnstile.dot, Turnstile.mermaid, { cover(of: Turnstile.self) }),
  "Download": (Download.dot, Download.mermaid, { cover(of: Download.self) }),
  "Login": (Login.dot, Login.mermaid, { cover(of: Login.self) }),
  "Connection": (Connection.dot, Connection.mermaid, { cover(of: Connection.self) }),
  "Toast": (Toast.dot, Toast.mermaid, { cover(of: Toast.self) }),
  "Player": (Player.dot, Player.mermaid, { cover(of: Player.self) }),
]

/// A machine's transition cover from its initial state, one path a line:
/// `locked --coin--> unlocked --push--> locked` (`?` for a target known only at run time,
/// `history of active` for a row that returns to a superstate's history).
func cover<M: StateMachine>(of machine: M.Type) -> [String] {
  M.transitionCover().map { path in
    path.reduce(path.first.map { "\($0.source)" } ?? "") { line, edge in
      line + " --\(edge.event)--> "
        + (edge.target.map { "\($0)" } ?? edge.historyOf.map { "history of \($0)" } ?? "?")
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

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--dot", "--mermaid", "--paths":
  guard arguments.count == 2, let machine = machines[arguments[1]] else {
    print("usage: fsm-demo \(arguments[0]) <\(machines.keys.sorted().joined(separator: "|"))>")
    exit(64)
  }
  switch arguments[0] {
  case "--dot": print(machine.dot, terminator: "")
  case "--mermaid": print(machine.mermaid, terminator: "")
  default: print(machine.paths().joined(separator: "\n"))
  }
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
  await runTimers()
default:
  print("usage: fsm-demo [--dot <Name> | --mermaid <Name> | --paths <Name>]")
  exit(64)
}
