import SwiftSyntax

// A machine with regions whose regions have eventless or completion rows: its transition
// function takes the event's own rows (`_firstStep(on:memory:)`), then lets the target settle
// (`FSMRuntime.Microstep`). A microstep is SCXML's for a `<parallel>`: every region whose first
// enabled eventless row (conditions and guards tested on the value before the microstep) moves
// it, at once; a completion is one region's superstate's, and moves that region.

extension RegionGenerator {
  /// Whether a region, or a machine its states hold, has eventless or completion rows.
  var settles: Bool { regions.contains { PlannedHeld.settles($0.plan) } }

  /// Whether a microstep may move `region`: it has eventless rows, or a machine its states hold
  /// does (its settle function is the tree's, `Generator.heldStepFunction(eventless:)`).
  func settles(_ region: PlannedRegion) -> Bool {
    !region.plan.eventless.isEmpty || region.plan.composites.contains { $0.held.settles }
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

  /// The members of a machine whose regions settle: each region's completion function,
  /// `_settles`, `_nextMicrostep(completing:)` and `_raiseCompletions` (the regions' settle
  /// functions are among the step functions).
  func settlingMembers() -> [DeclSyntax] {
    guard settles else { return [] }
    var members: [DeclSyntax] = []
    for region in regions where !region.plan.completions.isEmpty {
      members.append(completionFunction(region))
    }
    members.append(
      declaration(["\(memberModifiers)static var _settles: Swift.Bool {", "true", "}"]))
    members += nextMicrostepFunction()
    if regions.contains(where: { !$0.plan.superstateFinals.isEmpty }) {
      members.append(raiseCompletionsFunction())
    }
    return members
  }

  /// The context in which a region's rows without an event move `_$state`, its value in
  /// `_$machine`.
  func regionMicrostepContext(_ region: PlannedRegion) -> Generator.SwitchContext {
    let emits = settlingEmitsEffects(region)
    // A row back to a history goes where the memory the microstep keeps says.
    let first = tree.historySlots[[region.property]] ?? 0
    var context = Generator.SwitchContext { [tree, plan = region.plan] superstate in
      guard tree.settlesToHistory,
        let index = plan.historySuperstates.firstIndex(where: { $0.name == superstate })
      else { return "nil" }
      return "Self.\(Generator.traceName("recall", [region.property]))"
        + "(_$memory._remembered(at: \(first + index)))"
    }
    context.eventless = true
    context.returnStep = { target, effect in
      "_$state = \(target)" + (emits ? "; _$effect = \(effect ?? "nil")" : "") + "; return true"
    }
    context.subject = "_$state"
    context.owner = region.model.typeName
    context.reject = "return false"
    // A condition on a state of another region at any depth, tested as the tree's rows test
    // theirs (a state inside a composite state of another region too).
    context.condition = tree.test
    return context
  }

  /// The parameters after the region's value: the machine, the memory when a row returns to a
  /// history, and the effect when rows emit one.
  func settlingParameters(_ region: PlannedRegion) -> String {
    "in _$machine: Self"
      + (tree.settlesToHistory ? ", memory _$memory: \(Qualified.memory)" : "")
      + (settlingEmitsEffects(region) ? ", effect _$effect: inout Self.Effect?" : "")
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

  /// The call of a region's completion function on `_$to`'s region value.
  func settlingCall(
    _ region: PlannedRegion, function: String, completing: String? = nil, effect: String
  ) -> String {
    "Self.\(function)(&_$to.\(escapedMember(region.property))"
      + (completing.map { ", completing: \($0)" } ?? "") + ", in: self"
      + (tree.settlesToHistory ? ", memory: _$memory" : "")
      + (settlingEmitsEffects(region) ? ", effect: &\(effect)" : "") + ")"
  }

  /// `_nextMicrostep(completing:)`: with a superstate, its region's first enabled completion
  /// row; without, every region's first enabled eventless row, at once.
  func nextMicrostepFunction() -> [DeclSyntax] {
    let microstep = "\(Qualified.runtime).Microstep<Self>"
    // A row back to a history reads the memory settling keeps; without one, the history's
    // default, as `transition(on:)` goes.
    let memory = tree.settlesToHistory
    var lines = [
      "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?"
        + (memory ? ", memory _$memory: \(Qualified.memory)" : "") + ") -> \(microstep)? {"
    ]
    let forwarding =
      memory
      ? [
        declaration([
          "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?) -> "
            + "\(microstep)? {",
          "self._nextMicrostep(completing: _$superstate, memory: \(Qualified.memory)())", "}",
        ])
      ] : []
    let completing = regions.filter { !$0.plan.completions.isEmpty }
    if completing.isEmpty {
      lines += ["guard _$superstate == nil else {", "return nil", "}"]
    } else {
      lines += ["if let _$superstate {", "var _$to = self", "switch _$superstate {"]
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
    let settling = regions.filter(settles)
    guard !settling.isEmpty else {
      return [declaration(lines + ["return nil", "}"])] + forwarding
    }
    // Every region's first enabled eventless row, at once, as a held struct's regions take
    // theirs: the tree's settle functions, each writing the first effect (and, when several
    // regions emit, every effect in `_$more`). A region whose states hold machines may move
    // only inside one: the microstep is taken, and that region not moved (`_moved`).
    let holds = holdsMachines
    var body = ["var _$moved: Swift.UInt64 = 0"] + (holds ? ["var _$took = false"] : [])
    if !tree.completes {
      body.insert("var _$to = self", at: 0)
    }
    body += scratchVariables(more: "[]", completing: "_$completingRows")
    // Conditions and guards read the value before the microstep.
    body.append("let _$machine = self")
    let arguments = Generator.heldParameters(tree, leaves: [], levels: [], eventless: true)
      .arguments
    for region in settling {
      body.append(
        "if Self.\(Generator.heldSettleName([region.property]))"
          + "(&_$to.\(escapedMember(region.property)), \(arguments)) {")
      let own = ownMove(region, from: "self", event: "nil", completing: "_$completingRows")
      body +=
        own == "true"
        ? ["_$moved |= \(bit(of: region))"]
        : ["if \(own) {", "_$moved |= \(bit(of: region))", "}"]
      body += (holds ? ["_$took = true"] : []) + ["}"]
    }
    body += ["guard \(holds ? "_$took" : "_$moved != 0") else {", "return nil", "}"]
    let more = tree.collects ? "Swift.Array((_$more ?? []).dropFirst())" : "[]"
    body.append(
      "return \(microstep)(from: self, to: _$to, effect: \(tree.emits ? "_$effect" : "nil"), "
        + "completed: nil, _moreEffects: \(more), _moved: _$moved)")
    guard tree.completes else {
      return [declaration(lines + body + ["}"])] + forwarding
    }
    // A composite state's completion waits for a microstep in which no eventless row of the
    // tree is enabled (as a tree's does): the eventless rows first, then the completion rows.
    let phases = Generator.completionPhases(memory: memory)
    var own: [[String]: (String) -> String] = [:]
    for region in regions {
      own[[region.property]] = { ".\(escapedMember(region.property))(.\(escapedMember($0)))" }
    }
    return [
      declaration(lines + [phases.eventlessFirst, "}"]),
      declaration(
        [
          "/// The microstep by eventless rows, or by a completion's rows (`_$completingRows`).",
          phases.signature, "var _$to = self",
        ] + body + ["}"]),
    ]
      + Generator.completionQueueMembers(
        tree, places: places, own: own, memory: memory, memberModifiers: memberModifiers)
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
