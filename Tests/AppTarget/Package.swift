// swift-tools-version: 6.2
import PackageDescription

// An app's module as Xcode 26 creates it: default `MainActor` isolation and the "approachable
// concurrency" upcoming features. FSM must compile here without a warning and behave as in any
// other module. CI builds it in the main package's scratch folder (`--scratch-path ../../.build`)
// so that swift-syntax is not built again.
//
// The `DocExamples` targets hold the README's examples, written by `Scripts/doc-examples.py`
// (run it first: the generated files are not committed), as an app's module and, `…Plain`, as an
// ordinary Swift 6 module.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "AppTarget",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "FSM", path: "../..")
  ],
  targets: [
    .target(
      name: "AppModel",
      dependencies: [.product(name: "FSMMacros", package: "FSM")],
      swiftSettings: appSettings
    ),
    .testTarget(
      name: "AppModelTests",
      dependencies: ["AppModel", .product(name: "FSMTesting", package: "FSM")],
      swiftSettings: appSettings
    ),
    .target(
      name: "DocExamples",
      dependencies: [
        .product(name: "FSMMacros", package: "FSM"), .product(name: "FSMTesting", package: "FSM"),
        .product(name: "FSMInspection", package: "FSM"),
      ],
      swiftSettings: appSettings
    ),
    .testTarget(
      name: "DocExamplesTests", dependencies: ["DocExamples"], swiftSettings: appSettings),
    .target(
      name: "DocExamplesPlain",
      dependencies: [
        .product(name: "FSMMacros", package: "FSM"), .product(name: "FSMTesting", package: "FSM"),
        .product(name: "FSMInspection", package: "FSM"),
      ]),
    .testTarget(name: "DocExamplesPlainTests", dependencies: ["DocExamplesPlain"]),
  ],
  swiftLanguageModes: [.v6]
)
