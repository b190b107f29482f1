import FSMMacros

/// W6: superstates. A media player whose `playing`, `paused` and `buffering` states are `active`
/// (and `playing` and `buffering` also `moving`): `within` rows stop, switch tracks, skip to the
/// next track (a guard and a `build:` row) and stall, with payloads flowing by name.
@StateMachine
enum MediaPlayer: Sendable {
  @Initial case stopped
  case playing(track: Int)
  case paused(track: Int)
  case buffering(track: Int)

  enum Event: Sendable {
    case play(track: Int)
    case pause, resume, stall, ready, stop, next
  }

  enum Superstate { case active, moving }

  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.playing, .paused, .buffering]),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  static let lastTrack = 9

  static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .from(.buffering, on: .ready, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .within(.active, on: .play, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .within(
      .active, on: .next, to: .playing,
      build: { state, _ in .playing(track: state.track + 1) },
      when: { state, _ in state.track < lastTrack }),
  ]

  /// The track of an active state; 0 when stopped.
  var track: Int {
    switch self {
    case .stopped: 0
    case .playing(let track), .paused(let track), .buffering(let track): track
    }
  }
}

// MARK: - By hand

extension MediaPlayer {
  /// The baseline: a nested `switch` doing the same computation, each shared row written out
  /// in every state it applies to.
  static func switchNext(_ state: MediaPlayer, _ event: Event) -> MediaPlayer? {
    switch state {
    case .stopped:
      switch event {
      case .play(let track): .playing(track: track)
      case .pause, .resume, .stall, .ready, .stop, .next: nil
      }
    case .playing(let track):
      switch event {
      case .pause: .paused(track: track)
      case .stall: .buffering(track: track)
      case .play(let new): .playing(track: new)
      case .stop: .stopped
      case .next: track < lastTrack ? .playing(track: track + 1) : nil
      case .resume, .ready: nil
      }
    case .paused(let track):
      switch event {
      case .resume: .playing(track: track)
      case .play(let new): .playing(track: new)
      case .stop: .stopped
      case .next: track < lastTrack ? .playing(track: track + 1) : nil
      case .pause, .stall, .ready: nil
      }
    case .buffering(let track):
      switch event {
      case .ready: .playing(track: track)
      case .stall: .buffering(track: track)
      case .play(let new): .playing(track: new)
      case .stop: .stopped
      case .next: track < lastTrack ? .playing(track: track + 1) : nil
      case .pause, .resume: nil
      }
    }
  }

  static func digest(_ state: MediaPlayer) -> UInt64 {
    switch state {
    case .stopped: 0
    case .playing(let track): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    case .paused(let track): 2 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    case .buffering(let track): 3 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    }
  }
}

let mediaPlayerEvents = randomWalk(
  from: MediaPlayer.stopped, length: 4_096, acceptedShare: 0.7, seed: 6,
  candidates: { state, random in
    let all: [MediaPlayer.Event] = [
      .play(track: random.below(MediaPlayer.lastTrack + 1)), .pause, .resume, .stall, .ready,
      .stop, .next,
    ]
    let accepted = all.filter { MediaPlayer.switchNext(state, $0) != nil }
    return (accepted, all.filter { MediaPlayer.switchNext(state, $0) == nil })
  },
  next: MediaPlayer.switchNext,
  home: { state in
    switch state {
    case .stopped: []
    case .playing, .paused, .buffering: [.stop]
    }
  })

let w6Player = Workload(
  name: "W6",
  summary: "media player: superstates, within rows with payloads, a guard and a build: row",
  stepsPerPass: mediaPlayerEvents.count,
  acceptedShare: acceptedShare(
    of: mediaPlayerEvents, from: MediaPlayer.stopped, next: MediaPlayer.switchNext),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: MediaPlayer.stopped, mediaPlayerEvents, passes: passes,
        next: MediaPlayer.switchNext, target: { $0 }, digest: MediaPlayer.digest)
    },
    Implementation("locked") { passes in
      replayLocked(
        from: MediaPlayer.stopped, mediaPlayerEvents, passes: passes,
        next: MediaPlayer.switchNext, target: { $0 }, digest: MediaPlayer.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: MediaPlayer.stopped, mediaPlayerEvents, passes: passes,
        next: { $0.transition(on: $1) }, target: \.to,
        digest: { MediaPlayer.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: MediaPlayer.stopped, mediaPlayerEvents, passes: passes,
        digest: { MediaPlayer.digest($0.to) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: MediaPlayer.stopped, mediaPlayerEvents, passes: passes,
        digest: { MediaPlayer.digest($0.to) })
    },
  ])
