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
    // The machine's tasks: the region's `activities` name its `Activity`.
    // (`@StateMachine` says so: the lexical context has no members to look at.)
    var machineDeclaresActivities = false
    if case .argumentList(let arguments) = node.arguments {
      machineDeclaresActivities = arguments.contains {
        $0.label?.text == "activities" && $0.expression.trimmedDescription == "true"
      }
    }
    if machineDeclaresActivities {
      members += [
        "\(raw: access)typealias Activity = \(raw: machine).Activity",
        "\(raw: access)typealias Activities = \(raw: Qualified.runtime).ActivityDeclaration<Self>",
      ]
    }
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

  /// `_$delay(table:row:)`, for a region with `after:` rows: each row's delay, written as the
  /// user wrote it and evaluated here, in the region, where the names it uses are found. The
  /// struct's `timedEvents(in:)` and `edges` call it with where the row is written, its table
  /// and its position there: facts of the syntax, which need no reading of the rows (the struct
  /// reads them, and this role cannot see the struct).
  static func delayMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    var cases: [String] = []
    for variable in enumDecl.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
    {
      for (binding, table) in MachineParser.tableBindings(variable) {
        guard let table else { continue }
        let name = stringLiteral(binding.pattern.trimmedDescription)
        for (position, element) in table.elements.enumerated() {
          guard let delay = MachineParser.delayArgument(ofRow: element.expression) else {
            continue
          }
          cases += ["case (\(name), \(position)):", delay.trimmedDescription]
        }
      }
    }
    guard !cases.isEmpty else { return [] }
    return [
      declaration(
        [
          "nonisolated static func _$delay(table: Swift.String, row: Swift.Int) -> Swift.Duration {",
          "switch (table, row) {",
        ] + cases + ["default:", ".zero", "}", "}"])
    ]
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
