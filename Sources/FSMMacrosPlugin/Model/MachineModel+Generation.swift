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
/// `Case` enum and a `case` property, both usable from any isolation.
func discriminantMembers(cases: [CaseModel], access: String?) -> [DeclSyntax] {
  let prefix = access.map { "\($0) " } ?? ""
  var caseEnum = [
    "enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {"
  ]
  caseEnum += cases.map { "case \(escaped($0.name))" }
  caseEnum += ["\(prefix)var description: \(Qualified.string) {", "switch self {"]
  for caseModel in cases {
    caseEnum += ["case .\(escapedMember(caseModel.name)):", stringLiteral(caseModel.name)]
  }
  caseEnum += ["}", "}", "}"]

  var caseProperty = ["\(prefix)nonisolated var `case`: Case {", "switch self {"]
  for caseModel in cases {
    let name = escapedMember(caseModel.name)
    caseProperty += ["case .\(name):", ".\(name)"]
  }
  caseProperty += ["}", "}"]
  return [nonisolatedType(prefix, caseEnum), declaration(caseProperty)]
}

/// A nested type, from its declaration's lines without modifiers, that is `nonisolated` where the
/// compiler knows the spelling: in a module whose default isolation is `MainActor` (Swift 6.2),
/// it would otherwise be isolated to the main actor, and so would its members and conformances.
/// Older compilers have no default isolation, and no `nonisolated` on types.
func nonisolatedType(
  _ access: String, _ lines: [String], documentation: [String] = []
) -> DeclSyntax {
  guard let first = lines.first else { return declaration(lines) }
  let rest = Array(lines.dropFirst())
  return declaration(
    ["#if compiler(>=6.2)"] + documentation + ["\(access)nonisolated \(first)"] + rest
      + ["#else"] + documentation + ["\(access)\(first)"] + rest + ["#endif"])
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

struct Generator {
  let model: MachineModel
  let plan: TransitionPlan
  /// The enum's name with its generic arguments, as the extension role names it.
  let typeName: String

  /// The enum's access modifier and a space, or nothing: generated declarations mirror it.
  var access: String { model.access.map { "\($0) " } ?? "" }
  /// A generated member's modifiers: the enum's access, and `nonisolated`, so that the member
  /// is usable from any isolation, also in a module whose default isolation is `MainActor`.
  var memberModifiers: String { access + "nonisolated " }
  /// `static let` for a stored table, `static var` with a getter in a generic enum, where
  /// static stored properties are not allowed.
  func staticConstant(_ name: String, _ type: String, _ value: String) -> DeclSyntax {
    if model.isGeneric {
      return declaration(["\(memberModifiers)static var \(name): \(type) {", value, "}"])
    }
    return declaration(["\(memberModifiers)static let \(name): \(type) = \(value)"])
  }

  func members() -> [DeclSyntax] {
    var members = discriminantMembers(cases: model.states, access: model.access)
    members.append(
      declaration(["\(access)typealias Transition = \(Qualified.runtime).Transition<\(typeName)>"]))
    if let initial = model.initialState {
      members.append(staticConstant("initialCase", "Case", "Case.\(escapedMember(initial))"))
    }
    let finals = model.finalStates.map { "Case.\(escapedMember($0))" }.joined(separator: ", ")
    members.append(staticConstant("finalCases", "Swift.Set<Case>", "[\(finals)]"))
    if let table = lookupTable() {
      members += tableTransitionMembers(targets: table.targets, effects: table.effects)
    } else {
      members.append(transitionFunction())
    }
    members += tableAccessors()
    members += eventMethods()
    if plan.generatesTypestate {
      members += typestateMembers()
    }
    members += edgesMembers()
    members.append(staticConstant("dot", Qualified.string, stringLiteral(model.dot(plan: plan))))
    members.append(
      staticConstant("mermaid", Qualified.string, stringLiteral(model.mermaid(plan: plan))))
    return members
  }

  // MARK: - transition(on:)

  /// The smallest number of (state, event) cells for which a payload-free, unguarded machine
  /// gets a lookup table instead of a nested `switch`. On small machines the `switch` is as fast
  /// (Benchmarks W1, W2); on a 100 × 16 random walk the table is 2.5× faster (W3).
  static let lookupTableMinimumCells = 64

  /// The target (and effect) of every (state, event) cell, when the machine can be a table: no
  /// generic parameters, no associated values, no guard and no `build:`. `nil` otherwise.
  func lookupTable() -> (targets: [[Int?]], effects: [[Int?]]?)? {
    guard !model.isGeneric,
      model.states.count * model.events.count >= Self.lookupTableMinimumCells,
      model.states.allSatisfy(\.parameters.isEmpty),
      model.events.allSatisfy(\.parameters.isEmpty),
      (model.effects ?? []).allSatisfy(\.parameters.isEmpty)
    else { return nil }
    let stateIndex = Self.positions(model.states)
    let eventIndex = Self.positions(model.events)
    let effectIndex = Self.positions(model.effects ?? [])
    var targets = Array(
      repeating: Array(repeating: Int?.none, count: model.events.count), count: model.states.count)
    var effects = targets
    var hasEffects = false
    for branch in plan.branches {
      guard let state = stateIndex[branch.state] else { return nil }
      for eventBranch in branch.events {
        guard let event = eventIndex[eventBranch.event], eventBranch.rows.count == 1,
          let row = eventBranch.rows.first, !row.guarded,
          case .construct(let target) = row.target, let targetIndex = stateIndex[target.caseName]
        else { return nil }
        targets[state][event] = targetIndex
        if let effect = row.effect {
          guard let index = effectIndex[effect.caseName] else { return nil }
          effects[state][event] = index
          hasEffects = true
        }
      }
    }
    return (targets, hasEffects ? effects : nil)
  }

  /// Each case's position by name (the first, should a name be declared twice).
  static func positions(_ cases: [CaseModel]) -> [String: Int] {
    Dictionary(cases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// `transition(on:)` and its tables for a table-driven machine: a cell holds the target's
  /// index + 1 (0 rejects), indexed by `state * events + event`.
  func tableTransitionMembers(targets: [[Int?]], effects: [[Int?]]?) -> [DeclSyntax] {
    let cellType = model.states.count < 255 ? "Swift.UInt8" : "Swift.UInt16"
    func rows(_ cells: [[Int?]]) -> [String] {
      cells.map { row in
        row.map { $0.map { "\($0 + 1)" } ?? "0" }.joined(separator: ", ") + ","
      }
    }
    func cases(_ list: [CaseModel]) -> String {
      list.map { ".\(escapedMember($0.name))" }.joined(separator: ", ")
    }
    func indexFunction(_ type: String, _ list: [CaseModel]) -> DeclSyntax {
      var lines = [
        "private nonisolated static func _$index(of value: \(type)) -> Swift.Int {",
        "switch value {",
      ]
      for (index, caseModel) in list.enumerated() {
        lines += ["case .\(escapedMember(caseModel.name)):", "\(index)"]
      }
      return declaration(lines + ["}", "}"])
    }
    let layout = "one row per state, one column per event"
    var members: [DeclSyntax] = [
      declaration(
        [
          "/// The target's index in `_$states` + 1, or 0 to reject: \(layout).",
          "private nonisolated static let _$targets: [\(cellType)] = [",
        ] + rows(targets) + ["]"]),
      declaration(["private nonisolated static let _$states: [Self] = [\(cases(model.states))]"]),
      indexFunction("Self", model.states),
      indexFunction("Event", model.events),
    ]
    var body = [
      "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
      "let cell = Self._$index(of: self) &* \(model.events.count) &+ Self._$index(of: event)",
      "let target = Swift.Int(Self._$targets[cell])",
      "guard target != 0 else {",
      "return nil",
      "}",
    ]
    if let effects, let effectCases = model.effects {
      members.append(
        declaration(
          [
            "/// The effect's index in `_$effects` + 1, or 0 for none: \(layout).",
            "private nonisolated static let _$effectCells: [\(cellType)] = [",
          ] + rows(effects) + ["]"]))
      members.append(
        declaration(["private nonisolated static let _$effects: [Effect] = [\(cases(effectCases))]"]
        ))
      body += [
        "let effect = Swift.Int(Self._$effectCells[cell])",
        "let to = Self._$states[target &- 1]",
        "return \(Qualified.step)(from: self, event: event, to: to, "
          + "effect: effect == 0 ? nil : Self._$effects[effect &- 1])",
      ]
    } else {
      body.append(
        "return \(Qualified.step)(from: self, event: event, to: Self._$states[target &- 1])")
    }
    members.append(declaration(body + ["}"]))
    return members
  }

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
      ["\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {"] + lines + ["}"]
    )
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

  /// `.name(label: value, …)`; `values` spells each value, by default as the bindings of
  /// `transition(on:)`'s patterns.
  func construction(
    _ construction: Construction, values: (Argument.Value) -> String = Generator.boundValue
  ) -> String {
    let name = ".\(escapedMember(construction.caseName))"
    guard let arguments = argumentList(construction, values: values) else { return name }
    return "\(name)(\(arguments))"
  }

  /// `label: value, …` for the associated values of `construction`; `nil` for a case without
  /// any.
  func argumentList(
    _ construction: Construction, values: (Argument.Value) -> String = Generator.boundValue
  ) -> String? {
    construction.arguments.map { arguments in
      arguments.map { argument in
        let value = values(argument.value)
        return argument.label.map { "\($0): \(value)" } ?? value
      }.joined(separator: ", ")
    }
  }

  /// A value as `transition(on:)` binds it: `_$e0` from the event, `_$s0` from the state.
  static func boundValue(_ value: Argument.Value) -> String {
    switch value {
    case .event(let position): "_$e\(position)"
    case .source(let position): "_$s\(position)"
    case .expression(let text): text
    }
  }

  // MARK: - Per-event methods

  func eventMethods() -> [DeclSyntax] {
    model.events.compactMap { event -> DeclSyntax? in
      guard event.name != "case", event.name != "Case",
        !model.userFunctionNames.contains(event.name)
      else { return nil }
      return declaration([
        "/// Sends `.\(event.name)` to this state; see `send(_:)`.",
        "@discardableResult",
        "\(memberModifiers)mutating func \(escaped(event.name))(\(parameterList(of: event))) throws(\(Qualified.invalid)) -> \(Qualified.step) {",
        "try self.send(\(eventValue(event)))",
        "}",
      ])
    }
  }

  /// The parameter a method named after `event` declares for its associated value at
  /// `position`: the value's label, else `value0`, `value1`, ….
  static func parameterName(of event: CaseModel, at position: Int) -> String {
    escaped(event.parameters[position].label ?? "value\(position)")
  }

  /// The parameters of a method named after `event`: its payload, with its labels (`_` for
  /// unlabeled values) and its defaults.
  func parameterList(of event: CaseModel) -> String {
    parameterList(
      event, names: event.parameters.indices.map { Self.parameterName(of: event, at: $0) })
  }

  /// `.event(label: label, …)`, built from the parameters of `parameterList(of:)`.
  func eventValue(_ event: CaseModel) -> String {
    caseValue(event, values: event.parameters.indices.map { Self.parameterName(of: event, at: $0) })
  }

  /// Parameters declaring the associated values of `caseModel` under `names`, one per value:
  /// with the case's labels (`_` for unlabeled values) and its defaults.
  func parameterList(_ caseModel: CaseModel, names: [String]) -> String {
    zip(caseModel.parameters, names).map { parameter, name in
      (parameter.label == nil ? "_ \(name)" : name) + ": \(parameter.type)"
        + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }.joined(separator: ", ")
  }

  /// `label: value, …` passing `values` as the associated values of `caseModel`.
  func labeledArguments(_ caseModel: CaseModel, values: [String]) -> String {
    zip(caseModel.parameters, values).map { parameter, value in
      parameter.label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
  }

  /// `.name`, or `.name(label: value, …)` with `values` as its associated values.
  func caseValue(_ caseModel: CaseModel, values: [String]) -> String {
    ".\(escapedMember(caseModel.name))"
      + (caseModel.parameters.isEmpty ? "" : "(\(labeledArguments(caseModel, values: values)))")
  }

  // MARK: - Guards and builders

  /// The row's own value in the user's table, whose `when:` and `build:` closures the generated
  /// code calls: the closures are compiled once, where the user wrote them. The table is read
  /// through its accessor, `tableAccessors()`.
  func rowValue(_ row: PlannedRow, owner: String = "Self") -> String {
    let written = model.rows.first { $0.index == row.row }
    return "\(owner).\(Self.accessorName(ofTable: written?.table ?? "transitions"))"
      + "[\(written?.position ?? 0)]"
  }

  static func accessorName(ofTable table: String) -> String {
    "_$\(table)"
  }

  /// The tables whose closures the generated code calls, in source order.
  func tablesWithClosures() -> [String] {
    let rows = Set(
      plan.branches.flatMap(\.events).flatMap(\.rows).filter { row in
        if case .build = row.target { return true }
        return row.guarded
      }.map(\.row))
    var tables: [String] = []
    for row in model.rows where rows.contains(row.index) && !tables.contains(row.table) {
      tables.append(row.table)
    }
    return tables
  }

  /// One nonisolated accessor for each table whose closures the generated code calls. In a
  /// module whose default isolation is `MainActor`, the user's `static let transitions` is
  /// isolated to the main actor, and the nonisolated `transition(on:)` could not read it; see
  /// `FSMRuntime.Transition._table(_:)` for why reading it from any isolation is sound.
  func tableAccessors() -> [DeclSyntax] {
    tablesWithClosures().map { table in
      declaration([
        "private nonisolated static var \(Self.accessorName(ofTable: table)): [Transition] {",
        "Transition._table {",
        "Self.\(escapedMember(table))",
        "}",
        "}",
      ])
    }
  }

  // MARK: - Edges

  /// Above this many edges, `edges` is decoded from one string literal rather than built by a
  /// readable statement per edge: parsing 1,500 such statements took the debug plugin 0.45 s,
  /// and the compiler as long again to parse and check them.
  static let encodedEdgesMinimum = 64

  /// `edges` decoded at first use from a string: see `FSMRuntime.Edge._decode(_:)`.
  func encodedEdges() -> DeclSyntax {
    let states = Self.positions(model.states)
    let events = Self.positions(model.events)
    let effects = Self.positions(model.effects ?? [])
    func position(_ name: String?, in positions: [String: Int], none: String) -> String {
      name.flatMap { positions[$0] }.map { String($0) } ?? none
    }
    let encoded = plan.edges.map { edge -> String in
      let fields: [String] = [
        position(edge.source, in: states, none: "0"),
        position(edge.event, in: events, none: "0"),
        position(edge.target, in: states, none: "-"),
        position(edge.effect, in: effects, none: "-"),
        edge.guardLabel == nil ? "0" : "1",
      ]
      return fields.joined(separator: ",")
    }.joined(separator: ";")
    let decoded = "\(Qualified.edge)._decode(\(stringLiteral(encoded)))"
    let comment =
      "/// One `source,event,target,effect,guarded` per edge, by position in `allCases`."
    if model.isGeneric {
      return declaration(
        [comment, "\(memberModifiers)static var edges: [\(Qualified.edge)] {", decoded, "}"])
    }
    return declaration([
      comment, "\(memberModifiers)static let edges: [\(Qualified.edge)] = \(decoded)",
    ])
  }

  /// The edges: decoded from a string for a large machine, else built by a static function
  /// that appends them one statement at a time.
  ///
  /// NB: measured on a 1,000-row machine, an array literal of the edges takes the type checker
  /// about 4 s and 6 GB (one constraint system for all elements), and an immediately called
  /// closure about 12 s (its statements are solved with the enclosing expression); a function
  /// body is checked statement by statement, in well under a second.
  func edgesMembers() -> [DeclSyntax] {
    guard !plan.edges.isEmpty else {
      return [staticConstant("edges", "[\(Qualified.edge)]", "[]")]
    }
    if plan.edges.count > Self.encodedEdgesMinimum {
      return [encodedEdges()]
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
          "private nonisolated static func _$edges() -> [\(Qualified.edge)] {",
          "var edges: [\(Qualified.edge)] = []",
          "edges.reserveCapacity(\(plan.edges.count))",
        ] + appends + ["return edges", "}"]),
    ]
  }
}
