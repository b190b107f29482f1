import FSMExamples
import FSMMacros
import FSMTestSupport
import Foundation
import Testing

/// Every test machine's DOT, rendered by the real Graphviz `dot` (CI installs it).
@Suite(.serialized) struct DiagramTests {
  static let machines: [(name: String, dot: String, mermaid: String, edges: Int)] = [
    ("Turnstile", Turnstile.dot, Turnstile.mermaid, Turnstile.edges.count),
    ("Download", Download.dot, Download.mermaid, Download.edges.count),
    ("Login", Login.dot, Login.mermaid, Login.edges.count),
    ("Matter", Matter.dot, Matter.mermaid, Matter.edges.count),
    ("Thermostat", Thermostat.dot, Thermostat.mermaid, Thermostat.edges.count),
    ("Document", Document.dot, Document.mermaid, Document.edges.count),
    ("Keywords", Keywords.dot, Keywords.mermaid, Keywords.edges.count),
    ("Slot", Slot<Int>.dot, Slot<Int>.mermaid, Slot<Int>.edges.count),
    ("Counter", Counter.dot, Counter.mermaid, Counter.edges.count),
    ("LargeMachine", LargeMachine.dot, LargeMachine.mermaid, LargeMachine.edges.count),
    ("Connection", Connection.dot, Connection.mermaid, Connection.edges.count),
    ("Toast", Toast.dot, Toast.mermaid, Toast.edges.count),
    ("Reminder", Reminder.dot, Reminder.mermaid, Reminder.edges.count),
    ("Hub", Hub.dot, Hub.mermaid, Hub.edges.count),
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
    let dotArrows = machine.dot.split(separator: "\n").filter { $0.contains(" -> ") }
    #expect(dotArrows.count == machine.edges + 1)
    #expect(machine.mermaid.hasPrefix("stateDiagram-v2\n  [*] --> "))
    let mermaidArrows = machine.mermaid.split(separator: "\n").filter {
      $0.contains(" --> ") && !$0.contains("[*]")
    }
    #expect(mermaidArrows.count == machine.edges)
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
