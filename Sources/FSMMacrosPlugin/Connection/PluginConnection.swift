@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)

  /// The plugin's end of the pipe to the compiler: messages are JSON, each preceded by its length
  /// as a little-endian 64-bit integer, as swift-syntax's `StandardIOMessageConnection` has them.
  ///
  /// One difference: a request that `RequestPeek` recognizes as a member-attribute request with
  /// an empty answer is answered here, without being decoded. The first such request goes the
  /// ordinary way, and its reply, if it is indeed empty and without diagnostics, is kept and sent
  /// for the later ones; so the reply is in whatever form this compiler's protocol version
  /// expects, as swift-syntax made it.
  final class PluginConnection: MessageConnection {
    private let input: CInt
    private let output: CInt
    /// The reply for a request with an empty answer, once swift-syntax has made one.
    private var emptyReply: [UInt8]?
    /// Whether the request being handled is the first with an empty answer.
    private var awaitingFirstEmptyReply = false
    /// How many requests were answered here; for tests.
    private(set) var shortcutCount = 0

    init(input: CInt, output: CInt) {
      self.input = input
      self.output = output
    }

    /// A connection over the process's standard input and output. As swift-syntax does, the
    /// messages get private copies of the two descriptors, standard input is closed so that an
    /// accidental read fails instead of blocking, and standard output goes to standard error so
    /// that a stray `print` cannot corrupt a message.
    static func standardIO() throws -> PluginConnection {
      let input = dup(STDIN_FILENO)
      guard input >= 0 else { throw ConnectionError.system("dup(stdin)", errno) }
      guard close(STDIN_FILENO) == 0 else { throw ConnectionError.system("close(stdin)", errno) }
      let output = dup(STDOUT_FILENO)
      guard output >= 0 else { throw ConnectionError.system("dup(stdout)", errno) }
      guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
        throw ConnectionError.system("dup2(stderr, stdout)", errno)
      }
      return PluginConnection(input: input, output: output)
    }

    /// The next request; `nil` when the compiler closes the pipe or sends an empty message, which
    /// is how it says goodbye.
    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
      while let payload = try readMessage(), !payload.isEmpty {
        let hasEmptyAnswer = RequestPeek.isMemberAttributeRequestWithEmptyAnswer(payload)
        if hasEmptyAnswer, let emptyReply {
          try writeMessage(emptyReply)
          shortcutCount += 1
          continue
        }
        awaitingFirstEmptyReply = hasEmptyAnswer
        // swift-syntax's decoder traps on a key with an invalid escape (`allKeys`' force
        // unwrap); the compiler never writes one, and such a message is an error here.
        guard Self.hasValidEscapes(payload) else { throw ConnectionError.invalidEscape }
        return try payload.withUnsafeBufferPointer { try JSON.decode(type, from: $0) }
      }
      return nil
    }

    func sendMessage<TX: Encodable>(_ message: TX) throws {
      let payload = try JSON.encode(message)
      if awaitingFirstEmptyReply {
        awaitingFirstEmptyReply = false
        if let reply = message as? PluginToHostMessage, reply.isEmptyExpansion {
          emptyReply = payload
        }
      }
      try writeMessage(payload)
    }

    // MARK: - Framing

    private func readMessage() throws -> [UInt8]? {
      var header = [UInt8](repeating: 0, count: 8)
      let started = try header.withUnsafeMutableBytes { bytes in
        try readFully(into: bytes, allowingEndOfInput: true)
      }
      guard started else { return nil }
      let length = Self.payloadLength(header: header)
      guard length <= UInt64(Int.max) else { throw ConnectionError.malformedHeader }
      // The header is believed only as far as the bytes behind it: a payload longer than a chunk
      // is read chunk by chunk, so that a length the input does not back ends in
      // `endOfInputInMessage`, not in an allocation of that size (the fuzzer's first find:
      // PluginConnectionTests).
      var payload = try readChunk(count: Int(min(length, UInt64(Self.chunkSize))))
      while payload.count < Int(length) {
        payload += try readChunk(count: min(Self.chunkSize, Int(length) - payload.count))
      }
      return payload
    }

    /// The most a message's header makes the connection allocate before the bytes arrive.
    static let chunkSize = 16 << 20

    /// The next `count` bytes of the input.
    private func readChunk(count: Int) throws -> [UInt8] {
      // Read into uninitialized memory: zeroing it first was measurable (unoptimized, as a
      // user's debug build runs it) on a large machine's tens of megabytes of requests
      // (Benchmarks/Scripts/compile-instructions.py).
      try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        _ = try readFully(into: UnsafeMutableRawBufferPointer(buffer), allowingEndOfInput: false)
        initialized = buffer.count
      }
    }

    private func writeMessage(_ payload: [UInt8]) throws {
      try writeFully(Self.frame(payload))
    }

    /// The length of the payload that follows a message's 8-byte header: a little-endian 64-bit
    /// integer.
    static func payloadLength(header: some Collection<UInt8>) -> UInt64 {
      precondition(header.count == 8, "a message's header is 8 bytes")
      return header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    /// `payload` preceded by its length, as the pipe carries it.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
      let length = UInt64(payload.count)
      return (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) } + payload
    }

    /// Fills `buffer`; `false` if the input ended before the first byte and that is allowed.
    private func readFully(
      into buffer: UnsafeMutableRawBufferPointer, allowingEndOfInput: Bool
    ) throws -> Bool {
      var filled = 0
      while filled < buffer.count {
        let count = read(input, buffer.baseAddress! + filled, buffer.count - filled)
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { throw ConnectionError.system("read", errno) }
        if count == 0 {
          if filled == 0, allowingEndOfInput { return false }
          throw ConnectionError.endOfInputInMessage
        }
        filled += count
      }
      return true
    }

    private func writeFully(_ bytes: [UInt8]) throws {
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBytes { bytes in
          write(output, bytes.baseAddress! + written, bytes.count - written)
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { throw ConnectionError.system("write", errno) }
        written += count
      }
    }
  }

  extension PluginConnection {
    /// Whether every backslash in the JSON text's strings starts an escape JSON has (`\"`, `\\`,
    /// `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four hexadecimal digits). Found by the
    /// fuzzer (Tests/Fuzz/Regressions/connection).
    static func hasValidEscapes(_ payload: [UInt8]) -> Bool {
      var inString = false
      var index = 0
      while index < payload.count {
        let byte = payload[index]
        if byte == UInt8(ascii: "\""), !inString {
          inString = true
        } else if inString, byte == UInt8(ascii: "\"") {
          inString = false
        } else if inString, byte == UInt8(ascii: "\\") {
          guard index + 1 < payload.count else { return false }
          switch payload[index + 1] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
          case UInt8(ascii: "u"):
            guard index + 5 < payload.count,
              payload[(index + 2)...(index + 5)].allSatisfy({ byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                  || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
              })
            else { return false }
            index += 5
          default:
            return false
          }
        }
        index += 1
      }
      return true
    }
  }

  enum ConnectionError: Error, CustomStringConvertible {
    case system(String, CInt)
    case malformedHeader
    case endOfInputInMessage
    case invalidEscape

    var description: String {
      switch self {
      case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
      case .malformedHeader: "a message's length does not fit in memory"
      case .endOfInputInMessage: "the input ended inside a message"
      case .invalidEscape: "a message has a string escape JSON does not have"
      }
    }
  }

  extension PluginToHostMessage {
    /// Whether this is an expansion that adds nothing and says nothing.
    fileprivate var isEmptyExpansion: Bool {
      switch self {
      case .expandMacroResult(let source, let diagnostics):
        source == "" && diagnostics.isEmpty
      case .expandAttachedMacroResult(let sources, let diagnostics):
        sources?.allSatisfy(\.isEmpty) == true && diagnostics.isEmpty
      default:
        false
      }
    }
  }

#endif
