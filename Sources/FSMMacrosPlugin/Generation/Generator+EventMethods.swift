import SwiftSyntax

extension Generator {
  /// One `mutating func` per event, named after it and taking its payload, that calls
  /// `send(_:)`. None for an event named `case` or `Case`, or named like a method of the user's
  /// (both are reported as clashes).
  func eventMethods() -> [DeclSyntax] {
    model.events.compactMap { event -> DeclSyntax? in
      guard event.name != "case", event.name != "Case",
        !model.userFunctionNames.contains(event.name)
      else { return nil }
      return declaration([
        "/// Sends `.\(event.name)` to this state; see `send(_:)`.",
        "@discardableResult",
        "\(memberModifiers)mutating func \(escaped(event.name))(\(parameterList(ofEventMethod: event))) throws(\(Qualified.invalid)) -> \(Qualified.step) {",
        "try self.send(\(eventExpression(forwardingParametersOf: event)))",
        "}",
      ])
    }
  }

  /// The names a method named after `event` gives its parameters: each value's label, else
  /// `value0`, `value1`, … by position.
  static func parameterNames(ofEventMethod event: CaseModel) -> [String] {
    event.parameters.enumerated().map { position, parameter in
      escaped(parameter.label ?? "value\(position)")
    }
  }

  /// The parameters of a method named after `event`: its payload, with its labels (`_` for
  /// unlabeled values) and its defaults.
  func parameterList(ofEventMethod event: CaseModel) -> String {
    parameterList(event, names: Self.parameterNames(ofEventMethod: event))
  }

  /// The event, built from the parameters of `parameterList(ofEventMethod:)`.
  func eventExpression(forwardingParametersOf event: CaseModel) -> String {
    caseExpression(event, arguments: Self.parameterNames(ofEventMethod: event))
  }
}
