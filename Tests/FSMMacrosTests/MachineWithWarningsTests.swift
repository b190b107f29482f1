import FSMMacros
import Testing

/// A machine with warnings on purpose (they show in every build of this target): code is still
/// generated, and it works.
/// - `unusedEvent`: `kick` is used by no row.
/// - `unreachableState`: nothing leads to `attic`.
/// - `duplicateTransition`: the `play` row is written twice; the copy is left out.
@StateMachine
enum Jukebox: Equatable {
  case idle, playing
  case attic

  enum Event {
    case play, stop, kick
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .play, to: .playing),
    .from(.idle, on: .play, to: .playing),
    .from(.playing, on: .stop, to: .idle),
    .from(.attic, on: .stop, to: .idle),
  ]
}

@Suite struct MachineWithWarningsTests {
  @Test func aMachineWithWarningsIsGeneratedAndRuns() throws {
    var jukebox = Jukebox.idle
    try jukebox.play()
    try jukebox.stop()
    #expect(jukebox == .idle)
    #expect(throws: InvalidTransition<Jukebox>(state: .idle, event: .kick)) { try jukebox.kick() }
    // The duplicate is left out of the table as data, too.
    #expect(Jukebox.edges.count == 3)
    expectMachineAgreesWithTable(
      Jukebox.transitions, states: [.idle, .playing, .attic], events: [.play, .stop, .kick])
  }
}
