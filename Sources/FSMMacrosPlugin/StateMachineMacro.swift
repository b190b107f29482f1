import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@StateMachine`: reads the enum's transition table and generates the machine.
///
/// All three roles decode through ``decode(_:)``; only the member role reports diagnostics, so
/// each problem appears once.
public enum StateMachineMacro {
  /// The enum, its model and the plan, or `nil` when nothing can be generated.
  static func decode(_ declaration: some DeclGroupSyntax) -> Decoded? {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return nil }
    let (model, parseDiagnostics) = MachineModel.parse(enumDecl)
    guard let model else {
      return Decoded(
        enumDecl: enumDecl, model: nil, plan: TransitionPlan(), diagnostics: parseDiagnostics)
    }
    let (plan, validationDiagnostics) = model.validate()
    return Decoded(
      enumDecl: enumDecl, model: model, plan: plan,
      diagnostics: parseDiagnostics + validationDiagnostics)
  }

  /// Whether the member role will generate a machine: parsing succeeds. Cheaper than
  /// ``decode(_:)``, for the roles that only need that answer.
  static func generatesMachine(_ declaration: some DeclGroupSyntax) -> Bool {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return false }
    return MachineModel.parse(enumDecl).model != nil
  }

  struct Decoded {
    var enumDecl: EnumDeclSyntax
    var model: MachineModel?
    var plan: TransitionPlan
    var diagnostics: [Diagnostic]
  }

  /// The enum's name as generated code refers to it: with its generic parameters.
  static func typeName(of enumDecl: EnumDeclSyntax) -> String {
    let name = enumDecl.name.trimmedDescription
    guard let generics = enumDecl.genericParameterClause?.parameters, !generics.isEmpty else {
      return name
    }
    return name + "<" + generics.map(\.name.trimmedDescription).joined(separator: ", ") + ">"
  }

  static func kindDescription(of declaration: some DeclGroupSyntax) -> String {
    switch declaration.kind {
    case .structDecl: "a struct"
    case .classDecl: "a class"
    case .actorDecl: "an actor"
    case .protocolDecl: "a protocol"
    case .extensionDecl: "an extension"
    default: "this declaration"
    }
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
    guard let decoded = decode(declaration) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node, message: FSMDiagnostic.notAnEnum(kind: kindDescription(of: declaration)))
      ])
    }
    decoded.diagnostics.forEach(context.diagnose)
    guard let model = decoded.model else { return [] }
    return model.generateMembers(plan: decoded.plan, typeName: typeName(of: decoded.enumDecl))
  }
}

// MARK: - Member-attribute role

extension StateMachineMacro: MemberAttributeMacro {
  /// Marks the nested `Event` and `Effect` enums so that they get their own `Case`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(EnumDeclSyntax.self), let nested = member.as(EnumDeclSyntax.self),
      ["Event", "Effect"].contains(nested.name.unescapedText),
      !nested.attributes.contains(attributeNamed: CaseDiscriminantMacro.attributeName),
      generatesMachine(declaration)
    else { return [] }
    return ["@\(raw: CaseDiscriminantMacro.attributeName)"]
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
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): \(raw: Qualified.runtime).StateMachine {}")
    ]
  }
}
