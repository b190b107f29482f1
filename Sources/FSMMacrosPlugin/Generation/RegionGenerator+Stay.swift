import SwiftSyntax

// A region's rows that stay (the Design article, "Rows that stay"): the region's step function
// takes the event and moves nothing, so `_regionsMoved(by:)` leaves its bit out (its timers,
// activities and history go on, its observers see no exit and no entry) while the step is taken;
// the region's table's trace function (`Generator.staysFunction`, as any table of a tree has) adds
// the row from its state to itself.

extension RegionGenerator {
  /// Whether the trace re-runs every region's step function (`_$regionsTook(by:)`): a region
  /// that took the step without moving (a row that stays, or a move inside a composite state)
  /// has rows in it, which its table's trace function adds.
  var tracesTaken: Bool { holdsMachines || !stayingRegions.isEmpty }

  /// The regions whose tables have rows that stay, with their positions.
  var stayingRegions: [(index: Int, region: PlannedRegion)] {
    regions.enumerated().compactMap { index, region in
      Generator(model: region.model, plan: region.plan).hasStayRows ? (index, region) : nil
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
}
