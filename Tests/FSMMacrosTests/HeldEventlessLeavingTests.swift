import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

/// A kiln: firing holds two regions, heat and fan; rows inside leave without an event
/// (eventless `leavingTo:`) at every level — heat out of everything when it overheats, the vent
/// held by heat back to a state of heat's region, the fan out of everything when it stalls,
/// unless heat moved first in the same microstep.
@StateMachine
enum Kiln: Equatable, Sendable {
  @Initial case idle
  @Composite case firing(Firing)
  case tripped(code: Int = 0)
  @Final case cooled

  @Submachine
  struct Firing: Equatable, Sendable {
    var heat: Heat
    var fan: Fan

    enum Heat: Equatable, Sendable {
      @Initial case ramping
      case soaking
      case overheated
      case quenched
      @Composite case venting(Vent)
      static let transitions: [Transition] = [
        .from(.ramping, on: .hot, to: .soaking),
        .from(.soaking, on: .hot, to: .overheated),
        .from(.soaking, on: .vent, to: .venting),
        .from(.soaking, on: .quench, to: .quenched),
        // Without an event, out of everything: the kiln trips (the code is its default).
        .from(.overheated, leavingTo: .tripped, emit: .alarm),
        .from(.quenched, to: .ramping),
      ]

      @Submachine
      enum Vent: Equatable, Sendable {
        @Initial case opening
        case open
        static let transitions: [Transition] = [
          .from(.opening, on: .tick, to: .open),
          // From two levels down to a state of the region holding the vent: fan goes on.
          .from(.open, leavingTo: .firing(.heat(.ramping)), emit: .closed),
        ]
      }
    }

    enum Fan: Equatable, Sendable {
      @Initial case off
      case spinning
      case stalled
      static let transitions: [Transition] = [
        .from(.off, on: .hot, to: .spinning),
        .from(.spinning, on: .quench, to: .stalled),
        .from(.spinning, on: .stall, to: .stalled),
        // Dropped in a microstep where heat moved first (W3C: the earlier region's row wins).
        .from(.stalled, leavingTo: .cooled),
      ]
    }
  }

  enum Event: Equatable, Sendable { case start, hot, vent, tick, quench, stall }
  enum Effect: Equatable, Sendable { case alarm, closed }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .firing),
    .from(.tripped, on: .start, to: .firing),
  ]
}

/// A sprinkler: the zones' eventless rows leave in the other forms, from a list of states and
/// `within` a superstate, the latter guarded on the state's value.
@StateMachine
enum Sprinkler: Equatable, Sendable {
  @Initial case idle
  @Composite case watering(Zones)
  case dry
  @Final case off

  @Submachine
  enum Zones: Equatable, Sendable {
    @Initial case front
    case back
    case side(litres: Int)
    case done

    enum Superstate { case garden }
    static let superstates: [Superstates] = [.superstate(.garden, contains: [.back, .side])]

    static let transitions: [Transition] = [
      .from(.front, on: .next, to: .back),
      .from(.back, on: .pour, to: .side),
      .from(.side, on: .next, to: .done),
      .within(
        .garden, leavingTo: .dry,
        when: { state in
          if case .side(let litres) = state { return litres > 10 }
          return false
        }),
      .from([.done], leavingTo: .off),
    ]
  }

  enum Event: Equatable, Sendable {
    case start, next
    case pour(litres: Int)
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .watering),
    .from(.dry, on: .start, to: .watering),
  ]
}

@Suite("Eventless rows leaving a held machine")
struct HeldEventlessLeavingTests {
  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  static let soaking = Kiln.firing(.init(heat: .soaking, fan: .spinning))

  @Test("an eventless row leaves for the top: every state inside is left, with its effect")
  func toTheTop() throws {
    let step = try #require(Self.soaking.transition(on: .hot))
    #expect(step.to == .tripped(code: 0))
    #expect(step.effect == .alarm)
    let microsteps = Kiln.microsteps(of: step)
    #expect(microsteps.count == 1)
    #expect(
      names(microsteps[0].exited) == [
        "firing.fan.spinning", "firing.heat.overheated", "firing",
      ])
    #expect(names(microsteps[0].entered) == ["tripped"])
  }

  @Test("an eventless row two levels down leaves for a state of the region around it")
  func toTheRegionAround() throws {
    var kiln = Kiln.firing(.init(heat: .venting(.opening), fan: .spinning))
    let step = try #require(kiln.transition(on: .tick))
    #expect(step.to == .firing(.init(heat: .ramping, fan: .spinning)))
    #expect(step.effect == .closed)
    let microsteps = Kiln.microsteps(of: step)
    #expect(microsteps.count == 1)
    // Heat's region only: the fan stays where it is.
    #expect(names(microsteps[0].exited) == ["firing.heat.venting.open", "firing.heat.venting"])
    #expect(names(microsteps[0].entered) == ["firing.heat.ramping"])
    try kiln.send(.tick)
    #expect(kiln == step.to)
  }

  @Test("a later region's eventless leaving row is dropped in the microstep an earlier one moved")
  func droppedThenTaken() throws {
    let step = try #require(Self.soaking.transition(on: .quench))
    // Heat back to ramping first; the fan leaves in the next microstep.
    let microsteps = Kiln.microsteps(of: step)
    #expect(
      microsteps.map(\.to) == [.firing(.init(heat: .ramping, fan: .stalled)), .cooled])
    #expect(names(microsteps[0].exited) == ["firing.heat.quenched"])
    #expect(names(microsteps[1].exited) == ["firing.fan.stalled", "firing.heat.ramping", "firing"])
    #expect(step.to == .cooled)
  }

  @Test("a machine sees the composite state left once, and performs the effect")
  func machine() async throws {
    let effects = Locked<[Kiln.Effect]>([])
    let machine = Machine(
      Kiln.idle, effects: { effect, _ in effects.withLock { $0.append(effect) } })
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.firing) { _ in log.withLock { $0.append("enter firing") } },
      machine.onExit(.firing) { _ in log.withLock { $0.append("exit firing") } },
      machine.onEnter(.tripped) { _ in log.withLock { $0.append("enter tripped") } },
    ]
    machine.send(.start)
    machine.send(.hot)
    machine.send(.vent)
    machine.send(.tick)
    machine.send(.hot)
    machine.send(.hot)
    await machine.waitForEffects()
    #expect(machine.state == .tripped(code: 0))
    #expect(sameElements(effects.withLock { $0 }, [.closed, .alarm]))
    // The vent's row moved inside firing: no exit, no enter.
    #expect(log.withLock { $0 } == ["enter firing", "exit firing", "enter tripped"])
    _ = tokens
  }

  @Test("a machine created in a state that leaves by itself leaves at once")
  func initialState() {
    let machine = Machine(Kiln.firing(.init(heat: .overheated, fan: .off)))
    #expect(machine.state == .tripped(code: 0))
  }

  @Test("the edges name an eventless leaving row's target from the top; graphviz draws it")
  func edges() throws {
    let leaving = Kiln.edges.filter { $0.event == nil }
    #expect(
      leaving.map { "\($0.source) -> \($0.target.map(String.init(describing:)) ?? "?")" } == [
        "firing.heat.overheated -> tripped", "firing.heat.quenched -> firing.heat.ramping",
        "firing.heat.venting.open -> firing.heat.ramping", "firing.fan.stalled -> cooled",
      ])
    let dot = Kiln.dot
    let result = try runCommand(writing: dot, to: "machine.dot") { ["dot", "-Tsvg", $0] }
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
    #expect(
      dot.contains(
        #""firing.heat.overheated" -> "tripped" [label="always / alarm", style=bold];"#))
    #expect(
      dot.contains(#""firing.fan.stalled" -> "cooled" [label="always", style=bold];"#))
    #expect(!dot.contains("\"?\""))
    let mermaid = Kiln.mermaid
    #expect(mermaid.contains("firing_fan_stalled --> cooled : always"))
    #expect(mermaid.contains("firing_heat_venting_open --> firing_heat_ramping : always / closed"))
  }

  @Test("an eventless row leaves from a list of states, and within a superstate when guarded")
  func everyForm() throws {
    var sprinkler = Sprinkler.watering(.back)
    try sprinkler.send(.pour(litres: 5))
    #expect(sprinkler == .watering(.side(litres: 5)))
    try sprinkler.send(.next)
    #expect(sprinkler == .off)
    var flooded = Sprinkler.watering(.back)
    try flooded.send(.pour(litres: 20))
    #expect(flooded == .dry)
  }

  @Test("FSMTesting covers the eventless leaving rows")
  func coverage() {
    let coverage = TransitionCoverage<Kiln>()
    for path in Kiln.transitionCover(
      from: .idle, sending: [.start, .hot, .vent, .tick, .quench, .stall])
    {
      path.forEach(coverage.record)
    }
    #expect(coverage.isComplete, "\(coverage.missing)")
  }
}
