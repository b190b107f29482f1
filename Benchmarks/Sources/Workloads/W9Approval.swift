import FSMMacros

/// W9: an eventless choice. A request is submitted, and `checking` decides by itself where it
/// goes, by its amount: an eventless row with a guard on the payload, then its unguarded
/// fallback. Every submit takes a microstep.
@StateMachine
enum Approval: Sendable {
  @Initial case editing(amount: Int = 0)
  case checking(amount: Int)
  case approved(amount: Int)
  case review(amount: Int)

  enum Event: Sendable {
    case edit(amount: Int)
    case submit, reopen
  }

  static let limit = 100

  static let transitions: [Transition] = [
    .from(.editing, on: .edit, to: .editing),
    .from(.editing, on: .submit, to: .checking),
    .from(
      .checking, to: .approved,
      when: { state in
        guard case .checking(let amount) = state else { return false }
        return amount < limit
      }),
    .from(.checking, to: .review),
    .from([.approved, .review], on: .reopen, to: .editing),
  ]
}

// MARK: - By hand

extension Approval {
  /// The baseline: a nested `switch` that makes the choice where the event is taken, as a careful
  /// engineer would write it.
  static func switchNext(_ state: Approval, _ event: Event) -> Approval? {
    switch state {
    case .editing(let amount):
      switch event {
      case .edit(let new): .editing(amount: new)
      case .submit: amount < limit ? .approved(amount: amount) : .review(amount: amount)
      case .reopen: nil
      }
    case .checking(let amount):
      // Never at rest: `checking` always moves on. Kept for completeness.
      amount < limit ? .approved(amount: amount) : .review(amount: amount)
    case .approved(let amount), .review(let amount):
      switch event {
      case .reopen: .editing(amount: amount)
      case .edit, .submit: nil
      }
    }
  }

  static func digest(_ state: Approval) -> UInt64 {
    switch state {
    case .editing(let amount): UInt64(UInt32(truncatingIfNeeded: amount))
    case .checking(let amount): 1 << 32 | UInt64(UInt32(truncatingIfNeeded: amount))
    case .approved(let amount): 2 << 32 | UInt64(UInt32(truncatingIfNeeded: amount))
    case .review(let amount): 3 << 32 | UInt64(UInt32(truncatingIfNeeded: amount))
    }
  }
}

let approvalEvents = randomWalk(
  from: Approval.editing(amount: 0), length: 4_096, acceptedShare: 0.8, seed: 9,
  candidates: { state, random in
    let all: [Approval.Event] = [.edit(amount: 20 * random.below(10)), .submit, .reopen]
    let accepted = all.filter { Approval.switchNext(state, $0) != nil }
    return (accepted, all.filter { Approval.switchNext(state, $0) == nil })
  },
  next: Approval.switchNext,
  home: { state in
    switch state {
    case .editing(0): []
    case .editing: [.edit(amount: 0)]
    case .checking, .approved, .review: [.reopen, .edit(amount: 0)]
    }
  })

let w9Approval = Workload(
  name: "W9",
  summary: "approval: an eventless choice on a payload after every submit",
  stepsPerPass: approvalEvents.count,
  acceptedShare: acceptedShare(
    of: approvalEvents, from: Approval.editing(amount: 0), next: Approval.switchNext),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Approval.editing(amount: 0), approvalEvents, passes: passes,
        next: Approval.switchNext, target: { $0 }, digest: Approval.digest)
    },
    Implementation("fsm") { passes in
      replay(
        from: Approval.editing(amount: 0), approvalEvents, passes: passes,
        next: { $0.transition(on: $1) }, target: \.to, digest: { Approval.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Approval.editing(amount: 0), approvalEvents, passes: passes,
        digest: { Approval.digest($0.to) })
    },
  ])
