import FuzzDriver

/// The fuzz targets of the macro's analysis and of the readers that need no runtime.
@_cdecl("FuzzAnalysis_main")
func fuzzAnalysisMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(
    argc, argv,
    targets: [
      FuzzTarget("source", run: SourceTarget.run),
      FuzzTarget("request", run: RequestTarget.run),
      FuzzTarget("connection", run: ConnectionTarget.run),
      FuzzTarget("xstate", run: ImportTarget.xstate),
      FuzzTarget("scxml", run: ImportTarget.scxml),
      FuzzTarget("design", run: DesignTarget.run),
    ])
}

/// Stops the run with `message`: libFuzzer saves the input.
func violation(_ message: String) -> Never {
  fatalError("fuzz: \(message)")
}
