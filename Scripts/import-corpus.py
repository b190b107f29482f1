#!/usr/bin/env python3
"""Imports every design of the statechart corpus with fsm-import and compiles the Swift.

    python3 Scripts/import-corpus.py          (CI runs it; after `swift build`)

The corpus is read in place beside the checkout (`../shared/corpus`, or FSM_CORPUS). Each design
is imported into Tests/ImportFixture/Imported/corpus/<n>/ under the type name `Design<n>` (the designs'
own names collide), with the stubs of its guards as fsm-import writes them; the fixture package
is then built in the main package's scratch folder. Prints how many designs import and how many
compile; fails if a design fails to import other than with a clear error (a crash), or if an
imported design does not compile. The designs of Tests/ImportFixture/Designs (ours, written for
what the corpus lacks: regions of both formats) are imported and compiled with them, and must
import.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("FSM_CORPUS", ROOT.parent / "shared" / "corpus"))
FIXTURE = ROOT / "Tests" / "ImportFixture"
IMPORTED = FIXTURE / "Imported" / "corpus"


OURS = FIXTURE / "Designs"
HARNESS = FIXTURE / "RoundTrip" / "main.swift"


def designs():
    for path in sorted(OURS.iterdir()):
        yield f"ours/{path.name}", path
    for path in sorted(CORPUS.rglob("*")):
        relative = path.relative_to(CORPUS).as_posix()
        if path.suffix == ".scxml" or (relative.startswith("xstate/") and path.suffix == ".json"):
            yield relative, path


FAILURES = []


def expect(condition, message):
    if not condition:
        FAILURES.append(message)


def forget_plan():
    for stale in (ROOT / ".build" / "debug.yaml", ROOT / ".build" / "debug" / "description.json"):
        stale.unlink(missing_ok=True)


def build_main(product):
    """Builds one of the main package's products after the fixture shared its scratch folder."""
    forget_plan()
    subprocess.run(["swift", "build", "--product", product], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


# The macro's message for an eventless cycle (`eventlessCycle`).
CYCLE = "eventless rows without guards go round"


def build_fixture():
    """Builds Tests/ImportFixture in the main scratch folder, with a plan of its own: the build
    description there (`debug.yaml`, `debug/description.json`) is the last root package's, and
    SwiftPM 6.3 sometimes reuses the main package's for the fixture, then builds the main
    package's plugin tools and none of the fixture's files (seen after the import tool changed).
    Removed, it is planned again, for the fixture; `build_main` does the same the other way
    (SwiftPM 6.3 then found "no target named 'fsm-crosscheck…'" in the fixture's)."""
    write_fixture_modules()
    forget_plan()
    build = subprocess.run(["swift", "build", "--scratch-path", "../../.build"], cwd=FIXTURE,
                           capture_output=True, text=True)
    return build, build.stdout + build.stderr


def write_fixture_modules():
    """The fixture's modules besides the machines' folders: `Oracle` (the guards' answers for
    the step replayed, which the round trip's guard stubs read) and `Imported2`, the round
    trip's second half of the machines (Scripts/import-roundtrip.py), which needs a file when
    it has none of them."""
    # Where earlier versions of this script wrote it: two of them would be ambiguous.
    (FIXTURE / "Imported" / "Oracle.swift").unlink(missing_ok=True)
    (FIXTURE / "Oracle").mkdir(parents=True, exist_ok=True)
    (FIXTURE / "Oracle" / "Oracle.swift").write_text(
        "// Written by Scripts/import-corpus.py: the guards' answers for the step replayed.\n"
        "public enum Oracle {\n"
        "  nonisolated(unsafe) public static var answers: [String: Bool] = [:]\n"
        "  nonisolated(unsafe) public static var missing: Set<String> = []\n"
        "  public static func outcome(_ row: String) -> Bool {\n"
        "    guard let answer = answers[row] else { missing.insert(row); return false }\n"
        "    return answer\n"
        "  }\n"
        "}\n")
    (FIXTURE / "Imported2").mkdir(parents=True, exist_ok=True)
    (FIXTURE / "Imported2" / "Imported2.swift").write_text(
        "// Written by Scripts/import-corpus.py: the module of the round trip's second half of\n"
        "// the machines (Imported2/roundtrip), empty without them.\n")


def swift_string(text):
    return json.dumps(text)


def parse_machine(swift):
    """The initial value's expression, the events of a generated machine, and whether its
    states hold machines: `.locked`, `()` for a struct with regions (each region in its initial
    case), `.processing(Checkout.Processing._$initial)` for a composite state (its regions in
    theirs)."""
    if re.search(r"^(?:public )?struct ", swift, re.M):
        initial = "()"
    else:
        # The machine's own cases are the first indented once.
        found = re.search(r"^  @Initial (@Composite )?(?:@Final )?(?:@Named\(\"[^\"]*\"\) )?"
                          r"case (\w+|`\w+`)(?:\((\w+)\))?", swift, re.M)
        machine = re.search(r"^(?:public )?enum (\w+)", swift, re.M).group(1)
        initial = "." + found.group(2)
        if found.group(1):
            initial += f"({machine}.{found.group(3)}._$initial)"
    events = re.search(r"enum Event: Sendable, Equatable \{\n(.*?)\n  \}", swift, re.S).group(1)
    names = re.findall(r"case (\S+)$", events, re.M)
    return initial, names, "@Composite" in swift


def design_names(swift):
    """The design's names of the cases fsm-import renamed (`@Named("device.press") case
    devicePress`), by Swift name: what the design's interpreter and the case's description say."""
    return {swift_name: json.loads(f'"{design}"') for design, swift_name in
            re.findall(r'@Named\("((?:[^"\\]|\\.)*)"\) case (\w+)', swift)}


def write_harness(machines):
    """RoundTrip/main.swift: one replay per imported machine, printing each run's steps; the
    runs are data (RUNS, read on standard input), not literals: Swift type-checks large array
    literals slowly (minutes for the example machines' runs)."""
    lines = [
        "// Written by Scripts/import-roundtrip.py.",
        "import FSMMacros",
        "import FSMTesting",
        "import Imported",
        "import Imported2",
        "import Oracle",
        "",
        "typealias Run = [(event: String, guards: [String: Bool])]",
        "",
        "/// The machine's case; in a tree of machines, every state it is in that holds none, as",
        "/// their parts describe themselves (`processing.payment.captured`), sorted.",
        "func describe<M: StateMachine>(_ state: M, tree: Bool) -> String {",
        "  guard tree else { return \"\\(state.case)\" }",
        "  let parts = state.activeParts.map { \"\\($0)\" }",
        "  let leaves = parts.filter { part in !parts.contains { $0.hasPrefix(part + \".\") } }",
        "  return \"[\" + leaves.sorted().joined(separator: \", \") + \"]\"",
        "}",
        "",
        "func replay<M: StateMachine>(",
        "  _ initial: M, _ runs: [Run], tree: Bool = false, event: (String) -> M.Event?",
        ") -> [[String]] where M: Sendable, M.Event: Sendable, M.Effect: Sendable {",
        "  runs.map { run in",
        "    // A machine that settles as it starts asks its eventless rows' guards before the",
        "    // first step: the first step's answers (the random machines' are constants).",
        "    Oracle.answers = run.first?.guards ?? [:]",
        "    let machine = Machine(initial, clock: TestClock())",
        "    return run.map { step in",
        "      Oracle.answers = step.guards",
        "      guard let event = event(step.event) else { return \"unknown event \\(step.event)\" }",
        "      if case .transitioned = machine.send(event) {",
        "        return \"taken \\(describe(machine.state, tree: tree))\"",
        "      }",
        "      return \"rejected \\(describe(machine.state, tree: tree))\"",
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
    for _, type_name, initial, events, _, tree in machines:
        cases = "\n".join(f"    case {swift_string(event.strip('`'))}: .{event}" for event in events)
        lines += [
            f"results[{swift_string(type_name)}] = replay(",
            f"  {type_name}{initial}, runs[{swift_string(type_name)}] ?? []"
            + (", tree: true" if tree else ""),
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


def runs_text(machines):
    """The runs as the harness reads them."""
    lines = []
    for _, type_name, _, _, runs, _ in machines:
        for run in runs:
            lines.append(f"run\t{type_name}")
            for event, step in zip(run["events"], run["steps"]):
                guards = "\x1f".join(f"{row}\x1e{1 if value else 0}"
                                      for row, value in sorted(step["guards"].items()))
                # The Swift names a keyword event with backticks; the harness matches its name.
                lines.append(f"step\t{event.strip('`')}\t{guards}")
    return "\n".join(lines) + "\n"


def main():
    if not CORPUS.is_dir():
        sys.exit(f"the statechart corpus is not at {CORPUS} (set FSM_CORPUS)")
    build_main("FSMImportTool")
    tool = ROOT / ".build" / "debug" / "FSMImportTool"
    shutil.rmtree(IMPORTED, ignore_errors=True)
    IMPORTED.mkdir(parents=True)
    # The round trip's imports (Scripts/import-roundtrip.py), the fixture's other folders: left
    # there, every build below would compile them again.
    shutil.rmtree(IMPORTED.parent / "roundtrip", ignore_errors=True)
    shutil.rmtree(FIXTURE / "Imported2" / "roundtrip", ignore_errors=True)
    imported, refused, crashed = {}, {}, []
    paths = dict(designs())
    for number, (relative, path) in enumerate(designs(), start=1):
        output = IMPORTED / f"{number:02}"
        result = subprocess.run(
            [str(tool), str(path), "--name", f"Design{number:02}", "--output", str(output), "--public"],
            capture_output=True, text=True)
        if result.returncode == 0:
            imported[f"{number:02}"] = relative
        elif result.returncode == 1:
            refused[relative] = result.stderr.strip().splitlines()[-1]
            expect(not output.exists(), f"{relative} is refused, yet {output} was written")
        else:
            crashed.append(relative)
    # The package's other target, written by Scripts/import-roundtrip.py and by the behaviour
    # check below: a placeholder until then, so that the package loads (an earlier run's
    # harness names machines imported under other numbers, and would not compile).
    main = FIXTURE / "RoundTrip" / "main.swift"
    main.parent.mkdir(parents=True, exist_ok=True)
    main.write_text("// Written by Scripts/import-roundtrip.py.\n")
    build, log = build_fixture()
    # A build that compiled nothing proves nothing.
    if build.returncode == 0 and "Compiling Imported" not in log and imported:
        sys.exit(f"the fixture's build did not compile the imported machines\n{log}")
    failing = set()
    for match in re.finditer(r"/Imported/corpus/(\d+)/[^:]+:\d+:\d+: error: (.*)", log):
        failing.add(match.group(1))
    # A design whose eventless transitions go round forever (uscxml's LCCA benchmarks) imports,
    # and the macro reports the cycle (`eventlessCycle`), as it would in the user's build: it is
    # refused by the macro, listed, and leaves the fixture, which is built again without it.
    cycling = {}
    for number in sorted(failing):
        errors = [line for line in log.splitlines()
                  if f"/Imported/corpus/{number}/" in line and ": error: " in line]
        if errors and all(CYCLE in line for line in errors):
            cycling[number] = imported.pop(number)
            shutil.rmtree(IMPORTED / number)
    if cycling:
        failing -= set(cycling)
        build, log = build_fixture()
    # The tool as CI and a user run it on a design they import again: `--check` passes on the
    # file just written and fails once it differs; the user's file is kept; `--strict` fails on
    # a design with losses.
    first = next(iter(sorted(imported)), None)
    if first is not None:
        relative = imported[first]
        output = IMPORTED / first
        arguments = [str(tool), str(paths[relative]), "--public", "--name", f"Design{first}",
                     "--output", str(output)]
        check = subprocess.run(arguments + ["--check"], capture_output=True, text=True)
        expect(check.returncode == 0, f"--check passes on a fresh import of {relative}\n"
               + check.stderr)
        machine = output / f"Design{first}.swift"
        kept = machine.read_text()
        machine.write_text(kept + "// edited\n")
        check = subprocess.run(arguments + ["--check"], capture_output=True, text=True)
        expect(check.returncode == 1 and "out of date" in check.stderr,
               f"--check fails on an edited import of {relative}")
        machine.write_text(kept)
    lossy = next((number for number, relative in sorted(imported.items())
                  if "not imported" in subprocess.run(
                      [str(tool), str(paths[relative]), "--public", "--name", f"Design{number}",
                       "--output", str(IMPORTED / number)],
                      capture_output=True, text=True).stdout), None)
    if lossy is not None:
        strict = subprocess.run(
            [str(tool), str(paths[imported[lossy]]), "--public", "--name", f"Design{lossy}", "--output",
             str(IMPORTED / lossy), "--strict"], capture_output=True, text=True)
        expect(strict.returncode == 1 and "--strict" in strict.stderr,
               f"--strict fails on {imported[lossy]}, which loses parts of its design")
    for relative in refused:
        expect(not relative.startswith("ours/"), f"{relative} is refused: {refused[relative]}")
    total = len(paths)
    ours = sum(1 for relative in paths if relative.startswith("ours/"))
    print(f"corpus: {total - ours} designs and {ours} of ours; {len(imported)} import, {len(refused)} are refused with a "
          f"reason, {len(crashed)} crash the tool; {len(imported) - len(failing)} of the "
          f"{len(imported)} imported compile; {len(cycling)} the macro refuses")
    for relative, reason in sorted(refused.items()):
        print(f"  refused: {reason}")
    for number, relative in sorted(cycling.items()):
        print(f"  refused by the macro (eventlessCycle): {relative}")
    for number in sorted(failing):
        print(f"  does not compile: {imported[number]} (Imported/corpus/{number})")
        for line in log.splitlines():
            if f"/Imported/corpus/{number}/" in line and ": error: " in line:
                print("    " + line.split("/Imported/", 1)[1])
    if build.returncode != 0 and not failing:
        print(log)
        print("the fixture's build failed (above)")
    for failure in FAILURES:
        print("  " + failure)
    if crashed or failing or build.returncode != 0 or FAILURES:
        sys.exit(1)
    compare_behaviour(tool, imported, paths)


# The behaviour check: random event sequences, the original run by python-statemachine.
RUNS, LENGTH, SEED = 10, 30, 53
# The states one run of a design may enter in python-statemachine before it is taken for an
# eventless cycle that never settles: a count, not a time, so every machine decides alike.
ENTRIES_LIMIT = 5_000


class Unsettled(BaseException):
    """Raised from a listener: not an `Exception`, which the interpreter would turn into an
    error event and go on."""


def compare_behaviour(tool, imported, paths):
    """Every imported SCXML design without a data model (no `datamodel`, or `null`) and whose
    Swift has no guard stub (its conditions are only `In()`, which the Swift tests itself) runs
    on random event sequences in python-statemachine (a W3C SCXML interpreter) and as the
    imported machine; after each event the states must be the same. A design that differs is
    listed with its first difference and what fsm-import reported losing; the counts are
    printed. Fails only when a design without losses differs: with losses, a difference is what
    the report announced."""
    import contextlib
    import importlib.util
    import io
    import random
    import xml.etree.ElementTree as ET
    spec = importlib.util.spec_from_file_location(
        "scxml_check", ROOT / "Scripts" / "scxml-check.py")
    scxml_check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(scxml_check)  # python-statemachine, with the script's corrections
    from statemachine.io import load

    generator = random.Random(SEED)
    candidates, skipped, machines, expectations = [], {}, [], {}
    for number, relative in sorted(imported.items()):
        path = paths[relative]
        if path.suffix != ".scxml":
            continue
        # (A document may start with a comment before its XML declaration: Qt's do.)
        text = path.read_text()
        text = text[text.index("<?xml"):] if "<?xml" in text else text.lstrip()
        try:
            model = ET.fromstring(text.encode()).get("datamodel")
        except ET.ParseError:
            continue
        if model not in (None, "null"):
            continue
        candidates.append(relative)
        if (IMPORTED / number / f"Design{number}+Design.swift").exists():
            skipped[relative] = "guards the Swift cannot decide alone (stubs)"
            continue
        names = {}
        regions = []
        listing = subprocess.run([str(tool), str(path), "--names"], capture_output=True,
                                 text=True, check=True).stdout
        for line in listing.splitlines():
            state, region, name = line.split("\t")
            names[state] = (None if region == "-" else region, name.strip("`"))
            if region != "-" and region not in regions:
                regions.append(region)
        swift = (IMPORTED / number / f"Design{number}.swift").read_text()
        initial, events, tree = parse_machine(swift)
        renamed = design_names(swift)
        # A case renamed with `@Named` describes itself by the design's name.
        names = {state: (region, renamed.get(name, name)) for state, (region, name) in names.items()}
        try:
            document, _ = scxml_check.prepare(text)
            chart = load(document, format="scxml")
            scxml_check.number_in_document_order(list(chart.states))
        except Exception as error:  # what the interpreter cannot load is not compared
            skipped[relative] = f"python-statemachine cannot load it ({type(error).__name__})"
            continue

        def describe(states):
            cases = {names[s][0]: names[s][1] for s in states if s in names}
            if tree:
                # A struct of regions at the top names a case of a region's own enum by its
                # region too, as its part describes it (`chat.opened`).
                return "[" + ", ".join(sorted(
                    name if region is None else f"{region}.{name}"
                    for region, name in (names[s] for s in states if s in names))) + "]"
            if not regions:
                return next(iter(cases.values()), "?")
            return "(" + ", ".join(cases.get(region, "?") for region in regions) + ")"

        runs, expected_runs, error = [], [], None
        for _ in range(RUNS):
            sequence = [generator.choice(events) for _ in range(LENGTH)] if events else []
            entered = []

            class Listener:
                def on_enter_state(self, state=None, **_):
                    entered.append(state.id.removeprefix(scxml_check.ID_PREFIX))
                    # An eventless cycle, which the interpreter takes forever; `Machine` rejects
                    # such a step at `Microstep.limit`. (The macro reports the corpus's one,
                    # uscxml's LCCA benchmark, before: this keeps a guarded one from hanging.)
                    if len(entered) > ENTRIES_LIMIT:
                        raise Unsettled()

            expected = []
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    machine = chart(listeners=[Listener()])
                    for event in sequence:
                        machine.send(renamed.get(event, scxml_check.unescape(event.strip("`"))))
                        states = [s.id.removeprefix(scxml_check.ID_PREFIX)
                                  for s in machine.configuration if s.is_atomic]
                        # A document that reached its top <final> has ended: its last state.
                        expected.append(describe(states or entered[-1:]))
            except Unsettled:
                error = (f"python-statemachine entered more than {ENTRIES_LIMIT} states in one run"
                         " (an eventless cycle)")
                break
            except Exception as failure:
                error = f"python-statemachine failed running it ({type(failure).__name__})"
                break
            runs.append({"events": sequence, "steps": [{"guards": {}} for _ in sequence]})
            expected_runs.append(expected)
        if error:
            skipped[relative] = error
            continue
        type_name = f"Design{number}"
        machines.append((relative, type_name, initial, events, runs, tree))
        expectations[type_name] = (relative, expected_runs)

    write_harness(machines)
    build, log = build_fixture()
    if build.returncode != 0:
        print(log)
        sys.exit("the behaviour harness does not compile (above)")
    replayed = subprocess.run([str(ROOT / ".build" / "debug" / "RoundTrip")], cwd=FIXTURE,
                              input=runs_text(machines), check=True, capture_output=True,
                              text=True).stdout
    got = {}
    for line in replayed.splitlines():
        key, _, rest = line.partition(": ")
        got[key] = [step.split(" ", 1)[1] for step in rest.split(" | ")] if rest else []
    same, different, unexplained = [], [], []
    for type_name, (relative, expected_runs) in expectations.items():
        difference = None
        for index, expected in enumerate(expected_runs):
            actual = got.get(f"{type_name} {index}", [])
            for position, (want, have) in enumerate(zip(expected, actual)):
                if want != have:
                    run = machines[[m[1] for m in machines].index(type_name)][4][index]
                    difference = (f"run {index}, event {position} "
                                  f"({run['events'][position]}): "
                                  f"python-statemachine is in {want}, the import in {have}")
                    break
            if difference is None and len(actual) != len(expected):
                difference = f"run {index}: {len(actual)} steps replayed, {len(expected)} expected"
            if difference:
                break
        if difference is None:
            same.append(relative)
            continue
        losses = subprocess.run([str(tool), str(paths[relative]), "--check", "--public",
                                 "--name", type_name, "--output",
                                 str(IMPORTED / type_name.removeprefix("Design"))],
                                capture_output=True, text=True).stdout
        lost = [line.split("not imported: ", 1)[1] for line in losses.splitlines()
                if "not imported: " in line]
        different.append((relative, difference, lost))
        if not lost:
            unexplained.append(relative)
    trees = {machine[0] for machine in machines if machine[5]}
    print(f"behaviour: {len(candidates)} imported SCXML designs have no data model; "
          f"{len(machines)} compared with python-statemachine on {RUNS} random sequences of "
          f"{LENGTH} events: {len(same)} behave the same ({len(trees & set(same))} of them "
          f"with parallel states inside states), {len(different)} differ "
          f"({len(different) - len(unexplained)} where fsm-import reported a loss); "
          f"{len(skipped)} not compared")
    for relative in sorted(trees & set(same)):
        print(f"  the same, with parallel states inside states: {relative}")
    for relative, reason in sorted(skipped.items()):
        print(f"  not compared: {relative}: {reason}")
    for relative, difference, lost in different:
        print(f"  differs: {relative}: {difference}")
        for loss in lost[:3]:
            print(f"    reported: {loss}")
    if unexplained:
        sys.exit(f"{len(unexplained)} design(s) without a reported loss behave differently")
    # Ours are written for what they check: each is compared, and behaves the same.
    ours = [relative for relative in candidates if relative.startswith("ours/")
            and relative not in skipped and relative not in same]
    if ours:
        sys.exit(f"designs of ours not compared or behaving differently: {', '.join(ours)}")


if __name__ == "__main__":
    main()
