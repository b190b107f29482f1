import SwiftSyntax

extension Generator {
  /// Above this many edges, `edges` is decoded from one string literal rather than built by a
  /// readable statement per edge: the debug plugin parses each statement, and the compiler
  /// parses and checks it again, which at a thousand edges and more is a visible part of the
  /// build (Benchmarks/Scripts/compile-time.py).
  static let encodedEdgesMinimum = 64

  /// `edges` decoded at first use from a string: see `FSMRuntime.Edge._decode(_:)`.
  func encodedEdges() -> DeclSyntax {
    // The delays the edges read, each once: the rows that time an event somewhere.
    var delays: [PlannedDelay] = []
    var superstates: [CaseReference] = []
    let encoded = plan.edges.map { edge -> String in
      var fields: [String] = [
        String(edge.source.index),
        String(edge.event.index),
        edge.target.map { String($0.index) } ?? "-",
        edge.effect.map { String($0.index) } ?? "-",
        edge.guardLabel == nil ? "0" : "1",
      ]
      if let delay = edge.delay {
        if !delays.contains(delay) {
          delays.append(delay)
        }
        fields.append(String(delays.firstIndex(of: delay) ?? 0))
      }
      // Its position in `superstates`, listed at first use; `-` for none.
      func position(of superstate: CaseReference?) -> String {
        guard let superstate else { return "-" }
        if !superstates.contains(superstate) {
          superstates.append(superstate)
        }
        return String(superstates.firstIndex(of: superstate) ?? 0)
      }
      if edge.superstate != nil || edge.historyOf != nil {
        if edge.delay == nil {
          fields.append("-")
        }
        fields.append(position(of: edge.superstate))
        if let historyOf = edge.historyOf {
          fields.append(position(of: historyOf))
        }
      }
      return fields.joined(separator: ",")
    }.joined(separator: ";")
    let delayArgument =
      delays.isEmpty
      ? ""
      : ", delays: ["
        + delays.map(\.expression).joined(separator: ", ") + "]"
    let superstateArgument =
      superstates.isEmpty
      ? ""
      : ", superstates: ["
        + superstates.map { ".\(escapedMember($0.name))" }.joined(separator: ", ") + "]"
    let decoded =
      "\(Qualified.edge)._decode(\(stringLiteral(encoded))\(delayArgument)\(superstateArgument))"
    let comment =
      "/// One `source,event,target,effect,guarded[,delay[,superstate"
      + (plan.edges.contains { $0.historyOf != nil }
        ? "[,historyOf]]]` per edge, by " : "]]` per edge, by ")
      + "position in "
      + "`allCases`."
    if model.isGeneric {
      return declaration(
        [comment, "\(memberModifiers)static var edges: [\(Qualified.edge)] {", decoded, "}"])
    }
    return declaration([
      comment, "\(memberModifiers)static let edges: [\(Qualified.edge)] = \(decoded)",
    ])
  }

  /// The edges: decoded from a string for a large machine, else built by a static function
  /// that appends them one statement at a time.
  ///
  /// NB: measured on a 1,000-row machine, an array literal of the edges takes the type checker
  /// about 4 s and 6 GB (one constraint system for all elements), and an immediately called
  /// closure about 12 s (its statements are solved with the enclosing expression); a function
  /// body is checked statement by statement, in well under a second.
  func edgesMembers() -> [DeclSyntax] {
    guard !plan.edges.isEmpty else {
      return [staticConstant("edges", "[\(Qualified.edge)]", "[]")]
    }
    if plan.edges.count > Self.encodedEdgesMinimum {
      return [encodedEdges()]
    }
    return Self.edgesMembers(
      plan.edges.map { edge in
        Self.edgeArguments(edge, part: { ".\(escapedMember($0))" }, delay: \.expression)
      }, constant: staticConstant)
  }

  /// `edges`, built by a static function that appends them one statement at a time, each edge
  /// from its `Edge(...)` arguments; `constant` declares a static constant (name, type, value).
  static func edgesMembers(
    _ edges: [[String]], constant: (String, String, String) -> DeclSyntax
  ) -> [DeclSyntax] {
    let appends = edges.map { arguments in
      "_$all.append(.init(\(arguments.joined(separator: ", "))))"
    }
    return [
      constant("edges", "[\(Qualified.edge)]", "_$edges()"),
      declaration(
        [
          "private nonisolated static func _$edges() -> [\(Qualified.edge)] {",
          // NB: `_$all`, so that a delay that names a member `edges` finds it.
          "var _$all: [\(Qualified.edge)] = []",
          "_$all.reserveCapacity(\(edges.count))",
        ] + appends + ["return _$all", "}"]),
    ]
  }

  /// The arguments of `Edge(...)` for `edge`: its source, target and superstates as `part`
  /// spells a case of the machine (`.paused`, or `.playback(.paused)` in a machine with
  /// regions), its delay as `delay` evaluates it.
  static func edgeArguments(
    _ edge: PlannedEdge, part: (String) -> String, delay: (PlannedDelay) -> String
  ) -> [String] {
    var arguments = [
      "source: \(part(edge.source.name))", "event: .\(escapedMember(edge.event.name))",
      "target: " + (edge.target.map { part($0.name) } ?? "nil"),
    ]
    if let effect = edge.effect {
      arguments.append("effect: .\(escapedMember(effect.name))")
    }
    if edge.guardLabel != nil {
      arguments.append("guarded: true")
    }
    if let edgeDelay = edge.delay {
      arguments.append("delay: \(delay(edgeDelay))")
    }
    if let superstate = edge.superstate {
      arguments.append("superstate: \(part(superstate.name))")
    }
    if let superstate = edge.historyOf {
      arguments.append("historyOf: \(part(superstate.name))")
    }
    return arguments
  }
}
