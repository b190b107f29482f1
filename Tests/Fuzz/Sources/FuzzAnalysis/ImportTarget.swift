/// Any bytes as a Stately (XState JSON) or SCXML design: the importer refuses it with an
/// `ImportError`, or writes a machine that parses and that `@StateMachine` accepts (the import
/// corpus's rule: an imported machine compiles), or refuses only because the design's eventless
/// transitions go round forever (`eventlessCycle`, on the row: the rule ImportingADesign.md
/// states, and the import corpus's for uscxml's LCCA benchmarks).
enum ImportTarget {
  @Sendable static func xstate(_ bytes: UnsafeRawBufferPointer) {
    check(String(decoding: bytes, as: UTF8.self), read: Design.xstate)
  }

  @Sendable static func scxml(_ bytes: UnsafeRawBufferPointer) {
    check(String(decoding: bytes, as: UTF8.self), read: Design.scxml)
  }

  /// `generated`: the document was made from the input (the `design` target), so a violation
  /// shows it too.
  static func check(
    _ text: String, generated: Bool = false, read: (String) throws(ImportError) -> Design
  ) {
    let machine: ImportedMachine
    do {
      machine = try read(text).swift()
    } catch {
      return
    }
    let outcome = RoleExpansion.expand("import FSMMacros\n\n" + machine.machine)
    if let first = outcome.violations.first {
      violation(first)
    }
    let cycles = !outcome.errorIDs.isEmpty && outcome.errorIDs.allSatisfy { $0 == .eventlessCycle }
    guard outcome.parses, outcome.errors.isEmpty || cycles else {
      violation(
        "the imported machine does not compile: \(outcome.errors)\n---\n\(machine.machine)"
          + (generated ? "\n--- from the design\n\(text)" : ""))
    }
  }
}
