// Which tasks have returned, written by the tasks without the machine's lock: see `ActivityEnds`.

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Synchronization
  #endif

  /// The latest visit, per task declaration, whose task returned without an event.
  ///
  /// A task that returns with an event sends it, under the machine's lock, which marks the task
  /// as no longer running. One that returns without an event (its declaration names no `done:`)
  /// used to take the lock only for that mark, against every sender; the mark is kept here
  /// instead, with one atomic operation (Benchmarks, W10: the tasks' ends waited on the lock).
  /// The machine reads it under its lock, where it asks which tasks run (`runningActivities`, a
  /// snapshot).
  ///
  /// Visit tokens are negative and a newer visit's is smaller: each slot keeps the smallest
  /// token recorded, so that an older task returning late never hides a newer one's end.
  /// Apple platforms before macOS 15 / iOS 18 have no `Synchronization.Atomic`: there the slots
  /// sit behind an `os_unfair_lock` of their own, as `ProcessingRole`'s value does.
  @usableFromInline
  final class ActivityEnds: @unchecked Sendable {
    let count: Int
    #if canImport(Darwin)
      let lock: UnsafeMutablePointer<os_unfair_lock>
      // Only read and written with `lock` held.
      let latest: UnsafeMutablePointer<Int>
    #else
      let latest: UnsafeMutablePointer<Atomic<Int>>
    #endif

    /// Slots for `count` declarations, none ended (0 is no visit's token).
    init(count: Int) {
      self.count = count
      #if canImport(Darwin)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        latest = .allocate(capacity: count)
        latest.initialize(repeating: 0, count: count)
      #else
        latest = .allocate(capacity: count)
        for slot in 0..<count {
          (latest + slot).initialize(to: Atomic(0))
        }
      #endif
    }

    deinit {
      #if canImport(Darwin)
        lock.deinitialize(count: 1)
        lock.deallocate()
      #endif
      latest.deinitialize(count: count)
      latest.deallocate()
    }

    /// The task of `visit`, of `declaration`, returned without an event.
    func record(_ visit: Int, declaration: Int) {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        latest[declaration] = min(latest[declaration], visit)
        os_unfair_lock_unlock(lock)
      #else
        var current = latest[declaration].load(ordering: .relaxed)
        while visit < current {
          let (exchanged, found) = latest[declaration].compareExchange(
            expected: current, desired: visit, ordering: .releasing)
          if exchanged { break }
          current = found
        }
      #endif
    }

    /// Whether the task of `visit`, of `declaration`, returned without an event.
    func hasEnded(_ visit: Int, declaration: Int) -> Bool {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return latest[declaration] <= visit
      #else
        return latest[declaration].load(ordering: .acquiring) <= visit
      #endif
    }
  }
#endif
