import FSMMacros

/// Superstates as an app declares them: the nested `Superstate` enum is main-actor-isolated, like
/// the rest of the module, and so are the `CaseIterable` and `CustomStringConvertible`
/// conformances `@StateMachine` adds to it (an extension in this module); their `allCases` and
/// `description` are nonisolated, and FSM needs only `Hashable` and `Sendable`, which no actor
/// isolates. A `Machine` calls superstate observers on whichever task sends.
@StateMachine
enum Jukebox: Equatable {
  @Initial case idle
  case choosing, playing, paused
  @Final case unplugged

  enum Event { case coin, pick, pause, resume, finish, refund, unplug }

  enum Superstate { case paid, spinning }

  static let superstates: [Superstates] = [
    .superstate(.paid, contains: [.choosing, .playing, .paused]),
    .superstate(.spinning, contains: [.playing], in: .paid),
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .coin, to: .choosing),
    .from(.choosing, on: .pick, to: .playing),
    .from(.playing, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .playing),
    .within(.spinning, on: .finish, after: .seconds(180), to: .idle),
    .within(.paid, on: .refund, to: .idle),
    .fromAny(on: .unplug, to: .unplugged),
  ]
}
