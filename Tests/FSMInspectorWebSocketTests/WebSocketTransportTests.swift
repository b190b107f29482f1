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
    /// How a server that does not behave answers each connection, until ``behave()``.
    enum Misbehaviour: String, CaseIterable, Sendable {
      /// Bytes that are not HTTP instead of the upgrade's answer, then a close.
      case notHTTP
      /// The upgrade, then bytes that are not a valid frame (a ping split in fragments, which
      /// WebSocket forbids).
      case garbageFrame
      /// The upgrade, then the start of a 256-byte text frame, and a close in its middle.
      case closesMidFrame
    }

    private let lock = NSLock()
    private var misbehaviour: Misbehaviour?
    var currentMisbehaviour: Misbehaviour? { lock.withLock { misbehaviour } }
    /// Connections served while misbehaving.
    private var misbehavedCount = 0
    var misbehaved: Int { lock.withLock { misbehavedCount } }
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

    static func start(
      port: Int = 0, talkative: Bool = false, misbehaving misbehaviour: Misbehaviour? = nil
    ) async throws -> TestServer {
      let box = ServerBox()
      let upgrader = NIOWebSocketServerUpgrader(
        shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            // Written under the frame encoder, as they are: what a broken relay would send.
            switch box.server?.currentMisbehaviour {
            case .garbageFrame:
              box.server?.countMisbehaved()
              try channel.pipeline.syncOperations.addHandler(
                RawBytes([0x09, 0x00], thenClose: false), position: .first)
              return
            case .closesMidFrame:
              box.server?.countMisbehaved()
              try channel.pipeline.syncOperations.addHandler(
                RawBytes(
                  [0x81, 0x7E, 0x01, 0x00] + Array(repeating: 0x78, count: 10), thenClose: true),
                position: .first)
              return
            case .notHTTP, nil:
              break
            }
            try channel.pipeline.syncOperations.addHandler(Collector(box: box))
            box.server?.connected(channel)
            guard talkative else { return }
            // As Stately's relay: every message it has had, to each new client (here after one
            // of another session, so that the first client has one too), then a ping.
            let earlier =
              [#"{"type":"@xstate.snapshot","sessionId":"x:earlier","snapshot":{}}"#]
              + (box.server?.received ?? [])
            for text in earlier {
              let replay = WebSocketFrame(
                fin: true, opcode: .text, data: channel.allocator.buffer(string: text))
              channel.write(replay, promise: nil)
            }
            let ping = WebSocketFrame(
              fin: true, opcode: .ping, data: channel.allocator.buffer(string: "are you there"))
            channel.writeAndFlush(ping, promise: nil)
          }
        })
      let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            if box.server?.currentMisbehaviour == .notHTTP {
              box.server?.countMisbehaved()
              try channel.pipeline.syncOperations.addHandler(
                RawBytes(Array("\u{0}\u{1} not HTTP\r\n\r\n".utf8), thenClose: true))
              return
            }
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
              withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
          }
        }
        .bind(host: "127.0.0.1", port: port).get()
      let server = TestServer(channel: channel)
      server.misbehaviour = misbehaviour
      box.server = server
      return server
    }

    /// From now on, each new connection is served as a relay serves it.
    func behave() {
      lock.withLock { misbehaviour = nil }
    }

    func countMisbehaved() {
      lock.withLock { misbehavedCount += 1 }
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

    /// Closes every client's connection as a server does, with its close frame (1001, going
    /// away) first; the server goes on listening.
    func closeClients() async {
      for client in lock.withLock({ clients }) {
        let close = WebSocketFrame(
          fin: true, opcode: .connectionClose, data: client.allocator.buffer(integer: UInt16(1001)))
        try? await client.writeAndFlush(close).get()
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

  /// Writes `bytes` on the connection as they are, once added at the pipeline's head (under
  /// any encoder), then closes it if `thenClose`.
  private final class RawBytes: ChannelInboundHandler {
    typealias InboundIn = NIOAny
    let bytes: [UInt8]
    let thenClose: Bool
    init(_ bytes: [UInt8], thenClose: Bool) {
      self.bytes = bytes
      self.thenClose = thenClose
    }

    func handlerAdded(context: ChannelHandlerContext) {
      if context.channel.isActive { send(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
      send(context)
      context.fireChannelActive()
    }

    private func send(_ context: ChannelHandlerContext) {
      let written = context.writeAndFlush(
        NIOAny(context.channel.allocator.buffer(bytes: bytes)))
      if thenClose {
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.whenComplete { _ in bound.value.close(promise: nil) }
      }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      // What the client sends is not read.
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

    /// A server that speaks first keeps the connection: every message arrives on one
    /// connection, nothing is dropped, the ping is answered. Run twice against the same server,
    /// which, as Stately's relay, replays every message it has had to each new client: the
    /// transport closed the connection on the server's first frame, and a second run against
    /// that relay dropped 32 of 36 messages.
    @Test func aSecondRunAgainstARelayThatReplaysDropsNothing() async throws {
      let server = try await TestServer.start(talkative: true)
      for run in 1...2 {
        let transport = try WebSocketTransport(url: "ws://127.0.0.1:\(server.port)")
        let inspector = Inspector(transport: transport)
        let machine = Machine(Turnstile.locked, clock: TestClock())
        let token = machine.inspect(with: inspector)
        await inspector.flush()
        _ = await server.waitFor(22 * (run - 1) + 1)
        // The replay (the first run's 22 messages, in the second) and the ping have reached the
        // client before the machine steps.
        let deadline = ContinuousClock.now + .seconds(20)
        while server.pongs < run, ContinuousClock.now < deadline {
          try? await Task.sleep(for: .milliseconds(5))
        }
        for _ in 0..<5 {
          machine.send(.coin)
          machine.send(.push)
        }
        token.cancel()
        await inspector.flush()
        // The actor, ten events and their snapshots, the last snapshot (stopped).
        let texts = Array(await server.waitFor(22 * run).dropFirst(22 * (run - 1)))
        #expect(texts.count == 22)
        #expect(types(texts).first == "@xstate.actor")
        #expect(types(texts).filter { $0 == "@xstate.event" }.count == 10)
        #expect(texts.last?.contains("\"status\":\"stopped\"") == true)
        #expect(server.pongs == run)
        #expect(await transport.droppedCount == 0)
        #expect(await transport.connectionCount == 1)
        await transport.close()
      }
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

    /// A relay that answers with what is not HTTP, sends bytes that are not a frame, or closes
    /// in the middle of a frame: the machine goes on, its sends never wait for the transport,
    /// which closes the connection, counts what it could not send, and connects again after its
    /// backoff; once the relay behaves, the machine is shown again as it is.
    @Test(arguments: TestServer.Misbehaviour.allCases)
    func aRelayThatBreaksTheProtocolIsLeftAndConnectedAgain(
      _ misbehaviour: TestServer.Misbehaviour
    ) async throws {
      let server = try await TestServer.start(misbehaving: misbehaviour)
      let transport = try WebSocketTransport(
        url: "ws://127.0.0.1:\(server.port)", backoff: .milliseconds(10),
        maximumBackoff: .milliseconds(40))
      let inspector = Inspector(transport: transport)
      let machine = Machine(Turnstile.locked, clock: TestClock())
      machine.inspect(with: inspector)
      for _ in 0..<3 {
        #expect(machine.send(.coin).step != nil)
        #expect(machine.send(.push).step != nil)
      }
      #expect(machine.state == .locked)
      await inspector.flush()
      #expect(server.misbehaved >= 1)
      // Whatever the broken connection took, it is closed.
      let deadline = ContinuousClock.now + .seconds(20)
      while await transport.isConnected, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(await transport.isConnected == false)
      #expect(server.received.isEmpty)
      let connections = await transport.connectionCount
      let dropped = await transport.droppedCount
      switch misbehaviour {
      case .notHTTP:
        // No connection was made: all 13 messages (the actor, six events and their snapshots)
        // were dropped, and counted.
        #expect(connections == 0)
        #expect(dropped == 13)
      case .garbageFrame, .closesMidFrame:
        // Upgraded (unless the bytes came with the upgrade's answer, in the same read), then
        // left; each message was written before the client read the bytes, or dropped.
        #expect(connections <= server.misbehaved)
        #expect(dropped <= 13)
      }

      server.behave()
      try await Task.sleep(for: .milliseconds(100))  // past the longest backoff
      machine.send(.coin)
      await inspector.flush()
      let texts = await server.waitFor(4)
      #expect(
        types(texts) == ["@xstate.actor", "@xstate.snapshot", "@xstate.event", "@xstate.snapshot"])
      #expect(texts.count == 4 && texts[1].contains("\"value\":\"locked\""))
      #expect(texts.count == 4 && texts[3].contains("\"value\":\"unlocked\""))
      #expect(await transport.connectionCount == connections + 1)
      #expect(await transport.droppedCount == dropped)
      #expect(await transport.isConnected)
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
