// Attaching an inspector to a machine: observers that hand each step to the inspector.

public import FSMRuntime
import Foundation

extension Machine {
  /// Sends this machine's steps to `inspector` until the returned token is cancelled.
  ///
  /// At once, an `@xstate.actor` message registers the machine: its name (by default its
  /// type's, the `id` of `M.xstate`), its definition, and its current snapshot.
  /// Then each step becomes an `@xstate.event` message and an `@xstate.snapshot` message; an
  /// event the state rejects too (the snapshot unchanged, `fsm.rejected` saying why), and a
  /// activity's event that arrived after its visit ended (`fsm.dropped`). Cancelling
  /// the token sends a last snapshot, `stopped`. Each attachment is an actor of its own: several
  /// machines, or one attached twice, appear as several actors.
  ///
  /// The machine does not wait for the inspector: a step is handed over and written on the
  /// inspector's own task. A machine without an inspector pays nothing.
  @discardableResult
  public func inspect(with inspector: Inspector, name: String? = nil) -> ObservationToken {
    let session = InspectionSession(
      sessionID: inspector.newSessionID(), definition: InspectedDefinition(M.self))
    let name = name ?? session.definition.name
    // The state after the last step, as the observers saw it: what a rejection's snapshot shows.
    let last = LockedState(state)
    let current = last.withLock { $0 }
    inspector.submit(essential: true) { [session.actor(current, name: name)] }
    let transitions = onTransition { step in
      last.withLock { $0 = step.to }
      inspector.submit { session.messages(for: step) }
    }
    let rejections = onReject(withEvent: { rejection, event in
      let state = last.withLock { $0 }
      inspector.submit { session.messages(rejecting: rejection, event: event, in: state) }
    })
    let dropped = onDroppedOutcome { outcome in
      let state = last.withLock { $0 }
      inspector.submit { session.messages(dropping: outcome, in: state) }
    }
    return ObservationToken {
      transitions.cancel()
      rejections.cancel()
      dropped.cancel()
      let state = last.withLock { $0 }
      inspector.submit(essential: true) { [session.stopped(state)] }
    }
  }
}

extension ObservableMachine {
  /// Sends the machine's steps to `inspector`: ``Machine/inspect(with:name:)``.
  @discardableResult
  public func inspect(with inspector: Inspector, name: String? = nil) -> ObservationToken {
    machine.inspect(with: inspector, name: name)
  }
}
