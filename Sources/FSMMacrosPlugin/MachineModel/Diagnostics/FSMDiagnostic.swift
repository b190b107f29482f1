public import SwiftDiagnostics

/// Every message the `@StateMachine` macro can emit: its text, severity and stable ID.
///
/// The ID's domain is `FSMMacros` and its name is the case name, e.g. `FSMMacros.missingEvent`.
public enum FSMDiagnostic: Equatable, Sendable {
  case notAnEnum(kind: String)
  case missingEvent(machine: String)
  case missingTable(machine: String)
  case noStates(machine: String)
  case unsupportedRowSyntax(reason: String)
  case unsupportedDeclaration(reason: String)
  case unknownName(kind: String, name: String, suggestion: String?)
  case conflictingTransitions(state: String, event: String)
  case conflictingTransitionsFirst(state: String, event: String)
  case shadowedTransition(state: String, event: String)
  case multipleInitial(state: String, first: String)
  case transitionFromFinal(state: String)
  case unfilledPayload(
    value: String, type: String, of: String, event: String, source: String, hint: String)
  case payloadTypeMismatch(
    label: String, expected: String, found: String, foundIn: String, target: String)
  case ambiguousPayload(type: String, of: String, candidates: [String])
  case unknownBuildTarget
  case nameClash(name: String, reason: String)
  case duplicateTransition(state: String, event: String)
  case unreachableState(state: String, initial: String)
  case deadEndState(state: String)
  case unusedEvent(event: String)
  case largeTableLiteral(table: String, rows: Int, limit: Int)
  case isolatedMember(name: String)
  case timedEventPayload(event: String, value: String)
  case conflictingTimers(state: String, event: String, delay: String, earlier: String)
  case invalidDelay(delay: String)
  case overlappingSuperstates(first: String, second: String, shared: [String], inner: String?)
  case superstateNotNested(superstate: String, parent: String, missing: [String])
  case emptySuperstate(superstate: String)
  case undeclaredSuperstate(superstate: String, twice: Bool)
  case shadowedWithinTransition(superstate: String, event: String)

  /// The message's case without its values: the catalogue test checks that it exercises each.
  public enum Kind: CaseIterable, Sendable {
    case notAnEnum
    case missingEvent
    case missingTable
    case noStates
    case unsupportedRowSyntax
    case unsupportedDeclaration
    case unknownName
    case conflictingTransitions
    case conflictingTransitionsFirst
    case shadowedTransition
    case multipleInitial
    case transitionFromFinal
    case unfilledPayload
    case payloadTypeMismatch
    case ambiguousPayload
    case unknownBuildTarget
    case nameClash
    case duplicateTransition
    case unreachableState
    case deadEndState
    case unusedEvent
    case largeTableLiteral
    case isolatedMember
    case timedEventPayload
    case conflictingTimers
    case invalidDelay
    case overlappingSuperstates
    case superstateNotNested
    case emptySuperstate
    case undeclaredSuperstate
    case shadowedWithinTransition
  }

  public var kind: Kind {
    switch self {
    case .notAnEnum: .notAnEnum
    case .missingEvent: .missingEvent
    case .missingTable: .missingTable
    case .noStates: .noStates
    case .unsupportedRowSyntax: .unsupportedRowSyntax
    case .unsupportedDeclaration: .unsupportedDeclaration
    case .unknownName: .unknownName
    case .conflictingTransitions: .conflictingTransitions
    case .conflictingTransitionsFirst: .conflictingTransitionsFirst
    case .shadowedTransition: .shadowedTransition
    case .multipleInitial: .multipleInitial
    case .transitionFromFinal: .transitionFromFinal
    case .unfilledPayload: .unfilledPayload
    case .payloadTypeMismatch: .payloadTypeMismatch
    case .ambiguousPayload: .ambiguousPayload
    case .unknownBuildTarget: .unknownBuildTarget
    case .nameClash: .nameClash
    case .duplicateTransition: .duplicateTransition
    case .unreachableState: .unreachableState
    case .deadEndState: .deadEndState
    case .unusedEvent: .unusedEvent
    case .largeTableLiteral: .largeTableLiteral
    case .isolatedMember: .isolatedMember
    case .timedEventPayload: .timedEventPayload
    case .conflictingTimers: .conflictingTimers
    case .invalidDelay: .invalidDelay
    case .overlappingSuperstates: .overlappingSuperstates
    case .superstateNotNested: .superstateNotNested
    case .emptySuperstate: .emptySuperstate
    case .undeclaredSuperstate: .undeclaredSuperstate
    case .shadowedWithinTransition: .shadowedWithinTransition
    }
  }

  /// The stable identifier: the rule's name. A conflict's note shares the conflict's, an
  /// ambiguous payload is a payload that cannot be filled, and a `within` row that never fires
  /// is shadowed.
  public var id: String {
    switch kind {
    case .conflictingTransitionsFirst: "conflictingTransitions"
    case .ambiguousPayload: "unfilledPayload"
    case .shadowedWithinTransition: "shadowedTransition"
    default: "\(kind)"
    }
  }

  public var severity: DiagnosticSeverity {
    switch self {
    case .unknownName, .conflictingTransitionsFirst, .isolatedMember: .note
    case .shadowedTransition, .shadowedWithinTransition, .unknownBuildTarget, .duplicateTransition,
      .unreachableState,
      .deadEndState, .unusedEvent, .largeTableLiteral:
      .warning
    default: .error
    }
  }

  public var message: String {
    switch self {
    case .notAnEnum(let kind):
      return "'@StateMachine' can only be applied to an enum, not to \(kind)"
    case .missingEvent(let machine):
      return
        "state machine '\(machine)' needs a nested 'enum Event' listing the events it reacts to"
    case .missingTable(let machine):
      return
        "state machine '\(machine)' has no transition table; declare "
        + "'static let transitions: [Transition] = [...]'"
    case .noStates(let machine):
      return "state machine '\(machine)' declares no states; add at least one 'case'"
    case .unsupportedRowSyntax(let reason):
      return "'@StateMachine' cannot read this row: \(reason)"
    case .unsupportedDeclaration(let reason):
      return "'@StateMachine' does not support \(reason)"
    case .unknownName(let kind, let name, let suggestion):
      if let suggestion {
        return "\(kind) '\(name)' does not exist; did you mean '\(suggestion)'?"
      }
      return "\(kind) '\(name)' does not exist"
    case .conflictingTransitions(let state, let event):
      return
        "conflicting transitions for event '\(event)' from state '\(state)'; "
        + "add a 'when:' guard to one of them or remove one"
    case .conflictingTransitionsFirst(let state, let event):
      return "first transition for '\(event)' from '\(state)' is here"
    case .shadowedTransition(let state, let event):
      return
        "transition for event '\(event)' from state '\(state)' can never fire: an earlier row "
        + "without a guard always wins; remove it or move it before that row"
    case .multipleInitial(let state, let first):
      return "state '\(state)' is marked '@Initial', but '\(first)' already is"
    case .transitionFromFinal(let state):
      return "state '\(state)' is marked '@Final' and cannot have outgoing transitions"
    case .unfilledPayload(let value, let type, let of, let event, let source, let hint):
      return
        "no value for '\(value)' of type '\(type)' in '\(of)': neither event '\(event)' nor "
        + "state '\(source)' carries it and it has no default; \(hint)"
    case .payloadTypeMismatch(let label, let expected, let found, let foundIn, let target):
      return
        "'\(label)' of '\(target)' has type '\(expected)', but '\(label)' of \(foundIn) has "
        + "type '\(found)'; rename one of them or use 'build:'"
    case .ambiguousPayload(let type, let of, let candidates):
      return
        "cannot choose a value of type '\(type)' for '\(of)': "
        + candidates.map { "'\($0)'" }.joined(separator: ", ")
        + " all have that type; label the associated values or use 'build:'"
    case .unknownBuildTarget:
      return
        "the target of this 'build:' row is unknown at compile time, so diagrams and analysis "
        + "omit it; name it with 'to:' or make the closure a single '.someCase(...)' expression"
    case .nameClash(let name, let reason):
      return "'\(name)' clashes with a member '@StateMachine' generates: \(reason)"
    case .duplicateTransition(let state, let event):
      return
        "duplicate transition for event '\(event)' from state '\(state)'; remove one of the rows"
    case .unreachableState(let state, let initial):
      return
        "state '\(state)' is unreachable from the initial state '\(initial)'; add a transition "
        + "to it or remove it"
    case .deadEndState(let state):
      return
        "state '\(state)' has no transition to another state; mark it '@Final' if the machine "
        + "is meant to end there, or add a transition out of it"
    case .unusedEvent(let event):
      return "event '\(event)' is not used by any transition; add a row for it or remove it"
    case .largeTableLiteral(let table, let rows, let limit):
      return
        "transition table '\(table)' has \(rows) rows; split it into arrays of at most "
        + "\(limit) rows, each a 'static let transitions…', to keep compile time linear"
    case .isolatedMember(let name):
      return
        "'\(name)' is isolated to the main actor, but a machine runs its guards and builders on "
        + "whichever task sends the event; make '\(name)' 'nonisolated'"
    case .timedEventPayload(let event, let value):
      return
        "timed event '\(event)' is sent without arguments, but its associated value \(value) has "
        + "no default; give it a default value or remove 'after:'"
    case .conflictingTimers(let state, let event, let delay, let earlier):
      return
        "conflicting delays for timed event '\(event)' in state '\(state)': '\(delay)' here, "
        + "'\(earlier)' on an earlier row; a state times an event once, so write the same delay"
    case .invalidDelay(let delay):
      return "delay '\(delay)' is not positive; a timed event needs a delay greater than zero"
    case .overlappingSuperstates(let first, let second, let shared, let inner):
      let cases = quotedList(shared)
      if let inner {
        let outer = inner == first ? second : first
        return
          "superstates '\(first)' and '\(second)' share \(cases), but '\(inner)' is not declared "
          + "in '\(outer)'; superstates form a tree: add 'in: .\(outer)' to '\(inner)'"
      }
      return
        "superstates '\(first)' and '\(second)' share \(cases), and neither contains the other; "
        + "superstates form a tree: give each case to one of them, or nest one in the other"
    case .superstateNotNested(let superstate, let parent, let missing):
      if missing.isEmpty, superstate == parent {
        return "superstate '\(superstate)' cannot be declared in itself; superstates form a tree"
      }
      if missing.isEmpty {
        return
          "superstate '\(superstate)' cannot be declared in '\(parent)', which is itself in "
          + "'\(superstate)'; superstates form a tree"
      }
      let pronoun = missing.count == 1 ? "it" : "them"
      return
        "superstate '\(superstate)' is declared in '\(parent)', but '\(parent)' does not contain "
        + "\(quotedList(missing)); add \(pronoun) to '\(parent)' or remove \(pronoun) from "
        + "'\(superstate)'"
    case .emptySuperstate(let superstate):
      return "superstate '\(superstate)' contains no cases; list its cases or remove it"
    case .undeclaredSuperstate(let superstate, let twice):
      if twice {
        return
          "superstate '\(superstate)' is declared twice in 'superstates'; merge the declarations"
      }
      return
        "superstate '\(superstate)' is not declared in 'superstates'; add "
        + "'.superstate(.\(superstate), contains: [...])' or remove the case"
    case .shadowedWithinTransition(let superstate, let event):
      return
        "transition for event '\(event)' within superstate '\(superstate)' can never fire: every "
        + "case of '\(superstate)' has its own row for '\(event)' without a guard; remove it"
    }
  }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
private func quotedList(_ names: [String]) -> String {
  let quoted = names.map { "'\($0)'" }
  guard let last = quoted.last else { return "" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
}

extension FSMDiagnostic: DiagnosticMessage {
  public var diagnosticID: MessageID { MessageID(domain: "FSMMacros", id: id) }
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
