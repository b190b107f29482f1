// Run with the trait: swift test --traits Inspector --filter FSMInspectorWebSocketTests

#if Inspector
  import FSMExamples
  import FSMInspection
  import FSMInspectorWebSocket
  import FSMMacros
  import FSMTesting
  import Foundation
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket
  import Testing

  /// A WebSocket server of the test's own: keeps the text frames it receives, in order. A
  /// talkative one speaks first, as Stately's relay does: on each connection it sends a text
  /// frame (the relay replays the messages it has to every new client) and a ping, and counts
  /// the pongs that come back.
  final class TestServer: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    private var pongCount = 0
    var pongs: Int { lock.withLock { pongCount } }
    private var clients: [any Channel] = []
    private let channel: any Channel
    let port: Int

    var received: [String] { lock.withLock { texts } }

    private init(channel: any Channel) {
      self.channel = channel
      port = channel.localAddress?.port ?? 0
    }

    static func start(port: Int = 0, talkative: Bool = false) async throws -> TestServer {
      let box = ServerBox()
      let upgrader = NIOWebSocketServerUpgrader(
        shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(Collector(box: box))
            box.server?.connected(channel)
            guard talkative else { return }
            let replay = WebSocketFrame(
              fin: true, opcode: .text,
              data: channel.allocator.buffer(
                string: #"{"type":"@xstate.snapshot","sessionId":"x:earlier","snapshot":{}}"#))
            let ping = WebSocketFrame(
              fin: true, opcode: .ping, data: channel.allocator.buffer(string: "are you there"))
            channel.write(replay, promise: nil)
            channel.writeAndFlush(ping, promise: nil)
          }
        })
      let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
              withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
          }
        }
        .bind(host: "127.0.0.1", port: port).get()
      let server = TestServer(channel: channel)
      box.server = server
      return server
    }

    func connected(_ client: any Channel) {
      lock.withLock { clients.append(client) }
    }

    func receive(_ text: String) {
      lock.withLock { texts.append(text) }
    }

    func receivePong() {
      lock.withLock { pongCount += 1 }
    }

    /// Closes every client's connection (the server goes on listening).
    func closeClients() async {
      for client in lock.withLock({ clients }) {
        try? await client.close().get()
      }
    }

    func stop() async {
      await closeClients()
      try? await channel.close().get()
    }

    /// Waits until `count` messages have arrived (at most 20 seconds).
    func waitFor(_ count: Int) async -> [String] {
      let deadline = ContinuousClock.now + .seconds(20)
      while received.count < count, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
      }
      return received
    }
  }

  final class ServerBox: @unchecked Sendable {
    weak var server: TestServer?
  }

  private final class Collector: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    let box: ServerBox
    init(box: ServerBox) { self.box = box }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let frame = unwrapInboundIn(data)
      if frame.opcode == .text {
        box.server?.receive(String(buffer: frame.unmaskedData))
      } else if frame.opcode == .pong, String(buffer: frame.unmaskedData) == "are you there" {
        box.server?.receivePong()
      } else if frame.opcode == .connectionClose {
        context.close(promise: nil)
      }
    }
  }

  func types(_ texts: [String]) -> [String] {
    texts.map {
      ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["type"]
        as? String ?? "?"
    }
  }

  @Suite(.serialized) struct WebSocketTransportTests {
    @Test func sendsEveryMessageToTheServerInOrder() async throws {
      let server = try await TestServer.start()
      let transport = try WebSocketTransport(url: "ws://127.0.0.1:\(server.port)")
      let inspector = Inspector(transport: transport)
      let machine = Machine(Turnstile.locked, clock: TestClock())
      machine.inspect(with: inspector)
      machine.send(.coin)
      machine.send(.push)
      await inspector.flush()
      let texts = await server.waitFor(5)
      #expect(
        types(texts) == [
          "@xstate.actor", "@xstate.event", "@xstate.snapshot", "@xstate.event",
          "@xstate.snapshot",
        ])
      let actor = try #require(
        (try JSONSerialization.jsonObject(with: Data(texts[0].utf8))) as? [String: Any])
      #expect(actor["definition"] as? String == Turnstile.xstate)
      #expect(await transport.droppedCount == 0)
      #expect(await transport.connectionCount == 1)
      await transport.close()
      await server.stop()
    }

    /// A server that speaks first (a relay replaying its messages, a ping) keeps the
    /// connection: every message arrives on one connection, nothing is dropped, the ping is
    /// answered. The transport closed the connection on the server's first frame, and a second
    /// run against Stately's relay, which replays, dropped 32 of 36 messages.
    @Test func aServerThatSpeaksFirstKeepsTheConnection() async throws {
      let server = try await TestServer.start(talkative: true)
      let transport = try WebSocketTransport(url: "ws://127.0.0.1:\(server.port)")
      let inspector = Inspector(transport: transport)
      let machine = Machine(Turnstile.locked, clock: TestClock())
      machine.inspect(with: inspector)
      await inspector.flush()
      _ = await server.waitFor(1)
      // The replay and the ping have reached the client before the machine steps.
      let deadline = ContinuousClock.now + .seconds(20)
      while server.pongs == 0, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
      }
      for _ in 0..<5 {
        machine.send(.coin)
        machine.send(.push)
      }
      await inspector.flush()
      let texts = await server.waitFor(21)
      #expect(texts.count == 21)
      #expect(types(texts).filter { $0 == "@xstate.event" }.count == 10)
      #expect(server.pongs == 1)
      #expect(await transport.droppedCount == 0)
      #expect(await transport.connectionCount == 1)
      await transport.close()
      await server.stop()
    }

    @Test func withoutAServerTheMachineGoesOnAndTheTransportCatchesUpLater() async throws {
      // A port nothing listens on: a server's, closed.
      let probe = try await TestServer.start()
      let port = probe.port
      await probe.stop()
      let transport = try WebSocketTransport(
        url: "ws://127.0.0.1:\(port)", backoff: .milliseconds(10),
        maximumBackoff: .milliseconds(50))
      let inspector = Inspector(transport: transport)
      let machine = Machine(Turnstile.locked, clock: TestClock())
      machine.inspect(with: inspector)
      machine.send(.coin)
      machine.send(.push)
      machine.send(.coin)
      await inspector.flush()
      #expect(machine.state == .unlocked)
      #expect(await transport.droppedCount == 7)
      #expect(await transport.isConnected == false)

      // The server is back; after the backoff, the next step connects, and the machine is
      // shown again: its actor, its latest snapshot, then the step.
      let server = try await TestServer.start(port: port)
      try await Task.sleep(for: .milliseconds(200))
      machine.send(.push)
      await inspector.flush()
      let texts = await server.waitFor(4)
      #expect(
        types(texts) == ["@xstate.actor", "@xstate.snapshot", "@xstate.event", "@xstate.snapshot"])
      #expect(texts[1].contains("\"value\":\"unlocked\""))
      #expect(texts[3].contains("\"value\":\"locked\""))
      await transport.close()
      await server.stop()
    }

    @Test func aConnectionTheServerClosesIsMadeAgain() async throws {
      let server = try await TestServer.start()
      let transport = try WebSocketTransport(url: "ws://127.0.0.1:\(server.port)")
      let inspector = Inspector(transport: transport)
      let machine = Machine(Turnstile.locked, clock: TestClock())
      machine.inspect(with: inspector)
      machine.send(.coin)
      await inspector.flush()
      _ = await server.waitFor(3)
      await server.closeClients()
      let deadline = ContinuousClock.now + .seconds(20)
      while await transport.isConnected, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      machine.send(.push)
      await inspector.flush()
      let texts = await server.waitFor(7)
      #expect(
        types(texts) == [
          "@xstate.actor", "@xstate.event", "@xstate.snapshot",
          "@xstate.actor", "@xstate.snapshot", "@xstate.event", "@xstate.snapshot",
        ])
      // The actor message sent again carries the state the machine is in (unlocked), not the
      // one it was attached in.
      let replayed = try #require(
        (try JSONSerialization.jsonObject(with: Data(texts[3].utf8))) as? [String: Any])
      let snapshot = try #require(replayed["snapshot"] as? [String: Any])
      #expect(snapshot["value"] as? String == "unlocked", "\(texts[3])")
      #expect(replayed["definition"] as? String == Turnstile.xstate)
      #expect(await transport.connectionCount == 2)
      await transport.close()
      await server.stop()
    }

    /// Every message that reaches the server has the members and types that
    /// `@statelyai/inspect`'s `types.ts` gives its `StatelyInspectionEvent` (written down here
    /// from that file: `StatelyBaseInspectionEvent` — `rootId`, `sessionId`, `createdAt`, `id`,
    /// `_version`, all strings; `StatelyActorEvent` — `name` and `definition` strings, `snapshot`
    /// an object; `StatelyEventEvent` — `event` an object with a string `type`; and
    /// `StatelySnapshotEvent` — `event` and `snapshot` objects, the snapshot's `status` one of
    /// XState's), for a plain machine, one with superstates and history, and one with regions.
    @Test func everyMessageHasTheProtocolsMembersAndTypes() async throws {
      let server = try await TestServer.start()
      let transport = try WebSocketTransport(url: "ws://127.0.0.1:\(server.port)")
      let inspector = Inspector(transport: transport)
      let turnstile = Machine(Turnstile.locked, clock: TestClock())
      let player = Machine(Player.stopped, clock: TestClock())
      let streaming = Machine(Streaming(), clock: TestClock())
      let tokens = [
        turnstile.inspect(with: inspector), player.inspect(with: inspector),
        streaming.inspect(with: inspector),
      ]
      turnstile.send(.fail(reason: "jammed"))
      turnstile.send(.coin)
      player.send(.play)
      player.send(.call)
      player.send(.hangUp)
      streaming.send(.fetch)
      streaming.send(.progress(percent: 30))
      for token in tokens { token.cancel() }
      await inspector.flush()
      // 3 actors, 7 events and their snapshots, 3 last snapshots.
      let expected = 20
      let texts = await server.waitFor(expected)
      #expect(texts.count == expected)
      let statuses: Set<String> = ["active", "done", "error", "stopped"]
      for text in texts {
        let message = try #require(
          (try JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any])
        for member in ["rootId", "sessionId", "createdAt", "id", "_version", "type"] {
          let value = message[member]
          #expect(value is String, "\(member) in \(text)")
        }
        switch message["type"] as? String {
        case "@xstate.actor":
          #expect(message["name"] is String)
          #expect(message["definition"] is String)
          let snapshot = message["snapshot"] as? [String: Any]
          let status = snapshot?["status"] as? String ?? ""
          #expect(snapshot != nil)
          #expect(statuses.contains(status))
        case "@xstate.event":
          #expect((message["event"] as? [String: Any])?["type"] is String)
        case "@xstate.snapshot":
          #expect((message["event"] as? [String: Any])?["type"] is String)
          let snapshot = message["snapshot"] as? [String: Any]
          let status = snapshot?["status"] as? String ?? ""
          #expect(statuses.contains(status), "\(text)")
          #expect(snapshot?["value"] != nil)
          #expect(snapshot?["context"] is [String: Any])
        default:
          Issue.record("unknown message \(text)")
        }
      }
      let sessions = Set(
        texts.compactMap {
          ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["sessionId"]
            as? String
        })
      #expect(sessions.count == 3)
      await transport.close()
      await server.stop()
    }

    @Test func refusesAURLItCannotUse() {
      #expect(throws: WebSocketTransport.InvalidURL.self) {
        try WebSocketTransport(url: "wss://example.com")
      }
      #expect(throws: WebSocketTransport.InvalidURL.self) {
        try WebSocketTransport(url: "not a url")
      }
    }
  }
#endif
