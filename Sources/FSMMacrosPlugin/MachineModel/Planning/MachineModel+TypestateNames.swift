import SwiftSyntax

// Typestate, `@StateMachine(typestate: true)`: one `~Copyable` struct per state, whose methods
// are the events that state accepts unguarded, so that an invalid call does not compile. Here,
// the names the structs and their members take, and their clashes; the planner decides from
// them whether the structs are generated (`TransitionPlan.decideTypestate`).

extension MachineModel {
  /// The struct standing for `state`: its name with the first letter upper-cased.
  package static func typestateName(of state: String) -> String {
    state.prefix(1).uppercased() + state.dropFirst()
  }

  /// The property names of a state's associated values: the label, else `value` for a lone
  /// unlabeled value, else `value0`, `value1`, … by position.
  package static func typestateProperties(of state: CaseModel) -> [String] {
    state.parameters.enumerated().map { position, parameter in
      parameter.label ?? (state.parameters.count == 1 ? "value" : "value\(position)")
    }
  }

  /// The event branches of `state` that get a method: those whose last row is unguarded, so the
  /// event is always accepted and the method needs neither to throw nor to return an optional.
  package static func typestateMethods(
    ofState index: Int, in plan: TransitionPlan
  ) -> [EventBranch] {
    let branch = plan.branch(ofState: index)
    return (branch?.events ?? []).filter { $0.rows.last.map { !$0.guarded } ?? false }
  }

  /// The names the typestate structs would clash with, each with where it is reported. Empty
  /// when the typestate members can be generated.
  func typestateClashes(plan: TransitionPlan) -> [(FSMDiagnostic, SyntaxAnchor)] {
    var clashes: [(FSMDiagnostic, SyntaxAnchor)] = []
    // Every name the enum declares, or the macro declares in it, or generated code relies on.
    // NB: not a dictionary literal: the machine may be named like one of the others (a literal
    // with a duplicate key traps).
    var taken: [String: String] = [:]
    for (reserved, holder) in [
      ("Swift", "the standard library's module name"), ("FSMRuntime", "the runtime's module name"),
      ("Event", "the nested 'Event'"), ("Effect", "the nested 'Effect'"),
      (name, "the machine's own name"),
    ] {
      taken[reserved] = holder
    }
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
    for (index, state) in states.enumerated() {
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
      clashes += typestateMemberClashes(ofState: index, plan: plan)
    }
    return clashes
  }

  /// Clashes inside one state's struct: its properties, `state`, and its event methods.
  private func typestateMemberClashes(
    ofState index: Int, plan: TransitionPlan
  ) -> [(FSMDiagnostic, SyntaxAnchor)] {
    let state = states[index]
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
    for branch in Self.typestateMethods(ofState: index, in: plan) {
      // A method with parameters does not clash with a property of its base name.
      guard events[branch.event.index].parameters.isEmpty else { continue }
      claim(branch.event.name, as: "the event method '\(branch.event.name)()'")
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
