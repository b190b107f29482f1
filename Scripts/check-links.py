#!/usr/bin/env python3
"""Every relative link of the repository's Markdown files leads to a file that exists.

    python3 Scripts/check-links.py     (CI runs it)

DocC checks the links of the catalogs' articles (`Scripts/docs.sh`, warnings as errors); this
checks README.md, CONTRIBUTING.md, CHANGELOG.md, Benchmarks/README.md and
Examples/OrderService/README.md: each `[text](path)` and `[text](path#anchor)` that is not a web
address names a file or folder, and an anchor names a heading of that file (GitHub's rule: lower case, punctuation dropped, spaces as hyphens).
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", os.path.join("Benchmarks", "README.md"),
         os.path.join("Examples", "OrderService", "README.md")]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    with open(path) as file:
        text = re.sub(r"```.*?```", "", file.read(), flags=re.S)
    slugs = set()
    for heading in re.findall(r"^#+ (.+)$", text, flags=re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        slugs.add(slug)
    return slugs


def main():
    broken = []
    count = 0
    for name in FILES:
        path = os.path.join(ROOT, name)
        with open(path) as file:
            text = re.sub(r"```.*?```", "", file.read(), flags=re.S)
        for target in LINK.findall(text):
            if re.match(r"^[a-z]+:", target):
                continue
            count += 1
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) \
                if file_part else path
            if not os.path.exists(resolved):
                broken.append(f"{name}: ({target}) names no file")
            elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                broken.append(f"{name}: ({target}) names no heading of {file_part or name}")
    for line in broken:
        print(line)
    if broken:
        sys.exit(f"{len(broken)} broken link(s)")
    print(f"links: {count} relative links in {len(FILES)} files lead somewhere")


main()
