import FSMMacros
import Foundation
import OrderMachine
import PostgresNIO

/// The fault test's verdict, from the database alone and the requests the load generator saw
/// acknowledged (README, "The fault test"):
///
/// 1. every acknowledged request has its first answer stored, and its step in the log exactly
///    once;
/// 2. every order's snapshot equals its step log replayed through the machine's value layer
///    (`transition(on:memory:)`, no `Machine`) from `Order.start`, step by step;
/// 3. every timer is fired (one step names it) or was cancelled before it was due, and none that
///    is due is left;
/// 4. every step's effects are in the outbox, each performed and delivered under one key.
struct Check {
  let store: OrderStore
  private var problems: [String] = []

  init(store: OrderStore) { self.store = store }

  struct Acknowledged: Decodable {
    var key: String
    var order: String
    var status: Int
    var body: String
    var event: Order.Event?
  }

  struct LoggedStep {
    var seq: Int64
    var event: Order.Event
    var from: Order
    var to: Order
    var effects: [Order.Effect]
    var cause: String
    var timerID: Int64?
  }

  mutating func run(acknowledged path: String) async throws -> Bool {
    let client = store.client
    let acknowledged = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n").map { try JSON.decode(Acknowledged.self, from: String($0)) }

    // Everything, read once.
    var orders: [String: (snapshot: String, lastSeq: Int64)] = [:]
    for try await (id, snapshot, lastSeq) in try await client.query(
      "SELECT id, snapshot::text, last_seq FROM orders"
    ).decode((String, String, Int64).self) {
      orders[id] = (snapshot, lastSeq)
    }
    var steps: [String: [LoggedStep]] = [:]
    var stepsByKey: [String: Int] = [:]
    var timerSteps: [Int64: Int] = [:]
    var stepCount = 0
    for try await (order, seq, event, from, to, effects, cause, key, timer)
      in try await client.query(
        """
        SELECT order_id, seq, event::text, from_state::text, to_state::text, effects::text, cause,
          request_key, timer_id
        FROM steps ORDER BY order_id, seq
        """
      ).decode((String, Int64, String, String, String, String, String, String?, Int64?).self)
    {
      steps[order, default: []].append(
        LoggedStep(
          seq: seq, event: try JSON.decode(Order.Event.self, from: event),
          from: try JSON.decode(Order.self, from: from), to: try JSON.decode(Order.self, from: to),
          effects: try JSON.decode([Order.Effect].self, from: effects), cause: cause,
          timerID: timer))
      stepCount += 1
      if let key { stepsByKey[key, default: 0] += 1 }
      if let timer { timerSteps[timer, default: 0] += 1 }
    }
    var requests: [String: (order: String, status: Int, body: String)] = [:]
    for try await (key, order, status, body) in try await client.query(
      "SELECT key, order_id, status, body FROM requests"
    ).decode((String, String, Int, String).self) {
      requests[key] = (order, status, body)
    }

    // 1. Acknowledged requests.
    var acknowledgedEvents = 0
    var refused = 0
    for ack in acknowledged {
      if ack.status >= 400 {
        // A rejected event writes nothing: its key stays free.
        refused += 1
        if requests[ack.key] != nil {
          problem("refused request \(ack.key) (\(ack.status)) is stored")
        }
        continue
      }
      guard let stored = requests[ack.key] else {
        problem("acknowledged request \(ack.key) (\(ack.status)) is not stored")
        continue
      }
      if stored.body != ack.body || stored.status != ack.status {
        problem("request \(ack.key): acknowledged \(ack.status) \(ack.body), stored \(stored.body)")
      }
      if ack.event != nil {
        acknowledgedEvents += 1
        let count = stepsByKey[ack.key, default: 0]
        if count != 1 { problem("request \(ack.key) is in the step log \(count) times") }
      } else if orders[ack.order] == nil {
        problem("acknowledged order \(ack.order) does not exist")
      }
    }
    for (key, count) in stepsByKey where requests[key] == nil || count != 1 {
      problem("step of request \(key): \(count) steps, answer stored: \(requests[key] != nil)")
    }

    // 2. Snapshots against their replayed logs.
    var replayed = 0
    var timerCaused = 0
    for (id, row) in orders {
      let snapshot: MachineSnapshot<Order>
      do {
        snapshot = try JSON.decode(MachineSnapshot<Order>.self, from: row.snapshot)
      } catch {
        problem("order \(id): the snapshot does not decode: \(error)")
        continue
      }
      var state = Order.start
      var memory = StateMemory<Order>()
      let log = steps[id] ?? []
      if log.map(\.seq) != Array(1..<(row.lastSeq + 1)) {
        problem("order \(id): the log's sequence numbers are not 1...\(row.lastSeq)")
      }
      for logged in log {
        guard let step = state.transition(on: logged.event, memory: memory) else {
          problem("order \(id) step \(logged.seq): \(state) does not accept \(logged.event)")
          break
        }
        if step.from != logged.from || step.to != logged.to || step.effects != logged.effects {
          problem("order \(id) step \(logged.seq): replayed \(step), logged \(logged.to)")
        }
        if logged.cause == "timer" {
          timerCaused += 1
          if logged.timerID == nil { problem("order \(id) step \(logged.seq): a timer's, no row") }
          let timed = Order.timedEvents(in: step.from).map(\.event)
          if !timed.contains(logged.event) {
            problem("order \(id) step \(logged.seq): \(step.from) times no \(logged.event)")
          }
        }
        memory.record(step)
        state = step.to
      }
      if state != snapshot.state || memory != snapshot.memory || !snapshot.queued.isEmpty {
        problem("order \(id): replayed \(state), stored \(snapshot.state)")
      } else {
        replayed += 1
      }
    }

    // 3. Timers.
    var fired = 0
    var cancelled = 0
    var pending = 0
    for try await (id, order, fromDue, state) in try await client.query(
      """
      SELECT id, order_id, extract(epoch FROM due_at - now())::float8,
        CASE WHEN stale IS NOT NULL THEN 'stale: ' || stale
          WHEN fired_at IS NOT NULL AND cancelled_at IS NOT NULL THEN 'fired and cancelled'
          WHEN fired_at IS NOT NULL THEN 'fired'
          WHEN cancelled_at IS NOT NULL AND cancelled_at > due_at THEN 'cancelled after due'
          WHEN cancelled_at IS NOT NULL THEN 'cancelled'
          ELSE 'pending' END
      FROM timers
      """
    ).decode((Int64, String, Double, String).self) {
      let stepsNamingIt = timerSteps[id, default: 0]
      switch state {
      case "fired":
        fired += 1
        if stepsNamingIt != 1 { problem("timer \(id): fired, \(stepsNamingIt) steps name it") }
      case "cancelled":
        cancelled += 1
        if stepsNamingIt != 0 { problem("timer \(id): cancelled, and a step names it") }
      case "pending":
        pending += 1
        if fromDue <= 0 { problem("timer \(id) of order \(order) was due \(-fromDue) s ago") }
      default:
        problem("timer \(id) of order \(order): \(state)")
      }
    }
    if timerCaused != fired {
      problem("\(timerCaused) steps were caused by timers, \(fired) timers fired")
    }

    // 4. The outbox.
    var outbox: [String: (performed: Bool, effect: String)] = [:]
    for try await (key, performed, effect) in try await client.query(
      "SELECT key, performed_at IS NOT NULL, effect::text FROM outbox"
    ).decode((String, Bool, String).self) {
      outbox[key] = (performed, effect)
    }
    var effects = 0
    for (id, log) in steps {
      for logged in log {
        for (position, effect) in logged.effects.enumerated() {
          effects += 1
          // The effect's id: the step's number (the machine's steps are the order's log) and
          // its position.
          let key = "\(id)/\(EffectID(step: Int(logged.seq), position: position))"
          guard let entry = outbox[key] else {
            problem("effect \(key) is not in the outbox")
            continue
          }
          if try JSON.decode(Order.Effect.self, from: entry.effect) != effect {
            problem("effect \(key): the outbox holds \(entry.effect)")
          }
          if !entry.performed { problem("effect \(key) was not performed") }
        }
      }
    }
    if outbox.count != effects { problem("\(outbox.count) outbox entries for \(effects) effects") }
    var delivered = 0
    var redelivered = 0
    for try await (key, attempts) in try await client.query(
      "SELECT key, attempts FROM deliveries"
    ).decode((String, Int).self) {
      delivered += 1
      if attempts > 1 { redelivered += 1 }
      if outbox[key] == nil { problem("delivery \(key) has no outbox entry") }
    }
    if delivered != outbox.count {
      problem("\(delivered) deliveries for \(outbox.count) outbox entries")
    }

    print(
      """
      answered requests: \(acknowledged.count): \(acknowledged.count - refused) acknowledged \
      (\(acknowledgedEvents) events), each stored once with its first answer; \(refused) refused, \
      none stored
      orders: \(orders.count); steps: \(stepCount) (\(timerCaused) fired by timers); \
      snapshots equal to their replayed logs: \(replayed)
      timers: \(fired) fired, \(cancelled) cancelled before due, \(pending) pending, not yet due
      outbox: \(outbox.count) effects, \(delivered) delivered once each \
      (\(redelivered) performed more than once, kept once)
      """)
    for problem in problems.prefix(20) { print("problem: \(problem)") }
    if problems.count > 20 { print("... and \(problems.count - 20) more") }
    print(problems.isEmpty ? "PASS" : "FAIL: \(problems.count) problems")
    return problems.isEmpty
  }

  private mutating func problem(_ text: String) { problems.append(text) }
}
