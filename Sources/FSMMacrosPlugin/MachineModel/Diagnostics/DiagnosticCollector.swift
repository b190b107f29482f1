public import SwiftDiagnostics
import SwiftSyntax

/// The diagnostics of one analysis, collected across its stages, each reported once.
///
/// A row is checked once per source state, and a problem may be found again by a later stage:
/// a diagnostic with the same ID, message and position as an earlier one is dropped.
struct DiagnosticCollector {
  private(set) var diagnostics: [Diagnostic] = []
  private var reported: Set<String> = []

  init(_ diagnostics: [Diagnostic] = []) {
    for diagnostic in diagnostics {
      append(diagnostic)
    }
  }

  /// Reports `message` at `anchor`'s node, else at `fallback`'s; nowhere when neither has one
  /// (a model built by hand, in a test).
  mutating func report(
    _ message: FSMDiagnostic, at anchor: SyntaxAnchor, fallback: SyntaxAnchor = .none,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    guard let node = anchor.node ?? fallback.node else { return }
    append(Diagnostic(node: node, message: message, notes: notes, fixIts: fixIts))
  }

  mutating func append(_ diagnostic: Diagnostic) {
    let key =
      "\(diagnostic.diagnosticID)|\(diagnostic.message)|\(diagnostic.node.position.utf8Offset)"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(diagnostic)
  }

  var hasErrors: Bool {
    diagnostics.contains { $0.diagMessage.severity == .error }
  }
}

/// A diagnostic message used as a note.
public struct FSMNote: NoteMessage {
  public let diagnostic: FSMDiagnostic
  init(_ diagnostic: FSMDiagnostic) { self.diagnostic = diagnostic }
  public var message: String { diagnostic.message }
  public var noteID: MessageID { diagnostic.diagnosticID }
}
