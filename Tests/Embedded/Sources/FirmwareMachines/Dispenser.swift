public import FSMMacros

/// A drinks dispenser: while it dispenses, the cup and the pump run side by side (a struct of
/// regions held by a `@Composite` state); the cup is full only while the pump runs, `stop`
/// leaves both, a jammed pump leaves them from inside, and a full cup with the pump off is
/// served.
@StateMachine
public enum Dispenser: Equatable {
  @Initial case idle
  @Composite case dispensing(Pour)
  case served

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
      @Final case off

      public static let transitions: [Transition] = [
        .from(.priming, on: .primed, to: .running, emit: .valveOpen),
        .from(.running, on: .level, to: .priming, emit: .valveClosed),
        .from(.running, on: .empty, to: .off, emit: .valveClosed),
        // Out of `dispensing` from inside: the cup is left too.
        .from(.priming, on: .jam, leavingTo: .idle),
      ]
    }
  }

  public enum Event: Equatable {
    case coin, primed, level, stop, empty, jam
  }

  public enum Effect: Equatable {
    case valveOpen, valveClosed
  }

  public static let transitions: [Transition] = [
    .from(.idle, on: .coin, to: .dispensing),
    .from(.dispensing, on: .stop, to: .idle),
    // The cup full and the pump off: the held regions are done.
    .onDone(.dispensing, to: .served),
    .from(.served, on: .coin, to: .dispensing),
  ]
}
