// swift-tools-version: 6.1
import PackageDescription

// The machines fsm-import writes, compiled as a user's package compiles them: `Imported/` is
// filled by Scripts/import-corpus.py (`corpus/`: not committed, it is written from the
// statechart corpus beside the checkout, which must not be copied into the project) and
// Scripts/import-roundtrip.py (`roundtrip/`, with `RoundTrip/`), which puts half of its
// machines in `Imported2/roundtrip/`: building a module afresh, the driver expands its macros in
// an emit-module job that runs alone before the module's compile jobs, so two modules keep both
// cores busy where one kept the second idle. `Oracle/` holds the answers the round trip's guard
// stubs give. The scripts write all three folders (none is committed). CI builds the package in
// the main package's scratch folder (`--scratch-path ../../.build`), so that swift-syntax is not
// built again.

/// What a module of imported machines uses: the macro, the test clock, the guards' answers.
let machineDependencies: [Target.Dependency] = [
  .product(name: "FSMMacros", package: "FSM"), .product(name: "FSMTesting", package: "FSM"),
  "Oracle",
]

let package = Package(
  name: "ImportFixture",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "FSM", path: "../..")
  ],
  targets: [
    .target(name: "Oracle", path: "Oracle"),
    .target(name: "Imported", dependencies: machineDependencies, path: "Imported"),
    .target(name: "Imported2", dependencies: machineDependencies, path: "Imported2"),
    // Replays FSM's example and random machines' event sequences on their re-imported SCXML
    // (Scripts/import-roundtrip.py writes it).
    .executableTarget(
      name: "RoundTrip", dependencies: ["Imported", "Imported2", "Oracle"], path: "RoundTrip"),
  ],
  swiftLanguageModes: [.v6]
)
