import SwiftSyntax

/// One element of the generated `edges`: an event row's edge, or an eventless or completion
/// row's (without an event), for one source state.
struct TableEdge {
  var source: CaseReference
  /// `nil` for an eventless or completion row.
  var event: CaseReference?
  var target: CaseReference?
  var effect: CaseReference?
  var guarded: Bool
  var delay: PlannedDelay?
  var superstate: CaseReference?
  var historyOf: CaseReference?
  /// The state of the machine at the top a held row leaves for, as written (`leavingTo:`).
  var leavingTo: String?
  /// The superstate whose completion takes the edge (a completion row).
  var completes: CaseReference?
  /// Whether a completion row takes the edge: a superstate's, or a composite state's
  /// (`completes` is then `nil`).
  var isCompletion = false
  /// The row's position among all rows of all tables: `edges` lists edges in table order.
  var index: Int
  /// Whether the row stays: `target` is `source`.
  var stays = false

  init(_ edge: PlannedEdge) {
    source = edge.source
    event = edge.event
    target = edge.target
    effect = edge.effect
    guarded = edge.guardLabel != nil
    delay = edge.delay
    superstate = edge.superstate
    historyOf = edge.historyOf
    leavingTo = edge.leavingTo?.expression
    index = edge.index
    stays = edge.stays
  }

  /// The edge of an eventless row, or of a completion row from one of its superstate's final
  /// cases, `source`.
  init(_ edge: PlannedEventlessEdge, source: CaseReference) {
    self.source = source
    target = edge.target
    effect = edge.effect
    guarded = edge.guardLabel != nil
    superstate = edge.completes == nil ? edge.superstate : nil
    historyOf = edge.historyOf
    leavingTo = edge.leavingTo?.expression
    completes = edge.completes
    isCompletion = edge.completes != nil || edge.completesHeld
    index = edge.index
  }
}

extension Generator {
  /// The edges of every row of the table, in table order (a stable merge of the event rows'
  /// edges and the eventless and completion rows'); a completion row is one edge from each final
  /// case of its superstate.
  var tableEdges: [TableEdge] {
    var edges = plan.edges.map(TableEdge.init)
    guard !plan.eventlessEdges.isEmpty else { return edges }
    for edge in plan.eventlessEdges {
      guard let completes = edge.completes else {
        edges.append(TableEdge(edge, source: edge.source))
        continue
      }
      for final in plan.superstateFinals where final.superstate == completes {
        edges.append(TableEdge(edge, source: final.state))
      }
    }
    return edges.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }
    .map(\.element)
  }

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
    let edges = tableEdges
    let encoded = edges.map { edge -> String in
      var fields: [String] = [
        String(edge.source.index),
        edge.event.map { String($0.index) } ?? "-",
        edge.target.map { String($0.index) } ?? "-",
        edge.effect.map { String($0.index) } ?? "-",
        String((edge.guarded ? 1 : 0) | (edge.stays ? 2 : 0)),
      ]
      // Its position in `superstates`, listed at first use; `-` for none.
      func position(of superstate: CaseReference?) -> String {
        guard let superstate else { return "-" }
        if !superstates.contains(superstate) {
          superstates.append(superstate)
        }
        return String(superstates.firstIndex(of: superstate) ?? 0)
      }
      // Trailing fields that are all `-` are left out.
      var optional = [
        edge.delay.map { delay in
          if !delays.contains(delay) {
            delays.append(delay)
          }
          return String(delays.firstIndex(of: delay) ?? 0)
        } ?? "-",
        position(of: edge.superstate), position(of: edge.historyOf), position(of: edge.completes),
      ]
      while optional.last == "-" {
        optional.removeLast()
      }
      fields += optional
      return fields.joined(separator: ",")
    }.joined(separator: ";")
    let edgeDelays = delays.map(Self.ownEdgeDelay)
    var delayArgument =
      delays.isEmpty
      ? ""
      : ", delays: ["
        + edgeDelays.map(\.fixed).joined(separator: ", ") + "]"
    if edgeDelays.contains(where: { $0.function != nil }) {
      delayArgument +=
        ", delayFunctions: [" + edgeDelays.map { $0.function ?? "nil" }.joined(separator: ", ")
        + "]"
    }
    let superstateArgument =
      superstates.isEmpty
      ? ""
      : ", superstates: ["
        + superstates.map { ".\(escapedMember($0.name))" }.joined(separator: ", ") + "]"
    let decoded =
      "\(Qualified.edge)._decode(\(stringLiteral(encoded))\(delayArgument)\(superstateArgument))"
    let comment =
      "/// One `source,event,target,effect,guarded[,delay[,superstate"
      + (edges.contains { $0.completes != nil }
        ? "[,historyOf[,completes]]]]` per edge, by "
        : edges.contains { $0.historyOf != nil }
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
    let edges = tableEdges
    if compositeTree != nil {
      // Every table's edges, each end the top's `Part`: a composite state is `.name(nil)`.
      return Self.edgesMembers(
        innerEdgeArguments(wrap: { $0 }, superstates: .cases) + heldEdgeArguments { $0 },
        constant: staticConstant)
    }
    guard !edges.isEmpty else {
      return [staticConstant("edges", "[\(Qualified.edge)]", "[]")]
    }
    if edges.count > Self.encodedEdgesMinimum {
      return [encodedEdges()]
    }
    return Self.edgesMembers(
      edges.map { edge in
        Self.edgeArguments(edge, part: { ".\(escapedMember($0))" }, delay: Self.ownEdgeDelay)
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
  /// How an edge's superstates are spelled: as `part` spells a case (a machine, a region), as
  /// the machine's `Superstate` (a machine whose states hold machines, whose parts are not
  /// cases), or not at all (a held table's, whose superstates are not the top's).
  enum EdgeSuperstates { case parts, cases, omitted }

  static func edgeArguments(
    _ edge: TableEdge, part: (String) -> String, superstates: EdgeSuperstates = .parts,
    delay: (PlannedDelay) -> EdgeDelay
  ) -> [String] {
    func superstateName(_ name: String) -> String {
      superstates == .cases ? ".\(escapedMember(name))" : part(name)
    }
    var arguments = [
      "source: \(part(edge.source.name))",
      "event: " + (edge.event.map { ".\(escapedMember($0.name))" } ?? "nil"),
      // A row leaving its machine names the top's part itself.
      "target: " + (edge.target.map { part($0.name) } ?? edge.leavingTo ?? "nil"),
    ]
    if let effect = edge.effect {
      arguments.append("effect: .\(escapedMember(effect.name))")
    }
    if edge.guarded {
      arguments.append("guarded: true")
    }
    let edgeDelay = edge.delay.map(delay)
    if let edgeDelay {
      arguments.append("delay: \(edgeDelay.fixed)")
    }
    if superstates != .omitted, let superstate = edge.superstate {
      arguments.append("superstate: \(superstateName(superstate.name))")
    }
    if superstates != .omitted, let superstate = edge.historyOf {
      arguments.append("historyOf: \(superstateName(superstate.name))")
    }
    if superstates != .omitted, let superstate = edge.completes {
      arguments.append("completes: \(superstateName(superstate.name))")
    } else if edge.isCompletion {
      // A composite state, or a held table's superstate, is not one of the machine's
      // superstates: the edge says only that it completes.
      arguments.append("isCompletion: true")
    }
    if edge.stays {
      arguments.append("stays: true")
    }
    if let function = edgeDelay?.function {
      arguments.append("delayFunction: \(function)")
    }
    return arguments
  }

  /// A delay of this table as its own `edges` evaluate it, in its type: a literal as written;
  /// any other expression through `FSMRuntime._Delay`, which tells a duration from a function
  /// of the state by its type.
  static func ownEdgeDelay(_ delay: PlannedDelay) -> EdgeDelay {
    guard !delay.isLiteral else { return EdgeDelay(fixed: delay.expression) }
    return EdgeDelay(
      fixed: "FSMRuntime._Delay.fixed(\(delay.expression), for: Self.self)",
      function: "FSMRuntime._Delay.function(\(delay.expression), for: Self.self, named: "
        + "\(stringLiteral(delay.label)))")
  }
}
