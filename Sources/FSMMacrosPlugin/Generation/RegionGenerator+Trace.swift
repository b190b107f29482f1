import SwiftSyntax

extension RegionGenerator {
  /// `_activeParts(of:)` and `_trace(of:)`, `_trace(from:to:moved:)`: the product of the
  /// regions' trace functions, which are the tree's (`Generator.tableTraceFunctions`): each
  /// region the step moved adds its rows, exits and entries, the exits of the regions in reverse
  /// declaration order (W3C's exit order).
  func traceMembers() -> [DeclSyntax] {
    let trace = "\(Qualified.runtime)._StepTrace<Self>"
    // A microstep may move a region only inside a composite state, which its `moved` omits.
    let findsInside = holdsMachines && regions.contains(where: settles)
    // A microstep's trace: its own moves, those inside, the completion it took (`completion`).
    func microstepTrace(_ completion: String) -> String {
      "Self._$trace(from, to, on: nil, moved: moved"
        + (findsInside
          ? " | Self._$settleTook(from" + (tree.completes ? ", completing: \(completion)" : "")
            + ")"
          : "")
        + (tree.completes ? ", completing: \(completion)" : "") + ")"
    }
    let parts = regions.enumerated().map { index, region in
      let property = escapedMember(region.property)
      return (index == 0 ? "" : "+ ") + "Self.\(Generator.traceName("parts", [region.property]))"
        + "(state.\(property)) { .\(property)($0) }"
    }
    var members = [
      declaration(
        ["\(memberModifiers)static func _activeParts(of state: Self) -> [Part] {"] + parts
          + ["}"]),
      // A region that moved only inside a composite state took the step too: the trace
      // re-runs the regions (a microstep's own moves are its `moved`, its moves inside found by
      // the settle functions, in the phase the microstep was taken in).
      declaration(
        ["\(memberModifiers)static func _trace(of step: \(Qualified.step)) -> \(trace) {"]
          + [
            "Self._$trace(step.from, step.to, on: step.event, "
              + "moved: Self.\(tracesTaken ? "_$regionsTook" : "_regionsMoved")(by: step)"
              + (tree.completes ? ", completing: -1" : "") + ")"
          ] + ["}"]),
      declaration(
        [
          "\(memberModifiers)static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> "
            + "\(trace) {",
          microstepTrace("-1"), "}",
        ]),
    ]
    if tree.completes {
      // A microstep of a completion: that completion's rows run again.
      members.append(
        Generator.microstepTraceMember(memberModifiers: memberModifiers) {
          ["let moved = microstep._moved", "return " + microstepTrace($0)]
        })
    }
    if findsInside {
      let arguments = Generator.heldParameters(tree, leaves: [], levels: [], eventless: true)
        .arguments
      // As the microstep: one completion at most, the regions in declaration order sharing
      // `_$completing`, which the first completion row to fire clears.
      var took =
        [
          "/// The regions whose settle function takes a microstep from `from` again.",
          "private nonisolated static func _$settleTook(_ from: Self"
            + (tree.completes ? ", completing _$phase: Swift.Int" : "") + ") -> Swift.UInt64 {",
          "var _$moved: Swift.UInt64 = 0", "let _$machine = from",
        ] + (tree.completes ? ["var _$completing = _$phase"] : [])
      // Which row a microstep took does not depend on the memory.
      if tree.settlesToHistory {
        took.append("let _$memory = \(Qualified.memory)()")
      }
      for (index, region) in regions.enumerated() where settles(region) {
        took += ["do {", "var _$part = from.\(escapedMember(region.property))"]
        took += scratchVariables()
        took += [
          "if Self.\(Generator.heldSettleName([region.property]))(&_$part, \(arguments)) {",
          "_$moved |= \(UInt64(1) << UInt64(index))", "}", "}",
        ]
      }
      members.append(declaration(took + ["return _$moved", "}"]))
    }
    var lines = [
      "/// The step from `_$from` to `_$to`, on `event` (`nil`: a microstep), which moved the "
        + "regions `moved`.",
      "private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, "
        + "moved: Swift.UInt64" + (tree.completes ? ", completing _$completingNow: Swift.Int" : "")
        + ") -> \(trace) {",
      "var _$trace = \(trace)()", "var _$exited: [[Part]] = []",
    ]
    for (index, region) in regions.enumerated() {
      let property = escapedMember(region.property)
      lines += [
        "if moved & \(UInt64(1) << UInt64(index)) != 0 {",
        "var _$inner = \(trace)()",
        "Self.\(Generator.traceName("trace", [region.property]))(_$from.\(property), "
          + "_$to.\(property), on: event, in: _$from, blocked: -1, "
          + "\(Generator.completingArgument(tree)){ .\(property)($0) }, "
          + "into: &_$inner)",
        "_$exited.append(_$inner.exited)", "_$trace.entered += _$inner.entered",
        "_$trace.rows += _$inner.rows", "}",
      ]
    }
    lines += ["_$trace.exited += _$exited.reversed().joined()", "return _$trace", "}"]
    members.append(declaration(lines))
    for region in regions {
      let generator = Generator(model: region.model, plan: region.plan)
      members += generator.tableTraceFunctions(
        tree, path: [region.property], levels: [region.model.typeName],
        partType: partType(region))
    }
    return members
  }
}
