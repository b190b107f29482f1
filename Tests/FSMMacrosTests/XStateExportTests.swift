import FSMMacros
import FSMTesting
import Foundation
import Testing

// MARK: - One machine per defect the XState export had

/// A row back to its own source leaves the state and enters it again, and restarts its timer:
/// in XState the row needs `"reenter": true`, without which XState stays in the state.
@StateMachine
enum Kettle: Sendable {
  @Initial case idle
  case heating

  enum Event: Sendable { case boil, stir, done }
  enum Effect: Sendable { case beep }

  static let transitions: [Transition] = [
    .from(.idle, on: .boil, to: .heating),
    .from(.heating, on: .stir, to: .heating, emit: .beep),
    .from(.heating, on: .done, after: .seconds(5), to: .idle),
  ]
}

/// A superstate named like the case beside it: Swift keeps the two apart, one XState `states`
/// object cannot.
@StateMachine
enum Tuner: Sendable {
  @Initial case off
  case playing
  case tuning, scanning

  enum Event: Sendable { case power, tune, scan, found }
  enum Superstate { case playing }

  static let superstates: [Superstates] = [
    .superstate(.playing, contains: [.tuning, .scanning])
  ]

  static let transitions: [Transition] = [
    .from(.off, on: .power, to: .playing),
    .from(.playing, on: .tune, to: .tuning),
    .from(.tuning, on: .scan, to: .scanning),
    .from(.scanning, on: .found, to: .playing),
    .within(.playing, on: .power, to: .off),
    .from(.playing, on: .power, to: .off),
  ]
}

/// A superstate with history holding a case named `history`: the history state and the case
/// need two keys, and a row to the superstate's history must target the history state. A
/// history row taken from inside may restore the state it leaves.
@StateMachine
enum Browser: Sendable {
  @Initial case page
  case history
  case settings

  enum Event: Sendable { case showHistory, open, back, reload }
  enum Superstate { case browsing }

  static let superstates: [Superstates] = [
    .superstate(.browsing, contains: [.page, .history], history: .shallow(default: .page))
  ]

  static let transitions: [Transition] = [
    .from(.page, on: .showHistory, to: .history),
    .within(.browsing, on: .open, to: .settings),
    .from(.settings, on: .back, toHistoryOf: .browsing),
    .within(.browsing, on: .reload, toHistoryOf: .browsing),
  ]
}

/// A machine that starts in `x`, inside `near`, whose own `initial:` is `y`; and `far`, whose
/// `initial:` is `x` too. A shallow history of `far` enters `near` by its `initial:`, `y`. One
/// XState `initial` per state cannot say all three: the machine and `far` start in a transient
/// state whose eventless transition enters `x`.
@StateMachine
enum Knob: Sendable {
  @Initial case x
  case y, z
  case off

  enum Event: Sendable { case next, off, on }
  enum Superstate { case far, near }

  static let superstates: [Superstates] = [
    .superstate(.far, contains: [.x, .y, .z], initial: .x, history: .shallow(default: .z)),
    .superstate(.near, contains: [.x, .y], in: .far, initial: .y),
  ]

  static let transitions: [Transition] = [
    .from(.x, on: .next, to: .y),
    .from(.y, on: .next, to: .z),
    .from(.z, on: .next, to: .x),
    .within(.far, on: .off, to: .off),
    .from(.off, on: .on, toHistoryOf: .far),
  ]
}
// MARK: - Tests

/// The XState export of each machine above, exact, and the steps its `Machine` takes: the same
/// steps XState 5.32 took on the exported JSON, run by hand (Interchange.md, "Checked against
/// XState"): XState cannot run in CI.
@Suite struct XStateExportTests {
  /// The expected JSON, in `XState/` beside this file.
  static func expected(_ name: String) throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return try String(
      contentsOf: folder.appendingPathComponent("XState/\(name).json"), encoding: .utf8)
  }

  @Test(arguments: [
    ("Kettle", Kettle.xstate), ("Tuner", Tuner.xstate), ("Browser", Browser.xstate),
    ("Knob", Knob.xstate),
  ])
  func theExportIsExact(name: String, xstate: String) throws {
    #expect(xstate == (try Self.expected(name)))
  }

  /// A step as XState's entry and exit actions show it: `-` a state left (innermost first),
  /// `!` an effect, `+` a state entered (outermost first).
  static func trace<M: StateMachine>(_ result: SendResult<M>) -> String {
    guard case .transitioned(let step) = result else { return "not taken" }
    var parts = ["-\(step.from.case)"] + step.exitedSuperstates.map { "-\($0)" }
    parts += step.effects.map { "!\($0.case)" }
    parts += step.enteredSuperstates.map { "+\($0)" } + ["+\(step.to.case)"]
    return parts.joined(separator: " ")
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func state(_ config: [String: Any], _ keys: String...) -> [String: Any]? {
    var node: [String: Any]? = config
    for key in keys {
      node = (node?["states"] as? [String: Any])?[key] as? [String: Any]
    }
    return node
  }

  /// (a) A row back to its source leaves and re-enters the state and restarts its timer; the
  /// export says `"reenter": true` on it, and only on it.
  @Test func aRowBackToItsSourceReenters() async throws {
    let clock = TestClock()
    let machine = Machine(Kettle.idle, clock: clock)
    #expect(Self.trace(machine.send(.boil)) == "-idle +heating")
    await clock.advance(by: .seconds(3))
    #expect(Self.trace(machine.send(.stir)) == "-heating !beep +heating")
    // 6 s after `boil`, 3 s after `stir`: the timer started again.
    await clock.advance(by: .seconds(3))
    await machine.waitForEffects()
    #expect(machine.state == .heating)
    await clock.advance(by: .seconds(2))
    await machine.waitForEffects()
    #expect(machine.state == .idle)

    let heating = try #require(Self.state(try Self.object(Kettle.xstate), "heating"))
    let on = try #require(heating["on"] as? [String: [[String: Any]]])
    #expect(on["stir"]?.first?["reenter"] as? Bool == true)
    #expect(on["done"]?.first?["reenter"] == nil)
    let after = try #require(heating["after"] as? [String: [[String: Any]]])
    #expect(after["5000"]?.first?["target"] as? [String] == ["#Kettle.idle"])
  }

  /// (b) The superstate `playing` and the case `playing` beside it get two keys.
  @Test func aSuperstateNamedLikeACaseGetsItsOwnKey() throws {
    let machine = Machine(Tuner.off)
    #expect(Self.trace(machine.send(.power)) == "-off +playing")
    #expect(Self.trace(machine.send(.tune)) == "-playing +playing +tuning")
    #expect(Self.trace(machine.send(.scan)) == "-tuning +scanning")
    #expect(Self.trace(machine.send(.found)) == "-scanning -playing +playing")

    let config = try Self.object(Tuner.xstate)
    let keys = (config["states"] as? [String: Any]).map { Set($0.keys) }
    #expect(keys == ["off", "playing", "playing (superstate)"])
    #expect(Self.state(config, "playing")?["type"] as? String == "atomic")
    #expect(Self.state(config, "playing (superstate)")?["type"] as? String == "compound")
    #expect(
      Self.state(config, "playing (superstate)", "tuning")?["id"] as? String
        == "Tuner.playing (superstate).tuning")
  }

  /// (c) A case named `history` in a superstate with history: the history state gets another
  /// key, and rows to the superstate's history target it, not the case. A history row from
  /// inside that restores the state it leaves leaves it and enters it again.
  @Test func aCaseNamedHistoryAndTheHistoryAreApart() throws {
    let machine = Machine(Browser.page)
    #expect(Self.trace(machine.send(.showHistory)) == "-page +history")
    // Nothing remembered yet: the default.
    #expect(Self.trace(machine.send(.reload)) == "-history +page")
    #expect(Self.trace(machine.send(.open)) == "-page -browsing +settings")
    #expect(Self.trace(machine.send(.back)) == "-settings +browsing +page")
    #expect(Self.trace(machine.send(.reload)) == "-page +page")
    #expect(Self.trace(machine.send(.showHistory)) == "-page +history")
    #expect(Self.trace(machine.send(.open)) == "-history -browsing +settings")
    #expect(Self.trace(machine.send(.back)) == "-settings +browsing +history")

    let config = try Self.object(Browser.xstate)
    let browsing = try #require(Self.state(config, "browsing"))
    #expect(
      (browsing["states"] as? [String: Any]).map { Set($0.keys) } == [
        "page", "history", "history (history)",
      ])
    #expect(Self.state(config, "browsing", "history (history)")?["type"] as? String == "history")
    let back = (Self.state(config, "settings")?["on"] as? [String: [[String: Any]]])?["back"]
    #expect(back?.first?["target"] as? [String] == ["#Browser.browsing.history (history)"])
    let reload = (Self.state(config, "browsing", "page")?["on"] as? [String: [[String: Any]]])?[
      "reload"]
    #expect(reload?.first?["reenter"] as? Bool == true)
  }

  /// (d) `near`'s `initial:` is `y`, what a shallow history of `far` enters; the machine and
  /// `far` start in `x`, so they start in a transient state whose eventless transition enters
  /// `x`, and `near`'s `initial` stays `y`.
  @Test func aNestedInitialIsNotOverwritten() throws {
    let machine = Machine(Knob.x)
    #expect(Self.trace(machine.send(.next)) == "-x +y")
    #expect(Self.trace(machine.send(.off)) == "-y -near -far +off")
    #expect(Self.trace(machine.send(.on)) == "-off +far +near +y")
    #expect(Self.trace(machine.send(.next)) == "-y -near +z")
    #expect(Self.trace(machine.send(.off)) == "-z -far +off")
    #expect(Self.trace(machine.send(.on)) == "-off +far +z")

    let config = try Self.object(Knob.xstate)
    func initial(_ node: [String: Any]?) -> [String]? {
      (node?["initial"] as? [String: Any])?["target"] as? [String]
    }
    #expect(initial(Self.state(config, "far", "near")) == ["y"])
    #expect(initial(config) == ["(initial)"])
    #expect(initial(Self.state(config, "far")) == ["(initial)"])
    let always = Self.state(config, "(initial)")?["always"] as? [[String: Any]]
    #expect(always?.first?["target"] as? [String] == ["#Knob.far.near.x"])
  }
}
