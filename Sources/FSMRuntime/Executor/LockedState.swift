// Public imports: `Machine.send` is inlinable, and it locks through the platform's primitive
// (and a timed step reads the platform's clock).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    public import Darwin
  #elseif os(Windows)
    public import WinSDK
  #elseif canImport(Glibc)
    public import Glibc
  #elseif canImport(Musl)
    public import Musl
  #elseif canImport(Android)
    public import Android
  #else
    #error("FSMRuntime has no lock for this platform")
  #endif

  #if canImport(Darwin)
    @usableFromInline typealias LockPrimitive = os_unfair_lock
  #elseif os(Windows)
    @usableFromInline typealias LockPrimitive = SRWLOCK
  #else
    @usableFromInline typealias LockPrimitive = pthread_mutex_t
  #endif

  /// A value and the lock that guards it, in one allocation: what a ``Machine`` keeps its state in.
  ///
  /// The lock is the platform's own: `os_unfair_lock` on Apple platforms, `SRWLOCK` on Windows,
  /// `pthread_mutex_t` elsewhere. It lives in a buffer's tail storage, so its address never
  /// changes, as those primitives require.
  ///
  /// NB: not `Synchronization.Mutex`. On Linux its slow path waits on a futex that ThreadSanitizer
  /// does not see, so TSan reports races inside correctly locked code (eight threads incrementing
  /// a `Mutex`-guarded counter get the reports, and the right total); it also needs macOS 15 /
  /// iOS 18. ThreadSanitizer understands all three primitives used here.
  ///
  /// `package`: `FSMTesting`'s `TestClock` keeps its sleepers behind one too.
  @usableFromInline
  package struct LockedState<State> {
    @usableFromInline
    final class Buffer: ManagedBuffer<State, LockPrimitive> {
      deinit {
        withUnsafeMutablePointerToElements { lock in
          #if !canImport(Darwin) && !os(Windows)
            pthread_mutex_destroy(lock)
          #endif
          lock.deinitialize(count: 1)
        }
      }
    }

    @usableFromInline let buffer: Buffer

    /// A new lock guarding `state`.
    @usableFromInline
    package init(_ state: State) {
      let buffer = Buffer.create(minimumCapacity: 1) { _ in state }
      buffer.withUnsafeMutablePointerToElements { lock in
        #if canImport(Darwin)
          lock.initialize(to: os_unfair_lock())
        #elseif os(Windows)
          InitializeSRWLock(lock)
        #else
          let status = pthread_mutex_init(lock, nil)
          precondition(status == 0, "pthread_mutex_init failed (\(status))")
        #endif
      }
      self.buffer = unsafeDowncast(buffer, to: Buffer.self)
    }

    /// Runs `body` with the state, holding the lock. `body` must not lock again: the lock is not
    /// recursive.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
      try buffer.withUnsafeMutablePointers { state, lock in
        #if canImport(Darwin)
          os_unfair_lock_lock(lock)
          defer { os_unfair_lock_unlock(lock) }
        #elseif os(Windows)
          AcquireSRWLockExclusive(lock)
          defer { ReleaseSRWLockExclusive(lock) }
        #else
          pthread_mutex_lock(lock)
          defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state.pointee)
      }
    }
  }

  // The runtime's one `@unchecked Sendable`: the state is only reached through `withLock`, which
  // holds the lock for the whole access.
  extension LockedState: @unchecked Sendable {}

  // The platform's other primitive the runtime reads directly, beside its lock.

  /// The platform's continuous clock in nanoseconds: the time `ContinuousClock` reads (it goes
  /// on while the system sleeps), from the platform's origin.
  @inlinable func continuousNanoseconds() -> Int64 {
    #if canImport(Darwin)
      Int64(truncatingIfNeeded: clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW))
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
      var time = timespec()
      clock_gettime(CLOCK_BOOTTIME, &time)
      return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    #else
      fatalError("no continuous clock to read on this platform")
    #endif
  }
#endif
