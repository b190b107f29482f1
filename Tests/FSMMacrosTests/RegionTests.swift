import FSMMacros
import FSMRuntime
import Testing

/// A text editor's style: three regions that change independently and share one `Event`.
@StateMachine
struct EditorStyle: Equatable, Sendable {
  var bold: Bold
  var italic: Italic
  var list: ListStyle

  enum Bold: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .toggleBold, to: .on),
      .from(.on, on: .toggleBold, to: .off),
      .from(.on, on: .plain, to: .off),
    ]
  }

  enum Italic: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .toggleItalic, to: .on),
      .from(.on, on: .toggleItalic, to: .off),
      .from(.on, on: .plain, to: .off),
    ]
  }

  enum ListStyle: Equatable, Sendable {
    @Initial case none
    case bullets
    case numbered(start: Int = 1)

    static let transitions: [Transition] = [
      .from([.none, .numbered], on: .bullets, to: .bullets, emit: .announce),
      .fromAny(except: [.numbered], on: .numbers, to: .numbered, emit: .announce),
      .from([.bullets, .numbered], on: .plain, to: .none, emit: .announce),
      // Headings are never bold: a numbered list may restart only when bold is off.
      .from(.numbered, on: .numbers, to: .numbered, emit: .announce).whenIn(.bold(.off)),
    ]
  }

  enum Event: Equatable, Sendable {
    case toggleBold, toggleItalic, bullets, plain
    case numbers(start: Int = 1)
  }

  enum Effect: Equatable, Sendable {
    case announce
  }
}

@Suite struct RegionTests {
  @Test func everyRegionStartsInItsInitialCase() {
    let style = EditorStyle()
    #expect(style == EditorStyle(bold: .off, italic: .off, list: .none))
    #expect(style.case == EditorStyle.initialCase)
    #expect(EditorStyle.initialCase.description == "(off, off, none)")
    #expect(EditorStyle.Case.allCases.count == 2 * 2 * 3)
  }

  @Test func anEventMovesEveryRegionThatTakesIt() throws {
    var style = EditorStyle(bold: .on, italic: .on, list: .bullets)
    let step = try style.plain()
    #expect(style == EditorStyle())
    #expect(step.from == EditorStyle(bold: .on, italic: .on, list: .bullets))
    #expect(step.effects == [.announce])
  }

  @Test func anEventNoRegionTakesIsRejected() {
    var style = EditorStyle()
    #expect(throws: InvalidTransition<EditorStyle>.self) { try style.plain() }
    #expect(style == EditorStyle())
  }

  @Test func aConditionReadsAnotherRegionBeforeTheStep() throws {
    var style = EditorStyle(bold: .off, italic: .off, list: .numbered(start: 3))
    try style.numbers(start: 7)
    #expect(style.list == .numbered(start: 7))
    style.bold = .on
    #expect(!style.accepts(.numbers(start: 9)))
    #expect(style.isIn(.bold(.on)))
    #expect(!style.isIn(.list(.bullets)))
  }

  @Test func edgesNameTheirRegion() {
    let edges = EditorStyle.edges
    #expect(edges.count == 3 + 3 + 2 + 2 + 2 + 1)
    #expect(edges.first?.source == .bold(.off))
    #expect(edges.contains { $0.source == .list(.numbered) && $0.guarded })
    #expect(
      EditorStyle.events(acceptedFrom: EditorStyle.initialCase) == [
        .toggleBold, .toggleItalic, .bullets, .numbers,
      ])
  }
}
