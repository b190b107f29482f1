import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@StateMachine`: reads the table of an enum, or of each region of a struct, and generates the
/// machine.
///
/// The member role runs the whole pipeline (``MachineAnalysis/analyze(_:)``) and is the only role
/// that reports diagnostics, so each problem appears once; the other roles only need to know
/// whether a machine is generated (``MachineAnalysis/generatesMachine(_:)``).
public enum StateMachineMacro {}

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
    let analysis = MachineAnalysis.analyze(declaration)
    analysis.diagnostics.forEach(context.diagnose)
    return analysis.machine?.generateMembers() ?? []
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
    case GeneratedNames.event, GeneratedNames.effect, GeneratedNames.activity:
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
    guard !nested.attributes.contains(attributeNamed: attribute),
      MachineAnalysis.generatesMachine(declaration)
    else { return [] }
    // A region of a machine with activities names the machine's `Activity` in its `activities`.
    if attribute == RegionMacro.attributeName, declaresActivity(declaration) {
      return ["@\(raw: attribute)(activities: true)"]
    }
    return ["@\(raw: attribute)"]
  }

  /// Whether `declaration` declares the machine's `enum Activity`.
  static func declaresActivity(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.memberBlock.members.contains(where: {
      $0.decl.as(EnumDeclSyntax.self)?.name.unescapedText == GeneratedNames.activity
    })
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
    guard !protocols.isEmpty, MachineAnalysis.generatesMachine(declaration) else { return [] }
    return [try conformance(of: type, to: "StateMachine", declaration, context)]
  }
}
