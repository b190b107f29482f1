// A region of a struct of regions at the top has nothing around it to leave: `leavingTo:`
// type-checks (the struct has a `Part`) but is refused, pointing at `to:`.
import FSMMacros

@StateMachine
struct Player {
  var playback: Playback
  var download: Download

  enum Playback {
    @Initial case stopped
    case playing
    static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing),
      // expect-error: 'leavingTo:' leaves a machine held by a composite state; a region of a struct at the top has nothing around it to leave: use 'to:'
      .from(.playing, on: .stop, leavingTo: .playback(.stopped)),
    ]
  }

  enum Download {
    @Initial case idle
    case ready
    static let transitions: [Transition] = [
      .from(.idle, on: .fetch, to: .ready),
      .from(.ready, on: .fetch, to: .idle),
    ]
  }

  enum Event { case play, stop, fetch }
}
