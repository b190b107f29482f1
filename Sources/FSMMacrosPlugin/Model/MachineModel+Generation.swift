public import SwiftSyntax
import SwiftSyntaxBuilder

/// Qualified names of everything the expansion uses that is not the user's.
enum Qualified {
  static let runtime = "FSMRuntime"
  static let step = "\(runtime).Step<Self>"
  static let edge = "\(runtime).Edge<Self>"
  static let invalid = "\(runtime).InvalidTransition<Self>"
  static let bool = "Swift.Bool"
  static let int = "Swift.Int"
  static let string = "Swift.String"
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
  let caseLines = cases.map { "case \(escaped($0.name))" }.joined(separator: "\n")
  let descriptions = cases.map { "case .\(escapedMember($0.name)): \(stringLiteral($0.name))" }
  let descriptionBody =
    cases.isEmpty ? "switch self {\n}" : "switch self {\n\(descriptions.joined(separator: "\n"))\n}"
  let caseEnum: DeclSyntax = """
    \(raw: prefix)enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
    \(raw: caseLines)
    \(raw: prefix)var description: \(raw: Qualified.string) {
    \(raw: descriptionBody)
    }
    }
    """
  let mappings = cases.map { caseModel in
    "case .\(escapedMember(caseModel.name)): .\(escapedMember(caseModel.name))"
  }
  let caseBody =
    cases.isEmpty ? "switch self {\n}" : "switch self {\n\(mappings.joined(separator: "\n"))\n}"
  let caseProperty: DeclSyntax = """
    \(raw: prefix)var `case`: Case {
    \(raw: caseBody)
    }
    """
  return [caseEnum, caseProperty]
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
      return "\(raw: prefix)static var \(raw: name): \(raw: type) {\n\(raw: value)\n}"
    }
    return "\(raw: prefix)static let \(raw: name): \(raw: type) = \(raw: value)"
  }

  func members() -> [DeclSyntax] {
    var members = discriminantMembers(cases: model.states, access: model.access)
    members.append(
      "\(raw: prefix)typealias Transition = \(raw: Qualified.runtime).Transition<\(raw: typeName)>")
    if let initial = model.initialState {
      members.append(staticConstant("initialCase", "Case", "Case.\(escapedMember(initial))"))
    }
    let finals = model.finalStates.map { "Case.\(escapedMember($0))" }.joined(separator: ", ")
    members.append(staticConstant("finalCases", "Swift.Set<Case>", "[\(finals)]"))
    members.append(transitionFunction())
    members += eventMethods()
    members += closureHelpers()
    members.append(staticConstant("edges", "[\(Qualified.edge)]", edgesLiteral()))
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
            lines.append("if Self._$when(\(row.row), self, event) {")
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
    return """
      \(raw: prefix)func transition(on event: Event) -> \(raw: Qualified.step)? {
      \(raw: lines.joined(separator: "\n"))
      }
      """
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
    case .build: "Self._$build(\(row.row), self, event)"
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
      return """
        /// Sends `.\(raw: event.name)` to this state; see `send(_:)`.
        @discardableResult
        \(raw: prefix)mutating func \(raw: escaped(event.name))(\(raw: parameters.joined(separator: ", "))) throws(\(raw: Qualified.invalid)) -> \(raw: Qualified.step) {
        try self.send(\(raw: eventValue))
        }
        """
    }
  }

  // MARK: - Guards and builders

  /// The `when:` and `build:` closures of the rows, pasted into static functions so that they
  /// resolve names exactly as they do in the static table.
  func closureHelpers() -> [DeclSyntax] {
    let planned = Set(plan.branches.flatMap { $0.events.flatMap { $0.rows.map(\.row) } })
    let rows = model.rows.filter { planned.contains($0.index) }
    var helpers: [DeclSyntax] = []
    let guards = rows.compactMap { row in row.guardExpression.map { (row.index, $0) } }
    if !guards.isEmpty {
      let cases = guards.map { index, expression in
        "case \(index):\nlet _$condition: @Sendable (Self, Event) -> \(Qualified.bool) = \(expression)\nreturn _$condition(_$state, _$event)"
      }
      helpers.append(
        """
        private static func _$when(_ row: \(raw: Qualified.int), _ _$state: Self, _ _$event: Event) -> \(raw: Qualified.bool) {
        switch row {
        \(raw: cases.joined(separator: "\n"))
        default:
        return false
        }
        }
        """)
    }
    let builders = rows.compactMap { row in row.build.map { (row.index, $0) } }
    if !builders.isEmpty {
      let cases = builders.map { index, expression in
        "case \(index):\nlet _$builder: @Sendable (Self, Event) -> Self = \(expression)\nreturn _$builder(_$state, _$event)"
      }
      helpers.append(
        """
        private static func _$build(_ row: \(raw: Qualified.int), _ _$state: Self, _ _$event: Event) -> Self {
        switch row {
        \(raw: cases.joined(separator: "\n"))
        default:
        return _$state
        }
        }
        """)
    }
    return helpers
  }

  // MARK: - Edges

  func edgesLiteral() -> String {
    guard !plan.edges.isEmpty else { return "[]" }
    let items = plan.edges.map { edge in
      let target = edge.target.map { "Case.\(escapedMember($0))" } ?? "nil"
      let effect = edge.effect.map { "Effect.Case.\(escapedMember($0))" } ?? "nil"
      return
        "\(Qualified.edge)(source: Case.\(escapedMember(edge.source)), event: Event.Case.\(escapedMember(edge.event)), target: \(target), effect: \(effect), guarded: \(edge.guardLabel != nil))"
    }
    return "[\n" + items.joined(separator: ",\n") + ",\n]"
  }
}
