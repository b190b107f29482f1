public import FSMMacros

/// A media player whose playing, paused and buffering states are grouped in the superstate
/// `active`, and whose playing and buffering states are also `moving`: one `within` row stops
/// all three, one stalls the two that move. A call interrupts it from any of them, and hanging
/// up returns exactly where it was: `active` has deep history.
@StateMachine
public enum Player: Sendable, Equatable {
  @Initial case stopped
  case playing, paused, buffering
  case interrupted
  @Final case ejected

  public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject, call, hangUp }

  public enum Superstate { case active, moving }

  public static let superstates: [Superstates] = [
    .superstate(
      .active, contains: [.playing, .paused, .buffering], history: .deep(default: .paused)),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  public static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .from(.buffering, on: .ready, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .within(.active, on: .call, to: .interrupted),
    .from(.interrupted, on: .hangUp, toHistoryOf: .active),
    .fromAny(on: .eject, to: .ejected),
  ]
}
