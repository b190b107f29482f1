import FSMMacros

/// A desk lamp and its fan: a machine with two regions, drawn as two dashed clusters.
@StateMachine
public struct Desk {
  public var lamp: Lamp
  public var fan: DeskFan

  public enum Lamp {
    @Initial case off
    case on

    public static let transitions: [Transition] = [
      .from(.off, on: .switchLamp, to: .on),
      .from(.on, on: .switchLamp, to: .off),
    ]
  }

  public enum DeskFan {
    @Initial case still
    case blowing

    public static let transitions: [Transition] = [
      .from(.still, on: .switchFan, to: .blowing).whenIn(.lamp(.on)),
      .from(.blowing, on: .switchFan, to: .still),
    ]
  }

  public enum Event { case switchLamp, switchFan }
}
