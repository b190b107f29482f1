public import FSMMacros

/// A push button read by a timer interrupt: a press counts only after three high samples in a
/// row, and a sample that settles nowhere times out. Payloads, a guard, a builder, `fromAny`, a
/// timed row and effects.
@StateMachine
public enum Debounce: Equatable {
  @Initial case released
  case settling(samples: Int = 1)
  case pressed
  case fault

  public enum Event: Equatable {
    case high, low, tick, glitch, reset
  }

  public enum Effect: Equatable {
    case keyDown, keyUp
  }

  public static let transitions: [Transition] = [
    .from(.released, on: .high, to: .settling),
    .from(
      .settling, on: .high, to: .pressed, emit: .keyDown,
      when: { state, _ in state.samples >= 2 }),
    .from(
      .settling, on: .high, to: .settling,
      build: { state, _ in .settling(samples: state.samples + 1) }),
    .from(.settling, on: .low, to: .released),
    .from(.settling, on: .tick, after: .milliseconds(20), to: .released),
    .from(.pressed, on: .low, to: .released, emit: .keyUp),
    .fromAny(except: [.fault], on: .glitch, to: .fault),
    .from(.fault, on: .reset, to: .released),
  ]

  /// The high samples counted so far.
  public var samples: Int {
    if case .settling(let samples) = self { samples } else { 0 }
  }
}
