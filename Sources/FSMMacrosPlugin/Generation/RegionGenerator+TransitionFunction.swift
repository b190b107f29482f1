import SwiftSyntax

// The step of a struct of regions at the top is the tree's (the Design article, "Written
// once"): the struct is a struct of regions held by nobody, at path `[]`, and each region a table
// at `[region]`, printed by the step functions every held table and held struct has
// (`Generator.heldStepFunction`, `Generator.regionsStepFunction`). What is left here is the top's
// API around them: `transition(on:)`, and what a `Machine` asks of a step.

extension RegionGenerator {
  /// The struct as the tree's code sees it: the regions of the machine at the top. A `.whenIn`
  /// condition names another region's case, tested by a pattern on the value before the step (no
  /// discriminant is computed).
  func treeOfRegions() -> CompositeTree {
    var tree = CompositeTree([root], completesHeld: false) { [machine, plan] condition in
      // A state inside a region's composite state, tested by its part (one the struct does not
      // have is reported, `unknownPart`).
      guard condition.path.count == 2 else {
        return machine.resolve(condition.path, plans: plan.regions).kinds != nil
          ? "_$machine.isIn(\(condition.expression))" : "false"
      }
      guard
        machine.regions.contains(where: { region in
          region.property == condition.region
            && region.model.states.contains { $0.name == condition.state }
        })
      else { return "false" }
      return "case .\(escapedMember(condition.state)) = "
        + "_$machine.\(escapedMember(condition.region))"
    }
    // Every completion, a region's own superstate's too, is numbered and queued as a held
    // table's is.
    tree.completes = regions.contains {
      !$0.plan.completions.isEmpty || $0.plan.completesHeldStates
        || $0.plan.composites.contains { $0.held.completes }
    }
    // A region's own eventless rows back to its history are recorded by the region's own
    // recording; a held table's make the tree record (`heldRemembers`).
    tree.remembers = readsMemory
    tree.settlesToHistory = root.anyTable(\.settlingReadsMemory)
    tree.staysBesideLeaving = Generator.staysBesideLeaving(in: root, depth: 0)
    for region in regions {
      tree.takeStaysAround(of: region.plan, path: [region.property])
    }
    tree.numberCompletions(places, own: [])
    if tree.remembers || tree.settlesToHistory {
      for region in regions {
        tree.historySlots[[region.property]] = firstHistorySlot(of: region)
      }
      // A held table's slots follow the regions' own (`Generator.treeHistoryMembers`).
      var slot = regions.reduce(0) { $0 + $1.plan.historySuperstates.count }
      for place in places where place.path.count > 1 {
        tree.historySlots[place.path] = slot
        slot += place.generator.plan.historySuperstates.count
      }
    }
    return tree
  }

  /// The struct as a held machine: its regions, each with its plan.
  var root: PlannedHeld { .regions(machine, regions.map(\.plan)) }

  /// The step functions: the struct's (`_$step$`, every region's in declaration order), each
  /// region's, and those of the machines a region's composite states hold; for a region whose
  /// rows return to a history, the region's value in a remembered value (`_$recall$<region>`).
  func stepFunctions() -> [DeclSyntax] {
    var members = [
      Generator.regionsStepFunction(
        machine, plans: regions.map(\.plan), type: "Self", tree, path: [], levels: [])
    ]
    for region in regions {
      let generator = Generator(model: region.model, plan: region.plan)
      let levels = [region.model.typeName]
      members.append(generator.heldStepFunction(tree, path: [region.property], levels: levels))
      if settles(region) {
        members.append(
          generator.heldStepFunction(tree, path: [region.property], levels: levels, eventless: true)
        )
      }
      members += generator.heldStepFunctions(tree, path: [region.property], levels: levels)
      if region.plan.hasHistoryRows || region.plan.settlingReadsMemory {
        members.append(
          declaration([
            "/// The value of region `\(region.property)` in `_$value`.",
            "private nonisolated static func "
              + "\(Generator.traceName("recall", [region.property]))(_ _$value: Self?) "
              + "-> \(region.model.typeName)? {",
            "_$value?.\(escapedMember(region.property))", "}",
          ]))
      }
    }
    return members
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

  /// The call of the struct's step function on `_$held`, a copy of `machine`, and the lines
  /// declaring what it writes (the first effect in `_$heldEffect`; with `collecting`, every
  /// effect in `_$more`).
  func structStepCall(machine: String, memory: String, collecting: Bool = false)
    -> (lines: [String], call: String, effect: String?)
  {
    var (lines, call, effect) = Generator.heldCall(
      tree, path: [], machine: machine, passesEffectThrough: false,
      more: collecting ? "_$more" : nil, leaves: [], local: (0, "Self"), memory: memory)
    if collecting {
      lines.append("var _$more: [Self.Effect]? = []")
    }
    return (["var _$held = \(machine)"] + lines, call, effect)
  }

  func transitionFunction(_ header: [String]) -> DeclSyntax {
    let (lines, call, effect) = structStepCall(machine: "self", memory: "_$memory")
    // A step keeps the first effect; `_eventEffects(of:)` finds the others.
    return declaration(
      header + lines + [
        "guard \(call) else {", "return nil", "}",
        "return \(Qualified.step)(from: self, event: event, to: _$held"
          + (effect.map { ", effect: \($0)" } ?? "") + ")",
        "}",
      ])
  }

  /// `_regionsMoved(by:)` (which a machine's timers, and tools tracing a step region by region,
  /// read), and `_eventEffects(of:)` and `_moreEffects(of:)`, when several regions emit effects:
  /// each region's step function run again on the step's source (guards and builders are pure,
  /// and no effect depends on a superstate's memory).
  func stepDetailMembers() -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    let memory = "\(Qualified.memory)()"
    let arguments = Generator.heldParameters(tree, leaves: [], levels: []).arguments
    /// The lines adding to `_$moved` the bit of each region whose step function takes the
    /// step again (`own`: by a row of its own, not inside a composite state, and moving: not by
    /// a row that stays).
    func rerun(own: Bool) -> [String] {
      var lines = ["let event = step.event", "var _$moved: Swift.UInt64 = 0"]
      for (index, region) in regions.enumerated() {
        let stays = own ? staysTest(region, from: "step.from", event: "event") : nil
        lines += [
          "do {", "let _$machine = step.from",
          "var _$part = step.from.\(escapedMember(region.property))",
        ]
        if tree.remembers {
          lines.append("let _$memory = \(memory)")
        }
        lines += scratchVariables()
        var test =
          own ? ownMove(region, from: "step.from", event: "event", completing: "-1") : "true"
        // A move of the region's own beside rows inside that only stayed: its held machine took
        // the step too, but the region left the composite state (for another case).
        if own, movesAroundBesideStays(region) {
          test = "(\(test) || _$part.case != step.from.\(escapedMember(region.property)).case)"
        }
        if let stays {
          test = test == "true" ? "!" + stays : "\(test), !\(stays)"
        }
        lines += [
          "if Self.\(Generator.heldStepName([region.property]))(&_$part, on: event, \(arguments))"
            + (test == "true" ? "" : ", \(test)") + " {",
          "_$moved |= \(UInt64(1) << UInt64(index))", "}", "}",
        ]
      }
      return lines + ["return _$moved", "}"]
    }
    members.append(
      declaration(
        [
          "\(memberModifiers)static func _regionsMoved(by step: \(Qualified.step)) -> Swift.UInt64 {"
        ] + rerun(own: true)))
    if tracesTaken {
      members.append(
        declaration(
          [
            "/// The regions whose step function takes `step` again, by a row of their own or "
              + "inside a composite state.",
            "private nonisolated static func _$regionsTook(by step: \(Qualified.step)) "
              + "-> Swift.UInt64 {",
          ] + rerun(own: false)))
    }

    if tree.collects {
      let (lines, call, _) = structStepCall(
        machine: "step.from", memory: memory, collecting: true)
      members.append(
        declaration(
          [
            "\(memberModifiers)static func _eventEffects(of step: \(Qualified.step)) -> [Self.Effect] {",
            "let event = step.event",
          ] + lines + ["_ = \(call)", "return _$more ?? []", "}"]))
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
