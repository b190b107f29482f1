// An eventless row back to a superstate's history is written in a machine's own table for now:
// in a region's table the macro says so, rather than generating a row that would always go to
// the history's default.
import FSMMacros

@StateMachine
struct Hifi {
  var amp: Amp
  var deck: Deck

  enum Amp {
    @Initial case off
    case low
    case high
    case muted
    enum Superstate { case on }
    static let superstates: [Superstates] = [
      .superstate(.on, contains: [.low, .high], history: .shallow(default: .low))
    ]
    static let transitions: [Transition] = [
      .from(.off, on: .power, to: .low),
      .from(.low, on: .louder, to: .high),
      .within(.on, on: .mute, to: .muted),
      // expect-error: an eventless or completion row returns to a superstate's history in a machine's own table for now
      .from(.muted, toHistoryOf: .on),
    ]
  }

  enum Deck {
    @Initial case stopped
    case playing
    static let transitions: [Transition] = [
      .from(.stopped, on: .power, to: .playing),
      .from(.playing, on: .mute, to: .stopped),
      .from(.playing, on: .louder, to: .playing),
    ]
  }

  enum Event { case power, louder, mute }
}
