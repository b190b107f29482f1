import SwiftSyntax

// Typestate, `@StateMachine(typestate: true)`: the structs, `Typed` and `typed`, as the plan
// names them (`Planner+Typestate.swift`).

extension Generator {
  /// The typestate structs, `Typed` and `typed`.
  func typestateMembers(_ structs: [TypestateStruct]) -> [DeclSyntax] {
    var members = structs.map(typestateStruct)
    var typed = ["enum Typed: ~Swift.Copyable {"]
    typed += structs.map { typestate in
      "case \(escaped(typestate.state.name))(\(typeName).\(typestate.name))"
    }
    members.append(
      nonisolatedType(
        access, typed + ["}"],
        documentation: [
          "/// A state as its typestate struct: switch over it to call the events that state "
            + "accepts."
        ]))

    var property = [
      "/// This state as its typestate struct, in which only the events it accepts are methods.",
      "\(memberModifiers)var typed: Typed {",
      "switch self {",
    ]
    for typestate in structs {
      let state = model.states[typestate.state.index]
      let bindings = state.parameters.indices.map { "_$s\($0)" }
      let structName = typestate.name
      let arguments = Self.argumentList(state, arguments: bindings)
      let bound = Set(state.parameters.indices)
      property += [
        "case \(pattern(state, binding: bound, bindingPrefix: "_$s")):",
        "return .\(escapedMember(state.name))(\(typeName).\(structName)(\(arguments)))",
      ]
    }
    members.append(declaration(property + ["}", "}"]))
    return members
  }

  func typestateStruct(_ typestate: TypestateStruct) -> DeclSyntax {
    let state = model.states[typestate.state.index]
    let structName = typestate.name
    let properties = typestate.properties
    // A nonisolated type rather than nonisolated members: a payload of a type that is not
    // `Sendable` cannot be a `nonisolated let`.
    var lines = ["struct \(structName): ~Swift.Copyable {"]
    for (property, parameter) in zip(properties, state.parameters) {
      lines.append("\(access)let \(escaped(property)): \(parameter.type)")
    }
    // The initializer mirrors the case: its labels, `_` for unlabeled values, its defaults.
    let names = properties.map(escaped)
    lines.append("\(access)init(\(Self.parameterList(state, names: names))) {")
    lines += names.map { "self.\($0) = \($0)" }
    lines.append("}")
    lines += [
      "/// This state as a value of `\(model.name)`.",
      "\(access)var state: \(typeName) {",
      Self.caseExpression(state, arguments: names.map { "self.\($0)" }),
      "}",
    ]
    for branch in typestate.methods {
      let event = model.events[branch.event.index]
      lines += typestateMethod(event: event, branch: branch, properties: properties)
    }
    return nonisolatedType(
      access, lines + ["}"],
      documentation: [
        "/// The state `.\(state.name)` as a type: its methods are the events it accepts, each "
          + "consuming this value and returning the next state."
      ])
  }

  /// One event method of a typestate struct. With a single unguarded row that names its
  /// target, it returns the target's struct; otherwise (guards to try, or a `build:` closure)
  /// the machine's enum.
  func typestateMethod(
    event: CaseModel, branch: EventBranch, properties: [String]
  ) -> [String] {
    let parameterNames = Self.parameterNames(ofEventMethod: event)
    func spell(_ value: Argument.Value) -> String {
      switch value {
      case .event(let position): parameterNames[position]
      case .source(let position): "self.\(escaped(properties[position]))"
      case .expression(let text): text
      case .built:
        preconditionFailure("only an effect reads a built target, and a typestate emits none")
      }
    }
    let signature =
      "\(access)consuming func \(escaped(event.name))(\(Self.parameterList(ofEventMethod: event)))"
    if branch.rows.count == 1, let row = branch.rows.first, case .construct(let target) = row.target
    {
      let targetStruct =
        "\(typeName).\(plan.typestate?[target.constructed.index].name ?? "")"
      return [
        "/// `.\(event.name)`: goes to `.\(target.constructed.name)`.",
        "\(signature) -> \(targetStruct) {",
        "\(targetStruct)(\(argumentList(target, spelling: spell) ?? ""))",
        "}",
      ]
    }
    // A row that returns to a history gives the default's struct, known only at run time: the
    // method returns `Typed`.
    let returnsTyped = branch.rows.contains(where: \.target.isHistory)
    let reason =
      branch.rows.contains(where: \.guarded)
      ? "guards"
      : returnsTyped
        ? "a superstate's history (its default)"
        : branch.rows.allSatisfy(\.target.stays)
          ? "a row that stays (the same case)" : "a `build:` closure"
    var lines = [
      "/// `.\(event.name)`: the next state depends on \(reason).",
      "\(signature) -> \(returnsTyped ? "\(typeName).Typed" : typeName) {",
    ]
    // The guards and builders read the state and the event; a history's default reads neither;
    // a row that stays is the state.
    if branch.rows.contains(where: { $0.guarded || !$0.target.isHistory }) {
      lines.append("let state = self.state")
    }
    if branch.rows.contains(where: { $0.guarded || $0.target == .build }) {
      lines.append(
        "let event: \(typeName).Event = \(Self.eventExpression(forwardingParametersOf: event))")
    }
    for row in branch.rows {
      let target: String
      switch row.target {
      case .construct(let construction):
        target = "\(typeName)" + caseExpression(construction, spelling: spell)
      case .build:
        target = "\(userRow(row, owner: typeName)).\(Qualified.buildTarget)(state, event)"
      case .history(let history):
        // A typestate value does not remember: the default.
        target = "\(typeName)" + history.defaultValue
      case .leave:
        // Only a held machine's rows leave it, and a held machine has no typestate.
        continue
      case .stay(let builds):
        // A value that stays is the state itself; one that builds has no method (planning).
        guard !builds else { continue }
        target = "state"
      }
      let result = returnsTyped ? "(\(target) as \(typeName)).typed" : target
      if row.guarded {
        lines += [
          "if \(userRow(row, owner: typeName)).\(Qualified.passesGuard)(state, event) {",
          "return \(result)",
          "}",
        ]
      } else {
        lines.append("return \(result)")
      }
    }
    return lines + ["}"]
  }
}
