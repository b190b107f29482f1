public import SwiftDiagnostics
public import SwiftSyntax

/// A machine with regions: a struct whose stored properties of nested enum types are its
/// regions, each with a table of its own over the struct's events and effects (the Regions
/// article).
///
/// Each region is read, checked and planned as a machine's enum is — `MachineParser` in region
/// mode takes the struct's events and effects — and what only the struct can check (the regions
/// themselves, conditions on other regions, events no region takes) is checked here.
public struct RegionMachineModel {
  /// One region: the property that holds it, and its table read as a machine's.
  public struct RegionModel {
    /// The stored property, which names the region (`playback`).
    public var property: String
    public var model: MachineModel
    public var plan: TransitionPlan
  }

  public var name: String
  public var access: String?
  public var events: [CaseModel]
  public var effects: [CaseModel]?
  public var regions: [RegionModel]
  public var userMembers: [UserMember]
  /// Whether the struct declares an initializer of its own: the macro then declares none.
  public var declaresInitializer: Bool
}

/// What `@StateMachine` makes of a struct: the machine, if one can be generated, and every
/// diagnostic.
public struct RegionMachineAnalysis {
  public var model: RegionMachineModel?
  public var diagnostics: [Diagnostic]
}

extension RegionMachineModel {
  /// The nested enums of `decl` that are regions, with their properties, in the properties'
  /// order.
  static func regionDeclarations(
    of decl: StructDeclSyntax
  ) -> [(property: String, declaration: EnumDeclSyntax)] {
    let members = decl.memberBlock.members.map(\.decl)
    var enums: [String: EnumDeclSyntax] = [:]
    for nested in members.compactMap({ $0.as(EnumDeclSyntax.self) })
    where !GeneratedNames.nestedEnums.contains(nested.name.unescapedText) {
      enums[nested.name.unescapedText] = nested
    }
    var result: [(property: String, declaration: EnumDeclSyntax)] = []
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
    where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          let type = binding.typeAnnotation?.type.trimmedDescription,
          let region = enums[type]
        else { continue }
        result.append((name.unescapedText, region))
      }
    }
    return result
  }

  /// The most regions a machine may have: `_regionsMoved(by:)` gives one bit of a `UInt64` to
  /// each.
  static let maximumRegions = 64

  /// Reads, checks and plans the machine `decl` declares.
  public static func analyze(_ decl: StructDeclSyntax) -> RegionMachineAnalysis {
    var diagnostics = DiagnosticCollector()
    let name = decl.name.unescapedText
    let members = decl.memberBlock.members.map(\.decl)
    var shapeParser = MachineParser()
    let nested = shapeParser.parseNestedEnums(members)
    for diagnostic in shapeParser.diagnostics.diagnostics {
      diagnostics.append(diagnostic)
    }
    if shapeParser.parseTypestateArgument(decl.attributes),
      let attribute = decl.attributes.attribute(named: "StateMachine")
    {
      diagnostics.report(.regionTypestate(machine: name), at: SyntaxAnchor(attribute))
    }
    let declarations = regionDeclarations(of: decl)
    guard !declarations.isEmpty else {
      diagnostics.report(.noRegions(machine: name), at: SyntaxAnchor(decl.name))
      return RegionMachineAnalysis(model: nil, diagnostics: diagnostics.diagnostics)
    }
    // The generated `Case`, `Part` and static tables name the struct and its regions without
    // generic arguments, and a step records the regions it moved in the bits of a `UInt64`.
    let generic =
      [decl.genericParameterClause.map(Syntax.init)]
      + declarations.map { $0.declaration.genericParameterClause.map(Syntax.init) }
    if let clause = generic.compactMap(\.self).first {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "generic parameters on a machine with regions or on a region; "
            + "declare the types the regions need as concrete types"),
        at: SyntaxAnchor(clause))
      return RegionMachineAnalysis(model: nil, diagnostics: diagnostics.diagnostics)
    }
    if declarations.count > maximumRegions {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "more than \(maximumRegions) regions ('\(name)' has \(declarations.count)); "
            + "group regions into machines of their own"),
        at: SyntaxAnchor(declarations[maximumRegions].declaration.name))
      return RegionMachineAnalysis(model: nil, diagnostics: diagnostics.diagnostics)
    }
    guard let events = nested.events else {
      diagnostics.report(.missingEvent(machine: name), at: SyntaxAnchor(decl.name))
      return RegionMachineAnalysis(model: nil, diagnostics: diagnostics.diagnostics)
    }
    // A nested enum with a table, but no property: meant as a region, most likely.
    let regionNames = Set(declarations.map { $0.declaration.name.unescapedText })
    for nested in members.compactMap({ $0.as(EnumDeclSyntax.self) })
    where !regionNames.contains(nested.name.unescapedText)
      && MachineParser.hasTable(nested.memberBlock.members.map(\.decl))
    {
      diagnostics.report(
        .regionWithoutProperty(region: nested.name.unescapedText), at: SyntaxAnchor(nested.name))
    }
    var regions: [RegionModel] = []
    var failed = false
    let access = decl.modifiers.generatedAccess
    for (property, declaration) in declarations {
      let rank = ["package": 1, "public": 2]
      if let access,
        rank[access, default: 0] > rank[declaration.modifiers.generatedAccess ?? "", default: 0]
      {
        diagnostics.report(
          .regionLessVisible(
            region: declaration.name.unescapedText, machine: name, access: access),
          at: SyntaxAnchor(declaration.name))
        failed = true
        continue
      }
      // A region with its own events is not read further: its rows would name them.
      let own = declaration.memberBlock.members.compactMap { $0.decl.as(EnumDeclSyntax.self) }
        .filter { [GeneratedNames.event, GeneratedNames.effect].contains($0.name.unescapedText) }
      for nested in own {
        diagnostics.report(
          .regionOwnEnum(
            region: declaration.name.unescapedText, nested: nested.name.unescapedText),
          at: SyntaxAnchor(nested.name))
      }
      guard own.isEmpty else {
        failed = true
        continue
      }
      var parser = MachineParser()
      parser.shared = MachineParser.SharedEnums(
        events: events, effects: nested.effects, effectIsObjC: nested.effectIsObjC)
      let parsed = parser.parse(declaration)
      for diagnostic in parser.diagnostics.diagnostics {
        diagnostics.append(diagnostic)
      }
      guard let model = parsed else {
        failed = true
        continue
      }
      // An event a region does not use is normal: the struct checks the events of all regions.
      let validation = model.validate()
      var regionDiagnostics = DiagnosticCollector()
      for diagnostic in validation.diagnostics {
        regionDiagnostics.append(diagnostic)
      }
      let plan = TransitionPlan.build(
        for: model, validation: validation, diagnostics: &regionDiagnostics)
      for diagnostic in regionDiagnostics.diagnostics
      where (diagnostic.diagMessage as? FSMDiagnostic)?.name != "unusedEvent" {
        diagnostics.append(diagnostic)
      }
      regions.append(RegionModel(property: property, model: model, plan: plan))
    }
    guard !failed else {
      return RegionMachineAnalysis(model: nil, diagnostics: diagnostics.diagnostics)
    }
    var machine = RegionMachineModel(
      name: name,
      access: decl.modifiers.generatedAccess,
      events: events,
      effects: nested.effects,
      regions: regions,
      userMembers: MachineParser.userMembers(members),
      declaresInitializer: members.contains { $0.is(InitializerDeclSyntax.self) })
    machine.checkNames(into: &diagnostics)
    machine.checkConditions(into: &diagnostics)
    // Whole-machine warnings wait until the tables have no errors, as a machine's do.
    if !diagnostics.hasErrors {
      machine.checkEvents(into: &diagnostics)
    }
    return RegionMachineAnalysis(model: machine, diagnostics: diagnostics.diagnostics)
  }

  /// The regions listed for a message: `'playback' (stopped, playing), 'download' (idle, ready)`.
  var regionList: String {
    regions.map { region in
      "'\(region.property)' (\(region.model.states.map(\.name).joined(separator: ", ")))"
    }.joined(separator: ", ")
  }

  /// Each `.whenIn` condition names another region, and one of its cases. A condition that does
  /// not is reported and never holds in the generated code (which then compiles, so the user
  /// sees this message and the compiler's, not a third inside the expansion).
  mutating func checkConditions(into diagnostics: inout DiagnosticCollector) {
    for index in regions.indices {
      let own = regions[index].property
      for row in regions[index].model.rows {
        for condition in row.conditions {
          let part = condition.anchor.node?.as(FunctionCallExprSyntax.self)
          guard let other = regions.first(where: { $0.property == condition.region }) else {
            diagnostics.report(
              .unknownRegion(region: condition.region, regions: regionList),
              at: condition.anchor,
              fixIts: Self.replacing(
                part?.calledExpression.as(MemberAccessExprSyntax.self), condition.region,
                among: regions.map(\.property).filter { $0 != own }))
            continue
          }
          if other.property == own {
            diagnostics.report(.conditionOnOwnRegion(region: own), at: condition.anchor)
          } else if !other.model.states.contains(where: { $0.name == condition.state }) {
            diagnostics.report(
              .unknownRegionCase(
                region: other.property, state: condition.state,
                cases: other.model.states.map { "'\($0.name)'" }.joined(separator: ", ")),
              at: condition.anchor,
              fixIts: Self.replacing(
                part?.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                condition.state, among: other.model.states.map(\.name)))
          }
        }
      }
    }
  }

  /// A fix-it replacing the misspelled `name` of `member` with the closest of `candidates`, if
  /// one is close.
  static func replacing(
    _ member: MemberAccessExprSyntax?, _ name: String, among candidates: [String]
  ) -> [FixIt] {
    guard let member, let suggestion = closestName(to: name, among: candidates) else { return [] }
    let old = member.declName.baseName
    return [
      FixIt(
        message: FSMFixIt("replace '\(name)' with '\(suggestion)'", id: "replaceName"),
        changes: [
          .replace(
            oldNode: Syntax(old), newNode: Syntax(old.with(\.tokenKind, .identifier(suggestion))))
        ])
    ]
  }

  /// Whether `condition` names another region of `region`'s machine, and one of its cases.
  func holds(_ condition: RegionCondition, in region: String) -> Bool {
    condition.region != region
      && regions.contains { other in
        other.property == condition.region
          && other.model.states.contains { $0.name == condition.state }
      }
  }

  /// An event no region's row takes is reported once, naming the regions.
  func checkEvents(into diagnostics: inout DiagnosticCollector) {
    let used = Set(regions.flatMap { $0.model.rows.map(\.event) })
    for event in events where !used.contains(event.name) {
      diagnostics.report(
        .eventNoRegionAccepts(
          event: event.name,
          regions: regions.map { "'\($0.property)'" }.joined(separator: ", ")),
        at: event.anchor)
    }
  }

  /// The events that get a method named after them: every event, except those named like
  /// `Event`'s own `case` and `Case`, like a method of the user's, or, without a payload, like
  /// a property (a region, most often), which `checkNames` reports.
  var eventMethods: [CaseReference] {
    events.indices.compactMap { index in
      let event = events[index]
      guard !GeneratedNames.discriminantNames.contains(event.name),
        !userMembers.contains(where: { $0.name == event.name && $0.labels != nil }),
        !clashesWithProperty(event)
      else { return nil }
      return CaseReference(index: index, name: event.name)
    }
  }

  /// Whether `event`'s method, `name()`, would redeclare a property or type of the struct.
  func clashesWithProperty(_ event: CaseModel) -> Bool {
    event.parameters.isEmpty
      && (userMembers.contains { $0.name == event.name && $0.labels == nil }
        || regions.contains { $0.property == event.name })
  }

  /// An event without a payload named like a property (a region, most often): its method would
  /// redeclare the property.
  func checkNames(into diagnostics: inout DiagnosticCollector) {
    for event in events where clashesWithProperty(event) {
      diagnostics.report(
        .nameClash(
          name: event.name,
          reason: "the event's method '\(event.name)()' would redeclare the property "
            + "'\(event.name)' of '\(name)'; rename one of them"),
        at: event.anchor)
    }
  }
}
