public import SwiftSyntax
import SwiftSyntaxBuilder

extension RegionMachineModel {
  /// The members `@StateMachine` adds to a struct with regions, printed from `plan`.
  public func generateMembers(plan: RegionMachinePlan) -> [DeclSyntax] {
    RegionGenerator(machine: self, plan: plan).members()
  }
}

/// Prints a machine with regions: the combination `Case`, `Part`, one step function per region
/// (the region's nested `switch`, printed by the region's own `Generator`), and the struct's
/// `transition(on:)`, which offers the event to every region in declaration order. What every
/// machine has alike (event methods, history members, edges, documents) is `Generator`'s.
struct RegionGenerator {
  let machine: RegionMachineModel
  let plan: RegionMachinePlan
  /// The regions with their plans.
  let regions: [PlannedRegion]

  init(machine: RegionMachineModel, plan: RegionMachinePlan) {
    self.machine = machine
    self.plan = plan
    regions = machine.planned(plan)
  }

  var access: String { machine.access.map { "\($0) " } ?? "" }
  var memberModifiers: String { access + "nonisolated " }

  /// A `static let` of the struct.
  func staticConstant(_ name: String, _ type: String, _ value: String) -> DeclSyntax {
    declaration(["\(memberModifiers)static let \(name): \(type) = \(value)"])
  }

  func members() -> [DeclSyntax] {
    var members = [caseStruct(), caseProperty(), partEnum(), isInFunction(), partsFunction()]
    let initial = regions.map {
      "\($0.property): .\(escapedMember(RegionMachineModel.initialCase(of: $0.model)))"
    }
    members.append(
      staticConstant("initialCase", "Case", "Case(\(initial.joined(separator: ", ")))"))
    members.append(finalCases())
    members += initializers()
    members += superstateMembers()
    members += activityMembers()
    members += timerMembers()
    members += stepFunctions()
    members += transitionFunctions()
    members += settlingMembers()
    members += stepDetailMembers()
    members += Generator.eventMethods(
      plan.eventMethods, of: machine.events, memberModifiers: memberModifiers)
    members += edgesMembers()
    members += Generator.documentMembers(machine.documents(plan: plan), constant: staticConstant)
    return members
  }

  /// The `Case` of a region, as the struct's code names it.
  func caseType(_ region: PlannedRegion) -> String {
    "\(region.model.typeName).Case"
  }

  // MARK: - Case, Part

  func caseStruct() -> DeclSyntax {
    var lines = [
      "struct Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {"
    ]
    for region in regions {
      lines.append("\(access)var \(escaped(region.property)): \(caseType(region))")
    }
    let parameters = regions.map { "\(escaped($0.property)): \(caseType($0))" }
    lines.append("\(access)init(\(parameters.joined(separator: ", "))) {")
    lines += regions.map { "self.\(escapedMember($0.property)) = \(escaped($0.property))" }
    lines.append("}")
    lines += [
      "/// Every combination of the regions' cases.", "\(access)static var allCases: [Case] {",
    ]
    lines.append("var all: [Case] = []")
    for region in regions {
      lines.append("for \(escaped(region.property)) in \(caseType(region)).allCases {")
    }
    let arguments = regions.map { "\(escaped($0.property)): \(escaped($0.property))" }
    lines.append("all.append(Case(\(arguments.joined(separator: ", "))))")
    lines += regions.map { _ in "}" }
    lines += ["return all", "}"]
    let described = regions.map { "\\(self.\(escapedMember($0.property)))" }
    lines += [
      "\(access)var description: \(Qualified.string) {",
      "\"(\(described.joined(separator: ", ")))\"", "}", "}",
    ]
    return nonisolatedType(
      access, lines,
      documentation: ["/// The combination of the regions' cases: one property per region."])
  }

  func caseProperty() -> DeclSyntax {
    let arguments = regions.map {
      "\(escaped($0.property)): self.\(escapedMember($0.property)).case"
    }
    return declaration([
      "\(memberModifiers)var `case`: Case {",
      "Case(\(arguments.joined(separator: ", ")))",
      "}",
    ])
  }

  func partEnum() -> DeclSyntax {
    var lines = [
      "enum Part: Swift.Hashable, Swift.Sendable, Swift.CustomStringConvertible {"
    ]
    lines += regions.map { "case \(escaped($0.property))(\(caseType($0)))" }
    lines += ["\(access)var description: \(Qualified.string) {", "switch self {"]
    for region in regions {
      lines += [
        "case .\(escapedMember(region.property))(let state):",
        "\"\(region.property).\\(state)\"",
      ]
    }
    lines += ["}", "}", "}"]
    return nonisolatedType(
      access, lines,
      documentation: [
        "/// One region in one of its cases: what an edge connects, and what `.whenIn` names."
      ])
  }

  func isInFunction() -> DeclSyntax {
    var lines = [
      "/// Whether the region `part` names is in its case.",
      "\(memberModifiers)func isIn(_ part: Part) -> Swift.Bool {", "switch part {",
    ]
    for region in regions {
      lines += [
        "case .\(escapedMember(region.property))(let state):",
        "self.\(escapedMember(region.property)).case == state",
      ]
    }
    return declaration(lines + ["}", "}"])
  }

  func partsFunction() -> DeclSyntax {
    let parts = regions.map {
      ".\(escapedMember($0.property))(state.\(escapedMember($0.property)))"
    }
    return declaration([
      "\(memberModifiers)static func parts(of state: Case) -> [Part] {",
      "[\(parts.joined(separator: ", "))]",
      "}",
    ])
  }

  /// Every combination of final cases: the machine is final when every region is.
  func finalCases() -> DeclSyntax {
    var combinations: [[String]] = [[]]
    for region in regions {
      let finals = region.model.finalStates.map {
        "\(escaped(region.property)): .\(escapedMember($0))"
      }
      combinations = combinations.flatMap { prefix in finals.map { prefix + [$0] } }
    }
    let values = combinations.map { "Case(\($0.joined(separator: ", ")))" }
    return declaration([
      "\(memberModifiers)static let finalCases: Swift.Set<Case> = [\(values.joined(separator: ", "))]"
    ])
  }

  /// `init(playback:download:)`, and `init()` when every region's initial case has no associated
  /// value without a default; none when the struct declares an initializer.
  func initializers() -> [DeclSyntax] {
    guard !machine.declaresInitializer else { return [] }
    let parameters = regions.map { "\(escaped($0.property)): \($0.model.typeName)" }
    var result = [
      declaration(
        [
          "/// A value with each region in the case given.",
          "\(memberModifiers)init(\(parameters.joined(separator: ", "))) {",
        ]
          + regions.map { "self.\(escapedMember($0.property)) = \(escaped($0.property))" } + ["}"])
    ]
    let initialValues = regions.map { region -> String? in
      guard
        let state = region.model.states.first(where: {
          $0.name == RegionMachineModel.initialCase(of: region.model)
        }),
        state.parameters.allSatisfy({ $0.defaultValue != nil })
      else { return nil }
      return ".\(escapedMember(state.name))" + (state.parameters.isEmpty ? "" : "()")
    }
    if initialValues.allSatisfy({ $0 != nil }) {
      result.append(
        declaration(
          [
            "/// Every region in its initial case.",
            "\(memberModifiers)init() {",
          ]
            + zip(regions, initialValues).map {
              "self.\(escapedMember($0.property)) = \($1 ?? "")"
            } + ["}"]))
    }
    return result
  }

  // MARK: - Edges

  /// `edges`: every region's, in declaration order, each case as the region's `Part`.
  func edgesMembers() -> [DeclSyntax] {
    let arguments = regions.flatMap { region in
      let property = escapedMember(region.property)
      return Generator(model: region.model, plan: region.plan).tableEdges.map { edge in
        Generator.edgeArguments(
          edge, part: { ".\(property)(.\(escapedMember($0)))" },
          delay: region.model.delayCall)
      }
    }
    return Generator.edgesMembers(arguments, constant: staticConstant)
  }
}
