import SwiftSyntax

// A struct of regions at the top whose regions' states hold machines: a move inside such a
// state moves its region for nobody (no exit or entry observers, the region's own timers and
// activities go on), as a move inside a composite state of an enum does (`_movesInside`). A region
// *took* a step when its step (or settle) function moved it, *moved* when that was a row of its
// own: `_regionsMoved(by:)` and a microstep's `_moved` say the latter, the trace re-runs the
// regions to find the former.

extension RegionGenerator {
  /// Whether a region's states hold machines.
  var holdsMachines: Bool { regions.contains { !$0.plan.composites.isEmpty } }

  /// The name of the function telling whether a step (or microstep) of `region` moved only
  /// inside one of its composite states.
  func insideName(_ region: PlannedRegion) -> String {
    Generator.traceName("inside", [region.property])
  }

  /// The members a struct whose regions hold machines adds: `_holdsMachines`, `_movesInside`,
  /// each such region's inside function, and the done functions its completion rows test.
  func regionCompositeMembers() -> [DeclSyntax] {
    guard holdsMachines else { return [] }
    var members = [
      declaration(["\(memberModifiers)static var _holdsMachines: Swift.Bool {", "true", "}"]),
      declaration([
        "/// Whether `step` moved only inside composite states, no region by a row of its own.",
        "\(memberModifiers)static func _movesInside(_ step: \(Qualified.step)) -> Swift.Bool {",
        "Self._regionsMoved(by: step) == 0", "}",
      ]),
    ]
    for region in regions where !region.plan.composites.isEmpty {
      let generator = Generator(model: region.model, plan: region.plan)
      members += generator.heldDoneFunctions(path: [region.property])
      var lines = [
        "/// Whether a step from `_$value` (on `event`; `nil`: a microstep) moves only inside "
          + "its composite state: the machine it holds takes it.",
        "private nonisolated static func \(insideName(region))(_ _$value: "
          + "\(region.model.typeName), on event: Event?, in _$machine: Self"
          + (tree.completes ? ", completing _$completingNow: Swift.Int" : "")
          + ") -> Swift.Bool {",
        "switch _$value {",
      ]
      for planned in region.plan.composites {
        guard let index = generator.stateIndex(of: planned) else { continue }
        let state = region.model.states[index]
        let (took, leaves) = generator.freshHeldCall(
          tree, planned, path: [region.property], levels: [region.model.typeName])
        lines += [
          "case \(generator.pattern(state, binding: [0], bindingPrefix: "_$s")):",
          "var _$held = _$s0",
        ]
        // Nothing is dropped: no region before this one moved.
        lines += (leaves.isEmpty ? [] : ["let _$blocked = -1"]) + took + ["return _$took"]
      }
      if region.plan.composites.count < region.model.states.count {
        lines += ["default:", "return false"]
      }
      members.append(declaration(lines + ["}", "}"]))
    }
    return members
  }

  /// Whether a move of `region`'s own table may be taken beside rows that stay inside a struct
  /// of regions one of its states holds (`Generator.staysAroundLines`), where the struct took
  /// the step too.
  func movesAroundBesideStays(_ region: PlannedRegion) -> Bool {
    tree.movesBesideStays
      && region.plan.composites.contains {
        tree.staysAround.contains([region.property, $0.composite.state])
      }
  }

  /// The test, after `region`'s step or settle function took a step from `value` (a value of
  /// the machine), that it was a row of the region's own rather than a move inside.
  func ownMove(_ region: PlannedRegion, from value: String, event: String, completing: String)
    -> String
  {
    guard !region.plan.composites.isEmpty else { return "true" }
    return "!Self.\(insideName(region))(\(value).\(escapedMember(region.property)), "
      + "on: \(event), in: \(value)"
      + (tree.completes ? ", completing: \(completing)" : "") + ")"
  }

  /// The variables a call of the tree's step or settle functions writes besides the value: the
  /// first effect, every effect (`more`: `nil` collects none), the completion phase (`completing`:
  /// its initial value, for a settle function).
  func scratchVariables(more: String = "nil", completing: String? = nil) -> [String] {
    var lines: [String] = []
    if tree.emits {
      lines.append("var _$effect: Self.Effect? = nil")
    }
    if tree.collects {
      lines.append("var _$more: [Self.Effect]? = \(more)")
    }
    if tree.completes, let completing {
      lines.append("var _$completing = \(completing)")
    }
    return lines
  }
}
