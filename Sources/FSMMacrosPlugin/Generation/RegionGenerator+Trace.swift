import SwiftSyntax

extension RegionGenerator {
  /// `_activeParts(of:)` and `_trace(of:)`, `_trace(from:to:moved:)`: the product of the
  /// regions' trace functions, which are the tree's (`Generator.tableTraceFunctions`): each
  /// region the step moved adds its rows, exits and entries, the exits of the regions in reverse
  /// declaration order (W3C's exit order).
  func traceMembers() -> [DeclSyntax] {
    let tree = tree
    let trace = "\(Qualified.runtime)._StepTrace<Self>"
    let parts = regions.enumerated().map { index, region in
      let property = escapedMember(region.property)
      return (index == 0 ? "" : "+ ") + "Self.\(Generator.traceName("parts", [region.property]))"
        + "(state.\(property)) { .\(property)($0) }"
    }
    var members = [
      declaration(
        ["\(memberModifiers)static func _activeParts(of state: Self) -> [Part] {"] + parts
          + ["}"]),
      declaration([
        "\(memberModifiers)static func _trace(of step: \(Qualified.step)) -> \(trace) {",
        "Self._$trace(step.from, step.to, on: step.event, "
          + "moved: Self._regionsMoved(by: step))",
        "}",
      ]),
      declaration([
        "\(memberModifiers)static func _trace(from: Self, to: Self, moved: Swift.UInt64) -> "
          + "\(trace) {",
        "Self._$trace(from, to, on: nil, moved: moved)", "}",
      ]),
    ]
    var lines = [
      "/// The step from `_$from` to `_$to`, on `event` (`nil`: a microstep), which moved the "
        + "regions `moved`.",
      "private nonisolated static func _$trace(_ _$from: Self, _ _$to: Self, on event: Event?, "
        + "moved: Swift.UInt64) -> \(trace) {",
      "var _$trace = \(trace)()", "var _$exited: [[Part]] = []",
    ]
    for (index, region) in regions.enumerated() {
      let property = escapedMember(region.property)
      lines += [
        "if moved & \(UInt64(1) << UInt64(index)) != 0 {",
        "var _$inner = \(trace)()",
        // A completion of a region's superstate is the struct's own microstep (its queue), not
        // a held table's completion row.
        "Self.\(Generator.traceName("trace", [region.property]))(_$from.\(property), "
          + "_$to.\(property), on: event, in: _$from, blocked: -1, "
          + "\(Generator.completingArgument(tree, "false")){ .\(property)($0) }, "
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
