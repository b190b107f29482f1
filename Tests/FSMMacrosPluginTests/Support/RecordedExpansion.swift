import FSMMacrosPlugin
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The expansion of a machine compiled by the test targets, compared with a file under
/// `Expansions/`: one per edge case of the generator, so that a change to the shape of the
/// generated code shows as a diff of that file.
///
/// Run with `FSM_RECORD_EXPANSIONS=1` to write the files anew, then review the diff: a recorded expansion is
/// only as right as its review.
enum RecordedExpansion {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Expansions")
  static let isRecording = ProcessInfo.processInfo.environment["FSM_RECORD_EXPANSIONS"] == "1"

  /// The declaration named `name` in the file at `path` (from the package's root), with the
  /// types around it, as its own source file.
  static func declaration(named name: String, in path: String) throws -> String {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    final class Finder: SyntaxVisitor {
      let name: String
      var found = false
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        found = found || node.name.text == name
        return found ? .skipChildren : .visitChildren
      }
      // A machine with regions.
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        found = found || node.name.text == name
        return found ? .skipChildren : .visitChildren
      }
    }
    // The top-level declaration holding it, so that the types around it are expanded too.
    let declaration = try #require(
      Parser.parse(source: text).statements.lazy.compactMap { $0.item.as(DeclSyntax.self) }
        .first { declaration in
          let finder = Finder(name: name)
          finder.walk(declaration)
          return finder.found
        },
      "no enum '\(name)' in \(path)")
    return declaration.trimmedDescription + "\n"
  }

  /// `source` with the FSM macros expanded, as the compiler would, and its diagnostics.
  static func expand(_ source: String) -> (text: String, diagnostics: [Diagnostic]) {
    let tree = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [tree: .init(moduleName: "Tests", fullFilePath: "Machine.swift")])
    let expanded = tree.expand(
      macroSpecs: fsmMacros,
      contextGenerator: { node in
        BasicMacroExpansionContext(
          sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
      },
      indentationWidth: .spaces(2))
    return (expanded.description, context.diagnostics)
  }

  /// Expands the enum `name` of the test file `path` and compares it with `Expansions/<file>`.
  static func check(
    _ file: String, enum name: String, in path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let source = try declaration(named: name, in: path)
    let (expanded, diagnostics) = expand(source)
    #expect(
      diagnostics.isEmpty, "the macro reported: \(diagnostics.map(\.message))",
      sourceLocation: sourceLocation)
    // The input first, as comments, so that the file shows what was expanded and a change to the
    // machine shows in the same diff as the change to its expansion.
    let input = source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { $0.isEmpty ? "//" : "// \($0)" }.joined(separator: "\n")
    let header = """
      // swift-format-ignore-file
      // `\(name)` from \(path), then its expansion; checked by RecordedExpansionTests.
      // Recorded with FSM_RECORD_EXPANSIONS=1 swift test --filter RecordedExpansionTests.

      // MARK: - Input

      \(input)

      // MARK: - Expansion


      """
    let text = header + expanded
    let url = directory.appendingPathComponent(file)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let recorded = try? String(contentsOf: url, encoding: .utf8)
    guard let recorded else {
      Issue.record(
        "no recorded expansion Expansions/\(file); record it with FSM_RECORD_EXPANSIONS=1",
        sourceLocation: sourceLocation)
      return
    }
    if recorded != text {
      let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
      let new = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(old, new).enumerated().first { $1.0 != $1.1 }?.offset ?? min(old.count, new.count)
      Issue.record(
        """
        the expansion differs from Expansions/\(file), first at line \(line + 1):
        recorded: \(line < old.count ? old[line] : "(end)")
        expanded: \(line < new.count ? new[line] : "(end)")
        (record anew with FSM_RECORD_EXPANSIONS=1, and review the diff)
        """, sourceLocation: sourceLocation)
    }
  }
}
