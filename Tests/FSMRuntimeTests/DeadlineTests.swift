// The deadline arithmetic of a machine's timers, which works on `Duration`'s halves inline.
import Testing

@testable import FSMRuntime

@Suite struct DeadlineTests {
  /// A deadline past the last time a `Duration` holds is that time, never a trap: the timer
  /// never comes due, and one as far before is due at once.
  @Test func aDeadlineThatOverflowsIsTheLatestTime() {
    let latest = Duration(_high: .max, low: .max)
    let earliest = Duration(_high: .min, low: 0)
    #expect(Duration.seconds(5).deadline(after: latest) == latest)
    #expect(Duration.seconds(-5).deadline(after: earliest) == earliest)
    #expect(Duration.seconds(1).deadline(after: .milliseconds(1_500)) == .milliseconds(2_500))
    // A carry from the low word into the high one.
    let carried = Duration(_high: 0, low: .max).deadline(after: Duration(_high: 0, low: 1))
    #expect(carried == Duration(_high: 1, low: 0))
    #expect(Duration.seconds(-3).deadline(after: .seconds(1)) == .seconds(-2))
    #expect(Duration.seconds(-3).isBefore(.seconds(-2)))
    #expect(!Duration.seconds(2).isBefore(.seconds(2)))
    #expect(Duration(_high: 0, low: .max).isBefore(Duration(_high: 1, low: 0)))
  }

  /// Before, by the attoseconds: the high words first (signed), then the low ones.
  @Test func aTimeIsBeforeAnotherAsLessThanSays() {
    let times: [Duration] = [
      .seconds(-2), .nanoseconds(-1), .zero, .nanoseconds(1), Duration(_high: 0, low: .max),
      Duration(_high: 1, low: 0), .seconds(3_600),
    ]
    for first in times {
      for second in times {
        #expect(first.isBefore(second) == (first < second))
        #expect(first.deadline(after: second) == first + second)
      }
    }
  }
}
