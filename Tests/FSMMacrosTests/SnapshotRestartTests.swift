import FSMExamples
import FSMMacros
import Foundation
import Testing

/// A real restart: one process saves a machine with a running timer and exits, another restores
/// it, and the timer fires on the continuous clock after the time it had left. The processes are
/// `fsm-demo --save` and `fsm-demo --restore`, which `swift test` builds with everything else.
@Suite(.timeLimit(.minutes(1))) struct SnapshotRestartTests {
  /// The directory of the products `swift build` wrote: the test bundle's.
  private var products: URL {
    #if os(Linux)
      let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let bundle =
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
        ?? Bundle.main.bundleURL
    #endif
    return bundle.deletingLastPathComponent()
  }

  /// Runs `fsm-demo` with `arguments`, waits for it to exit, and returns what it printed.
  private func demo(_ arguments: [String]) throws -> String {
    let executable = products.appendingPathComponent("fsm-demo")
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no fsm-demo next to the tests in \(products.path)")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("fsm-demo-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(contentsOf: output, encoding: .utf8)
  }

  @Test func aTimerSurvivesARestartAndFiresAfterTheTimeItHadLeft() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("connection-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }

    _ = try demo(["--save", file.path])
    let snapshot = try JSONDecoder().decode(
      MachineSnapshot<Connection>.self, from: Data(contentsOf: file))
    #expect(snapshot.state == .connecting(attempt: 1))
    #expect(snapshot.timers == [PendingTimer(event: .timeout, remaining: .seconds(2))])

    let start = ContinuousClock.now
    let output = try demo(["--restore", file.path])
    let elapsed = ContinuousClock.now - start
    // The second process restored the connection after it started, so its timer cannot have
    // fired less than 2 s after that; the 10 s of a timer started afresh would be far above the
    // bound, which leaves the process 6 s to start and exit.
    #expect(elapsed >= .seconds(2))
    #expect(elapsed < .seconds(8))
    #expect(output.contains("connecting --timeout--> failed / report   => failed(attempt: 1)"))
    // Its own measure, from the restore to the step: at least the time left.
    let line = try #require(output.split(separator: "\n").first { $0.contains(" ms: ") })
    let milliseconds = try #require(Int(line.split(separator: " ")[1]))
    #expect(milliseconds >= 2_000)
  }
}
