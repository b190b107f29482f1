// Observers and subscribers: registered behind the lock, called outside it with the snapshot a
// step carries.

#if !hasFeature(Embedded)
  extension Machine {
    /// Calls `observer` with every step, after the exit observers and before the enter observers.
    @discardableResult
    public func onTransition(_ observer: @escaping StepObserver) -> ObservationToken {
      register { $0.transition.append(TransitionCall(id: $1, body: observer)) }
    }

    /// Calls `observer` with every step that enters a state of case `state`.
    @discardableResult
    public func onEnter(_ state: M.Case, _ observer: @escaping StepObserver) -> ObservationToken {
      register { $0.enter.append(($1, state, observer)) }
    }

    /// Calls `observer` with every step that leaves a state of case `state`.
    @discardableResult
    public func onExit(_ state: M.Case, _ observer: @escaping StepObserver) -> ObservationToken {
      register { $0.exit.append(($1, state, observer)) }
    }

    /// Calls `observer` with every step that enters `superstate`: whose target is one of its
    /// cases and whose source is not. After the enter observers of the superstates around it and
    /// before those of the superstates inside it and of the state.
    @discardableResult
    public func onEnter(
      superstate: M.Superstate, _ observer: @escaping StepObserver
    ) -> ObservationToken {
      register { $0.enterSuperstate.append(($1, superstate, observer)) }
    }

    /// Calls `observer` with every step that leaves `superstate`: whose source is one of its cases
    /// and whose target is not. After the exit observers of the state and of the superstates
    /// inside it, before those of the superstates around it.
    @discardableResult
    public func onExit(
      superstate: M.Superstate, _ observer: @escaping StepObserver
    ) -> ObservationToken {
      register { $0.exitSuperstate.append(($1, superstate, observer)) }
    }

    /// Calls `observer` with every rejected event.
    @discardableResult
    public func onReject(_ observer: @escaping RejectObserver) -> ObservationToken {
      register { $0.reject.append(($1, { rejection, _ in observer(rejection) })) }
    }

    /// Calls `observer` with every rejected event and the event itself, payload and all (the
    /// rejection holds its case only): what the inspector writes of a rejected event.
    @discardableResult
    package func onReject(
      withEvent observer: @escaping @Sendable (InvalidTransition<M>, M.Event) -> Void
    ) -> ObservationToken {
      register { $0.reject.append(($1, observer)) }
    }

    /// Calls `observer` with the step that makes the machine done: the step (with its
    /// microsteps) whose settled state is one of `M.finalCases` (for a machine with regions,
    /// every region in one of its `@Final` cases), after every other observer of that step.
    ///
    /// No row leaves a final case, so this happens at most once. A machine created or restored
    /// in a final case is done from the start, and calls no done observer: read ``isDone``.
    @discardableResult
    public func onDone(_ observer: @escaping StepObserver) -> ObservationToken {
      register { $0.done.append(($1, observer)) }
    }

    /// Every step taken after this property is read, in order, none lost.
    ///
    /// Each read is a new subscriber with its own unbounded buffer. The sequence ends after the
    /// step that makes the machine done (see ``onDone(_:)``), at once when read from a machine
    /// that is already done, and otherwise when the machine is deallocated; a subscriber that
    /// stops iterating (or whose task is cancelled) is removed. Iterating never throws:
    /// `for await step in machine.steps`.
    ///
    /// NB: a concrete `AsyncStream`, not an opaque `AsyncSequence` with `Never` as its `Failure`: that
    /// primary associated type needs macOS 15 / iOS 18, and `Machine` supports macOS 14 / iOS 17.
    public var steps: AsyncStream<Step<M>> {
      let (stream, continuation) = AsyncStream.makeStream(
        of: Step<M>.self, bufferingPolicy: .unbounded)
      // Whether the machine is done is read under the lock that registers the subscriber: a
      // step that makes it done is then either seen by the subscriber or already taken.
      let id = core.withLock { core -> Int? in
        guard !M.finalCases.contains(core.run.state.case) else { return nil }
        return core.addObserver { $0.streams.append(($1, continuation)) }
      }
      guard let id else {
        continuation.finish()
        return stream
      }
      let token = removal(of: id)
      continuation.onTermination = { _ in token.cancel() }
      return stream
    }

    /// Whether the machine is done: its state is one of `M.finalCases` (for a machine with
    /// regions, every region is in one of its `@Final` cases). No row leaves a final case.
    public var isDone: Bool {
      core.withLock { M.finalCases.contains($0.run.state.case) }
    }

    /// `onTransition(_:)` that also returns the observer's id, for `send(_:skipping:)`.
    func observeTransitions(
      _ observer: @escaping StepObserver
    ) -> (token: ObservationToken, id: Int) {
      registerReturningID { $0.transition.append(TransitionCall(id: $1, body: observer)) }
    }

    func register(_ add: (inout Observers, Int) -> Void) -> ObservationToken {
      registerReturningID(add).token
    }

    private func registerReturningID(
      _ add: (inout Observers, Int) -> Void
    ) -> (token: ObservationToken, id: Int) {
      let id = core.withLock { $0.addObserver(add) }
      return (removal(of: id), id)
    }

    /// The token that removes the observer `id`.
    private func removal(of id: Int) -> ObservationToken {
      ObservationToken { [weak self] in
        self?.core.withLock { core in
          core.observers.remove(id)
          core.observersChanged()
        }
      }
    }
  }

  extension Machine.Core {
    /// Adds an observer with a new id, which it returns.
    mutating func addObserver(_ add: (inout Machine.Observers, Int) -> Void) -> Int {
      let id = observers.nextID
      observers.nextID += 1
      add(&observers, id)
      observersChanged()
      return id
    }
  }

  extension Machine {
    @usableFromInline
    struct Observers: Sendable {
      @usableFromInline var nextID = 0

      @inlinable init() {}

      /// In boxes, so that the send calls them borrowed (`FrozenObservers.transitionCalls`).
      @usableFromInline var transition: [TransitionCall] = []
      @usableFromInline var enter: [(id: Int, state: M.Case, body: StepObserver)] = []
      @usableFromInline var exit: [(id: Int, state: M.Case, body: StepObserver)] = []
      @usableFromInline var enterSuperstate:
        [(id: Int, superstate: M.Superstate, body: StepObserver)] =
          []
      @usableFromInline var exitSuperstate:
        [(id: Int, superstate: M.Superstate, body: StepObserver)] =
          []
      /// Called with the rejected event too (`onReject(withEvent:)`); `onReject(_:)`'s
      /// observers ignore it.
      @usableFromInline var reject:
        [(id: Int, body: @Sendable (InvalidTransition<M>, M.Event) -> Void)] = []
      @usableFromInline var done: [(id: Int, body: StepObserver)] = []
      @usableFromInline var dropped: [(id: Int, body: DroppedOutcomeObserver)] = []
      @usableFromInline var streams: [(id: Int, continuation: AsyncStream<Step<M>>.Continuation)] =
        []

      /// How many observers and subscribers are registered.
      var count: Int {
        transition.count + enter.count + exit.count + enterSuperstate.count + exitSuperstate.count
          + reject.count + done.count + dropped.count + streams.count
      }

      mutating func remove(_ id: Int) {
        transition.removeAll { $0.id == id }
        enter.removeAll { $0.id == id }
        exit.removeAll { $0.id == id }
        enterSuperstate.removeAll { $0.id == id }
        exitSuperstate.removeAll { $0.id == id }
        reject.removeAll { $0.id == id }
        done.removeAll { $0.id == id }
        dropped.removeAll { $0.id == id }
        streams.removeAll { $0.id == id }
      }
    }

    /// The observers as they were when a step was processed: an immutable reference, so that a
    /// processed event carries them out of the lock with one retain, and `nil` costs nothing.
    @usableFromInline
    final class FrozenObservers: Sendable {
      @usableFromInline let observers: Observers
      /// Whether every observer is a transition observer (`onTransition`).
      @usableFromInline let hasTransitionObserversOnly: Bool
      /// `observers.transition` unretained (that array keeps them): a closure called from a
      /// `let` of a box borrowed for the call is not retained, where one loaded from an array is
      /// retained and released around every call (Benchmarks, `onTransition`).
      @usableFromInline let transitionCalls: [Unmanaged<TransitionCall>]

      init(_ observers: Observers) {
        self.observers = observers
        hasTransitionObserversOnly = observers.count == observers.transition.count
        transitionCalls = observers.transition.map { Unmanaged.passUnretained($0) }
      }

      /// Calls the observers of `result`: exit (the state's, then the exited superstates',
      /// innermost first), transition, enter (the entered superstates', outermost first, then the
      /// state's), then the subscribers.
      ///
      /// `skipping`: the id of a transition observer not to call (`send(_:skipping:)`); `event`:
      /// the event that was processed, which reject observers are given.
      /// `notify(of:skipping:)`, for a machine that settles: `settledSteps` are the parts of the
      /// step, its event's own row's, then one per microstep.
      @inlinable
      @inline(__always)
      func notify(
        of result: SendResult<M>, event: M.Event, settledSteps: [Step<M>],
        skipping: some ObserverSkip = SkippingNone()
      ) {
        notify(
          of: result, event: event, settledSteps: settledSteps, settledMoves: [],
          skipping: skipping)
      }

      /// The same with `settledMoves`, for a machine whose states hold machines: the regions each
      /// part moved (`0`: only inside a composite state, which its observers do not see left);
      /// empty, each part's is worked out (`_movesInside(_:)`).
      @inlinable
      @inline(__always)
      func notify(
        of result: SendResult<M>, event: M.Event, settledSteps: [Step<M>],
        settledMoves: [UInt64], skipping: some ObserverSkip
      ) {
        if M._settles, settledSteps.count > 1, !hasTransitionObserversOnly,
          case .transitioned(let step) = result
        {
          notifyEach(of: step, parts: settledSteps, moves: settledMoves, skipping: skipping)
          return
        }
        notify(of: result, event: event, skipping: skipping)
      }

      /// Calls the observers of `step`, a step with microsteps, whose parts are `parts`: the
      /// exit and enter observers for each part in turn, with the whole step; the transition
      /// observers and the subscribers once, between the first part's exits and its entries,
      /// as for a step without microsteps.
      @inlinable
      @inline(never)
      func notifyEach(
        of step: Step<M>, parts: [Step<M>], moves: [UInt64], skipping: some ObserverSkip
      ) {
        for (index, part) in parts.enumerated() {
          // What a part moved, when it is known (a microstep does not take the step's event,
          // from which `_movesInside(_:)` works it out).
          // A microstep is not a row that stays: only the event's own row may be one.
          let inside =
            index < moves.count ? moves[index] == 0 : index == 0 && M._movesInside(part)
          if !inside {
            notifyExitObservers(of: part, passing: step)
          }
          if index == 0 {
            notifyTransition(step, skipping: skipping)
          }
          if !inside {
            notifyEntryObservers(of: part, passing: step)
          }
        }
        notifyDone(step)
      }

      /// The exit observers of what `part` leaves (the state's, then the exited superstates',
      /// innermost first), called with `step`.
      @inlinable
      func notifyExits(of part: Step<M>, passing step: Step<M>) {
        // A move inside a composite state leaves nothing its observers see.
        if M._movesInside(part) {
          return
        }
        notifyExitObservers(of: part, passing: step)
      }

      /// The exit observers of what `part` leaves, which is not a move inside a composite state.
      @inlinable
      @inline(__always)
      func notifyExitObservers(of part: Step<M>, passing step: Step<M>) {
        if !observers.exit.isEmpty {
          for observer in observers.exit where observer.state == part.from.case {
            observer.body(step)
          }
        }
        if !observers.exitSuperstate.isEmpty {
          for superstate in part.exitedSuperstates {
            for observer in observers.exitSuperstate where observer.superstate == superstate {
              observer.body(step)
            }
          }
        }
      }

      /// The transition observers and the subscribers of `step`.
      @inlinable
      func notifyTransition(_ step: Step<M>, skipping: some ObserverSkip) {
        if !observers.transition.isEmpty {
          for observer in observers.transition where !skipping.skips(observer.id) {
            observer.body(step)
          }
        }
        if !observers.streams.isEmpty {
          for subscriber in observers.streams {
            subscriber.continuation.yield(step)
          }
        }
      }

      /// When `step` makes the machine done: its done observers, then the end of its subscribers'
      /// streams (each removes itself as it ends, after this snapshot was taken).
      @inlinable
      func notifyDone(_ step: Step<M>) {
        guard !observers.done.isEmpty || !observers.streams.isEmpty,
          M.finalCases.contains(step.to.case)
        else { return }
        for observer in observers.done {
          observer.body(step)
        }
        for subscriber in observers.streams {
          subscriber.continuation.finish()
        }
      }

      /// The enter observers of what `part` enters (the entered superstates', outermost first,
      /// then the state's), called with `step`.
      @inlinable
      func notifyEntries(of part: Step<M>, passing step: Step<M>) {
        if M._movesInside(part) {
          return
        }
        notifyEntryObservers(of: part, passing: step)
      }

      /// The enter observers of what `part` enters, which is not a move inside a composite
      /// state.
      @inlinable
      @inline(__always)
      func notifyEntryObservers(of part: Step<M>, passing step: Step<M>) {
        if !observers.enterSuperstate.isEmpty {
          for superstate in part.enteredSuperstates {
            for observer in observers.enterSuperstate where observer.superstate == superstate {
              observer.body(step)
            }
          }
        }
        if !observers.enter.isEmpty {
          for observer in observers.enter where observer.state == part.to.case {
            observer.body(step)
          }
        }
      }

      @inlinable
      @inline(__always)
      func notify(
        of result: SendResult<M>, event: M.Event, skipping: some ObserverSkip = SkippingNone()
      ) {
        // The common case inline: a step, and transition observers only.
        if hasTransitionObserversOnly, case .transitioned(let step) = result {
          // By index: a `for` loop's iterator retains the array.
          var index = 0
          while index < transitionCalls.count {
            transitionCalls[index]._withUnsafeGuaranteedRef { call in
              if !skipping.skips(call.id) {
                call.body(step)
              }
            }
            index += 1
          }
          return
        }
        notifyEach(of: result, event: event, skipping: skipping)
      }

      /// `notify(of:)` for every kind of observer: out of line, so that the metadata the
      /// subscribers' streams need is not looked up on every step of the common case.
      @inlinable
      @inline(never)
      func notifyEach(of result: SendResult<M>, event: M.Event, skipping: some ObserverSkip) {
        switch result {
        // Each list is tested before it is walked: walking one retains and releases its buffer,
        // even an empty one (Benchmarks: 6 pairs of calls a step for a machine with one observer).
        case .transitioned(let step):
          notifyExits(of: step, passing: step)
          if !observers.transition.isEmpty {
            for observer in observers.transition where !skipping.skips(observer.id) {
              observer.body(step)
            }
          }
          notifyEntries(of: step, passing: step)
          if !observers.streams.isEmpty {
            for subscriber in observers.streams {
              subscriber.continuation.yield(step)
            }
          }
          notifyDone(step)
        case .rejected(let error):
          if !observers.reject.isEmpty {
            for observer in observers.reject {
              observer.body(error, event)
            }
          }
        case .enqueued:
          break
        }
      }
    }
  }

  extension Machine {
    /// A transition observer in a box of its own (`FrozenObservers.transitionCalls`). The
    /// closure goes in as `onTransition` gets it: stored in a tuple of an array, it was
    /// reabstracted twice more, on the way in and on the way out, on every call.
    @usableFromInline
    final class TransitionCall: Sendable {
      @usableFromInline let id: Int
      @usableFromInline let body: StepObserver

      init(id: Int, body: @escaping StepObserver) {
        self.id = id
        self.body = body
      }
    }
  }

  /// Which observer a send does not call (`Machine.send(_:skipping:)`).
  @usableFromInline
  protocol ObserverSkip {
    func skips(_ id: Int) -> Bool
  }

  /// Every observer is called: what `Machine.send(_:)` passes, a constant the optimizer removes.
  @usableFromInline
  struct SkippingNone: ObserverSkip {
    @inlinable init() {}
    @inlinable func skips(_ id: Int) -> Bool { false }
  }

  /// The observer with this id is not called.
  @usableFromInline
  struct SkippingObserver: ObserverSkip {
    @usableFromInline let id: Int
    @inlinable init(_ id: Int) { self.id = id }
    @inlinable func skips(_ id: Int) -> Bool { id == self.id }
  }
#endif
