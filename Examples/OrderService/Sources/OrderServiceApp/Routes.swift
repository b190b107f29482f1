import Foundation
import HTTPTypes
import Hummingbird
import OrderMachine
import PostgresNIO

/// The HTTP API (README, "The API"):
///
/// - `POST /orders` creates an order;
/// - `POST /orders/{id}/events` sends it an event, the machine's own JSON
///   (`{"addItem": {"price": 1200}}`, `{"checkout": {}}`);
/// - `GET /orders/{id}` reads its state, pending timers and steps.
///
/// Both POSTs require an `Idempotency-Key` header: a request sent again with the same key gets
/// the first answer, and changes nothing.
func makeRouter(_ store: OrderStore) -> Router<BasicRequestContext> {
  let router = Router()
  router.post("orders") { request, _ in
    await respond(store) {
      let key = try idempotencyKey(request)
      return try await store.create(key: key)
    }
  }
  router.post("orders/:id/events") { request, context in
    await respond(store) {
      let id = try context.parameters.require("id")
      let key = try idempotencyKey(request)
      let body = try await request.body.collect(upTo: 64 * 1024)
      let event: Order.Event
      do {
        event = try JSONDecoder().decode(Order.Event.self, from: Data(body.readableBytesView))
      } catch {
        throw Refusal(
          400, "the body is not an event of Order (\(eventNames)): \(describe(error))")
      }
      return try await store.send(event, to: id, key: key)
    }
  }
  router.get("orders/:id") { _, context in
    await respond(store) {
      try await store.read(try context.parameters.require("id"))
    }
  }
  return router
}

/// The events' JSON keys, for the message that refuses a body.
private let eventNames = [
  "addItem", "checkout", "pay", "paymentDeadline", "ship", "deliver", "cancel", "refund",
].joined(separator: ", ")

/// A 4xx found before the database is asked.
struct Refusal: Error {
  var status: Int
  var message: String
  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }
}

private let keyHeader = HTTPField.Name("Idempotency-Key")!
private let timingHeader = HTTPField.Name("Server-Timing")!
private let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

private func idempotencyKey(_ request: Request) throws -> String {
  guard let key = request.headers[keyHeader], !key.isEmpty, key.utf8.count <= 200 else {
    throw Refusal(400, "an Idempotency-Key header (1 to 200 bytes) is required")
  }
  return key
}

/// Runs a request's work, and turns what it threw into an answer: a refusal into its 4xx, a
/// database that cannot be reached into a 503 (nothing was committed), anything else into a 500.
private func respond(
  _ store: OrderStore, _ work: @escaping @Sendable () async throws -> Answer
) async -> Response {
  let start = ContinuousClock.now
  var answer: Answer
  do {
    answer = try await withDeadline(requestDeadline, work)
  } catch let refusal as Refusal {
    answer = .error(refusal.status, refusal.message)
  } catch is DeadlinePassed {
    // The pool waits for a connection while the database is away: a request gives up first.
    // Its transaction may have committed just before: the same key then answers as it did.
    answer = .error(
      503, "the database did not answer within \(requestDeadline); send the request again")
  } catch {
    if isUnavailable(error) {
      answer = .error(503, "the database is unavailable; nothing was written, send it again")
    } else {
      store.logger.error("\(String(reflecting: error))")
      answer = .error(500, "internal error")
    }
  }
  let total = ContinuousClock.now - start
  var headers: HTTPFields = [.contentType: "application/json"]
  headers[timingHeader] =
    "fsm;dur=\(milliseconds(answer.timing.machine)), json;dur=\(milliseconds(answer.timing.json)),"
    + " total;dur=\(milliseconds(total))"
  if answer.replayed { headers[replayedHeader] = "true" }
  return Response(
    status: HTTPResponse.Status(code: answer.status), headers: headers,
    body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
}

/// How long a request may wait for the database.
private let requestDeadline = Duration.seconds(5)

struct DeadlinePassed: Error {}

/// `work`'s result, or `DeadlinePassed` once `limit` has passed (`work` is then cancelled).
func withDeadline<T: Sendable>(
  _ limit: Duration, _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T?.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try await Task.sleep(for: limit)
      return nil
    }
    defer { group.cancelAll() }
    guard let value = try await group.next() ?? nil else { throw DeadlinePassed() }
    return value
  }
}

private func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

/// Whether `error` says the database could not be reached or went away, rather than refused
/// a statement (which comes with the server's SQLSTATE).
func isUnavailable(_ error: any Error) -> Bool {
  if let transaction = error as? PostgresTransactionError {
    return [transaction.beginError, transaction.closureError, transaction.commitError]
      .contains { $0.map(isUnavailable) ?? false }
  }
  if let psql = error as? PSQLError {
    if let state = psql.serverInfo?[.sqlState] {
      // Connection exceptions, and the server shutting down.
      return state.hasPrefix("08") || state.hasPrefix("57P")
    }
    return true
  }
  return error is CancellationError ? false : (error as NSError).domain == NSPOSIXErrorDomain
}

private func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context): context.debugDescription
  case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
  case DecodingError.typeMismatch(_, let context): context.debugDescription
  case DecodingError.valueNotFound(_, let context): context.debugDescription
  default: "\(error)"
  }
}
