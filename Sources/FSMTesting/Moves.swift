import FSMRuntime

/// One part of a machine that a step moved: from which part, on which event, to which part. For
/// a machine, the step itself; for a machine with regions, one per region that took the event;
/// for a step with microsteps, its event's own row, then one per microstep (without an event).
struct Move<M: StateMachine>: Hashable {
  var source: M.Part
  /// `nil` for a microstep: an eventless row, or a completion row of ``completes``.
  var event: M.Event.Case?
  var target: M.Part
  var completes: M.Superstate? = nil

  /// The moves of `step`, in region declaration order (a machine without regions is one
  /// region, which every step moves), then those of its microsteps in order. `memory` is what
  /// the step was taken with: where a history row went, for the microsteps that follow it.
  static func of(_ step: Step<M>, memory: StateMemory<M> = StateMemory()) -> [Move] {
    if M._settles, let first = step.from._firstStep(on: step.event, memory: memory) {
      var state = first.to
      var settling = memory
      settling.record(first)
      var moves = eventMoves(of: first)
      _ = M._settle(&state, entered: M._regionsMoved(by: first), memory: &settling) {
        microstep in
        // The regions the microstep moved, each by one eventless or completion row.
        let parts = zip(M.parts(of: microstep.from.case), M.parts(of: microstep.to.case))
        for (region, (source, target)) in parts.enumerated()
        where microstep._moved & (1 << UInt64(region)) != 0 {
          moves.append(
            Move(source: source, event: nil, target: target, completes: microstep.completed))
        }
      }
      return moves
    }
    return eventMoves(of: step)
  }

  /// The moves of `step` as one row of its event, region by region.
  private static func eventMoves(of step: Step<M>) -> [Move] {
    let sources = M.parts(of: step.from.case)
    let targets = M.parts(of: step.to.case)
    let event = step.event.case
    let moved = M._regionsMoved(by: step)
    return zip(sources, targets).enumerated().compactMap { region, parts in
      moved & (1 << UInt64(region)) == 0
        ? nil : Move(source: parts.0, event: event, target: parts.1)
    }
  }

  /// Whether this move takes `edge`: same source, event (or completion) and target (any target,
  /// for an edge whose target is unknown).
  func takes(_ edge: Edge<M>) -> Bool {
    edge.source == source && edge.event == event && edge.completes == completes
      && (edge.target.map { $0 == target } ?? true)
  }
}
