import FSMMacros

/// W7: history. W6's player, interrupted by calls: `call` leaves `active` from any of its cases,
/// `hangUp` returns exactly where it was left (deep history, payload included).
@StateMachine
enum CallPlayer: Sendable {
  @Initial case stopped
  case playing(track: Int)
  case paused(track: Int)
  case buffering(track: Int)
  case onCall

  enum Event: Sendable {
    case play(track: Int)
    case pause, resume, stall, ready, stop, call, hangUp
  }

  enum Superstate { case active, moving }

  static let superstates: [Superstates] = [
    .superstate(
      .active, contains: [.playing, .paused, .buffering], history: .deep(default: .paused(track: 0))
    ),
    .superstate(.moving, contains: [.playing, .buffering], in: .active),
  ]

  static let transitions: [Transition] = [
    .from(.stopped, on: .play, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .from(.buffering, on: .ready, to: .playing),
    .within(.moving, on: .stall, to: .buffering),
    .within(.active, on: .play, to: .playing),
    .within(.active, on: .stop, to: .stopped),
    .within(.active, on: .call, to: .onCall),
    .from(.onCall, on: .hangUp, toHistoryOf: .active),
  ]
}

// MARK: - By hand

/// The baseline: a nested `switch`, with the memory kept in a variable beside the state, as a
/// careful engineer writes it.
struct HandWrittenCallPlayer {
  var state: CallPlayer
  /// Where `active` was left, for `hangUp`.
  var remembered: CallPlayer?

  static func next(_ player: Self, _ event: CallPlayer.Event) -> Self? {
    var next = player
    switch (player.state, event) {
    case (.stopped, .play(let track)): next.state = .playing(track: track)
    case (.playing(let track), .pause): next.state = .paused(track: track)
    case (.paused(let track), .resume): next.state = .playing(track: track)
    case (.buffering(let track), .ready): next.state = .playing(track: track)
    case (.playing(let track), .stall), (.buffering(let track), .stall):
      next.state = .buffering(track: track)
    case (.playing, .play(let track)), (.paused, .play(let track)), (.buffering, .play(let track)):
      next.state = .playing(track: track)
    case (.playing, .stop), (.paused, .stop), (.buffering, .stop): next.state = .stopped
    case (.playing, .call), (.paused, .call), (.buffering, .call):
      next.remembered = player.state
      next.state = .onCall
    case (.onCall, .hangUp): next.state = player.remembered ?? .paused(track: 0)
    default: return nil
    }
    return next
  }

  static func digest(_ state: CallPlayer) -> UInt64 {
    switch state {
    case .stopped: 0
    case .playing(let track): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    case .paused(let track): 2 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    case .buffering(let track): 3 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
    case .onCall: 4 << 32
    }
  }
}

/// The value with its memory, as `Machine` keeps them.
struct RememberingCallPlayer {
  var state: CallPlayer
  var memory = StateMemory<CallPlayer>()

  static func next(_ player: Self, _ event: CallPlayer.Event) -> (Self, Step<CallPlayer>)? {
    guard let step = player.state.transition(on: event, memory: player.memory) else { return nil }
    var next = player
    next.state = step.to
    next.memory.record(step)
    return (next, step)
  }
}

let callPlayerEvents = randomWalk(
  from: HandWrittenCallPlayer(state: .stopped), length: 4_096, acceptedShare: 0.7, seed: 7,
  candidates: { player, random in
    let all: [CallPlayer.Event] = [
      .play(track: random.below(10)), .pause, .resume, .stall, .ready, .stop, .call, .hangUp,
    ]
    let accepted = all.filter { HandWrittenCallPlayer.next(player, $0) != nil }
    return (accepted, all.filter { HandWrittenCallPlayer.next(player, $0) == nil })
  },
  next: HandWrittenCallPlayer.next,
  home: { player in
    switch player.state {
    case .stopped: []
    case .playing, .paused, .buffering: [.stop]
    case .onCall: [.hangUp, .stop]
    }
  })

let w7History = Workload(
  name: "W7",
  summary: "W6's player with calls: deep history returning where active was left",
  stepsPerPass: callPlayerEvents.count,
  acceptedShare: acceptedShare(
    of: callPlayerEvents, from: HandWrittenCallPlayer(state: .stopped),
    next: HandWrittenCallPlayer.next),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: HandWrittenCallPlayer(state: .stopped), callPlayerEvents, passes: passes,
        next: HandWrittenCallPlayer.next, target: { $0 },
        digest: { HandWrittenCallPlayer.digest($0.state) })
    },
    Implementation("locked") { passes in
      replayLocked(
        from: HandWrittenCallPlayer(state: .stopped), callPlayerEvents, passes: passes,
        next: HandWrittenCallPlayer.next, target: { $0 },
        digest: { HandWrittenCallPlayer.digest($0.state) })
    },
    Implementation("fsm") { passes in
      replay(
        from: RememberingCallPlayer(state: .stopped), callPlayerEvents, passes: passes,
        next: RememberingCallPlayer.next, target: \.0,
        digest: { HandWrittenCallPlayer.digest($0.1.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: CallPlayer.stopped, callPlayerEvents, passes: passes,
        digest: { HandWrittenCallPlayer.digest($0.to) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: CallPlayer.stopped, callPlayerEvents, passes: passes,
        digest: { HandWrittenCallPlayer.digest($0.to) })
    },
  ])
