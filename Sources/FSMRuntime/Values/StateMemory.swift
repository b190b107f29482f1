/// How a superstate remembers where it was left, for the rows that return to it
/// (`toHistoryOf:`).
///
/// ```swift
/// .superstate(.active, contains: [.playing, .paused], history: .deep(default: .paused))
/// ```
public struct SuperstateHistory<M: MachineTable>: Sendable {
  /// Deep or shallow.
  public enum Kind: Hashable, Sendable {
    /// Returns to the exact value the superstate was left from.
    case deep
    /// Returns to the direct member it was left from, entering a nested superstate by its
    /// `initial:` value.
    case shallow
  }

  /// Deep or shallow.
  public var kind: Kind
  // NB: a closure rather than a value, so that a declaration stays `Sendable` whether or not
  // the machine's enum is; the `@autoclosure` of the literal the user wrote captures nothing.
  @usableFromInline var makeDefault: @Sendable () -> M

  /// The value entered when the superstate has not been left yet.
  public var defaultValue: M { makeDefault() }

  @inlinable
  init(kind: Kind, makeDefault: @escaping @Sendable () -> M) {
    self.kind = kind
    self.makeDefault = makeDefault
  }

  /// Returns to the exact value the machine left the superstate from, payload included; to
  /// `default` when it has not left it yet.
  @inlinable
  public static func deep(default value: @autoclosure @escaping @Sendable () -> M) -> Self {
    Self(kind: .deep, makeDefault: value)
  }

  /// Returns to the value it was left from when that is a direct member of the superstate;
  /// otherwise enters the `initial:` value of the nested superstate, directly inside, that
  /// contained it; to `default` when it has not left it yet.
  @inlinable
  public static func shallow(default value: @autoclosure @escaping @Sendable () -> M) -> Self {
    Self(kind: .shallow, makeDefault: value)
  }
}

/// What the superstates with history remember: for each, the value the machine last left it
/// from.
///
/// A ``Machine`` keeps one (``Machine/memory``), records every step into it, and passes it to
/// ``StateMachine/transition(on:memory:)``. A plain value has none: its `transition(on:)` and
/// its event methods return to each superstate's default.
public struct StateMemory<M: StateMachine> {
  /// The value remembered for the first superstate of `M._historySuperstates`: most machines
  /// have one superstate with history, whose record is then a store, without a buffer to check
  /// for uniqueness (Benchmarks, W7: 38 instructions a record in an array, out of line).
  @usableFromInline var first: M?
  /// The values remembered for the others, by position in `M._historySuperstates` minus one;
  /// empty until the first record.
  //
  // NB: an array, not a dictionary: a step through a machine with history then costs no hashing,
  // and a machine's memory, which only it holds, is written in place.
  @usableFromInline var others: [M?] = []

  /// A memory that remembers nothing: every history row goes to its superstate's default.
  @inlinable
  public init() {}

  /// The value the machine last left `superstate` from; `nil` when it has not left it yet, and
  /// always for a superstate without history.
  @inlinable
  public subscript(superstate superstate: M.Superstate) -> M? {
    guard let slot = M._historySuperstates.firstIndex(of: superstate) else { return nil }
    return _remembered(at: slot)
  }

  /// The value remembered for the superstate at `slot` of `M._historySuperstates`; `nil` when
  /// it has not been left yet. Generated code reads it, by a slot it knows, for the rows that
  /// return to a history.
  @inlinable
  public func _remembered(at slot: Int) -> M? {
    if slot == 0 {
      return first
    }
    return slot - 1 < others.count ? others[slot - 1] : nil
  }

  /// Records `step`: each superstate with history that it leaves remembers its source.
  @inlinable
  public mutating func record(_ step: Step<M>) {
    guard M._hasHistory else { return }
    M._recordHistory(of: step, into: &self)
  }

  /// What ``record(_:)`` does for a machine that does not generate it: reads the superstates
  /// of the step's source and target.
  @inlinable
  mutating func recordBySuperstates(_ step: Step<M>) {
    record(from: step.from, to: step.to)
  }

  /// Records a move from `source` to `target` (an eventless microstep has no `Step`): each
  /// superstate with history that it leaves remembers `source`.
  @inlinable
  mutating func record(from source: M, to target: M) {
    guard M._hasHistory else { return }
    let history = M._historySuperstates
    // Only steps that leave a superstate record; most stay in theirs, or have none.
    let left = M.superstates(of: source.case)
    guard !left.isEmpty else { return }
    let entered = M.superstates(of: target.case)
    for (slot, superstate) in history.enumerated()
    where left.contains(superstate) && !entered.contains(superstate) {
      _remember(source, at: slot)
    }
  }

  /// Stores `value` for the superstate at `slot` of `M._historySuperstates`. Generated code
  /// calls it, by a slot it knows, for each superstate with history that a step leaves.
  @inlinable @inline(__always)
  public mutating func _remember(_ value: M, at slot: Int) {
    if slot == 0 {
      first = value
    } else {
      remember(value, atOther: slot)
    }
  }

  /// `_remember(_:at:)` for a slot after the first, in the array.
  ///
  /// Out of line: inlined into a loop that copies a value with its memory (`var next = value`,
  /// then the record), the optimizer kept the copy's buffer retained across the uniqueness
  /// check, and every record copied the array: an allocation where out of line there is none
  /// (Benchmarks, W7's `fsm`, when its one slot was in the array).
  @inlinable @inline(never)
  mutating func remember(_ value: M, atOther slot: Int) {
    if others.isEmpty {
      others = Array(repeating: nil, count: M._historySlotCount - 1)
    }
    others[slot - 1] = value
  }
}

extension StateMemory: Sendable where M: Sendable {}

/// Two memories are equal when they remember the same value for each superstate.
extension StateMemory: Equatable where M: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (0..<M._historySlotCount).allSatisfy { lhs._remembered(at: $0) == rhs._remembered(at: $0) }
  }
}

extension StateMemory: Hashable where M: Hashable {
  public func hash(into hasher: inout Hasher) {
    for slot in 0..<M._historySlotCount {
      hasher.combine(_remembered(at: slot))
    }
  }
}

// Embedded Swift has no `Codable`.
#if !hasFeature(Embedded)
  extension StateMemory: Encodable where M: Encodable {
    /// An object from each superstate's name (its description) to the remembered value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyKey.self)
      for slot in 0..<M._historySlotCount {
        if let value = _remembered(at: slot) {
          try container.encode(value, forKey: AnyKey(stringValue: M._historySlotName(slot)))
        }
      }
    }
  }

  extension StateMemory: Decodable where M: Decodable {
    /// Reads what ``encode(to:)`` writes, and checks it against the machine: each key names a
    /// superstate with history, and each value is one of that superstate's cases.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      let names = (0..<M._historySlotCount).map(M._historySlotName)
      for key in container.allKeys {
        guard let slot = names.firstIndex(of: key.stringValue) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription:
              "unknown superstate `\(key.stringValue)`: \(typeName(M.self))'s superstates with"
              + " history are \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
        let value = try decodeCase(M.self, "state", from: container.superDecoder(forKey: key))
        guard M._canRemember(value, at: slot) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription:
              "`\(value.case)` is not in superstate `\(key.stringValue)`: it cannot remember it")
        }
        _remember(value, at: slot)
      }
    }
  }
#endif
