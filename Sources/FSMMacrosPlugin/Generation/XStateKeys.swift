import SwiftSyntax

/// `_xstateKeys(of:)`: where each state of the machine is in its `xstate` definition, the keys
/// from the root to the state's node (`["active", "moving", "buffering"]`), so that the
/// inspector writes a snapshot's state value as the macro laid the definition out, without
/// reading the JSON back.
///
/// One `switch` over the machine's `Part` (its `Case` when no state holds a machine), an arm
/// per state at any depth: the compiler checks that every part has one.
enum XStateKeys {
  /// A part's pattern, and the statechart id of the state it names.
  typealias Arm = (pattern: String, id: [String])

  /// The function, from the arms and the keys of each statechart id.
  static func function(
    _ arms: [Arm], partType: String, keys: [[String]: [String]], memberModifiers: String
  ) -> DeclSyntax {
    var lines = [
      "\(memberModifiers)static func _xstateKeys(of part: \(partType)) -> [Swift.String] {",
      "switch part {",
    ]
    for arm in arms {
      let path = keys[arm.id] ?? arm.id
      lines += ["case \(arm.pattern):", "[\(path.map(stringLiteral).joined(separator: ", "))]"]
    }
    return declaration(lines + ["}", "}"])
  }

  /// The arms of an enum's table held at `prefix` (empty at the top): a state as `.name`, a
  /// composite state as `.name(nil)`, and each state of the machine it holds inside it.
  static func arms(of model: MachineModel, plan: TransitionPlan, prefix: [String]) -> [Arm] {
    var result: [Arm] = []
    for state in model.states {
      let name = escapedMember(state.name)
      let id = prefix + [state.name]
      guard let composite = plan.composites.first(where: { $0.composite.state == state.name })
      else {
        result.append((".\(name)", id))
        continue
      }
      result.append((".\(name)(nil)", id))
      let inner: [Arm]
      switch composite.held {
      case .states(let held, let heldPlan):
        inner = arms(of: held, plan: heldPlan, prefix: id)
      case .regions(let held, let plans):
        inner = arms(
          ofRegions: zip(held.regions, plans).map { ($0.property, $0.model, $1) }, prefix: id)
      }
      result += inner.map { (".\(name)(.some(\($0.pattern)))", $0.id) }
    }
    return result
  }

  /// The arms of a struct's regions held at `prefix`: `.property(<the region's arm>)`.
  static func arms(
    ofRegions regions: [(property: String, model: MachineModel, plan: TransitionPlan)],
    prefix: [String]
  ) -> [Arm] {
    regions.flatMap { region in
      arms(of: region.model, plan: region.plan, prefix: prefix + [region.property]).map {
        (".\(escapedMember(region.property))(\($0.pattern))", $0.id)
      }
    }
  }
}

extension Generator {
  /// `_xstateKeys(of:)` for this enum's table and the machines its states hold.
  func xstateKeysMember(_ documents: MachineDocuments) -> DeclSyntax {
    XStateKeys.function(
      XStateKeys.arms(of: model, plan: plan, prefix: []),
      partType: plan.composites.isEmpty ? "Case" : "Part", keys: documents.xstateKeys,
      memberModifiers: memberModifiers)
  }
}

extension RegionGenerator {
  /// `_xstateKeys(of:)` for the struct's regions and the machines their states hold.
  func xstateKeysMember(_ documents: MachineDocuments) -> DeclSyntax {
    XStateKeys.function(
      XStateKeys.arms(ofRegions: regions.map { ($0.property, $0.model, $0.plan) }, prefix: []),
      partType: "Part", keys: documents.xstateKeys, memberModifiers: memberModifiers)
  }
}
