import SwiftSyntax

extension TokenSyntax {
  /// The identifier's name without backticks.
  var unescapedText: String {
    let text = self.text
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension DeclModifierListSyntax {
  /// The access generated members mirror: `public` (also for `open`), `package`, or `nil`.
  var generatedAccess: String? {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public"
      case .keyword(.package): return "package"
      default: continue
      }
    }
    return nil
  }

  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension AttributeListSyntax {
  /// Whether the list holds `@name` or `@FSMMacros.name`.
  func contains(attributeNamed name: String) -> Bool {
    attribute(named: name) != nil
  }

  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      guard case .attribute(let attribute) = element else { continue }
      let written = attribute.attributeName.trimmedDescription
      if written == name || written == "FSMMacros.\(name)" {
        return attribute
      }
    }
    return nil
  }
}

extension ExprSyntax {
  /// The case name of `.name`, `Type.name` or `Type.Case.name`, without backticks.
  var referencedCaseName: String? {
    if let member = self.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.unescapedText
    }
    return nil
  }
}

/// The `@available` attributes of `declaration` and of the declarations it is nested in that an
/// extension of it repeats, innermost first, each once: platform versions (`macOS 15, *`) and
/// deprecations, without which a conformance of a type available only on newer systems does not
/// build for an older deployment target.
///
/// An attribute that makes the type unavailable (`unavailable`, `obsoleted:`, a Swift language
/// version) is not repeated: it would make the conformance unavailable, and the type's own
/// members, which rely on it, would not compile; the type cannot be used where it is unavailable
/// anyway.
func availabilityAttributes(
  of declaration: some DeclGroupSyntax, lexicalContext: [Syntax]
) -> [String] {
  let lists =
    [declaration.attributes]
    + lexicalContext.compactMap { $0.asProtocol((any WithAttributesSyntax).self)?.attributes }
  var seen: Set<String> = []
  var result: [String] = []
  for list in lists {
    for element in list {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments) = attribute.arguments,
        !arguments.contains(where: makesUnavailable)
      else { continue }
      let text = attribute.trimmedDescription
      if seen.insert(text).inserted {
        result.append(text)
      }
    }
  }
  return result
}

private func makesUnavailable(_ argument: AvailabilityArgumentSyntax) -> Bool {
  switch argument.argument {
  case .token(let token):
    return token.text == "unavailable" || token.text == "swift"
  case .availabilityVersionRestriction(let restriction):
    return restriction.platform.text == "swift"
  case .availabilityLabeledArgument(let labeled):
    return labeled.label.text == "obsoleted"
  }
}
