public import FSMMacros

/// A file download whose states and events carry payloads that flow by name: the URL from the
/// `start` event into every later state, the progress from `progress` events, the byte count
/// from `complete`.
@StateMachine
public enum Download: Sendable, Equatable {
  @Initial case idle
  case downloading(url: String, progress: Double = 0)
  case paused(url: String, progress: Double)
  @Final case finished(url: String, bytes: Int)
  case failed(url: String, code: Int)
  @Final case cancelled

  public enum Event: Sendable, Equatable {
    case start(url: String)
    case progress(progress: Double)
    case pause, resume
    case complete(bytes: Int)
    case fail(code: Int)
    case retry, cancel
  }

  public enum Effect: Sendable, Equatable {
    case fetch(url: String)
    case report(progress: Double)
    case store(url: String, bytes: Int)
  }

  public static let transitions: [Transition] = [
    // `url` from the event, `progress` from its default.
    .from(.idle, on: .start, to: .downloading, emit: .fetch),
    // `url` from the source state, `progress` from the event.
    .from(.downloading, on: .progress, to: .downloading, emit: .report),
    .from(.downloading, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .downloading, emit: .fetch),
    // `bytes` from the event; the effect takes `url` from the source and `bytes` from the event.
    .from(.downloading, on: .complete, to: .finished, emit: .store),
    .from([.downloading, .paused], on: .fail, to: .failed),
    // The progress restarts at zero: computed by `build:`.
    .from(.failed, on: .retry, build: { state, _ in .downloading(url: state.url ?? "") }),
    // `fromAny` never leaves a final state: `finished` and `cancelled` are skipped.
    .fromAny(on: .cancel, to: .cancelled),
  ]

  /// The URL being downloaded, if any.
  public var url: String? {
    switch self {
    case .idle, .cancelled: nil
    case .downloading(let url, _), .paused(let url, _), .finished(let url, _), .failed(let url, _):
      url
    }
  }
}
