import Testing

/// The shape of the expansion, one snapshot per edge case of the generator. Each machine is one
/// the test targets compile and run, so a snapshot shows code that is known to work.
@Suite struct ExpansionSnapshotTests {
  static let compileTime = "Tests/FSMMacrosTests/CompileTimeTests.swift"

  @Test func aPublicMachineWithEffectsGuardsAndPayloads() throws {
    try ExpansionSnapshot.check(
      "public-download.swift", enum: "Download", in: "Sources/FSMExamples/Download.swift")
  }

  @Test func aPackageMachine() throws {
    try ExpansionSnapshot.check("package-relay.swift", enum: "Relay", in: Self.compileTime)
  }

  @Test func aPrivateMachine() throws {
    try ExpansionSnapshot.check("private-secret.swift", enum: "Secret", in: Self.compileTime)
  }

  @Test func aGenericMachine() throws {
    try ExpansionSnapshot.check("generic-slot.swift", enum: "Slot", in: Self.compileTime)
  }

  @Test func aLookupTable() throws {
    try ExpansionSnapshot.check("lookup-table-dial.swift", enum: "Dial", in: Self.compileTime)
  }

  @Test func encodedEdges() throws {
    try ExpansionSnapshot.check("encoded-edges-hub.swift", enum: "Hub", in: Self.compileTime)
  }

  @Test func typestate() throws {
    try ExpansionSnapshot.check("typestate-gate.swift", enum: "Gate", in: Self.compileTime)
  }

  @Test func keywordNamedCasesAndEventsWithoutEffect() throws {
    try ExpansionSnapshot.check("keywords.swift", enum: "Keywords", in: Self.compileTime)
  }

  @Test func timedTransitionsWithGuardsBuildersAndEffects() throws {
    try ExpansionSnapshot.check(
      "timers-connection.swift", enum: "Connection", in: "Sources/FSMExamples/Connection.swift")
  }

  @Test func timedFromAnyRowsInTypestate() throws {
    try ExpansionSnapshot.check(
      "timers-reminder.swift", enum: "Reminder",
      in: "Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift")
  }

  @Test func superstates() throws {
    try ExpansionSnapshot.check(
      "superstates-player.swift", enum: "Player", in: "Sources/FSMExamples/Player.swift")
  }

  @Test func superstatesInALookupTableWithEncodedEdges() throws {
    try ExpansionSnapshot.check(
      "superstates-floors.swift", enum: "Floors", in: "Tests/FSMMacrosTests/SuperstateTests.swift")
  }

  @Test func regionsWithTimersEffectsAndAConditionInAPublicMachine() throws {
    try ExpansionSnapshot.check(
      "regions-streaming.swift", enum: "Streaming", in: "Sources/FSMExamples/Streaming.swift")
  }

  @Test func regionsWithSuperstatesAndHistory() throws {
    try ExpansionSnapshot.check(
      "regions-boombox.swift", enum: "Boombox", in: "Tests/FSMMacrosTests/RegionTests.swift")
  }

  @Test func availabilityCopiedOntoTheExtensions() throws {
    try ExpansionSnapshot.check("available-power.swift", enum: "Power", in: Self.compileTime)
  }
}
