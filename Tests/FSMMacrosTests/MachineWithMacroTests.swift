import FSMExamples
import FSMMacros
import FSMTestSupport
import Testing

/// The README's `Machine` example, with the generated Turnstile from another module.
@Suite(.timeLimit(.minutes(1))) struct MachineWithMacroTests {
  @Test func theReadmeExampleBehavesAsItsCommentsSay() async {
    let machine = Machine(Turnstile.locked, recentStepsLimit: 100)
    let rejected = Locked<[InvalidTransition<Turnstile>]>([])
    let entered = Locked(0)
    let token = machine.onEnter(.broken) { _ in entered.withLock { $0 += 1 } }
    machine.onReject { error in rejected.withLock { $0.append(error) } }
    let steps = machine.steps

    #expect(machine.send(.coin).step?.effect == .unlockGate)
    #expect(machine.send(.coin).step?.to == .unlocked)
    #expect(machine.send(.repair) == .rejected(InvalidTransition(state: .unlocked, event: .repair)))
    #expect(machine.state == .unlocked)
    #expect(rejected.withLock { $0 } == [InvalidTransition(state: .unlocked, event: .repair)])

    machine.send(.fail(reason: "jammed"))
    token.cancel()
    machine.send(.repair)
    machine.send(.fail(reason: "again"))
    #expect(entered.withLock { $0 } == 1)

    var seen: [Turnstile] = []
    for await step in steps {
      seen.append(step.to)
      if seen.count == 5 { break }
    }
    #expect(
      seen == [.unlocked, .unlocked, .broken(reason: "jammed"), .locked, .broken(reason: "again")])
    #expect(machine.recentSteps.count == 5)
  }
}

/// Effects of a generated machine, performed by a handler that answers with events.
@Suite(.timeLimit(.minutes(1))) struct MachineEffectsWithMacroTests {
  @Test func aDownloadDrivenByItsEffects_reachesFinishedAndStoresTheBytes() async {
    let stored = Locked<[Download.Effect]>([])
    let machine = Machine(
      Download.idle,
      recentStepsLimit: 10,
      effectPolicy: { $0 == .store ? .queue : .merge },
      effects: { effect, context in
        switch effect {
        case .fetch:
          context.send(.progress(progress: 0.5))
          context.send(.complete(bytes: 512))
        case .report:
          break
        case .store:
          stored.withLock { $0.append(effect) }
        }
      })
    machine.send(.start(url: "https://example.com/a"))
    await machine.waitForEffects()
    #expect(machine.state == .finished(url: "https://example.com/a", bytes: 512))
    #expect(stored.withLock { $0 } == [.store(url: "https://example.com/a", bytes: 512)])
    #expect(machine.recentSteps.compactMap(\.effect?.case) == [.fetch, .report, .store])
  }
}
