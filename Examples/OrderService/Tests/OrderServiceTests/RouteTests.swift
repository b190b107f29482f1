import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import OrderMachine
import PostgresNIO
import Testing

@testable import OrderServiceApp

// The routes, through Hummingbird's router, against a real PostgreSQL: the server libpq's
// variables name (PGHOST, PGPORT, PGUSER; `Scripts/route-tests.py` starts one and runs these).
// Each test has a database of its own, made and dropped around it.

struct TestArguments: AppArguments {
  var hostname = "127.0.0.1"
  var port = 0
  var name = "route-tests"
  var concurrency = Concurrency.lock
  var database: PostgresClient.Configuration
  var logLevel = Logger.Level.warning
  var runsWorkers = true
}

let keyHeader = HTTPField.Name("Idempotency-Key")!
let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

/// Runs `test` with the service built on a new database, and a client of the database to look
/// into it; drops the database after.
func withService(
  concurrency: Concurrency = .lock, workers: Bool = true,
  _ test: @escaping @Sendable (any TestClientProtocol, PostgresClient) async throws -> Void
) async throws {
  let environment = ProcessInfo.processInfo.environment
  let name = "orders_test_\(UInt32.random(in: 0...UInt32.max))"
  /// Runs `statement` on the server's `postgres` database (a client runs once: one each time).
  func administer(_ statement: PostgresQuery) async throws {
    var server = databaseConfiguration(environment)
    server.database = "postgres"
    let admin = PostgresClient(configuration: server)
    try await withClient(admin) { _ = try await admin.query(statement) }
  }
  try await administer("CREATE DATABASE \(unescaped: name)")
  var database = databaseConfiguration(environment)
  database.database = name
  // No keep-alive queries: a test may count the statements the server runs.
  database.options.keepAliveBehavior = nil
  let app = try await buildApplication(
    TestArguments(concurrency: concurrency, database: database, runsWorkers: workers))
  let look = PostgresClient(configuration: database)
  do {
    try await app.test(.router) { client in
      try await withClient(look) { try await test(client, look) }
    }
  } catch {
    try? await administer("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)")
    throw error
  }
  try await administer("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)")
}

/// An answer: its status, its JSON body as an object, and whether it was replayed.
struct Answered: Sendable {
  var status: HTTPResponse.Status
  var text: String
  var replayed: Bool

  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }
}

extension TestClientProtocol {
  func call(_ method: HTTPRequest.Method, _ uri: String, key: String? = nil, body: String? = nil)
    async throws -> Answered
  {
    var headers: HTTPFields = [:]
    if let key { headers[keyHeader] = key }
    return try await execute(
      uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
    ) { response in
      Answered(
        status: response.status, text: String(buffer: response.body),
        replayed: response.headers[replayedHeader] == "true")
    }
  }

  /// Creates an order; its id.
  func create(key: String = UUID().uuidString) async throws -> String {
    let answer = try await call(.post, "/orders", key: key)
    #expect(answer.status == .created)
    return try #require(answer.json["order"] as? String)
  }

  func send(_ event: String, to order: String, key: String = UUID().uuidString) async throws
    -> Answered
  {
    try await call(.post, "/orders/\(order)/events", key: key, body: event)
  }
}

/// How many rows `table` has.
func count(_ table: String, _ database: PostgresClient) async throws -> Int64 {
  let rows = try await database.query("SELECT count(*) FROM \(unescaped: table)").collect()
  return try rows[0].decode(Int64.self)
}

@Suite(.serialized) struct RouteTests {
  @Test func createsAnOrderInAnEmptyCart() async throws {
    try await withService { client, database in
      let created = try await client.call(.post, "/orders", key: "c1")
      #expect(created.status == .created)
      #expect(
        created.json["state"] as? [String: [String: Int]] == ["cart": ["items": 0, "total": 0]])
      let order = try #require(created.json["order"] as? String)
      let read = try await client.call(.get, "/orders/\(order)")
      #expect(read.status == .ok)
      #expect(read.json["version"] as? Int == 1)
      #expect(try await count("orders", database) == 1)
    }
  }

  @Test func aStepIsAnsweredAndLogged() async throws {
    try await withService { client, database in
      let order = try await client.create()
      let step = try await client.send(#"{"addItem": {"price": 1200}}"#, to: order)
      #expect(step.status == .ok)
      #expect(step.json["seq"] as? Int == 1)
      #expect(step.json["from"] as? [String: [String: Int]] == ["cart": ["items": 0, "total": 0]])
      #expect(step.json["to"] as? [String: [String: Int]] == ["cart": ["items": 1, "total": 1200]])
      let checkout = try await client.send(#"{"checkout": {}}"#, to: order)
      #expect(
        checkout.json["to"] as? [String: [String: Int]] == ["awaitingPayment": ["total": 1200]])
      // The effect is in the outbox, under its id: the order's 2nd step, position 0.
      let keys = try await database.query("SELECT key FROM outbox").collect().map {
        try $0.decode(String.self)
      }
      #expect(keys == ["\(order)/2.0"])
      // The payment's deadline is a timer row, due 5 s after the checkout.
      #expect(try await count("timers", database) == 1)
      #expect(try await count("steps", database) == 2)
    }
  }

  @Test func aRefusedEventIs409WithTheReasonAndWritesNothing() async throws {
    try await withService { client, database in
      let order = try await client.create()
      // An empty cart cannot check out (the row's guard).
      let refused = try await client.send(#"{"checkout": {}}"#, to: order, key: "r1")
      #expect(refused.status == .conflict)
      let error = try #require(refused.json["error"] as? String)
      #expect(error.contains("'cart'") && error.contains("'checkout'"))
      #expect(try await count("steps", database) == 0)
      #expect(try await count("requests", database) == 1)  // the creation's
    }
  }

  @Test func aRequestSentAgainGetsTheFirstAnswer() async throws {
    try await withService { client, database in
      let order = try await client.create()
      let first = try await client.send(#"{"addItem": {"price": 500}}"#, to: order, key: "again")
      let second = try await client.send(#"{"addItem": {"price": 500}}"#, to: order, key: "again")
      #expect(first.status == .ok && second.status == .ok)
      #expect(second.text == first.text)
      #expect(!first.replayed && second.replayed)
      #expect(try await count("steps", database) == 1)
    }
  }

  @Test func aRequestThatWaitedForTheOrderAnswersAsTheOneItWaitedFor() async throws {
    try await withService { client, database in
      let order = try await client.create()
      // This test holds the order, as a request with the key "twice" would, while the same
      // request comes again; then it commits that request's step (the order cancelled, the
      // key answered) and lets the second go on.
      let logger = Logger(label: "route-tests")
      let second = try await database.withTransaction(logger: logger) { connection in
        try await connection.query(
          "SELECT 1 FROM orders WHERE id = \(order) FOR UPDATE", logger: logger)
        let second = Task { try await client.send(#"{"cancel": {}}"#, to: order, key: "twice") }
        // Until the second waits for the order's lock.
        var waits = 0
        for _ in 0..<1000 where waits == 0 {
          let rows = try await database.query(
            """
            SELECT count(*) FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
            """
          ).collect()
          waits = try rows[0].decode(Int.self)
          if waits == 0 { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(waits == 1)
        try await connection.query(
          """
          UPDATE orders SET version = version + 1,
            snapshot = jsonb_set(snapshot, '{state}', '{"cancelled": {}}')
          WHERE id = \(order)
          """, logger: logger)
        try await connection.query(
          """
          INSERT INTO requests (key, order_id, event, status, body)
          VALUES ('twice', \(order), '{"cancel": {}}', 200, '{"first": true}')
          """, logger: logger)
        return second
      }
      // The commit lets it go on.
      let answer = try await second.value
      // `cancel` is refused in `cancelled`: the second answers as the first did, not 409.
      #expect(answer.status == .ok && answer.replayed)
      #expect(answer.text == #"{"first": true}"#)
    }
  }

  @Test func aTimerThatFellDueFiresBeforeTheEvent() async throws {
    try await withService { client, database in
      let order = try await client.create()
      _ = try await client.send(#"{"addItem": {"price": 700}}"#, to: order)
      _ = try await client.send(#"{"checkout": {}}"#, to: order)
      // Ten seconds pass, for the snapshot and the timer's row: the 5 s deadline has passed.
      try await database.query(
        """
        UPDATE orders SET snapshot = jsonb_set(snapshot, '{takenAt,seconds}',
          to_jsonb((snapshot->'takenAt'->>'seconds')::bigint - 10)) WHERE id = \(order)
        """)
      try await database.query("UPDATE timers SET due_at = due_at - interval '10 seconds'")
      // The payment comes too late: the deadline fires first (in this request, or in the timer
      // worker just before), and the payment is refused in `expired`.
      let late = try await client.send(#"{"pay": {"amount": 700}}"#, to: order)
      #expect(late.status == .conflict)
      #expect((late.json["error"] as? String)?.contains("'expired'") == true)
      let read = try await client.call(.get, "/orders/\(order)")
      #expect(read.json["state"] as? [String: [String: Int]] == ["expired": ["total": 700]])
      let steps = try #require(read.json["steps"] as? [[String: Any]])
      #expect(steps.map { $0["cause"] as? String } == ["request", "request", "timer"])
      #expect(steps.last?["event"] as? [String: [String: Int]] == ["paymentDeadline": [:]])
      let fired = try await database.query(
        "SELECT count(*) FROM timers WHERE fired_at IS NOT NULL"
      ).collect()
      #expect(try fired[0].decode(Int64.self) == 1)
    }
  }

  @Test func anUnknownOrderIs404() async throws {
    try await withService { client, database in
      let sent = try await client.send(#"{"checkout": {}}"#, to: "no-such-order")
      #expect(sent.status == .notFound)
      #expect(try await client.call(.get, "/orders/no-such-order").status == .notFound)
      #expect(try await count("requests", database) == 0)
    }
  }

  @Test func malformedJSONIs400AndWritesNothing() async throws {
    try await withService { client, database in
      let order = try await client.create()
      for body in ["{not json", #"{"teleport": {}}"#, #"{"addItem": {"price": "ten"}}"#] {
        let refused = try await client.send(body, to: order)
        #expect(refused.status == .badRequest)
        #expect((refused.json["error"] as? String)?.contains("addItem, checkout") == true)
      }
      #expect(try await count("steps", database) == 0)
      #expect(try await count("requests", database) == 1)
      // Without a key, nothing is read at all.
      let keyless = try await client.call(
        .post, "/orders/\(order)/events", body: #"{"checkout": {}}"#)
      #expect(keyless.status == .badRequest)
    }
  }
}
