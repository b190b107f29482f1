public import SwiftDiagnostics
public import SwiftSyntax

/// The outcome of reading a `@StateMachine` declaration: the model, its plan, and every
/// diagnostic, in the order the stages found them.
public struct MachineAnalysis {
  /// `nil` when nothing can be generated: not an enum, or no `Event`, states or table.
  public var model: MachineModel?
  /// Empty when there is no model.
  public var plan: TransitionPlan
  public var diagnostics: [Diagnostic]

  /// The first diagnostic that keeps the machine from compiling: an error, or a note the macro
  /// adds under the compiler's own error (an unknown name, a main-actor member); `nil` when
  /// there is none.
  public var compileError: Diagnostic? {
    diagnostics.first { diagnostic in
      guard diagnostic.diagMessage.severity != .error else { return true }
      let name = (diagnostic.diagMessage as? FSMDiagnostic)?.name
      return name == "unknownName" || name == "isolatedMember"
    }
  }

  /// Whether the machine compiles: there is a model, and no diagnostic keeps it from compiling.
  public var compiles: Bool { model != nil && compileError == nil }
}

extension MachineModel {
  /// The pipeline, written once for the macro's roles, the tests and any tool: parse the
  /// declaration into a model, validate its rows, plan the machine (its transitions, the checks
  /// of the machine as a whole, the names of the generated members).
  ///
  /// Every problem is collected, not just the first. Rows with an error are left out of the
  /// plan, so the code generated from it compiles and the user sees one diagnostic per mistake.
  /// The whole-machine checks run only when nothing was left out: a missing row would make a
  /// state look unreachable.
  public static func analyze(_ declaration: some DeclGroupSyntax) -> MachineAnalysis {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      let node =
        declaration.attributes.attribute(named: "StateMachine").map(Syntax.init)
        ?? Syntax(declaration)
      let diagnostic = Diagnostic(
        node: node, message: FSMDiagnostic.notAnEnum(kind: kindDescription(of: declaration)))
      return MachineAnalysis(model: nil, plan: TransitionPlan(), diagnostics: [diagnostic])
    }
    let (parsed, parseDiagnostics) = parse(enumDecl)
    var diagnostics = DiagnosticCollector(parseDiagnostics)
    guard let model = parsed else {
      return MachineAnalysis(
        model: nil, plan: TransitionPlan(), diagnostics: diagnostics.diagnostics)
    }

    let validation = model.validate()
    for diagnostic in validation.diagnostics {
      diagnostics.append(diagnostic)
    }
    let plan = TransitionPlan.build(
      for: model, validation: validation, diagnostics: &diagnostics)
    return MachineAnalysis(model: model, plan: plan, diagnostics: diagnostics.diagnostics)
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
