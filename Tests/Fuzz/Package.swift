// swift-tools-version: 6.1
import PackageDescription

// Coverage-guided fuzzing with libFuzzer (CONTRIBUTING, "Fuzzing with libFuzzer"). Run it with
// `Scripts/fuzz.py`, which builds this package and runs each target for a given time.
//
// libFuzzer only learns from code compiled with `-sanitize=fuzzer`, and SwiftPM applies a target's
// flags to that target alone: so `FuzzAnalysis` compiles the macro's own sources (links to
// `Sources/FSMMacrosPlugin`'s folders and files, all but the plugin's entry point) and the
// importer's (`Import` links to `Sources/FSMDesignImport`), and `FuzzSnapshots` declares its
// machines with the macro, so that the generated decoding code is compiled, and instrumented,
// there. swift-syntax and FSM's runtime come from the main package as they are; CI builds this
// package in the main package's scratch folder, so neither is compiled again.
let fuzzing: [SwiftSetting] = [
  .unsafeFlags(["-parse-as-library", "-sanitize=fuzzer,address"]),
  .define("FSM_FUZZ"),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]
// gold, the default linker here, fails (an internal error) on the sanitized objects: lld links them.
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "FSM", path: "../.."),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    // libFuzzer's driver, with a target chosen by the first argument.
    .target(name: "FuzzDriver"),
    // `source`, `request`, `connection`, `xstate`, `scxml`.
    .executableTarget(
      name: "FuzzAnalysis",
      dependencies: [
        "FuzzDriver",
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
      ],
      // The importer's link to the macro's XState paths: the macro's own folder brings it.
      exclude: ["Import/XStatePath.swift"],
      swiftSettings: fuzzing,
      linkerSettings: fuzzerLink
    ),
    // `snapshot`.
    .executableTarget(
      name: "FuzzSnapshots",
      dependencies: [
        "FuzzDriver",
        .product(name: "FSMMacros", package: "FSM"),
        .product(name: "FSMTesting", package: "FSM"),
      ],
      swiftSettings: fuzzing,
      linkerSettings: fuzzerLink
    ),
    // `Scripts/fuzz.py seeds`' reader of the repository's machines (not instrumented): with
    // swift-syntax's parser, not a scanner of its own.
    .executableTarget(
      name: "FuzzSeeds",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
