import Testing

/// The shape of the expansion, one recorded expansion per edge case of the generator. Each machine is one
/// the test targets compile and run, so a recorded expansion shows code that is known to work.
@Suite struct RecordedExpansionTests {
  static let compileTime = "Tests/FSMMacrosTests/CompileTimeTests.swift"

  @Test func aPublicMachineWithEffectsGuardsAndPayloads() throws {
    try RecordedExpansion.check(
      "public-download.swift", enum: "Download", in: "Sources/FSMExamples/Download.swift")
  }

  @Test func aPackageMachine() throws {
    try RecordedExpansion.check("package-relay.swift", enum: "Relay", in: Self.compileTime)
  }

  @Test func aPrivateMachine() throws {
    try RecordedExpansion.check("private-secret.swift", enum: "Secret", in: Self.compileTime)
  }

  @Test func aGenericMachine() throws {
    try RecordedExpansion.check("generic-slot.swift", enum: "Slot", in: Self.compileTime)
  }

  @Test func aLookupTable() throws {
    try RecordedExpansion.check("lookup-table-dial.swift", enum: "Dial", in: Self.compileTime)
  }

  @Test func encodedEdges() throws {
    try RecordedExpansion.check("encoded-edges-hub.swift", enum: "Hub", in: Self.compileTime)
  }

  @Test func typestate() throws {
    try RecordedExpansion.check("typestate-gate.swift", enum: "Gate", in: Self.compileTime)
  }

  @Test func keywordNamedCasesAndEventsWithoutEffect() throws {
    try RecordedExpansion.check("keywords.swift", enum: "Keywords", in: Self.compileTime)
  }

  @Test func timedTransitionsWithGuardsBuildersAndEffects() throws {
    try RecordedExpansion.check(
      "timers-connection.swift", enum: "Connection", in: "Sources/FSMExamples/Connection.swift")
  }

  @Test func timedFromAnyRowsInTypestate() throws {
    try RecordedExpansion.check(
      "timers-reminder.swift", enum: "Reminder",
      in: "Tests/FSMMacrosTests/MachineTimersWithMacroTests.swift")
  }

  @Test func compositeStatesWithLeavingRows() throws {
    try RecordedExpansion.check(
      "composite-errand.swift", enum: "Errand", in: "Tests/FSMMacrosTests/LeavingTests.swift")
  }

  @Test func compositeStatesWithCompletionRows() throws {
    try RecordedExpansion.check(
      "composite-parcel.swift", enum: "Parcel",
      in: "Tests/FSMMacrosTests/CompositeCompletionTests.swift")
  }

  @Test func tasksInsideHeldMachines() throws {
    try RecordedExpansion.check(
      "composite-teahouse.swift", enum: "Teahouse",
      in: "Tests/FSMMacrosTests/HeldActivityTests.swift")
  }

  @Test func historyInsideHeldMachines() throws {
    try RecordedExpansion.check(
      "composite-gramophone.swift", enum: "Gramophone",
      in: "Tests/FSMMacrosTests/HeldHistoryTests.swift")
  }

  @Test func superstates() throws {
    try RecordedExpansion.check(
      "superstates-player.swift", enum: "Player", in: "Sources/FSMExamples/Player.swift")
  }

  @Test func superstatesInALookupTableWithEncodedEdges() throws {
    try RecordedExpansion.check(
      "superstates-floors.swift", enum: "Floors", in: "Tests/FSMMacrosTests/SuperstateTests.swift")
  }

  @Test func regionsWithTimersEffectsAndAConditionInAPublicMachine() throws {
    try RecordedExpansion.check(
      "regions-streaming.swift", enum: "Streaming", in: "Sources/FSMExamples/Streaming.swift")
  }

  @Test func regionsWithSuperstatesAndHistory() throws {
    try RecordedExpansion.check(
      "regions-boombox.swift", enum: "Boombox", in: "Tests/FSMMacrosTests/RegionTests.swift")
  }

  @Test func eventlessRowsWithAGuardAnEffectAndPayloads() throws {
    try RecordedExpansion.check(
      "eventless-approval.swift", enum: "ApprovalFlow",
      in: "Tests/FSMMacrosTests/EventlessTests.swift")
  }

  @Test func tasksOfACaseAndOfASuperstate() throws {
    try RecordedExpansion.check(
      "activities-download.swift", enum: "FileDownload",
      in: "Tests/FSMMacrosTests/ActivityTests.swift")
    try RecordedExpansion.check(
      "activities-search.swift", enum: "SearchBox", in: "Tests/FSMMacrosTests/ActivityTests.swift")
  }

  @Test func completionRowsOfASuperstate() throws {
    try RecordedExpansion.check(
      "eventless-upload.swift", enum: "UploadFlow", in: "Tests/FSMMacrosTests/EventlessTests.swift")
  }

  @Test func regionsWithEventlessAndCompletionRows() throws {
    try RecordedExpansion.check(
      "eventless-regions-setup.swift", enum: "Setup",
      in: "Tests/FSMMacrosTests/EventlessTests.swift")
  }

  @Test func availabilityCopiedOntoTheExtensions() throws {
    try RecordedExpansion.check("available-power.swift", enum: "Power", in: Self.compileTime)
  }
}
