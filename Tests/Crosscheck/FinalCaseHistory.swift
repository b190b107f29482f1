import FSMMacros

/// A superstate whose row back to its own history applies in its final case too (issue 67): a
/// `<final>` holds no transition, so the export writes the final case's rows on the superstate.
/// From `fired`, `back` returns to what `firing` remembers (nothing yet: `loading`, the default)
/// without leaving `firing`, as from `loading`: the export makes that transition internal, where
/// an external one would leave `firing`, record `fired` and restore it.
@StateMachine
enum Furnace: Equatable, Sendable {
  @Initial case idle
  case loading
  case fired
  case cooling

  enum Event: Equatable, Sendable { case fire, load, back, cool, reopen, reset }

  enum Superstate { case firing }

  static let superstates: [Superstates] = [
    .superstate(
      .firing, contains: [.loading, .fired], history: .deep(default: .loading), final: [.fired])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .fire, to: .fired),
    .from(.idle, on: .load, to: .loading),
    .from(.loading, on: .fire, to: .fired),
    .within(.firing, on: .back, toHistoryOf: .firing),
    .within(.firing, on: .cool, to: .cooling),
    .from(.cooling, on: .reopen, toHistoryOf: .firing),
    .from(.cooling, on: .reset, to: .idle),
  ]
}
