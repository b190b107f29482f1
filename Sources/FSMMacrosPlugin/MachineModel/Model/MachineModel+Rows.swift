extension MachineModel {
  /// The states `row` leaves, each once: those it names; for `fromAny`, every state that is
  /// neither excepted nor final; for `within`, every state of the superstate that is not final.
  func sourceStates(of row: RowModel) -> [String] {
    switch row.sources {
    case .states(let names):
      return eachOnce(names)
    case .anyExcept(let excluded):
      return states.map(\.name).filter { !excluded.contains($0) && !finalStates.contains($0) }
    case .within(let superstate):
      return states(inSuperstate: superstate).filter { !finalStates.contains($0) }
    }
  }
}

/// `names` without repetitions, in order.
func eachOnce<Element: Hashable>(_ names: [Element]) -> [Element] {
  var seen: Set<Element> = []
  return names.filter { seen.insert($0).inserted }
}
