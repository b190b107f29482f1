import FSMMacrosPlugin
import FSMTestSupport
import Foundation
import SwiftParser
import SwiftSyntax

/// The mutations `FuzzTests` applies to a machine's source.
enum Mutator {
  static let garbage = [
    "(", ")", "[", "]", "{", "}", ",", ".", ":", "@", "#if X", "#endif", "\"", "nil", "_", "case",
    ".from(", ".fromAny(", ".within(", ".superstate(", "on:", "to:", "when:", "build:", "emit:",
    "except: []", "after:", "in:", "contains: []", "0", "toHistoryOf:", "initial:",
    "history: .deep(default: .x)", ".shallow(default:", "history: nil",
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
    let structural: [UInt64] = [
      3, 4, 5, 6, 7, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16,
    ]
    let operation =
      structuralOnly
      ? structural[Int(generator.next() % UInt64(structural.count))] : generator.next() % 18
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
    case 14:  // history: a row returning to a superstate's history, a history, an initial value
      guard let superstate = pick(nodes.superstateNames), let state = pick(nodes.stateNames)
      else { break }
      let declarations = nodes.calls.filter {
        $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "superstate"
      }
      switch generator.next() % 3 {
      case 0:
        let targets = nodes.arguments.filter { ["to", "build"].contains($0.label?.text) }
        guard let target = pick(targets), let label = target.label
        else { break }
        bytes.replaceSubrange(range(target.expression), with: Array(".\(superstate)".utf8))
        bytes.replaceSubrange(range(label), with: Array("toHistoryOf".utf8))
      case 1:
        guard let declaration = pick(declarations), let last = declaration.arguments.last else {
          break
        }
        let kind = generator.next() % 2 == 0 ? "deep" : "shallow"
        let history = ".\(kind)(default: .\(state))"
        if let existing = declaration.arguments.first(where: { $0.label?.text == "history" }) {
          bytes.replaceSubrange(range(existing.expression), with: Array(history.utf8))
        } else {
          bytes.insert(
            contentsOf: Array(", history: \(history)".utf8), at: range(last).upperBound)
        }
      default:
        guard let declaration = pick(declarations),
          let contains = declaration.arguments.first(where: { $0.label?.text == "contains" })
        else { break }
        if let existing = declaration.arguments.first(where: { $0.label?.text == "initial" }) {
          bytes.replaceSubrange(range(existing.expression), with: Array(".\(state)".utf8))
        } else {
          let after = declaration.arguments.first(where: { $0.label?.text == "in" }) ?? contains
          bytes.insert(
            contentsOf: Array(", initial: .\(state)".utf8),
            at: range(after.expression).upperBound)
        }
      }
    case 15:  // regions: a condition on a region added or changed, a region's property removed,
      // the machine made generic
      guard !nodes.regionProperties.isEmpty else { break }
      switch generator.next() % 4 {
      case 0:
        let rows = nodes.rows.filter { $0.expression.is(FunctionCallExprSyntax.self) }
        guard let row = pick(rows), let region = pick(nodes.regionProperties),
          let state = pick(nodes.regionCaseNames)
        else { break }
        bytes.insert(
          contentsOf: Array(".whenIn(.\(region.name)(.\(state)))".utf8),
          at: range(row.expression).upperBound)
      case 1:
        let conditions = nodes.calls.filter {
          $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "whenIn"
        }
        guard let call = pick(conditions), let argument = call.arguments.first,
          let region = pick(nodes.regionProperties), let state = pick(nodes.regionCaseNames)
        else { break }
        bytes.replaceSubrange(
          range(argument.expression), with: Array(".\(region.name)(.\(state))".utf8))
      case 2:
        if let name = nodes.regionMachineName {
          bytes.insert(contentsOf: Array("<Payload>".utf8), at: range(name).upperBound)
        }
      default:
        if let region = pick(nodes.regionProperties) {
          bytes.removeSubrange(range(region.declaration))
        }
      }
    case 16:  // eventless rows and completion: a row without its event, a superstate's final
      // case, a completion row
      guard let state = pick(nodes.stateNames) else { break }
      let declarations = nodes.calls.filter {
        $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "superstate"
      }
      switch generator.next() % 3 {
      case 0:
        if let on = pick(nodes.arguments.filter { $0.label?.text == "on" }) {
          bytes.removeSubrange(range(on))
        }
      case 1:
        guard let declaration = pick(declarations), let last = declaration.arguments.last else {
          break
        }
        if let existing = declaration.arguments.first(where: { $0.label?.text == "final" }) {
          bytes.replaceSubrange(range(existing.expression), with: Array("[.\(state)]".utf8))
        } else {
          bytes.insert(contentsOf: Array(", final: [.\(state)]".utf8), at: range(last).upperBound)
        }
      default:
        guard let row = pick(nodes.rows), let superstate = pick(nodes.superstateNames) else {
          break
        }
        let guardText = generator.next() % 2 == 0 ? "" : ", when: { _ in true }"
        bytes.insert(
          contentsOf: Array(".onDone(.\(superstate), to: .\(state)\(guardText)),\n".utf8),
          at: range(row).lowerBound)
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
  /// In a machine with regions: the stored properties, and the cases of its nested enums.
  var regionProperties: [(name: String, declaration: VariableDeclSyntax)] = []
  var regionCaseNames: [String] = []
  /// The name of the struct that is a machine with regions.
  var regionMachineName: TokenSyntax?

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.trimmedDescription.contains("StateMachine") else { return .visitChildren }
    regionMachineName = node.name
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
      {
        regionProperties.append((name.identifier.text, variable))
      } else if let nested = member.decl.as(EnumDeclSyntax.self),
        !["Event", "Effect", "Superstate"].contains(nested.name.text)
      {
        regionCaseNames += nested.memberBlock.members.flatMap { member in
          member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
      }
    }
    return .visitChildren
  }

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
