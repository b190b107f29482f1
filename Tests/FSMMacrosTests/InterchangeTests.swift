import FSMExamples
import FSMMacros
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

// MARK: - Machines whose names are not XML names as they stand

/// Names Swift allows and XML does not (a superscript two), a keyword, accented letters, an
/// underscore before an `x`, and an event named `done`, which SCXML's own `done.state.…`
/// events would match.
@StateMachine
enum Unusual: Sendable {
  @Initial case café
  case `default`
  case x²
  case _xray
  @Final case done

  enum Event: Sendable { case done, `repeat`, naïve }
  enum Effect: Sendable { case ünïcode }

  static let transitions: [Transition] = [
    .from(.café, on: .naïve, to: .x², emit: .ünïcode),
    .from(.x², on: .repeat, to: .default),
    .from(.default, on: .naïve, to: ._xray),
    .from(._xray, on: .done, to: .done),
    // Its target is computed: the documents say so instead of a transition.
    .from(
      .x², on: .naïve,
      build: { state, _ in
        if case .x² = state { return .café }
        return .default
      }),
  ]
}

/// A machine that starts neither in its first case nor at the top level: `waiting`, inside
/// `serving`, whose first child is the superstate `moving`.
@StateMachine
enum Lift: Sendable {
  case parked
  case rising, falling
  @Initial case waiting

  enum Event: Sendable { case up, down, arrive, park, call }
  enum Superstate { case serving, moving }

  static let superstates: [Superstates] = [
    .superstate(.serving, contains: [.rising, .falling, .waiting]),
    .superstate(.moving, contains: [.rising, .falling], in: .serving),
  ]

  static let transitions: [Transition] = [
    .from(.waiting, on: .up, to: .rising),
    .from(.waiting, on: .down, to: .falling),
    .within(.moving, on: .arrive, to: .waiting),
    .within(.serving, on: .park, to: .parked),
    .from(.parked, on: .call, to: .waiting),
  ]
}

/// Regions start like machines: the lift's region starts inside a superstate, not in its first
/// child.
@StateMachine
struct Lobby: Equatable, Sendable {
  var lift: Car
  var lamp: Lamp

  enum Car: Equatable, Sendable {
    case parked
    case opening
    @Initial case closed

    enum Superstate { case serving }

    static let superstates: [Superstates] = [
      .superstate(.serving, contains: [.opening, .closed])
    ]

    static let transitions: [Transition] = [
      .from(.closed, on: .call, to: .opening),
      .from(.opening, on: .arrive, to: .closed),
      .within(.serving, on: .park, to: .parked),
    ]
  }

  enum Lamp: Equatable, Sendable {
    case lit
    @Initial case dark

    static let transitions: [Transition] = [
      .from(.dark, on: .call, to: .lit),
      .from(.lit, on: .park, to: .dark),
    ]
  }

  enum Event: Sendable { case arrive, park, call }
}

/// Every machine's SCXML, read by an XML parser and checked against the structure of the W3C
/// SCXML schema, and its XState JSON, read by a JSON parser and checked against XState v5's
/// machine config; both with one transition per edge that has a target.
@Suite struct InterchangeTests {
  struct Documents: Sendable {
    var name: String
    var scxml: String
    var xstate: String
    /// Edges with a target known at compile time (or a history's).
    var transitions: Int
    /// The keys of the state the machine starts in: the superstates holding its initial case,
    /// outermost first, then the case; `nil` for a machine with regions, whose root is parallel.
    var initialCase: [String]?

    init<M: StateMachine>(_ machine: M.Type) {
      name = "\(M.self)"
      scxml = M.scxml
      xstate = M.xstate
      transitions = M.edges.filter { $0.target != nil || $0.historyOf != nil }.count
      initialCase =
        M._regionCount > 0
        ? nil : M.superstates(of: M.initialCase).reversed().map { "\($0)" } + ["\(M.initialCase)"]
    }
  }

  static let machines: [Documents] = [
    Documents(Turnstile.self), Documents(Download.self), Documents(Login.self),
    Documents(Connection.self), Documents(Toast.self), Documents(Player.self),
    Documents(Streaming.self), Documents(Matter.self), Documents(Oven.self),
    Documents(Floors.self), Documents(Slot<Int>.self), Documents(EditorStyle.self),
    Documents(MediaPlayer.self), Documents(Boombox.self), Documents(Kiosk.self),
    Documents(Unusual.self), Documents(Lift.self), Documents(Lobby.self),
    Documents(Kettle.self), Documents(Tuner.self), Documents(Browser.self), Documents(Knob.self),
    Documents(SearchBox.self), Documents(FileDownload.self),
  ]

  @Test(arguments: machines.map(\.name))
  func theSCXMLHasTheSchemasStructure(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    let root = try XMLTree.parse(machine.scxml)
    #expect(root.name == "scxml")
    #expect(root.namespace == SCXML.namespace)
    #expect(root.attributes["version"] == "1.0")
    #expect(root.attributes["name"].map(SCXML.decode) == name.prefix { $0 != "<" }.description)
    var ids: [String: XMLTree] = [:]
    var references: [(String, XMLTree)] = []
    var transitions = 0
    func visit(_ element: XMLTree, parent: XMLTree?) {
      #expect(element.namespace == SCXML.namespace, "\(element.name)")
      if let parent {
        #expect(
          SCXML.children[parent.name]?.contains(element.name) == true,
          "<\(element.name)> in <\(parent.name)>")
      }
      for attribute in element.attributes.keys where !attribute.hasPrefix("xmlns") {
        #expect(
          SCXML.attributes[element.name]?.contains(attribute) == true,
          "\(attribute) on <\(element.name)>")
      }
      if let id = element.attributes["id"],
        ["state", "parallel", "final", "history"].contains(
          element.name)
      {
        #expect(SCXML.isNCName(id), "\(id)")
        #expect(ids.updateValue(element, forKey: id) == nil, "id \(id) twice")
      }
      if element.name == "transition" {
        #expect(element.attributes["target"] != nil)
        references += element.attributes["target"].map { [($0, element)] } ?? []
        if parent?.name != "history" {
          transitions += 1
          #expect(element.attributes["event"].map(SCXML.isNCName) == true)
        }
      }
      if element.name == "history" {
        #expect(["deep", "shallow"].contains(element.attributes["type"] ?? ""))
        #expect(element.children.map(\.name) == ["transition"])
      }
      if let initial = element.attributes["initial"] {
        references.append((initial, element))
      }
      for child in element.children {
        visit(child, parent: element)
      }
    }
    visit(root, parent: nil)
    for (reference, element) in references {
      #expect(ids[reference] != nil, "\(reference), referenced by <\(element.name)>")
    }
    #expect(transitions == machine.transitions)
    // A compound state's `initial` names one of its descendants.
    for element in ids.values where element.name == "state" {
      if let initial = element.attributes["initial"] {
        #expect(element.descendants.contains { $0.attributes["id"] == initial }, "\(initial)")
      }
    }
  }

  /// Every machine's XState JSON as XState's machine schema and `createMachine` both read it:
  /// every state with its `id`, `key` and `type`, ids unique, every target an id, transitions
  /// as arrays of objects, each compound state's `initial` one of its children; and the states
  /// XState enters by default from the root, following each `initial` (and a transient state's
  /// eventless transition), end at the machine's initial case.
  @Test(arguments: machines.map(\.name))
  func theXStateJSONIsAMachineConfig(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(machine.xstate.utf8)) as? [String: Any])
    let id = try #require(config["id"] as? String)
    #expect(id == "\(name.prefix { $0 != "<" })")
    #expect(config["key"] as? String == id)
    var nodes: [String: [String: Any]] = [:]
    var targets: [String] = []
    var transitions = 0
    func visit(_ node: [String: Any], id: String) {
      #expect(nodes.updateValue(node, forKey: id) == nil, "id \(id) twice")
      let type = node["type"] as? String ?? ""
      #expect(["atomic", "final", "compound", "parallel", "history"].contains(type), "\(id)")
      let states = node["states"] as? [String: [String: Any]] ?? [:]
      if type == "compound" {
        let initial = node["initial"] as? [String: Any]
        let target = initial?["target"] as? [String]
        #expect(target?.count == 1 && states[target?[0] ?? ""] != nil, "\(id)'s initial")
        #expect(initial?["source"] as? String == "#" + id)
      }
      if type == "atomic" {
        #expect(node["on"] != nil, "\(id) has no on")
      }
      if type == "history" {
        #expect(["deep", "shallow"].contains(node["history"] as? String ?? ""))
        targets += node["target"] as? [String] ?? [""]
      }
      for transition in node["always"] as? [[String: Any]] ?? [] {
        targets += transition["target"] as? [String] ?? [""]
      }
      for key in ["on", "after"] {
        for (event, value) in node[key] as? [String: Any] ?? [:] {
          let list = value as? [[String: Any]]
          #expect(list != nil, "\(id): \(event) is not an array")
          // An activity's outcome as XState's actor reports it repeats its `done:` or `failed:`
          // event's transitions (`ActivityTests` checks them).
          let isOutcome =
            event.hasPrefix("xstate.done.actor.") || event.hasPrefix("xstate.error.actor.")
          for transition in list ?? [] {
            transitions += key == "on" && !isOutcome ? 1 : 0
            targets += transition["target"] as? [String] ?? [""]
            #expect(transition["source"] as? String == "#" + id)
            #expect(key == "after" || transition["eventType"] as? String == event)
            #expect(transition["actions"] is [[String: String]])
          }
        }
      }
      for (key, child) in states {
        #expect(child["key"] as? String == key)
        visit(child, id: child["id"] as? String ?? "")
      }
    }
    visit(config, id: id)
    #expect(transitions == machine.transitions)
    for target in targets {
      #expect(target.hasPrefix("#") && nodes[String(target.dropFirst())] != nil, "\(target)")
    }
    if let initialCase = machine.initialCase {
      #expect(
        Self.enteredByDefault(config, nodes: nodes)
          == ([id] + initialCase).joined(separator: "."))
    }
  }

  /// The id of the atomic state XState enters by default from `node`: each compound state's
  /// `initial` child in turn, and a transient state's eventless transition, whose target is an
  /// id among `nodes`.
  static func enteredByDefault(_ node: [String: Any], nodes: [String: [String: Any]]) -> String? {
    var node = node
    // Deeper than any machine here: a loop of transient states ends with `nil`.
    for _ in 0..<100 {
      if let key = ((node["initial"] as? [String: Any])?["target"] as? [String])?.first {
        guard let child = (node["states"] as? [String: [String: Any]])?[key] else { return nil }
        node = child
      } else if let target = ((node["always"] as? [[String: Any]])?.first?["target"] as? [String])?
        .first
      {
        guard let next = nodes[String(target.dropFirst())] else { return nil }
        node = next
      } else {
        return node["id"] as? String
      }
    }
    return nil
  }

  @Test func namesThatAreNotXMLNamesAreEscapedReversibly() throws {
    let root = try XMLTree.parse(Unusual.scxml)
    let ids = root.descendants.compactMap { $0.attributes["id"] }
    #expect(ids.contains("x_x00B2_"))
    #expect(ids.contains("_x005F_xray"))
    #expect(ids.contains("café"))
    #expect(ids.map(SCXML.decode) == ["café", "default", "x²", "_xray", "done"])
    let events = root.descendants.filter { $0.name == "transition" }.compactMap {
      $0.attributes["event"]
    }
    // In document order: café's, default's, x²'s, _xray's. `naïve` is an XML name as it is;
    // `done` is escaped, so that `done.state.…` does not match it.
    #expect(events == ["naïve", "naïve", "repeat", "_x0064_one"])
    #expect(events.map(SCXML.decode) == ["naïve", "naïve", "repeat", "done"])
    let effects = root.descendants.filter { $0.name == "send" }.compactMap {
      $0.attributes["event"]
    }
    #expect(effects.map(SCXML.decode) == ["ünïcode"])
    // XState keys are the names themselves.
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(Unusual.xstate.utf8)) as? [String: Any])
    let states = try #require(config["states"] as? [String: Any])
    #expect(Set(states.keys) == ["café", "default", "x²", "_xray", "done"])
  }

  @Test func aRowWhoseTargetIsComputedIsSaidNotDropped() throws {
    #expect(
      Unusual.scxml.contains(
        "<!-- on naïve: the target is computed at run time by the build: closure of transitions[4] and is not exported -->"
      ))
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(Unusual.xstate.utf8)) as? [String: Any])
    let state = try #require((config["states"] as? [String: [String: Any]])?["x²"])
    #expect((state["description"] as? String)?.contains("transitions[4]") == true)
  }

  @Test func eachRegionStartsInItsInitialCase() throws {
    #expect(Lobby() == Lobby(lift: .closed, lamp: .dark))
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(Lobby.xstate.utf8)) as? [String: Any])
    let regions = try #require(config["states"] as? [String: [String: Any]])
    #expect(
      Self.enteredByDefault(regions["lift"] ?? [:], nodes: [:]) == "Lobby.lift.serving.closed")
    #expect(Self.enteredByDefault(regions["lamp"] ?? [:], nodes: [:]) == "Lobby.lamp.dark")
  }

  @Test func regionsAreAParallelStateAndConditionsAreIn() throws {
    let root = try XMLTree.parse(Streaming.scxml)
    let parallel = try #require(root.children.first)
    #expect(parallel.name == "parallel")
    #expect(
      parallel.children.map { $0.attributes["id"] ?? "" } == ["playback", "download", "banner"])
    let conditioned = root.descendants.first { $0.attributes["cond"] != nil }
    #expect(conditioned?.attributes["cond"] == "In('download.ready')")
    // The banner's timer: a delayed send on entry, cancelled on exit.
    let shown = try #require(root.descendants.first { $0.attributes["id"] == "banner.shown" })
    let send = shown.descendants.first { $0.name == "send" }
    #expect(send?.attributes["delay"] == "3s")
    #expect(send?.attributes["event"] == "hide")
    #expect(
      shown.descendants.first { $0.name == "cancel" }?.attributes["sendid"]
        == send?.attributes["id"])
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(Streaming.xstate.utf8)) as? [String: Any])
    #expect(config["type"] as? String == "parallel")
    let banner = try #require((config["states"] as? [String: [String: Any]])?["banner"])
    let shownConfig = (banner["states"] as? [String: [String: Any]])?["shown"]
    #expect((shownConfig?["after"] as? [String: Any])?.keys.first == "3000")
    // Sent by hand, FSM takes `hide` too: it stays under `on`.
    #expect((shownConfig?["on"] as? [String: Any])?["hide"] != nil)
  }
}

// MARK: - Reading XML

/// An element of a parsed document: its local name and namespace, attributes and children.
final class XMLTree: @unchecked Sendable {
  let name: String
  let namespace: String?
  let attributes: [String: String]
  var children: [XMLTree] = []

  init(name: String, namespace: String?, attributes: [String: String]) {
    self.name = name
    self.namespace = namespace
    self.attributes = attributes
  }

  var descendants: [XMLTree] { children.flatMap { [$0] + $0.descendants } }

  struct ParseError: Error { var description: String }

  static func parse(_ text: String) throws -> XMLTree {
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldProcessNamespaces = true
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw ParseError(description: "\(parser.parserError.map { "\($0)" } ?? "no root")")
    }
    return root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var stack: [XMLTree] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      // Attributes keep their prefix (`fsm:row`); elements are in SCXML's namespace.
      let element = XMLTree(name: elementName, namespace: namespaceURI, attributes: attributes)
      if let parent = stack.last {
        parent.children.append(element)
      } else {
        root = element
      }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }
  }
}

/// What the W3C SCXML 1.0 schema allows, for the elements FSM writes.
enum SCXML {
  static let namespace = "http://www.w3.org/2005/07/scxml"

  static let children: [String: Set<String>] = [
    "scxml": ["state", "parallel", "final", "datamodel", "script"],
    "state": [
      "onentry", "onexit", "transition", "initial", "state", "parallel", "final", "history",
      "datamodel", "invoke",
    ],
    "parallel": ["onentry", "onexit", "transition", "state", "parallel", "history", "datamodel"],
    "final": ["onentry", "onexit", "donedata"],
    "history": ["transition"],
    "onentry": ["raise", "if", "foreach", "send", "script", "assign", "log", "cancel"],
    "onexit": ["raise", "if", "foreach", "send", "script", "assign", "log", "cancel"],
    "transition": ["raise", "if", "foreach", "send", "script", "assign", "log", "cancel"],
  ]

  static let attributes: [String: Set<String>] = [
    "scxml": ["initial", "name", "version", "datamodel", "binding"],
    "state": ["id", "initial"],
    "parallel": ["id"],
    "final": ["id"],
    "history": ["id", "type"],
    "transition": ["event", "cond", "target", "type", "fsm:row"],
    "send": [
      "event", "eventexpr", "target", "targetexpr", "type", "typeexpr", "id", "idlocation",
      "delay", "delayexpr", "namelist",
    ],
    "cancel": ["sendid", "sendidexpr"],
    // An activity: FSM's own attributes name its outcome events.
    "invoke": [
      "type", "typeexpr", "src", "srcexpr", "id", "idlocation", "namelist", "autoforward",
      "fsm:done", "fsm:failed",
    ],
  ]

  /// Whether `name` is an XML `NCName` (letters, digits, `.`, `-`, `_`, not starting with a
  /// digit, `.` or `-`, no colon).
  static func isNCName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !name.contains(":") else { return false }
    if first.properties.numericType != nil || first == "." || first == "-" { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
        || "._-·".unicodeScalars
          .contains($0)
        || (0x300...0x36F).contains($0.value)
    } && !name.unicodeScalars.contains { (0xA0...0xBF).contains($0.value) && $0 != "·" }
  }

  /// An XML name back to the Swift name: `_xHHHH_` is the character with that code.
  static func decode(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    while let start = rest.range(of: "_x") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      let hex = after.prefix { $0.isHexDigit }
      if !hex.isEmpty, after.dropFirst(hex.count).first == "_",
        let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
      {
        result.unicodeScalars.append(scalar)
        rest = after.dropFirst(hex.count + 1)
      } else {
        result += "_x"
        rest = after
      }
    }
    return result + rest
  }
}
