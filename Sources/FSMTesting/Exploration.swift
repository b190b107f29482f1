public import FSMRuntime

// Model-based testing by sending events: the machine's own transition function, searched breadth
// first from a value, with events the test chooses.
//
// The searches over `edges` (Paths.swift) need a machine whose edges connect whole cases. These
// work on every machine, and they are the ones for a machine with regions, whose edges are each
// one region's: which combination a step reaches depends on every region, on `.whenIn`
// conditions and on guards, which only the transition function knows. They are exact where the
// edge searches count a guarded edge as possible: each step here is one the machine takes.
//
// A combination of cases (for a machine whose states hold machines, a configuration at every
// depth) is explored once, from the first value that reached it (on a path of fewest steps,
// events tried in the order given) with that path's memory of superstates; a payload that
// differs on another path to the same case is not explored again.

extension StateMachine {
  /// The cases reached from `start` by sending `events`, in any order and number, `start`'s
  /// included.
  ///
  /// ```swift
  /// let reached = Streaming.reachableCases(from: Streaming(), sending: [.fetch, .done, .play])
  /// ```
  public static func reachableCases(from start: Self, sending events: [Event]) -> Set<Case> {
    Set(Exploration(from: start, sending: events).index.keys)
  }

  /// A path of fewest steps from `start` to a value in case `target`, sending `events`: `[]`
  /// when `start` is in it, `nil` when it cannot be reached. Ties are broken by the order of
  /// `events`. Replay it on a `Machine` with `path.map(\.event)`.
  public static func shortestPath(
    from start: Self, to target: Case, sending events: [Event]
  ) -> [Step<Self>]? {
    let exploration = Exploration(from: start, sending: events)
    return exploration.index[target].map(exploration.path(to:))
  }

  /// Paths from `start` that, together, take every edge that sending `events` can take, at least
  /// once, in a deterministic order.
  ///
  /// Each path goes the shortest way to the first step (reached cases in the order found, events
  /// in the order given) that takes an edge not yet taken, takes it, then keeps taking steps
  /// that take edges not yet taken from where it stands, while there are any. For a machine
  /// with regions, a step takes one edge in each region it moves.
  ///
  /// An eventless or completion row is taken by the step of the event that leads to it, as one
  /// of its microsteps. An edge no path takes could not be taken with these events: record the
  /// paths in a ``TransitionCoverage`` to list them.
  public static func transitionCover(from start: Self, sending events: [Event]) -> [[Step<Self>]] {
    let exploration = Exploration(from: start, sending: events)
    var taken = Set<Move<Self>>()
    var paths: [[Step<Self>]] = []
    /// The first step from `node` that takes an edge not yet taken.
    func nextStep(from node: Exploration<Self>.Node) -> Step<Self>? {
      for event in events {
        if let step = node.value.transition(on: event, memory: node.memory),
          !Move.of(step, memory: node.memory).allSatisfy(taken.contains)
        {
          return step
        }
      }
      return nil
    }
    for (position, node) in exploration.nodes.enumerated() {
      while let step = nextStep(from: node) {
        var path = exploration.path(to: position) + [step]
        var current = Exploration<Self>.Node(value: step.to, memory: node.memory, parent: nil)
        current.memory.record(step)
        var walked = StateMemory<Self>()
        for taking in path {
          taken.formUnion(Move.of(taking, memory: walked))
          walked.record(taking)
        }
        // Go on from where the path stands while a step takes an edge not yet taken.
        while let next = nextStep(from: current) {
          path.append(next)
          taken.formUnion(Move.of(next, memory: current.memory))
          current.memory.record(next)
          current.value = next.to
        }
        paths.append(path)
      }
    }
    return paths
  }
}

/// A breadth-first search of the values a machine reaches from one value by sending events: one
/// node per case reached, with the step it was first reached by.
struct Exploration<M: StateMachine> {
  struct Node {
    var value: M
    var memory: StateMemory<M>
    /// The node this one was reached from, and the step; `nil` for the start.
    var parent: (node: Int, step: Step<M>)?
  }

  var nodes: [Node]
  /// Each reached case's node: the first found, on a path of fewest steps.
  var index: [M.Case: Int]

  /// Explores every configuration (the states a value is in at every depth, `activeParts`:
  /// its case, unless its states hold machines) reached from `start`.
  init(from start: M, sending events: [M.Event]) {
    nodes = [Node(value: start, memory: StateMemory(), parent: nil)]
    index = [start.case: 0]
    var explored: Set<[M.Part]> = [start.activeParts]
    var position = 0
    while position < nodes.count {
      let node = nodes[position]
      for event in events {
        guard let step = node.value.transition(on: event, memory: node.memory),
          explored.insert(step.to.activeParts).inserted
        else { continue }
        var memory = node.memory
        memory.record(step)
        if index[step.to.case] == nil {
          index[step.to.case] = nodes.count
        }
        nodes.append(Node(value: step.to, memory: memory, parent: (position, step)))
      }
      position += 1
    }
  }

  /// The steps from the start to the node at `position`.
  func path(to position: Int) -> [Step<M>] {
    var steps: [Step<M>] = []
    var current = position
    while let (parent, step) = nodes[current].parent {
      steps.append(step)
      current = parent
    }
    return steps.reversed()
  }
}
