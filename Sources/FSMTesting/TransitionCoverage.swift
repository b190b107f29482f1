public import FSMRuntime

/// Which edges of a machine the recorded steps took: to check that a test suite exercises the
/// whole table.
///
/// ```swift
/// let coverage = TransitionCoverage<Turnstile>()
/// let machine = Machine(Turnstile.locked)
/// machine.onTransition { coverage.record($0) }
/// // ... drive the machine ...
/// #expect(coverage.isComplete, "never taken: \(coverage.missing)")
/// ```
///
/// A step takes the edges with its source case, event case and target case (an edge whose target
/// is unknown, with any target). Safe to record from any task.
public final class TransitionCoverage<M: StateMachine>: Sendable where M.Part == M.Case {
  private struct Taken: Hashable {
    var source: M.Case
    var event: M.Event.Case
    var target: M.Case
  }

  private let taken = LockedState<Set<Taken>>([])

  /// An empty record.
  public init() {}

  /// Records the edges `step` took.
  public func record(_ step: Step<M>) {
    let key = Taken(source: step.from.case, event: step.event.case, target: step.to.case)
    taken.withLock { _ = $0.insert(key) }
  }

  /// The edges no recorded step took, in table order.
  public var missing: [Edge<M>] {
    let taken = taken.withLock { $0 }
    return M.edges.filter { edge in
      if let target = edge.target {
        return !taken.contains(Taken(source: edge.source, event: edge.event, target: target))
      }
      return !taken.contains { $0.source == edge.source && $0.event == edge.event }
    }
  }

  /// Whether every edge was taken.
  public var isComplete: Bool { missing.isEmpty }
}
