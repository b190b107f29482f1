#!/usr/bin/env python3
"""Round trip: FSM's example and random machines, exported as SCXML and as XState JSON, each
imported by fsm-import, compiled, and replayed on the event sequences their own `Machine` took
(fsm-crosscheck): the imported machine must accept and reject the same events and be in the
same case (with regions, the same combination; in a tree of machines, the same states that hold
none, each named by its part in the import) after each.

    python3 Scripts/import-roundtrip.py [--runs N] [--length N]      (CI runs it)

An XState import that is the same Swift as its SCXML import, the type's name aside, is compiled
and replayed once (the summary counts them).

A tree of machines whose document fsm-import refuses for what a composite state does not run
yet is listed, not failed, as long as its other document round-trips; a tree refused in both
formats fails.

Guards: the imported machine's guards are stubs (fsm-import keeps the Swift `when:` only as
text); the replay answers each with the outcome the original's guard had on that step, looked up
by the FSM row the export names (SCXML's `fsm:row`, XState's `guard.params.row`), as
Scripts/scxml-check.py answers an SCXML interpreter's; a stub asked for a row the original
did not evaluate fails the check.
"""

import argparse
import concurrent.futures
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# For each re-imported tree of machines, by type: each state's part in the import, by its id.
parts = {}
FIXTURE = ROOT / "Tests" / "ImportFixture"
# The machines are split between two modules, `Imported` and `Imported2`: building a module
# without an earlier build of it, the driver type-checks it and expands its macros in an
# emit-module job that runs alone before the module's compile jobs, so one module of 300
# machines kept a core idle for minutes; two modules build side by side. The 305 machines of a
# run, `swift build --target Imported --target Imported2` from clean modules on 2 cores: 656 s
# (982 s of CPU) in one module, 226 s (430 s) in two. After the corpus check built the modules
# (CI's order), the driver does not wait so, and the split saves less (CONTRIBUTING's table).
HALVES = (FIXTURE / "Imported" / "roundtrip", FIXTURE / "Imported2" / "roundtrip")
# Each machine's folder, by the machine's name (both imports of a machine in the same half).
folders = {}

# The fixture's build, as Scripts/import-corpus.py does it.
_spec = importlib.util.spec_from_file_location("import_corpus", ROOT / "Scripts" / "import-corpus.py")
_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_corpus)
build_fixture = _corpus.build_fixture
parse_machine = _corpus.parse_machine
swift_string = _corpus.swift_string
write_harness = _corpus.write_harness
runs_text = _corpus.runs_text


def parse_guards(user):
    """(row or None, function) for each guard stub of the user's file."""
    return [(row or None, function) for row, function in re.findall(
        r"(?:/// \(FSM row: ([^)]+)\)\n)?  nonisolated static func (\S+)\(_ state: Self\) -> Bool", user)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--length", type=int, default=25)
    options = parser.parse_args()

    for product in ("fsm-crosscheck", "FSMImportTool"):
        _corpus.build_main(product)
    report = json.loads(subprocess.run(
        [str(ROOT / ".build" / "debug" / "fsm-crosscheck"), "--runs", str(options.runs),
         "--length", str(options.length)], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    tool = ROOT / ".build" / "debug" / "FSMImportTool"
    for half in HALVES:
        shutil.rmtree(half, ignore_errors=True)
        half.mkdir(parents=True)
    folders.update((machine["name"], HALVES[index % 2]) for index, machine in enumerate(report))
    # The corpus check's imports (Scripts/import-corpus.py) are the fixture's other folder: left
    # there, every build below would compile them again.
    shutil.rmtree(_corpus.IMPORTED, ignore_errors=True)

    machines, failures, not_generated = [], [], []
    # XState imports whose Swift is their SCXML import's, names aside: compiled and replayed once.
    same = 0
    def import_both(machine):
        """Both documents of `machine` imported: the imports, what was refused for what a
        composite state does not run yet, the failures, whether the two are the same Swift."""
        name, refused, failed = machine["name"], [], []
        imports = [import_machine(tool, work, machine, format, extension, failed, refused)
                   for format, extension in (("scxml", "scxml"), ("xstate", "json"))]
        identical = all(imports) and same_swift(name, imports[0][1], imports[1][1])
        if identical:
            shutil.rmtree(folders[name] / f"{name}-xstate")
            imports.pop()
        return imports, refused, failed, identical

    with tempfile.TemporaryDirectory() as work:
        # One machine per core at a time (each import is a process of its own, on one core), their
        # outcomes taken in the report's order.
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            for machine, (imports, refused, failed, identical) in zip(
                    report, pool.map(import_both, report)):
                same += identical
                machines += [imported for imported in imports if imported is not None]
                failures += failed
                if len(refused) == 2:
                    failures.append(f"{machine['name']}: fsm-import refused both documents of the"
                                    " tree")
                not_generated += refused

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
    for name, type_name, _, _, runs, tree in machines:
        machine = next(m for m in report if m["name"] == name)
        for index, run in enumerate(runs):
            if machine.get("composite"):
                # A tree: the states it is in that hold none, each named as the import names
                # it (its part there: a held enum may have become superstates).
                # A region's own superstates (`radio.on`) are in XState's ids as a held
                # table's are.
                held = [superstate for superstate in machine.get("superstates", [])
                        if "." in superstate] + machine.get("heldSuperstates", [])
                expected = [f"{'taken' if step['taken'] else 'rejected'} "
                            f"{imported_leaves(step['leaves'], parts[type_name], tree, held)}"
                            for step in run["steps"]]
                compare(type_name, index, run, expected, got, failures)
                steps += len(expected)
                continue
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
            steps += len(expected)
            compare(type_name, index, run, expected, got, failures)
    with_regions = sum(1 for m in report if not m.get("composite")
                       and (len(m["start"]) > 1 or "." in m["start"][0]))
    trees = sum(1 for m in report if m.get("composite"))
    print(f"round trip: {len(report)} machines ({with_regions} with regions, {trees} trees"
          f" of machines) re-imported from their SCXML and from their XState JSON and replayed,"
          f" {steps} events; {same} XState imports were the Swift of their SCXML import, names"
          f" aside, and were compiled and replayed once")
    for refusal in not_generated:
        print("  not generated yet, listed: " + refusal)
    for failure in failures:
        print("  " + failure)
    if failures:
        sys.exit(1)


def imported_leaves(leaves, names, tree, held=()):
    """A tree's `leaves` (the original's parts) as the import's harness describes its state:
    each leaf's part in the import (`names`, by document id), sorted, bracketed for a tree.
    XState's ids name the superstates of the machine at the top too (`g.a1.r0.b1` for the
    original's `a1.r0.b1`), and those of a held table (`held`: `a1.r0.sb.b1`): a leaf is
    matched by its id, without a held table's superstate, or a suffix of one."""
    def without_held(state):
        # Outer superstates first (a region's own before a held table's inside it).
        for superstate in held:
            parent = superstate.rpartition(".")[0]
            if state.startswith(superstate + "."):
                state = parent + state[len(superstate):]
            else:
                state = state.replace("." + superstate + ".", "." + parent + ".")
        return state

    def part(leaf):
        found = [name for state, name in names.items()
                 if without_held(state) == leaf or without_held(state).endswith("." + leaf)]
        return found[0] if len(found) == 1 else f"?{leaf}"
    named = sorted(part(leaf) for leaf in leaves)
    return "[" + ", ".join(named) + "]" if tree else ", ".join(named)


def compare(type_name, index, run, expected, got, failures):
    """Notes the first step of run `index` where the import differs from the original."""
    actual = got.get(f"{type_name} {index}", [])
    for position, (want, have) in enumerate(zip(expected, actual)):
        if want != have:
            failures.append(
                f"{type_name}, run {index}, event {position} ({run['events'][position]}):"
                f" the original is '{want}', the import '{have}'")
            break
    if len(actual) != len(expected):
        failures.append(f"{type_name}, run {index}: {len(actual)} steps replayed, "
                        f"{len(expected)} expected")


def region_case(entry):
    """`download.ready` → ("download", "ready"); `ready` → (None, "ready")."""
    region, dot, case = entry.partition(".")
    return (region, case) if dot else (None, entry)


def describe(current):
    """A machine's case as `Case` describes it: `ready`, or `(stopped, ready)` with regions."""
    if list(current) == [None]:
        return current[None]
    return "(" + ", ".join(current.values()) + ")"


# fsm-import's refusal of what a composite state does not run yet (the macro's
# `compositeNotGenerated`).
NOT_GENERATED = "FSM does not run one inside a composite state yet"


def same_swift(name, scxml_type, xstate_type):
    """Whether the two imports of a machine are the same Swift files once each type's name (and
    the generated header naming the document) is set aside."""
    def files(format, type_name):
        texts = {}
        for path in sorted((folders[name] / f"{name}-{format}").glob("*.swift")):
            text = re.sub(r"^// Generated by fsm-import from .*\n", "", path.read_text(),
                          flags=re.M)
            texts[path.name.replace(type_name, "T")] = re.sub(rf"\b{type_name}\b", "T", text)
        return texts

    return files("scxml", scxml_type) == files("xstate", xstate_type)


def import_machine(tool, work, machine, format, extension, failures, refused):
    """Imports the machine's document in `format`; rewrites its guard stubs to answer as the
    original's guards did. Returns (name, type, initial case, events, runs), or None (a tree's
    refusal for what a composite state does not run yet goes to `refused`)."""
    name = machine["name"]
    document = Path(work) / f"{name}.{extension}"
    document.write_text(machine[format])
    type_name = f"RoundTrip{name}{'X' if format == 'xstate' else ''}"
    output = folders[name] / f"{name}-{format}"
    result = subprocess.run(
        [str(tool), str(document), "--name", type_name, "--output", str(output), "--public"],
        capture_output=True, text=True)
    if result.returncode != 0:
        reason = f"{name}: fsm-import refused its {format}: {result.stderr.strip()}"
        if machine.get("composite") and NOT_GENERATED in result.stderr:
            refused.append(reason)
        else:
            failures.append(reason)
        return None
    swift = (output / f"{type_name}.swift").read_text()
    initial, events, tree = parse_machine(swift)
    # A tree whose import holds no machine (a region's compound states written as its
    # superstates) is compared by its leaves as well.
    tree = tree or bool(machine.get("composite"))
    if machine.get("composite"):
        # Each state's part in the import, by the document's id (the original's part).
        # Named as the import is: a state named like the machine is renamed beside it.
        listing = subprocess.run(
            [str(tool), str(document), "--name", type_name, "--names"], capture_output=True,
            text=True, check=True).stdout
        # A struct of regions (a tree whose import holds no machine) lists each state by its
        # region and case, which its part names as `region.case`.
        parts[type_name] = {
            state: name.strip("`") if region == "-" else f"{region}.{name.strip('`')}"
            for state, region, name in (line.split("\t") for line in listing.splitlines())}
    user_path = output / f"{type_name}+Design.swift"
    if user_path.exists():
        # The guard stubs answer as the original's guards did on the step (a guard the export
        # wrote without its row, none should be, counts as missing); named delays keep theirs.
        user = user_path.read_text()
        for row, function in parse_guards(user):
            stub = f"static func {function}(_ state: Self) -> Bool {{\n    true\n  }}"
            answer = f"Oracle.outcome({swift_string(row or 'unknown row')})"
            user = user.replace(stub, stub.replace("true", answer))
        user_path.write_text("import Oracle\n" + user)
    return (name, type_name, initial, events, machine["runs"], tree)


if __name__ == "__main__":
    main()
