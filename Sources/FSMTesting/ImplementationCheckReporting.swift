// Where a failed check of an implementation goes: the running test framework's own failure, at the caller's
// line. Both frameworks are imported where the platform has them; on Apple platforms weakly, so
// that a program linking FSMTesting outside a test bundle (the demo) still loads without them.
#if canImport(Testing)
  #if canImport(Darwin)
    @_weakLinked import Testing
  #else
    import Testing
  #endif
#endif
#if canImport(XCTest)
  #if canImport(Darwin)
    @_weakLinked import XCTest
  #else
    import XCTest
  #endif
#endif

/// The caller's place in its source, for the failure.
struct ImplementationCheckLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: Int
}

/// Records `message` as a failure of the test that is running: a Swift Testing issue inside a
/// `@Test`, otherwise an XCTest failure; printed when neither framework is there.
func recordImplementationCheckFailure(_ message: String, at location: ImplementationCheckLocation) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: location.column))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
  #else
    print("\(location.fileID):\(location.line): \(message)")
  #endif
}
