import SwiftSyntax

extension RegionGenerator {
  /// The regions that declare superstates.
  var regionsWithSuperstates: [PlannedRegion] {
    regions.filter { $0.model.superstateCases != nil }
  }

  /// Whether a row of some region with an event returns to a superstate's history, or any row
  /// of a held table: the step functions then read the machine's memory.
  var readsMemory: Bool {
    regions.contains { PlannedHeld.anyTable(of: $0.plan, \.hasHistoryRows) } || heldRemembers
  }

  /// Whether a machine a region's state holds has a row to a superstate's history: the memory
  /// then has slots for the held tables' superstates with history, after the regions' own.
  var heldRemembers: Bool {
    regions.contains { $0.plan.composites.contains(where: \.held.remembers) }
  }

  /// `Superstate` (one case per region with superstates, holding the region's),
  /// `superstates(of:)`, and for history `_hasHistory`, `_historySuperstates`, and the members
  /// of a tree's history (`Generator.treeHistoryMembers`) when held tables remember.
  func superstateMembers() -> [DeclSyntax] {
    guard !regionsWithSuperstates.isEmpty else { return historyMembers() }
    var lines = [
      "enum Superstate: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, "
        + "Swift.CustomStringConvertible {"
    ]
    lines += regionsWithSuperstates.map {
      "case \(escaped($0.property))(\($0.model.typeName).Superstate)"
    }
    let all = regionsWithSuperstates.map {
      "\($0.model.typeName).Superstate.allCases.map { .\(escapedMember($0.property))($0) }"
    }
    lines += [
      "\(access)static var allCases: [Superstate] {", all.joined(separator: " + "), "}",
      "\(access)var description: \(Qualified.string) {", "switch self {",
    ]
    // `description` itself, not the conformance: in a module whose default isolation is
    // `MainActor`, the user's `enum Superstate` is main-actor isolated, and so is the conformance
    // `@_Superstate` gives it, which a string interpolation would use; its `description` is
    // nonisolated.
    for region in regionsWithSuperstates {
      lines += [
        "case .\(escapedMember(region.property))(let superstate):",
        "\"\(region.property).\" + superstate.description",
      ]
    }
    lines += ["}", "}", "}"]
    var members = [
      nonisolatedType(
        access, lines,
        documentation: ["/// A superstate of one region: `.playback(.active)`."])
    ]
    // Exits come in reverse declaration order, entries in declaration order: `Step` reads the
    // list in this order for exits and reversed for entries.
    var function = [
      "\(memberModifiers)static func superstates(of state: Case) -> [Superstate] {",
      "var superstates: [Superstate] = []",
    ]
    for region in regionsWithSuperstates.reversed() {
      let property = escapedMember(region.property)
      function.append("switch state.\(property) {")
      var handled: [String] = []
      for (index, state) in region.model.states.enumerated() {
        guard let chain = region.plan.superstateChains[index], !chain.isEmpty else { continue }
        let list = chain.map { ".\(property)(.\(escapedMember($0.name)))" }
        function += [
          "case .\(escapedMember(state.name)):", "superstates += [\(list.joined(separator: ", "))]",
        ]
        handled.append(state.name)
      }
      if handled.count < region.model.states.count {
        function += ["default:", "break"]
      }
      function.append("}")
    }
    function += ["return superstates", "}"]
    members.append(declaration(function))
    return members + historyMembers()
  }

  /// The memory's slots: each region's superstates with history in declaration order, then the
  /// held tables' (in scope order), all recorded by scopes when held tables remember.
  func historyMembers() -> [DeclSyntax] {
    let history = regions.flatMap { region in
      region.plan.historySuperstates.map {
        ".\(escapedMember(region.property))(.\(escapedMember($0.name)))"
      }
    }
    guard !history.isEmpty || heldRemembers else { return [] }
    let held = heldRemembers
    var recording: [String] = []
    for region in regions {
      let property = escapedMember(region.property)
      let (source, target) = held ? ("from", "to") : ("_$step.from", "_$step.to")
      recording += Generator(model: region.model, plan: region.plan).historyRecording(
        source: "\(source).\(property)", target: "\(target).\(property)",
        firstSlot: firstHistorySlot(of: region), value: source)
    }
    guard held else {
      return Generator.historyMembers(
        superstates: history, recording: recording, memberModifiers: memberModifiers)
    }
    return Generator.treeHistoryMembers(
      places, slots: tree.historySlots, own: history, ownRecording: recording,
      memberModifiers: memberModifiers)
  }

  /// The slot of `region`'s first superstate with history in `_historySuperstates`, which lists
  /// every region's in declaration order.
  func firstHistorySlot(of region: PlannedRegion) -> Int {
    regions.prefix { $0.property != region.property }.reduce(0) {
      $0 + $1.plan.historySuperstates.count
    }
  }
}
