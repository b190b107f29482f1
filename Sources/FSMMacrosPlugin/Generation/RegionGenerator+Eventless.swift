import SwiftSyntax

// A machine with regions whose regions have eventless or completion rows: its transition
// function takes the event's own rows (`_firstStep(on:memory:)`), then lets the target settle
// (`FSMRuntime.Microstep`). A microstep is SCXML's for a `<parallel>`: every region whose first
// enabled eventless row (conditions and guards tested on the value before the microstep) moves
// it, at once; or the rows of one completion taken from the tree's queue (the Design article,
// "One queue of completions"): a region's own superstate's, as any table's.

extension RegionGenerator {
  /// Whether a region, or a machine its states hold, has eventless or completion rows.
  var settles: Bool { regions.contains { PlannedHeld.settles($0.plan) } }

  /// Whether a microstep may move `region`: it has eventless or completion rows, or a machine
  /// its states hold does (its settle function is the tree's,
  /// `Generator.heldStepFunction(eventless:)`).
  func settles(_ region: PlannedRegion) -> Bool {
    PlannedHeld.settles(region.plan)
  }

  /// The bit of `region` in a microstep's `_moved`.
  func bit(of region: PlannedRegion) -> String {
    let index = regions.firstIndex { $0.property == region.property } ?? 0
    return String(UInt64(1) << UInt64(index))
  }

  /// The members of a machine whose regions settle: `_settles` and `_nextMicrostep(completing:)`
  /// (the regions' settle functions are among the step functions), and with completion rows the
  /// queue's (`Generator.completionQueueMembers`).
  func settlingMembers() -> [DeclSyntax] {
    guard settles else { return [] }
    return [declaration(["\(memberModifiers)static var _settles: Swift.Bool {", "true", "}"])]
      + nextMicrostepFunction()
  }

  /// `_nextMicrostep(completing:)`: every region's first enabled eventless row, at once (a
  /// region's own superstate completes as any table's does, by number: the Superstate the
  /// runtime passes is never one of them).
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
    lines += ["guard _$superstate == nil else {", "return nil", "}"]
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
    // With completion rows, the eventless rows alone (`-1`), and each completion's rows by its
    // number when the queue takes it (`_$microstep(completing:)`), as an enum tree's.
    let queued = Generator.queuedMicrostep(memory: memory)
    // A region's superstate is the machine's `Superstate`, which its microstep reports.
    var reported: [Int: String] = [:]
    for region in regions {
      for completion in region.plan.completions {
        let key = CompositeTree.superstateCompletionKey(
          [region.property], completion.superstate.name)
        if let number = tree.completionNumbers[key] {
          reported[number] =
            ".\(escapedMember(region.property))(.\(escapedMember(completion.superstate.name)))"
        }
      }
    }
    return [
      declaration(lines + [queued.eventlessFirst, "}"]),
      declaration(
        [
          "/// The microstep by eventless rows, or by a completion's rows (`_$completingRows`).",
          queued.signature, "var _$to = self",
        ] + body + ["}"]),
    ]
      + Generator.completionQueueMembers(
        tree, places: places, own: [:], reported: reported, memory: memory,
        memberModifiers: memberModifiers)
  }
}
