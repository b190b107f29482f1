import Machines

// The macro's own diagrams, each after a line naming the file `fsm-diagrams` writes it to.
for (name, dot, mermaid) in [
  ("Building.Door", Building.Door.dot, Building.Door.mermaid),
  ("Fan", Fan.dot, Fan.mermaid),
  ("Desk", Desk.dot, Desk.mermaid),
] {
  print("=== \(name).dot")
  print(dot, terminator: "")
  print("=== \(name).mmd")
  print(mermaid, terminator: "")
}
