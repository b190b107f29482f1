import Observation

/// The README's `@Observable` model ("In an app"): a machine value and its effects, on the main
/// actor like the rest of an app's model.
@Observable
final class TurnstileModel {
  private(set) var turnstile = Turnstile.locked
  private(set) var isGateOpen = false
  private(set) var alerts: [String] = []

  func send(_ event: Turnstile.Event) {
    guard let step = try? turnstile.send(event) else { return }  // rejected: nothing changes
    switch step.effect {
    case .unlockGate: isGateOpen = true
    case .lockGate: isGateOpen = false
    case .alert(let reason): alerts.append(reason)
    case nil: break
    }
  }
}
