public import FSMRuntime

// Random checks of an implementation against its table (the Testing a Machine article): the table is the model. Random event
// sequences, weighted toward the edges no sequence has taken yet, go to the model (the generated
// transition function, with the memory a `Machine` keeps) and to the user's implementation; after
// each event both are read and compared. A mismatch is shrunk to a shortest sequence that still
// fails and reported with both traces and the seed that finds it again.

/// How ``checkImplementation(of:from:events:options:implementation:send:read:expected:isolation:fileID:filePath:line:column:)`` draws
/// its sequences.
public struct ImplementationCheckOptions: Sendable {
  /// The generator's seed. `nil` (the default) draws one: a failure's report gives it, and the
  /// same seed with the same options and events draws the same sequences again.
  public var seed: UInt64?
  /// How many sequences to run, each from a fresh implementation and the model's start.
  public var sequences: Int
  /// How many events each sequence sends.
  public var length: Int
  /// How much likelier an event is drawn when the model's step takes an edge no sequence has
  /// taken yet, than an event that takes only edges already taken. A rejected event (no row
  /// takes it: the implementation must refuse it too) has weight 1, an event that takes only
  /// taken edges 2.
  public var uncoveredWeight: Int
  /// The most sequences the shrinker runs to make a failure shorter.
  public var shrinkLimit: Int

  /// Options for a run; the defaults are 100 sequences of 30 events, a drawn seed, edges not
  /// taken yet 16 times likelier, and at most 2,000 sequences run to shrink a failure.
  public init(
    seed: UInt64? = nil, sequences: Int = 100, length: Int = 30, uncoveredWeight: Int = 16,
    shrinkLimit: Int = 2_000
  ) {
    self.seed = seed
    self.sequences = sequences
    self.length = length
    self.uncoveredWeight = uncoveredWeight
    self.shrinkLimit = shrinkLimit
  }
}

/// One event of a sequence, as both sides took it.
public struct ImplementationCheckStep<M: StateMachine, Observation: Equatable> {
  /// The event both sides were sent.
  public var event: M.Event
  /// The model's state after the event (unchanged when it rejected it).
  public var state: M
  /// Whether the model rejected the event: no row takes it from the state it was in.
  public var rejected: Bool
  /// What the model says the implementation should show: `expected(state)`.
  public var expected: Observation
  /// What the implementation showed; `nil` when sending or observing threw (see ``error``).
  public var actual: Observation?
  /// The error the implementation threw, described.
  public var error: String?

  /// Whether the two sides agree after this event.
  public var agrees: Bool { error == nil && actual == expected }
}

/// A sequence on which the implementation and the model differ, shrunk.
public struct ImplementationCheckFailure<M: StateMachine, Observation: Equatable>:
  CustomStringConvertible
{
  /// The seed of the run that found it: the same seed, options and events find it again.
  public var seed: UInt64
  /// Which sequence of that run failed first (from 0).
  public var sequence: Int
  /// The failing sequence as drawn, up to its first disagreement.
  public var original: [M.Event]
  /// The shortest sequence the shrinker found that still fails: removing any one of its events
  /// makes it pass, and so does replacing any two or three in a row by one event of the list.
  public var events: [M.Event]
  /// What the two sides showed before the first event, if they differ already there.
  public var initial: (expected: Observation, actual: Observation?, error: String?)
  /// Both sides, event by event, along ``events``; the last disagrees.
  public var trace: [ImplementationCheckStep<M, Observation>]

  public var description: String {
    var lines = [
      "the implementation differs from \(typeName(M.self)) after \(events.count) event"
        + (events.count == 1 ? "" : "s")
        + " (shrunk from \(original.count); seed \(hex(seed)), sequence \(sequence)):"
    ]
    if initial.error != nil || initial.actual != initial.expected {
      lines.append(
        "  at the start: the model expects \(initial.expected), the implementation shows "
          + (initial.error.map { "an error: \($0)" } ?? "\(initial.actual.map { "\($0)" } ?? "")"))
    }
    for (index, step) in trace.enumerated() {
      let model = step.rejected ? "rejected; \(step.expected)" : "\(step.expected)"
      let implementation =
        step.error.map { "threw \($0)" } ?? step.actual.map { "\($0)" } ?? "nothing"
      let mark = step.agrees ? "" : "   <- differs"
      lines.append(
        "  \(index + 1). \(step.event): model \(model) | implementation \(implementation)\(mark)")
    }
    lines.append("replay: the events above, or ImplementationCheckOptions(seed: \(hex(seed)))")
    return lines.joined(separator: "\n")
  }
}

/// What a check of an implementation found.
public struct ImplementationCheckResult<M: StateMachine, Observation: Equatable> {
  /// The seed it ran with.
  public var seed: UInt64
  /// How many sequences it ran before it stopped (at the first failure, if any).
  public var sequences: Int
  /// How many events those sequences sent, each to both sides.
  public var events: Int
  /// The edges the model's steps never took, in table order: what the run did not exercise.
  public var missing: [Edge<M>]
  /// The failure, shrunk; `nil` when both sides agreed on every event.
  public var failure: ImplementationCheckFailure<M, Observation>?
}

/// Checks an implementation against a machine's table with random event sequences, and records
/// a failure at the caller's line when they differ: a Swift Testing issue inside a `@Test`, an
/// `XCTFail` in an XCTest method.
///
/// Each sequence starts from `start` and a fresh `implementation()`, and draws each next event
/// from `events`, likelier one whose step takes an edge no sequence has taken yet. After each
/// event, `read(implementation)` must equal `expected(model)`, where the model is the table's
/// own step (a rejected event leaves it where it was); so must they at the start. On the first
/// difference, the sequence is shrunk to a shortest one that still fails, and reported with both
/// traces and the seed.
///
/// ```swift
/// @Test func theLegacyDoorFollowsTheTable() async {
///   await checkImplementation(
///     from: Door.closed, events: [.open, .close, .lock(code: 1), .unlock(code: 1)],
///     options: ImplementationCheckOptions(seed: 42),
///     implementation: { LegacyDoor() },
///     send: { door, event in door.handle(event) },
///     read: { door in door.label },
///     expected: { state in "\(state.case)" })
/// }
/// ```
///
/// - Parameters:
///   - machine: The machine whose table is the model.
///   - start: Where the model starts, as `Machine(start)` would: settled by its eventless rows.
///   - events: The events to draw from, payloads included (the test's choice).
///   - options: How many sequences, how long, the seed, the weight of edges not taken yet.
///   - implementation: Makes a fresh implementation, at the start of each sequence.
///   - send: Sends one event to the implementation. A thrown error is a difference.
///   - read: Reads back what to compare.
///   - expected: What the implementation should show when the model is in a state.
///   - isolation: The caller's actor, where the closures run (the main actor in an app's test):
///     the implementation need not be `Sendable`.
///   - fileID: The file a failure is recorded in: the caller's, by default.
///   - filePath: The same file's path, which XCTest records.
///   - line: The line a failure is recorded at: the call's first line, by default.
///   - column: The column a failure is recorded at.
/// - Returns: What the run found; the failure, if any, is also recorded.
@discardableResult
public func checkImplementation<M: StateMachine, Implementation, Observation: Equatable>(
  of machine: M.Type = M.self,
  from start: M,
  events: [M.Event],
  options: ImplementationCheckOptions = ImplementationCheckOptions(),
  implementation: @escaping () async throws -> Implementation,
  send: @escaping (inout Implementation, M.Event) async throws -> Void,
  read: @escaping (Implementation) async throws -> Observation,
  expected: @escaping (M) -> Observation,
  isolation: isolated (any Actor)? = #isolation,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: Int = #column
) async -> ImplementationCheckResult<M, Observation> where M.Event: Sendable {
  let location = ImplementationCheckLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  guard !events.isEmpty else {
    recordImplementationCheckFailure("no events to draw from", at: location)
    return ImplementationCheckResult(
      seed: 0, sequences: 0, events: 0, missing: M.edges, failure: nil)
  }
  // Where a `Machine` made from `start` is: settled by its eventless and completion rows, with
  // what that remembers.
  var settled = start
  var memory = StateMemory<M>()
  _ = M._settle(&settled, memory: &memory) { _ in }
  let runner = ImplementationCheckRunner(
    start: settled, startMemory: memory, implementation: implementation, send: send,
    read: read,
    expected: expected)
  let result = await runner.run(events: events, options: options)
  if let failure = result.failure {
    recordImplementationCheckFailure(failure.description, at: location)
  }
  return result
}

/// Runs sequences on both sides; generic over the implementation so the closures are stored once.
struct ImplementationCheckRunner<M: StateMachine, Implementation, Observation: Equatable>
where M.Event: Sendable {
  var start: M
  var startMemory: StateMemory<M>
  var implementation: () async throws -> Implementation
  var send: (inout Implementation, M.Event) async throws -> Void
  var read: (Implementation) async throws -> Observation
  var expected: (M) -> Observation

  /// A sequence's outcome: the steps up to and including the first disagreement.
  struct Outcome {
    var initial: (expected: Observation, actual: Observation?, error: String?)
    var steps: [ImplementationCheckStep<M, Observation>]
    var fails: Bool {
      initial.error != nil || initial.actual != initial.expected
        || steps.contains { !$0.agrees }
    }
  }

  func run(
    events: [M.Event], options: ImplementationCheckOptions,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ImplementationCheckResult<
    M, Observation
  > {
    let seed = options.seed ?? UInt64.random(in: .min ... .max)
    var random = SeededRandom(seed: seed)
    var taken: Set<Move<M>> = []
    var sent = 0
    for sequence in 0..<max(options.sequences, 0) {
      var drawn: [M.Event] = []
      var model = start
      var memory = startMemory
      for _ in 0..<max(options.length, 0) {
        let index = draw(events, from: model, memory: memory, taken: taken, options, &random)
        let event = events[index]
        drawn.append(event)
        if let step = model.transition(on: event, memory: memory) {
          taken.formUnion(Move.of(step, memory: memory))
          memory.record(step)
          model = step.to
        }
      }
      let outcome = await replay(drawn)
      sent += outcome.steps.count
      if outcome.fails {
        let original = Array(drawn.prefix(outcome.steps.count))
        let (shortest, trace) = await shrink(
          original, outcome, pool: events, limit: options.shrinkLimit)
        let failure = ImplementationCheckFailure<M, Observation>(
          seed: seed, sequence: sequence, original: original, events: shortest,
          initial: trace.initial, trace: trace.steps)
        return ImplementationCheckResult(
          seed: seed, sequences: sequence + 1, events: sent,
          missing: TransitionCoverage<M>.missing(taken: taken),
          failure: failure)
      }
    }
    return ImplementationCheckResult(
      seed: seed, sequences: max(options.sequences, 0), events: sent,
      missing: TransitionCoverage<M>.missing(taken: taken),
      failure: nil)
  }

  /// The position in `events` of the next event: weighted by what the model's step would take.
  func draw(
    _ events: [M.Event], from state: M, memory: StateMemory<M>, taken: Set<Move<M>>,
    _ options: ImplementationCheckOptions, _ random: inout SeededRandom
  ) -> Int {
    let weights = events.map { event -> Int in
      guard let step = state.transition(on: event, memory: memory) else { return 1 }
      let moves = Move.of(step, memory: memory)
      return moves.contains { !taken.contains($0) } ? max(options.uncoveredWeight, 1) : 2
    }
    var pick = Int(random.next() % UInt64(weights.reduce(0, +)))
    for (index, weight) in weights.enumerated() {
      if pick < weight { return index }
      pick -= weight
    }
    return events.count - 1
  }

  /// Sends `events` to a fresh implementation and to the model, comparing after each, and
  /// stops at the first disagreement.
  func replay(
    _ events: [M.Event], isolation: isolated (any Actor)? = #isolation
  ) async -> Outcome {
    var outcome = Outcome(initial: (expected(start), nil, nil), steps: [])
    var subject: Implementation
    do {
      subject = try await implementation()
      outcome.initial.actual = try await read(subject)
    } catch {
      outcome.initial.error = "\(error)"
      return outcome
    }
    guard outcome.initial.actual == outcome.initial.expected else { return outcome }
    var model = start
    var memory = startMemory
    for event in events {
      var rejected = true
      if let step = model.transition(on: event, memory: memory) {
        memory.record(step)
        model = step.to
        rejected = false
      }
      var step = ImplementationCheckStep<M, Observation>(
        event: event, state: model, rejected: rejected, expected: expected(model), actual: nil,
        error: nil)
      do {
        try await send(&subject, event)
        step.actual = try await read(subject)
      } catch {
        step.error = "\(error)"
      }
      outcome.steps.append(step)
      if !step.agrees { break }
    }
    return outcome
  }

  /// A short sequence that still fails: chunks of events are removed, halves first, then
  /// smaller, until no single event can go (delta debugging's `ddmin`, on removals); then runs
  /// of two or three events are replaced by one event of `pool` (a detour the table allows, such
  /// as jamming and freeing where one event goes the same way), and removal starts again, until
  /// neither makes it shorter.
  func shrink(
    _ events: [M.Event], _ outcome: Outcome, pool: [M.Event], limit: Int,
    isolation: isolated (any Actor)? = #isolation
  ) async -> ([M.Event], Outcome) {
    var best = events
    var bestOutcome = outcome
    var runs = 0
    // Runs `candidate`; keeps it, up to its first disagreement, if it still fails.
    func keepIfFailing(
      _ candidate: [M.Event], isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
      runs += 1
      let result = await replay(candidate)
      guard result.fails else { return false }
      best = Array(candidate.prefix(result.steps.count))
      bestOutcome = result
      return true
    }
    var shorter = true
    while shorter, runs < limit {
      shorter = false
      var chunk = max(best.count / 2, 1)
      while runs < limit, !best.isEmpty {
        var removed = false
        var start = 0
        while start < best.count, runs < limit {
          var candidate = best
          candidate.removeSubrange(start..<min(start + chunk, best.count))
          if await keepIfFailing(candidate) {
            removed = true
          } else {
            start += chunk
          }
        }
        if chunk == 1 && !removed { break }
        chunk = removed ? min(chunk, max(best.count / 2, 1)) : max(chunk / 2, 1)
      }
      replacing: for width in 2...3 {
        for start in stride(from: 0, through: best.count - width, by: 1) {
          for event in pool {
            guard runs < limit else { break replacing }
            var candidate = best
            candidate.replaceSubrange(start..<(start + width), with: [event])
            if await keepIfFailing(candidate) {
              shorter = true
              break replacing
            }
          }
        }
      }
    }
    return (best, bestOutcome)
  }

}

/// A random number generator that gives the same numbers from the same seed, on every platform
/// (SplitMix64): for tests that draw payloads or events and must run again the same way.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let amount = Int.random(in: 1...100, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose numbers depend on `seed` alone.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func hex(_ value: UInt64) -> String {
  "0x" + String(value, radix: 16, uppercase: true)
}

func typeName<T>(_ type: T.Type) -> String {
  String(describing: type)
}
