/// One row of a transition table as data, for one source state.
///
/// A row with several sources, or a `fromAny` row, is one edge per source state. An eventless
/// row (written without `on:`) is an edge without ``event``; a completion row (`onDone`) is one
/// edge from each final case of its superstate, without ``event``, with ``isCompletion`` (and
/// ``completes``, when the superstate is the machine's own).
public struct Edge<M: StateMachine>: Hashable, Sendable {
  /// The state the edge leaves (for a machine with regions, its region's case).
  public var source: M.Part
  /// The event that takes it; `nil` for an eventless row or a completion row, which the machine
  /// takes by itself, in the step of the event that led to ``source``.
  public var event: M.Event.Case?
  /// The state it enters; `nil` for a row that returns to a superstate's history
  /// (``historyOf``), and for a `build:` row whose target cannot be known at compile time.
  public var target: M.Part?
  /// The effect it emits, if any.
  public var effect: M.Effect.Case?
  /// Whether a `when:` guard decides if it fires.
  public var guarded: Bool
  /// The delay after which a ``Machine`` sends the event by itself in ``source`` (a row written
  /// with `after:`), or `nil` when the event is not timed there or its delay is computed from the
  /// state entered (``delayFunction``).
  public var delay: Duration?
  /// For a row whose `after:` is a function of the state entered (`after: Self.backoff`), the
  /// function as written (`Self.backoff`; `delay` for a closure); `nil` otherwise.
  public var delayFunction: String?
  /// The superstate of the `within` row the edge comes from, or `nil` for a row of another form.
  public var superstate: M.Superstate?
  /// The superstate whose history the edge returns to (a row written with `toHistoryOf:`), or
  /// `nil`.
  public var historyOf: M.Superstate?
  /// The superstate whose completion takes the edge (a row written with `onDone`), ``source``
  /// being one of its final cases; `nil` for other rows, and for a completion row of a machine
  /// a state holds, whose superstates are not the machine's `Superstate`
  /// (``isCompletion`` tells it from an eventless row).
  public var completes: M.Superstate?
  /// Whether a completion row (`onDone`) takes the edge: in the machine's own table
  /// (``completes`` names the superstate) or in a machine a state holds.
  public var isCompletion: Bool
  /// Whether the row stays in its state (`stay`, `stayInAny`): ``target`` is ``source``, which
  /// the row neither exits nor enters.
  public var stays: Bool

  /// An edge from `source` on `event` (`nil`: an eventless or completion row) to `target`
  /// (`nil`: computed by a `build:` closure). An edge with `completes` is a completion row's
  /// (`isCompletion` is then `true` whatever is passed).
  @inlinable
  public init(
    source: M.Part,
    event: M.Event.Case?,
    target: M.Part?,
    effect: M.Effect.Case? = nil,
    guarded: Bool = false,
    delay: Duration? = nil,
    superstate: M.Superstate? = nil,
    historyOf: M.Superstate? = nil,
    completes: M.Superstate? = nil,
    isCompletion: Bool = false,
    stays: Bool = false,
    delayFunction: String? = nil
  ) {
    self.source = source
    self.event = event
    self.target = target
    self.effect = effect
    self.guarded = guarded
    self.delay = delay
    self.superstate = superstate
    self.historyOf = historyOf
    self.completes = completes
    self.isCompletion = isCompletion || completes != nil
    self.stays = stays
    self.delayFunction = delayFunction
  }

  /// Whether a ``Machine`` sends the edge's event by itself in ``source``: the event is timed
  /// there, with a fixed ``delay`` or one computed from the state (``delayFunction``).
  @inlinable
  public var isTimed: Bool { delay != nil || delayFunction != nil }
}

extension Edge: CustomStringConvertible {
  public var description: String {
    var text = "\(source) --"
    if let completes {
      text += "done(\(completes))"
    } else if isCompletion {
      text += "done"
    } else if let event {
      text += "\(event)"
    }
    if let delay {
      text += " after \(delay)"
    } else if let delayFunction {
      text += " after \(delayFunction)"
    }
    if guarded {
      text += " [guard]"
    }
    text += "--> " + (target.map { "\($0)" } ?? historyOf.map { "history of \($0)" } ?? "?")
    if let effect {
      text += " / \(effect)"
    }
    if let superstate {
      text += " (within \(superstate))"
    }
    if stays {
      text += " (stays)"
    }
    return text
  }
}

extension Edge where M.Part == M.Case {
  /// Decodes the edges of a large machine, which `@StateMachine` writes as one string literal
  /// (a string is a single token: 1,500 edges written as initializer calls took the plugin and
  /// the compiler about a second to parse and check).
  ///
  /// `encoded` lists the edges separated by `;`, each as
  /// `source,event,target,effect,guarded[,delay[,superstate[,historyOf[,completes]]]]`: positions
  /// in `M.Case.allCases`, `M.Event.Case.allCases` and `M.Effect.Case.allCases`, `-` for no event
  /// (an eventless or completion row), no target or no effect, flags (`1` for a guarded edge,
  /// `2` for one that stays, added), the position of the edge's delay in `delays` and
  /// `delayFunctions` (`-` for none: a fixed delay is in `delays`, a computed one's function in
  /// `delayFunctions`), and the
  /// position of its `within` row's superstate in `superstates` (`-` for none), and the
  /// position of the superstate whose history it returns to in `superstates`, and that of the
  /// superstate whose completion takes it.
  /// Generated code calls this; you do not.
  public static func _decode(
    _ encoded: String, delays: [Duration?] = [], delayFunctions: [String?] = [],
    superstates: [M.Superstate] = []
  ) -> [Edge] {
    let states = Array(M.Case.allCases)
    let events = Array(M.Event.Case.allCases)
    let effects = Array(M.Effect.Case.allCases)
    return encoded.split(separator: ";").map { edge in
      let fields = edge.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      precondition((5...9).contains(fields.count), "malformed generated edge '\(edge)'")
      return Edge(
        source: states[fields[0]!],
        event: fields[1].map { events[$0] },
        target: fields[2].map { states[$0] },
        effect: fields[3].map { effects[$0] },
        guarded: (fields[4] ?? 0) & 1 != 0,
        delay: fields.count >= 6 ? fields[5].flatMap { delays[$0] } : nil,
        superstate: fields.count >= 7 ? fields[6].map { superstates[$0] } : nil,
        historyOf: fields.count >= 8 ? fields[7].map { superstates[$0] } : nil,
        completes: fields.count == 9 ? fields[8].map { superstates[$0] } : nil,
        stays: (fields[4] ?? 0) & 2 != 0,
        delayFunction: fields.count >= 6
          ? fields[5].flatMap { delayFunctions.indices.contains($0) ? delayFunctions[$0] : nil }
          : nil)
    }
  }
}
