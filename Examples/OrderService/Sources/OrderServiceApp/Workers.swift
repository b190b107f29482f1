import Foundation
import Logging
import PostgresNIO

/// Fires the durable timers: any process does, each timer exactly once. A request that finds
/// its order's timer due fires it too (`Advance`), in the same way; this loop is for the orders
/// no request comes to.
struct TimerWorker: Sendable {
  let store: OrderStore

  func run() async {
    await poll("timers", store) { try await store.fireDueTimer() }
  }
}

/// Runs `work` while it finds something to do, then waits `idle`, until the task is cancelled;
/// an error is logged and the loop goes on (the database may be back at the next turn).
func poll(
  _ name: String, _ store: OrderStore, idle: Duration = .milliseconds(100),
  _ work: @Sendable () async throws -> Bool
) async {
  while !Task.isCancelled {
    do {
      while try await work() {}
    } catch {
      store.logger.warning("\(name): \(String(reflecting: error))")
    }
    try? await Task.sleep(for: idle)
  }
}

/// Performs the outbox's effects after their steps committed: at least once, each with its key,
/// so that the receiver can keep it once. A process killed between performing an effect and
/// marking it performed leaves it to the next one, which performs it again.
struct OutboxWorker: Sendable {
  let store: OrderStore

  func run() async {
    await poll("outbox", store) { try await performBatch() > 0 }
  }

  /// Takes up to 20 effects no other process holds, performs them, and marks them performed.
  func performBatch() async throws -> Int {
    let logger = store.logger
    return try await store.client.withTransaction(logger: logger) { connection in
      let rows = try await connection.query(
        """
        SELECT id, key, effect::text FROM outbox WHERE performed_at IS NULL
        ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED
        """, logger: logger
      ).collect()
      var performed: [Int64] = []
      for row in rows {
        let (id, key, effect) = try row.decode((Int64, String, String).self)
        try await perform(effect, key: key)
        performed.append(id)
      }
      // All of them marked at once: one statement for the batch.
      if !performed.isEmpty {
        try await connection.query(
          """
          UPDATE outbox SET performed_at = now(), attempts = attempts + 1
          WHERE id = ANY(\(performed))
          """, logger: logger)
      }
      return rows.count
    }
  }

  /// The call to the outside world, outside the outbox's transaction (another connection): an
  /// idempotent receiver that keeps the first delivery of each key and counts the attempts. A
  /// real service calls its payment provider or mailer here, with the key as `Idempotency-Key`.
  func perform(_ effect: String, key: String) async throws {
    try await store.client.query(
      """
      INSERT INTO deliveries (key, effect, attempts) VALUES (\(key), \(effect)::jsonb, 1)
      ON CONFLICT (key) DO UPDATE SET attempts = deliveries.attempts + 1
      """, logger: store.logger)
  }
}
