import FuzzDriver

/// The fuzz target of snapshot decoding.
@_cdecl("FuzzSnapshots_main")
func fuzzSnapshotsMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, targets: [FuzzTarget("snapshot", run: SnapshotTarget.run)])
}
