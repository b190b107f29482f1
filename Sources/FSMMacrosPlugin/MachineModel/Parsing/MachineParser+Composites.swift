import SwiftDiagnostics
import SwiftSyntax

extension MachineParser {
  /// The states marked `@Composite`, each with the machine it holds, read with the holder's
  /// `shared` events and effects. Whatever keeps a held machine from being read is reported,
  /// and the state is left out.
  mutating func parseComposites(
    _ members: [DeclSyntax], machine: String, states: [CaseModel], shared: SharedEnums
  ) -> [CompositeModel] {
    var composites: [CompositeModel] = []
    for caseDecl in members.compactMap({ $0.as(EnumCaseDeclSyntax.self) }) {
      guard let attribute = caseDecl.attributes.attribute(named: "Composite") else { continue }
      for element in caseDecl.elements {
        let state = element.name.unescapedText
        let parameters = element.parameterClause?.parameters ?? []
        guard parameters.count == 1, let parameter = parameters.first else {
          diagnostics.report(
            .compositePayload(state: state, count: parameters.count), at: SyntaxAnchor(element))
          continue
        }
        let anchor = SyntaxAnchor(parameter.type)
        // The held type as the case writes it; `Self.Inner` or `Outer.Inner` name it too.
        let typeName = String(
          parameter.type.trimmedDescription.split(separator: ".").last ?? "")
        if let held = parseHeld(
          typeName, members: members, state: state, anchor: anchor, machine: machine,
          shared: shared)
        {
          composites.append(
            CompositeModel(
              state: state, typeName: typeName, held: held, anchor: SyntaxAnchor(attribute)))
        }
      }
    }
    return composites
  }

  /// The machine `typeName` names among `members`, read as a held machine of `state`; `nil`,
  /// with a diagnostic, when it cannot be.
  private mutating func parseHeld(
    _ typeName: String, members: [DeclSyntax], state: String, anchor: SyntaxAnchor,
    machine: String, shared: SharedEnums
  ) -> HeldMachine? {
    let holders = enclosing + [machine]
    let nested = members.first { member in
      member.as(EnumDeclSyntax.self)?.name.unescapedText == typeName
        || member.as(StructDeclSyntax.self)?.name.unescapedText == typeName
    }
    guard let nested else {
      if holders.contains(typeName) {
        diagnostics.report(.compositeCycle(state: state, type: typeName), at: anchor)
      } else {
        diagnostics.report(
          .compositeNotAMachine(
            state: state, type: typeName,
            reason: "no enum or struct of that name is declared in '\(machine)'"), at: anchor)
      }
      return nil
    }
    // Marked by its author: `@Submachine` gives its tables the names they use.
    let enumDecl = nested.as(EnumDeclSyntax.self)
    let structDecl = nested.as(StructDeclSyntax.self)
    let attributes = enumDecl?.attributes ?? structDecl?.attributes ?? []
    guard attributes.contains(attributeNamed: "Submachine") else {
      diagnostics.report(
        .compositeNotAMachine(
          state: state, type: typeName, reason: "it is not marked '@Submachine'"),
        at: anchor, fixIts: Self.markSubmachineFixIt(nested))
      return nil
    }
    let nestedMembers =
      enumDecl?.memberBlock.members.map(\.decl) ?? structDecl?.memberBlock.members.map(\.decl)
      ?? []
    // Its own events or effects: its rows would name them, not its holder's.
    let own = nestedMembers.compactMap { $0.as(EnumDeclSyntax.self) }
      .filter { [GeneratedNames.event, GeneratedNames.effect].contains($0.name.unescapedText) }
    for enumDecl in own {
      diagnostics.report(
        .heldOwnEnum(machine: typeName, nested: enumDecl.name.unescapedText),
        at: SyntaxAnchor(enumDecl.name))
    }
    guard own.isEmpty else { return nil }
    if let enumDecl {
      guard Self.hasTable(nestedMembers) else {
        diagnostics.report(
          .compositeNotAMachine(
            state: state, type: typeName, reason: "it has no 'static let transitions…'"),
          at: anchor)
        return nil
      }
      var parser = MachineParser()
      parser.readsRows = readsRows
      parser.shared = shared
      parser.enclosing = holders
      let model = parser.parse(enumDecl)
      for diagnostic in parser.diagnostics.diagnostics {
        diagnostics.append(diagnostic)
      }
      guard var model else { return nil }
      guard enterable(model, state: state, anchor: anchor) else { return nil }
      // Named from the top: the generated code that reads its table is the top machine's.
      model.typeName = (holders + [model.typeName]).joined(separator: ".")
      return .states(model)
    }
    guard let structDecl, !RegionMachineModel.regionDeclarations(of: structDecl).isEmpty
    else {
      diagnostics.report(
        .compositeNotAMachine(
          state: state, type: typeName,
          reason: "a struct without regions (stored properties of nested enum types)"),
        at: anchor)
      return nil
    }
    let parsed = RegionMachineModel.parse(
      structDecl, readsRows: readsRows, shared: shared, enclosing: holders)
    for diagnostic in parsed.structDiagnostics + parsed.regions.flatMap(\.diagnostics) {
      diagnostics.append(diagnostic)
    }
    guard var model = parsed.model else { return nil }
    for region in model.regions {
      guard enterable(region.model, state: state, anchor: anchor) else { return nil }
    }
    for index in model.regions.indices {
      model.regions[index].model.typeName =
        (holders + [typeName, model.regions[index].model.typeName]).joined(separator: ".")
    }
    return .regions(model)
  }

  /// Whether `model`'s initial case needs no value nobody gives: entering the composite state
  /// enters it (an initial case holding a machine is entered at that machine's initial
  /// configuration). Reported at `anchor` otherwise.
  private mutating func enterable(
    _ model: MachineModel, state: String, anchor: SyntaxAnchor
  ) -> Bool {
    guard let initial = model.initialState,
      let initialCase = model.states.first(where: { $0.name == initial }),
      initialCase.parameters.contains(where: { $0.defaultValue == nil }),
      !model.composites.contains(where: { $0.state == initial })
    else { return true }
    diagnostics.report(
      .compositeWithoutInitial(state: state, type: model.name, initial: initial), at: anchor)
    return false
  }

  /// Inserts `@Submachine` on its own line before the held enum or struct `decl`.
  static func markSubmachineFixIt(_ decl: DeclSyntax) -> [FixIt] {
    let attribute = AttributeSyntax(
      attributeName: IdentifierTypeSyntax(name: .identifier("Submachine")))
    func marked<Decl: DeclGroupSyntax>(_ decl: Decl) -> Decl {
      var marked = decl
      let leading = decl.leadingTrivia
      let indentation = leading.pieces.reversed().prefix { piece in
        if case .spaces = piece { return true }
        if case .tabs = piece { return true }
        return false
      }
      marked.leadingTrivia = []
      var element = attribute
      element.trailingTrivia = Trivia(pieces: [.newlines(1)] + indentation.reversed())
      marked.attributes = AttributeListSyntax([.attribute(element)] + Array(marked.attributes))
      marked.leadingTrivia = leading
      return marked
    }
    let replacement: DeclSyntax
    if let enumDecl = decl.as(EnumDeclSyntax.self) {
      replacement = DeclSyntax(marked(enumDecl))
    } else if let structDecl = decl.as(StructDeclSyntax.self) {
      replacement = DeclSyntax(marked(structDecl))
    } else {
      return []
    }
    return [
      FixIt(
        message: FSMFixIt("mark it '@Submachine'", id: "markSubmachine"),
        changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(replacement))])
    ]
  }
}
