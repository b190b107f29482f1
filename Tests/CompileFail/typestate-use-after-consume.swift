// Each event method consumes the state it is called on: the old state cannot be used again.
import FSMExamples

func useAfterConsume() {
  let locked = Turnstile.Locked()  // expect-error: 'locked' used after consume
  let unlocked = locked.coin()  // expect-note: consumed here
  _ = unlocked.push()
  _ = locked.state  // expect-note: used here
}
