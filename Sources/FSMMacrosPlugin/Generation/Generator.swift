public import SwiftSyntax
import SwiftSyntaxBuilder

extension MachineModel {
  /// The members `@StateMachine` adds to the enum, in a fixed order, printed from `plan`.
  public func generateMembers(plan: TransitionPlan) -> [DeclSyntax] {
    Generator(model: self, plan: plan).members()
  }
}

extension AnalyzedMachine {
  /// The members `@StateMachine` adds to the declaration, whatever its kind.
  public func generateMembers() -> [DeclSyntax] {
    switch self {
    case .states(let model, let plan): model.generateMembers(plan: plan)
    case .regions(let model, let plan): model.generateMembers(plan: plan)
    }
  }
}

/// Prints a machine's members from its model and plan. Generation reads no syntax, and finds
/// states, events and rows through the positions the plan carries, never by name.
///
/// The words the generator's helpers use:
/// - a *case expression* builds a case: `.name(label: value, …)`;
/// - its *argument list* is `label: value, …`;
/// - a *pattern* matches a case and binds some of its values: `.name(let _$s0, _)`;
/// - a *parameter list* declares a method's parameters from a case's payload;
/// - a *user row* is a row of the user's table, read at run time for its closures.
struct Generator {
  let model: MachineModel
  let plan: TransitionPlan

  /// The enum's name with its generic arguments, as the extension role names it.
  var typeName: String { model.typeName }
  /// The enum's access modifier and a space, or nothing: generated declarations mirror it.
  var access: String { model.access.map { "\($0) " } ?? "" }
  /// A generated member's modifiers: the enum's access, and `nonisolated`, so that the member
  /// is usable from any isolation, also in a module whose default isolation is `MainActor`.
  var memberModifiers: String { access + "nonisolated " }

  func members() -> [DeclSyntax] {
    var members = discriminantMembers(cases: model.states, access: model.access)
    members.append(
      declaration(["\(access)typealias Transition = \(Qualified.runtime).Transition<\(typeName)>"]))
    if let initial = model.initialState {
      members.append(staticConstant("initialCase", "Case", "Case.\(escapedMember(initial))"))
    }
    let finals = model.finalStates.map { "Case.\(escapedMember($0))" }.joined(separator: ", ")
    members.append(staticConstant("finalCases", "Swift.Set<Case>", "[\(finals)]"))
    members += transitionFunctionMembers()
    members += historyMembers()
    members += Self.eventMethods(
      plan.eventMethods, of: model.events, memberModifiers: memberModifiers)
    members += timedEventsMembers()
    members += superstateMembers()
    members += activityMembers()
    if let typestate = plan.typestate {
      members += typestateMembers(typestate)
    }
    members += compositeMembers()
    members += stayMembers()
    members += edgesMembers()
    let documents = model.documents(plan: plan)
    members += Self.documentMembers(documents, constant: staticConstant)
    members.append(xstateKeysMember(documents))
    return members
  }

  /// `static let` for a stored table, `static var` with a getter in a generic enum, where
  /// static stored properties are not allowed.
  func staticConstant(_ name: String, _ type: String, _ value: String) -> DeclSyntax {
    if model.isGeneric {
      return declaration(["\(memberModifiers)static var \(name): \(type) {", value, "}"])
    }
    return declaration(["\(memberModifiers)static let \(name): \(type) = \(value)"])
  }

  // MARK: - Case expressions and patterns

  /// `.name`, or `.name(let _$s0, _)` binding the values at `bound` as `<bindingPrefix><position>`.
  func pattern(_ caseModel: CaseModel, binding bound: Set<Int>, bindingPrefix: String) -> String {
    let name = ".\(escapedMember(caseModel.name))"
    guard !bound.isEmpty else { return name }
    let elements = caseModel.parameters.indices.map { position in
      bound.contains(position) ? "let \(bindingPrefix)\(position)" : "_"
    }
    return "\(name)(\(elements.joined(separator: ", ")))"
  }

  /// The case expression of `construction`; `spelling` writes each value, by default as
  /// `transition(on:)`'s patterns bind it.
  func caseExpression(
    _ construction: Construction, spelling: (Argument.Value) -> String = Generator.boundValue
  ) -> String {
    let name = ".\(escapedMember(construction.constructed.name))"
    guard let arguments = argumentList(construction, spelling: spelling) else { return name }
    return "\(name)(\(arguments))"
  }

  /// The argument list of `construction`; `nil` for a case without associated values.
  func argumentList(
    _ construction: Construction, spelling: (Argument.Value) -> String = Generator.boundValue
  ) -> String? {
    construction.arguments.map { arguments in
      arguments.map { argument in
        let value = spelling(argument.value)
        return argument.label.map { "\($0): \(value)" } ?? value
      }.joined(separator: ", ")
    }
  }

  /// A value as `transition(on:)` binds it: `_$e0` from the event, `_$s0` from the state,
  /// `_$b0` from the target a `build:` closure built.
  static func boundValue(_ value: Argument.Value) -> String {
    switch value {
    case .event(let position): "_$e\(position)"
    case .source(let position): "_$s\(position)"
    case .built(let position): "_$b\(position)"
    case .expression(let text): text
    }
  }

  /// The case expression of `caseModel` with `arguments` as its associated values, in order.
  static func caseExpression(_ caseModel: CaseModel, arguments: [String]) -> String {
    ".\(escapedMember(caseModel.name))"
      + (caseModel.parameters.isEmpty
        ? "" : "(\(argumentList(caseModel, arguments: arguments)))")
  }

  /// The argument list passing `arguments` as the associated values of `caseModel`.
  static func argumentList(_ caseModel: CaseModel, arguments: [String]) -> String {
    zip(caseModel.parameters, arguments).map { parameter, value in
      parameter.label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
  }

  /// Parameters declaring the associated values of `caseModel` under `names`, one per value:
  /// with the case's labels (`_` for unlabeled values) and its defaults.
  static func parameterList(_ caseModel: CaseModel, names: [String]) -> String {
    zip(caseModel.parameters, names).map { parameter, name in
      (parameter.label == nil ? "_ \(name)" : name) + ": \(parameter.type)"
        + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }.joined(separator: ", ")
  }
}
