// Snapshots that outlive a table: a machine declares the version of its table, a snapshot
// records it, and decoding a snapshot of an earlier version maps its states and events, decoded
// as the types the user keeps for that version, with the user's functions.

#if !hasFeature(Embedded)
  /// How the snapshots of an earlier version of a machine's table become snapshots of the table
  /// as it is: its states and events, decoded as that version had them, mapped by functions.
  ///
  /// ```swift
  /// @StateMachine
  /// enum Order: Codable {
  ///   @Initial case cart(items: Int = 0)
  ///   case awaitingPayment(total: Int)   // version 1 called it `pending`
  ///   // ...
  ///   nonisolated static let snapshotVersion = 2
  ///   nonisolated static let snapshotMigrations: [SnapshotMigration<Order>] = [
  ///     .from(version: 1, states: V1.self, events: V1.Event.self,
  ///       state: { old in
  ///         switch old {
  ///         case .cart(let items): .cart(items: items)
  ///         case .pending(let total): .awaitingPayment(total: total)
  ///         }
  ///       },
  ///       event: { old in ... })
  ///   ]
  ///
  ///   /// The cases as version 1 had them.
  ///   enum V1: Decodable {
  ///     case cart(items: Int)
  ///     case pending(total: Int)
  ///     enum Event: Decodable { ... }
  ///   }
  /// }
  /// ```
  ///
  /// Decoding a snapshot whose `version` is that of a migration decodes its state, its
  /// remembered states, its queued events and its timers' events as the migration's types (a
  /// plain `Decodable` enum with the cases as they were reads what the old machine's synthesized
  /// encoding wrote) and maps them: the state; each remembered state (forgotten when the table
  /// no longer has that superstate with history, or it cannot remember the value); each queued
  /// event and each timer's event (`nil` drops it; a timer its new state does not time is
  /// dropped, one with more time left than its row's delay waits that delay). The time, the
  /// step count and the running activities (those the new state runs) are kept. A snapshot of a
  /// version newer than the machine's, or older without a migration, fails to decode, naming
  /// both versions.
  // Unchecked: `decode` captures the user's `@Sendable` functions and the old types' metatypes,
  // which a generic parameter cannot promise are `SendableMetatype` under Swift 6.0 and 6.1.
  public struct SnapshotMigration<M: StateMachine>: @unchecked Sendable {
    /// The version of the snapshots it reads.
    public let version: Int
    /// Decodes a snapshot of `version` from the decoder of the whole snapshot.
    let decode: (any Decoder) throws -> MachineSnapshot<M>

    /// Reads snapshots of `version`, whose states decode as `states` and events as `events`, and
    /// maps them to this table with `state` and `event`.
    ///
    /// - Parameters:
    ///   - version: The version of the table the snapshots were written by, below the
    ///     machine's ``StateMachine/snapshotVersion``.
    ///   - states: The machine's cases as that version had them: a `Decodable` enum.
    ///   - events: Its events as that version had them.
    ///   - state: The state of this table for a state of that version (a state removed: the one
    ///     it becomes).
    ///   - event: The event of this table for an event of that version, or `nil` to drop it
    ///     (from the queue, or with its timer).
    public static func from<State: Decodable, Event: Decodable>(
      version: Int, states: State.Type, events: Event.Type,
      state: @escaping @Sendable (State) -> M,
      event: @escaping @Sendable (Event) -> M.Event?
    ) -> Self {
      SnapshotMigration(version: version) { decoder in
        try migrate(from: decoder, state: state, event: event)
      }
    }

    /// Decodes an old snapshot and maps it.
    private static func migrate<State: Decodable, Event: Decodable>(
      from decoder: any Decoder, state mapState: (State) -> M, event mapEvent: (Event) -> M.Event?
    ) throws -> MachineSnapshot<M> {
      let container = try decoder.container(keyedBy: SnapshotKey.self)
      let state = mapState(try container.decode(State.self, forKey: .state))
      // The remembered states the table can still remember, in the slots of its superstates.
      var memory = StateMemory<M>()
      let names = (0..<M._historySlotCount).map(M._historySlotName)
      let remembered =
        try container.decodeIfPresent([String: State].self, forKey: .memory) ?? [:]
      for (name, old) in remembered {
        guard let slot = names.firstIndex(of: name) else { continue }
        let value = mapState(old)
        if M._canRemember(value, at: slot) {
          memory._remember(value, at: slot)
        }
      }
      // The queued events that map, with the positions of the timers' among them.
      let fromTimers = Set(
        try container.decodeIfPresent([Int].self, forKey: .queuedFromTimers) ?? [])
      var queued: [M.Event] = []
      var queuedFromTimers: [Int] = []
      for (position, old) in try container.decode([Event].self, forKey: .queued).enumerated() {
        guard let event = mapEvent(old) else { continue }
        if fromTimers.contains(position) {
          queuedFromTimers.append(queued.count)
        }
        queued.append(event)
      }
      // The timers the new state times, at most its rows' delays.
      let rows = M._allTimedEvents(of: state)
      var timers: [PendingTimer<M>] = []
      for old in try container.decode([OldTimer<Event>].self, forKey: .timers) {
        guard let event = mapEvent(old.event),
          let row = rows.first(where: { $0.event.case == event.case }),
          !timers.contains(where: { $0.event.case == event.case })
        else { continue }
        timers.append(PendingTimer(event: event, remaining: min(old.remaining.duration, row.delay)))
      }
      var snapshot = MachineSnapshot(
        state: state, memory: memory, queued: queued, queuedFromTimers: queuedFromTimers,
        timers: timers,
        takenAt: try container.decode(DurationComponents.self, forKey: .takenAt).duration)
      snapshot.stepCount = try container.decodeIfPresent(Int.self, forKey: .stepCount) ?? 0
      let runs = Set(state._activities().map(\.declaration))
      snapshot.runningActivities =
        (try container.decodeIfPresent([Int].self, forKey: .runningActivities) ?? [])
        .filter(runs.contains)
      return snapshot
    }
  }

  /// A timer of an old snapshot.
  private struct OldTimer<Event: Decodable>: Decodable {
    var event: Event
    var remaining: DurationComponents
  }
#endif
