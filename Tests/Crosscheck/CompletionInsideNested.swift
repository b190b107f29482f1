import FSMMacros

/// A superstate's completion taken from inside a superstate nested in it (issue 67): `start` enters
/// `ready`, the final case of `brewing`, whose completion waits while the eventless rows settle;
/// the water moves on to `warm`, inside `heating`, as the lamp comes on (each region's row waits on
/// the other's case, `In()` in SCXML); then `brewing`'s completion row goes from `warm` to `hot`,
/// both in `heating`, which it neither leaves nor enters (the Superstates article). The export
/// writes the completion rows on `warm` too, so that W3C's domain is `heating`: written on
/// `brewing` alone, SCXML's and XState's would leave `heating` and enter it again.
@StateMachine
struct Kettle: Equatable, Sendable {
  var water: Water
  var lamp: Lamp

  enum Water: Equatable, Sendable {
    @Initial case cold
    case warm
    case hot
    case ready

    enum Superstate { case brewing, heating }

    static let superstates: [Superstates] = [
      .superstate(.brewing, contains: [.warm, .hot, .ready], final: [.ready]),
      .superstate(.heating, contains: [.warm, .hot], in: .brewing),
    ]

    static let transitions: [Transition] = [
      .from(.cold, on: .start, to: .ready),
      .within(.brewing, to: .warm).whenIn(.lamp(.off)),
      .onDone(.brewing, to: .hot, emit: .whistle),
      .within(.brewing, on: .stop, to: .cold),
    ]
  }

  enum Lamp: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, to: .on).whenIn(.water(.ready)),
      .from(.on, on: .stop, to: .off),
    ]
  }

  enum Event: Equatable, Sendable { case start, stop }
  enum Effect: Equatable, Sendable { case whistle }
}
