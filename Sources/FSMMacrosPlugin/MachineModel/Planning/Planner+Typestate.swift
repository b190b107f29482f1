import SwiftSyntax

// The names of the generated members that depend on the user's, besides the methods named after
// events (`EventMethodClash`): with typestate (`@StateMachine(typestate: true)`) one `~Copyable`
// struct per state, whose methods are the events that state accepts unguarded, so that an
// invalid call does not compile. The planner decides them, with their clashes; the generator
// prints what it decided.

extension Planner {
  /// The typestate structs, one per state; `nil` after reporting each name they need that is
  /// taken.
  func typestate(
    _ plan: TransitionPlan, into diagnostics: inout DiagnosticCollector
  ) -> [TypestateStruct]? {
    let structs = model.states.indices.map { index in
      let state = model.states[index]
      return TypestateStruct(
        state: reference(toState: index), name: Self.typestateName(of: state.name),
        properties: Self.typestateProperties(of: state),
        // Not an event a row that stays builds for: its `build:` may return another case, which
        // refuses the event, and a method that may refuse would not be total.
        methods: (plan.branch(ofState: index)?.events ?? []).filter { branch in
          (branch.rows.last.map { !$0.guarded } ?? false)
            && !branch.rows.contains { $0.target == .stay(builds: true) }
        })
    }
    let clashes = typestateClashes(structs)
    for (message, anchor) in clashes {
      diagnostics.report(message, at: anchor)
    }
    return clashes.isEmpty ? structs : nil
  }

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

  /// The names the typestate structs would clash with, each with where it is reported. Empty
  /// when the typestate members can be generated.
  func typestateClashes(_ structs: [TypestateStruct]) -> [(FSMDiagnostic, SyntaxAnchor)] {
    var clashes: [(FSMDiagnostic, SyntaxAnchor)] = []
    // Every name the enum declares, or the macro declares in it, or generated code relies on.
    // NB: not a dictionary literal: the machine may be named like one of the others (a literal
    // with a duplicate key traps).
    var taken: [String: String] = [:]
    for (reserved, holder) in [
      ("Swift", "the standard library's module name"), ("FSMRuntime", "the runtime's module name"),
      (GeneratedNames.event, "the nested 'Event'"), (GeneratedNames.effect, "the nested 'Effect'"),
      (model.name, "the machine's own name"),
    ] {
      taken[reserved] = holder
    }
    for generated in GeneratedNames.members where generated.reservedForStates {
      taken[generated.name] = "a member '@StateMachine' generates"
    }
    for member in model.userMembers where taken[member.name] == nil {
      taken[member.name] =
        member.isFunction ? "your method '\(member.name)'" : "your member '\(member.name)'"
    }
    for state in model.states {
      taken[state.name] = "the state '\(state.name)'"
    }
    for event in model.events where taken[event.name] == nil {
      taken[event.name] = "the event method '\(event.name)'"
    }
    for name in ["Typed", "typed"] {
      if let holder = taken[name] {
        let anchor =
          model.userMember(name)?.anchor ?? model.states.first { $0.name == name }?.anchor ?? .none
        clashes.append(
          (.nameClash(name: name, reason: "typestate needs that name, and it is \(holder)"), anchor)
        )
      }
    }

    // The type names written in the payloads: a nested struct of the same name would shadow
    // them inside the enum.
    let payloadTypes = model.states + model.events + (model.effects ?? [])
    var typeIdentifiers: [String: String] = [:]
    for caseModel in payloadTypes {
      for parameter in caseModel.parameters {
        for identifier in Self.identifiers(in: parameter.type)
        where typeIdentifiers[identifier] == nil {
          typeIdentifiers[identifier] = caseModel.name
        }
      }
    }

    var names: [String: String] = [:]  // struct name -> state
    for typestate in structs {
      let state = model.states[typestate.state.index]
      let structName = typestate.name
      if let other = names[structName] {
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
      names[structName] = state.name
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
      clashes += typestateMemberClashes(typestate)
    }
    return clashes
  }

  /// Clashes inside one state's struct: its properties, `state`, and its event methods.
  private func typestateMemberClashes(
    _ typestate: TypestateStruct
  ) -> [(FSMDiagnostic, SyntaxAnchor)] {
    let state = model.states[typestate.state.index]
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
    for property in typestate.properties {
      claim(property, as: "the associated value '\(property)'")
    }
    for branch in typestate.methods {
      // A method with parameters does not clash with a property of its base name.
      guard model.events[branch.event.index].parameters.isEmpty else { continue }
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
