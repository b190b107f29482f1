import SwiftParser
import SwiftSyntax
import Testing

@testable import FSMMacrosPlugin

@Suite struct IndentationTests {
  @Test func bracesIndentAndCaseLabelsAlignWithTheirSwitch() {
    let text = indented([
      "func f() {", "switch x {", "case 1:", "return 1", "default:", "return 0", "}", "}",
    ])
    #expect(
      text == """
        func f() {
          switch x {
          case 1:
            return 1
          default:
            return 0
          }
        }
        """)
  }

  @Test func multiLineArrayLiteralsIndentTheirRows() {
    #expect(
      indented(["static let t: [Int] = [", "1, 2,", "3, 4,", "]", "let x = [1]"])
        == "static let t: [Int] = [\n  1, 2,\n  3, 4,\n]\nlet x = [1]")
  }

  @Test func enumCasesAreNotLabels() {
    #expect(indented(["enum E {", "case a", "}"]) == "enum E {\n  case a\n}")
  }

  @Test func pastedMultiLineCodeKeepsItsOwnLines() {
    let pasted = "let g = { _ in\n        \"\"\"\n        text\n        \"\"\"\n    }"
    let text = indented(["func f() {", pasted, "return g", "}"])
    #expect(
      text
        == "func f() {\n  let g = { _ in\n        \"\"\"\n        text\n        \"\"\"\n    }\n  return g\n}"
    )
  }

  @Test func aLineIsSplitOnlyAtItsFirstLineFeed() {
    #expect(splitAtFirstLineFeed("") == ("", nil))
    #expect(splitAtFirstLineFeed("no line feed") == ("no line feed", nil))
    #expect(splitAtFirstLineFeed("a\nb\nc") == ("a", "b\nc"))
    #expect(splitAtFirstLineFeed("a\n") == ("a", ""))
    // Bytes around the line feed that are not ASCII, and a carriage return before it.
    #expect(splitAtFirstLineFeed("é {\r\n\u{1F600}") == ("é {\r", "\u{1F600}"))
  }

  @Test func aLongLineKeepsItsTextAndOpensNoBlock() {
    let literal = "static let dot: String = \"" + String(repeating: "a \\n ", count: 50_000) + "\""
    #expect(indented(["enum E {", literal, "}"]) == "enum E {\n  \(literal)\n}")
  }

  @Test(arguments: [
    "", "plain", "a \"quoted\" word", "back\\slash\\", "line\nfeed\n", "\ttab", "\\\"",
    "é, \u{1F600} and \r\n", "\u{0}\u{7}\u{1B}[0m\u{7F}",
    "digraph \"M\" {\n  \"a\" -> \"b\" [label=\"e\"];\n}\n",
  ])
  func aStringLiteralParsesBackToItsText(text: String) throws {
    let literal = stringLiteral(text)
    var parser = Parser(literal)
    let expression = try #require(ExprSyntax.parse(from: &parser).as(StringLiteralExprSyntax.self))
    #expect(!expression.hasError)
    #expect(expression.representedLiteralValue == text)
    #expect(!literal.contains("\n") && !literal.contains("\r"))
  }
}
