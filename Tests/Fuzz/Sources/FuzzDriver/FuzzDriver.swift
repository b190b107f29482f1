/// A fuzz target: a name the first argument chooses, and what it does with one input. It fails by
/// trapping (`fatalError`, a failed precondition), which libFuzzer reports as a crash and saves.
public struct FuzzTarget: Sendable {
  public var name: String
  public var run: @Sendable (UnsafeRawBufferPointer) -> Void

  public init(_ name: String, run: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
    self.name = name
    self.run = run
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target libFuzzer's callback runs: set once, before the driver starts, and only read after.
nonisolated(unsafe) private var chosen: FuzzTarget?

/// The fuzzer's `main`: `<executable> <target> [libFuzzer's options and corpus folders or files]`.
/// An executable's entry point is renamed by SwiftPM (`<Module>_main`); each executable defines
/// that function and calls this.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  targets: [FuzzTarget]
) -> CInt {
  guard let argv else { return 2 }
  let name = argc >= 2 ? argv[1].map { String(cString: $0) } : nil
  guard let target = targets.first(where: { $0.name == name }) else {
    let names = targets.map(\.name).joined(separator: "|")
    let executable = argv[0].map { String(cString: $0) } ?? "fuzz"
    print("usage: \(executable) \(names) [libFuzzer options] [corpus...]")
    return 2
  }
  chosen = target
  // libFuzzer reads the arguments after the target's name.
  var arguments = [argv[0]] + (2..<Int(argc)).map { argv[$0] } + [nil]
  var count = CInt(arguments.count - 1)
  return arguments.withUnsafeMutableBufferPointer { buffer in
    var base = buffer.baseAddress
    return runDriver(&count, &base) { data, size in
      chosen?.run(UnsafeRawBufferPointer(start: data, count: size))
      return 0
    }
  }
}

/// libFuzzer's runtime refers to this symbol, the entry point of a fuzzer built the usual way
/// (without `LLVMFuzzerRunDriver`): it runs the chosen target too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  chosen?.run(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
