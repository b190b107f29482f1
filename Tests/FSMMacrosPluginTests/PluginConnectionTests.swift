import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Testing

@testable import FSMMacrosPlugin

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct RequestPeekTests {
  func peek(_ json: String) -> Bool {
    RequestPeek.isMemberAttributeRequestWithEmptyAnswer(Array(json.utf8))
  }

  @Test func recognizesAMemberAttributeRequestForAnOrdinaryMember() {
    #expect(peek(Request.attached(role: "memberAttribute", declaration: "case closed, open")))
    #expect(
      peek(Request.attached(role: "memberAttribute", declaration: "static let transitions = []")))
  }

  @Test func leavesTheNestedEventEffectAndSuperstateEnumsToTheOrdinaryPath() {
    for declaration in [
      "enum Event { case push }", "enum `Event` { case push }", "enum Effect { case beep }",
      "enum Superstate { case active }",
      // `\u0045` is "E": a word spelled with escapes is not looked for, so it is not skipped.
      "enum \\u0045vent { case push }",
    ] {
      #expect(!peek(Request.attached(role: "memberAttribute", declaration: declaration)))
    }
  }

  /// `@_Region` and `@Submachine` (`RegionMacro`) mark only nested enums: a region's ordinary
  /// members are answered here, its `enum Superstate` and a held struct's regions are not.
  @Test func answersARegionsOrdinaryMembersAndLeavesItsEnumsToTheOrdinaryPath() {
    func region(_ declaration: String, parent: String = Request.region) -> Bool {
      peek(
        Request.attached(
          role: "memberAttribute", declaration: declaration, parent: parent, type: "RegionMacro"))
    }
    #expect(region("case on, off"))
    #expect(region("static let transitions: [Transition] = [.from(.on, on: .flip, to: .off)]"))
    #expect(!region("enum Superstate { case active }"))
    #expect(!region("enum Radio { case on, off }", parent: "@Submachine struct Media { }"))
    let member = Request.attached(
      role: "member", declaration: Request.region, parent: nil, type: "RegionMacro")
    #expect(!peek(member))
  }

  @Test func leavesOtherRolesMacrosAndMessagesAlone() {
    #expect(!peek(Request.attached(role: "member", declaration: Request.machine, parent: nil)))
    #expect(!peek(Request.attached(role: "extension", declaration: Request.machine, parent: nil)))
    #expect(
      !peek(
        Request.attached(
          role: "memberAttribute", declaration: "case a", type: "CaseDiscriminantMacro")))
    #expect(
      !peek(Request.attached(role: "memberAttribute", declaration: "case a", module: "Other")))
    #expect(!peek(Request.capability(7)))
  }

  @Test func readsPastEscapedQuotesNestedValuesAndAnyKeyOrder() {
    // The compiler sends the build configuration as a string of escaped JSON, and the parent's
    // source may hold string literals with quotes and backslashes, and the words looked for.
    let parent = #"enum Door { static let text = "a \"quoted\" Event\\" }"#
    let fields = [
      #""staticBuildConfiguration":"{\"attributes\":[\"objc\"],\"flag\":true,\"n\":-1.5e3}""#,
      #""extendedTypeSyntax":null"#, #""more":[1,[2,{}],{"x":false}]"#,
    ]
    let request = Request.attached(
      role: "memberAttribute", declaration: "case closed", parent: parent, fields: fields)
    #expect(peek(request))
    #expect(peek("  \n" + request + " \r\n"))
    let reordered = Request.attached(
      role: "memberAttribute", declaration: "case closed", parent: parent, fields: fields,
      reversed: true)
    #expect(reordered.hasPrefix(#"{"expandAttachedMacro":{"more":"#))
    #expect(peek(reordered))
  }

  /// Found by the fuzzer (Tests/Fuzz/Regressions/request/no-parent.json): without a parent
  /// declaration swift-syntax answers an error, so the peek must not answer; nor when a key it
  /// reads comes twice, since a decoder keeps only one of them.
  @Test func leavesARequestWithoutAParentOrWithARepeatedKeyToSwiftSyntax() {
    #expect(!peek(Request.attached(role: "memberAttribute", declaration: "case a", parent: nil)))
    let withNullParent = Request.attached(
      role: "memberAttribute", declaration: "case a", parent: nil,
      fields: [#""parentDeclSyntax":null"#])
    #expect(withNullParent.contains("null"))
    #expect(!peek(withNullParent))
    let twice = Request.attached(
      role: "memberAttribute", declaration: "case a", fields: [#""macroRole":"member""#])
    #expect(!peek(twice))
    #expect(
      !peek(
        Request.attached(
          role: "memberAttribute", declaration: "case a",
          fields: [#""declSyntax":{"source":"case b"}"#])))
  }

  /// Found by the fuzzer (Tests/Fuzz/Regressions/request/parent-with-two-sources.json): a
  /// parent declaration whose `source` comes twice, the second no group of declarations
  /// (swift-syntax's decoder keeps one, then answers an error), or whose one source has no
  /// body, is left to swift-syntax; a parent with a body is peeked at.
  @Test func leavesAParentWithoutOneBodiedSourceToSwiftSyntax() {
    func parent(_ sources: [String]) -> String {
      let fields = sources.map { #""source":\#(Request.quoted($0))"# }
      return Request.attached(
        role: "memberAttribute", declaration: "case closed", parent: nil,
        fields: [
          #""parentDeclSyntax":{"kind":"declaration","# + fields.joined(separator: ",") + "}"
        ])
    }
    #expect(peek(parent([Request.machine])))
    #expect(!peek(parent([Request.machine, "@Statclaration"])))
    #expect(!peek(parent(["@Statclaration", Request.machine])))
    #expect(!peek(parent(["@StateMachine enum Door"])))
  }

  /// Found by the fuzzer (Tests/Fuzz/Regressions/request): the peek reads only the fields it
  /// needs, so a request with a misspelled key elsewhere is answered, though swift-syntax's
  /// decoder refuses it. The compiler never sends one; `RequestPeek` documents the boundary, and
  /// the fuzzer's rule holds only for requests that decode.
  @Test func answersARequestWhoseOtherFieldsSwiftSyntaxWouldRefuse() throws {
    let request = Request.attached(role: "memberAttribute", declaration: "case closed")
      .replacingFirst(of: #""column":1"#, with: #""colugn":1"#)
    #expect(request.contains("colugn"))
    #expect(peek(request))
    let bytes = Array(request.utf8)
    #expect(throws: (any Error).self) {
      try bytes.withUnsafeBufferPointer { try JSON.decode(HostToPluginMessage.self, from: $0) }
    }
  }

  @Test func findsAWordAnywhereInTheBytes() {
    let bytes = ArraySlice(Array("xx EvEvent Effec".utf8))
    #expect(bytes.contains(bytes: "Event"))
    #expect(bytes.contains(bytes: "xx"))
    #expect(bytes.contains(bytes: "Effec"))
    #expect(!bytes.contains(bytes: "Effect"))
    #expect(!bytes.contains(bytes: "Superstate"))
    #expect(bytes.contains(bytes: ""))
    #expect(!ArraySlice<UInt8>().contains(bytes: "E"))
    // A slice that does not start at the array's start.
    #expect(Array("enum Event".utf8)[5...].contains(bytes: "Event"))
    #expect(!Array("enum Event".utf8)[6...].contains(bytes: "Event"))
  }

  @Test func rejectsMalformedText() {
    let request = Request.attached(role: "memberAttribute", declaration: "case closed")
    let bytes = Array(request.utf8)
    // Every proper prefix is malformed.
    for length in stride(from: 0, to: bytes.count, by: 7) {
      #expect(!RequestPeek.isMemberAttributeRequestWithEmptyAnswer(Array(bytes[..<length])))
    }
    #expect(!peek(request + "}"))
    #expect(!peek(request + request))
    #expect(!peek(#"{"expandAttachedMacro":{},"expandAttachedMacro":{}}"#))
    #expect(!peek(request.replacingFirst(of: "\"macroRole\":", with: "\"macroRole\" ")))
  }
}

@Suite struct PluginConnectionTests {
  /// Runs the plugin's message loop over pipes on `requests`; the replies, and how many of them
  /// the connection gave without swift-syntax.
  func converse(_ requests: [String]) throws -> (replies: [PluginToHostMessage], shortcuts: Int) {
    var toPlugin: [CInt] = [0, 0]
    var fromPlugin: [CInt] = [0, 0]
    try #require(pipe(&toPlugin) == 0 && pipe(&fromPlugin) == 0)
    defer { close(fromPlugin[0]) }
    // The requests and replies are small: the pipes' buffers hold them all.
    for request in requests {
      let frame = PluginConnection.frame(Array(request.utf8))
      #expect(frame.withUnsafeBytes { write(toPlugin[1], $0.baseAddress, $0.count) } == frame.count)
    }
    close(toPlugin[1])
    let connection = PluginConnection(input: toPlugin[0], output: fromPlugin[1])
    let listener = CompilerPluginMessageListener(
      connection: connection, provider: FSMMacrosPlugin())
    let run: () throws -> Void = listener.main
    try run()
    close(toPlugin[0])
    close(fromPlugin[1])

    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fromPlugin[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      output += chunk[..<count]
    }
    var replies: [PluginToHostMessage] = []
    var offset = 0
    while offset < output.count {
      let length = Int(PluginConnection.payloadLength(header: output[offset..<(offset + 8)]))
      let payload = Array(output[(offset + 8)..<(offset + 8 + length)])
      replies.append(
        try payload.withUnsafeBufferPointer { try JSON.decode(PluginToHostMessage.self, from: $0) })
      offset += 8 + length
    }
    return (replies, connection.shortcutCount)
  }

  /// The text of an expansion reply, in either protocol's form; `nil` for anything else.
  func expansion(_ reply: PluginToHostMessage) -> String? {
    switch reply {
    case .expandMacroResult(let source, let diagnostics) where diagnostics.isEmpty:
      source
    case .expandAttachedMacroResult(let sources, let diagnostics) where diagnostics.isEmpty:
      sources?.joined(separator: "\n")
    default:
      nil
    }
  }

  @Test(arguments: [7, 4])
  func answersOrdinaryMembersItselfAndTheRestThroughSwiftSyntax(protocolVersion: Int) throws {
    let requests = [
      Request.capability(protocolVersion),
      Request.attached(role: "memberAttribute", declaration: "case closed, open"),
      Request.attached(role: "memberAttribute", declaration: "enum Event { case push, pull }"),
      Request.attached(role: "memberAttribute", declaration: "static let transitions = []"),
      Request.attached(role: "member", declaration: Request.machine, parent: nil),
      Request.attached(role: "memberAttribute", declaration: "case closed, open"),
      // An empty message ends the conversation: what follows is not answered.
      "",
      Request.attached(role: "memberAttribute", declaration: "case closed, open"),
    ]
    let (replies, shortcuts) = try converse(requests)
    try #require(replies.count == requests.count - 2)
    guard case .getCapabilityResult = replies[0] else {
      Issue.record("expected the capability first, got \(replies[0])")
      return
    }
    // The first ordinary member goes through swift-syntax; the later ones get its reply.
    #expect(shortcuts == 2)
    let firstEmpty = try #require(expansion(replies[1]))
    #expect(firstEmpty.isEmpty)
    #expect(try JSON.encode(replies[3]) == JSON.encode(replies[1]))
    #expect(try JSON.encode(replies[5]) == JSON.encode(replies[1]))
    // Protocol 5 and later have one reply for every expansion; older ones, one per role.
    switch replies[1] {
    case .expandMacroResult: #expect(protocolVersion >= 5)
    case .expandAttachedMacroResult: #expect(protocolVersion < 5)
    default: Issue.record("unexpected reply \(replies[1])")
    }
    #expect(try #require(expansion(replies[2])).contains("@_CaseDiscriminant"))
    #expect(try #require(expansion(replies[4])).contains("func transition(on event: Event)"))
  }

  /// A region's ordinary member gets the empty reply without swift-syntax once swift-syntax has
  /// given one; its `enum Superstate` gets `@_Superstate` from the role itself.
  @Test func answersARegionsOrdinaryMembersItself() throws {
    func region(_ declaration: String) -> String {
      Request.attached(
        role: "memberAttribute", declaration: declaration, parent: Request.region,
        type: "RegionMacro")
    }
    let requests = [
      Request.capability(7), region("case on, off"), region("enum Superstate { case active }"),
      region("case on, off"),
    ]
    let (replies, shortcuts) = try converse(requests)
    try #require(replies.count == requests.count)
    #expect(shortcuts == 1)
    #expect(try #require(expansion(replies[1])).isEmpty)
    #expect(try JSON.encode(replies[3]) == JSON.encode(replies[1]))
    #expect(try #require(expansion(replies[2])).contains("@_Superstate"))
  }

  /// Found by the fuzzer (Tests/Fuzz/Regressions/connection): a header that claims 2^51 bytes
  /// made the connection allocate them, and the plugin died. Now the input's end ends the read.
  @Test func aHeaderLongerThanItsInputIsAnErrorNotAnAllocation() throws {
    var fds: [CInt] = [0, 0]
    try #require(pipe(&fds) == 0)
    let claimed: UInt64 = 1 << 51
    let bytes =
      (0..<8).map { UInt8(truncatingIfNeeded: claimed >> (8 * UInt64($0))) }
      + Array(#"{"getCapability":{}}"#.utf8)
    #expect(PluginConnection.payloadLength(header: bytes[..<8]) == claimed)
    #expect(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == bytes.count)
    close(fds[1])
    defer { close(fds[0]) }
    let connection = PluginConnection(input: fds[0], output: fds[0])
    #expect(throws: (any Error).self) {
      _ = try connection.waitForNextMessage(HostToPluginMessage.self)
    }
  }

  /// Found by the fuzzer (Tests/Fuzz/Regressions/connection): a key with an escape JSON does
  /// not have (`getCapab\lity`) trapped in swift-syntax's decoder (`allKeys` unwraps the key).
  /// Now the message is an error, and a valid one still reads.
  @Test func aStringEscapeJSONDoesNotHaveIsAnErrorNotATrap() throws {
    for (message, valid) in [
      (#"{"getCapab\lity":{"capability":{"protocolVersion":7}}}"#, false),
      (#"{"getCapability":{"capability":{"protocolVersion":7}},"x":"\u00e9\n\\"}"#, true),
      (#"{"getCapability":{"capability":{"protocolVersion":7}},"x":"\u00g9"}"#, false),
    ] {
      #expect(PluginConnection.hasValidEscapes(Array(message.utf8)) == valid, "\(message)")
      var fds: [CInt] = [0, 0]
      try #require(pipe(&fds) == 0)
      let bytes =
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(message.utf8.count) >> (8 * UInt64($0))) }
        + Array(message.utf8)
      #expect(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == bytes.count)
      close(fds[1])
      defer { close(fds[0]) }
      let connection = PluginConnection(input: fds[0], output: fds[0])
      if valid {
        #expect(try connection.waitForNextMessage(HostToPluginMessage.self) != nil)
      } else {
        #expect(throws: (any Error).self) {
          _ = try connection.waitForNextMessage(HostToPluginMessage.self)
        }
      }
    }
  }

  /// A payload longer than a chunk arrives whole.
  @Test func readsAPayloadLongerThanAChunk() throws {
    let source = String(repeating: "x", count: PluginConnection.chunkSize + 100)
    let message = #"{"getCapability":{"capability":{"protocolVersion":7}},"pad":"\#(source)"}"#
    var fds: [CInt] = [0, 0]
    try #require(pipe(&fds) == 0)
    let frame = PluginConnection.frame(Array(message.utf8))
    // More than a pipe holds: written from another thread while the connection reads.
    let output = fds[1]
    let writer = Thread {
      frame.withUnsafeBytes { bytes in
        var written = 0
        while written < bytes.count {
          let count = write(output, bytes.baseAddress! + written, bytes.count - written)
          guard count > 0 else { break }
          written += count
        }
      }
      close(output)
    }
    writer.start()
    defer { close(fds[0]) }
    let connection = PluginConnection(input: fds[0], output: fds[0])
    let received = try connection.waitForNextMessage(HostToPluginMessage.self)
    guard case .getCapability(let capability) = received else {
      Issue.record("expected the capability, got \(String(describing: received))")
      return
    }
    #expect(capability != nil)
  }

  @Test func aMachineThatDoesNotParseKeepsItsDiagnosticsOnTheOrdinaryPath() throws {
    let broken = "@StateMachine\nenum Door {\n  case closed\n}"
    let requests = [
      Request.capability(7),
      Request.attached(role: "memberAttribute", declaration: "case closed", parent: broken),
      Request.attached(role: "memberAttribute", declaration: "case closed", parent: broken),
      Request.attached(role: "member", declaration: broken, parent: nil),
    ]
    let (replies, shortcuts) = try converse(requests)
    try #require(replies.count == requests.count)
    #expect(shortcuts == 1)
    guard case .expandMacroResult(_, let diagnostics) = replies[3] else {
      Issue.record("unexpected reply \(replies[3])")
      return
    }
    #expect(diagnostics.contains { $0.message.contains("Event") })
  }
}
