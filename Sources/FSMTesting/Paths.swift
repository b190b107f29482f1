public import FSMRuntime

// Model-based testing from the table: the graph of `edges`, searched breadth first.
//
// An edge whose target is not in the table (`Edge.target == nil`: a `build:` row without `to:`,
// or a row that returns to a superstate's history, whose target depends on where the machine
// has been) leads nowhere a search can follow: paths never go through it. A transition cover
// still takes it, as the last edge of a path, since a step can take it.
//
// An eventless or completion row's edge (without an event) is followed like any other: in a
// path, it stands after the edge of the event whose step takes it, as a microstep (`replay`
// checks that it does). A case that an unguarded one leaves is never where a step ends: its
// edges with an event are never taken, and searches do not follow them.

extension StateMachine where Part == Case {
  /// The cases reachable from `start` by following `edges`, `start` included.
  ///
  /// Guarded edges count as possible; an edge whose target is unknown (a `build:` row, a
  /// history row) leads nowhere.
  public static func reachableCases(from start: Case = initialCase) -> Set<Case> {
    Set(PathSearch<Self>(from: start).parents.keys)
  }

  /// A path of fewest edges from `start` to `target`: `[]` when they are the same case, `nil`
  /// when `target` cannot be reached. Ties are broken by table order: the search tries each
  /// state's edges in the order of the table.
  public static func shortestPath(from start: Case = initialCase, to target: Case) -> [Edge<Self>]?
  {
    PathSearch<Self>(from: start).path(to: target)
  }

  /// Paths from `start` that, together, take every edge reachable from it at least once, in a
  /// deterministic order (the table's).
  ///
  /// Each path goes the shortest way to the first edge not yet taken (in table order), takes it,
  /// then keeps taking edges not yet taken from where it stands, while there are any. An edge
  /// whose target is unknown (a `build:` row, a history row) ends its path. Edges from states that cannot be reached from
  /// `start` are not in it, nor the edges with an event of a case that an unguarded eventless
  /// or completion row leaves as soon as it is entered: no step can take them.
  public static func transitionCover(from start: Case = initialCase) -> [[Edge<Self>]] {
    let search = PathSearch<Self>(from: start)
    let reachable = edges.indices.filter {
      search.parents[edges[$0].source] != nil && search.followable[$0]
    }
    var taken = Set<Int>()
    var paths: [[Edge<Self>]] = []
    // Each state's edges, in table order, by position in `edges`.
    var outgoing: [Case: [Int]] = [:]
    for index in reachable {
      outgoing[edges[index].source, default: []].append(index)
    }
    for index in reachable where !taken.contains(index) {
      let edge = edges[index]
      guard let prefix = search.pathIndices(to: edge.source) else { continue }
      var path = prefix + [index]
      taken.formUnion(path)
      // Go on from the target while it has an edge not yet taken.
      var current = edge.target
      while let state = current,
        let next = outgoing[state]?.first(where: { !taken.contains($0) })
      {
        path.append(next)
        taken.insert(next)
        current = edges[next].target
      }
      paths.append(path.map { edges[$0] })
    }
    return paths
  }
}

/// A breadth-first search of a machine's edges from one case: each reached case's parent edge.
struct PathSearch<M: StateMachine> where M.Part == M.Case {
  /// The edges, read once.
  let edges: [Edge<M>]
  /// For each edge, whether a step can take it: not an edge with an event from a case that an
  /// unguarded eventless or completion row leaves as soon as it is entered.
  let followable: [Bool]
  /// For each reached case, the position of the edge it was first reached by; `nil` for the
  /// start.
  var parents: [M.Case: Int?] = [:]

  init(from start: M.Case) {
    edges = M.edges
    let passedThrough = Set(edges.lazy.filter { $0.event == nil && !$0.guarded }.map(\.source))
    followable = edges.map { $0.event == nil || !passedThrough.contains($0.source) }
    var outgoing: [M.Case: [Int]] = [:]
    for (index, edge) in edges.enumerated() where edge.target != nil && followable[index] {
      outgoing[edge.source, default: []].append(index)
    }
    parents[start] = .some(nil)
    var frontier = [start]
    while !frontier.isEmpty {
      var next: [M.Case] = []
      for state in frontier {
        for index in outgoing[state] ?? [] {
          guard let target = edges[index].target, parents[target] == nil else { continue }
          parents[target] = index
          next.append(target)
        }
      }
      frontier = next
    }
  }

  /// The positions of the edges of the path found to `target`.
  func pathIndices(to target: M.Case) -> [Int]? {
    guard parents[target] != nil else { return nil }
    var indices: [Int] = []
    var state = target
    while let parent = parents[state], let index = parent {
      indices.append(index)
      state = edges[index].source
    }
    return indices.reversed()
  }

  func path(to target: M.Case) -> [Edge<M>]? {
    pathIndices(to: target).map { $0.map { edges[$0] } }
  }
}
