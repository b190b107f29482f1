import SwiftSyntax

// The rows of a transition table: `.from(…)`, `.fromAny(…)` and `.within(…)` calls, read into
// `RowModel`s.

extension MachineParser {
  /// The `after:` argument of the row `expression` (of its base, for a row followed by
  /// `.whenIn(…)`), as `parseRow` reads it; `nil` for a row without one, or not a row.
  static func delayArgument(ofRow expression: ExprSyntax) -> ExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    if callee.declName.baseName.unescapedText == "whenIn", let base = callee.base {
      return delayArgument(ofRow: base)
    }
    return call.arguments.first { $0.label?.text == "after" }
      .map(\.expression).flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : $0 }
  }

  mutating func parseRow(_ expression: ExprSyntax, index: Int) -> RowModel? {
    if let conditioned = expression.as(FunctionCallExprSyntax.self),
      let callee = conditioned.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.unescapedText == "whenIn", let base = callee.base
    {
      return parseConditionedRow(base, conditions: conditioned, index: index)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
    else {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason:
            "write each row as '.from(...)', '.fromAny(...)' or '.within(...)' directly in the "
            + "array literal"),
        at: SyntaxAnchor(expression))
      return nil
    }
    let kind = callee.declName.baseName.unescapedText
    guard ["from", "fromAny", "within", "onDone", "stay", "stayInAny"].contains(kind) else {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "'\(kind)' is not a row; use '.from(...)', '.fromAny(...)', '.within(...)', "
            + "'.onDone(...)', '.stay(...)' or '.stayInAny(...)'"),
        at: SyntaxAnchor(callee.declName))
      return nil
    }
    let stays = kind == "stay" || kind == "stayInAny"
    if let closure = call.trailingClosure {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "trailing closures are ambiguous; pass the closure as 'when:' or 'build:'"),
        at: SyntaxAnchor(closure))
      return nil
    }

    var anchors = RowAnchors()
    anchors.row = SyntaxAnchor(call)
    var sources: RowModel.Sources?
    var event: String?
    var delay: ExprSyntax?
    var target: String?
    var historyOf: String?
    var leavingTo: PartReference?
    var build: ExprSyntax?
    var effect: String?
    var guardExpression: ExprSyntax?

    for argument in call.arguments {
      let label = argument.label?.text
      let value = argument.expression
      switch (kind, label) {
      case ("from", nil), ("stay", "in"):
        guard let names = caseList(value, single: true, anchors: &anchors.sources) else {
          return nil
        }
        sources = .states(names)
      case ("within", nil), ("onDone", nil), ("stay", "within"):
        guard let name = caseName(value, role: "the superstate") else { return nil }
        sources = .within(name)
        anchors.sources[name] = SyntaxAnchor(value)
      case ("fromAny", "except"), ("stayInAny", "except"):
        guard let names = caseList(value, single: false, anchors: &anchors.sources) else {
          return nil
        }
        sources = .anyExcept(names)
      case (_, "on"):
        guard let name = caseName(value, role: "the event") else { return nil }
        event = name
        anchors.event = SyntaxAnchor(value)
      case ("from", "after"), ("fromAny", "after"), ("within", "after"), ("onDone", "after"):
        if value.is(NilLiteralExprSyntax.self) { continue }
        delay = value
        anchors.delay = SyntaxAnchor(value)
      case ("from", "to"), ("fromAny", "to"), ("within", "to"), ("onDone", "to"):
        guard let name = caseName(value, role: "the target") else { return nil }
        target = name
        anchors.target = SyntaxAnchor(value)
      case ("from", "leavingTo"), ("fromAny", "leavingTo"), ("within", "leavingTo"),
        ("onDone", "leavingTo"):
        guard isRegion, let path = Self.partPath(value) else {
          diagnostics.report(
            .unsupportedRowSyntax(
              reason: isRegion
                ? "write 'leavingTo:' as a state of the machine at the top: '.state', or "
                  + "'.state(.region(.case))' for one inside a composite state"
                : "'leavingTo:' leaves a machine held by a composite state; a machine's own "
                  + "rows go 'to:' their target"),
            at: SyntaxAnchor(value))
          return nil
        }
        leavingTo = PartReference(
          path: path, expression: value.trimmedDescription, anchor: SyntaxAnchor(value))
        anchors.target = SyntaxAnchor(value)
      case ("from", "toHistoryOf"), ("fromAny", "toHistoryOf"), ("within", "toHistoryOf"),
        ("onDone", "toHistoryOf"):
        guard let name = caseName(value, role: "the superstate") else { return nil }
        historyOf = name
        anchors.historyOf = SyntaxAnchor(value)
      case (_, "emit"):
        if value.is(NilLiteralExprSyntax.self) { continue }
        guard let name = caseName(value, role: "the effect") else { return nil }
        effect = name
        anchors.effect = SyntaxAnchor(value)
      case (_, "when"):
        if value.is(NilLiteralExprSyntax.self) { continue }
        guardExpression = value
      case (_, "build"):
        build = value
        anchors.build = SyntaxAnchor(value)
      default:
        let reason =
          stays && ["to", "toHistoryOf", "leavingTo", "after"].contains(label ?? "")
          ? "a row that stays has no target and no delay: write '.from(...)' to go "
            + "'\(label ?? "")' somewhere, or drop '\(label ?? ""):'"
          : "unexpected argument '\(label.map { "\($0):" } ?? "_")' in '.\(kind)(...)'"
        diagnostics.report(.unsupportedRowSyntax(reason: reason), at: SyntaxAnchor(argument))
        return nil
      }
    }
    if stays, event == nil {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "a row that stays needs an event ('on:'): without one it would be taken again "
            + "at once"),
        at: SyntaxAnchor(call))
      return nil
    }
    if kind == "fromAny" || kind == "stayInAny", sources == nil {
      sources = .anyExcept([])
    }
    // A row without `on:` is eventless (`.from`, `.within`); `.onDone` never has one.
    let trigger: RowModel.Trigger =
      kind == "onDone" ? .completion : event == nil ? .eventless : .event
    if trigger != .event {
      let reason: String? =
        if kind == "onDone", event != nil {
          "a completion row ('.onDone') fires when its superstate is done, not on an event"
        } else if kind == "fromAny" {
          "an eventless row leaves named states or a superstate: write '.from(...)' or "
            + "'.within(...)' without 'on:'"
        } else if delay != nil {
          "only a row with an event ('on:') can be timed ('after:')"
        } else {
          nil
        }
      if let reason {
        diagnostics.report(.unsupportedRowSyntax(reason: reason), at: SyntaxAnchor(call))
        return nil
      }
    }
    guard let sources, trigger != .event || event != nil else {
      diagnostics.report(
        .unsupportedRowSyntax(reason: "a row needs a source and an event ('on:')"),
        at: SyntaxAnchor(call))
      return nil
    }
    if historyOf != nil, target != nil || build != nil {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "a row that returns to a superstate's history ('toHistoryOf:') has no 'to:' "
            + "or 'build:'"),
        at: SyntaxAnchor(call))
      return nil
    }
    if !stays, target == nil, build == nil, historyOf == nil, leavingTo == nil {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "a row needs a target ('to:', 'build:' or 'toHistoryOf:')"),
        at: SyntaxAnchor(call))
      return nil
    }
    if !stays, target == nil, let build {
      target = Self.constructedCase(of: build)
    }
    var row = RowModel(
      index: index,
      sources: sources,
      event: event ?? "",
      delay: delay.map(Self.delayModel),
      target: target,
      build: build?.trimmedDescription,
      effect: effect,
      guardExpression: guardExpression?.trimmedDescription,
      guardLabel: guardExpression.map(Self.guardLabel),
      anchors: anchors
    )
    row.historyOf = historyOf
    row.leavingTo = leavingTo
    row.trigger = trigger
    row.stays = stays
    row.closureReferences = [guardExpression, build, delay].compactMap { $0 }
      .flatMap(Self.references(in:))
    return row
  }

  /// An `after:` expression: its text, its label in diagrams, and whether it is a literal that
  /// is not a positive duration.
  static func delayModel(_ expression: ExprSyntax) -> DelayModel {
    let source = expression.trimmedDescription
    let text = source.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    // `.zero` or `Duration.zero`.
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "zero",
      member.base.map({ $0.trimmedDescription == "Duration" }) ?? true
    {
      return DelayModel(expression: text, source: source, isNotPositive: true, isLiteral: true)
    }
    // A closure of the state entered: shown as `delay`, as a guard's is `guard`.
    if expression.is(ClosureExprSyntax.self) {
      return DelayModel(expression: text, source: source, label: "delay")
    }
    // `.seconds(n)`, `Duration.milliseconds(n)`, … with one literal argument.
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base.map({ $0.trimmedDescription == "Duration" }) ?? true,
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      call.trailingClosure == nil
    else { return DelayModel(expression: text, source: source) }
    let unit = member.declName.baseName.text
    let units = ["seconds": "s", "milliseconds": "ms", "microseconds": nil, "nanoseconds": nil]
    guard let suffix = units[unit], let literal = Self.literal(argument.expression) else {
      return DelayModel(expression: text, source: source)
    }
    return DelayModel(
      expression: text, source: source,
      label: suffix.map { literal.text + $0 },
      isNotPositive: literal.isNegative || literal.isZero, isLiteral: true)
  }

  /// A number literal, possibly negated: its text and sign.
  static func literal(_ expression: ExprSyntax) -> (text: String, isNegative: Bool, isZero: Bool)? {
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return literal(prefix.expression).map { ("-" + $0.text, !$0.isZero, $0.isZero) }
    }
    let token: TokenSyntax
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      token = integer.literal
    } else if let float = expression.as(FloatLiteralExprSyntax.self) {
      token = float.literal
    } else {
      return nil
    }
    var digits = Substring(token.text.lowercased())
    var exponentMarker: Character = "e"
    for prefix in ["0x", "0o", "0b"] where digits.hasPrefix(prefix) {
      digits = digits.dropFirst(2)
      exponentMarker = "p"
    }
    // The mantissa decides whether the value is zero.
    let mantissa = digits.prefix { $0 != exponentMarker }
    let isZero = mantissa.allSatisfy { $0 == "0" || $0 == "_" || $0 == "." }
    return (token.text, false, isZero)
  }

  /// The names `expression` refers to: `hasFare` in `when: hasFare`, `fare` in
  /// `{ state, _ in state.credit >= Self.fare }`.
  static func references(in expression: ExprSyntax) -> [NameReference] {
    final class Collector: SyntaxVisitor {
      var references: [NameReference] = []

      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.baseName.tokenKind else { return .skipChildren }
        references.append(
          NameReference(name: node.baseName.unescapedText, anchor: SyntaxAnchor(node)))
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(expression)
    return collector.references
  }

  mutating func caseName(_ value: ExprSyntax, role: String) -> String? {
    if let name = value.referencedCaseName {
      return name
    }
    diagnostics.report(
      .unsupportedRowSyntax(reason: "\(role) must be a case written as '.name'"),
      at: SyntaxAnchor(value))
    return nil
  }

  mutating func caseList(
    _ value: ExprSyntax, single: Bool, anchors: inout [String: SyntaxAnchor]
  ) -> [String]? {
    if single, let name = value.referencedCaseName {
      anchors[name] = SyntaxAnchor(value)
      return [name]
    }
    guard let array = value.as(ArrayExprSyntax.self) else {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: single
            ? "the source must be a case '.name' or an array literal of cases"
            : "'except:' must be an array literal of cases"),
        at: SyntaxAnchor(value))
      return nil
    }
    var names: [String] = []
    for element in array.elements {
      guard let name = element.expression.referencedCaseName else {
        diagnostics.report(
          .unsupportedRowSyntax(reason: "each source must be a case written as '.name'"),
          at: SyntaxAnchor(element.expression))
        return nil
      }
      anchors[name] = anchors[name] ?? SyntaxAnchor(element.expression)
      names.append(name)
    }
    return names
  }

  /// The case a `build:` closure constructs when its body is the single expression
  /// `.someCase(...)` (or `return .someCase(...)`).
  static func constructedCase(of build: ExprSyntax) -> String? {
    guard let closure = build.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let statement = closure.statements.first
    else { return nil }
    var expression: ExprSyntax?
    switch statement.item {
    case .expr(let expr): expression = expr
    case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression
    default: expression = nil
    }
    guard var expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.unescapedText
  }

  /// The name a diagram shows for a guard: `isPaid` for `when: isPaid` or `when: Self.isPaid`.
  static func guardLabel(_ expression: ExprSyntax) -> String {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.unescapedText
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.unescapedText
    }
    return "guard"
  }
}

extension MachineParser {
  /// The names of a `Part` as written, from the top down: `.download(.ready)` is
  /// `["download", "ready"]`, `.processing(.payment(.captured))` three names,
  /// `.processing(nil)` one; `nil` for anything else.
  static func partPath(_ expression: ExprSyntax) -> [String]? {
    if let leaf = expression.as(MemberAccessExprSyntax.self), leaf.base == nil {
      return [leaf.declName.baseName.unescapedText]
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self), name.base == nil,
      call.arguments.count == 1, call.trailingClosure == nil,
      let argument = call.arguments.first, argument.label == nil
    else { return nil }
    let head = name.declName.baseName.unescapedText
    if argument.expression.is(NilLiteralExprSyntax.self) {
      return [head]
    }
    return partPath(argument.expression).map { [head] + $0 }
  }

  /// A region's row followed by `.whenIn(.region(.case), …)`: the row, with its conditions.
  mutating func parseConditionedRow(
    _ base: ExprSyntax, conditions call: FunctionCallExprSyntax, index: Int
  ) -> RowModel? {
    guard isRegion else {
      diagnostics.report(
        .unsupportedRowSyntax(
          reason: "'.whenIn' names another region's case; only a region's rows have one"),
        at: SyntaxAnchor(call))
      return nil
    }
    var conditions: [RegionCondition] = []
    for argument in call.arguments {
      guard argument.label == nil, let path = Self.partPath(argument.expression), path.count >= 2
      else {
        diagnostics.report(
          .unsupportedRowSyntax(
            reason: "write each condition as '.region(.case)', naming a region and one of its cases"
          ),
          at: SyntaxAnchor(argument.expression))
        return nil
      }
      conditions.append(
        RegionCondition(
          path: path, expression: argument.expression.trimmedDescription,
          anchor: SyntaxAnchor(argument.expression)))
    }
    if call.trailingClosure != nil || conditions.isEmpty {
      diagnostics.report(
        .unsupportedRowSyntax(reason: "'.whenIn' takes one or more '.region(.case)' conditions"),
        at: SyntaxAnchor(call))
      return nil
    }
    guard var row = parseRow(base, index: index) else { return nil }
    row.conditions += conditions
    let label = conditions.map { "in \($0.path.joined(separator: "."))" }.joined(separator: ", ")
    row.guardLabel = row.guardLabel.map { "\($0), \(label)" } ?? label
    return row
  }
}
