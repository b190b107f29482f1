// A JSON reader that keeps the order of an object's keys (a design's states are declared in that
// order, and the Swift written from it keeps it) and says where a document is wrong.

/// A JSON value, objects in the order their keys were written.
package enum JSONValue: Equatable, Sendable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  /// A number as written: delays and numbers keep their spelling.
  case number(String)
  case bool(Bool)
  case null

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let left), .array(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }

  /// The value of `key` in an object (the last one, as `JSON.parse` keeps), else `nil`.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The string, if this is one.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// What a value of this kind is called in an error message.
  var kind: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// Where a document is wrong: its line and column (from 1), and what was expected there.
package struct ImportError: Error, Equatable, CustomStringConvertible, Sendable {
  package var line: Int
  package var column: Int
  package var message: String

  package init(line: Int, column: Int, _ message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `3:14: expected ':' after an object key`; `3: …` when the column is not known (0), the
  /// message alone when the line is not either.
  package var description: String {
    line == 0 ? message : column == 0 ? "\(line): \(message)" : "\(line):\(column): \(message)"
  }
}

/// Reads a JSON document (RFC 8259), with the position of every value.
package struct JSONReader {
  private let bytes: [UInt8]
  private var position = 0
  /// How deep arrays and objects may nest: deeper input is an error, not a stack overflow.
  package static let depthLimit = 512

  /// Reads `text`, which must hold exactly one value.
  package static func read(_ text: String) throws(ImportError) -> JSONValue {
    var reader = JSONReader(bytes: Array(text.utf8))
    reader.skipByteOrderMark()
    reader.skipWhitespace()
    guard reader.position < reader.bytes.count else {
      throw reader.error("the document is empty: expected a JSON value")
    }
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.position == reader.bytes.count else {
      throw reader.error("expected the end of the document after its value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// An error at the current position.
  private func error(_ message: String) -> ImportError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return ImportError(line: line, column: column, message)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  private mutating func value(depth: Int) throws(ImportError) -> JSONValue {
    guard depth < Self.depthLimit else {
      throw error("arrays and objects nest more than \(Self.depthLimit) deep")
    }
    guard let byte = current else { throw error("expected a value, found the end") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw error("expected a value (an object, array, string, number, true, false or null)")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(ImportError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else {
      throw error("expected '\(word)'")
    }
    position += expected.count
    return value
  }

  private mutating func object(depth: Int) throws(ImportError) -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw error("expected an object key (a string in double quotes)")
      }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
      position += 1
      skipWhitespace()
      members.append((key, try value(depth: depth + 1)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw error("expected ',' or '}' after an object member")
      }
    }
  }

  private mutating func array(depth: Int) throws(ImportError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default: throw error("expected ',' or ']' after an array element")
      }
    }
  }

  private mutating func number() throws(ImportError) -> JSONValue {
    let start = position
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.position
      while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        reader.position += 1
      }
      return reader.position - first
    }
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if digits(&self) == 0 {
      throw error("expected a digit in a number")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw error("expected a digit after a decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else { throw error("expected a digit in an exponent") }
    }
    return .number(String(decoding: bytes[start..<position], as: UTF8.self))
  }

  private mutating func string() throws(ImportError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var run = position
    func flush(_ reader: JSONReader, to scalars: inout String.UnicodeScalarView) {
      scalars.append(
        contentsOf: String(decoding: reader.bytes[run..<reader.position], as: UTF8.self)
          .unicodeScalars)
    }
    while true {
      guard let byte = current else { throw error("expected '\"' to close a string") }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, to: &scalars)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, to: &scalars)
        position += 1
        scalars.append(try escaped())
        run = position
      case 0..<0x20:
        throw error("a control character in a string must be escaped")
      default:
        position += 1
      }
    }
  }

  /// The character of an escape, after its backslash.
  private mutating func escaped() throws(ImportError) -> Unicode.Scalar {
    guard let byte = current else { throw error("expected an escape after '\\'") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hex4()
      if (0xD800..<0xDC00).contains(first) {
        // A surrogate pair: the low half must follow.
        guard bytes[position...].starts(with: Array("\\u".utf8)) else {
          throw error("expected the low surrogate of a \\u escape pair")
        }
        position += 2
        let second = try hex4()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("expected a low surrogate (\\uDC00-\\uDFFF)")
        }
        // At most 0x10FFFF: always a scalar.
        guard let pair = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw error("an invalid surrogate pair") }
        return pair
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("a lone low surrogate in a \\u escape")
      }
      return scalar
    default:
      position -= 1
      throw error("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
    }
  }

  private mutating func hex4() throws(ImportError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("expected four hexadecimal digits in a \\u escape")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
