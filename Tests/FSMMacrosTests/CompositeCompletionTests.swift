import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// A parcel: processing runs payment and packing side by side, and is done when both are;
/// delivering holds a route, done on arrival. The holder's `.onDone` rows go on from each.
@StateMachine
enum Parcel: Equatable, Sendable {
  @Initial case cart
  @Composite case processing(Fulfilment)
  @Composite case delivering(Route)
  case confirmed
  @Final case closed

  @Submachine
  struct Fulfilment: Equatable, Sendable {
    var payment: Payment
    var packing: Packing

    enum Payment: Equatable, Sendable {
      @Initial case authorizing
      @Final case captured(amount: Int)
      static let transitions: [Transition] = [
        .from(.authorizing, on: .capture, to: .captured)
      ]
    }

    enum Packing: Equatable, Sendable {
      @Initial case picking
      @Final case packed
      static let transitions: [Transition] = [
        .from(.picking, on: .pack, to: .packed)
      ]
    }
  }

  @Submachine
  enum Route: Equatable, Sendable {
    @Initial case onTheWay
    case delayed
    @Final case arrived
    @Final case arrivedLate
    static let transitions: [Transition] = [
      .from(.onTheWay, on: .delay, to: .delayed),
      .from(.onTheWay, on: .arrive, to: .arrived),
      .from(.delayed, on: .arrive, to: .arrivedLate),
    ]
  }

  enum Event: Equatable, Sendable {
    case pay, pack, arrive, delay, close
    case capture(amount: Int)
  }
  enum Effect: Equatable, Sendable { case dispatch, thank }

  static let transitions: [Transition] = [
    .from(.cart, on: .pay, to: .processing),
    // Every region of Fulfilment in a final case.
    .onDone(.processing, to: .delivering, emit: .dispatch),
    // A guarded completion: only a parcel that was never delayed is thanked for.
    .onDone(.delivering, to: .confirmed, emit: .thank, when: Parcel.wasOnTime),
    .onDone(.delivering, to: .confirmed),
    .from(.confirmed, on: .close, to: .closed),
  ]

  /// Whether the route arrived without a delay.
  @Sendable static func wasOnTime(_ parcel: Parcel) -> Bool {
    guard case .delivering(let route) = parcel else { return false }
    return route == .arrived
  }
}

/// A launch: fuel and weather checked side by side, each emitting when it is done; both done,
/// the completion row fires in the same step.
@StateMachine
enum Launch: Equatable, Sendable {
  @Initial case idle
  @Composite case checks(Checks)
  @Final case launched

  @Submachine
  struct Checks: Equatable, Sendable {
    var fuel: Fuel
    var weather: Weather

    enum Fuel: Equatable, Sendable {
      @Initial case filling
      @Final case full
      static let transitions: [Transition] = [
        .from(.filling, on: .go, to: .full, emit: .fueled)
      ]
    }

    enum Weather: Equatable, Sendable {
      @Initial case watching
      @Final case clear
      static let transitions: [Transition] = [
        .from(.watching, on: .go, to: .clear, emit: .cleared)
      ]
    }
  }

  enum Event: Equatable, Sendable { case start, go }
  enum Effect: Equatable, Sendable { case fueled, cleared, ignition }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .checks),
    .onDone(.checks, to: .launched, emit: .ignition),
  ]
}

@Suite("A composite state's completion")
struct CompositeCompletionTests {
  @Test("the holder's onDone fires once every region of the held struct is final")
  func doneWhenEveryRegionIsFinal() throws {
    var parcel = Parcel.cart
    try parcel.send(.pay)
    let captured = try parcel.send(.capture(amount: 5))
    // One region final is not enough.
    #expect(parcel == .processing(.init(payment: .captured(amount: 5), packing: .picking)))
    #expect(captured.effect == nil)
    let packed = try parcel.send(.pack)
    #expect(parcel == .delivering(.onTheWay))
    #expect(packed.effect == .dispatch)
    // The completion is a microstep of the step that made the held machine done.
    let microsteps = Parcel.microsteps(of: packed)
    #expect(microsteps.count == 1)
    #expect(microsteps.first?.to == .delivering(.onTheWay))
  }

  @Test("a held enum is done in any final case; completion rows are tried in order, guarded")
  func doneInAFinalCase() throws {
    var parcel = Parcel.delivering(.onTheWay)
    let step = try parcel.send(.arrive)
    #expect(parcel == .confirmed)
    #expect(step.effect == .thank)
    var late = Parcel.delivering(.onTheWay)
    try late.send(.delay)
    #expect(late == .delivering(.delayed))
    let arrival = try late.send(.arrive)
    #expect(late == .confirmed)
    #expect(arrival.effect == nil)
  }

  @Test("a machine enters and leaves the composite states; a completion is no move inside")
  func observers() throws {
    let machine = Machine(Parcel.cart)
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.processing) { _ in log.withLock { $0.append("enter processing") } },
      machine.onExit(.processing) { _ in log.withLock { $0.append("exit processing") } },
      machine.onEnter(.delivering) { _ in log.withLock { $0.append("enter delivering") } },
      machine.onExit(.delivering) { _ in log.withLock { $0.append("exit delivering") } },
    ]
    machine.send(.pay)
    machine.send(.capture(amount: 1))
    machine.send(.pack)
    machine.send(.delay)
    machine.send(.arrive)
    #expect(
      log.withLock { $0 } == [
        "enter processing", "exit processing", "enter delivering", "exit delivering",
      ])
    #expect(machine.state == .confirmed)
    _ = tokens
  }

  @Test("the documents draw a completion from the composite state, as done")
  func documents() throws {
    let dot = Parcel.dot
    let result = try runCommand(writing: dot, to: "machine.dot") { ["dot", "-Tsvg", $0] }
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
    #expect(
      dot.contains(
        #""__initial_processing.payment" -> "__initial_delivering" [label="done / dispatch", style=bold, ltail="cluster_processing__held", lhead="cluster_delivering__held"];"#
      ))
    // SCXML: on the done event, queued as FSM takes it, and on every region being in a final
    // state (`done.state.processing` also matches `done.state.processing.payment`, raised when
    // payment alone is done).
    let scxml = Parcel.scxml
    let completion = try #require(
      scxml.range(
        of:
          #"<transition event="done.state.processing" cond="In('processing.payment.captured') &amp;&amp; In('processing.packing.packed')" target="delivering">"#
      ))
    // The regions' done events, which that descriptor also matches, are taken first by a
    // transition doing nothing: one queued before another state's completion would otherwise
    // take this one ahead of it once both regions are done (`Relay` in the SCXML check).
    let regions = try #require(
      scxml.range(
        of: #"<transition event="done.state.processing.payment done.state.processing.packing"/>"#))
    #expect(regions.lowerBound < completion.lowerBound)
    // The route holds no state that completes: nothing to take.
    #expect(!scxml.contains(#"event="done.state.delivering."#))
    // Two final states of the route: either completes it; the row's guard comes after.
    #expect(
      scxml.contains(
        #"cond="(In('delivering.arrived') || In('delivering.arrivedLate')) &amp;&amp; Parcel.wasOnTime""#
      ))
    #expect(Parcel.mermaid.contains("processing --> delivering : done / dispatch"))
  }

  @Test("regions that each emit, then the completion row: every effect, in order in the step")
  func collectedEffectsThenCompletion() async throws {
    var launch = Launch.checks(Launch.Checks(fuel: .filling, weather: .watching))
    let step = try launch.send(.go)
    #expect(launch == .launched)
    #expect(step.effects == [.fueled, .cleared, .ignition])
    let performed = Locked<[Launch.Effect]>([])
    let machine = Machine(
      Launch.idle, effects: { effect, _ in performed.withLock { $0.append(effect) } })
    machine.send(.start)
    machine.send(.go)
    await machine.waitForEffects()
    #expect(machine.state == .launched)
    #expect(sameElements(performed.withLock { $0 }, [.fueled, .cleared, .ignition]))
  }
}
