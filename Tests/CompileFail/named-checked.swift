// `@Named` gives a case the name SCXML, XState and `Case`'s description use; one the documents
// could not tell from another case's, or one the macro cannot read, is an error.
import FSMMacros

@StateMachine
enum Doorbell {
  // expect-error: '@Named' on a declaration of several cases: declare the named case alone
  @Initial @Named("quiet") case idle, resting
  @Named("ring.ring") case ringing
  // expect-error: 'chiming' and 'ringing' have the same name in the documents, 'ring.ring': give each a name of its own with '@Named'
  @Named("ring.ring") case chiming
  enum Event {
    @Named("button.press") case press
    // expect-error: 'button' and 'press' have the same name in the documents, 'button.press': give each a name of its own with '@Named'
    @Named("button.press") case button
    // expect-error: '@Named' with anything but one string literal that is not empty, without interpolation
    @Named("") case release
  }
  static let transitions: [Transition] = [
    .from(.idle, on: .press, to: .ringing),
    .from(.ringing, on: .release, to: .chiming),
    .from(.chiming, on: .button, to: .resting),
    .from(.resting, on: .press, to: .idle),
  ]
}
