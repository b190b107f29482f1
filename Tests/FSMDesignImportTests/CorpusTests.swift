import FSMDesignImport
import FSMTestSupport
import Foundation
import Testing

/// The statechart corpus beside the checkout (`../shared/corpus`, or `FSM_CORPUS`): SCXML
/// documents and XState configs from public repositories, read in place.
enum Corpus {
  static let root: URL = {
    if let path = ProcessInfo.processInfo.environment["FSM_CORPUS"] {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
  }()

  /// Every design: SCXML documents, and XState configs (not the SCION test scripts, which are
  /// JSON too).
  static func designs() throws -> [(path: String, text: String)] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var result: [(String, String)] = []
    while let url = enumerator?.nextObject() as? URL {
      let path = String(url.path.dropFirst(root.path.count + 1))
      let isSCXML = path.hasSuffix(".scxml")
      let isXState = path.hasPrefix("xstate/") && path.hasSuffix(".json")
      guard isSCXML || isXState else { continue }
      let data = try Data(contentsOf: url)
      result.append((path, String(decoding: data, as: UTF8.self)))
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// The design at `path` read as its kind says.
  static func design(_ path: String, _ text: String) throws(ImportError) -> Design {
    path.hasSuffix(".json") ? try Design.xstate(text) : try Design.scxml(text)
  }
}

@Suite struct CorpusTests {
  /// Every design of the corpus imports to Swift, or is refused with a clear error: the
  /// malformed one (line and column), and those whose parallel states inside states hold what
  /// a composite state does not run yet, or that sit in a region of a parallel state at the
  /// top. Nothing crashes.
  @Test func everyDesignImportsOrIsRefusedWithAReason() throws {
    let designs = try Corpus.designs()
    #expect(designs.count == 69)
    var imported: [String] = []
    var refused: [String: String] = [:]
    for (path, text) in designs {
      do {
        let swift = try Corpus.design(path, text).swift()
        #expect(swift.machine.contains("@StateMachine"))
        imported.append(path)
      } catch {
        refused[path] = error.description
      }
    }
    #expect(
      refused["scxml/qtscxml-tests/tests/auto/parser/data/badInitial.scxml"]
        == "12:1: expected '</initial>', found '</scxml>'")
    let others = refused.filter {
      !$0.value.contains("inside a composite state yet")
        && !$0.value.contains("does not hold composite states yet")
    }
    #expect(others.keys.sorted() == ["scxml/qtscxml-tests/tests/auto/parser/data/badInitial.scxml"])
    print("corpus: \(imported.count) of \(designs.count) designs import; \(refused.count) refused")
    #expect(imported.count + refused.count == designs.count)
    #expect(imported.count >= 58)
    // A parallel state at the top is a machine with regions; one inside a state, or beside
    // others at the top, a composite state.
    #expect(imported.contains("scxml/scion-test-framework/test/parallel/test1.scxml"))
    #expect(imported.contains("scxml/scxmlcc/src/test/lcca_parallel.scxml"))
    #expect(imported.contains("xstate/xstate-core-tests/packages/core/test/multiple.test.L4.json"))
  }

  /// Mutated designs (a range deleted, duplicated or replaced by a character of the syntax,
  /// the end cut off) import or are refused, never crash or hang: 40 mutants of each design.
  @Test func mutatedDesignsImportOrAreRefused() throws {
    var generator = SplitMix64(seed: 53)
    var refused = 0
    var total = 0
    let syntax: [Character] = [
      "<", ">", "\"", "'", "/", "=", "&", ";", "{", "}", "[", "]", ":", ",",
    ]
    for (path, text) in try Corpus.designs() {
      let characters = Array(text)
      guard characters.count > 2 else { continue }
      for _ in 0..<40 {
        var mutant = characters
        let start = Int(generator.next() % UInt64(mutant.count))
        let length = min(Int(generator.next() % 16) + 1, mutant.count - start)
        switch generator.next() % 4 {
        case 0: mutant.removeSubrange(start..<(start + length))
        case 1: mutant.insert(contentsOf: mutant[start..<(start + length)], at: start)
        case 2: mutant[start] = syntax[Int(generator.next() % UInt64(syntax.count))]
        default: mutant.removeSubrange(start...)
        }
        total += 1
        do {
          _ = try Corpus.design(path, String(mutant)).swift()
        } catch {
          refused += 1
          #expect(!error.message.isEmpty)
        }
      }
    }
    #expect(total > 2_000)
    #expect(refused > 0)
  }
}
