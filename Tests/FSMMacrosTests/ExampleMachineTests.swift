import FSMExamples
import FSMMacros
import Testing

// The example machines are public and live in another module: these tests use them as a client
// of the library would.

@Suite("Turnstile")
struct TurnstileTests {
  @Test func everyStateAndEventAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Turnstile.transitions,
      states: [.locked, .unlocked, .broken(reason: "rust")],
      events: [.coin, .push, .repair, .fail(reason: "jam")])
  }

  @Test func coinUnlocksAndEmitsUnlockGate() throws {
    var turnstile = Turnstile.locked
    let step = try turnstile.coin()
    #expect(step == Step(from: .locked, event: .coin, to: .unlocked, effect: .unlockGate))
    #expect(turnstile == .unlocked)
  }

  @Test func coinWhenUnlockedIsASelfTransitionWithoutEffect() throws {
    var turnstile = Turnstile.unlocked
    let step = try turnstile.send(.coin)
    #expect(step.to == .unlocked && step.effect == nil)
  }

  @Test func failForwardsTheReasonToTheStateAndTheEffect() throws {
    var turnstile = Turnstile.unlocked
    let step = try turnstile.fail(reason: "jammed")
    #expect(turnstile == .broken(reason: "jammed"))
    #expect(step.effect == .alert(reason: "jammed"))
  }

  @Test func pushWhenLockedThrowsAndLeavesTheStateUnchanged() {
    var turnstile = Turnstile.locked
    #expect(throws: InvalidTransition<Turnstile>(state: .locked, event: .push)) {
      try turnstile.push()
    }
    #expect(turnstile == .locked)
  }

  @Test func invalidTransitionNamesTheAcceptedEvents() {
    let error = InvalidTransition<Turnstile>(state: .locked, event: .push)
    #expect(
      error.description
        == "state 'locked' of 'Turnstile' does not accept event 'push'; it accepts 'coin', 'fail'")
  }

  @Test func failIsNotAcceptedFromBroken() {
    // `fromAny(except: [.broken], …)`
    #expect(!Turnstile.broken(reason: "x").accepts(.fail(reason: "y")))
  }

  @Test func discriminantsDescribeThemselvesByName() {
    #expect(Turnstile.Case.allCases.map(\.description) == ["locked", "unlocked", "broken"])
    #expect(Turnstile.Event.fail(reason: "x").case == .fail)
    #expect(
      Turnstile.Effect.Case.allCases.map(\.description) == ["unlockGate", "lockGate", "alert"])
    #expect(Turnstile.initialCase == .locked && Turnstile.finalCases.isEmpty)
  }

  @Test func edgesListOneEdgePerSourceInTableOrder() {
    let edges = Turnstile.edges.map { "\($0)" }
    #expect(
      edges == [
        "locked --coin--> unlocked / unlockGate",
        "unlocked --push--> locked / lockGate",
        "unlocked --coin--> unlocked",
        "locked --fail--> broken / alert",
        "unlocked --fail--> broken / alert",
        "broken --repair--> locked",
      ])
  }
}

@Suite("Download: payloads flow by name")
struct DownloadTests {
  static let url = "https://example.com/file"

  @Test func everyStateAndEventAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Download.transitions,
      states: [
        .idle, .downloading(url: Self.url, progress: 0.3), .paused(url: Self.url, progress: 0.6),
        .finished(url: Self.url, bytes: 9), .failed(url: Self.url, code: 500), .cancelled,
      ],
      events: [
        .start(url: "u"), .progress(progress: 0.9), .pause, .resume, .complete(bytes: 1),
        .fail(code: 1), .retry, .cancel,
      ])
  }

  @Test func startTakesTheURLFromTheEventAndTheProgressFromItsDefault() throws {
    var download = Download.idle
    let step = try download.start(url: Self.url)
    #expect(download == .downloading(url: Self.url, progress: 0))
    #expect(step.effect == .fetch(url: Self.url))
  }

  @Test func progressKeepsTheURLOfTheSourceState() throws {
    var download = Download.downloading(url: Self.url, progress: 0.1)
    let step = try download.progress(progress: 0.7)
    #expect(download == .downloading(url: Self.url, progress: 0.7))
    #expect(step.effect == .report(progress: 0.7))
  }

  @Test func pauseAndResumeCarryTheProgressThrough() throws {
    var download = Download.downloading(url: Self.url, progress: 0.4)
    try download.pause()
    #expect(download == .paused(url: Self.url, progress: 0.4))
    try download.resume()
    #expect(download == .downloading(url: Self.url, progress: 0.4))
  }

  @Test func completeBuildsTheEffectFromSourceAndEvent() throws {
    var download = Download.downloading(url: Self.url, progress: 1)
    let step = try download.complete(bytes: 42)
    #expect(download == .finished(url: Self.url, bytes: 42))
    #expect(step.effect == .store(url: Self.url, bytes: 42))
  }

  @Test(arguments: [
    Download.downloading(url: url, progress: 0.2), Download.paused(url: url, progress: 0.2),
  ])
  func failFromEitherSourceKeepsItsURL(state: Download) throws {
    var download = state
    try download.fail(code: 503)
    #expect(download == .failed(url: Self.url, code: 503))
  }

  @Test func retryRunsTheBuildClosure() throws {
    var download = Download.failed(url: Self.url, code: 500)
    try download.retry()
    #expect(download == .downloading(url: Self.url, progress: 0))
    // The closure is a single `.downloading(...)` expression, so the edge knows its target.
    #expect(Download.edges.contains { $0.event == .retry && $0.target == .downloading })
  }

  @Test func cancelComesFromEveryStateButTheFinalOnes() {
    let sources = Set(Download.edges.filter { $0.event == .cancel }.map(\.source))
    #expect(sources == [.idle, .downloading, .paused, .failed])
    #expect(Download.finalCases == [.finished, .cancelled])
  }
}

@Suite("Login: guards in table order")
struct LoginTests {
  @Test func everyStateAndEventAgreesWithTheTable() {
    expectMachineAgreesWithTable(
      Login.transitions,
      states: [
        .loggedOut(attempts: 0), .authenticating(user: "a", attempts: 0),
        .authenticating(user: "a", attempts: 2), .loggedIn(user: "a"), .lockedOut,
      ],
      events: [.submit(user: "a", password: "p"), .succeeded, .failed, .logout])
  }

  @Test func submitTakesTheUserFromTheEventAndAttemptsFromTheState() throws {
    var login = Login.loggedOut(attempts: 1)
    let step = try login.submit(user: "ada", password: "pw")
    #expect(login == .authenticating(user: "ada", attempts: 1))
    #expect(step.effect == .authenticate(user: "ada", password: "pw"))
  }

  @Test func theGuardedRowIsTriedFirst() throws {
    var login = Login.authenticating(user: "ada", attempts: Login.maxAttempts - 1)
    let step = try login.failed()
    #expect(login == .lockedOut)
    #expect(step.effect == .alarm)
  }

  @Test func theFallbackRowCountsTheAttempt() throws {
    var login = Login.authenticating(user: "ada", attempts: 0)
    let step = try login.failed()
    #expect(login == .loggedOut(attempts: 1))
    #expect(step.effect == nil)
  }

  @Test func logoutUsesTheDefaultAttempts() throws {
    var login = Login.loggedIn(user: "ada")
    try login.logout()
    #expect(login == .loggedOut(attempts: 0))
  }

  @Test func theGuardedEdgeIsMarkedGuarded() {
    let failed = Login.edges.filter { $0.event == .failed }
    #expect(failed.map(\.guarded) == [true, false])
    #expect(failed.map(\.target) == [.lockedOut, .loggedOut])
  }
}
