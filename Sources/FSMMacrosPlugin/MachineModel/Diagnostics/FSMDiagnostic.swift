public import SwiftDiagnostics

/// A message the `@StateMachine` macro emits: its text, its severity and its stable ID.
///
/// Each message is made by one factory below, named after what it reports; the factory says
/// everything about it, so adding a diagnostic is adding a factory. The ID's domain is `FSMMacros`
/// and its name is the rule the message belongs to, e.g. `FSMMacros.missingEvent`: the factory's
/// name, except for the few messages that share a rule's ID (a conflict's note, an ambiguous
/// payload, a `within` row that never fires).
public struct FSMDiagnostic: DiagnosticMessage, Equatable, Sendable {
  /// The rule a message belongs to: its ID's name, stable once released.
  public enum ID: String, CaseIterable, Sendable {
    case notAnEnum
    case missingEvent
    case missingTable
    case noStates
    case unsupportedRowSyntax
    case unsupportedDeclaration
    case multipleInitial
    case largeTableLiteral
    case unknownName
    case nameClash
    case isolatedMember
    case conflictingTransitions
    case shadowedTransition
    case duplicateTransition
    case transitionFromFinal
    case unknownBuildTarget
    case unfilledPayload
    case payloadTypeMismatch
    case timedEventPayload
    case conflictingTimers
    case invalidDelay
    case overlappingSuperstates
    case superstateNotNested
    case emptySuperstate
    case undeclaredSuperstate
    case historyDefaultOutside
    case initialOutside
    case missingInitial
    case noHistory
    case unreachableState
    case deadEndState
    case unusedEvent
    case noRegions
    case emptyRegion
    case regionOwnEnum
    case unknownRegion
    case unknownRegionCase
    case conditionOnOwnRegion
    case regionWithoutProperty
    case regionLessVisible
    case regionTypestate
    case eventlessCycle
    case completionWithoutFinal
    case transitionFromSuperstateFinal
    case finalOutsideSuperstate
    case eventlessTypestate
    case conflictingActivityOutcomes
    case activityFailurePayload
    case compositePayload
    case compositeNotAMachine
    case heldOwnEnum
    case compositeWithoutInitial
    case compositeCycle
    case unknownPart
    case conditionNeverHolds
    case timerNeverFires
  }

  /// The factory that made the message, e.g. `missingEvent`: the catalogue test checks that it
  /// exercises each. Never compared in the macro itself, which reads ``id``.
  public let name: String
  /// The rule the message belongs to.
  public let id: ID
  public let severity: DiagnosticSeverity
  public let message: String

  public var diagnosticID: MessageID { MessageID(domain: "FSMMacros", id: id.rawValue) }

  private init(
    _ severity: DiagnosticSeverity, _ message: String, id: ID, factory: String = #function
  ) {
    name = String(factory.prefix { $0 != "(" })
    self.id = id
    self.severity = severity
    self.message = message
  }
}

// MARK: - Declarations the macro cannot read

extension FSMDiagnostic {
  public static func notAnEnum(kind: String) -> Self {
    Self(
      .error,
      "'@StateMachine' can only be applied to an enum, or to a struct whose enum properties are "
        + "its regions, not to \(kind)", id: .notAnEnum)
  }

  public static func missingEvent(machine: String) -> Self {
    Self(
      .error,
      "state machine '\(machine)' needs a nested 'enum Event' listing the events it reacts to",
      id: .missingEvent)
  }

  public static func missingTable(machine: String) -> Self {
    Self(
      .error,
      "state machine '\(machine)' has no transition table; declare "
        + "'static let transitions: [Transition] = [...]'", id: .missingTable)
  }

  public static func noStates(machine: String) -> Self {
    Self(
      .error, "state machine '\(machine)' declares no states; add at least one 'case'",
      id: .noStates)
  }

  public static func unsupportedRowSyntax(reason: String) -> Self {
    Self(.error, "'@StateMachine' cannot read this row: \(reason)", id: .unsupportedRowSyntax)
  }

  public static func unsupportedDeclaration(reason: String) -> Self {
    Self(.error, "'@StateMachine' does not support \(reason)", id: .unsupportedDeclaration)
  }

  public static func multipleInitial(state: String, first: String) -> Self {
    Self(
      .error, "state '\(state)' is marked '@Initial', but '\(first)' already is",
      id: .multipleInitial)
  }

  public static func largeTableLiteral(table: String, rows: Int, limit: Int) -> Self {
    Self(
      .warning,
      "transition table '\(table)' has \(rows) rows; split it into arrays of at most "
        + "\(limit) rows, each a 'static let transitions…', to keep compile time linear",
      id: .largeTableLiteral)
  }
}

// MARK: - Names

extension FSMDiagnostic {
  /// A note under the compiler's own error, which it explains.
  public static func unknownName(kind: String, name: String, suggestion: String?) -> Self {
    guard let suggestion else {
      return Self(.note, "\(kind) '\(name)' does not exist", id: .unknownName)
    }
    return Self(
      .note, "\(kind) '\(name)' does not exist; did you mean '\(suggestion)'?", id: .unknownName)
  }

  public static func nameClash(name: String, reason: String) -> Self {
    Self(
      .error, "'\(name)' clashes with a member '@StateMachine' generates: \(reason)", id: .nameClash
    )
  }

  /// A note under the compiler's own error, which it explains.
  public static func isolatedMember(name: String) -> Self {
    Self(
      .note,
      "'\(name)' is isolated to the main actor, but a machine runs its guards, builders and delays on "
        + "whichever task sends the event; make '\(name)' 'nonisolated'", id: .isolatedMember)
  }
}

// MARK: - Rows

extension FSMDiagnostic {
  public static func conflictingTransitions(state: String, event: String) -> Self {
    Self(
      .error,
      "conflicting transitions for event '\(event)' from state '\(state)'; "
        + "add a 'when:' guard to one of them or remove one", id: .conflictingTransitions)
  }

  /// The note on the first of two conflicting rows.
  public static func conflictingTransitionsFirst(state: String, event: String) -> Self {
    Self(
      .note, "first transition for '\(event)' from '\(state)' is here",
      id: .conflictingTransitions)
  }

  public static func shadowedTransition(state: String, event: String) -> Self {
    Self(
      .warning,
      "transition for event '\(event)' from state '\(state)' can never fire: an earlier row "
        + "without a guard always wins; remove it or move it before that row",
      id: .shadowedTransition)
  }

  public static func shadowedWithinTransition(superstate: String, event: String) -> Self {
    Self(
      .warning,
      "transition for event '\(event)' within superstate '\(superstate)' can never fire: every "
        + "case of '\(superstate)' has its own row for '\(event)' without a guard; remove it",
      id: .shadowedTransition)
  }

  public static func duplicateTransition(state: String, event: String) -> Self {
    Self(
      .warning,
      "duplicate transition for event '\(event)' from state '\(state)'; remove one of the rows",
      id: .duplicateTransition)
  }

  public static func transitionFromFinal(state: String) -> Self {
    Self(
      .error, "state '\(state)' is marked '@Final' and cannot have outgoing transitions",
      id: .transitionFromFinal)
  }

  public static var unknownBuildTarget: Self {
    Self(
      .warning,
      "the target of this 'build:' row is unknown at compile time, so diagrams and analysis "
        + "omit it; name it with 'to:' or make the closure a single '.someCase(...)' expression",
      id: .unknownBuildTarget, factory: "unknownBuildTarget")
  }
}

// MARK: - Payloads

extension FSMDiagnostic {
  /// `event`: `nil` for what has no event to take values from (an eventless row, an activity);
  /// `hint`: what to do.
  public static func unfilledPayload(
    value: String, type: String, of constructed: String, event: String?, source: String,
    hint: String
  ) -> Self {
    Self(
      .error,
      "no value for '\(value)' of type '\(type)' in '\(constructed)': "
        + (event.map { "neither event '\($0)' nor state '\(source)' carries it" }
          ?? "state '\(source)' does not carry it")
        + " and it has no default; \(hint)", id: .unfilledPayload)
  }

  /// `builds`: whether the value may be computed with `build:` instead (a row's target).
  public static func payloadTypeMismatch(
    label: String, expected: String, found: String, foundIn: String, target: String,
    builds: Bool = true
  ) -> Self {
    Self(
      .error,
      "'\(label)' of '\(target)' has type '\(expected)', but '\(label)' of \(foundIn) has "
        + "type '\(found)'; rename one of them" + (builds ? " or use 'build:'" : ""),
      id: .payloadTypeMismatch)
  }

  public static func ambiguousPayload(
    type: String, of constructed: String, candidates: [String], builds: Bool = true
  ) -> Self {
    Self(
      .error,
      "cannot choose a value of type '\(type)' for '\(constructed)': "
        + candidates.map { "'\($0)'" }.joined(separator: ", ")
        + " all have that type; label the associated values" + (builds ? " or use 'build:'" : ""),
      id: .unfilledPayload)
  }
}

// MARK: - Timed rows

extension FSMDiagnostic {
  public static func timedEventPayload(event: String, value: String) -> Self {
    Self(
      .error,
      "timed event '\(event)' is sent without arguments, but its associated value \(value) has "
        + "no default; give it a default value or remove 'after:'", id: .timedEventPayload)
  }

  public static func conflictingTimers(
    state: String, event: String, delay: String, earlier: String
  ) -> Self {
    Self(
      .error,
      "conflicting delays for timed event '\(event)' in state '\(state)': '\(delay)' here, "
        + "'\(earlier)' on an earlier row; a state times an event once, so write the same delay",
      id: .conflictingTimers)
  }

  public static func invalidDelay(delay: String) -> Self {
    Self(
      .error, "delay '\(delay)' is not positive; a timed event needs a delay greater than zero",
      id: .invalidDelay)
  }
}

// MARK: - Superstates

extension FSMDiagnostic {
  public static func overlappingSuperstates(
    first: String, second: String, shared: [String], inner: String?
  ) -> Self {
    let cases = quotedList(shared)
    guard let inner else {
      return Self(
        .error,
        "superstates '\(first)' and '\(second)' share \(cases), and neither contains the other; "
          + "superstates form a tree: give each case to one of them, or nest one in the other",
        id: .overlappingSuperstates)
    }
    let outer = inner == first ? second : first
    return Self(
      .error,
      "superstates '\(first)' and '\(second)' share \(cases), but '\(inner)' is not declared "
        + "in '\(outer)'; superstates form a tree: add 'in: .\(outer)' to '\(inner)'",
      id: .overlappingSuperstates)
  }

  public static func superstateNotNested(
    superstate: String, parent: String, missing: [String]
  ) -> Self {
    if missing.isEmpty, superstate == parent {
      return Self(
        .error,
        "superstate '\(superstate)' cannot be declared in itself; superstates form a tree",
        id: .superstateNotNested)
    }
    if missing.isEmpty {
      return Self(
        .error,
        "superstate '\(superstate)' cannot be declared in '\(parent)', which is itself in "
          + "'\(superstate)'; superstates form a tree", id: .superstateNotNested)
    }
    let pronoun = missing.count == 1 ? "it" : "them"
    return Self(
      .error,
      "superstate '\(superstate)' is declared in '\(parent)', but '\(parent)' does not contain "
        + "\(quotedList(missing)); add \(pronoun) to '\(parent)' or remove \(pronoun) from "
        + "'\(superstate)'", id: .superstateNotNested)
  }

  public static func emptySuperstate(superstate: String) -> Self {
    Self(
      .error, "superstate '\(superstate)' contains no cases; list its cases or remove it",
      id: .emptySuperstate)
  }

  public static func undeclaredSuperstate(superstate: String, twice: Bool) -> Self {
    if twice {
      return Self(
        .error,
        "superstate '\(superstate)' is declared twice in 'superstates'; merge the declarations",
        id: .undeclaredSuperstate)
    }
    return Self(
      .error,
      "superstate '\(superstate)' is not declared in 'superstates'; add "
        + "'.superstate(.\(superstate), contains: [...])' or remove the case",
      id: .undeclaredSuperstate)
  }
}

// MARK: - History

extension FSMDiagnostic {
  public static func historyDefaultOutside(
    superstate: String, value: String, cases: [String]
  ) -> Self {
    Self(
      .error,
      "the history default '\(value)' of superstate '\(superstate)' is not one of its cases "
        + "(\(quotedList(cases))); a history returns into its superstate",
      id: .historyDefaultOutside)
  }

  public static func initialOutside(superstate: String, value: String, cases: [String]) -> Self {
    Self(
      .error,
      "the initial value '\(value)' of superstate '\(superstate)' is not one of its cases "
        + "(\(quotedList(cases)))", id: .initialOutside)
  }

  public static func missingInitial(superstate: String, parent: String) -> Self {
    Self(
      .error,
      "superstate '\(superstate)' needs 'initial:': the shallow history of '\(parent)' "
        + "remembers only that it was left from inside '\(superstate)', and enters "
        + "'\(superstate)' by its initial value", id: .missingInitial)
  }

  public static func noHistory(superstate: String) -> Self {
    Self(
      .error,
      "superstate '\(superstate)' has no history to return to; add 'history: "
        + ".deep(default: ...)' or '.shallow(default: ...)' to its declaration, or use 'to:'",
      id: .noHistory)
  }
}

// MARK: - Eventless rows and completion

extension FSMDiagnostic {
  public static func eventlessCycle(states: [String]) -> Self {
    let path = (states + states.prefix(1)).map { "'\($0)'" }.joined(separator: " -> ")
    return Self(
      .error,
      "eventless rows without guards go round \(path) forever, so the machine never settles; "
        + "give one of them a 'when:' guard or an event ('on:')", id: .eventlessCycle)
  }

  public static func shadowedEventlessTransition(state: String) -> Self {
    Self(
      .warning,
      "eventless row from state '\(state)' can never fire: an earlier eventless row without a "
        + "guard always wins; remove it or move it before that row",
      id: .shadowedTransition)
  }

  public static func timerNeverFires(state: String, event: String) -> Self {
    Self(
      .warning,
      "timed event '\(event)' can never fire in state '\(state)': an eventless row without a "
        + "guard leaves '\(state)' as soon as it is entered, before its timers start; give that "
        + "row a 'when:' guard, or time the event in the state it goes to",
      id: .timerNeverFires)
  }

  public static func completionWithoutFinal(superstate: String) -> Self {
    Self(
      .error,
      "superstate '\(superstate)' has no final case, so this completion row never fires; list "
        + "the cases that complete it with 'final: [...]' in its declaration",
      id: .completionWithoutFinal)
  }

  public static func transitionFromSuperstateFinal(state: String, superstate: String) -> Self {
    Self(
      .error,
      "state '\(state)' is final for superstate '\(superstate)' and cannot have rows of its own; "
        + "react to the completion with '.onDone(.\(superstate), ...)'",
      id: .transitionFromSuperstateFinal)
  }

  public static func finalOutsideSuperstate(state: String, superstate: String) -> Self {
    Self(
      .error,
      "'final:' of superstate '\(superstate)' lists '\(state)', which is not one of its own "
        + "cases; a final case is in the superstate and in no superstate nested in it",
      id: .finalOutsideSuperstate)
  }

  public static var eventlessTypestate: Self {
    Self(
      .error,
      "typestate is not available for a machine with eventless or completion rows: a typed "
        + "call could not tell where the machine settles; remove 'typestate: true'",
      id: .eventlessTypestate)
  }
}

// MARK: - Activities

extension FSMDiagnostic {
  public static func conflictingActivityOutcomes(
    activity: String, done: String?, failed: String?
  ) -> Self {
    let earlier = [done.map { "done: .\($0)" }, failed.map { "failed: .\($0)" }].compactMap { $0 }
    return Self(
      .error,
      "activity '\(activity)' is declared with other outcome events before ("
        + (earlier.isEmpty ? "none" : earlier.joined(separator: ", "))
        + "): one handler runs every declaration of an activity, so they must name the same "
        + "'done:' and 'failed:' events", id: .conflictingActivityOutcomes)
  }

  public static func activityFailurePayload(
    activity: String, event: String, types: [String]
  ) -> Self {
    Self(
      .error,
      "event '\(event)' cannot carry the error of activity '\(activity)': its associated values are "
        + "(\(types.joined(separator: ", "))); a 'failed:' event has none, one 'String' (the "
        + "error's description) or one 'any Error'", id: .activityFailurePayload)
  }
}

// MARK: - The machine as a whole

extension FSMDiagnostic {
  public static func unreachableState(state: String, initial: String) -> Self {
    Self(
      .warning,
      "state '\(state)' is unreachable from the initial state '\(initial)'; add a transition "
        + "to it or remove it", id: .unreachableState)
  }

  /// `returns`: the state has rows, every one of them back to itself.
  public static func deadEndState(state: String, returns: Bool = false) -> Self {
    Self(
      .warning,
      (returns
        ? "state '\(state)' has rows only back to itself, so the machine never goes on from it"
        : "state '\(state)' has no transition to another state")
        + "; mark it '@Final' if the machine is meant to end there, or add a transition out of it",
      id: .deadEndState)
  }

  public static func unusedEvent(event: String) -> Self {
    Self(
      .warning, "event '\(event)' is not used by any transition; add a row for it or remove it",
      id: .unusedEvent)
  }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
private func quotedList(_ names: [String]) -> String {
  let quoted = names.map { "'\($0)'" }
  guard let last = quoted.last else { return "" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
}

/// The title of a fix-it.
public struct FSMFixIt: FixItMessage, Sendable {
  public var message: String
  public var id: String

  public init(_ message: String, id: String) {
    self.message = message
    self.id = id
  }

  public var fixItID: MessageID { MessageID(domain: "FSMMacros", id: id) }
}

// MARK: - Regions

extension FSMDiagnostic {
  public static func noRegions(machine: String) -> Self {
    Self(
      .error,
      "'@StateMachine' on a struct makes a machine with regions, and '\(machine)' has none; "
        + "declare each region as a nested enum and a stored property of its type "
        + "('var playback: Playback'), or attach '@StateMachine' to an enum", id: .noRegions)
  }

  public static func emptyRegion(region: String) -> Self {
    Self(.error, "region '\(region)' declares no states; add at least one 'case'", id: .emptyRegion)
  }

  public static func regionOwnEnum(region: String, nested: String) -> Self {
    Self(
      .error,
      "region '\(region)' cannot declare its own '\(nested)': the regions of a machine share "
        + "the struct's '\(nested)'", id: .regionOwnEnum)
  }

  public static func unknownRegion(region: String, regions: String) -> Self {
    Self(
      .error, "'\(region)' is not a region of this machine; its regions are \(regions)",
      id: .unknownRegion)
  }

  public static func unknownRegionCase(region: String, state: String, cases: String) -> Self {
    Self(
      .error, "region '\(region)' has no case '\(state)'; its cases are \(cases)",
      id: .unknownRegionCase)
  }

  public static func conditionOnOwnRegion(region: String) -> Self {
    Self(
      .error,
      "a row of region '\(region)' cannot require a case of '\(region)' itself; name the "
        + "source instead, or use 'when:'", id: .conditionOnOwnRegion)
  }

  public static func eventNoRegionAccepts(event: String, regions: String) -> Self {
    Self(
      .warning, "no region has a row for event '\(event)' (regions \(regions))", id: .unusedEvent
    )
  }

  public static func regionWithoutProperty(region: String) -> Self {
    Self(
      .warning,
      "enum '\(region)' has a transition table but no stored property of its type, so it is not "
        + "a region of this machine; declare one ('var \(region.prefix(1).lowercased() + region.dropFirst()): \(region)')",
      id: .regionWithoutProperty)
  }

  public static func regionLessVisible(region: String, machine: String, access: String) -> Self {
    Self(
      .error,
      "region '\(region)' must be '\(access)' like the machine '\(machine)': the machine's "
        + "'Case' and 'Part' name its cases", id: .regionLessVisible)
  }

  public static func regionTypestate(machine: String) -> Self {
    Self(
      .error,
      "typestate is not available for '\(machine)', a machine with regions: its states are "
        + "combinations of the regions' cases", id: .regionTypestate)
  }
}

// A state that holds a machine (`@Composite`; the Design article, "Composition").
extension FSMDiagnostic {
  public static func compositePayload(state: String, count: Int) -> Self {
    Self(
      .error,
      "'@Composite' state '\(state)' must have exactly one associated value, the machine it "
        + "holds (it has \(count)); write 'case \(state)(<#Machine#>)' with a machine nested here",
      id: .compositePayload)
  }

  public static func compositeNotAMachine(state: String, type: String, reason: String) -> Self {
    Self(
      .error,
      "'@Composite' state '\(state)' holds '\(type)', which is not a machine: \(reason); a held "
        + "machine is an enum with a transition table, or a struct of regions, declared in the "
        + "machine that holds it", id: .compositeNotAMachine)
  }

  public static func heldOwnEnum(machine: String, nested: String) -> Self {
    Self(
      .error,
      "'\(machine)', a machine held by a '@Composite' state, cannot declare its own "
        + "'\(nested)': it takes its holder's; remove it", id: .heldOwnEnum)
  }

  public static func compositeWithoutInitial(state: String, type: String, initial: String)
    -> Self
  {
    Self(
      .error,
      "'@Composite' state '\(state)' cannot be entered: the initial case '\(initial)' of '\(type)' "
        + "has associated values without defaults; give them defaults, or mark another case "
        + "'@Initial'", id: .compositeWithoutInitial)
  }

  public static func compositeCycle(state: String, type: String) -> Self {
    Self(
      .error,
      "'@Composite' state '\(state)' holds '\(type)', which holds it: a machine cannot hold "
        + "itself, however deep; hold a machine nested here instead", id: .compositeCycle)
  }

  /// `written`: the condition or target as the row writes it, `'.whenIn(x)'` or
  /// `'leavingTo: x'`.
  public static func unknownPart(_ written: String, machine: String, reason: String) -> Self {
    Self(
      .error,
      "\(written) names no state of '\(machine)': \(reason); name a state of the machine at "
        + "the top, from the top down", id: .unknownPart)
  }

  public static func conditionNeverHolds(condition: String, state: String) -> Self {
    Self(
      .error,
      "'.whenIn(\(condition))' never holds: this row's machine runs only in '\(state)', which "
        + "excludes it; name a state of another region", id: .conditionNeverHolds)
  }

  public static func compositeNotGenerated(state: String, context: String) -> Self {
    Self(
      .error,
      "'@Composite' state '\(state)' is checked, but a composite state \(context) is not "
        + "generated: a 'Machine' keeps each table's timers, activities and history apart by a bit of "
        + "a 'UInt64'; hold those in fewer tables, or split the tree into machines of their own",
      id: .unsupportedDeclaration)
  }
}
