/// A machine's four documents, as the macro generates them and the diagrams tool writes them:
/// one place computes them, so the two cannot differ.
package struct MachineDocuments {
  package var dot: String
  package var mermaid: String
  package var scxml: String
  package var xstate: String
  /// Where each state is in `xstate`: the keys from the root to its node, by statechart id
  /// (``Statechart/Node/id``), for the generated `_xstateKeys(of:)`.
  package var xstateKeys: [[String]: [String]]

  init(dot: String, mermaid: String, chart: Statechart) {
    let layout = XStateLayout(chart)
    self.dot = dot
    self.mermaid = mermaid
    scxml = chart.scxml()
    xstate = chart.xstate(layout: layout)
    xstateKeys = layout.keys
  }
}

extension MachineModel {
  package func documents(plan: TransitionPlan) -> MachineDocuments {
    MachineDocuments(
      dot: dot(plan: plan), mermaid: mermaid(plan: plan), chart: statechart(plan: plan))
  }
}

extension RegionMachineModel {
  package func documents(plan: RegionMachinePlan) -> MachineDocuments {
    MachineDocuments(
      dot: dot(plan: plan), mermaid: mermaid(plan: plan), chart: statechart(plan: plan))
  }
}

extension AnalyzedMachine {
  /// The machine's documents, whatever its kind.
  package func documents() -> MachineDocuments {
    switch self {
    case .states(let model, let plan): model.documents(plan: plan)
    case .regions(let model, let plan): model.documents(plan: plan)
    }
  }
}
