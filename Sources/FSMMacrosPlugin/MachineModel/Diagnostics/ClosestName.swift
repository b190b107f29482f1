/// The candidate a misspelled `name` most likely meant, for "did you mean …?": the closest by
/// edit distance (ignoring case), if it is within a third of the name's length (at least 1).
func closestName(to name: String, among candidates: [String]) -> String? {
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(name.lowercased(), candidate.lowercased())
    if distance <= max(1, name.count / 3 + 1), distance < (best?.distance ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.name
}

/// The Levenshtein distance between two strings: the fewest insertions, deletions and
/// substitutions of characters that turn one into the other.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
