import Testing

@testable import FSMDesignImport

/// The importer's stages one at a time (the Design article, "The importer in stages"): the
/// layout (the shape and every state's name, before any row), the planner (the rows, and the
/// names they give), the writer (the text of a plan, here one made by hand).
@Suite struct StageTests {
  /// A checkout whose `processing` runs payment and shipping side by side (a parallel state
  /// inside a state), a superstate, and a state named like a member the macro generates.
  static let checkout = """
    {
      "id": "checkout", "initial": "shopping",
      "states": {
        "shopping": {
          "initial": "cart", "on": { "CANCEL": "done" },
          "states": {
            "cart": {
              "on": { "PAY": "#checkout.processing", "INSPECT": { "target": "dot", "guard": "isAdmin" } }
            },
            "dot": { "on": { "PAY": "#checkout.processing" } }
          }
        },
        "processing": {
          "type": "parallel", "onDone": "done",
          "states": {
            "payment": {
              "initial": "pending",
              "states": {
                "pending": { "on": { "CAPTURED": { "target": "captured", "actions": "receipt" } } },
                "captured": { "type": "final" }
              }
            },
            "shipping": {
              "initial": "packing",
              "states": {
                "packing": { "on": { "SHIPPED": "shipped" } },
                "shipped": { "type": "final" }
              }
            }
          }
        },
        "done": { "type": "final" }
      }
    }
    """

  @Test func theLayoutNamesEveryStateBeforeAnyRow() throws {
    let layout = try ImportLayout(design: Design.xstate(Self.checkout), options: WriterOptions())
    #expect(layout.name == "Checkout")
    // The machine's enum, then one per region of the struct its composite state holds.
    #expect(layout.parts.map(\.type) == ["Checkout", "Payment", "Shipping"])
    #expect(layout.parts.map(\.scope) == ["", "Processing.Payment", "Processing.Shipping"])
    #expect(layout.parts.map(\.isHeld) == [false, true, true])
    #expect(
      layout.parts[0].leaves.map(\.id) == ["shopping.cart", "shopping.dot", "processing", "done"])
    #expect(layout.parts[0].compounds.map(\.id) == ["shopping"])
    #expect(
      layout.parts[1].leaves.map(\.id) == [
        "processing.payment.pending", "processing.payment.captured",
      ])
    // `dot` is a member `@StateMachine` generates: the case is `dot_`.
    #expect(layout.caseNames["shopping.dot"] == "dot_")
    #expect(layout.caseNames["processing.shipping.shipped"] == "shipped")
    #expect(layout.superstateNames == ["shopping": "shopping"])
    #expect(layout.held["processing"]?.type == "Processing")
    #expect(layout.held["processing"]?.regions.map(\.property) == ["payment", "shipping"])
    #expect(layout.tableOf["processing.payment.captured"] == "processing.payment")
    #expect(layout.tableOf["processing"] == "")
    // What a row asks of it: how the machine's `Part` names a state deep inside.
    #expect(layout.part("processing.payment.captured") == ".processing(.payment(.captured))")
    #expect(try layout.entry("processing.payment") == "processing.payment.pending")
  }

  @Test func thePlannerGivesRowsAndTheNamesTheyUse() throws {
    let layout = try ImportLayout(design: Design.xstate(Self.checkout), options: WriterOptions())
    var planner = ImportPlanner(layout: layout)
    let plan = try planner.plan()
    // Events in the order the rows name them: the machine's enum (its states parents first),
    // then the regions' enums.
    #expect(plan.events == ["CANCEL", "PAY", "INSPECT", "CAPTURED", "SHIPPED"])
    #expect(plan.effects == ["receipt"])
    #expect(plan.guards.map(\.name) == ["isAdmin"])
    #expect(plan.guards.map(\.scope) == [""])
    #expect(
      plan.tables[""]?.rows == [
        ".within(.shopping, on: .CANCEL, to: .done)",
        ".from(.cart, on: .PAY, to: .processing)",
        ".from(.cart, on: .INSPECT, to: .dot_, when: { state, _ in Self.isAdmin(state) })",
        ".from(.dot_, on: .PAY, to: .processing)",
        ".onDone(.processing, to: .done)",
      ])
    #expect(plan.tables[""]?.initial == "shopping.cart")
    #expect(plan.tables[""]?.superstateRows == [".superstate(.shopping, contains: [.cart, .dot_])"])
    #expect(
      plan.tables["processing.payment"]?.rows == [
        ".from(.pending, on: .CAPTURED, to: .captured, emit: .receipt)"
      ])
    #expect(plan.tables["processing.shipping"]?.initial == "processing.shipping.packing")
    #expect(plan.lost.losses.isEmpty)
  }

  /// The writer decides nothing: given a plan made by hand, whose initial case is not the
  /// design's, it writes that plan.
  @Test func theWriterWritesAPlanMadeByHand() throws {
    let design = try Design.scxml(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="tiny" initial="a">
        <state id="a"/>
        <state id="b"/>
      </scxml>
      """)
    let layout = try ImportLayout(design: design, options: WriterOptions())
    var note = LossReport([])
    note.lose(layout.nodes["b"], "A note.")
    let plan = ImportPlan(
      layout: layout,
      tables: ["": PlannedTable(rows: [".from(.a, on: .go, to: .b)"], initial: "b")],
      events: ["go"], effects: [], activities: [], designNames: ["go": "GO!"],
      effectDesignNames: [:], activityDesignNames: [:],
      guards: [(scope: "", name: "isOpen", text: "open", row: nil)], delays: [],
      lost: note, warnings: [])
    let swift = SwiftWriter(plan: plan).write()
    #expect(
      swift.machine == """
        // Generated by fsm-import from the design. Do not edit: import the design again.
        // Its guards and named delays are in Tiny+Design.swift, which is yours.

        import FSMMacros

        @StateMachine
        enum Tiny: Sendable, Equatable {
          case a
          // Not imported: A note.
          @Initial case b

          enum Event: Sendable, Equatable {
            @Named("GO!") case go
          }

          static let transitions: [Transition] = [
            .from(.a, on: .go, to: .b),
          ]
        }

        """)
    #expect(swift.userMembers == ["isOpen"])
    #expect(swift.userFile?.contains("extension Tiny {") == true)
    #expect(
      swift.userFile?.contains("  nonisolated static func isOpen(_ state: Self) -> Bool {") == true)
    #expect(swift.cases.map(\.name) == ["a", "b"])
  }
}
