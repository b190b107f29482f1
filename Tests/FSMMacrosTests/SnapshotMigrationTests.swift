import FSMMacros
import FSMTesting
import Foundation
import Testing

// Snapshots that outlive a table: a snapshot saved by the first version of a machine, decoded by
// the second through its migration, through the real compiler.

/// A parking meter as its first version had it.
@StateMachine
enum ParkingMeterV1: Equatable, Sendable, Codable {
  @Initial case idle
  case paid(minutes: Int)
  case expired
  case jammed
  case removed

  enum Event: Equatable, Sendable, Codable {
    case pay(minutes: Int)
    case expire, kick, remove, reset
  }

  enum Superstate { case inService }

  static let superstates: [Superstates] = [
    .superstate(
      .inService, contains: [.idle, .paid, .expired, .jammed], history: .deep(default: .idle))
  ]

  static let transitions: [Transition] = [
    .from([.idle, .paid], on: .pay, to: .paid),
    .from(.paid, on: .expire, after: .seconds(3_600), to: .expired),
    .from(.expired, on: .kick, to: .jammed),
    .within(.inService, on: .remove, to: .removed),
    .from(.removed, on: .reset, toHistoryOf: .inService),
  ]
}

/// The second version: `paid` became `running`, which charges by the minute; `expired` became
/// `overdue`, after half an hour; a jammed meter is overdue (`jammed` is gone); a removed one is
/// in `maintenance`; `expire` is `lapse`, `remove` and `reset` are `service` and `resume`, and
/// kicking does nothing any more.
@StateMachine
enum ParkingMeter: Equatable, Sendable, Codable {
  @Initial case idle
  case running(minutes: Int, cents: Int)
  case overdue
  case maintenance

  enum Event: Equatable, Sendable, Codable {
    case pay(minutes: Int)
    case lapse, service, resume
  }

  enum Superstate { case inService }

  static let superstates: [Superstates] = [
    .superstate(.inService, contains: [.idle, .running, .overdue], history: .deep(default: .idle))
  ]

  static let transitions: [Transition] = [
    .from(
      [.idle, .running], on: .pay, to: .running,
      build: { _, event in
        guard case .pay(let minutes) = event else { return .idle }
        return .running(minutes: minutes, cents: minutes * 5)
      }),
    .from(.running, on: .lapse, after: .seconds(1_800), to: .overdue),
    .within(.inService, on: .service, to: .maintenance),
    .from(.maintenance, on: .resume, toHistoryOf: .inService),
  ]

  nonisolated static let snapshotVersion = 2

  nonisolated static let snapshotMigrations: [SnapshotMigration<ParkingMeter>] = [
    .from(
      version: 1, states: V1.self, events: V1.Event.self,
      state: { old in
        switch old {
        case .idle: .idle
        case .paid(let minutes): .running(minutes: minutes, cents: minutes * 5)
        case .expired, .jammed: .overdue
        case .removed: .maintenance
        }
      },
      event: { old in
        switch old {
        case .pay(let minutes): .pay(minutes: minutes)
        case .expire: .lapse
        case .remove: .service
        case .reset: .resume
        case .kick: nil
        }
      })
  ]

  /// The cases and events as version 1 had them.
  enum V1: Decodable {
    case idle
    case paid(minutes: Int)
    case expired, jammed, removed

    enum Event: Decodable {
      case pay(minutes: Int)
      case expire, kick, remove, reset
    }
  }
}

@Suite struct SnapshotMigrationTests {
  let takenAt = Duration.seconds(1_800_000_000)

  /// A snapshot of version 1, as its machine saved it: paid for 30 minutes, 10 of the hour
  /// before expiry gone, a kick and an expiry (a timer's) queued.
  func savedByVersion1() async throws -> Data {
    let clock = TestClock()
    let meter = Machine(ParkingMeterV1.idle, clock: clock)
    meter.send(.pay(minutes: 30))
    await clock.advance(by: .seconds(600))
    var snapshot = meter.snapshot(takenAt: takenAt)
    snapshot.queued = [.kick, .expire]
    snapshot.queuedFromTimers = [1]
    return try JSONEncoder().encode(snapshot)
  }

  @Test func aSnapshotOfVersion1DecodesThroughItsMigration() async throws {
    let data = try await savedByVersion1()
    // Version 1 wrote no version: 1 is the default.
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["version"] == nil)
    let migrated = try JSONDecoder().decode(MachineSnapshot<ParkingMeter>.self, from: data)
    #expect(migrated.state == .running(minutes: 30, cents: 150))
    // The kick is dropped; the expiry, a timer's, is the lapse at position 0.
    #expect(migrated.queued == [.lapse])
    #expect(migrated.queuedFromTimers == [0])
    // 3,000 s were left of the expiry; the lapse waits 1,800 s at most.
    #expect(migrated.timers == [PendingTimer(event: .lapse, remaining: .seconds(1_800))])
    #expect(migrated.takenAt == takenAt)
    #expect(migrated.stepCount == 1)
    // Written again, it is a snapshot of version 2, which decodes as it is.
    let again = try JSONEncoder().encode(migrated)
    let written = try #require(JSONSerialization.jsonObject(with: again) as? [String: Any])
    #expect(written["version"] as? Int == 2)
    #expect(try JSONDecoder().decode(MachineSnapshot<ParkingMeter>.self, from: again) == migrated)
  }

  @Test func aRememberedStateIsMigratedAndARestoredMachineReturnsToIt() async throws {
    let clock = TestClock()
    let meter = Machine(ParkingMeterV1.idle, clock: clock)
    meter.send(.pay(minutes: 20))
    meter.send(.remove)
    let data = try JSONEncoder().encode(meter.snapshot(takenAt: takenAt))
    let migrated = try JSONDecoder().decode(MachineSnapshot<ParkingMeter>.self, from: data)
    #expect(migrated.state == .maintenance)
    let restored = Machine(restoring: migrated, clock: TestClock())
    restored.send(.resume)
    #expect(restored.state == .running(minutes: 20, cents: 100))
  }

  @Test func aRemovedStateBecomesTheChosenOne() throws {
    let jammed = MachineSnapshot(state: ParkingMeterV1.jammed, takenAt: takenAt)
    let data = try JSONEncoder().encode(jammed)
    let migrated = try JSONDecoder().decode(MachineSnapshot<ParkingMeter>.self, from: data)
    #expect(migrated == MachineSnapshot(state: .overdue, takenAt: takenAt))
  }

  @Test func aVersionWithoutAMigrationIsADecodingErrorNamingBoth() throws {
    let current = try JSONEncoder().encode(
      MachineSnapshot(state: ParkingMeter.idle, takenAt: takenAt))
    func decoding(version: Int) -> String {
      let edited = String(decoding: current, as: UTF8.self).replacing(
        #""version":2"#, with: #""version":\#(version)"#)
      do {
        _ = try JSONDecoder().decode(MachineSnapshot<ParkingMeter>.self, from: Data(edited.utf8))
        return "decoded"
      } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    #expect(
      decoding(version: 3)
        == "a snapshot of version 3 of ParkingMeter, which is at version 2: written by a later "
        + "version of the table")
    #expect(
      decoding(version: 0)
        == "a snapshot of version 0 of ParkingMeter, which is at version 2 and migrates "
        + "snapshots of version 1 (`snapshotMigrations`)")
    #expect(decoding(version: 2) == "decoded")
    // A machine without a version is at 1, and migrates nothing.
    #expect(ParkingMeterV1.snapshotVersion == 1 && ParkingMeterV1.snapshotMigrations.isEmpty)
  }
}
