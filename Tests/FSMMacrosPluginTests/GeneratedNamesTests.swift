import FSMMacrosPlugin
import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// The names the macro declares: `GeneratedNames`, the macro's `names:` and the generator agree.
@Suite struct GeneratedNamesTests {
  /// Machines that, together, use every feature that declares a member: effects in a lookup
  /// table, typestate, timers, superstates, history, edges built one statement at a time and
  /// decoded.
  static let machines: [(name: String, path: String)] = [
    ("Dial", RecordedExpansionTests.compileTime),
    ("Gate", RecordedExpansionTests.compileTime),
    ("Reminder", "Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift"),
    ("Player", "Sources/FSMExamples/Player.swift"),
    ("Floors", "Tests/FSMMacrosTests/SuperstateTests.swift"),
    ("Download", "Sources/FSMExamples/Download.swift"),
    ("Walkman", "Tests/FSMMacrosTests/HistoryTests.swift"),
    ("ApprovalFlow", "Tests/FSMMacrosTests/EventlessTests.swift"),
    ("UploadFlow", "Tests/FSMMacrosTests/EventlessTests.swift"),
    ("FileDownload", "Tests/FSMMacrosTests/ActivityTests.swift"),
    ("Call", "Tests/FSMMacrosTests/CompositeTests.swift"),
    ("Purchase", "Tests/FSMMacrosTests/CompositeTests.swift"),
    ("Toaster", "Tests/FSMMacrosTests/HeldTimerTests.swift"),
    ("Canon", "Tests/FSMMacrosTests/CompletionQueueTests.swift"),
  ]

  /// Machines with regions that, together, use every feature that declares a member: timers,
  /// superstates, history, effects from several regions, the initializers.
  static let regionMachines: [(name: String, path: String)] = [
    ("Streaming", "Sources/FSMExamples/Streaming.swift"),
    ("Boombox", "Tests/FSMMacrosTests/RegionTests.swift"),
    ("Setup", "Tests/FSMMacrosTests/EventlessTests.swift"),
    ("DualRadio", "Tests/FSMMacrosTests/ActivityTests.swift"),
  ]

  @Test func theMacroDeclarationListsExactlyTheTable() throws {
    let declared = try Self.namesInMacroDeclaration()
    #expect(
      declared
        == GeneratedNames.members.map(\.name) + GeneratedNames.regionMachineMembers.map(\.name))
  }

  @Test func theRegionRoleDeclarationListsExactlyItsTable() throws {
    let declared = try Self.namesInMacroDeclaration(of: "_Region", arbitrary: false)
    #expect(declared == GeneratedNames.regionMembers.map(\.name))
    // `@Submachine` is the same macro under the name its author writes.
    let submachine = try Self.namesInMacroDeclaration(of: "Submachine", arbitrary: false)
    #expect(submachine == GeneratedNames.regionMembers.map(\.name))
  }

  /// A struct's members are those of the table, of either list, the event methods and one step
  /// function per region; and each region's are those of `regionMembers`.
  @Test func theGeneratorDeclaresExactlyTheTablesForMachinesWithRegions() throws {
    let listed = Set(
      GeneratedNames.members.map(\.name) + GeneratedNames.regionMachineMembers.map(\.name))
    var emitted: Set<String> = []
    var emittedInRegions: Set<String> = []
    for machine in Self.regionMachines {
      let source = try RecordedExpansion.declaration(named: machine.name, in: machine.path)
      let diagnosed = Diagnosed(source)
      guard case .regions(let model, let plan) = diagnosed.analysis?.machine else {
        Issue.record("\(machine.name) is not read as a machine with regions")
        continue
      }
      let fromUser = Set(
        plan.eventMethods.map { event in
          Self.signature(event.name, labels: model.events[event.index].parameters.map(\.label))
        })
      // The tree's step and trace functions (the struct's, `_$step$` and `_$trace`, and each
      // region's), its scope functions (the struct's, `_$timers` and `_$scopes`, and each
      // region's), each region's value in a remembered one, and each region's settle function
      // (its eventless and completion rows).
      let steps = Set(
        ["_$step$(_:on:in:", "_$trace(_:_:on:moved:", "_$timers(_:", "_$scopes(_:"]
          + model.regions.flatMap { region in
            [
              "_$step$\(region.property)(_:on:in:", "_$recall$\(region.property)(_:",
              "_$parts$\(region.property)(_:", "_$trace$\(region.property)(_:",
              "_$timers$\(region.property)(_:", "_$scopes$\(region.property)(_:",
              "_$activitiesIn$\(region.property)(_:", "_$within$\(region.property)$",
              "_$settle$\(region.property)(_:in:",
            ]
          })
      let names = Set(model.generateMembers(plan: plan).flatMap(Self.declaredNames))
      #expect(fromUser.isSubset(of: names), "\(machine.name) lacks its event methods")
      let generated = names.subtracting(fromUser).filter { name in
        !steps.contains { name.hasPrefix($0) }
      }
      // One step and one trace function for the struct, and a timers and a scopes function when
      // a region has timers; per region a step, parts and trace function, a timers and a scopes
      // function when a region has timers, an activities function when it declares activities
      // and a within function per superstate they are bound to, a recall function when its rows
      // return to a history, and a settle function when it has eventless or completion rows.
      let timers = plan.regions.contains { !$0.timers.isEmpty } ? 2 : 0
      let perRegion = model.regions.indices.reduce(0) { count, index in
        let tasks = plan.regions[index].activities
        return count + 3 + timers + (tasks.isEmpty ? 0 : 1)
          + Set(tasks.compactMap(\.superstate?.index)).count
          + (plan.regions[index].hasHistoryRows ? 1 : 0)
          + (plan.regions[index].settles ? 1 : 0)
      }
      #expect(
        names.count - fromUser.count - generated.count == 2 + timers + perRegion,
        "\(machine.name) has not one step function per region")
      let unlisted = generated.subtracting(listed)
      #expect(unlisted.isEmpty, "\(machine.name) declares \(unlisted.sorted()), not in the tables")
      emitted.formUnion(generated)

      // Each region, expanded by `@_Region` inside the struct, as the compiler expands it.
      let tree = Parser.parse(source: source)
      let structDecl = try #require(
        tree.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }.first)
      let context = BasicMacroExpansionContext(lexicalContext: [Syntax(structDecl)])
      let regionEnums = structDecl.memberBlock.members.compactMap {
        $0.decl.as(EnumDeclSyntax.self)
      }.filter { region in model.regions.contains { $0.model.name == region.name.text } }
      #expect(regionEnums.count == model.regions.count)
      // The attribute as `@StateMachine` writes it: with `activities: true` in a machine with
      // activities.
      let firstRegion = try #require(regionEnums.first)
      let attributes = try StateMachineMacro.expansion(
        of: AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("StateMachine"))),
        attachedTo: structDecl, providingAttributesFor: firstRegion, in: context)
      let attribute = try #require(attributes.first)
      for region in regionEnums {
        let members = try RegionMacro.expansion(
          of: attribute, providingMembersOf: region, conformingTo: [], in: context)
        let regionNames = Set(members.flatMap(Self.declaredNames))
        let unlistedInRegion = regionNames.subtracting(GeneratedNames.regionMembers.map(\.name))
        #expect(
          unlistedInRegion.isEmpty,
          "\(region.name.text) declares \(unlistedInRegion.sorted()), not in the table")
        emittedInRegions.formUnion(regionNames)
      }
    }
    let neverEmitted = GeneratedNames.regionMachineMembers.map(\.name).filter {
      !emitted.contains($0)
    }
    #expect(neverEmitted.isEmpty, "no machine with regions declares \(neverEmitted)")
    // A struct of regions held by a composite state: its `Part` and `isIn(_:)`.
    let call = try RecordedExpansion.declaration(
      named: "Call", in: "Tests/FSMMacrosTests/CompositeTests.swift")
    let media = try #require(
      Parser.parse(source: call).statements.lazy.compactMap { $0.item.as(EnumDeclSyntax.self) }
        .first?.memberBlock.members.lazy.compactMap { $0.decl.as(StructDeclSyntax.self) }.first)
    let heldMembers = try RegionMacro.expansion(
      of: AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("Submachine"))),
      providingMembersOf: media, conformingTo: [],
      in: BasicMacroExpansionContext(lexicalContext: []))
    let heldNames = Set(heldMembers.flatMap(Self.declaredNames))
    #expect(heldNames.isSubset(of: GeneratedNames.regionMembers.map(\.name)))
    emittedInRegions.formUnion(heldNames)
    let neverInRegions = GeneratedNames.regionMembers.map(\.name).filter {
      !emittedInRegions.contains($0)
    }
    #expect(neverInRegions.isEmpty, "no region declares \(neverInRegions)")
  }

  @Test func theGeneratorDeclaresExactlyTheTableForMachinesUsingEveryFeature() throws {
    var emitted: Set<String> = []
    for machine in Self.machines {
      let source = try RecordedExpansion.declaration(named: machine.name, in: machine.path)
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
      // A machine whose states hold machines: a `Part` from the top down, as a struct of regions
      // has, and one step function per held table (`_$step$<path>`), with the functions tracing
      // a step through every table (`_$parts`, `_$trace` and `_$leaving`, each with its path),
      // and with timers inside, each table's scopes (`_$timers`, `_$scopes`).
      let composed = !model.compositeStates.isEmpty
      let perTable = [
        "_$step$", "_$settle$", "_$done$", "_$parts", "_$trace", "_$leaving$", "_$timers",
        "_$scopes",
      ]
      let held = names.filter { name in composed && perTable.contains { name.hasPrefix($0) } }
      #expect(composed == !held.isEmpty, "\(machine.name) has not one step function per held table")
      let unlisted = names.subtracting(fromUser).subtracting(held)
        .subtracting(GeneratedNames.members.map(\.name))
        .subtracting(composed ? GeneratedNames.regionMachineMembers.map(\.name) : [])
      #expect(unlisted.isEmpty, "\(machine.name) declares \(unlisted.sorted()), not in the table")
      emitted.formUnion(names.subtracting(fromUser))
    }
    let neverEmitted = GeneratedNames.members.map(\.name).filter { !emitted.contains($0) }
    #expect(neverEmitted.isEmpty, "no machine declares \(neverEmitted)")
  }

  /// The names in `names:` of `@attached(member, …)` on `macro StateMachine`, in order; a test
  /// failure if it does not say `arbitrary` as well (event methods, typestate structs).
  static func namesInMacroDeclaration(
    of macroName: String = "StateMachine", arbitrary expectsArbitrary: Bool = true
  ) throws -> [String] {
    let url = RecordedExpansion.packageRoot.appendingPathComponent("Sources/FSMMacros/Macros.swift")
    let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
    let macro = try #require(
      tree.statements.lazy.compactMap { $0.item.as(MacroDeclSyntax.self) }
        .first { $0.name.text == macroName })
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
    #expect(arbitrary == expectsArbitrary)
    return names
  }

  /// The names a generated member declares, as `names:` spells them: `transition(on:)` for a
  /// function; both branches of an `#if`. The generator's declarations are text, which the
  /// compiler parses (`declaration(_:)` in the plugin): parsed here as it would.
  static func declaredNames(_ generated: DeclSyntax) -> [String] {
    let declaration = RoleExpansion.reparsed(Syntax(generated))
    #expect(!declaration.hasError, "generated code does not parse:\n\(generated)")
    return declaration.as(DeclSyntax.self).map(namesDeclared(by:)) ?? []
  }

  private static func namesDeclared(by declaration: DeclSyntax) -> [String] {
    if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
      return ifConfig.clauses.flatMap { clause -> [String] in
        guard case .decls(let members) = clause.elements else { return [] }
        return members.flatMap { namesDeclared(by: $0.decl) }
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
    if declaration.is(InitializerDeclSyntax.self) {
      return ["init"]
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
