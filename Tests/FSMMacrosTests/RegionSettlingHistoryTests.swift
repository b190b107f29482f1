import FSMMacros
import FSMTesting
import Testing

// Eventless and completion rows back to a history in a region's table (issue 67, item 2): the
// region returns where its superstate was left, with the memory the step has so far.

/// A weaver: the shuttle weaves left and right; paused, it goes back to where it was once the
/// pedal is up again; an inspection, once passed, sends it back too.
@StateMachine
struct Weaver: Equatable, Sendable {
  var shuttle: Shuttle
  var pedal: Pedal

  enum Event: Equatable, Sendable {
    case weave, pause, press, release, finish, approve
  }

  enum Effect: Equatable, Sendable {
    case resumed, inspected
  }

  enum Shuttle: Equatable, Sendable {
    @Initial case idle
    case left, right
    case paused
    case checking, passed

    enum Superstate { case weaving, inspection }

    static let superstates: [Superstates] = [
      .superstate(.weaving, contains: [.left, .right], history: .shallow(default: .left)),
      .superstate(.inspection, contains: [.checking, .passed], final: [.passed]),
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .weave, to: .left),
      .from(.left, on: .weave, to: .right),
      .from(.right, on: .weave, to: .left),
      .within(.weaving, on: .pause, to: .paused),
      .within(.weaving, on: .finish, to: .checking),
      .from(.checking, on: .approve, to: .passed),
      // Back where it was, once the pedal is up.
      .from(.paused, toHistoryOf: .weaving, emit: .resumed).whenIn(.pedal(.up)),
      .onDone(.inspection, toHistoryOf: .weaving, emit: .inspected),
    ]
  }

  enum Pedal: Equatable, Sendable {
    @Initial case up
    case down

    static let transitions: [Transition] = [
      .from(.up, on: .press, to: .down),
      .from(.down, on: .release, to: .up),
    ]
  }
}

@Suite struct RegionSettlingHistoryTests {
  @Test func anEventlessRowReturnsToTheRegionsHistory() {
    let machine = Machine(Weaver())
    for event in [Weaver.Event.weave, .weave, .press, .pause] {
      #expect(machine.send(event).step != nil)
    }
    #expect(machine.state == Weaver(shuttle: .paused, pedal: .down))
    // The pedal comes up: the shuttle goes back to `right`, where `weaving` was left.
    let step = machine.send(.release).step
    #expect(machine.state == Weaver(shuttle: .right, pedal: .up))
    #expect(step?.effects == [.resumed])
  }

  @Test func aCompletionRowReturnsToTheRegionsHistory() {
    let machine = Machine(Weaver())
    for event in [Weaver.Event.weave, .weave, .finish] {
      #expect(machine.send(event).step != nil)
    }
    #expect(machine.state.shuttle == .checking)
    let step = machine.send(.approve).step
    #expect(machine.state.shuttle == .right)
    #expect(step?.effects == [.inspected])
  }

  @Test func withoutAMemoryTheHistorysDefault() throws {
    // A value alone has no memory: the row goes to the history's default.
    var loom = Weaver(shuttle: .checking, pedal: .up)
    try loom.send(.approve)
    #expect(loom.shuttle == .left)
  }

  @Test func theDocumentsSayTheRowGoesToTheHistory() {
    // The eventless row (its condition `In()`) and the completion row, to the history.
    #expect(
      Weaver.scxml.contains(
        #"<transition cond="In('pedal.up')" target="shuttle.weaving.history">"#))
    #expect(
      Weaver.scxml.contains(
        #"<transition event="done.state.shuttle.inspection" target="shuttle.weaving.history">"#))
    #expect(Weaver.edges.contains { $0.event == nil && $0.historyOf == .shuttle(.weaving) })
    #expect(Weaver.edges.contains { $0.completes != nil && $0.historyOf == .shuttle(.weaving) })
  }
}
