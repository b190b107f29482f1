import Logging
import PostgresNIO

/// The tables. One row per order holds its whole machine (the snapshot) and a version; every
/// other table is written in the same transaction as that row.
enum Schema {
  static let statements: [String] = [
    // A snapshot is the machine between two steps: state, superstates' memory, queued events and
    // the timers it had pending with the time each had left.
    """
    CREATE TABLE IF NOT EXISTS orders (
      id text PRIMARY KEY,
      snapshot jsonb NOT NULL,
      state text NOT NULL,
      version bigint NOT NULL,
      last_seq bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())
    """,
    // The step log: what each committed step was, and what caused it. A request's key and a
    // timer's row can each cause one step, which the unique indexes hold the service to.
    """
    CREATE TABLE IF NOT EXISTS steps (
      order_id text NOT NULL REFERENCES orders (id),
      seq bigint NOT NULL,
      event jsonb NOT NULL,
      from_state jsonb NOT NULL,
      to_state jsonb NOT NULL,
      effects jsonb NOT NULL,
      cause text NOT NULL CHECK (cause IN ('request', 'timer')),
      request_key text,
      timer_id bigint,
      process text NOT NULL,
      at timestamptz NOT NULL,
      PRIMARY KEY (order_id, seq))
    """,
    "CREATE UNIQUE INDEX IF NOT EXISTS steps_by_request ON steps (request_key)",
    "CREATE UNIQUE INDEX IF NOT EXISTS steps_by_timer ON steps (timer_id)",
    // Idempotency: the first answer to each key, returned again to a request that repeats it.
    """
    CREATE TABLE IF NOT EXISTS requests (
      key text PRIMARY KEY,
      order_id text NOT NULL,
      event jsonb,
      status int NOT NULL,
      body text NOT NULL)
    """,
    // Durable timers: the snapshot's pending timers with their wall-clock due time. Each is
    // fired (a step with its id), or cancelled by a step that left its state before it was due.
    """
    CREATE TABLE IF NOT EXISTS timers (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders (id),
      event jsonb NOT NULL,
      due_at timestamptz NOT NULL,
      set_by_seq bigint NOT NULL,
      fired_at timestamptz,
      cancelled_at timestamptz,
      stale text)
    """,
    """
    CREATE INDEX IF NOT EXISTS timers_due ON timers (due_at)
      WHERE fired_at IS NULL AND cancelled_at IS NULL AND stale IS NULL
    """,
    // The outbox: each step's effects, written with the step, performed after the commit.
    """
    CREATE TABLE IF NOT EXISTS outbox (
      id bigserial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      order_id text NOT NULL REFERENCES orders (id),
      seq bigint NOT NULL,
      effect jsonb NOT NULL,
      performed_at timestamptz,
      attempts int NOT NULL DEFAULT 0)
    """,
    "CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (id) WHERE performed_at IS NULL",
    // Stands in for the world the effects reach (a payment provider, a mailer): it records each
    // key once and counts how often it was asked, as an idempotent API does.
    """
    CREATE TABLE IF NOT EXISTS deliveries (
      key text PRIMARY KEY,
      effect jsonb NOT NULL,
      attempts int NOT NULL)
    """,
  ]

  /// Which version of `statements` the database has.
  static let version = 1

  /// Creates the tables when the database does not have them. Two processes starting at once
  /// take turns (the transaction holds an advisory lock); a process that starts while others
  /// serve requests finds the version and runs nothing (even `CREATE INDEX IF NOT EXISTS` would
  /// lock the table it names).
  static func migrate(_ client: PostgresClient, logger: Logger) async throws {
    try await client.withTransaction(logger: logger) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(20261127)", logger: logger)
      try await connection.query(
        "CREATE TABLE IF NOT EXISTS schema_version (version int NOT NULL)", logger: logger)
      let rows = try await connection.query(
        "SELECT coalesce(max(version), 0) FROM schema_version", logger: logger
      ).collect()
      guard let row = rows.first, try row.decode(Int.self) < version else { return }
      for statement in statements {
        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
      }
      try await connection.query(
        "INSERT INTO schema_version (version) VALUES (\(version))", logger: logger)
    }
  }
}

/// Microseconds since 1970, rounded down (`now`) or up (a due time, so that a timer the
/// database finds due is due for the machine too).
func micros(_ time: Duration, roundingUp: Bool = false) -> Int64 {
  let (seconds, attoseconds) = time.components
  let below = attoseconds / 1_000_000_000_000
  let rest = attoseconds % 1_000_000_000_000
  return seconds * 1_000_000 + below + (roundingUp && rest > 0 ? 1 : 0)
}
