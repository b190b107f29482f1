import FSMExamples
import FSMMacros
import Testing

// Typestate, through the real compiler: `@StateMachine(typestate: true)` machines declared here
// (and the public example `Turnstile`, used from another module) and driven at run time. That
// invalid calls do not compile is proven by the compile-fail snippets in `Tests/CompileFail`.

// MARK: - A machine with payloads, guards and a built target

@StateMachine(typestate: true)
enum Upload: Equatable {
  @Initial case idle
  case sending(file: String, sent: Int = 0)
  case paused(file: String, sent: Int)
  case done(file: String)
  case failed(String)

  enum Event: Equatable {
    case start(file: String)
    case progress(sent: Int)
    case pause, resume, finish
    case fail(String)
    case retry
    case reset
  }

  static func wasNotSent(_ state: Upload, _ event: Event) -> Bool {
    if case .failed(let reason) = state { reason == "never sent" } else { false }
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .sending),
    .from(.sending, on: .progress, to: .sending),
    .from(.sending, on: .pause, to: .paused),
    .from(.paused, on: .resume, to: .sending),
    .from(.sending, on: .finish, to: .done),
    .from([.sending, .paused], on: .fail, to: .failed),
    // Guarded, with an unguarded fallback: always accepted, the target depends on the guard.
    .from(.failed, on: .retry, to: .idle, when: wasNotSent),
    .from(.failed, on: .retry, build: { state, _ in .failed("retried: \(state)") }),
    // Only guarded: not a typestate method.
    .from(.done, on: .reset, to: .idle, when: { _, _ in true }),
  ]
}

@Suite("Typestate")
struct TypestateTests {
  @Test func theExampleTurnstileWalksThroughItsStructs() {
    // The annotations are the point: each call returns the target state's own type.
    let locked = Turnstile.Locked()
    let unlocked: Turnstile.Unlocked = locked.coin()
    let stillUnlocked: Turnstile.Unlocked = unlocked.coin()
    let lockedAgain: Turnstile.Locked = stillUnlocked.push()
    let broken: Turnstile.Broken = lockedAgain.fail(reason: "jammed")
    #expect(broken.reason == "jammed")
    #expect(broken.state == .broken(reason: "jammed"))
    let repaired: Turnstile.Locked = broken.repair()
    #expect(repaired.state == .locked)
  }

  @Test func payloadsFlowByNameAsInTransitionOn() throws {
    let sending: Upload.Sending = Upload.Idle().start(file: "a.txt")
    #expect(sending.file == "a.txt" && sending.sent == 0, "the default fills 'sent'")
    let later: Upload.Sending = sending.progress(sent: 40)
    #expect(later.file == "a.txt" && later.sent == 40, "file from the state, sent from the event")
    let paused: Upload.Paused = later.pause()
    #expect(paused.state == .paused(file: "a.txt", sent: 40))
    let resumed: Upload.Sending = paused.resume()
    #expect(resumed.state == .sending(file: "a.txt", sent: 40))
    let failed: Upload.Failed = resumed.fail("timeout")
    #expect(failed.value == "timeout", "a lone unlabeled value is 'value'")

    // Each step agrees with the enum's own transition function.
    var upload = Upload.idle
    try upload.start(file: "a.txt")
    try upload.progress(sent: 40)
    try upload.pause()
    try upload.resume()
    try upload.fail("timeout")
    #expect(upload == failed.state)
  }

  @Test func aGuardedOrBuiltTargetReturnsTheEnum() {
    let notSent: Upload = Upload.Failed("never sent").retry()
    #expect(notSent == .idle, "the guard holds")
    let retried: Upload = Upload.Failed("timeout").retry()
    #expect(retried == .failed("retried: failed(\"timeout\")"), "the fallback row's build:")
    #expect(Upload.failed("timeout").transition(on: .retry)?.to == retried)
  }

  @Test func typedEntersAndStateLeavesForEveryState() {
    let states: [Upload] = [
      .idle, .sending(file: "f", sent: 3), .paused(file: "g", sent: 4), .done(file: "h"),
      .failed("x"),
    ]
    for value in states {
      let roundTrip: Upload =
        switch value.typed {
        case .idle(let state): state.state
        case .sending(let state): state.state
        case .paused(let state): state.state
        case .done(let state): state.state
        case .failed(let state): state.state
        }
      #expect(roundTrip == value)
    }
  }

  @Test func typedLetsAClientDriveAValueItDoesNotKnowStatically() {
    /// Finishes an upload if the state allows it, by the typestate API only.
    func finishIfSending(_ upload: Upload) -> Upload {
      switch upload.typed {
      case .sending(let sending): sending.finish().state
      case .paused(let paused): paused.resume().finish().state
      default: upload
      }
    }
    #expect(finishIfSending(.sending(file: "a", sent: 1)) == .done(file: "a"))
    #expect(finishIfSending(.paused(file: "b", sent: 2)) == .done(file: "b"))
    #expect(finishIfSending(.idle) == .idle)
  }

  @Test func everyMethodAgreesWithTransitionOn() {
    // One call per (state struct, method); the method's result must be the enum's step target.
    let cases: [(Upload, Upload.Event, Upload)] = [
      (.idle, .start(file: "z"), Upload.Idle().start(file: "z").state),
      (
        .sending(file: "z", sent: 1), .progress(sent: 9),
        Upload.Sending(file: "z", sent: 1).progress(sent: 9).state
      ),
      (.sending(file: "z", sent: 1), .pause, Upload.Sending(file: "z", sent: 1).pause().state),
      (.sending(file: "z", sent: 1), .finish, Upload.Sending(file: "z", sent: 1).finish().state),
      (
        .sending(file: "z", sent: 1), .fail("e"), Upload.Sending(file: "z", sent: 1).fail("e").state
      ),
      (.paused(file: "z", sent: 2), .resume, Upload.Paused(file: "z", sent: 2).resume().state),
      (.paused(file: "z", sent: 2), .fail("e"), Upload.Paused(file: "z", sent: 2).fail("e").state),
      (.failed("never sent"), .retry, Upload.Failed("never sent").retry()),
      (.failed("x"), .retry, Upload.Failed("x").retry()),
    ]
    for (state, event, typestateResult) in cases {
      #expect(state.transition(on: event)?.to == typestateResult, "\(state) on \(event)")
    }
  }
}

// MARK: - A generic machine

@StateMachine(typestate: true)
enum Pocket<Value: Equatable & Sendable>: Equatable {
  case empty
  case filled(Value)

  enum Event: Equatable {
    case put(Value)
    case take
  }

  static var transitions: [Transition] {
    [
      .from(.empty, on: .put, to: .filled),
      .from(.filled, on: .take, to: .empty),
    ]
  }
}

@Suite("Typestate, generic")
struct GenericTypestateTests {
  @Test func aGenericMachinesStructsCarryItsParameter() {
    let filled: Pocket<Int>.Filled = Pocket<Int>.Empty().put(7)
    #expect(filled.value == 7)
    #expect(filled.state == .filled(7))
    let empty: Pocket<Int>.Empty = filled.take()
    #expect(empty.state == Pocket<Int>.empty)
  }
}

// MARK: - A machine whose state holds a machine

/// A ferry whose `sailing` state holds the weather: typed calls for the machine's own rows, the
/// weather's events through the value.
@StateMachine(typestate: true)
enum Ferry: Equatable, Sendable {
  @Initial case docked
  @Composite case sailing(Voyage)
  @Final case arrived

  @Submachine
  enum Voyage: Equatable, Sendable {
    @Initial case calm
    case rough

    static let transitions: [Transition] = [
      .from(.calm, on: .storm, to: .rough),
      .from(.rough, on: .clear, to: .calm),
    ]
  }

  enum Event: Equatable, Sendable {
    case depart, storm, clear, dock
  }

  static let transitions: [Transition] = [
    .from(.docked, on: .depart, to: .sailing),
    .from(.sailing, on: .dock, to: .arrived),
  ]
}

@Suite struct CompositeTypestateTests {
  @Test func aCompositeStatesStructHasTheMachinesOwnRowsAndItsHeldValue() throws {
    // Entering the composite state enters its held machine's initial case.
    let sailing = Ferry.Docked().depart()
    #expect(sailing.value == .calm)
    #expect(sailing.state == .sailing(.calm))
    // The held machine's events go through the value (a typed method could not name the
    // next state: the held machine's rows come first); the holder's row is a method.
    var value = sailing.state
    try value.send(.storm)
    #expect(value == .sailing(.rough))
    guard case .sailing(let rough) = value.typed else {
      Issue.record("not sailing")
      return
    }
    #expect(rough.value == .rough)
    let arrived = rough.dock()
    #expect(arrived.state == .arrived)
  }
}

// MARK: - Rows that stay

/// A dimmer whose `ping` stays (a method returning the machine's value, which is the same
/// case), and whose `brighten` stays and builds (no method: its `build:` could return another
/// case, which refuses the event).
@StateMachine(typestate: true)
enum Dimmer: Equatable {
  @Initial case off
  case on(level: Int)

  enum Event: Equatable { case toggle, ping, brighten }

  static let transitions: [Transition] = [
    .from(.off, on: .toggle, to: .on, build: { _, _ in .on(level: 1) }),
    .from(.on, on: .toggle, to: .off),
    .stay(in: .on, on: .ping),
    .stay(
      in: .on, on: .brighten,
      build: { state, _ in
        guard case .on(let level) = state else { return state }
        return .on(level: level + 1)
      }),
  ]
}

@Suite struct TypestateStayTests {
  @Test func aRowThatStaysReturnsTheSameState() throws {
    let on = Dimmer.On(level: 3)
    let pinged: Dimmer = on.ping()
    #expect(pinged == .on(level: 3))
    guard case .on(let typed) = pinged.typed else {
      Issue.record("ping left 'on'")
      return
    }
    #expect(typed.level == 3)
    // `brighten` has no method on `On`; the enum takes it.
    var value = Dimmer.on(level: 3)
    try value.send(.brighten)
    #expect(value == .on(level: 4))
  }
}
