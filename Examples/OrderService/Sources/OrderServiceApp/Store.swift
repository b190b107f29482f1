import FSMMacros
import Foundation
import Logging
import OrderMachine
import PostgresNIO

/// What the service answers a request: a status and a JSON body, stored with the request's
/// key so that a resent request gets the same answer.
struct Answer: Sendable {
  var status: Int
  var body: String
  /// Where the request's time went, for the `Server-Timing` header.
  var timing = Timing()
  /// Whether the body is the stored answer to an earlier request with the same key.
  var replayed = false

  static func error(_ status: Int, _ message: String) -> Answer {
    Answer(status: status, body: JSON.string(["error": message]))
  }
}

/// How concurrent changes to one order are serialized (README, "Two requests for one order").
public enum Concurrency: String, Sendable {
  /// `SELECT … FOR UPDATE`: the second request waits for the first to commit.
  case lock
  /// No lock while reading; the write checks the version, and the loser starts again.
  case optimistic
}

/// The order tables, and the one transaction every change goes through.
/// The parts of a request that are not the database's.
struct Timing: Sendable {
  /// FSM's part: the restore, the timers fired, the event sent, the snapshot (`Advance`).
  var machine: Duration = .zero
  /// The snapshot's JSON decoded and encoded, and the answer's written.
  var json: Duration = .zero
}

struct OrderStore: Sendable {
  let client: PostgresClient
  let logger: Logger
  /// The process's name, written with each step (the fault test kills one of two).
  let process: String
  let concurrency: Concurrency

  // MARK: Requests

  /// Creates an order in `Order.start`: once per key.
  func create(key: String) async throws -> Answer {
    if let answer = try await storedAnswer(key: key, order: nil, event: nil) { return answer }
    let id = UUID().uuidString.lowercased()
    let snapshot = MachineSnapshot(state: Order.start, takenAt: WallClock.now)
    let answer = Answer(
      status: 201, body: JSON.string(["order": id, "state": JSON.value(Order.start), "version": 1]))
    do {
      try await client.withTransaction(logger: logger) { connection in
        try await connection.query(
          """
          INSERT INTO orders (id, snapshot, state, version, last_seq)
          VALUES (\(id), \(JSON.string(snapshot))::jsonb, \(Order.start.case.description), 1, 0)
          """, logger: logger)
        try await connection.query(
          """
          INSERT INTO requests (key, order_id, event, status, body)
          VALUES (\(key), \(id), NULL, \(answer.status), \(answer.body))
          """, logger: logger)
      }
    } catch let error as PostgresTransactionError where error.isUniqueViolation {
      // The same key, in a request that committed first: its answer.
      if let answer = try await storedAnswer(key: key, order: nil, event: nil) { return answer }
      throw error
    }
    return answer
  }

  /// Sends `event` to an order: once per key.
  func send(_ event: Order.Event, to id: String, key: String) async throws -> Answer {
    for _ in 0..<100 {
      let outcome: Outcome
      do {
        outcome = try await client.withTransaction(logger: logger) { connection in
          try await self.step(id, sending: event, key: key, on: connection)
        }
      } catch let error as PostgresTransactionError where error.isUniqueViolation {
        // Another request with this key committed first (optimistic reads do not wait): its
        // answer, on the next turn.
        continue
      }
      switch outcome {
      case .answer(let answer): return answer
      case .lostRace: continue
      }
    }
    return .error(503, "order \(id) is too busy: 100 attempts lost the race")
  }

  /// Fires the timer that is due first, if any: returns false when none is due, or when a
  /// request holds its order (that request fires it; the worker looks again a little later).
  func fireDueTimer() async throws -> Bool {
    try await client.withTransaction(logger: logger) { connection in
      let now = WallClock.now
      let due = try await connection.query(
        """
        SELECT id, order_id FROM timers
        WHERE fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL
          AND due_at <= micros_to_time(\(micros(now)))
        ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
        """, logger: logger
      ).collect()
      guard let row = due.first else { return false }
      let (timer, order) = try row.decode((Int64, String).self)
      // The order's lock, without waiting: a request holding it fires the timer itself.
      guard
        let loaded = try await load(order, on: connection, lock: "FOR UPDATE SKIP LOCKED")
      else { return false }
      guard case .decoded(let saved, let version, let lastSeq, let decoding) = loaded else {
        try await connection.query(
          "UPDATE timers SET stale = 'the snapshot does not decode' WHERE id = \(timer)",
          logger: logger)
        return true
      }
      let advance = try Advance(saved, at: max(now, saved.takenAt), sending: nil)
      let timing = Timing(machine: advance.time, json: decoding)
      if advance.steps.isEmpty {
        // The timer row says due, the snapshot has no such timer: never expected; kept for
        // the fault test to report instead of being retried forever.
        try await connection.query(
          "UPDATE timers SET stale = 'the snapshot has no timer due' WHERE id = \(timer)",
          logger: logger)
        return true
      }
      _ = try await save(
        advance, of: order, version: version, lastSeq: lastSeq, request: nil, timing: timing,
        on: connection)
      return true
    }
  }

  // MARK: The step

  enum Outcome: Sendable {
    case answer(Answer)
    /// Optimistic concurrency: another transaction changed the order first.
    case lostRace
  }

  enum Loaded {
    case decoded(MachineSnapshot<Order>, version: Int64, lastSeq: Int64, decoding: Duration)
    case undecodable(String)
  }

  /// One request, in one transaction: the order's row, the key's earlier answer, FSM's part,
  /// then every write.
  private func step(
    _ id: String, sending event: Order.Event, key: String, on connection: PostgresConnection
  ) async throws -> Outcome {
    let lock = concurrency == .lock ? "FOR UPDATE" : ""
    guard let loaded = try await load(id, on: connection, lock: lock) else {
      return .answer(.error(404, "no order \(id)"))
    }
    if let answer = try await storedAnswer(key: key, order: id, event: event, on: connection) {
      return .answer(answer)
    }
    let (saved, version, lastSeq, decoding): (MachineSnapshot<Order>, Int64, Int64, Duration)
    switch loaded {
    case .decoded(let snapshot, let readVersion, let readSeq, let time):
      (saved, version, lastSeq, decoding) = (snapshot, readVersion, readSeq, time)
    case .undecodable(let reason):
      logger.error("order \(id): its snapshot does not decode: \(reason)")
      return .answer(.error(500, "order \(id) is kept as it is: its snapshot does not decode"))
    }
    // Read after the lock: the previous step's time is never later than this one's.
    let now = max(WallClock.now, saved.takenAt)
    let advance = try Advance(saved, at: now, sending: event)
    let timing = Timing(machine: advance.time, json: decoding)
    if let rejection = advance.rejection {
      // Nothing of the request is written; the timers that fell due before it are (a rejected
      // advance's steps are the timers' alone).
      if !advance.steps.isEmpty {
        let saved = try await save(
          advance, of: id, version: version, lastSeq: lastSeq, request: nil, timing: timing,
          on: connection)
        guard saved != nil else { return .lostRace }
      }
      var answer = Answer.error(409, rejection.description)
      answer.timing = timing
      return .answer(answer)
    }
    let request = Request(key: key, event: event)
    guard
      let answer = try await save(
        advance, of: id, version: version, lastSeq: lastSeq, request: request, timing: timing,
        on: connection)
    else { return .lostRace }
    return .answer(answer)
  }

  struct Request {
    var key: String
    var event: Order.Event
  }

  /// Writes what `advance` did: the order's row (checking the version it was read at), the
  /// steps, their effects into the outbox, the timers, and the request's answer. `nil` when
  /// the version had moved on (optimistic concurrency).
  private func save(
    _ advance: Advance, of id: String, version: Int64, lastSeq: Int64, request: Request?,
    timing: Timing, on connection: PostgresConnection
  ) async throws -> Answer? {
    let start = ContinuousClock.now
    let snapshot = JSON.string(advance.snapshot)
    var timing = timing
    timing.json += ContinuousClock.now - start
    let updated = try await connection.query(
      """
      UPDATE orders SET snapshot = \(snapshot)::jsonb, state = \(advance.snapshot.state.case.description),
        version = version + 1, last_seq = last_seq + \(advance.steps.count)
      WHERE id = \(id) AND version = \(version) RETURNING version
      """, logger: logger
    ).collect()
    guard !updated.isEmpty else { return nil }
    let now = advance.snapshot.takenAt
    let at = micros(now)
    // The timers that fired, matched to their rows in deadline order.
    let open = try await connection.query(
      """
      SELECT id, event::text FROM timers
      WHERE order_id = \(id) AND fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL
      ORDER BY due_at, id
      """, logger: logger
    ).collect().map { row in
      let (timer, event) = try row.decode((Int64, String).self)
      return (id: timer, event: try JSON.decode(Order.Event.self, from: event))
    }
    var unmatched = open
    var seq = lastSeq
    // The machine's step count before these steps.
    let startStepCount = advance.snapshot.stepCount - advance.steps.count
    var body: String?
    for (index, step) in advance.steps.enumerated() {
      seq += 1
      let stepNumber = startStepCount + index + 1
      let isTimer = index != advance.eventStep
      var timer: Int64?
      if isTimer, let match = unmatched.firstIndex(where: { $0.event == step.event }) {
        timer = unmatched.remove(at: match).id
        try await connection.query(
          "UPDATE timers SET fired_at = micros_to_time(\(at)) WHERE id = \(timer!)",
          logger: logger)
      }
      try await connection.query(
        """
        INSERT INTO steps (order_id, seq, event, from_state, to_state, effects, cause,
          request_key, timer_id, process, at)
        VALUES (\(id), \(seq), \(JSON.string(step.event))::jsonb, \(JSON.string(step.from))::jsonb,
          \(JSON.string(step.to))::jsonb, \(JSON.string(step.effects))::jsonb,
          \(isTimer ? "timer" : "request"), \(isTimer ? nil : request?.key), \(timer),
          \(process), micros_to_time(\(at)))
        """, logger: logger)
      // Each effect's key is its id, the step's number (the snapshot counts every step of the
      // order, as `seq` does) and its position: the same if the step is ever taken again.
      for emitted in advance.effects where emitted.id.step == stepNumber {
        try await connection.query(
          """
          INSERT INTO outbox (key, order_id, seq, effect)
          VALUES (\("\(id)/\(emitted.id)"), \(id), \(seq), \(JSON.string(emitted.effect))::jsonb)
          """, logger: logger)
      }
      if !isTimer {
        let encodeStart = ContinuousClock.now
        body = JSON.string([
          "order": id, "version": version + 1, "seq": seq, "from": JSON.value(step.from),
          "event": JSON.value(step.event), "to": JSON.value(step.to),
          "effects": JSON.value(step.effects), "timerSteps": advance.timerStepCount,
        ])
        timing.json += ContinuousClock.now - encodeStart
      }
    }
    // Every step starts a new visit of the state: the timers not fired are cancelled, and the
    // snapshot's pending timers are the ones that count now.
    try await connection.query(
      """
      UPDATE timers SET cancelled_at = micros_to_time(\(at))
      WHERE order_id = \(id) AND fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL
      """, logger: logger)
    for timer in advance.snapshot.timers {
      let due = micros(now + timer.remaining, roundingUp: true)
      try await connection.query(
        """
        INSERT INTO timers (order_id, event, due_at, set_by_seq)
        VALUES (\(id), \(JSON.string(timer.event))::jsonb, micros_to_time(\(due)), \(seq))
        """, logger: logger)
    }
    guard let request, let body else {
      return Answer(status: 200, body: "{}", timing: timing)
    }
    try await connection.query(
      """
      INSERT INTO requests (key, order_id, event, status, body)
      VALUES (\(request.key), \(id), \(JSON.string(request.event))::jsonb, 200, \(body))
      """, logger: logger)
    return Answer(status: 200, body: body, timing: timing)
  }

  /// The order's row, locked as `lock` says; `nil` when there is none.
  func load(_ id: String, on connection: PostgresConnection, lock: String) async throws -> Loaded? {
    let rows = try await connection.query(
      """
      SELECT snapshot::text, version, last_seq FROM orders WHERE id = \(id) \(unescaped: lock)
      """, logger: logger
    ).collect()
    guard let row = rows.first else { return nil }
    let (text, version, lastSeq) = try row.decode((String, Int64, Int64).self)
    do {
      let start = ContinuousClock.now
      let snapshot = try JSON.decode(MachineSnapshot<Order>.self, from: text)
      return .decoded(
        snapshot, version: version, lastSeq: lastSeq, decoding: ContinuousClock.now - start)
    } catch {
      return .undecodable(String(describing: error))
    }
  }

  /// The answer given to `key` before, when it was for the same order and event; a 422 when
  /// the key was used for something else; `nil` for a new key.
  private func storedAnswer(
    key: String, order: String?, event: Order.Event?, on connection: PostgresConnection? = nil
  ) async throws -> Answer? {
    let query: PostgresQuery =
      "SELECT order_id, event::text, status, body FROM requests WHERE key = \(key)"
    let rows =
      if let connection {
        try await connection.query(query, logger: logger).collect()
      } else {
        try await client.query(query, logger: logger).collect()
      }
    guard let row = rows.first else { return nil }
    let (storedOrder, storedEvent, status, body) = try row.decode(
      (String, String?, Int, String).self)
    let sameEvent = try storedEvent.map { try JSON.decode(Order.Event.self, from: $0) } == event
    guard sameEvent, order == nil || storedOrder == order else {
      return .error(
        422,
        "idempotency key \(key) was used for another request"
          + " (\(storedEvent.map { "\($0) to order \(storedOrder)" } ?? "creating an order"))")
    }
    return Answer(status: status, body: body, replayed: true)
  }
}

extension PostgresTransactionError {
  /// Whether the transaction failed on a unique index: a key that another request wrote first.
  var isUniqueViolation: Bool {
    for error in [closureError, commitError] {
      if let psql = error as? PSQLError, psql.serverInfo?[.sqlState] == "23505" { return true }
    }
    return false
  }
}

extension OrderStore {
  /// The order as stored: its state, version, pending timers and every step. A read fires
  /// nothing: a timer past its due time is listed until a process fires it.
  func read(_ id: String) async throws -> Answer {
    let rows = try await client.query(
      "SELECT snapshot::text, version FROM orders WHERE id = \(id)", logger: logger
    ).collect()
    guard let row = rows.first else { return .error(404, "no order \(id)") }
    let (text, version) = try row.decode((String, Int64).self)
    let snapshot: MachineSnapshot<Order>
    do {
      snapshot = try JSON.decode(MachineSnapshot<Order>.self, from: text)
    } catch {
      logger.error("order \(id): its snapshot does not decode: \(error)")
      return .error(
        500, "order \(id) is kept as it is: its snapshot does not decode as this Order: \(error)")
    }
    var steps: [Any] = []
    for try await (seq, event, from, to, effects, cause, process) in try await client.query(
      """
      SELECT seq, event::text, from_state::text, to_state::text, effects::text, cause, process
      FROM steps WHERE order_id = \(id) ORDER BY seq
      """, logger: logger
    ).decode((Int64, String, String, String, String, String, String).self) {
      steps.append([
        "seq": seq, "event": try JSON.object(event), "from": try JSON.object(from),
        "to": try JSON.object(to), "effects": try JSON.object(effects), "cause": cause,
        "process": process,
      ])
    }
    var timers: [Any] = []
    for try await (event, due) in try await client.query(
      """
      SELECT event::text, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      FROM timers
      WHERE order_id = \(id) AND fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL
      ORDER BY due_at, id
      """, logger: logger
    ).decode((String, String).self) {
      timers.append(["event": try JSON.object(event), "due": due])
    }
    return Answer(
      status: 200,
      body: JSON.string([
        "order": id, "version": version, "state": JSON.value(snapshot.state),
        "timers": timers, "steps": steps,
      ]))
  }
}
