import SwiftSyntax

// One queue of completions for a whole tree (the Design article, "One queue of completions"): W3C
// raises `done.state.<id>` on its internal queue as a step or microstep enters a final state,
// in the order the states are entered, and takes the queue's head once no eventless transition
// is enabled, dropping it when none of its transitions is. A tree numbers each completion of a
// table below the top (a held table's superstate with completion rows, a composite state with
// `onDone` rows, at any depth); `_raiseCompletions(entered:in:into:)` raises them, and the
// machine's own superstates', from the states the step entered; a completion row fires only in
// the microstep of its number (`_nextMicrostep(completingInside:memory:)`, which the settle
// functions pass down as `_$completing`), and the microstep carries the number
// (`Microstep._completion`) for its trace.

extension CompositeTree {
  /// The key of a held table's superstate completion (the table at `path`).
  static func superstateCompletionKey(_ path: [String], _ superstate: String) -> String {
    (path + ["#" + superstate]).joined(separator: "$")
  }

  /// The key of the completion of the composite state at `path` (its table's path and name).
  static func compositeCompletionKey(_ path: [String]) -> String {
    path.joined(separator: "$")
  }

  /// Numbers the completions of the tree's tables, `places` in scope order: each composite
  /// state's with completion rows, and each superstate's with completion rows of a table that
  /// is not `own` (the machine's own tables, whose superstates are its `Superstate`'s).
  mutating func numberCompletions(_ places: [Generator.TablePlace], own: Set<[String]>) {
    guard completes else { return }
    var number = 0
    for place in places {
      let plan = place.generator.plan
      let model = place.generator.model
      for branch in plan.eventless where branch.rows.contains(where: \.completesHeld) {
        let key = Self.compositeCompletionKey(place.path + [model.states[branch.state.index].name])
        guard completionNumbers[key] == nil else { continue }
        completionNumbers[key] = number
        number += 1
      }
      guard !own.contains(place.path) else { continue }
      for completion in plan.completions {
        completionNumbers[Self.superstateCompletionKey(place.path, completion.superstate.name)] =
          number
        number += 1
      }
    }
  }

  /// The number of the completion `row` takes, from the state `state` of the table at `path`;
  /// `nil` when it has none (a row of the machine's own superstates).
  func completionNumber(of row: PlannedRow, state: String, path: [String]) -> Int? {
    if row.completesHeld {
      return completionNumbers[Self.compositeCompletionKey(path + [state])]
    }
    guard let superstate = row.completedSuperstate else { return nil }
    return completionNumbers[Self.superstateCompletionKey(path, superstate)]
  }
}

extension Generator {
  /// The top's `Part` of the case `name` of the table at `place`: `.name` (`.name(nil)` for a
  /// composite state), wrapped in each composite state and region on the way down.
  func topPart(_ name: String, at place: TablePlace) -> String {
    let composite = plan.composites.contains { $0.composite.state == name }
    var part = ".\(escapedMember(name))" + (composite ? "(nil)" : "")
    for step in place.steps.reversed() {
      switch step {
      case .composite(let state): part = ".\(escapedMember(state.name))(\(part))"
      case .region(let property): part = ".\(escapedMember(property))(\(part))"
      }
    }
    return part
  }

  /// The members of a tree with one queue of completions: `_completesInside`,
  /// `_raiseCompletions(entered:in:into:)` and `_nextMicrostep(completingInside:memory:)`.
  ///
  /// `places`: the tree's tables in scope order; `own`: for each table whose superstates are
  /// the machine's and queued as such, how the machine's `Superstate` spells one of them;
  /// `reported`: the numbered completions that are superstates of the machine's own (a region's
  /// of a struct at the top), which their microsteps report (`Microstep.completed`);
  /// `memory`: whether the microstep function takes the memory.
  static func completionQueueMembers(
    _ tree: CompositeTree, places: [TablePlace], own: [[String]: (String) -> String],
    reported: [Int: String] = [:], memory: Bool, memberModifiers: String
  ) -> [DeclSyntax] {
    let completion = "\(Qualified.runtime)._Completion<Self>"
    var lasts: [String] = []
    var raising: [String] = []
    for place in places {
      let generator = place.generator
      let (plan, model) = (generator.plan, generator.model)
      // A superstate completes when one of its final cases is entered: the machine's own
      // superstates (every one with final cases, as `_completion(entering:)` raises them), a
      // held table's with completion rows, by number.
      var bySuperstate: [(raise: String, finals: [String])] = []
      for final in plan.superstateFinals {
        let raise: String
        if let spell = own[place.path] {
          raise = ".superstate(\(spell(final.superstate.name)))"
        } else if let number = tree.completionNumbers[
          CompositeTree.superstateCompletionKey(place.path, final.superstate.name)]
        {
          raise = ".inside(\(number))"
        } else {
          continue
        }
        let part = generator.topPart(final.state.name, at: place)
        if let index = bySuperstate.firstIndex(where: { $0.raise == raise }) {
          bySuperstate[index].finals.append(part)
        } else {
          bySuperstate.append((raise, [part]))
        }
      }
      for (raise, finals) in bySuperstate {
        let test = finals.map { "_$part == \($0)" }.joined(separator: " || ")
        raising += ["if \(test) {", "_$completions.append(\(raise))", "}"]
      }
      // A composite state completes when its held machine is done, at the last of its final
      // states the step entered.
      for planned in plan.composites {
        let state = planned.composite.state
        guard
          let number = tree.completionNumbers[
            CompositeTree.compositeCompletionKey(place.path + [state])],
          let index = generator.stateIndex(of: planned)
        else { continue }
        let inner = TablePlace(
          scope: 0, parent: nil, path: place.path + [state], generator: generator,
          steps: place.steps + [.composite(model.states[index])], firstActivity: 0)
        var finals: [String] = []
        switch planned.held {
        case .states(let held, let heldPlan):
          let heldGenerator = Generator(model: held, plan: heldPlan)
          finals = held.finalStates.map { heldGenerator.topPart($0, at: inner) }
        case .regions(let held, let plans):
          for (region, regionPlan) in zip(held.regions, plans) {
            var regionPlace = inner
            regionPlace.steps.append(.region(region.property))
            let regionGenerator = Generator(model: region.model, plan: regionPlan)
            finals += region.model.finalStates.map { regionGenerator.topPart($0, at: regionPlace) }
          }
        }
        guard !finals.isEmpty else { continue }
        let last = "_$last\(number)"
        lasts.append(
          "let \(last) = _$entered.lastIndex { _$part in "
            + finals.map { "_$part == \($0)" }.joined(separator: " || ") + " }")
        let (conditions, value) = generator.reach(place, from: "_$state")
        let bound = generator.pattern(model.states[index], binding: [0], bindingPrefix: "_$h")
        raising += [
          "if _$index == \(last), "
            + (conditions + ["case \(bound) = \(value)"]).joined(separator: ", ")
            + ", Self.\(heldDoneName(place.path + [state]))(_$h0) {",
          "_$completions.append(.inside(\(number)))", "}",
        ]
      }
    }
    let passing = memory ? ", memory: _$memory" : ""
    return [
      declaration(["\(memberModifiers)static var _completesInside: Swift.Bool {", "true", "}"]),
      declaration(
        [
          "\(memberModifiers)static func _raiseCompletions(entered _$entered: [Part], "
            + "in _$state: Self, into _$completions: inout [\(completion)]) {"
        ] + lasts
          + (raising.isEmpty
            ? []
            : ["for _$index in _$entered.indices {"]
              + (raising.contains { $0.contains("_$part ==") }
                ? ["let _$part = _$entered[_$index]"] : []) + raising + ["}"]) + ["}"]),
      declaration(
        [
          "\(memberModifiers)func _nextMicrostep(completingInside _$number: Swift.Int, "
            + "memory _$memory: \(Qualified.memory)) -> \(Qualified.runtime).Microstep<Self>? {",
          "var _$microstep = self._$microstep(completing: _$number\(passing))",
          "_$microstep?._completion = _$number",
        ] + reportedLines(reported) + ["return _$microstep", "}"]),
    ]
  }

  /// The lines setting the microstep's `completed` for the completions `reported` names.
  private static func reportedLines(_ reported: [Int: String]) -> [String] {
    guard !reported.isEmpty else { return [] }
    return ["switch _$number {"]
      + reported.sorted { $0.key < $1.key }.flatMap { number, superstate in
        ["case \(number):", "_$microstep?.completed = \(superstate)"]
      } + ["default:", "break", "}"]
  }

  /// `_trace(of:)` of a microstep in a tree with one queue of completions: the trace of the
  /// completion it took (`Microstep._completion`), as `trace` spells it from `from`, `to` and
  /// that number.
  static func microstepTraceMember(
    memberModifiers: String, trace: (String) -> [String]
  ) -> DeclSyntax {
    declaration(
      [
        "\(memberModifiers)static func _trace(of microstep: \(Qualified.runtime).Microstep<Self>) "
          + "-> \(Qualified.runtime)._StepTrace<Self> {",
        "let from = microstep.from", "let to = microstep.to",
      ] + trace("microstep._completion") + ["}"])
  }
}
