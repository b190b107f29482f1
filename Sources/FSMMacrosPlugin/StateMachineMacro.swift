import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@StateMachine`: reads the enum's transition table and generates the machine.
///
/// The member role runs the whole pipeline (``MachineModel/analyze(_:)``) and is the only role
/// that reports diagnostics, so each problem appears once; the other roles only need to know
/// whether a machine is generated.
public enum StateMachineMacro {
  /// Whether the member role will generate a machine: the declaration is an enum that parses
  /// into a model. Cheaper than the whole analysis, for the roles that need only that answer.
  static func generatesMachine(_ declaration: some DeclGroupSyntax) -> Bool {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return RegionMachineModel.analyze(structDecl).model != nil
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return false }
    return MachineModel.parses(enumDecl)
  }
}

// MARK: - Member role

extension StateMachineMacro: MemberMacro {
  /// The members are indented by the macro itself; see `indented(_:)`.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      let analysis = RegionMachineModel.analyze(structDecl)
      analysis.diagnostics.forEach(context.diagnose)
      return analysis.model?.generateMembers() ?? []
    }
    let analysis = MachineModel.analyze(declaration)
    analysis.diagnostics.forEach(context.diagnose)
    guard let model = analysis.model else { return [] }
    return model.generateMembers(plan: analysis.plan)
  }
}

// MARK: - Member-attribute role

extension StateMachineMacro: MemberAttributeMacro {
  /// Marks the nested `Event` and `Effect` enums so that they get their own `Case`, and the
  /// nested `Superstate` so that it gets the conformances of one.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let nested = member.as(EnumDeclSyntax.self) else { return [] }
    let attribute: String
    switch nested.name.unescapedText {
    case GeneratedNames.event, GeneratedNames.effect:
      attribute = CaseDiscriminantMacro.attributeName
    case GeneratedNames.superstate where declaration.is(EnumDeclSyntax.self):
      attribute = SuperstateMacro.attributeName
    case let name:
      // A region of a machine with regions.
      guard let structDecl = declaration.as(StructDeclSyntax.self),
        RegionMachineModel.regionDeclarations(of: structDecl).contains(where: {
          $0.declaration.name.unescapedText == name
        })
      else { return [] }
      attribute = RegionMacro.attributeName
    }
    guard declaration.is(EnumDeclSyntax.self) || declaration.is(StructDeclSyntax.self) else {
      return []
    }
    guard !nested.attributes.contains(attributeNamed: attribute), generatesMachine(declaration)
    else { return [] }
    return ["@\(raw: attribute)"]
  }
}

// MARK: - Extension role

extension StateMachineMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, generatesMachine(declaration) else { return [] }
    return [try conformance(of: type, to: "StateMachine", declaration, context)]
  }
}
