public import FSMMacros

/// A login flow with a guard: the third failed attempt locks the account. The guarded row comes
/// first, so it is tried before the unguarded fallback.
@StateMachine
public enum Login: Sendable, Equatable, Codable {
  @Initial case loggedOut(attempts: Int = 0)
  case authenticating(user: String, attempts: Int)
  case loggedIn(user: String)
  @Final case lockedOut

  public enum Event: Sendable, Equatable {
    case submit(user: String, password: String)
    case succeeded, failed, logout
  }

  public enum Effect: Sendable, Equatable {
    case authenticate(user: String, password: String)
    case welcome(user: String)
    case alarm
  }

  /// Failed attempts allowed before the account locks.
  public static let maxAttempts = 3

  public static let transitions: [Transition] = [
    // `user` from the event, `attempts` from the source state.
    .from(.loggedOut, on: .submit, to: .authenticating, emit: .authenticate),
    .from(.authenticating, on: .succeeded, to: .loggedIn, emit: .welcome),
    .from(
      .authenticating, on: .failed, to: .lockedOut, emit: .alarm,
      when: { state, _ in state.attempts + 1 >= maxAttempts }),
    .from(
      .authenticating, on: .failed, build: { state, _ in .loggedOut(attempts: state.attempts + 1) }),
    // `attempts` takes its default, 0.
    .from(.loggedIn, on: .logout, to: .loggedOut),
  ]

  /// Failed attempts so far.
  public var attempts: Int {
    switch self {
    case .loggedOut(let attempts), .authenticating(_, let attempts): attempts
    case .loggedIn, .lockedOut: 0
    }
  }
}
