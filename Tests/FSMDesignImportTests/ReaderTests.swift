import FSMDesignImport
import Testing

@Suite struct JSONReaderTests {
  @Test func keepsTheOrderOfKeysAndTheSpellingOfNumbers() throws {
    let value = try JSONReader.read(
      #"{"b": 1.50, "a": [true, null, "x\u00e9\ud83d\ude00"], "c": {}}"#)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "c"])
    #expect(value["b"] == .number("1.50"))
    #expect(value["a"] == .array([.bool(true), .null, .string("xé😀")]))
    #expect(value["c"] == .object([]))
  }

  @Test func saysWhereADocumentIsWrong() {
    let cases: [(String, ImportError)] = [
      ("", ImportError(line: 1, column: 1, "the document is empty: expected a JSON value")),
      ("{\n  \"a\" 1}", ImportError(line: 2, column: 7, "expected ':' after an object key")),
      (
        "[1, 2,]",
        ImportError(
          line: 1, column: 7,
          "expected a value (an object, array, string, number, true, false or null)")
      ),
      ("{\"a\": \"open", ImportError(line: 1, column: 12, "expected '\"' to close a string")),
      (
        "{} {}", ImportError(line: 1, column: 4, "expected the end of the document after its value")
      ),
      ("[01]", ImportError(line: 1, column: 3, "expected ',' or ']' after an array element")),
      (
        "\"\\q\"",
        ImportError(
          line: 1, column: 3, "expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
      ),
    ]
    for (text, expected) in cases {
      #expect(throws: expected) { try JSONReader.read(text) }
    }
  }

  @Test func refusesNestingDeeperThanItsLimitWithoutOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: ImportError.self) { try JSONReader.read(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect((try? JSONReader.read(fine)) != nil)
  }
}

@Suite struct XMLReaderTests {
  @Test func readsElementsAttributesTextAndReferences() throws {
    let root = try XMLReader.read(
      """
      \u{FEFF}<?xml version="1.0"?>
      <!DOCTYPE scxml [ <!ENTITY x "y"> ]>
      <!-- a comment -->
      <scxml xmlns="http://www.w3.org/2005/07/scxml" name='a &amp; b'>
        <state id="s1"><![CDATA[1 < 2]]>&#65;&#x42;&lt;</state>
        <qt:editorinfo geometry="0;0"/>
      </scxml>
      """)
    #expect(root.name == "scxml")
    #expect(root["name"] == "a & b")
    #expect(root.children.map(\.name) == ["state", "qt:editorinfo"])
    #expect(root.children[0].text == "1 < 2AB<")
    #expect(root.children[0].line == 5)
    #expect(root.children[1].hasPrefix)
    #expect(root.children[1].localName == "editorinfo")
  }

  @Test func saysWhereADocumentIsWrong() {
    let cases: [(String, ImportError)] = [
      ("  \n", ImportError(line: 1, column: 1, "the document is empty: expected an XML element")),
      ("<a>\n  <b></a>", ImportError(line: 2, column: 6, "expected '</b>', found '</a>'")),
      ("<a x='1' x='2'/>", ImportError(line: 1, column: 10, "the attribute 'x' appears twice")),
      (
        "<a>&nbsp;</a>",
        ImportError(
          line: 1, column: 4,
          "unknown entity '&nbsp;' (only lt, gt, amp, quot and apos are defined)")
      ),
      ("<a><!-- open</a>", ImportError(line: 1, column: 4, "expected '-->' to close a comment")),
      (
        "<a/><b/>",
        ImportError(
          line: 1, column: 5, "expected the end of the document after the root element")
      ),
      ("<a b=c/>", ImportError(line: 1, column: 6, "expected the value of 'b' in quotes")),
    ]
    for (text, expected) in cases {
      #expect(throws: expected) { try XMLReader.read(text) }
    }
  }

  @Test func refusesNestingDeeperThanItsLimit() {
    let deep = String(repeating: "<a>", count: 10_000)
    #expect(throws: ImportError.self) { try XMLReader.read(deep) }
  }
}

@Suite struct SwiftNamesTests {
  /// FSM's SCXML export writes a Swift name as an XML name with `_xHHHH_` escapes
  /// (`Statechart.xmlName`); those names come back as they were.
  @Test func undoTheExportsEscapes() {
    #expect(SwiftNames.identifier("_x0064_one") == "done")
    #expect(SwiftNames.identifier("a_x005F_xb") == "a_xb")
    #expect(SwiftNames.identifier("caf\u{E9}") == "caf\u{E9}")
    #expect(SwiftNames.identifier("INSERT_COIN") == "INSERT_COIN")
  }

  @Test func escapeWhatAnIdentifierCannotHold() {
    #expect(SwiftNames.identifier("Machine id") == "Machine_x0020_id")
    #expect(SwiftNames.identifier("a.b") == "a_x002E_b")
    #expect(SwiftNames.identifier("1st") == "_x0031_st")
    #expect(SwiftNames.identifier("done-ish") == "done_x002D_ish")
    #expect(SwiftNames.identifier("_") == "_x005F_")
    // Escaped once, a name is stable: importing the import's name gives it again.
    for name in ["Machine id", "a.b", "1st", "x-y z"] {
      let once = SwiftNames.identifier(name)
      #expect(SwiftNames.decode(once) == name)
    }
  }

  /// A keyword is followed by `_` (backticks would not survive being part of a longer name,
  /// `case_Region`); the case keeps the design's name with `@Named`.
  @Test func keywordsAreFollowedByAnUnderscore() {
    #expect(SwiftNames.identifier("default") == "default_")
    #expect(SwiftNames.identifier("in") == "in_")
    #expect(SwiftNames.identifier("inside") == "inside")
  }

  /// Names a person would write, for events, effects and activities (the design's name kept with
  /// `@Named`).
  @Test func readableNames() {
    #expect(SwiftNames.readable("device.press") == "devicePress")
    #expect(SwiftNames.readable("ev2.1") == "ev21")
    #expect(SwiftNames.readable("done.state.dispense_zero") == "doneStateDispense_zero")
    #expect(SwiftNames.readable("user-signed in") == "userSignedIn")
    #expect(SwiftNames.readable("1st.go") == "_1stGo")
    #expect(SwiftNames.readable("case") == "case_")
    #expect(SwiftNames.readable("Type") == "Type_")
    #expect(SwiftNames.readable("press") == "press")
    // FSM's earlier export escaped names: decoded first.
    #expect(SwiftNames.readable("device_x002E_press") == "devicePress")
    // Nothing an identifier can hold: escaped.
    #expect(SwiftNames.readable("*") == "_x002A_")
  }
}
