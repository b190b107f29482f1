import FSMRuntime
import Testing

// MARK: - send

@Suite struct SendTests {
  @Test func send_whenAccepted_movesToTheTargetAndReturnsTheStep() throws {
    var light = Light.off
    let step = try light.send(.toggle)
    #expect(light == .on(brightness: 100))
    #expect(step == Step(from: .off, event: .toggle, to: .on(brightness: 100)))
  }

  @Test func send_whenRejected_throwsAndLeavesTheStateUnchanged() {
    var light = Light.off
    #expect(throws: InvalidTransition<Light>(state: .off, event: .dim)) {
      try light.send(.dim(to: 3))
    }
    #expect(light == .off)
  }

  @Test func accepts_evaluatesTheTransitionFunction() {
    #expect(Light.off.accepts(.toggle))
    #expect(!Light.off.accepts(.dim(to: 1)))
    #expect(Light.on(brightness: 1).accepts(.dim(to: 1)))
  }
}

// MARK: - Values

@Suite struct ValueTests {
  @Test func invalidTransition_describesTheStateTheEventAndTheAcceptedEvents() {
    #expect(
      "\(InvalidTransition<Light>(state: .on, event: .dim))"
        == "state 'on' of 'Light' does not accept event 'dim'; it accepts 'toggle', 'dim'")
    #expect(
      "\(InvalidTransition<Light>(state: .off, event: .dim))"
        == "state 'off' of 'Light' does not accept event 'dim'; it accepts 'toggle'")
  }

  @Test func eventsAcceptedFrom_followsTheEventOrderNotTheTableOrder() {
    #expect(Light.events(acceptedFrom: .on) == [.toggle, .dim])
    #expect(Light.events(acceptedFrom: .off) == [.toggle])
  }

  @Test func step_describesItselfWithCaseNames() {
    let step = Step<Light>(from: .on(brightness: 3), event: .dim(to: 5), to: .on(brightness: 5))
    #expect("\(step)" == "on --dim--> on")
  }

  @Test func edge_describesGuardsAndUnknownTargets() {
    #expect(
      "\(Edge<Light>(source: .on, event: .dim, target: nil, guarded: true))"
        == "on --dim [guard]--> ?")
  }

  @Test func edge_decodesTheGeneratedEncoding() {
    // Positions in allCases: running 0, stopped 1; request 0, received 1, relay 2, stop 3;
    // fetch 0, relay 1.
    let edges = Edge<Pipeline>._decode("0,0,0,0,0;0,2,-,1,1;0,3,1,-,0")
    #expect(
      edges == [
        Edge(source: .running, event: .request, target: .running, effect: .fetch),
        Edge(source: .running, event: .relay, target: nil, effect: .relay, guarded: true),
        Edge(source: .running, event: .stop, target: .stopped),
      ])
  }

  @Test func never_isAnEffectTypeWithNoCases() {
    #expect(Never.Case.allCases.isEmpty)
    let step = Step<Light>(from: .off, event: .toggle, to: .off)
    #expect(step.effect == nil)
  }

  @Test func transitionRows_keepWhatTheyWereGiven() {
    let guarded = Transition<Light>.from(
      [.off, .on], on: .toggle, to: .off, when: { _, _ in false })
    #expect(guarded.sources == .states([.off, .on]))
    #expect(guarded.guardCondition?(.off, .toggle) == false)
    #expect(guarded.builder == nil)

    let built = Transition<Light>.fromAny(except: [.off], on: .dim) { state, _ in state }
    #expect(built.sources == .anyExcept([.off]) && built.target == nil)

    // A single source, a list, none excepted; and a changed list reads back as set.
    #expect(Transition<Light>.from(.on, on: .dim, to: .on).sources == .states([.on]))
    #expect(Transition<Light>.fromAny(on: .toggle, to: .off).sources == .anyExcept([]))
    var changed = guarded
    changed.sources = .anyExcept([.on])
    #expect(changed.sources == .anyExcept([.on]))
    changed.sources = .states([.on, .off])
    #expect(changed.sources == .states([.on, .off]))
    #expect(built.builder?(.on(brightness: 2), .toggle) == .on(brightness: 2))
  }
}
