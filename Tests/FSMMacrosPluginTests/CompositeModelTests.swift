import FSMMacrosPlugin
import Foundation
import SwiftDiagnostics
import Testing

/// The tree of machines `@StateMachine` reads: states that hold machines, held machines that
/// hold machines in turn, each table checked as a machine's (the Design article, "Composition").
@Suite struct CompositeModelTests {
  /// A call whose `connected` state holds a struct of two regions, one of which holds an enum
  /// in its `sharing` state: two levels. The compile-fail snippet of the same name compiles it
  /// with the real compiler.
  static let call: String = {
    let snippet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CompileFail")
      .appendingPathComponent("composite-tree-not-generated.swift")
    return (try? String(contentsOf: snippet, encoding: .utf8)) ?? ""
  }()

  @Test func aTreeOfMachinesIsReadLevelByLevel() throws {
    let diagnosed = Diagnosed(Self.call)
    let model = try #require(diagnosed.model, "the snippet is missing or does not parse")
    #expect(model.compositeStates == ["connected"])
    let connected = try #require(model.composites.first)
    #expect(connected.state == "connected")
    #expect(connected.typeName == "Media")
    guard case .regions(let media) = connected.held else {
      Issue.record("'Media' is not read as a struct of regions")
      return
    }
    #expect(media.regions.map(\.property) == ["audio", "video"])
    // The held machine's events are its holder's.
    #expect(media.events.map(\.name) == ["answer", "mute", "share", "widen", "hangUp"])
    let video = try #require(media.regions.last?.model)
    #expect(video.compositeStates == ["sharing"])
    guard case .states(let screen) = try #require(video.composites.first).held else {
      Issue.record("'Screen' is not read as an enum")
      return
    }
    #expect(screen.states.map(\.name) == ["window", "desktop"])
    #expect(screen.rows.map(\.event) == ["widen"])
    // Every level is reported as not generated yet, and nothing else: every event is taken
    // by some level, every state is reachable in its own table.
    let messages = diagnosed.diagnostics.compactMap { $0.diagMessage as? FSMDiagnostic }
    #expect(messages.map(\.id) == [.unsupportedDeclaration, .unsupportedDeclaration])
    #expect(messages.map(\.name) == ["compositeNotGenerated", "compositeNotGenerated"])
  }

  @Test func aHeldTableIsCheckedAsAMachinesTableIs() {
    let conflicting = Self.call.replacingOccurrences(
      of: "          .from(.window, on: .widen, to: .desktop)",
      with: """
                  .from(.window, on: .widen, to: .desktop),
                  .from(.window, on: .widen, to: .window),
        """)
    let ids = Diagnosed(conflicting).diagnostics.compactMap {
      ($0.diagMessage as? FSMDiagnostic)?.id
    }
    // The conflict, and not the message that it is not generated, which waits for the rest.
    #expect(ids == [.conflictingTransitions])
  }

  @Test func anEventOnlyAHeldMachineTakesIsUsed() {
    let unused = Self.call.replacingOccurrences(
      of: "case answer, mute, share, widen, hangUp",
      with: "case answer, mute, share, widen, hangUp, park")
    let warnings = Diagnosed(unused).diagnostics.filter {
      ($0.diagMessage as? FSMDiagnostic)?.id == .unusedEvent
    }
    #expect(
      warnings.map(\.message) == [
        "event 'park' is not used by any transition; add a row for it or remove it"
      ])
  }
}
