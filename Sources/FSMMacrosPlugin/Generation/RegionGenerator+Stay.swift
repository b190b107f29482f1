import SwiftSyntax

// A region's rows that stay (the Design article, "Rows that stay"), in a struct of regions at
// the top whose regions hold no machines: the region's step function takes the event and moves
// nothing, so `_regionsMoved(by:)` leaves its bit out (its timers, tasks and history go on, its
// observers see no exit and no entry) while the step is taken; the trace adds the row from its
// state to itself, as a machine's own table does.

extension RegionGenerator {
  /// The regions whose tables have rows that stay, with their positions.
  var stayingRegions: [(index: Int, region: PlannedRegion)] {
    regions.enumerated().compactMap { index, region in
      region.plan.branches.contains { branch in
        branch.events.contains { $0.rows.contains(where: \.target.stays) }
      } ? (index, region) : nil
    }
  }

  /// The function telling whether the row `region` takes for an event stays.
  func staysName(_ region: PlannedRegion) -> String {
    Generator.traceName("stays", [region.property])
  }

  /// The test that the row `region` took from `value` stays; `nil` for a region without such
  /// rows.
  func staysTest(_ region: PlannedRegion, from value: String, event: String) -> String? {
    guard stayingRegions.contains(where: { $0.region.property == region.property }) else {
      return nil
    }
    return "Self.\(staysName(region))(\(value).\(escapedMember(region.property)), on: \(event), "
      + "in: \(value))"
  }

  /// For each region with rows that stay: whether the row it takes for `event` stays (asked once
  /// its step function took the event, so the first row whose tests pass is the one it took).
  func regionStayMembers() -> [DeclSyntax] {
    stayingRegions.map { _, region in
      let generator = Generator(model: region.model, plan: region.plan)
      let lines =
        [
          "/// Whether the row region `\(region.property)` takes for `event` from `_$value` stays "
            + "in its state.",
          "private nonisolated static func \(staysName(region))(_ _$value: "
            + "\(region.model.typeName), on event: Event, in _$machine: Self) -> Swift.Bool {",
        ]
        + generator.staySwitch(
          subject: "_$value", owner: region.model.typeName, condition: tree.test
        ) { row in ["return \(row.target.stays)"] }
      return declaration(lines + ["}"])
    }
  }

  /// The lines that add to `trace` a row from each region's state to itself, for the regions
  /// whose row stayed in `step` (their step function took the event, by a row that stays).
  func stayedRows(trace: String) -> [String] {
    var lines = ["let _$stayed = Self._$regionsStayed(by: step)"]
    for (index, region) in stayingRegions {
      let property = escapedMember(region.property)
      lines += [
        "if _$stayed & \(UInt64(1) << UInt64(index)) != 0, "
          + "let _$part = Self.\(Generator.traceName("parts", [region.property]))"
          + "(step.from.\(property), { .\(property)($0) }).first {",
        "\(trace).rows.append(\(Qualified.runtime)._StepTrace<Self>.Row("
          + "source: _$part, target: _$part, entered: []))",
        "}",
      ]
    }
    return lines
  }
}
