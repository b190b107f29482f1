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

/// The demo's machines by name, for `--dot` and `--mermaid`.
let diagrams: [String: (dot: String, mermaid: String)] = [
  "Turnstile": (Turnstile.dot, Turnstile.mermaid),
  "Download": (Download.dot, Download.mermaid),
  "Login": (Login.dot, Login.mermaid),
  "Connection": (Connection.dot, Connection.mermaid),
  "Toast": (Toast.dot, Toast.mermaid),
]

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

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--dot", "--mermaid":
  guard arguments.count == 2, let diagram = diagrams[arguments[1]] else {
    print("usage: fsm-demo \(arguments[0]) <\(diagrams.keys.sorted().joined(separator: "|"))>")
    exit(64)
  }
  print(arguments[0] == "--dot" ? diagram.dot : diagram.mermaid, terminator: "")
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
  await runTimers()
default:
  print("usage: fsm-demo [--dot <Name> | --mermaid <Name>]")
  exit(64)
}
