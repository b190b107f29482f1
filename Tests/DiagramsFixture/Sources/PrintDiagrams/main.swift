import FSMMacros
import Machines

func documents<M: StateMachine>(_ machine: M.Type) -> [(String, String)] {
  [("dot", M.dot), ("mmd", M.mermaid), ("scxml", M.scxml), ("xstate.json", M.xstate)]
}

// The macro's own documents, each after a line naming the file `fsm-diagrams` writes it to.
for (name, documents) in [
  ("Building.Door", documents(Building.Door.self)),
  ("Fan", documents(Fan.self)),
  ("Desk", documents(Desk.self)),
] {
  for (fileExtension, text) in documents {
    print("=== \(name).\(fileExtension)")
    print(text, terminator: "")
  }
}
