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

/// `text` as a Swift string literal.
package func stringLiteral(_ text: String) -> String {
  // Bytes, not scalars appended to a `String`: the plugin runs unoptimized in a user's debug
  // build, and the diagrams of a 1,500-row machine are hundreds of kilobytes.
  var literal: [UInt8] = [UInt8(ascii: "\"")]
  literal.reserveCapacity(text.utf8.count + text.utf8.count / 4 + 2)
  for byte in text.utf8 {
    let escaped: UInt8
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "\""): escaped = byte
    case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
    case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
    default:
      literal.append(byte)
      continue
    }
    literal.append(UInt8(ascii: "\\"))
    literal.append(escaped)
  }
  literal.append(UInt8(ascii: "\""))
  return String(decoding: literal, as: UTF8.self)
}
