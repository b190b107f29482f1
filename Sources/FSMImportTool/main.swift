// fsm-import: a Stately (XState JSON) or SCXML design → a `@StateMachine` Swift file.
//
//   fsm-import <design> [--name Name] [--output DIR] [--public] [--strict] [--check] [--names]
//
// Writes DIR/<Name>.swift (the machine, written again on every import) and, when the machine
// calls guards or named delays, DIR/<Name>+Design.swift with their stubs, once: a later import
// leaves it alone and lists the members it must have. Prints what the design says that the
// Swift does not; `--strict` fails on any. `--check` writes nothing and fails when <Name>.swift
// is not what the design gives. `--names` writes nothing and prints each state of the design
// that is a case, its region and its Swift name, or inside a composite state its part from the
// top (`processing.payment.captured`), tab-separated.

import FSMDesignImport
import Foundation

let usage = """
  usage: fsm-import <design.scxml | design.json> [--name Name] [--output DIR] [--public]
                    [--strict] [--check] [--names]
  """

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var designPath: String?
var name: String?
var output = "."
var isPublic = false
var strict = false
var check = false
var names = false
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--name", "--output":
    guard let value = arguments.first, !value.hasPrefix("--") else {
      fail("\(argument) needs a value\n\(usage)", status: 2)
    }
    arguments.removeFirst()
    if argument == "--name" { name = value } else { output = value }
  case "--public": isPublic = true
  case "--strict": strict = true
  case "--check": check = true
  case "--names": names = true
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    guard designPath == nil, !argument.hasPrefix("--") else {
      fail("unexpected \(argument)\n\(usage)", status: 2)
    }
    designPath = argument
  }
}
guard let designPath else { fail(usage, status: 2) }

let text: String
do {
  let data = try Data(contentsOf: URL(fileURLWithPath: designPath))
  guard let decoded = String(data: data, encoding: .utf8) else {
    fail("\(designPath): not UTF-8 text")
  }
  text = decoded
} catch {
  fail("\(designPath): cannot be read (\(error.localizedDescription))")
}

// The format: by extension, else by the first character that is not white space.
let firstCharacter = text.first { !$0.isWhitespace && $0 != "\u{FEFF}" }
let isJSON =
  designPath.hasSuffix(".json") || (!designPath.hasSuffix(".scxml") && firstCharacter == "{")
let imported: ImportedMachine
do {
  let design = try isJSON ? Design.xstate(text) : Design.scxml(text)
  let fileName = URL(fileURLWithPath: designPath).lastPathComponent
  imported = try design.swift(WriterOptions(name: name, isPublic: isPublic, source: fileName))
} catch {
  fail("\(designPath):\(error.line == 0 ? " " : "")\(error)")
}

if names {
  for state in imported.cases {
    print([state.id, state.region ?? "-", state.part ?? state.name].joined(separator: "\t"))
  }
  exit(0)
}

for loss in imported.losses {
  print("\(designPath): not imported: \(loss)")
}
for warning in imported.warnings {
  print("\(designPath): warning: \(warning)")
}
if strict, !imported.losses.isEmpty {
  fail("\(designPath): \(imported.losses.count) part(s) of the design not imported (--strict)")
}
if strict, !imported.warnings.isEmpty {
  fail("\(designPath): \(imported.warnings.count) warning(s) (--strict)")
}

let directory = URL(fileURLWithPath: output, isDirectory: true)
let machineURL = directory.appendingPathComponent("\(imported.name).swift")
let userURL = directory.appendingPathComponent("\(imported.name)+Design.swift")
if check {
  let current = try? String(contentsOf: machineURL, encoding: .utf8)
  guard current == imported.machine else {
    fail("\(machineURL.path) is out of date with \(designPath): run fsm-import again")
  }
  print("\(machineURL.path) is up to date")
  exit(0)
}
do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  // Written whole or not at all: a temporary file, then a rename.
  try imported.machine.write(to: machineURL, atomically: true, encoding: .utf8)
  print("wrote \(machineURL.path)")
  if let userFile = imported.userFile {
    if let existing = try? String(contentsOf: userURL, encoding: .utf8) {
      // The user's file is theirs: a member the design now needs is listed, not written.
      // A region's member is `Region.name`: declared in an extension of the region's enum.
      let missing = imported.userMembers.filter { member in
        let name = member.split(separator: ".").last.map(String.init) ?? member
        return !existing.contains("func \(name)(") && !existing.contains("var \(name):")
      }
      print(
        missing.isEmpty
          ? "kept \(userURL.path)"
          : "kept \(userURL.path): add "
            + missing.map { "\(imported.name).\($0)" }.joined(separator: ", ")
            + " (the stubs fsm-import would write are in the design's order)")
    } else {
      try userFile.write(to: userURL, atomically: true, encoding: .utf8)
      print("wrote \(userURL.path): fill in its guards")
    }
  }
} catch {
  fail("cannot write into \(directory.path): \(error.localizedDescription)")
}
