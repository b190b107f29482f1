import FSMMacros

/// W2: solid, liquid, gas; every transition emits one of four effects.
@StateMachine
enum Matter: UInt8, Sendable {
  case solid, liquid, gas

  enum Event: UInt8, Sendable, CaseIterable {
    case melt, freeze, vaporize, condense
  }

  enum Effect: UInt8, Sendable {
    case absorbHeat, releaseHeat, expand, contract
  }

  static let transitions: [Transition] = [
    .from(.solid, on: .melt, to: .liquid, emit: .absorbHeat),
    .from(.liquid, on: .freeze, to: .solid, emit: .releaseHeat),
    .from(.liquid, on: .vaporize, to: .gas, emit: .expand),
    .from(.gas, on: .condense, to: .liquid, emit: .contract),
  ]
}

// MARK: - By hand

extension Matter {
  /// The baseline: a nested `switch` returning the target and the effect.
  static func switchNext(_ state: Matter, _ event: Event) -> (to: Matter, effect: Effect?)? {
    switch state {
    case .solid:
      switch event {
      case .melt: (.liquid, .absorbHeat)
      case .freeze, .vaporize, .condense: nil
      }
    case .liquid:
      switch event {
      case .freeze: (.solid, .releaseHeat)
      case .vaporize: (.gas, .expand)
      case .melt, .condense: nil
      }
    case .gas:
      switch event {
      case .condense: (.liquid, .contract)
      case .melt, .freeze, .vaporize: nil
      }
    }
  }

  /// A flat table indexed by state and event: the target's raw value in the low nibble, the
  /// effect's raw value + 1 in the high one (0: none); 0xFF rejects.
  static let flatTable: [UInt8] = [
    0x11, 0xFF, 0xFF, 0xFF,  // solid
    0xFF, 0x20, 0x32, 0xFF,  // liquid
    0xFF, 0xFF, 0xFF, 0x41,  // gas
  ]

  static func tableNext(_ state: Matter, _ event: Event) -> (to: Matter, effect: Effect?)? {
    let entry = flatTable[Int(state.rawValue) &* 4 &+ Int(event.rawValue)]
    guard entry != 0xFF, let target = Matter(rawValue: entry & 0x0F) else { return nil }
    let effect = entry >> 4
    return (target, effect == 0 ? nil : Effect(rawValue: effect &- 1))
  }

  static func digest(_ state: Matter, _ effect: Effect?) -> UInt64 {
    UInt64(state.rawValue) &* 8 &+ UInt64(effect.map { $0.rawValue &+ 1 } ?? 0)
  }
}
