// What the documentation promises of eventless rows, through the compiler: a cycle through rows
// that build their target is reported as one through plain `to:` rows is; a region's eventless
// row may not test its own region; a state whose rows all lead back to itself is a dead end.
import FSMMacros

@StateMachine
enum Kettle {
  @Initial case idle
  case heating(level: Int)
  case holding(level: Int)
  enum Event { case boil }
  static let transitions: [Transition] = [
    .from(.idle, on: .boil, to: .heating, build: { _, _ in .heating(level: 1) }),
    // expect-error: eventless rows without guards go round 'heating' -> 'holding' -> 'heating' forever
    .from(.heating, to: .holding, build: { _ in .holding(level: 2) }),
    .from(.holding, build: { _ in .heating(level: 3) }),
  ]
}

// Whole-machine warnings wait for a table without errors: this one has none.
@StateMachine
enum Beeper {
  @Initial case idle
  // expect-warning: state 'waiting' has rows only back to itself, so the machine never goes on
  case waiting
  enum Event { case wait }
  static let transitions: [Transition] = [
    .from(.idle, on: .wait, to: .waiting),
    .from(.waiting, to: .waiting, when: { _ in Bool.random() }),
  ]
}

@StateMachine
struct Feeder {
  var tray: Tray
  var lid: Lid

  enum Tray {
    @Initial case full
    case dispensing
    case empty
    static let transitions: [Transition] = [
      .from(.full, on: .feed, to: .dispensing),
      // expect-error: a row of region 'tray' cannot require a case of 'tray' itself
      .from(.dispensing, to: .empty).whenIn(.tray(.dispensing)),
      .from(.empty, on: .refill, to: .full),
    ]
  }

  enum Lid {
    @Initial case closed
    case open
    static let transitions: [Transition] = [
      .from(.closed, on: .feed, to: .open), .from(.open, on: .refill, to: .closed),
    ]
  }

  enum Event { case feed, refill }
}
