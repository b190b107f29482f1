import FSMMacros

// Each step function called, not inlined into the loop: what a harness that keeps them apart
// (another module, a function pointer) measures. Every implementation gets the same wrapper.

@inline(never) func matterSwitchCall(_ state: Matter, _ event: Matter.Event) -> (
  to: Matter, effect: Matter.Effect?
)? { Matter.switchNext(state, event) }

@inline(never) func matterTableCall(_ state: Matter, _ event: Matter.Event) -> (
  to: Matter, effect: Matter.Effect?
)? { Matter.tableNext(state, event) }

@inline(never) func matterFSMCall(_ state: Matter, _ event: Matter.Event) -> (
  to: Matter, effect: Matter.Effect?
)? { state.transition(on: event).map { ($0.to, $0.effect) } }

@inline(never) func matterFSMStepCall(_ state: Matter, _ event: Matter.Event) -> Step<Matter>? {
  state.transition(on: event)
}

@inline(never) func gridSwitchCall(_ state: Grid, _ event: Grid.Event) -> Grid? {
  Grid.switchNext(state, event)
}

@inline(never) func gridTableCall(_ state: Grid, _ event: Grid.Event) -> Grid? {
  Grid.tableNext(state, event)
}

@inline(never) func gridFSMCall(_ state: Grid, _ event: Grid.Event) -> Grid? {
  state.transition(on: event)?.to
}

@inline(never) func gridFSMStepCall(_ state: Grid, _ event: Grid.Event) -> Step<Grid>? {
  state.transition(on: event)
}

// The actions of `lockedHeld`: one event sent to a hand-locked model, out of line, as a method
// of an app's view or controller does.

@inline(never) func turnstileLockedAction(
  _ model: HandLocked<Turnstile>, _ event: Turnstile.Event
) -> Turnstile? {
  model.send(event, next: Turnstile.switchNext, target: { $0 })
}

@inline(never) func matterLockedAction(
  _ model: HandLocked<Matter>, _ event: Matter.Event
) -> (to: Matter, effect: Matter.Effect?)? {
  model.send(event, next: Matter.switchNext, target: \.to)
}

@inline(never) func creditTurnstileLockedAction(
  _ model: HandLocked<CreditTurnstile>, _ event: CreditTurnstile.Event
) -> CreditTurnstile? {
  model.send(event, next: CreditTurnstile.switchNext, target: { $0 })
}
