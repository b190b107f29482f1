public import FSMMacros

/// A music app with three regions: playback waits for the download to be ready; a banner
/// announces each finished download and hides itself after 3 seconds. Each region has its own
/// table over the app's events; a step moves every region that takes the event.
@StateMachine
public struct Streaming: Sendable, Equatable, Codable {
  public var playback: Playback
  public var download: Download
  public var banner: Banner

  public enum Playback: Sendable, Equatable, Codable {
    @Initial case stopped
    case playing, paused

    public static let transitions: [Transition] = [
      .from(.stopped, on: .play, to: .playing, emit: .startAudio).whenIn(.download(.ready)),
      .from(.playing, on: .pause, to: .paused),
      .from(.paused, on: .play, to: .playing, emit: .startAudio),
      .from([.playing, .paused], on: .stop, to: .stopped),
    ]
  }

  public enum Download: Sendable, Equatable, Codable {
    @Initial case idle
    case loading(percent: Int = 0)
    case ready
    @Final case failed(reason: String)

    public static let transitions: [Transition] = [
      .from([.idle, .ready], on: .fetch, to: .loading, emit: .startDownload),
      .from(.loading, on: .progress, to: .loading),
      .from(.loading, on: .done, to: .ready),
      .fromAny(except: [.ready], on: .fail, to: .failed),
    ]
  }

  public enum Banner: Sendable, Equatable, Codable {
    @Initial case hidden
    case shown

    public static let transitions: [Transition] = [
      .from([.hidden, .shown], on: .done, to: .shown),
      .from(.shown, on: .hide, after: .seconds(3), to: .hidden),
    ]
  }

  public enum Event: Sendable, Equatable, Codable {
    case play, pause, stop, fetch, done, hide
    case progress(percent: Int)
    case fail(reason: String)
  }

  public enum Effect: Sendable, Equatable {
    case startAudio, startDownload
  }
}
