import FSMMacros
import FSMTesting
import Testing

/// `Step.exited` and `Step.entered` at every depth, against the exit and entry sets W3C SCXML's
/// algorithm gives for the same statechart (worked out by hand in each test's comment: the
/// transition's domain, then its active descendants in reverse document order, and the states
/// entered below it in document order).
@Suite("A step's states left and entered, at every depth")
struct TraceTests {
  typealias Tasks = Errand.Tasks

  static func running(_ fetch: Tasks.Fetch, _ render: Tasks.Render) -> Errand {
    .running(Tasks(fetch: fetch, render: render))
  }

  /// The descriptions of `parts`, as SCXML ids name the states.
  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  @Test("a value's active parts: the state, then the configuration it holds, regions in order")
  func activeParts() {
    #expect(names(Errand.idle.activeParts) == ["idle"])
    #expect(
      names(Self.running(.retrying(.givingUp), .drawn).activeParts) == [
        "running", "running.fetch.retrying", "running.fetch.retrying.givingUp",
        "running.render.drawn",
      ])
    #expect(
      names(Call.connected(.init(audio: .muted, video: .sharing(.window))).activeParts) == [
        "connected", "connected.audio.muted", "connected.video.sharing",
        "connected.video.sharing.window",
      ])
    // Without composite states: one state per region of a struct.
    #expect(
      names(DualRadio(tuner: .off, downloader: .idle).activeParts) == [
        "tuner.off", "downloader.idle",
      ])
  }

  @Test("without composite states, a step leaves and enters the cases of the regions it moves")
  func flat() throws {
    var radio = DualRadio(tuner: .off, downloader: .idle)
    let step = try radio.send(.power)
    #expect(names(step.exited) == ["tuner.off"])
    #expect(names(step.entered) == ["tuner.scanning"])
  }

  @Test("entering a composite state enters its held machine's initial configuration")
  func entering() throws {
    var errand = Errand.idle
    let step = try errand.start()
    // Domain: the root. Exit {idle}; enter running, then each region's initial state.
    #expect(names(step.exited) == ["idle"])
    #expect(
      names(step.entered) == ["running", "running.fetch.loading", "running.render.blank"])
  }

  @Test("a move inside one region leaves and enters only that region's states")
  func insideOneRegion() throws {
    var errand = Self.running(.loading, .blank)
    let step = try errand.succeed()
    // Domain: the region fetch (a compound state). Exit {loading}; enter {loaded}.
    #expect(names(step.exited) == ["running.fetch.loading"])
    #expect(names(step.entered) == ["running.fetch.loaded"])
    // Domain: fetch again, from inside the held Backoff: exit waiting and retrying.
    var retrying = Self.running(.retrying(.waiting), .blank)
    let left = try retrying.succeed()
    #expect(names(left.exited) == ["running.fetch.retrying.waiting", "running.fetch.retrying"])
    #expect(names(left.entered) == ["running.fetch.loaded"])
  }

  @Test("a row leaving the composite state exits everything in it, innermost and last region first")
  func leavingTheCompositeState() throws {
    var errand = Self.running(.loaded, .blank)
    let step = try errand.crash(code: 7)
    // Domain: the root. Exit running's descendants in reverse document order, then running.
    #expect(names(step.exited) == ["running.render.blank", "running.fetch.loaded", "running"])
    #expect(names(step.entered) == ["failed"])
    // From two levels down, to the composite state itself: it is left and entered again.
    var deep = Self.running(.retrying(.givingUp), .drawn)
    let restarted = try deep.restart()
    #expect(
      names(restarted.exited) == [
        "running.render.drawn", "running.fetch.retrying.givingUp", "running.fetch.retrying",
        "running",
      ])
    #expect(
      names(restarted.entered) == ["running", "running.fetch.loading", "running.render.blank"])
  }

  @Test("two regions moving on one event: exits last region first, entries in order")
  func twoRegions() throws {
    var call = Call.connected(.init(audio: .unmuted, video: .sharing(.window)))
    let step = try call.mute()
    // Two transitions, domains audio and video: the union of their exit sets in reverse
    // document order (video's subtree, then audio's), entries in document order.
    #expect(
      names(step.exited) == [
        "connected.video.sharing.window", "connected.video.sharing", "connected.audio.unmuted",
      ])
    #expect(names(step.entered) == ["connected.audio.muted", "connected.video.off"])
  }

  @Test("the holder's row from the composite state leaves all of it")
  func holderSelfRow() throws {
    // Domain: the root (the row's source is the composite state).
    var purchase = Purchase.processing(.init(payment: .captured(amount: 3), shipping: .packing))
    let step = try purchase.cancel()
    #expect(
      names(step.exited) == [
        "processing.shipping.packing", "processing.payment.captured", "processing",
      ])
    #expect(names(step.entered) == ["cancelled"])
    // The machine's own superstates are listed apart, as for a machine without composites.
    #expect(step.exitedSuperstates == [.open])
  }

  @Test("a step that settles: its event's row, then the completion row it raised")
  func settling() throws {
    var parcel = Parcel.processing(.init(payment: .captured(amount: 1), packing: .picking))
    let step = try parcel.send(.pack)
    #expect(parcel == .delivering(.onTheWay))
    // The event's transition (domain: packing), then done.state.processing's (domain: the root).
    #expect(
      names(step.exited) == [
        "processing.packing.picking", "processing.packing.packed",
        "processing.payment.captured", "processing",
      ])
    #expect(
      names(step.entered) == ["processing.packing.packed", "delivering", "delivering.onTheWay"])
    let microstep = try #require(Parcel.microsteps(of: step).first)
    #expect(names(microstep.exited) == Array(names(step.exited).dropFirst()))
    #expect(names(microstep.entered) == ["delivering", "delivering.onTheWay"])
  }

  static let errandEvents: [Errand.Event] = [
    .start, .succeed, .fail, .draw, .refetch, .reset, .finish, .restart, .retry, .crash(code: 3),
  ]

  @Test("FSMTesting's transition cover takes every row of the tree, leaving rows included")
  func transitionCover() {
    let paths = Errand.transitionCover(from: .idle, sending: Self.errandEvents)
    let coverage = TransitionCoverage<Errand>()
    for step in paths.joined() {
      coverage.record(step)
    }
    #expect(coverage.missing.isEmpty, "\(coverage.missing)")
    // Every configuration is explored, not only every case of the top.
    #expect(Errand.reachableCases(from: .idle, sending: Self.errandEvents).count == 4)
  }

  @Test("a step records the rows it took at every depth, a leaving row's with its deep source")
  func coverageOfOneStep() throws {
    var errand = Self.running(.retrying(.waiting), .blank)
    let coverage = TransitionCoverage<Errand>()
    coverage.record(try errand.succeed())
    let missing = Set(coverage.missing.map(\.description))
    // Taken: waiting's row leaving for fetch's loaded (an edge named from the top).
    let taken = Errand.edges.filter { !missing.contains($0.description) }
    #expect(
      taken.map(\.description) == [
        "running.fetch.retrying.waiting --succeed--> running.fetch.loaded"
      ])
  }

  @Test("replay follows a path through a composite state and out of it by a leaving row")
  func replayThroughATree() throws {
    func edge(_ text: String) throws -> Edge<Errand> {
      try #require(Errand.edges.first { $0.description == text })
    }
    let path = [
      try edge("idle --start--> running"),
      try edge("running.fetch.loading --succeed--> running.fetch.loaded"),
      try edge("running.render.blank --draw--> running.render.drawn"),
      try edge("running.render.drawn --restart--> running"),
      try edge("running.fetch.loading --succeed--> running.fetch.loaded"),
      try edge("running.fetch.loaded --crash--> failed / report"),
    ]
    let steps = try replay(path, from: Errand.idle) { edge in
      edge.event == .crash ? .crash(code: 9) : Self.errandEvents.first { $0.case == edge.event }!
    }
    #expect(steps.last?.to == .failed(code: 9))
    // A path whose edge its step does not take deviates there.
    #expect(throws: PathDeviation<Errand>.self) {
      try replay([path[0], path[2], path[5]], from: Errand.idle) { edge in
        Self.errandEvents.first { $0.case == edge.event }!
      }
    }
  }
}
