import FSMMacros
import Testing

/// A machine whose cases have names of a design (`@Named`): the Swift names read as Swift, the
/// documents and `Case`'s description say the design's.
@StateMachine
enum Intercom: Sendable {
  @Initial @Named("line.idle") case lineIdle
  @Named("call.ringing") case ringing
  case talking

  enum Event: Sendable {
    @Named("device.press") case devicePress
    @Named("ev2.1") case ev21
    case hangUp
  }

  enum Effect: Sendable {
    @Named("bell.ring") case ring
  }

  static let transitions: [Transition] = [
    .from(.lineIdle, on: .devicePress, to: .ringing, emit: .ring),
    .from(.ringing, on: .ev21, to: .talking),
    .from([.ringing, .talking], on: .hangUp, to: .lineIdle),
  ]
}

@Suite struct NamedTests {
  @Test func caseDescriptionsAreTheNamesOfTheDesign() {
    #expect(Intercom.lineIdle.case.description == "line.idle")
    #expect(Intercom.ringing.case.description == "call.ringing")
    #expect(Intercom.talking.case.description == "talking")
    #expect(Intercom.Event.devicePress.case.description == "device.press")
    #expect(Intercom.Event.ev21.case.description == "ev2.1")
    #expect(Intercom.Event.hangUp.case.description == "hangUp")
    #expect(Intercom.Effect.ring.case.description == "bell.ring")
  }

  @Test func theMachineRunsOnItsSwiftNames() {
    let machine = Machine(Intercom.lineIdle)
    let step = machine.send(.devicePress).step
    #expect(machine.state == .ringing)
    #expect(step?.description == "line.idle --device.press--> call.ringing / bell.ring")
    _ = machine.send(.ev21)
    #expect(machine.state == .talking)
    guard case .rejected(let rejection) = machine.send(.devicePress) else {
      Issue.record("devicePress in talking was not rejected")
      return
    }
    #expect(rejection.state == .talking)
    #expect(machine.state == .talking)
  }

  @Test func scxmlWritesTheNamesAsTheyAre() {
    let scxml = Intercom.scxml
    #expect(scxml.contains("initial=\"line.idle\""), "\(scxml)")
    #expect(scxml.contains("<state id=\"line.idle\">"), "\(scxml)")
    #expect(scxml.contains("<state id=\"call.ringing\">"), "\(scxml)")
    #expect(scxml.contains("<state id=\"talking\">"), "\(scxml)")
    #expect(scxml.contains("event=\"device.press\" target=\"call.ringing\""), "\(scxml)")
    #expect(scxml.contains("event=\"ev2.1\" target=\"talking\""), "\(scxml)")
    #expect(scxml.contains("<send target=\"#_parent\" event=\"bell.ring\"/>"), "\(scxml)")
    #expect(!scxml.contains("_x002E_"), "\(scxml)")
  }

  @Test func xstateWritesTheNamesAsTheyAre() {
    let xstate = Intercom.xstate
    #expect(xstate.contains("\"target\": [\"line.idle\"]"), "\(xstate)")
    #expect(xstate.contains("\"key\": \"call.ringing\""), "\(xstate)")
    #expect(xstate.contains("\"id\": \"Intercom.call\\\\.ringing\""), "\(xstate)")
    #expect(xstate.contains("\"device.press\": ["), "\(xstate)")
    #expect(xstate.contains("\"type\": \"bell.ring\""), "\(xstate)")
  }

  @Test func diagramsKeepTheSwiftNames() {
    #expect(Intercom.dot.contains("devicePress"))
    #expect(!Intercom.dot.contains("device.press"))
  }
}
