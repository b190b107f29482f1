// An activity declared without a `failed:` event cannot throw: its handler in `ActivityHandlers` is
// not `throws`, so a handler that throws does not compile, where it is written. An activity whose
// result has the wrong type does not either.
import FSMMacros

@StateMachine
enum Loader {
  @Initial case idle
  case loading(url: String)
  @Final case loaded(size: Int)

  enum Event {
    case load(url: String)
    case done(size: Int)
  }

  enum Activity { case fetch(url: String) }

  static let activities: [Activities] = [
    .run(.fetch, in: .loading, done: .done)
  ]

  static let transitions: [Transition] = [
    .from(.idle, on: .load, to: .loading),
    .from(.loading, on: .done, to: .loaded),
  ]
}

struct Offline: Error {}

// expect-error: invalid conversion from throwing function
func handlers() {
  _ = Loader.ActivityHandlers(fetch: { url, _ in
    throw Offline()
  })
  _ = Loader.ActivityHandlers(fetch: { url, _ in
    url  // expect-error: cannot convert value of type 'String' to closure result type 'Int'
  })
}
