import SwiftDiagnostics
import SwiftSyntax

// The declarations of `static let superstates`: each names a case of `Superstate` once, lists
// cases that exist, and together they form a tree.

extension Validator {
  mutating func checkSuperstates() {
    guard let superstateCases = model.superstateCases else { return }
    let names = superstateCases.map(\.name)
    let states = model.states.map(\.name)
    for superstateCase in superstateCases where !superstateCase.parameters.isEmpty {
      diagnostics.report(
        .unsupportedDeclaration(
          reason: "associated values on a superstate; a superstate names a group of cases"),
        at: superstateCase.anchor)
    }

    // Each declaration on its own: its name, its cases, its parent.
    var declared: [String: SuperstateModel] = [:]
    for declaration in model.superstates {
      guard names.contains(declaration.name) else {
        reportUnknown("superstate", declaration.name, among: names, at: declaration.anchors.name)
        continue
      }
      if declared[declaration.name] != nil {
        brokenSuperstates.insert(declaration.name)
        diagnostics.report(
          .undeclaredSuperstate(superstate: declaration.name, twice: true),
          at: declaration.anchors.name, fallback: declaration.anchors.declaration)
        continue
      }
      declared[declaration.name] = declaration
      for name in declaration.cases where !states.contains(name) {
        brokenSuperstates.insert(declaration.name)
        reportUnknown("state", name, among: states, at: declaration.anchors.cases[name] ?? .none)
      }
      if declaration.cases.isEmpty {
        brokenSuperstates.insert(declaration.name)
        diagnostics.report(
          .emptySuperstate(superstate: declaration.name), at: declaration.anchors.contains,
          fallback: declaration.anchors.declaration)
      }
      if let parent = declaration.parent, !names.contains(parent) {
        brokenSuperstates.insert(declaration.name)
        reportUnknown("superstate", parent, among: names, at: declaration.anchors.parent)
      }
    }
    checkHistories(declared)
    for superstateCase in superstateCases where declared[superstateCase.name] == nil {
      brokenSuperstates.insert(superstateCase.name)
      diagnostics.report(
        .undeclaredSuperstate(superstate: superstateCase.name, twice: false),
        at: superstateCase.anchor)
    }

    // Together: a parent contains its child's cases, and superstates that share cases are nested.
    let tree = model.superstateTree
    var nestedPairs: Set<[String]> = []
    for name in tree.names {
      guard let declaration = declared[name], let parent = declaration.parent,
        let parentDeclaration = declared[parent]
      else { continue }
      nestedPairs.insert([name, parent].sorted())
      if tree.isAncestor(name, of: parent) || parent == name {
        brokenSuperstates.insert(name)
        diagnostics.report(
          .superstateNotNested(superstate: name, parent: parent, missing: []),
          at: declaration.anchors.parent, fallback: declaration.anchors.declaration)
        continue
      }
      let parentCases = Set(parentDeclaration.cases)
      let missing = eachOnce(declaration.cases.filter { !parentCases.contains($0) })
      if !missing.isEmpty {
        brokenSuperstates.insert(name)
        diagnostics.report(
          .superstateNotNested(superstate: name, parent: parent, missing: missing),
          at: declaration.anchors.parent, fallback: declaration.anchors.declaration)
      }
    }
    for (position, first) in tree.names.enumerated() {
      for second in tree.names[(position + 1)...] {
        guard !nestedPairs.contains([first, second].sorted()),
          !tree.isAncestor(first, of: second), !tree.isAncestor(second, of: first),
          let firstDeclaration = declared[first], let secondDeclaration = declared[second]
        else { continue }
        let secondCases = Set(secondDeclaration.cases)
        let shared = eachOnce(firstDeclaration.cases.filter(secondCases.contains))
        guard !shared.isEmpty else { continue }
        brokenSuperstates.formUnion([first, second])
        // One inside the other, only not declared so: the fix is to say so.
        let firstCases = Set(firstDeclaration.cases)
        let inner: SuperstateModel? =
          secondCases.isSubset(of: firstCases) && secondDeclaration.parent == nil
          ? secondDeclaration
          : firstCases.isSubset(of: secondCases) && firstDeclaration.parent == nil
            ? firstDeclaration : nil
        let outer = inner?.name == first ? second : first
        diagnostics.report(
          .overlappingSuperstates(first: first, second: second, shared: shared, inner: inner?.name),
          at: secondDeclaration.anchors.name, fallback: secondDeclaration.anchors.declaration,
          fixIts: inner.map { nestFixIt($0, in: outer) } ?? [])
      }
    }
  }

  /// `history:` and `initial:`: values of their superstate's cases, and an `initial:` on every
  /// superstate directly inside one with shallow history.
  mutating func checkHistories(_ declared: [String: SuperstateModel]) {
    let states = model.states.map(\.name)
    for declaration in model.superstates where declared[declaration.name] == declaration {
      let cases = eachOnce(declaration.cases)
      for (value, isDefault) in [
        (declaration.history?.defaultValue, true), (declaration.initial, false),
      ] {
        guard let value else { continue }
        if !states.contains(value.caseName) {
          brokenSuperstates.insert(declaration.name)
          reportUnknown("state", value.caseName, among: states, at: value.anchor)
        } else if !cases.contains(value.caseName) {
          brokenSuperstates.insert(declaration.name)
          diagnostics.report(
            isDefault
              ? .historyDefaultOutside(
                superstate: declaration.name, value: value.expression, cases: cases)
              : .initialOutside(
                superstate: declaration.name, value: value.expression, cases: cases),
            at: value.anchor, fallback: declaration.anchors.declaration)
        }
      }
      guard declaration.history?.kind == .shallow else { continue }
      for child in model.superstates
      where child.parent == declaration.name && declared[child.name] == child
        && child.initial == nil
      {
        brokenSuperstates.insert(declaration.name)
        diagnostics.report(
          .missingInitial(superstate: child.name, parent: declaration.name),
          at: child.anchors.declaration)
      }
    }
  }

  /// Adds `in: .outer` after the last argument of `inner`'s declaration.
  func nestFixIt(_ inner: SuperstateModel, in outer: String) -> [FixIt] {
    guard let call = inner.anchors.declaration.node?.as(FunctionCallExprSyntax.self),
      var last = call.arguments.last
    else { return [] }
    var arguments = call.arguments
    let index = arguments.index(before: arguments.endIndex)
    last.trailingComma = .commaToken(trailingTrivia: .space)
    arguments[index] = last
    arguments.append(
      LabeledExprSyntax(
        label: .identifier("in"), colon: .colonToken(trailingTrivia: .space),
        expression: MemberAccessExprSyntax(name: .identifier(outer))))
    return [
      FixIt(
        message: FSMFixIt("add 'in: .\(outer)'", id: "nestSuperstate"),
        changes: [.replace(oldNode: Syntax(call.arguments), newNode: Syntax(arguments))])
    ]
  }
}
