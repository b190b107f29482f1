import FSMRuntime

/// One row a step took: from which state, on which event, to which state. For a machine, the
/// step itself; for a machine with regions, one per region that took the event; for a machine
/// whose states hold machines, one per row at any depth (``Step/exited`` says what each left);
/// for a step with microsteps, its event's own rows, then those of each microstep (without an
/// event).
struct Move<M: StateMachine>: Hashable {
  var source: M.Part
  /// `nil` for a microstep: an eventless row, or a completion row of ``completes``.
  var event: M.Event.Case?
  /// The state the row entered in the table it landed in.
  var target: M.Part
  var completes: M.Superstate? = nil
  /// Whether a completion row made the move (``completes`` is `nil` for a completion inside a
  /// machine a state holds, whose superstate is not the machine's).
  var completion = false
  /// Every state the row entered, outermost first: a row leaving a composite state for a state
  /// deep inside another (`leavingTo: .processing(.payment(.captured))`) lands in the table
  /// holding both, and its edge names the deeper state.
  var entered: [M.Part] = []

  /// The moves of `step`, in region declaration order (a machine without regions is one
  /// region, which every step moves), then those of its microsteps in order. `memory` is what
  /// the step was taken with: where a history row went, for the microsteps that follow it.
  static func of(_ step: Step<M>, memory: StateMemory<M> = StateMemory()) -> [Move] {
    if M._settles, let first = step.from._firstStep(on: step.event, memory: memory) {
      var state = first.to
      var settling = memory
      settling.record(first)
      var moves = moves(M._trace(of: first), event: first.event.case)
      _ = M._settle(
        &state, entered: M._regionsMoved(by: first), first: first, memory: &settling
      ) {
        microstep in
        let trace = M._trace(of: microstep)
        moves += Self.moves(
          trace, event: nil, completes: microstep.completed,
          completion: microstep.completed != nil || microstep._completion >= 0)
      }
      return raisedWhere(moves)
    }
    return moves(M._trace(of: step), event: step.event.case)
  }

  /// The rows of `trace`, taken on `event` (or completing `completes`).
  private static func moves(
    _ trace: _StepTrace<M>, event: M.Event.Case?, completes: M.Superstate? = nil,
    completion: Bool = false
  ) -> [Move] {
    trace.rows.map { row in
      Move(
        source: row.source, event: event, target: row.target, completes: completes,
        completion: completion, entered: row.entered)
    }
  }

  /// `moves` with each completion row's move from the final case whose entry raised the
  /// completion: a completion's edges are drawn from its superstate's final cases, but it is
  /// taken from wherever the machine is when the queue reaches it, which an eventless row
  /// inside the superstate may have moved on from (`.within(.brewing, to: .warm)` after `ready`
  /// was entered). That final case is the last one of the row's edges entered before the move.
  private static func raisedWhere(_ moves: [Move]) -> [Move] {
    var result = moves
    for (index, move) in moves.enumerated() where move.completion {
      let finals = M.edges.filter {
        $0.isCompletion && $0.completes == move.completes && move.reaches($0.target)
      }.map(\.source)
      guard !finals.contains(move.source) else { continue }
      let raised = moves[..<index].reversed().lazy.compactMap { earlier in
        ([earlier.target] + earlier.entered.reversed()).first(where: finals.contains)
      }.first
      if let raised {
        result[index].source = raised
      }
    }
    return result
  }

  /// Whether this move takes `edge`: same source, event (or completion) and target, or a target
  /// the move entered (any target, for an edge whose target is unknown).
  func takes(_ edge: Edge<M>) -> Bool {
    edge.source == source && edge.event == event && edge.completes == completes
      && edge.isCompletion == completion && reaches(edge.target)
  }

  /// Whether the move ends in `target` or entered it on the way (`nil`: any target).
  func reaches(_ target: M.Part?) -> Bool {
    target.map { $0 == self.target || entered.contains($0) } ?? true
  }
}
