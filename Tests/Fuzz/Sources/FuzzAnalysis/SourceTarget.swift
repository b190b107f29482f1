import SwiftSyntax

/// Any bytes, as Swift source, through the macro's whole analysis (parse, validate, plan,
/// generate and the four documents), with the rules of the mutation fuzz test: no crash, no hang
/// (libFuzzer's `-timeout`), a diagnostic or code that parses. The documents of a machine that
/// compiles are well formed: its XState JSON and its SCXML read back with the importer's readers,
/// and the importer, given them, answers with a design or an error.
enum SourceTarget {
  /// How deep `[` may nest in an input. swift-syntax's parser takes time exponential in the
  /// depth of nested collection literals (about ×2.2 a level: 20 levels take 55 s in this debug,
  /// sanitized build; `let x = [[[…]]]`, whether closed or not), before the macro sees anything.
  /// That is swift-syntax's, not FSM's (CONTRIBUTING, "Fuzzing"); deeper inputs are skipped so
  /// that a hang found is the macro's.
  static let bracketDepthLimit = 10

  @Sendable static func run(_ bytes: UnsafeRawBufferPointer) {
    guard bracketDepth(bytes) <= bracketDepthLimit else { return }
    let source = String(decoding: bytes, as: UTF8.self)
    let outcome = RoleExpansion.expand(source)
    if let first = outcome.violations.first {
      violation(first)
    }
    for item in outcome.tree.statements {
      guard let decl = item.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self),
        decl.attributes.attribute(named: "StateMachine") != nil
      else { continue }
      let analysis = MachineAnalysis.analyze(decl)
      guard analysis.compiles, let machine = analysis.machine else { continue }
      let documents = machine.documents()
      do {
        _ = try JSONReader.read(documents.xstate)
      } catch {
        violation("the XState JSON of an accepted machine does not read: \(error)")
      }
      do {
        _ = try XMLReader.read(documents.scxml)
      } catch {
        violation("the SCXML of an accepted machine does not read: \(error)")
      }
      _ = try? Design.xstate(documents.xstate).swift()
      _ = try? Design.scxml(documents.scxml).swift()
    }
  }

  /// The deepest nesting of `[` in `bytes`, counting every bracket (in strings and comments too).
  static func bracketDepth(_ bytes: UnsafeRawBufferPointer) -> Int {
    var depth = 0
    var deepest = 0
    for byte in bytes {
      if byte == UInt8(ascii: "[") {
        depth += 1
        deepest = max(deepest, depth)
      } else if byte == UInt8(ascii: "]"), depth > 0 {
        depth -= 1
      }
    }
    return deepest
  }
}
