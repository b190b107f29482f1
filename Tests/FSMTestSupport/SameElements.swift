/// Whether `a` and `b` hold the same elements as many times each, in any order: what a test can
/// say of the effects a `Machine` performed, each in a task of its own (`EffectPolicy.merge`),
/// which finish in no order the machine promises (a step's `effects` give the emitted order).
public func sameElements<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Bool {
  guard a.count == b.count else { return false }
  var rest = b
  for element in a {
    guard let index = rest.firstIndex(of: element) else { return false }
    rest.remove(at: index)
  }
  return true
}
