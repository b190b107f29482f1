public import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder

extension MachineModel {
  /// Reads a machine from the enum `@StateMachine` is attached to.
  ///
  /// Parsing is tolerant: what it cannot read becomes a diagnostic and is left out of the model,
  /// and the model is `nil` only when no machine can be generated at all (no `Event`, no states,
  /// no table).
  public static func parse(_ decl: EnumDeclSyntax) -> (
    model: MachineModel?, diagnostics: [Diagnostic]
  ) {
    var parser = Parser()
    let model = parser.parse(decl)
    return (model, parser.diagnostics)
  }
}

private struct Parser {
  /// The number of rows above which one array literal is reported: the type checker's cost
  /// grows faster than linearly with the size of a single literal.
  static let largeTableLimit = 200

  var diagnostics: [Diagnostic] = []

  mutating func report(
    _ message: FSMDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIts))
  }

  /// The `typestate:` argument of `@StateMachine(...)`: `false` unless it is the literal `true`.
  mutating func parseTypestateArgument(_ attributes: AttributeListSyntax) -> Bool {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription.split(separator: ".").last == "StateMachine",
        case .argumentList(let arguments) = attribute.arguments
      else { continue }
      for argument in arguments where argument.label?.text == "typestate" {
        if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
          return literal.literal.tokenKind == .keyword(.true)
        }
        report(
          .unsupportedDeclaration(
            reason: "a 'typestate:' argument other than the literal 'true' or 'false'"),
          at: argument.expression)
      }
    }
    return false
  }

  mutating func parse(_ decl: EnumDeclSyntax) -> MachineModel? {
    let name = decl.name.unescapedText
    var states: [CaseModel] = []
    var initial: (name: String, attribute: AttributeSyntax)?
    var finals: [String] = []
    var events: [CaseModel]?
    var effects: [CaseModel]?
    var tables: [(name: String, literal: ArrayExprSyntax)] = []
    var sawTable = false
    var functionNames: Set<String> = []
    var userMembers: [String: SyntaxAnchor] = [:]
    var mainActorMembers: [String: SyntaxAnchor] = [:]

    for member in decl.memberBlock.members {
      let item = member.decl
      if let caseDecl = item.as(EnumCaseDeclSyntax.self) {
        let cases = parseCases(caseDecl)
        if let attribute = caseDecl.attributes.attribute(named: "Initial"), let first = cases.first
        {
          if let initial {
            report(.multipleInitial(state: first.name, first: initial.name), at: attribute)
          } else {
            initial = (first.name, attribute)
          }
        }
        if caseDecl.attributes.contains(attributeNamed: "Final") {
          finals += cases.map(\.name)
        }
        states += cases
      } else if let nested = item.as(EnumDeclSyntax.self) {
        switch nested.name.unescapedText {
        case "Event": events = parseNestedCases(nested)
        case "Effect": effects = parseNestedCases(nested)
        case let name: userMembers[name] = SyntaxAnchor(nested.name)
        }
      } else if let named = item.asProtocol((any NamedDeclSyntax).self),
        !item.is(FunctionDeclSyntax.self)
      {
        userMembers[named.name.unescapedText] = SyntaxAnchor(named.name)
      }
      if let variable = item.as(VariableDeclSyntax.self) {
        let mainActor = variable.attributes.attribute(named: "MainActor")
        for binding in variable.bindings {
          if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            userMembers[identifier.identifier.unescapedText] = SyntaxAnchor(identifier.identifier)
            if let mainActor {
              mainActorMembers[identifier.identifier.unescapedText] = SyntaxAnchor(mainActor)
            }
          }
        }
        for (binding, table) in tableInitializers(variable) {
          sawTable = true
          if let table {
            tables.append((binding.pattern.trimmedDescription, table))
            if table.elements.count > Self.largeTableLimit {
              report(
                .largeTableLiteral(
                  table: binding.pattern.trimmedDescription, rows: table.elements.count,
                  limit: Self.largeTableLimit),
                at: binding.pattern)
            }
          } else {
            report(
              .unsupportedRowSyntax(
                reason:
                  "a transition table must be an array literal of rows, written in the declaration"),
              at: binding)
          }
        }
      } else if let function = item.as(FunctionDeclSyntax.self) {
        functionNames.insert(function.name.unescapedText)
        if let mainActor = function.attributes.attribute(named: "MainActor") {
          mainActorMembers[function.name.unescapedText] = SyntaxAnchor(mainActor)
        }
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        if function.name.unescapedText == "transition", labels == ["on"] {
          userMembers["transition(on:)"] = SyntaxAnchor(function.name)
        }
      } else if let ifConfig = item.as(IfConfigDeclSyntax.self) {
        reportConditionalMembers(ifConfig)
      }
    }

    guard let events else {
      report(
        .missingEvent(machine: name), at: decl.name,
        fixIts: [missingEventFixIt(decl)])
      return nil
    }
    guard !states.isEmpty else {
      report(.noStates(machine: name), at: decl.name)
      return nil
    }
    guard sawTable else {
      report(.missingTable(machine: name), at: decl.name)
      return nil
    }

    var rows: [RowModel] = []
    for table in tables {
      for (position, element) in table.literal.elements.enumerated() {
        if var row = parseRow(element.expression, index: rows.count) {
          row.table = table.name
          row.position = position
          rows.append(row)
        }
      }
    }

    var model = MachineModel(
      name: name,
      access: decl.modifiers.generatedAccess,
      isGeneric: decl.genericParameterClause != nil,
      states: states,
      events: events,
      effects: effects,
      initialState: initial?.name,
      finalStates: finals,
      rows: rows,
      userFunctionNames: functionNames
    )
    model.userMembers = userMembers
    model.mainActorMembers = mainActorMembers
    model.typestate = parseTypestateArgument(decl.attributes)
    model.isComplete = !diagnostics.contains { $0.diagMessage.severity == .error }
    return model
  }

  // MARK: - Cases

  func parseCases(_ decl: EnumCaseDeclSyntax) -> [CaseModel] {
    decl.elements.map { element in
      let parameters: [ParameterModel] =
        element.parameterClause?.parameters.map { parameter -> ParameterModel in
          let label = parameter.firstName.flatMap { token in
            token.tokenKind == .wildcard ? nil : token.unescapedText
          }
          return ParameterModel(
            label: label,
            type: parameter.type.trimmedDescription,
            defaultValue: parameter.defaultValue?.value.trimmedDescription
          )
        } ?? []
      return CaseModel(element.name.unescapedText, parameters, anchor: SyntaxAnchor(element.name))
    }
  }

  mutating func parseNestedCases(_ decl: EnumDeclSyntax) -> [CaseModel] {
    var cases: [CaseModel] = []
    for member in decl.memberBlock.members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        cases += parseCases(caseDecl)
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        reportConditionalMembers(ifConfig)
      }
    }
    return cases
  }

  /// Cases and tables inside `#if` would need the same conditions in the generated switches;
  /// rather than guess, the macro rejects them.
  mutating func reportConditionalMembers(_ ifConfig: IfConfigDeclSyntax) {
    for clause in ifConfig.clauses {
      guard case .decls(let members) = clause.elements else { continue }
      for member in members {
        if member.decl.is(EnumCaseDeclSyntax.self) {
          report(
            .unsupportedDeclaration(
              reason: "cases inside '#if'; declare every case unconditionally"),
            at: member.decl)
        } else if let variable = member.decl.as(VariableDeclSyntax.self),
          !tableInitializers(variable).isEmpty
        {
          report(
            .unsupportedDeclaration(
              reason: "transition tables inside '#if'; use a guard ('when:') instead"),
            at: member.decl)
        } else if let nested = member.decl.as(IfConfigDeclSyntax.self) {
          reportConditionalMembers(nested)
        }
      }
    }
  }

  // MARK: - Tables

  /// For each binding of `variable` that is a transition table, its array literal, or `nil`
  /// (with a diagnostic) when the table is not written as one.
  func tableInitializers(
    _ variable: VariableDeclSyntax
  ) -> [(binding: PatternBindingSyntax, table: ArrayExprSyntax?)] {
    guard variable.modifiers.isStatic else { return [] }
    return variable.bindings.compactMap { binding in
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        identifier.identifier.unescapedText.hasPrefix("transitions"),
        let type = binding.typeAnnotation?.type,
        Self.isTransitionArrayType(type)
      else { return nil }
      if let initializer = binding.initializer {
        return (binding, initializer.value.as(ArrayExprSyntax.self))
      }
      // `static var transitions: [Transition] { [...] }`, the form generic enums need.
      return (binding, Self.singleArrayExpression(of: binding.accessorBlock))
    }
  }

  static func singleArrayExpression(of accessorBlock: AccessorBlockSyntax?) -> ArrayExprSyntax? {
    guard case .getter(let body) = accessorBlock?.accessors, body.count == 1,
      let item = body.first?.item
    else { return nil }
    switch item {
    case .expr(let expression):
      return expression.as(ArrayExprSyntax.self)
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression?.as(ArrayExprSyntax.self)
    default:
      return nil
    }
  }

  static func isTransitionArrayType(_ type: TypeSyntax) -> Bool {
    let text = type.trimmedDescription.filter { !$0.isWhitespace }
    return (text.hasPrefix("[") || text.hasPrefix("Array<")) && text.contains("Transition")
  }

  // MARK: - Rows

  mutating func parseRow(_ expression: ExprSyntax, index: Int) -> RowModel? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
    else {
      report(
        .unsupportedRowSyntax(
          reason: "write each row as '.from(...)' or '.fromAny(...)' directly in the array literal"),
        at: expression)
      return nil
    }
    let kind = callee.declName.baseName.unescapedText
    guard kind == "from" || kind == "fromAny" else {
      report(
        .unsupportedRowSyntax(
          reason: "'\(kind)' is not a row; use '.from(...)' or '.fromAny(...)'"),
        at: callee.declName)
      return nil
    }
    if let closure = call.trailingClosure {
      report(
        .unsupportedRowSyntax(
          reason: "trailing closures are ambiguous; pass the closure as 'when:' or 'build:'"),
        at: closure)
      return nil
    }

    var anchors = RowAnchors()
    anchors.row = SyntaxAnchor(call)
    var sources: RowModel.Sources?
    var event: String?
    var target: String?
    var build: ExprSyntax?
    var effect: String?
    var guardExpression: ExprSyntax?

    for argument in call.arguments {
      let label = argument.label?.text
      let value = argument.expression
      switch (kind, label) {
      case ("from", nil):
        guard let names = caseList(value, single: true, anchors: &anchors.sources) else {
          return nil
        }
        sources = .states(names)
      case ("fromAny", "except"):
        guard let names = caseList(value, single: false, anchors: &anchors.sources) else {
          return nil
        }
        sources = .anyExcept(names)
      case (_, "on"):
        guard let name = caseName(value, role: "the event") else { return nil }
        event = name
        anchors.event = SyntaxAnchor(value)
      case (_, "to"):
        guard let name = caseName(value, role: "the target") else { return nil }
        target = name
        anchors.target = SyntaxAnchor(value)
      case (_, "emit"):
        if value.is(NilLiteralExprSyntax.self) { continue }
        guard let name = caseName(value, role: "the effect") else { return nil }
        effect = name
        anchors.effect = SyntaxAnchor(value)
      case (_, "when"):
        if value.is(NilLiteralExprSyntax.self) { continue }
        guardExpression = value
      case (_, "build"):
        build = value
        anchors.build = SyntaxAnchor(value)
      default:
        report(
          .unsupportedRowSyntax(
            reason: "unexpected argument '\(label.map { "\($0):" } ?? "_")' in '.\(kind)(...)'"),
          at: argument)
        return nil
      }
    }
    if kind == "fromAny", sources == nil {
      sources = .anyExcept([])
    }
    guard let sources, let event else {
      report(
        .unsupportedRowSyntax(reason: "a row needs a source and an event ('on:')"), at: call)
      return nil
    }
    if target == nil, build == nil {
      report(.unsupportedRowSyntax(reason: "a row needs a target ('to:' or 'build:')"), at: call)
      return nil
    }
    if target == nil, let build {
      target = Self.constructedCase(of: build)
    }
    var row = RowModel(
      index: index,
      sources: sources,
      event: event,
      target: target,
      build: build?.trimmedDescription,
      effect: effect,
      guardExpression: guardExpression?.trimmedDescription,
      guardLabel: guardExpression.map(Self.guardLabel),
      anchors: anchors
    )
    row.closureReferences = [guardExpression, build].compactMap { $0 }.flatMap(Self.references(in:))
    return row
  }

  /// The names `expression` refers to: `hasFare` in `when: hasFare`, `fare` in
  /// `{ state, _ in state.credit >= Self.fare }`.
  static func references(in expression: ExprSyntax) -> [NameReference] {
    final class Collector: SyntaxVisitor {
      var references: [NameReference] = []

      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.baseName.tokenKind else { return .skipChildren }
        references.append(
          NameReference(name: node.baseName.unescapedText, anchor: SyntaxAnchor(node)))
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(expression)
    return collector.references
  }

  mutating func caseName(_ value: ExprSyntax, role: String) -> String? {
    if let name = value.referencedCaseName {
      return name
    }
    report(
      .unsupportedRowSyntax(reason: "\(role) must be a case written as '.name'"), at: value)
    return nil
  }

  mutating func caseList(
    _ value: ExprSyntax, single: Bool, anchors: inout [String: SyntaxAnchor]
  ) -> [String]? {
    if single, let name = value.referencedCaseName {
      anchors[name] = SyntaxAnchor(value)
      return [name]
    }
    guard let array = value.as(ArrayExprSyntax.self) else {
      report(
        .unsupportedRowSyntax(
          reason: single
            ? "the source must be a case '.name' or an array literal of cases"
            : "'except:' must be an array literal of cases"),
        at: value)
      return nil
    }
    var names: [String] = []
    for element in array.elements {
      guard let name = element.expression.referencedCaseName else {
        report(
          .unsupportedRowSyntax(reason: "each source must be a case written as '.name'"),
          at: element.expression)
        return nil
      }
      anchors[name] = anchors[name] ?? SyntaxAnchor(element.expression)
      names.append(name)
    }
    return names
  }

  /// The case a `build:` closure constructs when its body is the single expression
  /// `.someCase(...)` (or `return .someCase(...)`).
  static func constructedCase(of build: ExprSyntax) -> String? {
    guard let closure = build.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let statement = closure.statements.first
    else { return nil }
    var expression: ExprSyntax?
    switch statement.item {
    case .expr(let expr): expression = expr
    case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression
    default: expression = nil
    }
    guard var expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.unescapedText
  }

  /// The name a diagram shows for a guard: `isPaid` for `when: isPaid` or `when: Self.isPaid`.
  static func guardLabel(_ expression: ExprSyntax) -> String {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.unescapedText
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.unescapedText
    }
    return "guard"
  }

  func missingEventFixIt(_ decl: EnumDeclSyntax) -> FixIt {
    let indentation = decl.memberBlock.members.first?.leadingTrivia.indentation ?? "  "
    let stub: DeclSyntax =
      "\n\(raw: indentation)enum Event {\n\(raw: indentation)  case <#event#>\n\(raw: indentation)}"
    var members = decl.memberBlock.members
    members.insert(MemberBlockItemSyntax(decl: stub), at: members.startIndex)
    return FixIt(
      message: FSMFixIt("insert 'enum Event'", id: "insertEvent"),
      changes: [.replace(oldNode: Syntax(decl.memberBlock.members), newNode: Syntax(members))])
  }
}

extension Trivia {
  /// The spaces and tabs after the last newline.
  var indentation: String? {
    var result: String?
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
      case .spaces(let count): result = result.map { $0 + String(repeating: " ", count: count) }
      case .tabs(let count): result = result.map { $0 + String(repeating: "\t", count: count) }
      default: break
      }
    }
    return result
  }
}
