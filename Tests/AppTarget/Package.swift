// swift-tools-version: 6.2
import PackageDescription

// An app's module as Xcode 26 creates it: default `MainActor` isolation and the "approachable
// concurrency" upcoming features. FSM must compile here without a warning and behave as in any
// other module. CI builds it in the main package's scratch folder (`--scratch-path ../../.build`)
// so that swift-syntax is not built again.
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
      dependencies: ["AppModel"],
      swiftSettings: appSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
