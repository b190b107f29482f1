public import FSMMacros

/// A drinks dispenser: while it dispenses, the cup and the pump run side by side (a struct of
/// regions held by a `@Composite` state); the cup is full only while the pump runs, and `stop`
/// leaves both.
@StateMachine
public enum Dispenser: Equatable {
  @Initial case idle
  @Composite case dispensing(Pour)

  @Submachine
  public struct Pour: Equatable {
    public var cup: Cup
    public var pump: Pump

    public enum Cup: Equatable {
      @Initial case placed
      @Final case full

      public static let transitions: [Transition] = [
        .from(.placed, on: .level, to: .full).whenIn(.dispensing(.pump(.running)))
      ]
    }

    public enum Pump: Equatable {
      @Initial case priming
      case running(millilitres: Int = 0)

      public static let transitions: [Transition] = [
        .from(.priming, on: .primed, to: .running, emit: .valveOpen),
        .from(.running, on: .level, to: .priming, emit: .valveClosed),
      ]
    }
  }

  public enum Event: Equatable {
    case coin, primed, level, stop
  }

  public enum Effect: Equatable {
    case valveOpen, valveClosed
  }

  public static let transitions: [Transition] = [
    .from(.idle, on: .coin, to: .dispensing),
    .from(.dispensing, on: .stop, to: .idle),
  ]
}
