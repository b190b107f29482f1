import Foundation

/// What a command printed, and how it ended.
public struct CommandResult: Sendable {
  public var status: Int32
  public var output: String
  public var errors: String
}

/// Writes `contents` to `fileName` in a new temporary directory, runs the command that
/// `arguments` builds from that file's path (through `/usr/bin/env`), and removes the directory.
///
/// Output and errors go through files, not pipes: children started concurrently inherit each
/// other's pipe ends, and a child whose input pipe never closes waits forever.
public func runCommand(
  writing contents: String, to fileName: String, _ arguments: (_ path: String) -> [String]
) throws -> CommandResult {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("fsm-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent(fileName)
  let output = directory.appendingPathComponent("output.txt")
  let errors = directory.appendingPathComponent("errors.txt")
  try Data(contents.utf8).write(to: input)
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments(input.path)
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = try FileHandle(forWritingTo: output)
  process.standardError = try FileHandle(forWritingTo: errors)
  try process.run()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus,
    output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
    errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
}
