@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin. It runs swift-syntax's message loop, as `CompilerPlugin.main()` would,
/// but over `PluginConnection`, which answers most of `@StateMachine`'s member-attribute requests
/// without decoding them (see `RequestPeek`).
@main
struct FSMMacrosPlugin: PluginProvider {
  // Computed: `Macro` types are not `Sendable` in swift-syntax 600, so a stored static would warn.
  static var macros: [any Macro.Type] {
    [
      CaseDiscriminantMacro.self, MarkerMacro.self, RegionMacro.self, StateMachineMacro.self,
      SuperstateMacro.self,
    ]
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    let name = "\(moduleName).\(typeName)"
    guard let macro = Self.macros.first(where: { String(reflecting: $0) == name }) else {
      throw UnknownMacro(name: name)
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
