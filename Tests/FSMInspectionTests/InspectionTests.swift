import FSMExamples
import FSMMacros
import FSMTesting
import Foundation
import Testing

@testable import FSMInspection

/// A transport that keeps what it is given, decoded.
actor Collected: InspectionTransport {
  private(set) var texts: [String] = []

  func deliver(_ message: InspectionMessage) async {
    texts.append(message.json)
  }
}

/// Messages as JSON objects.
func decoded(_ texts: [String]) -> [[String: Any]] {
  texts.map {
    (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
      ?? ["unreadable": $0]
  }
}

/// A transport that holds every message until it is opened.
actor Gate: InspectionTransport {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false
  private(set) var count = 0
  var held: Int { waiting.count }

  func deliver(_ message: InspectionMessage) async {
    if !isOpen {
      await withCheckedContinuation { waiting.append($0) }
    }
    count += 1
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }
}

/// The node at `keys` in an XState definition.
func node(_ definition: [String: Any], at keys: [String]) -> [String: Any]? {
  var current = definition
  for key in keys {
    guard let states = current["states"] as? [String: Any],
      let next = states[key] as? [String: Any]
    else { return nil }
    current = next
  }
  return current
}

/// The keys a state value names, from the root down to an atomic state (one path per region).
func paths(of value: Any, prefix: [String] = []) -> [[String]] {
  if let key = value as? String { return [prefix + [key]] }
  guard let object = value as? [String: Any] else { return [] }
  return object.keys.sorted().flatMap { paths(of: object[$0]!, prefix: prefix + [$0]) }
}

/// Every state a snapshot's value names is an atomic (or final) state of the definition whose
/// key is `expected` (by region).
func expectValue(
  _ message: [String: Any], in definition: [String: Any], names expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let snapshot = message["snapshot"] as? [String: Any] ?? [:]
  let found = paths(of: snapshot["value"] as Any)
  #expect(found.map { $0.last ?? "" }.sorted() == expected.sorted(), sourceLocation: sourceLocation)
  for keys in found {
    let type = node(definition, at: keys)?["type"] as? String
    #expect(type == "atomic" || type == "final", "\(keys)", sourceLocation: sourceLocation)
  }
}

@StateMachine
enum Lookup: Equatable, Sendable {
  @Initial case idle
  case searching(query: String)
  case showing(results: [String])

  enum Event: Equatable, Sendable {
    case typed(query: String)
    case found(results: [String])
    case searchFailed(message: String)
  }

  enum Activity: Equatable, Sendable {
    case search(query: String)
  }

  static let activities: [Activities] = [
    .run(.search, in: .searching, done: .found, failed: .searchFailed)
  ]

  static let transitions: [Transition] = [
    .from([.idle, .searching, .showing], on: .typed, to: .searching),
    .from(.searching, on: .found, to: .showing),
    .from(.searching, on: .searchFailed, to: .idle),
  ]
}

/// A shipment whose `processing` state holds payment and shipping side by side, inside a
/// superstate: its state value nests all three.
@StateMachine
enum Shipment: Equatable, Sendable {
  @Initial case cart
  @Composite case processing(Fulfilment)
  case delivered
  @Final case closed

  @Submachine
  struct Fulfilment: Equatable, Sendable {
    var payment: Payment
    var shipping: Shipping

    enum Payment: Equatable, Sendable {
      @Initial case authorizing
      @Final case captured
      static let transitions: [Transition] = [.from(.authorizing, on: .capture, to: .captured)]
    }

    enum Shipping: Equatable, Sendable {
      @Initial case packing
      @Final case shipped
      static let transitions: [Transition] = [.from(.packing, on: .ship, to: .shipped)]
    }
  }

  enum Superstate { case active }
  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.processing, .delivered])
  ]

  enum Event: Equatable, Sendable { case pay, capture, ship, close }

  static let transitions: [Transition] = [
    .from(.cart, on: .pay, to: .processing),
    .onDone(.processing, to: .delivered),
    .within(.active, on: .close, to: .closed),
  ]
}

/// A kiosk whose definition's keys are not its Swift names: a case with a `@Named` name, and a
/// superstate named like a case beside it, whose key XState's layout changes.
@StateMachine
enum Kiosk: Equatable, Sendable {
  @Initial case idle
  @Named("in use") case serving
  case paying

  enum Superstate { case paying }
  static let superstates: [Superstates] = [.superstate(.paying, contains: [.serving])]

  enum Event: Equatable, Sendable { case tap, pay, done }

  static let transitions: [Transition] = [
    .from(.idle, on: .tap, to: .serving),
    .from(.serving, on: .pay, to: .paying),
    .from(.paying, on: .done, to: .idle),
  ]
}

@Suite struct InspectionTests {
  /// The state value uses the definition's keys, which the macro chose, not the Swift names;
  /// the actor is named as the definition is.
  @Test func theStateValueUsesTheKeysOfTheDefinition() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let machine = Machine(Kiosk.idle, clock: TestClock())
    machine.inspect(with: inspector)
    machine.send(.tap)
    machine.send(.pay)
    await inspector.flush()
    let messages = decoded(await collected.texts)
    let definition = try #require(
      JSONSerialization.jsonObject(with: Data(Kiosk.xstate.utf8)) as? [String: Any])
    let actor = try #require(messages.first { $0["type"] as? String == "@xstate.actor" })
    #expect(actor["name"] as? String == definition["id"] as? String)
    #expect(actor["name"] as? String == "Kiosk")
    let snapshots = messages.filter { $0["type"] as? String == "@xstate.snapshot" }
    try #require(snapshots.count == 2)
    // The case claims its key first; the superstate beside it is renamed.
    expectValue(snapshots[0], in: definition, names: ["in use"])
    let value = (snapshots[0]["snapshot"] as? [String: Any])?["value"] as Any
    #expect(paths(of: value) == [["paying (superstate)", "in use"]])
    expectValue(snapshots[1], in: definition, names: ["paying"])
    #expect((snapshots[1]["snapshot"] as? [String: Any])?["value"] as? String == "paying")
  }

  /// A machine whose state holds a machine: its value names every state it is in, each inside
  /// the states around it in the definition (a superstate, the composite state, its region).
  @Test func aCompositeStateShowsTheMachineItHolds() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let machine = Machine(Shipment.cart, clock: TestClock())
    machine.inspect(with: inspector)
    machine.send(.pay)
    machine.send(.capture)
    machine.send(.ship)
    await inspector.flush()
    let messages = decoded(await collected.texts)
    let definition = try #require(
      JSONSerialization.jsonObject(with: Data(Shipment.xstate.utf8)) as? [String: Any])
    let snapshots = messages.filter { $0["type"] as? String == "@xstate.snapshot" }
    // One a step (the actor's message carries the first).
    #expect(snapshots.count == 3)
    expectValue(snapshots[0], in: definition, names: ["authorizing", "packing"])
    let value = (snapshots[0]["snapshot"] as? [String: Any])?["value"] as Any
    #expect(
      paths(of: value) == [
        ["active", "processing", "payment", "authorizing"],
        ["active", "processing", "shipping", "packing"],
      ])
    expectValue(snapshots[1], in: definition, names: ["captured", "packing"])
    // Both regions final: the completion row, in the same step.
    expectValue(snapshots[2], in: definition, names: ["delivered"])
    let actor = try #require(messages.first { $0["type"] as? String == "@xstate.actor" })
    expectValue(actor, in: definition, names: ["cart"])
  }

  /// Activities: the step says which start and stop; a late outcome, which the machine drops, is
  /// shown as its event with an unchanged snapshot that says so.
  @Test func tasksAndTheirDroppedOutcomesAreShown() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let hold = ActivityHold(Lookup.ActivityHandlers(search: { query, _ in ["\(query)!"] }))
    let machine = Machine(Lookup.idle, activities: hold)
    machine.inspect(with: inspector)
    machine.send(.typed(query: "a"))
    let first = await hold.next()
    machine.send(.typed(query: "ab"))
    let second = await hold.next()
    #expect(first.release() == nil)  // dropped: its visit ended
    #expect(second.release() != nil)
    await inspector.flush()
    let messages = decoded(await collected.texts)
    #expect(messages.count == 1 + 2 * 4)
    let typed = try #require((messages[4]["snapshot"] as? [String: Any])?["fsm"] as? [String: Any])
    let activities = try #require(typed["activities"] as? [String: [String]])
    #expect(activities["stopped"]?.count == 1)
    #expect(activities["started"]?.count == 1)
    let lateEvent = try #require(messages[5]["event"] as? [String: Any])
    #expect(lateEvent["type"] as? String == "found")
    #expect(lateEvent["results"] as? [String] == ["a!"])
    let late = try #require((messages[6]["snapshot"] as? [String: Any])?["fsm"] as? [String: Any])
    #expect((late["dropped"] as? String)?.contains("dropped") == true)
    #expect(
      (messages[6]["snapshot"] as? [String: Any])?["context"] as? [String: [String: String]]
        == ["searching": ["query": "ab"]])
    #expect(
      (messages[8]["snapshot"] as? [String: Any])?["context"] as? [String: [String: [String]]]
        == ["showing": ["results": ["ab!"]]])
  }

  @Test func aMachineIsAnActorWhoseStepsAreEventsAndSnapshots() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let machine = Machine(Turnstile.locked, clock: TestClock())
    let token = machine.inspect(with: inspector)
    machine.send(.coin)
    machine.send(.fail(reason: "jammed"))
    machine.send(.fail(reason: "smoke"))  // rejected: broken
    token.cancel()
    machine.send(.repair)  // no longer inspected
    await inspector.flush()
    let messages = decoded(await collected.texts)

    #expect(
      messages.map { $0["type"] as? String ?? "" } == [
        "@xstate.actor", "@xstate.event", "@xstate.snapshot", "@xstate.event",
        "@xstate.snapshot", "@xstate.event", "@xstate.snapshot", "@xstate.snapshot",
      ])
    // One session, the root of itself; every message its own id; the protocol's version.
    let session = try #require(messages[0]["sessionId"] as? String)
    for message in messages {
      #expect(message["sessionId"] as? String == session)
      #expect(message["rootId"] as? String == session)
      #expect(message["_version"] as? String == Inspector.protocolVersion)
      #expect(Int64(message["createdAt"] as? String ?? "") ?? 0 > 1_700_000_000_000)
    }
    #expect(Set(messages.compactMap { $0["id"] as? String }).count == messages.count)

    // The actor: its name and definition are the machine's XState.
    #expect(messages[0]["name"] as? String == "Turnstile")
    let text = try #require(messages[0]["definition"] as? String)
    #expect(text == Turnstile.xstate)
    let definition = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    expectValue(messages[0], in: definition, names: ["locked"])

    // coin: the event, then the snapshot in `unlocked`, with the step's effect.
    #expect(messages[1]["event"] as? [String: String] == ["type": "coin"])
    expectValue(messages[2], in: definition, names: ["unlocked"])
    let snapshot = try #require(messages[2]["snapshot"] as? [String: Any])
    #expect(snapshot["status"] as? String == "active")
    let fsm = try #require(snapshot["fsm"] as? [String: Any])
    #expect(fsm["effects"] as? [String] == ["unlockGate"])
    #expect(fsm["exited"] as? [String] == ["locked"])
    #expect(fsm["entered"] as? [String] == ["unlocked"])

    // fail(reason:): the payload beside `type`; the state's payload is the context.
    #expect(messages[3]["event"] as? [String: String] == ["type": "fail", "reason": "jammed"])
    let broken = try #require(messages[4]["snapshot"] as? [String: Any])
    #expect(broken["context"] as? [String: [String: String]] == ["broken": ["reason": "jammed"]])
    expectValue(messages[4], in: definition, names: ["broken"])

    // fail(reason:), rejected: the event with its payload, as a step's; the snapshot
    // unchanged, saying why.
    #expect(messages[5]["event"] as? [String: String] == ["type": "fail", "reason": "smoke"])
    let rejected = try #require(messages[6]["snapshot"] as? [String: Any])
    #expect(rejected["event"] == nil)
    #expect(messages[6]["event"] as? [String: String] == ["type": "fail", "reason": "smoke"])
    expectValue(messages[6], in: definition, names: ["broken"])
    #expect(
      (rejected["fsm"] as? [String: Any])?["rejected"] as? String
        == "\(InvalidTransition<Turnstile>(state: .broken, event: .fail))")
    #expect(rejected["context"] as? [String: [String: String]] == ["broken": ["reason": "jammed"]])

    // Detached: a last snapshot, stopped; nothing of `repair`.
    let stopped = try #require(messages[7]["snapshot"] as? [String: Any])
    #expect(stopped["status"] as? String == "stopped")
    expectValue(messages[7], in: definition, names: ["broken"])
  }

  @Test func aRejectedEventThatWaitedInTheQueueIsWrittenWithItsPayload() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let machine = Machine(Turnstile.locked, clock: TestClock())
    machine.inspect(with: inspector)
    // Sent while the step to `broken` is processed: queued, then rejected by `broken`.
    let token = machine.onEnter(.broken) { _ in
      machine.send(.fail(reason: "queued"))
    }
    machine.send(.fail(reason: "first"))
    token.cancel()
    await inspector.flush()
    let events = decoded(await collected.texts).filter { $0["type"] as? String == "@xstate.event" }
    #expect(
      events.map { $0["event"] as? [String: String] } == [
        ["type": "fail", "reason": "first"], ["type": "fail", "reason": "queued"],
      ])
    #expect(machine.state == .broken(reason: "first"))
  }

  @Test func superstatesAndRegionsLightTheirStatesInTheDefinition() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let player = Machine(Player.stopped, clock: TestClock())
    let streaming = Machine(Streaming(), clock: TestClock())
    player.inspect(with: inspector)
    streaming.inspect(with: inspector)
    player.send(.play)
    player.send(.stall)
    streaming.send(.fetch)
    player.send(.eject)
    await inspector.flush()
    let messages = decoded(await collected.texts)

    // Two machines, two actors.
    let actors = messages.filter { $0["type"] as? String == "@xstate.actor" }
    #expect(actors.compactMap { $0["name"] as? String } == ["Player", "Streaming"])
    let sessions = actors.compactMap { $0["sessionId"] as? String }
    #expect(Set(sessions).count == 2)

    let playerDefinition = try #require(
      JSONSerialization.jsonObject(with: Data(Player.xstate.utf8)) as? [String: Any])
    let playerSnapshots = messages.filter {
      $0["type"] as? String == "@xstate.snapshot" && $0["sessionId"] as? String == sessions[0]
    }
    #expect(playerSnapshots.count == 3)
    expectValue(playerSnapshots[0], in: playerDefinition, names: ["playing"])
    expectValue(playerSnapshots[1], in: playerDefinition, names: ["buffering"])
    // Inside two superstates: the value nests them.
    #expect(
      paths(of: (playerSnapshots[1]["snapshot"] as? [String: Any])?["value"] as Any)[0].count == 3)
    expectValue(playerSnapshots[2], in: playerDefinition, names: ["ejected"])
    #expect((playerSnapshots[2]["snapshot"] as? [String: Any])?["status"] as? String == "done")

    let streamingDefinition = try #require(
      JSONSerialization.jsonObject(with: Data(Streaming.xstate.utf8)) as? [String: Any])
    let streamingSnapshot = try #require(
      messages.last {
        $0["type"] as? String == "@xstate.snapshot" && $0["sessionId"] as? String == sessions[1]
      })
    // One state per region.
    expectValue(
      streamingSnapshot, in: streamingDefinition, names: ["stopped", "loading", "hidden"])
  }

  @Test func aSlowTransportDropsTheNewestStepsNeverTheActor() async throws {
    let gate = Gate()
    let inspector = Inspector(transport: gate, limit: 3)
    let machine = Machine(Turnstile.locked, clock: TestClock())
    machine.inspect(with: inspector)
    // The actor message is being delivered, held by the gate: the queue is empty.
    while await gate.held == 0 { await Task.yield() }
    for _ in 0..<10 {
      machine.send(.coin)
    }
    // Three steps wait; the seven after them are dropped and counted.
    #expect(inspector.droppedCount == 7)
    await gate.open()
    await inspector.flush()
    #expect(await gate.count == 1 + 2 * 3)
    #expect(machine.state == .unlocked)
  }

  /// An `ObservableMachine`'s own sends are inspected too (it skips only its own observer).
  @MainActor @Test func anObservableMachineIsInspectedToo() async throws {
    let collected = Collected()
    let inspector = Inspector(transport: collected)
    let observable = ObservableMachine(Machine(Turnstile.locked, clock: TestClock()))
    let token = observable.inspect(with: inspector, name: "Gate")
    observable.send(.coin)
    token.cancel()
    await inspector.flush()
    let messages = decoded(await collected.texts)
    #expect(messages.count == 4)
    #expect(messages.first?["name"] as? String == "Gate")
    #expect((messages[2]["snapshot"] as? [String: Any])?["value"] as? String == "unlocked")
    #expect(observable.state == .unlocked)
  }

  @Test func theJSONLinesTransportWritesOneMessageALine() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fsm-inspection-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let inspector = Inspector(transport: try JSONLinesTransport(appendingTo: path))
    let machine = Machine(Turnstile.locked, clock: TestClock())
    machine.inspect(with: inspector)
    machine.send(.coin)
    machine.send(.push)
    await inspector.flush()
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 5)
    let types = lines.compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["type"]
        as? String
    }
    #expect(types.count == 5)
    #expect(types.first == "@xstate.actor")
  }
}

@Suite struct InspectionJSONTests {
  final class Node {
    var next: Node?
  }

  /// What JSON cannot hold is sent as its description; a cycle ends at the depth limit.
  @Test func anyValueBecomesJSONNeverACrash() throws {
    let values: [Any] = [
      Double.nan, Float.infinity, ["a": 1, "b": 2], [1, 2, 3], Set([1]), (x: 1, y: "two"),
      Optional<Int>.none as Any, Duration.seconds(3),
    ]
    let object = InspectionJSON.value(values)
    let data = try JSONEncoder().encode(["v": object])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"nan\""))
    #expect(text.contains("\"inf\""))
    #expect(text.contains("{\"x\":1,\"y\":\"two\"}") || text.contains("{\"y\":\"two\",\"x\":1}"))
    let node = Node()
    node.next = node
    let cyclic = InspectionJSON.value(node)
    let cyclicText = String(decoding: try JSONEncoder().encode(["v": cyclic]), as: UTF8.self)
    #expect(cyclicText.hasPrefix("{\"v\":{\"next\":{\"next\":"))
  }
}
