import SwiftSyntax

extension Generator {
  /// For a machine with an `enum Superstate`: the `Superstates` typealias its declarations use,
  /// and `superstates(of:)`.
  func superstateMembers() -> [DeclSyntax] {
    guard model.superstateCases != nil else { return [] }
    var members = [
      declaration([
        "\(access)typealias Superstates = \(Qualified.runtime).SuperstateDeclaration<\(typeName)>"
      ])
    ]
    var lines = [
      "\(memberModifiers)static func superstates(of state: Case) -> [Superstate] {",
      "switch state {",
    ]
    // The states with the same superstates share a `case`, in the order of their first state.
    var groups: [(chain: [CaseReference], states: [String])] = []
    for (index, state) in model.states.enumerated() {
      let chain = plan.superstateChains[index] ?? []
      let name = ".\(escapedMember(state.name))"
      if let group = groups.firstIndex(where: { $0.chain == chain }) {
        groups[group].states.append(name)
      } else {
        groups.append((chain, [name]))
      }
    }
    for group in groups {
      let chain = group.chain.map { ".\(escapedMember($0.name))" }.joined(separator: ", ")
      lines += ["case \(group.states.joined(separator: ", ")):", "[\(chain)]"]
    }
    lines += ["}", "}"]
    members.append(declaration(lines))
    return members
  }
}
