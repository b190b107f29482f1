import FSMMacros

@StateMachine
enum Nested14: Sendable {
  case c0
  case c1
  case c2
  case c3
  @Initial case c4
  case `histo!ry`
  case c6
  case c7

  enum Event: Sendable { case e0, e1, e2, e3 }
  enum Effect: Sendable { case f0, f1 }
  enum Superstate { case g, h }

  static let superstates: [Superstates] = [
    .superstate(.g, contains: [.c2, .c3, .c4], initial: .c2),
    .superstate(.h, contains: [.c3, .c4], in: .g),
  ]

  static let transitions: [Transition] = [
    .from(.c0, on: .e0, after: .seconds(1), to: .c1, emit: .f0),
    .from(.c1, on: .e0, to: .c2),
    .from(.c2, on: .e2, to: .c3),
    .from(.c3, on: .e3, to: .c4),
    .from(.c4, on: .e2, to: .history),
    .from(.history, on: .e1, after: .seconds(2), to: .c6),
    .from(.c6, on: .e0, after: .seconds(1), to: .c7, emit: .f1),
    .from(.c7, on: .e3, to: .c0),
    .within(.g, on: .e0, to: .c7, emit: .f0),
  ]
}
