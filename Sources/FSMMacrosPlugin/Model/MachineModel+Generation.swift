public import SwiftSyntax
import SwiftSyntaxBuilder

/// Qualified names of everything the expansion uses that is not the user's.
enum Qualified {
  static let runtime = "FSMRuntime"
  static let step = "\(runtime).Step<Self>"
  static let edge = "\(runtime).Edge<Self>"
  static let invalid = "\(runtime).InvalidTransition<Self>"
  static let string = "Swift.String"
  static let passesGuard = "_passesGuard"
  static let buildTarget = "_buildTarget"
}

extension MachineModel {
  /// The members `@StateMachine` adds to the enum, in a fixed order.
  public func generateMembers(plan: TransitionPlan, typeName: String) -> [DeclSyntax] {
    let generator = Generator(model: self, plan: plan, typeName: typeName)
    return generator.members()
  }
}

/// The discriminant members shared by the machine's enum, `Event` and `Effect`: a payload-free
/// `Case` enum and a `case` property.
func discriminantMembers(cases: [CaseModel], access: String?) -> [DeclSyntax] {
  let prefix = access.map { "\($0) " } ?? ""
  var caseEnum = [
    "\(prefix)enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {"
  ]
  caseEnum += cases.map { "case \(escaped($0.name))" }
  caseEnum += ["\(prefix)var description: \(Qualified.string) {", "switch self {"]
  for caseModel in cases {
    caseEnum += ["case .\(escapedMember(caseModel.name)):", stringLiteral(caseModel.name)]
  }
  caseEnum += ["}", "}", "}"]

  var caseProperty = ["\(prefix)var `case`: Case {", "switch self {"]
  for caseModel in cases {
    let name = escapedMember(caseModel.name)
    caseProperty += ["case .\(name):", ".\(name)"]
  }
  caseProperty += ["}", "}"]
  return [declaration(caseEnum), declaration(caseProperty)]
}

/// A declaration from generated lines, indented.
func declaration(_ lines: [String]) -> DeclSyntax {
  DeclSyntax(stringLiteral: indented(lines))
}

/// `text` as a Swift string literal.
func stringLiteral(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

private struct Generator {
  let model: MachineModel
  let plan: TransitionPlan
  /// The enum's name with its generic arguments, as the extension role names it.
  let typeName: String

  var prefix: String { model.access.map { "\($0) " } ?? "" }
  /// `static let` for a stored table, `static var` with a getter in a generic enum, where
  /// static stored properties are not allowed.
  func staticConstant(_ name: String, _ type: String, _ value: String) -> DeclSyntax {
    if model.isGeneric {
      return declaration(["\(prefix)static var \(name): \(type) {", value, "}"])
    }
    return declaration(["\(prefix)static let \(name): \(type) = \(value)"])
  }

  func members() -> [DeclSyntax] {
    var members = discriminantMembers(cases: model.states, access: model.access)
    members.append(
      declaration(["\(prefix)typealias Transition = \(Qualified.runtime).Transition<\(typeName)>"]))
    if let initial = model.initialState {
      members.append(staticConstant("initialCase", "Case", "Case.\(escapedMember(initial))"))
    }
    let finals = model.finalStates.map { "Case.\(escapedMember($0))" }.joined(separator: ", ")
    members.append(staticConstant("finalCases", "Swift.Set<Case>", "[\(finals)]"))
    members.append(transitionFunction())
    members += eventMethods()
    members += edgesMembers()
    members.append(staticConstant("dot", Qualified.string, stringLiteral(model.dot(plan: plan))))
    members.append(
      staticConstant("mermaid", Qualified.string, stringLiteral(model.mermaid(plan: plan))))
    return members
  }

  // MARK: - transition(on:)

  func transitionFunction() -> DeclSyntax {
    var lines: [String] = []
    lines.append("switch self {")
    for branch in plan.branches {
      guard let state = model.state(named: branch.state) else { continue }
      let used = usedPositions(in: branch.events.flatMap(\.rows), source: true)
      lines.append("case \(pattern(state, bindings: used, prefix: "_$s")):")
      lines.append("switch event {")
      for eventBranch in branch.events {
        guard let event = model.event(named: eventBranch.event) else { continue }
        let used = usedPositions(in: eventBranch.rows, source: false)
        lines.append("case \(pattern(event, bindings: used, prefix: "_$e")):")
        for row in eventBranch.rows {
          let step =
            "return \(Qualified.step)(from: self, event: event, to: \(targetExpression(row))"
            + (row.effect.map { ", effect: \(construction($0))" } ?? "") + ")"
          if row.guarded {
            lines.append("if \(rowValue(row)).\(Qualified.passesGuard)(self, event) {")
            lines.append(step)
            lines.append("}")
          } else {
            lines.append(step)
          }
        }
        if eventBranch.rows.last?.guarded ?? true {
          lines.append("return nil")
        }
      }
      if branch.events.count < model.events.count {
        lines.append("default:")
        lines.append("return nil")
      }
      lines.append("}")
    }
    if plan.branches.count < model.states.count {
      lines.append("default:")
      lines.append("return nil")
    }
    lines.append("}")
    return declaration(
      ["\(prefix)func transition(on event: Event) -> \(Qualified.step)? {"] + lines + ["}"])
  }

  /// `.name`, or `.name(let _$s0, _)` binding the positions in `bindings`.
  func pattern(_ caseModel: CaseModel, bindings: Set<Int>, prefix: String) -> String {
    let name = ".\(escapedMember(caseModel.name))"
    guard !bindings.isEmpty else { return name }
    let elements = caseModel.parameters.indices.map { position in
      bindings.contains(position) ? "let \(prefix)\(position)" : "_"
    }
    return "\(name)(\(elements.joined(separator: ", ")))"
  }

  func usedPositions(in rows: [PlannedRow], source: Bool) -> Set<Int> {
    var used: Set<Int> = []
    for row in rows {
      var constructions: [Construction] = []
      if case .construct(let target) = row.target { constructions.append(target) }
      if let effect = row.effect { constructions.append(effect) }
      for argument in constructions.flatMap({ $0.arguments ?? [] }) {
        switch argument.value {
        case .source(let position) where source: used.insert(position)
        case .event(let position) where !source: used.insert(position)
        default: break
        }
      }
    }
    return used
  }

  func targetExpression(_ row: PlannedRow) -> String {
    switch row.target {
    case .construct(let value): construction(value)
    case .build: "\(rowValue(row)).\(Qualified.buildTarget)(self, event)"
    }
  }

  func construction(_ construction: Construction) -> String {
    let name = ".\(escapedMember(construction.caseName))"
    guard let arguments = construction.arguments else { return name }
    let list = arguments.map { argument in
      let value: String
      switch argument.value {
      case .event(let position): value = "_$e\(position)"
      case .source(let position): value = "_$s\(position)"
      case .expression(let text): value = text
      }
      return argument.label.map { "\($0): \(value)" } ?? value
    }
    return "\(name)(\(list.joined(separator: ", ")))"
  }

  // MARK: - Per-event methods

  func eventMethods() -> [DeclSyntax] {
    model.events.compactMap { event -> DeclSyntax? in
      guard event.name != "case", event.name != "Case",
        !model.userFunctionNames.contains(event.name)
      else { return nil }
      var parameters: [String] = []
      var arguments: [String] = []
      for (position, parameter) in event.parameters.enumerated() {
        let internalName = parameter.label ?? "value\(position)"
        let declaration =
          (parameter.label.map { escaped($0) } ?? "_ \(internalName)") + ": \(parameter.type)"
          + (parameter.defaultValue.map { " = \($0)" } ?? "")
        parameters.append(declaration)
        let reference = escaped(internalName)
        arguments.append(parameter.label.map { "\($0): \(reference)" } ?? reference)
      }
      let eventValue =
        ".\(escapedMember(event.name))"
        + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
      return declaration([
        "/// Sends `.\(event.name)` to this state; see `send(_:)`.",
        "@discardableResult",
        "\(prefix)mutating func \(escaped(event.name))(\(parameters.joined(separator: ", "))) throws(\(Qualified.invalid)) -> \(Qualified.step) {",
        "try self.send(\(eventValue))",
        "}",
      ])
    }
  }

  // MARK: - Guards and builders

  /// The row's own value in the user's table, whose `when:` and `build:` closures the generated
  /// code calls: the closures are compiled once, where the user wrote them.
  func rowValue(_ row: PlannedRow) -> String {
    let written = model.rows.first { $0.index == row.row }
    return "Self.\(written?.table ?? "transitions")[\(written?.position ?? 0)]"
  }

  // MARK: - Edges

  /// The edges, built by a static function that appends them one statement at a time.
  ///
  /// NB: measured on a 1,000-row machine, an array literal of the edges takes the type checker
  /// about 4 s and 6 GB (one constraint system for all elements), and an immediately called
  /// closure about 12 s (its statements are solved with the enclosing expression); a function
  /// body is checked statement by statement, in well under a second.
  func edgesMembers() -> [DeclSyntax] {
    guard !plan.edges.isEmpty else {
      return [staticConstant("edges", "[\(Qualified.edge)]", "[]")]
    }
    let appends = plan.edges.map { edge in
      var arguments = [
        "source: .\(escapedMember(edge.source))", "event: .\(escapedMember(edge.event))",
        "target: " + (edge.target.map { ".\(escapedMember($0))" } ?? "nil"),
      ]
      if let effect = edge.effect {
        arguments.append("effect: .\(escapedMember(effect))")
      }
      if edge.guardLabel != nil {
        arguments.append("guarded: true")
      }
      return "edges.append(.init(\(arguments.joined(separator: ", "))))"
    }
    return [
      staticConstant("edges", "[\(Qualified.edge)]", "_$edges()"),
      declaration(
        [
          "private static func _$edges() -> [\(Qualified.edge)] {",
          "var edges: [\(Qualified.edge)] = []",
          "edges.reserveCapacity(\(plan.edges.count))",
        ] + appends + ["return edges", "}"]),
    ]
  }
}
