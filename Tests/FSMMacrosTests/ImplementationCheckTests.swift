import FSMMacros
import FSMTesting
import Foundation
import Testing
import XCTest

/// A vault door: the model of the implementations below.
@StateMachine
enum VaultDoor: Sendable, Equatable {
  @Initial case closed
  case open
  case locked(code: Int)
  @Final case welded

  enum Event: Sendable, Equatable {
    case open, close, weld
    case lock(code: Int)
    case unlock(code: Int)
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .open),
    .from(.open, on: .close, to: .closed),
    .from(.closed, on: .lock, to: .locked, build: { _, event in .locked(code: event.code) }),
    .from(.locked, on: .unlock, to: .closed, when: { state, event in state.code == event.code }),
    .fromAny(except: [.open], on: .weld, to: .welded),
  ]

  /// The code of a locked door; 0 otherwise.
  var code: Int {
    if case .locked(let code) = self { code } else { 0 }
  }

  /// The label a door shows: what the implementations are compared by.
  var label: String {
    switch self {
    case .closed: "closed"
    case .open: "open"
    case .locked: "locked"
    case .welded: "welded"
    }
  }
}

extension VaultDoor.Event {
  var code: Int {
    switch self {
    case .lock(let code), .unlock(let code): code
    default: 0
    }
  }
}

/// A door written by hand, as a legacy implementation would be, with one bug planted at a time.
struct HandWrittenDoor {
  enum Bug { case none, anyCodeUnlocks, stuckAfterThirdOpen, weldsWhenOpen, startsOpen }

  var bug: Bug
  var label = "closed"
  var code = 0
  var opens = 0

  init(bug: Bug) {
    self.bug = bug
    if bug == .startsOpen { label = "open" }
  }

  mutating func handle(_ event: VaultDoor.Event) {
    switch (label, event) {
    case ("closed", .open):
      label = "open"
      opens += 1
    case ("open", .close):
      // The planted bug: after its third opening the door no longer closes.
      if bug != .stuckAfterThirdOpen || opens < 3 { label = "closed" }
    case ("closed", .lock(let code)):
      label = "locked"
      self.code = code
    case ("locked", .unlock(let code)):
      if code == self.code || bug == .anyCodeUnlocks { label = "closed" }
    case ("open", .weld):
      if bug == .weldsWhenOpen { label = "welded" }
    case (let state, .weld) where state != "welded":
      label = "welded"
    default:
      break
    }
  }
}

@Suite struct ImplementationCheckTests {
  static let events: [VaultDoor.Event] = [
    .open, .close, .weld, .lock(code: 1), .lock(code: 2), .unlock(code: 1), .unlock(code: 2),
  ]

  /// Checks a door with `bug`; the failure it must find is a known issue here.
  func check(_ bug: HandWrittenDoor.Bug, seed: UInt64 = 7) async -> ImplementationCheckResult<
    VaultDoor, String
  >? {
    var result: ImplementationCheckResult<VaultDoor, String>?
    await withKnownIssue {
      result = await checkImplementation(
        from: VaultDoor.closed, events: Self.events,
        options: ImplementationCheckOptions(seed: seed, sequences: 200, length: 25),
        implementation: { HandWrittenDoor(bug: bug) },
        send: { door, event in door.handle(event) },
        read: { door in door.label },
        expected: { state in state.label })
    }
    return result
  }

  @Test func aCorrectImplementationPassesAndTheRunTakesEveryEdge() async {
    let result = await checkImplementation(
      from: VaultDoor.closed, events: Self.events,
      options: ImplementationCheckOptions(seed: 1, sequences: 50, length: 25),
      implementation: { HandWrittenDoor(bug: .none) },
      send: { door, event in door.handle(event) },
      read: { door in door.label },
      expected: { state in state.label })
    #expect(result.failure == nil)
    #expect(result.sequences == 50)
    #expect(result.events == 50 * 25)
    // Weighted toward edges not taken yet, 50 sequences take all of them.
    #expect(result.missing.isEmpty, "\(result.missing)")
  }

  @Test func aWrongCodeThatUnlocksIsShrunkToTwoEvents() async throws {
    let failure = try #require(await check(.anyCodeUnlocks)?.failure)
    // Lock with one code, unlock with the other: nothing shorter fails, and the shrinker finds
    // one of the two such pairs.
    #expect(failure.events.count == 2, "\(failure)")
    guard case .lock(let locked) = failure.events[0], case .unlock(let unlocked) = failure.events[1]
    else {
      Issue.record("\(failure.events)")
      return
    }
    #expect(locked != unlocked)
    #expect(failure.original.count >= failure.events.count)
    // Both traces: the model stays locked, the implementation shows closed.
    #expect(failure.trace.map(\.expected) == ["locked", "locked"])
    #expect(failure.trace.map(\.actual) == ["locked", "closed"])
    #expect(failure.trace.last?.rejected == true)
    #expect(failure.description.contains("seed 0x7"))
    #expect(failure.description.contains("<- differs"))
  }

  @Test func aBugAfterTheThirdOpeningNeedsSixEvents() async throws {
    let failure = try #require(await check(.stuckAfterThirdOpen)?.failure)
    #expect(failure.events == [.open, .close, .open, .close, .open, .close], "\(failure)")
    #expect(failure.trace.last?.expected == "closed")
    #expect(failure.trace.last?.actual == "open")
  }

  @Test func aRejectedEventTheImplementationTakesIsADifference() async throws {
    let failure = try #require(await check(.weldsWhenOpen)?.failure)
    #expect(failure.events == [.open, .weld], "\(failure)")
  }

  @Test func aDifferenceAtTheStartNeedsNoEvent() async throws {
    let failure = try #require(await check(.startsOpen)?.failure)
    #expect(failure.events.isEmpty)
    #expect(failure.initial.expected == "closed")
    #expect(failure.initial.actual == "open")
  }

  @Test func theSameSeedFindsTheSameFailure() async throws {
    let first = try #require(await check(.stuckAfterThirdOpen, seed: 99)?.failure)
    let second = try #require(await check(.stuckAfterThirdOpen, seed: 99)?.failure)
    #expect(first.seed == 99)
    #expect(first.sequence == second.sequence)
    #expect(first.original == second.original)
    #expect(first.events == second.events)
  }

  /// The failure is a Swift Testing issue at the line of the call.
  @Test func theFailureIsRecordedAtTheCallersLine() async {
    let line = #line + 3
    await withKnownIssue {
      // The issue's line is the call's first line.
      await checkImplementation(
        from: VaultDoor.closed, events: Self.events, options: ImplementationCheckOptions(seed: 3),
        implementation: { HandWrittenDoor(bug: .anyCodeUnlocks) }, send: { $0.handle($1) },
        read: { $0.label }, expected: { $0.label })
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("differs from VaultDoor") }
    }
  }

  @Test func anImplementationThatThrowsIsADifference() async throws {
    struct Jammed: Error {}
    var result: ImplementationCheckResult<VaultDoor, String>?
    await withKnownIssue {
      result = await checkImplementation(
        from: VaultDoor.closed, events: [.open, .close],
        options: ImplementationCheckOptions(seed: 5, sequences: 5, length: 5),
        implementation: { HandWrittenDoor(bug: .none) },
        send: { door, event in
          if event == .close { throw Jammed() }
          door.handle(event)
        },
        read: { door in door.label },
        expected: { state in state.label })
    }
    let failure = try #require(result?.failure)
    // A close throws even where the model rejects it: one event is enough.
    #expect(failure.events == [.close])
    #expect(failure.trace.last?.error?.contains("Jammed") == true)
  }
}

/// In XCTest: the failure is an `XCTFail` at the caller's line (recorded here instead of failing
/// the test, to check it).
final class ImplementationCheckXCTests: XCTestCase {
  var recorded: [(description: String, line: Int)] = []
  var capturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append((description, lineNumber))
    }
  #endif

  func testAFailureIsAnXCTFailAtTheCallersLine() async {
    capturing = true
    let line = #line + 1
    let result = await checkImplementation(
      from: VaultDoor.closed, events: ImplementationCheckTests.events,
      options: ImplementationCheckOptions(seed: 11),
      implementation: { HandWrittenDoor(bug: .weldsWhenOpen) }, send: { $0.handle($1) },
      read: { $0.label }, expected: { $0.label })
    capturing = false
    XCTAssertEqual(result.failure?.events, [.open, .weld])
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(recorded.first?.description.contains("differs from VaultDoor") == true)
  }
}

/// The shutter of "Testing a machine", whose report the article shows.
@StateMachine
enum Shutter: Equatable {
  @Initial case down
  case up
  case jammed(retries: Int)

  enum Event {
    case raise, lower, jam, free
  }

  static let transitions: [Transition] = [
    .from(.down, on: .raise, to: .up),
    .from(.up, on: .lower, to: .down),
    .from([.down, .up], on: .jam, to: .jammed, build: { _, _ in .jammed(retries: 0) }),
    .from(.jammed, on: .free, to: .down),
  ]

  var label: String {
    switch self {
    case .down: "down"
    case .up: "up"
    case .jammed: "jammed"
    }
  }
}

/// The article's motor, with the bug it describes: after its third raise it no longer lowers.
final class WornShutterMotor {
  private(set) var position = "down"
  private var raises = 0

  func handle(_ event: Shutter.Event) {
    switch (position, event) {
    case ("down", .raise):
      position = "up"
      raises += 1
    case ("up", .lower) where raises < 3: position = "down"
    case ("down", .jam), ("up", .jam): position = "jammed"
    case ("jammed", .free): position = "down"
    default: break
    }
  }
}

@Suite struct ImplementationCheckArticleTests {
  @Test func theArticlesReportIsTheOneThisRunGives() async throws {
    var result: ImplementationCheckResult<Shutter, String>?
    await withKnownIssue {
      result = await checkImplementation(
        from: Shutter.down, events: [.raise, .lower, .jam, .free],
        options: ImplementationCheckOptions(seed: 2026),
        implementation: { WornShutterMotor() },
        send: { motor, event in motor.handle(event) },
        read: { motor in motor.position },
        expected: { state in state.label })
    }
    let failure = try #require(result?.failure)
    #expect(failure.events == [.raise, .lower, .raise, .lower, .raise, .lower])
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/FSMMacros/Documentation.docc/TestingAMachine.md"),
      encoding: .utf8)
    let start = try #require(article.firstRange(of: "```text\n")).upperBound
    let block = article[start...]
    let text = String(block[..<(try #require(block.firstRange(of: "```")).lowerBound)])
    #expect(text == failure.description + "\n")
  }
}
