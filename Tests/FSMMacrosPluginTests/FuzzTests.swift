import FSMMacrosPlugin
import FSMTestSupport
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Mutation fuzzing of `@StateMachine`: the test machines' sources, mutated at random with a fixed
/// seed, expanded in process. `swift test` runs 800 mutants (each costs about a tenth of a second
/// of a core in a debug build, nearly all of it swift-syntax parsing the generated code); CI's
/// coverage-guided fuzzer checks the same rules on 1,000 more inputs (`Scripts/fuzz.py`, target
/// `source`). Run more with
///
///     FSM_FUZZ_MUTANTS=100000 FSM_FUZZ_COMPILED=500 swift test --filter FuzzTests
///
/// (`FSM_FUZZ_SEED` picks another sequence). A failure shows the mutant's source.
@Suite struct FuzzTests {
  static let mutantCount = environment("FSM_FUZZ_MUTANTS") ?? 800
  static let seed = UInt64(environment("FSM_FUZZ_SEED") ?? 0x5EED)
  /// How many accepted mutants the real compiler checks (`FSM_FUZZ_COMPILED`).
  static let compiledSampleCount = environment("FSM_FUZZ_COMPILED") ?? 40

  static func environment(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `@StateMachine` enum of the example and test machines, each as a file of its own.
  static let seeds: [String] = {
    let files = [
      "Sources/FSMExamples/Turnstile.swift", "Sources/FSMExamples/Download.swift",
      "Sources/FSMExamples/Login.swift", "Tests/FSMMacrosTests/LocalMachineTests.swift",
      "Tests/FSMMacrosTests/CompileTimeTests.swift",
      "Tests/FSMMacrosTests/MachineWithWarningsTests.swift",
      "Sources/FSMExamples/Connection.swift", "Sources/FSMExamples/Toast.swift",
      "Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift",
      "Sources/FSMExamples/Player.swift", "Tests/FSMMacrosTests/SuperstateTests.swift",
      "Tests/FSMMacrosTests/HistoryTests.swift", "Tests/FSMMacrosTests/RegionTests.swift",
      "Sources/FSMExamples/Streaming.swift", "Tests/FSMMacrosTests/EventlessTests.swift",
    ]
    return files.flatMap { file -> [String] in
      let url = packageRoot.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return Parser.parse(source: text).statements.compactMap { item in
        guard let decl = item.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self),
          decl.is(EnumDeclSyntax.self) || decl.is(StructDeclSyntax.self),
          decl.attributes.trimmedDescription.contains("@StateMachine")
        else { return nil }
        return "import FSMMacros\n\n" + decl.trimmedDescription + "\n"
      }
    }
  }()

  /// The mutants are cut into slices that run in parallel (the suite's cost is the macro's
  /// expansion of each, which a debug build does in about a tenth of a second), each drawn from
  /// a sequence of its own, seeded with the seed and the slice.
  static let sliceCount = 4

  @Test(arguments: 0..<sliceCount)
  func theMacroNeverCrashesHangsOrEmitsCodeThatDoesNotParse(slice: Int) throws {
    try #require(Self.seeds.count >= 10, "seeds: \(Self.seeds.count)")
    let start = Self.mutantCount * slice / Self.sliceCount
    let indices = start..<(Self.mutantCount * (slice + 1) / Self.sliceCount)
    var generator = SplitMix64(seed: Self.seed &+ UInt64(slice))
    var rejected = 0
    for index in indices {
      let mutant = Mutator.mutant(of: Self.seeds, using: &generator)
      let clock = ContinuousClock()
      var outcome: RoleExpansion?
      let elapsed = clock.measure { outcome = RoleExpansion.expand(mutant) }
      guard let outcome else { continue }
      #expect(outcome.violations.isEmpty, "\(outcome.violations)\n---\n\(mutant)")
      // A hang guard, not a performance check: a debug build expands these in milliseconds.
      #expect(elapsed < .seconds(10), "mutant \(index) took \(elapsed):\n\(mutant)")
      if !outcome.errors.isEmpty {
        rejected += 1
      }
    }
    // The mutations do reach the macro's checks, and leave some tables valid.
    #expect(rejected > indices.count / 20)
    #expect(rejected < indices.count)
  }

  /// Through the real compiler: when the macro reports no error and the user's own code has
  /// none, no error or warning comes from inside an expansion.
  @Test func codeGeneratedForAnAcceptedTableCompiles() throws {
    let compiler = try Compiler.locate()
    var generator = SplitMix64(seed: Self.seed ^ 0xC0FFEE)
    var compiled = 0
    var accepted = 0
    while accepted < Self.compiledSampleCount, compiled < Self.compiledSampleCount * 10 {
      // Only mutants the macro accepts can break this rule: compile those.
      let mutant = Mutator.mutant(of: Self.seeds, structuralOnly: true, using: &generator)
      let outcome = RoleExpansion.expand(mutant)
      #expect(outcome.violations.isEmpty, "\(outcome.violations)\n---\n\(mutant)")
      guard outcome.parses, outcome.errors.isEmpty else { continue }
      compiled += 1
      let result = try compiler.compile(mutant)
      let userErrors = result.filter { $0.inExpansion == false && $0.severity == "error" }
      // NB: `when:` and `build:` closures are pasted into the expansion, so a warning inside one
      // (an unused binding, say) shows in the table and again in the expansion. That copy is
      // expected; any other problem in the expansion is the macro's.
      let userWarnings = Set(result.filter { !$0.inExpansion }.map(\.text))
      let expansionProblems = result.filter {
        $0.inExpansion && $0.severity != "note"
          && !($0.severity == "warning" && userWarnings.contains($0.text))
      }
      if userErrors.isEmpty {
        accepted += 1
        #expect(
          expansionProblems.isEmpty,
          "the macro accepted this table, but its expansion does not compile cleanly:\n\(mutant)\n---\n\(expansionProblems.map(\.line).joined(separator: "\n"))"
        )
      }
    }
    #expect(
      accepted == Self.compiledSampleCount,
      "only \(accepted) of \(compiled) compiled mutants were accepted with valid user code")
  }
}
