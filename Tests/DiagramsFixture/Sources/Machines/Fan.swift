public import FSMMacros

/// A top-level machine with a superstate, a timer and an effect.
@StateMachine
public enum Fan: Sendable {
  @Initial case off
  case low, high
  @Final case broken

  public enum Event: Sendable { case up, down, stop, idle, fail }

  public enum Effect: Sendable { case beep }

  public enum Superstate { case spinning }

  public static let superstates: [Superstates] = [
    .superstate(.spinning, contains: [.low, .high])
  ]

  public static let transitions: [Transition] = [
    .from(.off, on: .up, to: .low),
    .from(.low, on: .up, to: .high, emit: .beep),
    .from(.high, on: .down, to: .low),
    .within(.spinning, on: .stop, to: .off),
    .from(.low, on: .idle, after: .seconds(300), to: .off),
    .fromAny(on: .fail, to: .broken),
  ]
}
