import FSMMacrosPlugin
import SwiftSyntax
import Testing

@Suite struct MachineModelParsingTests {
  @Test func parsingReadsStatesEventsEffectsMarkersAndRows() throws {
    let diagnosed = Diagnosed(
      """
      @StateMachine
      public enum Turnstile {
        case locked
        @Initial case unlocked
        @Final case broken(reason: String, `default`: Int = 3), gone
        enum Event {
          case coin, push
          case fail(reason: String)
          case hit(Int)
        }
        enum Effect {
          case alert(reason: String)
        }
        static let transitions: [Transition] = [
          .from(.locked, on: .coin, to: .unlocked),
          .from([.locked, .unlocked], on: .push, to: .locked, emit: nil, when: Self.isOpen),
          .fromAny(except: [.broken], on: .fail, to: .broken, emit: .alert),
          .fromAny(on: .hit, build: { state, _ in .gone }),
        ]
        static let transitionsMore: [Transition] = [
          .from(.unlocked, on: .coin, to: .unlocked, when: { _, _ in true }),
        ]
      }
      """)
    let model = try #require(diagnosed.model)
    var expected = MachineModel(
      name: "Turnstile",
      access: "public",
      states: [
        CaseModel("locked"),
        CaseModel("unlocked"),
        CaseModel(
          "broken",
          [
            ParameterModel(label: "reason", type: "String"),
            ParameterModel(label: "default", type: "Int", defaultValue: "3"),
          ]),
        CaseModel("gone"),
      ],
      events: [
        CaseModel("coin"), CaseModel("push"),
        CaseModel("fail", [ParameterModel(label: "reason", type: "String")]),
        CaseModel("hit", [ParameterModel(label: nil, type: "Int")]),
      ],
      effects: [CaseModel("alert", [ParameterModel(label: "reason", type: "String")])],
      initialState: "unlocked",
      finalStates: ["broken", "gone"],
      rows: [
        RowModel(index: 0, sources: .states(["locked"]), event: "coin", target: "unlocked"),
        RowModel(
          index: 1, sources: .states(["locked", "unlocked"]), event: "push", target: "locked",
          guardExpression: "Self.isOpen", guardLabel: "isOpen"),
        RowModel(
          index: 2, sources: .anyExcept(["broken"]), event: "fail", target: "broken",
          effect: "alert"),
        RowModel(
          index: 3, sources: .anyExcept([]), event: "hit", target: "gone",
          build: "{ state, _ in .gone }"),
        {
          var row = RowModel(
            index: 4, sources: .states(["unlocked"]), event: "coin", target: "unlocked",
            guardExpression: "{ _, _ in true }")
          row.table = "transitionsMore"
          return row
        }(),
      ]
    )
    expected.userMembers = [UserMember("transitions"), UserMember("transitionsMore")]
    // The names the guards and builders use, for the isolation check: not 'Self', not 'state'.
    expected.rows[1].closureReferences = [NameReference(name: "isOpen", anchor: .none)]
    expected.rows[3].closureReferences = [NameReference(name: "gone", anchor: .none)]
    for index in 0..<4 {
      expected.rows[index].position = index
    }
    #expect(model == expected)
    #expect(diagnosed.reported.isEmpty)
  }

  @Test func withoutInitialTheFirstCaseIsInitial() throws {
    let diagnosed = Diagnosed(
      """
      enum M {
        case a, b
        enum Event { case go }
        static let transitions: [Transition] = []
      }
      """)
    #expect(try #require(diagnosed.model).initialState == "a")
  }

  /// A marker may be written with its module (`@FSMMacros.Initial`), as any macro may; with
  /// generic arguments or another module it is not FSM's.
  @Test func aMarkerWrittenWithItsModuleIsRead() throws {
    let diagnosed = Diagnosed(
      """
      enum M {
        case a
        @FSMMacros.Initial case b
        @Other.Final case c
        @FSMMacros.Final case d
        enum Event { case go }
        static let transitions: [Transition] = [.from(.b, on: .go, to: .d)]
      }
      """)
    let model = try #require(diagnosed.model)
    #expect(model.initialState == "b")
    #expect(model.finalStates == ["d"])
  }
}

@Suite struct TransitionPlanTests {
  static let source = """
    enum M {
      case a, b, c
      @Final case done
      enum Event { case go, stop }
      static let transitions: [Transition] = [
        .fromAny(on: .go, to: .c),
        .from(.a, on: .go, to: .b),
        .fromAny(except: [.b], on: .stop, to: .done),
      ]
    }
    """

  @Test func aNamedRowWinsOverFromAnyWhateverTheOrder() {
    let plan = Diagnosed(Self.source).plan
    let fromA = plan.branches.first { $0.state.name == "a" }?.events.first { $0.event.name == "go" }
    #expect(fromA?.rows.map(\.index) == [1])
    let fromB = plan.branches.first { $0.state.name == "b" }?.events.first { $0.event.name == "go" }
    #expect(fromB?.rows.map(\.index) == [0])
  }

  @Test func fromAnyNeverLeavesAFinalStateOrAnExceptedOne() {
    let plan = Diagnosed(Self.source).plan
    let edges = plan.edges.map { "\($0.source)-\($0.event)->\($0.target?.name ?? "?")" }
    #expect(edges == ["b-go->c", "c-go->c", "a-go->b", "a-stop->done", "c-stop->done"])
  }

  @Test func theUnknownBuildTargetIsDrawnDashedToAQuestionMark() {
    let diagnosed = Diagnosed(
      """
      enum M {
        case a
        enum Event { case go }
        static let transitions: [Transition] = [
          .from(.a, on: .go, build: { state, _ in state }),
        ]
      }
      """)
    let dot =
      diagnosed.model?.generateMembers(plan: diagnosed.plan)
      .map(\.description).first { $0.contains("static let dot") } ?? ""
    #expect(dot.contains(#"\"a\" -> \"__computed\" [label=\"go\", style=dashed];"#))
    #expect(dot.contains(#"\"__computed\" [shape=plaintext, label=\"?\"];"#))
  }
}
