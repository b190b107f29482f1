import FSMMacrosPlugin
import Foundation
import SwiftDiagnostics
import Testing

/// The tree of machines `@StateMachine` reads: states that hold machines, held machines that
/// hold machines in turn, each table checked as a machine's (the Design article, "Composition").
@Suite struct CompositeModelTests {
  /// A call whose `connected` state holds a struct of two regions, one of which holds an enum
  /// in its `sharing` state: two levels. `FSMMacrosTests`' `CompositeTests` compiles and runs
  /// it.
  static let call: String = {
    let snippet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("FSMMacrosTests")
      .appendingPathComponent("CompositeTests.swift")
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
    #expect(media.events.map(\.name) == ["answer", "mute", "share", "hangUp", "widen"])
    let video = try #require(media.regions.last?.model)
    #expect(video.compositeStates == ["sharing"])
    guard case .states(let screen) = try #require(video.composites.first).held else {
      Issue.record("'Screen' is not read as an enum")
      return
    }
    #expect(screen.states.map(\.name) == ["window", "desktop"])
    #expect(screen.rows.map(\.event) == ["widen", "share"])
    // Nothing to report: every event is taken by some level, every state is reachable in its
    // own table.
    #expect(diagnosed.diagnostics.isEmpty)
    // Each table planned, each plan carrying the composites of its table.
    let planned = try #require(diagnosed.plan.composites.first)
    guard case .regions(_, let plans) = planned.held else {
      Issue.record("'Media' is not planned as a struct of regions")
      return
    }
    #expect(plans.map(\.composites.count) == [0, 1])
  }

  @Test func whatATreeDoesNotRunYetIsReportedOnTheCompositeState() {
    let remembering = Self.call.replacingOccurrences(
      of: "        case desktop(monitor: Int)\n",
      with: "        case desktop(monitor: Int)\n        enum Superstate { case shown }\n"
        + "        static let superstates: [Superstates] = [\n"
        + "          .superstate(.shown, contains: [.window, .desktop], "
        + "history: .shallow(default: .window))\n        ]\n")
    #expect(remembering != Self.call)
    func messages(_ source: String) -> [FSMDiagnostic] {
      Diagnosed(source).diagnostics.compactMap { $0.diagMessage as? FSMDiagnostic }
    }
    // A held superstate with history is generated (`HeldHistoryTests` runs one).
    #expect(messages(remembering).filter { $0.severity == .error }.isEmpty)
    // A tree in a typestate machine is generated (`CompositeTypestateTests`); its held machine
    // settling is not: typestate cannot follow a machine that settles.
    let typed = Self.call.replacingOccurrences(
      of: "@StateMachine\nenum Call", with: "@StateMachine(typestate: true)\nenum Call")
    #expect(typed != Self.call)
    #expect(messages(typed).filter { $0.severity == .error }.isEmpty)
    let settling = typed.replacingOccurrences(
      of: "        .from(.desktop, on: .share, to: .window),",
      with:
        "        .from(.desktop, on: .share, to: .window),\n        .from(.desktop, to: .window),")
    #expect(settling != typed)
    #expect(messages(settling).map(\.name) == ["eventlessTypestate"])
  }

  /// A `Machine` keeps each scope's timers by a bit of a `UInt64`: a tree with timers in more
  /// than 64 tables (here the top's and 64 held enums') is reported, not generated; 63 held
  /// enums (64 tables) are generated.
  @Test func timersInMoreThan64TablesAreReported() {
    func errors(_ source: String) -> [FSMDiagnostic] {
      Diagnosed(source).diagnostics.compactMap { $0.diagMessage as? FSMDiagnostic }
        .filter { $0.severity == .error }
    }
    let many = errors(treeOfTimedTables(holding: 64))
    #expect(many.map(\.name) == ["compositeNotGenerated"])
    #expect(
      many.first?.message.contains("holding timers, in a tree of more than 64 tables") == true)
    #expect(errors(treeOfTimedTables(holding: 63)).isEmpty)
  }

  /// Activities are kept apart by scope as timers are: a tree with an activity in more than 64
  /// tables is reported; and one handler runs an activity wherever it is declared, so a held table
  /// that declares it with other outcome events than a table above is reported there.
  @Test func tasksInMoreThan64TablesAndConflictingOutcomesAcrossTablesAreReported() {
    func tree(holding count: Int, heldDone: String = ".done") -> String {
      var lines = ["@StateMachine", "enum Big {", "  @Initial case idle"]
      lines += (0..<count).map { "  @Composite case s\($0)(H\($0))" }
      for index in 0..<count {
        lines += [
          "  @Submachine", "  enum H\(index) {", "    @Initial case a", "    case b",
          "    static let activities: [Activities] = [.run(.work, in: .a, done: \(heldDone))]",
          "    static let transitions: [Transition] = [", "      .from(.a, on: .done, to: .b)",
          "    ]", "  }",
        ]
      }
      lines += [
        "  enum Event { case go, done, failed }", "  enum Activity { case work }",
        "  static let activities: [Activities] = [.run(.work, in: .idle, done: .done)]",
        "  static let transitions: [Transition] = [",
        "    .from(.idle, on: .go, to: .s0),", "    .from(.idle, on: .done, to: .s0),",
        "    .from(.idle, on: .failed, to: .s0),",
      ]
      lines += (0..<count - 1).map { "    .from(.s\($0), on: .go, to: .s\($0 + 1))," }
      return (lines + ["  ]", "}"]).joined(separator: "\n")
    }
    func errors(_ source: String) -> [FSMDiagnostic] {
      Diagnosed(source).diagnostics.compactMap { $0.diagMessage as? FSMDiagnostic }
        .filter { $0.severity == .error }
    }
    let many = errors(tree(holding: 64))
    #expect(many.map(\.name) == ["compositeNotGenerated"])
    #expect(
      many.first?.message.contains("with activities, in a tree of more than 64 tables") == true)
    #expect(errors(tree(holding: 63)).isEmpty)
    let conflicting = errors(tree(holding: 1, heldDone: ".failed"))
    #expect(conflicting.map(\.name) == ["conflictingActivityOutcomes"])
  }

  /// Eventless rows inside a held machine are generated (`HeldEventlessTests` runs a machine
  /// with them), a composite state's completion row (`HeldCompletionTests`) and a
  /// superstate's (`HeldSuperstateCompletionTests`).
  @Test func eventlessAndCompletionRowsInsideAreGenerated() {
    let eventless = Self.call.replacingOccurrences(
      of: "        .from(.desktop, on: .share, to: .window),",
      with:
        "        .from(.desktop, on: .share, to: .window),\n        .from(.desktop, to: .window).whenIn(.connected(.audio(.muted))),"
    )
    #expect(eventless != Self.call)
    let diagnosed = Diagnosed(eventless)
    #expect(diagnosed.diagnostics.isEmpty, "\(diagnosed.diagnostics.map(\.message))")
    let completing = Self.call.replacingOccurrences(
      of: "        @Initial case window\n        case desktop(monitor: Int)",
      with:
        "        @Initial case window\n        case desktop(monitor: Int)\n        @Final case closed\n        enum Superstate { case shown }\n        static let superstates: [Superstates] = [.superstate(.shown, contains: [.window, .desktop, .closed], final: [.closed])]"
    ).replacingOccurrences(
      of: "        .from(.desktop, on: .share, to: .window),",
      with:
        "        .from(.desktop, on: .share, to: .window),\n        .from(.window, on: .hangUp, to: .closed),\n        .onDone(.shown, to: .window),"
    )
    #expect(completing != eventless)
    let messages = Diagnosed(completing).diagnostics.compactMap {
      $0.diagMessage as? FSMDiagnostic
    }
    #expect(messages.isEmpty, "\(messages.map(\.message))")
  }

  @Test func aCompletionBesideRegionsThatEachEmitIsGenerated() {
    // A step of regions that each emit collects its effects; the machine then settles by the
    // completion row (CompositeCompletionTests runs one).
    let completing = Self.call.replacingOccurrences(
      of: "    .from(.connected, on: .hangUp, to: .ended),",
      with: "    .from(.connected, on: .hangUp, to: .ended),\n    .onDone(.connected, to: .ended),")
    #expect(completing != Self.call)
    let diagnosed = Diagnosed(completing)
    #expect(diagnosed.diagnostics.isEmpty, "\(diagnosed.diagnostics.map(\.message))")
  }

  @Test func aHeldTableIsCheckedAsAMachinesTableIs() {
    let conflicting = Self.call.replacingOccurrences(
      of: "        .from(.desktop, on: .share, to: .window),",
      with: """
                .from(.desktop, on: .share, to: .window),
                .from(.desktop, on: .share, to: .desktop),
        """)
    let ids = Diagnosed(conflicting).diagnostics.compactMap {
      ($0.diagMessage as? FSMDiagnostic)?.id
    }
    #expect(ids == [.conflictingTransitions])
  }

  @Test func anEventOnlyAHeldMachineTakesIsUsed() {
    let unused = Self.call.replacingOccurrences(
      of: "case answer, mute, share, hangUp",
      with: "case answer, mute, share, hangUp, park")
    let warnings = Diagnosed(unused).diagnostics.filter {
      ($0.diagMessage as? FSMDiagnostic)?.id == .unusedEvent
    }
    #expect(
      warnings.map(\.message) == [
        "event 'park' is not used by any transition; add a row for it or remove it"
      ])
  }
}
