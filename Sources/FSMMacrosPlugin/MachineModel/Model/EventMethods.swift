/// The rule for the methods named after events (`coin()`, `fail(reason:)`), written once for
/// the validation that reports a clash and the planning that leaves the method out.
enum EventMethodClash: Equatable {
  /// The event is named like the member `Event` gets (`case`, `Case`).
  case discriminant
  /// The user declared a function of that name.
  case userFunction
  /// The method of an event without a payload, `name()`, would redeclare a property or type
  /// of the machine's (of a struct with regions: a region's property, most often).
  case property

  /// What keeps `event` from getting a method: `nil` when it gets one. A machine with regions
  /// passes `properties`, its regions' properties, and a payload-free event's method is then
  /// checked against them and the struct's own properties and types; an enum passes `nil`.
  static func of(
    _ event: CaseModel, userMembers: [UserMember], properties: Set<String>? = nil
  ) -> Self? {
    if GeneratedNames.discriminantNames.contains(event.name) {
      return .discriminant
    }
    if userMembers.contains(where: { $0.isFunction && $0.name == event.name }) {
      return .userFunction
    }
    if let properties, event.parameters.isEmpty,
      properties.contains(event.name)
        || userMembers.contains(where: { !$0.isFunction && $0.name == event.name })
    {
      return .property
    }
    return nil
  }

  /// The events of `events` that get a method, by position.
  static func methods(
    of events: [CaseModel], userMembers: [UserMember], properties: Set<String>? = nil
  ) -> [CaseReference] {
    events.indices.compactMap { index in
      let event = events[index]
      guard of(event, userMembers: userMembers, properties: properties) == nil else {
        return nil
      }
      return CaseReference(index: index, name: event.name)
    }
  }
}
