/// A machine as the interchange formats see it, SCXML and XState alike: a tree of states whose
/// leaves are the machine's cases, whose inner nodes are its superstates (and, for a machine
/// with regions, one node per region under a parallel root), with each leaf's transitions in the
/// order the generated code tries them.
///
/// Built from the same plan as the generated code, so the documents cannot disagree with it on
/// what fires: a transition is written on each state it leaves (a `within` or `fromAny` row on
/// each of its sources, as `edges` lists them), because SCXML tries a state's own transitions
/// before its ancestors' and FSM tries a state's named rows, then `within` rows from the
/// innermost superstate out, then `fromAny` rows. A transition written on the superstate
/// instead would be tried after every row of the state, whatever the table's order.
struct Statechart {
  /// The machine's name: `<scxml name>` and XState's `id`.
  var name: String
  /// A compound node (the machine's states) or a parallel one (its regions).
  var root: Node {
    didSet { documentIDs = Self.documentIDs(of: root) }
  }
  /// The `@Named` names of events, effects and activities that differ from their Swift names: SCXML
  /// writes them as they are (a Swift name is escaped into an XML name).
  var documentedNames: Set<String> = []
  /// Each node's `@Named` name, by statechart id.
  private(set) var documentIDs: [[String]: String] = [:]

  init(name: String, root: Node, documentedNames: Set<String> = []) {
    self.name = name
    self.root = root
    self.documentedNames = documentedNames
    documentIDs = Self.documentIDs(of: root)
  }

  private static func documentIDs(of node: Node) -> [[String]: String] {
    var result: [[String]: String] = [:]
    if let id = node.documentID { result[node.id] = id }
    for child in node.children {
      result.merge(documentIDs(of: child), uniquingKeysWith: { first, _ in first })
    }
    return result
  }

  struct Node {
    enum Kind { case atomic, final, compound, parallel }

    var kind: Kind
    /// The node's id, whose components the documents escape and join with dots: the case or
    /// superstate's name (`["paused"]`), after its region's property in a machine with regions
    /// (`["playback", "paused"]`). Cases and superstates are flat, as in Swift, however nested;
    /// a superstate named like a case is `["active", "superstate"]`, a history
    /// `["active", "history"]`: more components than any case's id, so they cannot clash.
    var id: [String]
    /// The node's name: XState's key, unless a sibling has it (`XStateLayout` decides); the
    /// `@Named` name of its case or superstate, if it has one.
    var key: String
    /// The `@Named` name of its case or superstate, where it is not the Swift name: SCXML's id
    /// of the node, alone (a design's ids are unique in their document).
    var documentID: String?
    /// For a compound node: the id of the state entered by default, when the table says.
    var initial: [String]?
    var children: [Node] = []
    var history: History?
    var transitions: [Transition] = []
    /// The events the state sends itself after a delay (`after:` rows), each once.
    var timers: [Timer] = []
    /// What the documents cannot say as transitions, said as comments / descriptions.
    var notes: [String] = []
    /// The activities the node runs while it is active (`activities`): SCXML's `<invoke>`, XState's
    /// `invoke`.
    var invokes: [Invoke] = []
    /// For a leaf, the activities of its superstates too, outermost first: XState delivers their
    /// `xstate.done.actor` events, which each leaf takes as it takes their `done:` event.
    var scopeInvokes: [Invoke] = []

  }

  /// An activity: its id in the document (the activity's name, after its state's when several
  /// declarations run the activity), the activity, and its outcome events.
  struct Invoke {
    var id: String
    var activity: String
    var done: String?
    var failed: String?
  }

  struct History {
    var deep: Bool
    var defaultTarget: [String]
  }

  struct Transition {
    /// The event's name; empty for an eventless or a completion transition.
    var event: String
    /// What fires it: its event, nothing (SCXML's eventless transition, XState's `always`), or
    /// the completion of the compound node it is written on (`done.state.<id>`, `onDone`).
    var trigger: Trigger = .event
    /// Whether it is written on a compound node but leaves a state inside it: a completion
    /// transition, or in SCXML one of a final child's (which a `<final>` cannot hold, and which
    /// then has the child's `In()` condition). A target inside the compound node does not exit
    /// it: SCXML's `type="internal"`.
    var onParent = false
    /// Empty for a row that stays: a targetless transition.
    var target: [String]
    /// Whether `target` is a superstate's history.
    var toHistory = false
    /// For a completion transition written on a state inside the superstate it completes (not
    /// on the superstate): that superstate's id, whose done event it takes.
    var completes: [String]?
    /// Other regions' cases the row requires, as paths.
    var conditions: [[String]]
    /// The `when:` expression as written.
    var guardText: String?
    var effect: String?
    /// The table and position of a guarded row: `transitions[3]`.
    var row: String
    /// A composite state's completion: each region of the machine it holds (one for an enum),
    /// the paths of its final states. SCXML writes the transition on `done.state.<id>` on the
    /// condition that every region is in one (as FSM takes it), after a transition doing
    /// nothing that takes the done events of the regions and states inside, which the
    /// descriptor also matches (SCXML matches an event descriptor against every event it is a
    /// prefix of); XState's `onDone` is exact.
    var heldFinals: [[[String]]] = []
  }

  struct Timer {
    var event: String
    var delay: PlannedDelay
  }

  enum Trigger { case event, eventless, completion }
}

extension MachineModel {
  /// The `@Named` names of its events, effects and activities that differ from their Swift names.
  var documentedNames: Set<String> {
    let cases = events + (effects ?? []) + (activityCases ?? [])
    return Set(cases.compactMap { $0.documentName == $0.name ? nil : $0.documentName })
  }

  /// The machine's states as a statechart subtree under `prefix` (empty for a machine, the
  /// region's property for a region): a compound node holding every case, superstates as
  /// compound nodes nested as declared, placed where their first case is declared.
  func statechartNodes(plan: TransitionPlan, prefix: [String]) -> [Statechart.Node] {
    let caseNames = Set(states.map(\.name))
    // The names the documents use (`@Named`), by Swift name.
    func documented(_ cases: [CaseModel]?) -> [String: String] {
      Dictionary(
        (cases ?? []).map { ($0.name, $0.documented) }, uniquingKeysWith: { first, _ in first })
    }
    let eventNames = documented(events)
    let effectNames = documented(effects)
    let activityNames = documented(activityCases)
    let stateNames = documented(states)
    let superstateNames = documented(superstateCases)
    func documentedEvent(_ name: String) -> String { eventNames[name] ?? name }
    func path(ofState name: String) -> [String] { prefix + [name] }
    func path(ofSuperstate name: String) -> [String] {
      prefix + (caseNames.contains(name) ? [name, "superstate"] : [name])
    }

    // Each planned row's row as written, by its index: looked up once per planned row (a
    // search through `rows` made a 1,500-row machine's export quadratic).
    let allRows = rows + eventlessRows
    let positions = Dictionary(
      allRows.indices.map { (allRows[$0].index, $0) }, uniquingKeysWith: { first, _ in first })
    let superstateFinals = Set(plan.superstateFinals.map(\.state.index))
    // One invoke per activity declaration; its id is the activity's name unless another
    // declaration runs the same activity.
    let activityCounts = Dictionary(
      plan.activities.map { ($0.activity.name, 1) }, uniquingKeysWith: +)
    func invoke(_ activity: PlannedActivity, scope: String) -> Statechart.Invoke {
      let name = activity.activity.name
      let documentedName = activityNames[name] ?? name
      return Statechart.Invoke(
        id: (prefix + [documentedName] + ((activityCounts[name] ?? 0) > 1 ? [scope] : []))
          .joined(separator: "."),
        activity: documentedName, done: activity.done.map { documentedEvent($0.name) },
        failed: activity.failed.map { documentedEvent($0.name) })
    }
    func invokes(ofState index: Int) -> [Statechart.Invoke] {
      plan.activities(ofState: index)
        .map { invoke($0, scope: states[index].name) }
    }
    func invokes(ofSuperstate index: Int) -> [Statechart.Invoke] {
      plan.activities(ofSuperstate: index)
        .map { invoke($0, scope: $0.superstate?.name ?? "") }
    }

    /// The transitions of planned `rows` fired by `trigger` (`event` names the event).
    func transitions(
      _ rows: [PlannedRow], event: String, trigger: Statechart.Trigger,
      notes: inout [String]
    ) -> [Statechart.Transition] {
      var result: [Statechart.Transition] = []
      for row in rows {
        let written = positions[row.index].map { allRows[$0] }
        let target: [String]
        var toHistory = false
        switch row.target {
        case .construct(let construction):
          target = path(ofState: construction.constructed.name)
        case .build:
          guard let declared = written?.target else {
            let when =
              switch trigger {
              case .event: "on \(event)"
              case .eventless: "without an event"
              case .completion: "on completion"
              }
            notes.append(
              "\(when): the target is computed at run time by the build: "
                + "closure of \(row.table)[\(row.position)] and is not exported")
            continue
          }
          target = path(ofState: declared)
        case .history(let history):
          target = path(ofSuperstate: history.superstate.name) + ["history"]
          toHistory = true
        case .leave(let leave):
          // Named from the top, as a state's id is.
          target = leave.target.path
        case .stay:
          // Targetless: W3C exits and enters nothing, as the row does.
          target = []
        }
        result.append(
          Statechart.Transition(
            event: event, trigger: trigger, target: target, toHistory: toHistory,
            conditions: row.conditions.map(\.path),
            guardText: row.callsGuard ? written?.guardExpression : nil,
            effect: row.effect.map { effectNames[$0.constructed.name] ?? $0.constructed.name },
            row: "\(row.table)[\(row.position)]"))
      }
      return result
    }

    func transitions(of state: CaseReference) -> (
      transitions: [Statechart.Transition], notes: [String]
    ) {
      var result: [Statechart.Transition] = []
      var notes: [String] = []
      for event in plan.branch(ofState: state.index)?.events ?? [] {
        result += transitions(
          event.rows, event: documentedEvent(event.event.name), trigger: .event, notes: &notes)
      }
      if let eventless = plan.eventless.first(where: { $0.state == state }) {
        // A composite state's completion rows are taken once its held machine is done, in
        // table order among its eventless rows, as the machine tries them.
        let finals = heldFinals(of: state)
        for row in eventless.rows {
          let completes = row.completesHeld
          result += transitions(
            [row], event: "", trigger: completes ? .completion : .eventless, notes: &notes
          ).map { transition in
            var transition = transition
            if completes {
              transition.heldFinals = finals
            }
            return transition
          }
        }
      }
      return (result, notes)
    }

    /// The final states of the machine `state` holds, by region, as paths.
    func heldFinals(of state: CaseReference) -> [[[String]]] {
      guard let planned = plan.composites.first(where: { $0.composite.state == state.name })
      else { return [] }
      let inner = path(ofState: state.name)
      switch planned.held {
      case .states(let model, _):
        return [model.finalStates.map { inner + [$0] }]
      case .regions(let model, _):
        return model.regions.map { region in
          region.model.finalStates.map { inner + [region.property, $0] }
        }
      }
    }

    // A superstate's completion rows, written on it, have W3C's domain the superstate: taken from a
    // state inside a superstate nested in it, to a target inside that one too, SCXML and XState
    // would leave the nested superstate and enter it again, where FSM leaves and enters only what
    // the source and target cases say (the Superstates article). From such a state they are written
    // on the state as well, as `within` rows are, taking the superstate's done event: tried there
    // first, their domain is the lowest superstate holding source and target.
    var completionsOnLeaves: [Int: [Statechart.Transition]] = [:]
    // Each superstate's states, by position, read once from the chains.
    var membersBySuperstate: [Int: Set<Int>] = [:]
    for (state, chain) in plan.superstateChains where !plan.completions.isEmpty {
      for superstate in chain {
        membersBySuperstate[superstate.index, default: []].insert(state)
      }
    }
    func members(of superstate: Int) -> Set<Int> { membersBySuperstate[superstate] ?? [] }
    for completion in plan.completions {
      let completed = completion.superstate
      for branch in completion.states {
        let chain = plan.superstateChains[branch.state.index] ?? []
        let inner = chain.prefix { $0 != completed }.map { members(of: $0.index) }
        let inside = branch.rows.contains { row in
          let targets: Set<Int>
          switch row.target {
          case .construct(let construction): targets = [construction.constructed.index]
          case .build:
            guard let built = row.builtCase else { return false }
            targets = [built.index]
          case .history(let history): targets = members(of: history.superstate.index)
          case .leave, .stay: return false
          }
          return inner.contains { targets.isSubset(of: $0) }
        }
        guard inside else { continue }
        var ignored: [String] = []
        completionsOnLeaves[branch.state.index] =
          transitions(branch.rows, event: "", trigger: .completion, notes: &ignored).map {
            var transition = $0
            transition.completes = path(ofSuperstate: completed.name)
            return transition
          }
      }
    }

    func leaf(_ state: CaseReference) -> Statechart.Node {
      var (transitions, notes) = transitions(of: state)
      transitions += completionsOnLeaves[state.index] ?? []
      // A `<final>` child completes its parent in SCXML and XState: a superstate's `final:`
      // case, or a `@Final` case with no superstate around it (the machine's, a held machine's,
      // a region's). A `@Final` case inside a superstate is a plain state there: entering it
      // ends the machine, and completes no superstate (issue 67).
      let isFinal =
        superstateFinals.contains(state.index)
        || (finalStates.contains(state.name)
          && (plan.superstateChains[state.index] ?? []).isEmpty)
      var node = Statechart.Node(
        kind: isFinal ? .final : .atomic, id: path(ofState: state.name),
        key: stateNames[state.name] ?? state.name)
      node.documentID = stateNames[state.name].flatMap { $0 == state.name ? nil : $0 }
      // A composite state: the machine it holds, below it (its own rows stay on it, tried
      // after its descendants', as FSM tries them).
      if let planned = plan.composites.first(where: { $0.composite.state == state.name }) {
        let inner = path(ofState: state.name)
        switch planned.held {
        case .states(let model, let plan):
          node.kind = .compound
          node.initial = model.initialState.map { inner + [$0] }
          node.children = model.statechartNodes(plan: plan, prefix: inner)
        case .regions(let model, let plans):
          node.kind = .parallel
          node.children = zip(model.regions, plans).map { region, plan in
            let regionPath = inner + [region.property]
            var regionNode = Statechart.Node(
              kind: .compound, id: regionPath, key: region.property,
              initial: regionPath + [RegionMachineModel.initialCase(of: region.model)])
            regionNode.children = region.model.statechartNodes(plan: plan, prefix: regionPath)
            return regionNode
          }
        }
      }
      node.transitions = transitions
      node.notes = notes
      node.invokes = invokes(ofState: state.index)
      let chain = (plan.superstateChains[state.index] ?? []).reversed()
      node.scopeInvokes = chain.flatMap { invokes(ofSuperstate: $0.index) } + node.invokes
      node.timers =
        plan.timers.first { $0.state == state }?.timers.map {
          Statechart.Timer(event: documentedEvent($0.event.name), delay: $0.delay)
        } ?? []
      return node
    }

    func compound(_ superstate: PlannedSuperstate) -> Statechart.Node {
      let declared = self.superstates.first { $0.name == superstate.superstate.name }
      var node = Statechart.Node(
        kind: .compound, id: path(ofSuperstate: superstate.superstate.name),
        key: superstateNames[superstate.superstate.name] ?? superstate.superstate.name,
        initial: declared?.initial.map { path(ofState: $0.caseName) })
      node.documentID = superstateNames[superstate.superstate.name].flatMap {
        $0 == superstate.superstate.name ? nil : $0
      }
      node.invokes = invokes(ofSuperstate: superstate.superstate.index)
      let leaves = superstate.ownStates.map(leaf)
      if let completion = plan.completions.first(where: { $0.superstate == superstate.superstate }),
        let rows = completion.states.first?.rows
      {
        var notes: [String] = []
        for var transition in transitions(rows, event: "", trigger: .completion, notes: &notes) {
          transition.onParent = true
          node.transitions.append(transition)
        }
        node.notes += notes
      }
      node.children = ordered(leaves, superstate.children.map(compound), among: states)
      if let history = plan.history(of: superstate.superstate) {
        node.history = Statechart.History(
          deep: history.kind == .deep, defaultTarget: path(ofState: history.defaultCase.name))
      }
      return node
    }

    let clustered = Set(plan.superstates.flatMap(\.states).map(\.index))
    let topLeaves = states.enumerated().filter { !clustered.contains($0.offset) }.map {
      leaf(CaseReference(index: $0.offset, name: $0.element.name))
    }
    return ordered(topLeaves, plan.superstates.map(compound), among: states)
  }

  /// Leaves and compound nodes in the order of the cases they hold: a compound node goes where
  /// its first case is declared.
  private func ordered(
    _ leaves: [Statechart.Node], _ compounds: [Statechart.Node], among states: [CaseModel]
  ) -> [Statechart.Node] {
    let position = Dictionary(
      states.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    func firstPosition(_ node: Statechart.Node) -> Int {
      if node.children.isEmpty {
        return node.id.last.flatMap { position[$0] } ?? Int.max
      }
      return node.children.map(firstPosition).min() ?? Int.max
    }
    return (leaves + compounds).enumerated().sorted {
      (firstPosition($0.element), $0.offset) < (firstPosition($1.element), $1.offset)
    }.map(\.element)
  }

  /// The machine as a statechart: its states under the root.
  func statechart(plan: TransitionPlan) -> Statechart {
    var root = Statechart.Node(
      kind: .compound, id: [], key: name, initial: initialState.map { [$0] })
    root.children = statechartNodes(plan: plan, prefix: [])
    return Statechart(name: name, root: root, documentedNames: documentedNames)
  }
}

extension RegionMachineModel {
  /// The machine as a statechart: a parallel root with one compound node per region, in
  /// declaration order.
  func statechart(plan: RegionMachinePlan) -> Statechart {
    var root = Statechart.Node(kind: .parallel, id: [], key: name)
    root.children = planned(plan).map { region in
      var node = Statechart.Node(
        kind: .compound, id: [region.property], key: region.property,
        initial: [region.property, Self.initialCase(of: region.model)])
      node.children = region.model.statechartNodes(plan: region.plan, prefix: [region.property])
      return node
    }
    return Statechart(
      name: name, root: root,
      documentedNames: Set(planned(plan).flatMap(\.model.documentedNames)))
  }
}
