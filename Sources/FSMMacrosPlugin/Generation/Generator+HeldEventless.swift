import SwiftSyntax

// Eventless rows inside a held machine (the Design article, "Composition"): after every step,
// and after every microstep, the machine at the top offers the tree no event. Each held table
// that has eventless rows, or holds one that has, gets a settle function, as it has a step
// function: the machines it holds first (innermost first), a held struct's regions in
// declaration order, each taking at most one row, then its own eventless rows. A microstep
// that moved inside a composite state moves no region of the machine at the top (`_moved` 0):
// its observers, timers and tasks go on, as for a step inside.

extension Generator {
  /// The name of the settle function of the machine held at `path`.
  static func heldSettleName(_ path: [String]) -> String {
    "_$settle$" + path.joined(separator: "$")
  }

  /// The parameters of a settle function after its value, and the arguments passing them on:
  /// a step function's, without the targets of leaving rows (an eventless row does not leave).
  static func settleParameters(_ tree: CompositeTree) -> (parameters: String, arguments: String) {
    heldParameters(tree, leaves: [], levels: [])
  }

  /// The composite states of this table whose held machines settle.
  var settlingComposites: [(state: CaseModel, planned: PlannedComposite)] {
    plan.composites.compactMap { planned in
      guard planned.held.settles, let index = stateIndex(of: planned) else { return nil }
      return (model.states[index], planned)
    }
  }

  /// A `switch` over `subject` trying, for each composite state of this table held at `path`,
  /// its held machine's eventless rows; `moved` the lines taking the microstep when one moved
  /// (`_$held` the held machine moved, `_$heldEffect` and `_$more` what it emitted: every
  /// effect when `collecting`), or, `passesThrough`, into the caller's `_$effect` and `_$more`.
  func heldSettleArms(
    _ tree: CompositeTree, path: [String], subject: String, machine: String, collecting: Bool,
    passesThrough: Bool = false, moved: (CaseModel) -> [String]
  ) -> [String] {
    let composites = settlingComposites
    guard !composites.isEmpty else { return [] }
    var lines = ["switch \(subject) {"]
    for (state, planned) in composites {
      let (declarations, call, _) = Self.heldCall(
        tree, path: path + [planned.composite.state], machine: machine,
        passesEffectThrough: passesThrough,
        more: passesThrough || (collecting && tree.collects) ? "_$more" : nil, leaves: [],
        local: (0, ""), function: Self.heldSettleName, event: nil)
      lines += ["case \(pattern(state, binding: [0], bindingPrefix: "_$s")):", "var _$held = _$s0"]
      if collecting, tree.collects, !passesThrough {
        lines.append("var _$more: [Self.Effect]? = []")
      }
      lines += declarations + ["if \(call) {"] + moved(state) + ["}"]
    }
    if composites.count < model.states.count {
      lines += ["default:", "break"]
    }
    return lines + ["}"]
  }

  /// The settle function of this table, a machine held at `path`: the machines its composite
  /// states hold first, then its own first enabled eventless row, moving `_$state` in place
  /// and keeping the first effect (every effect, when the tree collects); whether it moved.
  func heldSettleFunction(_ tree: CompositeTree, path: [String]) -> DeclSyntax {
    var lines = [
      "/// A microstep of the machine held at \(path.joined(separator: ".")): moves `_$state` by "
        + "its first enabled eventless row, inner machines first; whether it moved.",
      "private nonisolated static func \(Self.heldSettleName(path))(_ _$state: inout "
        + "\(model.typeName), \(Self.settleParameters(tree).parameters)) -> Swift.Bool {",
    ]
    lines += heldSettleArms(
      tree, path: path, subject: "_$state", machine: "_$machine", collecting: false,
      passesThrough: true
    ) { state in
      ["_$state = \(Self.caseExpression(state, arguments: ["_$held"]))", "return true"]
    }
    var context = MicrostepContext { target, effect in
      var taken = ["_$state = \(target)"]
      if let effect {
        taken.append("let _$emitted: Self.Effect = \(effect)")
        taken += ["if _$effect == nil {", "_$effect = _$emitted", "}"]
        if tree.collects {
          taken.append("_$more?.append(_$emitted)")
        }
      }
      return (taken + ["return true"]).joined(separator: "\n")
    }
    context.subject = "_$state"
    context.owner = model.typeName
    context.none = "return false"
    context.condition = { tree.names($0) ? "_$machine.isIn(\($0.expression))" : "false" }
    lines += microstepSwitch(plan.eventless, context)
    return declaration(lines + ["}"])
  }

  /// The settle function of `model`, a struct of regions of type `type` held at `path`: each
  /// region's that settles, in declaration order, each taking at most one row; whether any
  /// moved.
  static func regionsSettleFunction(
    _ model: RegionMachineModel, plans: [TransitionPlan], type: String, _ tree: CompositeTree,
    path: [String]
  ) -> DeclSyntax {
    let (parameters, arguments) = settleParameters(tree)
    var lines = [
      "/// A microstep of the regions held at \(path.joined(separator: ".")): each region's, in "
        + "declaration order; whether any moved.",
      "private nonisolated static func \(heldSettleName(path))(_ _$state: inout \(type), "
        + "\(parameters)) -> Swift.Bool {",
      "var _$moved = false",
    ]
    for (region, plan) in zip(model.regions, plans) where PlannedHeld.settles(plan) {
      let name = heldSettleName(path + [region.property])
      lines += [
        "if Self.\(name)(&_$state.\(escapedMember(region.property)), \(arguments)) {",
        "_$moved = true", "}",
      ]
    }
    return declaration(lines + ["return _$moved", "}"])
  }
}
