import SwiftDiagnostics
import SwiftSyntax

/// A payload that the associated values of a constructed case may be taken from: the event's,
/// the target state's (for an effect: as the row constructs it or as its `build:` closure
/// built it) or the source state's.
struct PayloadSource {
  /// How messages name the source: `event`, `target` or `state`.
  var role: String
  /// The case carrying the payload.
  var caseName: String
  var parameters: [ParameterModel]
  /// How generated code reads each of `parameters`, by position.
  var values: [Argument.Value]

  static func event(_ event: CaseModel) -> PayloadSource {
    PayloadSource(
      role: "event", caseName: event.name, parameters: event.parameters,
      values: event.parameters.indices.map(Argument.Value.event))
  }

  static func sourceState(_ state: CaseModel) -> PayloadSource {
    PayloadSource(
      role: "state", caseName: state.name, parameters: state.parameters,
      values: state.parameters.indices.map(Argument.Value.source))
  }

  /// The target's associated values as `construction` builds them: an effect can repeat them.
  /// Values left to their default are read as that default.
  static func target(_ target: CaseModel, builtBy construction: Construction) -> PayloadSource {
    var parameters: [ParameterModel] = []
    var values: [Argument.Value] = []
    for (position, parameter) in target.parameters.enumerated() {
      let supplied = construction.arguments?.first { $0.position == position }
      if let value = supplied?.value ?? parameter.defaultValue.map(Argument.Value.expression) {
        parameters.append(parameter)
        values.append(value)
      }
    }
    return PayloadSource(
      role: "target", caseName: target.name, parameters: parameters, values: values)
  }

  /// The associated values of `target` as a row's `build:` closure built it (its case checked
  /// at run time): an effect can repeat them.
  static func built(_ target: CaseModel) -> PayloadSource {
    PayloadSource(
      role: "target", caseName: target.name, parameters: target.parameters,
      values: target.parameters.indices.map(Argument.Value.built))
  }

  /// How messages name a value of this payload that has no label: `loaded.0`.
  func unlabeledName(at position: Int) -> String {
    parameters[position].label ?? "\(caseName).\(position)"
  }
}

extension Planner {
  /// The planned row for `row` taken from the state at `stateIndex` on the event at
  /// `eventIndex`, or `nil` after reporting why its target or effect cannot be built.
  func resolve(
    _ row: RowModel, from stateIndex: Int, on eventIndex: Int?,
    into diagnostics: inout DiagnosticCollector
  ) -> PlannedRow? {
    let state = model.states[stateIndex]
    // An eventless or completion row has no event to take values from.
    let event = eventIndex.map { model.events[$0] }
    let eventSources = event.map { [PayloadSource.event($0)] } ?? []
    var context = ResolutionContext(row: row, event: event?.name, source: state.name)
    var target: PlannedTarget = .build
    var targetSource: PayloadSource?
    // A target built by `build:` whose case is known: the step checks the built value's case,
    // and an effect may take values from it.
    var builtCase: CaseReference?
    var mayBuildOtherCase = false
    if row.stays {
      // The target is the source, or what `build:` makes of it (of the same case, tested at run
      // time).
      target = .stay(builds: row.build != nil)
      if row.build != nil {
        builtCase = reference(toState: stateIndex)
        mayBuildOtherCase = true
      }
    } else if row.build != nil, row.historyOf == nil, row.leavingTo == nil, let name = row.target,
      let position = self.stateIndex[name]
    {
      builtCase = reference(toState: position)
      // A case the closure's single expression constructs is always the one built.
      mayBuildOtherCase = row.anchors.target.node != nil
    } else if let superstate = row.historyOf {
      // Validation rejected the row if the superstate has no history.
      guard let history = histories[superstate] else { return nil }
      target = .history(history)
    } else if let leaving = row.leavingTo {
      // Resolved once the tree is planned: the target is in another table.
      target = .leave(PlannedLeave(target: leaving))
    } else if row.build == nil, let name = row.target, let position = self.stateIndex[name] {
      let reference = self.reference(toState: position)
      let targetCase = model.states[position]
      context.anchor = row.anchors.target
      // A composite state is entered at its held machine's initial configuration (its default),
      // never with a value of the event or the source; whose held machine could not be read
      // (already reported), not at all.
      let construction: Construction
      if model.compositeStates.contains(targetCase.name) {
        guard let composite = model.composites.first(where: { $0.state == targetCase.name })
        else { return nil }
        construction = model.entryConstruction(of: composite, at: reference)
      } else {
        guard
          let built = Self.construct(
            reference, parameters: targetCase.parameters,
            from: eventSources + [.sourceState(state)], context, into: &diagnostics)
        else { return nil }
        construction = built
      }
      target = .construct(construction)
      targetSource = .target(targetCase, builtBy: construction)
    }
    if let builtCase {
      targetSource = .built(model.states[builtCase.index])
    }
    var effect: Construction?
    if let name = row.effect, let reference = self.reference(toEffect: name),
      let effectCase = model.effects?[reference.index]
    {
      context.anchor = row.anchors.effect
      let sources = eventSources + (targetSource.map { [$0] } ?? []) + [.sourceState(state)]
      guard
        let construction = Self.construct(
          reference, parameters: effectCase.parameters, from: sources, context,
          into: &diagnostics)
      else { return nil }
      effect = construction
    }
    return PlannedRow(
      index: row.index, table: row.table, position: row.position, guarded: row.isGuarded,
      target: target, effect: effect, conditions: row.conditions,
      callsGuard: row.guardExpression != nil, stateOnly: row.trigger != .event,
      completesHeld: row.completesHeld, builtCase: builtCase,
      mayBuildOtherCase: mayBuildOtherCase)
  }

  /// What a construction's messages say and point at.
  struct ResolutionContext {
    var row: RowModel
    /// The event values may come from; `nil` when there is none (an eventless row, an activity).
    var event: String?
    var source: String
    /// Whether the constructed value may be computed with `build:` instead: a row's target or
    /// effect may, an activity's value may not (`.run` takes it from its state).
    var builds = true
    /// The target or effect being built; the row when it has no node of its own.
    var anchor: SyntaxAnchor = .none
  }

  /// Builds the case `constructed`, whose associated values are `parameters`, from the first of
  /// `sources` that has each value: by label for a labeled value, by its type (which must be
  /// unique in that source) for an unlabeled one, else from the value's default.
  static func construct(
    _ constructed: CaseReference, parameters: [ParameterModel], from sources: [PayloadSource],
    _ context: ResolutionContext, into diagnostics: inout DiagnosticCollector
  ) -> Construction? {
    guard !parameters.isEmpty else {
      return Construction(constructed: constructed, arguments: nil)
    }
    var arguments: [Argument] = []
    for (position, parameter) in parameters.enumerated() {
      var found: Argument.Value?
      search: for source in sources {
        if let label = parameter.label {
          guard let index = source.parameters.firstIndex(where: { $0.label == label }) else {
            continue
          }
          let candidate = source.parameters[index]
          guard candidate.normalizedType == parameter.normalizedType else {
            diagnostics.report(
              .payloadTypeMismatch(
                label: label, expected: parameter.type, found: candidate.type,
                foundIn: "\(source.role) '\(source.caseName)'", target: constructed.name,
                builds: context.builds),
              at: context.anchor, fallback: context.row.anchors.row)
            return nil
          }
          found = source.values[index]
          break search
        } else {
          let matches = source.parameters.indices.filter {
            source.parameters[$0].normalizedType == parameter.normalizedType
          }
          if matches.count > 1 {
            diagnostics.report(
              .ambiguousPayload(
                type: parameter.type, of: constructed.name,
                candidates: matches.map(source.unlabeledName(at:)), builds: context.builds),
              at: context.anchor,
              fallback: context.row.anchors.row)
            return nil
          }
          if let index = matches.first {
            found = source.values[index]
            break search
          }
        }
      }
      if let found {
        arguments.append(Argument(label: parameter.label, value: found, position: position))
      } else if parameter.defaultValue == nil {
        diagnostics.report(
          .unfilledPayload(
            value: parameter.label ?? "associated value \(position)", type: parameter.type,
            of: constructed.name, event: context.event, source: context.source,
            hint: context.builds
              ? "rename a label so that they match, give it a default value, or compute the value "
                + "with 'build:'"
              : "rename a label so that they match, or give it a default value (an activity takes its "
                + "values from its state)"
          ), at: context.anchor, fallback: context.row.anchors.row)
        return nil
      }
    }
    return Construction(constructed: constructed, arguments: arguments)
  }
}
