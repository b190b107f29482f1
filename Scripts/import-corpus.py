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


def build_fixture():
    """Builds Tests/ImportFixture in the main scratch folder, with a plan of its own: the build
    description there (`debug.yaml`, `debug/description.json`) is the last root package's, and
    SwiftPM 6.3 sometimes reuses the main package's for the fixture, then builds the main
    package's plugin tools and none of the fixture's files (seen after the import tool changed).
    Removed, it is planned again, for the fixture; `build_main` does the same the other way
    (SwiftPM 6.3 then found "no target named 'fsm-conformance…'" in the fixture's)."""
    forget_plan()
    build = subprocess.run(["swift", "build", "--scratch-path", "../../.build"], cwd=FIXTURE,
                           capture_output=True, text=True)
    return build, build.stdout + build.stderr


def main():
    if not CORPUS.is_dir():
        sys.exit(f"the statechart corpus is not at {CORPUS} (set FSM_CORPUS)")
    build_main("FSMImportTool")
    tool = ROOT / ".build" / "debug" / "FSMImportTool"
    shutil.rmtree(IMPORTED, ignore_errors=True)
    IMPORTED.mkdir(parents=True)
    imported, refused, crashed = {}, {}, []
    paths = dict(designs())
    for number, (relative, path) in enumerate(designs(), start=1):
        output = IMPORTED / f"{number:02}"
        result = subprocess.run(
            [str(tool), str(path), "--name", f"Design{number:02}", "--output", str(output)],
            capture_output=True, text=True)
        if result.returncode == 0:
            imported[f"{number:02}"] = relative
        elif result.returncode == 1:
            refused[relative] = result.stderr.strip().splitlines()[-1]
        else:
            crashed.append(relative)
    # The package's other target, written by Scripts/import-roundtrip.py: a placeholder until
    # then, so that the package loads.
    main = FIXTURE / "RoundTrip" / "main.swift"
    if not main.exists():
        main.parent.mkdir(parents=True, exist_ok=True)
        main.write_text("// Written by Scripts/import-roundtrip.py.\n")
    build, log = build_fixture()
    # A build that compiled nothing proves nothing.
    if build.returncode == 0 and "Compiling Imported" not in log and imported:
        sys.exit(f"the fixture's build did not compile the imported machines\n{log}")
    failing = set()
    for match in re.finditer(r"/Imported/corpus/(\d+)/[^:]+:\d+:\d+: error: (.*)", log):
        failing.add(match.group(1))
    # The tool as CI and a user run it on a design they import again: `--check` passes on the
    # file just written and fails once it differs; the user's file is kept; `--strict` fails on
    # a design with losses.
    first = next(iter(sorted(imported)), None)
    if first is not None:
        relative = imported[first]
        output = IMPORTED / first
        arguments = [str(tool), str(paths[relative]), "--name", f"Design{first}",
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
                      [str(tool), str(paths[relative]), "--name", f"Design{number}",
                       "--output", str(IMPORTED / number)],
                      capture_output=True, text=True).stdout), None)
    if lossy is not None:
        strict = subprocess.run(
            [str(tool), str(paths[imported[lossy]]), "--name", f"Design{lossy}", "--output",
             str(IMPORTED / lossy), "--strict"], capture_output=True, text=True)
        expect(strict.returncode == 1 and "--strict" in strict.stderr,
               f"--strict fails on {imported[lossy]}, which loses parts of its design")
    for relative in refused:
        expect(not relative.startswith("ours/"), f"{relative} is refused: {refused[relative]}")
    total = len(paths)
    ours = sum(1 for relative in paths if relative.startswith("ours/"))
    print(f"corpus: {total - ours} designs and {ours} of ours; {len(imported)} import, {len(refused)} are refused with a "
          f"reason, {len(crashed)} crash the tool; {len(imported) - len(failing)} of the "
          f"{len(imported)} imported compile")
    for relative, reason in sorted(refused.items()):
        print(f"  refused: {reason}")
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


if __name__ == "__main__":
    main()
