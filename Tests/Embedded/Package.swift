// swift-tools-version: 6.1
import PackageDescription

// Firmware machines in Embedded Swift (the "On a microcontroller" article). Every module of an
// Embedded build is compiled in Embedded mode, FSM's included, so the mode is not a setting of
// these targets: it is given to the whole build on the command line, which CI runs
// (`Scripts/embedded.sh`):
//
//   swift build --triple armv7em-none-none-eabi --product FirmwareMachines \
//     -Xswiftc -enable-experimental-feature -Xswiftc Embedded -Xswiftc -wmo
//
// The macro itself runs on the build machine, as in any build.
let package = Package(
  name: "Firmware",
  products: [
    .library(name: "FirmwareMachines", type: .static, targets: ["FirmwareMachines"])
  ],
  dependencies: [
    .package(name: "FSM", path: "../..")
  ],
  targets: [
    .target(
      name: "FirmwareMachines", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    // Runs the machines on the build machine, in Embedded mode, and prints every step.
    .executableTarget(
      name: "FirmwareDemo",
      dependencies: ["FirmwareMachines", .product(name: "FSMMacros", package: "FSM")]),
  ]
)
