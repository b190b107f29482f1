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
    var parser = MachineParser()
    let model = parser.parse(decl)
    return (model, parser.diagnostics)
  }
}

/// Reads the enum's members into a ``MachineModel``; its rows are read by
/// `MachineParser+Rows.swift`. Collects a diagnostic for each thing it cannot read.
struct MachineParser {
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
    var superstateCases: [CaseModel]?
    var superstates: [SuperstateModel] = []
    var tables: [(name: String, literal: ArrayExprSyntax)] = []
    var sawTable = false
    var functionNames: Set<String> = []
    var userMembers: [String: SyntaxAnchor] = [:]
    var mainActorMembers: [String: SyntaxAnchor] = [:]
    var objcLayout = decl.attributes.contains(attributeNamed: "objc")

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
        case "Effect":
          effects = parseNestedCases(nested)
          objcLayout = objcLayout || nested.attributes.contains(attributeNamed: "objc")
        case "Superstate":
          superstateCases = parseNestedCases(nested)
          userMembers["Superstate"] = SyntaxAnchor(nested.name)
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
        superstates += parseSuperstates(variable)
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
        if function.name.unescapedText == "timedEvents", labels == ["in"] {
          userMembers["timedEvents(in:)"] = SyntaxAnchor(function.name)
        }
        if function.name.unescapedText == "superstates", labels == ["of"] {
          userMembers["superstates(of:)"] = SyntaxAnchor(function.name)
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
      typeName: Self.typeName(of: decl),
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
    model.superstateCases = superstateCases
    model.superstates = superstates
    model.userMembers = userMembers
    model.mainActorMembers = mainActorMembers
    model.hasObjCLayout = objcLayout
    model.requestsTypestate = parseTypestateArgument(decl.attributes)
    model.parsedWithoutErrors = !diagnostics.contains { $0.diagMessage.severity == .error }
    return model
  }

  /// The enum's name as generated code refers to it: with its generic parameters.
  static func typeName(of decl: EnumDeclSyntax) -> String {
    let name = decl.name.trimmedDescription
    guard let generics = decl.genericParameterClause?.parameters, !generics.isEmpty else {
      return name
    }
    return name + "<" + generics.map(\.name.trimmedDescription).joined(separator: ", ") + ">"
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

  // MARK: - Superstates

  /// The declarations of `static let superstates: [Superstates] = [...]` (or a `static var` whose
  /// getter is the array literal, the form generic enums need).
  mutating func parseSuperstates(_ variable: VariableDeclSyntax) -> [SuperstateModel] {
    guard variable.modifiers.isStatic else { return [] }
    var result: [SuperstateModel] = []
    for binding in variable.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        identifier.identifier.unescapedText == "superstates",
        binding.typeAnnotation?.type.trimmedDescription.contains("Superstate") ?? false
      else { continue }
      guard
        let literal = binding.initializer?.value.as(ArrayExprSyntax.self)
          ?? Self.singleArrayExpression(of: binding.accessorBlock)
      else {
        report(
          .unsupportedDeclaration(
            reason: "superstates not written as an array literal of '.superstate(...)' in the "
              + "declaration"),
          at: binding)
        continue
      }
      for element in literal.elements {
        if let superstate = parseSuperstate(element.expression) {
          result.append(superstate)
        }
      }
    }
    return result
  }

  /// `.superstate(.name, contains: [.a, .b], in: .parent)`.
  mutating func parseSuperstate(_ expression: ExprSyntax) -> SuperstateModel? {
    let unsupported = FSMDiagnostic.unsupportedDeclaration(
      reason: "this superstate; write '.superstate(.name, contains: [.a, .b])', with "
        + "'in: .parent' for a nested one")
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "superstate", call.trailingClosure == nil
    else {
      report(unsupported, at: expression)
      return nil
    }
    var anchors = SuperstateAnchors()
    anchors.declaration = SyntaxAnchor(call)
    var name: String?
    var cases: [String]?
    var parent: String?
    var readable = true
    for argument in call.arguments {
      switch argument.label?.text {
      case nil:
        name = argument.expression.referencedCaseName
        anchors.name = SyntaxAnchor(argument.expression)
      case "contains":
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
          readable = false
          break
        }
        anchors.contains = SyntaxAnchor(array)
        var names: [String] = []
        for element in array.elements {
          guard let state = element.expression.referencedCaseName else {
            readable = false
            break
          }
          anchors.cases[state] = anchors.cases[state] ?? SyntaxAnchor(element.expression)
          names.append(state)
        }
        cases = names
      case "in":
        if argument.expression.is(NilLiteralExprSyntax.self) { continue }
        parent = argument.expression.referencedCaseName
        readable = readable && parent != nil
        anchors.parent = SyntaxAnchor(argument.expression)
      default:
        readable = false
      }
    }
    guard readable, let name, let cases else {
      report(unsupported, at: call)
      return nil
    }
    return SuperstateModel(name, contains: cases, in: parent, anchors: anchors)
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
