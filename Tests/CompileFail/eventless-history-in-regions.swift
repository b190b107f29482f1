// An eventless or completion row back to a history in a region: taken in a struct of regions at
// the top whose regions hold no machines; in a held machine's table, or beside a region holding
// machines, the macro says it cannot yet.
import FSMMacros

@StateMachine
struct Mill {
  var wheel: Wheel
  var gate: Gate

  enum Wheel {
    @Initial case still
    case slow, fast
    case braked
    enum Superstate { case turning }
    static let superstates: [Superstates] = [
      .superstate(.turning, contains: [.slow, .fast], history: .shallow(default: .slow))
    ]
    static let transitions: [Transition] = [
      .from(.still, on: .open, to: .slow),
      .from(.slow, on: .open, to: .fast),
      .within(.turning, on: .brake, to: .braked),
      // expect-error: an eventless or completion row returning to a history is not supported yet in a struct some of whose regions hold machines
      .from(.braked, toHistoryOf: .turning).whenIn(.gate(.shut)),
    ]
  }

  enum Gate {
    @Initial case shut
    @Composite case raised(Lift)
    static let transitions: [Transition] = [
      .from(.shut, on: .open, to: .raised),
      .from(.raised, on: .brake, to: .shut),
    ]

    @Submachine
    enum Lift {
      @Initial case low
      case high
      case stuck
      enum Superstate { case moving }
      static let superstates: [Superstates] = [
        .superstate(.moving, contains: [.low, .high], history: .shallow(default: .low))
      ]
      static let transitions: [Transition] = [
        .from(.low, on: .open, to: .high),
        .within(.moving, on: .brake, to: .stuck),
        // expect-error: an eventless or completion row returns to a superstate's history in a machine's own table or a region's of a struct at the top for now; a held machine's cannot yet
        .from(.stuck, toHistoryOf: .moving),
      ]
    }
  }

  enum Event { case open, brake }
}
