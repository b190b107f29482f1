// `fsm-demo --inspect`: three machines run while an inspector watches them — in the terminal,
// as JSON lines, or in Stately's inspector through its relay (with the `Inspector` trait).

import FSMExamples
import FSMInspection
import FSMInspectorWebSocket
import FSMMacros
import FSMTesting
import Foundation

/// A live view in the terminal: each machine's state, its last events, its timers. Redrawn in
/// place on a terminal; printed line by line otherwise (a pipe, a log).
actor TerminalView: InspectionTransport {
  struct Actor {
    var name: String
    var value = ""
    var status = "active"
    var events: [String] = []
    var timers: [String] = []
  }

  private var actors: [(session: String, actor: Actor)] = []
  private let redraws = isatty(STDOUT_FILENO) != 0

  func deliver(_ message: InspectionMessage) async {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(message.json.utf8))
        as? [String: Any]
    else { return }
    if !actors.contains(where: { $0.session == message.sessionID }) {
      actors.append((message.sessionID, Actor(name: object["name"] as? String ?? "machine")))
    }
    guard let index = actors.firstIndex(where: { $0.session == message.sessionID }) else {
      return
    }
    var actor = actors[index].actor
    if let snapshot = object["snapshot"] as? [String: Any] {
      actor.value = Self.describe(snapshot["value"] as Any)
      actor.status = snapshot["status"] as? String ?? actor.status
      if let timers = (snapshot["fsm"] as? [String: Any])?["timers"] as? [String: [String]] {
        actor.timers.removeAll { (timers["cancelled"] ?? []).contains($0) }
        actor.timers += timers["started"] ?? []
      }
      if let reason = (snapshot["fsm"] as? [String: Any])?["rejected"] as? String,
        let last = actor.events.indices.last
      {
        actor.events[last] += " (rejected: \(reason))"
      }
    }
    if message.type == "@xstate.event", let event = object["event"] as? [String: Any] {
      let type = event["type"] as? String ?? "?"
      let payload = event.filter { $0.key != "type" }.sorted { $0.key < $1.key }
        .map { "\($0.key): \($0.value)" }
      actor.events.append(payload.isEmpty ? type : "\(type)(\(payload.joined(separator: ", ")))")
      actor.events = Array(actor.events.suffix(4))
    }
    actors[index].actor = actor
    if redraws {
      print("\u{1B}[H\u{1B}[2J" + screen(), terminator: "")
    } else if message.type != "@xstate.event" {
      print(
        "\(actor.name): \(actor.value) [\(actor.status)]"
          + (actor.events.last.map { " after \($0)" } ?? ""))
    }
  }

  private func screen() -> String {
    var lines = ["fsm-demo --inspect: \(actors.count) machine(s)", ""]
    for (_, actor) in actors {
      lines.append("\(actor.name)  \(actor.value)  [\(actor.status)]")
      lines.append("  last events: " + actor.events.joined(separator: " | "))
      lines.append(
        "  timers: " + (actor.timers.isEmpty ? "none" : actor.timers.joined(separator: ", ")))
      lines.append("")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `locked`, `active.moving.playing`, `(playback: stopped, download: idle)`.
  static func describe(_ value: Any) -> String {
    if let text = value as? String { return text }
    guard let object = value as? [String: Any] else { return "\(value)" }
    if object.count == 1, let (key, inner) = object.first { return key + "." + describe(inner) }
    return "("
      + object.keys.sorted().map { "\($0): \(describe(object[$0]!))" }
      .joined(separator: ", ") + ")"
  }
}

/// Runs the turnstile, the player (superstates, deep history) and the streaming app (regions,
/// a timer) under `inspector`, one event every `pace`.
func runInspected(_ inspector: Inspector, pace: Duration) async {
  let clock = TestClock()
  let turnstile = Machine(Turnstile.locked, clock: clock)
  let player = Machine(Player.stopped, clock: clock)
  let streaming = Machine(Streaming(), clock: clock)
  let tokens = [
    turnstile.inspect(with: inspector), player.inspect(with: inspector),
    streaming.inspect(with: inspector),
  ]
  let script: [@Sendable () -> Void] = [
    { turnstile.send(.coin) }, { player.send(.play) }, { streaming.send(.fetch) },
    { turnstile.send(.push) }, { player.send(.stall) }, { streaming.send(.progress(percent: 60)) },
    { turnstile.send(.push) }, { player.send(.call) }, { streaming.send(.done) },
    { player.send(.hangUp) }, { streaming.send(.play) },
    { turnstile.send(.fail(reason: "jammed")) },
    { player.send(.ready) }, { player.send(.eject) },
  ]
  for step in script {
    step()
    try? await Task.sleep(for: pace)
  }
  await clock.advance(by: .seconds(3))  // the streaming app's banner hides itself
  await streaming.waitForEffects()
  try? await Task.sleep(for: pace)
  for token in tokens { token.cancel() }
  await inspector.flush()
}

/// `fsm-demo --inspect [ws://host:port | jsonl] [--pace ms]`.
func inspect(_ arguments: [String]) async {
  var arguments = arguments
  var pace = Duration.milliseconds(400)
  if let index = arguments.firstIndex(of: "--pace"), index + 1 < arguments.count,
    let milliseconds = Int(arguments[index + 1])
  {
    pace = .milliseconds(milliseconds)
    arguments.removeSubrange(index...(index + 1))
  }
  let target = arguments.first
  let inspector: Inspector
  switch target {
  case nil:
    inspector = Inspector(transport: TerminalView())
  case "jsonl":
    inspector = Inspector(transport: JSONLinesTransport.standardOutput)
  case let url? where url.hasPrefix("ws://"):
    #if Inspector
      do {
        let transport = try WebSocketTransport(url: url)
        inspector = Inspector(transport: transport)
        await runInspected(inspector, pace: pace)
        let dropped = await transport.droppedCount
        print("sent to \(url); \(dropped) message(s) dropped")
        await transport.close()
      } catch {
        print("\(error)")
        exit(64)
      }
      return
    #else
      print(
        "the WebSocket transport needs FSM's Inspector trait: swift run --traits Inspector fsm-demo --inspect \(url)"
      )
      exit(64)
    #endif
  default:
    print("usage: fsm-demo --inspect [ws://host:port | jsonl] [--pace ms]")
    exit(64)
  }
  await runInspected(inspector, pace: pace)
}
