import FSMExamples
import FSMMacros
import FSMTesting
import Testing

/// `FSMTesting` on machines with regions: paths and covers found by sending events, replay of a
/// region's edges, coverage region by region.
@Suite struct RegionTestingTests {
  static let editorEvents: [EditorStyle.Event] = [
    .toggleBold, .toggleItalic, .bullets, .numbers(start: 3), .plain,
  ]
  static let playerEvents: [MediaPlayer.Event] = [
    .play, .pause, .stop, .fetch, .progress(percent: 50), .done, .fail(reason: "offline"),
  ]

  @Test func everyCombinationOfTheEditorIsReachable() {
    // Bold and italic toggle freely, and the list reaches its three cases from any of them.
    let reached = EditorStyle.reachableCases(from: EditorStyle(), sending: Self.editorEvents)
    #expect(reached.count == 2 * 2 * 3)
    #expect(reached == Set(EditorStyle.Case.allCases))
    // Without the list's events, the list stays where it starts.
    let styles = EditorStyle.reachableCases(
      from: EditorStyle(), sending: [.toggleBold, .toggleItalic])
    #expect(styles.count == 4)
    #expect(styles.allSatisfy { $0.list == .none })
  }

  @Test func aShortestPathGoesThroughTheConditionOnTheOtherRegion() throws {
    // Play is taken only once the download is ready: fetch, done, then play.
    let target = MediaPlayer.Case(playback: .playing, download: .ready)
    let path = try #require(
      MediaPlayer.shortestPath(from: MediaPlayer(), to: target, sending: Self.playerEvents))
    #expect(path.map(\.event) == [.fetch, .done, .play])
    #expect(path.last?.to == MediaPlayer(playback: .playing, download: .ready))
    #expect(
      MediaPlayer.shortestPath(from: MediaPlayer(), to: MediaPlayer.initialCase, sending: [])
        == [])
    // Without `done`, the download is never ready, so playback never starts.
    let withoutDone = Self.playerEvents.filter { $0 != .done }
    #expect(MediaPlayer.shortestPath(from: MediaPlayer(), to: target, sending: withoutDone) == nil)
    #expect(
      !MediaPlayer.reachableCases(from: MediaPlayer(), sending: withoutDone).contains {
        $0.playback != .stopped
      })
  }

  @Test func theCoverTakesEveryEdgeOfEveryRegionAndAMachineFollowsIt() {
    let cover = EditorStyle.transitionCover(from: EditorStyle(), sending: Self.editorEvents)
    let coverage = TransitionCoverage<EditorStyle>()
    for path in cover {
      // A machine sent the path's events takes the path's steps.
      let machine = Machine(EditorStyle())
      for step in path {
        #expect(machine.send(step.event).step == step)
        coverage.record(step)
      }
    }
    #expect(coverage.isComplete, "never taken: \(coverage.missing)")
  }

  @Test func eachCoverPathTakesAnEdgeNoEarlierPathTook() {
    let cover = MediaPlayer.transitionCover(from: MediaPlayer(), sending: Self.playerEvents)
    let coverage = TransitionCoverage<MediaPlayer>()
    for path in cover {
      let before = coverage.missing.count
      path.forEach(coverage.record)
      #expect(coverage.missing.count < before)
    }
    #expect(coverage.isComplete, "never taken: \(coverage.missing)")
  }

  @Test func edgesTheEventsCannotReachStayMissing() {
    // Without `done`, nothing reaches `ready`: the edges into it and out of it are missing.
    let withoutDone = Self.playerEvents.filter { $0 != .done }
    let coverage = TransitionCoverage<MediaPlayer>()
    for path in MediaPlayer.transitionCover(from: MediaPlayer(), sending: withoutDone) {
      path.forEach(coverage.record)
    }
    #expect(
      coverage.missing.map(\.description) == [
        "playback.stopped --play [guard]--> playback.playing / startAudio",
        "playback.playing --pause--> playback.paused",
        "playback.paused --play--> playback.playing / startAudio",
        "playback.playing --stop--> playback.stopped",
        "playback.paused --stop--> playback.stopped",
        "playback.playing --fail--> playback.stopped / stopAudio",
        "download.loading --done--> download.ready",
      ])
  }

  @Test func coverageOfAMachineCountsOnlyTheRegionsAStepMoved() {
    let coverage = TransitionCoverage<EditorStyle>()
    let machine = Machine(EditorStyle())
    machine.onTransition { coverage.record($0) }
    machine.send(.toggleBold)
    machine.send(.bullets)
    // `plain` moves bold and the list; italic, off, does not take it.
    machine.send(.plain)
    let taken = Set(EditorStyle.edges.map(\.description))
      .subtracting(coverage.missing.map(\.description))
    #expect(
      taken == [
        "bold.off --toggleBold--> bold.on",
        "list.none --bullets--> list.bullets / announce",
        "bold.on --plain--> bold.off",
        "list.bullets --plain--> list.none / announce",
      ])
  }

  @Test func replayFollowsOneRegionsEdgesThroughItsHistory() throws {
    func edge(_ source: Boombox.Part, _ event: Boombox.Event.Case) throws -> Edge<Boombox> {
      try #require(Boombox.edges.first { $0.source == source && $0.event == event })
    }
    let path = [
      try edge(.playback(.stopped), .play),
      try edge(.playback(.playing), .stall),
      try edge(.playback(.buffering), .call),
      try edge(.playback(.interrupted), .hangUp),
    ]
    let steps = try replay(path, from: Boombox()) { edge in
      switch edge.event {
      case .play: .play
      case .stall: .stall
      case .call: .call
      case .hangUp: .hangUp
      default: .stop
      }
    }
    // The volume takes `call` and `hangUp` too; history returns the playback to buffering.
    #expect(
      steps.map(\.to) == [
        Boombox(playback: .playing(track: 1), volume: .normal),
        Boombox(playback: .buffering(track: 1), volume: .normal),
        Boombox(playback: .interrupted, volume: .muted),
        Boombox(playback: .buffering(track: 1), volume: .normal),
      ])
  }

  @Test func replayNamesWhereARegionDoesNotFollowItsEdge() throws {
    let play = try #require(
      MediaPlayer.edges.first { $0.source == .playback(.stopped) && $0.event == .play })
    // The condition on the download does not hold: no region takes `play`.
    #expect(throws: PathDeviation(index: 0, edge: play, actual: nil)) {
      try replay([play], from: MediaPlayer()) { _ in .play }
    }
  }

  @Test func replayNamesAStepThatMovedOnlyTheOtherRegion() throws {
    let edge = try #require(LampPair.edges.first { $0.source == .second(.off) })
    // The second lamp's condition reads the first before the step: off, so only the first moves.
    #expect(
      throws: PathDeviation(index: 0, edge: edge, actual: LampPair.Case(first: .on, second: .off))
    ) {
      try replay([edge], from: LampPair()) { _ in .flip }
    }
    let steps = try replay([edge], from: LampPair(first: .on, second: .off)) { _ in .flip }
    #expect(steps.map(\.to) == [LampPair(first: .on, second: .on)])
    #expect(PathDeviation(index: 0, edge: edge, actual: nil).description.contains("second.off"))
  }

  @Test func searchingBySendingAgreesWithTheEdgesOnAMachineWithoutGuards() {
    let events: [Turnstile.Event] = [.coin, .push, .fail(reason: "jammed"), .repair]
    #expect(Turnstile.reachableCases(from: .locked, sending: events) == Turnstile.reachableCases())
    #expect(
      Turnstile.shortestPath(from: .locked, to: .broken, sending: events)?.map(\.event.case)
        == Turnstile.shortestPath(to: .broken)?.map(\.event))
    let coverage = TransitionCoverage<Turnstile>()
    for path in Turnstile.transitionCover(from: .locked, sending: events) {
      path.forEach(coverage.record)
    }
    #expect(coverage.isComplete)
  }
}

/// Two lamps on one switch: the second turns on only when the first already is.
@StateMachine
struct LampPair: Equatable, Sendable {
  var first: First
  var second: Second

  enum First: Equatable, Sendable {
    @Initial case off
    @Final case on

    static let transitions: [Transition] = [
      .from(.off, on: .flip, to: .on)
    ]
  }

  enum Second: Equatable, Sendable {
    @Initial case off
    @Final case on

    static let transitions: [Transition] = [
      .from(.off, on: .flip, to: .on).whenIn(.first(.on))
    ]
  }

  enum Event: Equatable, Sendable {
    case flip
  }
}
