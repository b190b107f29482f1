// A tree of machines: a state holding a struct of regions, one of whose regions holds an enum.
// Every held table compiles with what `@Submachine` (and the `@_Region` it attaches to a held
// struct's regions) gives it; each composite state is reported as not generated yet, and
// nothing else is.
import FSMMacros

@StateMachine
enum Call {
  @Initial case ringing
  // expect-error: '@Composite' state 'connected' is checked, but a state that holds a machine is not generated yet
  @Composite case connected(Media)
  @Final case ended

  @Submachine
  struct Media {
    var audio: Audio
    var video: Video

    enum Audio {
      @Initial case unmuted
      case muted
      static let transitions: [Transition] = [
        .from(.unmuted, on: .mute, to: .muted),
        .from(.muted, on: .mute, to: .unmuted),
      ]
    }

    enum Video {
      @Initial case off
      // expect-error: '@Composite' state 'sharing' is checked, but a state that holds a machine is not generated yet
      @Composite case sharing(Screen)
      static let transitions: [Transition] = [
        .from(.off, on: .share, to: .sharing),
        .from(.sharing, on: .share, to: .off),
      ]

      @Submachine
      enum Screen {
        @Initial case window
        @Final case desktop
        static let transitions: [Transition] = [
          .from(.window, on: .widen, to: .desktop)
        ]
      }
    }
  }

  enum Event { case answer, mute, share, widen, hangUp }

  static let transitions: [Transition] = [
    .from(.ringing, on: .answer, to: .connected),
    .from(.connected, on: .hangUp, to: .ended),
  ]
}
