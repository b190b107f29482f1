// A struct of regions at the top whose conditions name states inside a region's composite
// state: one names a case the held machine does not have, one (in the held machine) a region
// the struct does not have. The macro names what is missing, resolving each path from the
// struct down, and the compiler, type-checking the `Part`, refuses both too; the conditions
// that name real parts compile.
import FSMMacros

@StateMachine
struct Studio {
  var desk: Desk
  var lamp: Lamp

  enum Desk {
    @Initial case idle
    @Composite case working(Work)
    static let transitions: [Transition] = [
      .from(.idle, on: .sit, to: .working),
      .from(.working, on: .leave, to: .idle),
    ]

    @Submachine
    enum Work {
      @Initial case sketching
      case inking
      static let transitions: [Transition] = [
        .from(.sketching, on: .ink, to: .inking).whenIn(.lamp(.lit)),
        // expect-error: '.whenIn(.lmp(.lit))' names no state of 'Studio': 'Studio' has no region 'lmp'
        // expect-error: type 'Studio.Part' has no member 'lmp'
        // expect-error: cannot infer contextual base in reference to member 'lit'
        .from(.inking, on: .ink, to: .sketching).whenIn(.lmp(.lit)),
      ]
    }
  }

  enum Lamp {
    @Initial case dark
    case lit
    static let transitions: [Transition] = [
      .from(.dark, on: .toggle, to: .lit).whenIn(.desk(.working(.inking))),
      // expect-error: '.whenIn(.desk(.working(.inkng)))' names no state of 'Studio': 'Work' has no case 'inkng'
      // expect-error: type 'Studio.Desk.Work.Case?' has no member 'inkng'
      .from(.lit, on: .toggle, to: .dark).whenIn(.desk(.working(.inkng))),
    ]
  }

  enum Event { case sit, leave, ink, toggle }
}
