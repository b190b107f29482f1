import FSMMacros

/// A `@Final` case inside a superstate that has `final:` cases of its own (issue 67): entering
/// `spilled` ends the machine and completes no superstate, where entering `served` completes
/// `making`, whose completion row goes on to `cleaning`. Its SCXML and XState write `spilled` as
/// a plain state of `making`: a `<final>` there would complete `making` in both interpreters.
@StateMachine
enum Brewer: Equatable, Sendable {
  @Initial case idle
  case grinding
  case brewing
  case served
  @Final case spilled
  case cleaning

  enum Event: Equatable, Sendable { case start, grind, brew, spill, clean }

  enum Superstate { case making }

  static let superstates: [Superstates] = [
    .superstate(.making, contains: [.grinding, .brewing, .served, .spilled], final: [.served])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .grinding),
    .from(.grinding, on: .grind, to: .brewing),
    .from(.brewing, on: .brew, to: .served),
    .from([.grinding, .brewing], on: .spill, to: .spilled),
    .onDone(.making, to: .cleaning),
    .from(.cleaning, on: .clean, to: .idle),
  ]
}
