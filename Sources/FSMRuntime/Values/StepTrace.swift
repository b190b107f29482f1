/// What a step did at every depth of a machine: the rows it took, and the states it left and
/// entered, as W3C SCXML orders them. Read by ``Step/exited``, ``Step/entered`` and the
/// moves `FSMTesting` covers.
///
/// - Warning: Built by `FSMRuntime` and by code `@StateMachine` generates; not meant to be used
///   directly.
@_documentation(visibility: private)
public struct _StepTrace<M: StateMachine> {
  /// The states left, innermost first, regions in reverse declaration order.
  public var exited: [M.Part] = []
  /// The states entered, outermost first, regions in declaration order.
  public var entered: [M.Part] = []
  /// Each row taken, in region declaration order.
  public var rows: [Row] = []

  /// A row taken: the state it leaves from (at any depth), the state it enters in the table it
  /// lands in (a row leaving a composite state lands in the table of its target), and every
  /// state that landing enters, outermost first (a `leavingTo:` target is one of them).
  public struct Row {
    public var source: M.Part
    public var target: M.Part
    public var entered: [M.Part]

    @inlinable
    public init(source: M.Part, target: M.Part, entered: [M.Part]) {
      self.source = source
      self.target = target
      self.entered = entered
    }
  }

  @inlinable
  public init() {}

  /// Adds a row of a table that moved from `from` to `to`: every state of `from` in that table
  /// is left (innermost first) and every state of `to` entered (outermost first). `source` is
  /// the row's own source when it is deeper than `from` (a row leaving a composite state).
  @inlinable
  public mutating func land(from: [M.Part], to: [M.Part], source: M.Part? = nil) {
    exited += from.reversed()
    entered += to
    if let first = from.first, let target = to.first {
      rows.append(Row(source: source ?? first, target: target, entered: to))
    }
  }
}

extension StateMachine {
  /// The states this value is in, at every depth, outermost first, regions in declaration
  /// order: W3C SCXML's active configuration, in document order (the superstates aside:
  /// ``superstates(of:)`` lists them).
  ///
  /// `[self.case]` for a machine without regions or composite states, one state per region
  /// for a struct of regions, and for a composite state the state itself followed by the
  /// states of the machine it holds:
  ///
  /// ```swift
  /// Call.connected(.init(audio: .muted, video: .off)).activeParts
  /// // [connected, connected.audio.muted, connected.video.off]
  /// ```
  @inlinable
  public var activeParts: [Part] { Self._activeParts(of: self) }

  /// One part per region, each region a table of the machine at the top.
  @_documentation(visibility: private)
  @inlinable
  public static func _activeParts(of state: Self) -> [Part] {
    parts(of: state.case)
  }

  /// The row of the machine's own table, when `moved` says it moved: leaving its case's states
  /// and entering its target's. A struct of regions, and a machine whose states hold machines,
  /// trace each table as the tree's code does (generated).
  @_documentation(visibility: private)
  @inlinable
  public static func _trace(from: Self, to: Self, moved: UInt64) -> _StepTrace<Self> {
    var trace = _StepTrace<Self>()
    if moved != 0 {
      trace.land(from: from.activeParts, to: to.activeParts)
    }
    return trace
  }

  /// The microstep's source, target and regions moved.
  @_documentation(visibility: private)
  @inlinable
  public static func _trace(of microstep: Microstep<Self>) -> _StepTrace<Self> {
    _trace(from: microstep.from, to: microstep.to, moved: microstep._moved)
  }

  /// By default, the row of the step; a row that stays leaves and enters nothing, and is a row
  /// from its state to itself.
  @_documentation(visibility: private)
  @inlinable
  public static func _trace(of step: Step<Self>) -> _StepTrace<Self> {
    let moved = _regionsMoved(by: step)
    var trace = _trace(from: step.from, to: step.to, moved: moved)
    if moved == 0, !_holdsMachines, _movesInside(step), let part = parts(of: step.from.case).first {
      trace.rows.append(_StepTrace.Row(source: part, target: part, entered: []))
    }
    return trace
  }
}

extension StateMachine {
  /// What `step` did, its microsteps included: its event's own rows, then each microstep's (a
  /// history row going where an empty memory says, as ``microsteps(of:)`` does).
  @_documentation(visibility: private)
  public static func _macrostepTrace(of step: Step<Self>) -> _StepTrace<Self> {
    guard _settles, let first = step.from._firstStep(on: step.event, memory: StateMemory()) else {
      return _trace(of: step)
    }
    var trace = _trace(of: first)
    for microstep in microsteps(of: step) {
      let part = _trace(of: microstep)
      trace.exited += part.exited
      trace.entered += part.entered
      trace.rows += part.rows
    }
    return trace
  }
}

extension Step {
  /// The states the step leaves, innermost first, the regions of a struct in reverse
  /// declaration order: W3C SCXML's exit set (superstates aside: ``exitedSuperstates`` lists
  /// the machine's own).
  ///
  /// For a step that moves inside a composite state, only the states of the held machine that
  /// its rows leave; for a row leaving a composite state, every state inside it, then the
  /// state itself. For a machine that settles, its event's rows' exits, then each
  /// microstep's. Worked out again from ``from`` and ``event``, as ``effects`` is.
  public var exited: [M.Part] { M._macrostepTrace(of: self).exited }

  /// The states the step enters, outermost first, the regions of a struct in declaration
  /// order: W3C SCXML's entry set (superstates aside: ``enteredSuperstates``). A composite
  /// state entered is followed by the states of its held machine's initial configuration.
  /// For a machine that settles, its event's rows' entries, then each microstep's.
  public var entered: [M.Part] { M._macrostepTrace(of: self).entered }
}

extension Microstep {
  /// The states the microstep leaves, innermost first (see ``Step/exited``).
  public var exited: [M.Part] { M._trace(of: self).exited }

  /// The states the microstep enters, outermost first (see ``Step/entered``).
  public var entered: [M.Part] { M._trace(of: self).entered }
}
