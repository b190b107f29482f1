import FSMRuntime

/// One part of a machine that a step moved: from which part, on which event, to which part. For
/// a machine, the step itself; for a machine with regions, one per region that took the event.
struct Move<M: StateMachine>: Hashable {
  var source: M.Part
  var event: M.Event.Case
  var target: M.Part

  /// The moves of `step`, in region declaration order (a machine without regions is one
  /// region, which every step moves).
  static func of(_ step: Step<M>) -> [Move] {
    let sources = M.parts(of: step.from.case)
    let targets = M.parts(of: step.to.case)
    let event = step.event.case
    let moved = M._regionsMoved(by: step)
    return zip(sources, targets).enumerated().compactMap { region, parts in
      moved & (1 << UInt64(region)) == 0
        ? nil : Move(source: parts.0, event: event, target: parts.1)
    }
  }

  /// Whether this move takes `edge`: same source, event and target (any target, for an edge
  /// whose target is unknown).
  func takes(_ edge: Edge<M>) -> Bool {
    edge.source == source && edge.event == event && (edge.target.map { $0 == target } ?? true)
  }
}
