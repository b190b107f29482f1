import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory fsm-import <design> [options]`: runs the
/// import tool in the package's directory with the arguments given (see `fsm-import --help`).
@main
struct FSMImport: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "FSMImportTool").url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure("fsm-import failed (above)")
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
