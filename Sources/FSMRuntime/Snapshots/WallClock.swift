// Wall-clock time, for snapshots (`MachineSnapshot.takenAt`) and `TimerRestore.keepDeadline`:
// the platform's real-time clock, read without Foundation.

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #elseif os(Windows)
    import ucrt
  #elseif canImport(Glibc)
    import Glibc
    // `timespec` as Glibc's module shows it to Swift.
    #if canImport(SwiftOverlayShims)
      import SwiftOverlayShims
    #endif
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// The time base of snapshots: wall-clock time, from the platform's real-time clock, as a
  /// duration since 1970-01-01 00:00 UTC.
  ///
  /// ``MachineSnapshot/takenAt`` counts in it, ``TimerRestore/keepDeadline`` compares deadlines
  /// in it, and ``MachineSnapshot/advanced(to:sending:)`` takes its `now` in it: a server that
  /// records when a timer falls due (`takenAt + remaining`) uses the same base.
  public enum WallClock {
    /// The time now, since 1970-01-01 00:00 UTC.
    public static var now: Duration {
      var time = timespec()
      #if os(Windows)
        _ = timespec_get(&time, TIME_UTC)
      #else
        _ = clock_gettime(CLOCK_REALTIME, &time)
      #endif
      return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
  }
#endif
