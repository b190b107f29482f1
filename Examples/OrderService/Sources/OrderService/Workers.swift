import Foundation
import Logging
import PostgresNIO

/// Fires the durable timers: any process does, each timer exactly once. A request that finds
/// its order's timer due fires it too (`Advance`), in the same way; this loop is for the orders
/// no request comes to.
struct TimerWorker: Sendable {
  let store: OrderStore
  var idle: Duration = .milliseconds(100)

  func run() async {
    while !Task.isCancelled {
      do {
        // Fire while something is due; then wait a little.
        while try await store.fireDueTimer() {}
      } catch {
        store.logger.warning("timers: \(String(reflecting: error))")
      }
      try? await Task.sleep(for: idle)
    }
  }
}

/// Performs the outbox's effects after their steps committed: at least once, each with its key,
/// so that the receiver can keep it once. A process killed between performing an effect and
/// marking it performed leaves it to the next one, which performs it again.
struct OutboxWorker: Sendable {
  let store: OrderStore
  var idle: Duration = .milliseconds(100)

  func run() async {
    while !Task.isCancelled {
      do {
        while try await performBatch() > 0 {}
      } catch {
        store.logger.warning("outbox: \(String(reflecting: error))")
      }
      try? await Task.sleep(for: idle)
    }
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
      for row in rows {
        let (id, key, effect) = try row.decode((Int64, String, String).self)
        try await perform(effect, key: key)
        try await connection.query(
          "UPDATE outbox SET performed_at = now(), attempts = attempts + 1 WHERE id = \(id)",
          logger: logger)
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
