public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@_Region`, which `@StateMachine` attaches to each region of a machine with regions (an enum
/// nested in the struct, with a stored property of its type): adds what the region's table
/// needs to name its cases, the struct's events and effects — `Case`, `case`, `Transition`,
/// `Event`, `Effect` and `Machine` — and the `Region` conformance. The struct's `@StateMachine`
/// generates the rest, since only it sees every region.
public enum RegionMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  static let attributeName = "_Region"

  /// The members are indented by the macro itself; see `indented(_:)`.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self),
      let machine = enclosingMachine(context.lexicalContext)
    else { return [] }
    let cases = CaseDiscriminantMacro.caseNames(of: enumDecl)
    let access = enumDecl.modifiers.generatedAccess.map { "\($0) " } ?? ""
    var members =
      discriminantMembers(cases: cases, access: enumDecl.modifiers.generatedAccess) + [
        "\(raw: access)typealias Machine = \(raw: machine)",
        "\(raw: access)typealias Event = \(raw: machine).Event",
        "\(raw: access)typealias Effect = \(raw: machine).Effect",
        "\(raw: access)typealias Transition = \(raw: Qualified.runtime).Transition<Self>",
      ]
    members += delayMembers(of: enumDecl)
    if superstateEnum(of: enumDecl) != nil {
      members.append(
        "\(raw: access)typealias Superstates = \(raw: Qualified.runtime).SuperstateDeclaration<Self>"
      )
    }
    return members
  }

  /// Marks the region's `enum Superstate` as `@StateMachine` marks a machine's.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let nested = member.as(EnumDeclSyntax.self),
      nested.name.unescapedText == GeneratedNames.superstate,
      !nested.attributes.contains(attributeNamed: SuperstateMacro.attributeName)
    else { return [] }
    return ["@\(raw: SuperstateMacro.attributeName)"]
  }

  /// `_$delay(ofRow:)`, for a region with `after:` rows: each row's delay, written as the user
  /// wrote it and evaluated here, in the region, where the names it uses are found (the
  /// struct's `timedEvents(in:)` calls it by the row's position, which the struct's reading of
  /// the same rows gives).
  static func delayMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    var parser = MachineParser()
    parser.shared = MachineParser.SharedEnums(events: [], effects: nil, effectIsObjC: false)
    let members = enumDecl.memberBlock.members.map(\.decl)
    guard let tables = parser.parseTables(members) else { return [] }
    let timed = parser.parseRows(tables).filter { $0.delay != nil }
    guard !timed.isEmpty else { return [] }
    var lines = [
      "nonisolated static func _$delay(ofRow row: Swift.Int) -> Swift.Duration {",
      "switch row {",
    ]
    for row in timed {
      lines += ["case \(row.index):", row.delay?.expression ?? ".zero"]
    }
    lines += ["default:", ".zero", "}", "}"]
    return [declaration(lines)]
  }

  /// The region's nested `enum Superstate`, if it declares one.
  static func superstateEnum(of enumDecl: EnumDeclSyntax) -> EnumDeclSyntax? {
    enumDecl.memberBlock.members.lazy.compactMap { $0.decl.as(EnumDeclSyntax.self) }
      .first { $0.name.unescapedText == GeneratedNames.superstate }
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, declaration.is(EnumDeclSyntax.self),
      enclosingMachine(context.lexicalContext) != nil
    else { return [] }
    return [try conformance(of: type, to: "Region", declaration, context)]
  }

  /// The name of the struct the region is nested in, as code inside the region names it.
  static func enclosingMachine(_ lexicalContext: [Syntax]) -> String? {
    lexicalContext.lazy.compactMap { $0.as(StructDeclSyntax.self) }.first?.name.trimmedDescription
  }
}
