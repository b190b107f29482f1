import SwiftSyntax

// A machine with eventless or completion rows: its transition function takes the event's own
// row (`_firstStep(on:memory:)`), then lets the target settle (`FSMRuntime.Microstep`).

extension Generator {
  /// The transition functions of a machine that settles: `_firstStep(on:memory:)`, the nested
  /// `switch` of the event rows; `transition(on:)` and `transition(on:memory:)`, which settle
  /// its target; `_settles`, `_nextMicrostep(completing:)` and, unless held machines complete
  /// (one queue for the tree, `_raiseCompletions(entered:in:into:)`), `_completion(entering:)`.
  func settlingTransitionFunctions(switchLines lines: [String]) -> [DeclSyntax] {
    let memory = readsMemory ? "_$memory" : "_"
    let inline = Self.inlinesSwitch(lines) ? ["@inline(__always)"] : []
    // Without completion rows, a step settles by eventless rows alone: a loop over a `switch`
    // written here, rather than `Microstep`'s generic queue, closures and values (Benchmarks,
    // W9: 7.5× a hand-written switch through `_settled`).
    // A row back to a history reads the memory, which `Microstep` keeps as it settles; a
    // completion inside a held machine waits in `Microstep`'s queue.
    let loops = plan.completions.isEmpty && !settlesToHistory && compositeTree?.completes != true
    let settling: [String] =
      loops
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
    ]
      + nextMicrostepFunctions()
      // Read only by the runtime's queue of superstates, which a tree whose held machines
      // complete does not use.
      + (compositeTree?.completes == true ? [] : [completionFunction()])
      + (loops ? eventlessFunctions() : [])
  }

  /// Whether an eventless or completion row of this table, or of a table it holds at any depth,
  /// returns to a superstate's history: settling then reads the memory (the tree's settle
  /// functions too, `CompositeTree.settlesToHistory`).
  var settlesToHistory: Bool { PlannedHeld.anyTable(of: plan, \.settlingReadsMemory) }

  /// `_$eventless(_:effect:)`: moves the state by its first enabled eventless row (a composite
  /// state's held machine's first), keeping the first effect of the step; whether one was.
  func eventlessFunctions() -> [DeclSyntax] {
    var context = SwitchContext { _ in "nil" }
    context.subject = "_$state"
    context.machine = "_$state"
    context.tree = compositeTree
    context.eventless = true
    context.reject = "return false"
    context.returnStep = { target, effect in
      "_$state = \(target)"
        + (effect.map { "; if _$effect == nil { _$effect = \($0) }" } ?? "") + "; return true"
    }
    // Held effects beyond the first are not collected here (`_moreEffects(of:)` asks again).
    let tree = context.tree
    let more =
      tree?.collects ?? false && tree?.settles ?? false
      ? ["var _$more: [Self.Effect]? = nil"] : []
    let signature =
      "private nonisolated static func _$eventless(_ _$state: inout Self, "
      + "effect _$effect: inout Self.Effect?"
    return [
      declaration(
        [
          "/// Moves `_$state` by its first enabled eventless row, keeping in `_$effect` the "
            + "first",
          "/// effect of the step; whether one was.",
          "@inline(__always)",
          signature + ") -> Swift.Bool {",
        ] + more + eventlessSwitchLines(plan.eventless, context) + ["}"])
    ]
  }

  /// `_nextMicrostep(completing:)`: without a superstate, the state's first eventless row whose
  /// guard passes (a composite state's held machine's first); with one, the superstate's first
  /// completion row whose guard passes.
  func nextMicrostepFunctions() -> [DeclSyntax] {
    // A row back to a history goes where the memory says: the function takes it, and the one
    // without a memory goes to the history's default, as `transition(on:)` does.
    let readsMemory = settlesToHistory
    var lines = [
      "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?"
        + (readsMemory ? ", memory _$memory: \(Qualified.memory)" : "") + ") -> "
        + "\(Qualified.runtime).Microstep<Self>? {"
    ]
    var forwarding: [DeclSyntax] = []
    if readsMemory {
      forwarding.append(
        declaration([
          "\(memberModifiers)func _nextMicrostep(completing _$superstate: Superstate?) -> "
            + "\(Qualified.runtime).Microstep<Self>? {",
          "self._nextMicrostep(completing: _$superstate, memory: \(Qualified.memory)())", "}",
        ]))
    }
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
    var context = machineMicrostepContext(completed: nil)
    context.tree = compositeTree
    // A tree with completions inside: the eventless rows alone, or a completion's rows
    // (`_$microstep(completing:)`, its number, which the queue takes).
    var declarations: [DeclSyntax] = []
    if let tree = compositeTree, tree.completes {
      let queued = Self.queuedMicrostep(memory: readsMemory)
      declarations =
        [declaration(lines + [queued.eventlessFirst, "}"])]
        + Self.completionQueueMembers(
          tree, places: treePlaces, own: [[]: { ".\(escapedMember($0))" }], memory: readsMemory,
          memberModifiers: memberModifiers)
      lines = [
        "/// The microstep by an eventless row, or by a completion's rows (`_$completing`).",
        queued.signature, "var _$completing = _$completingRows",
      ]
    }
    // A microstep inside a composite state moves no region of this machine: its observers,
    // timers and activities go on.
    if let tree = compositeTree {
      if tree.collects, tree.settles {
        lines.append("var _$more: [Self.Effect]? = []")
      }
      let more = tree.collects ? "Swift.Array((_$more ?? []).dropFirst())" : "[]"
      context.returnInside = { target, effect in
        "return \(Qualified.runtime).Microstep<Self>(from: self, to: \(target), effect: "
          + "\(effect ?? "nil"), completed: nil, _moreEffects: \(more), _moved: 0)"
      }
    }
    lines += eventlessSwitchLines(plan.eventless, context)
    return [declaration(lines + ["}"])] + declarations + forwarding
  }

  /// What the microstep of a tree with completions inside is made of (at the top an enum or a
  /// struct of regions): `_nextMicrostep`'s last line, the eventless rows alone; and the
  /// signature of `_$microstep(completing:)`, which also tries the rows of the completion its
  /// argument numbers (`-1`: none). `memory`: whether settling reads the memory.
  static func queuedMicrostep(memory: Bool) -> (eventlessFirst: String, signature: String) {
    (
      "return self._$microstep(completing: -1\(memory ? ", memory: _$memory" : ""))",
      "private nonisolated func _$microstep(completing _$completingRows: Swift.Int"
        + (memory ? ", memory _$memory: \(Qualified.memory)" : "") + ") -> "
        + "\(Qualified.runtime).Microstep<Self>? {"
    )
  }

  /// The context of a machine's own `_nextMicrostep(completing:)`: `completed` is the
  /// superstate whose completion rows are tried, `nil` for eventless rows.
  func machineMicrostepContext(completed: String?) -> SwitchContext {
    // What a superstate's history remembers, for a row back to it: the memory settling keeps.
    let readsMemory = plan.settlingReadsMemory
    var context = SwitchContext { superstate in
      readsMemory ? "_$memory._remembered(at: \(historySlot(of: superstate)))" : "nil"
    }
    context.eventless = true
    context.returnStep = { target, effect in
      "return \(Qualified.runtime).Microstep<Self>(from: self, to: \(target)"
        + (effect.map { ", effect: \($0)" } ?? "") + (completed.map { ", completed: \($0)" } ?? "")
        + ")"
    }
    return context
  }

  /// A `switch self` trying `branches`' rows in order, returning the first microstep whose guard
  /// passes, else `nil`.
  func microstepSwitch(_ branches: [EventlessBranch], completed: String?) -> [String] {
    eventlessSwitchLines(branches, machineMicrostepContext(completed: completed))
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
