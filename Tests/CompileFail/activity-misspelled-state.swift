// An activity declaration's names are checked as a row's are: a misspelled state gets the macro's
// note with the closest name (and its fix-it) under the compiler's own error.
import FSMMacros

@StateMachine
enum Uploader {
  @Initial case ready
  case sending(file: String)
  case sent
  enum Event {
    case send(file: String)
    case finished
  }
  enum Activity { case upload(file: String) }
  static let activities: [Activities] = [
    // expect-error: type 'Uploader.Case' has no member 'sendng'
    // expect-note: state 'sendng' does not exist; did you mean 'sending'?
    .run(.upload, in: .sendng, done: .finished)
  ]
  static let transitions: [Transition] = [
    .from(.ready, on: .send, to: .sending),
    .from(.sending, on: .finished, to: .sent),
    .from(.sent, on: .send, to: .sending),
  ]
}
