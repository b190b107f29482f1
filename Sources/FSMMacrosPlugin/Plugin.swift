import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct FSMMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseDiscriminantMacro.self,
    MarkerMacro.self,
    StateMachineMacro.self,
  ]
}
