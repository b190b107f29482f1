// swift-tools-version: 6.1
import PackageDescription

// The machines fsm-import writes, compiled as a user's package compiles them: `Imported/` is
// filled by Scripts/import-corpus.py (`corpus/`: not committed, it is written from the
// statechart corpus beside the checkout, which must not be copied into the project) and
// Scripts/import-roundtrip.py (`roundtrip/`, with `RoundTrip/`). CI builds it in the main
// package's scratch folder (`--scratch-path ../../.build`), so that swift-syntax is not built
// again.
let package = Package(
  name: "ImportFixture",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "FSM", path: "../..")
  ],
  targets: [
    .target(
      name: "Imported",
      dependencies: [
        .product(name: "FSMMacros", package: "FSM"), .product(name: "FSMTesting", package: "FSM"),
      ],
      path: "Imported"
    ),
    // Replays FSM's example and random machines' event sequences on their re-imported SCXML
    // (Scripts/import-roundtrip.py writes it).
    .executableTarget(name: "RoundTrip", dependencies: ["Imported"], path: "RoundTrip"),
  ],
  swiftLanguageModes: [.v6]
)
