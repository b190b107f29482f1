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

extension Turnstile {
  static func digest(_ state: Turnstile) -> UInt64 { UInt64(state.rawValue) }

  static func tableNext(_ state: Turnstile, _ event: Event) -> Turnstile? {
    Turnstile(rawValue: flatTable[Int(state.rawValue) &* 2 &+ Int(event.rawValue)])
  }
}

/// W1's `timers`: the turnstile, with its `push` from `unlocked` timed an hour after each entry
/// (it never fires in a run): every step starts a visit whose timer a `Machine` schedules on
/// its clock, or cancels one. By difference with `machine`, what a timer costs. `unlocked`
/// carries a value only so that the optimizer does not merge this machine's specialized code
/// with `Turnstile`'s, which have the same layout otherwise, into one function that calls the
/// rest through pointers (it did: W1 `onTransition` grew).
@StateMachine
enum TimedTurnstile: Sendable {
  case locked
  case unlocked(since: Int = 0)

  enum Event: UInt8, Sendable {
    case coin, push
  }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked),
    .from(.locked, on: .push, to: .locked),
    .from(.unlocked, on: .coin, to: .unlocked),
    .from(.unlocked, on: .push, after: .seconds(3_600), to: .locked),
  ]
}
