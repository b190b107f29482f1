import FSMMacros

// W3's machine is generated: see Machines/Grid+Generated.swift.

extension Grid {
  /// The strongest hand-written table: the state kept as its raw value, the flat table read
  /// through a buffer pointer taken once, outside the loop.
  static func replayFlat(passes: Int) -> UInt64 {
    flatTable.withUnsafeBufferPointer { table in
      var state: UInt8 = 0
      var checksum: UInt64 = 0
      for _ in 0..<passes {
        for event in gridEvents {
          let target = table[Int(state) &* eventCount &+ Int(event.rawValue)]
          if target != 0xFF {
            state = target
            checksum = mix(checksum, UInt64(target))
          } else {
            checksum = mix(checksum, rejected)
          }
        }
      }
      return checksum
    }
  }

  /// The shortest sequence of events from `state` back to `s0` (breadth-first).
  static func pathHome(from state: Grid) -> [Event] {
    var via: [Grid: (from: Grid, event: Event)] = [:]
    var queue = [state]
    var index = 0
    while index < queue.count, via[.s0] == nil, state != .s0 {
      let current = queue[index]
      index += 1
      for event in Event.allCases {
        if let target = switchNext(current, event), target != state, via[target] == nil {
          via[target] = (current, event)
          queue.append(target)
        }
      }
    }
    var path: [Event] = []
    var current = Grid.s0
    while current != state, let step = via[current] {
      path.append(step.event)
      current = step.from
    }
    return path.reversed()
  }
}

let gridEvents = randomWalk(
  from: Grid.s0, length: 4_096, acceptedShare: 0.7, seed: 3,
  candidates: { state, _ in
    let accepted = Grid.Event.allCases.filter { Grid.switchNext(state, $0) != nil }
    return (accepted, Grid.Event.allCases.filter { Grid.switchNext(state, $0) == nil })
  },
  next: Grid.switchNext,
  home: Grid.pathHome(from:))

let w3Grid = Workload(
  name: "W3",
  summary: "100 states x 16 events, 10 accepted per state, a random walk",
  stepsPerPass: gridEvents.count,
  acceptedShare: acceptedShare(of: gridEvents, from: Grid.s0, next: Grid.switchNext),
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: Grid.switchNext, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("locked") { passes in
      replayLocked(
        from: Grid.s0, gridEvents, passes: passes, next: Grid.switchNext, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("table") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: Grid.tableNext, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("flat") { passes in
      Grid.replayFlat(passes: passes)
    },
    Implementation("fsm") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to, digest: { Grid.digest($0.to) })
    },
    Implementation("switchCall") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: gridSwitchCall, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("tableCall") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: gridTableCall, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("fsmCall") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: gridFSMCall, target: { $0 },
        digest: Grid.digest)
    },
    Implementation("fsmStepCall") { passes in
      replay(
        from: Grid.s0, gridEvents, passes: passes, next: gridFSMStepCall, target: \.to,
        digest: { Grid.digest($0.to) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Grid.s0, gridEvents, passes: passes, digest: { Grid.digest($0.to) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: Grid.s0, gridEvents, passes: passes, digest: { Grid.digest($0.to) })
    },
  ])
