import Testing

/// Which transition functions the macro marks `@inline(__always)`: a nested `switch` of at most
/// 64 arms (`case` labels of states and of events), counted here in the expansion itself.
@Suite struct InliningTests {
  /// A chain of `count` states, each going to the next on `go`. Payload-free with one event, it
  /// stays a nested `switch` (a lookup table needs 64 cells).
  static func chain(_ count: Int) -> String {
    let states = (0..<count - 1).map { "  case s\($0)" } + ["  @Final case s\(count - 1)"]
    let rows = (0..<count - 1).map { "    .from(.s\($0), on: .go, to: .s\($0 + 1))," }
    let head = ["@StateMachine", "enum Chain {"]
    let table = ["  enum Event { case go }", "  static let transitions: [Transition] = ["]
    return (head + states + table + rows + ["  ]", "}"]).joined(separator: "\n")
  }

  /// The expanded `transition(on:)`: the arms of its `switch`, and whether it is marked.
  static func transitionFunction(in text: String) -> (arms: Int, inlined: Bool)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.contains("func transition(on event: Event) -> FSMRuntime.Step<Self>? {")
      }),
      let end = lines[start...].firstIndex(of: "  }")
    else { return nil }
    let arms = lines[start..<end].count {
      $0.drop { $0 == " " }.hasPrefix("case ")
    }
    return (arms, lines[start - 1].contains("@inline(__always)"))
  }

  @Test func aSwitchOfAtMost64ArmsIsInlinedAndALargerOneIsNot() throws {
    var seen: Set<Bool> = []
    for count in 30...34 {
      let expanded = RecordedExpansion.expand(Self.chain(count))
      #expect(expanded.diagnostics.isEmpty, "\(count) states: \(expanded.diagnostics)")
      let function = try #require(
        Self.transitionFunction(in: expanded.text), "\(count) states: no transition(on:)")
      #expect(function.inlined == (function.arms <= 64), "\(count) states, \(function.arms) arms")
      seen.insert(function.inlined)
    }
    // Both sides of the bar were reached.
    #expect(seen == [true, false])
  }
}
