/// Any bytes as instructions that build an SCXML design, written as a document and checked as the
/// `scxml` target checks one. Mutating a document's bytes seldom moves an element into another;
/// mutating the instructions does: every kind of state nested in any order (compound, parallel,
/// final, shallow and deep history, with or without a default), invocations and timed sends on any
/// state, transitions with and without events (dotted names, descriptors, wildcards), targets
/// (none, one, several), conditions on other states, `type="internal"`, and `initial` attributes
/// naming any state, valid or not.
///
/// Found what the `scxml` target, from its seeds and the statechart corpus, did not: the importer
/// trapped on a parallel state at the top whose region holds an `<invoke>` and has no transitions
/// of its own (`Tests/Fuzz/Regressions/scxml/invoke-in-a-region-without-transitions.scxml`).
enum DesignTarget {
  @Sendable static func run(_ bytes: UnsafeRawBufferPointer) {
    var builder = DesignBuilder(Array(bytes))
    ImportTarget.check(builder.document(), generated: true, read: Design.scxml)
  }
}

/// Reads choices from the bytes (each byte a choice; the bytes used up, every choice is the first)
/// and builds the document.
struct DesignBuilder {
  enum Kind: Equatable {
    case state, parallel, final
    case history(deep: Bool)
  }

  struct Node {
    var kind: Kind
    var number: Int
    var children: [Node] = []
    var attributes = ""
    var content: [String] = []
  }

  var bytes: [UInt8]
  var position = 0
  var made = 0
  /// The most states a document has (the macro's expansion of a bigger one costs more than it
  /// finds).
  static let limit = 14

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// A choice among `count` (0 when there are no bytes left).
  mutating func pick(_ count: Int) -> Int {
    guard count > 1, position < bytes.count else { return 0 }
    defer { position += 1 }
    return Int(bytes[position]) % count
  }

  mutating func document() -> String {
    var top: [Node] = []
    for _ in 0...pick(4) where made < Self.limit {
      top.append(node(depth: 0))
    }
    let initial = pick(3) == 0 ? "" : " initial=\"\(stateName(pick(Self.limit)))\""
    let body = top.map { write($0, indent: "  ") }.joined()
    return """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:fsm="https://github.com/fsm-swift/fsm" \
      version="1.0"\(initial)>
      \(body)</scxml>

      """
  }

  func stateName(_ number: Int) -> String { "s\(number % max(made, 1))" }

  mutating func node(depth: Int) -> Node {
    let kinds: [Kind] = [
      .state, .state, .parallel, .final, .history(deep: false), .history(deep: true),
    ]
    var kind = kinds[pick(kinds.count)]
    if case .history = kind, depth == 0 { kind = .state }
    var node = Node(kind: kind, number: made)
    made += 1
    switch kind {
    case .history:
      if pick(4) != 0 { node.content.append("<transition target=\"#\(pick(Self.limit))\"/>") }
      return node
    case .final:
      return node
    case .state, .parallel:
      break
    }
    if depth < 4 {
      let count = pick(kind == .parallel ? 4 : 5)
      for _ in 0..<count where made < Self.limit {
        node.children.append(self.node(depth: depth + 1))
      }
    }
    if case .state = kind, !node.children.isEmpty, pick(3) == 0 {
      node.attributes += " initial=\"#\(pick(Self.limit))\""
    }
    switch pick(6) {
    case 0: node.content.append("<invoke id=\"job\(node.number)\"/>")
    case 1: node.content.append("<invoke src=\"load\" fsm:done=\"loaded\" fsm:failed=\"lost\"/>")
    case 2: node.content.append("<onentry><send event=\"tick\" delay=\"2s\"/></onentry>")
    case 3: node.content.append("<onentry><send target=\"#_parent\" event=\"beep\"/></onentry>")
    default: break
    }
    for _ in 0..<pick(4) {
      node.content.append(transition())
    }
    return node
  }

  static let events = [
    "go", "stop", "done", "tick", "press.long", "press", "device.press", "ev2.1", "done.state",
    "error.*", "*", "go stop", "case", "Type", "loaded",
  ]

  mutating func transition() -> String {
    var text = "<transition"
    if pick(4) != 0 { text += " event=\"\(Self.events[pick(Self.events.count)])\"" }
    switch pick(5) {
    case 0: break
    case 1: text += " target=\"#\(pick(Self.limit)) #\(pick(Self.limit))\""
    default: text += " target=\"#\(pick(Self.limit))\""
    }
    switch pick(5) {
    case 0: text += " cond=\"ready\""
    case 1: text += " cond=\"In('#\(pick(Self.limit))')\""
    case 2: text += " cond=\"In('#\(pick(Self.limit))') &amp;&amp; ready\""
    default: break
    }
    if pick(4) == 0 { text += " type=\"internal\"" }
    if pick(4) == 0 { return text + "><send target=\"#_parent\" event=\"beep\"/></transition>" }
    return text + "/>"
  }

  /// The node as SCXML; `#n` in its attributes and content names the state made `n`th (modulo
  /// the number made).
  func write(_ node: Node, indent: String) -> String {
    let element =
      switch node.kind {
      case .state: "state"
      case .parallel: "parallel"
      case .final: "final"
      case .history: "history"
      }
    var attributes = " id=\"s\(node.number)\"" + resolve(node.attributes)
    if case .history(let deep) = node.kind { attributes += deep ? " type=\"deep\"" : "" }
    let inner =
      node.content.map { indent + "  " + resolve($0) + "\n" }.joined()
      + node.children.map { write($0, indent: indent + "  ") }.joined()
    if inner.isEmpty { return "\(indent)<\(element)\(attributes)/>\n" }
    return "\(indent)<\(element)\(attributes)>\n\(inner)\(indent)</\(element)>\n"
  }

  func resolve(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let mark = rest.firstIndex(of: "#") {
      result += rest[..<mark]
      let digits = rest[rest.index(after: mark)...].prefix(while: \.isNumber)
      if let number = Int(digits) {
        result += stateName(number)
      } else {
        result += "#"
      }
      rest = rest[rest.index(mark, offsetBy: 1 + digits.count)...]
    }
    return result + rest
  }
}
