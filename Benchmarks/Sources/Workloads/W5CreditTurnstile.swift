import FSMMacros

/// W5: guards on payloads. A turnstile that collects coins until their sum reaches the fare: a
/// guarded row unlocks, and its fallback, a `build:` row, adds the coin to the credit.
@StateMachine
enum CreditTurnstile: Sendable {
  @Initial case locked(credit: Int = 0)
  case unlocked

  enum Event: Sendable {
    case coin(amount: Int)
    case push
  }

  static let fare = 100

  static let transitions: [Transition] = [
    .from(
      .locked, on: .coin, to: .unlocked,
      when: { state, event in
        guard case .locked(let credit) = state, case .coin(let amount) = event else {
          return false
        }
        return credit + amount >= fare
      }),
    .from(
      .locked, on: .coin, to: .locked,
      build: { state, event in
        guard case .locked(let credit) = state, case .coin(let amount) = event else {
          return state
        }
        return .locked(credit: credit + amount)
      }),
    .from(.unlocked, on: .push, to: .locked),
  ]
}

// MARK: - By hand

extension CreditTurnstile {
  /// The baseline: a nested `switch` doing the same computation.
  static func switchNext(_ state: CreditTurnstile, _ event: Event) -> CreditTurnstile? {
    switch state {
    case .locked(let credit):
      switch event {
      case .coin(let amount):
        credit + amount >= fare ? .unlocked : .locked(credit: credit + amount)
      case .push: nil
      }
    case .unlocked:
      switch event {
      case .push: .locked(credit: 0)
      case .coin: nil
      }
    }
  }

  static func digest(_ state: CreditTurnstile) -> UInt64 {
    switch state {
    case .locked(let credit): UInt64(UInt32(truncatingIfNeeded: credit))
    case .unlocked: 1 << 32
    }
  }
}

let creditTurnstileEvents = randomWalk(
  from: CreditTurnstile.locked(credit: 0), length: 4_096, acceptedShare: 0.7, seed: 5,
  candidates: { state, random in
    let all: [CreditTurnstile.Event] = [.coin(amount: 5 + 5 * random.below(10)), .push]
    let accepted = all.filter { CreditTurnstile.switchNext(state, $0) != nil }
    return (accepted, all.filter { CreditTurnstile.switchNext(state, $0) == nil })
  },
  next: CreditTurnstile.switchNext,
  home: { state in
    switch state {
    case .locked(0): []
    case .locked: [.coin(amount: 100), .push]
    case .unlocked: [.push]
    }
  })

let w5CreditTurnstile = Workload(
  name: "W5",
  summary: "credit turnstile: a guard on payloads and a build: fallback",
  stepsPerPass: creditTurnstileEvents.count,
  acceptedShare: acceptedShare(
    of: creditTurnstileEvents, from: CreditTurnstile.locked(credit: 0),
    next: CreditTurnstile.switchNext),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        next: CreditTurnstile.switchNext, target: { $0 }, digest: CreditTurnstile.digest)
    },
    Implementation("locked") { passes in
      replayLocked(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        next: CreditTurnstile.switchNext, target: { $0 }, digest: CreditTurnstile.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        next: { $0.transition(on: $1) }, target: \.to,
        digest: { CreditTurnstile.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        digest: { CreditTurnstile.digest($0.to) })
    },
    Implementation("lockedHeld") { passes in
      replayLockedHeld(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        send: creditTurnstileLockedAction, digest: CreditTurnstile.digest)
    },
    Implementation("held") { passes in
      replayHeld(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        digest: { CreditTurnstile.digest($0.to) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: CreditTurnstile.locked(credit: 0), creditTurnstileEvents, passes: passes,
        digest: { CreditTurnstile.digest($0.to) })
    },
  ])
