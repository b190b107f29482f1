import Foundation
import HummingbirdTesting
import PostgresNIO
import Testing

@testable import OrderServiceApp

// How many statements each request costs, counted by the server (`pg_stat_statements`, which
// `Scripts/route-tests.py` loads), with the workers off so that only the request runs any. Each
// statement is a round trip: PostgresNIO sends the next when the previous has answered.

/// The statements the server ran for `database` during `work`, each with how often, and
/// `work`'s result.
func statements<T>(
  in database: PostgresClient, during work: () async throws -> T
) async throws -> (ran: [(query: String, calls: Int64)], result: T) {
  func calls() async throws -> [String: Int64] {
    // The count of every statement the client sent (`toplevel`: not those a statement runs
    // inside, as a SQL function's body), but this one's, in this database.
    let rows = try await database.query(
      """
      SELECT query, calls FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND toplevel AND query NOT LIKE '%pg_stat_statements%'
      """
    ).collect()
    var counts: [String: Int64] = [:]
    for row in rows {
      let (query, calls) = try row.decode((String, Int64).self)
      counts[query, default: 0] += calls
    }
    return counts
  }
  let before = try await calls()
  let result = try await work()
  let after = try await calls()
  let ran = after.compactMap { query, calls in
    let more = calls - before[query, default: 0]
    return more > 0 ? (query: query, calls: more) : nil
  }
  return (ran.sorted { $0.query < $1.query }, result)
}

@Suite(.serialized) struct RoundTripTests {
  @Test(arguments: [Concurrency.lock, .optimistic])
  func eachRequestCostsItsRoundTrips(_ concurrency: Concurrency) async throws {
    try await withService(concurrency: concurrency, workers: false) { client, database in
      try await database.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
      let locking = concurrency == .lock
      /// Runs `request`, logs its statements, and checks how many there were.
      func expect(
        _ label: String, _ expected: Int64, _ request: () async throws -> Answered,
        sourceLocation: SourceLocation = #_sourceLocation
      ) async throws -> Answered {
        let (ran, answer) = try await statements(in: database, during: request)
        let count = ran.reduce(0) { $0 + $1.calls }
        print("\(concurrency) \(label): \(count) statements, status \(answer.status.code)")
        for (query, calls) in ran {
          let line = query.split(whereSeparator: \.isNewline).first.map(String.init) ?? query
          print("  \(calls)× \(line.trimmingCharacters(in: .whitespaces).prefix(90))")
        }
        #expect(count == expected, "\(label)", sourceLocation: sourceLocation)
        return answer
      }
      // The creation: the key's answer and the order in one statement.
      let created = try await expect("create", 1) {
        try await client.call(.post, "/orders", key: "rt-create")
      }
      let order = try #require(created.json["order"] as? String)
      // The same creation again: the insert finds the key, a read returns its answer.
      let again = try await expect("create, sent again", 2) {
        try await client.call(.post, "/orders", key: "rt-create")
      }
      #expect(again.replayed && again.text == created.text)
      // A step: (BEGIN,) the read that locks, the one write (, COMMIT).
      let added = try await expect("a step", locking ? 4 : 2) {
        try await client.send(#"{"addItem": {"price": 900}}"#, to: order, key: "rt-add")
      }
      #expect(added.status == .ok)
      // A step with an effect and a timer (requestPayment, the payment's deadline): the same.
      let checkout = try await expect("a step with an effect and a timer", locking ? 4 : 2) {
        try await client.send(#"{"checkout": {}}"#, to: order, key: "rt-checkout")
      }
      #expect(checkout.status == .ok)
      // Sent again: the read finds the key's answer; nothing is written.
      let resent = try await expect("a step, sent again", locking ? 3 : 1) {
        try await client.send(#"{"checkout": {}}"#, to: order, key: "rt-checkout")
      }
      #expect(resent.replayed && resent.text == checkout.text)
      // Refused: the read alone.
      let refused = try await expect("a refused event", locking ? 3 : 1) {
        try await client.send(#"{"ship": {"tracking": "x"}}"#, to: order, key: "rt-refused")
      }
      #expect(refused.status == .conflict)
      // The deadline passed (ten seconds earlier, for the snapshot and the timer's row): the
      // timer's step and the payment's refusal are written by the same one write.
      try await database.query(
        """
        UPDATE orders SET snapshot = jsonb_set(snapshot, '{takenAt,seconds}',
          to_jsonb((snapshot->'takenAt'->>'seconds')::bigint - 10)) WHERE id = \(order)
        """)
      try await database.query("UPDATE timers SET due_at = due_at - interval '10 seconds'")
      let late = try await expect("a timer due, then a refused event", locking ? 4 : 2) {
        try await client.send(#"{"pay": {"amount": 900}}"#, to: order, key: "rt-late")
      }
      #expect(late.status == .conflict)
      let fired = try await database.query(
        "SELECT count(*) FROM timers WHERE fired_at IS NOT NULL AND set_by_seq = 2"
      ).collect()
      #expect(try fired[0].decode(Int64.self) == 1)
      let steps = try await database.query(
        "SELECT cause, timer_id IS NOT NULL FROM steps WHERE order_id = \(order) ORDER BY seq"
      ).collect().map { try $0.decode((String, Bool).self) }
      #expect(steps.map(\.0) == ["request", "request", "timer"])
      #expect(steps.map(\.1) == [false, false, true])
    }
  }
}
