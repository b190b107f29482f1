import FSMMacrosPlugin
import Foundation
import SwiftSyntax
import Testing

/// A table is drawn the same way whether it is an enum machine's or a region's: one renderer
/// draws both, and only the ids differ (a region's are prefixed with its property). The regions'
/// copy once drew a timed row without its delay and a `within` row as one edge per member.
@Suite struct DiagramKindsTests {
  /// Every row form: an event, a guard, a delay, an effect, a `within` row leaving its
  /// superstate, a `within` row staying inside it, a history row, a `fromAny` row.
  static let cases = """
      @Initial case idle
      case playing, paused, interrupted
      @Final case ejected

      enum Superstate { case active }

      static let superstates: [Superstates] = [
        .superstate(.active, contains: [.playing, .paused], history: .shallow(default: .playing)),
      ]

      static let transitions: [Transition] = [
        .from(.idle, on: .play, to: .playing),
        .from(.playing, on: .pause, to: .paused, when: { _, _ in true }),
        .from(.paused, on: .tick, after: .seconds(3), to: .idle),
        .from(.paused, on: .play, to: .playing, emit: .beep),
        .within(.active, on: .call, to: .interrupted),
        .within(.active, on: .skip, to: .playing),
        .from(.interrupted, on: .hangUp, toHistoryOf: .active),
        .fromAny(on: .eject, to: .ejected),
    """

  static let events = """
      enum Event { case play, pause, tick, call, skip, hangUp, eject, sync, toggle }
      enum Effect { case beep }
    """

  static let plain = """
    @StateMachine
    enum Deck {
    \(cases)
      ]
    \(events)
    }
    """

  /// The same table as the region `deck`, with one more row, which only a region can have: a
  /// condition on another region.
  static let regions = """
    @StateMachine
    struct Deckbox {
      enum Deck {
    \(cases)
          .from(.idle, on: .sync, to: .paused).whenIn(.light(.on)),
        ]
      }
      enum Light {
        @Initial case off
        case on
        static let transitions: [Transition] = [
          .from(.off, on: .toggle, to: .on),
          .from(.on, on: .toggle, to: .off),
        ]
      }
      var deck: Deck
      var light: Light
    \(events)
    }
    """

  static func documents(_ source: String) throws -> (dot: String, mermaid: String) {
    let analysis = try #require(Diagnosed(source).analysis)
    #expect(analysis.compiles, "\(Diagnosed(source).annotated)")
    let members = try #require(analysis.machine).generateMembers().map(\.description)
    func literal(_ name: String) throws -> String {
      let member = try #require(members.first { $0.contains("static let \(name):") })
      let start = try #require(member.range(of: "= \"")).upperBound
      let end = try #require(member.range(of: "\"", options: .backwards)).lowerBound
      return String(member[start..<end]).replacing("\\n", with: "\n")
        .replacing("\\\"", with: "\"")
    }
    return (try literal("dot"), try literal("mermaid"))
  }

  /// The lines between the line `start` and the line `end` that follows it.
  static func lines(of text: String, from start: String, to end: String) -> [String] {
    let all = text.split(separator: "\n").map(String.init)
    guard let first = all.firstIndex(of: start),
      let last = all[(first + 1)...].firstIndex(of: end)
    else { return [] }
    return Array(all[(first + 1)..<last])
  }

  @Test func aRegionsTableIsDrawnInDOTAsAnEnumsIs() throws {
    let plain = Self.lines(
      of: try Self.documents(Self.plain).dot, from: "  node [shape=ellipse];", to: "}")
    let regionDot = try Self.documents(Self.regions).dot
    #expect(regionDot.contains("compound=true;"))
    let region = Self.lines(of: regionDot, from: "  subgraph \"cluster_deck\" {", to: "  }")
    // The condition's row, which the enum cannot have, is labelled with it.
    #expect(
      region.filter { $0.contains("sync") } == [
        "    \"deck.idle\" -> \"deck.paused\" [label=\"sync [in light.on]\"];"
      ])
    let normalized = region.filter { line in
      !line.contains("sync") && !line.hasSuffix("label=\"deck\";")
        && !line.hasSuffix("style=dashed;")
        && !line.hasSuffix("style=solid;")
    }.map { line in
      var line = String(line.dropFirst(2))
      for state in ["idle", "playing", "paused", "interrupted", "ejected"] {
        line = line.replacing("\"deck.\(state)\" [label=\"\(state)\"]", with: "\"\(state)\"")
        line = line.replacing("\"deck.\(state)\" [label=\"\(state)\", ", with: "\"\(state)\" [")
      }
      return line.replacing("\"deck.", with: "\"").replacing("cluster_deck_", with: "cluster_")
        .replacing("__history_deck_", with: "__history_")
        .replacing("__initial_deck", with: "__initial")
    }
    #expect(!plain.isEmpty)
    #expect(normalized == plain)
    // What the regions' copy lost: the delay, and the `within` row drawn once, leaving.
    #expect(plain.contains { $0.contains("label=\"tick after 3s\"") })
    #expect(plain.filter { $0.contains("label=\"call\"") }.count == 1)
    #expect(plain.contains { $0.contains("ltail=\"cluster_active\"") })
  }

  @Test func aRegionsTableIsDrawnInMermaidAsAnEnumsIs() throws {
    let plain = try Self.documents(Self.plain).mermaid.split(separator: "\n").dropFirst()
      .map(String.init)
    let mermaid = try Self.documents(Self.regions).mermaid
    let region = Self.lines(of: mermaid, from: "  state Deckbox {", to: "    --")
    #expect(
      region.filter { $0.contains("sync") } == [
        "    deck_idle --> deck_paused : sync [in light.on]"
      ])
    let normalized = region.filter { line in
      // A region declares its top-level cases, an enum does not need to.
      !line.contains("sync")
        && !(line.hasPrefix("    state \"") && line.contains(" as deck_") && !line.hasSuffix("{"))
    }.map { line in
      var line = String(line.dropFirst(2))
      for state in ["playing", "paused"] {
        line = line.replacing("state \"\(state)\" as deck_\(state)", with: state)
      }
      return line.replacing("state \"active\" as deck__active", with: "state active")
        .replacing("deck__", with: "")
        .replacing("__history_deck_", with: "__history_").replacing("deck_", with: "")
    }
    #expect(!plain.isEmpty)
    #expect(normalized == plain)
    #expect(plain.contains("  paused --> idle : tick after 3s"))
    #expect(plain.contains("  active --> interrupted : call"))
  }
}
