// swift-tools-version: 6.0
import PackageDescription

// A separate package, so that the main package's users never build the benchmarks. It depends on
// FSM by path and needs nothing else: timing, checksums, the run mode for valgrind and the
// many-machines run (on FSMTesting's `TestClock`) are in `fsm-bench`; code size on a chip is measured by `Scripts/code-size.sh`.
let package = Package(
  name: "FSMBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "FSM", path: "..")
  ],
  targets: [
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "FSMMacros", package: "FSM"), .product(name: "FSMTesting", package: "FSM"),
      ]),
    // One C-callable step function per machine and implementation, for `Scripts/code-size.sh`,
    // which builds it for a chip in Embedded mode and measures what each one links in. W1-W3's
    // machines and hand-written baselines (Sources/Workloads/Machines, which compile in
    // Embedded Swift too) are compiled here again through a link: the workloads keep them in
    // their own module, as they were measured.
    .target(name: "CodeSize", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    .executableTarget(name: "fsm-bench", dependencies: ["Workloads"]),
  ]
)
