import SwiftSyntax

extension Generator {
  /// One `mutating func` per event of the plan's `eventMethods`, named after it and taking its
  /// payload, that calls `send(_:)`.
  func eventMethods() -> [DeclSyntax] {
    plan.eventMethods.map { reference in
      let event = model.events[reference.index]
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
