import FSMMacros

/// W1: the turnstile, two states, every event accepted, the events alternating.
@StateMachine
enum Turnstile: UInt8, Sendable {
  case locked, unlocked

  enum Event: UInt8, Sendable {
    case coin, push
  }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked),
    .from(.locked, on: .push, to: .locked),
    .from(.unlocked, on: .coin, to: .unlocked),
    .from(.unlocked, on: .push, to: .locked),
  ]
}

// MARK: - By hand

extension Turnstile {
  /// The baseline: the transition function as a hand-written nested `switch`.
  static func switchNext(_ state: Turnstile, _ event: Event) -> Turnstile? {
    switch state {
    case .locked:
      switch event {
      case .coin: .unlocked
      case .push: .locked
      }
    case .unlocked:
      switch event {
      case .coin: .unlocked
      case .push: .locked
      }
    }
  }

  /// A flat table indexed by state and event: the target's raw value.
  static let flatTable: [UInt8] = [1, 0, 1, 0]
}

let turnstileEvents: [Turnstile.Event] = (0..<1_024).map { $0 % 2 == 0 ? .coin : .push }

extension Turnstile {
  static func digest(_ state: Turnstile) -> UInt64 { UInt64(state.rawValue) }

  static func tableNext(_ state: Turnstile, _ event: Event) -> Turnstile? {
    Turnstile(rawValue: flatTable[Int(state.rawValue) &* 2 &+ Int(event.rawValue)])
  }
}

let w1Turnstile = Workload(
  name: "W1",
  summary: "turnstile: 2 states, coin/push alternating",
  stepsPerPass: turnstileEvents.count,
  acceptedShare: 1,
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: Turnstile.switchNext,
        target: { $0 }, digest: Turnstile.digest)
    },
    Implementation("table") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: Turnstile.tableNext,
        target: { $0 }, digest: Turnstile.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: Turnstile.locked, turnstileEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to, digest: { Turnstile.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Turnstile.locked, turnstileEvents, passes: passes,
        digest: { Turnstile.digest($0.to) })
    },
    Implementation("observable") { passes in
      replayObservable(
        from: Turnstile.locked, turnstileEvents, passes: passes, digest: { Turnstile.digest($0.to) }
      )
    },
    Implementation("observed") { passes in
      replayObservedMachine(
        from: Turnstile.locked, turnstileEvents, passes: passes, digest: { Turnstile.digest($0.to) }
      )
    },
  ])
