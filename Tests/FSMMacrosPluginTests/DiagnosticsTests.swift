import FSMMacrosPlugin
import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

// MARK: - Diagnostics that stop generation

@Suite struct BlockingDiagnosticsTests {
  @Test func stateMachineOnAStructWithoutRegionsIsAnError() {
    assertExpansion(
      """
      @StateMachine
      struct Door {
      }
      """,
      expandedSource: """
        struct Door {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: MessageID(domain: "FSMMacros", id: "noRegions"),
          message: "'@StateMachine' on a struct makes a machine with regions, and 'Door' has "
            + "none; declare each region as a nested enum and a stored property of its type "
            + "('var playback: Playback'), or attach '@StateMachine' to an enum",
          line: 2, column: 8)
      ])
  }

  @Test func stateMachineOnAnActorIsAnError() {
    assertExpansion(
      "@StateMachine actor Door {}",
      expandedSource: "actor Door {}",
      diagnostics: [
        DiagnosticSpec(
          message: "'@StateMachine' can only be applied to an enum, or to a struct whose enum "
            + "properties are its regions, not to an actor", line: 1, column: 1)
      ])
  }

  @Test func aMissingEventEnumIsAnErrorWithAStubFixIt() {
    assertExpansion(
      """
      @StateMachine
      enum Light {
        case off, on
        static let transitions: [Transition] = []
      }
      """,
      expandedSource: """
        enum Light {
          case off, on
          static let transitions: [Transition] = []
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: MessageID(domain: "FSMMacros", id: "missingEvent"),
          message:
            "state machine 'Light' needs a nested 'enum Event' listing the events it reacts to",
          line: 2, column: 6, fixIts: [FixItSpec(message: "insert 'enum Event'")])
      ],
      applyFixIts: ["insert 'enum Event'"],
      fixedSource: """
        @StateMachine
        enum Light {
          enum Event {
            case <#event#>
          }
          case off, on
          static let transitions: [Transition] = []
        }
        """)
  }

  @Test func aMissingTableIsAnError() {
    assertExpansion(
      """
      @StateMachine
      enum Light {
        case off, on
        enum Event {
          case toggle
        }
      }
      """,
      expandedSource: """
        enum Light {
          case off, on
          enum Event {
            case toggle
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          id: MessageID(domain: "FSMMacros", id: "missingTable"),
          message:
            "state machine 'Light' has no transition table; declare 'static let transitions: [Transition] = [...]'",
          line: 2, column: 6)
      ])
  }
}

// MARK: - The catalogue, one case per rule

/// A machine whose table is `rows`, with `extraStates`, `extraEvents` and `extraMembers`
/// spliced in. A second table makes the machine complete on its own:
/// every event used, every state reachable, no dead end.
func machine(
  rows: String, extraStates: String = "", extraEvents: String = "", extraMembers: String = "",
  attribute: String = "@StateMachine"
) -> String {
  """
  \(attribute)
  enum Pump {
    @Initial case idle
    case running(speed: Int)
    @Final case broken(code: Int)
    \(extraStates)
    enum Event {
      case start(speed: Int), stop, fail(code: Int), tick\(extraEvents)
    }
    enum Effect {
      case log(message: String)
    }
    \(extraMembers)
    static let transitions: [Transition] = [
  \(rows)
    ]
    static let transitionsThatMakeItComplete: [Transition] = [
      .from(.idle, on: .start, to: .running),
      .from(.running, on: .stop, to: .idle),
      .from([.idle, .running], on: .fail, to: .broken),
      .from(.running, on: .tick, to: .running),
    ]
  }
  """
}

/// A machine with superstates: `declarations` are the elements of `superstates`; `rows` follow five rows of its own in `transitions`. `lit` contains `dim`, `bright` and
/// `flashing`, `busy` (in `lit`) contains `flashing`, unless `declarations` says otherwise.
func superstateMachine(
  superstates: String = "lit, busy",
  declarations: String = """
      .superstate(.lit, contains: [.dim, .bright, .flashing]),
      .superstate(.busy, contains: [.flashing], in: .lit),
  """,
  rows: String = ""
) -> String {
  """
  @StateMachine
  enum Lamp {
    @Initial case off
    case dim, bright, flashing
    @Final case burnt
    enum Event {
      case toggle, brighten, flash, burn
    }
    enum Superstate {
      case \(superstates)
    }
    static let superstates: [Superstates] = [
  \(declarations)
    ]
    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .dim),
      .within(.lit, on: .toggle, to: .off),
      .from(.dim, on: .brighten, to: .bright),
      .from(.bright, on: .flash, to: .flashing),
      .fromAny(on: .burn, to: .burnt),
  \(rows)
    ]
  }
  """
}

/// A rule's example: a machine, and its diagnostics under the lines they point at (see
/// `Diagnosed.annotated`), empty for none.
/// A machine with two regions, `playback` and `download`, for the regions' diagnostics.
func regionMachine(
  playbackRows: String = "      .from(.stopped, on: .play, to: .playing),",
  events: String = "play, fetch",
  extra: String = "",
  attribute: String = "@StateMachine",
  generics: String = ""
) -> String {
  """
  \(attribute)
  struct Player\(generics) {
    var playback: Playback
    var download: Download
    enum Playback {
      @Initial case stopped
      @Final case playing
      static let transitions: [Transition] = [
  \(playbackRows)
      ]
    }
    enum Download {
      @Initial case idle
      @Final case ready
      static let transitions: [Transition] = [
        .from(.idle, on: .fetch, to: .ready),
      ]
    }
  \(extra)
    enum Event { case \(events) }
  }
  """
}

/// A machine whose state `processing` is marked `@Composite` (`state`, unless given), with
/// `held` declared in it: by default a struct of two regions, which is a machine.
/// A struct of regions at the top, `engine` holding `Drive` in `running`, with `radioRow` in
/// the radio's table and `driveRow` in the held table.
func carMachine(radioRow: String = ".from(.silent, on: .tune, to: .playing)", driveRow: String = "")
  -> String
{
  """
  @StateMachine
  struct Car {
    var engine: Engine
    var radio: Radio
    enum Engine {
      @Initial case off
      @Composite case running(Drive)
      static let transitions: [Transition] = [
        .from(.off, on: .ignite, to: .running),
        .from(.running, on: .stall, to: .off),
      ]
      @Submachine
      enum Drive {
        @Initial case neutral
        case first
        case second
        static let transitions: [Transition] = [
          .from(.neutral, on: .shift, to: .first),
          .from(.first, on: .shift, to: .second),
          .from(.second, on: .shift, to: .neutral),
  \(driveRow.isEmpty ? "" : "        " + driveRow + ",\n")      ]
      }
    }
    enum Radio {
      @Initial case silent
      case playing
      static let transitions: [Transition] = [
        \(radioRow), .from(.playing, on: .tune, to: .silent),
      ]
    }
    enum Event { case ignite, stall, shift, tune }
  }
  """
}

/// A loader whose `loading` state, with the associated value `value` the `load` event brings,
/// runs the activity `fetch(url:)` as `run` declares it.
func loader(value: String, run: String) -> String {
  """
  @StateMachine
  enum Loader {
    case idle
    case loading(\(value))
    enum Event { case load(\(value)), loaded }
    enum Activity { case fetch(url: String) }
    static let activities: [Activities] = [
      \(run)
    ]
    static let transitions: [Transition] = [
      .from(.idle, on: .load, to: .loading),
      .from(.loading, on: .loaded, to: .idle),
    ]
  }
  """
}

func compositeMachine(
  attribute: String = "@StateMachine",
  state: String = "@Composite case processing(Fulfilment)",
  held: String = """
    @Submachine
    struct Fulfilment {
      var payment: Payment
      var shipping: Shipping
      enum Payment {
        @Initial case authorizing
        @Final case captured
        static let transitions: [Transition] = [.from(.authorizing, on: .capture, to: .captured)]
      }
      enum Shipping {
        @Initial case packing
        @Final case shipped
        static let transitions: [Transition] = [.from(.packing, on: .ship, to: .shipped)]
      }
    }
  """
) -> String {
  """
  \(attribute)
  enum Checkout {
    @Initial case cart
    \(state)
    @Final case confirmed
  \(held)
    enum Event { case pay, capture, ship, confirm }
    static let transitions: [Transition] = [
      .from(.cart, on: .pay, to: .processing),
      .from(.processing, on: .confirm, to: .confirmed),
    ]
  }
  """
}

/// A machine whose composite states hold `count` enums, each with a timed row: a tree of
/// `count + 1` tables with timers, and nothing else to report.
func treeOfTimedTables(holding count: Int) -> String {
  var lines = ["@StateMachine", "enum Big {", "  @Initial case idle"]
  lines += (0..<count).map { "  @Composite case s\($0)(H\($0))" }
  for index in 0..<count {
    lines += [
      "  @Submachine", "  enum H\(index) {", "    @Initial case a", "    @Final case b",
      "    static let transitions: [Transition] = [",
      "      .from(.a, on: .tick, after: .seconds(1), to: .b)", "    ]", "  }",
    ]
  }
  lines += ["  enum Event { case go, tick }", "  static let transitions: [Transition] = ["]
  lines += ["    .from(.idle, on: .go, to: .s0),"]
  lines += (0..<count).map { index in
    "    .from(.s\(index), on: .go, to: .\(index + 1 < count ? "s\(index + 1)" : "idle")),"
  }
  return (lines + ["  ]", "}"]).joined(separator: "\n")
}

struct CatalogueCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var expected: String

  var testDescription: String { name }
}

let catalogue: [CatalogueCase] = [
  CatalogueCase(
    name: "unsupportedDeclaration: a composite state where it is not generated",
    source: treeOfTimedTables(holding: 64),
    expected: """
        @Composite case s0(H0)
        ╰─ error [unsupportedDeclaration] '@Composite' state 's0' is checked, but a composite state holding timers, in a tree of more than 64 tables, is not generated: a 'Machine' keeps each table's timers, activities and history apart by a bit of a 'UInt64'; hold those in fewer tables, or split the tree into machines of their own
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a row inside a region leaving for another region",
    source: carMachine(driveRow: ".from(.first, on: .tune, leavingTo: .radio(.playing))"),
    expected: """
              .from(.first, on: .tune, leavingTo: .radio(.playing)),
                                                  ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: 'leavingTo: .radio(.playing)' names a state of region 'radio', and this row is inside region 'engine'; the struct at the top is never left, so a row leaves for a state of its own region
      """),
  CatalogueCase(
    name: "unknownPart: in a region of a struct at the top",
    source: carMachine(
      radioRow: ".from(.silent, on: .tune, to: .playing).whenIn(.engine(.running(.secnd)))"),
    expected: """
            .from(.silent, on: .tune, to: .playing).whenIn(.engine(.running(.secnd))), .from(.playing, on: .tune, to: .silent),
                                                           ╰─ error [unknownPart] '.whenIn(.engine(.running(.secnd)))' names no state of 'Car': 'Drive' has no case 'secnd'; name a state of the machine at the top, from the top down
      """),
  CatalogueCase(
    name: "unknownPart: an eventless row of a machine a region's state holds",
    source: carMachine(driveRow: ".from(.first, to: .neutral).whenIn(.radi(.playing))"),
    expected: """
              .from(.first, to: .neutral).whenIn(.radi(.playing)),
                                                 ╰─ error [unknownPart] '.whenIn(.radi(.playing))' names no state of 'Car': 'Car' has no region 'radi'; name a state of the machine at the top, from the top down
      """),
  CatalogueCase(
    name: "conditionNeverHolds: a machine a region's state holds, on its own region",
    source: carMachine(driveRow: ".from(.first, on: .tune, to: .neutral).whenIn(.engine(.off))"),
    expected: """
              .from(.first, on: .tune, to: .neutral).whenIn(.engine(.off)),
                                                            ╰─ error [conditionNeverHolds] '.whenIn(.engine(.off))' never holds: this row's machine runs only in 'running', which excludes it; name a state of another region
      """),
  CatalogueCase(
    name: "compositePayload",
    source: compositeMachine(state: "@Composite case processing"),
    expected: """
        @Composite case processing
                        ╰─ error [compositePayload] '@Composite' state 'processing' must have exactly one associated value, the machine it holds (it has 0); write 'case processing(<#Machine#>)' with a machine nested here
      """),
  CatalogueCase(
    name: "compositeNotAMachine: no such type",
    source: compositeMachine(state: "@Composite case processing(Fulfilmnet)"),
    expected: """
        @Composite case processing(Fulfilmnet)
                                   ╰─ error [compositeNotAMachine] '@Composite' state 'processing' holds 'Fulfilmnet', which is not a machine: no enum or struct of that name is declared in 'Checkout'; a held machine is an enum with a transition table, or a struct of regions, declared in the machine that holds it
      """),
  CatalogueCase(
    name: "compositeNotAMachine: an enum without a table",
    source: compositeMachine(held: "  @Submachine enum Fulfilment { case paid, shipped }"),
    expected: """
        @Composite case processing(Fulfilment)
                                   ╰─ error [compositeNotAMachine] '@Composite' state 'processing' holds 'Fulfilment', which is not a machine: it has no 'static let transitions…'; a held machine is an enum with a transition table, or a struct of regions, declared in the machine that holds it
      """),
  CatalogueCase(
    name: "compositeNotAMachine: a struct without regions",
    source: compositeMachine(held: "  @Submachine struct Fulfilment { var paid = false }"),
    expected: """
        @Composite case processing(Fulfilment)
                                   ╰─ error [compositeNotAMachine] '@Composite' state 'processing' holds 'Fulfilment', which is not a machine: a struct without regions (stored properties of nested enum types); a held machine is an enum with a transition table, or a struct of regions, declared in the machine that holds it
      """),
  CatalogueCase(
    name: "compositeNotAMachine: not marked '@Submachine'",
    source: compositeMachine(
      held: """
          enum Fulfilment {
            @Initial case paying
            @Final case paid
            static let transitions: [Transition] = [.from(.paying, on: .capture, to: .paid)]
          }
        """),
    expected: """
        @Composite case processing(Fulfilment)
                                   ╰─ error [compositeNotAMachine] '@Composite' state 'processing' holds 'Fulfilment', which is not a machine: it is not marked '@Submachine'; a held machine is an enum with a transition table, or a struct of regions, declared in the machine that holds it
      """),
  CatalogueCase(
    name: "heldOwnEnum",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying
            @Final case paid
            enum Effect { case receipt }
          }
        """),
    expected: """
          enum Effect { case receipt }
               ╰─ error [heldOwnEnum] 'Fulfilment', a machine held by a '@Composite' state, cannot declare its own 'Effect': it takes its holder's; remove it
      """),
  CatalogueCase(
    name: "compositeWithoutInitial",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying(amount: Int)
            @Final case paid
            static let transitions: [Transition] = [.from(.paying, on: .capture, to: .paid)]
          }
        """),
    expected: """
        @Composite case processing(Fulfilment)
                                   ╰─ error [compositeWithoutInitial] '@Composite' state 'processing' cannot be entered: the initial case 'paying' of 'Fulfilment' has associated values without defaults; give them defaults, or mark another case '@Initial'
      """),
  CatalogueCase(
    name: "compositeCycle",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying
            @Composite indirect case again(Checkout)
            static let transitions: [Transition] = [.from(.paying, on: .capture, to: .paying)]
          }
        """),
    expected: """
          @Composite indirect case again(Checkout)
                                         ╰─ error [compositeCycle] '@Composite' state 'again' holds 'Checkout', which holds it: a machine cannot hold itself, however deep; hold a machine nested here instead
      """),
  CatalogueCase(
    name: "unknownPart",
    source: compositeMachine(
      held: """
          @Submachine
          struct Fulfilment {
            var payment: Payment
            var shipping: Shipping
            enum Payment {
              @Initial case authorizing
              @Final case captured
              static let transitions: [Transition] = [.from(.authorizing, on: .capture, to: .captured)]
            }
            enum Shipping {
              @Initial case packing
              @Final case shipped
              static let transitions: [Transition] = [
                .from(.packing, on: .ship, to: .shipped).whenIn(.processing(.paymnt(.captured)))
              ]
            }
          }
        """),
    expected: """
              .from(.packing, on: .ship, to: .shipped).whenIn(.processing(.paymnt(.captured)))
                                                              ╰─ error [unknownPart] '.whenIn(.processing(.paymnt(.captured)))' names no state of 'Checkout': 'Fulfilment' has no region 'paymnt'; name a state of the machine at the top, from the top down
      """),
  CatalogueCase(
    name: "unknownPart: a leaving row's target",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying
            @Final case paid
            static let transitions: [Transition] = [
              .from(.paying, on: .capture, to: .paid),
              .from(.paying, on: .ship, leavingTo: .confirmd),
            ]
          }
        """),
    expected: """
            .from(.paying, on: .ship, leavingTo: .confirmd),
                                                 ╰─ error [unknownPart] 'leavingTo: .confirmd' names no state of 'Checkout': 'Checkout' has no case 'confirmd'; name a state of the machine at the top, from the top down
      """),
  CatalogueCase(
    name: "eventlessCycle: through a composite state whose held machine leaves at once",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying
            @Final case paid
            static let transitions: [Transition] = [
              .from(.paying, on: .capture, to: .paid),
              .from(.paying, on: .ship, to: .paid),
              .from(.paying, leavingTo: .processing),
            ]
          }
        """),
    expected: """
            .from(.paying, leavingTo: .processing),
            ╰─ error [eventlessCycle] eventless rows without guards go round 'processing' -> 'processing' forever, so the machine never settles; give one of them a 'when:' guard or an event ('on:')
      """),
  CatalogueCase(
    name: "conditionNeverHolds",
    source: compositeMachine(
      held: """
          @Submachine
          enum Fulfilment {
            @Initial case paying
            @Composite case checking(Check)
            @Final case paid
            static let transitions: [Transition] = [
              .from(.paying, on: .capture, to: .checking), .from(.checking, on: .ship, to: .paid),
            ]
            @Submachine
            enum Check {
              @Initial case waiting
              @Final case done
              static let transitions: [Transition] = [
                .from(.waiting, on: .capture, to: .done).whenIn(.processing(.paying))
              ]
            }
          }
        """),
    expected: """
              .from(.waiting, on: .capture, to: .done).whenIn(.processing(.paying))
                                                              ╰─ error [conditionNeverHolds] '.whenIn(.processing(.paying))' never holds: this row's machine runs only in 'checking', which excludes it; name a state of another region
      """),
  CatalogueCase(
    name: "conditionOnOwnRegion: in a held machine",
    source: compositeMachine(
      held: """
          @Submachine
          struct Fulfilment {
            var payment: Payment
            var shipping: Shipping
            enum Payment {
              @Initial case authorizing
              @Final case captured
              static let transitions: [Transition] = [.from(.authorizing, on: .capture, to: .captured)]
            }
            enum Shipping {
              @Initial case packing
              @Final case shipped
              static let transitions: [Transition] = [
                .from(.packing, on: .ship, to: .shipped).whenIn(.processing(.shipping(.packing)))
              ]
            }
          }
        """),
    expected: """
              .from(.packing, on: .ship, to: .shipped).whenIn(.processing(.shipping(.packing)))
                                                              ╰─ error [conditionOnOwnRegion] a row of region 'Shipping' cannot require a case of 'Shipping' itself; name the source instead, or use 'when:'
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a variable as a row",
    source: machine(rows: "    someRow,", extraMembers: "static let someRow = 1"),
    expected: """
          someRow,
          ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: write each row as '.from(...)', '.fromAny(...)' or '.within(...)' directly in the array literal
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a trailing closure",
    source: machine(rows: "    .from(.idle, on: .tick, to: .idle) { _, _ in true },"),
    expected: """
          .from(.idle, on: .tick, to: .idle) { _, _ in true },
                                             ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: trailing closures are ambiguous; pass the closure as 'when:' or 'build:'
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a machine's own row leaving",
    source: machine(rows: "    .from(.idle, on: .tick, leavingTo: .idle),"),
    expected: """
          .from(.idle, on: .tick, leavingTo: .idle),
                                             ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: 'leavingTo:' leaves a machine held by a composite state; a machine's own rows go 'to:' their target
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a computed target",
    source: machine(rows: "    .from(.idle, on: .tick, to: someState),"),
    expected: """
          .from(.idle, on: .tick, to: someState),
                                      ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: the target must be a case written as '.name'
      """),
  CatalogueCase(
    name: "unknownName: a misspelled state",
    source: machine(rows: "    .from(.idel, on: .tick, to: .idle),"),
    expected: """
          .from(.idel, on: .tick, to: .idle),
                 ╰─ note [unknownName] state 'idel' does not exist; did you mean 'idle'?
      """),
  CatalogueCase(
    name: "isolatedMember: a '@MainActor' guard",
    source: machine(
      rows: "    .from(.idle, on: .tick, to: .idle, when: isWarm),",
      extraMembers: "@MainActor static func isWarm(_ pump: Pump, _ event: Event) -> Bool { true }"),
    expected: """
          .from(.idle, on: .tick, to: .idle, when: isWarm),
                                                   ╰─ note [isolatedMember] 'isWarm' is isolated to the main actor, but a machine runs its guards, builders and delays on whichever task sends the event; make 'isWarm' 'nonisolated'
      """),
  CatalogueCase(
    name: "isolatedMember: a '@MainActor' property read by a builder",
    source: machine(
      rows: "    .from(.idle, on: .tick, build: { _, _ in .running(speed: Self.top) }),",
      extraMembers: "@MainActor static let top = 3"),
    expected: """
          .from(.idle, on: .tick, build: { _, _ in .running(speed: Self.top) }),
                                                                        ╰─ note [isolatedMember] 'top' is isolated to the main actor, but a machine runs its guards, builders and delays on whichever task sends the event; make 'top' 'nonisolated'
      """),
  CatalogueCase(
    name: "isolatedMember: a '@MainActor' table with a guard",
    source: machine(
      rows: "",
      extraMembers: """
        @MainActor static let transitionsGuarded: [Transition] = [
            .from(.idle, on: .tick, to: .idle, when: { _, _ in true }),
          ]
        """),
    expected: """
        @MainActor static let transitionsGuarded: [Transition] = [
                              ╰─ note [isolatedMember] 'transitionsGuarded' is isolated to the main actor, but a machine runs its guards, builders and delays on whichever task sends the event; make 'transitionsGuarded' 'nonisolated'
      """),
  CatalogueCase(
    name: "unknownName: a misspelled event",
    source: machine(rows: "    .from(.idle, on: .stopp, to: .idle),"),
    expected: """
          .from(.idle, on: .stopp, to: .idle),
                            ╰─ note [unknownName] event 'stopp' does not exist; did you mean 'stop'?
      """),
  CatalogueCase(
    name: "unknownName: a name with nothing close",
    source: machine(rows: "    .from(.idle, on: .tick, to: .idle, emit: .zzzzzz),"),
    expected: """
          .from(.idle, on: .tick, to: .idle, emit: .zzzzzz),
                                                    ╰─ note [unknownName] effect 'zzzzzz' does not exist
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a value as the target",
    source: machine(rows: "    .from(.idle, on: .tick, to: .running(speed: 1)),"),
    expected: """
          .from(.idle, on: .tick, to: .running(speed: 1)),
                                      ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: the target must be a case written as '.name'
      """),
  CatalogueCase(
    name: "conflictingTransitions between two plain rows",
    source: machine(
      rows: """
            .from(.idle, on: .stop, to: .idle),
            .from(.idle, on: .stop, to: .running),
        """),
    expected: """
          .from(.idle, on: .stop, to: .running),
          ╰─ error [conflictingTransitions] conflicting transitions for event 'stop' from state 'idle'; add a 'when:' guard to one of them or remove one
      """),
  CatalogueCase(
    name: "shadowedTransition",
    source: machine(
      rows: """
            .from(.idle, on: .stop, to: .idle),
            .from(.idle, on: .stop, to: .idle, when: { _, _ in true }),
        """),
    expected: """
          .from(.idle, on: .stop, to: .idle, when: { _, _ in true }),
          ╰─ warning [shadowedTransition] transition for event 'stop' from state 'idle' can never fire: an earlier row without a guard always wins; remove it or move it before that row
      """),
  CatalogueCase(
    name: "multipleInitial",
    source: machine(rows: "", extraStates: "@Initial case cleaning"),
    expected: """
        @Initial case cleaning
        ╰─ error [multipleInitial] state 'cleaning' is marked '@Initial', but 'idle' already is
      """),
  CatalogueCase(
    name: "transitionFromFinal",
    source: machine(rows: "    .from(.broken, on: .stop, to: .idle),"),
    expected: """
          .from(.broken, on: .stop, to: .idle),
                ╰─ error [transitionFromFinal] state 'broken' is marked '@Final' and cannot have outgoing transitions
      """),
  CatalogueCase(
    name: "unfilledPayload",
    source: machine(rows: "    .from(.idle, on: .tick, to: .running),"),
    expected: """
          .from(.idle, on: .tick, to: .running),
                                      ╰─ error [unfilledPayload] no value for 'speed' of type 'Int' in 'running': neither event 'tick' nor state 'idle' carries it and it has no default; rename a label so that they match, give it a default value, or compute the value with 'build:'
      """),
  CatalogueCase(
    name: "unfilledPayload: an eventless row",
    source: machine(rows: "    .from(.idle, to: .running),"),
    expected: """
          .from(.idle, to: .running),
                           ╰─ error [unfilledPayload] no value for 'speed' of type 'Int' in 'running': state 'idle' does not carry it and it has no default; rename a label so that they match, give it a default value, or compute the value with 'build:'
      """),
  CatalogueCase(
    name: "unfilledPayload of an effect",
    source: machine(rows: "    .from(.idle, on: .tick, to: .idle, emit: .log),"),
    expected: """
          .from(.idle, on: .tick, to: .idle, emit: .log),
                                                   ╰─ error [unfilledPayload] no value for 'message' of type 'String' in 'log': neither event 'tick' nor state 'idle' carries it and it has no default; rename a label so that they match, give it a default value, or compute the value with 'build:'
      """),
  CatalogueCase(
    name: "labels with the same type forward without a diagnostic",
    source: machine(rows: "    .from(.running, on: .start, to: .running),"),
    expected: ""),
  CatalogueCase(
    name: "payloadTypeMismatch between event and target",
    source: machine(
      rows: "    .from(.running, on: .start, to: .warming),",
      extraStates: "case warming(speed: Double)"),
    expected: """
          .from(.running, on: .start, to: .warming),
                                          ╰─ error [payloadTypeMismatch] 'speed' of 'warming' has type 'Double', but 'speed' of event 'start' has type 'Int'; rename one of them or use 'build:'
      """),
  CatalogueCase(
    name: "unknownBuildTarget",
    source: machine(rows: "    .from(.idle, on: .tick, build: { state, _ in state }),"),
    expected: """
          .from(.idle, on: .tick, build: { state, _ in state }),
                                         ╰─ warning [unknownBuildTarget] the target of this 'build:' row is unknown at compile time, so diagrams and analysis omit it; name it with 'to:' or make the closure a single '.someCase(...)' expression
      """),
  CatalogueCase(
    name: "nameClash: an event and a method",
    source: machine(rows: "", extraMembers: "func tick() {}"),
    expected: """
          case start(speed: Int), stop, fail(code: Int), tick
                                                         ╰─ error [nameClash] 'tick' clashes with a member '@StateMachine' generates: the event's method 'tick(...)' would redeclare yours; rename the event or your method
      """),
  CatalogueCase(
    name: "nameClash: a state named like a generated member",
    source: machine(rows: "", extraStates: "case edges"),
    expected: """
        case edges
             ╰─ error [nameClash] 'edges' clashes with a member '@StateMachine' generates: rename the state
      """),
  CatalogueCase(
    name: "nameClash: a property named like a generated member",
    source: machine(rows: "", extraMembers: "static let dot = \"mine\""),
    expected: """
        static let dot = "mine"
                   ╰─ error [nameClash] 'dot' clashes with a member '@StateMachine' generates: rename yours
      """),
  CatalogueCase(
    name: "nameClash: a function transition(on:)",
    source: machine(rows: "", extraMembers: "func transition(on event: Event) -> Int { 0 }"),
    expected: """
        func transition(on event: Event) -> Int { 0 }
             ╰─ error [nameClash] 'transition(on:)' clashes with a member '@StateMachine' generates: rename yours
      """),
  CatalogueCase(
    name: "nameClash: a nested type named Case",
    source: machine(rows: "", extraMembers: "struct Case {}"),
    expected: """
        struct Case {}
               ╰─ error [nameClash] 'Case' clashes with a member '@StateMachine' generates: rename yours
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: a case inside #if",
    source: machine(rows: "", extraStates: "#if DEBUG\n  case debugging\n  #endif"),
    expected: """
        case debugging
        ╰─ error [unsupportedDeclaration] '@StateMachine' does not support cases inside '#if'; declare every case unconditionally
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: an event inside #if",
    source: machine(rows: "", extraEvents: "\n    #if DEBUG\n    case debug\n    #endif"),
    expected: """
          case debug
          ╰─ error [unsupportedDeclaration] '@StateMachine' does not support cases inside '#if'; declare every case unconditionally
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: a table inside #if",
    source: machine(
      rows: "",
      extraMembers: "#if DEBUG\n  static let transitionsDebug: [Transition] = []\n  #endif"),
    expected: """
        static let transitionsDebug: [Transition] = []
        ╰─ error [unsupportedDeclaration] '@StateMachine' does not support transition tables inside '#if'; use a guard ('when:') instead
      """),
  CatalogueCase(
    name: "unfilledPayload: an ambiguous unlabeled value",
    source: machine(
      rows: "    .from(.idle, on: .pair, to: .paired),", extraStates: "case paired(Int)",
      extraEvents: ", pair(Int, Int)"),
    expected: """
          .from(.idle, on: .pair, to: .paired),
                                      ╰─ error [unfilledPayload] cannot choose a value of type 'Int' for 'paired': 'pair.0', 'pair.1' all have that type; label the associated values or use 'build:'
      """),
  CatalogueCase(
    name: "duplicateTransition",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .idle),
            .from(.idle, on: .tick, to: .idle),
        """),
    expected: """
          .from(.idle, on: .tick, to: .idle),
          ╰─ warning [duplicateTransition] duplicate transition for event 'tick' from state 'idle'; remove one of the rows
      """),
  CatalogueCase(
    name: "unreachableState",
    source: machine(rows: "", extraStates: "case orphan"),
    expected: """
        case orphan
             ╰─ warning [unreachableState] state 'orphan' is unreachable from the initial state 'idle'; add a transition to it or remove it
      """),
  CatalogueCase(
    name: "deadEndState",
    source: machine(rows: "    .from(.idle, on: .tick, to: .stuck),", extraStates: "case stuck"),
    expected: """
        case stuck
             ╰─ warning [deadEndState] state 'stuck' has no transition to another state; mark it '@Final' if the machine is meant to end there, or add a transition out of it
      """),
  CatalogueCase(
    name: "deadEndState: only a self-transition",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .stuck),
            .from(.stuck, on: .tick, to: .stuck),
        """, extraStates: "case stuck"),
    expected: """
        case stuck
             ╰─ warning [deadEndState] state 'stuck' has rows only back to itself, so the machine never goes on from it; mark it '@Final' if the machine is meant to end there, or add a transition out of it
      """),
  CatalogueCase(
    name: "deadEndState: not in a machine with a single state",
    source: """
      @StateMachine
      enum Counter {
        case counting(total: Int)
        enum Event {
          case add
        }
        static let transitions: [Transition] = [
          .from(.counting, on: .add, to: .counting)
        ]
      }
      """,
    expected: ""),
  CatalogueCase(
    name: "unusedEvent",
    source: machine(rows: "", extraEvents: ", kick"),
    expected: """
          case start(speed: Int), stop, fail(code: Int), tick, kick
                                                               ╰─ warning [unusedEvent] event 'kick' is not used by any transition; add a row for it or remove it
      """),
  CatalogueCase(
    name: "largeTableLiteral",
    source: machine(
      rows: (0...200).map {
        "    .from(.running, on: .tick, to: .running, when: { _, _ in \($0) == 0 }),"
      }
      .joined(separator: "\n")),
    expected: """
        static let transitions: [Transition] = [
                   ╰─ warning [largeTableLiteral] transition table 'transitions' has 201 rows; split it into arrays of at most 200 rows, each a 'static let transitions…', to keep compile time linear
      """),
  CatalogueCase(
    name: "a complete machine has no diagnostic",
    source: machine(rows: ""),
    expected: ""),
  CatalogueCase(
    name: "typestate: a complete machine has no diagnostic",
    source: machine(rows: "", attribute: "@StateMachine(typestate: true)"),
    expected: ""),
  CatalogueCase(
    name: "nameClash: typestate, a nested type named like a state's struct",
    source: machine(
      rows: "", extraMembers: "struct Running {}", attribute: "@StateMachine(typestate: true)"),
    expected: """
        case running(speed: Int)
             ╰─ error [nameClash] 'Running' clashes with a member '@StateMachine' generates: it is the name of the typestate struct of state 'running', and your member 'Running'; rename one of them
      """),
  CatalogueCase(
    name: "nameClash: typestate, a struct that would shadow a payload's type",
    source: machine(
      rows: "    .from(.idle, on: .tick, to: .string),",
      extraStates: "@Final case string(String = \"\")",
      attribute: "@StateMachine(typestate: true)"),
    expected: """
        @Final case string(String = "")
                    ╰─ error [nameClash] 'String' clashes with a member '@StateMachine' generates: the typestate struct of state 'string' would shadow the type 'String' in the payload of 'string'; rename the state or qualify the type
      """),
  CatalogueCase(
    name: "nameClash: typestate, an associated value named state",
    source: machine(
      rows: "    .from(.idle, on: .tick, to: .paused),",
      extraStates: "@Final case paused(state: Int = 0)",
      attribute: "@StateMachine(typestate: true)"),
    expected: """
        @Final case paused(state: Int = 0)
                    ╰─ error [nameClash] 'state' clashes with a member '@StateMachine' generates: in the typestate struct of state 'paused', the associated value 'state' and the property 'state' that leaves typestate would have the same name; rename one of them
      """),
  CatalogueCase(
    name: "nameClash: typestate, an associated value named like an event method",
    source: machine(
      rows:
        "    .from(.idle, on: .tick, to: .waiting),\n    .from(.waiting, on: .stop, to: .idle),",
      extraStates: "case waiting(stop: Int = 0)", attribute: "@StateMachine(typestate: true)"),
    expected: """
        case waiting(stop: Int = 0)
             ╰─ error [nameClash] 'stop' clashes with a member '@StateMachine' generates: in the typestate struct of state 'waiting', the event method 'stop()' and the associated value 'stop' would have the same name; rename one of them
      """),
  CatalogueCase(
    name: "nameClash: typestate, a member named Typed",
    source: machine(
      rows: "", extraMembers: "typealias Typed = Int", attribute: "@StateMachine(typestate: true)"),
    expected: """
        typealias Typed = Int
                  ╰─ error [nameClash] 'Typed' clashes with a member '@StateMachine' generates: typestate needs that name, and it is your member 'Typed'
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: a typestate argument that is not a literal",
    source: machine(rows: "", attribute: "@StateMachine(typestate: isOn)"),
    expected: """
      @StateMachine(typestate: isOn)
                               ╰─ error [unsupportedDeclaration] '@StateMachine' does not support a 'typestate:' argument other than the literal 'true' or 'false'
      """),
  CatalogueCase(
    name: "timedEventPayload: a timer for an event whose payload has no default",
    source: machine(rows: "    .from(.running, on: .fail, after: .seconds(1), to: .broken),"),
    expected: """
          .from(.running, on: .fail, after: .seconds(1), to: .broken),
                                            ╰─ error [timedEventPayload] timed event 'fail' is sent without arguments, but its associated value 'code' has no default; give it a default value or remove 'after:'
      """),
  CatalogueCase(
    name: "conflictingTimers: two delays for one state and event",
    source: machine(
      rows: """
            .from(.idle, on: .stop, after: .seconds(1), to: .idle, when: { _, _ in true }),
            .from(.idle, on: .stop, after: .seconds(2), to: .idle),
        """),
    expected: """
          .from(.idle, on: .stop, after: .seconds(2), to: .idle),
                                         ╰─ error [conflictingTimers] conflicting delays for timed event 'stop' in state 'idle': '.seconds(2)' here, '.seconds(1)' on an earlier row; a state times an event once, so write the same delay
      """),
  CatalogueCase(
    name: "timerNeverFires: a state an unguarded eventless row always leaves",
    source: machine(
      rows: """
            .from(.running, to: .idle),
            .from(.running, on: .chime, after: .seconds(5), to: .idle),
        """, extraEvents: ", chime"),
    expected: """
          .from(.running, on: .chime, after: .seconds(5), to: .idle),
                                             ╰─ warning [timerNeverFires] timed event 'chime' can never fire in state 'running': an eventless row without a guard leaves 'running' as soon as it is entered, before its timers start; give that row a 'when:' guard, or time the event in the state it goes to
      """),
  CatalogueCase(
    name: "invalidDelay: a negative literal",
    source: machine(rows: "    .from(.idle, on: .stop, after: .milliseconds(-5), to: .idle),"),
    expected: """
          .from(.idle, on: .stop, after: .milliseconds(-5), to: .idle),
                                         ╰─ error [invalidDelay] delay '.milliseconds(-5)' is not positive; a timed event needs a delay greater than zero
      """),
  CatalogueCase(
    name: "invalidDelay: zero",
    source: machine(rows: "    .from(.idle, on: .stop, after: .zero, to: .idle),"),
    expected: """
          .from(.idle, on: .stop, after: .zero, to: .idle),
                                         ╰─ error [invalidDelay] delay '.zero' is not positive; a timed event needs a delay greater than zero
      """),
  CatalogueCase(
    name: "nameClash: a member named like the machine",
    source: machine(rows: "", extraMembers: "static let Pump = 1"),
    expected: """
        static let Pump = 1
                   ╰─ error [nameClash] 'Pump' clashes with a member '@StateMachine' generates: it is the machine's name too, which generated code refers to; rename one of them
      """),
  CatalogueCase(
    name: "notAnEnum",
    source: "@StateMachine\nclass Door {}",
    expected: """
      @StateMachine
      ╰─ error [notAnEnum] '@StateMachine' can only be applied to an enum, or to a struct whose enum properties are its regions, not to a class
      """),
  CatalogueCase(
    name: "noRegions",
    source: "@StateMachine\nstruct Door {}",
    expected: """
      struct Door {}
             ╰─ error [noRegions] '@StateMachine' on a struct makes a machine with regions, and 'Door' has none; declare each region as a nested enum and a stored property of its type ('var playback: Playback'), or attach '@StateMachine' to an enum
      """),
  CatalogueCase(
    name: "emptyRegion",
    source: regionMachine(extra: "  var volume: Volume\n  enum Volume {}"),
    expected: """
        enum Volume {}
             ╰─ error [emptyRegion] region 'Volume' declares no states; add at least one 'case'
      """),
  CatalogueCase(
    name: "regionOwnEnum",
    source: regionMachine(
      extra: """
          var volume: Volume
          enum Volume {
            case quiet, loud
            enum Event { case louder }
            static let transitions: [Transition] = [.from(.quiet, on: .play, to: .loud)]
          }
        """),
    expected: """
          enum Event { case louder }
               ╰─ error [regionOwnEnum] region 'Volume' cannot declare its own 'Event': the regions of a machine share the struct's 'Event'
      """),
  CatalogueCase(
    name: "unknownRegion",
    source: regionMachine(
      playbackRows: "      .from(.stopped, on: .play, to: .playing).whenIn(.downlaod(.ready)),"),
    expected: """
            .from(.stopped, on: .play, to: .playing).whenIn(.downlaod(.ready)),
                                                            ╰─ error [unknownRegion] 'downlaod' is not a region of this machine; its regions are 'playback' (stopped, playing), 'download' (idle, ready)
      """),
  CatalogueCase(
    name: "unknownRegionCase",
    source: regionMachine(
      playbackRows: "      .from(.stopped, on: .play, to: .playing).whenIn(.download(.redy)),"),
    expected: """
            .from(.stopped, on: .play, to: .playing).whenIn(.download(.redy)),
                                                            ╰─ error [unknownRegionCase] region 'download' has no case 'redy'; its cases are 'idle', 'ready'
      """),
  CatalogueCase(
    name: "duplicateTransition: a region's row repeated with the same conditions",
    source: regionMachine(
      playbackRows: """
              .from(.stopped, on: .play, to: .playing).whenIn(.download(.ready)),
              .from(.stopped, on: .play, to: .playing).whenIn(.download(.ready)),
        """),
    expected: """
            .from(.stopped, on: .play, to: .playing).whenIn(.download(.ready)),
            ╰─ warning [duplicateTransition] duplicate transition for event 'play' from state 'stopped'; remove one of the rows
      """),
  CatalogueCase(
    name: "conditionOnOwnRegion",
    source: regionMachine(
      playbackRows: "      .from(.stopped, on: .play, to: .playing).whenIn(.playback(.stopped)),"),
    expected: """
            .from(.stopped, on: .play, to: .playing).whenIn(.playback(.stopped)),
                                                            ╰─ error [conditionOnOwnRegion] a row of region 'playback' cannot require a case of 'playback' itself; name the source instead, or use 'when:'
      """),
  CatalogueCase(
    name: "conditionOnOwnRegion: an eventless row",
    source: regionMachine(
      playbackRows: "      .from(.stopped, to: .playing).whenIn(.playback(.stopped)),",
      events: "fetch"),
    expected: """
            .from(.stopped, to: .playing).whenIn(.playback(.stopped)),
                                                 ╰─ error [conditionOnOwnRegion] a row of region 'playback' cannot require a case of 'playback' itself; name the source instead, or use 'when:'
      """),
  CatalogueCase(
    name: "eventNoRegionAccepts",
    source: regionMachine(events: "play, fetch, eject"),
    expected: """
        enum Event { case play, fetch, eject }
                                       ╰─ warning [unusedEvent] no region has a row for event 'eject' (regions 'playback', 'download')
      """),
  CatalogueCase(
    name: "regionWithoutProperty",
    source: regionMachine(
      extra: """
          enum Volume {
            case quiet, loud
            static let transitions: [Transition] = [.from(.quiet, on: .play, to: .loud)]
          }
        """),
    expected: """
        enum Volume {
             ╰─ warning [regionWithoutProperty] enum 'Volume' has a transition table but no stored property of its type, so it is not a region of this machine; declare one ('var volume: Volume')
      """),
  CatalogueCase(
    name: "regionLessVisible",
    source: regionMachine(attribute: "@StateMachine public"),
    expected: """
        enum Playback {
             ╰─ error [regionLessVisible] region 'Playback' must be 'public' like the machine 'Player': the machine's 'Case' and 'Part' name its cases
        enum Download {
             ╰─ error [regionLessVisible] region 'Download' must be 'public' like the machine 'Player': the machine's 'Case' and 'Part' name its cases
      """),
  CatalogueCase(
    name: "nameClash: an event named like a region",
    source: regionMachine(events: "play, fetch, download"),
    expected: """
        enum Event { case play, fetch, download }
                                       ╰─ error [nameClash] 'download' clashes with a member '@StateMachine' generates: the event's method 'download()' would redeclare the property 'download' of 'Player'; rename one of them
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: a generic machine with regions",
    source: regionMachine(generics: "<Track: Sendable>"),
    expected: """
      struct Player<Track: Sendable> {
                   ╰─ error [unsupportedDeclaration] '@StateMachine' does not support generic parameters on a machine with regions or on a region; declare the types the regions need as concrete types
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: more than 64 regions",
    source: """
      @StateMachine
      struct Panel {
      \((0...64).map { "  var switch\($0): Switch\($0)" }.joined(separator: "\n"))
      \((0...64).map { "  enum Switch\($0) { case off }" }.joined(separator: "\n"))
        enum Event { case flip }
      }
      """,
    expected: """
        enum Switch64 { case off }
             ╰─ error [unsupportedDeclaration] '@StateMachine' does not support more than 64 regions ('Panel' has 65); group regions into machines of their own
      """),
  CatalogueCase(
    name: "regionTypestate",
    source: regionMachine(attribute: "@StateMachine(typestate: true)"),
    expected: """
      @StateMachine(typestate: true)
      ╰─ error [regionTypestate] typestate is not available for 'Player', a machine with regions: its states are combinations of the regions' cases
      """),
  CatalogueCase(
    name: "eventlessCycle: in a region",
    source: regionMachine(
      playbackRows: """
              .from(.stopped, on: .play, to: .playing),
              .from(.stopped, to: .stopped),
        """),
    expected: """
            .from(.stopped, to: .stopped),
            ╰─ error [eventlessCycle] eventless rows without guards go round 'stopped' -> 'stopped' forever, so the machine never settles; give one of them a 'when:' guard or an event ('on:')
      """),
  CatalogueCase(
    name: "missingEvent",
    source: """
      @StateMachine
      enum Light {
        case off, on
        static let transitions: [Transition] = []
      }
      """,
    expected: """
      enum Light {
           ╰─ error [missingEvent] state machine 'Light' needs a nested 'enum Event' listing the events it reacts to
      """),
  CatalogueCase(
    name: "missingTable",
    source: """
      @StateMachine
      enum Light {
        case off, on
        enum Event { case toggle }
      }
      """,
    expected: """
      enum Light {
           ╰─ error [missingTable] state machine 'Light' has no transition table; declare 'static let transitions: [Transition] = [...]'
      """),
  CatalogueCase(
    name: "noStates",
    source: """
      @StateMachine
      enum Empty {
        enum Event {
          case tick
        }
        static let transitions: [Transition] = []
      }
      """,
    expected: """
      enum Empty {
           ╰─ error [noStates] state machine 'Empty' declares no states; add at least one 'case'
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a table that is not an array literal",
    source: """
      @StateMachine
      enum Pump {
        case idle
        enum Event {
          case tick
        }
        static let transitions: [Transition] = makeRows()
      }
      """,
    expected: """
        static let transitions: [Transition] = makeRows()
                   ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: a transition table must be an array literal of rows, written in the declaration
      """),
  CatalogueCase(
    name: "overlappingSuperstates",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright]),
            .superstate(.busy, contains: [.bright, .flashing]),
        """),
    expected: """
          .superstate(.busy, contains: [.bright, .flashing]),
                      ╰─ error [overlappingSuperstates] superstates 'lit' and 'busy' share 'bright', and neither contains the other; superstates form a tree: give each case to one of them, or nest one in the other
      """),
  CatalogueCase(
    name: "overlappingSuperstates: one inside the other, not declared so",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing]),
            .superstate(.busy, contains: [.flashing]),
        """),
    expected: """
          .superstate(.busy, contains: [.flashing]),
                      ╰─ error [overlappingSuperstates] superstates 'lit' and 'busy' share 'flashing', but 'busy' is not declared in 'lit'; superstates form a tree: add 'in: .lit' to 'busy'
      """),
  CatalogueCase(
    name: "superstateNotNested",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright]),
            .superstate(.busy, contains: [.off, .bright, .flashing], in: .lit),
        """),
    expected: """
          .superstate(.busy, contains: [.off, .bright, .flashing], in: .lit),
                                                                       ╰─ error [superstateNotNested] superstate 'busy' is declared in 'lit', but 'lit' does not contain 'off' and 'flashing'; add them to 'lit' or remove them from 'busy'
      """),
  CatalogueCase(
    name: "superstateNotNested: a cycle",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], in: .busy),
            .superstate(.busy, contains: [.dim, .bright, .flashing], in: .lit),
        """),
    expected: """
          .superstate(.lit, contains: [.dim, .bright, .flashing], in: .busy),
                                                                      ╰─ error [superstateNotNested] superstate 'lit' cannot be declared in 'busy', which is itself in 'lit'; superstates form a tree
          .superstate(.busy, contains: [.dim, .bright, .flashing], in: .lit),
                                                                       ╰─ error [superstateNotNested] superstate 'busy' cannot be declared in 'lit', which is itself in 'busy'; superstates form a tree
      """),
  CatalogueCase(
    name: "superstateNotNested: in itself",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], in: .lit),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """),
    expected: """
          .superstate(.lit, contains: [.dim, .bright, .flashing], in: .lit),
                                                                      ╰─ error [superstateNotNested] superstate 'lit' cannot be declared in itself; superstates form a tree
      """),
  CatalogueCase(
    name: "emptySuperstate",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing]),
            .superstate(.busy, contains: [], in: .lit),
        """),
    expected: """
          .superstate(.busy, contains: [], in: .lit),
                                       ╰─ error [emptySuperstate] superstate 'busy' contains no cases; list its cases or remove it
      """),
  CatalogueCase(
    name: "undeclaredSuperstate: missing",
    source: superstateMachine(superstates: "lit, busy, spare"),
    expected: """
          case lit, busy, spare
                          ╰─ error [undeclaredSuperstate] superstate 'spare' is not declared in 'superstates'; add '.superstate(.spare, contains: [...])' or remove the case
      """),
  CatalogueCase(
    name: "undeclaredSuperstate: twice",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing]),
            .superstate(.busy, contains: [.flashing], in: .lit),
            .superstate(.lit, contains: [.dim]),
        """),
    expected: """
          .superstate(.lit, contains: [.dim]),
                      ╰─ error [undeclaredSuperstate] superstate 'lit' is declared twice in 'superstates'; merge the declarations
      """),
  CatalogueCase(
    name: "shadowedTransition: a within row every case overrides",
    source: superstateMachine(
      rows: """
            .from(.flashing, on: .brighten, to: .bright),
            .within(.busy, on: .brighten, to: .dim),
        """),
    expected: """
          .within(.busy, on: .brighten, to: .dim),
          ╰─ warning [shadowedTransition] transition for event 'brighten' within superstate 'busy' can never fire: every case of 'busy' has its own row for 'brighten' without a guard; remove it
      """),
  CatalogueCase(
    name: "unknownName: a superstate",
    source: superstateMachine(rows: "    .within(.lt, on: .flash, to: .dim),"),
    expected: """
          .within(.lt, on: .flash, to: .dim),
                   ╰─ note [unknownName] superstate 'lt' does not exist; did you mean 'lit'?
      """),
  CatalogueCase(
    name: "unsupportedDeclaration: a superstate with associated values",
    source: superstateMachine(superstates: "lit, busy(level: Int)"),
    expected: """
          case lit, busy(level: Int)
                    ╰─ error [unsupportedDeclaration] '@StateMachine' does not support associated values on a superstate; a superstate names a group of cases
      """),
  CatalogueCase(
    name: "conflictingTransitions: two within rows of one superstate",
    source: superstateMachine(
      rows: """
            .within(.lit, on: .flash, to: .dim),
            .within(.lit, on: .flash, to: .off),
        """),
    expected: """
          .within(.lit, on: .flash, to: .off),
          ╰─ error [conflictingTransitions] conflicting transitions for event 'flash' from state 'dim'; add a 'when:' guard to one of them or remove one
      """),
  CatalogueCase(
    name: "historyDefaultOutside",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], history: .deep(default: .off)),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """),
    expected: """
          .superstate(.lit, contains: [.dim, .bright, .flashing], history: .deep(default: .off)),
                                                                                          ╰─ error [historyDefaultOutside] the history default '.off' of superstate 'lit' is not one of its cases ('dim', 'bright' and 'flashing'); a history returns into its superstate
      """),
  CatalogueCase(
    name: "initialOutside",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing]),
            .superstate(.busy, contains: [.flashing], in: .lit, initial: .dim),
        """),
    expected: """
          .superstate(.busy, contains: [.flashing], in: .lit, initial: .dim),
                                                                       ╰─ error [initialOutside] the initial value '.dim' of superstate 'busy' is not one of its cases ('flashing')
      """),
  CatalogueCase(
    name: "missingInitial",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], history: .shallow(default: .dim)),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """),
    expected: """
          .superstate(.busy, contains: [.flashing], in: .lit),
          ╰─ error [missingInitial] superstate 'busy' needs 'initial:': the shallow history of 'lit' remembers only that it was left from inside 'busy', and enters 'busy' by its initial value
      """),
  CatalogueCase(
    name: "noHistory",
    source: superstateMachine(rows: "    .from(.off, on: .flash, toHistoryOf: .lit),"),
    expected: """
          .from(.off, on: .flash, toHistoryOf: .lit),
                                               ╰─ error [noHistory] superstate 'lit' has no history to return to; add 'history: .deep(default: ...)' or '.shallow(default: ...)' to its declaration, or use 'to:'
      """),
  CatalogueCase(
    name: "unknownName: a history default",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], history: .deep(default: .dimm)),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """),
    expected: """
          .superstate(.lit, contains: [.dim, .bright, .flashing], history: .deep(default: .dimm)),
                                                                                           ╰─ note [unknownName] state 'dimm' does not exist; did you mean 'dim'?
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: a history row with a target",
    source: superstateMachine(rows: "    .from(.off, on: .flash, to: .dim, toHistoryOf: .lit),"),
    expected: """
          .from(.off, on: .flash, to: .dim, toHistoryOf: .lit),
          ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: a row that returns to a superstate's history ('toHistoryOf:') has no 'to:' or 'build:'
      """),
  CatalogueCase(
    name: "eventlessCycle",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .a),
            .from(.a, to: .b),
            .from(.b, to: .a),
        """, extraStates: "case a, b"),
    expected: """
          .from(.a, to: .b),
          ╰─ error [eventlessCycle] eventless rows without guards go round 'a' -> 'b' -> 'a' forever, so the machine never settles; give one of them a 'when:' guard or an event ('on:')
      """),
  CatalogueCase(
    name: "eventlessCycle: through rows that build their target",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .a),
            .from(.a, to: .b, build: { _ in .b(level: 1) }),
            .from(.b, build: { _ in .a }),
        """, extraStates: "case a, b(level: Int)"),
    expected: """
          .from(.a, to: .b, build: { _ in .b(level: 1) }),
          ╰─ error [eventlessCycle] eventless rows without guards go round 'a' -> 'b' -> 'a' forever, so the machine never settles; give one of them a 'when:' guard or an event ('on:')
      """),
  CatalogueCase(
    name: "deadEndState: rows only back to itself",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .waiting),
            .from(.waiting, to: .waiting, when: { _ in Bool.random() }),
        """, extraStates: "case waiting"),
    expected: """
        case waiting
             ╰─ warning [deadEndState] state 'waiting' has rows only back to itself, so the machine never goes on from it; mark it '@Final' if the machine is meant to end there, or add a transition out of it
      """),
  CatalogueCase(
    name: "shadowedTransition: an eventless row after an unguarded one",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .a),
            .from(.a, to: .idle),
            .from(.a, to: .idle, when: { _ in true }),
        """, extraStates: "case a"),
    expected: """
          .from(.a, to: .idle, when: { _ in true }),
          ╰─ warning [shadowedTransition] eventless row from state 'a' can never fire: an earlier eventless row without a guard always wins; remove it or move it before that row
      """),
  CatalogueCase(
    name: "completionWithoutFinal",
    source: superstateMachine(rows: "    .onDone(.lit, to: .off),"),
    expected: """
          .onDone(.lit, to: .off),
          ╰─ error [completionWithoutFinal] superstate 'lit' has no final case, so this completion row never fires; list the cases that complete it with 'final: [...]' in its declaration
      """),
  CatalogueCase(
    name: "transitionFromSuperstateFinal",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], final: [.bright]),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """, rows: "    .onDone(.lit, to: .off),"),
    expected: """
          .from(.bright, on: .flash, to: .flashing),
                ╰─ error [transitionFromSuperstateFinal] state 'bright' is final for superstate 'lit' and cannot have rows of its own; react to the completion with '.onDone(.lit, ...)'
      """),
  CatalogueCase(
    name: "finalOutsideSuperstate",
    source: superstateMachine(
      declarations: """
            .superstate(.lit, contains: [.dim, .bright, .flashing], final: [.flashing]),
            .superstate(.busy, contains: [.flashing], in: .lit),
        """),
    expected: """
          .superstate(.lit, contains: [.dim, .bright, .flashing], final: [.flashing]),
                                                                          ╰─ error [finalOutsideSuperstate] 'final:' of superstate 'lit' lists 'flashing', which is not one of its own cases; a final case is in the superstate and in no superstate nested in it
      """),
  CatalogueCase(
    name: "eventlessTypestate",
    source: machine(
      rows: """
            .from(.idle, on: .tick, to: .a),
            .from(.a, to: .idle),
        """, extraStates: "case a", attribute: "@StateMachine(typestate: true)"),
    expected: """
      @StateMachine(typestate: true)
                    ╰─ error [eventlessTypestate] typestate is not available for a machine with eventless or completion rows: a typed call could not tell where the machine settles; remove 'typestate: true'
      """),
  CatalogueCase(
    name: "conflictingActivityOutcomes",
    source: """
      @StateMachine
      enum Loader {
        case idle, loading, reloading
        enum Event { case load, reload, loaded, failed, other }
        enum Activity { case fetch }
        static let activities: [Activities] = [
          .run(.fetch, in: .loading, done: .loaded, failed: .failed),
          .run(.fetch, in: .reloading, done: .other),
        ]
        static let transitions: [Transition] = [
          .from(.idle, on: .load, to: .loading),
          .from(.loading, on: .reload, to: .reloading),
          .from([.loading, .reloading], on: .loaded, to: .idle),
          .from([.loading, .reloading], on: .failed, to: .idle),
          .from(.reloading, on: .other, to: .idle),
        ]
      }
      """,
    expected: """
          .run(.fetch, in: .reloading, done: .other),
          ╰─ error [conflictingActivityOutcomes] activity 'fetch' is declared with other outcome events before (done: .loaded, failed: .failed): one handler runs every declaration of an activity, so they must name the same 'done:' and 'failed:' events
      """),
  CatalogueCase(
    name: "activityFailurePayload",
    source: """
      @StateMachine
      enum Loader {
        case idle, loading
        enum Event {
          case load, loaded
          case failed(code: Int)
        }
        enum Activity { case fetch }
        static let activities: [Activities] = [
          .run(.fetch, in: .loading, done: .loaded, failed: .failed)
        ]
        static let transitions: [Transition] = [
          .from(.idle, on: .load, to: .loading),
          .from(.loading, on: .loaded, to: .idle),
          .from(.loading, on: .failed, to: .idle),
        ]
      }
      """,
    expected: """
          .run(.fetch, in: .loading, done: .loaded, failed: .failed)
                                                            ╰─ error [activityFailurePayload] event 'failed' cannot carry the error of activity 'fetch': its associated values are (Int); a 'failed:' event has none, one 'String' (the error's description) or one 'any Error'
      """),
  CatalogueCase(
    name: "unfilledPayload: a task's value its state does not carry",
    source: loader(value: "page: Int", run: ".run(.fetch, in: .loading, done: .loaded)"),
    expected: """
          .run(.fetch, in: .loading, done: .loaded)
               ╰─ error [unfilledPayload] no value for 'url' of type 'String' in 'fetch': state 'loading' does not carry it and it has no default; rename a label so that they match, or give it a default value (an activity takes its values from its state)
      """),
  CatalogueCase(
    name: "unknownName: a misspelled state of a task",
    source: loader(value: "url: String", run: ".run(.fetch, in: .loadng, done: .loaded)"),
    expected: """
          .run(.fetch, in: .loadng, done: .loaded)
                            ╰─ note [unknownName] state 'loadng' does not exist; did you mean 'loading'?
      """),
  CatalogueCase(
    name: "unsupportedRowSyntax: an eventless row from every state",
    source: machine(rows: "    .fromAny(to: .idle),"),
    expected: """
          .fromAny(to: .idle),
          ╰─ error [unsupportedRowSyntax] '@StateMachine' cannot read this row: an eventless row leaves named states or a superstate: write '.from(...)' or '.within(...)' without 'on:'
      """),
]

@Suite struct DiagnosticCatalogueTests {
  @Test(arguments: catalogue)
  func eachRuleReportsItsDiagnostic(_ example: CatalogueCase) {
    #expect(Diagnosed(example.source).annotated == example.expected)
  }

  /// A region's row without conditions after the same row with them is its fallback, not a
  /// duplicate: validation kept only the first, and the machine then rejected the event whenever
  /// the condition did not hold.
  @Test func aRowWithoutConditionsIsNotADuplicateOfTheSameRowWithThem() {
    let source = regionMachine(
      playbackRows: """
              .from(.stopped, on: .play, to: .playing).whenIn(.download(.ready)),
              .from(.stopped, on: .play, to: .playing),
        """)
    #expect(Diagnosed(source).annotated == "")
  }

  /// Every message the macro can emit, notes included, is produced by a catalogue case: each
  /// factory of `FSMDiagnostic`, as its source declares them.
  @Test func theCatalogueExercisesEveryMessage() throws {
    var produced: Set<String> = []
    for example in catalogue {
      for diagnostic in Diagnosed(example.source).diagnostics {
        if let message = diagnostic.diagMessage as? FSMDiagnostic {
          produced.insert(message.name)
        }
        for note in diagnostic.notes {
          if let message = note.noteMessage as? FSMNote {
            produced.insert(message.diagnostic.name)
          }
        }
      }
    }
    let factories = try diagnosticFactories()
    #expect(factories.count >= 31)
    let missing = factories.filter { !produced.contains($0) }
    #expect(missing.isEmpty, "no catalogue case produces \(missing)")
  }

  @Test func aConflictHasANoteOnTheFirstRow() {
    let diagnosed = Diagnosed(
      machine(
        rows: """
              .from(.idle, on: .stop, to: .idle),
              .from(.idle, on: .stop, to: .running),
          """))
    #expect(diagnosed.notes == ["15:5 first transition for 'stop' from 'idle' is here"])
  }

  @Test func aHeldMachineWithoutItsMarkIsMarkedByTheFixIt() {
    let held = """
        enum Fulfilment {
          @Initial case paying
          case paid
          @Final case sent
          static let transitions: [Transition] = [
            .from(.paying, on: .capture, to: .paid), .from(.paid, on: .ship, to: .sent),
          ]
        }
      """
    let fixed = Diagnosed(compositeMachine(held: held)).applyingFixIt("mark it '@Submachine'")
    // The attribute on a line of its own, indented as the enum is.
    let marked = "  @Submachine\n" + held
    #expect(fixed == compositeMachine(held: marked))
    // Marked, it is read, and its rows count for the machine's events: nothing remains.
    let ids = Diagnosed(compositeMachine(held: marked)).diagnostics.compactMap {
      ($0.diagMessage as? FSMDiagnostic)?.id
    }
    #expect(ids.isEmpty)
  }

  @Test func theUnknownNameFixItReplacesTheName() {
    let diagnosed = Diagnosed(machine(rows: "    .from(.idel, on: .tick, to: .idle),"))
    let fixed = diagnosed.applyingFixIt("replace 'idel' with 'idle'")
    #expect(fixed == machine(rows: "    .from(.idle, on: .tick, to: .idle),"))
  }

  @Test func aConditionsFixItsReplaceTheRegionAndTheCase() {
    func row(_ condition: String) -> String {
      "      .from(.stopped, on: .play, to: .playing).whenIn(\(condition)),"
    }
    let region = Diagnosed(regionMachine(playbackRows: row(".downlaod(.ready)")))
      .applyingFixIt("replace 'downlaod' with 'download'")
    #expect(region == regionMachine(playbackRows: row(".download(.ready)")))
    let state = Diagnosed(regionMachine(playbackRows: row(".download(.redy)")))
      .applyingFixIt("replace 'redy' with 'ready'")
    #expect(state == regionMachine(playbackRows: row(".download(.ready)")))
  }

  @Test func theConflictingTimersFixItWritesTheEarlierDelay() {
    let rows = """
          .from(.idle, on: .stop, after: .seconds(1), to: .idle, when: { _, _ in true }),
          .from(.idle, on: .stop, after: .seconds(2), to: .idle),
      """
    let fixed = Diagnosed(machine(rows: rows)).applyingFixIt(
      "replace '.seconds(2)' with '.seconds(1)'")
    #expect(fixed == machine(rows: rows.replacing(".seconds(2)", with: ".seconds(1)")))
  }

  @Test func delaysThatAreNotLiteralsAndPositiveLiteralsAreAccepted() {
    for delay in [
      "Self.pause", ".seconds(0.5)", ".milliseconds(0x10)", ".nanoseconds(1)", ".seconds(1_000)",
      ".seconds(-pause)", "pause * 2",
    ] {
      let diagnosed = Diagnosed(
        machine(
          rows: "    .from(.idle, on: .stop, after: \(delay), to: .idle),",
          extraMembers: "static let pause: Duration = .seconds(1)"))
      #expect(diagnosed.reported.isEmpty, "\(delay): \(diagnosed.reported)")
    }
    for delay in [
      ".seconds(0)", ".seconds(-1)", ".milliseconds(0.0)", ".seconds(-0)", "Duration.zero",
      ".microseconds(0x0)",
    ] {
      let diagnosed = Diagnosed(
        machine(rows: "    .from(.idle, on: .stop, after: \(delay), to: .idle),"))
      #expect(
        diagnosed.reported.map { $0.description.contains("[invalidDelay]") } == [true],
        "\(delay): \(diagnosed.reported)")
    }
  }

  @Test func aTimerInAStateAnEventlessRowMayKeepIsNotReported() {
    // The eventless row has a guard: `running` may stay, and its timer start. A `fromAny` timer
    // is reported once, for the state that is always left (`idle` times it too, and is not).
    let guarded = Diagnosed(
      machine(
        rows: """
              .from(.running, to: .idle, when: { state in state == .running(speed: 0) }),
              .from(.running, on: .chime, after: .seconds(5), to: .idle),
          """, extraEvents: ", chime"))
    #expect(guarded.reported.isEmpty, "\(guarded.reported)")
    let anyState = Diagnosed(
      machine(
        rows: """
              .from(.running, to: .idle),
              .fromAny(on: .chime, after: .seconds(1), to: .idle),
          """, extraEvents: ", chime"))
    #expect(anyState.reported.map(\.id) == ["timerNeverFires"], "\(anyState.reported)")
    #expect(
      anyState.reported.first?.message.hasPrefix(
        "timed event 'chime' can never fire in state 'running'") == true)
  }

  @Test func aTimedFromAnyRowConflictsOnlyWhereItTimesTheEvent() {
    // `idle` has its own timed row for `stop`: the `fromAny` row's other delay does not apply
    // there, and `running`, without its own row, takes the `fromAny` one.
    let diagnosed = Diagnosed(
      machine(
        rows: """
              .from(.idle, on: .stop, after: .seconds(1), to: .idle),
              .fromAny(on: .stop, after: .seconds(2), to: .idle),
          """, extraStates: "case paused"))
    #expect(
      diagnosed.reported.filter { $0.description.contains(" error ") }.isEmpty,
      "\(diagnosed.reported)")
  }

  @Test func theDuplicateFixItRemovesTheSecondRow() {
    let diagnosed = Diagnosed(
      machine(
        rows: """
              .from(.idle, on: .tick, to: .idle),
              .from(.idle, on: .tick, to: .idle),
          """))
    let fixed = diagnosed.applyingFixIt("remove the duplicate row")
    #expect(fixed == machine(rows: "    .from(.idle, on: .tick, to: .idle),"))
  }

  @Test func theIsolatedMemberFixItMakesItNonisolated() {
    let row = "    .from(.idle, on: .tick, to: .idle, when: isWarm),"
    let diagnosed = Diagnosed(
      machine(rows: row, extraMembers: "@MainActor static func isWarm(_: Pump, _: Event) -> Bool"))
    let fixed = diagnosed.applyingFixIt("replace '@MainActor' with 'nonisolated'")
    #expect(
      fixed
        == machine(
          rows: row, extraMembers: "nonisolated static func isWarm(_: Pump, _: Event) -> Bool"))
    #expect(fixed.map { Diagnosed($0).reported } == [])
  }

  @Test func theDeadEndFixItMarksTheStateFinal() {
    let diagnosed = Diagnosed(
      machine(rows: "    .from(.idle, on: .tick, to: .stuck),", extraStates: "case stuck"))
    let fixed = diagnosed.applyingFixIt("mark 'stuck' '@Final'")
    #expect(
      fixed
        == machine(
          rows: "    .from(.idle, on: .tick, to: .stuck),", extraStates: "@Final case stuck"))
    #expect(fixed.map { Diagnosed($0).reported } == [])
  }

  @Test func analysesWaitUntilTheTableHasNoErrors() {
    // The unknown name leaves its row out: 'orphan' would look unreachable, and is not reported.
    let diagnosed = Diagnosed(
      machine(rows: "    .from(.idle, on: .tick, to: .orphn),", extraStates: "case orphan"))
    #expect(diagnosed.reported.map(\.id) == ["unknownName"])
  }

  @Test func everyMistakeIsReportedNotJustTheFirst() {
    let diagnosed = Diagnosed(
      machine(
        rows: """
              .from(.idel, on: .tick, to: .idle),
              .from(.broken, on: .stop, to: .idle),
              .from(.idle, on: .tick, to: .running),
              someRow,
          """))
    #expect(
      diagnosed.reported.map(\.id).sorted() == [
        "transitionFromFinal", "unfilledPayload", "unknownName", "unsupportedRowSyntax",
      ])
    // Every faulty row is left out of the generated code; the rest is generated.
    #expect(
      !diagnosed.plan.edges.contains {
        $0.source.name == "broken" || $0.target?.name == "idle" && $0.event.name == "tick"
      })
    #expect(diagnosed.plan.edges.count == 5)
  }

  @Test func theNestingFixItAddsIn() {
    let declarations = """
          .superstate(.lit, contains: [.dim, .bright, .flashing]),
          .superstate(.busy, contains: [.flashing]),
      """
    let fixed = Diagnosed(superstateMachine(declarations: declarations)).applyingFixIt(
      "add 'in: .lit'")
    #expect(fixed == superstateMachine())
    #expect(fixed.map { Diagnosed($0).reported } == [])
  }

  @Test func aWellFormedMachineWithSuperstatesHasNoDiagnostic() {
    #expect(Diagnosed(superstateMachine()).reported == [])
  }

  @Test func aWithinRowOverriddenInSomeCasesOnlyIsNotShadowed() {
    // `bright` has its own row for `toggle`; `dim` and `flashing` still take `lit`'s.
    let diagnosed = Diagnosed(
      superstateMachine(rows: "    .from(.bright, on: .toggle, to: .dim),"))
    #expect(diagnosed.reported == [])
    let toggle = diagnosed.plan.edges.filter { $0.event.name == "toggle" }
    #expect(toggle.map(\.source.name) == ["off", "dim", "flashing", "bright"])
    #expect(toggle.map { $0.superstate?.name } == [nil, "lit", "lit", nil])
  }

  @Test func withinRowsCountForReachabilityDeadEndsAndUnusedEvents() {
    func gate(_ row: String) -> String {
      """
      @StateMachine
      enum Gate {
        @Initial case shut
        case open, jammed
        enum Event { case push, kick }
        enum Superstate { case stuck }
        static let superstates: [Superstates] = [.superstate(.stuck, contains: [.open, .jammed])]
        static let transitions: [Transition] = [
          .from(.shut, on: .push, to: .open),
          .from(.open, on: .push, to: .jammed),
      \(row)
        ]
      }
      """
    }
    // `jammed` leaves, and `kick` is used, only through the `within` row.
    #expect(Diagnosed(gate("    .within(.stuck, on: .kick, to: .shut),")).reported == [])
    #expect(
      Diagnosed(gate("")).reported.map(\.id).sorted() == ["deadEndState", "unusedEvent"])
  }

  @Test func theMessagesReadLikeTheCompilers() {
    for example in catalogue {
      for reported in Diagnosed(example.source).reported {
        #expect(reported.message.first?.isUppercase == false, "\(reported)")
        #expect(reported.message.last != ".", "\(reported)")
      }
    }
  }
}

// Found by the fuzzer (Tests/Fuzz/Regressions/source): a raw identifier as a case name was
// generated without its backticks. swift-syntax 600 and 601 do not read raw identifiers (the
// case's name is missing there, and the case is left out), so the rule is checked from 602 on.
#if canImport(SwiftSyntax602)
  @Test func aRawIdentifierAsACaseNameIsReported() {
    let source = machine(rows: "", extraStates: "case `histo!ry`")
    #expect(
      Diagnosed(source).annotated == """
          case `histo!ry`
               ╰─ error [unsupportedDeclaration] '@StateMachine' does not support the raw identifier `histo!ry` as a case name: members are generated with the cases' names; name it with letters, digits and '_'
        """)
  }
#endif
