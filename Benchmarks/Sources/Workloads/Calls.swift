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
