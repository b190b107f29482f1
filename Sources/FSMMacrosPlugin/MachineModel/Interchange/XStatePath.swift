// XState's state paths, written once: the macro's export (`XStateLayout`) and the diagrams tool
// compile this file from here, the importer (`FSMDesignImport`) through a link to it.

/// A path of XState state keys as one string: the keys joined by dots, each key's own `.` and `\`
/// preceded by `\`, as XState's `toStatePath` reads an id or a `#id.key` target back into keys.
enum XStatePath {
  /// A key as one component of a path: `a.b` is `a\.b`.
  static func escaped(_ key: String) -> String {
    var result = ""
    for character in key {
      if character == "\\" || character == "." {
        result.append("\\")
      }
      result.append(character)
    }
    return result
  }

  /// The keys as a path: `["active", "a.b"]` is `active.a\.b`.
  static func joined(_ keys: [String]) -> String {
    keys.map(escaped).joined(separator: ".")
  }

  /// A path's keys: split at the dots no backslash escapes, each backslash dropped before the
  /// character it escapes. `keys(of: joined(k)) == k` for any keys `k`.
  static func keys(of path: String) -> [String] {
    var keys: [String] = []
    var current = ""
    var escaping = false
    for character in path {
      if escaping {
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "." {
        keys.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    keys.append(current)
    return keys
  }
}
