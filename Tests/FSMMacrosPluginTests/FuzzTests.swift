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
    ]
    return files.flatMap { file -> [String] in
      let url = packageRoot.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return Parser.parse(source: text).statements.compactMap { item in
        guard let decl = item.item.as(EnumDeclSyntax.self),
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
        if attributes[0].attributeName.trimmedDescription == "_Superstate" {
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

// MARK: - Mutations

enum Mutator {
  static let garbage = [
    "(", ")", "[", "]", "{", "}", ",", ".", ":", "@", "#if X", "#endif", "\"", "nil", "_", "case",
    ".from(", ".fromAny(", ".within(", ".superstate(", "on:", "to:", "when:", "build:", "emit:",
    "except: []", "after:", "in:", "contains: []", "0",
    "x",
    "static let transitionsX: [Transition] = [", "enum Event {", "@Initial", "@Final", "indirect",
  ]

  /// Delays an `after:` mutation writes: valid, zero, negative, and not a literal.
  static let delays = [
    ".seconds(10)", ".seconds(2)", ".milliseconds(250)", ".seconds(0)", ".milliseconds(-5)",
    ".zero",
    "Self.pause", "nil",
  ]

  /// 1 to 3 random edits of a random seed. `structuralOnly` leaves out the token edits, which
  /// mostly make code that does not parse.
  static func mutant(
    of seeds: [String], structuralOnly: Bool = false, using generator: inout SplitMix64
  ) -> String {
    var source = seeds[Int(generator.next() % UInt64(seeds.count))]
    let count = 1 + Int(generator.next() % 3)
    for _ in 0..<count {
      source = mutate(source, structuralOnly: structuralOnly, using: &generator)
    }
    return source
  }

  /// One random edit of `source`, located with the syntax tree.
  static func mutate(
    _ source: String, structuralOnly: Bool, using generator: inout SplitMix64
  ) -> String {
    let tree = Parser.parse(source: source)
    var bytes = Array(source.utf8)
    func pick<T>(_ items: [T]) -> T? {
      items.isEmpty ? nil : items[Int(generator.next() % UInt64(items.count))]
    }
    func range(_ node: some SyntaxProtocol) -> Range<Int> {
      node.positionAfterSkippingLeadingTrivia
        .utf8Offset..<node.endPositionBeforeTrailingTrivia
        .utf8Offset
    }
    func text(_ range: Range<Int>) -> [UInt8] { Array(bytes[range]) }

    let nodes = NodeCollector(viewMode: .sourceAccurate)
    nodes.walk(tree)
    let tokens = Array(tree.tokens(viewMode: .sourceAccurate)).filter { $0.tokenKind != .endOfFile }
    let identifiers = tokens.filter {
      if case .identifier = $0.tokenKind { return true }
      return false
    }

    // Structural edits that often leave the user's own code valid: rows, arguments,
    // attributes and identifiers.
    let structural: [UInt64] = [3, 4, 5, 6, 7, 10, 11, 11, 11, 12, 12, 13, 13, 13]
    let operation =
      structuralOnly
      ? structural[Int(generator.next() % UInt64(structural.count))] : generator.next() % 15
    switch operation {
    case 0:  // delete a token
      if let token = pick(tokens) { bytes.removeSubrange(range(token)) }
    case 1:  // duplicate a token
      if let token = pick(tokens) {
        bytes.insert(contentsOf: text(range(token)) + [32], at: range(token).lowerBound)
      }
    case 2:  // swap two neighbouring tokens
      if tokens.count > 1 {
        let index = Int(generator.next() % UInt64(tokens.count - 1))
        let first = range(tokens[index])
        let second = range(tokens[index + 1])
        let replacement =
          text(second) + Array(bytes[first.upperBound..<second.lowerBound]) + text(first)
        bytes.replaceSubrange(first.lowerBound..<second.upperBound, with: replacement)
      }
    case 3:  // delete a row
      if let row = pick(nodes.rows) { bytes.removeSubrange(range(row)) }
    case 4:  // duplicate a row
      if let row = pick(nodes.rows) {
        bytes.insert(contentsOf: text(range(row)) + [44, 10], at: range(row).lowerBound)
      }
    case 5:  // swap two rows
      if let first = pick(nodes.rows), let second = pick(nodes.rows),
        range(first).upperBound <= range(second).lowerBound
      {
        let a = range(first)
        let b = range(second)
        let replacement = text(b) + Array(bytes[a.upperBound..<b.lowerBound]) + text(a)
        bytes.replaceSubrange(a.lowerBound..<b.upperBound, with: replacement)
      }
    case 6:  // delete an argument
      if let argument = pick(nodes.arguments) { bytes.removeSubrange(range(argument)) }
    case 7:  // duplicate an argument
      if let argument = pick(nodes.arguments) {
        bytes.insert(contentsOf: text(range(argument)) + [44, 32], at: range(argument).lowerBound)
      }
    case 8:  // delete a case
      if let element = pick(nodes.caseElements) { bytes.removeSubrange(range(element)) }
    case 9:  // duplicate a case declaration
      if let decl = pick(nodes.caseDecls) {
        bytes.insert(contentsOf: text(range(decl)) + [10], at: range(decl).lowerBound)
      }
    case 10:  // remove an attribute, or add @Initial or @Final to a case
      if generator.next() % 2 == 0, let attribute = pick(nodes.attributes) {
        bytes.removeSubrange(range(attribute))
      } else if let decl = pick(nodes.caseDecls) {
        let marker = generator.next() % 2 == 0 ? "@Initial " : "@Final "
        bytes.insert(contentsOf: Array(marker.utf8), at: range(decl).lowerBound)
      }
    case 11:  // replace an identifier with another one of the file
      if let token = pick(identifiers), let other = pick(identifiers) {
        bytes.replaceSubrange(range(token), with: text(range(other)))
      }
    case 12:  // time a row: `after:` behind its `on:`, or another delay for one that has it
      let timed = nodes.arguments.filter { $0.label?.text == "after" }
      if generator.next() % 3 == 0, let argument = pick(timed), let delay = pick(delays) {
        bytes.replaceSubrange(range(argument.expression), with: Array(delay.utf8))
      } else if let on = pick(nodes.arguments.filter { $0.label?.text == "on" }),
        on.trailingComma != nil, let delay = pick(delays)
      {
        bytes.insert(contentsOf: Array(" after: \(delay),".utf8), at: range(on).upperBound)
      }
    case 13:  // superstates: a row made `within` one, a parent changed, a case added to one
      guard let superstate = pick(nodes.superstateNames) else { break }
      let calls = nodes.calls.compactMap { call -> (FunctionCallExprSyntax, String)? in
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else {
          return nil
        }
        return (call, callee.declName.baseName.text)
      }
      switch generator.next() % 3 {
      case 0:
        guard let (row, kind) = pick(calls.filter { ["from", "fromAny"].contains($0.1) }),
          let callee = row.calledExpression.as(MemberAccessExprSyntax.self)
        else { break }
        let first = row.arguments.first
        if kind == "from", let first, first.label == nil {
          bytes.replaceSubrange(range(first.expression), with: Array(".\(superstate)".utf8))
        } else if kind == "fromAny", let first, first.label?.text == "except" {
          bytes.replaceSubrange(range(first), with: Array(".\(superstate)".utf8))
        } else if let first {
          bytes.insert(contentsOf: Array(".\(superstate), ".utf8), at: range(first).lowerBound)
        }
        bytes.replaceSubrange(range(callee.declName), with: Array("within".utf8))
      case 1:
        guard let (declaration, _) = pick(calls.filter { $0.1 == "superstate" }) else { break }
        if let parent = declaration.arguments.first(where: { $0.label?.text == "in" }) {
          bytes.replaceSubrange(range(parent.expression), with: Array(".\(superstate)".utf8))
        } else if let last = declaration.arguments.last {
          bytes.insert(contentsOf: Array(", in: .\(superstate)".utf8), at: range(last).upperBound)
        }
      default:
        guard let (declaration, _) = pick(calls.filter { $0.1 == "superstate" }),
          let contains = declaration.arguments.first(where: { $0.label?.text == "contains" }),
          let array = contains.expression.as(ArrayExprSyntax.self),
          let state = pick(nodes.stateNames)
        else { break }
        let insertion = array.elements.isEmpty ? ".\(state)" : ".\(state), "
        bytes.insert(
          contentsOf: Array(insertion.utf8), at: range(array.leftSquare).upperBound)
      }
    default:  // insert garbage between two tokens
      if let token = pick(tokens), let snippet = pick(garbage) {
        bytes.insert(contentsOf: Array((" " + snippet + " ").utf8), at: range(token).lowerBound)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The nodes mutations aim at.
final class NodeCollector: SyntaxVisitor {
  var rows: [ArrayElementSyntax] = []
  var arguments: [LabeledExprSyntax] = []
  var caseElements: [EnumCaseElementSyntax] = []
  var caseDecls: [EnumCaseDeclSyntax] = []
  var attributes: [AttributeSyntax] = []
  var calls: [FunctionCallExprSyntax] = []
  /// The cases of `enum Superstate`, and those of the machine's enum.
  var superstateNames: [String] = []
  var stateNames: [String] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let names = node.memberBlock.members.flatMap { member in
      member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
    }
    if node.name.text == "Superstate" {
      superstateNames += names
    } else if node.attributes.trimmedDescription.contains("StateMachine") {
      stateNames += names
    }
    return .visitChildren
  }

  override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
    rows.append(node)
    return .visitChildren
  }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    arguments.append(node)
    return .visitChildren
  }
  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    caseElements.append(node)
    return .visitChildren
  }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    caseDecls.append(node)
    return .visitChildren
  }
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    attributes.append(node)
    return .visitChildren
  }
}
