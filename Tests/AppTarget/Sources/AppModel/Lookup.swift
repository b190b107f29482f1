import FSMMacros

/// A lookup in an app's module (default `MainActor` isolation): an activity runs while `looking`,
/// and its handler may be isolated to the main actor.
@StateMachine
enum Lookup: Equatable, Sendable {
  @Initial case idle
  case looking(word: String)
  case found(word: String, meaning: String)
  case missing(reason: String)

  enum Event: Equatable, Sendable {
    case look(word: String)
    case answered(meaning: String)
    case failed(reason: String)
  }

  enum Activity: Equatable, Sendable {
    case define(word: String)
  }

  static let activities: [Activities] = [
    .run(.define, in: .looking, done: .answered, failed: .failed)
  ]

  static let transitions: [Transition] = [
    .from([.idle, .looking, .found, .missing], on: .look, to: .looking),
    .from(.looking, on: .answered, to: .found),
    .from(.looking, on: .failed, to: .missing),
  ]
}

/// A glossary only the main actor may read: what an app's view model holds.
final class Glossary {
  var meanings = ["fsm": "finite state machine"]
  var lookups = 0

  struct NotFound: Error {}

  func meaning(of word: String) throws -> String {
    lookups += 1
    guard let meaning = meanings[word] else { throw NotFound() }
    return meaning
  }
}
