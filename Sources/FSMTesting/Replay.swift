public import FSMRuntime

/// Drives a value along `path`, one step per edge, and returns the steps.
///
/// `event` builds each edge's event (payloads are the test's choice). A step must take its edge:
/// leave the edge's source on its event and reach its target (for a row that returns to a
/// superstate's history, a case of that superstate; any case, for an edge whose target is
/// unknown). The steps remember as a `Machine` does: a history row returns where the path has
/// been.
///
/// An edge without an event (an eventless or completion row) is not sent: the step of the edge
/// before it must have taken it, as its next microstep; `event` is asked only for edges with an
/// event. A step's microsteps that the path does not list are taken all the same.
///
/// For a machine with regions, an edge is one region's: the step must move that region from the
/// edge's source to its target; the other regions take the event as they do in any step.
///
/// ```swift
/// let steps = try replay(path, from: Login.loggedOut()) { edge in
///   switch edge.event {
///   case .submit: .submit(user: "ada", password: "secret")
///   case .succeeded: .succeeded
///   case .failed: .failed
///   case .logout, nil: .logout  // `nil`: an eventless row, never asked for
///   }
/// }
/// ```
///
/// - Throws: ``PathDeviation`` at the first step that does not follow the path: its event was
///   rejected, or a guard sent it elsewhere.
public func replay<M: StateMachine>(
  _ path: [Edge<M>], from start: M, event: (Edge<M>) -> M.Event
) throws(PathDeviation<M>) -> [Step<M>] {
  var state = start
  var memory = StateMemory<M>()
  var steps: [Step<M>] = []
  // The microsteps the last step took that the path has not followed yet.
  var microsteps: ArraySlice<Move<M>> = []
  for (index, edge) in path.enumerated() {
    guard edge.event != nil else {
      // An eventless or completion row: the last step must have taken it next.
      guard let next = microsteps.first, next.takes(edge) else {
        throw PathDeviation(index: index, edge: edge, actual: state.case)
      }
      microsteps.removeFirst()
      continue
    }
    guard state.activeParts.contains(edge.source),
      let step = state.transition(on: event(edge), memory: memory)
    else {
      throw PathDeviation(index: index, edge: edge, actual: nil)
    }
    // The edge's region must have moved, from its source to its target.
    let moves = Move.of(step, memory: memory)
    let ownMoves = moves.prefix { $0.event != nil }
    let moved = ownMoves.contains { $0.takes(edge) }
    guard moved else {
      throw PathDeviation(index: index, edge: edge, actual: step.to.case)
    }
    microsteps = moves.dropFirst(ownMoves.count)
    // Where a history row went, when no microstep followed it (the path's next edges check
    // the microsteps).
    let reached = microsteps.isEmpty ? step.to.case : nil
    if let superstate = edge.historyOf, let reached,
      !M.superstates(of: reached).contains(superstate)
    {
      throw PathDeviation(index: index, edge: edge, actual: step.to.case)
    }
    memory.record(step)
    steps.append(step)
    state = step.to
  }
  return steps
}

/// A step of ``replay(_:from:event:)`` that did not follow its path.
public struct PathDeviation<M: StateMachine>: Error, CustomStringConvertible {
  /// The edge's position in the path.
  public var index: Int
  /// The edge the step should have taken.
  public var edge: Edge<M>
  /// The case the step reached instead (for a machine with regions, the combination); `nil` when
  /// the event was rejected.
  public var actual: M.Case?

  /// A deviation at the edge at `index` of a path, which reached `actual` instead.
  public init(index: Int, edge: Edge<M>, actual: M.Case?) {
    self.index = index
    self.edge = edge
    self.actual = actual
  }

  /// `step 2 (failed --retry--> connecting) reached 'gaveUp' instead`.
  public var description: String {
    let what = actual.map { "reached '\($0)' instead" } ?? "was rejected"
    return "step \(index) (\(edge)) \(what)"
  }
}

extension PathDeviation: Equatable {}
