public import FSMMacros

/// A coin-operated turnstile that can break and be repaired.
@StateMachine(typestate: true)
public enum Turnstile: Sendable, Equatable {
  @Initial case locked
  case unlocked
  case broken(reason: String)

  public enum Event: Sendable, Equatable {
    case coin, push, repair
    case fail(reason: String)
  }

  public enum Effect: Sendable, Equatable {
    case unlockGate, lockGate
    case alert(reason: String)
  }

  public static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked, emit: .unlockGate),
    .from(.unlocked, on: .push, to: .locked, emit: .lockGate),
    .from(.unlocked, on: .coin, to: .unlocked),
    .fromAny(except: [.broken], on: .fail, to: .broken, emit: .alert),
    .from(.broken, on: .repair, to: .locked),
  ]
}
