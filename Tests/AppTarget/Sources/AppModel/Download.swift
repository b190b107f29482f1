import FSMMacros

/// A machine whose effects a `Machine` performs, sending events back.
@StateMachine
enum Download {
  @Initial case idle
  case fetching(url: String)
  case saving(url: String, bytes: Int)
  @Final case done(bytes: Int)

  enum Event {
    case start(url: String)
    case fetched(bytes: Int)
    case saved
  }

  enum Effect {
    case fetch(url: String)
    case save(url: String, bytes: Int)
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .fetching, emit: .fetch),
    .from(.fetching, on: .fetched, to: .saving, emit: .save),
    .from(.saving, on: .saved, to: .done),
  ]
}

/// The app's side of the effects, on the main actor as the module's default says: "fetches" and
/// "saves" without I/O.
func performDownloadEffect(
  _ effect: Download.Effect, _ context: EffectContext<Download>
) async {
  switch effect {
  case .fetch(let url):
    context.send(.fetched(bytes: url.utf8.count))
  case .save:
    context.send(.saved)
  }
}
