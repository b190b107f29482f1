import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A call: once answered, audio and video run side by side (a struct of regions held by a
/// state), and video, when it shares the screen, holds a machine of its own.
@StateMachine
enum Call: Equatable, Sendable {
  @Initial case ringing
  @Composite case connected(Media)
  @Final case ended

  @Submachine
  struct Media: Equatable, Sendable {
    var audio: Audio
    var video: Video

    enum Audio: Equatable, Sendable {
      @Initial case unmuted
      case muted
      static let transitions: [Transition] = [
        .from(.unmuted, on: .mute, to: .muted, emit: .muteMicrophone),
        .from(.muted, on: .mute, to: .unmuted),
      ]
    }

    enum Video: Equatable, Sendable {
      @Initial case off
      @Composite case sharing(Screen)
      static let transitions: [Transition] = [
        .from(.off, on: .share, to: .sharing, emit: .startCapture),
        .from(.sharing, on: .share, to: .off),
        // Both regions take `.mute`: video pauses sharing with the microphone.
        .from(.sharing, on: .mute, to: .off, emit: .stopCapture),
      ]

      @Submachine
      enum Screen: Equatable, Sendable {
        @Initial case window
        case desktop(monitor: Int)
        static let transitions: [Transition] = [
          .from(
            .window, on: .widen, to: .desktop,
            build: { _, event in
              guard case .widen(let monitor) = event else { return .window }
              return .desktop(monitor: monitor)
            }
          )
          // Two levels up and across: only while the microphone is on.
          .whenIn(.connected(.audio(.unmuted))),
          // Inner first: `.share` from the desktop goes back to a window, and does not stop
          // sharing.
          .from(.desktop, on: .share, to: .window),
        ]
      }
    }
  }

  enum Event: Equatable, Sendable {
    case answer, mute, share, hangUp
    case widen(monitor: Int)
  }
  enum Effect: Equatable, Sendable { case muteMicrophone, startCapture, stopCapture }

  static let transitions: [Transition] = [
    .from(.ringing, on: .answer, to: .connected),
    .from(.connected, on: .hangUp, to: .ended),
  ]
}

/// A purchase whose `processing` state runs payment and shipping side by side, inside a
/// superstate with history; an order left on hold comes back to the configuration it left.
@StateMachine
enum Purchase: Equatable, Sendable, Codable {
  @Initial case cart(items: Int = 0)
  @Composite case processing(Fulfilment)
  case onHold
  @Final case cancelled

  @Submachine
  struct Fulfilment: Equatable, Sendable, Codable {
    var payment: Payment
    var shipping: Shipping

    enum Payment: Equatable, Sendable, Codable {
      @Initial case authorizing
      @Final case captured(amount: Int)
      static let transitions: [Transition] = [
        .from(
          .authorizing, on: .capture, to: .captured, emit: .receipt,
          when: { _, event in
            guard case .capture(let amount) = event else { return false }
            return amount > 0
          })
      ]
    }

    enum Shipping: Equatable, Sendable, Codable {
      @Initial case packing
      @Final case shipped
      enum Superstate { case preparing }
      static let superstates: [Superstates] = [
        .superstate(.preparing, contains: [.packing])
      ]
      static let transitions: [Transition] = [
        // Shipped only once paid: a condition on the other region, named from the top.
        .within(.preparing, on: .ship, to: .shipped, emit: .label)
          .whenIn(.processing(.payment(.captured))),
        // Both regions take `.capture`: shipping prints the invoice as payment emits the receipt.
        .from(.packing, on: .capture, to: .packing, emit: .invoice),
      ]
    }
  }

  enum Event: Equatable, Sendable, Codable {
    case add, pay, ship, hold, resume, cancel, expire
    case capture(amount: Int)
  }
  enum Effect: Equatable, Sendable, Codable { case receipt, label, invoice }
  enum Superstate { case open }

  static let superstates: [Superstates] = [
    .superstate(.open, contains: [.cart, .processing], history: .deep(default: .cart()))
  ]

  static let transitions: [Transition] = [
    .from(
      .cart, on: .add, to: .cart,
      build: { state, _ in
        guard case .cart(let items) = state else { return state }
        return .cart(items: items + 1)
      }),
    .from(.cart, on: .pay, to: .processing),
    .within(.open, on: .hold, to: .onHold),
    .from(.onHold, on: .resume, toHistoryOf: .open),
    .from(.processing, on: .expire, after: .seconds(60), to: .cancelled),
    .from(.processing, on: .cancel, to: .cancelled),
  ]
}

/// A booth whose session holds its screens, inside a superstate with shallow history: coming
/// back enters the session at its initial screen, not the one it left.
@StateMachine
enum Booth: Equatable, Sendable {
  @Initial case idle
  @Composite case session(Screens)
  case paused

  @Submachine
  enum Screens: Equatable, Sendable {
    @Initial case menu
    @Final case basket
    static let transitions: [Transition] = [
      .from(.menu, on: .browse, to: .basket)
    ]
  }

  enum Event: Equatable, Sendable { case start, browse, pause, resume }
  enum Superstate { case active }

  static let superstates: [Superstates] = [
    .superstate(.active, contains: [.idle, .session], history: .shallow(default: .idle))
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .session),
    .within(.active, on: .pause, to: .paused),
    .from(.paused, on: .resume, toHistoryOf: .active),
  ]
}

@Suite("Composite states")
struct CompositeTests {
  @Test("entering a composite state enters every region's initial case")
  func entering() throws {
    var call = Call.ringing
    let step = try call.send(.answer)
    #expect(step.to == .connected(Call.Media(audio: .unmuted, video: .off)))
    #expect(call.isIn(.connected(nil)))
    #expect(call.isIn(.connected(.audio(.unmuted))))
    #expect(!call.isIn(.connected(.audio(.muted))))
    #expect(!call.isIn(.ringing))
  }

  @Test("an event moves the regions that take it, in declaration order, and nothing outside")
  func regionsMove() throws {
    var call = Call.connected(.init(audio: .unmuted, video: .off))
    let share = try call.send(.share)
    #expect(share.effect == .startCapture)
    #expect(call == .connected(.init(audio: .unmuted, video: .sharing(.window))))
    #expect(call.isIn(.connected(.video(.sharing(.window)))))
    #expect(call.isIn(.connected(.video(.sharing(nil)))))
    // Both regions take `.mute`: audio's effect first (declaration order), then video's.
    let mute = try call.send(.mute)
    #expect(call == .connected(.init(audio: .muted, video: .off)))
    #expect(mute.effect == .muteMicrophone)
    #expect(Call._eventEffects(of: mute) == [.muteMicrophone, .stopCapture])
    #expect(Call._moreEffects(of: mute) == [.stopCapture])
  }

  @Test("an inner row preempts an outer one, at any depth")
  func innerFirst() throws {
    var call = Call.connected(.init(audio: .unmuted, video: .sharing(.window)))
    try call.send(.widen(monitor: 2))
    #expect(call == .connected(.init(audio: .unmuted, video: .sharing(.desktop(monitor: 2)))))
    // The screen's own `.share` row, not video's.
    try call.send(.share)
    #expect(call == .connected(.init(audio: .unmuted, video: .sharing(.window))))
    try call.send(.share)
    #expect(call == .connected(.init(audio: .unmuted, video: .off)))
  }

  @Test("a condition names a state of another region at any level, tested before the step")
  func conditionsAcrossLevels() throws {
    var muted = Call.connected(.init(audio: .muted, video: .sharing(.window)))
    #expect(throws: InvalidTransition<Call>.self) { try muted.send(.widen(monitor: 1)) }
    #expect(muted == .connected(.init(audio: .muted, video: .sharing(.window))))
    var unpaid = Purchase.processing(.init(payment: .authorizing, shipping: .packing))
    #expect(throws: InvalidTransition<Purchase>.self) { try unpaid.send(.ship) }
    try unpaid.send(.capture(amount: 4))
    try unpaid.send(.ship)
    #expect(unpaid == .processing(.init(payment: .captured(amount: 4), shipping: .shipped)))
  }

  @Test("a row of the holder leaves all of it; an event nothing takes is rejected")
  func leaving() throws {
    var call = Call.connected(.init(audio: .muted, video: .sharing(.window)))
    try call.send(.hangUp)
    #expect(call == .ended)
    var ringing = Call.ringing
    #expect(throws: InvalidTransition<Call>.self) { try ringing.send(.mute) }
    #expect(ringing == .ringing)
    var connected = Call.connected(.init(audio: .unmuted, video: .off))
    #expect(throws: InvalidTransition<Call>.self) { try connected.send(.widen(monitor: 1)) }
    #expect(connected == .connected(.init(audio: .unmuted, video: .off)))
  }

  @Test("a move inside a composite state is told apart from a row of its own")
  func movesInside() throws {
    let connected = Call.connected(.init(audio: .unmuted, video: .off))
    let inside = try #require(connected.transition(on: .mute))
    #expect(Call._movesInside(inside))
    #expect(Call._regionsMoved(by: inside) == 0)
    let out = try #require(connected.transition(on: .hangUp))
    #expect(!Call._movesInside(out))
    #expect(Call._regionsMoved(by: out) == 1)
  }

  @Test("parts and edges name states from the top down")
  func partsAndEdges() {
    #expect(Call.parts(of: .connected) == [.connected(nil)])
    #expect(
      Call.Part.connected(.video(.sharing(.desktop))).description
        == "connected.video.sharing.desktop")
    let edges = Call.edges.map {
      "\($0.source) -\($0.event.map { "\($0)" } ?? "")-> \($0.target.map { "\($0)" } ?? "")"
    }
    #expect(
      edges == [
        "ringing -answer-> connected",
        "connected -hangUp-> ended",
        "connected.audio.unmuted -mute-> connected.audio.muted",
        "connected.audio.muted -mute-> connected.audio.unmuted",
        "connected.video.off -share-> connected.video.sharing",
        "connected.video.sharing -share-> connected.video.off",
        "connected.video.sharing -mute-> connected.video.off",
        "connected.video.sharing.window -widen-> connected.video.sharing.desktop",
        "connected.video.sharing.desktop -share-> connected.video.sharing.window",
      ])
  }

  @Test("guards and payloads inside; every region's effect in declaration order")
  func guardsAndEffects() throws {
    var checkout = Purchase.processing(.init(payment: .authorizing, shipping: .packing))
    // Payment's guard refuses zero; shipping still takes `.capture`.
    let refused = try checkout.send(.capture(amount: 0))
    #expect(refused.effect == .invoice)
    #expect(checkout.isIn(.processing(.payment(.authorizing))))
    let captured = try checkout.send(.capture(amount: 5))
    #expect(checkout == .processing(.init(payment: .captured(amount: 5), shipping: .packing)))
    #expect(Purchase._eventEffects(of: captured) == [.receipt, .invoice])
    // A `within` row of a held table's superstate.
    let shipped = try checkout.send(.ship)
    #expect(shipped.effect == .label)
    #expect(Purchase._eventEffects(of: shipped) == [.label])
  }

  @Test("deep history around a composite state restores its inner configuration")
  func deepHistory() throws {
    let machine = Machine(Purchase.cart())
    machine.send(.pay)
    machine.send(.capture(amount: 3))
    machine.send(.hold)
    #expect(machine.state == .onHold)
    machine.send(.resume)
    #expect(machine.state == .processing(.init(payment: .captured(amount: 3), shipping: .packing)))
    // A value does not remember: the default.
    var value = Purchase.onHold
    try value.send(.resume)
    #expect(value == .cart())
  }

  @Test("shallow history around a composite state enters it at its initial configuration")
  func shallowHistory() {
    let machine = Machine(Booth.idle)
    machine.send(.start)
    machine.send(.browse)
    #expect(machine.state == .session(.basket))
    machine.send(.pause)
    machine.send(.resume)
    #expect(machine.state == .session(.menu))
  }

  @Test("a machine sees a composite state entered and left, not moves inside it")
  func observers() throws {
    let machine = Machine(Purchase.cart())
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.processing) { _ in log.withLock { $0.append("enter") } },
      machine.onExit(.processing) { _ in log.withLock { $0.append("exit") } },
      machine.onTransition { step in log.withLock { $0.append("\(step.event)") } },
    ]
    machine.send(.pay)
    machine.send(.capture(amount: 1))
    machine.send(.ship)
    machine.send(.cancel)
    #expect(
      log.withLock { $0 } == [
        "pay", "enter", "capture(amount: 1)", "ship", "exit", "cancel",
      ])
    #expect(machine.state == .cancelled)
    _ = tokens
  }

  @Test("a timer of a composite state goes on while the machine moves inside it")
  func timers() async throws {
    let clock = TestClock()
    let machine = Machine(Purchase.cart(), clock: clock)
    machine.send(.pay)
    await clock.advance(by: .seconds(40))
    machine.send(.capture(amount: 2))
    await clock.advance(by: .seconds(20) - .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state.isIn(.processing(.payment(.captured))))
    #expect(machine.state == .processing(.init(payment: .captured(amount: 2), shipping: .packing)))
    await clock.advance(by: .nanoseconds(1))
    await machine.waitForEffects()
    #expect(machine.state == .cancelled)
  }

  @Test("a snapshot of a composite state, its memory included, round-trips through JSON")
  func snapshots() throws {
    let machine = Machine(Purchase.cart())
    machine.send(.pay)
    machine.send(.capture(amount: 7))
    machine.send(.hold)
    let data = try JSONEncoder().encode(machine.snapshot())
    let decoded = try JSONDecoder().decode(MachineSnapshot<Purchase>.self, from: data)
    let restored = Machine(restoring: decoded)
    #expect(restored.state == .onHold)
    // The memory kept the whole configuration `hold` left.
    restored.send(.resume)
    #expect(restored.state == .processing(.init(payment: .captured(amount: 7), shipping: .packing)))
  }

  @Test("every effect of a step reaches the effect handler")
  func effectHandler() async throws {
    let performed = Locked<[Purchase.Effect]>([])
    let machine = Machine(
      Purchase.processing(.init(payment: .authorizing, shipping: .packing)),
      effects: { effect, _ in performed.withLock { $0.append(effect) } })
    machine.send(.capture(amount: 9))
    await machine.waitForEffects()
    #expect(sameElements(performed.withLock { $0 }, [.receipt, .invoice]))
  }
}

@Suite("Composite states' documents")
struct CompositeDocumentTests {
  @Test(arguments: [("Call", Call.dot), ("Purchase", Purchase.dot)])
  func graphvizRendersTheNestedClusters(name: String, dot: String) throws {
    let result = try runCommand(writing: dot, to: "machine.dot") { ["dot", "-Tsvg", $0] }
    #expect(result.status == 0, "dot failed on \(name): \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned on \(name): \(result.errors)")
    // One cluster per composite state and per held region; an edge into or out of a
    // composite state enters or leaves its cluster.
    #expect(dot.contains(#"subgraph "cluster_connected__held" {"#) == (name == "Call"))
    if name == "Call" {
      #expect(dot.contains(#"subgraph "cluster_connected.video_sharing__held" {"#))
      #expect(
        dot.contains(
          #""ringing" -> "__initial_connected.audio" [label="answer", lhead="cluster_connected__held"];"#
        ))
      #expect(
        dot.contains(
          #""__initial_connected.audio" -> "ended" [label="hangUp", ltail="cluster_connected__held"];"#
        ))
    }
  }

  @Test func mermaidNestsTheHeldMachineAndSeparatesItsRegions() {
    #expect(
      Call.mermaid == """
        stateDiagram-v2
          [*] --> ringing
          state connected {
            [*] --> connected_audio_unmuted
            state "unmuted" as connected_audio_unmuted
            state "muted" as connected_audio_muted
            connected_audio_unmuted --> connected_audio_muted : mute / muteMicrophone
            connected_audio_muted --> connected_audio_unmuted : mute
            --
            [*] --> connected_video_off
            state "off" as connected_video_off
            state "sharing" as connected_video_sharing {
              [*] --> connected_video_sharing_window
              state "window" as connected_video_sharing_window
              state "desktop" as connected_video_sharing_desktop
              connected_video_sharing_window --> connected_video_sharing_desktop : widen [in connected.audio.unmuted]
              connected_video_sharing_desktop --> connected_video_sharing_window : share
            }
            connected_video_off --> connected_video_sharing : share / startCapture
            connected_video_sharing --> connected_video_off : share
            connected_video_sharing --> connected_video_off : mute / stopCapture
          }
          ringing --> connected : answer
          connected --> ended : hangUp
          ended --> [*]

        """)
  }

  @Test func scxmlAndXStateWriteAParallelStateInsideAState() throws {
    // The composite state is a `<parallel>` holding a compound state per region; the one inside
    // a region is a compound `<state>` with its initial child; its own transitions are on it.
    let scxml = Call.scxml
    #expect(scxml.contains(#"<parallel id="connected">"#))
    #expect(scxml.contains(#"<state id="connected.audio" initial="connected.audio.unmuted">"#))
    #expect(
      scxml.contains(
        #"<state id="connected.video.sharing" initial="connected.video.sharing.window">"#))
    #expect(scxml.contains(#"<transition event="answer" target="connected"/>"#))
    let xstate = try #require(
      try JSONSerialization.jsonObject(with: Data(Call.xstate.utf8)) as? [String: Any])
    let states = try #require(xstate["states"] as? [String: Any])
    let connected = try #require(states["connected"] as? [String: Any])
    #expect(connected["type"] as? String == "parallel")
    let regions = try #require(connected["states"] as? [String: Any])
    #expect(Set(regions.keys) == ["audio", "video"])
    let video = try #require(regions["video"] as? [String: Any])
    let sharing = try #require((video["states"] as? [String: Any])?["sharing"] as? [String: Any])
    #expect(sharing["type"] as? String == "compound")
    // Stately's form: the initial transition's target, by id.
    let initial = try #require(sharing["initial"] as? [String: Any])
    let target = try #require((initial["target"] as? [String])?.first)
    #expect(target.hasSuffix("window"))
  }
}
