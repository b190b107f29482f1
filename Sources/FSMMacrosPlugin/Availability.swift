import SwiftSyntax
import SwiftSyntaxMacros

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
