import FSMMacros
import FSMTestSupport
import FSMTesting
import Testing

// Eventless rows and completion, through the real compiler: machines declared with the macro,
// run as values and as `Machine`s.

/// An approval flow: `checking` decides by itself, by the amount, where a submitted request goes.
@StateMachine
enum ApprovalFlow: Equatable, Sendable {
  @Initial case editing(amount: Int)
  case checking(amount: Int)
  case approved(amount: Int)
  case review(amount: Int)
  @Final case closed

  enum Event: Equatable, Sendable {
    case edit(amount: Int)
    case submit, close
  }

  enum Effect: Equatable, Sendable {
    case notify(amount: Int)
  }

  static let transitions: [Transition] = [
    .from(.editing, on: .edit, to: .editing),
    .from(.editing, on: .submit, to: .checking),
    .from(.checking, to: .approved, emit: .notify, when: isSmall),
    .from(.checking, to: .review),
    .from([.approved, .review], on: .close, to: .closed),
  ]

  static let isSmall: Transition.StateGuard = { state in
    if case .checking(let amount) = state { amount < 100 } else { false }
  }
}

/// A form that leaves `editing` as soon as what was typed is valid.
@StateMachine
enum SignupForm: Equatable, Sendable {
  @Initial case editing(text: String)
  case submitted(text: String)

  enum Event: Equatable, Sendable {
    case type(text: String)
    case reopen
  }

  static let transitions: [Transition] = [
    .from(.editing, on: .type, to: .editing),
    .from(
      .editing, to: .submitted,
      when: { state in
        if case .editing(let text) = state { text.contains("@") } else { false }
      }),
    .from(
      .submitted, on: .reopen,
      build: { state, _ in
        if case .submitted(let text) = state { .editing(text: text + "!") } else { state }
      }),
  ]
}

/// An upload superstate: `uploaded` is final for it, and its completion row shows the summary.
@StateMachine
enum UploadFlow: Equatable, Sendable {
  @Initial case idle
  case sending, verifying, uploaded
  @Final case summary
  @Final case failed

  enum Event: Equatable, Sendable { case start, sent, verified, fail }
  enum Effect: Equatable, Sendable { case showSummary }

  enum Superstate { case upload }

  static let superstates: [Superstates] = [
    .superstate(.upload, contains: [.sending, .verifying, .uploaded], final: [.uploaded])
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .sending),
    .from(.sending, on: .sent, to: .verifying),
    .from(.verifying, on: .verified, to: .uploaded),
    .within(.upload, on: .fail, to: .failed),
    .onDone(.upload, to: .summary, emit: .showSummary),
  ]
}

/// Guarded eventless rows that never stop: each event that reaches `b` is rejected.
@StateMachine
enum Pinball: Equatable, Sendable {
  @Initial case a
  case b, c

  enum Event: Equatable, Sendable { case go, stay }

  static let transitions: [Transition] = [
    .from(.a, on: .go, to: .b),
    .from(.a, on: .stay, to: .a),
    .from(.b, to: .c, when: { _ in true }),
    .from(.c, to: .b, when: { _ in true }),
  ]
}

/// A timed state left by an eventless row: its timer never runs.
@StateMachine
enum InfoKiosk: Equatable, Sendable {
  @Initial case idle(visitors: Int = 0)
  case greeting(visitors: Int)
  case busy(visitors: Int)
  case asleep

  enum Event: Equatable, Sendable { case arrive, timeout, leave }

  static let transitions: [Transition] = [
    .from(
      .idle, on: .arrive, to: .greeting,
      build: { state, _ in
        if case .idle(let visitors) = state { .greeting(visitors: visitors + 1) } else { state }
      }),
    // `greeting` is timed, but a crowd moves on to `busy` at once.
    .from(.greeting, on: .timeout, after: .seconds(5), to: .idle),
    .from(
      .greeting, to: .busy,
      when: { state in
        if case .greeting(let visitors) = state { visitors > 1 } else { false }
      }),
    .from(.busy, on: .leave, to: .idle),
    .from(.idle, on: .timeout, after: .seconds(60), to: .asleep),
    .from(.asleep, on: .arrive, build: { _, _ in .greeting(visitors: 1) }),
  ]
}

@Suite("Eventless rows and completion")
struct EventlessTests {
  @Test("an eventless choice decides where a step ends, for a value and a machine")
  func approval() throws {
    var small = ApprovalFlow.editing(amount: 20)
    let step = try small.send(.submit)
    #expect(step.to == .approved(amount: 20))
    #expect(step.effect == .notify(amount: 20))
    #expect(step.effects == [.notify(amount: 20)])
    #expect(ApprovalFlow.microsteps(of: step).map(\.to) == [.approved(amount: 20)])

    var large = ApprovalFlow.editing(amount: 500)
    #expect(try large.send(.submit).to == .review(amount: 500))

    let machine = Machine(ApprovalFlow.editing(amount: 50))
    let seen = Locked<[String]>([])
    @Sendable func log(_ line: String) { seen.withLock { $0.append(line) } }
    // Enter and exit observers are called for each microstep, with the event's whole step.
    machine.onExit(.editing) { log("exit editing, in \($0.from.case) -> \($0.to.case)") }
    machine.onEnter(.checking) { _ in log("enter checking") }
    machine.onExit(.checking) { _ in log("exit checking") }
    machine.onEnter(.approved) { _ in log("enter approved") }
    machine.onTransition { log("step \($0.from.case) -> \($0.to.case)") }
    let result = machine.send(.submit)
    #expect(result.step == ApprovalFlow.editing(amount: 50).transition(on: .submit))
    #expect(machine.state == .approved(amount: 50))
    #expect(
      seen.withLock { $0 } == [
        "exit editing, in editing -> approved", "step editing -> approved", "enter checking",
        "exit checking", "enter approved",
      ])
  }

  @Test("a form leaves editing as soon as it is valid; a machine created valid settles")
  func form() throws {
    var form = SignupForm.editing(text: "ann")
    #expect(try form.send(.type(text: "ann")).to == .editing(text: "ann"))
    #expect(try form.send(.type(text: "ann@example.com")).to == .submitted(text: "ann@example.com"))
    // `reopen` builds `editing` with a text that is still valid: it is submitted again.
    #expect(try form.send(.reopen).to == .submitted(text: "ann@example.com!"))

    // A value is what it is: created valid, it stays in `editing` until a step.
    #expect(SignupForm.editing(text: "a@b").case == .editing)
    // A machine settles its initial state, as SCXML enters its initial configuration.
    let machine = Machine(SignupForm.editing(text: "a@b"))
    #expect(machine.state == .submitted(text: "a@b"))
  }

  @Test("entering a superstate's final case completes it, and its completion row fires")
  func upload() throws {
    var upload = UploadFlow.idle
    try upload.send(.start)
    try upload.send(.sent)
    let step = try upload.send(.verified)
    #expect(step.to == .summary)
    #expect(step.effect == .showSummary)
    let microsteps = UploadFlow.microsteps(of: step)
    #expect(microsteps.map(\.completed) == [.upload])
    #expect(microsteps.map(\.description) == ["uploaded --done(upload)--> summary / showSummary"])

    let machine = Machine(UploadFlow.idle, recentStepsLimit: 10)
    let entered = Locked<[UploadFlow.Case]>([])
    let exitedSuperstates = Locked<[UploadFlow.Superstate]>([])
    for state in UploadFlow.Case.allCases {
      machine.onEnter(state) { _ in entered.withLock { $0.append(state) } }
    }
    machine.onExit(superstate: .upload) { _ in exitedSuperstates.withLock { $0.append(.upload) } }
    for event in [UploadFlow.Event.start, .sent, .verified] {
      machine.send(event)
    }
    #expect(machine.state == .summary)
    #expect(entered.withLock { $0 } == [.sending, .verifying, .uploaded, .summary])
    #expect(exitedSuperstates.withLock { $0 } == [.upload])
    // A step with microsteps is one recent step, from the event's source to where it settled.
    #expect(
      machine.recentSteps.map { "\($0.from.case)>\($0.to.case)" } == [
        "idle>sending", "sending>verifying", "verifying>summary",
      ])
  }

  @Test("a timed state left by an eventless row starts no timer; the settled state's does")
  func timers() async throws {
    let clock = TestClock()
    let machine = Machine(InfoKiosk.idle(visitors: 1), clock: clock)
    #expect(machine.send(.arrive).step?.to == .busy(visitors: 2))
    // `greeting`'s 5 s timer was never started: `busy` has none.
    await clock.advance(by: .seconds(120))
    await machine.waitForEffects()
    #expect(machine.state == .busy(visitors: 2))
    machine.send(.leave)
    await clock.advance(by: .seconds(60))
    await machine.waitForEffects()
    #expect(machine.state == .asleep)
    // One visitor: the machine stays in `greeting`, whose timer runs.
    machine.send(.arrive)
    #expect(machine.state == .greeting(visitors: 1))
    await clock.advance(by: .seconds(5))
    await machine.waitForEffects()
    #expect(machine.state == .idle(visitors: 1))
  }

  @Test("a snapshot holds where the machine settled, and an ObservableMachine shows it")
  @MainActor
  func snapshotsAndObservation() throws {
    let machine = Machine(ApprovalFlow.editing(amount: 10))
    machine.send(.submit)
    let snapshot = machine.snapshot()
    #expect(snapshot.state == .approved(amount: 10))
    let restored = Machine(restoring: snapshot)
    #expect(restored.state == .approved(amount: 10))

    let observed = ObservableMachine(Machine(ApprovalFlow.editing(amount: 500)))
    observed.send(.submit)
    #expect(observed.state == .review(amount: 500))
  }

  @Test("a Machine and a value agree on every state and event of a machine that settles")
  func agreement() throws {
    let states: [UploadFlow] = [.idle, .sending, .verifying, .uploaded, .summary, .failed]
    for state in states {
      for event in [UploadFlow.Event.start, .sent, .verified, .fail] {
        let machine = Machine(state)
        var value = Machine(state).state
        let expected = value.transition(on: event)
        let result = machine.send(event)
        #expect(result.step == expected, "\(state) on \(event)")
        _ = try? value.send(event)
        #expect(machine.state == value, "\(state) on \(event)")
      }
    }
    for amount in [0, 99, 100, 1_000] {
      for event in [ApprovalFlow.Event.submit, .edit(amount: 7), .close] {
        for state in [
          ApprovalFlow.editing(amount: amount), .checking(amount: amount),
          .approved(amount: amount), .review(amount: amount), .closed,
        ] {
          let machine = Machine(state)
          var value = machine.state
          #expect(machine.send(event).step == value.transition(on: event))
          _ = try? value.send(event)
          #expect(machine.state == value)
        }
      }
    }
  }

  @Test("guarded eventless rows that never stop reject the event and leave the state unchanged")
  func bound() throws {
    var pinball = Pinball.a
    #expect(pinball.transition(on: .go) == nil)
    #expect(throws: InvalidTransition<Pinball>(state: .a, event: .go, reason: .microstepLimit)) {
      try pinball.send(.go)
    }
    #expect(pinball == .a)
    #expect(try pinball.send(.stay).to == .a)

    let machine = Machine(Pinball.a)
    let rejected = Locked<[InvalidTransition<Pinball>]>([])
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    let result = machine.send(.go)
    #expect(result == .rejected(InvalidTransition(state: .a, event: .go, reason: .microstepLimit)))
    #expect(machine.state == .a)
    #expect(rejected.withLock { $0 }.map(\.reason) == [.microstepLimit])
    #expect(machine.send(.stay).step?.to == .a)
    // A machine created where the cycle runs stays in the state it was given.
    #expect(Machine(Pinball.b).state == .b)
  }
}
