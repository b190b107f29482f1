public import SwiftSyntax
import SwiftSyntaxBuilder

extension RegionMachineModel {
  /// The members `@StateMachine` adds to a struct with regions.
  public func generateMembers() -> [DeclSyntax] {
    RegionGenerator(machine: self).members()
  }
}

/// Prints a machine with regions: the combination `Case`, `Part`, one step function per region
/// (the region's nested `switch`, printed by the region's own `Generator`), and the struct's
/// `transition(on:)`, which offers the event to every region in declaration order.
struct RegionGenerator {
  let machine: RegionMachineModel

  var access: String { machine.access.map { "\($0) " } ?? "" }
  var memberModifiers: String { access + "nonisolated " }
  var regions: [RegionMachineModel.RegionModel] { machine.regions }

  func members() -> [DeclSyntax] {
    var members = [caseStruct(), caseProperty(), partEnum(), isInFunction(), partsFunction()]
    let initial = regions.map { "\($0.property): .\(escapedMember(machine.initialCase(of: $0)))" }
    members.append(
      declaration([
        "\(memberModifiers)static let initialCase: Case = Case(\(initial.joined(separator: ", ")))"
      ]))
    members.append(finalCases())
    members += initializers()
    members += superstateMembers()
    members += timerMembers()
    members += regions.map(stepFunction)
    members += transitionFunctions()
    members += stepDetailMembers()
    members += eventMethods()
    members.append(edges())
    let documents = machine.documents()
    for (name, text) in [
      ("dot", documents.dot), ("mermaid", documents.mermaid), ("scxml", documents.scxml),
      ("xstate", documents.xstate),
    ] {
      members.append(
        declaration([
          "\(memberModifiers)static let \(name): \(Qualified.string) = \(stringLiteral(text))"
        ]))
    }
    return members
  }

  /// The `Case` of a region, as the struct's code names it.
  func caseType(_ region: RegionMachineModel.RegionModel) -> String {
    "\(region.model.typeName).Case"
  }

  // MARK: - Case, Part

  func caseStruct() -> DeclSyntax {
    var lines = [
      "struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {"
    ]
    for region in regions {
      lines.append("\(access)var \(escaped(region.property)): \(caseType(region))")
    }
    let parameters = regions.map { "\(escaped($0.property)): \(caseType($0))" }
    lines.append("\(access)init(\(parameters.joined(separator: ", "))) {")
    lines += regions.map { "self.\(escapedMember($0.property)) = \(escaped($0.property))" }
    lines.append("}")
    lines += [
      "/// Every combination of the regions' cases.", "\(access)static var allCases: [Case] {",
    ]
    lines.append("var all: [Case] = []")
    for region in regions {
      lines.append("for \(escaped(region.property)) in \(caseType(region)).allCases {")
    }
    let arguments = regions.map { "\(escaped($0.property)): \(escaped($0.property))" }
    lines.append("all.append(Case(\(arguments.joined(separator: ", "))))")
    lines += regions.map { _ in "}" }
    lines += ["return all", "}"]
    let described = regions.map { "\\(self.\(escapedMember($0.property)))" }
    lines += [
      "\(access)var description: \(Qualified.string) {",
      "\"(\(described.joined(separator: ", ")))\"", "}", "}",
    ]
    return nonisolatedType(
      access, lines,
      documentation: ["/// The combination of the regions' cases: one property per region."])
  }

  func caseProperty() -> DeclSyntax {
    let arguments = regions.map {
      "\(escaped($0.property)): self.\(escapedMember($0.property)).case"
    }
    return declaration([
      "\(memberModifiers)var `case`: Case {",
      "Case(\(arguments.joined(separator: ", ")))",
      "}",
    ])
  }

  func partEnum() -> DeclSyntax {
    var lines = [
      "enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {"
    ]
    lines += regions.map { "case \(escaped($0.property))(\(caseType($0)))" }
    lines += ["\(access)var description: \(Qualified.string) {", "switch self {"]
    for region in regions {
      lines += [
        "case .\(escapedMember(region.property))(let state):",
        "\"\(region.property).\\(state)\"",
      ]
    }
    lines += ["}", "}", "}"]
    return nonisolatedType(
      access, lines,
      documentation: [
        "/// One region in one of its cases: what an edge connects, and what `.whenIn` names."
      ])
  }

  func isInFunction() -> DeclSyntax {
    var lines = [
      "/// Whether the region `part` names is in its case.",
      "\(memberModifiers)func isIn(_ part: Part) -> Swift.Bool {", "switch part {",
    ]
    for region in regions {
      lines += [
        "case .\(escapedMember(region.property))(let state):",
        "self.\(escapedMember(region.property)).case == state",
      ]
    }
    return declaration(lines + ["}", "}"])
  }

  func partsFunction() -> DeclSyntax {
    let parts = regions.map {
      ".\(escapedMember($0.property))(state.\(escapedMember($0.property)))"
    }
    return declaration([
      "\(memberModifiers)static func parts(of state: Case) -> [Part] {",
      "[\(parts.joined(separator: ", "))]",
      "}",
    ])
  }

  /// Every combination of final cases: the machine is final when every region is.
  func finalCases() -> DeclSyntax {
    var combinations: [[String]] = [[]]
    for region in regions {
      let finals = region.model.finalStates.map {
        "\(escaped(region.property)): .\(escapedMember($0))"
      }
      combinations = combinations.flatMap { prefix in finals.map { prefix + [$0] } }
    }
    let values = combinations.map { "Case(\($0.joined(separator: ", ")))" }
    return declaration([
      "\(memberModifiers)static let finalCases: Swift.Set<Case> = [\(values.joined(separator: ", "))]"
    ])
  }

  /// `init(playback:download:)`, and `init()` when every region's initial case has no associated
  /// value without a default; none when the struct declares an initializer.
  func initializers() -> [DeclSyntax] {
    guard !machine.declaresInitializer else { return [] }
    let parameters = regions.map { "\(escaped($0.property)): \($0.model.typeName)" }
    var result = [
      declaration(
        [
          "/// A value with each region in the case given.",
          "\(memberModifiers)init(\(parameters.joined(separator: ", "))) {",
        ]
          + regions.map { "self.\(escapedMember($0.property)) = \(escaped($0.property))" } + ["}"])
    ]
    let initialValues = regions.map { region -> String? in
      guard
        let state = region.model.states.first(where: { $0.name == machine.initialCase(of: region) }
        ),
        state.parameters.allSatisfy({ $0.defaultValue != nil })
      else { return nil }
      return ".\(escapedMember(state.name))" + (state.parameters.isEmpty ? "" : "()")
    }
    if initialValues.allSatisfy({ $0 != nil }) {
      result.append(
        declaration(
          [
            "/// Every region in its initial case.",
            "\(memberModifiers)init() {",
          ]
            + zip(regions, initialValues).map {
              "self.\(escapedMember($0.property)) = \($1 ?? "")"
            } + ["}"]))
    }
    return result
  }

  // MARK: - Superstates and history

  /// The regions that declare superstates.
  var regionsWithSuperstates: [RegionMachineModel.RegionModel] {
    regions.filter { $0.model.superstateCases != nil }
  }

  /// Whether a row of some region returns to a superstate's history: the step functions then
  /// read the machine's memory.
  var readsMemory: Bool { regions.contains { $0.plan.hasHistoryRows } }

  /// `Superstate` (one case per region with superstates, holding the region's),
  /// `superstates(of:)`, and for history `_hasHistory` and `_historySuperstates`.
  func superstateMembers() -> [DeclSyntax] {
    guard !regionsWithSuperstates.isEmpty else { return [] }
    var lines = [
      "enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, "
        + "Swift.CustomStringConvertible {"
    ]
    lines += regionsWithSuperstates.map {
      "case \(escaped($0.property))(\($0.model.typeName).Superstate)"
    }
    let all = regionsWithSuperstates.map {
      "\($0.model.typeName).Superstate.allCases.map { .\(escapedMember($0.property))($0) }"
    }
    lines += [
      "\(access)static var allCases: [Superstate] {", all.joined(separator: " + "), "}",
      "\(access)var description: \(Qualified.string) {", "switch self {",
    ]
    for region in regionsWithSuperstates {
      lines += [
        "case .\(escapedMember(region.property))(let superstate):",
        "\"\(region.property).\\(superstate)\"",
      ]
    }
    lines += ["}", "}", "}"]
    var members = [
      nonisolatedType(
        access, lines,
        documentation: ["/// A superstate of one region: `.playback(.active)`."])
    ]
    // Exits come in reverse declaration order, entries in declaration order: `Step` reads the
    // list in this order for exits and reversed for entries.
    var function = [
      "\(memberModifiers)static func superstates(of state: Case) -> [Superstate] {",
      "var superstates: [Superstate] = []",
    ]
    for region in regionsWithSuperstates.reversed() {
      let property = escapedMember(region.property)
      function.append("switch state.\(property) {")
      var handled: [String] = []
      for (index, state) in region.model.states.enumerated() {
        guard let chain = region.plan.superstateChains[index], !chain.isEmpty else { continue }
        let list = chain.map { ".\(property)(.\(escapedMember($0.name)))" }
        function += [
          "case .\(escapedMember(state.name)):", "superstates += [\(list.joined(separator: ", "))]",
        ]
        handled.append(state.name)
      }
      if handled.count < region.model.states.count {
        function += ["default:", "break"]
      }
      function.append("}")
    }
    function += ["return superstates", "}"]
    members.append(declaration(function))
    let history = regions.flatMap { region in
      region.plan.historySuperstates.map {
        ".\(escapedMember(region.property))(.\(escapedMember($0.name)))"
      }
    }
    if !history.isEmpty {
      members.append(
        declaration(["\(memberModifiers)static var _hasHistory: Swift.Bool {", "true", "}"]))
      members.append(
        declaration([
          "\(memberModifiers)static var _historySuperstates: [Superstate] {",
          "[\(history.joined(separator: ", "))]", "}",
        ]))
      var recording = [Generator.recordHistoryDeclaration(memberModifiers)]
      for region in regions {
        let property = escapedMember(region.property)
        recording += Generator(model: region.model, plan: region.plan).historyRecording(
          source: "_$step.from.\(property)", target: "_$step.to.\(property)",
          firstSlot: firstHistorySlot(of: region))
      }
      members.append(declaration(recording + ["}"]))
    }
    return members
  }

  /// The slot of `region`'s first superstate with history in `_historySuperstates`, which lists
  /// every region's in declaration order.
  func firstHistorySlot(of region: RegionMachineModel.RegionModel) -> Int {
    regions.prefix { $0.property != region.property }.reduce(0) {
      $0 + $1.plan.historySuperstates.count
    }
  }

  // MARK: - Timers

  /// `_regionCount`; for a machine with `after:` rows, `timedEvents(in:)` (every region's timed
  /// events in the combination, in declaration order) and `_timedEvents(in:region:)` (one
  /// region's), whose visits a `Machine` keeps apart.
  func timerMembers() -> [DeclSyntax] {
    var members = [
      declaration([
        "\(memberModifiers)static var _regionCount: Swift.Int {", "\(regions.count)", "}",
      ])
    ]
    guard regions.contains(where: { !$0.plan.timers.isEmpty }) else { return members }
    /// The `switch` over one region's case returning its timed events.
    func regionTimers(_ region: RegionMachineModel.RegionModel, _ result: String) -> [String] {
      var lines = ["switch _$state.\(escapedMember(region.property)) {"]
      for stateTimers in region.plan.timers {
        let events = stateTimers.timers.map { timer in
          let event = Generator(model: region.model, plan: region.plan).caseExpression(
            machine.events[timer.event.index], arguments: [])
          return "\(Qualified.timedEvent)(event: \(event), delay: "
            + "\(region.model.typeName)._$delay(ofRow: \(timer.delay.index)))"
        }
        lines += [
          "case .\(escapedMember(stateTimers.state.name)):",
          "\(result)[\(events.joined(separator: ", "))]",
        ]
      }
      if region.plan.timers.count < region.model.states.count {
        lines += ["default:", result == "return " ? "return []" : "break"]
      }
      return lines + ["}"]
    }
    var all = [
      "\(memberModifiers)static func timedEvents(in _$state: Case) -> [\(Qualified.timedEvent)] {",
      "var _$timed: [\(Qualified.timedEvent)] = []",
    ]
    var one = [
      "\(memberModifiers)static func _timedEvents(in _$state: Case, region: Swift.Int) "
        + "-> [\(Qualified.timedEvent)] {",
      "switch region {",
    ]
    for (index, region) in regions.enumerated() where !region.plan.timers.isEmpty {
      all += regionTimers(region, "_$timed += ")
      one += ["case \(index):"] + regionTimers(region, "return ")
    }
    all += ["return _$timed", "}"]
    one += ["default:", "return []", "}", "}"]
    members.append(declaration(all))
    members.append(declaration(one))
    return members
  }

  // MARK: - Transition function

  /// The name of a region's step function.
  func stepFunctionName(_ region: RegionMachineModel.RegionModel) -> String {
    "_$\(region.property)Step"
  }

  /// `_$step(_:on:in:)` for one region: the region's nested `switch`, returning its new value
  /// and effect, or `nil` when the region takes no row.
  func stepFunction(_ region: RegionMachineModel.RegionModel) -> DeclSyntax {
    let generator = Generator(model: region.model, plan: region.plan)
    let firstSlot = firstHistorySlot(of: region)
    var context = Generator.SwitchContext { superstate in
      let slot = generator.historySlot(of: superstate, firstSlot: firstSlot)
      return "_$memory._remembered(at: \(slot))?.\(escapedMember(region.property))"
    }
    context.subject = "_$state"
    context.owner = region.model.typeName
    // The region's new value is written in place, as a hand-written `switch` over a struct of
    // enums does (a returned optional tuple cost W8 about 7 instructions a step).
    let emits = emitsEffects(region)
    context.returnStep = { target, effect in
      "_$state = \(target)" + (emits ? "; _$effect = \(effect ?? "nil")" : "") + "; return true"
    }
    context.reject = "return false"
    context.condition = { condition in
      guard machine.holds(condition, in: region.property) else { return "false" }
      // A pattern, not `.case ==`: no discriminant is computed.
      return "case .\(escapedMember(condition.state)) = "
        + "_$machine.\(escapedMember(condition.region))"
    }
    context.valueType = region.model.typeName
    let lines = generator.switchLines(context)
    let memory = readsMemory ? ", memory _$memory: \(Qualified.memory)" : ""
    let effect = emits ? ", effect _$effect: inout Self.Effect?" : ""
    return declaration(
      [
        "/// Moves `_$state`, the region's value in `_$machine`, on `event`; whether it took a row.",
        "@inline(__always)",
        "private nonisolated static func \(stepFunctionName(region))(_ _$state: inout \(region.model.typeName), "
          + "on event: Event, in _$machine: Self\(memory)\(effect)) -> Swift.Bool {",
      ] + lines + ["}"])
  }

  /// Whether any row of `region` emits an effect.
  func emitsEffects(_ region: RegionMachineModel.RegionModel) -> Bool {
    region.model.rows.contains { $0.effect != nil }
  }

  func transitionFunctions() -> [DeclSyntax] {
    let documentation = [
      "/// The step `event` causes: offered to every region in declaration order, each taking at",
      "/// most one of its rows, guards and conditions evaluated on this value; `nil` when no",
      "/// region moves.",
    ]
    guard readsMemory else {
      return [
        transitionFunction(
          documentation + [
            "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {"
          ])
      ]
    }
    // A value does not remember: without a memory, a history row goes to its default.
    return [
      declaration(
        documentation + [
          "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
          "self.transition(on: event, memory: \(Qualified.memory)())",
          "}",
        ]),
      transitionFunction([
        "\(memberModifiers)func transition(on event: Event, memory _$memory: "
          + "\(Qualified.memory)) -> \(Qualified.step)? {"
      ]),
    ]
  }

  /// The call of `region`'s step function on `part` (the region's value, `inout`), in `value`.
  func stepCall(
    _ region: RegionMachineModel.RegionModel, part: String, in value: String, memory: String,
    effect: String?
  ) -> String {
    "Self.\(stepFunctionName(region))(&\(part), on: event, in: \(value)"
      + (readsMemory ? ", memory: \(memory)" : "")
      + (emitsEffects(region) ? ", effect: &\(effect ?? "_$ignored")" : "") + ")"
  }

  func transitionFunction(_ header: [String]) -> DeclSyntax {
    var lines = header + ["var _$to = self", "var _$moved = false"]
    let emitting = regions.indices.filter { emitsEffects(regions[$0]) }
    for index in emitting {
      lines.append("var _$effect\(index): Self.Effect? = nil")
    }
    for (index, region) in regions.enumerated() {
      let call = stepCall(
        region, part: "_$to.\(escapedMember(region.property))", in: "self", memory: "_$memory",
        effect: "_$effect\(index)")
      lines += ["if \(call) {", "_$moved = true", "}"]
    }
    lines += ["guard _$moved else {", "return nil", "}"]
    // A step keeps the first effect; `_effects(of:)` finds the others.
    let effect = emitting.map { "_$effect\($0)" }.joined(separator: " ?? ")
    lines.append(
      "return \(Qualified.step)(from: self, event: event, to: _$to"
        + (emitting.isEmpty ? "" : ", effect: \(effect)") + ")")
    return declaration(lines + ["}"])
  }

  /// `_regionsMoved(by:)` (which a machine's timers, and tools tracing a step region by region,
  /// read), and `_effects(of:)`, when several regions emit effects: each region's step function
  /// run again on the step's source (guards and builders are pure, and no effect depends on a
  /// superstate's memory).
  func stepDetailMembers() -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    let memory = "\(Qualified.memory)()"
    let emitting = regions.filter(emitsEffects)
    /// The lines running `region` again on the step's source, then `then`.
    func rerun(_ region: RegionMachineModel.RegionModel, then: [String]) -> [String] {
      [
        "do {",
        "var _$part = step.from.\(escapedMember(region.property))",
      ] + (emitsEffects(region) ? ["var _$ignored: Self.Effect? = nil"] : []) + [
        "if \(stepCall(region, part: "_$part", in: "step.from", memory: memory, effect: nil)) {"
      ] + then + ["}", "}"]
    }
    var moved = [
      "\(memberModifiers)static func _regionsMoved(by step: \(Qualified.step)) -> Swift.UInt64 {",
      "let event = step.event",
      "var _$moved: Swift.UInt64 = 0",
    ]
    for (index, region) in regions.enumerated() {
      moved += rerun(region, then: ["_$moved |= \(UInt64(1) << UInt64(index))"])
    }
    members.append(declaration(moved + ["return _$moved", "}"]))
    if emitting.count > 1 {
      var lines = [
        "\(memberModifiers)static func _effects(of step: \(Qualified.step)) -> [Self.Effect] {",
        "let event = step.event",
        "var _$effects: [Self.Effect] = []",
      ]
      for region in emitting {
        lines += rerun(
          region, then: ["if let _$effect = _$ignored {", "_$effects.append(_$effect)", "}"])
      }
      members.append(declaration(lines + ["return _$effects", "}"]))
    }
    return members
  }

  // MARK: - Event methods

  func eventMethods() -> [DeclSyntax] {
    machine.eventMethods.map { reference in
      let event = machine.events[reference.index]
      let generator = Generator(model: regions[0].model, plan: regions[0].plan)
      return declaration([
        "/// Sends `.\(event.name)` to this state; see `send(_:)`.",
        "@discardableResult",
        "\(memberModifiers)mutating func \(escaped(event.name))(\(generator.parameterList(ofEventMethod: event))) throws(\(Qualified.invalid)) -> \(Qualified.step) {",
        "try self.send(\(generator.eventExpression(forwardingParametersOf: event)))",
        "}",
      ])
    }
  }

  // MARK: - Edges and diagrams

  func edges() -> DeclSyntax {
    var lines = ["\(memberModifiers)static let edges: [\(Qualified.edge)] = ["]
    for region in regions {
      let property = escapedMember(region.property)
      for edge in region.plan.edges {
        let arguments = Generator.edgeArguments(
          edge, part: { ".\(property)(.\(escapedMember($0)))" },
          delay: { "\(region.model.typeName)._$delay(ofRow: \($0.index))" })
        lines.append("\(Qualified.edge)(\(arguments.joined(separator: ", "))),")
      }
    }
    return declaration(lines + ["]"])
  }

}
