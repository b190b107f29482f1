import FSMMacros
import FSMTestSupport
import Foundation
import Testing

// A superstate's completion rows taken from inside a superstate nested in it (issue 67, item
// 3): the export writes them on each such state too, so that W3C's domain is the lowest
// superstate holding source and target, as FSM's (the Superstates article). Checked in an SCXML interpreter: Kettle.

@StateMachine
enum Samovar: Equatable, Sendable {
  @Initial case cold
  case warm
  case hot
  case ready
  case served

  enum Event: Equatable, Sendable { case start, serve }

  enum Superstate { case brewing, heating }

  static let superstates: [Superstates] = [
    .superstate(.brewing, contains: [.warm, .hot, .ready], final: [.ready]),
    .superstate(.heating, contains: [.warm, .hot], in: .brewing),
  ]

  static let transitions: [Transition] = [
    .from(.cold, on: .start, to: .ready),
    // From `ready` only (a state-dependent guard): into `heating` while the completion waits.
    .within(.brewing, to: .warm, when: { $0 == .ready }),
    // Inside `heating` to inside it: written on `warm` and `hot` too.
    .onDone(.brewing, to: .hot, when: { _ in true }),
    // Outside: the superstate's own transition says it.
    .onDone(.brewing, to: .served),
    .within(.brewing, on: .serve, to: .served),
  ]
}

@Suite struct CompletionExportTests {
  @Test func aCompletionInsideANestedSuperstateIsWrittenOnItsStates() throws {
    let scxml = Samovar.scxml
    // The superstate's own, as before: its domain is the superstate.
    #expect(scxml.contains(#"<transition event="done.state.brewing" type="internal" cond="#))
    // On each state of `heating`, after its own transitions: `warm` and `hot`.
    for state in ["warm", "hot"] {
      let element = try #require(
        scxml.range(of: #"<state id="\#(state)">"#).map { scxml[$0.lowerBound...] })
      let body = element[..<element.range(of: "</state>")!.lowerBound]
      #expect(body.contains(#"<transition event="done.state.brewing" cond="#), "\(body)")
      #expect(body.contains(#"target="hot""#), "\(body)")
      #expect(body.contains(#"<transition event="done.state.brewing" target="served"/>"#))
    }
    // `ready` is a `<final>`, directly in `brewing`: nothing on it.
    #expect(!scxml.contains(#"<final id="ready">"#))

    // XState: under `on`, with XState's done event of the superstate.
    let xstate = try JSONSerialization.jsonObject(with: Data(Samovar.xstate.utf8)) as? [String: Any]
    let brewing = (xstate?["states"] as? [String: Any])?["brewing"] as? [String: Any]
    let heating = (brewing?["states"] as? [String: Any])?["heating"] as? [String: Any]
    let warm = (heating?["states"] as? [String: Any])?["warm"] as? [String: Any]
    let on = try #require(warm?["on"] as? [String: Any])
    let done = try #require(on["xstate.done.state.Samovar.brewing"] as? [[String: Any]])
    #expect(done.count == 2)
    #expect((done.first?["target"] as? [String]) == ["#Samovar.brewing.heating.hot"])
    #expect(brewing?["onDone"] != nil)
  }

  @Test func theMachineKeepsTheNestedSuperstate() throws {
    // `start` enters `ready`, whose completion waits while the eventless row moves to `warm`;
    // then the completion row goes from `warm` to `hot`, inside `heating`, which it neither
    // leaves nor enters (the documents above say the same to SCXML and XState).
    let machine = Machine(Samovar.cold)
    let heating = Locked<[String]>([])
    machine.onEnter(superstate: .heating) { _ in heating.withLock { $0.append("enter") } }
    machine.onExit(superstate: .heating) { _ in heating.withLock { $0.append("exit") } }
    let entered = Locked<[Samovar.Case]>([])
    for state: Samovar.Case in [.ready, .warm, .hot] {
      machine.onEnter(state) { _ in entered.withLock { $0.append(state) } }
    }
    machine.send(.start)
    #expect(machine.state == .hot)
    #expect(entered.withLock { $0 } == [.ready, .warm, .hot])
    #expect(heating.withLock { $0 } == ["enter"])
  }
}
