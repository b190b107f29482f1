#!/usr/bin/env python3
"""Keeps the contributor's guide from going stale (CI runs this).

    python3 Scripts/check-contributing.py

Fails when LICENSE, CHANGELOG.md or CONTRIBUTING.md is missing, when a file or folder that
CONTRIBUTING.md names in code (`Sources/...`, `Scripts/docs.sh`, ...) does not exist, or when a
`make` target it names is not in the Makefile, or when its layout does not list a folder of
Sources. A path in a command that starts with `cd DIR &&`
is looked up in DIR; build products (a path through a `.build` folder, such as
`Benchmarks/.build`) are not checked.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = re.compile(r"^(\.ci|Sources|Tests|Scripts|Benchmarks|Plugins|Diagrams)(/[\w.+@-]*)*$|"
                  r"^[\w-]+\.(md|swift|py|sh|yml)$")
problems = []

for name in ["LICENSE", "CHANGELOG.md", "CONTRIBUTING.md"]:
    if not os.path.isfile(os.path.join(ROOT, name)):
        problems.append(f"{name} is missing")

if os.path.isfile(os.path.join(ROOT, "CONTRIBUTING.md")):
    with open(os.path.join(ROOT, "CONTRIBUTING.md"), encoding="utf-8") as handle:
        guide = handle.read()
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as handle:
        targets = set(re.findall(r"^([\w-]+):", handle.read(), flags=re.M))
    checked_paths, checked_targets = 0, 0
    for span in re.findall(r"`([^`]+)`", guide):
        span = span.replace("\\|", "|")
        folders = [ROOT] + [os.path.join(ROOT, folder)
                            for folder in re.findall(r"\bcd ([\w./-]+) &&", span)]
        for target in re.findall(r"\bmake ([\w-]+)", span):
            checked_targets += 1
            if target not in targets:
                problems.append(f"CONTRIBUTING.md names 'make {target}', which the Makefile lacks")
        for word in span.replace("(", " ").replace(")", " ").split():
            word = word.rstrip(",;:")
            if not PATH.match(word) or ".build" in word.split("/"):
                continue
            checked_paths += 1
            if not any(os.path.exists(os.path.join(folder, word)) for folder in folders):
                problems.append(f"CONTRIBUTING.md names '{word}', which does not exist")
    # The layout names every folder of Sources: a top-level one by its path (`Sources/FSMRuntime`),
    # one inside a target by its name (`Generation/`). DocC catalogs are the documentation's.
    sources = os.path.join(ROOT, "Sources")
    listed = 0
    for folder, subfolders, _ in os.walk(sources):
        subfolders[:] = sorted(d for d in subfolders if not d.endswith(".docc"))
        relative = os.path.relpath(folder, ROOT)
        if folder == sources:
            continue
        listed += 1
        parent = os.path.dirname(relative)
        name = f"`{relative}`" if parent == "Sources" else f"`{os.path.basename(folder)}/`"
        if name not in guide:
            problems.append(f"CONTRIBUTING.md's layout does not list the folder {relative} "
                            f"(as {name})")
    print(f"CONTRIBUTING.md: {checked_paths} paths, {checked_targets} make targets and "
          f"{listed} folders of Sources checked")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
