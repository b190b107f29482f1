/// Words that must be written in backticks to be used as an identifier.
private let reservedWords: Set<String> = [
  "associatedtype", "class", "deinit", "enum", "extension",
  "fileprivate", "func", "import", "init", "inout", "internal", "let",
  "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
  "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
  "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
  "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
  "true", "try",
]

/// `name` as an identifier in generated code: in backticks when it is a keyword.
package func escaped(_ name: String) -> String {
  reservedWords.contains(name) ? "`\(name)`" : name
}

/// `name` after a dot (`.name`): only a few words still need backticks there.
package func escapedMember(_ name: String) -> String {
  ["init", "self", "Self", "Type", "Protocol", "default"].contains(name) ? "`\(name)`" : name
}
