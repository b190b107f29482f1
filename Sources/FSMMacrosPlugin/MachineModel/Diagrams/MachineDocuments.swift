/// A machine's four documents, as the macro generates them and the diagrams tool writes them:
/// one place computes them, so the two cannot differ.
package struct MachineDocuments {
  package var dot: String
  package var mermaid: String
  package var scxml: String
  package var xstate: String
}

extension MachineModel {
  package func documents(plan: TransitionPlan) -> MachineDocuments {
    let chart = statechart(plan: plan)
    return MachineDocuments(
      dot: dot(plan: plan), mermaid: mermaid(plan: plan), scxml: chart.scxml(),
      xstate: chart.xstate())
  }
}

extension RegionMachineModel {
  package func documents(plan: RegionMachinePlan) -> MachineDocuments {
    let chart = statechart(plan: plan)
    return MachineDocuments(
      dot: dot(plan: plan), mermaid: mermaid(plan: plan), scxml: chart.scxml(),
      xstate: chart.xstate())
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
