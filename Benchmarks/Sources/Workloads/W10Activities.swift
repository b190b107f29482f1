import FSMMacros

/// W10: an activity per visit. `loading` runs an activity while it lasts; every `load` enters it (a
/// new visit, a new activity) and every `cancel` leaves it (the activity is cancelled). Half the
/// events start a task and half cancel one: what the bookkeeping of tasks costs, against a `Task`
/// handle kept by hand.
@StateMachine
enum Fetcher: Sendable {
  @Initial case idle
  case loading(id: Int)

  enum Event: Sendable {
    case load(id: Int)
    case cancel
  }

  enum Activity: Sendable {
    case fetch(id: Int)
  }

  static let activities: [Activities] = [
    .run(.fetch, in: .loading)
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .load, to: .loading),
    .from(.loading, on: .cancel, to: .idle),
  ]
}

/// The work the activities do: nothing, so that what is measured is starting and cancelling them.
@inline(never)
func fetchNothing(_ id: Int) async {}

extension Fetcher {
  static func switchNext(_ state: Fetcher, _ event: Event) -> Fetcher? {
    switch (state, event) {
    case (.idle, .load(let id)): .loading(id: id)
    case (.loading, .cancel): .idle
    default: nil
    }
  }

  static func digest(_ state: Fetcher) -> UInt64 {
    switch state {
    case .idle: 0
    case .loading(let id): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: id))
    }
  }
}

let fetcherEvents: [Fetcher.Event] = (0..<1_024).flatMap { [.load(id: $0), .cancel] }

/// The baseline, as a careful engineer writes it without FSM: the state and a `Task` handle
/// behind one lock; entering `loading` starts an activity and keeps its handle, leaving cancels it.
final class HandFetcher: @unchecked Sendable {
  private let state = HandLocked<(Fetcher, Task<Void, Never>?)>((.idle, nil))

  func send(_ event: Fetcher.Event) -> Fetcher? {
    state.send(
      event,
      next: { current, event -> (Fetcher, Task<Void, Never>?)? in
        guard let next = Fetcher.switchNext(current.0, event) else { return nil }
        current.1?.cancel()
        guard case .loading(let id) = next else { return (next, nil) }
        return (next, Task { await fetchNothing(id) })
      }, target: { $0 }
    ).map(\.0)
  }
}

let w10Tasks = Workload(
  name: "W10",
  summary: "tasks: a task started on every entry to a state and cancelled on every exit",
  stepsPerPass: fetcherEvents.count,
  acceptedShare: 1,
  implementations: [
    Implementation("hand Task") { passes in
      let fetcher = HandFetcher()
      var checksum: UInt64 = 0
      for _ in 0..<passes {
        for event in fetcherEvents {
          checksum = mix(checksum, fetcher.send(event).map(Fetcher.digest) ?? rejected)
        }
      }
      return checksum
    },
    Implementation("machine") { passes in
      let machine = Machine(
        Fetcher.idle,
        activities: Fetcher.ActivityHandlers(fetch: { id, _ in await fetchNothing(id) }))
      var checksum: UInt64 = 0
      for _ in 0..<passes {
        for event in fetcherEvents {
          checksum = mix(checksum, machine.send(event), digest: { Fetcher.digest($0.to) })
        }
      }
      return checksum
    },
  ])
