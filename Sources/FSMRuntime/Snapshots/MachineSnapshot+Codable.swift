// Snapshots as JSON (or any format): what is written, and the checks that reading does against
// the machine as it is now.
//
// {"state": {"paid": {"amount": 30}}, "memory": {}, "queued": [{"ship": {}}],
//  "timers": [{"event": {"timeout": {}}, "remaining": {"seconds": 1740, "attoseconds": 0}}],
//  "takenAt": {"seconds": 1795478400, "attoseconds": 0}}
//
// Durations are written as their two components, whole seconds and attoseconds (as
// `Duration.components`): exact, and readable by a person and a database, which the standard
// library's own encoding (two halves of a 128-bit integer) is not.

#if !hasFeature(Embedded)
  extension MachineSnapshot: Encodable where M: Encodable, M.Event: Encodable {
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: SnapshotKey.self)
      try container.encode(state, forKey: .state)
      try container.encode(memory, forKey: .memory)
      try container.encode(queued, forKey: .queued)
      if !queuedFromTimers.isEmpty {
        try container.encode(queuedFromTimers, forKey: .queuedFromTimers)
      }
      try container.encode(timers, forKey: .timers)
      try container.encode(DurationComponents(takenAt), forKey: .takenAt)
      if stepCount != 0 {
        try container.encode(stepCount, forKey: .stepCount)
      }
      if M.snapshotVersion != 1 {
        try container.encode(M.snapshotVersion, forKey: .version)
      }
      if !runningActivities.isEmpty {
        try container.encode(runningActivities, forKey: .runningActivities)
      }
    }
  }

  extension MachineSnapshot: Decodable where M: Decodable, M.Event: Decodable {
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: SnapshotKey.self)
      // A snapshot of another version of the table: migrated, or refused.
      let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
      if version != M.snapshotVersion {
        guard version < M.snapshotVersion,
          let migration = M.snapshotMigrations.first(where: { $0.version == version })
        else {
          let known = M.snapshotMigrations.map { "\($0.version)" }
          throw DecodingError.dataCorruptedError(
            forKey: .version, in: container,
            debugDescription:
              "a snapshot of version \(version) of \(typeName(M.self)), which is at version "
              + "\(M.snapshotVersion)"
              + (version > M.snapshotVersion
                ? ": written by a later version of the table"
                : " and migrates snapshots of "
                  + (known.isEmpty
                    ? "no earlier version" : "version " + known.joined(separator: ", "))
                  + " (`snapshotMigrations`)"))
        }
        self = try migration.decode(decoder)
        return
      }
      state = try decodeCase(M.self, "state", from: container.superDecoder(forKey: .state))
      memory =
        try container.decodeIfPresent(StateMemory<M>.self, forKey: .memory) ?? StateMemory()
      var events = try container.nestedUnkeyedContainer(forKey: .queued)
      var queued: [M.Event] = []
      while !events.isAtEnd {
        queued.append(try decodeCase(M.Event.self, "event", from: events.superDecoder()))
      }
      self.queued = queued
      queuedFromTimers = try container.decodeIfPresent([Int].self, forKey: .queuedFromTimers) ?? []
      for position in queuedFromTimers where !queued.indices.contains(position) {
        throw DecodingError.dataCorruptedError(
          forKey: .queuedFromTimers, in: container,
          debugDescription: "position \(position) is not in `queued` (\(queued.count) events)")
      }
      timers = try container.decode([PendingTimer<M>].self, forKey: .timers)
      var timed: Set<M.Event.Case> = []
      for timer in timers where !timed.insert(timer.event.case).inserted {
        throw DecodingError.dataCorruptedError(
          forKey: .timers, in: container,
          debugDescription: "two timers for `\(timer.event.case)`: a state times each event once")
      }
      takenAt = try container.decode(DurationComponents.self, forKey: .takenAt).duration
      stepCount = try container.decodeIfPresent(Int.self, forKey: .stepCount) ?? 0
      guard stepCount >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .stepCount, in: container, debugDescription: "a negative step count")
      }
      runningActivities =
        try container.decodeIfPresent([Int].self, forKey: .runningActivities) ?? []
      let declared = M._activityCases.count
      for declaration in runningActivities where !(0..<declared).contains(declaration) {
        throw DecodingError.dataCorruptedError(
          forKey: .runningActivities, in: container,
          debugDescription:
            "\(typeName(M.self)) has no activity declaration \(declaration) (it declares \(declared))"
        )
      }
    }
  }

  extension PendingTimer: Encodable where M.Event: Encodable {
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TimerKey.self)
      try container.encode(event, forKey: .event)
      try container.encode(DurationComponents(remaining), forKey: .remaining)
    }
  }

  extension PendingTimer: Decodable where M.Event: Decodable {
    /// Reads a timer, and checks it against the machine's table: some state times its event, and
    /// it has no more time left than the event's longest delay.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: TimerKey.self)
      let event = try decodeCase(
        M.Event.self, "event", from: container.superDecoder(forKey: .event))
      let remaining = try container.decode(DurationComponents.self, forKey: .remaining).duration
      self.init(event: event, remaining: remaining)
      // Every table's timed rows, a held machine's too: the edges that wait.
      let edges = M.edges.lazy.filter { $0.event == event.case && $0.isTimed }
      // A delay computed from the state has no bound the table knows: any time left is one.
      let longest =
        edges.contains { $0.delayFunction != nil }
        ? Duration.seconds(Int64.max) : edges.compactMap(\.delay).max()
      guard let longest else {
        throw DecodingError.dataCorruptedError(
          forKey: .event, in: container,
          debugDescription:
            "\(typeName(M.self)) has no timer for `\(event.case)`: no state times it (rows with `after:`)"
        )
      }
      guard remaining >= .zero, remaining <= longest else {
        throw DecodingError.dataCorruptedError(
          forKey: .remaining, in: container,
          debugDescription:
            "`\(event.case)` cannot have \(remaining) left: its timer waits between 0 and"
            + " \(longest)")
      }
    }
  }

  enum SnapshotKey: String, CodingKey {
    case state, memory, queued, queuedFromTimers, timers, takenAt, runningActivities, stepCount
    case version
  }

  private enum TimerKey: String, CodingKey {
    case event, remaining
  }

  /// A duration as whole seconds and attoseconds, both of its sign.
  struct DurationComponents: Codable {
    var seconds: Int64
    var attoseconds: Int64

    init(_ duration: Duration) {
      (seconds, attoseconds) = duration.components
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      seconds = try container.decode(Int64.self, forKey: .seconds)
      attoseconds = try container.decode(Int64.self, forKey: .attoseconds)
      let perSecond: Int64 = 1_000_000_000_000_000_000
      guard attoseconds > -perSecond, attoseconds < perSecond,
        seconds == 0 || attoseconds == 0 || (seconds < 0) == (attoseconds < 0)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .attoseconds, in: container,
          debugDescription:
            "attoseconds \(attoseconds) is not a fraction of a second of the sign of seconds"
            + " \(seconds)")
      }
    }

    var duration: Duration {
      Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
    }
  }

  /// Decodes a case of a machine's enum or of its events, naming the case when the type has no
  /// such case: the synthesized decoding only says it found no key it expected.
  func decodeCase<T: CaseDiscriminable & Decodable>(
    _ type: T.Type, _ what: String, from decoder: any Decoder
  ) throws -> T {
    do {
      return try T(from: decoder)
    } catch {
      let names = T.Case.allCases.map { "\($0)" }
      var found: String?
      // The synthesized encoding of an enum: an object with one key, the case's name.
      if let keyed = try? decoder.container(keyedBy: AnyKey.self), keyed.allKeys.count == 1 {
        found = keyed.allKeys[0].stringValue
      } else if let single = try? decoder.singleValueContainer(),
        let text = try? single.decode(String.self)
      {
        found = text
      }
      guard let found, !names.contains(found) else { throw error }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "unknown \(what) `\(found)`: \(typeName(T.self)) has \(names.joined(separator: ", "))."
            + " Was it written by another version of the machine?",
          underlyingError: error))
    }
  }

  /// A type's name without its module: `Order.Event`.
  func typeName(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Any key of an object.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
#endif
