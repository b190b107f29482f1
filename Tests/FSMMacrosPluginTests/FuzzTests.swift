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
/// seed, expanded in process. CI runs 2,000 mutants; run more with
///
///     FSM_FUZZ_MUTANTS=100000 FSM_FUZZ_COMPILED=500 swift test --filter FuzzTests
///
/// (`FSM_FUZZ_SEED` picks another sequence). A failure shows the mutant's source.
@Suite(.serialized) struct FuzzTests {
  static let mutantCount = environment("FSM_FUZZ_MUTANTS") ?? 2_000
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

  struct Outcome {
    var source: String
    var parses: Bool
    var macroErrors: [String]
  }

  @Test func theMacroNeverCrashesHangsOrEmitsCodeThatDoesNotParse() throws {
    try #require(Self.seeds.count >= 10, "seeds: \(Self.seeds.count)")
    var generator = SplitMix64(seed: Self.seed)
    var rejected = 0
    for index in 0..<Self.mutantCount {
      let mutant = Mutator.mutant(of: Self.seeds, using: &generator)
      let clock = ContinuousClock()
      var outcome: Outcome?
      let elapsed = clock.measure { outcome = Self.expand(mutant) }
      guard let outcome else { continue }
      // A hang guard, not a performance check: a debug build expands these in milliseconds.
      #expect(elapsed < .seconds(10), "mutant \(index) took \(elapsed):\n\(mutant)")
      if !outcome.macroErrors.isEmpty {
        rejected += 1
      }
    }
    // The mutations do reach the macro's checks, and leave some tables valid.
    #expect(rejected > Self.mutantCount / 20)
    #expect(rejected < Self.mutantCount)
  }

  /// Runs the macro's roles on every declaration `source` attaches `@StateMachine` to, as the
  /// compiler would; when neither the source nor the macro has an error, every generated
  /// declaration must parse.
  ///
  /// NB: this calls the roles directly. swift-syntax's whole-file `expand(macroSpecs:…)` does the
  /// same plus its own bookkeeping, which costs six times as much in a debug build; the
  /// compiler-checked sample covers the real path.
  static func expand(_ source: String) -> Outcome {
    let tree = Parser.parse(source: source)
    let context = BasicMacroExpansionContext()
    var generated: [Syntax] = []
    for item in tree.statements {
      guard let decl = item.item.as(DeclSyntax.self)?.asProtocol((any DeclGroupSyntax).self) else {
        continue
      }
      generated += expandRoles(of: decl, in: context)
    }
    let errors = context.diagnostics.filter { $0.diagMessage.severity == .error }.map(\.message)
    if !tree.hasError, errors.isEmpty {
      for node in generated {
        #expect(!node.hasError, "generated code does not parse:\n\(source)\n---\n\(node)")
      }
    }
    return Outcome(source: source, parses: !tree.hasError, macroErrors: errors)
  }

  static func expandRoles(
    of decl: some DeclGroupSyntax, in context: BasicMacroExpansionContext
  ) -> [Syntax] {
    guard
      let attribute = decl.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedDescription == "StateMachine" })
    else { return [] }
    if let enumDecl = decl.as(EnumDeclSyntax.self) {
      // The roles that only ask whether there is a machine read it without its rows.
      #expect(
        MachineModel.parses(enumDecl) == (MachineModel.parse(enumDecl).model != nil),
        "\(decl)")
    }
    var generated: [Syntax] = []
    do {
      generated += try StateMachineMacro.expansion(
        of: attribute, providingMembersOf: decl, conformingTo: [], in: context
      ).map(Syntax.init)
      generated += try StateMachineMacro.expansion(
        of: attribute, attachedTo: decl, providingExtensionsOf: TypeSyntax("Machine"),
        conformingTo: [TypeSyntax("StateMachine")], in: context
      ).map(Syntax.init)
      for member in decl.memberBlock.members {
        let attributes = try StateMachineMacro.expansion(
          of: attribute, attachedTo: decl, providingAttributesFor: member.decl, in: context)
        guard !attributes.isEmpty, let nested = member.decl.as(EnumDeclSyntax.self) else {
          continue
        }
        // The attribute the member-attribute role chose says which macro expands the enum.
        if attributes[0].attributeName.trimmedDescription == "_Region" {
          generated += try RegionMacro.expansion(
            of: attributes[0], providingMembersOf: nested, conformingTo: [],
            in: BasicMacroExpansionContext(sharingWith: context, lexicalContext: [Syntax(decl)])
          ).map(Syntax.init)
        } else if attributes[0].attributeName.trimmedDescription == "_Superstate" {
          generated += try SuperstateMacro.expansion(
            of: attributes[0], attachedTo: nested,
            providingExtensionsOf: TypeSyntax("Machine.Superstate"),
            conformingTo: [TypeSyntax("Sendable"), TypeSyntax("CaseIterable")], in: context
          ).map(Syntax.init)
        } else {
          generated += try CaseDiscriminantMacro.expansion(
            of: attributes[0], providingMembersOf: nested, conformingTo: [], in: context
          ).map(Syntax.init)
        }
      }
    } catch {
      context.addDiagnostics(from: error, node: attribute)
    }
    return generated
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
      let outcome = Self.expand(mutant)
      guard outcome.parses, outcome.macroErrors.isEmpty else { continue }
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
      if outcome.macroErrors.isEmpty, userErrors.isEmpty {
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
