// Rows that stay, checked as other rows are: one that conflicts with another row of its state
// and event is an error; where a row cannot stay yet (a held machine's table, a machine whose
// states hold machines, a region beside one that does), the macro says so rather than
// generating a machine that exits and enters.
import FSMMacros

@StateMachine
enum Gauge {
  @Initial case idle
  case reading(level: Int)
  enum Event {
    case start, stop
    case sample(level: Int)
  }
  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .reading, build: { _, _ in .reading(level: 0) }),
    .stay(
      in: .reading, on: .sample,
      build: { _, event in
        guard case .sample(let level) = event else { return .reading(level: 0) }
        return .reading(level: level)
      }),
    // expect-error: conflicting transitions for event 'sample' from state 'reading'
    // expect-note: first transition for 'sample' from 'reading' is here
    .from(.reading, on: .sample, to: .idle),
    .from(.reading, on: .stop, to: .idle),
  ]
}

@StateMachine
struct Console {
  var fan: Fan
  var light: Light

  enum Fan {
    @Initial case off
    case on
    static let transitions: [Transition] = [
      .from(.off, on: .toggle, to: .on),
      .from(.on, on: .toggle, to: .off),
      // expect-error: a row that stays is not supported yet in a struct some of whose regions hold machines
      .stay(in: .on, on: .nudge),
    ]
  }

  enum Light {
    @Initial case dark
    @Composite case lit(Glow)
    static let transitions: [Transition] = [
      .from(.dark, on: .toggle, to: .lit),
      .from(.lit, on: .toggle, to: .dark),
    ]

    @Submachine
    enum Glow {
      @Initial case dim
      case bright
      static let transitions: [Transition] = [
        .from(.dim, on: .nudge, to: .bright),
        // expect-error: a held machine's rows cannot stay yet
        .stay(in: .bright, on: .nudge),
      ]
    }
  }

  enum Event { case toggle, nudge }
}

@StateMachine
enum Desk {
  @Initial case idle
  @Composite case working(Work)
  enum Event { case sit, leave, note }
  static let transitions: [Transition] = [
    .from(.idle, on: .sit, to: .working),
    .from(.working, on: .leave, to: .idle),
    // expect-error: a row that stays is not supported yet in a machine whose states hold machines
    .stay(in: .idle, on: .note),
  ]

  @Submachine
  enum Work {
    @Initial case writing
    static let transitions: [Transition] = []
  }
}
