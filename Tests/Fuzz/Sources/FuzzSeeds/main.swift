import Foundation
import SwiftParser
import SwiftSyntax

// Reads the Swift files it is given and prints, as JSON, what `Scripts/fuzz.py seeds` makes the
// `source` target's seeds from: for each file, in the order given, its `@StateMachine`
// declarations (enums and structs at any depth, types local to a function too, each with its
// attributes and nested machines inside it) and the values of its multi-line string literals that
// declare one (the diagnostics catalogue's tables, right and wrong).
//
//   FuzzSeeds FILE... > sources.json
//   [{"file": "...", "declarations": ["@StateMachine\nenum Door {...}"], "literals": [...]}]

/// The machines and machine-holding literals of one file.
final class SeedFinder: SyntaxVisitor {
  var declarations: [String] = []
  var literals: [String] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node)
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    // A literal with interpolations has no value of its own: left out.
    if node.openingQuote.tokenKind == .multilineStringQuote,
      let value = node.representedLiteralValue, value.contains("@StateMachine")
    {
      literals.append(value)
    }
    return .skipChildren
  }

  private func add(_ node: some DeclGroupSyntax) {
    let isMachine = node.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription.split(separator: ".").last
        == "StateMachine"
    }
    if isMachine {
      declarations.append(node.trimmedDescription)
    }
  }
}

struct FileSeeds: Encodable {
  var file: String
  var declarations: [String]
  var literals: [String]
}

var found: [FileSeeds] = []
for path in CommandLine.arguments.dropFirst() {
  guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("FuzzSeeds: cannot read \(path)\n".utf8))
    exit(1)
  }
  let finder = SeedFinder()
  finder.walk(Parser.parse(source: source))
  found.append(FileSeeds(file: path, declarations: finder.declarations, literals: finder.literals))
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
FileHandle.standardOutput.write(try encoder.encode(found))
