import FSMTestSupport
import Foundation
import Testing

/// The compile-fail harness: every snippet in `Tests/CompileFail` is compiled with the real
/// compiler against the built `FSMMacros` module and plugin, and must produce exactly the
/// diagnostics its comments announce.
///
/// - `// expect-error: text`, `// expect-warning: text`, `// expect-note: text` — a diagnostic of
///   that severity whose message contains `text`. On a line of its own, the comment matches a
///   diagnostic anywhere in the snippet; after code, only one on that line.
/// - Every error and warning the compiler prints must be announced (notes may be extra), so a
///   snippet that compiles, or fails for another reason, fails its test.
/// - `// swiftc-flags: -default-isolation MainActor` on a line of its own adds those flags to the
///   compiler's command, e.g. to compile the snippet as an app's module.
@Suite("Compile-fail snippets")
struct CompileFailTests {
  @Test(arguments: Snippet.all)
  func theSnippetProducesExactlyTheAnnouncedDiagnostics(_ snippet: Snippet) throws {
    try #require(!snippet.expectations.isEmpty, "a snippet announces at least one diagnostic")
    let compiler = try Compiler.locate()
    var seen: Set<String> = []
    let produced = try compiler.compile(snippet.source, flags: snippet.flags).filter { message in
      seen.insert("\(message.severity)|\(message.fileLine ?? 0)|\(message.text)").inserted
    }
    let listing = produced.map {
      "\($0.fileLine.map { "line \($0): " } ?? "")\($0.severity): \($0.text)"
    }
    .joined(separator: "\n")

    for expectation in snippet.expectations {
      #expect(
        produced.contains(where: expectation.matches),
        "expected \(expectation) was not produced; the compiler said:\n\(listing)")
    }
    for message in produced where message.severity != "note" {
      #expect(
        snippet.expectations.contains { $0.matches(message) },
        "unexpected \(message.severity): \(message.text)\nthe compiler said:\n\(listing)")
    }
  }

  @Test func theHarnessFindsTheSnippets() {
    let names = Set(Snippet.all.map(\.name))
    // The cases the harness exists for; a renamed or lost file must not go unnoticed.
    for required in [
      "typestate-invalid-call.swift", "typestate-use-after-consume.swift",
      "conflicting-rows.swift", "transition-from-final.swift", "unfilled-payload.swift",
      "state-machine-on-struct-without-regions.swift", "misspelled-state.swift",
      "warning-unreachable-state.swift",
      "warning-dead-end-state.swift", "warning-unused-event.swift", "main-actor-guard.swift",
      "main-actor-member-in-app-module.swift", "activity-throws-without-failed-event.swift",
    ] {
      #expect(names.contains(required), "Tests/CompileFail/\(required)")
    }
  }
}

struct Snippet: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var expectations: [Expectation]
  /// Added to the compiler's command: the words after `// swiftc-flags:`.
  var flags: [String] {
    let marker = "// swiftc-flags:"
    return source.split(separator: "\n").filter { $0.hasPrefix(marker) }.flatMap {
      $0.dropFirst(marker.count).split(separator: " ").map(String.init)
    }
  }

  var testDescription: String { name }

  struct Expectation: Sendable, CustomStringConvertible {
    var severity: String
    var text: String
    /// The line the diagnostic must be on, or `nil` for anywhere.
    var line: Int?

    func matches(_ message: Compiler.Message) -> Bool {
      message.severity == severity && message.text.contains(text)
        && (line == nil || message.fileLine == line)
    }

    var description: String {
      "\(severity) '\(text)'" + (line.map { " on line \($0)" } ?? "")
    }
  }

  /// The snippets of `Tests/CompileFail`, by file name.
  static let all: [Snippet] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CompileFail")
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
      .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return names.compactMap { name in
      guard
        let source = try? String(
          contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return Snippet(name: name, source: source, expectations: expectations(in: source))
    }
  }()

  static func expectations(in source: String) -> [Expectation] {
    var result: [Expectation] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for severity in ["error", "warning", "note"] {
        let marker = "// expect-\(severity): "
        guard let range = line.range(of: marker) else { continue }
        let code = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        result.append(
          Expectation(
            severity: severity, text: String(line[range.upperBound...]),
            line: code.isEmpty ? nil : index + 1))
      }
    }
    return result
  }
}
