public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@_Superstate`, which `@StateMachine` attaches to the nested `enum Superstate`: gives it the
/// conformances of a `Case` discriminant (`Hashable` it has already), in an extension usable from
/// any isolation.
public enum SuperstateMacro: ExtensionMacro {
  static let attributeName = "_Superstate"

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // `@StateMachine` reports a superstate with associated values; such an enum gets nothing.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty else {
      return []
    }
    let declarations = enumDecl.memberBlock.members.compactMap {
      $0.decl.as(EnumCaseDeclSyntax.self)
    }
    let cases = declarations.flatMap(\.elements)
    let descriptions = declarations.flatMap { declaration in
      declaration.elements.map { declaration.documentName ?? $0.name.unescapedText }
    }
    guard cases.allSatisfy({ $0.parameterClause == nil }) else { return [] }
    let access = enumDecl.modifiers.generatedAccess.map { "\($0) " } ?? ""
    // Only the conformances the enum lacks: the compiler lists them.
    let names = protocols.compactMap { $0.trimmedDescription.split(separator: ".").last }
      .map(String.init)
    let conformances = ["Sendable", "CaseIterable", "CustomStringConvertible"]
      .filter(names.contains)
    guard !conformances.isEmpty else { return [] }
    var lines = [
      "extension \(type.trimmedDescription): "
        + conformances.map { "Swift.\($0)" }.joined(separator: ", ") + " {"
    ]
    if conformances.contains("CaseIterable") {
      let all = cases.map { ".\(escapedMember($0.name.unescapedText))" }
      lines += [
        "\(access)nonisolated static var allCases: [Self] {", "[\(all.joined(separator: ", "))]",
        "}",
      ]
    }
    if conformances.contains("CustomStringConvertible") {
      lines += descriptionProperty(
        names: cases.map(\.name.unescapedText), descriptions: descriptions,
        modifiers: access + "nonisolated ")
    }
    lines.append("}")
    let attributes = availabilityAttributes(
      of: declaration, lexicalContext: context.lexicalContext)
    return [
      try ExtensionDeclSyntax(
        "\(raw: attributes.map { $0 + "\n" }.joined())\(raw: indented(lines))")
    ]
  }
}
