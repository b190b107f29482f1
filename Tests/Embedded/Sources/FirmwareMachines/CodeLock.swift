public import FSMMacros

/// A door's keypad: the code is 1, 2, 3 then enter. Eight states by eight events, none with a
/// payload or a guard: `@StateMachine` makes its transition function a lookup table.
@StateMachine
public enum CodeLock: Equatable {
  @Initial case idle
  case one, two, three, open, alarm, locked, service

  public enum Event: Equatable {
    case digit0, digit1, digit2, digit3, enter, clear, timeout, key
  }

  public enum Effect: Equatable {
    case unlatch, siren
  }

  public static let transitions: [Transition] = [
    .from(.idle, on: .digit1, to: .one),
    .from(.one, on: .digit2, to: .two),
    .from(.two, on: .digit3, to: .three),
    .from(.three, on: .enter, to: .open, emit: .unlatch),
    .from([.idle, .one, .two, .three], on: .digit0, to: .alarm, emit: .siren),
    .from([.one, .two, .three], on: .clear, to: .idle),
    .from(.open, on: .timeout, to: .idle),
    .from(.alarm, on: .timeout, to: .locked),
    .from(.locked, on: .key, to: .service),
    .from(.service, on: .clear, to: .idle),
  ]
}
