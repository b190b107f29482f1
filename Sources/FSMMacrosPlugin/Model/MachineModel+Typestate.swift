import SwiftSyntax

// Typestate, `@StateMachine(typestate: true)`: one `~Copyable` struct per state, whose methods
// are the events that state accepts unguarded, so that an invalid call does not compile.

extension MachineModel {
  /// The struct standing for `state`: its name with the first letter upper-cased.
  static func typestateName(of state: String) -> String {
    state.prefix(1).uppercased() + state.dropFirst()
  }

  /// The property names of a state's associated values: the label, else `value` for a lone
  /// unlabeled value, else `value0`, `value1`, … by position.
  static func typestateProperties(of state: CaseModel) -> [String] {
    state.parameters.enumerated().map { position, parameter in
      parameter.label ?? (state.parameters.count == 1 ? "value" : "value\(position)")
    }
  }

  /// The event branches of `state` that get a method: those whose last row is unguarded, so the
  /// event is always accepted and the method needs neither to throw nor to return an optional.
  static func typestateMethods(of state: String, in plan: TransitionPlan) -> [EventBranch] {
    let branch = plan.branches.first { $0.state == state }
    return (branch?.events ?? []).filter { $0.rows.last.map { !$0.guarded } ?? false }
  }

  /// The names the typestate structs would clash with, each with where it is reported. Empty
  /// when the typestate members can be generated.
  func typestateClashes(plan: TransitionPlan) -> [(FSMDiagnostic, SyntaxAnchor)] {
    var clashes: [(FSMDiagnostic, SyntaxAnchor)] = []
    // Every name the enum declares, or the macro declares in it, or generated code relies on.
    var taken: [String: String] = [
      name: "the machine's own name", "Swift": "the standard library's module name",
      "FSMRuntime": "the runtime's module name", "Event": "the nested 'Event'",
      "Effect": "the nested 'Effect'",
    ]
    for generated in Self.generatedNames {
      taken[generated] = "a member '@StateMachine' generates"
    }
    for (member, _) in userMembers where taken[member] == nil {
      taken[member] = "your member '\(member)'"
    }
    for function in userFunctionNames where taken[function] == nil {
      taken[function] = "your method '\(function)'"
    }
    for state in states {
      taken[state.name] = "the state '\(state.name)'"
    }
    for event in events where taken[event.name] == nil {
      taken[event.name] = "the event method '\(event.name)'"
    }
    for name in ["Typed", "typed"] {
      if let holder = taken[name] {
        let anchor = userMembers[name] ?? states.first { $0.name == name }?.anchor ?? .none
        clashes.append(
          (.nameClash(name: name, reason: "typestate needs that name, and it is \(holder)"), anchor)
        )
      }
    }

    // The type names written in the payloads: a nested struct of the same name would shadow
    // them inside the enum.
    let payloadTypes = states + events + (effects ?? [])
    var typeIdentifiers: [String: String] = [:]
    for caseModel in payloadTypes {
      for parameter in caseModel.parameters {
        for identifier in Self.identifiers(in: parameter.type)
        where typeIdentifiers[identifier] == nil {
          typeIdentifiers[identifier] = caseModel.name
        }
      }
    }

    var structs: [String: String] = [:]  // struct name -> state
    for state in states {
      let structName = Self.typestateName(of: state.name)
      if let other = structs[structName] {
        clashes.append(
          (
            .nameClash(
              name: structName,
              reason: "the states '\(other)' and '\(state.name)' would both get a typestate "
                + "struct of that name; rename one"),
            state.anchor
          ))
        continue
      }
      structs[structName] = state.name
      if let holder = taken[structName] {
        clashes.append(
          (
            .nameClash(
              name: structName,
              reason: "it is the name of the typestate struct of state '\(state.name)', and "
                + "\(holder); rename one of them"),
            state.anchor
          ))
      } else if let user = typeIdentifiers[structName] {
        clashes.append(
          (
            .nameClash(
              name: structName,
              reason: "the typestate struct of state '\(state.name)' would shadow the type "
                + "'\(structName)' in the payload of '\(user)'; rename the state or qualify the type"
            ),
            state.anchor
          ))
      }
      clashes += typestateMemberClashes(of: state, plan: plan)
    }
    return clashes
  }

  /// Clashes inside one state's struct: its properties, `state`, and its event methods.
  private func typestateMemberClashes(
    of state: CaseModel, plan: TransitionPlan
  ) -> [(FSMDiagnostic, SyntaxAnchor)] {
    var members: [String: String] = ["state": "the property 'state' that leaves typestate"]
    var clashes: [(FSMDiagnostic, SyntaxAnchor)] = []
    func claim(_ name: String, as description: String) {
      if let holder = members[name] {
        clashes.append(
          (
            .nameClash(
              name: name,
              reason: "in the typestate struct of state '\(state.name)', \(description) and "
                + "\(holder) would have the same name; rename one of them"),
            state.anchor
          ))
      } else {
        members[name] = description
      }
    }
    for property in Self.typestateProperties(of: state) {
      claim(property, as: "the associated value '\(property)'")
    }
    for branch in Self.typestateMethods(of: state.name, in: plan) {
      // A method with parameters does not clash with a property of its base name.
      guard event(named: branch.event)?.parameters.isEmpty ?? false else { continue }
      claim(branch.event, as: "the event method '\(branch.event)()'")
    }
    return clashes
  }

  /// The identifiers in a type as written: `[String: Foo.Bar]` gives `String`, `Foo`, `Bar`.
  static func identifiers(in type: String) -> Set<String> {
    var result: Set<String> = []
    var current = ""
    for character in type + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, !first.isNumber {
          result.insert(current)
        }
        current = ""
      }
    }
    return result
  }
}

extension Generator {
  /// The typestate structs, `Typed` and `typed`.
  func typestateMembers() -> [DeclSyntax] {
    var members = model.states.map(typestateStruct)
    var typed = ["enum Typed: ~Swift.Copyable {"]
    typed += model.states.map { state in
      "case \(escaped(state.name))(\(typeName).\(MachineModel.typestateName(of: state.name)))"
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
    for state in model.states {
      let bindings = state.parameters.indices.map { "_$s\($0)" }
      let structName = MachineModel.typestateName(of: state.name)
      let arguments = labeledArguments(state, values: bindings)
      property += [
        "case \(pattern(state, bindings: Set(state.parameters.indices), prefix: "_$s")):",
        "return .\(escapedMember(state.name))(\(typeName).\(structName)(\(arguments)))",
      ]
    }
    members.append(declaration(property + ["}", "}"]))
    return members
  }

  func typestateStruct(_ state: CaseModel) -> DeclSyntax {
    let structName = MachineModel.typestateName(of: state.name)
    let properties = MachineModel.typestateProperties(of: state)
    // A nonisolated type rather than nonisolated members: a payload of a type that is not
    // `Sendable` cannot be a `nonisolated let`.
    var lines = ["struct \(structName): ~Swift.Copyable {"]
    for (property, parameter) in zip(properties, state.parameters) {
      lines.append("\(access)let \(escaped(property)): \(parameter.type)")
    }
    // The initializer mirrors the case: its labels, `_` for unlabeled values, its defaults.
    let names = properties.map(escaped)
    lines.append("\(access)init(\(parameterList(state, names: names))) {")
    lines += names.map { "self.\($0) = \($0)" }
    lines.append("}")
    lines += [
      "/// This state as a value of `\(model.name)`.",
      "\(access)var state: \(typeName) {",
      caseValue(state, values: names.map { "self.\($0)" }),
      "}",
    ]
    for branch in MachineModel.typestateMethods(of: state.name, in: plan) {
      guard let event = model.event(named: branch.event) else { continue }
      lines += typestateMethod(event: event, branch: branch, properties: properties, state: state)
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
    event: CaseModel, branch: EventBranch, properties: [String], state: CaseModel
  ) -> [String] {
    func spell(_ value: Argument.Value) -> String {
      switch value {
      case .event(let position): Self.parameterName(of: event, at: position)
      case .source(let position): "self.\(escaped(properties[position]))"
      case .expression(let text): text
      }
    }
    let signature =
      "\(access)consuming func \(escaped(event.name))(\(parameterList(of: event)))"
    if branch.rows.count == 1, let row = branch.rows.first, case .construct(let target) = row.target
    {
      let targetStruct = "\(typeName).\(MachineModel.typestateName(of: target.caseName))"
      return [
        "/// `.\(event.name)`: goes to `.\(target.caseName)`.",
        "\(signature) -> \(targetStruct) {",
        "\(targetStruct)(\(argumentList(target, values: spell) ?? ""))",
        "}",
      ]
    }
    var lines = [
      "/// `.\(event.name)`: the next state depends on "
        + (branch.rows.contains(where: \.guarded) ? "guards" : "a `build:` closure") + ".",
      "\(signature) -> \(typeName) {",
      "let state = self.state",
      "let event: \(typeName).Event = \(eventValue(event))",
    ]
    for row in branch.rows {
      let target: String
      switch row.target {
      case .construct(let value): target = "\(typeName)" + construction(value, values: spell)
      case .build:
        target = "\(rowValue(row, owner: typeName)).\(Qualified.buildTarget)(state, event)"
      }
      if row.guarded {
        lines += [
          "if \(rowValue(row, owner: typeName)).\(Qualified.passesGuard)(state, event) {",
          "return \(target)",
          "}",
        ]
      } else {
        lines.append("return \(target)")
      }
    }
    return lines + ["}"]
  }
}
