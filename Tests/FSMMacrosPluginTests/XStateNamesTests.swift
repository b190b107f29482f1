import FSMTestSupport
import Foundation
import Testing

@testable import FSMMacrosPlugin

/// Whatever the names, the XState export has one key per state in each `states` object and one
/// id per state, and every target and default entry resolves: machines built from a small set
/// of names that collide every way they can (cases, superstates, regions, a case named
/// `history` beside a history state, a superstate named like a case), and key requests made of
/// the suffixes the export itself appends.
@Suite struct XStateNamesTests {
  static let names = ["history", "a", "b", "initial", "g", "start"]

  /// `count` names of `names`, in a random order.
  static func pick(_ count: Int, using generator: inout SplitMix64) -> [String] {
    Array(names.shuffled(using: &generator).prefix(count))
  }

  /// A table over `cases` with superstates named from the same names: one at the top, maybe one
  /// nested in it, with history and `initial:` at random, and a chain of rows through the cases.
  static func table(cases: [String], using generator: inout SplitMix64) -> (
    body: String, initial: String
  ) {
    let initial = cases.randomElement(using: &generator)!
    var lines = cases.map { "  \($0 == initial ? "@Initial " : "")case `\($0)`" }
    let superstates = pick(2, using: &generator)
    let outer = Array(cases.dropFirst())
    let inner = Array(outer.dropFirst())
    let nested = inner.count >= 2 && Bool.random(using: &generator)
    let history = ["deep", "shallow", nil].randomElement(using: &generator)!
    func list(_ names: [String]) -> String { names.map { ".`\($0)`" }.joined(separator: ", ") }
    var outerDeclaration = ".superstate(.`\(superstates[0])`, contains: [\(list(outer))]"
    if Bool.random(using: &generator) {
      outerDeclaration += ", initial: .`\(outer.randomElement(using: &generator)!)`"
    }
    if let history {
      outerDeclaration += ", history: .\(history)(default: .`\(outer.last!)`)"
    }
    var declarations = [outerDeclaration + ")"]
    if nested {
      declarations.append(
        ".superstate(.`\(superstates[1])`, contains: [\(list(inner))], in: .`\(superstates[0])`, "
          + "initial: .`\(inner.randomElement(using: &generator)!)`)")
    }
    lines.append(
      "  enum Superstate { case \(superstates.prefix(nested ? 2 : 1).map { "`\($0)`" }.joined(separator: ", ")) }"
    )
    lines.append("  static let superstates: [Superstates] = [")
    lines += declarations.map { "    \($0)," }
    lines.append("  ]")
    lines.append("  static let transitions: [Transition] = [")
    for (source, target) in zip(cases, cases.dropFirst() + [cases[0]]) {
      lines.append("    .from(.`\(source)`, on: .next, to: .`\(target)`),")
    }
    lines.append("    .from(.`\(cases[0])`, on: .back, to: .`\(cases[0])`),")
    if history != nil {
      lines.append("    .from(.`\(cases[0])`, on: .resume, toHistoryOf: .`\(superstates[0])`),")
      lines.append(
        "    .within(.`\(superstates[0])`, on: .resume, toHistoryOf: .`\(superstates[0])`),")
    }
    lines.append("  ]")
    return (lines.joined(separator: "\n"), initial)
  }

  static let events = "enum Event { case next, back, resume }"

  /// The XState JSON of `source`'s machine.
  static func xstate(_ source: String) throws -> String {
    let diagnosed = Diagnosed(source)
    let analysis = try #require(diagnosed.analysis)
    #expect(analysis.compiles, "\(diagnosed.annotated)")
    return try #require(analysis.machine).documents().xstate
  }

  /// One machine's document checked: no state lost to a key twice in one object (each state
  /// writes one `"id"` member, so the text has as many as the parsed tree has states), ids
  /// unique and each the escaped path, every target resolving as XState resolves it, and the
  /// default entries from the root (or each region) ending at `start`, one case per region.
  static func check(_ text: String, start: [String], source: String) throws {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let machineID = try #require(root["id"] as? String)
    var nodes: [String: [String: Any]] = [:]
    func visit(_ node: [String: Any], keys: [String]) {
      let id = node["id"] as? String ?? ""
      let expected =
        keys.isEmpty
        ? machineID : XStatePath.joined([machineID] + keys)
      #expect(id == expected, "\(source)")
      #expect(nodes.updateValue(node, forKey: id) == nil, "id \(id) twice in \(source)")
      for (key, child) in node["states"] as? [String: [String: Any]] ?? [:] {
        visit(child, keys: keys + [key])
      }
    }
    visit(root, keys: [])
    #expect(text.components(separatedBy: "\"id\": ").count - 1 == nodes.count, "\(text)")

    func resolve(_ reference: String) -> [String: Any]? {
      guard reference.first == "#" else { return nil }
      // Read as XState reads a path (`idsEscapeDotsAndBackslashes` checks the reading).
      let parts = XStatePath.keys(of: String(reference.dropFirst()))
      guard parts.first == machineID else { return nil }
      var node: [String: Any]? = root
      for key in parts.dropFirst() {
        node = (node?["states"] as? [String: Any])?[key] as? [String: Any]
      }
      return node
    }
    for (id, node) in nodes {
      var targets = node["target"] as? [String] ?? []
      for group in ["on", "after"] {
        for (_, list) in node[group] as? [String: [[String: Any]]] ?? [:] {
          targets += list.flatMap { $0["target"] as? [String] ?? [] }
        }
      }
      targets += (node["always"] as? [[String: Any]] ?? []).flatMap {
        $0["target"] as? [String] ?? []
      }
      for target in targets {
        #expect(resolve(target) != nil, "\(target) from \(id) in \(source)")
      }
    }

    func enteredByDefault(_ node: [String: Any]) -> String? {
      var node = node
      for _ in 0...nodes.count {
        if let always = (node["always"] as? [[String: Any]])?.first,
          let target = (always["target"] as? [String])?.first
        {
          guard let next = resolve(target) else { return nil }
          node = next
        } else if let key = ((node["initial"] as? [String: Any])?["target"] as? [String])?.first {
          guard let next = (node["states"] as? [String: Any])?[key] as? [String: Any] else {
            return nil
          }
          node = next
        } else {
          return node["key"] as? String
        }
      }
      return nil
    }
    let regions =
      root["type"] as? String == "parallel"
      ? (root["states"] as? [String: [String: Any]] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      : [root]
    #expect(regions.map(enteredByDefault) == start, "\(source)")
  }

  @Test func machinesWhoseNamesCollideHaveUniqueKeysAndIds() throws {
    var generator = SplitMix64(seed: 49)
    for _ in 0..<60 {
      let cases = Self.pick(Int.random(in: 3...6, using: &generator), using: &generator)
      let (body, initial) = Self.table(cases: cases, using: &generator)
      let source = "@StateMachine\nenum Names {\n\(body)\n  \(Self.events)\n}"
      try Self.check(try Self.xstate(source), start: [initial], source: source)
    }
  }

  @Test func machinesWithRegionsWhoseNamesCollideHaveUniqueKeysAndIds() throws {
    var generator = SplitMix64(seed: 50)
    for _ in 0..<30 {
      let regions = Self.pick(2, using: &generator).sorted()
      var source = "@StateMachine\nstruct Names {\n"
      var start: [String] = []
      for region in regions {
        let cases = Self.pick(Int.random(in: 3...5, using: &generator), using: &generator)
        let (body, initial) = Self.table(cases: cases, using: &generator)
        start.append(initial)
        source += "  var `\(region)`: Region\(region.capitalized)\n"
        source += "  enum Region\(region.capitalized) {\n\(body)\n  }\n"
      }
      source += "  \(Self.events)\n}"
      try Self.check(try Self.xstate(source), start: start, source: source)
    }
  }

  /// Key requests made of names and of the keys the suffixes make (`a (superstate)`,
  /// `(initial) (initial)`): every key different, and the first request for a name keeps it.
  @Test func keysAreUniqueWhateverIsRequested() {
    var generator = SplitMix64(seed: 51)
    let preferred = [
      "a", "a (superstate)", "a (superstate 2)", "a (history)", "history", "history (history)",
      "(initial)", "(initial) (initial)", "(initial) (initial 2)", "a.b", "a\\.b",
    ]
    let suffixes = ["case", "superstate", "history", "initial"]
    for _ in 0..<500 {
      let requests = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        (
          preferred: preferred.randomElement(using: &generator)!,
          suffix: suffixes.randomElement(using: &generator)!
        )
      }
      let keys = XStateLayout.uniqueKeys(requests)
      #expect(Set(keys).count == keys.count, "\(requests) gave \(keys)")
      for (index, request) in requests.enumerated()
      where !requests[..<index].contains(where: { $0.preferred == request.preferred })
        && !keys[..<index].contains(request.preferred)
      {
        #expect(keys[index] == request.preferred)
      }
    }
  }

  /// Dots and backslashes in a key are escaped in ids, so two different paths never give one
  /// id: `a.b` at the top and `b` inside `a`.
  @Test func idsEscapeDotsAndBackslashes() {
    #expect(XStatePath.escaped("a.b") == "a\\.b")
    #expect(XStatePath.escaped("a\\b") == "a\\\\b")
    let paths = [["a.b"], ["a", "b"], ["a\\", "b"], ["a\\.b"], ["", "."], ["\\"]]
    let ids = paths.map(XStatePath.joined)
    #expect(Set(ids).count == ids.count)
    // Read back as XState reads an id: the same keys.
    #expect(ids.map(XStatePath.keys(of:)) == paths)
    #expect(XStatePath.keys(of: "Player.active.a\\.b") == ["Player", "active", "a.b"])
  }
}
