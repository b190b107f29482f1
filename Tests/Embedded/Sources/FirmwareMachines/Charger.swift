public import FSMMacros

/// A battery charger: `measuring` decides by itself, from the voltage it read, where charging
/// starts (eventless rows); `charging` is done when the battery is full, and its completion row
/// lets the charger rest.
@StateMachine
public enum Charger: Equatable {
  @Initial case idle
  case measuring(millivolts: Int)
  case bulk, absorption, full
  case resting, fault

  public enum Event: Equatable {
    case plug(millivolts: Int)
    case reached, topped, unplug
  }

  public enum Effect: Equatable {
    case ledGreen
  }

  public enum Superstate { case charging }

  public static let superstates: [Superstates] = [
    .superstate(.charging, contains: [.bulk, .absorption, .full], final: [.full])
  ]

  public static let transitions: [Transition] = [
    .from(.idle, on: .plug, to: .measuring),
    .from(.measuring, to: .fault, when: isFlat),
    .from(.measuring, to: .absorption, when: isNearlyFull),
    .from(.measuring, to: .bulk),
    .from(.bulk, on: .reached, to: .absorption),
    .from(.absorption, on: .topped, to: .full),
    .within(.charging, on: .unplug, to: .idle),
    .onDone(.charging, to: .resting, emit: .ledGreen),
    .from([.resting, .fault], on: .unplug, to: .idle),
  ]

  static func isFlat(_ state: Charger) -> Bool {
    if case .measuring(let millivolts) = state { millivolts < 2_500 } else { false }
  }

  static func isNearlyFull(_ state: Charger) -> Bool {
    if case .measuring(let millivolts) = state { millivolts >= 4_000 } else { false }
  }
}
