// swift-tools-version: 6.0
import PackageDescription

// A separate package, so that the main package's users never build the benchmarks. It depends on
// FSM by path and needs nothing else: timing, checksums and the run mode for valgrind are in
// `fsm-bench`.
let package = Package(
  name: "FSMBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "FSM", path: "..")
  ],
  targets: [
    .target(name: "Workloads", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    .executableTarget(name: "fsm-bench", dependencies: ["Workloads"]),
  ]
)
