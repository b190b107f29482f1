public import FSMMacros

/// A message that dismisses itself: `shown` sends `dismiss` after 400 ms, unless the user taps
/// it first. Each `show` while shown restarts the timer (a self-transition).
@StateMachine
public enum Toast: Sendable, Equatable {
  @Initial case hidden
  case shown(message: String)

  public enum Event: Sendable, Equatable {
    case show(message: String)
    case dismiss, tap
  }

  /// How long a toast stays.
  public static let duration: Duration = .milliseconds(400)

  public static let transitions: [Transition] = [
    .from([.hidden, .shown], on: .show, to: .shown),
    .from(.shown, on: .dismiss, after: duration, to: .hidden),
    .from(.shown, on: .tap, to: .hidden),
  ]
}
