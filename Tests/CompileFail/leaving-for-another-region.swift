// A struct of regions at the top whose region holds a struct of regions: `@Submachine`, written
// by the author below a region that `@StateMachine` marked, attaches `@_Region` to the held
// struct's regions without a "recursive expansion"; the held tables compile (a superstate with
// history among them), and a row inside that leaves for a state of another region of the
// struct at the top, which is never left, is reported, and nothing else is; so is a row leaving
// for a state named without its region (beside the compiler's own error on the name).
import FSMMacros

@StateMachine
struct Car {
  var engine: Engine
  var radio: Radio

  enum Engine {
    @Initial case off
    @Composite case running(Drive)
    static let transitions: [Transition] = [
      .from(.off, on: .ignite, to: .running),
      .from(.running, on: .stall, to: .off),
    ]

    @Submachine
    struct Drive {
      var gear: Gear
      var lights: Lights

      enum Gear {
        @Initial case neutral
        case first
        case second

        enum Superstate { case forward }

        static let superstates: [Superstates] = [
          .superstate(.forward, contains: [.first, .second], history: .shallow(default: .first))
        ]

        static let transitions: [Transition] = [
          .from(.neutral, on: .shift, toHistoryOf: .forward),
          .from(.first, on: .shift, to: .second),
          .from(.second, on: .shift, to: .neutral),
          // expect-error: 'leavingTo: .radio(.playing)' names a state of region 'radio', and this row is inside region 'engine'
          .from(.second, on: .tune, leavingTo: .radio(.playing)),
          // expect-error: 'leavingTo: .neutral' names no region; in a struct at the top a row leaves for a state of its own region, named from the region: '.engine(...)'
          // expect-error: type 'Car.Part' has no member 'neutral'
          .from(.first, on: .tune, leavingTo: .neutral),
        ]
      }

      enum Lights {
        @Initial case dim
        case bright
        static let transitions: [Transition] = [
          .from(.dim, on: .flash, to: .bright),
          .from(.bright, on: .flash, to: .dim),
        ]
      }
    }
  }

  enum Radio {
    @Initial case silent
    case playing
    static let transitions: [Transition] = [
      .from(.silent, on: .tune, to: .playing),
      .from(.playing, on: .tune, to: .silent),
    ]
  }

  enum Event { case ignite, stall, shift, flash, tune }
}
