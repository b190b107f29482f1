import FSMMacros

/// Eight floors and eight buttons, without payloads or guards: `transition(on:)` is generated
/// as a lookup table.
@StateMachine
enum Elevator {
  @Initial case ground
  case first, second, third, fourth, fifth, sixth, roof

  enum Event { case toGround, toFirst, toSecond, toThird, toFourth, toFifth, toSixth, toRoof }

  static let transitions: [Transition] = [
    .fromAny(except: [.ground], on: .toGround, to: .ground),
    .fromAny(except: [.first], on: .toFirst, to: .first),
    .fromAny(except: [.second], on: .toSecond, to: .second),
    .fromAny(except: [.third], on: .toThird, to: .third),
    .fromAny(except: [.fourth], on: .toFourth, to: .fourth),
    .fromAny(except: [.fifth], on: .toFifth, to: .fifth),
    .fromAny(except: [.sixth], on: .toSixth, to: .sixth),
    .fromAny(except: [.roof], on: .toRoof, to: .roof),
  ]
}
