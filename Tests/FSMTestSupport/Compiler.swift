public import Foundation

/// The real compiler, compiling a file against the built `FSMMacros` module and plugin, through
/// SIL diagnostics (so "used after consume" is reported too).
public struct Compiler: Sendable {
  /// The build directory of this test run: it holds the modules and the plugin executable.
  public var buildDirectory: URL
  /// Where `FSMMacros.swiftmodule` is: `Modules/`, or `Modules-tool/` in a build of the test
  /// product alone (`swift build --product FSMPackageTests`), whose modules are all built for
  /// this machine's tools, as the tests themselves are.
  public var modules: URL

  public struct Message: Sendable, Equatable {
    /// The whole line the compiler printed.
    public var line: String
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The text after `error: `, `warning: ` or `note: `.
    public var text: String
    /// The line in the compiled file, when the message points at it.
    public var fileLine: Int?
    /// Whether it points inside a macro expansion rather than at the user's code.
    public var inExpansion: Bool
  }

  public struct NotFound: Error, CustomStringConvertible {
    public var description: String
  }

  /// The build directory above the running test executable.
  public static func locate() throws -> Compiler {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test bundle may be nested (`….xctest/Contents/MacOS/…` on macOS).
    while true {
      for name in ["Modules", "Modules-tool"] {
        let modules = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(
          atPath: modules.appendingPathComponent("FSMMacros.swiftmodule").path)
        {
          return Compiler(buildDirectory: directory, modules: modules)
        }
      }
      let parent = directory.deletingLastPathComponent()
      guard parent.path != directory.path else {
        throw NotFound(description: "no FSMMacros.swiftmodule above \(executable.path)")
      }
      directory = parent
    }
  }

  /// Compiles `source`, with `flags` added to the command, and returns the errors, warnings and
  /// notes, in the compiler's order.
  public func compile(_ source: String, flags: [String] = []) throws -> [Message] {
    let plugin = buildDirectory.appendingPathComponent("FSMMacrosPlugin-tool").path
    var file = ""
    let result = try runCommand(writing: source, to: "Machine.swift") { path in
      file = path
      return [
        "swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6",
        "-I", modules.path,
        "-load-plugin-executable", "\(plugin)#FSMMacrosPlugin",
        "-diagnostic-style", "llvm", path,
      ] + flags
    }
    return (result.errors + "\n" + result.output).split(separator: "\n").compactMap { line in
      let text = String(line)
      for severity in ["error", "warning", "note"] where text.contains(": \(severity): ") {
        let inExpansion = !text.hasPrefix(file) && !text.hasPrefix("<unknown>")
        let parts = text.components(separatedBy: ": \(severity): ")
        let location = parts[0]
        let fileLine =
          inExpansion
          ? nil : location.dropFirst(file.count).split(separator: ":").first.flatMap { Int($0) }
        let message = parts.dropFirst().joined(separator: ": \(severity): ")
        return Message(
          line: text, severity: severity, text: message, fileLine: fileLine,
          inExpansion: inExpansion)
      }
      return nil
    }
  }
}

extension Compiler {
  /// The optimized SIL of `source`, compiled as the module `Main`; throws with the compiler's
  /// output when it does not compile.
  public func optimizedSIL(_ source: String) throws -> String {
    let plugin = buildDirectory.appendingPathComponent("FSMMacrosPlugin-tool").path
    let result = try runCommand(writing: source, to: "Main.swift") { path in
      [
        "swiftc", "-O", "-emit-sil", "-o", "-", "-swift-version", "6", "-parse-as-library",
        "-module-name", "Main", "-I", modules.path,
        "-load-plugin-executable", "\(plugin)#FSMMacrosPlugin", path,
      ]
    }
    guard result.status == 0 else {
      throw NotFound(description: "the source does not compile:\n\(result.errors)")
    }
    return result.output
  }
}
