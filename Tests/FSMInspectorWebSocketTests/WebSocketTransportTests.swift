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

  /// A WebSocket server of the test's own: keeps the text frames it receives, in order.
  final class TestServer: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    private var clients: [any Channel] = []
    private let channel: any Channel
    let port: Int

    var received: [String] { lock.withLock { texts } }

    private init(channel: any Channel) {
      self.channel = channel
      port = channel.localAddress?.port ?? 0
    }

    static func start(port: Int = 0) async throws -> TestServer {
      let box = ServerBox()
      let upgrader = NIOWebSocketServerUpgrader(
        shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(Collector(box: box))
            box.server?.connected(channel)
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
      #expect(await transport.connectionCount == 2)
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
