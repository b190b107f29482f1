import FSMTestSupport

/// A value observers append to from any task.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Locked<[Value]>([])
  func append(_ value: Value) { values.withLock { $0.append(value) } }
  var all: [Value] { values.withLock { $0 } }
}
