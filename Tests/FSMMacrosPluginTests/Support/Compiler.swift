import FSMTestSupport
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
    let plugin = buildDirectory.appendingPathComponent("FSMMacrosPlugin-tool").path
    var file = ""
    let result = try runCommand(writing: source, to: "Machine.swift") { path in
      file = path
      return [
        "swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6",
        "-I", buildDirectory.appendingPathComponent("Modules").path,
        "-load-plugin-executable", "\(plugin)#FSMMacrosPlugin",
        "-diagnostic-style", "llvm", path,
      ]
    }
    return (result.errors + "\n" + result.output).split(separator: "\n").compactMap { line in
      let text = String(line)
      for severity in ["error", "warning"] where text.contains(": \(severity): ") {
        let inExpansion = !text.hasPrefix(file) && !text.hasPrefix("<unknown>")
        let message = text.components(separatedBy: ": \(severity): ").dropFirst()
          .joined(separator: ": \(severity): ")
        return Message(line: text, severity: severity, text: message, inExpansion: inExpansion)
      }
      return nil
    }
  }
}
