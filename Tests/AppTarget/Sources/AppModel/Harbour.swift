import FSMMacros

/// A tree of machines compiled with the app's default isolation: a held table with an activity, a
/// timer and a superstate with history, a held struct of regions, and typestate beside it.
@StateMachine
enum Harbour: Equatable {
  @Initial case closed
  @Composite case open(Quay)
  @Composite case storm(Shelter)

  @Submachine
  enum Quay: Equatable {
    @Initial case idle
    case loading(crates: Int = 0)
    case sailing

    enum Superstate { case busy }

    static let superstates: [Superstates] = [
      .superstate(.busy, contains: [.loading, .sailing], history: .deep(default: .loading()))
    ]

    static let activities: [Activities] = [
      .run(.crane, within: .busy, done: .loaded)
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .load, to: .loading),
      .from(.loading, on: .loaded, after: .seconds(30), to: .sailing),
      .within(.busy, on: .pause, to: .idle),
      .from(.idle, on: .resume, toHistoryOf: .busy),
    ]
  }

  @Submachine
  struct Shelter: Equatable {
    var boats: Boats
    var lights: Lights

    enum Boats: Equatable {
      @Initial case moored
      case secured
      static let transitions: [Transition] = [
        .from(.moored, on: .secure, to: .secured),
        .from(.secured, on: .calm, to: .moored),
      ]
    }

    enum Lights: Equatable {
      @Initial case off
      case on
      static let activities: [Activities] = [
        .run(.beacon, in: .on)
      ]
      static let transitions: [Transition] = [
        .from(.off, on: .warn, to: .on),
        .from(.on, on: .calm, to: .off),
      ]
    }
  }

  enum Event {
    case open, load, loaded, pause, resume, gale, secure, warn, calm
  }

  enum Activity {
    case crane, beacon
  }

  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .open),
    .from(.open, on: .gale, to: .storm),
    .from(.storm, on: .calm, to: .closed),
  ]
}

/// A typestate machine holding a machine, compiled with the app's default isolation.
@StateMachine(typestate: true)
enum Ferryboat: Equatable {
  @Initial case docked
  @Composite case crossing(Passage)
  @Final case arrived

  @Submachine
  enum Passage: Equatable {
    @Initial case calm
    case rough
    static let transitions: [Transition] = [
      .from(.calm, on: .storm, to: .rough),
      .from(.rough, on: .clear, to: .calm),
    ]
  }

  enum Event { case depart, storm, clear, dock }

  static let transitions: [Transition] = [
    .from(.docked, on: .depart, to: .crossing),
    .from(.crossing, on: .dock, to: .arrived),
  ]
}
