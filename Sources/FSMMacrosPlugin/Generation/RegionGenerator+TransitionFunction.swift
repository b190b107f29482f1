import SwiftSyntax

extension RegionGenerator {
  /// The name of a region's step function.
  func stepFunctionName(_ region: PlannedRegion) -> String {
    "_$\(region.property)Step"
  }

  /// `_$step(_:on:in:)` for one region: the region's nested `switch`, returning its new value
  /// and effect, or `nil` when the region takes no row.
  func stepFunction(_ region: PlannedRegion) -> DeclSyntax {
    let generator = Generator(model: region.model, plan: region.plan)
    let firstSlot = firstHistorySlot(of: region)
    var context = Generator.SwitchContext { superstate in
      let slot = generator.historySlot(of: superstate, firstSlot: firstSlot)
      return "_$memory._remembered(at: \(slot))?.\(escapedMember(region.property))"
    }
    context.subject = "_$state"
    context.owner = region.model.typeName
    // The region's new value is written in place, as a hand-written `switch` over a struct of
    // enums does (a returned optional tuple made W8's step longer).
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
  func emitsEffects(_ region: PlannedRegion) -> Bool {
    region.model.rows.contains { $0.effect != nil }
  }

  func transitionFunctions() -> [DeclSyntax] {
    let documentation = [
      "/// The step `event` causes: offered to every region in declaration order, each taking at",
      "/// most one of its rows, guards and conditions evaluated on this value; `nil` when no",
      "/// region moves.",
    ]
    if settles {
      return [
        declaration(
          documentation + [
            "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
            "self.transition(on: event, memory: \(Qualified.memory)())",
            "}",
          ]),
        declaration([
          "/// The event's own rows, then the eventless and completion rows its target settles by.",
          "\(memberModifiers)func transition(on event: Event, memory: \(Qualified.memory)) -> "
            + "\(Qualified.step)? {",
          "guard let _$step = self._firstStep(on: event, memory: memory) else {",
          "return nil",
          "}",
          "return Self._settled(_$step, memory: memory)",
          "}",
        ]),
        transitionFunction([
          "\(memberModifiers)func _firstStep(on event: Event, memory "
            + "\(readsMemory ? "_$memory" : "_"): \(Qualified.memory)) -> \(Qualified.step)? {"
        ]),
      ]
    }
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
    _ region: PlannedRegion, part: String, in value: String, memory: String,
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
    // A step keeps the first effect; `_eventEffects(of:)` finds the others.
    let effect = emitting.map { "_$effect\($0)" }.joined(separator: " ?? ")
    lines.append(
      "return \(Qualified.step)(from: self, event: event, to: _$to"
        + (emitting.isEmpty ? "" : ", effect: \(effect)") + ")")
    return declaration(lines + ["}"])
  }

  /// `_regionsMoved(by:)` (which a machine's timers, and tools tracing a step region by region,
  /// read), and `_eventEffects(of:)` and `_moreEffects(of:)`, when several regions emit effects: each region's step function
  /// run again on the step's source (guards and builders are pure, and no effect depends on a
  /// superstate's memory).
  func stepDetailMembers() -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    let memory = "\(Qualified.memory)()"
    let emitting = regions.filter(emitsEffects)
    /// The lines running `region` again on the step's source, then `then`.
    func rerun(_ region: PlannedRegion, then: [String]) -> [String] {
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
        "\(memberModifiers)static func _eventEffects(of step: \(Qualified.step)) -> [Self.Effect] {",
        "let event = step.event",
        "var _$effects: [Self.Effect] = []",
      ]
      for region in emitting {
        lines += rerun(
          region, then: ["if let _$effect = _$ignored {", "_$effects.append(_$effect)", "}"])
      }
      members.append(declaration(lines + ["return _$effects", "}"]))
      members.append(
        declaration([
          "\(memberModifiers)static func _moreEffects(of step: \(Qualified.step)) -> [Self.Effect] {",
          "Swift.Array(Self._eventEffects(of: step).dropFirst())",
          "}",
        ]))
    }
    return members
  }
}
