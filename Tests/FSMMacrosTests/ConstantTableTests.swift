import FSMTestSupport
import Foundation
import Testing

/// Every row form keeps a table a constant: the optimizer lays the array out at build time, so
/// the generated code sees a row's closures and inlines them (see `Transition+From.swift`). A
/// form that makes its table a run-time value shows here as a table without its constant.
@Suite("Constant tables")
struct ConstantTableTests {
  /// One table per row form: `from` a case and a list, `fromAny`, `within`; to a case, by
  /// `build:`, to a case with `build:`, to a superstate's history; each untimed and timed, with
  /// `emit:` and `when:`; the eventless forms (a case, a list, `within`; `to:`, `build:` or
  /// both) and `onDone`, whose closures take the state alone.
  static let forms: [(table: String, row: String)] = [
    ("fromOneTo", ".from(.a, on: .go, to: .b, emit: .log, when: { _, _ in true })"),
    ("fromOneAfterTo", ".from(.a, on: .go, after: .seconds(1), to: .b, emit: .log)"),
    ("fromOneBuild", ".from(.a, on: .go, build: { s, _ in s }, when: { _, _ in true })"),
    ("fromOneAfterBuild", ".from(.a, on: .go, after: .seconds(1), build: { s, _ in s })"),
    ("fromOneToBuild", ".from(.a, on: .go, to: .b, build: { _, _ in .b }, emit: .log)"),
    (
      "fromOneAfterToBuild", ".from(.a, on: .go, after: .seconds(1), to: .b, build: { _, _ in .b })"
    ),
    ("fromListTo", ".from([.a, .b], on: .go, to: .b, emit: .log, when: { _, _ in true })"),
    ("fromListAfterTo", ".from([.a, .b], on: .go, after: .seconds(1), to: .b, emit: .log)"),
    ("fromListBuild", ".from([.a, .b], on: .go, build: { s, _ in s }, when: { _, _ in true })"),
    ("fromListAfterBuild", ".from([.a, .b], on: .go, after: .seconds(1), build: { s, _ in s })"),
    ("fromListToBuild", ".from([.a, .b], on: .go, to: .b, build: { _, _ in .b }, emit: .log)"),
    (
      "fromListAfterToBuild",
      ".from([.a, .b], on: .go, after: .seconds(1), to: .b, build: { _, _ in .b })"
    ),
    ("fromAnyTo", ".fromAny(except: [.b], on: .go, to: .b, when: { _, _ in true })"),
    ("fromAnyAfterTo", ".fromAny(except: [.b], on: .go, after: .seconds(1), to: .b, emit: .log)"),
    ("fromAnyBuild", ".fromAny(on: .go, build: { s, _ in s }, when: { _, _ in true })"),
    (
      "fromAnyAfterBuild",
      ".fromAny(except: [.a], on: .go, after: .seconds(1), build: { s, _ in s })"
    ),
    ("fromAnyToBuild", ".fromAny(except: [.b], on: .go, to: .b, build: { _, _ in .b })"),
    ("fromAnyAfterToBuild", ".fromAny(on: .go, after: .seconds(1), to: .b, build: { _, _ in .b })"),
    ("withinTo", ".within(.s, on: .go, to: .b, emit: .log, when: { _, _ in true })"),
    ("withinAfterTo", ".within(.s, on: .go, after: .seconds(1), to: .b, emit: .log)"),
    ("withinBuild", ".within(.s, on: .go, build: { s, _ in s }, when: { _, _ in true })"),
    ("withinAfterBuild", ".within(.s, on: .go, after: .seconds(1), build: { s, _ in s })"),
    ("withinToBuild", ".within(.s, on: .go, to: .b, build: { _, _ in .b }, emit: .log)"),
    (
      "withinAfterToBuild",
      ".within(.s, on: .go, after: .seconds(1), to: .b, build: { _, _ in .b })"
    ),
    ("fromOneHistory", ".from(.a, on: .go, toHistoryOf: .s, emit: .log, when: { _, _ in true })"),
    ("fromOneAfterHistory", ".from(.a, on: .go, after: .seconds(1), toHistoryOf: .s)"),
    ("fromListHistory", ".from([.a, .b], on: .go, toHistoryOf: .s, when: { _, _ in true })"),
    ("fromListAfterHistory", ".from([.a, .b], on: .go, after: .seconds(1), toHistoryOf: .s)"),
    ("fromAnyHistory", ".fromAny(except: [.b], on: .go, toHistoryOf: .s, emit: .log)"),
    ("fromAnyAfterHistory", ".fromAny(on: .go, after: .seconds(1), toHistoryOf: .s)"),
    ("withinHistory", ".within(.s, on: .go, toHistoryOf: .s, when: { _, _ in true })"),
    ("withinAfterHistory", ".within(.s, on: .go, after: .seconds(1), toHistoryOf: .s, emit: .log)"),
    ("eventlessOneTo", ".from(.a, to: .b, emit: .log, when: { _ in true })"),
    ("eventlessOneBuild", ".from(.a, build: { s in s }, when: { _ in true })"),
    ("eventlessOneToBuild", ".from(.a, to: .b, build: { _ in .b }, emit: .log)"),
    ("eventlessListTo", ".from([.a, .b], to: .b, when: { _ in true })"),
    ("eventlessListBuild", ".from([.a, .b], build: { s in s }, emit: .log)"),
    ("eventlessListToBuild", ".from([.a, .b], to: .b, build: { _ in .b })"),
    ("eventlessWithinTo", ".within(.s, to: .b, emit: .log, when: { _ in true })"),
    ("eventlessWithinBuild", ".within(.s, build: { s in s })"),
    ("eventlessWithinToBuild", ".within(.s, to: .b, build: { _ in .b }, when: { _ in true })"),
    ("onDoneTo", ".onDone(.s, to: .b, emit: .log, when: { _ in true })"),
    ("onDoneBuild", ".onDone(.s, build: { s in s })"),
    ("onDoneToBuild", ".onDone(.s, to: .b, build: { _ in .b }, emit: .log)"),
    (
      "mixed",
      ".from(.a, on: .go, to: .b, when: { _, _ in true }), .from(.b, to: .a, when: { _ in true })"
    ),
  ]

  /// A row whose guard captures a value known only at run time: its table cannot be laid out at
  /// build time, and the check must see it. (A form forwarding its `@autoclosure` to another,
  /// which `Transition+From.swift` warns against, no longer shows here: Swift 6.3's optimizer
  /// folds it in this shape, which the forms do not rely on.)
  static let forwarding = """
    extension Transition where M == Main.M {
      static func forwarding(_ open: Bool) -> Self {
        from(.a, on: .go, to: .b, when: { _, _ in open })
      }
    }
    """

  static var source: String {
    """
    import FSMMacros

    @StateMachine
    enum M {
      @Initial case a
      case b
      enum Event { case go, back }
      enum Effect { case log }
      enum Superstate { case s }
      static let superstates: [Superstates] = [.superstate(.s, contains: [.a, .b])]
      static let transitions: [Transition] = [
        .from(.a, on: .go, to: .b, emit: .log),
        .from(.b, on: .back, to: .a),
      ]
    }

    enum Tables {
    \(forms.map { "  static let \($0.table): [M.Transition] = [\($0.row)]" }.joined(separator: "\n"))
      static let forwarded: [M.Transition] = [.forwarding(CommandLine.arguments.count > 9)]
    }

    \(forwarding)
    """
  }

  /// Whether the optimized SIL holds the array of `table` as a statically initialized object.
  static func isConstant(_ table: String, in sil: String) -> Bool {
    sil.contains("\(table.count)\(table)_WZTv_ : $_ContiguousArrayStorage<Transition<M>> = {")
  }

  @Test func everyRowFormKeepsItsTableAConstant() throws {
    let sil = try Compiler.locate().optimizedSIL(Self.source)
    for form in Self.forms {
      #expect(Self.isConstant(form.table, in: sil), "\(form.row) makes its table a run-time value")
    }
    #expect(!Self.isConstant("forwarded", in: sil), "the check cannot see a run-time table")
  }
}
