// An event accepted only under a guard may be rejected, so it has no typestate method (the
// methods neither throw nor return an optional); `.state` and `send` still handle it.
import FSMMacros

@StateMachine(typestate: true)
enum Vault {
  @Initial case closed
  case open

  enum Event { case unlock, lock }

  static func codeIsRight(_ state: Vault, _ event: Event) -> Bool { true }

  static let transitions: [Transition] = [
    .from(.closed, on: .unlock, to: .open, when: codeIsRight),
    .from(.open, on: .lock, to: .closed),
  ]
}

func unlock() {
  _ = Vault.Closed().unlock()  // expect-error: value of type 'Vault.Closed' has no member 'unlock'
}
