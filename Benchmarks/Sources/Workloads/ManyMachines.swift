// `fsm-bench many`: 100,000 machines in one process, each entering a state with a pending timer
// (issue 69, item 3). For each of `Machine` and a hand-kept `Task` per timer, on a `TestClock`
// advanced once and on `ContinuousClock`: the heap each machine holds with its timer pending,
// the time to create them all, and the time until every timer has fired.

import FSMMacros
import FSMTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A notice shown until its timer hides it, a second after each machine is made.
@StateMachine
enum Notice: Sendable {
  @Initial case shown
  @Final case hidden

  enum Event: Sendable { case hide }

  static let transitions: [Transition] = [
    .from(.shown, on: .hide, after: .seconds(1), to: .hidden)
  ]
}

/// The notice without its timer: what a machine costs without one, for scale.
@StateMachine
enum Bulletin: Sendable {
  @Initial case shown
  @Final case hidden

  enum Event: Sendable { case hide }

  static let transitions: [Transition] = [
    .from(.shown, on: .hide, to: .hidden)
  ]
}

/// The notice as a careful engineer keeps it without FSM: its state behind a lock, and a `Task`
/// per timer that sleeps on the clock and then hides the notice, counting it in `hidden`.
final class HandNotice: Sendable {
  let state = HandLocked(Notice.Case.shown)
  let timer = HandLocked<Task<Void, Never>?>(nil)

  init(clock: some Clock<Duration>, hidden: HandLocked<Int>) {
    let task = Task { [weak self] in
      do {
        try await clock.sleep(for: .seconds(1), tolerance: nil)
      } catch {
        return
      }
      guard let self else { return }
      let hid =
        self.state.send((), next: { state, _ in state == .shown ? .hidden : nil }, target: { $0 })
        != nil
      if hid {
        _ = hidden.send((), next: { count, _ in count + 1 }, target: { $0 })
      }
    }
    _ = timer.send(task, next: { _, task in task }, target: { $0 })
  }
}

/// What one run measured.
public struct ManyMachinesFigures: Sendable {
  public var implementation: String
  public var clock: String
  public var count: Int
  /// Resident bytes per machine, with its timer pending (the machines, their timers and
  /// whatever the runtime keeps for sleeping tasks).
  public var bytesPerMachine: Double
  /// Nanoseconds to create them all.
  public var createNanoseconds: UInt64
  /// Nanoseconds from the clock's advance (`TestClock`) or from the last deadline
  /// (`ContinuousClock`: a second after the last machine was made) until every timer has fired.
  public var fireNanoseconds: UInt64
}

/// Nanoseconds on the monotonic clock (`fsm-bench`'s timing reads it too).
public func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The process's resident memory in bytes (the second field of Linux's `/proc/self/statm`, in
/// pages; 0 where there is none to read).
func residentBytes() -> Int {
  let descriptor = open("/proc/self/statm", O_RDONLY)
  guard descriptor >= 0 else { return 0 }
  defer { close(descriptor) }
  var buffer = [UInt8](repeating: 0, count: 128)
  let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
  guard length > 0 else { return 0 }
  let fields = String(decoding: buffer[..<length], as: UTF8.self).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Creates `count` machines of `implementation` (`machine` or `taskPerTimer`) on `clock`
/// (`test` or `continuous`), each with its timer pending, and waits until every timer has fired.
public func runManyMachines(implementation: String, clock: String, count: Int) async
  -> ManyMachinesFigures?
{
  let testClock = TestClock()
  let before = residentBytes()
  let start = monotonicNanoseconds()
  var machines: [Machine<Notice>] = []
  var notices: [HandNotice] = []
  var bulletins: [Machine<Bulletin>] = []
  let hidden = HandLocked(0)
  switch (implementation, clock) {
  case ("machine", "test"):
    machines = (0..<count).map { _ in Machine(Notice.shown, clock: testClock) }
  case ("machine", "continuous"):
    machines = (0..<count).map { _ in Machine(Notice.shown) }
  case ("taskPerTimer", "test"):
    notices = (0..<count).map { _ in HandNotice(clock: testClock, hidden: hidden) }
  case ("taskPerTimer", "continuous"):
    notices = (0..<count).map { _ in HandNotice(clock: ContinuousClock(), hidden: hidden) }
  case ("untimedMachine", "test"):
    bulletins = (0..<count).map { _ in Machine(Bulletin.shown, clock: testClock) }
  case ("untimedMachine", "continuous"):
    bulletins = (0..<count).map { _ in Machine(Bulletin.shown) }
  default:
    return nil
  }
  let created = monotonicNanoseconds()
  // Every timer's task has gone to sleep (on the test clock, it is counted as a sleeper).
  if clock == "test", implementation != "untimedMachine" {
    while testClock.sleeperCount < count { await Task.yield() }
  }
  let bytes = Double(residentBytes() - before) / Double(count)
  if implementation == "untimedMachine" {
    withExtendedLifetime(bulletins) {}
    return ManyMachinesFigures(
      implementation: implementation, clock: clock, count: count, bytesPerMachine: bytes,
      createNanoseconds: created - start, fireNanoseconds: 0)
  }
  let firedFrom: UInt64
  if clock == "test" {
    firedFrom = monotonicNanoseconds()
    await testClock.advance(by: .seconds(1))
  } else {
    firedFrom = created + 1_000_000_000
    // The last deadline; the machines' `waitForEffects()` waits only for timers that are due.
    try? await Task.sleep(for: .nanoseconds(Int64(firedFrom) - Int64(monotonicNanoseconds())))
  }
  if implementation == "machine" {
    for machine in machines {
      await machine.waitForEffects()
      guard machine.state == .hidden else { return nil }
    }
  } else {
    while hidden.send((), next: { count, _ in count }, target: { $0 }) ?? 0 < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  let fired = monotonicNanoseconds()
  withExtendedLifetime((machines, notices)) {}
  return ManyMachinesFigures(
    implementation: implementation, clock: clock, count: count, bytesPerMachine: bytes,
    createNanoseconds: created - start,
    fireNanoseconds: fired > firedFrom ? fired - firedFrom : 0)
}
