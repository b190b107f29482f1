import FSMMacrosPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The macros as the compiler sees them, with the conformances their extension roles add.
let fsmMacros: [String: MacroSpec] = [
  "StateMachine": MacroSpec(type: StateMachineMacro.self, conformances: ["StateMachine"]),
  "_CaseDiscriminant": MacroSpec(
    type: CaseDiscriminantMacro.self, conformances: ["CaseDiscriminable"]),
  "_Superstate": MacroSpec(
    type: SuperstateMacro.self,
    conformances: ["Sendable", "CaseIterable", "CustomStringConvertible"]),
  "_Region": MacroSpec(type: RegionMacro.self, conformances: ["Region"]),
  "Initial": MacroSpec(type: MarkerMacro.self),
  "Final": MacroSpec(type: MarkerMacro.self),
]

/// swift-syntax's generic `assertMacroExpansion`, reporting mismatches as Swift Testing issues.
///
/// NB: never call `SwiftSyntaxMacrosTestSupport.assertMacroExpansion` from a `@Test`: it reports
/// through XCTest and passes silently here.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil,
  fixedSource: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: fsmMacros,
    applyFixIts: applyFixIts,
    fixedSource: fixedSource,
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: failure.location.fileID, filePath: failure.location.filePath,
          line: failure.location.line, column: failure.location.column))
    },
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
