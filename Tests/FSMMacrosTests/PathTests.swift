import FSMExamples
import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// `FSMTesting`'s paths and coverage on the example machines, on the 100 × 15 machine, and on
/// random tables checked against a breadth-first search written here.
@Suite struct PathTests {
  // MARK: The example machines

  @Test func reachableCasesAndShortestPathsOfTheTurnstile() {
    #expect(Turnstile.reachableCases() == [.locked, .unlocked, .broken])
    #expect(Turnstile.shortestPath(to: .locked) == [])
    #expect(
      Turnstile.shortestPath(to: .broken)
        == [Edge(source: .locked, event: .fail, target: .broken, effect: .alert)])
    #expect(
      Turnstile.shortestPath(from: .broken, to: .unlocked)?.map(\.description) == [
        "broken --repair--> locked", "locked --coin--> unlocked / unlockGate",
      ])
    // `attic` is unreachable, and nothing leaves it but a row back.
    #expect(Jukebox.reachableCases() == [.idle, .playing])
    #expect(Jukebox.shortestPath(to: .attic) == nil)
    #expect(Jukebox.reachableCases(from: .attic) == [.attic, .idle, .playing])
  }

  @Test func theTurnstilesTransitionCover() {
    // Worked out by hand from the table: the first path takes coin, push, fail from locked and
    // repair; the second goes back to unlocked for its self-transition and its fail.
    #expect(
      Turnstile.transitionCover().map(line) == [
        "locked --coin--> unlocked --push--> locked --fail--> broken --repair--> locked",
        "locked --coin--> unlocked --coin--> unlocked --fail--> broken",
      ])
  }

  @Test func timedEdgesAreOrdinaryEdgesOfTheirTimedEvent() throws {
    let path = try #require(Connection.shortestPath(to: .gaveUp))
    #expect(
      path.map(\.description) == [
        "idle --connect--> connecting",
        "connecting --timeout after 10.0 seconds--> failed / report",
        "failed --retry after 5.0 seconds--> gaveUp",
      ])
    #expect(path.map(\.delay) == [nil, .seconds(10), .seconds(5)])
  }

  @Test func replayFollowsACoverPathAndNamesWhereAGuardDeviates() throws {
    let path = try #require(Login.shortestPath(to: .lockedOut))
    #expect(path.map(\.event) == [.submit, .failed])
    // The first failure does not lock the account: the guarded edge's step goes elsewhere.
    #expect(throws: PathDeviation(index: 1, edge: path[1], actual: .loggedOut)) {
      try replay(path, from: Login.loggedOut(), event: Self.loginEvent)
    }
    // From the third attempt it does.
    let steps = try replay(path, from: Login.loggedOut(attempts: 2), event: Self.loginEvent)
    #expect(steps.map(\.to) == [.authenticating(user: "ada", attempts: 2), .lockedOut])
    // From a state the path does not start in, the first step is rejected.
    #expect(throws: PathDeviation(index: 0, edge: path[0], actual: nil)) {
      try replay(path, from: Login.loggedIn(user: "ada"), event: Self.loginEvent)
    }
    let deviation = PathDeviation(index: 1, edge: path[1], actual: .loggedOut)
    #expect(
      deviation.description
        == "step 1 (authenticating --failed [guard]--> lockedOut / alarm) reached 'loggedOut' instead"
    )
  }

  static func loginEvent(_ edge: Edge<Login>) -> Login.Event {
    switch edge.event {
    case .submit: .submit(user: "ada", password: "secret")
    case .succeeded: .succeeded
    case .failed: .failed
    // `nil`: an eventless row, which `replay` never asks for (Login has none).
    case .logout, nil: .logout
    }
  }

  @Test func coverageFilledFromAMachineIsCompleteOnceEveryCoverPathRan() throws {
    let coverage = TransitionCoverage<Turnstile>()
    #expect(coverage.missing == Turnstile.edges)
    for path in Turnstile.transitionCover() {
      let machine = Machine(Turnstile.locked)
      machine.onTransition { coverage.record($0) }
      for edge in path {
        guard let eventCase = edge.event else {
          Issue.record("Turnstile has no eventless rows: \(edge)")
          continue
        }
        let event: Turnstile.Event =
          switch eventCase {
          case .coin: .coin
          case .push: .push
          case .repair: .repair
          case .fail: .fail(reason: "test")
          }
        #expect(machine.send(event).step?.to.case == edge.target)
      }
    }
    #expect(coverage.isComplete, "never taken: \(coverage.missing)")
  }

  @Test func coverageListsTheEdgesNoStepTook() {
    let coverage = TransitionCoverage<Turnstile>()
    var turnstile = Turnstile.locked
    coverage.record(try! turnstile.coin())
    coverage.record(try! turnstile.coin())
    #expect(
      coverage.missing.map(\.description) == [
        "unlocked --push--> locked / lockGate", "locked --fail--> broken / alert",
        "unlocked --fail--> broken / alert", "broken --repair--> locked",
      ])
    #expect(!coverage.isComplete)
  }

  @Test func anEdgeWithAnUnknownTargetEndsPathsAndIsCoveredByAnyTarget() throws {
    // s0 --e0--> ? (a `build:` row without `to:`), s0 --e1--> s1 --e0--> s2.
    let table: [Edge<Graph>] = [
      Edge(source: .s0, event: .e0, target: nil), Edge(source: .s0, event: .e1, target: .s1),
      Edge(source: .s1, event: .e0, target: .s2),
    ]
    Graph.$table.withValue(table) {
      // No path goes through it: from s0, only s1 and s2 are known to be reachable.
      #expect(Graph.reachableCases() == [.s0, .s1, .s2])
      #expect(Graph.transitionCover().map(line) == ["s0 --e0--> ?", "s0 --e1--> s1 --e0--> s2"])
      let coverage = TransitionCoverage<Graph>()
      coverage.record(Step(from: .s0, event: .e1, to: .s1))
      #expect(coverage.missing == [table[0], table[2]])
      // Whatever case the step reached, it took the edge.
      coverage.record(Step(from: .s0, event: .e0, to: .s5))
      #expect(coverage.missing == [table[2]])
    }
  }

  // MARK: The 100 × 15 machine

  @Test func theLargeMachinesCoverTakesEveryReachableEdge() {
    let clock = ContinuousClock()
    var cover: [[Edge<LargeMachine>]] = []
    let elapsed = clock.measure { cover = LargeMachine.transitionCover() }
    // Reported, not asserted (a debug build; see the README).
    print(
      "transitionCover of the 100 × 15 machine: \(cover.count) paths, \(cover.joined().count) steps, "
        + "\(LargeMachine.edges.count) edges, in \(elapsed)")
    let reachable = LargeMachine.reachableCases()
    let expected = Set(LargeMachine.edges.filter { reachable.contains($0.source) })
    #expect(Set(cover.joined()) == expected)
    for path in cover {
      #expect(path.first?.source == LargeMachine.initialCase)
      #expect(zip(path, path.dropFirst()).allSatisfy { $0.target == $1.source })
    }
  }

  // MARK: Random tables against an oracle

  @Test func randomTablesAgreeWithABreadthFirstOracle() throws {
    var generator = SplitMix64(seed: 0xF5_7E57)
    for _ in 0..<300 {
      let table = Graph.randomTable(using: &generator)
      try Graph.$table.withValue(table) {
        for start in Graph.allCases {
          try Self.checkAgainstOracle(table, from: start)
        }
      }
    }
  }

  static func checkAgainstOracle(_ table: [Edge<Graph>], from start: Graph) throws {
    // The oracle: breadth-first distances over the edges with a known target.
    var distance: [Graph: Int] = [start: 0]
    var frontier = [start]
    while !frontier.isEmpty {
      var next: [Graph] = []
      for state in frontier {
        for edge in table where edge.source == state {
          guard let target = edge.target, distance[target] == nil else { continue }
          distance[target] = distance[state]! + 1
          next.append(target)
        }
      }
      frontier = next
    }
    #expect(Graph.reachableCases(from: start) == Set(distance.keys))
    for target in Graph.allCases {
      let path = Graph.shortestPath(from: start, to: target)
      #expect(path?.count == distance[target], "\(start) to \(target) in \(table)")
      if let path {
        #expect(isConnected(path, from: start, to: target))
      }
    }
    let cover = Graph.transitionCover(from: start)
    let reachableEdges = table.filter { distance[$0.source] != nil }
    #expect(Set(cover.joined()) == Set(reachableEdges))
    for path in cover {
      #expect(!path.isEmpty)
      #expect(isConnected(path, from: start, to: nil))
      // Payload-free and deterministic: every cover path replays.
      let steps = try replay(path, from: start) { edge in
        // Every edge of a `Graph` has an event.
        edge.event ?? .e0
      }
      #expect(steps.count == path.count)
    }
  }

  /// Whether `path` starts at `start`, each edge leaves where the previous one arrived, and it
  /// ends at `end` (when given); only the last edge may have an unknown target.
  static func isConnected(_ path: [Edge<Graph>], from start: Graph, to end: Graph?) -> Bool {
    guard let first = path.first else { return end == nil || end == start }
    return first.source == start
      && zip(path, path.dropFirst()).allSatisfy { $0.target == $1.source }
      && (end == nil || path.last?.target == end)
  }
}

/// `locked --coin--> unlocked --push--> locked`.
func line<M: StateMachine>(_ path: [Edge<M>]) -> String where M.Part == M.Case {
  path.reduce(path.first.map { "\($0.source)" } ?? "") { line, edge in
    line + " --" + (edge.event.map { "\($0)" } ?? "") + "--> "
      + (edge.target.map { "\($0)" } ?? "?")
  }
}

/// A machine conformed by hand whose table is set by each test (a task-local), for the property
/// test: at most one edge per state and event, so that it is deterministic; an edge without a
/// target leads to `s0`.
enum Graph: StateMachine, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case s0, s1, s2, s3, s4, s5, s6, s7

  enum Event: CaseDiscriminable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case e0, e1, e2
    var `case`: Event { self }
    var description: String { "e\(Self.allCases.firstIndex(of: self)!)" }
  }

  @TaskLocal static var table: [Edge<Graph>] = []

  var `case`: Graph { self }
  var description: String { "s\(Self.allCases.firstIndex(of: self)!)" }
  static let initialCase = Graph.s0
  static let finalCases: Set<Graph> = []
  static var edges: [Edge<Graph>] { table }
  static let dot = ""
  static let mermaid = ""
  static let scxml = ""
  static let xstate = ""

  func transition(on event: Event) -> Step<Graph>? {
    guard let edge = Self.table.first(where: { $0.source == self && $0.event == event }) else {
      return nil
    }
    return Step(from: self, event: event, to: edge.target ?? .s0)
  }

  /// A random table: each (state, event) pair has an edge with probability 1/3, one in ten
  /// without a known target; shuffled, so that table order is not the states' order.
  static func randomTable(using generator: inout SplitMix64) -> [Edge<Graph>] {
    var table: [Edge<Graph>] = []
    for source in allCases {
      for event in Event.allCases where generator.next() % 3 == 0 {
        let target = generator.next() % 10 == 0 ? nil : allCases[Int(generator.next() % 8)]
        table.append(Edge(source: source, event: event, target: target))
      }
    }
    for index in table.indices.reversed() where index > 0 {
      table.swapAt(index, Int(generator.next() % UInt64(index + 1)))
    }
    return table
  }
}
