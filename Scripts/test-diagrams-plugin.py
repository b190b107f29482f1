#!/usr/bin/env python3
"""The `fsm-diagrams` command plugin, run through `swift package` as a user runs it.

    python3 Scripts/test-diagrams-plugin.py      (after `swift build`; CI runs it)

On a copy of Tests/DiagramsFixture (a package that depends on FSM by path), in the main package's
scratch folder so that swift-syntax is not built again:
1. the plugin writes a `.dot` and a `.mmd` per machine (`Building.Door` nested in a type, `Fan`,
   `Desk` with regions),
   an `.svg` too when Graphviz's `dot` is on the PATH, and skips the machine with an error with a
   message naming its file and line;
2. every file equals the macro's own `dot` or `mermaid` for that machine, printed by the
   fixture's `PrintDiagrams` executable, compiled with the macro;
3. `--check` passes on the fresh files and writes nothing; `--format scxml,xstate` writes
   `.scxml` and `.xstate.json` files, the macro's too, which `--check --format` covers;
4. after a row changes, `--check` fails, naming the machine and the stale files; a missing file
   is reported too;
5. without FSM's `Diagrams` trait the plugin has no tool, and says how to ask for it.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build")
failures = []


def run(arguments, cwd, expect_success=True, stdout_only=False):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    output = result.stdout + result.stderr
    if expect_success and result.returncode != 0:
        sys.exit(f"failed: {' '.join(arguments)}\n{output}")
    return result.returncode, result.stdout if stdout_only else output


def expect(condition, message):
    print(("ok: " if condition else "FAILED: ") + message)
    if not condition:
        failures.append(message)


def plugin(package, *arguments, expect_success=True):
    return run(
        ["swift", "package", "--scratch-path", SCRATCH, "--allow-writing-to-package-directory",
         "fsm-diagrams", *arguments],
        package, expect_success)


def main():
    work = tempfile.mkdtemp(prefix="fsm-diagrams-")
    try:
        package = os.path.join(work, "DiagramsFixture")
        shutil.copytree(os.path.join(ROOT, "Tests", "DiagramsFixture"), package)
        manifest = os.path.join(package, "Package.swift")
        with open(manifest) as file:
            text = file.read()
        with open(manifest, "w") as file:
            file.write(text.replace('path: "../.."', f'path: "{ROOT}"'))
        diagrams = os.path.join(package, "Diagrams")

        # 1. Writing.
        _, output = plugin(package)
        print(output.strip().splitlines()[-1])
        written = sorted(os.listdir(diagrams))
        names = ["Building.Door", "Desk", "Fan"]
        expected_files = sorted(f"{n}.{e}" for n in names for e in ["dot", "mmd"])
        has_dot = shutil.which("dot") is not None
        if has_dot:
            expected_files = sorted(expected_files + [f"{n}.svg" for n in names])
        expect(written == expected_files, f"the plugin writes {expected_files} (wrote {written})")
        expect(
            re.search(r"Sources/Broken/Broken\.swift:12:\d+: .*'opne'.*skipped 'Valve'", output)
            is not None,
            "the machine with an error is skipped, naming its file and line")
        if has_dot:
            with open(os.path.join(diagrams, "Fan.svg")) as file:
                expect("<svg" in file.read(), "the SVG is Graphviz's rendering")

        # 2. The files are the macro's own diagrams.
        _, printed = run(
            ["swift", "run", "--scratch-path", SCRATCH, "PrintDiagrams"], package,
            stdout_only=True)
        sections = re.split(r"^=== (\S+)\n", printed[printed.index("=== "):], flags=re.M)[1:]
        macro = dict(zip(sections[0::2], sections[1::2]))
        interchange = os.path.join(package, "Interchange")
        plugin(package, "--format", "scxml,xstate", "--output", "Interchange")
        interchange_files = sorted(f"{n}.{e}" for n in names for e in ["scxml", "xstate.json"])
        expect(sorted(os.listdir(interchange)) == interchange_files,
               f"--format scxml,xstate writes {interchange_files}")
        expect(sorted(macro) == sorted(
            [f for f in expected_files if not f.endswith(".svg")] + interchange_files),
               "the fixture prints every machine's documents")
        for name, text in sorted(macro.items()):
            folder = interchange if name in interchange_files else diagrams
            with open(os.path.join(folder, name)) as file:
                expect(file.read() == text, f"{name} is exactly the macro's text")

        # 3. `--check` on fresh files.
        before = {name: os.path.getmtime(os.path.join(diagrams, name)) for name in written}
        code, output = plugin(package, "--check", expect_success=False)
        expect(code == 0 and "up to date" in output, "--check passes on fresh files")
        after = {name: os.path.getmtime(os.path.join(diagrams, name)) for name in written}
        expect(before == after, "--check writes nothing")
        code, output = plugin(package, "--check", "--format", "scxml,xstate", "--output",
                              "Interchange", expect_success=False)
        expect(code == 0 and "up to date" in output, "--check --format passes on fresh files")

        # 4. A row changes: `--check` fails, naming the machine; a deleted file is missing.
        fan = os.path.join(package, "Sources", "Machines", "Fan.swift")
        with open(fan) as file:
            source = file.read()
        with open(fan, "w") as file:
            file.write(source.replace(".from(.high, on: .down, to: .low)",
                                      ".from(.high, on: .down, to: .off)"))
        os.remove(os.path.join(diagrams, "Building.Door.mmd"))
        code, output = plugin(package, "--check", expect_success=False)
        expect(code != 0, "--check fails after a row changes")
        expect("stale Diagrams/Fan.dot (machine 'Fan')" in output
               and "stale Diagrams/Fan.mmd (machine 'Fan')" in output,
               "--check names the stale files and their machine")
        expect("missing Diagrams/Building.Door.mmd (machine 'Building.Door')" in output,
               "--check names a missing file")
        code, output = plugin(package, "--check", "--format", "scxml,xstate", "--output",
                              "Interchange", expect_success=False)
        expect(code != 0 and "stale Interchange/Fan.scxml (machine 'Fan')" in output
               and "stale Interchange/Fan.xstate.json (machine 'Fan')" in output,
               "--check --format scxml,xstate names the stale documents")
        if code == 0 or failures:
            print(output)

        # 5. Without the trait: a clear message, nothing written.
        with open(manifest) as file:
            text = file.read()
        with open(manifest, "w") as file:
            file.write(text.replace(', traits: ["Diagrams"]', ""))
        code, output = plugin(package, expect_success=False)
        expect(code != 0 and "needs FSM's 'Diagrams' trait" in output
               and 'traits: ["Diagrams"]' in output,
               "without the Diagrams trait the plugin fails, saying how to enable it")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        sys.exit(f"{len(failures)} check(s) failed")
    print("fsm-diagrams plugin: every check passed")


main()
