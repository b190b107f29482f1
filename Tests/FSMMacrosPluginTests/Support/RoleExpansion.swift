// Shared by the mutation fuzz test (`FuzzTests`) and the coverage-guided fuzzer (`Tests/Fuzz`),
// which compiles the plugin's sources into its own module and defines `FSM_FUZZ`.
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

#if !FSM_FUZZ
  import FSMMacrosPlugin
#endif

/// What `@StateMachine` makes of a source file: its roles run on every top-level declaration the
/// attribute is attached to, as the compiler would run them, and the rules every outcome must
/// keep.
struct RoleExpansion {
  /// The source, parsed.
  var tree: SourceFileSyntax
  var parses: Bool
  /// The macro's error messages.
  var errors: [String]
  /// Their rules (`FSMDiagnostic.ID`), in the same order; `nil` for one the macro did not make.
  var errorIDs: [FSMDiagnostic.ID?]
  /// Every declaration, extension and attribute the roles generated.
  var generated: [Syntax]
  /// What breaks a rule: generated code that does not parse although neither the source nor
  /// the macro has an error, or the cheap "is there a machine" answer disagreeing with the parse.
  var violations: [String] = []

  static func expand(_ source: String) -> RoleExpansion {
    let tree = Parser.parse(source: source)
    let context = BasicMacroExpansionContext()
    var generated: [Syntax] = []
    var violations: [String] = []
    for item in tree.statements {
      guard let decl = item.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self) else {
        continue
      }
      generated += expandRoles(of: decl, in: context, violations: &violations)
    }
    let errorDiagnostics = context.diagnostics.filter { $0.diagMessage.severity == .error }
    let errors = errorDiagnostics.map(\.message)
    if !tree.hasError, errors.isEmpty {
      // The generator's declarations are text the compiler parses (`declaration(_:)` in the
      // plugin): each is parsed here as the compiler would.
      for node in generated where reparsed(node).hasError {
        violations.append("generated code does not parse:\n\(node)")
      }
    }
    return RoleExpansion(
      tree: tree, parses: !tree.hasError, errors: errors,
      errorIDs: errorDiagnostics.map { ($0.diagMessage as? FSMDiagnostic)?.id },
      generated: generated,
      violations: violations)
  }

  /// A generated node as the compiler reads it: a declaration the generator returned as text,
  /// parsed; any other node as it is.
  static func reparsed(_ node: Syntax) -> Syntax {
    guard node.is(MissingDeclSyntax.self) else { return node }
    var parser = Parser(node.description)
    return Syntax(DeclSyntax.parse(from: &parser))
  }

  /// Runs the macro's roles on `decl` if `@StateMachine` is attached to it.
  ///
  /// NB: this calls the roles directly. swift-syntax's whole-file `expand(macroSpecs:…)` does the
  /// same plus its own bookkeeping, which costs six times as much in a debug build; the
  /// compiler-checked sample of `FuzzTests` covers the real path.
  static func expandRoles(
    of decl: some DeclGroupSyntax, in context: BasicMacroExpansionContext,
    violations: inout [String]
  ) -> [Syntax] {
    guard
      let attribute = decl.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedDescription == "StateMachine" })
    else { return [] }
    // The roles that only ask whether there is a machine read it without its rows.
    if let enumDecl = decl.as(EnumDeclSyntax.self),
      MachineModel.parses(enumDecl) != (MachineModel.parse(enumDecl).model != nil)
    {
      violations.append("`parses` and `parse` disagree on:\n\(decl)")
    }
    var generated: [Syntax] = []
    do {
      generated += try StateMachineMacro.expansion(
        of: attribute, providingMembersOf: decl, conformingTo: [], in: context
      ).map(Syntax.init)
      generated += try StateMachineMacro.expansion(
        of: attribute, attachedTo: decl, providingExtensionsOf: TypeSyntax("Machine"),
        conformingTo: [TypeSyntax("StateMachine")], in: context
      ).map(Syntax.init)
      for member in decl.memberBlock.members {
        let attributes = try StateMachineMacro.expansion(
          of: attribute, attachedTo: decl, providingAttributesFor: member.decl, in: context)
        guard !attributes.isEmpty, let nested = member.decl.as(EnumDeclSyntax.self) else {
          continue
        }
        // The attribute the member-attribute role chose says which macro expands the enum.
        if attributes[0].attributeName.trimmedDescription == "_Region" {
          generated += try RegionMacro.expansion(
            of: attributes[0], providingMembersOf: nested, conformingTo: [],
            in: BasicMacroExpansionContext(sharingWith: context, lexicalContext: [Syntax(decl)])
          ).map(Syntax.init)
        } else if attributes[0].attributeName.trimmedDescription == "_Superstate" {
          generated += try SuperstateMacro.expansion(
            of: attributes[0], attachedTo: nested,
            providingExtensionsOf: TypeSyntax("Machine.Superstate"),
            conformingTo: [TypeSyntax("Sendable"), TypeSyntax("CaseIterable")], in: context
          ).map(Syntax.init)
        } else {
          generated += try CaseDiscriminantMacro.expansion(
            of: attributes[0], providingMembersOf: nested, conformingTo: [], in: context
          ).map(Syntax.init)
        }
      }
    } catch {
      context.addDiagnostics(from: error, node: attribute)
    }
    return generated
  }
}
