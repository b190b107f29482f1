import FSMMacrosPlugin
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The names the macro declares: `GeneratedNames`, the macro's `names:` and the generator agree.
@Suite struct GeneratedNamesTests {
  /// Machines that, together, use every feature that declares a member: effects in a lookup
  /// table, typestate, timers, superstates, history, edges built one statement at a time and
  /// decoded.
  static let machines: [(name: String, path: String)] = [
    ("Dial", ExpansionSnapshotTests.compileTime),
    ("Gate", ExpansionSnapshotTests.compileTime),
    ("Reminder", "Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift"),
    ("Player", "Sources/FSMExamples/Player.swift"),
    ("Floors", "Tests/FSMMacrosTests/SuperstateTests.swift"),
    ("Download", "Sources/FSMExamples/Download.swift"),
    ("Walkman", "Tests/FSMMacrosTests/HistoryTests.swift"),
  ]

  @Test func theMacroDeclarationListsExactlyTheTable() throws {
    let declared = try Self.namesInMacroDeclaration()
    #expect(declared == GeneratedNames.members.map(\.name))
  }

  @Test func theGeneratorDeclaresExactlyTheTableForMachinesUsingEveryFeature() throws {
    var emitted: Set<String> = []
    for machine in Self.machines {
      let source = try ExpansionSnapshot.declaration(named: machine.name, in: machine.path)
      let diagnosed = Diagnosed(source)
      let model = try #require(diagnosed.model, "\(machine.name) does not parse")
      // The names that come from the user's: one method per event, one struct per state.
      var fromUser = Set(
        diagnosed.plan.eventMethods.map { event in
          Self.signature(event.name, labels: model.events[event.index].parameters.map(\.label))
        })
      fromUser.formUnion(diagnosed.plan.typestate?.map(\.name) ?? [])
      let names = Set(model.generateMembers(plan: diagnosed.plan).flatMap(Self.declaredNames))
      #expect(
        fromUser.isSubset(of: names),
        "\(machine.name) lacks \(fromUser.subtracting(names).sorted()), which its plan names")
      let unlisted = names.subtracting(fromUser).subtracting(GeneratedNames.members.map(\.name))
      #expect(unlisted.isEmpty, "\(machine.name) declares \(unlisted.sorted()), not in the table")
      emitted.formUnion(names.subtracting(fromUser))
    }
    let neverEmitted = GeneratedNames.members.map(\.name).filter { !emitted.contains($0) }
    #expect(neverEmitted.isEmpty, "no machine declares \(neverEmitted)")
  }

  /// The names in `names:` of `@attached(member, …)` on `macro StateMachine`, in order; a test
  /// failure if it does not say `arbitrary` as well (event methods, typestate structs).
  static func namesInMacroDeclaration() throws -> [String] {
    let url = ExpansionSnapshot.packageRoot.appendingPathComponent("Sources/FSMMacros/Macros.swift")
    let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
    let macro = try #require(
      tree.statements.lazy.compactMap { $0.item.as(MacroDeclSyntax.self) }
        .first { $0.name.text == "StateMachine" })
    let member = try #require(
      macro.attributes.compactMap { $0.as(AttributeSyntax.self) }.first { attribute in
        attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
          .trimmedDescription == "member"
      })
    let arguments = try #require(member.arguments?.as(LabeledExprListSyntax.self))
    var names: [String] = []
    var arbitrary = false
    for argument in arguments.dropFirst() {
      if argument.expression.trimmedDescription == "arbitrary" {
        arbitrary = true
      } else if let call = argument.expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "named",
        let name = call.arguments.first?.expression
      {
        names.append(name.trimmedDescription.replacing("`", with: ""))
      } else {
        Issue.record("unexpected name \(argument.expression)")
      }
    }
    #expect(arbitrary)
    return names
  }

  /// The names a generated member declares, as `names:` spells them: `transition(on:)` for a
  /// function; both branches of an `#if`.
  static func declaredNames(_ declaration: DeclSyntax) -> [String] {
    if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
      return ifConfig.clauses.flatMap { clause -> [String] in
        guard case .decls(let members) = clause.elements else { return [] }
        return members.flatMap { declaredNames($0.decl) }
      }
    }
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return [
        signature(
          function.name.text,
          labels: function.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
          })
      ]
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return variable.bindings.map { $0.pattern.trimmedDescription.replacing("`", with: "") }
    }
    if let named = declaration.asProtocol((any NamedDeclSyntax).self) {
      return [named.name.text.replacing("`", with: "")]
    }
    Issue.record("a generated member without a name: \(declaration)")
    return []
  }

  static func signature(_ name: String, labels: [String?]) -> String {
    let name = name.replacing("`", with: "")
    return labels.isEmpty ? name : name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
