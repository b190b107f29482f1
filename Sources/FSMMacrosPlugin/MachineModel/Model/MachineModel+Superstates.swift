extension MachineModel {
  /// The superstates as the planner and generator use them, read tolerantly: validation reports
  /// what is wrong in the declarations, and rows within a superstate with an error are left out.
  var superstateTree: SuperstateTree { SuperstateTree(self) }

  /// The states of superstate `name` that exist, in declaration order.
  func states(inSuperstate name: String) -> [String] {
    guard let declaration = superstates.first(where: { $0.name == name }) else { return [] }
    let listed = Set(declaration.cases)
    return states.map(\.name).filter(listed.contains)
  }
}

/// The superstates of a machine: each one's states, its depth in the tree, and for each state
/// the superstates that contain it.
struct SuperstateTree {
  /// The declared superstates that are cases of `Superstate`, each once (its first
  /// declaration), in declaration order.
  let names: [String]
  /// Each superstate's states, in declaration order.
  let states: [String: [String]]
  /// Each superstate's parent, when `in:` names a declared superstate.
  let parents: [String: String]
  /// For each state, the superstates containing it, innermost first.
  let chains: [String: [String]]

  init(_ model: MachineModel) {
    let known = Set(model.superstateCases?.map(\.name) ?? [])
    var names: [String] = []
    var parents: [String: String] = [:]
    for declaration in model.superstates
    where known.contains(declaration.name) && !names.contains(declaration.name) {
      names.append(declaration.name)
      if let parent = declaration.parent {
        parents[declaration.name] = parent
      }
    }
    let declared = Set(names)
    parents = parents.filter { declared.contains($0.value) }
    var states: [String: [String]] = [:]
    for name in names {
      states[name] = model.states(inSuperstate: name)
    }
    // The depth of each superstate: how many parents lead up from it (a cycle stops counting).
    func depth(of name: String) -> Int {
      var depth = 0
      var current = name
      while let parent = parents[current], depth < names.count {
        depth += 1
        current = parent
      }
      return depth
    }
    let order = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let depths = Dictionary(uniqueKeysWithValues: names.map { ($0, depth(of: $0)) })
    var chains: [String: [String]] = [:]
    for name in names {
      for state in states[name] ?? [] {
        chains[state, default: []].append(name)
      }
    }
    for (state, chain) in chains {
      chains[state] = chain.sorted { a, b in
        let keyA = (-(depths[a] ?? 0), states[a]?.count ?? 0, order[a] ?? 0)
        let keyB = (-(depths[b] ?? 0), states[b]?.count ?? 0, order[b] ?? 0)
        return keyA < keyB
      }
    }
    self.names = names
    self.states = states
    self.parents = parents
    self.chains = chains
  }

  /// The superstates containing `state`, innermost first.
  func chain(of state: String) -> [String] { chains[state] ?? [] }

  /// Whether `ancestor` is `name`'s parent, or its parent's, and so on.
  func isAncestor(_ ancestor: String, of name: String) -> Bool {
    var current = name
    var steps = 0
    while let parent = parents[current], steps < names.count {
      if parent == ancestor { return true }
      current = parent
      steps += 1
    }
    return false
  }

  /// The superstates directly inside `parent` (`nil`: the outermost ones), in declaration order.
  func children(of parent: String?) -> [String] {
    names.filter { parents[$0] == parent }
  }
}
