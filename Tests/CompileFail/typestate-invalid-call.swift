// A typestate struct has a method only for the events its state accepts: the example
// `Turnstile` accepts `push` when unlocked, not when locked.
import FSMExamples

func pushALockedTurnstile() {
  let locked = Turnstile.Locked()
  _ = locked.push()  // expect-error: value of type 'Turnstile.Locked' has no member 'push'
}
