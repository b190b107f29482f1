import SwiftDiagnostics
import SwiftSyntax

/// A machine with regions as the parsing stage reads it: the struct, and each region's enum
/// read as a machine's, with the diagnostics of each region kept apart so that the analysis
/// reports them beside that region's validation.
struct ParsedRegions {
  /// `nil` when no machine can be generated.
  var model: RegionMachineModel?
  /// What the struct itself gave.
  var structDiagnostics: [Diagnostic]
  /// Each region read, in declaration order: its model (`nil` when it cannot be read), and what
  /// reading it gave.
  var regions: [(region: RegionMachineModel.RegionModel?, diagnostics: [Diagnostic])]

  /// Notes in each region, as read and in the model, what the tree's `leavingTo:` targets
  /// (`paths`, parts of the struct) do to its table.
  mutating func noteLeaving(_ paths: [[String]]) {
    for index in regions.indices {
      if let property = regions[index].region?.property {
        regions[index].region?.model.noteLeaving(at: [property], paths: paths)
      }
    }
    for index in model?.regions.indices ?? 0..<0 {
      if let property = model?.regions[index].property {
        model?.regions[index].model.noteLeaving(at: [property], paths: paths)
      }
    }
  }
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

  /// Whether ``parse(_:readsRows:)`` gives a model, found without reading any region's rows
  /// (they never decide it): for the macro roles that need only this answer.
  static func parses(_ decl: StructDeclSyntax) -> Bool {
    parse(decl, readsRows: false).model != nil
  }

  /// Reads the struct `decl` and each of its regions. `shared`: for a struct held by a
  /// `@Composite` state, its holder's events and effects (the struct declares none); `enclosing`,
  /// the machines that hold it, outermost first.
  static func parse(
    _ decl: StructDeclSyntax, readsRows: Bool = true, shared: MachineParser.SharedEnums? = nil,
    enclosing: [String] = []
  ) -> ParsedRegions {
    var diagnostics = DiagnosticCollector()
    var result = ParsedRegions(model: nil, structDiagnostics: [], regions: [])
    func finish(_ model: RegionMachineModel?) -> ParsedRegions {
      result.model = model
      result.structDiagnostics = diagnostics.diagnostics
      return result
    }
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
      return finish(nil)
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
      return finish(nil)
    }
    if declarations.count > maximumRegions {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "more than \(maximumRegions) regions ('\(name)' has \(declarations.count)); "
            + "group regions into machines of their own"),
        at: SyntaxAnchor(declarations[maximumRegions].declaration.name))
      return finish(nil)
    }
    guard let events = shared?.events ?? nested.events else {
      diagnostics.report(.missingEvent(machine: name), at: SyntaxAnchor(decl.name))
      return finish(nil)
    }
    let effects = shared.map(\.effects) ?? nested.effects
    // A nested enum with a table, but no property: meant as a region, most likely.
    let regionNames = Set(declarations.map { $0.declaration.name.unescapedText })
    for nested in members.compactMap({ $0.as(EnumDeclSyntax.self) })
    where !regionNames.contains(nested.name.unescapedText)
      && MachineParser.hasTable(nested.memberBlock.members.map(\.decl))
    {
      diagnostics.report(
        .regionWithoutProperty(region: nested.name.unescapedText), at: SyntaxAnchor(nested.name))
    }
    let access = decl.modifiers.generatedAccess
    for (property, declaration) in declarations {
      var regionDiagnostics = DiagnosticCollector()
      var read: RegionModel?
      defer { result.regions.append((read, regionDiagnostics.diagnostics)) }
      let rank = ["package": 1, "public": 2]
      if let access,
        rank[access, default: 0] > rank[declaration.modifiers.generatedAccess ?? "", default: 0]
      {
        regionDiagnostics.report(
          .regionLessVisible(
            region: declaration.name.unescapedText, machine: name, access: access),
          at: SyntaxAnchor(declaration.name))
        continue
      }
      // A region with its own events is not read further: its rows would name them.
      let own = declaration.memberBlock.members.compactMap { $0.decl.as(EnumDeclSyntax.self) }
        .filter { [GeneratedNames.event, GeneratedNames.effect].contains($0.name.unescapedText) }
      for nested in own {
        regionDiagnostics.report(
          .regionOwnEnum(
            region: declaration.name.unescapedText, nested: nested.name.unescapedText),
          at: SyntaxAnchor(nested.name))
      }
      guard own.isEmpty else { continue }
      var parser = MachineParser()
      parser.readsRows = readsRows
      parser.shared =
        shared
        ?? MachineParser.SharedEnums(
          events: events, effects: nested.effects, effectIsObjC: nested.effectIsObjC,
          activityCases: nested.activityCases)
      parser.enclosing = enclosing + [name]
      let parsed = parser.parse(declaration)
      for diagnostic in parser.diagnostics.diagnostics {
        regionDiagnostics.append(diagnostic)
      }
      read = parsed.map { RegionModel(property: property, model: $0) }
    }
    // A region that cannot be read leaves the machine without one.
    let regions = result.regions.compactMap(\.region)
    guard regions.count == declarations.count else { return finish(nil) }
    return finish(
      RegionMachineModel(
        name: name,
        access: decl.modifiers.generatedAccess,
        events: events,
        effects: effects,
        regions: regions,
        userMembers: MachineParser.userMembers(members),
        declaresInitializer: members.contains { $0.is(InitializerDeclSyntax.self) }))
  }
}
