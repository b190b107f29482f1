import SwiftSyntax

// The parts every kind of machine generates alike, written once: an enum's `Generator` and a
// struct's `RegionGenerator` both call them.

extension Generator {
  /// One `mutating func` per event of `methods` (the plan's `eventMethods`), named after it and
  /// taking its payload, that calls `send(_:)`.
  static func eventMethods(
    _ methods: [CaseReference], of events: [CaseModel], memberModifiers: String
  ) -> [DeclSyntax] {
    methods.map { reference in
      let event = events[reference.index]
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
  static func parameterList(ofEventMethod event: CaseModel) -> String {
    parameterList(event, names: parameterNames(ofEventMethod: event))
  }

  /// The event, built from the parameters of `parameterList(ofEventMethod:)`.
  static func eventExpression(forwardingParametersOf event: CaseModel) -> String {
    caseExpression(event, arguments: parameterNames(ofEventMethod: event))
  }

  /// `dot`, `mermaid`, `scxml` and `xstate`, each a string literal, declared by `constant`
  /// (name, type, value).
  static func documentMembers(
    _ documents: MachineDocuments, constant: (String, String, String) -> DeclSyntax
  ) -> [DeclSyntax] {
    [
      ("dot", documents.dot), ("mermaid", documents.mermaid), ("scxml", documents.scxml),
      ("xstate", documents.xstate),
    ].map { name, text in constant(name, Qualified.string, stringLiteral(text)) }
  }

  /// `_hasHistory`, `_historySuperstates` (the superstates with history, in slot order, as
  /// `superstates` spells them) and `_recordHistory(of:into:)` with `recording` as its body:
  /// what tells `StateMemory` what to record, and records it.
  static func historyMembers(
    superstates: [String], recording: [String], memberModifiers: String
  ) -> [DeclSyntax] {
    [
      declaration(["\(memberModifiers)static var _hasHistory: Swift.Bool {", "true", "}"]),
      declaration([
        "\(memberModifiers)static var _historySuperstates: [Superstate] {",
        "[\(superstates.joined(separator: ", "))]", "}",
      ]),
      declaration(
        [
          "\(memberModifiers)static func _recordHistory(of _$step: \(Qualified.step), "
            + "into _$memory: inout \(Qualified.memory)) {"
        ] + recording + ["}"]),
    ]
  }
}
