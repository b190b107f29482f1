import FSMMacros
import FSMRuntime
import FSMTesting
import Foundation

/// Any bytes as a saved `MachineSnapshot` (the first byte picks the machine, the rest is its
/// JSON): decoding throws a `DecodingError`, or gives a snapshot that reads back the same, that a
/// machine restores into its state, whose own snapshot agrees with it, and which then steps as
/// the generated transition function says, with the memory it restored (history included).
enum SnapshotTarget {
  @Sendable static func run(_ bytes: UnsafeRawBufferPointer) {
    guard let selector = bytes.first else { return }
    let json = Data(bytes.dropFirst())
    if selector.isMultiple(of: 2) {
      // NB: a typed local: the array written in the call crashes the type checker (Swift 6.3.1).
      let events: [Vault.Event] = [
        .digit(1), .enter, .close, .timeout, .escalate, .serviceMode, .resume, .seal,
      ]
      decodeAndRestore(Vault.self, json, events: events)
    } else {
      let events: [Duo.Event] = [.toggle, .dim, .stop, .spin(speed: 3)]
      decodeAndRestore(Duo.self, json, events: events)
    }
  }

  static func decodeAndRestore<M: FuzzedMachine>(
    _: M.Type, _ json: Data, events: [M.Event]
  ) {
    let snapshot: MachineSnapshot<M>
    do {
      snapshot = try JSONDecoder().decode(MachineSnapshot<M>.self, from: json)
    } catch is DecodingError {
      return
    } catch {
      fail("decoding threw something other than a DecodingError: \(error)", json)
    }
    // What was read is written back, and reads as the same snapshot.
    do {
      let again = try JSONDecoder().decode(
        MachineSnapshot<M>.self, from: JSONEncoder().encode(snapshot))
      guard again == snapshot else { fail("the snapshot changed on a round trip", json) }
    } catch {
      fail("a decoded snapshot does not read back: \(error)", json)
    }
    let rows = M.timedEvents(in: snapshot.state)
    // Its deadlines kept, on a test clock that does not move: when no timer is due already
    // (one with no time left fires at once, in a task of its own, which would race with these
    // reads), each timer the state still times waits what it had left, at most its row's delay.
    if snapshot.timers.allSatisfy({ $0.remaining > .zero }) {
      let kept = Machine(
        restoring: snapshot, clock: TestClock(), timers: .keepDeadline,
        restoredAt: snapshot.takenAt
      ).snapshot(takenAt: snapshot.takenAt)
      let expected = snapshot.timers.compactMap { timer -> PendingTimer<M>? in
        guard let row = rows.first(where: { $0.event.case == timer.event.case }) else {
          return nil
        }
        return PendingTimer(event: timer.event, remaining: min(timer.remaining, row.delay))
      }
      guard kept.state == snapshot.state, kept.memory == snapshot.memory,
        kept.timers.map(\.event) == expected.map(\.event),
        kept.timers.map(\.remaining) == expected.map(\.remaining)
      else { fail("restored with its deadlines, it became \(kept)", json) }
    }
    // Restarted (each timer at its row's full delay, which is never zero): nothing fires by
    // itself, and the steps below are all the test's.
    let machine = Machine(restoring: snapshot, clock: TestClock(), timers: .restart)
    let own = machine.snapshot(takenAt: snapshot.takenAt)
    guard own.state == snapshot.state, own.memory == snapshot.memory else {
      fail("the restored machine's snapshot differs: \(own)", json)
    }
    guard own.timers.map(\.event) == rows.map(\.event),
      own.timers.map(\.remaining) == rows.map(\.delay)
    else { fail("restarted timers \(own.timers), the state's rows \(rows)", json) }
    guard own.queued.allSatisfy({ event in snapshot.queued.contains(event) }) else {
      fail("queued events that were not in the snapshot: \(own.queued)", json)
    }
    // The restored queue is processed by the first send, before its event: from the second on,
    // each step is the one the generated function gives from the state and memory before it.
    if let first = events.first {
      _ = machine.send(first)
    }
    for event in events.dropFirst() {
      let before = machine.snapshot(takenAt: snapshot.takenAt)
      let step: Step<M>? = before.state.transition(on: event, memory: before.memory)
      let expected: M = step?.to ?? before.state
      _ = machine.send(event)
      guard machine.state == expected else {
        fail(
          "\(event) from \(before.state) went to \(machine.state), the table says \(expected)",
          json)
      }
    }
  }

  static func fail(_ message: String, _ json: Data) -> Never {
    fatalError("fuzz: \(message)\n--- \(String(decoding: json, as: UTF8.self))")
  }
}

/// What the target needs of a machine: its snapshots are `Codable`, and it compares them.
protocol FuzzedMachine: FSMRuntime.StateMachine, Codable, Equatable, Sendable
where Event: Codable & Equatable & Sendable, Effect: Sendable {}

extension Vault: FuzzedMachine {}
extension Duo: FuzzedMachine {}
