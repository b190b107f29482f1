import FSMMacrosPlugin
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// A diagnostic reduced to what a user sees.
struct Reported: Equatable, CustomStringConvertible {
  var id: String
  var severity: DiagnosticSeverity
  var message: String
  var line: Int
  var column: Int

  var description: String { "\(line):\(column) \(severity) [\(id)] \(message)" }
}

/// Parses `source` and runs the macro's pipeline (`MachineAnalysis.analyze`) on its first type
/// declaration, as the macro does: the model, the plan and the diagnostics with their positions.
struct Diagnosed {
  var tree: SourceFileSyntax
  var model: MachineModel?
  var plan: TransitionPlan
  var diagnostics: [Diagnostic]
  /// The whole analysis, of an enum or a struct.
  var analysis: MachineAnalysis?

  init(_ source: String) {
    tree = Parser.parse(source: source)
    let declaration = tree.statements.lazy.compactMap {
      $0.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self)
    }.first
    guard let declaration else {
      model = nil
      plan = TransitionPlan()
      diagnostics = []
      return
    }
    let analysis = MachineAnalysis.analyze(declaration)
    self.analysis = analysis
    diagnostics = analysis.diagnostics
    // The enum machine's model and plan, which most tests read; none for a struct's regions.
    if case .states(let model, let plan) = analysis.machine {
      self.model = model
      self.plan = plan
    } else {
      model = nil
      plan = TransitionPlan()
    }
  }

  var converter: SourceLocationConverter {
    SourceLocationConverter(fileName: "test.swift", tree: tree)
  }

  var reported: [Reported] {
    diagnostics.map { diagnostic in
      let location = diagnostic.location(converter: converter)
      return Reported(
        id: (diagnostic.diagMessage as? FSMDiagnostic)?.id.rawValue ?? "?",
        severity: diagnostic.diagMessage.severity,
        message: diagnostic.message, line: location.line, column: location.column)
    }
  }

  /// The notes of every diagnostic, as `line:column message`.
  var notes: [String] {
    diagnostics.flatMap(\.notes).map { note in
      let location = note.location(converter: converter)
      return "\(location.line):\(location.column) \(note.message)"
    }
  }

  /// The source after applying the fix-it titled `title` (from whichever diagnostic has it).
  func applyingFixIt(_ title: String) -> String? {
    guard let fixIt = diagnostics.flatMap(\.fixIts).first(where: { $0.message.message == title })
    else { return nil }
    var bytes = Array(tree.description.utf8)
    for edit in fixIt.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(
        edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset,
        with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The names of the factories of `FSMDiagnostic`, in the order its source declares them: the
/// static members whose type is `Self`.
func diagnosticFactories() throws -> [String] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/FSMMacrosPlugin/MachineModel/Diagnostics/FSMDiagnostic.swift")
  let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
  final class Finder: SyntaxVisitor {
    var names: [String] = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        node.signature.returnClause?.type.trimmedDescription == "Self"
      {
        names.append(node.name.text)
      }
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
        for binding in node.bindings
        where binding.typeAnnotation?.type.trimmedDescription == "Self" {
          names.append(binding.pattern.trimmedDescription)
        }
      }
      return .skipChildren
    }
  }
  let finder = Finder(viewMode: .sourceAccurate)
  finder.walk(tree)
  return finder.names
}

extension Diagnosed {
  /// The diagnostics under the source lines they point at, in the order they are reported: each
  /// line once for a run of diagnostics on it, then one marker per diagnostic, `╰─` under the
  /// column it points at, its severity, ID and message. Empty when there is none.
  var annotated: String {
    let lines = tree.description.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    var previousLine: Int?
    for diagnostic in reported {
      if diagnostic.line != previousLine {
        result.append(String(lines[diagnostic.line - 1]))
        previousLine = diagnostic.line
      }
      result.append(
        String(repeating: " ", count: diagnostic.column - 1)
          + "╰─ \(diagnostic.severity) [\(diagnostic.id)] \(diagnostic.message)")
    }
    return result.joined(separator: "\n")
  }
}
