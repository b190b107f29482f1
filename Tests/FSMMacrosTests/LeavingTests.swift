import FSMMacros
import FSMTestSupport
import FSMTesting
import Foundation
import Testing

/// An errand: fetching and rendering side by side, fetching retrying in a machine of its own;
/// rows inside leave for states outside their machine (`leavingTo:`) at every level.
@StateMachine
enum Errand: Equatable, Sendable {
  @Initial case idle
  @Composite case running(Tasks)
  case failed(code: Int = 0)
  @Final case done

  @Submachine
  struct Tasks: Equatable, Sendable {
    var fetch: Fetch
    var render: Render

    enum Fetch: Equatable, Sendable {
      @Initial case loading
      case loaded
      @Composite case retrying(Backoff)
      static let transitions: [Transition] = [
        .from(.loading, on: .succeed, to: .loaded),
        .from(.loading, on: .fail, to: .retrying),
        // Out of everything, the code taken from the event.
        .from(.loaded, on: .crash, leavingTo: .failed, emit: .report),
        // Render takes `.reset` too; fetch comes first.
        .from(.loaded, on: .reset, to: .loading),
      ]

      @Submachine
      enum Backoff: Equatable, Sendable {
        @Initial case waiting
        case givingUp
        static let transitions: [Transition] = [
          .from(.waiting, on: .fail, to: .givingUp),
          // Out of its own machine to a state of the region holding it: render goes on.
          .from(.waiting, on: .succeed, leavingTo: .running(.fetch(.loaded))),
          // From two levels down to the top: the code is the case's default.
          .from(.givingUp, on: .fail, leavingTo: .failed),
          // To the composite state holding it: leaves it and enters it again, waiting.
          .from(.givingUp, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
        ]
      }
    }

    enum Render: Equatable, Sendable {
      @Initial case blank
      case drawn
      static let transitions: [Transition] = [
        .from(.blank, on: .draw, to: .drawn),
        // Across to the other region: leaves `running` and enters it again, fetch loaded and
        // render at its initial case (W3C: the innermost state holding both is outside).
        .from(.drawn, on: .refetch, leavingTo: .running(.fetch(.loaded))),
        // Dropped when fetch took `.reset` first (W3C: the earlier region's row wins).
        .from(.drawn, on: .reset, leavingTo: .idle, emit: .cleared),
        // Dropped when fetch left with `.crash`: this region was left.
        .from(.blank, on: .crash, to: .drawn),
        // To the composite state itself: both regions start again.
        .from(.drawn, on: .restart, leavingTo: .running(nil)),
        // Deep into the other region's composite state: fetch retries from waiting.
        .from(.blank, on: .retry, leavingTo: .running(.fetch(.retrying(nil)))),
      ]
    }
  }

  enum Event: Equatable, Sendable {
    case start, succeed, fail, draw, refetch, reset, finish, restart, retry
    case crash(code: Int)
  }
  enum Effect: Equatable, Sendable {
    case report(code: Int)
    case cleared
  }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .running),
    .from(.failed, on: .start, to: .running),
    .from(.failed, on: .finish, to: .done),
  ]
}

/// A teapot: `heating` holds a machine whose rows leave it in every row form that takes
/// `leavingTo:` — from a list of states, `within` a superstate, `fromAny` — and the holder
/// goes on when the water has boiled.
@StateMachine
enum Teapot: Equatable, Sendable {
  @Initial case idle
  @Composite case heating(Boil)
  case tripped
  @Final case broken

  @Submachine
  enum Boil: Equatable, Sendable {
    @Initial case warming
    case simmering
    @Final case boiled

    enum Superstate { case hot }
    static let superstates: [Superstates] = [
      .superstate(.hot, contains: [.simmering, .boiled])
    ]

    static let transitions: [Transition] = [
      .from(.warming, on: .heat, to: .simmering),
      .from(.simmering, on: .heat, to: .boiled),
      .from([.warming, .simmering], on: .lift, leavingTo: .idle),
      // A superstate's row leaves from each of its cases but the final one.
      .within(.hot, on: .dry, leavingTo: .tripped),
      .fromAny(except: [.warming], on: .drop, leavingTo: .broken),
    ]
  }

  enum Event: Equatable, Sendable { case start, heat, lift, dry, drop, reset }

  static let transitions: [Transition] = [
    .from(.idle, on: .start, to: .heating),
    .onDone(.heating, to: .idle),
    .from(.tripped, on: .reset, to: .idle),
  ]
}

@Suite("Rows leaving a held machine")
struct LeavingTests {
  typealias Tasks = Errand.Tasks

  static func running(_ fetch: Tasks.Fetch, _ render: Tasks.Render) -> Errand {
    .running(Tasks(fetch: fetch, render: render))
  }

  @Test("a row leaves for a state of the machine at the top, with the event's values")
  func toTheTop() throws {
    var errand = Self.running(.loaded, .drawn)
    let step = try errand.send(.crash(code: 7))
    #expect(errand == .failed(code: 7))
    #expect(step.effect == .report(code: 7))
    #expect(!Errand._movesInside(step))
  }

  @Test("from two levels down, a target's value it names no value for is its default")
  func fromTwoLevelsDown() throws {
    var errand = Self.running(.retrying(.givingUp), .drawn)
    try errand.send(.fail)
    #expect(errand == .failed(code: 0))
  }

  @Test("a row leaving its own machine for a state of the region holding it moves that region")
  func toTheRegionAround() throws {
    var errand = Self.running(.retrying(.waiting), .drawn)
    let step = try errand.send(.succeed)
    #expect(errand == Self.running(.loaded, .drawn))
    // The innermost state holding both is inside `running`: a move inside it.
    #expect(Errand._movesInside(step))
  }

  @Test("a row to another region leaves the parallel state and enters it again")
  func acrossRegions() throws {
    var errand = Self.running(.loading, .drawn)
    let step = try errand.send(.refetch)
    #expect(errand == Self.running(.loaded, .blank))
    #expect(!Errand._movesInside(step))
  }

  @Test("a row to a composite state leaves it and enters it again at its initial configuration")
  func toACompositeState() throws {
    var errand = Self.running(.loaded, .drawn)
    let step = try errand.send(.restart)
    #expect(errand == Self.running(.loading, .blank))
    #expect(!Errand._movesInside(step))
    var retrying = Self.running(.retrying(.givingUp), .drawn)
    let again = try retrying.send(.retry)
    #expect(retrying == Self.running(.retrying(.waiting), .drawn))
    // Inside `running`: the innermost state holding both is the fetch region.
    #expect(Errand._movesInside(again))
    // From the other region, deep into fetch's composite state: out of `running` and in again.
    var blank = Self.running(.loading, .blank)
    let deep = try blank.send(.retry)
    #expect(blank == Self.running(.retrying(.waiting), .blank))
    #expect(!Errand._movesInside(deep))
  }

  @Test("a later region's leaving row is dropped when an earlier region moved")
  func laterLeavingRowDropped() throws {
    var errand = Self.running(.loaded, .drawn)
    let step = try errand.send(.reset)
    #expect(errand == Self.running(.loading, .drawn))
    #expect(step.effect == nil)
    #expect(Errand._eventEffects(of: step).isEmpty)
    // Nothing before it moved: it leaves, with its effect.
    var waiting = Self.running(.loading, .drawn)
    let left = try waiting.send(.reset)
    #expect(waiting == .idle)
    #expect(left.effect == .cleared)
  }

  @Test("an earlier region leaving ends the step: the later region's row does not fire")
  func earlierLeavingEndsTheStep() throws {
    var errand = Self.running(.loaded, .blank)
    let step = try errand.send(.crash(code: 3))
    #expect(errand == .failed(code: 3))
    #expect(Errand._eventEffects(of: step) == [.report(code: 3)])
  }

  @Test("a machine sees the composite state left and entered again, not a move inside")
  func observers() throws {
    let machine = Machine(Errand.idle)
    let log = Locked<[String]>([])
    let tokens = [
      machine.onEnter(.running) { _ in log.withLock { $0.append("enter") } },
      machine.onExit(.running) { _ in log.withLock { $0.append("exit") } },
    ]
    machine.send(.start)
    machine.send(.fail)
    machine.send(.succeed)  // inside: no exit
    machine.send(.draw)
    machine.send(.refetch)  // across regions: exit and enter
    machine.send(.crash(code: 1))
    #expect(log.withLock { $0 } == ["enter", "exit", "enter", "exit"])
    #expect(machine.state == .failed(code: 1))
    _ = tokens
  }

  @Test("every row form leaves: from a list, within a superstate, from any state but some")
  func everyRowForm() throws {
    for source in [Teapot.Boil.warming, .simmering] {
      var teapot = Teapot.heating(source)
      try teapot.send(.lift)
      #expect(teapot == .idle)
    }
    var simmering = Teapot.heating(.simmering)
    try simmering.send(.dry)
    #expect(simmering == .tripped)
    // `within(.hot, …)`: not from `warming`, outside the superstate.
    var warming = Teapot.heating(.warming)
    #expect(throws: InvalidTransition<Teapot>.self) { try warming.send(.dry) }
    #expect(warming == .heating(.warming))
    // `fromAny(except: [.warming], …)`.
    #expect(throws: InvalidTransition<Teapot>.self) { try warming.send(.drop) }
    var dropped = Teapot.heating(.simmering)
    try dropped.send(.drop)
    #expect(dropped == .broken)
    // The held machine done in `boiled`: the holder's completion row.
    var boiling = Teapot.heating(.simmering)
    try boiling.send(.heat)
    #expect(boiling == .idle)
    // One edge per source of the list row.
    #expect(Teapot.edges.count { $0.event == .lift && $0.target == .idle } == 2)
  }

  @Test("the edges name a leaving row's target from the top")
  func edges() {
    let leaving = Errand.edges.filter {
      $0.source == .running(.fetch(.retrying(.givingUp))) && $0.event == .fail
    }
    #expect(leaving.count == 1)
    #expect(leaving.first?.target == .failed)
    #expect(leaving.first?.event == .fail)
    #expect(
      Errand.edges.contains {
        $0.source == .running(.render(.drawn)) && $0.target == .running(.fetch(.loaded))
      })
  }

  @Test("graphviz draws every leaving row to its target's node")
  func graphviz() throws {
    let dot = Errand.dot
    let result = try runCommand(writing: dot, to: "machine.dot") { ["dot", "-Tsvg", $0] }
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
    #expect(
      dot.contains(#""running.fetch.retrying.givingUp" -> "failed" [label="fail"];"#))
    #expect(
      dot.contains(#""running.render.drawn" -> "running.fetch.loaded" [label="refetch"];"#))
    // To the composite state around the row: at its held machine's initial point, which is in
    // the cluster already (Graphviz draws no edge into a cluster its tail is in).
    #expect(
      dot.contains(#""running.render.drawn" -> "__initial_running.fetch" [label="restart"];"#))
    #expect(
      dot.contains(
        #""running.render.blank" -> "__initial_running.fetch.retrying" [label="retry", lhead="cluster_running.fetch_retrying__held"];"#
      ))
    #expect(
      dot.contains(
        #""running.fetch.retrying.givingUp" -> "__initial_running.fetch.retrying" [label="retry"];"#
      ))
    #expect(Errand.mermaid.contains("running_render_drawn --> idle : reset / cleared"))
    #expect(Errand.mermaid.contains("running_render_drawn --> running : restart"))
  }
}

/// A switchboard whose right side holds a pair of regions: a row in the pair leaving the whole
/// board, taken by W3C only when no region before it moved on the same event.
@StateMachine
enum Patchbay: Equatable, Sendable {
  @Initial @Composite case on(Board)
  case off

  @Submachine
  struct Board: Equatable, Sendable {
    var left: Left
    var right: Right

    enum Left: Equatable, Sendable {
      @Initial case a
      case b
      static let transitions: [Transition] = [
        .from(.a, on: .go, to: .b),
        .from(.a, on: .push, to: .b),
        .from(.a, on: .pull, to: .b),
      ]
    }

    enum Right: Equatable, Sendable {
      @Initial @Composite case inner(Pair)
      case c

      @Submachine
      struct Pair: Equatable, Sendable {
        var x: X
        var y: Y

        enum X: Equatable, Sendable {
          @Initial case x0
          static let transitions: [Transition] = [
            .from(.x0, on: .go, leavingTo: .off, emit: .lost),
            .from(.x0, on: .push, leavingTo: .off),
            .from(.x0, on: .pull, leavingTo: .off),
          ]
        }

        enum Y: Equatable, Sendable {
          @Initial case y0
          case y1
          static let transitions: [Transition] = [
            .from(.y0, on: .go, to: .y1),
            .from(.y0, on: .pull, leavingTo: .off),
          ]
        }
      }

      static let transitions: [Transition] = [
        .from(.inner, on: .push, to: .c),
        .from(.inner, on: .pull, to: .c),
        .from(.c, on: .go, to: .inner),
      ]
    }
  }

  enum Event: Equatable, Sendable { case go, push, pull, reset }
  enum Effect: Equatable, Sendable { case lost }

  static let transitions: [Transition] = [
    .from(.off, on: .reset, to: .on)
  ]
}

@Suite("A row leaving a struct inside a region, dropped when an earlier region moved")
struct DroppedLeavingTests {
  typealias Board = Patchbay.Board

  static let start = Patchbay.on(Board._$initial)

  func names<P: CustomStringConvertible>(_ parts: [P]) -> [String] {
    parts.map(\.description)
  }

  @Test("the pair's later region still moves")
  func laterRegionMoves() throws {
    var board = Self.start
    let step = try board.send(.go)
    // Left moved first: x's row leaving the board (exiting left too) is dropped, with its
    // effect; y's row, which conflicts with neither, is taken.
    #expect(board == .on(Board(left: .b, right: .inner(.init(x: .x0, y: .y1)))))
    #expect(step.effects.isEmpty)
    #expect(names(step.exited) == ["on.right.inner.y.y0", "on.left.a"])
    #expect(names(step.entered) == ["on.left.b", "on.right.inner.y.y1"])
  }

  @Test("a region inside without a row of its own chooses the holder's row")
  func holderRowChosen() throws {
    var board = Self.start
    try board.send(.push)
    // y has no row on `.push`: W3C selects the row of `inner` for it, which x's dropped row
    // does not preempt.
    #expect(board == .on(Board(left: .b, right: .c)))
  }

  @Test("when every region inside chose a dropped row, the holder's row is not chosen")
  func everyRowDropped() throws {
    var board = Self.start
    try board.send(.pull)
    #expect(board == .on(Board(left: .b, right: .inner(.init(x: .x0, y: .y0)))))
  }

  @Test("with nothing moved before it, the row leaves the board")
  func kept() throws {
    var board = Patchbay.on(Board(left: .b, right: .inner(.init(x: .x0, y: .y0))))
    let step = try board.send(.go)
    #expect(board == .off)
    #expect(step.effects == [.lost])
    #expect(
      names(step.exited) == [
        "on.right.inner.y.y0", "on.right.inner.x.x0", "on.right.inner", "on.left.b", "on",
      ])
  }
}
