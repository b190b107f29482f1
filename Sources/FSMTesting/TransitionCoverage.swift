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
/// is unknown, with any target). For a machine with regions, it takes them region by region: in
/// each region the step moved, the edges from that region's case to its new case on the event.
/// A step with microsteps also takes the edges of the eventless and completion rows it took on
/// the way (found again from its source and event, a history row going to its default).
/// Safe to record from any task.
public final class TransitionCoverage<M: StateMachine>: Sendable {
  private let taken = LockedState<Set<Move<M>>>([])

  /// An empty record.
  public init() {}

  /// Records the edges `step` took.
  public func record(_ step: Step<M>) {
    let moves = Move.of(step)
    taken.withLock { $0.formUnion(moves) }
  }

  /// The edges no recorded step took, in table order.
  public var missing: [Edge<M>] {
    Self.missing(taken: taken.withLock { $0 })
  }

  /// The edges none of `taken` takes, in table order (also the implementation checks' `missing`).
  static func missing(taken: Set<Move<M>>) -> [Edge<M>] {
    M.edges.filter { edge in !taken.contains { $0.takes(edge) } }
  }

  /// Whether every edge was taken.
  public var isComplete: Bool { missing.isEmpty }
}
