import FSMMacros

/// W4: states and events with payloads, which flow by name; the progress is clamped by a
/// `build:` closure.
@StateMachine
enum Loader: Sendable {
  @Initial case idle
  case loading(progress: Int = 0)
  case loaded(bytes: Int)
  case failed(code: Int)

  enum Event: Sendable {
    case start
    case progress(delta: Int)
    case finish(bytes: Int)
    case fail(code: Int)
    case reset
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .loading),
    .from(
      .loading, on: .progress, to: .loading,
      build: { state, event in
        guard case .loading(let progress) = state, case .progress(let delta) = event else {
          return state
        }
        return .loading(progress: min(progress + delta, 100))
      }),
    .from(.loading, on: .finish, to: .loaded),
    .from(.loading, on: .fail, to: .failed),
    .from([.loaded, .failed], on: .reset, to: .idle),
    .from(.failed, on: .start, to: .loading),
  ]
}

// MARK: - By hand

extension Loader {
  /// The baseline: a nested `switch`.
  static func switchNext(_ state: Loader, _ event: Event) -> Loader? {
    switch state {
    case .idle:
      switch event {
      case .start: .loading(progress: 0)
      case .progress, .finish, .fail, .reset: nil
      }
    case .loading(let progress):
      switch event {
      case .progress(let delta): .loading(progress: min(progress + delta, 100))
      case .finish(let bytes): .loaded(bytes: bytes)
      case .fail(let code): .failed(code: code)
      case .start, .reset: nil
      }
    case .loaded:
      switch event {
      case .reset: .idle
      case .start, .progress, .finish, .fail: nil
      }
    case .failed:
      switch event {
      case .reset: .idle
      case .start: .loading(progress: 0)
      case .progress, .finish, .fail: nil
      }
    }
  }

  static func digest(_ state: Loader) -> UInt64 {
    switch state {
    case .idle: 0
    case .loading(let progress): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: progress))
    case .loaded(let bytes): 2 << 32 | UInt64(UInt32(truncatingIfNeeded: bytes))
    case .failed(let code): 3 << 32 | UInt64(UInt32(truncatingIfNeeded: code))
    }
  }
}

let loaderEvents = randomWalk(
  from: Loader.idle, length: 4_096, acceptedShare: 0.7, seed: 4,
  candidates: { state, random in
    let all: [Loader.Event] = [
      .start, .progress(delta: random.below(30)), .finish(bytes: random.below(1 << 20)),
      .fail(code: 400 + random.below(200)), .reset,
    ]
    let accepted = all.filter { Loader.switchNext(state, $0) != nil }
    return (accepted, all.filter { Loader.switchNext(state, $0) == nil })
  },
  next: Loader.switchNext,
  home: { state in
    switch state {
    case .idle: []
    case .loading: [.fail(code: 499), .reset]
    case .loaded, .failed: [.reset]
    }
  })

let w4Loader = Workload(
  name: "W4",
  summary: "idle/loading(progress:)/loaded(bytes:)/failed(code:): payloads",
  stepsPerPass: loaderEvents.count,
  acceptedShare: acceptedShare(of: loaderEvents, from: Loader.idle, next: Loader.switchNext),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Loader.idle, loaderEvents, passes: passes, next: Loader.switchNext,
        target: { $0 }, digest: Loader.digest)
    },
    Implementation("locked") { passes in
      replayLocked(
        from: Loader.idle, loaderEvents, passes: passes, next: Loader.switchNext,
        target: { $0 }, digest: Loader.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: Loader.idle, loaderEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to, digest: { Loader.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
    Implementation("snapshot") { passes in
      replayMachineWithSnapshots(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
    Implementation("observable") { passes in
      replayObservable(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
    Implementation("modelByHand") { passes in
      replayHandObserved(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
    Implementation("observed") { passes in
      replayObservedMachine(
        from: Loader.idle, loaderEvents, passes: passes, digest: { Loader.digest($0.to) })
    },
  ])
