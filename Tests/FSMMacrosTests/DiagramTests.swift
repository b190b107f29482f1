import FSMExamples
import FSMMacros
import FSMTestSupport
import Foundation
import Testing

/// Every test machine's DOT, rendered by the real Graphviz `dot` (CI installs it).
@Suite(.serialized) struct DiagramTests {
  /// `arrows`, when given, is how many arrows the diagrams draw, counted by hand: a `within` row
  /// whose target is outside its superstate is one arrow for all its edges.
  static let machines: [(name: String, dot: String, mermaid: String, edges: Int, arrows: Int?)] = [
    ("Turnstile", Turnstile.dot, Turnstile.mermaid, Turnstile.edges.count, nil),
    ("Download", Download.dot, Download.mermaid, Download.edges.count, nil),
    ("Login", Login.dot, Login.mermaid, Login.edges.count, nil),
    ("Matter", Matter.dot, Matter.mermaid, Matter.edges.count, nil),
    ("Thermostat", Thermostat.dot, Thermostat.mermaid, Thermostat.edges.count, nil),
    ("Document", Document.dot, Document.mermaid, Document.edges.count, nil),
    ("Keywords", Keywords.dot, Keywords.mermaid, Keywords.edges.count, nil),
    ("Slot", Slot<Int>.dot, Slot<Int>.mermaid, Slot<Int>.edges.count, nil),
    ("Counter", Counter.dot, Counter.mermaid, Counter.edges.count, nil),
    ("LargeMachine", LargeMachine.dot, LargeMachine.mermaid, LargeMachine.edges.count, nil),
    ("Connection", Connection.dot, Connection.mermaid, Connection.edges.count, nil),
    ("Toast", Toast.dot, Toast.mermaid, Toast.edges.count, nil),
    ("Reminder", Reminder.dot, Reminder.mermaid, Reminder.edges.count, nil),
    ("Hub", Hub.dot, Hub.mermaid, Hub.edges.count, nil),
    // 18 edges; `stop` and `call` leave `active`: 3 edges, 1 arrow each; `active`'s history
    // draws one arrow more, to its default.
    ("Player", Player.dot, Player.mermaid, Player.edges.count, 15),
    // Three levels; 29 edges, of which `power` (5), `done`, `overheat` twice, `tick` (2 each)
    // and `overheat` from `working` (3) leave their superstate; `reset` (4) stays inside `on`.
    ("Oven", Oven.dot, Oven.mermaid, Oven.edges.count, 20),
    // 66 edges; six `within` rows leave their superstate: 4 + 2 + 2 + 4 + 4 + 4 edges, 6 arrows.
    ("Floors", Floors.dot, Floors.mermaid, Floors.edges.count, 52),
    // Activities: `do / search` in a state, `do / fetch` in a superstate.
    ("SearchBox", SearchBox.dot, SearchBox.mermaid, SearchBox.edges.count, nil),
    // 7 edges; `finished` and `cancel` leave `active`: 2 edges, 1 arrow each.
    ("FileDownload", FileDownload.dot, FileDownload.mermaid, FileDownload.edges.count, 5),
  ]

  @Test(arguments: machines.map(\.name))
  func graphvizRendersTheDOT(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    // The hierarchical `dot` layout takes minutes on a thousand labelled edges; the same parser
    // and renderer with the `sfdp` layout checks a large machine in a fraction of a second.
    let result = try runDot(machine.dot, layout: machine.edges > 100 ? "sfdp" : "dot")
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.output.contains("<svg"))
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
  }

  @Test(arguments: machines.map(\.name))
  func diagramsHaveOneArrowPerEdgePlusTheInitialArrow(name: String) throws {
    let machine = try #require(Self.machines.first { $0.name == name })
    let arrows = machine.arrows ?? machine.edges
    let dotArrows = machine.dot.split(separator: "\n").filter { $0.contains(" -> ") }
    #expect(dotArrows.count == arrows + 1)
    #expect(machine.mermaid.hasPrefix("stateDiagram-v2\n  [*] --> "))
    let mermaidArrows = machine.mermaid.split(separator: "\n").filter {
      $0.contains(" --> ") && !$0.contains("[*]")
    }
    #expect(mermaidArrows.count == arrows)
  }

  @Test func turnstileDOTIsExactlyTheDiagram() {
    #expect(
      Turnstile.dot == """
        digraph "Turnstile" {
          rankdir=LR;
          node [shape=ellipse];
          "__initial" [shape=point, label=""];
          "__initial" -> "locked";
          "locked";
          "unlocked";
          "broken";
          "locked" -> "unlocked" [label="coin / unlockGate"];
          "unlocked" -> "locked" [label="push / lockGate"];
          "unlocked" -> "unlocked" [label="coin"];
          "locked" -> "broken" [label="fail / alert"];
          "unlocked" -> "broken" [label="fail / alert"];
          "broken" -> "locked" [label="repair"];
        }

        """)
  }

  @Test func timedEdgesSayAfterWhatDelay() {
    // `.seconds(n)` reads `ns`, `.milliseconds(n)` `nms`, and anything else as written; with a
    // guard and an effect too.
    let labels = Connection.dot.split(separator: "\n").filter { $0.contains(" after ") }
    #expect(
      labels == [
        #"  "connecting" -> "failed" [label="timeout after 10s / report"];"#,
        #"  "failed" -> "connecting" [label="retry after 5s [guard]"];"#,
        #"  "failed" -> "gaveUp" [label="retry after 5s"];"#,
      ])
    #expect(Connection.mermaid.contains("  connecting --> failed : timeout after 10s / report\n"))
    #expect(Reminder.dot.contains(#""snoozed" -> "waiting" [label="wake after 500ms"];"#))
    #expect(Toast.dot.contains(#""shown" -> "hidden" [label="dismiss after duration"];"#))
    #expect(Toast.mermaid.contains("  shown --> hidden : dismiss after duration\n"))
  }

  @Test func finalStatesAreDoubleCircles() {
    #expect(Download.dot.contains(#""cancelled" [shape=doublecircle];"#))
    #expect(!Download.dot.contains(#""idle" [shape=doublecircle];"#))
  }

  /// Runs `dot -Tsvg` with `layout` on `source`: the SVG is the result's output.
  func runDot(_ source: String, layout: String) throws -> CommandResult {
    try runCommand(writing: source, to: "machine.dot") { ["dot", "-K\(layout)", "-Tsvg", $0] }
  }
}
