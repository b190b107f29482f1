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

/// More than 64 edges, so that `edges` is decoded from a string: with an eventless row and a
/// completion row, edges without an event.
@StateMachine
enum Switchyard: Equatable, Sendable {
  @Initial case s0
  case s1, s2, s3, s4, s5, s6, s7, s8

  enum Event { case e0, e1, e2, e3, e4, e5, e6, e7 }

  enum Superstate { case pair }

  static let superstates: [Superstates] = [
    .superstate(.pair, contains: [.s1, .s2], final: [.s2])
  ]

  static let transitions: [Transition] = [
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e0, to: .s0),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e1, to: .s1),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e2, to: .s2),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e3, to: .s3),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e4, to: .s4),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e5, to: .s5),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e6, to: .s6),
    .from([.s0, .s1, .s3, .s4, .s5, .s6, .s7, .s8], on: .e7, to: .s7),
    .from(.s7, to: .s8, when: { _ in true }),
    .onDone(.pair, to: .s5),
  ]
}

/// A machine with regions that completes: the download's `transfer` superstate completes when
/// its final case is entered, and the install starts by itself once the download is done.
@StateMachine
struct Setup: Equatable, Sendable {
  var download: Download
  var install: Install

  enum Download: Equatable, Sendable {
    @Initial case idle
    case fetching(bytes: Int = 0)
    case verifying, fetched
    @Final case done

    enum Superstate { case transfer }

    static let superstates: [Superstates] = [
      .superstate(.transfer, contains: [.fetching, .verifying, .fetched], final: [.fetched])
    ]

    static let transitions: [Transition] = [
      .from(.idle, on: .start, to: .fetching),
      .from(.fetching, on: .progress, to: .fetching),
      .from(
        .fetching, to: .verifying,
        when: { state in
          if case .fetching(let bytes) = state { bytes >= 100 } else { false }
        }),
      .from(.verifying, on: .verified, to: .fetched),
      .within(.transfer, on: .cancel, to: .idle),
      .onDone(.transfer, to: .done, emit: .announce),
    ]
  }

  enum Install: Equatable, Sendable {
    @Initial case waiting
    case installing
    @Final case installed

    static let transitions: [Transition] = [
      // Starts by itself once the download is done: `In()` on an eventless row.
      .from(.waiting, to: .installing).whenIn(.download(.done)),
      .from(.installing, on: .finish, to: .installed, emit: .announce),
    ]
  }

  enum Event: Equatable, Sendable {
    case start, verified, finish, cancel
    case progress(bytes: Int)
  }

  enum Effect: Equatable, Sendable { case announce }
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

  @Test("a Machine tells its done observers and ends its steps when a completion makes it done")
  func machineDone() async throws {
    let machine = Machine(UploadFlow.idle)
    let steps = machine.steps
    let done = Locked<[String]>([])
    let order = Locked<[String]>([])
    machine.onDone { step in done.withLock { $0.append(step.description) } }
    machine.onEnter(.summary) { _ in order.withLock { $0.append("enter summary") } }
    machine.onDone { _ in order.withLock { $0.append("done") } }
    machine.send(.start)
    machine.send(.sent)
    #expect(!machine.isDone)
    #expect(done.withLock { $0 }.isEmpty)
    machine.send(.verified)
    #expect(machine.isDone)
    // The step that settles in a final case is the one reported, after its entries.
    #expect(done.withLock { $0 } == ["verifying --verified--> summary / showSummary"])
    #expect(order.withLock { $0 } == ["enter summary", "done"])
    // A final case accepts nothing more: the done observers are not called again.
    #expect(machine.send(.start).step == nil)
    #expect(done.withLock { $0 }.count == 1)
    // The stream ends after the step that made the machine done.
    var seen: [UploadFlow.Case] = []
    for await step in steps {
      seen.append(step.to.case)
    }
    #expect(seen == [.sending, .verifying, .summary])
    // Read from a machine that is done, `steps` ends at once.
    var afterwards = 0
    for await _ in machine.steps {
      afterwards += 1
    }
    #expect(afterwards == 0)

    // Created in a final case, a machine is done from the start.
    let finished = Machine(UploadFlow.failed)
    #expect(finished.isDone)
    #expect(!Machine(UploadFlow.sending).isDone)
  }

  @Test("an ObservableMachine shows when its machine is done")
  @MainActor
  func observableDone() {
    let observed = ObservableMachine(Machine(UploadFlow.verifying))
    #expect(!observed.isDone)
    observed.send(.verified)
    #expect(observed.isDone)
    #expect(observed.state == .summary)
  }

  @Test("a machine with regions settles: eventless rows with In(), a region's completion")
  func regions() async throws {
    var setup = Setup()
    try setup.start()
    try setup.progress(bytes: 40)
    #expect(setup.download == .fetching(bytes: 40))
    // The download's eventless row, guarded on its payload, moves it on.
    let progress = try setup.progress(bytes: 120)
    #expect(progress.to == Setup(download: .verifying, install: .waiting))
    // Entering `fetched` completes `transfer`: its completion row moves the download to `done`,
    // and then the install's eventless row, which needs the download done, fires.
    let verified = try setup.verified()
    #expect(verified.to == Setup(download: .done, install: .installing))
    #expect(verified.effects == [.announce])
    #expect(
      Setup.microsteps(of: verified).map(\.description) == [
        "(fetched, waiting) --done(download.transfer)--> (done, waiting) / announce",
        "(done, waiting) --> (done, installing)",
      ])
    #expect(!Setup.finalCases.contains(setup.case))
    let finish = try setup.finish()
    #expect(finish.effects == [.announce])
    #expect(Setup.finalCases.contains(setup.case))

    // A Machine takes the same steps, runs each effect once, and is done when both regions are.
    let effects = Locked<[Setup.Effect]>([])
    let machine = Machine(Setup(), effects: { effect, _ in effects.withLock { $0.append(effect) } })
    let done = Locked(0)
    machine.onDone { _ in done.withLock { $0 += 1 } }
    for event: Setup.Event in [.start, .progress(bytes: 120), .verified] {
      machine.send(event)
    }
    #expect(machine.state == Setup(download: .done, install: .installing))
    #expect(!machine.isDone)
    machine.send(.finish)
    await machine.waitForEffects()
    #expect(machine.isDone)
    #expect(done.withLock { $0 } == 1)
    #expect(effects.withLock { $0 } == [.announce, .announce])
  }

  @Test(
    "a Machine and a value agree on every state and event of a machine with regions that settles")
  func regionAgreement() throws {
    let downloads: [Setup.Download] = [.idle, .fetching(bytes: 50), .verifying, .fetched, .done]
    let installs: [Setup.Install] = [.waiting, .installing, .installed]
    let events: [Setup.Event] = [.start, .verified, .finish, .cancel, .progress(bytes: 200)]
    for download in downloads {
      for install in installs {
        for event in events {
          // A machine created in a state settles first; the value is taken from it.
          let machine = Machine(Setup(download: download, install: install))
          let value = machine.state
          let expected = value.transition(on: event)
          #expect(machine.send(event).step == expected, "\(value) on \(event)")
          #expect(machine.state == (expected?.to ?? value))
        }
      }
    }
  }

  @Test("covers of a machine with regions take its eventless and completion rows")
  func regionCoverage() {
    let events: [Setup.Event] = [
      .start, .progress(bytes: 10), .progress(bytes: 150), .verified, .finish, .cancel,
    ]
    let coverage = TransitionCoverage<Setup>()
    for path in Setup.transitionCover(from: Setup(), sending: events) {
      var value = Setup()
      for step in path {
        let taken = value.transition(on: step.event)
        #expect(taken == step)
        if let taken {
          coverage.record(taken)
          value = taken.to
        }
      }
    }
    // Every edge but the `within` row's from `fetched`, which the completion leaves at once.
    #expect(
      coverage.missing.map(\.description) == [
        "download.fetched --cancel--> download.idle (within download.transfer)"
      ])
    #expect(
      Setup.edges.filter { $0.event == nil }.map(\.description) == [
        "download.fetching -- [guard]--> download.verifying",
        "download.fetched --done(download.transfer)--> download.done / announce",
        "install.waiting -- [guard]--> install.installing",
      ])
  }

  @Test("edges list eventless and completion rows, without an event, in table order")
  func edges() {
    #expect(
      ApprovalFlow.edges.map(\.description) == [
        "editing --edit--> editing",
        "editing --submit--> checking",
        "checking -- [guard]--> approved / notify",
        "checking ----> review",
        "approved --close--> closed",
        "review --close--> closed",
      ])
    let done = UploadFlow.edges.filter { $0.completes != nil }
    #expect(
      done == [
        Edge(
          source: .uploaded, event: nil, target: .summary, effect: .showSummary,
          completes: .upload)
      ])
    // An eventless row is accepted by no event.
    #expect(ApprovalFlow.events(acceptedFrom: .checking).isEmpty)
  }

  @Test("edges decoded from a string keep eventless and completion rows")
  func encodedEdges() {
    #expect(Switchyard.edges.count > 64, "edges decoded from a string")
    let eventless = Switchyard.edges.filter { $0.event == nil }
    #expect(
      eventless == [
        Edge(source: .s7, event: nil, target: .s8, guarded: true),
        Edge(source: .s2, event: nil, target: .s5, completes: .pair),
      ])
    let machine = Machine(Switchyard.s0)
    #expect(machine.send(.e2).step?.to == .s5)
    #expect(machine.send(.e7).step?.to == .s8)
  }

  @Test("a transition cover from the table takes eventless and completion edges, and replays")
  func coverFromTheTable() throws {
    let cover = UploadFlow.transitionCover()
    // The machine never rests in `uploaded`, which its superstate's completion leaves at once:
    // the `within` row's edge from it cannot be taken.
    let fromUploaded = Edge<UploadFlow>(
      source: .uploaded, event: .fail, target: .failed, superstate: .upload)
    #expect(UploadFlow.edges.contains(fromUploaded))
    #expect(Set(cover.joined()) == Set(UploadFlow.edges).subtracting([fromUploaded]))
    let completion = try #require(cover.first { $0.contains { $0.completes != nil } })
    #expect(
      completion.map(\.description) == [
        "idle --start--> sending", "sending --sent--> verifying",
        "verifying --verified--> uploaded", "uploaded --done(upload)--> summary / showSummary",
      ])
    for path in cover {
      let steps = try replay(path, from: UploadFlow.idle) { edge in
        switch edge.event {
        case .start: .start
        case .sent: .sent
        case .verified: .verified
        case .fail, nil: .fail
        }
      }
      // One step per edge with an event: the completion is the last step's microstep.
      #expect(steps.count == path.filter { $0.event != nil }.count)
    }
    #expect(UploadFlow.shortestPath(to: .summary)?.last?.completes == .upload)
  }

  @Test("replay checks that a step took the eventless edges after it, guards deciding")
  func replayThroughEventlessEdges() throws {
    let path = try #require(ApprovalFlow.shortestPath(to: .approved))
    #expect(
      path.map(\.description) == [
        "editing --submit--> checking", "checking -- [guard]--> approved / notify",
      ])
    func event(_ edge: Edge<ApprovalFlow>) -> ApprovalFlow.Event {
      edge.event == .edit ? .edit(amount: 1) : edge.event == .close ? .close : .submit
    }
    let steps = try replay(path, from: ApprovalFlow.editing(amount: 10), event: event)
    #expect(steps.map(\.to) == [.approved(amount: 10)])
    // A large amount: the guard sends the step to `review`, not along the path.
    #expect(throws: PathDeviation(index: 1, edge: path[1], actual: .review)) {
      try replay(path, from: ApprovalFlow.editing(amount: 500), event: event)
    }
  }

  @Test("a cover found by sending events covers the eventless rows its steps take")
  func coverBySendingEvents() {
    let events: [ApprovalFlow.Event] = [.edit(amount: 500), .submit, .close, .edit(amount: 5)]
    let paths = ApprovalFlow.transitionCover(from: .editing(amount: 5), sending: events)
    let coverage = TransitionCoverage<ApprovalFlow>()
    for path in paths {
      let machine = Machine(ApprovalFlow.editing(amount: 5))
      machine.onTransition { coverage.record($0) }
      for step in path {
        machine.send(step.event)
      }
    }
    #expect(coverage.isComplete, "never taken: \(coverage.missing)")
    // Without the large amount, the row to `review` is never taken.
    let small = TransitionCoverage<ApprovalFlow>()
    for path in ApprovalFlow.transitionCover(from: .editing(amount: 5), sending: [.submit, .close])
    {
      var value = ApprovalFlow.editing(amount: 5)
      for step in path {
        if let taken = value.transition(on: step.event) {
          small.record(taken)
          value = taken.to
        }
      }
    }
    #expect(
      small.missing.map(\.description) == [
        "editing --edit--> editing", "checking ----> review", "review --close--> closed",
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
