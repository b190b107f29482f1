import FSMExamples
import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A text editor's style: three regions that change independently and share one `Event`.
@StateMachine
struct EditorStyle: Equatable, Sendable {
  var bold: Bold
  var italic: Italic
  var list: ListStyle

  enum Bold: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .toggleBold, to: .on),
      .from(.on, on: .toggleBold, to: .off),
      .from(.on, on: .plain, to: .off),
    ]
  }

  enum Italic: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .toggleItalic, to: .on),
      .from(.on, on: .toggleItalic, to: .off),
      .from(.on, on: .plain, to: .off),
    ]
  }

  enum ListStyle: Equatable, Sendable {
    @Initial case none
    case bullets
    case numbered(start: Int = 1)

    static let transitions: [Transition] = [
      .from([.none, .numbered], on: .bullets, to: .bullets, emit: .announce),
      .fromAny(except: [.numbered], on: .numbers, to: .numbered, emit: .announce),
      .from([.bullets, .numbered], on: .plain, to: .none, emit: .announce),
      // Headings are never bold: a numbered list may restart only when bold is off.
      .from(.numbered, on: .numbers, to: .numbered, emit: .announce).whenIn(.bold(.off)),
    ]
  }

  enum Event: Equatable, Sendable {
    case toggleBold, toggleItalic, bullets, plain
    case numbers(start: Int = 1)
  }

  enum Effect: Equatable, Sendable {
    case announce
  }
}

@Suite struct RegionTests {
  @Test func everyRegionStartsInItsInitialCase() {
    let style = EditorStyle()
    #expect(style == EditorStyle(bold: .off, italic: .off, list: .none))
    #expect(style.case == EditorStyle.initialCase)
    #expect(EditorStyle.initialCase.description == "(off, off, none)")
    #expect(EditorStyle.Case.allCases.count == 2 * 2 * 3)
  }

  @Test func anEventMovesEveryRegionThatTakesIt() throws {
    var style = EditorStyle(bold: .on, italic: .on, list: .bullets)
    let step = try style.plain()
    #expect(style == EditorStyle())
    #expect(step.from == EditorStyle(bold: .on, italic: .on, list: .bullets))
    #expect(step.effects == [.announce])
  }

  @Test func anEventNoRegionTakesIsRejected() {
    var style = EditorStyle()
    #expect(throws: InvalidTransition<EditorStyle>.self) { try style.plain() }
    #expect(style == EditorStyle())
  }

  @Test func aConditionReadsAnotherRegionBeforeTheStep() throws {
    var style = EditorStyle(bold: .off, italic: .off, list: .numbered(start: 3))
    try style.numbers(start: 7)
    #expect(style.list == .numbered(start: 7))
    style.bold = .on
    #expect(!style.accepts(.numbers(start: 9)))
    #expect(style.isIn(.bold(.on)))
    #expect(!style.isIn(.list(.bullets)))
  }

  @Test func edgesNameTheirRegion() {
    let edges = EditorStyle.edges
    #expect(edges.count == 3 + 3 + 2 + 2 + 2 + 1)
    #expect(edges.first?.source == .bold(.off))
    #expect(edges.contains { $0.source == .list(.numbered) && $0.guarded })
    #expect(
      EditorStyle.events(acceptedFrom: EditorStyle.initialCase) == [
        .toggleBold, .toggleItalic, .bullets, .numbers,
      ])
  }
}

/// A media player whose playback waits for its download: effects in both regions, payloads
/// flowing from the event into a region's case, a final case in one region only.
@StateMachine
struct MediaPlayer: Equatable, Sendable, Codable {
  var playback: Playback
  var download: Download

  enum Playback: Equatable, Sendable, Codable {
    @Initial case stopped
    case playing, paused

    static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing, emit: .startAudio).whenIn(.download(.ready)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing, emit: .startAudio),
      .from([.playing, .paused], on: .stop, to: .stopped),
      .from(.playing, on: .fail, to: .stopped, emit: .stopAudio),
    ]
  }

  enum Download: Equatable, Sendable, Codable {
    @Initial case idle
    case loading(percent: Int = 0)
    case ready
    @Final case failed(reason: String)

    static let transitions: [Transition] = [
      .from(.idle, on: .fetch, to: .loading, emit: .startDownload),
      .from(.loading, on: .progress, to: .loading),
      .from(.loading, on: .done, to: .ready),
      .fromAny(except: [.ready], on: .fail, to: .failed, emit: .showError),
    ]
  }

  enum Event: Equatable, Sendable, Codable {
    case play, pause, stop, fetch, done
    case progress(percent: Int)
    case fail(reason: String)
  }

  enum Effect: Hashable, Sendable {
    case startAudio, stopAudio, startDownload
    case showError(reason: String)
  }
}

@Suite struct RegionMachineTests {
  @Test func aStepWhereTwoRegionsMoveCarriesBothEffectsInDeclarationOrder() throws {
    var player = MediaPlayer(playback: .playing, download: .loading(percent: 40))
    let step = try player.fail(reason: "disk full")
    #expect(player == MediaPlayer(playback: .stopped, download: .failed(reason: "disk full")))
    #expect(step.effect == .stopAudio)
    #expect(step.effects == [.stopAudio, .showError(reason: "disk full")])
    #expect(
      step.description == "(playing, loading) --fail--> (stopped, failed) / stopAudio, showError")
  }

  @Test func theMachineIsFinalOnlyWhenEveryRegionIs() {
    #expect(MediaPlayer.finalCases.isEmpty)
    #expect(EditorStyle.finalCases.isEmpty)
    // The download has failed for good, and the playback still takes events.
    var player = MediaPlayer(playback: .paused, download: .failed(reason: "x"))
    #expect(!MediaPlayer.finalCases.contains(player.case))
    #expect(throws: Never.self) { try player.play() }
    #expect(player == MediaPlayer(playback: .playing, download: .failed(reason: "x")))
  }

  @Test func aMachineRunsAMachineWithRegions() async throws {
    let performed = Locked<[MediaPlayer.Effect]>([])
    let machine = Machine(
      MediaPlayer(), recentStepsLimit: 10,
      effects: { effect, _ in performed.withLock { $0.append(effect) } })
    let steps = Locked<[String]>([])
    let token = machine.onTransition { step in steps.withLock { $0.append("\(step)") } }
    guard case .rejected(let error) = machine.send(.play) else {
      Issue.record("play before the download is ready must be rejected")
      return
    }
    #expect(error.state == MediaPlayer.initialCase && error.event == .play)
    machine.send(.fetch)
    machine.send(.progress(percent: 50))
    machine.send(.done)
    machine.send(.play)
    machine.send(.fail(reason: "decoder"))
    await machine.waitForEffects()
    #expect(machine.state == MediaPlayer(playback: .stopped, download: .ready))
    #expect(
      steps.withLock { $0 } == [
        "(stopped, idle) --fetch--> (stopped, loading) / startDownload",
        "(stopped, loading) --progress--> (stopped, loading)",
        "(stopped, loading) --done--> (stopped, ready)",
        "(stopped, ready) --play--> (playing, ready) / startAudio",
        "(playing, ready) --fail--> (stopped, ready) / stopAudio",
      ])
    #expect(Set(performed.withLock { $0 }) == [.startDownload, .startAudio, .stopAudio])
    #expect(machine.recentSteps.count == 5)
    token.cancel()
  }

  /// Eight tasks toggle bold and italic at once: every toggle is one step, each seen once by the
  /// observer, and the machine ends where an even number of toggles leaves it.
  @Test func concurrentSendsAreEachOneStep() async {
    let machine = Machine(EditorStyle())
    let seen = Locked(0)
    let token = machine.onTransition { _ in seen.withLock { $0 += 1 } }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<100 {
            machine.send(task.isMultiple(of: 2) ? .toggleBold : .toggleItalic)
          }
        }
      }
    }
    await machine.waitForEffects()
    #expect(seen.withLock { $0 } == 800)
    #expect(machine.state == EditorStyle())
    token.cancel()
  }

  @Test func aSnapshotOfAMachineWithRegionsRoundTripsThroughJSON() throws {
    let machine = Machine(MediaPlayer(playback: .paused, download: .loading(percent: 70)))
    let data = try JSONEncoder().encode(machine.snapshot(takenAt: .seconds(1_000)))
    let decoded = try JSONDecoder().decode(MachineSnapshot<MediaPlayer>.self, from: data)
    #expect(decoded.state == MediaPlayer(playback: .paused, download: .loading(percent: 70)))
    let restored = Machine(restoring: decoded)
    restored.send(.done)
    restored.send(.play)
    #expect(restored.state == MediaPlayer(playback: .playing, download: .ready))
  }

  @MainActor
  @Test func anObservableMachineFollowsAMachineWithRegions() {
    let player = ObservableMachine(Machine(MediaPlayer()))
    player.send(.fetch)
    player.send(.done)
    #expect(player.state.isIn(.download(.ready)))
    player.send(.play)
    #expect(player.state == MediaPlayer(playback: .playing, download: .ready))
  }
}

/// What a region's table prescribes for `state` and `event`, read from the `Transition` values
/// rather than from the generated code: the rows naming the state, then `fromAny` rows (none
/// from a final case), in table order; the first whose guard passes and whose conditions on
/// other regions hold (which the rows do not keep: `conditionHolds` gives them by row position).
func interpretRegion<R: Region>(
  _ table: [Transition<R>], finals: Set<R.Case>, state: R, event: R.Event,
  conditionHolds: (Int) -> Bool = { _ in true }
) -> (target: R.Case, effect: R.Effect.Case?)? {
  func applies(_ row: Transition<R>) -> Bool {
    switch row.sources {
    case .states(let sources): sources.contains(state.case)
    case .anyExcept(let excluded): !excluded.contains(state.case) && !finals.contains(state.case)
    case .within: false
    }
  }
  let rows = table.enumerated().filter { $0.element.event == event.case && applies($0.element) }
  let named = rows.filter { if case .states = $0.element.sources { true } else { false } }
  let any = rows.filter { if case .anyExcept = $0.element.sources { true } else { false } }
  for (position, row) in named + any
  where conditionHolds(position) && (row.guardCondition?(state, event) ?? true) {
    guard let target = row.builder.map({ $0(state, event).case }) ?? row.target else {
      return nil
    }
    return (target, row.effect)
  }
  return nil
}

@Suite struct RegionTableTests {
  /// Every (state, event) pair of the three-region editor against the regions' tables, read by
  /// `interpretRegion`: which regions move, to which cases, with which effects, in which order.
  @Test func everyStateAndEventOfTheEditorAgreesWithItsTables() {
    let lists: [EditorStyle.ListStyle] = [
      .none, .bullets, .numbered(start: 1), .numbered(start: 4),
    ]
    let events: [EditorStyle.Event] = [
      .toggleBold, .toggleItalic, .bullets, .plain, .numbers(start: 1), .numbers(start: 9),
    ]
    var checked = 0
    for bold in [EditorStyle.Bold.off, .on] {
      for italic in [EditorStyle.Italic.off, .on] {
        for list in lists {
          let style = EditorStyle(bold: bold, italic: italic, list: list)
          for event in events {
            let expectedBold = interpretRegion(
              EditorStyle.Bold.transitions, finals: [], state: bold, event: event)
            let expectedItalic = interpretRegion(
              EditorStyle.Italic.transitions, finals: [], state: italic, event: event)
            // The fourth row of the list's table requires bold to be off.
            let expectedList = interpretRegion(
              EditorStyle.ListStyle.transitions, finals: [], state: list, event: event,
              conditionHolds: { $0 != 3 || bold == .off })
            let step = style.transition(on: event)
            let context = "\(style.case) on \(event.case)"
            let moves = [expectedBold != nil, expectedItalic != nil, expectedList != nil]
            #expect((step != nil) == moves.contains(true), "\(context)")
            #expect(style.accepts(event) == moves.contains(true), "\(context)")
            guard let step else { continue }
            #expect(step.from == style)
            #expect(step.to.bold.case == expectedBold?.target ?? bold.case, "\(context)")
            #expect(step.to.italic.case == expectedItalic?.target ?? italic.case, "\(context)")
            #expect(step.to.list.case == expectedList?.target ?? list.case, "\(context)")
            let effects = [expectedBold?.effect, expectedItalic?.effect, expectedList?.effect]
            #expect(step.effects.map(\.case) == effects.compactMap { $0 ?? nil }, "\(context)")
            if case .numbered(let start) = step.to.list, expectedList != nil,
              case .numbers(let requested) = event
            {
              #expect(start == requested, "the start flows from the event: \(context)")
            }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 40)
  }
}

/// A boombox whose playback region has superstates, `moving` inside `active`, and `active`
/// remembers where it was left (deep history); its volume region has none.
@StateMachine
struct Boombox: Equatable, Sendable, Codable {
  var playback: Playback
  var volume: Volume

  enum Playback: Equatable, Sendable, Codable {
    @Initial case stopped
    case playing(track: Int = 1)
    case paused(track: Int)
    case buffering(track: Int)
    case interrupted

    enum Superstate { case active, moving }

    static let superstates: [Superstates] = [
      .superstate(
        .active, contains: [.playing, .paused, .buffering],
        history: .deep(default: .playing(track: 1))),
      .superstate(.moving, contains: [.playing, .buffering], in: .active),
    ]

    static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing).whenIn(.volume(.normal)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing),
      .within(.moving, on: .stall, to: .buffering),
      .from(.buffering, on: .ready, to: .playing),
      .within(.active, on: .call, to: .interrupted, emit: .duck),
      .from(.interrupted, on: .hangUp, toHistoryOf: .active),
      .within(.active, on: .stop, to: .stopped),
    ]
  }

  enum Volume: Equatable, Sendable, Codable {
    @Initial case normal
    case muted

    static let transitions: [Transition] = [
      .from(.normal, on: .mute, to: .muted),
      .from(.muted, on: .unmute, to: .normal),
      .from(.normal, on: .call, to: .muted, emit: .lower),
      .from(.muted, on: .hangUp, to: .normal),
    ]
  }

  enum Event: Equatable, Sendable, Codable {
    case play, pause, stall, ready, call, hangUp, stop, mute, unmute
  }

  enum Effect: Hashable, Sendable {
    case duck, lower
  }
}

@Suite struct RegionSuperstateTests {
  @Test func aRegionsSuperstatesAreTheMachinesAndHistoryReturnsWhereTheRegionWasLeft() throws {
    let machine = Machine(Boombox())
    machine.send(.play)
    machine.send(.stall)
    #expect(machine.state == Boombox(playback: .buffering(track: 1), volume: .normal))
    let call = try #require(machine.send(.call).step)
    #expect(call.exitedSuperstates == [.playback(.moving), .playback(.active)])
    #expect(call.effects == [.duck, .lower])
    #expect(machine.state == Boombox(playback: .interrupted, volume: .muted))
    #expect(
      machine.memory[superstate: .playback(.active)]
        == Boombox(playback: .buffering(track: 1), volume: .normal))
    let hangUp = try #require(machine.send(.hangUp).step)
    #expect(hangUp.enteredSuperstates == [.playback(.active), .playback(.moving)])
    #expect(machine.state == Boombox(playback: .buffering(track: 1), volume: .normal))
    // A value does not remember: its history row goes to the default.
    var value = Boombox(playback: .interrupted, volume: .muted)
    try value.hangUp()
    #expect(value == Boombox(playback: .playing(track: 1), volume: .normal))
  }

  @Test func superstatesOfACombinationListTheRegionsInReverseOrder() {
    let state = Boombox(playback: .playing(track: 2), volume: .normal)
    #expect(Boombox.superstates(of: state.case) == [.playback(.moving), .playback(.active)])
    #expect(
      Boombox.Superstate.allCases.map(\.description) == ["playback.active", "playback.moving"])
    #expect(Boombox.edges.contains { $0.superstate == .playback(.moving) && $0.event == .stall })
    #expect(Boombox.edges.contains { $0.historyOf == .playback(.active) && $0.target == nil })
  }

  @Test func aSnapshotKeepsARegionsMemory() throws {
    let machine = Machine(Boombox(playback: .paused(track: 4), volume: .normal))
    machine.send(.call)
    let data = try JSONEncoder().encode(machine.snapshot(takenAt: .seconds(5)))
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Boombox>.self, from: data))
    restored.send(.hangUp)
    #expect(restored.state == Boombox(playback: .paused(track: 4), volume: .normal))
  }
}

@Suite(.serialized) struct RegionDiagramTests {
  static let machines: [(name: String, dot: String, mermaid: String, arrows: Int, regions: Int)] = [
    ("EditorStyle", EditorStyle.dot, EditorStyle.mermaid, EditorStyle.edges.count, 3),
    ("MediaPlayer", MediaPlayer.dot, MediaPlayer.mermaid, MediaPlayer.edges.count, 2),
    // The history node's arrow to its default; `call` and `stop`, `within` rows of `active`
    // (three cases) whose targets are outside it, are each one arrow leaving its cluster, not
    // three.
    ("Boombox", Boombox.dot, Boombox.mermaid, Boombox.edges.count + 1 - 2 * 2, 2),
    ("Streaming", Streaming.dot, Streaming.mermaid, Streaming.edges.count, 3),
  ]

  @Test(arguments: machines.map(\.name))
  func graphvizRendersOneDashedClusterPerRegion(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    let result = try DiagramTests().runDot(machine.dot, layout: "dot")
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
    let lines = machine.dot.split(separator: "\n")
    #expect(lines.filter { $0.contains("style=dashed;") }.count == machine.regions)
    // One initial arrow per region.
    #expect(lines.filter { $0.contains(" -> ") }.count == machine.arrows + machine.regions)
  }

  @Test(arguments: machines.map(\.name))
  func mermaidSeparatesTheRegions(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    let lines = machine.mermaid.split(separator: "\n")
    #expect(
      lines.filter { $0.trimmingCharacters(in: .whitespaces) == "--" }.count == machine.regions - 1)
    let arrows = lines.filter { $0.contains(" --> ") && !$0.contains("[*]") }
    #expect(arrows.count == machine.arrows)
  }

  /// What the regions' own copy of the diagram code drew differently from an enum's: a timed
  /// row without its delay, a `within` row leaving its superstate as one arrow per case.
  @Test func aRegionsTimedAndWithinRowsAreDrawnAsAnEnumsAre() {
    #expect(
      Streaming.dot.contains("\"banner.shown\" -> \"banner.hidden\" [label=\"hide after 3s\"];"))
    #expect(Streaming.mermaid.contains("banner_shown --> banner_hidden : hide after 3s"))
    #expect(Boombox.dot.contains("compound=true;"))
    #expect(
      Boombox.dot.split(separator: "\n").filter { $0.contains("[label=\"stop\"") } == [
        "    \"playback.playing\" -> \"playback.stopped\" [label=\"stop\", "
          + "ltail=\"cluster_playback_active\"];"
      ])
    #expect(Boombox.mermaid.contains("playback__active --> playback_stopped : stop"))
  }

  /// A struct's timed events are its regions' own, region by region (each region's first scope):
  /// the banner's, while it is shown, also in the banner's scope and in no other.
  @Test func aStructListsEachRegionsTimedEventsInItsScope() {
    var state = Streaming()
    #expect(Streaming.timedEvents(in: state).isEmpty)
    state.banner = .shown
    #expect(Streaming.timedEvents(in: state) == [TimedEvent(event: .hide, delay: .seconds(3))])
    #expect(Streaming._timedEvents(of: state, scope: 2) == Streaming.timedEvents(in: state))
    #expect(Streaming._timedEvents(of: state, scope: 0).isEmpty)
    #expect(Streaming._timedEvents(of: state, scope: 1).isEmpty)
    #expect(Streaming._timedEvents(of: state, scope: 3).isEmpty)
  }
}

/// A kiosk whose screen goes idle 30 s after its last touch while its printer finishes a page
/// in 5 s: two regions with timers, each kept per visit of its own region.
@StateMachine
struct Kiosk: Equatable, Sendable, Codable {
  var screen: Screen
  var printer: Printer

  enum Screen: Equatable, Sendable, Codable {
    @Initial case idle
    case active

    static let transitions: [Transition] = [
      .from([.idle, .active], on: .touch, to: .active),
      .from(.active, on: .timeout, after: .seconds(30), to: .idle),
    ]
  }

  enum Printer: Equatable, Sendable, Codable {
    @Initial case ready
    case printing(pages: Int = 1)
    case jammed

    /// A delay the region names: the machine's timers evaluate it in the region.
    static let pageTime: Duration = .seconds(5)

    static let transitions: [Transition] = [
      .from(.ready, on: .print, to: .printing),
      .from(.printing, on: .done, after: pageTime, to: .ready),
      .from(.printing, on: .jam, to: .jammed),
      .from(.jammed, on: .touch, to: .ready),
    ]
  }

  enum Event: Equatable, Sendable, Codable {
    case touch, timeout, print, done, jam
  }
}

/// A night light that dims after 20 s and, only while the room is empty, switches off after
/// 45 s: a region whose timed rows stand in two tables, the second's followed by `.whenIn`. Each
/// delay is found by where its row is written.
@StateMachine
struct NightLight: Equatable, Sendable {
  var light: Light
  var room: Room

  enum Light: Equatable, Sendable {
    @Initial case bright
    case dim, off

    static let transitions: [Transition] = [
      .from(.off, on: .press, to: .bright),
      .from(.bright, on: .idle, after: .seconds(20), to: .dim),
    ]

    static let transitionsWhenEmpty: [Transition] = [
      .from([.bright, .dim], on: .press, to: .bright),
      .from(.dim, on: .idle, after: .seconds(45), to: .off).whenIn(.room(.empty)),
    ]
  }

  enum Room: Equatable, Sendable {
    @Initial case occupied
    case empty

    static let transitions: [Transition] = [
      .from(.occupied, on: .leave, to: .empty),
      .from(.empty, on: .enter, to: .occupied),
    ]
  }

  enum Event: Equatable, Sendable {
    case press, idle, leave, enter
  }
}

@Suite struct RegionTimerTests {
  @Test func aRegionsDelaysAreFoundWhereverTheirRowsAreWritten() {
    let bright = NightLight(light: .bright, room: .empty)
    #expect(NightLight.timedEvents(in: bright).map(\.delay) == [.seconds(20)])
    let dim = NightLight(light: .dim, room: .empty)
    #expect(NightLight.timedEvents(in: dim).map(\.delay) == [.seconds(45)])
    #expect(
      NightLight.edges.filter { $0.delay != nil }.map(\.delay) == [.seconds(20), .seconds(45)])
  }

  @Test func eachRegionKeepsItsOwnTimersPerVisit() async {
    let clock = TestClock()
    let machine = Machine(Kiosk(), clock: clock)
    machine.send(.touch)  // t = 0: the screen's timeout is due at 30 s.
    await clock.advance(by: .seconds(10))
    machine.send(.print)  // t = 10: the printer moves; the screen's timer goes on.
    await clock.advance(by: .seconds(5) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .active, printer: .printing(pages: 1)))
    await clock.advance(by: .nanoseconds(1))  // t = 15: the page is done.
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .active, printer: .ready))
    await clock.advance(by: .seconds(15) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state.screen == .active)
    await clock.advance(by: .nanoseconds(1))  // t = 30: 30 s after the touch.
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .idle, printer: .ready))
  }

  @Test func aSelfTransitionRestartsOnlyItsRegionsTimers() async {
    let clock = TestClock()
    let machine = Machine(Kiosk(), clock: clock)
    machine.send(.print)  // t = 0: the page is done at 5 s.
    machine.send(.touch)  // the screen's timeout at 30 s.
    await clock.advance(by: .seconds(4))
    machine.send(.touch)  // t = 4: a self-transition of the screen; the printer's timer goes on.
    await clock.advance(by: .seconds(1))
    await machine.waitForEffects()
    #expect(machine.state == Kiosk(screen: .active, printer: .ready))
    await clock.advance(by: .seconds(29) - .nanoseconds(1))  // t = 34 - 1 ns
    await machine.waitForEffects()
    #expect(machine.state.screen == .active)
    await clock.advance(by: .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state.screen == .idle)
  }

  @Test func aSnapshotHoldsEveryRegionsTimersAndARestoreResumesThem() async throws {
    let clock = TestClock()
    let machine = Machine(Kiosk(), clock: clock)
    machine.send(.touch)
    await clock.advance(by: .seconds(2))
    machine.send(.print)
    await clock.advance(by: .seconds(1))
    let snapshot = machine.snapshot(takenAt: .seconds(100))
    // Deadline order across the regions: the page at 2 + 5, the screen at 30.
    #expect(snapshot.timers.map(\.event) == [.done, .timeout])
    #expect(snapshot.timers.map(\.remaining) == [.seconds(4), .seconds(27)])
    let data = try JSONEncoder().encode(snapshot)
    let newClock = TestClock()
    let restored = Machine(
      restoring: try JSONDecoder().decode(MachineSnapshot<Kiosk>.self, from: data),
      clock: newClock)
    await newClock.advance(by: .seconds(4))
    await restored.waitForEffects()
    #expect(restored.state == Kiosk(screen: .active, printer: .ready))
    await newClock.advance(by: .seconds(23))
    await restored.waitForEffects()
    #expect(restored.state == Kiosk(screen: .idle, printer: .ready))
  }

  @Test func aMachineWithRegionsTimesEveryRegionsEvents() {
    let state = Kiosk(screen: .active, printer: .printing(pages: 1))
    #expect(
      Kiosk.timedEvents(in: state).map(\.description) == [
        "timeout after 30.0 seconds", "done after 5.0 seconds",
      ])
    // Each region is a scope of its own: the printer's timer is its scope's.
    #expect(Kiosk._timedEvents(of: state, scope: 0).map(\.event) == [.timeout])
    #expect(Kiosk._timedEvents(of: state, scope: 1).map(\.event) == [.done])
    #expect(Kiosk._timedEvents(of: state, scope: 2).isEmpty)
    #expect(Kiosk.edges.filter { $0.delay != nil }.count == 2)
  }
}

/// A room whose two regions both have a superstate with history: the second region's memory is
/// in the slot after the first's.
@StateMachine
struct Room: Equatable, Sendable {
  var music: Music
  var lights: Lights

  enum Music: Equatable, Sendable {
    @Initial case silent
    case playing(track: Int = 1)
    case paused(track: Int)

    enum Superstate { case on }

    static let superstates: [Superstates] = [
      .superstate(.on, contains: [.playing, .paused], history: .deep(default: .paused(track: 0)))
    ]

    static let transitions: [Transition] = [
      .from(.silent, on: .play, to: .playing),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing),
      .within(.on, on: .leave, to: .silent),
      .from(.silent, on: .come, toHistoryOf: .on),
    ]
  }

  enum Lights: Equatable, Sendable {
    @Initial case dark
    case dim
    case bright

    enum Superstate { case lit }

    static let superstates: [Superstates] = [
      .superstate(.lit, contains: [.dim, .bright], history: .shallow(default: .dim))
    ]

    static let transitions: [Transition] = [
      .from(.dark, on: .play, to: .dim),
      .from(.dim, on: .brighten, to: .bright),
      .from(.bright, on: .pause, to: .dim),
      .within(.lit, on: .leave, to: .dark),
      .from(.dark, on: .come, toHistoryOf: .lit),
    ]
  }

  enum Event: Equatable, Sendable {
    case play, pause, brighten, leave, come
  }
}

@Suite struct RegionHistoryTests {
  @Test func eachRegionReturnsWhereItWasLeft() throws {
    let machine = Machine(Room())
    machine.send(.play)
    machine.send(.brighten)
    machine.send(.pause)
    machine.send(.brighten)
    #expect(machine.state == Room(music: .paused(track: 1), lights: .bright))
    machine.send(.leave)
    #expect(machine.state == Room(music: .silent, lights: .dark))
    #expect(
      machine.memory[superstate: .music(.on)] == Room(music: .paused(track: 1), lights: .bright))
    #expect(
      machine.memory[superstate: .lights(.lit)] == Room(music: .paused(track: 1), lights: .bright))
    machine.send(.come)
    #expect(machine.state == Room(music: .paused(track: 1), lights: .bright))
  }

  /// The generated recording against the rule, from every state to every state: a step that
  /// leaves a superstate with history makes it remember the step's source, and only then.
  @Test func theGeneratedRecordingFollowsTheSuperstates() {
    let music: [Room.Music] = [.silent, .playing(track: 3), .paused(track: 4)]
    let lights: [Room.Lights] = [.dark, .dim, .bright]
    let states = music.flatMap { music in lights.map { Room(music: music, lights: $0) } }
    #expect(Room._historySuperstates == [.music(.on), .lights(.lit)])
    var checked = 0
    for from in states {
      for to in states {
        var memory = StateMemory<Room>()
        memory.record(Step(from: from, event: .leave, to: to))
        for superstate in Room._historySuperstates {
          let left =
            Room.superstates(of: from.case).contains(superstate)
            && !Room.superstates(of: to.case).contains(superstate)
          #expect(
            memory[superstate: superstate] == (left ? from : nil),
            "\(from) -> \(to), \(superstate)")
          checked += left ? 1 : 0
        }
      }
    }
    // Each superstate is left from 6 of the 9 combinations (2 of its region's 3 cases, with any
    // case of the other region) to 3 (its region's case outside it): 18 pairs each.
    #expect(checked == 18 + 18)
  }
}

/// A region's row that depends on another region, followed by the same row without the
/// condition: the second is the fallback, not a repeat of the first.
@StateMachine
struct Heater: Equatable, Sendable {
  var power: Power
  var mode: Mode

  enum Power: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .press, to: .on).whenIn(.mode(.eco)),
      .from(.off, on: .press, to: .on),
      .from(.on, on: .press, to: .off),
    ]
  }

  enum Mode: Equatable, Sendable {
    @Initial case normal
    case eco

    static let transitions: [Transition] = [
      .from(.normal, on: .toggle, to: .eco),
      .from(.eco, on: .toggle, to: .normal),
    ]
  }

  enum Event: Equatable, Sendable { case press, toggle }
}

@Suite struct RegionConditionFallbackTests {
  @Test func aRowWithoutTheConditionIsTheFallbackOfTheSameRowWithIt() throws {
    for mode in [Heater.Mode.normal, .eco] {
      var heater = Heater(power: .off, mode: mode)
      try heater.press()
      #expect(heater == Heater(power: .on, mode: mode))
    }
    // Both rows are drawn: the conditioned one and its fallback.
    #expect(Heater.edges.filter { $0.source == .power(.off) }.count == 2)
  }
}
