import SwiftSyntax

// A machine with eventless or completion rows: its transition function takes the event's own
// row (`_firstStep(on:memory:)`), then lets the target settle (`FSMRuntime.Microstep`).

extension Generator {
  /// The transition functions of a machine that settles: `_firstStep(on:memory:)`, the nested
  /// `switch` of the event rows; `transition(on:)` and `transition(on:memory:)`, which settle
  /// its target; `_settles`, `_nextMicrostep(completing:)` and `_completion(entering:)`.
  func settlingTransitionFunctions(switchLines lines: [String]) -> [DeclSyntax] {
    let memory = plan.hasHistoryRows ? "_$memory" : "_"
    let inline = Self.inlinesSwitch(lines) ? ["@inline(__always)"] : []
    // Without completion rows, a step settles by eventless rows alone: a loop over a `switch`
    // written here, rather than `Microstep`'s generic queue, closures and values (Benchmarks,
    // W9: 7.5× a hand-written switch through `_settled`).
    let settling: [String] =
      plan.completions.isEmpty
      ? [
        "guard let _$step = self._firstStep(on: event, memory: memory) else {",
        "return nil",
        "}",
        "var _$state = _$step.to",
        "var _$effect: Self.Effect? = _$step.effect",
        "var _$taken = 0",
        "while Self._$eventless(&_$state, effect: &_$effect) {",
        "_$taken += 1",
        "if _$taken > \(Qualified.runtime).Microstep<Self>.limit {",
        "return nil",
        "}",
        "}",
        "return \(Qualified.step)(from: self, event: event, to: _$state, effect: _$effect)",
      ]
      : [
        "guard let _$step = self._firstStep(on: event, memory: memory) else {",
        "return nil",
        "}",
        "return Self._settled(_$step, memory: memory)",
      ]
    return [
      declaration([
        "\(memberModifiers)func transition(on event: Event) -> \(Qualified.step)? {",
        "self.transition(on: event, memory: \(Qualified.memory)())",
        "}",
      ]),
      declaration(
        [
          "/// The event's own row, then the eventless and completion rows its target settles by.",
          "\(memberModifiers)func transition(on event: Event, memory: \(Qualified.memory)) -> "
            + "\(Qualified.step)? {",
        ] + settling + ["}"]),
      declaration(
        inline + [
          "\(memberModifiers)func _firstStep(on event: Event, memory \(memory): "
            + "\(Qualified.memory)) -> \(Qualified.step)? {"
        ] + lines + ["}"]),
      declaration(["\(memberModifiers)static var _settles: Swift.Bool {", "true", "}"]),
      nextMicrostepFunction(),
      completionFunction(),
    ] + (plan.completions.isEmpty ? [eventlessFunction()] : [])
  }

  /// `_$eventless(_:effect:)`: moves the state by its first enabled eventless row, keeping the
  /// first effect of the step; whether one was.
  func eventlessFunction() -> DeclSyntax {
    var context = MicrostepContext { target, effect in
      "_$state = \(target)"
        + (effect.map { "; if _$effect == nil { _$effect = \($0) }" } ?? "") + "; return true"
    }
    context.subject = "_$state"
    context.none = "return false"
    // A held machine's eventless rows first.
    let held =
      compositeTree.map { tree in
        heldSettleArms(
          tree, path: [], subject: "_$state", machine: "_$state", collecting: false
        ) { state in
          ["_$state = \(Self.caseExpression(state, arguments: ["_$held"]))"]
            + (tree.emits ? ["if _$effect == nil {", "_$effect = _$heldEffect", "}"] : [])
            + ["return true"]
        }
      } ?? []
    return declaration(
      [
        "/// Moves `_$state` by its first enabled eventless row, keeping in `_$effect` the first",
        "/// effect of the step; whether one was.",
        "@inline(__always)",
        "private nonisolated static func _$eventless(_ _$state: inout Self, "
          + "effect _$effect: inout Self.Effect?) -> Swift.Bool {",
      ] + held + microstepSwitch(plan.eventless, context) + ["}"])
  }

  /// `_nextMicrostep(completing:)`: without a superstate, the state's first eventless row whose
  /// guard passes; with one, the superstate's first completion row whose guard passes.
  func nextMicrostepFunction() -> DeclSyntax {
    var lines = [
      "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?) -> "
        + "\(Qualified.runtime).Microstep<Self>? {"
    ]
    if plan.completions.isEmpty {
      lines += ["guard _$superstate == nil else {", "return nil", "}"]
    } else {
      lines += ["if let _$superstate {", "switch _$superstate {"]
      for completion in plan.completions {
        lines.append("case .\(escapedMember(completion.superstate.name)):")
        lines += microstepSwitch(
          completion.states, completed: ".\(escapedMember(completion.superstate.name))")
      }
      if plan.completions.count < (model.superstateCases?.count ?? 0) {
        lines += ["default:", "return nil"]
      }
      lines += ["}", "}"]
    }
    // A held machine's eventless rows first: a microstep inside its composite state.
    if let tree = compositeTree {
      lines += heldSettleArms(
        tree, path: [], subject: "self", machine: "self", collecting: true
      ) { state in
        let more = tree.collects ? "Swift.Array((_$more ?? []).dropFirst())" : "[]"
        return [
          "return \(Qualified.runtime).Microstep<Self>(from: self, to: "
            + "\(Self.caseExpression(state, arguments: ["_$held"])), effect: "
            + "\(tree.emits ? "_$heldEffect" : "nil"), completed: nil, _moreEffects: \(more), "
            + "_moved: 0)"
        ]
      }
    }
    lines += microstepSwitch(plan.eventless, completed: nil)
    return declaration(lines + ["}"])
  }

  /// How `microstepSwitch` reads and moves the value: a machine's `self`, returning a
  /// `Microstep`, or a region's value in a machine with regions, moved in place.
  struct MicrostepContext {
    /// The value switched over, passed to guards and builders.
    var subject = "self"
    /// The type whose tables hold the rows.
    var owner = "Self"
    /// The statement taking a row to `target`, emitting `effect` (an expression) or none.
    var take: (_ target: String, _ effect: String?) -> String
    /// The statement when no row is enabled.
    var none = "return nil"
    /// The test of a region row's condition on another region.
    var condition: (RegionCondition) -> String = { _ in "false" }
  }

  /// The context of a machine's own `_nextMicrostep(completing:)`: `completed` is the
  /// superstate whose completion rows are tried, `nil` for eventless rows.
  func machineMicrostepContext(completed: String?) -> MicrostepContext {
    MicrostepContext { target, effect in
      "return \(Qualified.runtime).Microstep<Self>(from: self, to: \(target)"
        + (effect.map { ", effect: \($0)" } ?? "") + (completed.map { ", completed: \($0)" } ?? "")
        + ")"
    }
  }

  /// A `switch self` trying `branches`' rows in order, returning the first microstep whose guard
  /// passes, else `nil`.
  func microstepSwitch(_ branches: [EventlessBranch], completed: String?) -> [String] {
    microstepSwitch(branches, machineMicrostepContext(completed: completed))
  }

  /// A `switch` over `context.subject` trying `branches`' rows in order, taking the first whose
  /// conditions and guard pass (`context.take`), else `context.none`.
  func microstepSwitch(_ branches: [EventlessBranch], _ context: MicrostepContext) -> [String] {
    guard !branches.isEmpty else { return [context.none] }
    var switchContext = SwitchContext { _ in "nil" }
    switchContext.subject = context.subject
    switchContext.owner = context.owner
    var lines = ["switch \(context.subject) {"]
    for branch in branches {
      let state = model.states[branch.state.index]
      var bound = positionsRead(from: .source, by: branch.rows)
      if branch.rows.contains(where: \.completesHeld) {
        bound.insert(0)
      }
      lines.append("case \(pattern(state, binding: bound, bindingPrefix: "_$s")):")
      for row in branch.rows {
        let (prelude, target) = targetCode(row, switchContext)
        let step = context.take(target, row.effect.map { caseExpression($0) })
        if row.guarded {
          // A composite state's completion first: its held machine is done. Then conditions on
          // other regions, then the row's own guard, if it has one.
          var tests = row.conditions.map(context.condition)
          if row.completesHeld {
            tests.insert(
              composite(atState: branch.state.index).map {
                "Self.\(Self.heldDoneName([$0.composite.state]))(_$s0)"
              } ?? "false", at: 0)
          }
          if row.callsGuard {
            tests.append(
              "\(userRow(row, owner: context.owner)).\(Qualified.passesGuard)(\(context.subject))")
          }
          lines.append("if \(tests.joined(separator: ", ")) {")
          lines += prelude + [step, "}"]
        } else if prelude.isEmpty {
          lines.append(step)
        } else {
          lines += ["do {"] + prelude + [step, "}"]
        }
      }
      if branch.rows.last?.guarded ?? true {
        lines.append(context.none)
      }
    }
    if branches.count < model.states.count {
      lines += ["default:", context.none]
    }
    return lines + ["}"]
  }

  /// `_completion(entering:)`: the superstate each final case of a superstate completes.
  func completionFunction() -> DeclSyntax {
    var lines = [
      "\(memberModifiers)static func _completion(entering state: Case) -> Superstate? {"
    ]
    guard !plan.superstateFinals.isEmpty else {
      return declaration(lines + ["nil", "}"])
    }
    lines.append("switch state {")
    for final in plan.superstateFinals {
      lines += [
        "case .\(escapedMember(final.state.name)):",
        ".\(escapedMember(final.superstate.name))",
      ]
    }
    if plan.superstateFinals.count < model.states.count {
      lines += ["default:", "nil"]
    }
    return declaration(lines + ["}", "}"])
  }
}
