import FSMMacros

/// The README's turnstile, as an app declares it: no `nonisolated`, no `Sendable`.
@StateMachine
enum Turnstile {
  @Initial case locked
  case unlocked
  case broken(reason: String)

  enum Event {
    case coin, push, repair
    case fail(reason: String)
  }

  enum Effect {
    case unlockGate, lockGate
    case alert(reason: String)
  }

  static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked, emit: .unlockGate),
    .from(.unlocked, on: .push, to: .locked, emit: .lockGate),
    .from(.unlocked, on: .coin, to: .unlocked),
    .fromAny(except: [.broken], on: .fail, to: .broken, emit: .alert),
    .from(.broken, on: .repair, to: .locked),
  ]
}

/// Typestate in an app module: the structs are used from the main actor and from other tasks.
@StateMachine(typestate: true)
enum Door {
  @Initial case closed
  case open
  case locked(code: Int)

  enum Event {
    case open, close
    case lock(code: Int)
    case unlock(code: Int)
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .open),
    .from(.open, on: .close, to: .closed),
    .from(.closed, on: .lock, to: .locked),
    .from(
      .locked, on: .unlock, to: .closed,
      when: { state, event in
        guard case .locked(let code) = state, case .unlock(let attempt) = event else {
          return false
        }
        return code == attempt
      }),
  ]
}

/// An app's class, on the main actor by the module's default, as a payload, with typestate.
final class Ticket {
  var scans = 0
}

@StateMachine(typestate: true)
enum TicketGate {
  @Initial case closed
  case open(ticket: Ticket)

  enum Event {
    case scan(ticket: Ticket)
    case pass
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .scan, to: .open),
    .from(.open, on: .pass, to: .closed),
  ]
}
