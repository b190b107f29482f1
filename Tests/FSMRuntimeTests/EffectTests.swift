import FSMRuntime
import FSMTestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct EffectTests {
  @Test func effects_sendEventsBack_andWaitForEffectsReturnsOnceTheyAreProcessed() async {
    let handled = Recorder<Pipeline.Effect>()
    let machine = Machine(
      Pipeline.start,
      effects: { effect, context in
        handled.append(effect)
        if case .fetch(let id) = effect {
          context.send(.received(id))
        }
      })
    for id in 1...5 {
      #expect(machine.send(.request(id)).step?.effect == .fetch(id))
    }
    await machine.waitForEffects()
    guard case .running(let received) = machine.state else {
      Issue.record("the machine left running: \(machine.state)")
      return
    }
    // `.merge`: the effects ran concurrently, so the answers may come in any order.
    #expect(received.sorted() == [1, 2, 3, 4, 5])
    #expect(handled.all.count == 5)
  }

  @Test func waitForEffects_waitsForEffectsStartedByEventsThatEffectsSent() async {
    let machine = Machine(
      Pipeline.start,
      effects: { effect, context in
        if case .relay(let count) = effect {
          context.send(.relay(count))
        }
      })
    machine.send(.relay(100))
    await machine.waitForEffects()
    #expect(machine.state == .running(received: Array((0...100).reversed())))
  }

  @Test func waitForEffects_withoutEffects_returnsAtOnce() async {
    let machine = Machine(Pipeline.start)
    await machine.waitForEffects()
    // Without a handler, effects are only carried by the steps.
    #expect(machine.send(.request(1)).step?.effect == .fetch(1))
    await machine.waitForEffects()
    #expect(machine.state == Pipeline.start)
  }

  @Test func context_send_returnsWhatTheMachineDidWithTheEvent() async {
    let results = Recorder<SendResult<Pipeline>>()
    let machine = Machine(
      Pipeline.start,
      effects: { _, context in
        results.append(context.send(.stop))
        results.append(context.send(.stop))
        #expect(context.state == .stopped)
      })
    machine.send(.request(1))
    await machine.waitForEffects()
    #expect(
      results.all == [
        .transitioned(Step(from: Pipeline.start, event: .stop, to: .stopped)),
        .rejected(InvalidTransition(state: .stopped, event: .stop)),
      ])
  }

  @Test func merge_runsEffectsOfTheSameCaseConcurrently() async {
    // Each effect waits for the three to have started: this finishes only if they overlap.
    let started = Locked(0)
    let allStarted = Gate()
    let machine = Machine(
      Pipeline.start,
      effects: { _, _ in
        if started.withLock({
          $0 += 1
          return $0
        }) == 3 {
          allStarted.open()
        }
        await allStarted.wait()
      })
    for id in 1...3 {
      machine.send(.request(id))
    }
    await machine.waitForEffects()
    #expect(started.withLock { $0 } == 3)
  }

  @Test func latest_cancelsTheRunningEffectOfTheSameCaseOnly() async {
    let log = Recorder<String>()
    let firstStarted = Gate()
    let machine = Machine(
      Pipeline.start,
      effectPolicy: { $0 == .fetch ? .latest : .merge },
      effects: { effect, context in
        switch effect {
        case .fetch(1):
          firstStarted.open()
          await suspendUntilCancelled()
          log.append("fetch 1 cancelled: \(Task.isCancelled)")
        case .fetch(let id):
          log.append("fetch \(id) cancelled: \(Task.isCancelled)")
          context.send(.received(id))
        case .relay:
          // Not a fetch: not cancelled by the second fetch.
          await firstStarted.wait()
          log.append("relay cancelled: \(Task.isCancelled)")
        }
      })
    machine.send(.relay(1))
    machine.send(.request(1))
    await firstStarted.wait()
    machine.send(.request(2))
    await machine.waitForEffects()
    #expect(
      Set(log.all) == [
        "fetch 1 cancelled: true", "fetch 2 cancelled: false", "relay cancelled: false",
      ])
    #expect(machine.state == .running(received: [1, 2]))
  }

  @Test func queue_runsEffectsOfTheSameCaseOneAfterAnotherInStepOrder() async {
    let log = Recorder<String>()
    let running = Locked((now: 0, most: 0))
    let machine = Machine(
      Pipeline.start,
      effectPolicy: { _ in .queue },
      effects: { effect, _ in
        guard case .fetch(let id) = effect else { return }
        running.withLock {
          $0.now += 1
          $0.most = max($0.most, $0.now)
        }
        log.append("start \(id)")
        // Give the other effects every chance to start if the policy let them.
        for _ in 0..<100 {
          await Task.yield()
        }
        log.append("end \(id)")
        running.withLock { $0.now -= 1 }
      })
    for id in 1...4 {
      machine.send(.request(id))
    }
    await machine.waitForEffects()
    #expect(
      log.all == [
        "start 1", "end 1", "start 2", "end 2", "start 3", "end 3", "start 4", "end 4",
      ])
    #expect(running.withLock { $0.most } == 1)
  }

  @Test func queue_letsEffectsOfOtherCasesRunMeanwhile() async {
    let fetchStarted = Gate()
    let relayed = Gate()
    let machine = Machine(
      Pipeline.start,
      effectPolicy: { _ in .queue },
      effects: { effect, _ in
        switch effect {
        case .fetch:
          fetchStarted.open()
          await relayed.wait()
        case .relay:
          await fetchStarted.wait()
          relayed.open()
        }
      })
    machine.send(.request(1))
    #expect(machine.send(.relay(1)).step?.effect == .relay(0))
    // Finishes only if the relay ran while the fetch was running.
    await machine.waitForEffects()
    #expect(machine.state == .running(received: [1]))
  }

  @Test func cancelEffects_cancelsTheRunningEffectsAndDropsTheQueuedOnes() async {
    let log = Recorder<Int>()
    let firstStarted = Gate()
    let machine = Machine(
      Pipeline.start,
      effectPolicy: { _ in .queue },
      effects: { effect, _ in
        guard case .fetch(let id) = effect else { return }
        log.append(id)
        firstStarted.open()
        await suspendUntilCancelled()
      })
    for id in 1...3 {
      machine.send(.request(id))
    }
    await firstStarted.wait()
    machine.cancelEffects()
    await machine.waitForEffects()
    #expect(log.all == [1])
    // Later effects run as usual.
    machine.send(.request(4))
    await firstStarted.wait()
    machine.cancelEffects()
    await machine.waitForEffects()
    #expect(log.all == [1, 4])
  }

  @Test func waitForEffects_whenTheWaitingTaskIsCancelled_returns() async {
    let release = Gate()
    let machine = Machine(Pipeline.start, effects: { _, _ in await release.wait() })
    machine.send(.request(1))
    let waiter = Task { await machine.waitForEffects() }
    waiter.cancel()
    await waiter.value
    // The effect still runs; release it and wait for real.
    release.open()
    await machine.waitForEffects()
    #expect(machine.state == Pipeline.start)
  }

  @Test func effects_fromManyTasksAtOnce_areEachHandledOnce() async {
    let handled = Locked(0)
    let machine = Machine(
      Pipeline.start, recentStepsLimit: 10_000,
      effects: { effect, context in
        handled.withLock { $0 += 1 }
        if case .fetch(let id) = effect {
          context.send(.received(id))
        }
      })
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for index in 0..<500 {
            machine.send(.request(task * 1_000 + index))
          }
        }
      }
    }
    await machine.waitForEffects()
    #expect(handled.withLock { $0 } == 2_000)
    guard case .running(let received) = machine.state else {
      Issue.record("the machine left running")
      return
    }
    #expect(Set(received).count == 2_000)
    #expect(machine.recentSteps.count == 4_000)
  }
}
