#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A look at a request from the compiler, as JSON bytes, before anything decodes it.
///
/// The compiler asks `@StateMachine`'s member-attribute role once for every member of the enum,
/// and sends the whole enum with each request: at 1,500 rows that is 300 requests of 60 KB, and
/// decoding them took more than half of the client's build. Only the nested `enum Event`,
/// `enum Effect` and `enum Superstate` ever get an attribute (see `StateMachineMacro`'s
/// member-attribute role), so a request for a member whose source mentions none of those names
/// has a known, empty answer. The same holds for `@_Region` and `@Submachine` (`RegionMacro`),
/// whose role marks only nested enums (a held struct's regions, `enum Superstate`): in
/// `fsm-crosscheck`, whose machines hold regions and machines, its requests were 4,400 of the
/// 7,900 a module's type check sends, with 7.7 of their 14 MB of source.
/// `PluginConnection` gives that answer without decoding the request.
///
/// The check is conservative: anything unexpected (another message, another macro or role, an
/// escape sequence in the member's source, malformed JSON) answers `false`, and the request takes
/// the ordinary path.
///
/// It reads only the fields it needs: the others are skipped as any JSON values. So a request
/// the compiler never sends, well-formed JSON with a required field missing or misspelled
/// elsewhere (a source location's `column`, say), may be answered here, where swift-syntax's
/// decoder would end the plugin with an error. For every request swift-syntax decodes, the
/// answer is swift-syntax's own (the fuzzer checks it: `Scripts/fuzz.py`, target `request`).
enum RequestPeek {
  /// Whether `json` asks for the member attributes `@StateMachine`, `@_Region` or `@Submachine`
  /// add to a member whose source mentions none of `Event`, `Effect`, `Superstate` and `enum`.
  static func isMemberAttributeRequestWithEmptyAnswer(_ json: [UInt8]) -> Bool {
    var cursor = JSONCursor(json)
    var request: Request?
    let wellFormed = cursor.walkObject { key, cursor in
      guard request == nil, key.equals("expandAttachedMacro") else { return false }
      request = Request(&cursor)
      return request != nil
    }
    guard wellFormed, cursor.isAtEnd, let request else { return false }
    return request.role.equals("memberAttribute")
      && request.module.equals("FSMMacrosPlugin")
      && (request.type.equals("StateMachineMacro") || request.type.equals("RegionMacro"))
      // An escape never produces a letter except `\uXXXX`: without one, a word is in the decoded
      // source exactly when it is in the raw JSON text.
      // A nested enum of a struct may be a region, which gets an attribute too.
      && !(GeneratedNames.nestedEnums + ["enum", "\\u"]).contains {
        request.memberSource.contains(bytes: $0)
      }
  }

  /// The parts of an `expandAttachedMacro` request the check reads, as raw JSON string contents
  /// (escapes not decoded).
  struct Request {
    var role: ArraySlice<UInt8> = []
    var module: ArraySlice<UInt8> = []
    var type: ArraySlice<UInt8> = []
    var memberSource: ArraySlice<UInt8> = []

    /// Reads the request object at `cursor`; `nil` if it is malformed, if a key the check reads
    /// comes twice (a decoder would keep one of the two: which one is its business), or if the
    /// parent declaration is missing (swift-syntax then answers with an error, not an empty list;
    /// the compiler always sends it for this role).
    init?(_ cursor: inout JSONCursor) {
      var request = Request()
      var seen: Set<String> = []
      // `true` the first time `key` is read.
      func first(_ key: String) -> Bool { seen.insert(key).inserted }
      let wellFormed = cursor.walkObject { key, cursor in
        if key.equals("macroRole") {
          guard first("macroRole"), let role = cursor.string() else { return false }
          request.role = role
        } else if key.equals("macro") {
          guard first("macro") else { return false }
          return cursor.walkObject { key, cursor in
            if key.equals("moduleName") {
              guard first("moduleName"), let module = cursor.string() else { return false }
              request.module = module
            } else if key.equals("typeName") {
              guard first("typeName"), let type = cursor.string() else { return false }
              request.type = type
            } else {
              return cursor.skipValue()
            }
            return true
          }
        } else if key.equals("declSyntax") {
          guard first("declSyntax") else { return false }
          return cursor.walkObject { key, cursor in
            guard key.equals("source") else { return cursor.skipValue() }
            guard first("source"), let source = cursor.string() else { return false }
            request.memberSource = source
            return true
          }
        } else if key.equals("parentDeclSyntax") {
          // An object (`null` decodes as no parent) whose source, read once, can be a group of
          // declarations (it has a body); anything else swift-syntax answers with an error.
          guard first("parentDeclSyntax") else { return false }
          var sources = 0
          var parent = false
          let read = cursor.walkObject { key, cursor in
            guard key.equals("source") else { return cursor.skipValue() }
            sources += 1
            guard sources == 1, let source = cursor.string() else { return false }
            parent = source.contains(UInt8(ascii: "{"))
            return true
          }
          return read && parent
        } else {
          return cursor.skipValue()
        }
        return true
      }
      guard wellFormed, seen.contains("parentDeclSyntax") else { return nil }
      self = request
    }

    private init() {}
  }
}

extension ArraySlice<UInt8> {
  /// Whether these bytes are `text` in UTF-8. The lengths first: they settle most comparisons,
  /// and unoptimized (a user's debug build) a comparison of the bytes is a generic call.
  func equals(_ text: StaticString) -> Bool {
    text.withUTF8Buffer { utf8 in utf8.count == count && elementsEqual(utf8) }
  }

  /// Whether `needle` occurs in these bytes.
  func contains(bytes needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { needle in
      withUnsafeBufferPointer { haystack in
        guard let first = needle.first, needle.count <= haystack.count else {
          return needle.isEmpty
        }
        // `memchr` to each candidate start and `memcmp` there: a member's source is a whole
        // table at times, and unoptimized code (a user's debug build) is slow byte by byte.
        let base = haystack.baseAddress!
        let lastStart = haystack.count - needle.count
        var position = 0
        while position <= lastStart {
          guard let found = memchr(base + position, Int32(first), lastStart - position + 1) else {
            return false
          }
          let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
          if memcmp(base + start, needle.baseAddress!, needle.count) == 0 { return true }
          position = start + 1
        }
        return false
      }
    }
  }
}

/// Reads JSON text (RFC 8259) just enough to find a few values: strings come back raw, without
/// decoding their escapes, and everything else is skipped. Every method answers `nil` or `false`
/// for text that is not well-formed where it looks.
struct JSONCursor {
  private let bytes: [UInt8]
  private var index = 0

  init(_ json: [UInt8]) {
    bytes = json
  }

  /// Whether only white space is left.
  var isAtEnd: Bool {
    mutating get {
      skipWhiteSpace()
      return index == bytes.count
    }
  }

  /// Walks the object at the cursor: `body` gets each key (raw) with the cursor on its value,
  /// which it must consume, and answers whether that went well.
  mutating func walkObject(_ body: (ArraySlice<UInt8>, inout JSONCursor) -> Bool) -> Bool {
    guard consume(.openBrace) else { return false }
    if consume(.closeBrace) { return true }
    repeat {
      guard let key = string(), consume(.colon), body(key, &self) else { return false }
    } while consume(.comma)
    return consume(.closeBrace)
  }

  /// The contents of the string at the cursor, escapes kept as they are.
  mutating func string() -> ArraySlice<UInt8>? {
    guard consume(.quote) else { return nil }
    guard let end = Self.endOfString(in: bytes, from: index) else { return nil }
    let contents = bytes[index..<end]
    index = end + 1
    return contents
  }

  /// The position of the quote that ends the string whose contents start at `start`.
  ///
  /// One pass over the bytes, with `memchr` from quote to quote: the strings skipped are whole
  /// enums, tens of kilobytes per request, and the build configuration the compiler sends with
  /// each request is JSON inside a string, hundreds of escaped quotes. Unoptimized code (a
  /// user's debug build) pays dearly for each call into a closure.
  private static func endOfString(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var position = start
      while position < buffer.count {
        guard let found = memchr(base + position, Int32(UInt8.quote), buffer.count - position)
        else { return nil }
        let quote = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        // The quote ends the string unless an odd number of backslashes escapes it.
        var backslashes = 0
        while quote - backslashes - 1 >= start, base[quote - backslashes - 1] == .backslash {
          backslashes += 1
        }
        if backslashes & 1 == 0 { return quote }
        position = quote + 1
      }
      return nil
    }
  }

  /// Skips the value at the cursor.
  mutating func skipValue() -> Bool {
    skipWhiteSpace()
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case .quote:
      return string() != nil
    case .openBrace:
      return walkObject { _, cursor in cursor.skipValue() }
    case .openBracket:
      index += 1
      if consume(.closeBracket) { return true }
      repeat {
        guard skipValue() else { return false }
      } while consume(.comma)
      return consume(.closeBracket)
    default:
      // A number, `true`, `false` or `null`: a run of the bytes those are made of.
      let start = index
      while index < bytes.count, bytes[index].isScalarByte { index += 1 }
      return index > start
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    skipWhiteSpace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhiteSpace() {
    // JSON's white space: space, tab, line feed, carriage return. A `switch`, not `contains` on
    // an array literal: the plugin runs unoptimized in a user's debug build, where that built an
    // array and called generic code for every byte.
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }
}

extension UInt8 {
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")

  /// A byte of a JSON number or literal.
  fileprivate var isScalarByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
