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
    return (model, parser.diagnostics.diagnostics)
  }

  /// Whether ``parse(_:)`` gives a model, found by the same reading without the rows: they do
  /// not decide it (a row that cannot be read is left out, with a diagnostic). For the roles that
  /// need only this answer: the rows are most of a large machine's parse.
  public static func parses(_ decl: EnumDeclSyntax) -> Bool {
    var parser = MachineParser()
    parser.readsRows = false
    return parser.parse(decl) != nil
  }
}

/// Reads the enum's members into a ``MachineModel``, one kind of member at a time: the cases,
/// the nested enums, the superstate declarations, the tables (whose rows
/// `MachineParser+Rows.swift` reads), the user's other members. Collects a diagnostic for each
/// thing it cannot read.
struct MachineParser {
  /// The number of rows above which one array literal is reported: the type checker's cost
  /// grows faster than linearly with the size of a single literal.
  static let largeTableLimit = 200

  var diagnostics = DiagnosticCollector()
  /// For a region of a machine with regions: the struct's events and effects, which the region's
  /// rows name; `nil` for a machine's enum.
  var shared: SharedEnums?

  /// The nested enums a machine with regions shares with its regions.
  struct SharedEnums {
    var events: [CaseModel]
    var effects: [CaseModel]?
    var effectIsObjC: Bool
    var activityCases: [CaseModel]? = nil
  }

  /// Whether `parse(_:)` reads the tables' rows; without them, the model has none.
  var readsRows = true

  /// The machines that hold this one, outermost first (the machine `@StateMachine` is attached
  /// to, then each held machine on the way): a `@Composite` state naming one of them is a cycle.
  var enclosing: [String] = []

  /// Whether the enum read is a region of a machine with regions.
  var isRegion: Bool { shared != nil }

  mutating func parse(_ decl: EnumDeclSyntax) -> MachineModel? {
    let name = decl.name.unescapedText
    let members = decl.memberBlock.members.map(\.decl)
    let (states, initial, finals) = parseStates(members)
    var nested = parseNestedEnums(members)
    if let shared {
      nested.events = shared.events
      nested.effects = shared.effects
      nested.effectIsObjC = shared.effectIsObjC
      nested.activityCases = shared.activityCases
    }
    let superstates = members.compactMap { $0.as(VariableDeclSyntax.self) }
      .flatMap { parseSuperstates($0) }
    let activities = members.compactMap { $0.as(VariableDeclSyntax.self) }
      .flatMap { parseActivities($0) }
    let tables = parseTables(members)
    let userMembers = Self.userMembers(members)
    reportConditionalMembers(members)

    guard let events = nested.events else {
      diagnostics.report(
        .missingEvent(machine: name), at: SyntaxAnchor(decl.name),
        fixIts: [missingEventFixIt(decl)])
      return nil
    }
    guard !states.isEmpty else {
      diagnostics.report(
        isRegion ? .emptyRegion(region: name) : .noStates(machine: name),
        at: SyntaxAnchor(decl.name))
      return nil
    }
    guard let tables else {
      diagnostics.report(.missingTable(machine: name), at: SyntaxAnchor(decl.name))
      return nil
    }
    let allRows = readsRows ? parseRows(tables) : []
    let rows = allRows.filter { $0.trigger == .event }
    let (requestsTypestate, typestateAnchor) = parseTypestateArgumentAndAnchor(decl.attributes)
    var model = MachineModel(
      name: name,
      typeName: Self.typeName(of: decl),
      access: decl.modifiers.generatedAccess,
      isGeneric: decl.genericParameterClause != nil,
      states: states,
      events: events,
      effects: nested.effects,
      superstateCases: nested.superstateCases,
      superstates: superstates,
      initialState: initial,
      finalStates: finals,
      rows: rows,
      userMembers: userMembers,
      parsedWithoutErrors: !diagnostics.hasErrors,
      requestsTypestate: requestsTypestate,
      hasObjCLayout: decl.attributes.contains(attributeNamed: "objc") || nested.effectIsObjC,
      eventlessRows: allRows.filter { $0.trigger != .event }
    )
    model.typestateAnchor = typestateAnchor
    model.activityCases = nested.activityCases
    model.activities = activities
    model.composites = parseComposites(
      members, machine: name, states: states,
      shared: SharedEnums(
        events: events, effects: nested.effects, effectIsObjC: nested.effectIsObjC,
        activityCases: nested.activityCases))
    model.compositeStates = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }
      .filter { $0.attributes.contains(attributeNamed: "Composite") }
      .flatMap { $0.elements.map(\.name.unescapedText) }
    // `.onDone(.processing, …)` of a composite state (and not of a superstate of that name): an
    // eventless row from it, taken once the machine it holds is done.
    let superstateNames = Set((nested.superstateCases ?? []).map(\.name))
    for index in model.eventlessRows.indices {
      let row = model.eventlessRows[index]
      guard row.trigger == .completion, case .within(let name) = row.sources,
        !superstateNames.contains(name), model.compositeStates.contains(name)
      else { continue }
      model.eventlessRows[index].sources = .states([name])
      model.eventlessRows[index].trigger = .eventless
      model.eventlessRows[index].completesHeld = true
    }
    // What a held machine got wrong keeps the whole-machine checks quiet, as a row's error does.
    model.parsedWithoutErrors = !diagnostics.hasErrors
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

  /// The `typestate:` argument of `@StateMachine(...)`: `false` unless it is the literal `true`.
  mutating func parseTypestateArgument(_ attributes: AttributeListSyntax) -> Bool {
    parseTypestateArgumentAndAnchor(attributes).requested
  }

  /// `parseTypestateArgument(_:)`, with the argument's node.
  mutating func parseTypestateArgumentAndAnchor(
    _ attributes: AttributeListSyntax
  ) -> (requested: Bool, anchor: SyntaxAnchor) {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription.split(separator: ".").last == "StateMachine",
        case .argumentList(let arguments) = attribute.arguments
      else { continue }
      for argument in arguments where argument.label?.text == "typestate" {
        if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
          return (literal.literal.tokenKind == .keyword(.true), SyntaxAnchor(argument))
        }
        diagnostics.report(
          .unsupportedDeclaration(
            reason: "a 'typestate:' argument other than the literal 'true' or 'false'"),
          at: SyntaxAnchor(argument.expression))
      }
    }
    return (false, .none)
  }

  // MARK: - Cases

  /// The enum's cases, the one marked `@Initial` and those marked `@Final`.
  mutating func parseStates(
    _ members: [DeclSyntax]
  ) -> (states: [CaseModel], initial: String?, finals: [String]) {
    var states: [CaseModel] = []
    var initial: String?
    var finals: [String] = []
    for caseDecl in members.compactMap({ $0.as(EnumCaseDeclSyntax.self) }) {
      let cases = parseCases(caseDecl)
      if let attribute = caseDecl.attributes.attribute(named: "Initial"), let first = cases.first {
        if let initial {
          diagnostics.report(
            .multipleInitial(state: first.name, first: initial), at: SyntaxAnchor(attribute))
        } else {
          initial = first.name
        }
      }
      if caseDecl.attributes.contains(attributeNamed: "Final") {
        finals += cases.map(\.name)
      }
      states += cases
    }
    checkDocumentNames(states)
    return (states, initial, finals)
  }

  /// Each case's name in the documents (its `@Named` name, else its own) is one no other case of
  /// the enum has there: SCXML's ids and XState's keys and events must tell them apart.
  mutating func checkDocumentNames(_ cases: [CaseModel]) {
    var seen: [String: String] = [:]
    for model in cases {
      if let other = seen[model.documented] {
        diagnostics.report(
          .unsupportedDeclaration(
            reason: "'\(model.name)' and '\(other)' have the same name in the documents,"
              + " '\(model.documented)': give each a name of its own with '@Named'"),
          at: model.anchor)
      } else {
        seen[model.documented] = model.name
      }
    }
  }

  mutating func parseCases(_ decl: EnumCaseDeclSyntax) -> [CaseModel] {
    let documentName = parseNamed(decl)
    return decl.elements.compactMap { element in
      // A raw identifier (swift-syntax 602 and later read one; 600 and 601 see a missing name
      // and unexpected text, skipped below, as the compiler's own error is not theirs to give).
      guard !element.name.isRawIdentifier else {
        diagnostics.report(
          .unsupportedDeclaration(
            reason: "the raw identifier \(element.name.text) as a case name: members are"
              + " generated with the cases' names; name it with letters, digits and '_'"),
          at: SyntaxAnchor(element.name))
        return nil
      }
      // A name missing: a syntax error the compiler reports.
      guard !element.name.text.isEmpty else { return nil }
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
      return CaseModel(
        element.name.unescapedText, parameters, anchor: SyntaxAnchor(element.name),
        documentName: documentName)
    }
  }

  /// The name `@Named("…")` gives a case declaration: a string literal without interpolation,
  /// not empty, on a declaration of one case.
  mutating func parseNamed(_ decl: EnumCaseDeclSyntax) -> String? {
    guard let attribute = decl.attributes.attribute(named: "Named") else { return nil }
    guard decl.elements.count == 1 else {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "'@Named' on a declaration of several cases: declare the named case alone"),
        at: SyntaxAnchor(attribute))
      return nil
    }
    guard let text = decl.documentName else {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "'@Named' with anything but one string literal that is not empty, without"
            + " interpolation"),
        at: SyntaxAnchor(attribute))
      return nil
    }
    return text
  }

  /// The cases of the nested `Event`, `Effect` and `Superstate` enums, each `nil` when there is
  /// no such enum (the last, should one be declared twice).
  mutating func parseNestedEnums(
    _ members: [DeclSyntax]
  ) -> (
    events: [CaseModel]?, effects: [CaseModel]?, superstateCases: [CaseModel]?, effectIsObjC: Bool,
    activityCases: [CaseModel]?
  ) {
    var result:
      (
        events: [CaseModel]?, effects: [CaseModel]?, superstateCases: [CaseModel]?,
        effectIsObjC: Bool, activityCases: [CaseModel]?
      ) = (nil, nil, nil, false, nil)
    for nested in members.compactMap({ $0.as(EnumDeclSyntax.self) }) {
      switch nested.name.unescapedText {
      case GeneratedNames.event:
        result.events = parseNestedCases(nested)
      case GeneratedNames.effect:
        result.effects = parseNestedCases(nested)
        result.effectIsObjC =
          result.effectIsObjC || nested.attributes.contains(attributeNamed: "objc")
      case GeneratedNames.superstate:
        result.superstateCases = parseNestedCases(nested)
      case GeneratedNames.activity:
        result.activityCases = parseNestedCases(nested)
      default:
        continue
      }
    }
    return result
  }

  mutating func parseNestedCases(_ decl: EnumDeclSyntax) -> [CaseModel] {
    let members = decl.memberBlock.members.map(\.decl)
    reportConditionalMembers(members)
    let cases = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { parseCases($0) }
    checkDocumentNames(cases)
    return cases
  }

  /// Cases and tables inside `#if` would need the same conditions in the generated switches;
  /// rather than guess, the macro rejects them.
  mutating func reportConditionalMembers(_ members: [DeclSyntax]) {
    for ifConfig in members.compactMap({ $0.as(IfConfigDeclSyntax.self) }) {
      for clause in ifConfig.clauses {
        guard case .decls(let list) = clause.elements else { continue }
        let members = list.map(\.decl)
        for member in members {
          if member.is(EnumCaseDeclSyntax.self) {
            diagnostics.report(
              .unsupportedDeclaration(
                reason: "cases inside '#if'; declare every case unconditionally"),
              at: SyntaxAnchor(member))
          } else if let variable = member.as(VariableDeclSyntax.self),
            !Self.tableBindings(variable).isEmpty
          {
            diagnostics.report(
              .unsupportedDeclaration(
                reason: "transition tables inside '#if'; use a guard ('when:') instead"),
              at: SyntaxAnchor(member))
          }
        }
        reportConditionalMembers(members)
      }
    }
  }

  // MARK: - The user's members

  /// The members a generated one could clash with, or a table's closures could use: nested
  /// types other than `Event` and `Effect`, properties, functions.
  static func userMembers(_ members: [DeclSyntax]) -> [UserMember] {
    members.flatMap { member -> [UserMember] in
      if let variable = member.as(VariableDeclSyntax.self) {
        let mainActor = variable.attributes.attribute(named: "MainActor").map(SyntaxAnchor.init)
        return variable.bindings.compactMap { binding in
          binding.pattern.as(IdentifierPatternSyntax.self).map { pattern in
            UserMember(
              pattern.identifier.unescapedText, anchor: SyntaxAnchor(pattern.identifier),
              mainActor: mainActor)
          }
        }
      }
      if let function = member.as(FunctionDeclSyntax.self) {
        return [
          UserMember(
            function.name.unescapedText,
            labels: function.signature.parameterClause.parameters.map(\.firstName.text),
            anchor: SyntaxAnchor(function.name),
            mainActor: function.attributes.attribute(named: "MainActor").map(SyntaxAnchor.init))
        ]
      }
      if let named = member.asProtocol((any NamedDeclSyntax).self) {
        let name = named.name.unescapedText
        if member.is(EnumDeclSyntax.self),
          [GeneratedNames.event, GeneratedNames.effect, GeneratedNames.activity].contains(name)
        {
          return []
        }
        return [UserMember(name, anchor: SyntaxAnchor(named.name))]
      }
      return []
    }
  }

  // MARK: - Superstates

  /// The declarations of `static let superstates: [Superstates] = [...]` (or a `static var` whose
  /// getter is the array literal, the form generic enums need).
  mutating func parseSuperstates(_ variable: VariableDeclSyntax) -> [SuperstateModel] {
    declarationElements(
      of: variable, named: GeneratedNames.superstateDeclarations, typeMentioning: "Superstate",
      notALiteral: "superstates not written as an array literal of '.superstate(...)' in the "
        + "declaration"
    ).compactMap { parseSuperstate($0) }
  }

  /// The elements of the array literal that `variable` declares when it is the static list
  /// `name` whose type mentions `typeMentioning` (`static let superstates: [Superstates]`, or a
  /// `static var` whose getter is the literal), in order; one that is not written as a literal
  /// is reported with `notALiteral` and left out.
  mutating func declarationElements(
    of variable: VariableDeclSyntax, named name: String, typeMentioning type: String,
    notALiteral: String
  ) -> [ExprSyntax] {
    guard variable.modifiers.isStatic else { return [] }
    var result: [ExprSyntax] = []
    for binding in variable.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        identifier.identifier.unescapedText == name,
        binding.typeAnnotation?.type.trimmedDescription.contains(type) ?? false
      else { continue }
      guard
        let literal = binding.initializer?.value.as(ArrayExprSyntax.self)
          ?? Self.singleArrayExpression(of: binding.accessorBlock)
      else {
        diagnostics.report(.unsupportedDeclaration(reason: notALiteral), at: SyntaxAnchor(binding))
        continue
      }
      result += literal.elements.map(\.expression)
    }
    return result
  }

  /// `.superstate(.name, contains: [.a, .b], in: .parent)`.
  mutating func parseSuperstate(_ expression: ExprSyntax) -> SuperstateModel? {
    let unsupported = FSMDiagnostic.unsupportedDeclaration(
      reason: "this superstate; write '.superstate(.name, contains: [.a, .b])', with "
        + "'in: .parent' for a nested one, 'initial: .a' and 'history: .deep(default: .a)' or "
        + "'.shallow(default: .a)'")
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "superstate", call.trailingClosure == nil
    else {
      diagnostics.report(unsupported, at: SyntaxAnchor(expression))
      return nil
    }
    var anchors = SuperstateAnchors()
    anchors.declaration = SyntaxAnchor(call)
    var name: String?
    var cases: [String]?
    var parent: String?
    var initial: ValueModel?
    var history: HistoryModel?
    var finals: [String] = []
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
      case "initial":
        if argument.expression.is(NilLiteralExprSyntax.self) { continue }
        initial = Self.value(argument.expression)
        readable = readable && initial != nil
      case "history":
        if argument.expression.is(NilLiteralExprSyntax.self) { continue }
        history = Self.history(argument.expression)
        readable = readable && history != nil
      case "final":
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
          readable = false
          break
        }
        for element in array.elements {
          guard let state = element.expression.referencedCaseName else {
            readable = false
            break
          }
          anchors.finals[state] = anchors.finals[state] ?? SyntaxAnchor(element.expression)
          finals.append(state)
        }
      default:
        readable = false
      }
    }
    guard readable, let name, let cases else {
      diagnostics.report(unsupported, at: SyntaxAnchor(call))
      return nil
    }
    var superstate = SuperstateModel(
      name, contains: cases, in: parent, initial: initial, history: history, anchors: anchors)
    superstate.finals = finals
    return superstate
  }

  // MARK: - Activities

  /// The declarations of `static let activities: [Activities] = [...]`.
  mutating func parseActivities(_ variable: VariableDeclSyntax) -> [ActivityModel] {
    declarationElements(
      of: variable, named: GeneratedNames.activityDeclarations, typeMentioning: "Activit",
      notALiteral: "activities not written as an array literal of '.run(...)' in the declaration"
    ).compactMap { parseActivity($0) }
  }

  /// `.run(.search, in: .searching, done: .found, failed: .failed)`, or `within: .superstate`.
  mutating func parseActivity(_ expression: ExprSyntax) -> ActivityModel? {
    let unsupported = FSMDiagnostic.unsupportedDeclaration(
      reason: "this activity; write '.run(.activity, in: .state, done: .event, failed: .event)', "
        + "or 'within: .superstate' for a superstate's, 'done:' and 'failed:' optional")
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "run", call.trailingClosure == nil
    else {
      diagnostics.report(unsupported, at: SyntaxAnchor(expression))
      return nil
    }
    var anchors = ActivityAnchors()
    anchors.declaration = SyntaxAnchor(call)
    var activity: String?
    var scope: ActivityModel.Scope?
    var done: String?
    var failed: String?
    var readable = true
    for argument in call.arguments {
      let name = argument.expression.referencedCaseName
      let isNil = argument.expression.is(NilLiteralExprSyntax.self)
      switch argument.label?.text {
      case nil:
        activity = name
        anchors.activity = SyntaxAnchor(argument.expression)
      case "in":
        scope = name.map(ActivityModel.Scope.state)
        anchors.scope = SyntaxAnchor(argument.expression)
      case "within":
        scope = name.map(ActivityModel.Scope.superstate)
        anchors.scope = SyntaxAnchor(argument.expression)
      case "done":
        if isNil { continue }
        done = name
        readable = readable && name != nil
        anchors.done = SyntaxAnchor(argument.expression)
      case "failed":
        if isNil { continue }
        failed = name
        readable = readable && name != nil
        anchors.failed = SyntaxAnchor(argument.expression)
      default:
        readable = false
      }
    }
    guard readable, let activity, let scope else {
      diagnostics.report(unsupported, at: SyntaxAnchor(call))
      return nil
    }
    return ActivityModel(activity, scope: scope, done: done, failed: failed, anchors: anchors)
  }

  /// A value written as `.name` or `.name(…)`.
  static func value(_ expression: ExprSyntax) -> ValueModel? {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    guard let member = callee.as(MemberAccessExprSyntax.self), member.base == nil,
      expression.as(FunctionCallExprSyntax.self)?.trailingClosure == nil
    else { return nil }
    return ValueModel(
      caseName: member.declName.baseName.unescapedText, expression: expression.trimmedDescription,
      anchor: SyntaxAnchor(member))
  }

  /// `.deep(default: value)` or `.shallow(default: value)`.
  static func history(_ expression: ExprSyntax) -> HistoryModel? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
      call.trailingClosure == nil, call.arguments.count == 1,
      let argument = call.arguments.first, argument.label?.text == "default",
      let value = value(argument.expression)
    else { return nil }
    switch callee.declName.baseName.text {
    case "deep": return HistoryModel(kind: .deep, defaultValue: value)
    case "shallow": return HistoryModel(kind: .shallow, defaultValue: value)
    default: return nil
    }
  }

  // MARK: - Tables

  /// The transition tables, by name, each an array literal; `nil` when the enum declares none.
  /// A table not written as an array literal is reported and left out.
  mutating func parseTables(
    _ members: [DeclSyntax]
  ) -> [(name: String, literal: ArrayExprSyntax)]? {
    var sawTable = false
    var tables: [(name: String, literal: ArrayExprSyntax)] = []
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
      for (binding, table) in Self.tableBindings(variable) {
        sawTable = true
        let name = binding.pattern.trimmedDescription
        guard let table else {
          diagnostics.report(
            .unsupportedRowSyntax(
              reason:
                "a transition table must be an array literal of rows, written in the declaration"),
            at: SyntaxAnchor(binding))
          continue
        }
        tables.append((name, table))
        if table.elements.count > Self.largeTableLimit {
          diagnostics.report(
            .largeTableLiteral(
              table: name, rows: table.elements.count, limit: Self.largeTableLimit),
            at: SyntaxAnchor(binding.pattern))
        }
      }
    }
    return sawTable ? tables : nil
  }

  /// The rows of every table, in source order, numbered across tables.
  mutating func parseRows(_ tables: [(name: String, literal: ArrayExprSyntax)]) -> [RowModel] {
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
    return rows
  }

  /// For each binding of `variable` that is a transition table, its array literal, or `nil`
  /// when the table is not written as one.
  /// Whether `members` declare a transition table.
  static func hasTable(_ members: [DeclSyntax]) -> Bool {
    members.contains { member in
      member.as(VariableDeclSyntax.self).map { !tableBindings($0).isEmpty } ?? false
    }
  }

  static func tableBindings(
    _ variable: VariableDeclSyntax
  ) -> [(binding: PatternBindingSyntax, table: ArrayExprSyntax?)] {
    guard variable.modifiers.isStatic else { return [] }
    return variable.bindings.compactMap { binding in
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        identifier.identifier.unescapedText.hasPrefix(GeneratedNames.tablePrefix),
        let type = binding.typeAnnotation?.type,
        isTransitionArrayType(type)
      else { return nil }
      if let initializer = binding.initializer {
        return (binding, initializer.value.as(ArrayExprSyntax.self))
      }
      // `static var transitions: [Transition] { [...] }`, the form generic enums need.
      return (binding, singleArrayExpression(of: binding.accessorBlock))
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
