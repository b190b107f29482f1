@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Any bytes as one message from the compiler, to `RequestPeek`: it never crashes, and when it
/// says the request has an empty answer and swift-syntax's decoder reads the message,
/// swift-syntax's own handling of it, with the plugin's macros, answers an empty expansion
/// without diagnostics — the reply the connection sends in its place.
///
/// A message the peek answers may fail to decode: the peek reads only the fields it needs, so a
/// request with, say, a misspelled key in a source location is answered where swift-syntax would
/// end the plugin with a decoding error. The compiler never sends one (`RequestPeek` says so; the
/// fuzzer found it first: RequestPeekTests). Nor does it send a parent that is not one declaration
/// group (an enum or a struct here): swift-syntax answers an error for one, and the peek, which
/// never parses the parent, cannot tell; such requests are left out of the rule.
enum RequestTarget {
  @Sendable static func run(_ bytes: UnsafeRawBufferPointer) {
    let payload = Array(bytes)
    guard RequestPeek.isMemberAttributeRequestWithEmptyAnswer(payload) else { return }
    guard
      let message = try? payload.withUnsafeBufferPointer({
        try JSON.decode(HostToPluginMessage.self, from: $0)
      })
    else { return }
    guard parentIsOneDeclarationGroup(payload) else { return }
    let reply = PluginProviderMessageHandler(provider: Macros()).handleMessage(message)
    guard isEmptyExpansion(reply) else {
      violation("the peek answered, but the plugin replies \(reply)")
    }
  }

  /// Whether the request's `parentDeclSyntax` source parses as one declaration group.
  static func parentIsOneDeclarationGroup(_ payload: [UInt8]) -> Bool {
    guard
      case .object(let message)? = try? JSONReader.read(String(decoding: payload, as: UTF8.self)),
      case .object(let request)? = message.first(where: { $0.key == "expandAttachedMacro" })?.value,
      case .object(let parent)? = request.last(where: { $0.key == "parentDeclSyntax" })?.value,
      case .string(let source)? = parent.last(where: { $0.key == "source" })?.value
    else { return false }
    let statements = Parser.parse(source: source).statements
    return statements.count == 1
      && statements.first?.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self) != nil
  }

  static func isEmptyExpansion(_ reply: PluginToHostMessage) -> Bool {
    switch reply {
    case .expandMacroResult(let source, let diagnostics):
      (source ?? "").isEmpty && diagnostics.isEmpty
    case .expandAttachedMacroResult(let sources, let diagnostics):
      (sources ?? []).allSatisfy(\.isEmpty) && diagnostics.isEmpty
    default:
      false
    }
  }
}

/// Any bytes as what the compiler writes into the plugin's pipe: `PluginConnection` reads framed
/// messages from it (a header that lies about the length, a message cut short, anything) and the
/// plugin answers each through swift-syntax's loop, until the input ends or the connection throws.
enum ConnectionTarget {
  @Sendable static func run(_ bytes: UnsafeRawBufferPointer) {
    // A pipe's buffer holds 64 KiB: the whole input is written before the plugin reads.
    guard bytes.count <= 60_000 else { return }
    var fds: [CInt] = [0, 0]
    guard pipe(&fds) == 0 else { violation("pipe: \(errno)") }
    let output = open("/dev/null", O_WRONLY)
    defer {
      close(fds[0])
      close(output)
    }
    var written = 0
    while written < bytes.count {
      let count = write(fds[1], bytes.baseAddress! + written, bytes.count - written)
      guard count > 0 else { violation("write: \(errno)") }
      written += count
    }
    close(fds[1])
    let connection = PluginConnection(input: fds[0], output: output)
    let handler = PluginProviderMessageHandler(provider: Macros())
    // swift-syntax's loop (`CompilerPluginMessageListener.main()`), but a malformed stream's error
    // ends it here instead of exiting the process: that error is the expected outcome.
    while let message = try? connection.waitForNextMessage(HostToPluginMessage.self) {
      guard (try? connection.sendMessage(handler.handleMessage(message))) != nil else { break }
    }
  }
}

/// The plugin's macros, as its entry point (`Plugin.swift`, not compiled here) resolves them.
struct Macros: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = PluginMacros.named(module: moduleName, type: typeName) else {
      throw UnknownMacroError()
    }
    return macro
  }
}

struct UnknownMacroError: Error {}
