import FSMMacros

/// A struct of regions at the top whose crane region holds a machine (a timer and an eventless
/// row inside, a completion out), compiled with the app's default isolation.
@StateMachine
struct Wharf: Equatable {
  var crane: Crane
  var gate: Gate

  enum Crane: Equatable {
    @Initial case parked
    @Composite case working(Shift)
    @Final case finished

    @Submachine
    enum Shift: Equatable {
      @Initial case lifting
      case lowering
      @Final case landed
      static let transitions: [Transition] = [
        .from(.lifting, on: .swing, after: .seconds(10), to: .lowering),
        .from(.lowering, to: .landed).whenIn(.gate(.open)),
      ]
    }

    static let transitions: [Transition] = [
      .from(.parked, on: .start, to: .working),
      .onDone(.working, to: .finished),
    ]
  }

  enum Gate: Equatable {
    @Initial case shut
    case open
    static let transitions: [Transition] = [
      .from(.shut, on: .toggle, to: .open),
      .from(.open, on: .toggle, to: .shut),
    ]
  }

  enum Event: Equatable { case start, swing, toggle }
}
