import FSMMacros

/// W8: regions. A streaming box whose media and network change independently and react to the
/// same events: `play` needs the network online (a condition on the other region), `next` skips
/// a track by a guard and a `build:` row, a connection counts its attempts (payloads flowing by
/// name, a guard), and `drop` moves both regions in one step.
@StateMachine
struct StreamBox: Sendable {
  var media: Media
  var network: Network

  enum Media: Sendable {
    @Initial case idle
    case playing(track: Int)
    case paused(track: Int)

    static let lastTrack = 9

    static let transitions: [Transition] = [
      .from(.idle, on: .play, to: .playing).whenIn(.network(.online)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .resume, to: .playing),
      .from(
        .playing, on: .next, to: .playing, build: { state, _ in .playing(track: state.track + 1) },
        when: { state, _ in state.track < lastTrack }),
      .from([.playing, .paused], on: .stop, to: .idle),
      .from(.playing, on: .drop, to: .paused),
    ]

    var track: Int {
      switch self {
      case .idle: 0
      case .playing(let track), .paused(let track): track
      }
    }
  }

  enum Network: Sendable {
    @Initial case offline
    case connecting(attempt: Int)
    case online

    static let transitions: [Transition] = [
      .from(.offline, on: .connect, to: .connecting),
      .from(.connecting, on: .connected, to: .online),
      .from(
        .connecting, on: .fail, to: .connecting,
        build: { state, _ in .connecting(attempt: state.attempt + 1) },
        when: { state, _ in state.attempt < 3 }),
      .from(.connecting, on: .fail, to: .offline),
      .from(.online, on: .drop, to: .offline),
    ]

    var attempt: Int {
      if case .connecting(let attempt) = self { attempt } else { 0 }
    }
  }

  enum Event: Sendable {
    case play(track: Int)
    case pause, resume, next, stop, connected, fail, drop
    case connect(attempt: Int)
  }
}

// MARK: - By hand

/// The baseline: a struct of two enums, each with its own `switch` over the event, as a careful
/// engineer writes two machines kept in step; `nil` when neither part moves.
struct HandWrittenStreamBox {
  var media: StreamBox.Media
  var network: StreamBox.Network

  static func next(_ box: Self, _ event: StreamBox.Event) -> Self? {
    var next = box
    var moved = false
    switch (box.media, event) {
    case (.idle, .play(let track)):
      if case .online = box.network {
        next.media = .playing(track: track)
        moved = true
      }
    case (.playing(let track), .pause), (.playing(let track), .drop):
      next.media = .paused(track: track)
      moved = true
    case (.paused(let track), .resume):
      next.media = .playing(track: track)
      moved = true
    case (.playing(let track), .next):
      if track < StreamBox.Media.lastTrack {
        next.media = .playing(track: track + 1)
        moved = true
      }
    case (.playing, .stop), (.paused, .stop):
      next.media = .idle
      moved = true
    default:
      break
    }
    switch (box.network, event) {
    case (.offline, .connect(let attempt)):
      next.network = .connecting(attempt: attempt)
      moved = true
    case (.connecting, .connected):
      next.network = .online
      moved = true
    case (.connecting(let attempt), .fail):
      next.network = attempt < 3 ? .connecting(attempt: attempt + 1) : .offline
      moved = true
    case (.online, .drop):
      next.network = .offline
      moved = true
    default:
      break
    }
    return moved ? next : nil
  }

  static func digest(_ media: StreamBox.Media, _ network: StreamBox.Network) -> UInt64 {
    let mediaPart: UInt64 =
      switch media {
      case .idle: 0
      case .playing(let track): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
      case .paused(let track): 2 << 32 | UInt64(UInt32(truncatingIfNeeded: track))
      }
    let networkPart: UInt64 =
      switch network {
      case .offline: 0
      case .connecting(let attempt): 1 << 8 | UInt64(UInt8(truncatingIfNeeded: attempt))
      case .online: 2 << 8
      }
    return mediaPart &* 31 &+ networkPart
  }
}

let streamBoxEvents = randomWalk(
  from: HandWrittenStreamBox(media: .idle, network: .offline), length: 4_096,
  acceptedShare: 0.7, seed: 8,
  candidates: { box, random in
    let all: [StreamBox.Event] = [
      .play(track: random.below(5)), .pause, .resume, .next, .stop, .connect(attempt: 1),
      .connected, .fail, .drop,
    ]
    let accepted = all.filter { HandWrittenStreamBox.next(box, $0) != nil }
    return (accepted, all.filter { HandWrittenStreamBox.next(box, $0) == nil })
  },
  next: HandWrittenStreamBox.next,
  home: { box in
    var events: [StreamBox.Event] = []
    switch box.media {
    case .idle: break
    case .playing, .paused: events.append(.stop)
    }
    switch box.network {
    case .offline: break
    case .connecting: events += [.connected, .drop]
    case .online: events.append(.drop)
    }
    return events
  })

let w8Regions = Workload(
  name: "W8",
  summary: "two regions, media and network: a condition across them, guards, builders, payloads",
  stepsPerPass: streamBoxEvents.count,
  acceptedShare: acceptedShare(
    of: streamBoxEvents, from: HandWrittenStreamBox(media: .idle, network: .offline),
    next: HandWrittenStreamBox.next),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: HandWrittenStreamBox(media: .idle, network: .offline), streamBoxEvents,
        passes: passes, next: HandWrittenStreamBox.next, target: { $0 },
        digest: { HandWrittenStreamBox.digest($0.media, $0.network) })
    },
    Implementation("locked") { passes in
      replayLocked(
        from: HandWrittenStreamBox(media: .idle, network: .offline), streamBoxEvents,
        passes: passes, next: HandWrittenStreamBox.next, target: { $0 },
        digest: { HandWrittenStreamBox.digest($0.media, $0.network) })
    },
    Implementation("fsm") { passes in
      replay(
        from: StreamBox(), streamBoxEvents, passes: passes,
        next: { $0.transition(on: $1) }, target: \.to,
        digest: { HandWrittenStreamBox.digest($0.to.media, $0.to.network) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: StreamBox(), streamBoxEvents, passes: passes,
        digest: { HandWrittenStreamBox.digest($0.to.media, $0.to.network) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: StreamBox(), streamBoxEvents, passes: passes,
        digest: { HandWrittenStreamBox.digest($0.to.media, $0.to.network) })
    },
  ])
