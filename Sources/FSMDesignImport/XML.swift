// An XML reader for SCXML documents: elements, attributes, text, comments, CDATA, processing
// instructions and a DOCTYPE (skipped), the predefined and numeric character references. It says
// where a document is wrong, by line and column, and never reads past the input.

/// An element: its qualified name as written (`scxml`, `qt:editorinfo`), its attributes in
/// order, its child elements and its text (the concatenation of its own text and CDATA).
package struct DocumentElement: Equatable, Sendable {
  package var name: String
  package var attributes: [(name: String, value: String)]
  package var children: [DocumentElement]
  package var text: String
  /// Where its start tag begins, from 1.
  package var line: Int
  package var column: Int

  package static func == (lhs: DocumentElement, rhs: DocumentElement) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children && lhs.text == rhs.text
      && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
      && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
  }

  /// The name without its namespace prefix: `editorinfo` for `qt:editorinfo`.
  package var localName: String {
    name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
  }

  /// Whether the name has a prefix: an element of another vocabulary than SCXML's (`qt:…`).
  package var hasPrefix: Bool { name.contains(":") }

  /// The value of the attribute `name`, if the element has it.
  package subscript(attribute: String) -> String? {
    attributes.first { $0.name == attribute }?.value
  }
}

/// Reads an XML 1.0 document into its root element.
package struct XMLReader {
  private let scalars: [Unicode.Scalar]
  /// The offset of each line's first scalar, for positions in errors and elements.
  private let lineStarts: [Int]
  private var position = 0
  /// How deep elements may nest: deeper input is an error, not a stack overflow.
  package static let depthLimit = 512

  /// Reads `text`, which must hold exactly one root element.
  package static func read(_ text: String) throws(ImportError) -> DocumentElement {
    var reader = XMLReader(scalars: Array(text.unicodeScalars))
    if reader.current == "\u{FEFF}" {
      reader.position += 1
    }
    if reader.scalars.allSatisfy({ $0 == "\u{FEFF}" || Self.isSpace($0) }) {
      throw reader.error("the document is empty: expected an XML element")
    }
    if reader.starts(with: "<?xml") {
      try reader.skipProcessingInstruction()
    }
    try reader.skipMisc(allowDoctype: true)
    guard reader.current == "<" else {
      throw reader.error("expected the root element's start tag ('<')")
    }
    let root = try reader.element(depth: 0)
    try reader.skipMisc(allowDoctype: false)
    guard reader.position == reader.scalars.count else {
      throw reader.error("expected the end of the document after the root element")
    }
    return root
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
  }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func starts(with text: String) -> Bool {
    scalars[position...].starts(with: text.unicodeScalars)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
  }

  private func location(_ offset: Int) -> (line: Int, column: Int) {
    // The last line that starts at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  private func error(_ message: String, at offset: Int? = nil) -> ImportError {
    let (line, column) = location(offset ?? position)
    return ImportError(line: line, column: column, message)
  }

  private mutating func skipSpace() {
    while let scalar = current, Self.isSpace(scalar) {
      position += 1
    }
  }

  /// Comments, processing instructions, white space and (before the root) a DOCTYPE.
  private mutating func skipMisc(allowDoctype: Bool) throws(ImportError) {
    while true {
      skipSpace()
      if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if allowDoctype && starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else {
        return
      }
    }
  }

  /// Skips past `terminator`; an error names the construct's start, `start`.
  private mutating func skip(past terminator: String, what: String, from start: Int)
    throws(ImportError)
  {
    while position < scalars.count {
      if starts(with: terminator) {
        position += terminator.unicodeScalars.count
        return
      }
      position += 1
    }
    throw error("expected '\(terminator)' to close \(what)", at: start)
  }

  private mutating func skipComment() throws(ImportError) {
    let start = position
    position += 4
    try skip(past: "-->", what: "a comment", from: start)
  }

  private mutating func skipProcessingInstruction() throws(ImportError) {
    let start = position
    position += 2
    try skip(past: "?>", what: "a processing instruction", from: start)
  }

  /// A DOCTYPE, with an internal subset in brackets if it has one.
  private mutating func skipDoctype() throws(ImportError) {
    let start = position
    var depth = 0
    while let scalar = current {
      position += 1
      switch scalar {
      case "[": depth += 1
      case "]": depth -= 1
      case ">" where depth <= 0: return
      default: break
      }
    }
    throw error("expected '>' to close the DOCTYPE", at: start)
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == ":" || (scalar.value < 0x80 && scalar.properties.isAlphabetic)
      || scalar.value >= 0xC0
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar)
      || scalar.value == 0xB7
  }

  private mutating func name(_ what: String) throws(ImportError) -> String {
    guard let first = current, Self.isNameStart(first) else {
      throw error("expected \(what)")
    }
    var result = String.UnicodeScalarView()
    while let scalar = current, Self.isNameCharacter(scalar) {
      result.append(scalar)
      position += 1
    }
    return String(result)
  }

  private mutating func element(depth: Int) throws(ImportError) -> DocumentElement {
    guard depth < Self.depthLimit else {
      throw error("elements nest more than \(Self.depthLimit) deep")
    }
    let (line, column) = location(position)
    position += 1
    let name = try name("an element name after '<'")
    var element = DocumentElement(
      name: name, attributes: [], children: [], text: "", line: line, column: column)
    // Attributes, then '>' or '/>'.
    while true {
      let hadSpace = current.map(Self.isSpace) ?? false
      skipSpace()
      if starts(with: "/>") {
        position += 2
        return element
      }
      if current == ">" {
        position += 1
        break
      }
      guard current != nil else { throw error("expected '>' to close the start tag of <\(name)>") }
      guard hadSpace else { throw error("expected white space before an attribute") }
      let attributeStart = position
      let attribute = try self.name("an attribute name, '>' or '/>'")
      skipSpace()
      guard current == "=" else { throw error("expected '=' after the attribute '\(attribute)'") }
      position += 1
      skipSpace()
      guard let quote = current, quote == "\"" || quote == "'" else {
        throw error("expected the value of '\(attribute)' in quotes")
      }
      position += 1
      let value = try characters(until: quote, what: "the value of '\(attribute)'")
      position += 1
      if element.attributes.contains(where: { $0.name == attribute }) {
        throw error("the attribute '\(attribute)' appears twice", at: attributeStart)
      }
      element.attributes.append((attribute, value))
    }
    // Content, then the end tag.
    while true {
      guard current != nil else { throw error("expected '</\(name)>' to close <\(name)>") }
      if starts(with: "</") {
        let endTag = position
        position += 2
        let closing = try self.name("the name of an end tag")
        guard closing == name else {
          throw error("expected '</\(name)>', found '</\(closing)>'", at: endTag)
        }
        skipSpace()
        guard current == ">" else { throw error("expected '>' to close '</\(name)'") }
        position += 1
        return element
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<![CDATA[") {
        let start = position
        position += 9
        try skip(past: "]]>", what: "a CDATA section", from: start)
        element.text.unicodeScalars.append(contentsOf: scalars[(start + 9)..<(position - 3)])
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if current == "<" {
        element.children.append(try self.element(depth: depth + 1))
      } else {
        element.text += try characters(until: "<", what: "text")
      }
    }
  }

  /// Characters up to (not including) `terminator`, with references replaced.
  private mutating func characters(until terminator: Unicode.Scalar, what: String)
    throws(ImportError) -> String
  {
    var result = String.UnicodeScalarView()
    while let scalar = current, scalar != terminator {
      if scalar == "&" {
        result.append(try reference())
      } else if scalar == "<" {
        throw error("'<' is not allowed in \(what)")
      } else {
        result.append(scalar)
        position += 1
      }
    }
    guard current == terminator else {
      throw error("expected '\(terminator)' to end \(what)")
    }
    return String(result)
  }

  /// A character reference or one of the five predefined entities, at '&'.
  private mutating func reference() throws(ImportError) -> Unicode.Scalar {
    let start = position
    position += 1
    var body = ""
    while let scalar = current, scalar != ";" {
      guard body.unicodeScalars.count < 16 else { break }
      body.unicodeScalars.append(scalar)
      position += 1
    }
    guard current == ";" else {
      throw error("expected ';' to end the reference '&\(body)'", at: start)
    }
    position += 1
    switch body {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    var number: UInt32?
    if body.hasPrefix("#x") {
      number = UInt32(body.dropFirst(2), radix: 16)
    } else if body.hasPrefix("#") {
      number = UInt32(body.dropFirst(), radix: 10)
    } else {
      throw error(
        "unknown entity '&\(body);' (only lt, gt, amp, quot and apos are defined)", at: start)
    }
    guard let number, let scalar = Unicode.Scalar(number) else {
      throw error("'&\(body);' is not a character", at: start)
    }
    return scalar
  }
}
