/// A small pretty-printing JSON writer (a class, so that the closures writing a container's
/// members can use it): objects and arrays are written through closures, in
/// the order the members are given, two spaces an indentation level.
final class JSONWriter {
  private(set) var text = ""
  private var indent = ""
  /// Whether the current container has a member or element yet.
  private var hasItem: [Bool] = []

  func object(_ body: () -> Void) {
    container("{", "}", body)
  }

  func array(_ body: () -> Void) {
    container("[", "]", body)
  }

  private func container(_ open: String, _ close: String, _ body: () -> Void) {
    text += open
    hasItem.append(false)
    indent += "  "
    body()
    indent.removeLast(2)
    if hasItem.removeLast() {
      text += "\n" + indent
    }
    text += close
  }

  private func item() {
    if hasItem.last == true {
      text += ","
    }
    if !hasItem.isEmpty {
      hasItem[hasItem.count - 1] = true
    }
    text += "\n" + indent
  }

  /// An element of an array, written by `value`.
  func element(_ value: () -> Void) {
    item()
    value()
  }

  func member(_ key: String, _ value: () -> Void) {
    item()
    text += Self.quoted(key) + ": "
    value()
  }

  func member(_ key: String, _ value: String) {
    member(key) { text += Self.quoted(value) }
  }

  /// An array of strings on one line: `["a", "b"]`.
  func member(_ key: String, strings: [String]) {
    member(key) { text += "[" + strings.map(Self.quoted).joined(separator: ", ") + "]" }
  }

  /// A literal as it is written: `true`, a number.
  func literal(_ text: String) {
    self.text += text
  }

  func value(_ value: String) {
    item()
    text += Self.quoted(value)
  }

  /// A JSON string: quotes, backslashes and control characters escaped; any other character
  /// as it is.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
