import SwiftSyntax
import SwiftSyntaxBuilder

// What every generated declaration is made of, shared by `@StateMachine` and
// `@_CaseDiscriminant`: qualified names, literals, and the discriminant members.

/// Qualified names of everything the expansion uses that is not the user's.
enum Qualified {
  static let runtime = "FSMRuntime"
  static let step = "\(runtime).Step<Self>"
  static let edge = "\(runtime).Edge<Self>"
  static let timedEvent = "\(runtime).TimedEvent<Self>"
  static let invalid = "\(runtime).InvalidTransition<Self>"
  static let memory = "\(runtime).StateMemory<Self>"
  static let string = "Swift.String"
  static let passesGuard = "_passesGuard"
  static let buildTarget = "_buildTarget"
}

/// The discriminant members shared by the machine's enum, `Event` and `Effect`: a payload-free
/// `Case` enum and a `case` property, both usable from any isolation.
func discriminantMembers(cases: [CaseModel], access: String?) -> [DeclSyntax] {
  let access = access.map { "\($0) " } ?? ""
  var caseEnum = [
    "enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {"
  ]
  caseEnum += cases.map { "case \(escaped($0.name))" }
  caseEnum +=
    descriptionProperty(
      names: cases.map(\.name), descriptions: cases.map(\.documented), modifiers: access) + ["}"]

  var caseProperty = ["\(access)nonisolated var `case`: Case {", "switch self {"]
  for caseModel in cases {
    let name = escapedMember(caseModel.name)
    caseProperty += ["case .\(name):", ".\(name)"]
  }
  caseProperty += ["}", "}"]
  return [nonisolatedType(access, caseEnum), declaration(caseProperty)]
}

/// `var description`, each case described by its name (or its `@Named` name, from
/// `descriptions`); `modifiers` ends with a space.
func descriptionProperty(
  names: [String], descriptions: [String]? = nil, modifiers: String
) -> [String] {
  let descriptions = descriptions ?? names
  return ["\(modifiers)var description: \(Qualified.string) {", "switch self {"]
    + zip(names, descriptions).flatMap { name, description in
      ["case .\(escapedMember(name)):", stringLiteral(description)]
    } + ["}", "}"]
}

/// A nested type, from its declaration's lines without modifiers (`access` is the access
/// modifier and a space, or nothing), that is `nonisolated` where the
/// compiler knows the spelling: in a module whose default isolation is `MainActor` (Swift 6.2),
/// it would otherwise be isolated to the main actor, and so would its members and conformances.
/// Older compilers have no default isolation, and no `nonisolated` on types.
func nonisolatedType(
  _ access: String, _ lines: [String], documentation: [String] = []
) -> DeclSyntax {
  declaration(nonisolatedTypeLines(access, lines, documentation: documentation))
}

/// ``nonisolatedType(_:_:documentation:)``'s lines, for a caller that wraps them.
func nonisolatedTypeLines(
  _ access: String, _ lines: [String], documentation: [String] = []
) -> [String] {
  guard let first = lines.first else { return lines }
  let rest = Array(lines.dropFirst())
  return ["#if compiler(>=6.2)"] + documentation + ["\(access)nonisolated \(first)"] + rest
    + ["#else"] + documentation + ["\(access)\(first)"] + rest + ["#endif"]
}

/// A declaration from generated lines, indented, as text the compiler parses.
///
/// The plugin does not parse it: the expansion goes to the compiler as text (`formatMode` is
/// `.disabled`, so swift-syntax prints each declaration as it is), and the compiler parses it
/// there. Parsing it here gave the same text back and took 41% of the plugin's time in a debug
/// build of `fsm-crosscheck` (perf). The text is the one token of a `MissingDeclSyntax`, which
/// prints as its text; nothing reads the declarations' structure before they are printed.
func declaration(_ lines: [String]) -> DeclSyntax {
  DeclSyntax(MissingDeclSyntax(placeholder: .identifier(indented(lines))))
}
