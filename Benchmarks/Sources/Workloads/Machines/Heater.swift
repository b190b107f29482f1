import FSMMacros

/// The firmware machine whose code size the On a Microcontroller article bounds: payloads, a guard,
/// a builder, a superstate, a timer and effects, and none of the features a firmware machine often
/// does without (eventless rows, completion, activities, regions, history), whose code must not
/// reach it.
@StateMachine
enum Heater: Sendable {
  @Initial case off
  case warming(level: Int = 1)
  case holding(level: Int)
  case fault(code: UInt8)

  enum Event: Sendable {
    case start, up, hold, tick, stop
    case fail(code: UInt8)
  }

  enum Effect: Sendable {
    case relay(level: Int)
    case alarm(code: UInt8)
  }

  enum Superstate: Sendable { case heating }

  static let superstates: [Superstates] = [
    .superstate(.heating, contains: [.warming, .holding])
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .start, to: .warming, emit: .relay),
    .from(
      .warming, on: .up, to: .warming,
      build: { state, _ in .warming(level: min(state.level + 1, 5)) }),
    .from(.warming, on: .hold, to: .holding, when: { state, _ in state.level >= 3 }),
    .from(.holding, on: .tick, after: .seconds(60), to: .warming, emit: .relay),
    .within(.heating, on: .stop, to: .off),
    .fromAny(except: [.fault], on: .fail, to: .fault, emit: .alarm),
    .from(.fault, on: .stop, to: .off),
  ]

  /// The heating level, 0 when not heating.
  var level: Int {
    switch self {
    case .warming(let level), .holding(let level): level
    case .off, .fault: 0
    }
  }
}
