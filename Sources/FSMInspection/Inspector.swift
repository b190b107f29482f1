// The inspector: machines hand it their steps without waiting; its own task turns them into
// Stately's inspection messages and gives them to a transport, one at a time, in order.

import FSMRuntime
import Foundation

/// Where an ``Inspector`` sends its messages (a WebSocket, a file).
public protocol InspectionTransport: Sendable {
  /// Takes one message. Called by the inspector's own task, one message at a time, in the order
  /// the machines took their steps; it may take its time (a slow network): no machine waits for
  /// it, and what arrives meanwhile queues in the inspector, up to its limit.
  func deliver(_ message: InspectionMessage) async
}

/// One message of Stately's inspection protocol: its JSON text, as `@statelyai/inspect`'s
/// adapters send it, and what a transport may want to know without reading it.
public struct InspectionMessage: Sendable, Equatable {
  /// `@xstate.actor`, `@xstate.event` or `@xstate.snapshot`.
  public var type: String
  /// The machine's session: the actor the message is about.
  public var sessionID: String
  /// Whether it is the last snapshot of a machine no longer inspected (`status: "stopped"`).
  public var isStopped: Bool
  /// The message, compact JSON with its keys sorted.
  public var json: String

  public init(type: String, sessionID: String, isStopped: Bool = false, json: String) {
    self.type = type
    self.sessionID = sessionID
    self.isStopped = isStopped
    self.json = json
  }
}

/// Turns the steps of the machines it inspects into the messages of Stately's inspection
/// protocol (`@xstate.actor`, `@xstate.event`, `@xstate.snapshot`), and sends them through a
/// transport.
///
/// ```swift
/// let inspector = Inspector(transport: JSONLinesTransport.standardOutput)
/// let token = machine.inspect(with: inspector)
/// machine.send(.coin)  // an event message and a snapshot message
/// token.cancel()  // a last snapshot, `stopped`
/// ```
///
/// A machine hands each step to the inspector and goes on: the messages are written and sent
/// on the inspector's own task. When more than `limit` messages wait (a transport slower than
/// the machines), the newest are dropped and counted in ``droppedCount``; the messages that
/// register a machine (`@xstate.actor`) are never dropped.
public final class Inspector: Sendable {
  /// Something to send: messages written on the inspector's task.
  typealias Work = @Sendable () -> [InspectionMessage]

  private let transport: any InspectionTransport
  private let limit: Int
  private let queue: Queue
  private let continuation: AsyncStream<Void>.Continuation
  private let task: Task<Void, Never>

  /// An inspector that sends its messages through `transport`, holding at most `limit` that
  /// wait for it.
  public init(transport: some InspectionTransport, limit: Int = 10_000) {
    self.transport = transport
    self.limit = max(1, limit)
    let queue = Queue()
    self.queue = queue
    let (signals, continuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    self.continuation = continuation
    task = Task.detached { [transport] in
      for await _ in signals {
        while let work = queue.next() {
          for message in work() {
            await transport.deliver(message)
          }
          queue.delivered()
        }
      }
    }
  }

  deinit {
    continuation.finish()
  }

  /// How many messages were dropped because `limit` messages were already waiting.
  public var droppedCount: Int {
    queue.droppedCount
  }

  /// Returns when every message handed to the inspector before the call has been delivered
  /// (or dropped).
  public func flush() async {
    await withCheckedContinuation { continuation in
      queue.whenDelivered(continuation)
    }
  }

  /// Hands `work` to the inspector's task; drops it when `limit` messages wait, unless
  /// `essential`.
  func submit(essential: Bool = false, _ work: @escaping Work) {
    if queue.add(work, limit: essential ? Int.max : limit) {
      continuation.yield()
    }
  }

  /// A new session id: what the protocol names an actor by.
  func newSessionID() -> String {
    "fsm:" + UUID().uuidString.lowercased()
  }
}

/// The inspector's pending work, behind the runtime's lock.
private struct Queue: Sendable {
  struct State {
    var pending = FIFO<Inspector.Work>()
    var enqueued = 0
    var done = 0
    var dropped = 0
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = LockedState(State())

  /// Adds `work` unless `limit` items wait; whether it was added.
  func add(_ work: @escaping Inspector.Work, limit: Int) -> Bool {
    state.withLock { state in
      guard state.pending.count < limit else {
        state.dropped += 1
        return false
      }
      state.pending.append(work)
      state.enqueued += 1
      return true
    }
  }

  func next() -> Inspector.Work? {
    state.withLock { $0.pending.popFirst() }
  }

  func delivered() {
    let ready = state.withLock { state in
      state.done += 1
      let done = state.done
      defer { state.waiters.removeAll { $0.count <= done } }
      return state.waiters.filter { $0.count <= done }
    }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Resumes `continuation` once everything added so far is delivered.
  func whenDelivered(_ continuation: CheckedContinuation<Void, Never>) {
    let isDone = state.withLock { state in
      guard state.done < state.enqueued else { return true }
      state.waiters.append((state.enqueued, continuation))
      return false
    }
    if isDone { continuation.resume() }
  }

  var droppedCount: Int { state.withLock { $0.dropped } }
}
