import FSMMacros

let matterEvents = randomWalk(
  from: Matter.solid, length: 4_096, acceptedShare: 0.7, seed: 2,
  candidates: { state, _ in
    let accepted = Matter.Event.allCases.filter { Matter.switchNext(state, $0) != nil }
    return (accepted, Matter.Event.allCases.filter { !accepted.contains($0) })
  },
  next: { Matter.switchNext($0, $1)?.to },
  home: { state in
    switch state {
    case .solid: []
    case .liquid: [.freeze]
    case .gas: [.condense, .freeze]
    }
  })

let w2Matter = Workload(
  name: "W2",
  summary: "solid/liquid/gas: 3 states, 4 events, an effect on every row",
  stepsPerPass: matterEvents.count,
  acceptedShare: acceptedShare(of: matterEvents, from: Matter.solid) {
    Matter.switchNext($0, $1)?.to
  },
  implementations: [
    Implementation("switch") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: Matter.switchNext,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("locked") { passes in
      replayLocked(
        from: Matter.solid, matterEvents, passes: passes, next: Matter.switchNext,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("table") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: Matter.tableNext,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("fsm") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: { $0.transition(on: $1) },
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("switchCall") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: matterSwitchCall,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("tableCall") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: matterTableCall,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("fsmCall") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: matterFSMCall,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("fsmStepCall") { passes in
      replay(
        from: Matter.solid, matterEvents, passes: passes, next: matterFSMStepCall,
        target: \.to, digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("machine") { passes in
      replayMachine(
        from: Matter.solid, matterEvents, passes: passes,
        digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("lockedHeld") { passes in
      replayLockedHeld(
        from: Matter.solid, matterEvents, passes: passes, send: matterLockedAction,
        digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("held") { passes in
      replayHeld(
        from: Matter.solid, matterEvents, passes: passes,
        digest: { Matter.digest($0.to, $0.effect) })
    },
    Implementation("onTransition") { passes in
      replayMachineWithObserver(
        from: Matter.solid, matterEvents, passes: passes,
        digest: { Matter.digest($0.to, $0.effect) })
    },
  ])
