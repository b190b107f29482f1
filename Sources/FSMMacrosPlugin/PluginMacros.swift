import SwiftSyntaxMacros

/// The plugin's macros, and which one the compiler names: for the plugin's entry point and for
/// the fuzzer's message handling (`Tests/Fuzz`), which compiles this file too.
enum PluginMacros {
  /// Every macro, A–Z. Computed: `Macro` types are not `Sendable` in swift-syntax 600, so a
  /// stored static would warn.
  static var all: [any Macro.Type] {
    [
      CaseDiscriminantMacro.self, MarkerMacro.self, RegionMacro.self, StateMachineMacro.self,
      SuperstateMacro.self,
    ]
  }

  /// The macro the compiler asks for by module and type name; `nil` for another.
  static func named(module: String, type: String) -> (any Macro.Type)? {
    guard module == "FSMMacrosPlugin" else { return nil }
    return all.first { "\($0)" == type }
  }
}
