// A transport for servers and CI logs: one message per line.

public import Foundation

/// Writes each message on a line of its own (JSON Lines) to a file or a standard stream.
public struct JSONLinesTransport: InspectionTransport {
  private let handle: FileHandle

  /// Writes to `handle`, which stays open.
  public init(handle: FileHandle) {
    self.handle = handle
  }

  /// Appends to the file at `path`, creating it if needed.
  public init(appendingTo path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    self.handle = handle
  }

  /// Writes to standard output.
  public static var standardOutput: JSONLinesTransport {
    JSONLinesTransport(handle: .standardOutput)
  }

  public func deliver(_ message: InspectionMessage) async {
    // A line that cannot be written (a closed pipe) is lost, as a dropped message is.
    try? handle.write(contentsOf: Data((message.json + "\n").utf8))
  }
}
