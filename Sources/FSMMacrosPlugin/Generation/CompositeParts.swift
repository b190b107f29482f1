import SwiftSyntax

/// `Part` and `isIn(_:)` of a machine some of whose states hold machines, and of the machines
/// they hold (the Design article, "Composition"): a `Part` names one state from the machine down,
/// `.processing(nil)` the composite state itself, `.processing(.payment(.captured))` a state
/// inside it.
///
/// Read from the declarations alone, so that `@Submachine` on a held type and `@StateMachine`
/// at the top print the same members from the same facts: which cases are `@Composite`, and
/// what each holds (a struct of regions, or an enum that holds machines in turn, has a `Part`;
/// an enum that holds none is named by its `Case`).
enum CompositeParts {
  /// One case of an enum's `Part`: a state, and the part type of the machine it holds.
  struct Member {
    var name: String
    /// The held machine's `Part` (or `Case`), as the holder's code names it; `nil` for a state
    /// that holds none.
    var held: String?
    /// Whether `held` is the held enum's `Case`, compared with `==` rather than `isIn(_:)`.
    var heldIsCase = false
  }

  /// The cases of `decl`'s `Part`, in declaration order; `nil` when no case is `@Composite`
  /// (its `Case` names its states) or a held type is not found (the macro reports it).
  static func members(of decl: EnumDeclSyntax) -> [Member]? {
    let nested = decl.memberBlock.members.map(\.decl)
    var members: [Member] = []
    var holds = false
    for caseDecl in nested.compactMap({ $0.as(EnumCaseDeclSyntax.self) }) {
      let composite = caseDecl.attributes.contains(attributeNamed: "Composite")
      for element in caseDecl.elements {
        let name = element.name.unescapedText
        guard composite else {
          members.append(Member(name: name))
          continue
        }
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let type = parameters.first?.type.trimmedDescription,
          let part = partType(ofHeld: type, among: nested)
        else { return nil }
        holds = true
        members.append(Member(name: name, held: part.type, heldIsCase: part.isCase))
      }
    }
    return holds ? members : nil
  }

  /// The part type of the machine `type` names among `nested`: `T.Part` for a struct of
  /// regions or an enum holding machines, `T.Case` for an enum holding none; `nil` when no such
  /// declaration is nested there.
  static func partType(
    ofHeld type: String, among nested: [DeclSyntax]
  ) -> (type: String, isCase: Bool)? {
    let name = String(type.split(separator: ".").last ?? "")
    for decl in nested {
      if let structDecl = decl.as(StructDeclSyntax.self), structDecl.name.unescapedText == name {
        return ("\(type).Part", false)
      }
      if let enumDecl = decl.as(EnumDeclSyntax.self), enumDecl.name.unescapedText == name {
        return members(of: enumDecl) == nil ? ("\(type).Case", true) : ("\(type).Part", false)
      }
    }
    return nil
  }

  /// The regions of a struct as its `Part`'s cases: each with its region's part type.
  static func members(of decl: StructDeclSyntax) -> [Member]? {
    let regions = RegionMachineModel.regionDeclarations(of: decl)
    guard !regions.isEmpty else { return nil }
    return regions.map { region in
      let name = region.declaration.name.trimmedDescription
      let isCase = members(of: region.declaration) == nil
      return Member(
        name: region.property, held: "\(name).\(isCase ? "Case" : "Part")", heldIsCase: isCase)
    }
  }

  /// `enum Part` and `isIn(_:)` for an enum whose `members` hold machines.
  static func enumDeclarations(
    _ members: [Member], access: String, documentation: String
  ) -> [DeclSyntax] {
    var cases: [String] = []
    var descriptions: [String] = []
    var tests: [String] = []
    for member in members {
      let name = escapedMember(member.name)
      guard member.held != nil else {
        cases.append("case \(escaped(member.name))")
        descriptions += ["case .\(name):", stringLiteral(member.name)]
        tests += [
          "case .\(name):", "if case .\(name) = self {", "return true", "}", "return false",
        ]
        continue
      }
      cases.append("case \(escaped(member.name))(\(member.held ?? "")?)")
      descriptions += [
        "case .\(name)(let inner):",
        "inner.map { \"\(member.name).\\($0)\" } ?? \(stringLiteral(member.name))",
      ]
      tests += [
        "case .\(name)(let inner):",
        "guard case .\(name)(let held) = self else {", "return false", "}",
        "guard let inner else {", "return true", "}",
        member.heldIsCase ? "return held.case == inner" : "return held.isIn(inner)",
      ]
    }
    return declarations(
      cases: cases, descriptions: descriptions, tests: tests, access: access,
      documentation: documentation,
      isInDocumentation: "Whether this value is in the state `part` names, at any depth.")
  }

  /// `enum Part` and `isIn(_:)` for a struct whose `members` are its regions.
  static func structDeclarations(
    _ members: [Member], access: String, documentation: String
  ) -> [DeclSyntax] {
    var descriptions: [String] = []
    var tests: [String] = []
    for member in members {
      let property = escapedMember(member.name)
      descriptions += ["case .\(property)(let state):", "\"\(member.name).\\(state)\""]
      tests += [
        "case .\(property)(let state):",
        member.heldIsCase
          ? "return self.\(property).case == state" : "return self.\(property).isIn(state)",
      ]
    }
    return declarations(
      cases: members.map { "case \(escaped($0.name))(\($0.held ?? ""))" },
      descriptions: descriptions, tests: tests, access: access, documentation: documentation,
      isInDocumentation: "Whether the region `part` names is in the state it names, at any depth."
    )
  }

  /// `enum Part` with `cases`, described by the `switch` arms `descriptions`, and `isIn(_:)`,
  /// testing a part by the arms `tests`.
  private static func declarations(
    cases: [String], descriptions: [String], tests: [String], access: String,
    documentation: String, isInDocumentation: String
  ) -> [DeclSyntax] {
    let part =
      ["enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {"] + cases
      + ["\(access)var description: \(Qualified.string) {", "switch self {"] + descriptions
      + ["}", "}", "}"]
    let isIn =
      [
        "/// \(isInDocumentation)",
        "\(access)nonisolated func isIn(_ part: Part) -> Swift.Bool {", "switch part {",
      ] + tests + ["}", "}"]
    return [
      nonisolatedType(access, part, documentation: ["/// \(documentation)"]),
      declaration(isIn),
    ]
  }
}
