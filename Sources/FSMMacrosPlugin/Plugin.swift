@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin. It runs swift-syntax's message loop, as `CompilerPlugin.main()` would,
/// but over `PluginConnection`, which answers most of `@StateMachine`'s member-attribute requests
/// without decoding them (see `RequestPeek`).
@main
struct FSMMacrosPlugin: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = PluginMacros.named(module: moduleName, type: typeName) else {
      throw UnknownMacro(name: "\(moduleName).\(typeName)")
    }
    return macro
  }

  static func main() throws {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let connection = try PluginConnection.standardIO()
    #else
      let connection = try StandardIOMessageConnection()
    #endif
    let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
    // `main()` throws from swift-syntax 601 on; a non-throwing function converts to this type.
    let run: () throws -> Void = listener.main
    try run()
  }
}

struct UnknownMacro: Error, CustomStringConvertible {
  var name: String
  var description: String { "the FSM plugin has no macro '\(name)'" }
}
