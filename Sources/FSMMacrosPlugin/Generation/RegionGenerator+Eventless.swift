import SwiftSyntax

// A machine with regions whose regions have eventless or completion rows: its transition
// function takes the event's own rows (`_firstStep(on:memory:)`), then lets the target settle
// (`FSMRuntime.Microstep`). A microstep is SCXML's for a `<parallel>`: every region whose first
// enabled eventless row (conditions and guards tested on the value before the microstep) moves
// it, at once; a completion is one region's superstate's, and moves that region.

extension RegionGenerator {
  /// Whether a region has eventless or completion rows.
  var settles: Bool { regions.contains { $0.plan.settles } }

  /// The name of a region's function taking its first enabled eventless row.
  func eventlessFunctionName(_ region: PlannedRegion) -> String {
    "_$\(region.property)Eventless"
  }

  /// The name of a region's function taking a completion row of one of its superstates.
  func completionFunctionName(_ region: PlannedRegion) -> String {
    "_$\(region.property)Completion"
  }

  /// Whether a row of `region` without an event emits an effect.
  func settlingEmitsEffects(_ region: PlannedRegion) -> Bool {
    region.plan.eventless.contains { $0.rows.contains { $0.effect != nil } }
      || region.plan.completions.contains { branch in
        branch.states.contains { $0.rows.contains { $0.effect != nil } }
      }
  }

  /// The bit of `region` in a microstep's `_moved`.
  func bit(of region: PlannedRegion) -> String {
    let index = regions.firstIndex { $0.property == region.property } ?? 0
    return String(UInt64(1) << UInt64(index))
  }

  /// The members of a machine whose regions settle: each region's eventless and completion
  /// functions, `_settles`, `_nextMicrostep(completing:)` and `_raiseCompletions`.
  func settlingMembers() -> [DeclSyntax] {
    guard settles else { return [] }
    var members: [DeclSyntax] = []
    for region in regions where !region.plan.eventless.isEmpty {
      members.append(eventlessFunction(region))
    }
    for region in regions where !region.plan.completions.isEmpty {
      members.append(completionFunction(region))
    }
    members.append(
      declaration(["\(memberModifiers)static var _settles: Swift.Bool {", "true", "}"]))
    members.append(nextMicrostepFunction())
    if regions.contains(where: { !$0.plan.superstateFinals.isEmpty }) {
      members.append(raiseCompletionsFunction())
    }
    return members
  }

  /// The context in which a region's rows without an event move `_$state`, its value in
  /// `_$machine`.
  func regionMicrostepContext(_ region: PlannedRegion) -> Generator.SwitchContext {
    let emits = settlingEmitsEffects(region)
    var context = Generator.SwitchContext { _ in "nil" }
    context.eventless = true
    context.returnStep = { target, effect in
      "_$state = \(target)" + (emits ? "; _$effect = \(effect ?? "nil")" : "") + "; return true"
    }
    context.subject = "_$state"
    context.owner = region.model.typeName
    context.reject = "return false"
    context.condition = { condition in
      guard machine.holds(condition, in: region.property) else { return "false" }
      return "case .\(escapedMember(condition.state)) = "
        + "_$machine.\(escapedMember(condition.region))"
    }
    return context
  }

  /// The parameters after the region's value: the machine, and the effect when rows emit one.
  func settlingParameters(_ region: PlannedRegion) -> String {
    "in _$machine: Self"
      + (settlingEmitsEffects(region) ? ", effect _$effect: inout Self.Effect?" : "")
  }

  func eventlessFunction(_ region: PlannedRegion) -> DeclSyntax {
    let generator = Generator(model: region.model, plan: region.plan)
    let lines = generator.eventlessSwitchLines(
      region.plan.eventless, regionMicrostepContext(region))
    return declaration(
      [
        "/// Moves `_$state`, the region's value in `_$machine`, by its first enabled eventless "
          + "row; whether one was.",
        "@inline(__always)",
        "private nonisolated static func \(eventlessFunctionName(region))"
          + "(_ _$state: inout \(region.model.typeName), \(settlingParameters(region))) "
          + "-> Swift.Bool {",
      ] + lines + ["}"])
  }

  func completionFunction(_ region: PlannedRegion) -> DeclSyntax {
    let generator = Generator(model: region.model, plan: region.plan)
    var lines = [
      "/// Moves `_$state`, the region's value in `_$machine`, by the first enabled completion "
        + "row of `_$superstate`; whether one was.",
      "private nonisolated static func \(completionFunctionName(region))"
        + "(_ _$state: inout \(region.model.typeName), completing _$superstate: "
        + "\(region.model.typeName).Superstate, \(settlingParameters(region))) -> Swift.Bool {",
      "switch _$superstate {",
    ]
    for completion in region.plan.completions {
      lines.append("case .\(escapedMember(completion.superstate.name)):")
      lines += generator.eventlessSwitchLines(completion.states, regionMicrostepContext(region))
    }
    if region.plan.completions.count < (region.model.superstateCases?.count ?? 0) {
      lines += ["default:", "return false"]
    }
    return declaration(lines + ["}", "}"])
  }

  /// The call of a region's eventless or completion function on `_$to`'s region value.
  func settlingCall(
    _ region: PlannedRegion, function: String, completing: String? = nil, effect: String
  ) -> String {
    "Self.\(function)(&_$to.\(escapedMember(region.property))"
      + (completing.map { ", completing: \($0)" } ?? "") + ", in: self"
      + (settlingEmitsEffects(region) ? ", effect: &\(effect)" : "") + ")"
  }

  /// `_nextMicrostep(completing:)`: with a superstate, its region's first enabled completion
  /// row; without, every region's first enabled eventless row, at once.
  func nextMicrostepFunction() -> DeclSyntax {
    let microstep = "\(Qualified.runtime).Microstep<Self>"
    var lines = [
      "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?) -> "
        + "\(microstep)? {",
      "var _$to = self",
    ]
    let completing = regions.filter { !$0.plan.completions.isEmpty }
    if completing.isEmpty {
      lines += ["guard _$superstate == nil else {", "return nil", "}"]
    } else {
      lines += ["if let _$superstate {", "switch _$superstate {"]
      for region in completing {
        let emits = settlingEmitsEffects(region)
        lines.append("case .\(escapedMember(region.property))(let _$inner):")
        if emits {
          lines.append("var _$effect: Self.Effect? = nil")
        }
        let call = settlingCall(
          region, function: completionFunctionName(region), completing: "_$inner",
          effect: "_$effect")
        lines += [
          "guard \(call) else {", "return nil", "}",
          "return \(microstep)(from: self, to: _$to, effect: \(emits ? "_$effect" : "nil"), "
            + "completed: _$superstate, _moreEffects: [], _moved: \(bit(of: region)))",
        ]
      }
      if completing.count < regionsWithSuperstates.count {
        lines += ["default:", "return nil"]
      }
      lines += ["}", "}"]
    }
    let eventless = regions.filter { !$0.plan.eventless.isEmpty }
    guard !eventless.isEmpty else {
      return declaration(lines + ["return nil", "}"])
    }
    let emitting = eventless.filter(settlingEmitsEffects)
    lines.append("var _$moved: Swift.UInt64 = 0")
    for index in emitting.indices {
      lines.append("var _$effect\(index): Self.Effect? = nil")
    }
    for region in eventless {
      let effect = emitting.firstIndex { $0.property == region.property }.map { "_$effect\($0)" }
      let call = settlingCall(
        region, function: eventlessFunctionName(region), effect: effect ?? "")
      lines += ["if \(call) {", "_$moved |= \(bit(of: region))", "}"]
    }
    lines += ["guard _$moved != 0 else {", "return nil", "}"]
    if emitting.count > 1 {
      // Several regions may emit in one microstep: the first effect, then the others.
      lines.append(
        "var _$effects: [Self.Effect] = []")
      for index in emitting.indices {
        lines += ["if let _$effect = _$effect\(index) {", "_$effects.append(_$effect)", "}"]
      }
      lines.append(
        "return \(microstep)(from: self, to: _$to, effect: _$effects.first, completed: nil, "
          + "_moreEffects: Swift.Array(_$effects.dropFirst()), _moved: _$moved)")
    } else {
      lines.append(
        "return \(microstep)(from: self, to: _$to, effect: \(emitting.isEmpty ? "nil" : "_$effect0"), "
          + "completed: nil, _moreEffects: [], _moved: _$moved)")
    }
    return declaration(lines + ["}"])
  }

  /// `_raiseCompletions(entering:moved:into:)`: for each region that entered a case, in
  /// declaration order, the superstate its case is final for.
  func raiseCompletionsFunction() -> DeclSyntax {
    var lines = [
      "\(memberModifiers)static func _raiseCompletions(entering state: Self, moved: Swift.UInt64, "
        + "into completions: inout [Superstate]) {"
    ]
    for region in regions where !region.plan.superstateFinals.isEmpty {
      let property = escapedMember(region.property)
      lines += ["if moved & \(bit(of: region)) != 0 {", "switch state.\(property) {"]
      for final in region.plan.superstateFinals {
        lines += [
          "case .\(escapedMember(final.state.name)):",
          "completions.append(.\(property)(.\(escapedMember(final.superstate.name))))",
        ]
      }
      if region.plan.superstateFinals.count < region.model.states.count {
        lines += ["default:", "break"]
      }
      lines += ["}", "}"]
    }
    return declaration(lines + ["}"])
  }
}
