// A composite state's typestate struct has no method for an event its held machine takes: the
// held machine's rows come first and move inside the state, so the next state is not the one a
// method would name. `.state` and `send` still handle it.
import FSMMacros

@StateMachine(typestate: true)
enum Ferry {
  @Initial case docked
  @Composite case sailing(Voyage)
  @Final case arrived

  @Submachine
  enum Voyage {
    @Initial case calm
    case rough
    static let transitions: [Transition] = [
      .from(.calm, on: .storm, to: .rough),
      .from(.rough, on: .clear, to: .calm),
    ]
  }

  enum Event { case depart, storm, clear, dock }

  static let transitions: [Transition] = [
    .from(.docked, on: .depart, to: .sailing),
    .from(.sailing, on: .dock, to: .arrived),
  ]
}

func weather() {
  let sailing = Ferry.Docked().depart()
  _ = sailing.storm()  // expect-error: value of type 'Ferry.Sailing' has no member 'storm'
}
