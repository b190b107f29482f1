import SwiftDiagnostics
import SwiftSyntax

/// An activity declaration as generated code runs it.
public struct PlannedActivity: Equatable, Sendable {
  /// Its position among the planned declarations: `StateActivity.declaration`.
  public var declaration: Int
  /// The case of `Activity` it runs.
  public var activity: CaseReference
  /// The superstate that runs it, or `nil` for a case's.
  public var superstate: CaseReference?
  /// The event its result becomes, and the event its error becomes.
  public var done: CaseReference?
  public var failed: CaseReference?
  /// How its error becomes the `failed:` event's payload.
  public var failure: FailurePayload
  /// For each case that runs it, by position, how the activity is built from the case's payload
  /// (values read from the source state, `_$s<position>`).
  public var constructions: [Int: Construction]

  /// How an activity's error fills its `failed:` event.
  public enum FailurePayload: Equatable, Sendable {
    /// The event has no associated values.
    case none
    /// One `String`: the error's description, under the label (if any).
    case description(label: String?)
    /// One `any Error`: the error itself, under the label (if any).
    case error(label: String?)
  }
}

extension Planner {
  /// Plans `activities`: each declaration whose names exist, with the activity built from every
  /// case of its scope. Reports an activity whose declarations disagree on their outcome events
  /// (one handler per activity returns one type), a `failed:` event whose payload cannot hold an
  /// error, and an activity value a case of its scope cannot supply.
  func planActivities(into diagnostics: inout DiagnosticCollector) -> [PlannedActivity] {
    guard let activityCases = model.activityCases else { return [] }
    let activityIndex = Self.positions(activityCases)
    var planned: [PlannedActivity] = []
    var outcomes: [String: (done: String?, failed: String?)] = [:]
    for declaration in model.activities {
      // A name that does not exist is the compiler's error on the declaration.
      guard let activityPosition = activityIndex[declaration.activity] else { continue }
      let activity = CaseReference(index: activityPosition, name: declaration.activity)
      let done = declaration.done.flatMap { eventIndex[$0] }.map(reference(toEvent:))
      let failed = declaration.failed.flatMap { eventIndex[$0] }.map(reference(toEvent:))
      guard (declaration.done == nil) == (done == nil),
        (declaration.failed == nil) == (failed == nil)
      else { continue }
      if let earlier = outcomes[declaration.activity] {
        guard earlier.done == declaration.done, earlier.failed == declaration.failed else {
          diagnostics.report(
            .conflictingActivityOutcomes(
              activity: declaration.activity, done: earlier.done, failed: earlier.failed),
            at: declaration.anchors.declaration)
          continue
        }
      }
      outcomes[declaration.activity] = (declaration.done, declaration.failed)
      var failure = PlannedActivity.FailurePayload.none
      if let failed {
        let parameters = model.events[failed.index].parameters
        switch parameters.count {
        case 0:
          failure = .none
        case 1 where parameters[0].normalizedType == "String":
          failure = .description(label: parameters[0].label)
        case 1 where ["anyError", "Error", "(anyError)"].contains(parameters[0].normalizedType):
          failure = .error(label: parameters[0].label)
        default:
          diagnostics.report(
            .activityFailurePayload(
              activity: declaration.activity, event: failed.name,
              types: parameters.map(\.type)),
            at: declaration.anchors.failed)
          continue
        }
      }
      let cases: [Int]
      var superstate: CaseReference?
      switch declaration.scope {
      case .state(let name):
        guard let position = stateIndex[name] else { continue }
        cases = [position]
      case .superstate(let name):
        guard let position = superstateIndex[name] else { continue }
        superstate = CaseReference(index: position, name: name)
        cases = model.states.indices.filter {
          tree.chains[model.states[$0].name]?.contains(name) ?? false
        }
      }
      var constructions: [Int: Construction] = [:]
      var complete = true
      for state in cases {
        var row = RowModel(index: -1, sources: .states([]), event: "", target: nil)
        row.anchors.row = declaration.anchors.declaration
        var context = ResolutionContext(row: row, event: nil, source: model.states[state].name)
        context.anchor = declaration.anchors.activity
        context.builds = false
        guard
          let construction = Self.construct(
            activity, parameters: activityCases[activityPosition].parameters,
            from: [.sourceState(model.states[state])], context, into: &diagnostics)
        else {
          complete = false
          break
        }
        constructions[state] = construction
      }
      guard complete else { continue }
      planned.append(
        PlannedActivity(
          declaration: planned.count, activity: activity, superstate: superstate, done: done,
          failed: failed, failure: failure, constructions: constructions))
    }
    return planned
  }
}
