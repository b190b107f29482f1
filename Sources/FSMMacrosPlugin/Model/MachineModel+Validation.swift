public import SwiftDiagnostics
import SwiftSyntax

extension MachineModel {
  /// Checks the table and resolves it into a ``TransitionPlan``.
  ///
  /// Every problem is collected. Rows with an error are left out of the plan, so the code
  /// generated from it compiles and the user sees one diagnostic per mistake.
  public func validate() -> (plan: TransitionPlan, diagnostics: [Diagnostic]) {
    var validator = Validator(model: self)
    let plan = validator.run()
    return (plan, validator.diagnostics)
  }
}

private struct Validator {
  let model: MachineModel
  var diagnostics: [Diagnostic] = []
  /// Rows that failed a check; they are left out of the plan.
  var rejected: Set<Int> = []
  /// Rows left out because an earlier row is the same: not a mistake in the machine.
  var duplicates: Set<Int> = []
  /// The diagnostics already reported (ID, message, position): a row checked once per source
  /// state reports each problem once.
  var reported: Set<String> = []

  init(model: MachineModel) {
    self.model = model
  }

  mutating func report(
    _ message: FSMDiagnostic, at anchor: SyntaxAnchor, fallback: SyntaxAnchor = .none,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    guard let node = anchor.node ?? fallback.node else { return }
    let key = "\(message.id)|\(message.message)|\(node.position.utf8Offset)"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(Diagnostic(node: node, message: message, notes: notes, fixIts: fixIts))
  }

  mutating func run() -> TransitionPlan {
    checkNames()
    checkNameClashes()
    checkIsolatedReferences()
    checkFinalSources()
    checkDuplicates()
    var plan = TransitionPlan()
    var planned: [Int: [String: PlannedRow]] = [:]  // row index -> source -> planned row

    let rows = model.rows.filter { !rejected.contains($0.index) }
    var conflicts: [(later: RowModel, first: RowModel)] = []
    var shadowed: [(later: RowModel, first: RowModel)] = []

    // Decide, for every (state, event) pair, which rows apply, in precedence order.
    var applicable: [String: [String: [RowModel]]] = [:]
    // Rows naming their sources, by source and event; `fromAny` rows by event; in table order.
    var namedRows: [String: [String: [RowModel]]] = [:]
    var anyRows: [String: [RowModel]] = [:]
    for row in rows {
      switch row.sources {
      case .states(let sources):
        for source in Set(sources) {
          namedRows[source, default: [:]][row.event, default: []].append(row)
        }
      case .anyExcept:
        anyRows[row.event, default: []].append(row)
      }
    }
    for state in model.states {
      for event in model.events {
        let named = namedRows[state.name]?[event.name] ?? []
        let any = (anyRows[event.name] ?? []).filter { row in
          guard case .anyExcept(let excluded) = row.sources else { return false }
          return !excluded.contains(state.name) && !model.finalStates.contains(state.name)
        }
        var chosen: [RowModel] = []
        for group in [named, any] where chosen.last?.isGuarded ?? true {
          for (position, row) in group.enumerated() {
            if let first = group[..<position].first(where: { !$0.isGuarded }) {
              if row.isGuarded {
                shadowed.append((row, first))
              } else {
                conflicts.append((row, first))
              }
              continue
            }
            chosen.append(row)
          }
        }
        if !chosen.isEmpty {
          applicable[state.name, default: [:]][event.name] = chosen
        }
      }
    }
    for (later, first) in conflicts {
      rejected.insert(later.index)
      let state = firstSharedState(later, first)
      report(
        .conflictingTransitions(state: state, event: later.event), at: later.anchors.row,
        notes: first.anchors.row.node.map {
          [
            Note(
              node: $0,
              message: FSMNote(.conflictingTransitionsFirst(state: state, event: first.event)))
          ]
        } ?? [])
    }
    for (later, first) in shadowed where !rejected.contains(later.index) {
      report(
        .shadowedTransition(state: firstSharedState(later, first), event: later.event),
        at: later.anchors.row)
    }

    // Resolve payloads per (row, source).
    for state in model.states {
      for event in model.events {
        for row in applicable[state.name]?[event.name] ?? [] where !rejected.contains(row.index) {
          if let resolved = resolve(row, from: state, on: event) {
            planned[row.index, default: [:]][state.name] = resolved
          } else {
            rejected.insert(row.index)
          }
        }
      }
    }

    for state in model.states {
      var branches: [EventBranch] = []
      for event in model.events {
        let rows = (applicable[state.name]?[event.name] ?? []).filter {
          !rejected.contains($0.index)
        }
        let plannedRows = rows.compactMap { planned[$0.index]?[state.name] }
        if !plannedRows.isEmpty {
          branches.append(EventBranch(event: event.name, rows: plannedRows))
        }
      }
      if !branches.isEmpty {
        plan.branches.append(StateBranch(state: state.name, events: branches))
      }
    }

    // Edges, in table order, one per source the row really applies to.
    for row in model.rows where !rejected.contains(row.index) {
      for state in sourceStates(of: row) {
        let applies = applicable[state]?[row.event]?.contains { $0.index == row.index } ?? false
        guard applies else { continue }
        plan.edges.append(
          PlannedEdge(
            source: state, event: row.event, target: row.target, effect: row.effect,
            guardLabel: row.guardLabel))
      }
    }
    // A row left out as invalid (an unknown name is only a note) would make the analyses wrong.
    let invalidRows = rejected.subtracting(duplicates)
    let hasErrors = diagnostics.contains { $0.diagMessage.severity == .error }
    if model.isComplete, invalidRows.isEmpty, !hasErrors {
      checkReachability(plan)
      checkUnusedEvents()
    }
    if model.typestate {
      let clashes = model.typestateClashes(plan: plan)
      for (message, anchor) in clashes {
        report(message, at: anchor)
      }
      plan.generatesTypestate = clashes.isEmpty
    }
    return plan
  }

  func sourceStates(of row: RowModel) -> [String] {
    switch row.sources {
    case .states(let names):
      var seen: Set<String> = []
      return names.filter { seen.insert($0).inserted }
    case .anyExcept(let excluded):
      return model.states.map(\.name).filter {
        !excluded.contains($0) && !model.finalStates.contains($0)
      }
    }
  }

  func firstSharedState(_ a: RowModel, _ b: RowModel) -> String {
    let other = Set(sourceStates(of: b))
    return sourceStates(of: a).first(where: other.contains) ?? sourceStates(of: a).first ?? ""
  }

  // MARK: - Names

  mutating func checkNames() {
    let states = model.states.map(\.name)
    let events = model.events.map(\.name)
    let effects = model.effects?.map(\.name) ?? []
    for row in model.rows {
      var ok = true
      let sourceNames: [String]
      switch row.sources {
      case .states(let names): sourceNames = names
      case .anyExcept(let names): sourceNames = names
      }
      for name in sourceNames where !states.contains(name) {
        ok = false
        reportUnknown("state", name, among: states, at: row.anchors.sources[name] ?? .none)
      }
      if !events.contains(row.event) {
        ok = false
        reportUnknown("event", row.event, among: events, at: row.anchors.event)
      }
      if let target = row.target, !states.contains(target) {
        ok = false
        reportUnknown(
          "state", target, among: states,
          at: row.anchors.target.node == nil ? row.anchors.build : row.anchors.target)
      }
      if let effect = row.effect, !effects.contains(effect) {
        ok = false
        reportUnknown("effect", effect, among: effects, at: row.anchors.effect)
      }
      if row.target == nil, row.build != nil {
        report(.unknownBuildTarget, at: row.anchors.build, fallback: row.anchors.row)
      }
      if !ok {
        rejected.insert(row.index)
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
    report(
      .unknownName(kind: kind, name: name, suggestion: suggestion), at: nameAnchor, fixIts: fixIts)
  }

  /// A guard or builder that uses a `@MainActor` member: the compiler rejects it (the table's
  /// closures are nonisolated `@Sendable` functions); a note says why, and the fix-it makes the
  /// member `nonisolated`.
  mutating func checkIsolatedReferences() {
    for row in model.rows {
      for reference in row.closureReferences {
        guard let attribute = model.mainActorMembers[reference.name]?.node else { continue }
        var fixIts: [FixIt] = []
        if let written = attribute.as(AttributeSyntax.self) {
          let modifier = TokenSyntax.keyword(.nonisolated)
            .with(\.leadingTrivia, written.leadingTrivia)
            .with(\.trailingTrivia, written.trailingTrivia)
          fixIts.append(
            FixIt(
              message: FSMFixIt(
                "replace '@MainActor' with 'nonisolated'", id: "makeNonisolated"),
              changes: [.replace(oldNode: Syntax(written), newNode: Syntax(modifier))]))
        }
        report(.isolatedMember(name: reference.name), at: reference.anchor, fixIts: fixIts)
      }
    }
  }

  mutating func checkNameClashes() {
    let generatedStatics = MachineModel.generatedNames
    let generatedMembers = generatedStatics.union([
      "transition(on:)", "_$edges",
    ])
    for name in generatedMembers.sorted() {
      guard let anchor = model.userMembers[name] else { continue }
      report(
        .nameClash(name: name, reason: "rename yours"),
        at: anchor)
    }
    for state in model.states where generatedStatics.contains(state.name) {
      report(
        .nameClash(name: state.name, reason: "rename the state"), at: state.anchor)
    }
    for event in model.events {
      if event.name == "case" || event.name == "Case" {
        report(
          .nameClash(
            name: event.name, reason: "'Event' gets a member of that name; rename the event"),
          at: event.anchor)
      } else if model.userFunctionNames.contains(event.name) {
        report(
          .nameClash(
            name: event.name,
            reason:
              "the event's method '\(event.name)(...)' would redeclare yours; rename the event or your method"
          ),
          at: event.anchor)
      }
    }
    for effect in model.effects ?? [] where effect.name == "case" || effect.name == "Case" {
      report(
        .nameClash(
          name: effect.name, reason: "'Effect' gets a member of that name; rename the effect"),
        at: effect.anchor)
    }
  }

  mutating func checkFinalSources() {
    for row in model.rows {
      guard case .states(let names) = row.sources else { continue }
      for name in names where model.finalStates.contains(name) {
        rejected.insert(row.index)
        report(.transitionFromFinal(state: name), at: row.anchors.sources[name] ?? row.anchors.row)
      }
    }
  }

  // MARK: - Duplicates

  /// A row written twice is a warning, not a conflict: the second copy is left out.
  mutating func checkDuplicates() {
    var seen: Set<String> = []
    for row in model.rows where !rejected.contains(row.index) {
      let key = [
        "\(row.sources)", row.event, row.target ?? "", row.build ?? "", row.effect ?? "",
        row.guardExpression ?? "",
      ].joined(separator: "\u{1}")
      guard seen.insert(key).inserted else {
        rejected.insert(row.index)
        duplicates.insert(row.index)
        report(
          .duplicateTransition(state: sourceStates(of: row).first ?? "", event: row.event),
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

  // MARK: - Whole-machine analyses

  /// Unreachable states, and reachable states that cannot leave. Guarded edges count as
  /// possible; a `build:` row whose target is unknown might reach any state, so with one the
  /// analysis says nothing. A machine with a single state has nowhere else to go: its state is
  /// no dead end.
  mutating func checkReachability(_ plan: TransitionPlan) {
    guard let initial = model.initialState, !plan.edges.contains(where: { $0.target == nil })
    else { return }
    let bySource = Dictionary(grouping: plan.edges, by: \.source)
    var reached: Set<String> = [initial]
    var pending = [initial]
    while let state = pending.popLast() {
      for edge in bySource[state] ?? [] {
        if let target = edge.target, reached.insert(target).inserted {
          pending.append(target)
        }
      }
    }
    for state in model.states {
      if !reached.contains(state.name) {
        report(.unreachableState(state: state.name, initial: initial), at: state.anchor)
      } else if model.states.count > 1, !model.finalStates.contains(state.name),
        !(bySource[state.name] ?? []).contains(where: { $0.target != state.name })
      {
        report(.deadEndState(state: state.name), at: state.anchor, fixIts: markFinalFixIt(state))
      }
    }
  }

  /// Inserts `@Final` before the case, when the declaration declares that case alone.
  func markFinalFixIt(_ state: CaseModel) -> [FixIt] {
    guard let element = state.anchor.node?.parent?.as(EnumCaseElementSyntax.self),
      let decl = element.parent?.parent?.as(EnumCaseDeclSyntax.self), decl.elements.count == 1
    else { return [] }
    let leading = decl.leadingTrivia
    var marked = decl
    marked.leadingTrivia = []
    let attribute = AttributeSyntax(
      attributeName: IdentifierTypeSyntax(name: .identifier("Final")), trailingTrivia: .space)
    marked.attributes = AttributeListSyntax([.attribute(attribute)] + Array(marked.attributes))
    marked.leadingTrivia = leading
    return [
      FixIt(
        message: FSMFixIt("mark '\(state.name)' '@Final'", id: "markFinal"),
        changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(marked))])
    ]
  }

  mutating func checkUnusedEvents() {
    let used = Set(model.rows.map(\.event))
    for event in model.events where !used.contains(event.name) {
      report(.unusedEvent(event: event.name), at: event.anchor)
    }
  }

  // MARK: - Payloads

  /// The planned row for `row` taken from `state` on `event`, or `nil` after reporting why its
  /// target or effect cannot be built.
  mutating func resolve(_ row: RowModel, from state: CaseModel, on event: CaseModel) -> PlannedRow?
  {
    var target: PlannedTarget = .build
    var targetValues: [(parameter: ParameterModel, value: Argument.Value)] = []
    if row.build == nil, let name = row.target, let targetCase = model.state(named: name) {
      guard
        let construction = construct(
          targetCase, tiers: [("event", event, .event), ("state", state, .source)],
          row: row, anchor: row.anchors.target, eventName: event.name, sourceName: state.name)
      else { return nil }
      target = .construct(construction)
      for (position, parameter) in targetCase.parameters.enumerated() {
        let supplied = construction.arguments?.first { $0.position == position }
        if let value = supplied?.value ?? parameter.defaultValue.map(Argument.Value.expression) {
          targetValues.append((parameter, value))
        }
      }
    }
    var effect: Construction?
    if let name = row.effect, let effectCase = model.effect(named: name) {
      let targetTier = CaseModel(
        row.target ?? "target", targetValues.map(\.parameter))
      guard
        let construction = construct(
          effectCase,
          tiers: [
            ("event", event, .event), ("target", targetTier, .target(targetValues.map(\.value))),
            ("state", state, .source),
          ],
          row: row, anchor: row.anchors.effect, eventName: event.name, sourceName: state.name)
      else { return nil }
      effect = construction
    }
    return PlannedRow(row: row.index, guarded: row.isGuarded, target: target, effect: effect)
  }

  enum Tier {
    case event, source
    case target([Argument.Value])

    func value(at position: Int) -> Argument.Value {
      switch self {
      case .event: .event(position)
      case .source: .source(position)
      case .target(let values): values[position]
      }
    }
  }

  /// Builds `caseModel` from the tiers' associated values, in tier order: by label for labeled
  /// values, by unique type for unlabeled ones, else the case's default.
  mutating func construct(
    _ caseModel: CaseModel,
    tiers: [(kind: String, values: CaseModel, tier: Tier)],
    row: RowModel, anchor: SyntaxAnchor, eventName: String, sourceName: String
  ) -> Construction? {
    guard !caseModel.parameters.isEmpty else {
      return Construction(caseName: caseModel.name, arguments: nil)
    }
    var arguments: [Argument] = []
    for (position, parameter) in caseModel.parameters.enumerated() {
      var found: Argument.Value?
      search: for (kind, values, tier) in tiers {
        if let label = parameter.label {
          guard let index = values.parameters.firstIndex(where: { $0.label == label }) else {
            continue
          }
          let candidate = values.parameters[index]
          guard candidate.normalizedType == parameter.normalizedType else {
            report(
              .payloadTypeMismatch(
                label: label, expected: parameter.type, found: candidate.type,
                foundIn: "\(kind) '\(values.name)'", target: caseModel.name),
              at: anchor, fallback: row.anchors.row)
            return nil
          }
          found = tier.value(at: index)
          break search
        } else {
          let matches = values.parameters.indices.filter {
            values.parameters[$0].normalizedType == parameter.normalizedType
          }
          if matches.count > 1 {
            report(
              .ambiguousPayload(
                type: parameter.type, of: caseModel.name,
                candidates: matches.map { values.parameters[$0].label ?? "\(values.name).\($0)" }),
              at: anchor, fallback: row.anchors.row)
            return nil
          }
          if let index = matches.first {
            found = tier.value(at: index)
            break search
          }
        }
      }
      if let found {
        arguments.append(Argument(label: parameter.label, value: found, position: position))
      } else if parameter.defaultValue == nil {
        report(
          .unfilledPayload(
            value: parameter.label ?? "associated value \(position)", type: parameter.type,
            of: caseModel.name, event: eventName, source: sourceName,
            hint:
              "rename a label so that they match, give it a default value, or compute the value with 'build:'"
          ),
          at: anchor, fallback: row.anchors.row)
        return nil
      }
    }
    return Construction(caseName: caseModel.name, arguments: arguments)
  }

  func closestName(to name: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= max(1, name.count / 3 + 1), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }
}

/// The Levenshtein distance between two strings.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// A diagnostic message used as a note.
struct FSMNote: NoteMessage {
  let diagnostic: FSMDiagnostic
  init(_ diagnostic: FSMDiagnostic) { self.diagnostic = diagnostic }
  var message: String { diagnostic.message }
  var noteID: MessageID { diagnostic.diagnosticID }
}
