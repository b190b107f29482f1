/// One superstate of a machine: a named group of its cases, and the superstate it is nested in.
///
/// You list them in `static let superstates: [Superstates]` inside a `@StateMachine` enum that
/// declares an `enum Superstate`; the macro reads them as syntax, like the rows of the table, and
/// generates ``StateMachine/superstates(of:)``. The values exist so that the compiler checks
/// every name.
///
/// ```swift
/// enum Superstate { case active, moving }
///
/// static let superstates: [Superstates] = [
///   .superstate(.active, contains: [.playing, .paused, .buffering]),
///   .superstate(.moving, contains: [.playing, .buffering], in: .active),
/// ]
/// ```
///
/// Superstates form a tree: a nested superstate names its parent with `in:`, and its cases are
/// cases of the parent too; two superstates share cases only when one is nested in the other.
public struct SuperstateDeclaration<M: MachineTable>: Sendable {
  /// The superstate declared.
  public var superstate: M.Superstate
  /// The cases it contains, those of the superstates nested in it included.
  public var cases: [M.Case]
  /// The superstate it is nested in, if any.
  // NB: `Optional<…>` spelled out, here and for `history`: a `T?` stored property has an
  // implicit `nil` initial value, which the `init` first stores by calling the property's
  // initializer, a function of this module, before storing the argument (seen in a machine's
  // optimized SIL, building its `superstates`).
  public var parent: Optional<M.Superstate>
  // NB: closures rather than values, so that a declaration stays `Sendable` whether or not
  // the machine's enum is (the `@autoclosure`s of the literals the user wrote capture
  // nothing), and an empty list of final cases is no pointer to the runtime's empty array
  // storage. Both in one tuple: with a field more, Embedded Swift built a machine's
  // `superstates` at run time, linking its initializer, its array's metadata and its deinit
  // into a firmware (Benchmarks/Scripts/code-size.sh fails when a table is built so).
  @usableFromInline var makers: (initial: @Sendable () -> M?, finalCases: @Sendable () -> [M.Case])
  /// The value a shallow history of the superstate directly around it enters for this one.
  public var initial: M? { makers.initial() }
  /// Whether, and how, it remembers where it was left.
  public var history: Optional<SuperstateHistory<M>>
  /// Its final cases: entering one completes the superstate, and its completion rows
  /// (``Transition/onDone(_:to:emit:when:)-(M.Superstate,_,_,_)``) fire.
  public var finalCases: [M.Case] { makers.finalCases() }

  /// Declares `superstate` as the group of `cases`, nested in `parent` when there is one.
  ///
  /// - Parameters:
  ///   - superstate: The case of `Superstate` declared.
  ///   - cases: Its cases, those of the superstates nested in it included.
  ///   - parent: The superstate it is nested in, if any.
  ///   - initial: The value entered for this superstate when a shallow history of its parent
  ///     returns to one of its cases (a shallow history remembers only which direct member it
  ///     was left from).
  ///   - history: Whether the superstate remembers where it was left, for rows written with
  ///     `toHistoryOf:`.
  ///   - final: The cases, directly in the superstate, that complete it: entering one fires the
  ///     superstate's completion rows (`.onDone(superstate, ...)`). They are not final for the
  ///     machine, and have no rows of their own.
  @inlinable
  public static func superstate(
    _ superstate: M.Superstate, contains cases: [M.Case], in parent: M.Superstate? = nil,
    initial: @autoclosure @escaping @Sendable () -> M? = nil,
    history: SuperstateHistory<M>? = nil,
    final: @autoclosure @escaping @Sendable () -> [M.Case] = []
  ) -> Self {
    Self(
      superstate: superstate, cases: cases, parent: parent,
      makeInitial: initial, history: history, makeFinalCases: final)
  }

  @inlinable
  init(
    superstate: M.Superstate, cases: [M.Case], parent: M.Superstate?,
    makeInitial: @escaping @Sendable () -> M?, history: SuperstateHistory<M>?,
    makeFinalCases: @escaping @Sendable () -> [M.Case]
  ) {
    self.superstate = superstate
    self.cases = cases
    self.parent = parent
    self.history = history
    self.makers = (makeInitial, makeFinalCases)
  }
}

extension Step {
  /// The superstates the step leaves: those that contain its source's case but not its target's,
  /// innermost first. Empty for a step inside a superstate, and for a machine without any.
  public var exitedSuperstates: [M.Superstate] {
    let source = M.superstates(of: from.case)
    guard !source.isEmpty else { return [] }
    let target = M.superstates(of: to.case)
    return source.filter { !target.contains($0) }
  }

  /// The superstates the step enters: those that contain its target's case but not its source's,
  /// outermost first. Empty for a step inside a superstate, and for a machine without any.
  public var enteredSuperstates: [M.Superstate] {
    let target = M.superstates(of: to.case)
    guard !target.isEmpty else { return [] }
    let source = M.superstates(of: from.case)
    return target.reversed().filter { !source.contains($0) }
  }
}
