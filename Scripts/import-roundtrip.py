#!/usr/bin/env python3
"""Round trip: FSM's example and random machines, exported as SCXML and as XState JSON, each
imported by fsm-import, compiled, and replayed on the event sequences their own `Machine` took
(fsm-conformance): the imported machine must accept and reject the same events and be in the
same case (with regions, the same combination) after each.

    python3 Scripts/import-roundtrip.py [--runs N] [--length N]      (CI runs it)

Guards: the imported machine's guards are stubs (fsm-import keeps the Swift `when:` only as
text); the replay answers each with the outcome the original's guard had on that step, looked up
by the FSM row the export names (SCXML's `fsm:row`, XState's `guard.params.row`), as
Scripts/scxml-conformance.py answers an SCXML interpreter's; a stub asked for a row the original
did not evaluate fails the check.
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
    """The initial value's expression and the events of a generated machine: `.locked`, or `()`
    for a struct with regions (each region in its initial case)."""
    if re.search(r"^(?:public )?struct ", swift, re.M):
        initial = "()"
    else:
        initial = "." + re.search(r"@Initial (?:@Final )?case (\S+)", swift).group(1)
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
        _corpus.build_main(product)
    report = json.loads(subprocess.run(
        [str(ROOT / ".build" / "debug" / "fsm-conformance"), "--runs", str(options.runs),
         "--length", str(options.length)], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    tool = ROOT / ".build" / "debug" / "FSMImportTool"
    shutil.rmtree(IMPORTED, ignore_errors=True)
    IMPORTED.mkdir(parents=True)

    machines, failures = [], []
    with tempfile.TemporaryDirectory() as work:
        for machine in report:
            name = machine["name"]
            for format, extension in (("scxml", "scxml"), ("xstate", "json")):
                imported = import_machine(tool, work, machine, format, extension, failures)
                if imported is not None:
                    machines.append(imported)

    write_harness(machines)
    build, log = build_fixture()
    if build.returncode != 0:
        errors = [line for line in log.splitlines() if ": error: " in line]
        print("\n".join(errors[:40]) or log)
        sys.exit("the re-imported machines do not compile (above)")
    if "Compiling Imported" not in log:
        sys.exit(f"the fixture's build did not compile the re-imported machines\n{log}")
    replayed = subprocess.run([str(ROOT / ".build" / "debug" / "RoundTrip")], cwd=FIXTURE,
                              input=runs_text(machines), check=True, capture_output=True,
                              text=True).stdout
    got = {}
    for line in replayed.splitlines():
        if line.startswith("missing guard answer: "):
            failures.append(f"a guard stub asked for a row the original never named: {line}")
            continue
        key, _, rest = line.partition(": ")
        got[key] = rest.split(" | ")

    steps = 0
    for name, type_name, _, _, runs in machines:
        machine = next(m for m in report if m["name"] == name)
        for index, run in enumerate(runs):
            # The case of each region (one region, `None`, for a machine without regions):
            # after a step, a region's last entry (its case; its superstates come first).
            current = dict(region_case(case) for case in machine["start"])
            expected = []
            for step in run["steps"]:
                if step["taken"]:
                    current.update(region_case(entry) for entry in step["entries"])
                    expected.append(f"taken {describe(current)}")
                else:
                    expected.append(f"rejected {describe(current)}")
            actual = got.get(f"{type_name} {index}", [])
            steps += len(expected)
            for position, (want, have) in enumerate(zip(expected, actual)):
                if want != have:
                    failures.append(
                        f"{type_name}, run {index}, event {position} ({run['events'][position]}):"
                        f" the original is '{want}', the import '{have}'")
                    break
            if len(actual) != len(expected):
                failures.append(f"{type_name}, run {index}: {len(actual)} steps replayed, "
                                f"{len(expected)} expected")
    with_regions = sum(1 for m in report if len(m["start"]) > 1 or "." in m["start"][0])
    print(f"round trip: {len(machines) // 2} machines ({with_regions} with regions) re-imported"
          f" from their SCXML and from their XState JSON and replayed, {steps} events")
    for failure in failures:
        print("  " + failure)
    if failures:
        sys.exit(1)


def region_case(entry):
    """`download.ready` → ("download", "ready"); `ready` → (None, "ready")."""
    region, dot, case = entry.partition(".")
    return (region, case) if dot else (None, entry)


def describe(current):
    """A machine's case as `Case` describes it: `ready`, or `(stopped, ready)` with regions."""
    if list(current) == [None]:
        return current[None]
    return "(" + ", ".join(current.values()) + ")"


def import_machine(tool, work, machine, format, extension, failures):
    """Imports the machine's document in `format`; rewrites its guard stubs to answer as the
    original's guards did. Returns (name, type, initial case, events, runs), or None."""
    name = machine["name"]
    document = Path(work) / f"{name}.{extension}"
    document.write_text(machine[format])
    type_name = f"RoundTrip{name}{'X' if format == 'xstate' else ''}"
    output = IMPORTED / f"{name}-{format}"
    result = subprocess.run(
        [str(tool), str(document), "--name", type_name, "--output", str(output), "--public"],
        capture_output=True, text=True)
    if result.returncode != 0:
        failures.append(f"{name}: fsm-import refused its {format}: {result.stderr.strip()}")
        return None
    swift = (output / f"{type_name}.swift").read_text()
    initial, events = parse_machine(swift)
    user_path = output / f"{type_name}+Design.swift"
    if user_path.exists():
        # The guard stubs answer as the original's guards did on the step (a guard the export
        # wrote without its row, none should be, counts as missing); named delays keep theirs.
        user = user_path.read_text()
        for row, function in parse_guards(user):
            stub = f"static func {function}(_ state: Self) -> Bool {{\n    true\n  }}"
            answer = f"Oracle.outcome({swift_string(row or 'unknown row')})"
            user = user.replace(stub, stub.replace("true", answer))
        user_path.write_text(user)
    return (name, type_name, initial, events, machine["runs"])


def write_harness(machines):
    """RoundTrip/main.swift: one replay per imported machine, printing each run's steps; the
    runs are data (RUNS, read on standard input), not literals: Swift type-checks large array
    literals slowly (minutes for the example machines' runs)."""
    lines = [
        "// Written by Scripts/import-roundtrip.py.",
        "import FSMMacros",
        "import FSMTesting",
        "import Imported",
        "",
        "typealias Run = [(event: String, guards: [String: Bool])]",
        "",
        "func replay<M: StateMachine>(",
        "  _ initial: M, _ runs: [Run], event: (String) -> M.Event?",
        ") -> [[String]] where M: Sendable, M.Event: Sendable, M.Effect: Sendable {",
        "  runs.map { run in",
        "    let machine = Machine(initial, clock: TestClock())",
        "    return run.map { step in",
        "      Oracle.answers = step.guards",
        "      guard let event = event(step.event) else { return \"unknown event \\(step.event)\" }",
        "      if case .transitioned = machine.send(event) {",
        "        return \"taken \\(machine.state.case)\"",
        "      }",
        "      return \"rejected \\(machine.state.case)\"",
        "    }",
        "  }",
        "}",
        "",
        "// The runs: `run<TAB>type` starts one; `step<TAB>event<TAB>guards`, the guards as",
        "// row<RS>0|1 pairs separated by US.",
        "var runs: [String: [Run]] = [:]",
        "var current = \"\"",
        "while let line = readLine() {",
        "  let fields = line.split(separator: \"\\t\", omittingEmptySubsequences: false).map(String.init)",
        "  if fields[0] == \"run\" {",
        "    current = fields[1]",
        "    runs[current, default: []].append([])",
        "  } else if fields[0] == \"step\" {",
        "    var guards: [String: Bool] = [:]",
        "    for pair in fields[2].split(separator: \"\\u{1F}\") {",
        "      let parts = pair.split(separator: \"\\u{1E}\", omittingEmptySubsequences: false)",
        "      guards[String(parts[0])] = parts[1] == \"1\"",
        "    }",
        "    runs[current]![runs[current]!.count - 1].append((fields[1], guards))",
        "  }",
        "}",
        "",
        "var results: [String: [[String]]] = [:]",
    ]
    for _, type_name, initial, events, _ in machines:
        cases = "\n".join(f"    case {swift_string(event.strip('`'))}: .{event}" for event in events)
        lines += [
            f"results[{swift_string(type_name)}] = replay(",
            f"  {type_name}{initial}, runs[{swift_string(type_name)}] ?? []",
            f") {{ name -> {type_name}.Event? in",
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
        "for row in Oracle.missing.sorted() {",
        "  print(\"missing guard answer: \\(row)\")",
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


def runs_text(machines):
    """The runs as the harness reads them."""
    lines = []
    for _, type_name, _, _, runs in machines:
        for run in runs:
            lines.append(f"run\t{type_name}")
            for event, step in zip(run["events"], run["steps"]):
                guards = "\x1f".join(f"{row}\x1e{1 if value else 0}"
                                      for row, value in sorted(step["guards"].items()))
                lines.append(f"step\t{event}\t{guards}")
    return "\n".join(lines) + "\n"



if __name__ == "__main__":
    main()
