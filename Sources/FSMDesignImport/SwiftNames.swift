// Names of the document → Swift identifiers, by one rule that the export's escaping undoes.

/// How a document's names become Swift identifiers.
///
/// 1. The export's escapes are decoded first: `_xHHHH_` (the scalar `U+HHHH`, as FSM's SCXML
///    export and .NET's `XmlConvert` write a character an XML name cannot hold). So a Swift name
///    FSM exported comes back as it was.
/// 2. A name that is then a Swift identifier stays as it is; a keyword is followed by `_`
///    (`default_`).
/// 3. Otherwise each scalar an identifier cannot hold at its position (a space, a dot, a
///    hyphen, a leading digit) is written `_xHHHH_`, as the export writes it: `Machine id`
///    becomes `Machine_x0020_id`, and an export of that name writes `Machine id` again.
package enum SwiftNames {
  /// The identifier for `name`, a keyword followed by `_` (`case_`: it is also a part of longer
  /// names, `case_Region`, where backticks would not do).
  package static func identifier(_ name: String) -> String {
    let decoded = decode(name)
    if decoded == "_" {
      return escape("_")
    }
    if isIdentifier(decoded) {
      return keywords.contains(decoded) ? decoded + "_" : decoded
    }
    var result = ""
    for (position, scalar) in decoded.unicodeScalars.enumerated() {
      let allowed = position == 0 ? isHead(scalar) : isContinuation(scalar)
      if allowed {
        result.unicodeScalars.append(scalar)
      } else {
        result += escape(scalar)
      }
    }
    return result.isEmpty ? "_x0000_" : result
  }

  /// A name a person would write for a design's `name` (the Importing a Design article,
  /// "Names"): escapes decoded, then split where an identifier cannot go on (`.`, `-`, a
  /// space), the first part as it is and the next ones capitalised (`device.press` becomes
  /// `devicePress`, `ev2.1` `ev21`), `_` before a leading digit, a keyword followed by `_`. A
  /// name with no part an identifier can hold is escaped as ``identifier(_:)`` does.
  package static func readable(_ name: String) -> String {
    let decoded = decode(name)
    if isIdentifier(decoded), decoded != "_" {
      return keywords.contains(decoded) ? decoded + "_" : decoded
    }
    var parts: [String] = []
    var current = ""
    for scalar in decoded.unicodeScalars {
      if isContinuation(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        parts.append(current)
        current = ""
      }
    }
    if !current.isEmpty { parts.append(current) }
    guard let first = parts.first, parts.joined() != "_" else { return identifier(name) }
    var result = first
    for part in parts.dropFirst() {
      result += part.prefix(1).uppercased() + part.dropFirst()
    }
    if let head = result.unicodeScalars.first, !isHead(head) { result = "_" + result }
    return keywords.contains(result) ? result + "_" : result
  }

  /// `name` with every `_xHHHH_` replaced by its scalar.
  package static func decode(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "_", let (scalar, length) = escapeAt(scalars, index) {
        result.append(scalar)
        index += length
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The scalar of an escape `_xH…H_` (four to six hexadecimal digits) starting at `index`.
  private static func escapeAt(_ scalars: [Unicode.Scalar], _ index: Int) -> (Unicode.Scalar, Int)?
  {
    guard index + 1 < scalars.count, scalars[index + 1] == "x" else { return nil }
    var digits = ""
    var end = index + 2
    while end < scalars.count, scalars[end] != "_", digits.count < 6 {
      digits.unicodeScalars.append(scalars[end])
      end += 1
    }
    guard end < scalars.count, scalars[end] == "_", digits.count >= 4,
      digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
      let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, end + 1 - index)
  }

  /// `_xHHHH_`: the scalar's code in at least four upper-case hexadecimal digits.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "_x" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "_"
  }

  /// Whether `name` is a Swift identifier (keywords included: they are written in backticks).
  package static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, isHead(first) else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy(isContinuation)
  }

  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || (scalar.properties.isXIDStart && scalar.value != 0x2E)
  }

  static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDContinue
  }

  /// Words that need backticks as a case or member name.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    "Type", "Protocol", "some", "any",
  ]

  /// `text` on one line, as a `//` comment holds it.
  static func commentText(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
  }

  /// A Swift string literal of `text`.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
