// Typestate structs are `~Copyable`: a state value cannot be duplicated and driven twice.
import FSMExamples

func copyAState() {
  let locked = Turnstile.Locked()  // expect-error: 'locked' consumed more than once
  let first = locked  // expect-note: consumed here
  let second = locked  // expect-note: consumed again here
  _ = first.coin()
  _ = second.coin()
}
