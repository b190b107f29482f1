// swift-tools-version: 6.1
import PackageDescription

// A package as a user of FSM writes it, for the `fsm-diagrams` plugin's test
// (`Scripts/test-diagrams-plugin.py`, run by CI): machines at the top level and nested in a type,
// one with an error (in a target nothing builds), and an executable that prints the macro's own
// `dot`, `mermaid`, `scxml` and `xstate` for each, which the plugin's files must equal. It asks for FSM's
// `Diagrams` trait, as every package that runs the plugin does.
let package = Package(
  name: "DiagramsFixture",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "FSM", path: "../..", traits: ["Diagrams"])
  ],
  targets: [
    .target(name: "Machines", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    .target(name: "Broken", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    .executableTarget(
      name: "PrintDiagrams",
      dependencies: ["Machines", .product(name: "FSMMacros", package: "FSM")]),
  ],
  swiftLanguageModes: [.v6]
)
