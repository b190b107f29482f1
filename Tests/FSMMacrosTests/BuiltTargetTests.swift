import FSMMacros
import FSMTestSupport
import Testing

// A row's `build:` and its effect: the effect takes its values from the event, then the target
// as built, then the source (WritingATable, "Payloads flow by name"); a `build:` returning
// another case than the row's `to:` refuses the event (issue 67, item 4).

@StateMachine
enum Doorbell: Equatable {
  case quiet(tone: Int = 1)
  case ringing(tone: Int)
  case muted(tone: Int)
  case echoing(tone: Int)
  case settled(tone: Int)

  enum Event {
    case press(loudness: Int)
    case press2
    case mute
    case toggle
    case echo
  }

  enum Effect: Equatable {
    case chime(tone: Int)
    case note(loudness: Int, tone: Int)
  }

  static let transitions: [Transition] = [
    // `to:` names the case; the effect reads the tone `build:` computed, not the source's.
    .from(.quiet, on: .press, to: .ringing, build: Self.ring, emit: .chime),
    // The event's value comes first, then the built target's.
    .from(.ringing, on: .press, to: .ringing, build: Self.ring, emit: .note),
    // The case is read from the closure's single expression.
    .from(
      .quiet, on: .press2, build: { state, _ in .ringing(tone: state.tone * 10) }, emit: .chime),
    // `build:` may return another case than `to:` names: the event is refused.
    .from(.ringing, on: .mute, to: .muted, build: Self.muteOrNot),
    .from(.muted, on: .toggle, to: .quiet),
    // An eventless row built from the target: its effect too.
    .from(.ringing, on: .echo, to: .echoing, build: { state, _ in .echoing(tone: state.tone) }),
    .from(
      .echoing, to: .settled, build: { state in .settled(tone: state.tone + 100) }, emit: .chime),
    // An eventless row whose `build:` returns another case than its `to:` is not taken.
    .from(.settled, to: .quiet, build: { state in state.tone > 100 ? state : .quiet(tone: 0) }),
  ]

  var tone: Int {
    switch self {
    case .quiet(let tone), .ringing(let tone), .muted(let tone), .echoing(let tone),
      .settled(let tone):
      tone
    }
  }

  static func ring(_ state: Doorbell, _ event: Event) -> Doorbell {
    guard case .press(let loudness) = event else { return state }
    return .ringing(tone: state.tone + loudness)
  }

  /// Mutes a quiet bell only: a loud one stays as it is, which is not the row's `to:`.
  static func muteOrNot(_ state: Doorbell, _ event: Event) -> Doorbell {
    state.tone < 10 ? .muted(tone: state.tone) : state
  }
}

@Suite struct BuiltTargetTests {
  @Test func anEffectTakesItsValuesFromTheBuiltTarget() throws {
    var bell = Doorbell.quiet(tone: 1)
    let step = try bell.send(.press(loudness: 8))
    #expect(step.to == .ringing(tone: 9))
    // The source's tone is 1; the built target's is 9.
    #expect(step.effect == .chime(tone: 9))
    // The event has `loudness`; `tone` comes from the built target (9 + 2), not the source (9).
    let again = try bell.send(.press(loudness: 2))
    #expect(again.effect == .note(loudness: 2, tone: 11))
  }

  @Test func aCaseReadFromTheClosureGivesItsValuesToo() throws {
    var bell = Doorbell.quiet(tone: 3)
    let step = try bell.send(.press2)
    #expect(step.to == .ringing(tone: 30))
    #expect(step.effect == .chime(tone: 30))
  }

  @Test func anEventlessRowsEffectReadsItsBuiltTarget() async throws {
    var bell = Doorbell.ringing(tone: 4)
    let step = try bell.send(.echo)
    // The row from `settled` built `settled(tone: 104)`, not its `quiet`: it was not taken.
    #expect(step.to == .settled(tone: 104))
    #expect(step.effect == .chime(tone: 104))
    // One whose tone stays low builds `quiet`, and is taken.
    var low = Doorbell.ringing(tone: -50)
    let through = try low.send(.echo)
    #expect(through.to == .quiet(tone: 0))
    // A `Machine` emits the same effect, from the microstep.
    let effects = Locked<[Doorbell.Effect]>([])
    let machine = Machine(
      Doorbell.ringing(tone: 4), effects: { effect, _ in effects.withLock { $0.append(effect) } })
    machine.send(.echo)
    await machine.waitForEffects()
    #expect(machine.state == .settled(tone: 104))
    #expect(effects.withLock { $0 } == [.chime(tone: 104)])
  }

  @Test func aBuildThatReturnsAnotherCaseThanItsTargetIsRefused() throws {
    var quiet = Doorbell.ringing(tone: 5)
    let muted = try quiet.send(.mute)
    #expect(muted.to == .muted(tone: 5))

    var loud = Doorbell.ringing(tone: 12)
    #expect(!loud.accepts(.mute))
    let expected = InvalidTransition<Doorbell>(
      state: .ringing, event: .mute, reason: .builtOtherCase(.ringing))
    #expect(throws: expected) { try loud.send(.mute) }
    #expect(loud == .ringing(tone: 12))
    #expect(
      "\(expected)".contains("returned a value of case 'ringing', not the case the row names"))

    let machine = Machine(Doorbell.ringing(tone: 12))
    let rejected = Locked<[InvalidTransition<Doorbell>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    guard case .rejected(let refused) = machine.send(.mute) else {
      Issue.record("a build: that left its named case was taken")
      return
    }
    #expect(refused == expected)
    #expect(rejected.withLock { $0 } == [expected])
    #expect(machine.state == .ringing(tone: 12))
  }
}

// The same in a region's table: its row is not taken, and another region may take the event.
@StateMachine
struct Belfry: Equatable, Sendable {
  var bell: Bell
  var lamp: Lamp

  enum Bell: Equatable, Sendable {
    @Initial case still
    case swinging(tone: Int)

    static let transitions: [Transition] = [
      .from(
        .still, on: .pull, to: .swinging,
        build: { state, event in
          guard case .pull(let strength) = event, strength > 0 else { return state }
          return .swinging(tone: strength * 2)
        }, emit: .toll),
      .from(.still, on: .tug, to: .swinging, build: { state, _ in state }),
    ]
  }

  enum Lamp: Equatable, Sendable {
    @Initial case off
    case on

    static let transitions: [Transition] = [
      .from(.off, on: .pull, to: .on)
    ]
  }

  enum Event: Equatable, Sendable {
    case pull(strength: Int)
    case tug
  }

  enum Effect: Equatable, Sendable {
    case toll(tone: Int)
  }
}

@Suite struct BuiltTargetInARegionTests {
  @Test func aRegionsEffectReadsItsBuiltTarget() throws {
    var belfry = Belfry()
    let step = try belfry.send(.pull(strength: 3))
    #expect(belfry == Belfry(bell: .swinging(tone: 6), lamp: .on))
    #expect(step.effect == .toll(tone: 6))
  }

  @Test func aRegionsRowThatBuildsAnotherCaseIsNotTaken() throws {
    // The bell's row builds `still`, not its `swinging`: the lamp alone takes the event.
    var belfry = Belfry()
    let step = try belfry.send(.pull(strength: 0))
    #expect(belfry == Belfry(bell: .still, lamp: .on))
    #expect(step.effect == nil)
    // No other region takes `tug`: it is refused, and nothing changes.
    var other = Belfry()
    #expect(throws: InvalidTransition<Belfry>.self) { try other.send(.tug) }
    #expect(other == Belfry())
  }
}
