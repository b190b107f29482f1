// swift-tools-version: 6.1
import PackageDescription

// An order service that keeps its machines in PostgreSQL (README). FSM comes by path, so the
// example always builds against the checkout it sits in; the main package does not depend on it.
let package = Package(
  name: "OrderService",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "order-service", targets: ["OrderService"])
  ],
  dependencies: [
    .package(name: "FSM", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
  ],
  targets: [
    // The machine alone: the service runs it, and the fault test's checker replays logs with it.
    .target(
      name: "OrderMachine",
      dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    // The service in Hummingbird's templates' shape: `buildApplication(_:)`, which the command
    // runs and the tests call.
    .target(
      name: "OrderServiceApp",
      dependencies: [
        "OrderMachine",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]),
    .executableTarget(
      name: "OrderService",
      dependencies: [
        "OrderMachine", "OrderServiceApp",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]),
    // The routes against a real PostgreSQL (PGHOST, PGPORT…; `Scripts/route-tests.py` starts one).
    .testTarget(
      name: "OrderServiceTests",
      dependencies: [
        "OrderServiceApp", "OrderMachine",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]),
  ]
)
