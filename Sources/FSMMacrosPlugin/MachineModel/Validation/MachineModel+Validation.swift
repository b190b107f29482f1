import SwiftDiagnostics
import SwiftSyntax

/// What validation found: a diagnostic for each mistake in the table, and the rows it rejected.
struct TableValidation {
  /// Why a row is left out of the plan.
  enum Rejection: Equatable {
    /// The row has a mistake, reported as an error (or, for an unknown name, as a note under
    /// the compiler's own error).
    case invalid
    /// The row repeats an earlier one, reported as a warning: not a mistake in the machine.
    case duplicate
  }

  var diagnostics: [Diagnostic]
  /// The rows to leave out of the plan, by ``RowModel/index``.
  var rejectedRows: [Int: Rejection]
}

extension MachineModel {
  /// Checks each row on its own: names, clashes with generated members, isolation, rows out of
  /// final states, duplicates. Every problem is collected; what depends on how rows combine
  /// (precedence, payloads, reachability) is the planner's.
  func validate() -> TableValidation {
    var validator = Validator(model: self)
    validator.checkSuperstates()
    validator.checkNames()
    validator.checkActivityNames()
    validator.checkNameClashes()
    validator.checkIsolatedReferences()
    validator.checkFinalSources()
    validator.checkCompletion()
    validator.checkDelays()
    validator.checkDuplicates()
    return TableValidation(
      diagnostics: validator.diagnostics.diagnostics, rejectedRows: validator.rejectedRows)
  }
}

struct Validator {
  let model: MachineModel
  var diagnostics = DiagnosticCollector()
  var rejectedRows: [Int: TableValidation.Rejection] = [:]
  /// Superstates whose declaration has an error: the rows within them are left out.
  var brokenSuperstates: Set<String> = []

  init(model: MachineModel) {
    self.model = model
  }

  // MARK: - Names

  mutating func checkNames() {
    let states = model.states.map(\.name)
    let events = model.events.map(\.name)
    let effects = model.effects?.map(\.name) ?? []
    // Looked up in sets, reported with the lists (in order, for the closest name): a 1,500-row
    // machine's rows searched 100 states each, 7 % of its plugin's time as users run it.
    let knownStates = Set(states)
    let knownEvents = Set(events)
    let knownEffects = Set(effects)
    for row in model.rows + model.eventlessRows {
      var ok = true
      let sourceNames: [String]
      switch row.sources {
      case .states(let names): sourceNames = names
      case .anyExcept(let names): sourceNames = names
      case .within(let superstate):
        sourceNames = []
        let superstates = model.superstateCases?.map(\.name) ?? []
        if !superstates.contains(superstate) {
          ok = false
          reportUnknown(
            "superstate", superstate, among: superstates,
            at: row.anchors.sources[superstate] ?? .none)
        } else if brokenSuperstates.contains(superstate) {
          ok = false
        }
      }
      for name in sourceNames where !knownStates.contains(name) {
        ok = false
        reportUnknown("state", name, among: states, at: row.anchors.sources[name] ?? .none)
      }
      if row.trigger == .event, !knownEvents.contains(row.event) {
        ok = false
        reportUnknown("event", row.event, among: events, at: row.anchors.event)
      }
      if let superstate = row.historyOf {
        let superstates = model.superstateCases?.map(\.name) ?? []
        if !superstates.contains(superstate) {
          ok = false
          reportUnknown("superstate", superstate, among: superstates, at: row.anchors.historyOf)
        } else if brokenSuperstates.contains(superstate) {
          ok = false
        } else if model.superstates.first(where: { $0.name == superstate })?.history == nil {
          ok = false
          diagnostics.report(
            .noHistory(superstate: superstate), at: row.anchors.historyOf,
            fallback: row.anchors.row)
        }
      }
      if let target = row.target, !knownStates.contains(target) {
        ok = false
        reportUnknown(
          "state", target, among: states,
          at: row.anchors.target.node == nil ? row.anchors.build : row.anchors.target)
      }
      if let effect = row.effect, !knownEffects.contains(effect) {
        ok = false
        reportUnknown("effect", effect, among: effects, at: row.anchors.effect)
      }
      if row.target == nil, row.build != nil, !row.stays {
        diagnostics.report(.unknownBuildTarget, at: row.anchors.build, fallback: row.anchors.row)
      }
      if !ok {
        rejectedRows[row.index] = .invalid
      }
    }
  }

  /// The names of each activity declaration (`.run(_:in:done:failed:)`, `.run(_:within:…)`): a
  /// misspelled one gets the note a row's does, with the closest name and its fix-it, under
  /// the compiler's own error.
  mutating func checkActivityNames() {
    let states = model.states.map(\.name)
    let superstates = model.superstateCases?.map(\.name) ?? []
    let events = model.events.map(\.name)
    let activities = model.activityCases?.map(\.name) ?? []
    for declaration in model.activities {
      if model.activityCases != nil, !activities.contains(declaration.activity) {
        reportUnknown(
          "activity", declaration.activity, among: activities, at: declaration.anchors.activity)
      }
      switch declaration.scope {
      case .state(let name) where !states.contains(name):
        reportUnknown("state", name, among: states, at: declaration.anchors.scope)
      case .superstate(let name) where !superstates.contains(name):
        reportUnknown("superstate", name, among: superstates, at: declaration.anchors.scope)
      default:
        break
      }
      let outcomes = [
        (declaration.done, declaration.anchors.done),
        (declaration.failed, declaration.anchors.failed),
      ]
      for (event, anchor) in outcomes {
        if let event, !events.contains(event) {
          reportUnknown("event", event, among: events, at: anchor)
        }
      }
    }
  }

  mutating func reportUnknown(
    _ kind: String, _ name: String, among names: [String], at anchor: SyntaxAnchor
  ) {
    let suggestion = closestName(to: name, among: names)
    var fixIts: [FixIt] = []
    if let suggestion, let member = anchor.node?.as(MemberAccessExprSyntax.self) {
      let old = member.declName.baseName
      let new = old.with(\.tokenKind, .identifier(suggestion))
      fixIts.append(
        FixIt(
          message: FSMFixIt("replace '\(name)' with '\(suggestion)'", id: "replaceName"),
          changes: [.replace(oldNode: Syntax(old), newNode: Syntax(new))]))
    }
    // At the name itself, where the compiler reports its error.
    let nameAnchor =
      anchor.node?.as(MemberAccessExprSyntax.self).map { SyntaxAnchor($0.declName.baseName) }
      ?? anchor
    diagnostics.report(
      .unknownName(kind: kind, name: name, suggestion: suggestion), at: nameAnchor, fixIts: fixIts)
  }

  /// A guard or builder that uses a `@MainActor` member, or a table with closures marked
  /// `@MainActor`: the compiler rejects it (the table's closures are nonisolated `@Sendable`
  /// functions, and the generated code reads the table from any isolation); a note says why, and
  /// the fix-it makes the member `nonisolated`.
  mutating func checkIsolatedReferences() {
    // The generated code reads a table with closures from any isolation.
    var tables: [NameReference] = []
    let rows = model.rows + model.eventlessRows
    for row in rows where row.isGuarded || row.build != nil {
      if !tables.contains(where: { $0.name == row.table }) {
        tables.append(
          NameReference(name: row.table, anchor: model.userMember(row.table)?.anchor ?? .none))
      }
    }
    for reference in tables + rows.flatMap(\.closureReferences) {
      guard
        let attribute = model.userMembers.last(where: {
          $0.name == reference.name && $0.mainActor != nil
        })?.mainActor?.node
      else { continue }
      var fixIts: [FixIt] = []
      if let written = attribute.as(AttributeSyntax.self) {
        let modifier = TokenSyntax.keyword(.nonisolated)
          .with(\.leadingTrivia, written.leadingTrivia)
          .with(\.trailingTrivia, written.trailingTrivia)
        fixIts.append(
          FixIt(
            message: FSMFixIt("replace '@MainActor' with 'nonisolated'", id: "makeNonisolated"),
            changes: [.replace(oldNode: Syntax(written), newNode: Syntax(modifier))]))
      }
      diagnostics.report(
        .isolatedMember(name: reference.name), at: reference.anchor, fixIts: fixIts)
    }
  }

  /// The user's members, states, events and effects named like a member the macro declares.
  mutating func checkNameClashes() {
    for member in GeneratedNames.members.sorted(by: { $0.name < $1.name }) {
      guard model.mayDeclare(member), let user = model.userMember(member.name) else { continue }
      diagnostics.report(.nameClash(name: member.name, reason: "rename yours"), at: user.anchor)
    }
    // Inside the enum, a member named like the enum hides the type from the generated code,
    // which names it (`Transition<Name>`, typestate's `Name.State`).
    if let anchor = model.userMember(model.name)?.anchor
      ?? model.states.first(where: { $0.name == model.name })?.anchor
    {
      diagnostics.report(
        .nameClash(
          name: model.name,
          reason: "it is the machine's name too, which generated code refers to; rename one of them"
        ),
        at: anchor)
    }
    let reserved = Set(GeneratedNames.members.filter(\.reservedForStates).map(\.name))
    for state in model.states where reserved.contains(state.name) {
      diagnostics.report(.nameClash(name: state.name, reason: "rename the state"), at: state.anchor)
    }
    for event in model.events {
      switch EventMethodClash.of(event, userMembers: model.userMembers) {
      case .discriminant:
        diagnostics.report(
          .nameClash(
            name: event.name, reason: "'Event' gets a member of that name; rename the event"),
          at: event.anchor)
      case .userFunction:
        diagnostics.report(
          .nameClash(
            name: event.name,
            reason:
              "the event's method '\(event.name)(...)' would redeclare yours; rename the event or your method"
          ),
          at: event.anchor)
      case .property, nil:
        // An enum passes no properties: its cases are not members a method could redeclare.
        break
      }
    }
    for effect in model.effects ?? [] where GeneratedNames.discriminantNames.contains(effect.name) {
      diagnostics.report(
        .nameClash(
          name: effect.name, reason: "'Effect' gets a member of that name; rename the effect"),
        at: effect.anchor)
    }
  }

  mutating func checkFinalSources() {
    // A case final for its superstate has no rows of its own either: its superstate's do.
    // Only a superstate's own cases are its final cases (`checkCompletion` reports others).
    var superstateOfFinal: [String: String] = [:]
    let tree = model.superstateTree
    for superstate in model.superstates {
      let nested = Set(tree.children(of: superstate.name).flatMap { tree.states[$0] ?? [] })
      for name in superstate.finals
      where superstateOfFinal[name] == nil && superstate.cases.contains(name)
        && !nested.contains(name)
      {
        superstateOfFinal[name] = superstate.name
      }
    }
    for row in model.rows + model.eventlessRows {
      guard case .states(let names) = row.sources else { continue }
      for name in names {
        if model.finalStates.contains(name) {
          rejectedRows[row.index] = .invalid
          diagnostics.report(
            .transitionFromFinal(state: name), at: row.anchors.sources[name] ?? row.anchors.row)
        } else if let superstate = superstateOfFinal[name] {
          rejectedRows[row.index] = .invalid
          diagnostics.report(
            .transitionFromSuperstateFinal(state: name, superstate: superstate),
            at: row.anchors.sources[name] ?? row.anchors.row)
        }
      }
    }
  }

  /// A superstate's `final:` cases are its own, and a completion row needs one.
  mutating func checkCompletion() {
    let tree = model.superstateTree
    for superstate in model.superstates where !brokenSuperstates.contains(superstate.name) {
      let nested = Set(tree.children(of: superstate.name).flatMap { tree.states[$0] ?? [] })
      for name in superstate.finals
      where !superstate.cases.contains(name) || nested.contains(name) {
        brokenSuperstates.insert(superstate.name)
        diagnostics.report(
          .finalOutsideSuperstate(state: name, superstate: superstate.name),
          at: superstate.anchors.finals[name] ?? superstate.anchors.declaration)
      }
    }
    for row in model.eventlessRows where row.trigger == .completion {
      guard case .within(let name) = row.sources, rejectedRows[row.index] == nil,
        let superstate = model.superstates.first(where: { $0.name == name })
      else { continue }
      if brokenSuperstates.contains(name) {
        rejectedRows[row.index] = .invalid
      } else if superstate.finals.isEmpty {
        rejectedRows[row.index] = .invalid
        diagnostics.report(.completionWithoutFinal(superstate: name), at: row.anchors.row)
      }
    }
  }

  // MARK: - Timed rows

  /// An `after:` delay must be positive when it is a literal, and the timed event must be
  /// constructible without arguments.
  mutating func checkDelays() {
    for row in model.rows {
      guard let delay = row.delay else { continue }
      if delay.isNotPositive {
        rejectedRows[row.index] = .invalid
        diagnostics.report(
          .invalidDelay(delay: delay.expression), at: row.anchors.delay, fallback: row.anchors.row)
      }
      guard let event = model.events.first(where: { $0.name == row.event }),
        let missing = event.parameters.first(where: { $0.defaultValue == nil })
      else { continue }
      rejectedRows[row.index] = .invalid
      let value = missing.label.map { "'\($0)'" } ?? "of type '\(missing.type)'"
      diagnostics.report(
        .timedEventPayload(event: row.event, value: value), at: row.anchors.delay,
        fallback: row.anchors.row)
    }
  }

  // MARK: - Duplicates

  /// A row written twice is a warning, not a conflict: the second copy is left out.
  mutating func checkDuplicates() {
    // What makes two rows the same. A value, not the parts printed into a string: printing the
    // sources goes through reflection, 4 % of a 1,500-row machine's plugin time as users run it.
    // A region's row with `.whenIn` conditions and the same row without them are not the same:
    // the second is the first's fallback.
    struct Key: Hashable {
      var sources: RowModel.Sources
      var event: String
      var target, historyOf, build, effect, guardExpression, delay: String?
      var conditions: Set<[String]>
      var leavingTo: [String]?
      var completesHeld: Bool
    }
    var seen: Set<Key> = []
    for row in model.rows where rejectedRows[row.index] == nil {
      let key = Key(
        sources: row.sources, event: row.event, target: row.target, historyOf: row.historyOf,
        build: row.build, effect: row.effect, guardExpression: row.guardExpression,
        delay: row.delay?.expression,
        conditions: Set(row.conditions.map(\.path)), leavingTo: row.leavingTo?.path,
        completesHeld: row.completesHeld)
      guard seen.insert(key).inserted else {
        rejectedRows[row.index] = .duplicate
        diagnostics.report(
          .duplicateTransition(state: model.sourceStates(of: row).first ?? "", event: row.event),
          at: row.anchors.row, fixIts: removeRowFixIt(row))
        continue
      }
    }
  }

  func removeRowFixIt(_ row: RowModel) -> [FixIt] {
    guard let element = row.anchors.row.node?.parent?.as(ArrayElementSyntax.self),
      let list = element.parent?.as(ArrayElementListSyntax.self),
      let index = list.firstIndex(where: { $0.id == element.id })
    else { return [] }
    var shorter = list
    shorter.remove(at: index)
    return [
      FixIt(
        message: FSMFixIt("remove the duplicate row", id: "removeRow"),
        changes: [.replace(oldNode: Syntax(list), newNode: Syntax(shorter))])
    ]
  }
}
