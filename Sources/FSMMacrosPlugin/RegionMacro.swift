public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@_Region`, which `@StateMachine` attaches to each region of a machine with regions (an enum
/// nested in the struct, with a stored property of its type): adds what the region's table
/// needs to name its cases, the struct's events and effects — `Case`, `case`, `Transition`,
/// `Event`, `Effect` and `Machine` — and the `Region` conformance. The struct's `@StateMachine`
/// generates the rest, since only it sees every region.
///
/// `@Submachine`, which the author writes on a machine a `@Composite` state holds, is the same
/// macro: on an enum it does what `@_Region` does, with the machine at the top as `Machine`; on
/// a struct of regions it declares `_$initial` and attaches `@_Region` to each region.
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
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return heldStructMembers(structDecl)
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self),
      let machine = enclosingMachine(context.lexicalContext), !declaresOwnEnums(enumDecl)
    else { return [] }
    let cases = CaseDiscriminantMacro.caseNames(of: enumDecl)
    let access = enumDecl.modifiers.generatedAccess.map { "\($0) " } ?? ""
    var members =
      discriminantMembers(cases: cases, access: enumDecl.modifiers.generatedAccess) + [
        "\(raw: access)typealias Parent = \(raw: machine)",
        "\(raw: access)typealias Event = \(raw: machine).Event",
        "\(raw: access)typealias Effect = \(raw: machine).Effect",
        "\(raw: access)typealias Transition = \(raw: Qualified.runtime).Transition<Self>",
      ]
    members += delayMembers(of: enumDecl)
    members += initialMembers(of: enumDecl)
    if let parts = CompositeParts.members(of: enumDecl) {
      members += CompositeParts.enumDeclarations(
        parts, access: access,
        documentation: "One state of this machine, at any depth: what `.whenIn` and an edge name.")
    }
    // The machine's activities: the region's `activities` name its `Activity`.
    // (`@StateMachine` says so: the lexical context has no members to look at.)
    var machineDeclaresActivities = false
    if case .argumentList(let arguments) = node.arguments {
      machineDeclaresActivities = arguments.contains {
        $0.label?.text == "activities" && $0.expression.trimmedDescription == "true"
      }
    }
    // A held machine's own `activities` name the machine's `Activity` too (its activities run in
    // the tree's one `ActivityHandlers`), whether or not a region above it says so.
    if machineDeclaresActivities || declaresActivities(enumDecl) {
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
    var activities = false
    if case .argumentList(let arguments) = node.arguments {
      activities = arguments.contains {
        $0.label?.text == "activities" && $0.expression.trimmedDescription == "true"
      }
    }
    // A held struct's regions (`@Submachine` on the struct): parts of the same machine. (A
    // machine a `@Composite` state holds is marked by its author: a macro cannot attach itself
    // again below, and `@_Region` is already attached above a region's held machines.)
    if let structDecl = declaration.as(StructDeclSyntax.self),
      let nested = member.as(EnumDeclSyntax.self),
      RegionMachineModel.regionDeclarations(of: structDecl).contains(where: {
        $0.declaration.name.unescapedText == nested.name.unescapedText
      })
    {
      return attributes(for: nested, activities: activities)
    }
    guard let nested = member.as(EnumDeclSyntax.self),
      nested.name.unescapedText == GeneratedNames.superstate,
      !nested.attributes.contains(attributeNamed: SuperstateMacro.attributeName)
    else { return [] }
    return ["@\(raw: SuperstateMacro.attributeName)"]
  }

  /// `@_Region` for a region or a held machine, unless it has it already.
  static func attributes(
    for declaration: some DeclGroupSyntax, activities: Bool
  ) -> [AttributeSyntax] {
    guard !declaration.attributes.contains(attributeNamed: attributeName) else { return [] }
    return activities ? ["@\(raw: attributeName)(activities: true)"] : ["@\(raw: attributeName)"]
  }

  /// `_$delay(table:row:entering:)`, `_$delay(table:row:)` and `_$delayFunction(table:row:)`,
  /// for a region with `after:` rows: each row's delay, written as the user wrote it and
  /// evaluated here, in the region, where the names it uses are found: the duration a state
  /// entered waits (a delay may be a function of it, `after: Self.backoff`), and for the edges,
  /// the duration the row says (`nil` for a function) and the function as written (`nil` for a
  /// duration). The struct's `timedEvents(in:)` and `edges` call them with where the row is
  /// written, its table and its position there: facts of the syntax, which need no reading of
  /// the rows (the struct reads them, and this role cannot see the struct).
  static func delayMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    var entering: [String] = []
    var fixed: [String] = []
    var functions: [String] = []
    for variable in enumDecl.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
    {
      for (binding, table) in MachineParser.tableBindings(variable) {
        guard let table else { continue }
        let name = stringLiteral(binding.pattern.trimmedDescription)
        for (position, element) in table.elements.enumerated() {
          guard let delay = MachineParser.delayArgument(ofRow: element.expression) else {
            continue
          }
          let written = delay.trimmedDescription
          let model = MachineParser.delayModel(delay)
          let key = "case (\(name), \(position)):"
          // A literal is a duration: written as it is.
          guard !model.isLiteral else {
            entering += [key, written]
            fixed += [key, written]
            continue
          }
          entering += [key, "FSMRuntime._Delay.of(\(written), entering: _$state)"]
          fixed += [key, "FSMRuntime._Delay.fixed(\(written), for: Self.self)"]
          functions += [
            key,
            "FSMRuntime._Delay.function(\(written), for: Self.self, named: "
              + "\(stringLiteral(model.label)))",
          ]
        }
      }
    }
    guard !entering.isEmpty else { return [] }
    return [
      declaration(
        [
          "nonisolated static func _$delay(table: Swift.String, row: Swift.Int, "
            + "entering _$state: Self) -> Swift.Duration {",
          "switch (table, row) {",
        ] + entering + ["default:", ".zero", "}", "}"]),
      declaration(
        [
          "nonisolated static func _$delay(table: Swift.String, row: Swift.Int) -> Swift.Duration? {",
          "switch (table, row) {",
        ] + fixed + ["default:", "nil", "}", "}"]),
      declaration(
        [
          "nonisolated static func _$delayFunction(table: Swift.String, row: Swift.Int) "
            + "-> Swift.String? {",
          "switch (table, row) {",
        ] + functions + ["default:", "nil", "}", "}"]),
    ]
  }

  /// `_$initial`, the enum's initial case (the one marked `@Initial`, else the first), when it
  /// needs no value without a default: what a `@Composite` state holding the enum, or a struct of
  /// which it is a region, starts in. An initial case that holds a machine starts in that
  /// machine's `_$initial` (W3C: a compound state's initial child is entered at its own initial).
  static func initialMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    guard
      let initialDecl = cases.first(where: { $0.attributes.contains(attributeNamed: "Initial") })
        ?? cases.first,
      let initial = initialDecl.elements.first
    else { return [] }
    let parameters = initial.parameterClause?.parameters ?? []
    let name = ".\(escapedMember(initial.name.unescapedText))"
    var value = name + (parameters.isEmpty ? "" : "()")
    if initialDecl.attributes.contains(attributeNamed: "Composite"), parameters.count == 1,
      let held = parameters.first, held.defaultValue == nil
    {
      let label = held.firstName.map { $0.tokenKind == .wildcard ? "" : "\($0.text): " } ?? ""
      value = "\(name)(\(label)\(held.type.trimmedDescription)._$initial)"
    } else if parameters.contains(where: { $0.defaultValue == nil }) {
      return []
    }
    let access = enumDecl.modifiers.generatedAccess.map { "\($0) " } ?? ""
    return [
      declaration([
        "/// The case the machine starts in, with its defaults.",
        "\(access)nonisolated static var _$initial: Self {", value, "}",
      ])
    ]
  }

  /// `_$initial` of a struct of regions held by a `@Composite` state: each region in its
  /// initial case, made with the struct's memberwise initializer.
  static func heldStructMembers(_ structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let regions = RegionMachineModel.regionDeclarations(of: structDecl)
    guard !regions.isEmpty else { return [] }
    let access = structDecl.modifiers.generatedAccess.map { "\($0) " } ?? ""
    let arguments = regions.map { region in
      "\(region.property): \(region.declaration.name.trimmedDescription)._$initial"
    }
    var members = [
      declaration([
        "/// Every region in its initial case.",
        "\(access)nonisolated static var _$initial: Self {",
        "Self(\(arguments.joined(separator: ", ")))", "}",
      ])
    ]
    // The memberwise initializer, with the struct's access (Swift's own is internal), unless
    // the struct declares an initializer.
    let declaresInitializer = structDecl.memberBlock.members.contains {
      $0.decl.is(InitializerDeclSyntax.self)
    }
    if !declaresInitializer {
      let parameters = regions.map {
        "\(escaped($0.property)): \($0.declaration.name.trimmedDescription)"
      }
      members.append(
        declaration(
          [
            "/// A value with each region in the case given.",
            "\(access)nonisolated init(\(parameters.joined(separator: ", "))) {",
          ]
            + regions.map {
              "self.\(escapedMember($0.property)) = \(escaped($0.property))"
            } + ["}"]))
    }
    if let parts = CompositeParts.members(of: structDecl) {
      members += CompositeParts.structDeclarations(
        parts, access: access,
        documentation:
          "One region in one of its states, at any depth: what `.whenIn` and an edge name.")
    }
    return members
  }

  /// Whether the enum declares an `Event` or `Effect` of its own, which a region or a held
  /// machine cannot (`@StateMachine` says so): nothing is added then, so that the one error is
  /// the macro's.
  static func declaresOwnEnums(_ enumDecl: EnumDeclSyntax) -> Bool {
    enumDecl.memberBlock.members.contains { member in
      guard let nested = member.decl.as(EnumDeclSyntax.self) else { return false }
      return [GeneratedNames.event, GeneratedNames.effect].contains(nested.name.unescapedText)
    }
  }

  /// Whether the enum declares `static let activities`: the activities of its states.
  static func declaresActivities(_ enumDecl: EnumDeclSyntax) -> Bool {
    enumDecl.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isStatic
      else { return false }
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText
          == GeneratedNames.activityDeclarations
      }
    }
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
    guard !protocols.isEmpty, let enumDecl = declaration.as(EnumDeclSyntax.self),
      enclosingMachine(context.lexicalContext) != nil, !declaresOwnEnums(enumDecl)
    else { return [] }
    return [try conformance(of: type, to: "Region", declaration, context)]
  }

  /// The name of the machine the region is part of, as code inside the region names it: the
  /// nearest enclosing declaration with `@StateMachine` (a held machine has none of its own),
  /// else the nearest struct.
  static func enclosingMachine(_ lexicalContext: [Syntax]) -> String? {
    for context in lexicalContext {
      if let enumDecl = context.as(EnumDeclSyntax.self),
        enumDecl.attributes.contains(attributeNamed: "StateMachine")
      {
        return enumDecl.name.trimmedDescription
      }
      if let structDecl = context.as(StructDeclSyntax.self),
        structDecl.attributes.contains(attributeNamed: "StateMachine")
      {
        return structDecl.name.trimmedDescription
      }
    }
    return lexicalContext.lazy.compactMap { $0.as(StructDeclSyntax.self) }.first?.name
      .trimmedDescription
  }
}
