// The parts of DownloadManager that the design names and the Swift fills in: fsm-import wrote
// this file once, and does not touch it again. `nonisolated`: the machine calls them
// from any thread, also in an app's module, where members are on the main actor.

import FSMMacros

extension DownloadManager {
  /// The design's guard: canRetry
  nonisolated static func canRetry(_ state: Self) -> Bool {
    true
  }
}
