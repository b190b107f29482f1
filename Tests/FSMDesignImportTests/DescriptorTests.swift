import FSMDesignImport
import Testing

/// Event descriptors (the Importing a Design article, "Event descriptors"): each expanded to the
/// events of the design it matches, by SCXML's rule (a prefix of dot-separated tokens) or XState's
/// (exact, unless a wildcard).
@Suite struct DescriptorTests {
  /// The `.from` rows of a machine, each without its indentation.
  static func rows(_ machine: String) -> [String] {
    machine.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
      .filter { $0.hasPrefix(".from(") }
  }

  /// Qt's vending machine waits on `done`, which W3C matches against `done.state.<id>`: the
  /// superstate's completion, imported as its completion row (it was a literal event nobody
  /// sends, and the machine stayed in `dispense`).
  @Test func doneMatchesTheCompletionOfItsState() throws {
    let swift = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle" name="Vend">
        <state id="idle"><transition event="zero" target="dispense"/></state>
        <state id="dispense" initial="counting">
          <state id="counting"><transition event="tick" target="empty"/></state>
          <final id="empty"/>
          <transition event="done" target="coinReturn"/>
        </state>
        <state id="coinReturn"/>
      </scxml>
      """
    ).swift(WriterOptions(source: "vend.scxml"))
    #expect(swift.machine.contains(".onDone(.dispense, to: .coinReturn),"), "\(swift.machine)")
    // A plain descriptor names its own event too: an event `done` sent from outside matches.
    #expect(swift.machine.contains(".within(.dispense, on: .done, to: .coinReturn),"))
    #expect(swift.losses.isEmpty, "\(swift.losses)")
  }

  /// `done.state.h` also matches the done events of `h`'s regions: each region's completion then
  /// leaves `h` (W3C). A transition before it that takes those and does nothing (FSM's export
  /// writes one) leaves `h`'s own completion alone, and is not imported itself.
  @Test func aTransitionTakingTheCompletionsInsideLeavesTheStatesOwn() throws {
    func design(consuming: Bool) -> String {
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="h" name="Legs">
        <parallel id="h">
          \(consuming ? #"<transition event="done.state.h.r0 done.state.h.r1"/>"# : "")
          <transition event="done.state.h" target="out"/>
          <state id="h.r0" initial="h.r0.x">
            <state id="h.r0.x"><transition event="go" target="h.r0.f"/></state>
            <final id="h.r0.f"/>
          </state>
          <state id="h.r1" initial="h.r1.y">
            <state id="h.r1.y"><transition event="run" target="h.r1.f"/></state>
            <final id="h.r1.f"/>
          </state>
        </parallel>
        <state id="out"/>
      </scxml>
      """
    }
    let consumed = try Design.scxml(design(consuming: true)).swift(
      WriterOptions(source: "legs.scxml"))
    #expect(consumed.machine.contains(".onDone(.h, to: .out),"), "\(consumed.machine)")
    #expect(!consumed.machine.contains("leavingTo"), "\(consumed.machine)")
    #expect(!consumed.machine.contains("done.state"), "\(consumed.machine)")
    #expect(consumed.losses.isEmpty, "\(consumed.losses)")
    let matched = try Design.scxml(design(consuming: false)).swift(
      WriterOptions(source: "legs.scxml"))
    #expect(matched.machine.contains(".onDone(.r0, leavingTo: .out),"), "\(matched.machine)")
    #expect(matched.machine.contains(".onDone(.r1, leavingTo: .out),"), "\(matched.machine)")
  }

  /// `press` matches `press.long`, after the state's own transition on `press.long` (document
  /// order): that one is taken, the expanded one left out without a report.
  @Test func aPrefixMatchesLongerEventsInDocumentOrder() throws {
    let swift = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle" name="Button">
        <state id="idle">
          <transition event="press.long" target="service"/>
          <transition event="press" target="busy"/>
        </state>
        <state id="busy"><transition event="press.*" target="idle"/></state>
        <state id="service"><transition event="press" target="idle"/></state>
      </scxml>
      """
    ).swift(WriterOptions(source: "button.scxml"))
    let rows = Self.rows(swift.machine)
    #expect(
      rows == [
        ".from(.idle, on: .pressLong, to: .service),",
        ".from(.idle, on: .press, to: .busy),",
        ".from(.busy, on: .pressLong, to: .idle),",
        ".from(.busy, on: .press, to: .idle),",
        ".from(.service, on: .pressLong, to: .idle),",
        ".from(.service, on: .press, to: .idle),",
      ], "\(swift.machine)")
    #expect(swift.losses.isEmpty, "\(swift.losses)")
  }

  /// `*` matches every event of the design; a descriptor that matches none is reported by name.
  @Test func aWildcardMatchesEveryEventAndOneMatchingNoneIsReported() throws {
    let swift = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a" name="Any">
        <state id="a"><transition event="go" target="b"/></state>
        <state id="b">
          <transition event="error.*" target="a"/>
          <transition event="*" target="a"/>
        </state>
      </scxml>
      """
    ).swift(WriterOptions(source: "any.scxml"))
    #expect(swift.machine.contains(".from(.b, on: .go, to: .a),"), "\(swift.machine)")
    #expect(
      swift.losses.map(\.description) == [
        "line 4, state 'b': the event descriptor 'error.*' matches no event of the design: not"
          + " imported"
      ])
  }

  /// A descriptor on a state matching the completion of a state inside it: taken on that state,
  /// as its completion row (W3C's exits and entries are the same when the target is outside).
  @Test func theCompletionOfAStateInsideIsTakenThere() throws {
    let swift = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="outer" name="Nest">
        <state id="outer" initial="inner">
          <state id="inner" initial="i1">
            <state id="i1"><transition event="go" target="i2"/></state>
            <final id="i2"/>
          </state>
          <transition event="done" target="idle"/>
        </state>
        <state id="idle"/>
      </scxml>
      """
    ).swift(WriterOptions(source: "nest.scxml"))
    #expect(swift.machine.contains(".onDone(.inner, to: .idle),"), "\(swift.machine)")
    #expect(swift.losses.isEmpty, "\(swift.losses)")
  }

  /// XState: a descriptor is exact unless it ends with `.*` or is `*`; the state's exact
  /// descriptor wins over its wildcards (even when it is guarded), a longer wildcard over a
  /// shorter one. `*` was refused before.
  @Test func xstateWildcardsAreExpandedByItsRules() throws {
    let swift = try Design.xstate(
      """
      {
        "id": "pointer", "initial": "idle",
        "states": {
          "idle": { "on": { "mouse": "a", "mouse.click": "b" } },
          "a": {
            "on": {
              "*": "idle",
              "mouse.*": "b",
              "mouse": { "target": "idle", "guard": "enabled" }
            }
          },
          "b": {}
        }
      }
      """
    ).swift(WriterOptions(source: "pointer.json"))
    let rows = Self.rows(swift.machine)
    #expect(
      rows == [
        ".from(.idle, on: .mouse, to: .a),",
        ".from(.idle, on: .mouseClick, to: .b),",
        ".from(.a, on: .mouseClick, to: .b),",
        ".from(.a, on: .mouse, to: .idle, when: { state, _ in Self.enabled(state) }),",
      ], "\(swift.machine)")
    #expect(swift.losses.isEmpty, "\(swift.losses)")
  }
}
