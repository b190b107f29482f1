public import FSMMacros

/// A rotary selector with eight positions, each reachable from every other: 64 edges, which
/// `@StateMachine` writes as one encoded string, and a lookup table for its transition function.
@StateMachine
public enum Selector: Equatable {
  @Initial case position0
  case position1, position2, position3, position4, position5, position6, position7

  public enum Event: Equatable {
    case turn0, turn1, turn2, turn3, turn4, turn5, turn6, turn7
  }

  public static let transitions: [Transition] = [
    .fromAny(on: .turn0, to: .position0),
    .fromAny(on: .turn1, to: .position1),
    .fromAny(on: .turn2, to: .position2),
    .fromAny(on: .turn3, to: .position3),
    .fromAny(on: .turn4, to: .position4),
    .fromAny(on: .turn5, to: .position5),
    .fromAny(on: .turn6, to: .position6),
    .fromAny(on: .turn7, to: .position7),
  ]
}
