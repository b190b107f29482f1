/// Indents generated code by its braces (and the brackets of a multi-line array literal), in the
/// house style: two spaces a level, `case` and
/// `default:` labels aligned with their `switch`.
///
/// The macro returns its expansion unformatted (`formatMode` is `.disabled`): swift-syntax's
/// formatter took 2 of 7 seconds of a 1,000-row machine's build. Code pasted from the user's
/// table (a multi-line `when:` or `build:` closure) is a balanced expression: its first line is
/// indented like the generated line it starts on, and its other lines are left exactly as the
/// user wrote them, so that a multi-line string literal inside it keeps its meaning.
package func indented(_ items: [String], width: Int = 2) -> String {
  var depth = 0
  var output: [String] = []
  output.reserveCapacity(items.count)
  for item in items {
    let (line, rest) = splitAtFirstLineFeed(item)
    let first = line.drop(while: { $0 == " " })
    if first.hasPrefix("}") || first.hasPrefix("]") {
      depth = max(0, depth - 1)
    }
    let isLabel = (first.hasPrefix("case ") || first.hasPrefix("default")) && first.hasSuffix(":")
    let level = isLabel ? max(0, depth - 1) : depth
    output.append(first.isEmpty ? "" : String(repeating: " ", count: level * width) + first)
    if let rest {
      output.append(String(rest))
    } else if first.hasSuffix("{") || first.hasSuffix("[") {
      depth += 1
    }
  }
  return output.joined(separator: "\n")
}

/// The text before the first line feed, and the text after it (`nil` when there is none).
///
/// The search reads bytes: the plugin runs unoptimized in a user's debug build, where splitting
/// a `String` into lines walks it character by character, and a diagram's string literal is one
/// line of hundreds of kilobytes.
func splitAtFirstLineFeed(_ text: String) -> (Substring, Substring?) {
  let utf8 = text.utf8
  let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
    var offset = 0
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { return offset }
      offset += 1
    }
    return nil
  }
  let lineFeed: String.Index?
  if let found {
    lineFeed = found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
  } else {
    lineFeed = utf8.firstIndex(of: UInt8(ascii: "\n"))
  }
  guard let lineFeed else { return (text[...], nil) }
  return (text[..<lineFeed], text[utf8.index(after: lineFeed)...])
}

/// `text` as a one-line Swift string literal: quotes, backslashes and control characters
/// escaped.
package func stringLiteral(_ text: String) -> String {
  // The plugin runs unoptimized in a user's debug build, and the diagrams of a 1,500-row machine
  // are megabytes: bytes, not characters; runs copied at once; and the bytes compared with
  // integer constants, where a `switch` on `UInt8(ascii:)` patterns makes calls for each byte.
  let backslash: UInt8 = 0x5C
  let quote: UInt8 = 0x22
  let lineFeed: UInt8 = 0x0A
  let carriageReturn: UInt8 = 0x0D
  let tab: UInt8 = 0x09
  let space: UInt8 = 0x20
  let delete: UInt8 = 0x7F
  var text = text
  return text.withUTF8 { bytes in
    var literal: [UInt8] = []
    literal.reserveCapacity(bytes.count + bytes.count / 4 + 2)
    literal.append(quote)
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == backslash || byte == quote || byte < space || byte == delete else { continue }
      literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<(index - 1)]))
      runStart = index
      literal.append(backslash)
      if byte == backslash || byte == quote {
        literal.append(byte)
      } else if byte == lineFeed {
        literal.append(UInt8(ascii: "n"))
      } else if byte == carriageReturn {
        literal.append(UInt8(ascii: "r"))
      } else if byte == tab {
        literal.append(UInt8(ascii: "t"))
      } else {
        literal += "u{\(String(byte, radix: 16))}".utf8
      }
    }
    literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    literal.append(quote)
    return String(decoding: literal, as: UTF8.self)
  }
}
