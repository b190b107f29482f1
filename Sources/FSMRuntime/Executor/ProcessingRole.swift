// The processing role's hand-over without a second lock: see `ProcessingRole`.

#if !hasFeature(Embedded)
  // Public imports: the role's operations are inlinable, on the send path.
  #if canImport(Darwin)
    public import Darwin
  #else
    public import Synchronization
  #endif

  /// Whether the sender that holds a machine's processing role may give it up without taking the
  /// machine's lock again.
  ///
  /// A sender that processed a step with observers calls them outside the lock, holding the role
  /// (`Core.isProcessing`); other senders meanwhile enqueue. Most often nobody did: the holder
  /// then gives the role up with one compare-and-swap here instead of a second lock round trip,
  /// which was a sixth of a step with one observer (Benchmarks, `onTransition`).
  ///
  /// Its value, while `Core.isProcessing` is `true`:
  /// - 0: the holder has given the role up (without the lock, so `isProcessing` is still set);
  ///   the next one to look, under the lock, clears it.
  /// - 1: the holder calls observers and has nothing to do after them.
  /// - 2: the holder must take the lock when it is done: an event was queued, a `waitForEffects()`
  ///   caller is waiting, the observers changed (their old snapshot is kept for it), or the holder
  ///   processes under the lock anyway (a timer's step, a restored machine's queue).
  ///
  /// Every change is made under the machine's lock except the holder's `release()`, from 1 to 0.
  /// Apple platforms before macOS 15 / iOS 18 have no `Synchronization.Atomic`: there the value
  /// sits behind an `os_unfair_lock` of its own, which costs about as much as an atomic.
  @usableFromInline
  final class ProcessingRole: @unchecked Sendable {
    #if canImport(Darwin)
      @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>
      // Only read and written with `lock` held.
      @usableFromInline var value = 0
    #else
      @usableFromInline let value = Atomic<Int>(0)
    #endif

    @usableFromInline
    init() {
      #if canImport(Darwin)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
      #endif
    }

    deinit {
      #if canImport(Darwin)
        lock.deinitialize(count: 1)
        lock.deallocate()
      #endif
    }

    /// Under the machine's lock, when `isProcessing` is set: whether the holder has given the
    /// role up (`release()`).
    @inlinable
    func wasGivenUp() -> Bool {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return value == 0
      #else
        return value.load(ordering: .acquiring) == 0
      #endif
    }

    /// Under the machine's lock, when `isProcessing` is set: whether the holder still holds the
    /// role. If it does, it will take the lock when it is done (the value becomes 2).
    @inlinable
    func isHeldWithWorkMarked() -> Bool {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        if value == 1 {
          value = 2
        }
        return value != 0
      #else
        var current = value.load(ordering: .acquiring)
        while current == 1 {
          let (exchanged, original) = value.compareExchange(
            expected: 1, desired: 2, ordering: .acquiringAndReleasing)
          if exchanged {
            return true
          }
          current = original
        }
        return current != 0
      #endif
    }

    /// Under the machine's lock, as a sender takes the role: whether it may give it up with
    /// `release()` (1), or will take the lock when done (2).
    @inlinable
    func take(releasingWithoutLock: Bool) {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        value = releasingWithoutLock ? 1 : 2
        os_unfair_lock_unlock(lock)
      #else
        value.store(releasingWithoutLock ? 1 : 2, ordering: .releasing)
      #endif
    }

    /// Outside the machine's lock, by the holder after its observers: gives the role up if nothing
    /// was marked for it meanwhile. `false`: the holder must take the lock and process what
    /// waits (`processQueued()`).
    @inlinable
    func release() -> Bool {
      #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        guard value == 1 else { return false }
        value = 0
        return true
      #else
        value.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged
      #endif
    }
  }
#endif
