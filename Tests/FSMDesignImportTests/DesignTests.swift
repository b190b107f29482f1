import FSMDesignImport
import Testing

@Suite struct SCXMLDesignTests {
  /// The shapes FSM's own export writes: a superstate with history and a final child, a timed
  /// event sent on entry and cancelled on exit, an effect sent to the parent, an activity.
  @Test func readsStatesTransitionsHistoryTimersEffectsAndTasks() throws {
    let design = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:fsm="https://github.com/fsm-swift/fsm/scxml"
             version="1.0" name="Player" initial="stopped">
        <state id="stopped">
          <transition event="play" target="playing">
            <send target="#_parent" event="startAudio"/>
          </transition>
        </state>
        <state id="active" initial="playing">
          <onentry><send id="active.stall.after" event="stall" delay="3s"/></onentry>
          <onexit><cancel sendid="active.stall.after"/></onexit>
          <transition event="stall" target="stopped"/>
          <invoke id="fetch" type="https://github.com/fsm-swift/fsm/activity" src="fetch" fsm:done="fetched"/>
          <history id="active.history" type="deep"><transition target="paused"/></history>
          <state id="playing"><transition event="pause" target="paused"/></state>
          <state id="paused"><transition event="resume" target="active.history"/></state>
          <final id="over"/>
        </state>
      </scxml>
      """)
    #expect(design.name == "Player")
    #expect(design.losses.isEmpty)
    #expect(design.root.initial == ["stopped"])
    let active = design.root.children[1]
    #expect(active.kind == .compound)
    #expect(active.children.map(\.id) == ["active.history", "playing", "paused", "over"])
    #expect(active.children[0].kind == .history(deep: true))
    #expect(active.children[0].initial == ["paused"])
    #expect(active.transitions.map(\.events) == [["stall"], ["stall"]])
    #expect(active.transitions[0].delay == "3s")
    #expect(active.invokes.map(\.source) == ["fetch"])
    #expect(active.invokes[0].onDone.first?.events == ["fetched"])
    #expect(
      design.root.children[0].transitions[0].actions == [DesignAction(name: "startAudio", line: 5)])
  }

  @Test func reportsWhatItCannotExpress() throws {
    let design = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel><data id="x" expr="0"/></datamodel>
        <state id="a">
          <onentry><log expr="'hi'"/></onentry>
          <transition event="go" target="b"><assign location="x" expr="1"/></transition>
        </state>
        <state id="b"/>
      </scxml>
      """)
    #expect(
      design.losses.map(\.description) == [
        "line 1: datamodel=\"ecmascript\": the data model is not imported (expressions are kept as text)",
        "line 2: <datamodel>: not imported (FSM has no data model or scripts)",
        "line 4, state 'a': <log> on entry: not imported",
        "line 5, state 'a': <assign> on a transition: not imported",
      ])
  }

  @Test func refusesWhatIsWrongSayingWhere() {
    let cases: [(String, String)] = [
      ("<state id='a'/>", "1:1: expected <scxml> as the root element, found <state>"),
      (
        "<scxml/>",
        "1:1: the document has no state: expected <state>, <parallel> or <final> in <scxml>"
      ),
      (
        "<scxml>\n<state id='a'/>\n<state id='a'/></scxml>",
        "3:1: the id 'a' is used twice (first on line 2)"
      ),
      (
        "<scxml><state id='a'><transition target='nowhere'/></state></scxml>",
        "1: the target 'nowhere' of a transition of 'a' is not a state of the document"
      ),
      (
        "<scxml><final id='f'><transition target='f'/></final></scxml>",
        "1:22: a <final> state has no <transition>"
      ),
      ("<scxml><state id='a'><bogus/></state></scxml>", "1:22: unexpected <bogus> in state 'a'"),
    ]
    for (text, message) in cases {
      #expect(throws: ImportError.self) { try Design.scxml(text) }
      do {
        _ = try Design.scxml(text)
      } catch {
        #expect(error.description == message)
      }
    }
  }
}

@Suite struct XStateDesignTests {
  @Test func resolvesSiblingChildAndIdTargets() throws {
    let design = try Design.xstate(
      """
      {
        "id": "door",
        "initial": "closed",
        "states": {
          "closed": { "on": { "OPEN": "opened", "LOCK": { "target": "#locked" } } },
          "opened": {
            "initial": "wide",
            "states": { "wide": {}, "ajar": { "on": { "WIDEN": "wide" } } },
            "on": { "SWING": ".ajar", "SHUT": "#door.closed" }
          },
          "locked": { "id": "locked", "type": "final" }
        }
      }
      """)
    let nodes = Dictionary(uniqueKeysWithValues: design.root.allNodes.map { ($0.id, $0) })
    #expect(nodes["closed"]?.transitions.map(\.targets) == [["opened"], ["locked"]])
    #expect(nodes["opened"]?.transitions.map(\.targets) == [["opened.ajar"], ["closed"]])
    #expect(nodes["opened.ajar"]?.transitions.map(\.targets) == [["opened.wide"]])
    #expect(nodes["opened"]?.initial == ["opened.wide"])
    #expect(nodes["locked"]?.kind == .final)
  }

  /// FSM's own export (the definition form): `initial` as a transition, `key`, a timed row both
  /// under `after` (with its `eventType`) and under `on`, a guard naming its FSM row.
  @Test func readsTheDefinitionFSMExportsAsOneRowPerFSMRow() throws {
    let design = try Design.xstate(
      """
      {
        "id": "Oven", "key": "Oven", "type": "compound",
        "initial": { "target": ["off"], "source": "#Oven", "actions": [] },
        "states": {
          "off": {
            "id": "Oven.off", "key": "off", "type": "atomic",
            "on": {
              "heat": [{
                "target": ["#Oven.on"], "source": "#Oven.off", "eventType": "heat", "actions": [],
                "guard": { "type": "state.isPlugged", "params": { "row": "transitions[0]" } }
              }]
            }
          },
          "on": {
            "id": "Oven.on", "key": "on", "type": "atomic",
            "on": {
              "timeout": [{
                "target": ["#Oven.off"], "source": "#Oven.on", "eventType": "timeout",
                "actions": [{ "type": "beep" }]
              }]
            },
            "after": {
              "5000": [{
                "target": ["#Oven.off"], "source": "#Oven.on", "eventType": "timeout",
                "actions": [{ "type": "beep" }], "description": "sends timeout"
              }]
            }
          }
        }
      }
      """)
    #expect(design.losses.isEmpty)
    let nodes = Dictionary(uniqueKeysWithValues: design.root.allNodes.map { ($0.id, $0) })
    #expect(design.root.initial == ["off"])
    let heat = try #require(nodes["off"]?.transitions.first)
    #expect(heat.guardText == "state.isPlugged")
    #expect(heat.row == "transitions[0]")
    // One row, timed: the `after` entry and its twin under `on` are FSM's one timed row.
    let rows = try #require(nodes["on"]?.transitions)
    #expect(rows.count == 1)
    #expect(rows.first?.events == ["timeout"])
    #expect(rows.first?.delay == "5000")
    #expect(rows.first?.targets == ["off"])
  }

  @Test func refusesWhatIsWrong() {
    let cases: [(String, String)] = [
      ("[]", "expected the machine config, a JSON object, found an array"),
      (
        "{\"id\": \"m\"}",
        "expected \"states\" in the machine config: a machine has at least one state"
      ),
      (
        "{\"initial\": \"x\", \"states\": {\"a\": {}}}",
        "the machine: its initial 'x' is not one of its states"
      ),
      (
        "{\"states\": {\"a\": {\"on\": {\"GO\": \"b\"}}}}",
        "the target 'b' of state 'a' names no state"
      ),
      (
        "{\"states\": {\"a\": {\"id\": \"x\"}, \"b\": {\"id\": \"x\"}}}",
        "the id 'x' is used by 'a' and 'b'"
      ),
      (
        "{\"states\": {\"a\": {\"type\": \"weird\"}}}",
        "state 'a': unknown type 'weird' (expected atomic, compound, parallel, final or history)"
      ),
    ]
    for (text, message) in cases {
      do {
        _ = try Design.xstate(text)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.message == message)
      }
    }
  }
}
