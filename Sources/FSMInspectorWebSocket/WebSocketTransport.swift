// Inspection over a WebSocket, where `@statelyai/inspect`'s `createWebSocketInspector` connects:
// swift-nio's WebSocket client, built only with the package's `Inspector` trait.

#if Inspector
  public import FSMInspection
  import Foundation
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// Sends an ``Inspector``'s messages as WebSocket text frames to a server: Stately's relay
  /// (`@statelyai/inspect`'s `createInspectorServer`, at `ws://localhost:8080` by default), which
  /// hands them to the inspector in a browser.
  ///
  /// It connects on the first message and again whenever the connection is lost, waiting
  /// `backoff` after a failed attempt, twice as long after each further one (up to
  /// `maximumBackoff`). While it is not connected, messages are dropped and counted
  /// (``droppedCount``); on each new connection it sends again, for every machine still
  /// inspected, its `@xstate.actor` message and its latest snapshot, so that the inspector shows
  /// every machine, in its current state. The machines never wait for any of it.
  public actor WebSocketTransport: InspectionTransport {
    private let host: String
    private let port: Int
    private let path: String
    private let backoff: Duration
    private let maximumBackoff: Duration
    private var channel: (any Channel)?
    private var nextAttempt = ContinuousClock.now
    private var currentBackoff: Duration
    /// Each inspected machine, in the order they were attached: its actor message and its latest
    /// snapshot message.
    private var sessions: [(actor: InspectionMessage, snapshot: InspectionMessage?)] = []

    /// Messages dropped while no connection could be made, or whose write failed.
    public private(set) var droppedCount = 0
    /// How many connections were made.
    public private(set) var connectionCount = 0

    /// Whether it is connected now.
    public var isConnected: Bool { channel?.isActive == true }

    /// A transport to the WebSocket server at `url` (`ws://host:port/path`).
    public init(
      url: String = "ws://localhost:8080", backoff: Duration = .milliseconds(500),
      maximumBackoff: Duration = .seconds(30)
    ) throws(InvalidURL) {
      guard let components = URLComponents(string: url), components.scheme == "ws",
        let host = components.host, !host.isEmpty
      else { throw InvalidURL(url: url) }
      self.host = host
      self.port = components.port ?? 80
      self.path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
      self.backoff = backoff
      self.maximumBackoff = maximumBackoff
      currentBackoff = backoff
    }

    /// A URL that is not `ws://host[:port][/path]` (`wss://` is not supported).
    public struct InvalidURL: Error, CustomStringConvertible {
      public var url: String
      public var description: String {
        "'\(url)' is not a ws:// URL with a host (wss:// is not supported)"
      }
    }

    public func deliver(_ message: InspectionMessage) async {
      remember(message)
      if channel?.isActive != true {
        channel = nil
        guard ContinuousClock.now >= nextAttempt else {
          droppedCount += 1
          return
        }
        do {
          let connected = try await connect()
          channel = connected
          connectionCount += 1
          currentBackoff = backoff
          for remembered in sessions {
            // The actor message again, with the machine's latest snapshot (the inspector shows
            // an actor's own snapshot first), then that snapshot.
            let actor = remembered.snapshot.map { Self.actor(remembered.actor, with: $0) }
            for replay in [actor ?? remembered.actor, remembered.snapshot].compactMap({ $0 })
            where replay != message {
              try await write(replay, to: connected)
            }
          }
        } catch {
          channel = nil
          nextAttempt = ContinuousClock.now + currentBackoff
          currentBackoff = min(currentBackoff * 2, maximumBackoff)
          droppedCount += 1
          return
        }
      }
      guard let channel else { return }
      do {
        try await write(message, to: channel)
      } catch {
        self.channel = nil
        droppedCount += 1
      }
    }

    /// Closes the connection.
    public func close() async {
      if let channel {
        let close = WebSocketFrame(
          fin: true, opcode: .connectionClose, maskKey: .random(),
          data: channel.allocator.buffer(integer: UInt16(1000)))
        try? await channel.writeAndFlush(close).get()
        try? await channel.close().get()
      }
      channel = nil
    }

    /// `actor` (an `@xstate.actor` message) with the `snapshot` member of `latest` (an
    /// `@xstate.snapshot` message of the same session); `actor` as it is if either does not read.
    static func actor(
      _ actor: InspectionMessage, with latest: InspectionMessage
    ) -> InspectionMessage {
      guard
        var object = (try? JSONSerialization.jsonObject(with: Data(actor.json.utf8)))
          as? [String: Any],
        let snapshot =
          ((try? JSONSerialization.jsonObject(with: Data(latest.json.utf8)))
          as? [String: Any])?["snapshot"],
        object["snapshot"] != nil
      else { return actor }
      object["snapshot"] = snapshot
      guard
        let data = try? JSONSerialization.data(
          withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
      else { return actor }
      var updated = actor
      updated.json = String(decoding: data, as: UTF8.self)
      return updated
    }

    /// Keeps each session's actor message and latest snapshot; forgets a stopped session.
    private func remember(_ message: InspectionMessage) {
      let index = sessions.firstIndex { $0.actor.sessionID == message.sessionID }
      switch message.type {
      case "@xstate.actor":
        if let index { sessions[index] = (message, nil) } else { sessions.append((message, nil)) }
      case "@xstate.snapshot" where message.isStopped:
        if let index { sessions.remove(at: index) }
      case "@xstate.snapshot":
        if let index { sessions[index].snapshot = message }
      default:
        break
      }
    }

    private func write(_ message: InspectionMessage, to channel: any Channel) async throws {
      let frame = WebSocketFrame(
        fin: true, opcode: .text, maskKey: .random(),
        data: channel.allocator.buffer(string: message.json))
      try await channel.writeAndFlush(frame).get()
    }

    /// Connects and upgrades to a WebSocket; fails after 5 seconds.
    private func connect() async throws -> any Channel {
      let group = MultiThreadedEventLoopGroup.singleton
      let upgraded = group.any().makePromise(of: Void.self)
      let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
      let host = host
      let port = port
      let path = path
      let bootstrap = ClientBootstrap(group: group)
        .connectTimeout(.seconds(5))
        .channelInitializer { channel in
          let request = UpgradeRequest(host: host, port: port, path: path, upgraded: upgraded)
          let upgrader = NIOWebSocketClientUpgrader(
            requestKey: key, maxFrameSize: 1 << 20,
            upgradePipelineHandler: { channel, _ in
              // The request's handler goes: it would take the server's first frame (a relay
              // replays what it has, and pings) for an answer that is not an upgrade, and close.
              // Removed by name: the handler itself is not Sendable, and this closure is.
              channel.pipeline.removeHandler(name: UpgradeRequest.name).flatMapThrowing {
                try channel.pipeline.syncOperations.addHandler(ServerFrames())
                upgraded.succeed(())
              }
            })
          let configuration: NIOHTTPClientUpgradeConfiguration = (
            upgraders: [upgrader], completionHandler: { _ in }
          )
          return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHTTPClientHandlers(
              leftOverBytesStrategy: .forwardBytes, withClientUpgrade: configuration)
            try channel.pipeline.syncOperations.addHandler(request, name: UpgradeRequest.name)
          }
        }
      let channel: any Channel
      do {
        channel = try await bootstrap.connect(host: host, port: port).get()
      } catch {
        upgraded.fail(error)  // a promise is always completed
        throw error
      }
      let timeout = channel.eventLoop.scheduleTask(in: .seconds(5)) {
        upgraded.fail(ChannelError.connectTimeout(.seconds(5)))
      }
      do {
        try await upgraded.futureResult.get()
        timeout.cancel()
        return channel
      } catch {
        timeout.cancel()
        try? await channel.close().get()
        throw error
      }
    }
  }

  /// Sends the upgrade request once connected; a response that is not an upgrade fails it.
  private final class UpgradeRequest: ChannelInboundHandler, RemovableChannelHandler {
    /// Its name in the pipeline, by which the upgrade removes it.
    static let name = "fsm-inspector-upgrade-request"

    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    let host: String
    let port: Int
    let path: String
    let upgraded: EventLoopPromise<Void>

    init(host: String, port: Int, path: String, upgraded: EventLoopPromise<Void>) {
      self.host = host
      self.port = port
      self.path = path
      self.upgraded = upgraded
    }

    func channelActive(context: ChannelHandlerContext) {
      var headers = HTTPHeaders()
      headers.add(name: "Host", value: "\(host):\(port)")
      headers.add(name: "Content-Length", value: "0")
      let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      // Read only when the server answers without upgrading.
      upgraded.fail(ChannelError.inappropriateOperationForState)
      context.close(promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      upgraded.fail(error)
      context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
      upgraded.fail(ChannelError.ioOnClosedChannel)
      context.fireChannelInactive()
    }
  }

  /// What the server sends: pings are answered, a close closes; the relay sends nothing else
  /// the inspector needs.
  private final class ServerFrames: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let frame = unwrapInboundIn(data)
      switch frame.opcode {
      case .ping:
        let pong = WebSocketFrame(
          fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData)
        context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
      case .connectionClose:
        context.close(promise: nil)
      default:
        break
      }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      context.close(promise: nil)
    }
  }
#endif
