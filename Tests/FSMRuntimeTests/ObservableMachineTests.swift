import Dispatch
import FSMRuntime
import FSMTestSupport
import Observation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ObservableMachineTests {
  /// Counts what Observation reports about `observable.state`: tracking ends at the first
  /// change, so the count is 0 or 1.
  private func trackingChanges(of observable: ObservableMachine<Light>) -> Locked<Int> {
    let changes = Locked(0)
    withObservationTracking {
      _ = observable.state
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    return changes
  }

  // MARK: - send on the main actor

  @Test func send_onTheMainActor_showsTheStateAndHasToldObserversWhenItReturns() {
    let observable = ObservableMachine(Machine(Light.off))
    let changes = trackingChanges(of: observable)
    let result = observable.send(.toggle)
    guard case .transitioned(let step) = result else {
      Issue.record("expected a step, got \(result)")
      return
    }
    #expect(step.to == .on(brightness: 100))
    #expect(observable.state == .on(brightness: 100))
    #expect(changes.withLock { $0 } == 1)
  }

  @Test func send_onTheMainActor_skipsOnlyItsOwnObserver() {
    // Its own observer is not called for its own sends (the state is shown when send returns);
    // every other observer of the machine is.
    let machine = Machine(Light.off)
    let observable = ObservableMachine(machine)
    let seen = Locked(0)
    machine.onTransition { _ in seen.withLock { $0 += 1 } }
    observable.send(.toggle)
    observable.send(.dim(to: 3))
    #expect(seen.withLock { $0 } == 2)
    #expect(observable.state == .on(brightness: 3))
  }

  @Test func send_whenRejected_keepsTheState() {
    let observable = ObservableMachine(Machine(Light.off))
    guard case .rejected = observable.send(.dim(to: 10)) else {
      Issue.record("'off' does not accept 'dim'")
      return
    }
    #expect(observable.state == .off)
  }

  @Test func send_whenRejected_tellsObservationNothing() {
    let observable = ObservableMachine(Machine(Light.off))
    let changes = trackingChanges(of: observable)
    observable.send(.dim(to: 10))
    #expect(changes.withLock { $0 } == 0)
    observable.send(.toggle)
    #expect(changes.withLock { $0 } == 1)
    #expect(observable.state == .on(brightness: 100))
  }

  @Test func send_whenRejected_stillShowsAStepAnotherTaskTook() {
    // Another task's step reaches `state` by a hop to the main actor. The main actor is held
    // here until that step is taken, so the hop has not run when the rejected send returns, and
    // `state` shows the step all the same.
    let machine = Machine(Light.on(brightness: 5))
    let observable = ObservableMachine(machine)
    let taken = DispatchSemaphore(value: 0)
    Task.detached {
      machine.send(.toggle)
      taken.signal()
    }
    taken.wait()
    #expect(observable.state == .on(brightness: 5))
    guard case .rejected = observable.send(.dim(to: 3)) else {
      Issue.record("'off' does not accept 'dim'")
      return
    }
    #expect(observable.state == .off)
  }

  @Test func init_startsFromTheMachinesCurrentState() {
    let machine = Machine(Light.off)
    machine.send(.toggle)
    #expect(ObservableMachine(machine).state == .on(brightness: 100))
  }

  // MARK: - Changes from elsewhere

  @Test func sendFromADetachedTask_reachesStateOnTheMainActor() async throws {
    let machine = Machine(Light.off)
    let observable = ObservableMachine(machine)
    await Task.detached { _ = machine.send(.toggle) }.value
    try await observable.waitUntil { $0 == .on(brightness: 100) }
    #expect(observable.state == machine.state)
  }

  @Test func effectsSendingBack_reachStateInTheMachinesOrder() async throws {
    let machine = Machine(
      Pipeline.start,
      effects: { effect, context in
        if case .relay(let count) = effect {
          context.send(.relay(count))
        }
      })
    let observable = ObservableMachine(machine)
    observable.send(.relay(50))  // 51 steps: 50, then 49 ... 0, each sent back by an effect
    var shown: [Int] = []
    while received(observable.state).count < 51 {
      try await observable.nextChange()
      shown.append(received(observable.state).count)
    }
    await machine.waitForEffects()
    // Never an older state after a newer one; several steps may show as one change.
    #expect(shown == shown.sorted())
    #expect(received(observable.state) == Array((0...50).reversed()))
    #expect(observable.state == machine.state)
  }

  @Test func eightTasksSendingAtOnce_endWithTheMachinesState() async throws {
    let machine = Machine(Light.off)
    let observable = ObservableMachine(machine)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            machine.send((index + task) % 3 == 0 ? .toggle : .dim(to: index))
          }
        }
      }
    }
    let final = machine.state
    try await observable.waitUntil { $0 == final }
    #expect(observable.state == machine.state)
  }

  // MARK: - Lifetime

  @Test func releasingTheLastReference_freesItAndEndsItsSubscription() {
    let machine = Machine(Light.off)
    weak var released: ObservableMachine<Light>?
    do {
      let observable = ObservableMachine(machine)
      released = observable
      observable.send(.toggle)
      #expect(machine._observerCount == 1)
    }
    #expect(released == nil)
    #expect(machine._observerCount == 0)
    machine.send(.toggle)  // the machine goes on without it
    #expect(machine.state == .off)
  }

  private func received(_ state: Pipeline) -> [Int] {
    guard case .running(let received) = state else { return [] }
    return received
  }
}
