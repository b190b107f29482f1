public import FSMMacros

/// A media player whose playing, paused and buffering states are grouped in the superstate
/// `active`, and whose playing and buffering states are also `moving`: one `within` row stops
/// all three, one stalls the two that move.
@StateMachine
public enum Player: Sendable, Equatable {
  @Initial case stopped
  case playing, paused, buffering
  @Final case ejected

  public enum Event: Sendable { case play, pause, resume, stall, ready, stop, eject }

  public enum Superstate { case active, moving }

  public static let superstates: [Superstates] = [
    .superstate(.active, contains: [.playing, .paused, .buffering]),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  public static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .from(.buffering, on: .ready, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .fromAny(on: .eject, to: .ejected),
  ]
}
