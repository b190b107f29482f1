public import SwiftSyntax
import SwiftSyntaxBuilder

extension RegionMachineModel {
  /// The members `@StateMachine` adds to a struct with regions, printed from `plan`.
  public func generateMembers(plan: RegionMachinePlan) -> [DeclSyntax] {
    RegionGenerator(machine: self, plan: plan).members()
  }
}

/// Prints a machine with regions, a struct of regions held by nobody (the Design article,
/// "Written once"): each region is a table of the tree at `[region]`, whose step, settle,
/// trace, scope and activity functions are the ones every held table has (`Generator`'s); what is
/// printed here is the product (the combination `Case`, `Part`, the initial and final
/// combinations, the regions' superstates and history slots, the queue of their completions)
/// and the top's API around those functions (`transition(on:)`, `_nextMicrostep`, `_trace`).
struct RegionGenerator {
  let machine: RegionMachineModel
  let plan: RegionMachinePlan
  /// The regions with their plans.
  let regions: [PlannedRegion]
  /// The tables of the struct as a tree's places (`placesOfTree()`), and the tree its
  /// functions are printed for (`treeOfRegions()`): worked out once.
  private(set) var places: [Generator.TablePlace] = []
  private(set) var tree: CompositeTree

  init(machine: RegionMachineModel, plan: RegionMachinePlan) {
    self.machine = machine
    self.plan = plan
    regions = machine.planned(plan)
    tree = CompositeTree([], completesHeld: false) { _ in "false" }
    places = placesOfTree()
    tree = treeOfRegions()
  }

  var access: String { machine.access.map { "\($0) " } ?? "" }
  var memberModifiers: String { access + "nonisolated " }

  /// A `static let` of the struct.
  func staticConstant(_ name: String, _ type: String, _ value: String) -> DeclSyntax {
    declaration(["\(memberModifiers)static let \(name): \(type) = \(value)"])
  }

  func members() -> [DeclSyntax] {
    var members = [caseStruct(), caseProperty()] + partMembers() + [partsFunction()]
    let initial = regions.map {
      "\($0.property): .\(escapedMember(RegionMachineModel.initialCase(of: $0.model)))"
    }
    members.append(
      staticConstant("initialCase", "Case", "Case(\(initial.joined(separator: ", ")))"))
    members.append(finalCases())
    members += initializers()
    members += superstateMembers()
    members += activityMembers()
    // Whether a value is in a superstate an activity is bound to, or a held history records by.
    members += Generator.withinFunctions(
      places, tasks: regions.first?.model.activityCases != nil, remembers: heldRemembers)
    members += timerMembers()
    members += stepFunctions()
    members += transitionFunctions()
    members += settlingMembers()
    members += stepDetailMembers()
    members += traceMembers()
    members += regionCompositeMembers()
    members += Generator.eventMethods(
      plan.eventMethods, of: machine.events, memberModifiers: memberModifiers)
    members += edgesMembers()
    let documents = machine.documents(plan: plan)
    members += Generator.documentMembers(documents, constant: staticConstant)
    members.append(xstateKeysMember(documents))
    return members
  }

  /// The tables of the struct as a tree's places: each region's table (scope by scope, in
  /// declaration order), held by nobody, then the tables its states hold.
  func placesOfTree() -> [Generator.TablePlace] {
    var scope = 0
    var activity = 0
    var places: [Generator.TablePlace] = []
    for region in regions {
      Generator(model: region.model, plan: region.plan).tablePlaces(
        scope: &scope, parent: nil, path: [region.property], steps: [.region(region.property)],
        activity: &activity, into: &places)
    }
    return places
  }

  /// For a machine with regions whose regions declare `activities`: a tree's activity members
  /// (`Generator.treeActivityMembers`), each region's table held by nobody.
  func activityMembers() -> [DeclSyntax] {
    guard let first = regions.first, first.model.activityCases != nil else { return [] }
    let firstGenerator = Generator(model: first.model, plan: first.plan)
    return Generator.treeActivityMembers(
      places,
      handlers: {
        firstGenerator.activityHandlers($0, machineType: machine.name, access: access)
      }, constant: staticConstant, memberModifiers: memberModifiers)
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

  /// `Part` and `isIn(_:)`, as a held struct has them: a region in one of its states, at any
  /// depth (a region holding machines is named by its `Part`).
  func partMembers() -> [DeclSyntax] {
    CompositeParts.structDeclarations(
      regions.map {
        CompositeParts.Member(
          name: $0.property, held: partType($0), heldIsCase: $0.plan.composites.isEmpty)
      }, access: access,
      documentation: "One region in one of its states: what an edge connects, and what "
        + "`.whenIn` names.")
  }

  /// The part type of `region`: its `Case`, or its `Part` when its states hold machines.
  func partType(_ region: PlannedRegion) -> String {
    "\(region.model.typeName).\(region.plan.composites.isEmpty ? "Case" : "Part")"
  }

  /// `parts(of:)`: each region's case as a part (a composite state as the state itself).
  func partsFunction() -> DeclSyntax {
    var lines = ["\(memberModifiers)static func parts(of state: Case) -> [Part] {"]
    var parts: [String] = []
    for region in regions {
      let property = escapedMember(region.property)
      let composites = Set(region.plan.composites.map(\.composite.state))
      guard !composites.isEmpty else {
        parts.append(".\(property)(state.\(property))")
        continue
      }
      lines.append("let _$\(region.property): \(partType(region)) =")
      lines.append("switch state.\(property) {")
      for state in region.model.states {
        let name = escapedMember(state.name)
        lines += ["case .\(name):", composites.contains(state.name) ? ".\(name)(nil)" : ".\(name)"]
      }
      lines.append("}")
      parts.append(".\(property)(_$\(region.property))")
    }
    return declaration(lines + ["return [\(parts.joined(separator: ", "))]", "}"])
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
        })
      else { return nil }
      // A composite state starts its held machine in its initial configuration.
      if let composite = region.model.composites.first(where: { $0.state == state.name }) {
        return ".\(escapedMember(state.name))(\(region.model.entryValue(of: composite)))"
      }
      guard state.parameters.allSatisfy({ $0.defaultValue != nil }) else { return nil }
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

  /// `edges`: every region's, in declaration order, each case as the region's `Part`, then
  /// those of the machines its states hold, as a held struct's.
  func edgesMembers() -> [DeclSyntax] {
    let arguments = regions.flatMap { region in
      let property = escapedMember(region.property)
      func inRegion(_ part: String) -> String { ".\(property)(\(part))" }
      let generator = Generator(model: region.model, plan: region.plan)
      return generator.innerEdgeArguments(
        wrap: inRegion, superstates: .parts, delay: region.model.edgeDelay)
        + generator.heldEdgeArguments(wrap: inRegion)
    }
    return Generator.edgesMembers(arguments, constant: staticConstant)
  }
}
