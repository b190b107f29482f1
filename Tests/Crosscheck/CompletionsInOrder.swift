import FSMMacros

/// Two completions queued in one microstep, taken in that order (found with seed offset 3700033,
/// `Composite61`, cut down): `go` hands the baton's first leg over (its final case) and starts the
/// runner's lap; then, in one microstep, the lap crosses the line and the second leg is handed
/// over (each row waits on the other's state, `In()` in SCXML), so the lap's completion is queued
/// before the legs'. SCXML's `done.state.baton.legs` also matches the first leg's done event,
/// queued by `go`, earlier: before the export wrote a transition that takes the done events of
/// the states inside first, an SCXML interpreter took the legs' completion ahead of the lap's
/// (`handedOver` before `lapped`).
@StateMachine
struct Relay: Equatable, Sendable {
  var runner: Runner
  var baton: Baton

  enum Runner: Equatable, Sendable {
    @Initial case waiting
    @Composite case lap(Lap)
    case finished

    @Submachine
    enum Lap: Equatable, Sendable {
      @Initial case running
      @Final case crossed

      static let transitions: [Transition] = [
        .from(.running, to: .crossed).whenIn(.baton(.legs(.second(.carrying))))
      ]
    }

    static let transitions: [Transition] = [
      .from(.waiting, on: .go, to: .lap),
      .onDone(.lap, to: .finished, emit: .lapped),
      .from(.finished, on: .reset, to: .waiting),
    ]
  }

  enum Baton: Equatable, Sendable {
    @Initial @Composite case legs(Legs)
    case delivered

    @Submachine
    struct Legs: Equatable, Sendable {
      var first: First
      var second: Second

      enum First: Equatable, Sendable {
        @Initial case carrying
        @Final case passed

        static let transitions: [Transition] = [
          .from(.carrying, on: .go, to: .passed)
        ]
      }

      enum Second: Equatable, Sendable {
        @Initial case carrying
        @Final case passed

        static let transitions: [Transition] = [
          .from(.carrying, to: .passed).whenIn(.runner(.lap(.running)))
        ]
      }
    }

    static let transitions: [Transition] = [
      .onDone(.legs, to: .delivered, emit: .handedOver),
      .from(.delivered, on: .reset, to: .legs),
    ]
  }

  enum Event: Equatable, Sendable { case go, reset }
  enum Effect: Equatable, Sendable { case lapped, handedOver }
}
