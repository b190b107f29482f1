import Workloads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage:
    fsm-bench [time] [--rounds N] [--millis N] [--only W]
                                                 interleaved timing, median ratio per round
                                                 (--only: that workload alone)
    fsm-bench check                              every implementation gives the same checksum
    fsm-bench run <workload> <implementation> <passes>
                                                 one run, for valgrind: prints the checksum
    fsm-bench many [--count N]                   N machines (100,000) each with a pending
                                                 timer: memory, creation, firing (and
                                                 machines without a timer, for scale)
    fsm-bench many <implementation> <clock> <N>  one of them (machine or taskPerTimer; test
                                                 or continuous), in a process of its own
  workloads: \(allWorkloads.map(\.name).joined(separator: ", "))
  """

/// Prints `message` on standard error and exits with status 2.
func fail(_ message: String) -> Never {
  var text = message + "\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(2)
}

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 { monotonicNanoseconds() }

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs every implementation once and compares the checksums; returns the mismatches.
func check(_ workload: Workload, passes: Int) -> [String] {
  let expected = workload.implementations[0].run(passes)
  return workload.implementations.dropFirst().compactMap { implementation in
    let checksum = implementation.run(passes)
    guard checksum != expected else { return nil }
    return "\(workload.name) \(implementation.name): checksum \(checksum), expected \(expected)"
  }
}

func time(rounds: Int, millis: Int, only: String?) {
  print("| workload | implementation | ns/step (median) | ratio to switch (median of rounds) |")
  print("|---|---|---:|---:|")
  for workload in allWorkloads where only == nil || workload.name == only {
    let mismatches = check(workload, passes: 2)
    guard mismatches.isEmpty else { fail(mismatches.joined(separator: "\n")) }
    // Enough passes that the baseline takes about `millis` per round.
    let baseline = workload.implementations[0]
    var passes = 1
    while true {
      let start = now()
      _ = baseline.run(passes)
      if now() - start >= UInt64(millis) * 1_000_000 / 4 || passes >= 1 << 20 { break }
      passes *= 2
    }
    passes *= 4
    let count = workload.implementations.count
    var nanos = Array(repeating: [Double](), count: count)
    var ratios = Array(repeating: [Double](), count: count)
    var sink: UInt64 = 0
    for round in 0..<rounds {
      var elapsed = Array(repeating: 0.0, count: count)
      // A different order each round, so that no implementation always runs first.
      for offset in 0..<count {
        let index = (round + offset) % count
        let start = now()
        sink ^= workload.implementations[index].run(passes)
        elapsed[index] = Double(now() - start)
      }
      for index in 0..<count {
        nanos[index].append(elapsed[index] / Double(passes * workload.stepsPerPass))
        ratios[index].append(elapsed[index] / elapsed[0])
      }
    }
    for (index, implementation) in workload.implementations.enumerated() {
      let ns = median(nanos[index])
      let ratio = median(ratios[index])
      print(
        "| \(workload.name) | \(implementation.name) | \(format(ns, 2)) | \(format(ratio, 2))× |")
    }
    if sink == 42 { print("") }  // Keeps the results alive.
  }
  print("")
  for workload in allWorkloads where only == nil || workload.name == only {
    print(
      "- \(workload.name): \(workload.summary); \(workload.stepsPerPass) events a pass, "
        + "\(format(workload.acceptedShare * 100, 0)) % accepted")
  }
}

/// Runs this program again with `arguments`, its output on ours; returns its exit status.
func runSelf(_ arguments: [String]) -> Int32 {
  fflush(nil)
  let path = CommandLine.arguments[0]
  var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
  defer {
    for argument in argv { free(argument) }
  }
  var pid = pid_t()
  guard posix_spawn(&pid, path, nil, nil, &argv, environ) == 0 else { return -1 }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return status
}

func format(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
  if let dot = text.firstIndex(of: "."), decimals > 0 {
    let have = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: max(0, decimals - have))
  }
  return text
}

var arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "check":
  let mismatches = allWorkloads.flatMap { check($0, passes: 3) }
  guard mismatches.isEmpty else { fail(mismatches.joined(separator: "\n")) }
  for workload in allWorkloads {
    print(
      "\(workload.name): \(workload.implementations.map(\.name).joined(separator: ", ")) agree "
        + "(\(workload.stepsPerPass) events a pass, "
        + "\(format(workload.acceptedShare * 100, 0)) % accepted)")
  }
case "run":
  guard arguments.count == 4, let passes = Int(arguments[3]) else { fail(usage) }
  guard let workload = allWorkloads.first(where: { $0.name == arguments[1] }),
    let implementation = workload.implementations.first(where: { $0.name == arguments[2] })
  else { fail(usage) }
  print(implementation.run(passes))
case "many" where arguments.count == 4:
  // One implementation on one clock, in this process: the run `many` starts for each.
  guard let count = Int(arguments[3]), count > 0,
    let figures = await runManyMachines(
      implementation: arguments[1], clock: arguments[2], count: count)
  else { fail(usage) }
  let fired = format(Double(figures.fireNanoseconds) / 1e6, 1)
  print(
    "| \(figures.implementation) | \(figures.clock == "test" ? "TestClock" : "ContinuousClock") "
      + "| \(format(figures.bytesPerMachine, 0)) "
      + "| \(format(Double(figures.createNanoseconds) / 1e6, 1)) "
      + "| \(figures.implementation == "untimedMachine" ? "–" : fired) |")
case "many":
  var count = 100_000
  if arguments.count == 3, arguments[1] == "--count", let value = Int(arguments[2]), value > 0 {
    count = value
  } else if arguments.count != 1 {
    fail(usage)
  }
  print("\(count) machines, each with a pending one-second timer:")
  print("")
  print("| implementation | clock | resident bytes a machine | create all (ms) | all fired (ms) |")
  print("|---|---|---:|---:|---:|")
  // Each in a fresh process, so that one run's heap and threads do not count in the next's.
  for clock in ["test", "continuous"] {
    for implementation in ["machine", "taskPerTimer", "untimedMachine"] {
      let status = runSelf(["many", implementation, clock, "\(count)"])
      guard status == 0 else { fail("many \(implementation) \(clock): exit status \(status)") }
    }
  }
  print("")
  print(
    "all fired: from the test clock's one advance, or from the last deadline on the continuous "
      + "clock (a second after the last machine was made), until every machine has taken its step")
case nil, "time", "--rounds", "--millis", "--only":
  if arguments.first == "time" { arguments.removeFirst() }
  var rounds = 21
  var millis = 40
  var only: String?
  while let option = arguments.first {
    guard arguments.count >= 2 else { fail(usage) }
    if option == "--only" {
      guard allWorkloads.contains(where: { $0.name == arguments[1] }) else { fail(usage) }
      only = arguments[1]
      arguments.removeFirst(2)
      continue
    }
    guard let value = Int(arguments[1]), value > 0 else { fail(usage) }
    switch option {
    case "--rounds": rounds = value
    case "--millis": millis = value
    default: fail(usage)
    }
    arguments.removeFirst(2)
  }
  time(rounds: rounds, millis: millis, only: only)
default:
  fail(usage)
}
