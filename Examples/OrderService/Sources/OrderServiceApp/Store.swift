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
  //
  // Each request costs as few round trips as its work allows (README, "Round trips"): a
  // creation is one statement; a step is a read that locks and one write, in a transaction
  // (`lock`), or the same two statements without one (`optimistic`: the write checks the
  // version). `RoundTripTests` counts them on the server.

  /// Creates an order in `Order.start`: once per key. One statement writes the key's answer and
  /// the order, the order only when the key is new; a key used before reads its answer.
  func create(key: String) async throws -> Answer {
    let id = UUID().uuidString.lowercased()
    let snapshot = MachineSnapshot(state: Order.start, takenAt: WallClock.now)
    let answer = Answer(
      status: 201, body: JSON.string(["order": id, "state": JSON.value(Order.start), "version": 1]))
    let created = try await client.query(
      """
      WITH request AS (
        INSERT INTO requests (key, order_id, event, status, body)
        VALUES (\(key), \(id), NULL, \(answer.status), \(answer.body))
        ON CONFLICT (key) DO NOTHING RETURNING key)
      INSERT INTO orders (id, snapshot, state, version, last_seq)
      SELECT \(id), \(JSON.string(snapshot))::jsonb, \(Order.start.case.description), 1, 0
      FROM request RETURNING id
      """, logger: logger
    ).collect()
    if !created.isEmpty { return answer }
    // The key's row was there, or came from a request that committed first (the insert waited
    // for it): its answer.
    let rows = try await client.query(StoredAnswer.read(key), logger: logger).collect()
    guard let row = rows.first else { throw MissingRow(key: key) }
    return try StoredAnswer(row).answer(to: key, order: nil, event: nil)
  }

  /// Sends `event` to an order: once per key.
  func send(_ event: Order.Event, to id: String, key: String) async throws -> Answer {
    for _ in 0..<100 {
      let outcome: Outcome
      do {
        switch concurrency {
        case .lock:
          outcome = try await client.withTransaction(logger: logger) { connection in
            try await self.step(id, sending: event, key: key, on: connection, locking: true)
          }
        case .optimistic:
          // Two statements, each its own transaction: the write is one statement that
          // checks the version it read.
          outcome = try await client.withConnection { connection in
            try await self.step(id, sending: event, key: key, on: connection, locking: false)
          }
        }
      } catch let error where isUniqueViolation(error) {
        // Another request with this key committed first (its row was not there when this one
        // read): its answer, on the next turn.
        continue
      }
      switch outcome {
      case .answer(let answer): return answer
      case .lostRace: continue
      }
    }
    return .error(503, "order \(id) is too busy: 100 attempts lost the race")
  }

  /// Fires the timer that is due first, if any, of an order no request holds (that request
  /// fires it): returns false when none is.
  func fireDueTimer() async throws -> Bool {
    try await client.withTransaction(logger: logger) { connection in
      let now = WallClock.now
      // The timer and its order, both locked, in one statement; an order a request holds is
      // skipped.
      let due = try await connection.query(
        """
        SELECT t.id, o.id, o.snapshot::text, o.version, o.last_seq
        FROM timers t JOIN orders o ON o.id = t.order_id
        WHERE t.fired_at IS NULL AND t.cancelled_at IS NULL AND t.stale IS NULL
          AND t.due_at <= timestamptz 'epoch' + \(micros(now)) * interval '1 microsecond'
        ORDER BY t.due_at, t.id LIMIT 1 FOR UPDATE SKIP LOCKED
        """, logger: logger
      ).collect()
      guard let row = due.first else { return false }
      let (timer, order, text, version, lastSeq) = try row.decode(
        (Int64, String, String, Int64, Int64).self)
      guard case .decoded(let saved, let decoding) = Loaded(text) else {
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

  /// An order's snapshot as read, decoded or not.
  enum Loaded {
    case decoded(MachineSnapshot<Order>, decoding: Duration)
    case undecodable(String)

    init(_ text: String) {
      do {
        let start = ContinuousClock.now
        let snapshot = try JSON.decode(MachineSnapshot<Order>.self, from: text)
        self = .decoded(snapshot, decoding: ContinuousClock.now - start)
      } catch {
        self = .undecodable(String(describing: error))
      }
    }
  }

  /// One request: a read of the order's row with the key's earlier answer (locking the order
  /// when `locking`), FSM's part, then one write.
  private func step(
    _ id: String, sending event: Order.Event, key: String, on connection: PostgresConnection,
    locking: Bool
  ) async throws -> Outcome {
    // The lock waits for a request that holds the order, then reads the row as that request
    // wrote it; the rest of the statement reads the database as it was when the statement
    // started. `seen` is the order's version then: when it differs, a request changed the
    // order while this one waited, and may have answered this key: it is read again (the
    // only case with a third statement). Without the lock (`optimistic`), everything is read
    // as of one moment; a key answered after it makes the write fail on its unique index.
    let rows = try await connection.query(
      """
      SELECT o.snapshot::text, o.version, o.last_seq, r.order_id, r.event::text, r.status, r.body,
        (SELECT version FROM orders WHERE id = \(id)) AS seen
      FROM orders o LEFT JOIN requests r ON r.key = \(key)
      WHERE o.id = \(id) \(unescaped: locking ? "FOR UPDATE OF o" : "")
      """, logger: logger
    ).collect()
    guard let row = rows.first else { return .answer(.error(404, "no order \(id)")) }
    let (text, version, lastSeq, storedOrder, storedEvent, status, body, seen) = try row.decode(
      (String, Int64, Int64, String?, String?, Int?, String?, Int64?).self)
    var stored: StoredAnswer?
    if let storedOrder, let status, let body {
      stored = StoredAnswer(order: storedOrder, event: storedEvent, status: status, body: body)
    } else if seen != version {
      let rows = try await connection.query(StoredAnswer.read(key), logger: logger).collect()
      stored = try rows.first.map(StoredAnswer.init)
    }
    if let stored {
      return .answer(try stored.answer(to: key, order: id, event: event))
    }
    let (saved, decoding): (MachineSnapshot<Order>, Duration)
    switch Loaded(text) {
    case .decoded(let snapshot, let time): (saved, decoding) = (snapshot, time)
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

  /// A step as the write statement reads it (`jsonb_to_recordset`).
  struct StepRow: Encodable {
    var seq: Int64
    var event: Order.Event
    var from: Order
    var to: Order
    var effects: [Order.Effect]
    /// Whether a timer took the step (the others are the request's).
    var timer: Bool

    enum CodingKeys: String, CodingKey {
      case seq, event, effects, timer
      case from = "from_state"
      case to = "to_state"
    }
  }

  /// An effect for the outbox, under its key.
  struct OutboxRow: Encodable {
    var key: String
    var seq: Int64
    var effect: Order.Effect
  }

  /// A pending timer of the new snapshot, with its due time in microseconds since 1970.
  struct TimerRow: Encodable {
    var event: Order.Event
    var due: Int64
  }

  /// Writes what `advance` did, in one statement: the order's row (checking the version it was
  /// read at), the steps, their effects into the outbox, the timers that fired marked, the
  /// others cancelled, the new snapshot's timers, and the request's answer; nothing when the
  /// version had moved on (optimistic concurrency), and then `nil`.
  private func save(
    _ advance: Advance, of id: String, version: Int64, lastSeq: Int64, request: Request?,
    timing: Timing, on connection: PostgresConnection
  ) async throws -> Answer? {
    let start = ContinuousClock.now
    let now = advance.snapshot.takenAt
    // The machine's step count before these steps: each effect's id is its step's number and
    // its position, the same if the step is ever taken again.
    let startStepCount = advance.snapshot.stepCount - advance.steps.count
    var steps: [StepRow] = []
    var outbox: [OutboxRow] = []
    var body: String?
    for (index, step) in advance.steps.enumerated() {
      let seq = lastSeq + Int64(index) + 1
      let isTimer = index != advance.eventStep
      steps.append(
        StepRow(
          seq: seq, event: step.event, from: step.from, to: step.to, effects: step.effects,
          timer: isTimer))
      for emitted in advance.effects where emitted.id.step == startStepCount + index + 1 {
        outbox.append(OutboxRow(key: "\(id)/\(emitted.id)", seq: seq, effect: emitted.effect))
      }
      if !isTimer {
        body = JSON.string([
          "order": id, "version": version + 1, "seq": seq, "from": JSON.value(step.from),
          "event": JSON.value(step.event), "to": JSON.value(step.to),
          "effects": JSON.value(step.effects), "timerSteps": advance.timerStepCount,
        ])
      }
    }
    let timers = advance.snapshot.timers.map { timer in
      TimerRow(event: timer.event, due: micros(now + timer.remaining, roundingUp: true))
    }
    let snapshot = JSON.string(advance.snapshot)
    let (stepsJSON, outboxJSON, timersJSON) = (
      JSON.string(steps), JSON.string(outbox), JSON.string(timers)
    )
    let requestEvent = request.map { JSON.string($0.event) }
    var timing = timing
    timing.json += ContinuousClock.now - start
    let at = micros(now)
    let seqAfter = lastSeq + Int64(advance.steps.count)
    // The timers that fired are matched to their rows in deadline order: the n-th step of a
    // timer's event to the n-th open row of that event. Every step starts a new visit of the
    // state: the rows not fired are cancelled, and the snapshot's pending timers are the ones
    // that count now. Every part after `updated` writes only when it wrote the order. Times
    // travel as microseconds since 1970, which `timestamptz` holds exactly.
    let written = try await connection.query(
      """
      WITH updated AS (
        UPDATE orders SET snapshot = \(snapshot)::jsonb,
          state = \(advance.snapshot.state.case.description), version = version + 1,
          last_seq = \(seqAfter)
        WHERE id = \(id) AND version = \(version) RETURNING version),
      moment AS (SELECT timestamptz 'epoch' + \(at) * interval '1 microsecond' AS at),
      open AS (
        SELECT id, event, row_number() OVER (PARTITION BY event ORDER BY due_at, id) AS n
        FROM timers
        WHERE order_id = \(id) AND fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL),
      taken AS (
        SELECT s.*, row_number() OVER (PARTITION BY s.timer, s.event ORDER BY s.seq) AS n
        FROM jsonb_to_recordset(\(stepsJSON)::jsonb) AS s(
          seq bigint, event jsonb, from_state jsonb, to_state jsonb, effects jsonb, timer boolean)),
      matched AS (
        SELECT taken.*, open.id AS timer_id FROM taken
        LEFT JOIN open ON taken.timer AND open.event = taken.event AND open.n = taken.n),
      logged AS (
        INSERT INTO steps (order_id, seq, event, from_state, to_state, effects, cause,
          request_key, timer_id, process, at)
        SELECT \(id), m.seq, m.event, m.from_state, m.to_state, m.effects,
          CASE WHEN m.timer THEN 'timer' ELSE 'request' END,
          CASE WHEN m.timer THEN NULL ELSE \(request?.key)::text END, m.timer_id,
          \(process), moment.at
        FROM matched m, updated, moment),
      queued AS (
        INSERT INTO outbox (key, order_id, seq, effect)
        SELECT e.key, \(id), e.seq, e.effect
        FROM jsonb_to_recordset(\(outboxJSON)::jsonb) AS e(key text, seq bigint, effect jsonb),
          updated),
      ended AS (
        UPDATE timers SET
          fired_at = CASE WHEN o.fired THEN moment.at END,
          cancelled_at = CASE WHEN o.fired THEN NULL ELSE moment.at END
        FROM (
          SELECT open.id, EXISTS (SELECT FROM matched WHERE matched.timer_id = open.id) AS fired
          FROM open) o, updated, moment
        WHERE timers.id = o.id),
      armed AS (
        INSERT INTO timers (order_id, event, due_at, set_by_seq)
        SELECT \(id), t.event, timestamptz 'epoch' + t.due * interval '1 microsecond', \(seqAfter)
        FROM jsonb_to_recordset(\(timersJSON)::jsonb) AS t(event jsonb, due bigint), updated),
      answered AS (
        INSERT INTO requests (key, order_id, event, status, body)
        SELECT \(request?.key)::text, \(id), \(requestEvent)::jsonb, 200, \(body)::text
        FROM updated WHERE \(request?.key)::text IS NOT NULL)
      SELECT version FROM updated
      """, logger: logger
    ).collect()
    guard !written.isEmpty else { return nil }
    // A body only when the request's event took a step (a rejected event's timers: none).
    guard let body else {
      return Answer(status: 200, body: "{}", timing: timing)
    }
    return Answer(status: 200, body: body, timing: timing)
  }

  /// The answer stored for an idempotency key: which order and event it was for, and what was
  /// answered.
  struct StoredAnswer {
    var order: String
    var event: String?
    var status: Int
    var body: String

    /// The stored answer, when `key` was used for the same order and event (`order` `nil`: the
    /// creation, any order); a 422 when it was used for something else.
    func answer(to key: String, order: String?, event: Order.Event?) throws -> Answer {
      let sameEvent = try self.event.map { try JSON.decode(Order.Event.self, from: $0) } == event
      guard sameEvent, order == nil || self.order == order else {
        return .error(
          422,
          "idempotency key \(key) was used for another request"
            + " (\(self.event.map { "\($0) to order \(self.order)" } ?? "creating an order"))")
      }
      return Answer(status: status, body: body, replayed: true)
    }
  }
}

// In an extension, so that `StoredAnswer` keeps its memberwise initializer.
extension OrderStore.StoredAnswer {
  /// The statement that reads `key`'s row, for ``init(_:)``.
  static func read(_ key: String) -> PostgresQuery {
    "SELECT order_id, event::text, status, body FROM requests WHERE key = \(key)"
  }

  /// A row of ``read(_:)``.
  init(_ row: PostgresRow) throws {
    let (order, event, status, body) = try row.decode((String, String?, Int, String).self)
    self.init(order: order, event: event, status: status, body: body)
  }
}

/// A key that conflicted on insert and has no row: a row deleted by hand.
struct MissingRow: Error {
  var key: String
}

/// Whether the statement, or the transaction, failed on a unique index: a key that another
/// request wrote first.
func isUniqueViolation(_ error: any Error) -> Bool {
  if let transaction = error as? PostgresTransactionError {
    return [transaction.closureError, transaction.commitError].contains {
      $0.map(isUniqueViolation) ?? false
    }
  }
  return (error as? PSQLError)?.serverInfo?[.sqlState] == "23505"
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
