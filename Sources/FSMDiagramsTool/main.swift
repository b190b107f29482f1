import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

// `fsm-diagrams`' tool: reads the Swift files of the directories it is given, finds every
// `@StateMachine` enum or struct, and writes (or, with `--check`, compares) its documents: the
// text of the macro's own `dot`, `mermaid`, `scxml` and `xstate`, from the same model and
// renderer: `MachineModel/` here is a link to the macro's own
// `Sources/FSMMacrosPlugin/MachineModel`, compiled into this tool too.
//
//   FSMDiagramsTool --output DIR [--check] [--format dot,mermaid,scxml,xstate] [--root DIR]
//     SOURCE-DIR...

/// A document the tool writes, by the name `--format` gives it.
enum Format: String, CaseIterable {
  case dot, mermaid, scxml, xstate

  /// The file's extension: `Machine.dot`, `Machine.mmd`, `Machine.scxml`, `Machine.xstate.json`.
  var fileExtension: String {
    switch self {
    case .dot: "dot"
    case .mermaid: "mmd"
    case .scxml: "scxml"
    case .xstate: "xstate.json"
    }
  }

  /// The document of this format.
  var text: KeyPath<MachineDocuments, String> {
    switch self {
    case .dot: \.dot
    case .mermaid: \.mermaid
    case .scxml: \.scxml
    case .xstate: \.xstate
    }
  }

  static let defaults: [Format] = [.dot, .mermaid]
}

struct Options {
  var output: URL
  var root: URL?
  var check = false
  var formats = Format.defaults
  var sources: [URL] = []

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    var output: URL?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--output", "--root":
        guard let value = remaining.popFirst() else { throw Failure("\(argument) needs a value") }
        let url = URL(fileURLWithPath: value, isDirectory: true)
        if argument == "--output" { output = url } else { root = url }
      case "--check":
        check = true
      case "--format":
        guard let value = remaining.popFirst() else { throw Failure("--format needs a value") }
        formats = try value.split(separator: ",").map { name in
          guard let format = Format(rawValue: String(name)) else {
            throw Failure(
              "unknown format '\(name)'; the formats are "
                + Format.allCases.map(\.rawValue).joined(separator: ", "))
          }
          return format
        }
      case let other where other.hasPrefix("--"):
        throw Failure("unknown option '\(other)'")
      default:
        sources.append(URL(fileURLWithPath: argument, isDirectory: true))
      }
    }
    guard let output else { throw Failure("--output is required") }
    self.output = output
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A machine found in a file: its name qualified by the types around it, and its diagrams, or
/// why it has none.
struct FoundMachine {
  var name: String
  var file: String
  var line: Int
  var documents: MachineDocuments?
  var problem: String?
}

/// Finds the `@StateMachine` enums and structs of a file, with the names of the types they are nested in.
final class MachineFinder: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var scope: [String] = []
  var found: [FoundMachine] = []

  init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    if node.attributes.contains(where: Self.isStateMachine) {
      found.append(machine(node, at: node.name, named: (scope + [name]).joined(separator: ".")))
    }
    scope.append(name)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.contains(where: Self.isStateMachine) {
      found.append(
        machine(node, at: node.name, named: (scope + [node.name.text]).joined(separator: ".")))
    }
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  /// Types declared in a function body are local: they have no name outside it.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  static func isStateMachine(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    return attribute.attributeName.trimmedDescription.split(separator: ".").last == "StateMachine"
  }

  /// A machine, enum or struct with regions: its documents, or why it has none.
  func machine(
    _ node: some DeclGroupSyntax, at nameToken: TokenSyntax, named name: String
  ) -> FoundMachine {
    let line = nameToken.startLocation(converter: converter).line
    var machine = FoundMachine(name: name, file: file, line: line)
    let analysis = MachineAnalysis.analyze(node)
    if analysis.compiles, let analyzed = analysis.machine {
      machine.documents = analyzed.documents()
    } else if let error = analysis.compileError {
      let location = error.location(converter: converter)
      machine.problem = "\(file):\(location.line):\(location.column): \(error.message)"
    } else {
      machine.problem = "\(file):\(line): '@StateMachine' cannot read this declaration"
    }
    return machine
  }
}

func swiftFiles(in directory: URL) -> [URL] {
  guard
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
  else { return [] }
  return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    .sorted { $0.path < $1.path }
}

func relative(_ url: URL, to root: URL?) -> String {
  guard let root else { return url.path }
  let base = root.standardizedFileURL.path
  let path = url.standardizedFileURL.path
  return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
}

/// Whether `dot` is on the `PATH`: diagrams then get an SVG too.
func graphvizDot() -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map {
    URL(fileURLWithPath: String($0)).appendingPathComponent("dot")
  }
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The diagram as SVG. The hierarchical layout takes minutes on a thousand labelled edges: a
/// machine with more than 100 edges is laid out by `sfdp`.
func svg(from dotText: String, using dot: URL) throws -> Data {
  let process = Process()
  process.executableURL = dot
  let edges = dotText.split(separator: "\n").filter { $0.contains(" -> ") }.count
  process.arguments = edges > 100 ? ["-Ksfdp", "-Tsvg"] : ["-Tsvg"]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  input.fileHandleForWriting.write(Data(dotText.utf8))
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { throw Failure("dot failed on a diagram") }
  return data
}

func run() throws -> Int32 {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let output = options.output
  var machines: [FoundMachine] = []
  for directory in options.sources {
    for file in swiftFiles(in: directory) {
      let source = try String(contentsOf: file, encoding: .utf8)
      let tree = Parser.parse(source: source)
      let finder = MachineFinder(file: relative(file, to: options.root), tree: tree)
      finder.walk(tree)
      machines += finder.found
    }
  }

  var byName: [String: FoundMachine] = [:]
  var failed = false
  for machine in machines {
    if let problem = machine.problem {
      print("\(problem) (fsm-diagrams: skipped '\(machine.name)')")
      continue
    }
    if let other = byName[machine.name] {
      print(
        "\(machine.file):\(machine.line): error: a machine named '\(machine.name)' is also "
          + "declared at \(other.file):\(other.line); give one of them a diagram of its own "
          + "with --target")
      failed = true
      continue
    }
    byName[machine.name] = machine
  }

  let outputPath = relative(output, to: options.root)
  var expected: [String: String] = [:]  // file name -> text
  for (name, machine) in byName {
    guard let documents = machine.documents else { continue }
    for format in options.formats {
      expected["\(name).\(format.fileExtension)"] = documents[keyPath: format.text]
    }
  }
  /// The machine a file is written for, when it has the extension of a format asked for.
  func machineName(_ file: String) -> String? {
    options.formats.lazy.compactMap { format in
      file.hasSuffix("." + format.fileExtension)
        ? String(file.dropLast(format.fileExtension.count + 1)) : nil
    }.first
  }

  if options.check {
    var problems: [String] = []
    for file in expected.keys.sorted() {
      let url = output.appendingPathComponent(file)
      let machine = machineName(file) ?? file
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        problems.append("missing \(outputPath)/\(file) (machine '\(machine)')")
        continue
      }
      if text != expected[file] {
        problems.append("stale \(outputPath)/\(file) (machine '\(machine)')")
      }
    }
    let present =
      (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
    for file in present.sorted() where expected[file] == nil {
      if let machine = machineName(file) {
        problems.append("stale \(outputPath)/\(file) (no machine '\(machine)')")
      }
    }
    for problem in problems {
      print(problem)
    }
    if !problems.isEmpty {
      print(
        "fsm-diagrams: \(problems.count) diagram file(s) out of date; run "
          + "'swift package --allow-writing-to-package-directory fsm-diagrams' to write them")
      return 1
    }
    print("fsm-diagrams: \(expected.count) diagram files are up to date in \(outputPath)")
    return failed ? 1 : 0
  }

  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let dot = graphvizDot()
  for (name, machine) in byName.sorted(by: { $0.key < $1.key }) {
    guard let documents = machine.documents else { continue }
    for format in options.formats {
      try Data(documents[keyPath: format.text].utf8).write(
        to: output.appendingPathComponent("\(name).\(format.fileExtension)"))
    }
    if let dot, options.formats.contains(.dot) {
      try svg(from: documents.dot, using: dot).write(
        to: output.appendingPathComponent("\(name).svg"))
    }
  }
  print(
    "fsm-diagrams: wrote \(byName.count) machine(s) to \(outputPath)"
      + (dot == nil ? " (no SVG: Graphviz's 'dot' is not on the PATH)" : ""))
  return failed ? 1 : 0
}

do {
  exit(try run())
} catch {
  print("fsm-diagrams: error: \(error)")
  exit(1)
}
