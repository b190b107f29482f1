public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@_CaseDiscriminant`, which `@StateMachine` attaches to the nested `Event` and `Effect`
/// enums: adds `Case` and `case`, and the `CaseDiscriminable` conformance.
public enum CaseDiscriminantMacro: MemberMacro, ExtensionMacro {
  static let attributeName = "_CaseDiscriminant"

  /// The members are indented by the macro itself; see `indented(_:)`.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // `@StateMachine` reports a misplaced nested type; there is nothing to add here.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    return discriminantMembers(
      cases: caseNames(of: enumDecl), access: enumDecl.modifiers.generatedAccess)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, declaration.is(EnumDeclSyntax.self) else { return [] }
    return [try conformance(of: type, to: "CaseDiscriminable", declaration, context)]
  }

  /// The cases of `enumDecl`, by name.
  static func caseNames(of enumDecl: EnumDeclSyntax) -> [CaseModel] {
    enumDecl.memberBlock.members.flatMap { member -> [CaseModel] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      // A raw identifier keeps its backticks (`@StateMachine` reports it).
      return caseDecl.elements.map {
        CaseModel(
          $0.name.isRawIdentifier ? $0.name.text : $0.name.unescapedText,
          documentName: caseDecl.documentName)
      }
    }
  }
}

/// `extension Type: FSMRuntime.<runtimeProtocol> {}`, with the `@available` attributes the
/// conformance needs (see `availabilityAttributes(of:lexicalContext:)`).
func conformance(
  of type: some TypeSyntaxProtocol, to runtimeProtocol: String,
  _ declaration: some DeclGroupSyntax, _ context: some MacroExpansionContext
) throws -> ExtensionDeclSyntax {
  let attributes = availabilityAttributes(of: declaration, lexicalContext: context.lexicalContext)
  return try ExtensionDeclSyntax(
    """
    \(raw: attributes.map { $0 + "\n" }.joined())\
    extension \(type.trimmed): \(raw: Qualified.runtime).\(raw: runtimeProtocol) {}
    """)
}
