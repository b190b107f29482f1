// One C-callable step function per machine and implementation: `Scripts/code-size.sh` links each
// alone, from its name, and measures the bytes it pulls in (code, tables, strings).
//
// A state or event crosses the C boundary as its case's position (`unsafeBitCast` from a byte:
// the enums have at most 256 cases and raw values equal to their positions), and a step comes
// back as the target's position, with the effect's position + 1 in the high byte; 0xFF rejects.
// Every function of a workload has the same wrapper, so their sizes differ by the
// implementation alone.

import FSMMacros

@inline(__always)
private func encode<State>(_ target: State?) -> UInt16 {
  target.map { UInt16(unsafeBitCast($0, to: UInt8.self)) } ?? 0xFF
}

@inline(__always)
private func encode<State, Effect>(_ step: (to: State, effect: Effect?)?) -> UInt16 {
  guard let step else { return 0xFF }
  let effect = step.effect.map { UInt16(unsafeBitCast($0, to: UInt8.self)) &+ 1 } ?? 0
  return effect << 8 | UInt16(unsafeBitCast(step.to, to: UInt8.self))
}

// MARK: W1

@_cdecl("w1_switch")
public func w1Switch(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Turnstile.switchNext(
      unsafeBitCast(state, to: Turnstile.self), unsafeBitCast(event, to: Turnstile.Event.self)))
}

@_cdecl("w1_table")
public func w1Table(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Turnstile.tableNext(
      unsafeBitCast(state, to: Turnstile.self), unsafeBitCast(event, to: Turnstile.Event.self)))
}

@_cdecl("w1_fsm")
public func w1FSM(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    unsafeBitCast(state, to: Turnstile.self)
      .transition(on: unsafeBitCast(event, to: Turnstile.Event.self))?.to)
}

@_cdecl("w1_fsm_dot")
public func w1FSMWithDOT(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w1FSM(state, event) &+ UInt16(truncatingIfNeeded: Turnstile.dot.utf8.count)
}

@_cdecl("w1_fsm_mermaid")
public func w1FSMWithMermaid(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w1FSM(state, event) &+ UInt16(truncatingIfNeeded: Turnstile.mermaid.utf8.count)
}

// MARK: W2

@_cdecl("w2_switch")
public func w2Switch(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Matter.switchNext(
      unsafeBitCast(state, to: Matter.self), unsafeBitCast(event, to: Matter.Event.self)))
}

@_cdecl("w2_table")
public func w2Table(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Matter.tableNext(
      unsafeBitCast(state, to: Matter.self), unsafeBitCast(event, to: Matter.Event.self)))
}

@_cdecl("w2_fsm")
public func w2FSM(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    unsafeBitCast(state, to: Matter.self)
      .transition(on: unsafeBitCast(event, to: Matter.Event.self)).map { ($0.to, $0.effect) })
}

@_cdecl("w2_fsm_dot")
public func w2FSMWithDOT(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w2FSM(state, event) &+ UInt16(truncatingIfNeeded: Matter.dot.utf8.count)
}

@_cdecl("w2_fsm_mermaid")
public func w2FSMWithMermaid(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w2FSM(state, event) &+ UInt16(truncatingIfNeeded: Matter.mermaid.utf8.count)
}

/// A step described as text (`solid --melt--> liquid / absorbHeat`): it reads the names of the
/// cases, string literals of the same module as `dot` and `mermaid`, which stay out of the link.
@_cdecl("w2_fsm_describe")
public func w2FSMDescribed(_ state: UInt8, _ event: UInt8) -> UInt16 {
  let step = unsafeBitCast(state, to: Matter.self)
    .transition(on: unsafeBitCast(event, to: Matter.Event.self))
  return UInt16(truncatingIfNeeded: (step.map { "\($0)" } ?? "").utf8.count)
}

// MARK: W3

@_cdecl("w3_switch")
public func w3Switch(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Grid.switchNext(unsafeBitCast(state, to: Grid.self), unsafeBitCast(event, to: Grid.Event.self))
  )
}

@_cdecl("w3_table")
public func w3Table(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    Grid.tableNext(unsafeBitCast(state, to: Grid.self), unsafeBitCast(event, to: Grid.Event.self)))
}

@_cdecl("w3_fsm")
public func w3FSM(_ state: UInt8, _ event: UInt8) -> UInt16 {
  encode(
    unsafeBitCast(state, to: Grid.self).transition(on: unsafeBitCast(event, to: Grid.Event.self))?
      .to)
}

@_cdecl("w3_fsm_dot")
public func w3FSMWithDOT(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w3FSM(state, event) &+ UInt16(truncatingIfNeeded: Grid.dot.utf8.count)
}

@_cdecl("w3_fsm_mermaid")
public func w3FSMWithMermaid(_ state: UInt8, _ event: UInt8) -> UInt16 {
  w3FSM(state, event) &+ UInt16(truncatingIfNeeded: Grid.mermaid.utf8.count)
}

// MARK: The firmware machine

/// The heater a firmware keeps, and steps from an interrupt.
nonisolated(unsafe) private var heater = Heater.off

/// What a firmware reads of a step: the effect's case, and how many timers the state it entered
/// starts; 0xFF rejects. Sends through the value layer's `send`, which throws a typed error.
@_cdecl("heater_fsm")
public func heaterFSM(_ event: UInt8) -> UInt16 {
  let events: [Heater.Event] = [.start, .up, .hold, .tick, .stop]
  let sent = Int(event) < events.count ? events[Int(event)] : .fail(code: event)
  do {
    let step = try heater.send(sent)
    let effect: UInt16 =
      switch step.effect {
      case .relay: 1
      case .alarm: 2
      case nil: 0
      }
    return effect << 8 | UInt16(Heater.timedEvents(in: heater).count)
  } catch {
    return 0xFF
  }
}
