public import FSMRuntime

/// Holds the outcomes of a machine's activities until a test releases them: so that a test decides
/// when a result arrives, before or after the state that started the activity was left.
///
/// ```swift
/// let hold = ActivityHold(SearchBox.ActivityHandlers(search: { query, _ in [query + "!"] }))
/// let machine = Machine(SearchBox.idle, activities: hold)
/// machine.send(.typed(query: "a"))
/// let first = await hold.next()          // the first search returned; its result is held
/// machine.send(.typed(query: "ab"))      // leaves the first visit, starts a second search
/// #expect(first.release() == nil)        // late: dropped, and told to `onDroppedOutcome`
/// #expect(await hold.next().release() != nil)   // the second result is delivered
/// ```
///
/// An activity's handler runs as usual; when it returns, its outcome event waits in the hold, in
/// the order activities returned, for ``next()`` to hand it to the test and
/// ``HeldOutcome/release()`` to deliver it. An activity that ends without an event (no `done:`
/// event) is not held.
public final class ActivityHold<Handlers: ActivityHandling>: ActivityHandling, Sendable {
  public typealias Definition = Handlers.Definition

  private struct State {
    var held: [HeldOutcome<Definition>] = []
    var waiters: [CheckedContinuation<HeldOutcome<Definition>, Never>] = []
  }

  private let handlers: Handlers
  private let state = LockedState(State())

  /// Holds the outcomes of `handlers`' activities.
  public init(_ handlers: Handlers) {
    self.handlers = handlers
  }

  /// Runs the activity's handler, then holds its outcome until the test releases it.
  public func run(_ activity: Definition.Activity, context: ActivityContext<Definition>) async
    -> Definition.Event?
  {
    guard let event = await handlers.run(activity, context: context) else { return nil }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let outcome = HeldOutcome(
        activity: activity, event: event, context: context, finish: continuation)
      let waiter = state.withLock { state -> CheckedContinuation<HeldOutcome<Definition>, Never>? in
        guard !state.waiters.isEmpty else {
          state.held.append(outcome)
          return nil
        }
        return state.waiters.removeFirst()
      }
      waiter?.resume(returning: outcome)
    }
    // Delivered (or dropped) by the test's release.
    return nil
  }

  /// The next outcome held, in the order the activities returned: at once if one is waiting,
  /// otherwise when an activity returns.
  public func next() async -> HeldOutcome<Definition> {
    let outcome = await withCheckedContinuation { continuation in
      let outcome = state.withLock { state -> HeldOutcome<Definition>? in
        guard !state.held.isEmpty else {
          state.waiters.append(continuation)
          return nil
        }
        return state.held.removeFirst()
      }
      if let outcome {
        continuation.resume(returning: outcome)
      }
    }
    // An activity that returned while this one waited made `outcome`, took the lock to find the
    // waiter, and resumed it after. Taking the lock again here orders the outcome's
    // initialization before the test's reads for ThreadSanitizer, which does not see a
    // continuation's resumption as an ordering: CI's ThreadSanitizer step reported `release()`
    // reading a field `init` wrote (1 run in 10). The resumption orders them already.
    state.withLock { _ in }
    return outcome
  }

  /// How many outcomes are held and not yet handed out by ``next()``.
  public var heldCount: Int {
    state.withLock { $0.held.count }
  }
}

/// An activity's outcome that an ``ActivityHold`` holds: its event, not yet delivered.
public final class HeldOutcome<M: StateMachine>: Sendable
where M: Sendable, M.Event: Sendable, M.Effect: Sendable, M.Activity: Sendable {
  /// The activity the activity ran.
  public let activity: M.Activity
  /// The outcome event: the activity's `done:` event with its result, or its `failed:` event.
  public let event: M.Event
  private let context: ActivityContext<M>
  private let finish: LockedState<CheckedContinuation<Void, Never>?>

  init(
    activity: M.Activity, event: M.Event, context: ActivityContext<M>,
    finish: CheckedContinuation<Void, Never>
  ) {
    self.activity = activity
    self.event = event
    self.context = context
    self.finish = LockedState(finish)
  }

  /// Whether the visit that started the activity still lasts: releasing would deliver the outcome.
  public var isCurrent: Bool { context.isCurrent }

  /// Delivers the outcome to the machine now, as the activity's return would have, and ends the
  /// activity. Returns what the machine did with the event (`SendResult.enqueued` while a step is
  /// being processed), or `nil` when the visit that started the activity had ended: the outcome is
  /// dropped and told to `onDroppedOutcome` observers. A second release does nothing and
  /// returns `nil`.
  @discardableResult
  public func release() -> SendResult<M>? {
    guard
      let finish = finish.withLock({ state in
        defer { state = nil }
        return state
      })
    else {
      return nil
    }
    defer { finish.resume() }
    return context._deliver(event)
  }
}
