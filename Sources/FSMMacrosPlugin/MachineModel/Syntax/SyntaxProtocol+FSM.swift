import SwiftParser
package import SwiftSyntax

extension TokenSyntax {
  /// The identifier's name without backticks.
  package var unescapedText: String {
    let text = self.text
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// Whether the token is a raw identifier: backticks around what is not an identifier on its
  /// own (`` `histo!ry` ``, `` `1st` ``; not `` `default` ``). Generated code cannot name members
  /// after one (found by the fuzzer).
  package var isRawIdentifier: Bool {
    let text = self.text
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return false }
    let name = text.dropFirst().dropLast()
    guard let first = name.first, first.isLetter || first == "_" else { return true }
    return !name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

extension DeclModifierListSyntax {
  /// The access generated members mirror: `public` (also for `open`), `package`, or `nil`.
  package var generatedAccess: String? {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public"
      case .keyword(.package): return "package"
      default: continue
      }
    }
    return nil
  }

  package var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension AttributeListSyntax {
  /// Whether the list holds `@name` or `@FSMMacros.name`.
  package func contains(attributeNamed name: String) -> Bool {
    attribute(named: name) != nil
  }

  package func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      guard case .attribute(let attribute) = element else { continue }
      if attribute.attributeName.isType(named: name) {
        return attribute
      }
    }
    return nil
  }
}

extension TypeSyntax {
  /// Whether this is `name` or `FSMMacros.name`, without generic arguments. Read from the tokens,
  /// not from the written text (`trimmedDescription`): every member of every machine is asked
  /// for its attributes, and building that text was 5 % of the plugin's time on nested machines.
  fileprivate func isType(named name: String) -> Bool {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.genericArgumentClause == nil && identifier.name.text == name
    }
    if let member = self.as(MemberTypeSyntax.self),
      member.genericArgumentClause == nil, member.name.text == name,
      let base = member.baseType.as(IdentifierTypeSyntax.self)
    {
      return base.genericArgumentClause == nil && base.name.text == "FSMMacros"
    }
    return false
  }
}

extension ExprSyntax {
  /// The case name of `.name`, `Type.name` or `Type.Case.name`, without backticks.
  package var referencedCaseName: String? {
    if let member = self.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.unescapedText
    }
    return nil
  }
}

extension EnumCaseDeclSyntax {
  /// The name `@Named("…")` gives the one case of this declaration, when it is written as
  /// `@StateMachine` reads it (which reports it otherwise).
  package var documentName: String? {
    guard elements.count == 1, let attribute = attributes.attribute(named: "Named"),
      case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
      arguments.first?.label == nil,
      let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
      let text = literal.representedLiteralValue, !text.isEmpty
    else { return nil }
    return text
  }
}
