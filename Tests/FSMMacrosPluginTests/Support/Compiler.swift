import Foundation
import Testing

/// The real compiler, type-checking a file against the built `FSMMacros` module and plugin.
struct Compiler {
  /// The build directory of this test run: it holds `Modules/` and the plugin executable.
  var buildDirectory: URL

  struct Message {
    var line: String
    var severity: String
    /// The text after `error: ` or `warning: `.
    var text: String
    /// Whether it points inside a macro expansion rather than at the user's code.
    var inExpansion: Bool
  }

  static func locate() throws -> Compiler {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test bundle may be nested (`….xctest/Contents/MacOS/…` on macOS).
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Modules/FSMMacros.swiftmodule").path)
    {
      let parent = directory.deletingLastPathComponent()
      try #require(
        parent.path != directory.path, "no Modules/FSMMacros.swiftmodule above \(executable.path)")
      directory = parent
    }
    return Compiler(buildDirectory: directory)
  }

  func compile(_ source: String) throws -> [Message] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fsm-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Machine.swift")
    let log = directory.appendingPathComponent("log.txt")
    try Data(source.utf8).write(to: file)
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let plugin = buildDirectory.appendingPathComponent("FSMMacrosPlugin-tool").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6",
      "-I", buildDirectory.appendingPathComponent("Modules").path,
      "-load-plugin-executable", "\(plugin)#FSMMacrosPlugin",
      "-diagnostic-style", "llvm", file.path,
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = process.standardOutput
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return output.split(separator: "\n").compactMap { line in
      let text = String(line)
      for severity in ["error", "warning"] where text.contains(": \(severity): ") {
        let inExpansion = !text.hasPrefix(file.path) && !text.hasPrefix("<unknown>")
        let message = text.components(separatedBy: ": \(severity): ").dropFirst()
          .joined(separator: ": \(severity): ")
        return Message(line: text, severity: severity, text: message, inExpansion: inExpansion)
      }
      return nil
    }
  }
}
