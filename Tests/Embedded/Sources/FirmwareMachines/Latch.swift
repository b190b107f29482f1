public import FSMMacros

/// A solenoid latch driven through typestate: a call the latch's state does not accept does not
/// compile, on the chip as anywhere.
@StateMachine(typestate: true)
public enum Latch: Equatable {
  @Initial case closed
  case open(seconds: Int)

  public enum Event: Equatable {
    case unlock(seconds: Int)
    case close
  }

  public static let transitions: [Transition] = [
    .from(.closed, on: .unlock, to: .open),
    .from(.open, on: .close, to: .closed),
  ]
}
