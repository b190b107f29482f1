import FSMRuntime
import FSMTestSupport
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct MachineTests {
  // MARK: - send

  @Test func send_whenAccepted_movesAndReturnsTheStep() {
    let machine = Machine(Light.off)
    let result = machine.send(.toggle)
    #expect(result == .transitioned(Step(from: .off, event: .toggle, to: .on(brightness: 100))))
    #expect(machine.state == .on(brightness: 100))
  }

  @Test func send_whenRejected_reportsTheErrorAndKeepsTheState() {
    let machine = Machine(Light.off)
    let rejections = Recorder<InvalidTransition<Light>>()
    machine.onReject { rejections.append($0) }
    #expect(machine.send(.dim(to: 3)) == .rejected(InvalidTransition(state: .off, event: .dim)))
    #expect(machine.state == .off)
    #expect(rejections.all == [InvalidTransition(state: .off, event: .dim)])
  }

  @Test func history_whenOverTheLimit_keepsTheLastStepsOldestFirst() {
    let machine = Machine(Light.off, recentStepsLimit: 3)
    for level in 1...4 {
      machine.send(level == 1 ? .toggle : .dim(to: level))
    }
    machine.send(.toggle)
    #expect(machine.recentSteps.map(\.to) == [.on(brightness: 3), .on(brightness: 4), .off])
    #expect(Machine(Light.off).recentSteps.isEmpty)
  }

  // MARK: - Observers

  @Test func observers_whenAStepIsTaken_runExitThenTransitionThenEnter() {
    let machine = Machine(Light.off)
    let calls = Recorder<String>()
    machine.onEnter(.on) { _ in calls.append("enter on") }
    machine.onTransition { _ in calls.append("transition") }
    machine.onExit(.off) { _ in calls.append("exit off") }
    machine.onExit(.on) { _ in calls.append("exit on") }
    machine.send(.toggle)
    #expect(calls.all == ["exit off", "transition", "enter on"])
  }

  @Test func observers_onASelfTransition_exitAndEnterTheState() {
    let machine = Machine(Light.on(brightness: 1))
    let calls = Recorder<String>()
    machine.onExit(.on) { _ in calls.append("exit") }
    machine.onEnter(.on) { _ in calls.append("enter") }
    machine.send(.dim(to: 2))
    #expect(calls.all == ["exit", "enter"])
  }

  @Test func cancel_removesTheObserver() {
    let machine = Machine(Light.off)
    let calls = Recorder<Int>()
    let token = machine.onTransition { _ in calls.append(1) }
    machine.send(.toggle)
    token.cancel()
    machine.send(.toggle)
    #expect(calls.all == [1])
  }

  @Test func observer_cancellingItselfWhileCalled_livesUntilTheStepIsDone() {
    // The observers a sender calls are not retained for the call (Machine+Core.swift): one that
    // removes itself must stay alive until the step is done, then be released.
    let machine = Machine(Light.off)
    let events = Recorder<String>()
    let token = Locked<ObservationToken?>(nil)
    do {
      let witness = Witness { events.append("released") }
      token.withLock { slot in
        slot = machine.onTransition { [witness] _ in
          token.withLock { $0 }?.cancel()
          events.append("called after cancel, \(witness.name)")
        }
      }
    }
    machine.send(.toggle)
    machine.send(.toggle)
    #expect(events.all == ["called after cancel, witness", "released"])
  }

  @Test func observer_readingTheState_seesTheNewStateWithoutDeadlock() {
    let machine = Machine(Light.off)
    let seen = Recorder<Light>()
    machine.onTransition { [unowned machine] _ in seen.append(machine.state) }
    machine.send(.toggle)
    #expect(seen.all == [.on(brightness: 100)])
  }

  // MARK: - Run to completion

  @Test func send_fromAnObserver_isEnqueuedAndProcessedAfterTheCurrentStep() {
    let machine = Machine(Light.off)
    let order = Recorder<String>()
    let results = Recorder<SendResult<Light>>()
    machine.onTransition { [unowned machine] step in
      order.append("\(step.event)")
      if step.event == .toggle, step.to != .off {
        results.append(machine.send(.dim(to: 7)))
        order.append("after sending dim")
      }
    }
    let result = machine.send(.toggle)
    #expect(result.step?.to == .on(brightness: 100))
    #expect(results.all == [.enqueued])
    #expect(order.all == ["toggle", "after sending dim", "dim(to: 7)"])
    // The outermost send processed the queue before it returned.
    #expect(machine.state == .on(brightness: 7))
  }

  @Test func send_nested100000DeepFromObservers_doesNotGrowTheStack() {
    let machine = Machine(Light.on(brightness: 0))
    let count = Locked(0)
    machine.onTransition { [unowned machine] _ in
      let next = count.withLock { count -> Int? in
        count += 1
        return count < 100_000 ? count : nil
      }
      if let next {
        machine.send(.dim(to: next))
      }
    }
    machine.send(.dim(to: 0))
    #expect(count.withLock { $0 } == 100_000)
    #expect(machine.state == .on(brightness: 99_999))
  }

  // MARK: - steps

  @Test func steps_eachSubscriber_seesEveryStepAfterItSubscribedInOrder() async {
    let machine = Machine(Light.off)
    machine.send(.toggle)  // before anyone subscribes: seen by no one
    let first = machine.steps
    let second = machine.steps
    machine.send(.dim(to: 1))
    machine.send(.dim(to: 2))
    machine.send(.toggle)
    var firstSeen: [Light] = []
    for await step in first {
      firstSeen.append(step.to)
      if firstSeen.count == 3 { break }
    }
    var secondSeen: [Light] = []
    for await step in second {
      secondSeen.append(step.to)
      if secondSeen.count == 3 { break }
    }
    let expected: [Light] = [.on(brightness: 1), .on(brightness: 2), .off]
    #expect(firstSeen == expected)
    #expect(secondSeen == expected)
  }

  @Test func steps_whenTheMachineIsDeallocated_finish() async {
    var machine: Machine<Light>? = Machine(Light.off)
    let steps = machine!.steps
    machine!.send(.toggle)
    machine = nil
    var count = 0
    for await _ in steps {
      count += 1
    }
    #expect(count == 1)
  }

  // MARK: - Concurrency

  @Test func send_fromEightTasksAtOnce_isLinearizable() async {
    let tasks = 8
    let perTask = 10_000
    let machine = Machine(Light.off, recentStepsLimit: tasks * perTask)
    let observed = Locked(0)
    let rejected = Locked(0)
    machine.onTransition { _ in observed.withLock { $0 += 1 } }
    machine.onReject { _ in rejected.withLock { $0 += 1 } }
    let stream = machine.steps

    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for index in 0..<perTask {
            machine.send((index + task) % 3 == 0 ? .toggle : .dim(to: index))
          }
        }
      }
    }

    let steps = machine.recentSteps
    let accepted = observed.withLock { $0 }
    // Every event was processed exactly once: accepted or rejected.
    #expect(accepted + rejected.withLock { $0 } == tasks * perTask)
    #expect(steps.count == accepted)
    var streamed = 0
    for await _ in stream {
      streamed += 1
      if streamed == accepted { break }
    }
    #expect(streamed == accepted)
    // The history is one total order: replaying it sequentially gives every step and the state.
    var replayed = Light.off
    for step in steps {
      #expect(step.from == replayed)
      guard let next = replayed.transition(on: step.event) else {
        Issue.record("the history holds an event its state does not accept")
        return
      }
      #expect(next.to == step.to)
      replayed = next.to
    }
    #expect(replayed == machine.state)
  }

  @Test func send_fromEightTasks_whileObserversComeAndGoAndCallersWait_losesNothing() async {
    // The processing role is given up without the lock after a step's observers when nothing
    // waits for its holder (ProcessingRole.swift): events queued, waiters and replaced observers
    // meanwhile must each bring the holder back to the lock.
    let tasks = 8
    let perTask = 5_000
    let machine = Machine(Light.off)
    let observed = Locked(0)
    machine.onTransition { _ in observed.withLock { $0 += 1 } }

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<perTask {
            machine.send(.toggle)
          }
        }
      }
      group.addTask {
        for _ in 0..<2_000 {
          machine.onTransition { _ in }.cancel()
        }
      }
      group.addTask {
        // A waiter that no holder resumed would hang here until the time limit.
        for _ in 0..<500 {
          await machine.waitForEffects()
        }
      }
    }
    await machine.waitForEffects()

    // Every toggle is accepted: each was processed exactly once, and observed.
    #expect(observed.withLock { $0 } == tasks * perTask)
    #expect(machine.state == .off)
  }

  // MARK: - Persistence

  @Test func init_fromADecodedState_resumesWhereTheSavedMachineWas() throws {
    let saved = Machine(Light.off)
    saved.send(.toggle)
    saved.send(.dim(to: 42))
    let data = try JSONEncoder().encode(saved.state)
    let restored = Machine(try JSONDecoder().decode(Light.self, from: data))
    #expect(restored.state == .on(brightness: 42))
    #expect(restored.send(.toggle).step?.to == .off)
  }
}

/// Says when it is released.
private final class Witness: Sendable {
  let name = "witness"
  private let onRelease: @Sendable () -> Void

  init(onRelease: @escaping @Sendable () -> Void) {
    self.onRelease = onRelease
  }

  deinit {
    onRelease()
  }
}
