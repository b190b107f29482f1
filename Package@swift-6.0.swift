// swift-tools-version: 6.0
// The manifest of Swift 6.0 toolchains, which know no package traits. Package.swift is the one of
// 6.1 and later; the two differ only where traits are concerned (Scripts/check-manifests.py).
// Here the fsm-diagrams plugin always has its tool: a 6.0 toolchain has no prebuilt swift-syntax
// to lose, and builds a command plugin's tool only when the plugin runs.
import CompilerPluginSupport
import PackageDescription

/// Upcoming features every target opts into: explicit `any`, explicit visibility of imports, and
/// member lookup that only sees what a file imports.
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "FSM",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "FSMMacros", targets: ["FSMMacros"]),
    .library(name: "FSMRuntime", targets: ["FSMRuntime"]),
    .library(name: "FSMTesting", targets: ["FSMTesting"]),
    .library(name: "FSMInspection", targets: ["FSMInspection"]),
    .library(name: "FSMInspectorWebSocket", targets: ["FSMInspectorWebSocket"]),
    .plugin(name: "FSMDiagrams", targets: ["FSMDiagrams"]),
    .plugin(name: "FSMImport", targets: ["FSMImport"]),
  ],
  dependencies: [
    // A range of majors: the plugin uses only API that is the same in all of them.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
  ],
  targets: [
    .target(name: "FSMRuntime", swiftSettings: upcomingFeatures),
    // What tests of machines use: `TestClock`.
    .target(name: "FSMTesting", dependencies: ["FSMRuntime"], swiftSettings: upcomingFeatures),
    // Live inspection: a machine's steps as Stately's inspection messages (the Inspecting a
    // Machine article).
    .target(name: "FSMInspection", dependencies: ["FSMRuntime"], swiftSettings: upcomingFeatures),
    // Its WebSocket transport needs the `Inspector` trait, which Swift 6.0 does not know: empty.
    .target(
      name: "FSMInspectorWebSocket", dependencies: ["FSMInspection"],
      swiftSettings: upcomingFeatures),
    // The compiler plugin. Its dependencies are swift-syntax products and nothing else, so that
    // SwiftPM can link its prebuilt swift-syntax (CONTRIBUTING, "Prebuilt swift-syntax"); the machine's model
    // (parse, validate, plan, diagrams) is in `MachineModel/`, compiled here and, through a
    // link, into the diagrams tool.
    .macro(
      name: "FSMMacrosPlugin",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        // The plugin's message loop with its own connection (Sources/FSMMacrosPlugin/Connection).
        .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // `swift package fsm-diagrams`: the command plugin, and the tool it runs. The tool compiles
    // the macro's `MachineModel/` (Sources/FSMDiagramsTool/MachineModel is a link to it).
    .executableTarget(
      name: "FSMDiagramsTool",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .plugin(
      name: "FSMDiagrams",
      capability: .command(
        intent: .custom(
          verb: "fsm-diagrams",
          description: "Writes the Graphviz and Mermaid diagrams of every @StateMachine enum"),
        permissions: [
          .writeToPackageDirectory(reason: "fsm-diagrams writes the diagrams into Diagrams/")
        ]),
      dependencies: ["FSMDiagramsTool"]
    ),
    // `swift package fsm-import`: reads a Stately (XState JSON) or SCXML design and writes a
    // `@StateMachine`. No swift-syntax: the reader, the design and the Swift writer are plain
    // Swift (`FSMDesignImport`), so that the plugin costs a user no swift-syntax build.
    .target(name: "FSMDesignImport", swiftSettings: upcomingFeatures),
    .executableTarget(
      name: "FSMImportTool", dependencies: ["FSMDesignImport"], swiftSettings: upcomingFeatures),
    .plugin(
      name: "FSMImport",
      capability: .command(
        intent: .custom(
          verb: "fsm-import",
          description: "Writes a @StateMachine from a Stately (XState JSON) or SCXML design"),
        permissions: [
          .writeToPackageDirectory(reason: "fsm-import writes the machine's Swift file")
        ]),
      dependencies: ["FSMImportTool"]
    ),
    .target(
      name: "FSMMacros",
      dependencies: ["FSMRuntime", "FSMMacrosPlugin"],
      swiftSettings: upcomingFeatures
    ),
    // Example machines shared by `fsm-demo` and the tests (which use them from another module).
    .target(name: "FSMExamples", dependencies: ["FSMMacros"], swiftSettings: upcomingFeatures),
    // `swift run fsm-demo` in this repository; not a product: a package that depends on FSM
    // has no use for it.
    .executableTarget(
      name: "fsm-demo",
      dependencies: [
        "FSMExamples", "FSMMacros", "FSMTesting", "FSMInspection", "FSMInspectorWebSocket",
      ],
      path: "Sources/FSMDemo",
      swiftSettings: upcomingFeatures
    ),
    // Prints example and random machines' SCXML with the steps their `Machine` takes on random
    // event sequences, for Scripts/scxml-check.py to replay in an SCXML interpreter.
    .executableTarget(
      name: "fsm-crosscheck",
      dependencies: ["FSMExamples", "FSMMacros", "FSMTesting"],
      path: "Tests/Crosscheck",
      swiftSettings: upcomingFeatures
    ),
    // Helpers shared by the test targets.
    .target(name: "FSMTestSupport", path: "Tests/FSMTestSupport", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FSMRuntimeTests",
      dependencies: ["FSMRuntime", "FSMTesting", "FSMTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FSMMacrosPluginTests",
      dependencies: [
        "FSMMacrosPlugin",
        "FSMTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
      ],
      // The recorded expansions are read as text, not compiled.
      exclude: ["Expansions"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FSMInspectionTests",
      dependencies: ["FSMInspection", "FSMMacros", "FSMExamples", "FSMTesting", "FSMTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FSMInspectorWebSocketTests",
      dependencies: [
        "FSMInspectorWebSocket", "FSMInspection", "FSMExamples", "FSMMacros", "FSMTesting",
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FSMDesignImportTests", dependencies: ["FSMDesignImport", "FSMTestSupport"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FSMMacrosTests",
      dependencies: ["FSMMacros", "FSMExamples", "FSMTesting", "FSMTestSupport"],
      // The exact XState JSON of the export's tests, read from the source folder.
      exclude: ["XState"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
