#!/usr/bin/env python3
"""Round trip: FSM's example and random machines, exported as SCXML, imported by fsm-import,
compiled, and replayed on the event sequences their own `Machine` took (fsm-conformance): the
imported machine must accept and reject the same events and be in the same case after each.

    python3 Scripts/import-roundtrip.py [--runs N] [--length N]      (CI runs it)

Guards: the imported machine's guards are stubs (fsm-import keeps the Swift `when:` only as
text); the replay answers each with the outcome the original's guard had on that step, looked up
by the FSM row the export names (`fsm:row`), as Scripts/scxml-conformance.py answers an SCXML
interpreter's. Machines with regions are reported and skipped: fsm-import does not import
parallel states yet.
"""

import argparse
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "ImportFixture"
IMPORTED = FIXTURE / "Imported" / "roundtrip"
HARNESS = FIXTURE / "RoundTrip" / "main.swift"

# The fixture's build, as Scripts/import-corpus.py does it.
_spec = importlib.util.spec_from_file_location("import_corpus", ROOT / "Scripts" / "import-corpus.py")
_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_corpus)
build_fixture = _corpus.build_fixture


def swift_string(text):
    return json.dumps(text)


def parse_machine(swift):
    """The initial case and the events of a generated enum."""
    initial = re.search(r"@Initial (?:@Final )?case (\S+)", swift).group(1)
    events = re.search(r"enum Event: Sendable, Equatable \{\n(.*?)\n  \}", swift, re.S).group(1)
    names = re.findall(r"case (\S+)", events)
    return initial, names


def parse_guards(user):
    """(row or None, function) for each guard stub of the user's file."""
    return [(row or None, function) for row, function in re.findall(
        r"(?:/// \(FSM row: ([^)]+)\)\n)?  nonisolated static func (\S+)\(_ state: Self\) -> Bool", user)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--length", type=int, default=25)
    options = parser.parse_args()

    for product in ("fsm-conformance", "FSMImportTool"):
        subprocess.run(["swift", "build", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    report = json.loads(subprocess.run(
        [str(ROOT / ".build" / "debug" / "fsm-conformance"), "--runs", str(options.runs),
         "--length", str(options.length)], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    tool = ROOT / ".build" / "debug" / "FSMImportTool"
    shutil.rmtree(IMPORTED, ignore_errors=True)
    IMPORTED.mkdir(parents=True)

    machines, skipped, failures = [], [], []
    with tempfile.TemporaryDirectory() as work:
        for machine in report:
            name = machine["name"]
            if any("." in case for case in machine["start"]) or len(machine["start"]) != 1:
                skipped.append(name)
                continue
            document = Path(work) / f"{name}.scxml"
            document.write_text(machine["scxml"])
            type_name = f"RoundTrip{name}"
            output = IMPORTED / name
            result = subprocess.run(
                [str(tool), str(document), "--name", type_name, "--output", str(output), "--public"],
                capture_output=True, text=True)
            if result.returncode != 0:
                failures.append(f"{name}: fsm-import refused its SCXML: {result.stderr.strip()}")
                continue
            swift = (output / f"{type_name}.swift").read_text()
            initial, events = parse_machine(swift)
            user_path = output / f"{type_name}+Design.swift"
            guards = parse_guards(user_path.read_text()) if user_path.exists() else []
            if user_path.exists():
                # The stubs answer as the original's guards did on the step.
                lines = ["import FSMMacros", "", f"extension {type_name} {{"]
                for row, function in guards:
                    # A guard the export wrote without its row (none should be) counts as
                    # missing: the replay reports it.
                    answer = f"Oracle.outcome({swift_string(row or 'unknown row')})"
                    lines += [f"  static func {function}(_ state: Self) -> Bool {{",
                              f"    {answer}", "  }"]
                lines.append("}")
                user_path.write_text("\n".join(lines) + "\n")
            machines.append((name, type_name, initial, events, machine["runs"]))

    # The harness: one replay function per machine, and the sequences.
    lines = [
        "// Written by Scripts/import-roundtrip.py.",
        "import FSMMacros",
        "import FSMTesting",
        "import Imported",
        "",
        "func replay<M: StateMachine>(",
        "  _ initial: M, _ runs: [[(String, [String: Bool])]], event: (String) -> M.Event?",
        ") -> [[String]] where M: Sendable, M.Event: Sendable, M.Effect: Sendable {",
        "  runs.map { run in",
        "    let machine = Machine(initial, clock: TestClock())",
        "    return run.map { name, guards in",
        "      Oracle.answers = guards",
        "      guard let event = event(name) else { return \"unknown event \\(name)\" }",
        "      if case .transitioned = machine.send(event) {",
        "        return \"taken \\(machine.state)\"",
        "      }",
        "      return \"rejected \\(machine.state)\"",
        "    }",
        "  }",
        "}",
        "",
        "var results: [String: [[String]]] = [:]",
    ]
    for name, type_name, initial, events, runs in machines:
        sequences = [[(step_event, step["guards"]) for step_event, step in
                      zip(run["events"], run["steps"])] for run in runs]
        cases = "\n".join(f"    case {swift_string(event.strip('`'))}: .{event}" for event in events)
        literal = "[" + ", ".join(
            "[" + ", ".join(f"({swift_string(event)}, {guard_literal(guards)})"
                            for event, guards in sequence) + "]"
            for sequence in sequences) + "]"
        lines += [
            f"results[{swift_string(name)}] = replay({type_name}.{initial}, {literal}) {{ name in",
            "  switch name {",
            cases if events else "",
            "  default: nil",
            "  }",
            "}",
        ]
    lines += [
        "for (name, runs) in results.sorted(by: { $0.key < $1.key }) {",
        "  for (index, run) in runs.enumerated() {",
        "    print(\"\\(name) \\(index): \" + run.joined(separator: \" | \"))",
        "  }",
        "}",
    ]
    HARNESS.parent.mkdir(parents=True, exist_ok=True)
    HARNESS.write_text("\n".join(lines) + "\n")
    (IMPORTED / "Oracle.swift").write_text(
        "// Written by Scripts/import-roundtrip.py: the guards' answers for the step replayed.\n"
        "public enum Oracle {\n"
        "  nonisolated(unsafe) public static var answers: [String: Bool] = [:]\n"
        "  nonisolated(unsafe) public static var missing: Set<String> = []\n"
        "  public static func outcome(_ row: String) -> Bool {\n"
        "    guard let answer = answers[row] else { missing.insert(row); return false }\n"
        "    return answer\n"
        "  }\n"
        "}\n")

    build, log = build_fixture()
    if build.returncode != 0:
        errors = [line for line in log.splitlines() if ": error: " in line]
        print("\n".join(errors[:40]) or log)
        sys.exit("the re-imported machines do not compile (above)")
    if "Compiling Imported" not in log:
        sys.exit(f"the fixture's build did not compile the re-imported machines\n{log}")
    replayed = subprocess.run([str(ROOT / ".build" / "debug" / "RoundTrip")], cwd=FIXTURE,
                              check=True, capture_output=True, text=True).stdout
    got = {}
    for line in replayed.splitlines():
        key, _, rest = line.partition(": ")
        got[key] = rest.split(" | ")

    steps = 0
    for name, _, _, _, runs in machines:
        for index, run in enumerate(runs):
            current = run_start = None
            expected = []
            machine = next(m for m in report if m["name"] == name)
            current = machine["start"][0]
            for step in run["steps"]:
                if step["taken"]:
                    cases = [entry for entry in step["entries"]]
                    if cases:
                        current = cases[-1]
                    expected.append(f"taken {current}")
                else:
                    expected.append(f"rejected {current}")
            actual = got.get(f"{name} {index}", [])
            steps += len(expected)
            for position, (want, have) in enumerate(zip(expected, actual)):
                if want != have:
                    failures.append(
                        f"{name}, run {index}, event {position} ({run['events'][position]}):"
                        f" the original is '{want}', the import '{have}'")
                    break
            if len(actual) != len(expected):
                failures.append(f"{name}, run {index}: {len(actual)} steps replayed, "
                                f"{len(expected)} expected")
    print(f"round trip: {len(machines)} machines re-imported from their SCXML and replayed, "
          f"{steps} events; {len(skipped)} with regions skipped ({', '.join(skipped[:4])}...)")
    for failure in failures:
        print("  " + failure)
    if failures:
        sys.exit(1)


def guard_literal(guards):
    if not guards:
        return "[:]"
    return "[" + ", ".join(f"{swift_string(row)}: {'true' if value else 'false'}"
                           for row, value in sorted(guards.items())) + "]"


if __name__ == "__main__":
    main()
