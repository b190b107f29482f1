import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory fsm-diagrams [--target T]… [--output DIR]
/// [--format dot,mermaid,scxml,xstate] [--check]`: writes the documents of every `@StateMachine`
/// of the package's Swift targets (or of the targets named) into `DIR` (default `Diagrams/`), in
/// the formats asked for (default `dot,mermaid`): `<Machine>.dot` (and, when Graphviz's `dot` is
/// on the `PATH`, `<Machine>.svg`), `<Machine>.mmd`, `<Machine>.scxml`, `<Machine>.xstate.json`.
/// With `--check` it writes nothing, and fails listing the files of those formats that are
/// missing or stale.
@main
struct FSMDiagrams: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let outputs = extractor.extractOption(named: "output")
    let formats = extractor.extractOption(named: "format")
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty, outputs.count <= 1 else {
      throw PluginFailure(
        "usage: fsm-diagrams [--target T]... [--output DIR] [--format dot,mermaid,scxml,xstate]"
          + " [--check]; unexpected "
          + (extractor.remainingArguments + outputs.dropFirst()).joined(separator: " "))
    }
    let root = context.package.directoryURL
    let targets =
      targetNames.isEmpty
      ? context.package.targets : try context.package.targets(named: targetNames)
    let directories = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map(\.directoryURL)
    let output = outputs.first.map { path in
      path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : root.appendingPathComponent(path, isDirectory: true)
    }
    var toolArguments = [
      "--root", root.path,
      "--output", (output ?? root.appendingPathComponent("Diagrams", isDirectory: true)).path,
    ]
    if check {
      toolArguments.append("--check")
    }
    if !formats.isEmpty {
      toolArguments += ["--format", formats.joined(separator: ",")]
    }
    toolArguments += directories.map(\.path)

    let tool: URL
    do {
      tool = try context.tool(named: "FSMDiagramsTool").url
    } catch {
      // The tool is a dependency of this plugin only with the `Diagrams` trait (Package.swift).
      throw PluginFailure(
        """
        fsm-diagrams needs FSM's 'Diagrams' trait: in your Package.swift, add \
        traits: ["Diagrams"] to FSM's .package(...) line (in FSM's own repository, run \
        swift package --traits Diagrams fsm-diagrams)
        """)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = toolArguments
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure(check ? "diagrams are out of date (above)" : "fsm-diagrams failed")
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
