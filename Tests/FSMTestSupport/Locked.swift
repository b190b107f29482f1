import Foundation

/// A value guarded by a lock, for tests that count or collect from several tasks.
///
/// NB: tests do not use `Synchronization.Mutex`: on Linux its futex-based slow path is
/// invisible to ThreadSanitizer, which then reports races in correctly locked code. `NSLock` is
/// a `pthread_mutex_t` there, which ThreadSanitizer understands.
public final class Locked<Value>: @unchecked Sendable {
  // Only reached while `lock` is held.
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) {
    self.value = value
  }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
