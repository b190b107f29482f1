#!/usr/bin/env python3
"""Keeps the contributor's guide from going stale (CI runs this).

    python3 Scripts/check-contributing.py

Fails when LICENSE, CHANGELOG.md or CONTRIBUTING.md is missing, when a file or folder that
CONTRIBUTING.md names in code (`Sources/...`, `Scripts/docs.sh`, ...) does not exist, or when a
`make` target it names is not in the Makefile. A path in a command that starts with `cd DIR &&`
is looked up in DIR; build products (under `.build`) are not checked.
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
            if not PATH.match(word) or word.startswith(".build"):
                continue
            checked_paths += 1
            if not any(os.path.exists(os.path.join(folder, word)) for folder in folders):
                problems.append(f"CONTRIBUTING.md names '{word}', which does not exist")
    print(f"CONTRIBUTING.md: {checked_paths} paths and {checked_targets} make targets checked")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
