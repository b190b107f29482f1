import FSMMacros
import Observation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One way of running a workload: `run(passes)` replays the workload's event sequence `passes`
/// times from its initial state (every sequence ends where it starts) and returns a checksum of
/// every state and effect it went through. Equal checksums mean the same machine.
public struct Implementation: Sendable {
  public let name: String
  public let run: @Sendable (_ passes: Int) -> UInt64

  public init(_ name: String, run: @escaping @Sendable (_ passes: Int) -> UInt64) {
    self.name = name
    self.run = run
  }
}

/// A machine, its event sequence, and the ways of running it; the first is the baseline.
public struct Workload: Sendable {
  public let name: String
  public let summary: String
  /// Events in one pass of the sequence.
  public let stepsPerPass: Int
  /// The share of the events the machine accepts.
  public let acceptedShare: Double
  public let implementations: [Implementation]
}

/// The checksum of a run: folds in one value per step (FNV-1a style).
func mix(_ checksum: UInt64, _ value: UInt64) -> UInt64 {
  (checksum ^ value) &* 0x100_0000_01B3
}

/// The value folded in for a rejected event.
let rejected: UInt64 = 0xFFFF

/// SplitMix64: a small, fixed-seed generator, so that every run uses the same sequences.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

/// Replays `events` `passes` times through a transition function `next`, which returns an
/// output (a state, a step...) or `nil` to reject, and returns the checksum of the outputs.
@inline(__always)
func replay<State, Event, Output>(
  from initial: State, _ events: [Event], passes: Int,
  next: (State, Event) -> Output?, target: (Output) -> State, digest: (Output) -> UInt64
) -> UInt64 {
  var state = initial
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      if let output = next(state, event) {
        state = target(output)
        checksum = mix(checksum, digest(output))
      } else {
        checksum = mix(checksum, rejected)
      }
    }
  }
  return checksum
}

/// `checksum` with a send's result folded in: the step's digest, or `rejected`.
@inline(__always)
func mix<M: StateMachine>(
  _ checksum: UInt64, _ result: SendResult<M>, digest: (Step<M>) -> UInt64
) -> UInt64 {
  switch result {
  case .transitioned(let step): mix(checksum, digest(step))
  case .rejected, .enqueued: mix(checksum, rejected)
  }
}

/// Replays `events` `passes` times through a `Machine` without observers.
@inline(__always)
func replayMachine<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let machine = Machine(initial)
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      checksum = mix(checksum, machine.send(event), digest: digest)
    }
  }
  return checksum
}

/// Replays `events` `passes` times through a `Machine`, taking a snapshot after every step: by
/// difference with `replayMachine`, what `snapshot()` costs.
func replayMachineWithSnapshots<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let machine = Machine(initial)
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      checksum = mix(checksum, machine.send(event), digest: digest)
      // Nothing is ever queued here; reading the snapshot keeps it.
      guard machine.snapshot().queued.isEmpty else { fatalError("a snapshot with a queue") }
    }
  }
  return checksum
}

/// Replays `events` `passes` times through an ``ObservableMachine``'s `send`, on the main actor:
/// the machine's step, the observer that a view's `ObservableMachine` registers, and the refresh
/// of its observable `state`. Call it on the main thread.
@inline(__always)
func replayObservable<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: @Sendable (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  MainActor.assumeIsolated {
    let observable = ObservableMachine(Machine(initial))
    var checksum: UInt64 = 0
    for _ in 0..<passes {
      for event in events {
        checksum = mix(checksum, observable.send(event), digest: digest)
      }
    }
    return checksum
  }
}

/// What an app writes without `ObservableMachine`: a main-actor model that sends to a `Machine`
/// and publishes each step's target through Observation (`withMutation`, nobody observing), with
/// its key path made once as `ObservableMachine` makes it. `observable` is measured against it:
/// `Machine.send` plus Observation's own cost.
@MainActor
final class HandObservedModel<M: StateMachine>: Observable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let machine: Machine<M>
  private let registrar = ObservationRegistrar()
  private var current: M
  private let stateKeyPath: KeyPath<HandObservedModel, M> = \.state

  init(_ machine: Machine<M>) {
    self.machine = machine
    current = machine.state
  }

  var state: M {
    registrar.access(self, keyPath: stateKeyPath)
    return current
  }

  @inline(__always)
  func send(_ event: M.Event) -> SendResult<M> {
    let result = machine.send(event)
    if case .transitioned(let step) = result {
      registrar.withMutation(of: self, keyPath: stateKeyPath) { current = step.to }
    }
    return result
  }
}

/// Replays `events` `passes` times through a ``HandObservedModel`` on the main actor.
func replayHandObserved<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: @Sendable (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  MainActor.assumeIsolated {
    // Its own loop, not one shared with `replayObservable`: sharing it moved `observable`'s
    // figures by code layout alone (W4: 1,592 to 1,647 instructions a step).
    let model = HandObservedModel(Machine(initial))
    var checksum: UInt64 = 0
    for _ in 0..<passes {
      for event in events {
        checksum = mix(checksum, model.send(event), digest: digest)
      }
    }
    return checksum
  }
}

/// Replays `events` `passes` times through a `Machine` with one `onTransition` observer that
/// counts the steps: by difference with `replayMachine`, what an observer costs.
func replayMachineWithObserver<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let machine = Machine(initial)
  let observed = Counter()
  machine.onTransition { _ in observed.increment() }
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      checksum = mix(checksum, machine.send(event), digest: digest)
    }
  }
  precondition(observed.count > 0 || events.isEmpty || passes == 0, "the observer was not called")
  return checksum
}

/// A count an observer increments; only the sending thread touches it in these runs.
final class Counter: @unchecked Sendable {
  private(set) var count = 0
  func increment() { count &+= 1 }
}

/// Replays `events` `passes` times through `Machine.send` while an ``ObservableMachine`` follows
/// the machine, as a send from another task does: each step calls the observer, which schedules
/// a hop to the main actor unless one is pending. The main actor is busy meanwhile, so one hop
/// is scheduled for the whole run: the cost measured is the observer's, per step.
@inline(__always)
func replayObservedMachine<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: @Sendable (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  MainActor.assumeIsolated {
    let observable = ObservableMachine(Machine(initial))
    let machine = observable.machine
    var checksum: UInt64 = 0
    for _ in 0..<passes {
      for event in events {
        checksum = mix(checksum, machine.send(event), digest: digest)
      }
    }
    withExtendedLifetime(observable) {}
    return checksum
  }
}

// Each workload writes its implementations as closure literals that call the concrete functions:
// passing the transition functions around as closure values would add an indirect call per step
// to some implementations and not others.

/// A fixed pseudo-random walk of `length` events from `initial`, about `acceptedShare` of them
/// accepted, followed by the events that lead back to `initial` so that passes can be chained.
///
/// - Parameters:
///   - candidates: The events accepted from a state, and some it rejects, to choose from.
///   - next: The transition function (any implementation: they agree).
///   - home: The events leading from a state back to `initial`.
func randomWalk<State, Event>(
  from initial: State, length: Int, acceptedShare: Double, seed: UInt64,
  candidates: (State, inout SplitMix64) -> (accepted: [Event], rejected: [Event]),
  next: (State, Event) -> State?, home: (State) -> [Event]
) -> [Event] {
  var random = SplitMix64(state: seed)
  var state = initial
  var events: [Event] = []
  events.reserveCapacity(length + 16)
  for _ in 0..<length {
    let (accepted, rejected) = candidates(state, &random)
    let wantsAccepted = Double(random.next() % 1_000) < acceptedShare * 1_000
    let pool = wantsAccepted || rejected.isEmpty ? accepted : rejected
    let event = pool[random.below(pool.count)]
    events.append(event)
    state = next(state, event) ?? state
  }
  for event in home(state) {
    events.append(event)
    state = next(state, event) ?? state
  }
  return events
}

/// The measured share of accepted events in a sequence.
func acceptedShare<State, Event>(
  of events: [Event], from initial: State, next: (State, Event) -> State?
) -> Double {
  var state = initial
  var accepted = 0
  for event in events {
    if let target = next(state, event) {
      state = target
      accepted += 1
    }
  }
  return Double(accepted) / Double(events.count)
}

/// Every workload, in the order of the report.
public let allWorkloads: [Workload] = [
  w1Turnstile, w2Matter, w3Grid, w4Loader, w5CreditTurnstile, w6Player, w7History, w8Regions,
  w9Approval, w10Tasks, w11Composite, w12Durable,
]

// MARK: - The floor under `Machine.send`

/// A state behind the lock a `Machine` takes, as a careful engineer writes it by hand: the
/// platform's primitive (`pthread_mutex_t` on Linux, `os_unfair_lock` on Apple platforms) at a
/// fixed address, locked around the hand-written transition function and nothing else.
final class HandLocked<State>: @unchecked Sendable {
  #if canImport(Darwin)
    private let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
  #else
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  #endif
  // Only read and written with `lock` held.
  private var state: State

  init(_ state: State) {
    self.state = state
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock())
    #else
      pthread_mutex_init(lock, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deallocate()
  }

  /// Applies `next` to the state under the lock: the output, and the state it leads to, or `nil`
  /// with the state unchanged.
  @inline(__always)
  func send<Event, Output>(
    _ event: Event, next: (State, Event) -> Output?, target: (Output) -> State
  ) -> Output? {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    guard let output = next(state, event) else { return nil }
    state = target(output)
    return output
  }
}

/// `replay` through a `HandLocked` state: the hand-written switch behind the same lock as a
/// `Machine`, the floor `Machine.send` is measured against (`locked`). The checksum is folded
/// outside the lock, as `replayMachine` folds a send's result.
@inline(__always)
func replayLocked<State, Event, Output>(
  from initial: State, _ events: [Event], passes: Int,
  next: (State, Event) -> Output?, target: (Output) -> State, digest: (Output) -> UInt64
) -> UInt64 {
  let machine = HandLocked(initial)
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      if let output = machine.send(event, next: next, target: target) {
        checksum = mix(checksum, digest(output))
      } else {
        checksum = mix(checksum, rejected)
      }
    }
  }
  return checksum
}

// MARK: - As an app holds a machine

/// A machine as an app holds it: in a stored property of a model class, made where the code that
/// sends cannot see it. The optimizer then knows nothing of how it was made (no effect handler,
/// no timers, no observers), as in an app; a machine made inside the measuring loop lets it fold
/// those tests away.
final class AppModel<M: StateMachine>: Sendable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let machine: Machine<M>

  init(_ machine: Machine<M>) {
    self.machine = machine
  }

  /// Made out of line, so that the sender does not see the machine's settings.
  @inline(never)
  static func make(_ initial: M) -> AppModel {
    AppModel(Machine(initial))
  }
}

/// The hand-written switch held as a careful engineer holds it: the model class is the
/// `HandLocked` state itself (its lock and its state are its stored properties), made out of
/// line.
@inline(never)
func makeLockedModel<State>(_ initial: State) -> HandLocked<State> {
  HandLocked(initial)
}

/// A view's action, say: a method of another type that sends one event to the model's machine
/// and returns the result, which the caller inspects.
struct AppAction<M: StateMachine> where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let model: AppModel<M>

  @inline(never)
  func send(_ event: M.Event) -> SendResult<M> {
    model.machine.send(event)
  }
}

/// Replays `events` `passes` times through a machine held as an app holds it (`held`).
func replayHeld<M: StateMachine>(
  from initial: M, _ events: [M.Event], passes: Int, digest: (Step<M>) -> UInt64
) -> UInt64 where M: Sendable, M.Event: Sendable, M.Effect: Sendable {
  let action = AppAction(model: AppModel.make(initial))
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      checksum = mix(checksum, action.send(event), digest: digest)
    }
  }
  return checksum
}

/// Replays `events` `passes` times through the hand-written switch held as an app holds it
/// (`lockedHeld`): `send` is the workload's own action, an out-of-line function that sends one
/// event to the model's state with its switch (written per workload, so that the switch is
/// called directly, as in an app).
@inline(__always)
func replayLockedHeld<State, Event, Output>(
  from initial: State, _ events: [Event], passes: Int,
  send: (HandLocked<State>, Event) -> Output?, digest: (Output) -> UInt64
) -> UInt64 {
  let model = makeLockedModel(initial)
  var checksum: UInt64 = 0
  for _ in 0..<passes {
    for event in events {
      if let output = send(model, event) {
        checksum = mix(checksum, digest(output))
      } else {
        checksum = mix(checksum, rejected)
      }
    }
  }
  return checksum
}
