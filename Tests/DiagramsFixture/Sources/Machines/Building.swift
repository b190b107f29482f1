public import FSMMacros

/// A machine nested in a type: its diagrams are `Building.Door.dot` and `Building.Door.mmd`.
public struct Building {
  @StateMachine
  public enum Door: Sendable {
    @Initial case closed
    case open
    case locked(code: Int)

    public enum Event: Sendable {
      case open, close
      case lock(code: Int)
      case unlock(code: Int)
    }

    public static let transitions: [Transition] = [
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
}
