import FSMMacros

/// A safe with payloads, two superstates (one with deep history), timers, guards and a builder:
/// what a snapshot can hold of an enum machine.
@StateMachine
enum Vault: Sendable, Equatable, Codable {
  @Initial case locked
  case entering(digits: Int)
  case open(since: Int)
  case alarm(level: Int = 1)
  case service
  @Final case sealed

  enum Event: Sendable, Equatable, Codable {
    case digit(Int)
    case enter, close, timeout, escalate, serviceMode, resume, seal
  }

  enum Superstate { case secured, ringing }

  static let superstates: [Superstates] = [
    .superstate(
      .secured, contains: [.locked, .entering, .alarm], history: .deep(default: .locked)),
    .superstate(.ringing, contains: [.alarm], in: .secured),
  ]

  static let transitions: [Transition] = [
    .from(.locked, on: .digit, to: .entering, build: { _, event in .entering(digits: 1) }),
    .from(
      .entering, on: .digit, to: .entering,
      build: { state, _ in .entering(digits: state.digits + 1) }),
    .from(
      .entering, on: .enter, to: .open, build: { state, _ in .open(since: state.digits) },
      when: { state, _ in state.digits == 4 }),
    .from(.entering, on: .enter, to: .alarm),
    .from(.entering, on: .timeout, after: .seconds(30), to: .locked),
    .from(.open, on: .close, to: .locked),
    .from(.open, on: .timeout, after: .seconds(60), to: .alarm),
    .from(
      .alarm, on: .escalate, after: .seconds(10), to: .alarm,
      build: { state, _ in .alarm(level: state.level + 1) },
      when: { state, _ in state.level < 3 }),
    .within(.secured, on: .serviceMode, to: .service),
    .from(.service, on: .resume, toHistoryOf: .secured),
    .fromAny(on: .seal, to: .sealed),
  ]

  /// The digits entered so far; 0 outside `entering`.
  var digits: Int {
    if case .entering(let digits) = self { digits } else { 0 }
  }

  /// The alarm's level; 0 outside `alarm`.
  var level: Int {
    if case .alarm(let level) = self { level } else { 0 }
  }
}

/// Two regions, one timed: what a snapshot can hold of a struct machine.
@StateMachine
struct Duo: Sendable, Equatable, Codable {
  var light: Light
  var fan: Fan

  enum Light: Sendable, Equatable, Codable {
    @Initial case off
    case on(brightness: Int = 50)

    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .on),
      .from(.on, on: .toggle, to: .off),
      .from(.on, on: .dim, after: .seconds(5), to: .on),
    ]
  }

  enum Fan: Sendable, Equatable, Codable {
    @Initial case still
    case spinning(speed: Int)

    static let transitions: [Transition] = [
      .from(.still, on: .spin, to: .spinning),
      .from(.spinning, on: .spin, to: .spinning),
      .from(.spinning, on: .stop, to: .still).whenIn(.light(.on)),
    ]
  }

  enum Event: Sendable, Equatable, Codable {
    case toggle, dim, stop
    case spin(speed: Int)
  }
}
